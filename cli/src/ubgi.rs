//! The UBGI engine protocol (Universal Backgammon Interface): a line in, lines out, with no I/O of its own.
//!
//! [`Engine::handle`] takes one line from the user interface (or duel
//! harness) and returns the engine's reply lines; [`run`] wires it to a
//! reader and a writer (standard input and output for `racegame ubgi`).
//! The published text followed is Øystein Schønning-Johansen's draft
//! "Universal Backgammon Interface (UBGI) Protocol" (0.01, 2025, the
//! repository `oysteijo/Universal-Backgammon-Interface`): its handshake
//! (`ubgi`, identification, `readyok`), `stop`, `quit`, a bare XGID or
//! FIBS board line answered with the best action, its move format (from-to
//! pairs written out, no `*` for hits, no `(2)` for repeats, the bar 25,
//! off 0) and its cube words (`double`, `roll`, `take`, `drop`). The
//! command set of the 0.2 revision (`isready`, `newgame`, `position`,
//! `dice`, `go`, `bestmove`, `bestcube`, `set`/`get`) was not found in
//! public text; it is read here in the manner of the chess engines' UCI:
//!
//! | command | reply |
//! | --- | --- |
//! | `ubgi` | `id name`, `id author`, `id version`, one `option NAME VALUE` per option, `ubgiok` |
//! | `isready` | `readyok` (once the evaluator is loaded) |
//! | `newgame` | none: the opening position of the variant, money play |
//! | `position xgid XGID=...` | none: that position (rules from the XGID: match length, Jacoby, beavers) |
//! | `position gnubgid POSID:MATCHID` | none (the pair may also be two words) |
//! | `position fibs board:...` | none |
//! | `dice D1 D2` (or `dice 65`) | none: the dice thrown in the position (after no double) |
//! | `go` | `info ...` then `bestmove M` (checker play; `bestmove none` when no move is legal) or `bestcube double`/`roll`/`take`/`drop`/`beaver` |
//! | `set NAME VALUE` | none |
//! | `get NAME` | `option NAME VALUE` |
//! | `stop` | none (searches here are synchronous) |
//! | `quit` | none; the engine stops |
//! | a bare `XGID=...` or `board:...` line | the best action alone, as draft 0.01 says |
//!
//! Anything refused (an unknown command, a malformed position, `go`
//! without a position) gets one line `sorry REASON` and changes nothing.
//! The options are `level` (`beginner`, `intermediate`, `expert`,
//! `master`), `variant` (`backgammon`, `nackgammon`, `hypergammon`: the
//! checker count and opening layout; hypergammon plays the network
//! shipped for it, loaded at the next `isready` or `go`), and `jacoby` and `beavers` (`on` or
//! `off`: the money rules for `newgame` and for Position IDs and FIBS
//! lines, which do not carry them).

use std::io::{self, BufRead, Write};

use racegame::backgammon::bot::{Bot, Evaluator, Level, ShippedNet};
use racegame::backgammon::{
    BackgammonAction, BackgammonGame, BackgammonRules, BackgammonState, Phase, Play,
};
use racegame::play::{Policy, choices_rng};
use racegame::{RaceGame, Roll};

use crate::level;
use crate::positions::{self, Defaults, Format};

/// The opening layouts the engine knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    /// Backgammon's.
    Backgammon,
    /// Nackgammon's.
    Nackgammon,
    /// Hypergammon's (three checkers each).
    Hypergammon,
}

impl Variant {
    fn name(self) -> &'static str {
        match self {
            Variant::Backgammon => "backgammon",
            Variant::Nackgammon => "nackgammon",
            Variant::Hypergammon => "hypergammon",
        }
    }

    fn parse(text: &str) -> Option<Variant> {
        [
            Variant::Backgammon,
            Variant::Nackgammon,
            Variant::Hypergammon,
        ]
        .into_iter()
        .find(|v| v.name() == text)
    }

    fn rules(self) -> BackgammonRules {
        match self {
            Variant::Backgammon => BackgammonRules::backgammon(),
            Variant::Nackgammon => BackgammonRules::nackgammon(),
            Variant::Hypergammon => BackgammonRules::hypergammon(),
        }
    }
}

