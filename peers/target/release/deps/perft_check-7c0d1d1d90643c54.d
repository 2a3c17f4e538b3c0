/work/wt/backgammon/peers/target/release/deps/perft_check-7c0d1d1d90643c54.d: src/bin/perft_check.rs

/work/wt/backgammon/peers/target/release/deps/perft_check-7c0d1d1d90643c54: src/bin/perft_check.rs

src/bin/perft_check.rs:
