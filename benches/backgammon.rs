//! Backgammon: random playouts through the game's own loop and through the general loop, the plays of a roll, and perft.
//!
//! `cargo bench --bench backgammon`. A playout is one complete game from
//! the opening throw with seeded ChaCha8 dice and a uniformly random choice
//! of checker move at every step. `plays` lists every play of 6-6 and of
//! 3-1 from the starting position; `perft_2` counts the plays two turns
//! deep from it (202,782). The side-by-side figures against OpenSpiel and
//! bkgm come from `scripts/openspiel-backgammon.sh` and
//! `peers/` (`perft_speed`), see BENCHMARKS.md.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use racegame::backgammon::{BackgammonGame, perft};
use racegame::play::uniform_playout;
use racegame::playout::Tally;
use racegame::{RaceGame, Roll};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

fn presets() -> [(&'static str, BackgammonGame); 3] {
    [
        ("backgammon", BackgammonGame::backgammon()),
        ("hypergammon", BackgammonGame::hypergammon()),
        ("plakoto", BackgammonGame::plakoto()),
    ]
}

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("backgammon_playout");
    group.throughput(Throughput::Elements(1));
    for (name, game) in presets() {
        let fast = game.uniform_playout().expect("its own loop");
        let (mut rng, mut legal) = (ChaCha8Rng::seed_from_u64(1), Vec::new());
        group.bench_function(format!("{name}_own_loop"), |b| {
            b.iter(|| {
                let mut state = game.initial_state();
                let mut tally = Tally::default();
                fast.play_uniform(&mut state, &mut rng, None, u32::MAX, &mut legal, &mut tally)
                    .ok();
                black_box(state)
            })
        });
        group.bench_function(format!("{name}_general_loop"), |b| {
            b.iter(|| {
                let mut state = game.initial_state();
                let mut tally = Tally::default();
                uniform_playout(
                    &game,
                    &mut state,
                    &mut rng,
                    None,
                    u32::MAX,
                    &mut legal,
                    &mut tally,
                )
                .ok();
                black_box(state)
            })
        });
    }
    group.finish();
}

fn plays_and_perft(c: &mut Criterion) {
    let game = BackgammonGame::backgammon();
    let start = game.initial_state().with_turn(racegame::backgammon::WHITE);
    let mut group = c.benchmark_group("backgammon_plays");
    for (a, b) in [(6, 6), (3, 1)] {
        let roll = Roll::two(a, b).expect("dice");
        group.bench_function(format!("plays_{a}{b}"), |bench| {
            bench.iter(|| black_box(game.plays_of_roll(&start, roll).map(|p| p.len())))
        });
    }
    group.sample_size(20);
    group.bench_function("perft_2", |b| b.iter(|| black_box(perft(&game, &start, 2))));
    group.finish();
}

criterion_group!(benches, playouts, plays_and_perft);
criterion_main!(benches);
