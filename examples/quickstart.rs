//! A seeded four-player railway journey, told throw by throw.
//!
//! Run with `cargo run --example quickstart` (optionally a seed:
//! `cargo run --example quickstart -- 7`).

use racegame::goose::{GooseEvent, GooseGame, JumpReason, SkipReason};
use racegame::{Dice, Outcome, RaceGame};

const NAMES: [&str; 4] = ["Ani", "Budi", "Citra", "Dewi"];

fn name(seat: racegame::Seat) -> &'static str {
    NAMES.get(seat.index()).copied().unwrap_or("?")
}

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
        for event in events {
            if let Some(line) = tell(event) {
                println!("{line}");
            }
        }
        let squares: Vec<String> = next.positions().iter().map(|s| s.to_string()).collect();
        println!(
            "   [throw {turn}: squares {}, pot {}]",
            squares.join(" / "),
            game.pot(&next)
        );
        state = next;
    }
    match game.outcome(&state) {
        Some(Outcome::Winner(seat)) => println!(
            "\n{} wins after {} throws and takes the pot of {} coins.",
            name(seat),
            state.throws(),
            game.pot(&state)
        ),
        Some(Outcome::Blocked) => println!("\nEveryone is held: the journey is blocked."),
        other => println!("\nThe game ended: {other:?}"),
    }
    for (i, n) in NAMES.iter().enumerate() {
        println!(
            "  {n} paid {} coins",
            game.paid(&state, racegame::Seat(i as u8))
        );
    }
    Ok(())
}

fn tell(event: GooseEvent) -> Option<String> {
    Some(match event {
        GooseEvent::Rolled { seat, roll } => format!("{} throws {roll}.", name(seat)),
        GooseEvent::Moved { from, to, .. } => format!("   travels from {from} to {to}"),
        GooseEvent::Bounced { excess, to, .. } => {
            format!("   overshoots 63 by {excess} and goes back to {to}")
        }
        GooseEvent::Overshot { at, .. } => format!("   overshoots and stays on {at}"),
        GooseEvent::Repeated { square, total, .. } => {
            format!("   station {square}: travels {total} again")
        }
        GooseEvent::ThrowsAgain { square, .. } => {
            format!("   station {square}: throws again")
        }
        GooseEvent::Jumped {
            from, to, reason, ..
        } => match reason {
            JumpReason::FirstThrow => format!("   first throw of nine: straight to {to}"),
            JumpReason::Square => format!("   square {from} sends the train to {to}"),
            JumpReason::BackToStart => format!("   square {from}: back to the start"),
            _ => format!("   jumps from {from} to {to}"),
        },
        GooseEvent::PaidFine { seat, amount, pot } => {
            format!("   {} pays {amount} (pot {pot})", name(seat))
        }
        GooseEvent::MissesTurns { turns, .. } => format!("   must miss {turns} turns"),
        GooseEvent::Held { square, .. } => {
            format!("   held on {square} until someone else arrives")
        }
        GooseEvent::Freed { seat, square, by } => {
            format!("   {} frees {} from {square}", name(by), name(seat))
        }
        GooseEvent::Displaced { seat, to, .. } => {
            format!("   {} is caught and goes back to {to}", name(seat))
        }
        GooseEvent::TurnSkipped { seat, reason } => match reason {
            SkipReason::Held => format!("{} is held and cannot throw.", name(seat)),
            SkipReason::MissedTurn { remaining } => {
                format!("{} misses a turn ({remaining} more).", name(seat))
            }
            _ => format!("{} cannot throw.", name(seat)),
        },
        GooseEvent::Won { seat, pot, .. } => {
            format!("   {} reaches 63 and wins the pot of {pot}!", name(seat))
        }
        _ => return None,
    })
}
