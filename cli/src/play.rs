//! A game in the terminal against the bots, for every family: the loop over any [`RaceGame`], and the bots each family plays with.
//!
//! The person sits at seat 0 and types actions in the crate's notation
//! (`?` lists the legal ones, `pos` prints the position in one line,
//! `quit` stops); the dice throw themselves, and a turn with a single
//! legal action plays itself. The bots: backgammon's [`Bot`] with the
//! shipped evaluator the library chooses for the rules (backgammon,
//! nackgammon, money play: the backgammon network; hypergammon: the
//! three-checker hypergammon network),
//! the shipped networks for Ludo and for Ur under Finkel's rules
//! ([`ludo_player`], [`ur_player`]), and a random player where the crate
//! ships none (the Goose family has no choices to make; the Greek tavli
//! games and Ur's other rule sets have no trained player).

use std::fmt::Display;
use std::io::{BufRead, Write};
use std::str::FromStr;

use racegame::backgammon::BackgammonGame;
use racegame::backgammon::bot::{Bot, Evaluator, Level};
use racegame::goose::GooseGame;
use racegame::learn::{ludo_player, ur_player};
use racegame::ludo::LudoGame;
use racegame::narrate::{Names, Narrate, story};
use racegame::play::{Policy, RandomPolicy, Session};
use racegame::rand_core::Rng;
use racegame::record::Presets;
use racegame::ur::UrGame;
use racegame::{RaceGame, Seat, ToAct};

/// The person's seat.
pub const HUMAN: Seat = Seat(0);

/// The game families, as the command line names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Family {
    /// The Game of the Goose and Snakes and Ladders.
    Goose,
    /// Ludo, Ludo King, Mensch ärgere dich nicht, Parchís.
    Ludo,
    /// The Royal Game of Ur.
    Ur,
    /// Backgammon, its variants and the Greek tavli games.
    Backgammon,
}

impl Family {
    /// The family's preset names (the library's lists, [`Presets`]).
    pub fn preset_names(self) -> &'static [&'static str] {
        match self {
            Family::Goose => GooseGame::preset_names(),
            Family::Ludo => LudoGame::preset_names(),
            Family::Ur => UrGame::preset_names(),
            Family::Backgammon => BackgammonGame::preset_names(),
        }
    }

    /// The preset played when none is named: the family's first.
    pub fn default_preset(self) -> &'static str {
        self.preset_names().first().copied().unwrap_or("")
    }
}

/// The game of `name` for `seats` players in a family `G`.
///
/// # Errors
///
/// An unknown name (the message lists the known ones) or a seat count the
/// preset refuses.
pub fn preset<G: Presets>(name: &str, seats: usize) -> Result<G, String> {
    match G::preset(name, seats) {
        Some(game) => game.map_err(|e| e.to_string()),
        None => Err(format!(
            "unknown preset {name} (one of {})",
            G::preset_names().join(", ")
        )),
    }
}

/// The bot for a Ludo preset: its shipped network.
///
/// # Errors
///
/// The library's, when the network does not fit the game.
pub fn ludo_bot(name: &str, game: &LudoGame) -> Result<Box<dyn Policy<LudoGame>>, String> {
    let net = ludo_player(&name.replace('_', "-"), game).map_err(|e| e.to_string())?;
    Ok(Box::new(net))
}

/// The bot for an Ur game: the shipped network under Finkel's rules, else
/// a random player (with `None` for "no trained player").
pub fn ur_bot(game: &UrGame) -> (Box<dyn Policy<UrGame>>, Option<&'static str>) {
    match ur_player(game) {
        Ok(net) => (Box::new(net), None),
        Err(_) => (Box::new(RandomPolicy), Some("no trained player")),
    }
}

/// The bot for a backgammon preset over `evaluator`: the [`Bot`] where the
/// board is backgammon's (two directions, no pinning), else a random
/// player.
pub fn backgammon_bot<E: Evaluator + 'static>(
    name: &str,
    evaluator: E,
    level: Level,
) -> (Box<dyn Policy<BackgammonGame>>, Option<&'static str>) {
    match name {
        "backgammon" | "nackgammon" | "hypergammon" | "backgammon-money" => (
            Box::new(Bot::new(evaluator, level).with_odd_ply_blend(true)),
            None,
        ),
        _ => (Box::new(RandomPolicy), Some("no trained player")),
    }
}

/// How a position is shown to the person.
pub type Show<'a, G> = Box<dyn Fn(&G, &<G as RaceGame>::State) -> String + 'a>;

/// A whole turn typed at once (backgammon's `13/8 24/22`): its actions.
pub type Whole<'a, G> =
    Box<dyn Fn(&G, &<G as RaceGame>::State, &str) -> Option<Vec<<G as RaceGame>::Action>> + 'a>;

