//! Ludo random-playout throughput per preset, its dice floor, and the cost of one `apply` and one `legal_actions` on a mid-game state.
//!
//! `cargo bench --bench ludo`. A playout is one complete 4-player game: seeded
//! ChaCha8 dice, and a uniformly random choice among the legal actions drawn
//! from the same generator. The dice floor draws as many dice and as many
//! uniform choices as a mean game of the preset, from the same generator, and
//! does nothing else, so a playout reads as a multiple of it. The
//! `_play_uniform` benchmarks play the same games through
//! `UniformPlayout::play_uniform` (Ludo's fast loop, where the rules allow it).

use std::hint::black_box;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use racegame::dice::{roll_die, uniform_below};
use racegame::ludo::{LudoAction, LudoGame, LudoState};
use racegame::playout::{Tally, UniformPlayout};
use racegame::record::Presets;
use racegame::{Discard, RaceGame, ToAct};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

/// What one playout drew: throws and choices.
#[derive(Clone, Copy, Default)]
struct Draws {
    throws: u64,
    choices: u64,
}

/// Plays one complete game with the random policy, reusing `legal`.
fn playout(game: &LudoGame, rng: &mut ChaCha8Rng, legal: &mut Vec<LudoAction>) -> Draws {
    let mut state = game.initial_state();
    let mut draws = Draws::default();
    loop {
        let action = match game.to_act(&state) {
            ToAct::Nobody => break,
            ToAct::Chance(_) => {
                draws.throws += 1;
                game.chance(&state).unwrap().sample(rng)
            }
            ToAct::Player(_) => {
                game.legal_actions(&state, legal);
                draws.choices += 1;
                let n = u32::try_from(legal.len()).unwrap_or(u32::MAX);
                match legal.get(uniform_below(rng, n) as usize) {
                    Some(&a) => a,
                    None => break,
                }
            }
        };
        // In place, as `simulate` plays: no state copied through a `Result`.
        if game.apply_mut(&mut state, action, &mut Discard).is_err() {
            break;
        }
    }
    draws
}

/// Every preset (`ludo::presets::PRESETS`) at four seats, as `NAME_4p`.
fn presets() -> Vec<(String, LudoGame)> {
    let games = LudoGame::every_preset(4).unwrap();
    games
        .into_iter()
        .map(|(name, game)| (format!("{name}_4p"), game))
        .collect()
}

fn bench_playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("ludo_playout");
    group.throughput(Throughput::Elements(1));
    for (name, game) in presets() {
        let mut legal = Vec::new();
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        group.bench_function(&name, |b| {
            b.iter(|| black_box(playout(&game, &mut rng, &mut legal).throws))
        });
        // The same games through `UniformPlayout::play_uniform`: Ludo's fast
        // loop where the rules allow it (every preset but Parchís's).
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mut tally = Tally::default();
        group.bench_function(format!("{name}_play_uniform"), |b| {
            b.iter(|| {
                let mut state = game.initial_state();
                let played =
                    game.play_uniform(&mut state, &mut rng, None, u32::MAX, &mut legal, &mut tally);
                black_box((played, state))
            })
        });
        // The dice floor: the throws and choices of a mean game of this
        // preset, drawn from the same generator. A choice is drawn among 2
        // (hidden from the optimiser): its cost does not depend on the count.
        let mut probe = ChaCha8Rng::seed_from_u64(2);
        let games = 1_000;
        let mut total = Draws::default();
        for _ in 0..games {
            let d = playout(&game, &mut probe, &mut legal);
            total.throws += d.throws;
            total.choices += d.choices;
        }
        let throws = (total.throws / games).max(1);
        let choices = total.choices / games;
        // Each die of a throw is one draw (two for the two-dice game).
        let dice = u64::from(game.rules().dice);
        println!("{name}: {throws} throws and {choices} choices per mean game");
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        group.bench_function(format!("{name}_dice_floor"), |b| {
            b.iter(|| {
                for _ in 0..throws * dice {
                    black_box(roll_die(&mut rng));
                }
                for _ in 0..choices {
                    black_box(uniform_below(&mut rng, black_box(2)));
                }
            })
        });
    }
    group.finish();
}

/// A state from the middle of a seeded random game (at least `after`
/// actions in) where the current player chooses among two or more moves.
fn mid_game(game: &LudoGame, after: u32) -> LudoState {
    let mut legal = Vec::new();
    for seed in 0.. {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut state = game.initial_state();
        loop {
            let action = match game.to_act(&state) {
                ToAct::Nobody => break,
                ToAct::Chance(_) => game.chance(&state).unwrap().sample(&mut rng),
                ToAct::Player(_) => {
                    game.legal_actions(&state, &mut legal);
                    if state.actions() >= after && legal.len() >= 2 {
                        return state;
                    }
                    let n = u32::try_from(legal.len()).unwrap();
                    legal[uniform_below(&mut rng, n) as usize]
                }
            };
            state = game.apply_into(&state, action, &mut Discard).unwrap();
        }
    }
    unreachable!("some seeded game reaches a choice")
}

fn bench_steps(c: &mut Criterion) {
    let mut group = c.benchmark_group("ludo_step");
    for (name, game) in presets() {
        let state = mid_game(&game, 300);
        let mut legal = Vec::new();
        game.legal_actions(&state, &mut legal);
        let choice = legal[legal.len() - 1];
        group.bench_function(format!("{name}_apply"), |b| {
            b.iter_batched(
                || state,
                |s| black_box(game.apply_into(&s, black_box(choice), &mut Discard)),
                BatchSize::SmallInput,
            )
        });
        group.bench_function(format!("{name}_legal_actions"), |b| {
            b.iter(|| {
                game.legal_actions(black_box(&state), &mut legal);
                black_box(legal.len())
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench_playouts, bench_steps);
criterion_main!(benches);
