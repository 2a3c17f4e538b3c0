//! The Ur notation: [`UrAction`] and [`UrState`] as short text, read back exactly.
//!
//! The grammars are documented on the types: [`UrAction`] and [`UrState`], section "Notation".

use core::fmt;
use core::str::FromStr;

use super::action::UrAction;
use super::error::UrStateError;
use super::rules::{MAX_PATH, MAX_PIECES};
use super::state::{Phase, UrState};
use crate::game::Seat;
use crate::notation::{Cursor, NotationError, PositionError, end_of_position};

/// The letters of the seats: `L`ight and `D`ark.
const LETTERS: [u8; 2] = *b"LD";
const PATH_INDEX: &str = "a path index, 1 to 16";
const THROW_TO_MOVE: &str = "the throw to move, 1 to 4";

impl fmt::Display for UrAction {
    /// The action in the notation: `3`, `e`, `m7` (the grammar is in
    /// [`UrAction`]'s docs, "Notation").
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UrAction::Throw(value) => write!(f, "{value}"),
            UrAction::Enter => f.write_str("e"),
            UrAction::Move { from } => write!(f, "m{from}"),
        }
    }
}

impl FromStr for UrAction {
    type Err = NotationError;

    /// Reads an action written by `Display` (the grammar is in
    /// [`UrAction`]'s docs, "Notation").
    ///
    /// ```
    /// use racegame::ur::UrAction;
    /// assert_eq!("m7".parse::<UrAction>()?, UrAction::Move { from: 7 });
    /// let err = "m0".parse::<UrAction>().unwrap_err();
    /// assert_eq!(err.to_string(), "at byte 1: expected a path index, 1 to 16; found '0'");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`NotationError`] saying what was expected where the text departs
    /// from the grammar.
    fn from_str(text: &str) -> Result<Self, NotationError> {
        let mut c = Cursor::new(text)?;
        let action = if c.eat(b'e') {
            UrAction::Enter
        } else if c.eat(b'm') {
            UrAction::Move {
                from: read_index(&mut c)?,
            }
        } else {
            UrAction::Throw(c.digit("a throw (\"0\" to \"4\"), \"e\" or \"m\"", 4)?)
        };
        c.end("the end of the action")?;
        Ok(action)
    }
}

/// A path index, 1 to [`MAX_PATH`].
fn read_index(c: &mut Cursor<'_>) -> Result<u8, NotationError> {
    if c.peek() == Some(b'0') {
        return Err(c.expected(PATH_INDEX));
    }
    c.small(PATH_INDEX, MAX_PATH)
}

fn letter(seat: Seat) -> char {
    LETTERS.get(seat.index()).map_or('?', |&b| char::from(b))
}

impl fmt::Display for UrState {
    /// The position in one line: `ur L:w3,o1,5,8 D:w7 t=D p=throw n=4;`
    /// (the grammar is in [`UrState`]'s docs, "Notation").
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ur")?;
        for seat in [Seat(0), Seat(1)] {
            write!(f, " {}:", letter(seat))?;
            write_pieces(self, seat, f)?;
        }
        write!(f, " t={} p=", letter(self.current()))?;
        match self.phase {
            Phase::AwaitingThrow => f.write_str("throw")?,
            Phase::AwaitingMove(value) => write!(f, "move:{value}")?,
            Phase::Over => f.write_str("over")?,
            Phase::Truncated => f.write_str("truncated")?,
        }
        if self.actions != 0 {
            write!(f, " n={}", self.actions)?;
        }
        f.write_str(";")
    }
}

/// `w<waiting>`, `o<borne off>` (each left out when zero), then the path
/// indexes on the board, lowest first; commas between.
fn write_pieces(s: &UrState, seat: Seat, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let mut sep = "";
    if s.waiting(seat) != 0 {
        write!(f, "w{}", s.waiting(seat))?;
        sep = ",";
    }
    if s.borne_off(seat) != 0 {
        write!(f, "{sep}o{}", s.borne_off(seat))?;
        sep = ",";
    }
    for p in s.squares(seat) {
        write!(f, "{sep}{p}")?;
        sep = ",";
    }
    Ok(())
}

impl FromStr for UrState {
    type Err = PositionError<UrStateError>;

