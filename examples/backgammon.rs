//! A seeded game of backgammon told turn by turn: each roll, the play in
//! the notation players use (`24/18* 13/11`), the crate's narration of the
//! moves, and the board as text every ten turns and at the end.
//!
//! Both sides follow one simple plan: among the whole plays of the roll
//! ([`BackgammonGame::plays`]) they take the one that leaves the fewest of
//! their own blots, hitting when they can.
//!
//! With the doubling cube (`-- 7 backgammon-money`) they go by the race:
//! a side doubles when its pip count is at most nine tenths of the other's,
//! and the side doubled passes when it trails by more than a quarter.
//!
//! Run with `cargo run --example backgammon` (optional: a seed, and a
//! preset name: `-- 7 plakoto`).

use racegame::backgammon::{BackgammonAction, BackgammonGame, BackgammonState, NAMES, Phase, Play};
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

/// The cube plan by the race: double a lead of a tenth, pass a deficit of
/// more than a quarter.
fn cube_action(state: &BackgammonState) -> Option<BackgammonAction> {
    let me = state.turn();
    let other = racegame::Seat(1 - me.0);
    let (mine, theirs) = (state.pip_count(me), state.pip_count(other));
    match state.phase() {
        Phase::AwaitingCube if 10 * mine <= 9 * theirs => Some(BackgammonAction::Double),
        Phase::AwaitingCube => Some(BackgammonAction::Roll),
        // The doubler is still the side to play: the answer compares the
        // other way round.
        Phase::Doubled if 4 * theirs > 5 * mine => Some(BackgammonAction::Pass),
        Phase::Doubled => Some(BackgammonAction::Take),
        _ => None,
    }
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
            if let Some(action) = cube_action(&state) {
                let (next, events) = game.apply(&state, action)?;
                if !events.is_empty() {
                    println!("  {}", story(&events, NAMES));
                }
                state = next;
                continue;
            }
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
