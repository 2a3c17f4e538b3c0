//! `analyse`: each decision of a backgammon game valued by the bot, with the equity the choice gave up.
//!
//! Three steps, each open to more formats: [`load`] reads a file into
//! games (the rules and every action, replayed through the engine), and
//! [`InputFormat`] names what it reads; [`analyse`] walks a game's
//! actions and values each checker play and cube action; [`write()`] prints
//! the decisions as [`OutputFormat`] says. Match files (the Jellyfish
//! `.mat` text, GNU Backgammon's SGF) read into one game each of their
//! games, each from the score it was played at.

use std::fmt::Write as _;

use racegame::backgammon::bot::{Bot, Evaluator};
use racegame::backgammon::{BackgammonAction, BackgammonGame, BackgammonState, MatchFile, Phase};
use racegame::play::Session;
use racegame::record::GameRecord;
use racegame::{RaceGame, Seat};

/// What `analyse` reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum InputFormat {
    /// The crate's game record (JSON, `racegame::record::GameRecord`),
    /// checked against its digests and replayed.
    Record,
    /// The crate's saved session (JSON, `racegame::play::Session`).
    Session,
    /// A Jellyfish / Snowie `.mat` match file (as GNU Backgammon, XG and
    /// BGBlitz write it): every game of every match in it, replayed.
    Mat,
    /// GNU Backgammon's SGF match file (`GM[6]`): every game, replayed.
    Sgf,
}

/// What `analyse` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum OutputFormat {
    /// A table, one decision a line.
    Text,
    /// One JSON object a decision, one a line.
    Json,
}

/// One game to analyse: its rules and every action from the start.
#[derive(Clone, Debug)]
pub struct Game {
    /// The rules.
    pub game: BackgammonGame,
    /// The state the game starts from (a match file's game starts at its
    /// score).
    pub start: BackgammonState,
    /// Every action, throws included.
    pub actions: Vec<BackgammonAction>,
}

/// The games in `text`, read as `format`.
///
/// # Errors
///
/// A text that is not the format, or a record whose digests or moves do
/// not check out.
pub fn load(format: InputFormat, text: &str) -> Result<Vec<Game>, String> {
    match format {
        InputFormat::Record => {
            let record: GameRecord<BackgammonGame> =
                serde_json::from_str(text).map_err(|e| format!("not a backgammon record: {e}"))?;
            let replayed = record.replay().map_err(|e| e.to_string())?;
            Ok(vec![Game {
                start: replayed.game.initial_state(),
                game: replayed.game,
                actions: record.actions.clone(),
            }])
        }
        InputFormat::Session => {
            let session: Session<BackgammonGame> =
                serde_json::from_str(text).map_err(|e| format!("not a backgammon session: {e}"))?;
            Ok(vec![Game {
                game: session.game().clone(),
                start: session.game().initial_state(),
                actions: session.actions().to_vec(),
            }])
        }
        InputFormat::Mat | InputFormat::Sgf => {
            let file = if format == InputFormat::Mat {
                MatchFile::parse(text)
            } else {
                MatchFile::parse_sgf(text)
            }
            .map_err(|e| e.to_string())?;
            Ok(file
                .matches
                .iter()
                .flat_map(|m| {
                    m.games.iter().map(move |g| Game {
                        game: m.game.clone(),
                        start: m.start(g),
                        actions: g.actions.clone(),
                    })
                })
                .collect())
        }
    }
}

/// The kind of a decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A checker play.
    Play,
    /// To double or not.
    Cube,
    /// To take, pass or beaver.
    Answer,
}

/// One decision valued.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    /// The index of the decision's first action in the game.
    pub index: usize,
    /// Who decided.
    pub seat: Seat,
    /// The dice, for a play.
    pub dice: Option<[u8; 2]>,
    /// What kind.
    pub kind: Kind,
    /// What was played.
    pub chosen: String,
    /// What the bot plays.
    pub best: String,
    /// The equity of the bot's choice for the decider (cubeless for plays;
    /// cubeful, or match-winning chances in a match, for the cube).
    pub equity: f32,
    /// The equity the choice gave up (0 when it is the bot's).
    pub error: f32,
}

/// Every decision of `g` valued by `bot`; `tick` is called after each
/// action (for a progress bar).
///
/// # Errors
///
/// An action the engine refuses, or an analysis the bot refuses.
pub fn analyse<E: Evaluator>(
    bot: &Bot<E>,
    g: &Game,
    mut tick: impl FnMut(),
) -> Result<Vec<Decision>, String> {
    let game = &g.game;
    let mut state = g.start;
    let mut out = Vec::new();
    let mut dice = None;
    let mut i = 0;
    while let Some(&action) = g.actions.get(i) {
        let (decision, n) = match state.phase() {
            Phase::AwaitingMove(_) => {
                let (end, n) = turn_end(game, &state, &g.actions[i..])?;
                (Some(play_decision(bot, game, (&state, &end), dice, i)?), n)
            }
            Phase::AwaitingCube | Phase::Doubled => {
                (Some(cube_decision(bot, game, &state, action, i)?), 1)
            }
            _ => (None, 1),
        };
        if let BackgammonAction::Throw(roll) = action {
            dice = match roll.dice() {
                [a, b] => Some([*a, *b]),
                _ => None,
            };
        }
        out.extend(decision);
        for a in &g.actions[i..i + n] {
            state = game.apply(&state, *a).map_err(|e| e.to_string())?.0;
            tick();
        }
        i += n;
    }
    Ok(out)
}

