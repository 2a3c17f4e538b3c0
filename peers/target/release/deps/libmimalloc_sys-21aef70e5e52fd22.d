/work/wt/backgammon/peers/target/release/deps/libmimalloc_sys-21aef70e5e52fd22.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/libmimalloc-sys-0.1.49/src/lib.rs

/work/wt/backgammon/peers/target/release/deps/liblibmimalloc_sys-21aef70e5e52fd22.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/libmimalloc-sys-0.1.49/src/lib.rs

/work/wt/backgammon/peers/target/release/deps/liblibmimalloc_sys-21aef70e5e52fd22.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/libmimalloc-sys-0.1.49/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/libmimalloc-sys-0.1.49/src/lib.rs:
