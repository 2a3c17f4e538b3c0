//! A fixed amount of Ludo playout work for instruction-counting profilers.
//!
//! Plays a fixed number of seeded 4-player games of one Ludo preset with
//! the random policy (the benchmark's loop: `legal_actions`, a uniform
//! choice, `apply_mut`; `held`: the same games with each roll judged
//! once, the loop holding the move set `LudoGame::throw` and
//! `LudoGame::play` leave; `uniform`: `UniformPlayout::play_uniform`), or draws the throws and choices of that many mean
//! games and nothing else (the dice floor), so that
//! `valgrind --tool=callgrind` gives a stable cost per game:
//!
//! ```text
//! cargo build --release --example profile_ludo
//! valgrind --tool=callgrind target/release/examples/profile_ludo mensch playout 2000
//! valgrind --tool=callgrind target/release/examples/profile_ludo mensch floor 2000
//! ```
//!
//! Subtract a run with 0 games (start-up) and divide by the number of games.
//! Presets: any name of `ludo::presets::PRESETS`.

use std::hint::black_box;

use racegame::dice::{roll_die, uniform_below};
use racegame::ludo::{LudoAction, LudoGame};
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
                match game.chance(&state) {
                    Some(throw) => throw.sample(rng),
                    None => break,
                }
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
        if game.apply_mut(&mut state, action, &mut Discard).is_err() {
            break;
        }
    }
    draws
}

/// The same game as [`playout`] (the same throws and choices drawn), each
/// roll judged once: the loop holds the move set a throw or a move leaves
/// (`LudoGame::throw`, `LudoGame::play`) and plays from it.
fn playout_held(game: &LudoGame, rng: &mut ChaCha8Rng) -> Draws {
    let mut state = game.initial_state();
    let mut draws = Draws::default();
    let mut moves = game.moves(&state);
    loop {
        let held = if moves.is_empty() {
            match game.to_act(&state) {
                ToAct::Nobody => break,
                ToAct::Player(_) => Ok(game.moves(&state)),
                ToAct::Chance(_) => {
                    draws.throws += 1;
                    match game.chance(&state).map(|t| t.sample(rng)) {
                        Some(LudoAction::Throw(roll)) => game.throw(&mut state, roll, &mut Discard),
                        _ => break,
                    }
                }
            }
        } else {
            draws.choices += 1;
            let n = u32::try_from(moves.len()).unwrap_or(u32::MAX);
            let index = uniform_below(rng, n) as usize;
            game.play(&mut state, &moves, index, &mut Discard)
        };
        match held {
            Ok(next) => moves = next,
            Err(_) => break,
        }
    }
    draws
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let preset = args.get(1).map_or("mensch", String::as_str);
    let mode = args.get(2).map_or("playout", String::as_str);
    let games: u64 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(1_000);
    let game = match LudoGame::preset(preset, 4) {
        Some(Ok(game)) => game,
        _ => {
            eprintln!("unknown preset {preset}");
            std::process::exit(2);
        }
    };
    let mut legal = Vec::new();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let clock = std::time::Instant::now();
    match mode {
        "playout" | "held" => {
            let mut total = Draws::default();
            for _ in 0..games {
                let d = match mode {
                    "held" => playout_held(&game, &mut rng),
                    _ => playout(&game, &mut rng, &mut legal),
                };
                total.throws += d.throws;
                total.choices += d.choices;
            }
            let secs = clock.elapsed().as_secs_f64();
            println!(
                "{preset}: {games} games, {} throws, {} choices, {:.0} ns/game, {:.0} games/s",
                total.throws,
                total.choices,
                secs * 1e9 / games.max(1) as f64,
                games as f64 / secs
            );
        }
        "uniform" => {
            // The same games through `UniformPlayout::play_uniform` (the fast
            // loop where the rules allow it).
            let mut total = Tally::default();
            for _ in 0..games {
                let mut state = game.initial_state();
                let played =
                    game.play_uniform(&mut state, &mut rng, None, u32::MAX, &mut legal, &mut total);
                if played.is_err() {
                    eprintln!("refused: {played:?}");
                    std::process::exit(1);
                }
            }
            let secs = clock.elapsed().as_secs_f64();
            println!(
                "{preset}: {games} games, {} throws, {} choices, {:.0} ns/game, {:.0} games/s",
                total.throws,
                total.actions - total.throws,
                secs * 1e9 / games.max(1) as f64,
                games as f64 / secs
            );
        }
        "floor" => {
            // The throws and choices of `games` mean games, and nothing else.
            let mut probe = ChaCha8Rng::seed_from_u64(2);
            let mut total = Draws::default();
            for _ in 0..1_000 {
                let d = playout(&game, &mut probe, &mut legal);
                total.throws += d.throws;
                total.choices += d.choices;
            }
            let (throws, choices) = (total.throws / 1_000, total.choices / 1_000);
            let dice = game.rules().dice;
            let clock = std::time::Instant::now();
            for _ in 0..games {
                for _ in 0..throws * u64::from(dice) {
                    black_box(roll_die(&mut rng));
                }
                for _ in 0..choices {
                    black_box(uniform_below(&mut rng, black_box(2)));
                }
            }
            let ns = clock.elapsed().as_nanos() as f64 / games.max(1) as f64;
            println!(
                "{preset}: floor of {games} games of {throws} throws and {choices} choices, {ns:.0} ns/game"
            );
        }
        other => {
            eprintln!("unknown mode {other}: playout, held, uniform or floor");
            std::process::exit(2);
        }
    }
}
