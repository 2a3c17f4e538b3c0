//! Four simple Ludo strategies play a seeded game (its story and ranking are
//! printed), then 1,000 seeded games with the seats rotated, and each
//! strategy's win rate.
//!
//! Run with `cargo run --release --example ludo`.

use racegame::ludo::{COLOURS, LudoAction, LudoGame, LudoState};
use racegame::narrate::story;
use racegame::play::Session;
use racegame::{Outcome, RaceGame};
use rand_core::Rng;

#[path = "common/ludo_strategies.rs"]
mod strategies;
use strategies::{STRATEGIES, Strategy};

/// Plays one game with `lineup[seat]` at each seat; returns the final
/// state and, if asked, the story of each action (the crate's narration).
fn play(game: &LudoGame, lineup: [Strategy; 4], seed: u64, tell: bool) -> (LudoState, Vec<String>) {
    let mut session = Session::new(game.clone(), seed);
    let mut policy = |g: &LudoGame, s: &LudoState, legal: &[LudoAction], rng: &mut dyn Rng| {
        lineup[s.current().index() % 4].choose(g, s, legal, rng)
    };
    let mut lines = Vec::new();
    while let Ok(Some(events)) = session.step(&mut policy) {
        if tell {
            lines.push(story(&events, COLOURS).to_string());
        }
    }
    (*session.state(), lines)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let game = LudoGame::ludo(4)?;

    println!("== One game: Red random, Green first-token, Yellow runner, Blue greedy ==");
    let (state, lines) = play(&game, STRATEGIES, 2024, true);
    for line in &lines {
        println!("{line}");
    }
    println!("{} actions", state.actions());
    for (place, seat) in state.ranking().as_slice().iter().enumerate() {
        println!(
            "{}. {} ({:?})",
            place + 1,
            COLOURS.seat(*seat),
            STRATEGIES[seat.index() % 4]
        );
    }

    let games = 1_000u64;
    let mut wins = [0u32; 4];
    for seed in 0..games {
        // Rotate the strategies round the table so seat advantage cancels.
        let shift = (seed % 4) as usize;
        let lineup: [Strategy; 4] = core::array::from_fn(|seat| STRATEGIES[(seat + shift) % 4]);
        let (state, _) = play(&game, lineup, 1_000_000 + seed, false);
        if let Some(Outcome::Ranking(r)) = game.outcome(&state)
            && let Some(w) = r.first()
        {
            wins[(w.index() + shift) % 4] += 1;
        }
    }
    println!("\n== Win rates over {games} seeded games, seats rotated ==");
    for (strategy, w) in STRATEGIES.iter().zip(wins) {
        println!(
            "{:<10} {:5.1}%",
            format!("{strategy:?}"),
            100.0 * f64::from(w) / games as f64
        );
    }
    Ok(())
}
