//! The Goose notation: [`GooseAction`] and [`GooseState`] as short text, read back exactly.
//!
//! The grammars are documented on the types: [`GooseAction`] and [`GooseState`], section "Notation".

use core::fmt;
use core::str::FromStr;

use super::MAX_SEATS;
use super::action::GooseAction;
use super::error::GooseStateError;
use super::event::Direction;
use super::state::{Continuation, GooseState, Status};
use crate::game::Seat;
use crate::notation::{Cursor, NotationError, PositionError, end_of_position, read_roll};

impl fmt::Display for GooseAction {
    /// The throw in the notation: `4`, `6+3` (see [`GooseAction`]'s
    /// `FromStr`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GooseAction::Throw(roll) => write!(f, "{roll}"),
        }
    }
}

impl FromStr for GooseAction {
    type Err = NotationError;

    /// Reads a throw: `d` or `d+d`, each die 1 to 6 (the grammar is in
    /// [`GooseAction`]'s docs, "Notation"). The board's dice count is
    /// checked by [`GooseGame::throw`](super::GooseGame::throw) or `apply`.
    ///
    /// # Errors
    ///
    /// [`NotationError`] saying what was expected where the text departs
    /// from the grammar.
    ///
    /// ```
    /// use racegame::{Roll, goose::GooseAction};
    /// assert_eq!("6+3".parse::<GooseAction>()?, GooseAction::Throw(Roll::two(6, 3)?));
    /// assert!("7".parse::<GooseAction>().is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn from_str(text: &str) -> Result<Self, NotationError> {
        let mut c = Cursor::new(text)?;
        let roll = read_roll(&mut c)?;
        c.end("the end of the throw, or \"+\" and a second die")?;
        Ok(GooseAction::Throw(roll))
    }
}

impl fmt::Display for GooseState {
    /// The position in one line (the grammar is in [`GooseState`]'s docs,
    /// "Notation").
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("goose ")?;
        for i in 0..self.seats().min(MAX_SEATS) {
            let sep = if i == 0 { "" } else { "," };
            write!(f, "{sep}{}", self.positions[i])?;
            if !self.thrown[i] {
                f.write_str("*")?;
            }
            if self.held[i] {
                f.write_str("h")?;
            }
            if self.missed[i] != 0 {
                write!(f, "m{}", self.missed[i])?;
            }
            if self.fines[i] != 0 {
                write!(f, "f{}", self.fines[i])?;
            }
        }
        write!(f, " t={} n={}", self.current, self.throws)?;
        match self.status {
            Status::InPlay => {}
            Status::Won(seat) => write!(f, " s=won:{}", seat.0)?,
            Status::Blocked => f.write_str(" s=blocked")?,
            Status::Truncated => f.write_str(" s=truncated")?,
        }
        if let Some(c) = self.continuing {
            let dir = if c.direction == Direction::Forward {
                '+'
            } else {
                '-'
            };
            write!(f, " c={}{dir}", c.origin)?;
        }
        f.write_str(";")
    }
}

impl FromStr for GooseState {
    type Err = PositionError<GooseStateError>;

    /// Reads a position written by `Display`:
    ///
    /// ```text
    /// position = "goose" " " token *( "," token ) " t=" seat " n=" number
    ///            [ " s=" ( "won:" seat | "blocked" | "truncated" ) ]
    ///            [ " c=" square ( "+" | "-" ) ] ";"
    /// token    = square [ "*" ] [ "h" ] [ "m" number ] [ "f" number ]
    /// ```
    ///
    /// (`*`: the first throw is still to come; `h`: held; `m`: turns to
    /// miss; `f`: fines paid; `s`: the end of the game; `c`: a repeat move
    /// under way, from its origin, forward or backward; `;` ends every
    /// position, so a text cut short is refused.) The shape is
    /// checked here; [`parse_position`](crate::notation::parse_position)
    /// also checks the state against a board.
    ///
    /// # Errors
    ///
    /// [`PositionError::Notation`] for text not in the notation,
    /// [`PositionError::State`] for a state of no table (a seat number out
    /// of range).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut c = Cursor::new(text)?;
        c.expect_str("goose ", "\"goose \"")?;
        let mut s = GooseState::new(0, 0);
        read_tokens(&mut c, &mut s)?;
        c.expect_str(
            " t=",
            "\",\" and another token, or \" t=\" and the seat to throw",
        )?;
        s.current = c.small("a seat number", u8::MAX)?;
        c.expect_str(" n=", "\" n=\" and the throws made")?;
        s.throws = c.number("the throws made", u32::MAX)?;
        if c.eat_str(" s=") {
            s.status = read_status(&mut c)?;
        }
        if c.eat_str(" c=") {
            s.continuing = Some(read_continuation(&mut c)?);
        }
        end_of_position(
            &mut c,
            "\" s=\" and the end of the game, \" c=\" and a repeat under way, or \";\" to end the position",
        )?;
        s.check_shape().map_err(PositionError::State)?;
        Ok(s)
    }
}

fn read_tokens(c: &mut Cursor<'_>, s: &mut GooseState) -> Result<(), NotationError> {
    let mut i = 0;
    loop {
        if i >= MAX_SEATS {
            return Err(c.expected("at most 6 tokens, one per seat"));
        }
        s.positions[i] = c.small("a square, 0 to 255", u8::MAX)?;
        s.thrown[i] = !c.eat(b'*');
        s.held[i] = c.eat(b'h');
        if c.eat(b'm') {
            s.missed[i] = c.nonzero("the turns to miss", 255)? as u8;
        }
        if c.eat(b'f') {
            s.fines[i] = c.nonzero("the fines paid", u32::MAX)?;
        }
        i += 1;
        if !c.eat(b',') {
            break;
        }
    }
    s.seats = i as u8;
    Ok(())
}

fn read_status(c: &mut Cursor<'_>) -> Result<Status, NotationError> {
    if c.eat_str("won:") {
        Ok(Status::Won(Seat(c.small("the winning seat", u8::MAX)?)))
    } else if c.eat_str("blocked") {
        Ok(Status::Blocked)
    } else if c.eat_str("truncated") {
        Ok(Status::Truncated)
    } else {
        Err(c.expected("\"won:\" and a seat, \"blocked\" or \"truncated\""))
    }
}

fn read_continuation(c: &mut Cursor<'_>) -> Result<Continuation, NotationError> {
    let origin = c.small("the square the repeat started from", u8::MAX)?;
    let direction = if c.eat(b'+') {
        Direction::Forward
    } else if c.eat(b'-') {
        Direction::Backward
    } else {
        return Err(c.expected("\"+\" (forward) or \"-\" (backward)"));
    };
    Ok(Continuation { origin, direction })
}