/// The engine's options (`set`/`get`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// How hard the bot looks.
    pub level: Level,
    /// The layout and checker count.
    pub variant: Variant,
    /// The Jacoby rule in money play, where the position does not say.
    pub jacoby: bool,
    /// Beavers in money play, where the position does not say.
    pub beavers: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            level: Level::Expert,
            variant: Variant::Backgammon,
            jacoby: true,
            beavers: true,
        }
    }
}

/// Loads the evaluator for the variant's rules when the interface asks
/// (`ubgi`, `isready`, `go`): again when a new variant asks for another
/// shipped network ([`ShippedNet::for_rules`]).
pub type Loader<E> = Box<dyn FnMut(&BackgammonRules) -> Result<E, String>>;

/// The UBGI state machine over an evaluator `E`.
pub struct Engine<E> {
    load: Loader<E>,
    /// The evaluator and the shipped network it was loaded for.
    evaluator: Option<(ShippedNet, E)>,
    options: Options,
    position: Option<(BackgammonGame, BackgammonState)>,
    /// The dice given allow no move: the engine passes its turn.
    no_move: bool,
    quit: bool,
}

/// `Err` texts become `sorry` lines.
type Reply = Result<Vec<String>, String>;

impl<E: Evaluator> Engine<E> {
    /// An engine that loads its evaluator with `load` at the first `ubgi`
    /// or `isready` (the draft asks that nothing be initialised before).
    pub fn new(load: Loader<E>, options: Options) -> Self {
        Engine {
            load,
            evaluator: None,
            options,
            position: None,
            no_move: false,
            quit: false,
        }
    }

    /// Whether `quit` was received.
    pub fn has_quit(&self) -> bool {
        self.quit
    }

    /// The current options.
    pub fn options(&self) -> Options {
        self.options
    }

    /// The engine's reply to one line (none for most commands).
    pub fn handle(&mut self, line: &str) -> Vec<String> {
        let line = line.trim();
        let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        let reply = match word {
            "" | "stop" => Ok(Vec::new()),
            "quit" => {
                self.quit = true;
                Ok(Vec::new())
            }
            "ubgi" => self.hello(),
            "isready" => self.ready().map(|()| vec!["readyok".to_string()]),
            "newgame" => self.new_game(),
            "position" => self.set_position(rest),
            "dice" => self.dice(rest),
            "go" => self.go(true),
            "set" => self.set(rest),
            "get" => self.get(rest).map(|v| vec![v]),
            w if w.starts_with("XGID=") || w.starts_with("board:") => self.bare(line),
            w => Err(format!("unknown command {w}")),
        };
        reply.unwrap_or_else(|e| vec![format!("sorry {e}")])
    }

    fn ready(&mut self) -> Result<(), String> {
        let rules = self.options.variant.rules();
        let which = ShippedNet::for_rules(&rules);
        if self.evaluator.as_ref().is_none_or(|(w, _)| *w != which) {
            self.evaluator = None;
            self.evaluator = Some((which, (self.load)(&rules)?));
        }
        Ok(())
    }

    fn hello(&mut self) -> Reply {
        self.ready()?;
        let mut lines = vec![
            "id name racegame".to_string(),
            "id author the racegame authors".to_string(),
            format!("id version {}", env!("CARGO_PKG_VERSION")),
        ];
        for name in ["level", "variant", "jacoby", "beavers"] {
            lines.push(self.get(name)?);
        }
        lines.push("ubgiok".to_string());
        Ok(lines)
    }

    fn defaults(&self) -> Defaults {
        Defaults {
            base: self.options.variant.rules(),
            jacoby: self.options.jacoby,
            beavers: self.options.beavers,
        }
    }

    fn new_game(&mut self) -> Reply {
        let rules = self.defaults().money();
        let game = BackgammonGame::new(rules).map_err(|e| e.to_string())?;
        let state = game.initial_state();
        self.no_move = false;
        self.position = Some((game, state));
        Ok(Vec::new())
    }

