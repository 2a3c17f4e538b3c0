//! A seeded game of the Royal Game of Ur under Finkel's rules, told move by
//! move in plain English: the crate's narration of the events
//! ([`racegame::narrate::story`]), seats named Light and Dark.
//!
//! Both players follow one simple plan: capture if they can, else land on a
//! rosette, else move their most advanced piece that can move (entering a
//! new piece when nothing else can go).
//!
//! Run with `cargo run --example ur` (an optional seed: `-- 42`).

use racegame::narrate::story;
use racegame::play::Session;
use racegame::ur::{DARK, LIGHT, NAMES, UrGame};

#[path = "common/ur_plan.rs"]
mod ur_plan;
use ur_plan::plan;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let seed = std::env::args()
        .nth(1)
        .map(|s| s.parse())
        .transpose()?
        .unwrap_or(2026);
    let game = UrGame::finkel();
    println!("The Royal Game of Ur, Finkel's rules, seed {seed}. Light throws first.\n");
    let mut session = Session::new(game, seed);
    let mut policy = plan;
    while let Some(events) = session.step(&mut policy)? {
        println!("{}", story(&events, NAMES));
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