/// The state after the turn's moves that start `actions`, and how many.
fn turn_end(
    game: &BackgammonGame,
    state: &BackgammonState,
    actions: &[BackgammonAction],
) -> Result<(BackgammonState, usize), String> {
    let mover = state.turn();
    let mut s = *state;
    let mut n = 0;
    while s.turn() == mover && matches!(s.phase(), Phase::AwaitingMove(_)) {
        let a = actions
            .get(n)
            .ok_or("the game stops in the middle of a turn")?;
        s = game.apply(&s, *a).map_err(|e| e.to_string())?.0;
        n += 1;
    }
    Ok((s, n))
}

fn play_decision<E: Evaluator>(
    bot: &Bot<E>,
    game: &BackgammonGame,
    (start, end): (&BackgammonState, &BackgammonState),
    dice: Option<[u8; 2]>,
    index: usize,
) -> Result<Decision, String> {
    let ranked = bot.analyze_plays(game, start).map_err(|e| e.to_string())?;
    let best = ranked.first().ok_or("a roll without plays")?;
    let chosen = ranked
        .iter()
        .find(|r| r.play.state() == end)
        .ok_or("the play is not one of the roll's")?;
    Ok(Decision {
        index,
        seat: start.turn(),
        dice,
        kind: Kind::Play,
        chosen: chosen.play.to_string(),
        best: best.play.to_string(),
        equity: best.equity,
        error: chosen.error,
    })
}

fn cube_decision<E: Evaluator>(
    bot: &Bot<E>,
    game: &BackgammonGame,
    state: &BackgammonState,
    action: BackgammonAction,
    index: usize,
) -> Result<Decision, String> {
    let a = bot.analyze_cube(game, state).map_err(|e| e.to_string())?;
    let doubled = state.phase() == Phase::Doubled;
    let (best, equity) = if doubled {
        let best = if a.beaver {
            "beaver"
        } else if a.take {
            "take"
        } else {
            "pass"
        };
        let flip = |v: f32| if a.match_play { 1.0 - v } else { -v };
        (best, flip(a.double_take).max(flip(a.double_pass)))
    } else {
        let best = if a.double { "double" } else { "no double" };
        (best, a.no_double.max(a.double_take.min(a.double_pass)))
    };
    let error = a.error(action).map_err(|e| e.to_string())?;
    let seat = if doubled {
        Seat(1 - state.turn().0)
    } else {
        state.turn()
    };
    Ok(Decision {
        index,
        seat,
        dice: None,
        kind: if doubled { Kind::Answer } else { Kind::Cube },
        chosen: cube_word(action).to_string(),
        best: best.to_string(),
        equity,
        error,
    })
}

fn cube_word(action: BackgammonAction) -> &'static str {
    match action {
        BackgammonAction::Double => "double",
        BackgammonAction::Roll => "no double",
        BackgammonAction::Take => "take",
        BackgammonAction::Pass => "pass",
        BackgammonAction::Beaver => "beaver",
        _ => "?",
    }
}

/// `decisions` written as `format`.
pub fn write(format: OutputFormat, decisions: &[Decision]) -> String {
    let mut out = String::new();
    match format {
        OutputFormat::Text => {
            let _ = writeln!(
                out,
                "{:>5}  {:<5}  {:<4}  {:<24}  {:<24}  {:>8}  {:>7}",
                "move", "side", "dice", "played", "bot", "equity", "error"
            );
            for d in decisions {
                let dice = d.dice.map_or(String::new(), |[a, b]| format!("{a}{b}"));
                let side = racegame::backgammon::NAMES.seat(d.seat).to_string();
                let mark = if d.error > 0.0 { " " } else { "" };
                let _ = writeln!(
                    out,
                    "{:>5}  {:<5}  {:<4}  {:<24}  {:<24}  {:>+8.4}  {:>7.4}{mark}",
                    d.index, side, dice, d.chosen, d.best, d.equity, d.error
                );
            }
            let total: f32 = decisions.iter().map(|d| d.error).sum();
            let _ = writeln!(
                out,
                "{} decisions, equity given up {total:.4}",
                decisions.len()
            );
        }
        OutputFormat::Json => {
            for d in decisions {
                let value = serde_json::json!({
                    "index": d.index,
                    "seat": d.seat.0,
                    "dice": d.dice,
                    "kind": format!("{:?}", d.kind).to_lowercase(),
                    "chosen": d.chosen,
                    "best": d.best,
                    "equity": d.equity,
                    "error": d.error,
                });
                let _ = writeln!(out, "{value}");
            }
        }
    }
    out
}
