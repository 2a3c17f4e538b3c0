//! A seeded four-player railway journey, told throw by throw.
//!
//! Run with `cargo run --example quickstart` (optionally a seed:
//! `cargo run --example quickstart -- 7`).

use racegame::goose::{GooseEvent, GooseGame};
use racegame::narrate::story;
use racegame::{Dice, Names, RaceGame};

const NAMES: [&str; 4] = ["Ani", "Budi", "Citra", "Dewi"];

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let seed: u64 = std::env::args()
        .nth(1)
        .map(|s| s.parse())
        .transpose()?
        .unwrap_or(13);
    // The players agree on a fine of 10 coins per obstacle.
    let game = GooseGame::railway(4)?.with_fine(10)?;
    let mut dice = Dice::seeded(seed);
    let mut state = game.initial_state();
    println!(
        "The indoor railway journey: {} players, fine {}, seed {seed}\n",
        game.seats(),
        game.fine()
    );
    let mut turn = 0;
    while let Some(action) = dice.throw_for(&game, &state) {
        turn += 1;
        let (next, events) = game.apply(&state, action)?;
        // The crate tells the throw in plain English, with our names.
        println!("{turn:>3}. {}", story(&events, Names::new(&NAMES)));
        if events
            .iter()
            .any(|e| matches!(e, GooseEvent::PaidFine { .. }))
        {
            println!("     (the pot holds {})", game.pot(&next));
        }
        state = next;
    }
    // The position in one line, as a bug report or a test would name it.
    println!("\nFinal position: {state}");
    for (i, n) in NAMES.iter().enumerate() {
        println!(
            "  {n} paid {} coins",
            game.paid(&state, racegame::Seat(i as u8))
        );
    }
    Ok(())
}
