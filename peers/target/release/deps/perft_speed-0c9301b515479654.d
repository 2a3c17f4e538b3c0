/work/wt/backgammon/peers/target/release/deps/perft_speed-0c9301b515479654.d: src/bin/perft_speed.rs

/work/wt/backgammon/peers/target/release/deps/perft_speed-0c9301b515479654: src/bin/perft_speed.rs

src/bin/perft_speed.rs:
