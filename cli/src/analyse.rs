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
use racegame::backgammon::{
    BackgammonAction, BackgammonGame, BackgammonState, MatchFile, Phase, SgfNote,
};
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
    /// The games as a Jellyfish `.mat` match file, each decision's
    /// analysis a comment line (`; ...`) above the match (GNU Backgammon
    /// reads comments only there: a comment line among a game's rows it
    /// takes for a move it does not recognise).
    Mat,
    /// The games as GNU Backgammon's SGF with its own analysis
    /// properties: each checker play's candidates (`A`), each cube
    /// decision (`DA`), a comment (`C`) with the bot's choice and the
    /// error; `gnubg` loads it with the analysis.
    Sgf,
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
        InputFormat::Mat | InputFormat::Sgf => Ok(games_of(&load_file(format, text)?)),
    }
}

/// The games in `text` as a match file: a match file read, or a record or
/// session written as one (`MatchFile::from_records`), for the annotated
/// match files [`write_file`] writes.
///
/// # Errors
///
/// As [`load`], and a record whose rules a match file cannot name.
pub fn load_file(format: InputFormat, text: &str) -> Result<MatchFile, String> {
    let record = match format {
        InputFormat::Mat => return MatchFile::parse(text).map_err(|e| e.to_string()),
        InputFormat::Sgf => return MatchFile::parse_sgf(text).map_err(|e| e.to_string()),
        InputFormat::Record => serde_json::from_str::<GameRecord<BackgammonGame>>(text)
            .map_err(|e| format!("not a backgammon record: {e}"))?,
        InputFormat::Session => serde_json::from_str::<Session<BackgammonGame>>(text)
            .map_err(|e| format!("not a backgammon session: {e}"))?
            .record()
            .map_err(|e| e.to_string())?,
    };
    MatchFile::from_records(&[record]).map_err(|e| e.to_string())
}

/// Every game of `file`, each from the score it was played at.
pub fn games_of(file: &MatchFile) -> Vec<Game> {
    file.matches
        .iter()
        .flat_map(|m| {
            m.games.iter().map(move |g| Game {
                game: m.game.clone(),
                start: m.start(g),
                actions: g.actions.clone(),
            })
        })
        .collect()
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
    /// The analysis as SGF notes (the candidates or the cube's
    /// equities, and a comment).
    pub notes: Vec<SgfNote>,
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
            // A turn's decision under resignations where no double is
            // possible is no cube decision.
            Phase::AwaitingCube | Phase::Doubled
                if action.is_cube_action() && may_double(game, &state) =>
            {
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

/// Whether `state` offers a cube action beyond rolling.
fn may_double(game: &BackgammonGame, state: &BackgammonState) -> bool {
    let mut legal = Vec::new();
    game.legal_actions(state, &mut legal);
    legal
        .iter()
        .any(|a| a.is_cube_action() && *a != BackgammonAction::Roll)
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

/// Candidate plays listed in an SGF analysis (the play made too, when
/// below them).
const LISTED: usize = 10;

fn play_decision<E: Evaluator>(
    bot: &Bot<E>,
    game: &BackgammonGame,
    (start, end): (&BackgammonState, &BackgammonState),
    dice: Option<[u8; 2]>,
    index: usize,
) -> Result<Decision, String> {
    let ranked = bot.analyze_plays(game, start).map_err(|e| e.to_string())?;
    let best = ranked.first().ok_or("a roll without plays")?;
    let at = ranked
        .iter()
        .position(|r| r.play.state() == end)
        .ok_or("the play is not one of the roll's")?;
    let chosen = &ranked[at];
    // The best few and the play made, as GNU Backgammon lists them.
    let listed: Vec<_> = ranked
        .iter()
        .enumerate()
        .filter(|&(i, _)| i < LISTED || i == at)
        .map(|(_, r)| {
            let c = r.chances;
            let five = [
                c.win,
                c.win_gammon,
                c.win_backgammon,
                c.lose_gammon,
                c.lose_backgammon,
            ];
            (r.play, five, r.equity)
        })
        .collect();
    let comment = format!(
        "racegame: {} best, {} played, error {:.4}",
        best.play, chosen.play, chosen.error
    );
    Ok(Decision {
        index,
        seat: start.turn(),
        dice,
        kind: Kind::Play,
        chosen: chosen.play.to_string(),
        best: best.play.to_string(),
        equity: best.equity,
        error: chosen.error,
        notes: vec![
            SgfNote::Plays {
                played: at.min(LISTED),
                plays: listed,
                plies: bot.level().ply(),
            },
            SgfNote::Comment(comment),
        ],
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
    let c = a.chances;
    let comment = format!(
        "racegame: {best} best, {} played, error {error:.4}",
        cube_word(action)
    );
    Ok(Decision {
        index,
        seat,
        dice: None,
        kind: if doubled { Kind::Answer } else { Kind::Cube },
        chosen: cube_word(action).to_string(),
        best: best.to_string(),
        equity,
        error,
        notes: vec![
            SgfNote::Cube {
                chances: [
                    c.win,
                    c.win_gammon,
                    c.win_backgammon,
                    c.lose_gammon,
                    c.lose_backgammon,
                ],
                cubeless: c.equity(),
                no_double: a.no_double,
                double_take: a.double_take,
                plies: bot.level().ply(),
            },
            SgfNote::Comment(comment),
        ],
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

/// The games of `file` with their decisions (`decisions[k]`: those of
/// the file's game `k`, every match's games in order) written as a match
/// file: SGF with the analysis in GNU Backgammon's properties, or `.mat`
/// with one comment line a decision above each match; text and JSON as
/// [`write()`].
pub fn write_file(format: OutputFormat, file: &MatchFile, decisions: &[Vec<Decision>]) -> String {
    match format {
        OutputFormat::Sgf => file.to_sgf_annotated(&|game, action| {
            decisions
                .get(game)
                .and_then(|ds| ds.iter().find(|d| d.index == action))
                .map_or_else(Vec::new, |d| d.notes.clone())
        }),
        OutputFormat::Mat => {
            let mut out = String::new();
            let mut k = 0;
            for m in &file.matches {
                let mut one = file.clone();
                one.matches = vec![m.clone()];
                let _ = writeln!(out, "; [Annotator \"racegame analyse\"]");
                for g in 0..m.games.len() {
                    for d in decisions.get(k + g).into_iter().flatten() {
                        let side = racegame::backgammon::NAMES.seat(d.seat);
                        let dice = d.dice.map_or(String::new(), |[a, b]| format!(" {a}{b}"));
                        let _ = writeln!(
                            out,
                            "; game {} action {} {side}{dice}: played {}, best {}, equity {:+.4}, error {:.4}",
                            g + 1,
                            d.index,
                            d.chosen,
                            d.best,
                            d.equity,
                            d.error
                        );
                    }
                }
                k += m.games.len();
                out.push_str(&one.to_mat());
            }
            out
        }
        _ => decisions.iter().map(|d| write(format, d)).collect(),
    }
}

/// `decisions` written as `format` (a match file's formats need the
/// games: [`write_file`]; here they are written as text).
pub fn write(format: OutputFormat, decisions: &[Decision]) -> String {
    let mut out = String::new();
    match format {
        OutputFormat::Text | OutputFormat::Mat | OutputFormat::Sgf => {
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
