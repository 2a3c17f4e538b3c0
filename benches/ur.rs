//! Royal Game of Ur random-playout throughput per preset, and the cost of one `legal_actions` on a mid-game state.
//!
//! `cargo bench --bench ur`. A playout is one complete game: seeded ChaCha8
//! dice, and a uniformly random choice among the legal moves drawn from the
//! same generator, played in place (`apply_mut` into `Discard`).

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use racegame::dice::uniform_below;
use racegame::record::Presets;
use racegame::ur::{UrAction, UrGame, UrState};
use racegame::{Discard, RaceGame, ToAct};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

/// Plays one complete game with the random policy, reusing `legal`;
/// returns the final state.
fn playout(game: &UrGame, rng: &mut ChaCha8Rng, legal: &mut Vec<UrAction>) -> UrState {
    let mut state = game.initial_state();
    loop {
        let action = match game.to_act(&state) {
            ToAct::Nobody => break,
            ToAct::Chance(_) => match game.chance(&state) {
                Some(chance) => chance.sample(rng),
                None => break,
            },
            ToAct::Player(_) => {
                game.legal_actions(&state, legal);
                let n = u32::try_from(legal.len()).unwrap_or(u32::MAX);
                match legal.get(uniform_below(rng, n) as usize) {
                    Some(&a) => a,
                    None => break,
                }
            }
        };
        if game.apply_mut(&mut state, action, &mut Discard).is_err() {
            break;
        }
    }
    state
}

/// Every preset (`ur::presets::PRESETS`).
fn presets() -> Vec<(&'static str, UrGame)> {
    UrGame::every_preset(2).unwrap()
}

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("ur_playout");
    group.throughput(Throughput::Elements(1));
    for (name, game) in presets() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mut legal = Vec::new();
        group.bench_function(name, |b| {
            b.iter(|| black_box(playout(&game, &mut rng, &mut legal)))
        });
    }
    group.finish();
}

/// A mid-game state: 40 actions of a seeded random game, stopped where a
/// move is awaited.
fn mid_game(game: &UrGame) -> UrState {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut state = game.initial_state();
    let mut legal = Vec::new();
    for _ in 0..400 {
        let player = matches!(game.to_act(&state), ToAct::Player(_));
        if player && state.actions() >= 40 {
            break;
        }
        game.legal_actions(&state, &mut legal);
        let pick = match game.to_act(&state) {
            ToAct::Chance(_) => game.chance(&state).map(|c| c.sample(&mut rng)),
            _ => legal.first().copied(),
        };
        match pick.map(|a| game.apply(&state, a)) {
            Some(Ok((next, _))) => state = next,
            _ => break,
        }
    }
    state
}

fn legal_actions(c: &mut Criterion) {
    let game = UrGame::finkel();
    let state = mid_game(&game);
    let mut legal = Vec::new();
    c.bench_function("ur_legal_actions_finkel_mid_game", |b| {
        b.iter(|| {
            game.legal_actions(black_box(&state), &mut legal);
            black_box(legal.len())
        })
    });
}

criterion_group!(benches, playouts, legal_actions);
criterion_main!(benches);
