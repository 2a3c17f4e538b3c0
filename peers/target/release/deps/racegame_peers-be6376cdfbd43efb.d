/work/wt/backgammon/peers/target/release/deps/racegame_peers-be6376cdfbd43efb.d: src/lib.rs

/work/wt/backgammon/peers/target/release/deps/libracegame_peers-be6376cdfbd43efb.rlib: src/lib.rs

/work/wt/backgammon/peers/target/release/deps/libracegame_peers-be6376cdfbd43efb.rmeta: src/lib.rs

src/lib.rs:

# env-dep:CARGO_MANIFEST_DIR=/work/wt/backgammon/peers