    fn set_position(&mut self, rest: &str) -> Reply {
        let (kind, text) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
        let text = text.trim();
        self.no_move = false;
        self.position = Some(match kind {
            "xgid" => self.read(Format::Xgid, text)?,
            "gnubgid" => self.read(Format::Gnubg, text)?,
            "fibs" => self.read(Format::Fibs, text)?,
            "" => return Err("position needs xgid, gnubgid or fibs".into()),
            k => return Err(format!("unknown position format {k}")),
        });
        Ok(Vec::new())
    }

    fn bare(&mut self, line: &str) -> Reply {
        let position = self.read(Format::detect(line), line)?;
        self.no_move = false;
        self.position = Some(position);
        self.go(false)
    }

    fn read(
        &self,
        format: Format,
        text: &str,
    ) -> Result<(BackgammonGame, BackgammonState), String> {
        let defaults = self.defaults();
        let notation = BackgammonGame::new(defaults.money()).map_err(|e| e.to_string())?;
        positions::read(format, text, &defaults, &notation)
    }

    fn dice(&mut self, rest: &str) -> Reply {
        let digits: Vec<u8> = rest
            .chars()
            .filter_map(|c| c.to_digit(10))
            .map(|d| d as u8)
            .collect();
        let [a, b] = digits[..] else {
            return Err("dice needs two dice, as `dice 6 5` or `dice 65`".into());
        };
        let roll = Roll::two(a, b).map_err(|e| e.to_string())?;
        let (game, mut state) = self.position.clone().ok_or("no position")?;
        if state.phase() == Phase::AwaitingCube {
            state = game
                .apply(&state, BackgammonAction::Roll)
                .map_err(|e| e.to_string())?
                .0;
        }
        if !matches!(state.phase(), Phase::Opening | Phase::AwaitingThrow) {
            return Err(format!("the position awaits no dice ({:?})", state.phase()));
        }
        let (after, _) = game
            .apply(&state, BackgammonAction::Throw(roll))
            .map_err(|e| e.to_string())?;
        // A throw that allows no move passes the turn at once.
        let passed = state.phase() == Phase::AwaitingThrow
            && !matches!(after.phase(), Phase::AwaitingMove(_));
        self.no_move = passed;
        self.position = Some((game, if passed { state } else { after }));
        Ok(Vec::new())
    }

    /// The best action in the position: with the `bestmove`/`bestcube`
    /// prefix and an `info` line (`framed`), or bare (draft 0.01).
    fn go(&mut self, framed: bool) -> Reply {
        self.ready()?;
        let (game, state) = self.position.clone().ok_or("no position")?;
        if self.no_move {
            return Ok(vec![if framed {
                "bestmove none".into()
            } else {
                String::new()
            }]);
        }
        let (_, evaluator) = self.evaluator.as_ref().ok_or("no evaluator")?;
        let bot = Bot::new(evaluator, self.options.level).with_odd_ply_blend(true);
        let (info, word, answer) = match state.phase() {
            Phase::AwaitingMove(_) => {
                let play = best_play(&bot, &game, &state)?;
                let text = ubgi_move(&play);
                let shown = if text.is_empty() { "none" } else { &text };
                (
                    format!("info play {play}"),
                    "bestmove",
                    (shown.to_string(), text),
                )
            }
            Phase::AwaitingCube | Phase::AwaitingThrow | Phase::Doubled => {
                let (info, action) = cube_action(&bot, &game, &state)?;
                (info, "bestcube", (action.to_string(), action.to_string()))
            }
            Phase::Opening => return Err("the opening throw is awaited: send dice".into()),
            phase => return Err(format!("the game is over ({phase:?})")),
        };
        Ok(if framed {
            vec![info, format!("{word} {}", answer.0)]
        } else {
            vec![answer.1]
        })
    }