/// What the loop needs of a game besides [`RaceGame`].
pub struct Table<'a, G: RaceGame> {
    /// The seats' names for the story.
    pub names: Names<'a>,
    /// The position as shown before the person's turn.
    pub show: Show<'a, G>,
    /// Reads a whole turn, where the game has such a notation.
    pub whole: Option<Whole<'a, G>>,
}

impl<'a, G: RaceGame> Table<'a, G>
where
    G::State: Display,
{
    /// Seats named `names`, the position shown in the crate's notation,
    /// actions typed one at a time.
    pub fn plain(names: Names<'a>) -> Self {
        Table {
            names,
            show: Box::new(|_: &G, s: &G::State| s.to_string()),
            whole: None,
        }
    }
}

/// Plays `session` against `bot` (every seat but [`HUMAN`]), reading the
/// person's actions from `input` and telling everything on `out`, until
/// the game ends, `quit`, or the input ends.
///
/// # Errors
///
/// Those of reading and writing, and an action the game refuses (which
/// the legal list rules out).
pub fn run<G>(
    session: &mut Session<G>,
    bot: &mut dyn Policy<G>,
    table: &Table<'_, G>,
    mut input: impl BufRead,
    mut out: impl Write,
) -> Result<(), String>
where
    G: RaceGame,
    G::Action: Display + FromStr,
    G::Event: Narrate,
    G::State: Display,
{
    let io = |e: std::io::Error| e.to_string();
    let mut line = String::new();
    let mut legal = Vec::new();
    loop {
        let game = session.game();
        let events = match game.to_act(session.state()) {
            ToAct::Nobody => break,
            ToAct::Player(seat) if seat == HUMAN => {
                game.legal_actions(session.state(), &mut legal);
                if let [only] = legal[..] {
                    session.play(only).map_err(|e| e.to_string())?
                } else {
                    let shown = (table.show)(game, session.state());
                    write!(out, "{shown}\n{} > ", table.names.seat(seat)).map_err(io)?;
                    out.flush().map_err(io)?;
                    line.clear();
                    if input.read_line(&mut line).map_err(io)? == 0 {
                        writeln!(out, "\nThe input ended; the game is not over.").map_err(io)?;
                        return Ok(());
                    }
                    match command(session, table, &legal, line.trim(), &mut out)? {
                        Some(events) => events,
                        None => return Ok(()),
                    }
                }
            }
            _ => {
                let mut policy = |g: &G, s: &G::State, legal: &[G::Action], rng: &mut dyn Rng| {
                    bot.choose(g, s, legal, rng)
                };
                session
                    .step(&mut policy)
                    .map_err(|e| e.to_string())?
                    .unwrap_or_default()
            }
        };
        if !events.is_empty() {
            writeln!(out, "{}", story(&events, table.names)).map_err(io)?;
        }
    }
    Ok(())
}

/// One line typed at the prompt: the events of the action played (none
/// for a command that plays nothing), `None` to stop.
fn command<G>(
    session: &mut Session<G>,
    table: &Table<'_, G>,
    legal: &[G::Action],
    line: &str,
    out: &mut impl Write,
) -> Result<Option<Vec<G::Event>>, String>
where
    G: RaceGame,
    G::Action: Display + FromStr,
    G::State: Display,
{
    let io = |e: std::io::Error| e.to_string();
    match line {
        "quit" => return Ok(None),
        "?" | "help" => {
            let texts: Vec<String> = legal.iter().map(ToString::to_string).collect();
            writeln!(out, "Legal: {}", texts.join(", ")).map_err(io)?;
        }
        "pos" => writeln!(out, "{}", session.state()).map_err(io)?,
        _ if line.parse::<G::Action>().is_err()
            && let Some(actions) = table
                .whole
                .as_ref()
                .and_then(|w| w(session.game(), session.state(), line)) =>
        {
            let mut events = Vec::new();
            for a in actions {
                events.extend(session.play(a).map_err(|e| e.to_string())?);
            }
            return Ok(Some(events));
        }
        _ => match line.parse::<G::Action>() {
            Ok(action) if legal.contains(&action) => {
                return session.play(action).map(Some).map_err(|e| e.to_string());
            }
            Ok(action) => writeln!(
                out,
                "{action} is not legal now; type ? for the legal actions."
            )
            .map_err(io)?,
            Err(_) => writeln!(
                out,
                "Not an action: {line:?}. Type ? for the legal actions."
            )
            .map_err(io)?,
        },
    }
    Ok(Some(Vec::new()))
}
