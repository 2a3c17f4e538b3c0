/work/wt/backgammon/peers/target/release/deps/perft_diff-7c94ffb5b83d4f57.d: src/bin/perft_diff.rs

/work/wt/backgammon/peers/target/release/deps/perft_diff-7c94ffb5b83d4f57: src/bin/perft_diff.rs

src/bin/perft_diff.rs:
