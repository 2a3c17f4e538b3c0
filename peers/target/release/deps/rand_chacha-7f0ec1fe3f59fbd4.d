/work/wt/backgammon/peers/target/release/deps/rand_chacha-7f0ec1fe3f59fbd4.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/rand_chacha-0.10.0/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/rand_chacha-0.10.0/src/chacha.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/rand_chacha-0.10.0/src/guts.rs

/work/wt/backgammon/peers/target/release/deps/librand_chacha-7f0ec1fe3f59fbd4.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/rand_chacha-0.10.0/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/rand_chacha-0.10.0/src/chacha.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/rand_chacha-0.10.0/src/guts.rs

/work/wt/backgammon/peers/target/release/deps/librand_chacha-7f0ec1fe3f59fbd4.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/rand_chacha-0.10.0/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/rand_chacha-0.10.0/src/chacha.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/rand_chacha-0.10.0/src/guts.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/rand_chacha-0.10.0/src/lib.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/rand_chacha-0.10.0/src/chacha.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/rand_chacha-0.10.0/src/guts.rs:
