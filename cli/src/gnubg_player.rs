//! The bot as GNU Backgammon's external player: gnubg connects, sends a FIBS board line each time the bot is to act, and reads back a play or a cube action.
//!
//! gnubg's command `set player N external HOST:PORT` makes player N a
//! program on the other end of a TCP socket that must already listen
//! (`racegame gnubg-external --port PORT`). On each of that player's
//! turns gnubg writes the position as a FIBS `board:` line from the
//! player's side (followed by a newline and a NUL byte; gnubg 1.07 writes
//! the turn field as 0) and reads one line back: a play in gnubg's own
//! notation (`13/8 24/22`, `8/5(2)`, `bar/22*`; an empty line when no
//! move is possible), `roll` or `double` before the dice, `take`, `drop`
//! or `beaver` when doubled (a beaver comes back as a double, which is
//! taken: a beaver may not be refused). gnubg rolls the dice itself, keeps the score
//! and the match, and handles resignations. These facts were read from
//! gnubg's behaviour and its published source (`play.c`, the external
//! player's turn); nothing of gnubg is linked or copied.
//!
//! [`ExternalPlayer::answer`] is the protocol as plain code (a line in, a
//! line out); [`serve`] wires it to a socket.

use std::io::{BufRead, BufReader, Write};
use std::net::TcpListener;

use racegame::backgammon::bot::{Bot, Evaluator, Level};
use racegame::backgammon::{
    BackgammonAction, BackgammonGame, BackgammonRules, CubeRules, FIBS_UNLIMITED, FibsBoard, Phase,
};
use racegame::{RaceGame, Roll};

use crate::ubgi;

/// The bot's side of the protocol.
pub struct ExternalPlayer<E> {
    bot: Bot<E>,
    /// The Jacoby rule in money play (the board line does not say).
    pub jacoby: bool,
    /// Beavers in money play (the board line does not say).
    pub beavers: bool,
}

impl<E: Evaluator> ExternalPlayer<E> {
    /// The bot over `evaluator` at `level`, money play with the Jacoby
    /// rule and beavers (gnubg's defaults).
    pub fn new(evaluator: E, level: Level) -> Self {
        ExternalPlayer {
            bot: Bot::new(evaluator, level),
            jacoby: true,
            beavers: true,
        }
    }

    /// The answer to one board line: a play in gnubg's notation, or a
    /// cube word.
    ///
    /// # Errors
    ///
    /// A line that is not a board line, or a position the rules refuse
    /// (gnubg shows lines starting `Error: ` and stops the game).
    pub fn answer(&self, line: &str) -> Result<String, String> {
        let b = gnubg_board(line)?;
        let rules = match b.match_length {
            0 | FIBS_UNLIMITED => BackgammonRules::backgammon().with_cube(
                CubeRules::money()
                    .with_jacoby(self.jacoby)
                    .with_beavers(self.beavers),
            ),
            n => BackgammonRules::backgammon().with_match(n),
        };
        let game = BackgammonGame::new(rules).map_err(|e| e.to_string())?;
        let state = match game.state_from_fibs_board(&b.to_string()) {
            Ok(state) => state,
            Err(_) if no_move(&game, &b) => return Ok(String::new()),
            // gnubg passes a beaver back as a double of the doubled cube
            // (a position the library refuses: the beaverer may not
            // double); a beaver may not be refused, so it is taken.
            Err(_) if b.was_doubled && !b.may_double[1] => return Ok("take".into()),
            Err(e) => return Err(e.to_string()),
        };
        // The side asked is the board's player: never answer for the other.
        let me = racegame::Seat(u8::from(b.colour < 0));
        let decider = match state.phase() {
            Phase::Doubled => racegame::Seat(1 - state.turn().0),
            _ => state.turn(),
        };
        if decider != me {
            return Err("the board line is not the asked player's decision".into());
        }
        match state.phase() {
            Phase::AwaitingMove(_) => {
                let play = ubgi::best_play(&self.bot, &game, &state)?;
                Ok(play.to_string())
            }
            Phase::AwaitingCube | Phase::AwaitingThrow | Phase::Doubled => {
                let (_, word) = ubgi::cube_action(&self.bot, &game, &state)?;
                Ok(word.to_string())
            }
            phase => Err(format!("no decision in this position ({phase:?})")),
        }
    }
}

/// One of gnubg's `board:` lines (as its external player gets them, and
/// as `show board` prints them under `set output rawboard on`) read and
/// turned into the FIBS client protocol's reading (see `normalise`).
///
/// # Errors
///
/// A line that is not a board line.
pub fn gnubg_board(line: &str) -> Result<FibsBoard, String> {
    let line = line.trim_matches(|c: char| c == '\0' || c.is_whitespace());
    let mut b: FibsBoard = line.parse().map_err(|e| format!("{e}"))?;
    normalise(&mut b);
    Ok(b)
}

/// Whether `b` holds dice that allow no move (a position the library
/// refuses as a state: gnubg asks anyway, and takes an empty line).
fn no_move(game: &BackgammonGame, b: &FibsBoard) -> bool {
    let [d1, d2] = b.dice[0];
    let Ok(roll) = Roll::two(d1, d2) else {
        return false;
    };
    let mut before = b.clone();
    before.dice = [[0, 0], [0, 0]];
    let Ok(mut s) = game.state_from_fibs_board(&before.to_string()) else {
        return false;
    };
    if s.phase() == Phase::AwaitingCube {
        match game.apply(&s, BackgammonAction::Roll) {
            Ok((next, _)) => s = next,
            Err(_) => return false,
        }
    }
    let mover = s.turn();
    match game.apply(&s, BackgammonAction::Throw(roll)) {
        Ok((after, _)) => {
            !(after.turn() == mover && matches!(after.phase(), Phase::AwaitingMove(_)))
        }
        Err(_) => false,
    }
}

/// gnubg's board line turned into the FIBS client protocol's reading,
/// the asked side as the line's player.
///
/// gnubg 1.07 writes every line from its player 1's side: player 1's
/// checkers positive (colour 1, moving from 24 to 1), player 0's
/// negative, the may-double pair in that order; the turn field is the
/// side on roll (the doubler while a double awaits its answer), the names
/// and scores are player 0's first except while a double awaits its
/// answer, and the bar and borne-off fields are left 0. The side asked is
/// the side on roll, or the other while a double awaits its answer. When
/// that side is player 0, the board is turned round (point `p` of the
/// line is the asked side's `25 - p`) and the pairs swapped.
fn normalise(b: &mut FibsBoard) {
    let asked = if b.was_doubled { -b.turn } else { b.turn };
    let negative = asked < 0;
    if negative == b.was_doubled {
        // Names and scores: player 0's first, except while doubled.
        b.score.swap(0, 1);
    }
    if asked != b.colour {
        let old = b.board;
        for (p, slot) in b.board.iter_mut().enumerate() {
            *slot = old[25 - p];
        }
        b.may_double.swap(0, 1);
        b.colour = asked;
    }
    b.turn = b.colour;
    let c = b.colour;
    let on = |sign: i8| -> u8 { b.board.iter().map(|&n| (sign * n).max(0) as u8).sum() };
    let (mine, theirs) = (on(c), on(-c));
    let checkers = 15u8;
    b.off = [
        checkers.saturating_sub(mine),
        checkers.saturating_sub(theirs),
    ];
    let at = |p: u8| b.board.get(usize::from(p)).map_or(0, |n| n.unsigned_abs());
    b.on_bar = [at(b.bar), at(b.home)];
}

/// Listens on `port` of this machine, and answers gnubg's board lines on
/// each connection in turn until it closes; `log` gets each exchange.
///
/// # Errors
///
/// Those of the socket.
pub fn serve<E: Evaluator>(
    player: &ExternalPlayer<E>,
    port: u16,
    mut log: impl FnMut(&str, &str),
) -> Result<(), String> {
    let listener = TcpListener::bind(("127.0.0.1", port)).map_err(|e| e.to_string())?;
    for stream in listener.incoming() {
        let stream = stream.map_err(|e| e.to_string())?;
        let mut writer = stream.try_clone().map_err(|e| e.to_string())?;
        let mut reader = BufReader::new(stream);
        let mut line = String::new();
        loop {
            line.clear();
            if reader.read_line(&mut line).map_err(|e| e.to_string())? == 0 {
                break;
            }
            if line
                .trim_matches(|c: char| c == '\0' || c.is_whitespace())
                .is_empty()
            {
                continue;
            }
            let reply = player
                .answer(&line)
                .unwrap_or_else(|e| format!("Error: {e}"));
            log(
                line.trim_matches(|c: char| c == '\0' || c.is_whitespace()),
                &reply,
            );
            writer
                .write_all(format!("{reply}\n").as_bytes())
                .map_err(|e| e.to_string())?;
        }
    }
    Ok(())
}