    fn set(&mut self, rest: &str) -> Reply {
        let (name, value) = rest
            .split_once(char::is_whitespace)
            .ok_or("set needs a name and a value")?;
        let value = value.trim();
        let switch = || match value {
            "on" | "true" | "1" => Ok(true),
            "off" | "false" | "0" => Ok(false),
            v => Err(format!("{name} is on or off, not {v}")),
        };
        match name {
            "level" => self.options.level = level::parse(value)?,
            "variant" => {
                self.options.variant =
                    Variant::parse(value).ok_or(format!("unknown variant {value}"))?
            }
            "jacoby" => self.options.jacoby = switch()?,
            "beavers" => self.options.beavers = switch()?,
            n => return Err(format!("unknown option {n}")),
        }
        Ok(Vec::new())
    }

    fn get(&self, name: &str) -> Result<String, String> {
        let on = |b: bool| if b { "on" } else { "off" };
        let value = match name {
            "level" => level::name(self.options.level),
            "variant" => self.options.variant.name(),
            "jacoby" => on(self.options.jacoby),
            "beavers" => on(self.options.beavers),
            n => return Err(format!("unknown option {n}")),
        };
        Ok(format!("option {name} {value}"))
    }
}

/// The play `bot` chooses in `state` (awaiting a move), found by letting
/// it play the turn's moves on a copy.
///
/// # Errors
///
/// An action the engine refuses (which the legal list rules out).
pub fn best_play<E: Evaluator>(
    bot: &Bot<E>,
    game: &BackgammonGame,
    state: &BackgammonState,
) -> Result<Play, String> {
    let mut bot = Bot::new(bot.evaluator(), bot.level()).with_odd_ply_blend(bot.odd_ply_blend());
    let plays = game.plays(state);
    let mover = state.turn();
    let mut s = *state;
    let mut legal = Vec::new();
    let mut rng = choices_rng(0);
    while s.turn() == mover && matches!(s.phase(), Phase::AwaitingMove(_)) {
        game.legal_actions(&s, &mut legal);
        let i = bot.choose(game, &s, &legal, &mut rng);
        let action = *legal.get(i).ok_or("the bot chose no action")?;
        s = game.apply(&s, action).map_err(|e| e.to_string())?.0;
    }
    plays
        .into_iter()
        .find(|p| *p.state() == s)
        .ok_or_else(|| "the bot's play is not one of the roll's".to_string())
}

/// A play in the draft's move format: every checker move its own
/// `from/to` pair, in the order played.
pub fn ubgi_move(play: &Play) -> String {
    let point = |p: u8| p.to_string();
    play.steps()
        .iter()
        .map(|s| format!("{}/{}", point(s.from), point(s.to)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The cube action for the side to decide (`double`, `roll`, `take`,
/// `drop`, `beaver`), and an `info` line of the equities.
///
/// # Errors
///
/// A state the bot's cube analysis refuses.
pub fn cube_action<E: Evaluator>(
    bot: &Bot<E>,
    game: &BackgammonGame,
    state: &BackgammonState,
) -> Result<(String, &'static str), String> {
    if state.phase() == Phase::AwaitingThrow {
        return Ok((
            "info no cube decision: the side may not double".into(),
            "roll",
        ));
    }
    let a = bot.analyze_cube(game, state).map_err(|e| e.to_string())?;
    let info = format!(
        "info nodouble {:.4} doubletake {:.4} doublepass {:.4}{}",
        a.no_double,
        a.double_take,
        a.double_pass,
        if a.match_play {
            " (match winning chances)"
        } else {
            ""
        }
    );
    let word = match state.phase() {
        Phase::Doubled if a.beaver => "beaver",
        Phase::Doubled if a.take => "take",
        Phase::Doubled => "drop",
        _ if a.double => "double",
        _ => "roll",
    };
    Ok((info, word))
}

/// Runs `engine` over `input` until `quit` or the end of the input, each
/// reply line written and flushed to `output` at once.
///
/// # Errors
///
/// Those of reading and writing.
pub fn run<E: Evaluator>(
    engine: &mut Engine<E>,
    input: impl BufRead,
    mut output: impl Write,
) -> io::Result<()> {
    for line in input.lines() {
        for reply in engine.handle(&line?) {
            writeln!(output, "{reply}")?;
        }
        output.flush()?;
        if engine.has_quit() {
            break;
        }
    }
    Ok(())
}
