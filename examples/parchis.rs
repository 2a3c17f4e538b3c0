//! A seeded four-player game of Parchís (the Ludo engine's `parchis`
//! preset): its story, told with the usual board numbering (1 to 68, starts
//! on 5, 22, 39 and 56), and its winner; then the mean game length over
//! 1,000 seeded games.
//!
//! Every seat plays the same simple policy: bonus moves go to the token
//! furthest along, otherwise captures and homecomings first, then the
//! token furthest along.
//!
//! Run with `cargo run --release --example parchis`.

use racegame::ludo::{LudoAction, LudoEvent, LudoGame, LudoState, Place, YARD};
use racegame::play::Session;
use racegame::{Outcome, RaceGame, Seat};
use rand_core::Rng;

const COLOURS: [&str; 4] = ["yellow", "blue", "red", "green"];

fn colour(seat: Seat) -> &'static str {
    COLOURS.get(seat.index()).copied().unwrap_or("?")
}

/// The usual board number of engine track square `q`.
fn board(q: u8) -> u16 {
    (u16::from(q) + 4) % 68 + 1
}

fn place(p: Place) -> String {
    match p {
        Place::Yard => "home base".into(),
        Place::Track(q) => format!("square {}", board(q)),
        Place::Home(i) => format!("corridor square {}", i + 1),
        Place::Finished => "the goal".into(),
    }
}

/// Captures and homecomings first, then the token furthest along.
fn choose(game: &LudoGame, s: &LudoState, legal: &[LudoAction], _rng: &mut dyn Rng) -> usize {
    let seat = s.current();
    let score = |a: LudoAction| -> i32 {
        let mut score = match a {
            LudoAction::Move { token } | LudoAction::BonusMove { token } => s
                .progress(seat, token)
                .filter(|&p| p != YARD)
                .map_or(0, i32::from),
            _ => 100,
        };
        if let Ok((_, events)) = game.apply(s, a) {
            for e in &events {
                score += match e {
                    LudoEvent::Captured { .. } => 1000,
                    LudoEvent::TokenHome { .. } => 500,
                    _ => 0,
                };
            }
        }
        score
    };
    (0..legal.len())
        .max_by_key(|&i| score(legal[i]))
        .unwrap_or(0)
}

fn describe(e: &LudoEvent) -> Option<String> {
    Some(match e {
        LudoEvent::Rolled { seat, roll } => format!("{} rolls {roll}", colour(*seat)),
        LudoEvent::Passed { roll, .. } => format!("  cannot use the {roll}"),
        LudoEvent::ThirdSixForfeited { .. } => "  third 6 in a row: the turn is over".into(),
        LudoEvent::SentBack { token, from, .. } => {
            format!(
                "  ... and token {token} goes back home from {}",
                place(*from)
            )
        }
        LudoEvent::Entered { token, square, .. } => {
            format!("  token {token} comes out on square {}", board(*square))
        }
        LudoEvent::Moved {
            token, from, to, ..
        } => format!("  token {token}: {} -> {}", place(*from), place(*to)),
        LudoEvent::Captured {
            seat, token, by, ..
        } => format!(
            "  {} captures {}'s token {token}",
            colour(*by),
            colour(*seat)
        ),
        LudoEvent::TokenHome { token, .. } => format!("  token {token} reaches the goal"),
        LudoEvent::BonusMoveEarned {
            distance, reason, ..
        } => format!("  earns a move of {distance} ({reason:?})"),
        LudoEvent::BonusMoveForfeited { distance, .. } => {
            format!("  no token can move {distance}: the bonus is lost")
        }
        LudoEvent::BonusRoll { .. } => "  rolls again".into(),
        LudoEvent::PlayerFinished { seat, .. } => format!("  {} is home!", colour(*seat)),
        LudoEvent::GameOver { outcome } => format!("game over: {outcome:?}"),
        _ => return None,
    })
}

fn play(game: &LudoGame, seed: u64, story: bool) -> LudoState {
    let mut session = Session::new(game.clone(), seed);
    let mut policy = choose;
    while let Ok(Some(events)) = session.step(&mut policy) {
        if story {
            events
                .iter()
                .filter_map(describe)
                .for_each(|l| println!("{l}"));
        }
    }
    *session.state()
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let game = LudoGame::parchis(4)?;
    println!("== Parchís, four players, seed 68 ==");
    let state = play(&game, 68, true);
    println!("{} actions", state.actions());
    if let Some(Outcome::Winner(w)) = game.outcome(&state) {
        println!("The winner is {} ({w}).", colour(w));
    }

    let games = 1_000u64;
    let total: u64 = (0..games)
        .map(|seed| u64::from(play(&game, 1_000 + seed, false).actions()))
        .sum();
    println!(
        "\n== {games} seeded games: {:.1} actions per game ==",
        total as f64 / games as f64
    );
    Ok(())
}
