//! A fixed amount of playout work for instruction-counting profilers.
//!
//! Wall-clock benchmarks are noisy on a shared machine; instruction counts
//! are not. This program plays a fixed number of seeded games of one preset
//! (or draws the dice of that many mean games: the floor), so that
//! `valgrind --tool=callgrind` gives a stable cost per game:
//!
//! ```text
//! cargo build --release --example profile_playout
//! valgrind --tool=callgrind target/release/examples/profile_playout railway_4p playout 10000
//! valgrind --tool=callgrind target/release/examples/profile_playout railway_4p floor 10000
//! ```
//!
//! Subtract a run with 0 games (start-up) and divide by the number of games.
//! Other modes: `playout_mut` (one state moved along with `apply_mut`),
//! `engine_only` (throws drawn beforehand), and `simulate GAMES THREADS`
//! (the threaded simulator, to run under `/usr/bin/time`).

use std::hint::black_box;

use racegame::dice::roll_with;
use racegame::goose::GooseGame;
use racegame::play::RandomPolicy;
use racegame::record::Presets;
use racegame::simulate::{Simulation, simulate};
use racegame::{Discard, RaceGame, ToAct};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

/// Plays one game with `rng` (the benchmark's loop), returning the throws.
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

/// The same game, moving one state along with `apply_mut`.
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

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let preset = args.get(1).map_or("railway_4p", String::as_str);
    let mode = args.get(2).map_or("playout", String::as_str);
    let games: u32 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(10_000);
    // NAME_Np: a preset of `goose::presets::PRESETS` at N seats.
    let game = preset
        .rsplit_once('_')
        .and_then(|(name, seats)| {
            let seats = seats.strip_suffix('p')?.parse().ok()?;
            GooseGame::preset(name, seats)
        })
        .unwrap_or_else(|| {
            eprintln!("unknown preset {preset}: NAME_Np, a Goose preset for N seats");
            std::process::exit(2);
        })
        .unwrap_or_else(|e| panic!("{e}"));
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let clock = std::time::Instant::now();
    match mode {
        "playout" => {
            let throws: u64 = (0..games)
                .map(|_| u64::from(playout(&game, &mut rng)))
                .sum();
            let ns = clock.elapsed().as_nanos() as f64 / f64::from(games.max(1));
            println!("{preset}: {games} games, {throws} throws, {ns:.0} ns/game");
        }
        "playout_mut" => {
            let throws: u64 = (0..games)
                .map(|_| u64::from(playout_mut(&game, &mut rng)))
                .sum();
            let ns = clock.elapsed().as_nanos() as f64 / f64::from(games.max(1));
            println!("{preset}: {games} games, {throws} throws, {ns:.0} ns/game");
        }
        "engine_only" => {
            // The rolls drawn beforehand: the engine's share alone.
            let throw = game.chance(&game.initial_state()).expect("a throw first");
            let rolls: Vec<_> = (0..1 << 16).map(|_| throw.sample(&mut rng)).collect();
            let clock = std::time::Instant::now();
            let mut k = 0usize;
            let mut throws = 0u64;
            for _ in 0..games {
                let mut state = game.initial_state();
                while let ToAct::Chance(_) = game.to_act(&state) {
                    let action = rolls[k & 0xffff];
                    k += 1;
                    if game.apply_mut(&mut state, action, &mut Discard).is_err() {
                        break;
                    }
                    throws += 1;
                }
            }
            let ns = clock.elapsed().as_nanos() as f64 / f64::from(games.max(1));
            println!("{preset}: {games} games, {throws} throws, {ns:.0} ns/game");
        }
        "simulate" => {
            // The threaded simulator; run under `/usr/bin/time` to compare
            // CPU time with wall time for 1 and 2 threads.
            let threads: usize = args.get(4).and_then(|s| s.parse().ok()).unwrap_or(1);
            let run = Simulation::new(u64::from(games), 1).with_threads(threads);
            let summary = simulate(&game, &RandomPolicy, &run);
            let ns = clock.elapsed().as_nanos() as f64 / f64::from(games.max(1));
            println!(
                "{preset}: {games} games on {threads} threads, mean {:.1} throws, {ns:.0} ns/game",
                summary.throws.mean()
            );
        }
        "floor" => {
            // The same throws as `games` mean games, and nothing else.
            let mut probe = ChaCha8Rng::seed_from_u64(2);
            let throws: u64 = (0..2_000)
                .map(|_| u64::from(playout(&game, &mut probe)))
                .sum();
            let per_game = (throws / 2_000).max(1);
            let dice = game.board().dice();
            let clock = std::time::Instant::now();
            for _ in 0..games {
                for _ in 0..per_game {
                    black_box(roll_with(&mut rng, dice));
                }
            }
            let ns = clock.elapsed().as_nanos() as f64 / f64::from(games.max(1));
            println!("{preset}: floor of {games} games of {per_game} throws, {ns:.0} ns/game");
        }
        other => {
            eprintln!("unknown mode {other}: playout or floor");
            std::process::exit(2);
        }
    }
}
