//! Games per CPU second of the Pachisi presets beside the Ludo presets of the same size (four players, four pieces each), side by side in one run.
//!
//! ```text
//! cargo run --release --example pachisi_speed -- 20000 3   # games per round, rounds
//! ```
//!
//! Each game is one `simulate` game with uniformly random choices on one
//! thread (`simulate_range` with `RandomPolicy`): the Ludo presets through
//! their own uniform playout loop (`UniformPlayout`, the fastest they
//! have), Pachisi through the general loop (`legal_actions`, a choice,
//! `apply_mut`), the only one it has. The rounds alternate the games; each
//! figure is the best round, in CPU time of the running thread (Linux's
//! `/proc/thread-self/schedstat`, falling back to wall time elsewhere).

use std::time::Instant;

use racegame::RaceGame;
use racegame::ludo::LudoGame;
use racegame::pachisi::{PachisiGame, presets::PRESETS};
use racegame::play::RandomPolicy;
use racegame::simulate::{Simulation, simulate_range};

/// Nanoseconds this thread has run on a CPU, if the system says.
fn cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

/// Seconds (CPU when known) to play `games` games of `game`, and the
/// actions they took.
fn time<G: RaceGame + Sync>(game: &G, games: u64, seed: u64) -> (f64, u64) {
    let run = Simulation::new(games, seed).with_threads(1);
    let (cpu, wall) = (cpu_ns(), Instant::now());
    let summary = simulate_range(game, &RandomPolicy, &run, 0..games);
    let seconds = match (cpu, cpu_ns()) {
        (Some(a), Some(b)) => (b - a) as f64 / 1e9,
        _ => wall.elapsed().as_secs_f64(),
    };
    (seconds, summary.actions.sum() as u64)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(20_000);
    let rounds: u32 = args.next().and_then(|a| a.parse().ok()).unwrap_or(3);
    let ludo = ["ludo", "mensch"].map(|name| {
        let game = racegame::record::Presets::preset(name, 4).unwrap().unwrap();
        (name, game)
    });
    let pachisi: Vec<(&str, PachisiGame)> = PRESETS
        .iter()
        .map(|p| (p.name, PachisiGame::new(p.rules(), 4).unwrap()))
        .collect();
    let mut best = vec![f64::INFINITY; ludo.len() + pachisi.len()];
    let mut actions = vec![0u64; best.len()];
    for round in 0..rounds {
        let seed = 2026 + u64::from(round);
        for (i, (_, game)) in ludo.iter().enumerate() {
            let (s, a): (f64, u64) = time::<LudoGame>(game, games, seed);
            best[i] = best[i].min(s);
            actions[i] = a;
        }
        for (i, (_, game)) in pachisi.iter().enumerate() {
            let (s, a) = time(game, games, seed);
            best[ludo.len() + i] = best[ludo.len() + i].min(s);
            actions[ludo.len() + i] = a;
        }
    }
    println!("| game | actions a game | CPU µs a game | games per CPU second |");
    println!("|---|---:|---:|---:|");
    let names = ludo
        .iter()
        .map(|(n, _)| format!("ludo::{n}"))
        .chain(pachisi.iter().map(|(n, _)| format!("pachisi::{n}")));
    for (i, name) in names.enumerate() {
        println!(
            "| `{name}` | {:.0} | {:.1} | {:.0} |",
            actions[i] as f64 / games as f64,
            best[i] * 1e6 / games as f64,
            games as f64 / best[i]
        );
    }
}
