//! Random-playout throughput per preset, the cost of one `apply`, and the dice floor.
//!
//! `cargo bench --bench playout`. Each playout figure is one complete game
//! with seeded dice; the dice floor draws the same dice from the same
//! generator and does nothing else, so a playout can be read as a multiple
//! of it.

use std::hint::black_box;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use racegame::dice::roll_with;
use racegame::goose::GooseGame;
use racegame::{Discard, RaceGame, ToAct};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

/// Plays one game with `rng`, returning the number of throws.
fn playout<G: RaceGame>(game: &G, rng: &mut ChaCha8Rng) -> u32 {
    let mut state = game.initial_state();
    let mut n = 0;
    while let ToAct::Chance { dice, .. } = game.to_act(&state) {
        let action = game.roll_action(roll_with(rng, dice));
        match game.apply_into(&state, action, &mut Discard) {
            Ok(next) => state = next,
            Err(_) => break,
        }
        n += 1;
    }
    n
}

fn goose_presets() -> Vec<(&'static str, GooseGame)> {
    vec![
        ("railway_4p", GooseGame::railway(4).unwrap()),
        ("vermifuge_lune_4p", GooseGame::vermifuge_lune(4).unwrap()),
        ("classic_goose_4p", GooseGame::classic_goose(4).unwrap()),
        (
            "snakes_and_ladders_1p",
            GooseGame::snakes_and_ladders(1).unwrap(),
        ),
    ]
}

fn bench_playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("playout");
    group.throughput(Throughput::Elements(1));
    for (name, game) in goose_presets() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        group.bench_function(name, |b| b.iter(|| black_box(playout(&game, &mut rng))));
        // The dice floor: as many throws as a mean game of this preset,
        // drawn from the same generator.
        let mut probe = ChaCha8Rng::seed_from_u64(2);
        let games = 2_000;
        let throws: u32 = (0..games).map(|_| playout(&game, &mut probe)).sum();
        let per_game = (throws / games).max(1);
        let dice = game.board().dice();
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        group.bench_function(format!("{name}_dice_floor"), |b| {
            b.iter(|| {
                for _ in 0..per_game {
                    black_box(roll_with(&mut rng, dice));
                }
            })
        });
    }
    group.finish();
}

fn bench_apply(c: &mut Criterion) {
    let mut group = c.benchmark_group("apply");
    for (name, game) in goose_presets() {
        // A mid-game state and one throw, applied again and again.
        let mut rng = ChaCha8Rng::seed_from_u64(9);
        let mut state = game.initial_state();
        for _ in 0..5 {
            let ToAct::Chance { dice, .. } = game.to_act(&state) else {
                break;
            };
            let a = game.roll_action(roll_with(&mut rng, dice));
            state = game.apply_into(&state, a, &mut Discard).unwrap();
        }
        let ToAct::Chance { dice, .. } = game.to_act(&state) else {
            continue;
        };
        let action = game.roll_action(roll_with(&mut rng, dice));
        group.bench_function(name, |b| {
            b.iter_batched(
                || state,
                |s| black_box(game.apply_into(&s, action, &mut Discard)),
                BatchSize::SmallInput,
            )
        });
        let mut legal = Vec::new();
        group.bench_function(format!("{name}_legal_actions"), |b| {
            b.iter(|| {
                game.legal_actions(black_box(&state), &mut legal);
                black_box(legal.len())
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench_playouts, bench_apply);
criterion_main!(benches);
