/work/wt/backgammon/peers/target/release/deps/mimalloc-e25790e385de4a47.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/mimalloc-0.1.52/src/lib.rs

/work/wt/backgammon/peers/target/release/deps/libmimalloc-e25790e385de4a47.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/mimalloc-0.1.52/src/lib.rs

/work/wt/backgammon/peers/target/release/deps/libmimalloc-e25790e385de4a47.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/mimalloc-0.1.52/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/mimalloc-0.1.52/src/lib.rs:
