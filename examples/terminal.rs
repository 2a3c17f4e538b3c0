//! Ludo in the terminal: you (Red) against a bot (Yellow).
//!
//! Run with `cargo run --example terminal` (options: `--seed N`,
//! `--resume FILE`). Moves are typed in the crate's notation (`e` brings a
//! token out, `m2` moves token 2); the story is the crate's narration.
//! Other commands: `?` lists your moves, `pos` prints the position in one
//! line, `save FILE` saves the game, `quit` stops.
//!
//! The saved game holds the dice, so whoever reads the file knows every
//! throw to come: fine on your own machine, never for a game against
//! someone else (a server keeps that file to itself).
//!
//! The game is [`run`] over any input and output, so tests drive it with
//! scripted input (tests/terminal.rs).

use std::error::Error;
use std::io::{BufRead, Write};
use std::path::PathBuf;

use racegame::ludo::{LudoAction, LudoEvent, LudoGame, LudoState, YARD};
use racegame::narrate::story;
use racegame::play::Session;
use racegame::{RaceGame, Seat, ToAct, ludo::COLOURS};
use rand_core::Rng;

/// The person's seat: Red.
pub const HUMAN: Seat = Seat(0);

/// How a game starts: a new one from a seed, or a saved one.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// The seed of a new game.
    pub seed: u64,
    /// A saved game to resume instead.
    pub resume: Option<PathBuf>,
}

impl Options {
    /// Reads `--seed N` and `--resume FILE`.
    pub fn from_args(mut args: impl Iterator<Item = String>) -> Result<Self, Box<dyn Error>> {
        let mut options = Options {
            seed: 2026,
            resume: None,
        };
        while let Some(arg) = args.next() {
            match arg.as_str() {
                "--seed" => options.seed = args.next().ok_or("--seed needs a number")?.parse()?,
                "--resume" => {
                    options.resume = Some(args.next().ok_or("--resume needs a file")?.into())
                }
                other => return Err(format!("unknown argument {other:?}").into()),
            }
        }
        Ok(options)
    }
}

/// The bot: a capture first, then a token home, then bringing one out,
/// else the token furthest along.
pub fn bot(game: &LudoGame, state: &LudoState, legal: &[LudoAction], _: &mut dyn Rng) -> usize {
    let score = |&action: &LudoAction| {
        let Ok((_, events)) = game.apply(state, action) else {
            return i32::MIN;
        };
        let mut score = 0;
        for event in &events {
            score += match event {
                LudoEvent::Captured { .. } => 1000,
                LudoEvent::TokenHome { .. } => 500,
                LudoEvent::Entered { .. } => 300,
                _ => 0,
            };
        }
        if let LudoAction::Move { token } = action {
            let progress = state.progress(state.current(), token).unwrap_or(YARD);
            score += i32::from(if progress == YARD { 0 } else { progress });
        }
        score
    };
    let mut best = (0, i32::MIN);
    for (i, action) in legal.iter().enumerate() {
        let s = score(action);
        if s > best.1 {
            best = (i, s);
        }
    }
    best.0
}

/// The session a game starts from.
pub fn start(options: &Options) -> Result<Session<LudoGame>, Box<dyn Error>> {
    Ok(match &options.resume {
        Some(path) => serde_json::from_str(&std::fs::read_to_string(path)?)?,
        None => Session::new(LudoGame::ludo(2)?, options.seed),
    })
}

/// Plays the game: the bot's turns and the dice by themselves, yours from
/// `input`, everything told on `output`. Returns the session where it
/// stopped (the end of the game, `quit`, or the end of the input).
pub fn run(
    mut input: impl BufRead,
    mut out: impl Write,
    options: &Options,
) -> Result<Session<LudoGame>, Box<dyn Error>> {
    let mut session = start(options)?;
    writeln!(
        out,
        "Ludo: you are Red, the bot is Yellow. Type ? for your moves."
    )?;
    let mut line = String::new();
    loop {
        match session.game().to_act(session.state()) {
            ToAct::Nobody => return Ok(session), // the last story said how it ended
            ToAct::Player(seat) if seat == HUMAN => {
                prompt(&session, &mut out)?;
                line.clear();
                if input.read_line(&mut line)? == 0 {
                    writeln!(out, "\nThe input ended; the game is not over.")?;
                    return Ok(session);
                }
                if !command(&mut session, line.trim(), &mut out)? {
                    return Ok(session);
                }
            }
            _ => {
                if let Some(events) = session.step(&mut bot)? {
                    tell(&events, &mut out)?;
                }
            }
        }
    }
}

/// The crate's narration of one action, seats by colour.
fn tell(events: &[LudoEvent], out: &mut impl Write) -> std::io::Result<()> {
    writeln!(out, "{}", story(events, COLOURS))
}

fn prompt(session: &Session<LudoGame>, out: &mut impl Write) -> std::io::Result<()> {
    let state = session.state();
    let game = session.game();
    let places: Vec<String> = (0..state.token_count() as u8)
        .map(|t| {
            format!(
                "{t}: {}",
                game.place(HUMAN, state.progress(HUMAN, t).unwrap_or(YARD))
            )
        })
        .collect();
    writeln!(out, "Your tokens: {}.", places.join(", "))?;
    write!(out, "Red, {} > ", state.phase())?;
    out.flush()
}

/// Handles one line typed at the prompt; `false` to stop.
fn command(
    session: &mut Session<LudoGame>,
    line: &str,
    out: &mut impl Write,
) -> Result<bool, Box<dyn Error>> {
    let mut legal = Vec::new();
    session.game().legal_actions(session.state(), &mut legal);
    match line.split_once(' ').unwrap_or((line, "")) {
        ("quit", _) => return Ok(false),
        ("?" | "help", _) => {
            for action in &legal {
                writeln!(out, "  {:<4} {}", action.to_string(), describe(*action))?;
            }
        }
        ("pos", _) => writeln!(out, "{}", session.state())?,
        ("save", path) if !path.is_empty() => {
            std::fs::write(path.trim(), serde_json::to_string(session)?)?;
            writeln!(out, "Saved to {}.", path.trim())?;
        }
        _ => match line.parse::<LudoAction>() {
            Err(e) => writeln!(out, "Not a move: {e}. Type ? for your moves.")?,
            Ok(LudoAction::Throw(_)) => writeln!(out, "The dice throw themselves: type a move.")?,
            Ok(action) if !legal.contains(&action) => {
                let texts: Vec<String> = legal.iter().map(ToString::to_string).collect();
                writeln!(
                    out,
                    "{action} is not legal now; you may play {}.",
                    texts.join(", ")
                )?;
            }
            Ok(action) => tell(&session.play(action)?, out)?,
        },
    }
    Ok(true)
}

/// A move in words, for the list of moves.
fn describe(action: LudoAction) -> String {
    match action {
        LudoAction::Enter => "bring a token out of the yard".into(),
        LudoAction::Move { token } => format!("move token {token}"),
        LudoAction::BonusMove { token } => format!("bonus move with token {token}"),
        other => format!("{other:?}"),
    }
}

#[allow(dead_code)] // tests include this file as a module and call `run`
fn main() -> Result<(), Box<dyn Error>> {
    let options = Options::from_args(std::env::args().skip(1))?;
    run(std::io::stdin().lock(), std::io::stdout().lock(), &options)?;
    Ok(())
}
