//! A seeded game of backgammon told turn by turn: each roll, the play in
//! the notation players use (`24/18* 13/11`), the crate's narration of the
//! moves, and the board as text every ten turns and at the end.
//!
//! Both sides follow one simple plan: among the whole plays of the roll
//! ([`BackgammonGame::plays`]) they take the one that leaves the fewest of
//! their own blots, hitting when they can.
//!
//! Run with `cargo run --example backgammon` (optional: a seed, and a
//! preset name: `-- 7 plakoto`).

use racegame::backgammon::{BackgammonGame, BackgammonState, NAMES, Play};
use racegame::narrate::story;
use racegame::record::Presets;
use racegame::{Dice, RaceGame, ToAct};

/// Blots the side that just played leaves, less four for every hit.
fn score(game: &BackgammonGame, before: &BackgammonState, play: &Play) -> i32 {
    let seat = before.turn();
    let blots = play.state().points(seat).filter(|&(_, n)| n == 1).count() as i32;
    let hits = play.steps().iter().filter(|s| s.hit).count() as i32;
    let _ = game;
    blots - 4 * hits
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let seed: u64 = args.next().map(|s| s.parse()).transpose()?.unwrap_or(2026);
    let name = args.next().unwrap_or_else(|| "backgammon".into());
    let game = BackgammonGame::preset(&name, 2).ok_or("no such preset")??;
    println!("{name}, seed {seed}.\n");
    let mut dice = Dice::seeded(seed);
    let mut state = game.initial_state();
    let mut turns = 0;
    while !game.is_over(&state) {
        if let ToAct::Player(seat) = game.to_act(&state) {
            let plays = game.plays(&state);
            let best = plays
                .iter()
                .min_by_key(|p| score(&game, &state, p))
                .ok_or("a move is awaited")?;
            let mut events = Vec::new();
            for action in best.actions() {
                let (next, told) = game.apply(&state, action)?;
                events.extend(told);
                state = next;
            }
            println!(
                "  {} plays {best}. {}",
                NAMES.seat(seat),
                story(&events, NAMES)
            );
            turns += 1;
            if turns % 10 == 0 && !game.is_over(&state) {
                println!("\n{}\n", state.diagram(&game));
            }
            continue;
        }
        let throw = dice.throw_for(&game, &state).ok_or("chance acts")?;
        let (next, events) = game.apply(&state, throw)?;
        println!("{}", story(&events, NAMES));
        state = next;
    }
    println!("\n{}\n", state.diagram(&game));
    if let Some(winner) = state.winner() {
        println!(
            "{} scores {} (Position ID {}).",
            NAMES.seat(winner),
            game.payoff(&state, winner).unwrap_or(0),
            state.position_id()
        );
    }
    Ok(())
}
