//! A seeded game of the Royal Game of Ur under Finkel's rules, told move by
//! move in plain English from the events.
//!
//! Both players follow one simple plan: capture if they can, else land on a
//! rosette, else move their most advanced piece that can move (entering a
//! new piece when nothing else can go).
//!
//! Run with `cargo run --example ur` (an optional seed: `-- 42`).

use racegame::play::Session;
use racegame::ur::{DARK, LIGHT, UrAction, UrEvent, UrGame, UrPath, UrState};
use racegame::{Outcome, RaceGame, Seat};
use rand_core::Rng;

/// Captures first, then rosettes, then the most advanced piece.
fn plan(game: &UrGame, s: &UrState, legal: &[UrAction], _: &mut dyn Rng) -> usize {
    let score = |&a: &UrAction| -> i32 {
        let Ok((_, events)) = game.apply(s, a) else {
            return i32::MIN;
        };
        let mut score = match a {
            UrAction::Move { from } => i32::from(from),
            _ => 0,
        };
        for e in &events {
            score += match e {
                UrEvent::Captured { .. } => 100,
                UrEvent::ThrowAgain { .. } => 50,
                _ => 0,
            };
        }
        score
    };
    (0..legal.len())
        .max_by_key(|&i| score(&legal[i]))
        .unwrap_or(0)
}

fn name(seat: Seat) -> &'static str {
    if seat == LIGHT { "Light" } else { "Dark" }
}

/// Where `seat`'s piece at path index `p` stands, for the reader.
fn place(path: UrPath, seat: Seat, p: u8) -> String {
    match path.square(seat, p) {
        Some(square) if path.is_rosette(p) => format!("{square} (a rosette)"),
        Some(square) => square.to_string(),
        None => "off the board".to_string(),
    }
}

/// One event as a sentence, or `None` for one that needs no words.
fn tell(path: UrPath, event: &UrEvent) -> Option<String> {
    Some(match *event {
        UrEvent::Rolled { seat, value } => format!("{} throws {value}.", name(seat)),
        UrEvent::Passed { seat, value: 0 } => {
            format!("  {} cannot move: the turn passes.", name(seat))
        }
        UrEvent::Passed { seat, .. } => {
            format!(
                "  No piece of {} can move that far: the turn passes.",
                name(seat)
            )
        }
        UrEvent::Entered { seat, to } => {
            format!(
                "  {} brings a piece onto {}.",
                name(seat),
                place(path, seat, to)
            )
        }
        UrEvent::Moved { seat, from, to } => format!(
            "  {} moves from {} to {}.",
            name(seat),
            place(path, seat, from),
            place(path, seat, to)
        ),
        UrEvent::BorneOff { seat, from } => format!(
            "  {} bears a piece off from {}.",
            name(seat),
            place(path, seat, from)
        ),
        UrEvent::Captured { seat, at, by } => format!(
            "  {} captures {}'s piece on {}: it goes back to the start.",
            name(by),
            name(seat),
            place(path, seat, at)
        ),
        UrEvent::ThrowAgain { seat, .. } => format!("  {} throws again.", name(seat)),
        UrEvent::GameOver {
            outcome: Outcome::Winner(seat),
        } => format!("{} has borne off every piece and wins!", name(seat)),
        UrEvent::GameOver { .. } => "The game is cut short.".to_string(),
        _ => return None,
    })
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let seed = std::env::args()
        .nth(1)
        .map(|s| s.parse())
        .transpose()?
        .unwrap_or(2026);
    let game = UrGame::finkel();
    let path = game.rules().path;
    println!("The Royal Game of Ur, Finkel's rules, seed {seed}. Light throws first.\n");
    let mut session = Session::new(game, seed);
    let mut policy = plan;
    while let Some(events) = session.step(&mut policy)? {
        for line in events.iter().filter_map(|e| tell(path, e)) {
            println!("{line}");
        }
    }
    let s = session.state();
    println!(
        "\nAfter {} actions: Light has borne off {}, Dark {}.",
        session.actions().len(),
        s.borne_off(LIGHT),
        s.borne_off(DARK)
    );
    Ok(())
}
