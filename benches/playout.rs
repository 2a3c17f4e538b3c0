//! Random-playout throughput per preset, its dice floor, the cost of one `apply`, legal-action listing, and the threaded simulator.
//!
//! `cargo bench --bench playout`. Each playout figure is one complete game
//! with seeded dice, played two ways: `apply_into` (a new state per
//! action) and `apply_mut` (one state moved along, as `simulate` does). The
//! dice floor draws, per iteration, the dice and random choices of a mean
//! game of that preset from the same generator and does nothing else, so a
//! playout reads as a multiple of it.

use std::hint::black_box;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use racegame::dice::uniform_below;
use racegame::goose::GooseGame;
use racegame::play::RandomPolicy;
use racegame::record::Presets;
use racegame::simulate::{Simulation, simulate};
use racegame::{Discard, RaceGame, ToAct};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

/// Plays one game with `rng` through `apply_into`; returns the throws.
fn playout<G: RaceGame>(game: &G, rng: &mut ChaCha8Rng) -> u32 {
    let mut state = game.initial_state();
    let mut n = 0;
    while let Some(chance) = game.chance(&state) {
        let action = chance.sample(rng);
        match game.apply_into(&state, action, &mut Discard) {
            Ok(next) => state = next,
            Err(_) => break,
        }
        n += 1;
    }
    n
}

/// The same game moving one state along with `apply_mut`.
fn playout_mut<G: RaceGame>(game: &G, rng: &mut ChaCha8Rng) -> u32 {
    let mut state = game.initial_state();
    let mut n = 0;
    while let Some(chance) = game.chance(&state) {
        let action = chance.sample(rng);
        if game.apply_mut(&mut state, action, &mut Discard).is_err() {
            break;
        }
        n += 1;
    }
    n
}

/// What a mean game draws: throws and random
/// choices (with the mean number of legal actions), over `games` probes.
struct Draws {
    games: u64,
    throws: u64,
    choices: u64,
    mean_legal: u32,
}

fn probe<G: RaceGame>(game: &G, games: u64) -> Draws {
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    let (mut throws, mut choices, mut legal_total) = (0, 0, 0u64);
    let mut legal = Vec::new();
    for _ in 0..games {
        let mut state = game.initial_state();
        loop {
            let action = match game.to_act(&state) {
                ToAct::Nobody => break,
                ToAct::Chance(_) => {
                    throws += 1;
                    game.chance(&state).unwrap().sample(&mut rng)
                }
                ToAct::Player(_) => {
                    game.legal_actions(&state, &mut legal);
                    choices += 1;
                    legal_total += legal.len() as u64;
                    legal[uniform_below(&mut rng, legal.len() as u32) as usize]
                }
            };
            state = game.apply_into(&state, action, &mut Discard).unwrap();
        }
    }
    Draws {
        games,
        throws,
        choices,
        mean_legal: (legal_total / choices.max(1)).max(1) as u32,
    }
}

/// Every preset (`goose::presets::PRESETS`) at four seats, as `NAME_4p`,
/// but Snakes and Ladders alone (`snakes_and_ladders_1p`).
fn goose_presets() -> Vec<(String, GooseGame)> {
    let games = GooseGame::every_preset(4).unwrap();
    games
        .into_iter()
        .map(|(name, game)| match name {
            "snakes_and_ladders" => (
                format!("{name}_1p"),
                GooseGame::snakes_and_ladders(1).unwrap(),
            ),
            _ => (format!("{name}_4p"), game),
        })
        .collect()
}

fn bench_playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("playout");
    group.throughput(Throughput::Elements(1));
    for (name, game) in goose_presets() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        group.bench_function(&name, |b| b.iter(|| black_box(playout(&game, &mut rng))));
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        group.bench_function(format!("{name}_mut"), |b| {
            b.iter(|| black_box(playout_mut(&game, &mut rng)))
        });
        // The dice floor. Iteration k draws the throws and choices that
        // bring the total to k mean games exactly (floor(k * T / G)), so
        // the mean per iteration is the mean game's, fractions included.
        let d = probe(&game, 20_000);
        let throw = game.chance(&game.initial_state()).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mut k = 0u64;
        let (mut thrown, mut chosen) = (0u64, 0u64);
        group.bench_function(format!("{name}_dice_floor"), |b| {
            b.iter(|| {
                k += 1;
                let throws_due =
                    (u128::from(k) * u128::from(d.throws) / u128::from(d.games)) as u64;
                let choices_due =
                    (u128::from(k) * u128::from(d.choices) / u128::from(d.games)) as u64;
                while thrown < throws_due {
                    black_box(throw.sample(&mut rng));
                    thrown += 1;
                }
                while chosen < choices_due {
                    black_box(uniform_below(&mut rng, d.mean_legal));
                    chosen += 1;
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
            let Some(chance) = game.chance(&state) else {
                break;
            };
            let a = chance.sample(&mut rng);
            state = game.apply_into(&state, a, &mut Discard).unwrap();
        }
        let Some(chance) = game.chance(&state) else {
            continue;
        };
        let action = chance.sample(&mut rng);
        group.bench_function(&name, |b| {
            b.iter_batched(
                || state,
                |s| black_box(game.apply_into(&s, action, &mut Discard)),
                BatchSize::SmallInput,
            )
        });
        let mut events = Vec::new();
        group.bench_function(format!("{name}_with_events"), |b| {
            b.iter(|| {
                events.clear();
                black_box(game.apply_into(black_box(&state), action, &mut events))
            })
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

fn bench_simulate(c: &mut Criterion) {
    let mut group = c.benchmark_group("simulate");
    let games = 20_000;
    group.throughput(Throughput::Elements(games));
    group.sample_size(20);
    let game = GooseGame::railway(4).unwrap();
    for threads in [1, 2] {
        let run = Simulation::new(games, 1).with_threads(threads);
        group.bench_function(format!("railway_4p_{threads}_threads"), |b| {
            b.iter(|| black_box(simulate(&game, &RandomPolicy, &run)))
        });
    }
    group.finish();
}

criterion_group!(benches, bench_playouts, bench_apply, bench_simulate);
criterion_main!(benches);