    /// Reads a position written by `Display` (the grammar is in
    /// [`UrState`]'s docs, "Notation"). The shape is checked here;
    /// [`parse_position`](crate::notation::parse_position) also checks the
    /// state against the rules.
    ///
    /// ```
    /// use racegame::{RaceGame, notation::parse_position, ur::{LIGHT, UrGame, UrState}};
    /// let game = UrGame::finkel();
    /// let s: UrState = "ur L:w5,o1,8 D:w7 t=L p=throw n=12;".parse()?;
    /// assert_eq!(s.squares(LIGHT).collect::<Vec<_>>(), [8]);
    /// assert_eq!(parse_position(&game, &s.to_string())?, s);
    /// // Seven pieces in all under Finkel's rules: the shape reads, the rules refuse.
    /// assert!(parse_position(&game, "ur L:w5 D:w7 t=L p=throw;").is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`PositionError::Notation`] for text not in the notation,
    /// [`PositionError::State`] for a state of no game (no piece, or more
    /// than seven, for a seat; a pending throw outside 1 to 4).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut c = Cursor::new(text)?;
        c.expect_str("ur", "\"ur\"")?;
        let mut s = UrState::new(0, Seat(0));
        for seat in [Seat(0), Seat(1)] {
            c.expect(b' ', "\" \" and a seat's pieces")?;
            c.expect(LETTERS[seat.index()], seat_expected(seat))?;
            c.expect(b':', "\":\" and the seat's pieces")?;
            read_pieces(&mut c, &mut s, seat)?;
        }
        c.expect_str(
            " t=",
            "\",\" and a path index, or \" t=\" and the seat to play",
        )?;
        s.current = read_seat(&mut c)?.0;
        c.expect_str(" p=", "\" p=\" and the phase")?;
        s.phase = read_phase(&mut c)?;
        if c.eat_str(" n=") {
            s.actions = c.nonzero("the actions played", u32::MAX)?;
        }
        end_of_position(
            &mut c,
            "\" n=\" and the actions played, or \";\" to end the position",
        )?;
        s.check_shape().map_err(PositionError::State)?;
        Ok(s)
    }
}

fn seat_expected(seat: Seat) -> &'static str {
    if seat.0 == 0 {
        "\"L\" (Light's pieces come first)"
    } else {
        "\"D\" (Dark's pieces come second)"
    }
}

fn read_seat(c: &mut Cursor<'_>) -> Result<Seat, NotationError> {
    if c.eat(b'L') {
        Ok(Seat(0))
    } else if c.eat(b'D') {
        Ok(Seat(1))
    } else {
        Err(c.expected("a seat: L (Light) or D (Dark)"))
    }
}

/// `[w<n>,][o<n>,]index,...`: at least one item (the first is checked
/// here, so that a later one is always expected after a comma), counts
/// from 1, indexes strictly rising.
fn read_pieces(c: &mut Cursor<'_>, s: &mut UrState, seat: Seat) -> Result<(), NotationError> {
    let i = UrState::slot(seat);
    if !matches!(c.peek(), Some(b'w' | b'o' | b'1'..=b'9')) {
        return Err(c.expected("a seat's pieces: w<waiting>, o<borne off>, path indexes"));
    }
    let mut more = true;
    if c.eat(b'w') {
        s.waiting[i] = c.nonzero("the pieces waiting", u32::from(MAX_PIECES))? as u8;
        more = c.eat(b',');
    }
    if more && c.eat(b'o') {
        s.off[i] = c.nonzero("the pieces borne off", u32::from(MAX_PIECES))? as u8;
        more = c.eat(b',');
    }
    let mut last = 0;
    while more {
        let p = read_index(c)?;
        if p <= last {
            return Err(c.expected("the path indexes in rising order, each once"));
        }
        s.board[i] |= 1 << p;
        last = p;
        more = c.eat(b',');
    }
    Ok(())
}

fn read_phase(c: &mut Cursor<'_>) -> Result<Phase, NotationError> {
    Ok(if c.eat_str("throw") {
        Phase::AwaitingThrow
    } else if c.eat_str("move:") {
        if c.peek() == Some(b'0') {
            return Err(c.expected(THROW_TO_MOVE));
        }
        Phase::AwaitingMove(c.digit(THROW_TO_MOVE, 4)?)
    } else if c.eat_str("over") {
        Phase::Over
    } else if c.eat_str("truncated") {
        Phase::Truncated
    } else {
        return Err(c.expected("a phase: throw, move:<throw>, over or truncated"));
    })
}
