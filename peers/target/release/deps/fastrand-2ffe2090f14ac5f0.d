/work/wt/backgammon/peers/target/release/deps/fastrand-2ffe2090f14ac5f0.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fastrand-2.5.0/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fastrand-2.5.0/src/global_rng.rs

/work/wt/backgammon/peers/target/release/deps/libfastrand-2ffe2090f14ac5f0.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fastrand-2.5.0/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fastrand-2.5.0/src/global_rng.rs

/work/wt/backgammon/peers/target/release/deps/libfastrand-2ffe2090f14ac5f0.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fastrand-2.5.0/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fastrand-2.5.0/src/global_rng.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fastrand-2.5.0/src/lib.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fastrand-2.5.0/src/global_rng.rs:
