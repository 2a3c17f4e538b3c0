//! The Pachisi notation: [`PachisiAction`] and [`PachisiState`] as short text, read back exactly.
//!
//! ```text
//! action   = lot | "m" progress [ "x" count ] | "p"
//!          | "d" die "m" progress [ "x" count ]  ; one die of the pending dice
//! lot      = "0" .. "18"              ; mouths up, or the dice's total
//!          | "d" die [ die [ die ] ]  ; the long dice used separately, largest first
//! die      = "1" | "2" | "5" | "6"
//! progress = "0" .. "83"              ; the pieces' progress (0: the charkoni)
//! count    = "2" .. "4"               ; pieces moving together (1 is left out)
//!
//! position = "pachisi" 4( " " colour ":" row )   ; R, Y, G, B in this order
//!            " t=" colour " p=" phase
//!            [ " s=" number ]         ; throws again in a row (0 is left out)
//!            [ " n=" number ]         ; actions played (0 is left out)
//!            ";"
//! colour   = "R" | "Y" | "G" | "B"    ; colours 0 to 3: Red, Yellow, Green, Black
//! row      = slot "," slot "," slot "," slot   ; all four slots, as held
//! slot     = "0" .. "84"              ; 84: home
//! phase    = "throw" | "move:" lot | "over" | "truncated"
//! ```
//!
//! A row lists the colour's four slots as the state holds them (the pieces'
//! progress rising, then a 0 for each slot past the rules' pieces), so every
//! text read is exactly the text written for its state. Reading checks the
//! shape; [`parse_position`](crate::notation::parse_position) also checks the
//! position against a game's rules.
//!
//! ```
//! use racegame::{RaceGame, notation::parse_position, pachisi::{PachisiAction, PachisiGame, PachisiState}};
//! let game = PachisiGame::pachisi(4)?;
//! let s = game.apply(&game.initial_state(), "0".parse()?)?.0; // 25, a grace
//! let s = game.apply(&s, "m0".parse()?)?.0;
//! assert_eq!(s.to_string(), "pachisi R:0,0,0,25 Y:0,0,0,0 G:0,0,0,0 B:0,0,0,0 t=R p=throw s=1 n=2;");
//! assert_eq!(parse_position(&game, &s.to_string())?, s);
//! assert_eq!(PachisiAction::Move { from: 18, count: 2 }.to_string(), "m18x2");
//! assert_eq!("p".parse::<PachisiAction>()?, PachisiAction::Pass);
//! // Chaupar's dice, one at a time: a throw of 6, 2 and 1, then the 6.
//! let chaupar = PachisiGame::chaupar(4)?;
//! let s = chaupar.apply(&chaupar.initial_state(), "d621".parse()?)?.0;
//! let s = chaupar.apply(&s, "d6m7".parse()?)?.0;
//! assert_eq!(s.to_string(), "pachisi R:6,13,23,24 Y:6,7,23,24 G:6,7,23,24 B:6,7,23,24 t=R p=move:d21 n=2;");
//! assert_eq!(parse_position(&chaupar, &s.to_string())?, s);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;
use core::str::FromStr;

use super::action::PachisiAction;
use super::error::PachisiStateError;
use super::rules::HOME;
use super::state::{PachisiState, Phase};
use crate::notation::{Cursor, NotationError, PositionError, end_of_position};

/// The letters of the colours, 0 to 3.
const LETTERS: [u8; 4] = *b"RYGB";
const LOT: &str = "a throw, 0 to 18";
const PROGRESS: &str = "a progress, 0 to 83";

impl fmt::Display for PachisiAction {
    /// The action in the notation: `3`, `m25`, `m18x2`, `p`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PachisiAction::Throw(lot) => write!(f, "{}", Lot(lot)),
            PachisiAction::MoveDie { die, from, count } => {
                write!(f, "d{die}m{from}")?;
                if count != 1 {
                    write!(f, "x{count}")?;
                }
                Ok(())
            }
            PachisiAction::Move { from, count: 1 } => write!(f, "m{from}"),
            PachisiAction::Move { from, count } => write!(f, "m{from}x{count}"),
            PachisiAction::Pass => f.write_str("p"),
        }
    }
}

impl FromStr for PachisiAction {
    type Err = NotationError;

    /// Reads an action written by `Display` (the grammar is in the
    /// [`notation`](self) module's docs).
    ///
    /// # Errors
    ///
    /// [`NotationError`] saying what was expected where the text departs
    /// from the grammar.
    fn from_str(text: &str) -> Result<Self, NotationError> {
        let mut c = Cursor::new(text)?;
        let action = if c.eat(b'p') {
            PachisiAction::Pass
        } else if c.eat(b'm') {
            let (from, count) = read_move(&mut c)?;
            PachisiAction::Move { from, count }
        } else if c.peek() == Some(b'd') {
            let lot = read_dice(&mut c)?;
            if c.eat(b'm') {
                let Some(([die, ..], 1)) = super::dice::lot_dice(lot) else {
                    return Err(c.expected("\"m\" after one die only"));
                };
                let (from, count) = read_move(&mut c)?;
                PachisiAction::MoveDie { die, from, count }
            } else {
                PachisiAction::Throw(lot)
            }
        } else {
            PachisiAction::Throw(c.small("a throw (0 to 18), \"d\", \"m\" or \"p\"", 18)?)
        };
        c.end("the end of the action")?;
        Ok(action)
    }
}

impl fmt::Display for PachisiState {
    /// The position in one line (the grammar is in the
    /// [`notation`](self) module's docs).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("pachisi")?;
        for colour in 0..4u8 {
            let row = self.pieces(colour);
            write!(
                f,
                " {}:{},{},{},{}",
                char::from(LETTERS[usize::from(colour)]),
                row[0],
                row[1],
                row[2],
                row[3]
            )?;
        }
        let turn = LETTERS
            .get(usize::from(self.colour()))
            .map_or('?', |&b| char::from(b));
        write!(f, " t={turn} p=")?;
        match self.phase() {
            Phase::AwaitingThrow => f.write_str("throw")?,
            Phase::AwaitingMove(lot) => write!(f, "move:{}", Lot(lot))?,
            Phase::Over => f.write_str("over")?,
            Phase::Truncated => f.write_str("truncated")?,
        }
        if self.streak() != 0 {
            write!(f, " s={}", self.streak())?;
        }
        if self.actions() != 0 {
            write!(f, " n={}", self.actions())?;
        }
        f.write_str(";")
    }
}

impl FromStr for PachisiState {
    type Err = PositionError<PachisiStateError>;

    /// Reads a position written by `Display` (the grammar is in the
    /// [`notation`](self) module's docs). The shape is checked here;
    /// [`parse_position`](crate::notation::parse_position) also checks the
    /// state against the rules.
    ///
    /// # Errors
    ///
    /// [`PositionError::Notation`] for text not in the notation,
    /// [`PositionError::State`] for a row that is not rising.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut c = Cursor::new(text)?;
        c.expect_str("pachisi", "\"pachisi\"")?;
        let mut s = PachisiState::new(1, [0; 4]);
        for colour in 0..4u8 {
            c.expect(b' ', "\" \" and a colour's pieces")?;
            c.expect(
                LETTERS[usize::from(colour)],
                "the colour's letter: R, Y, G, B in this order",
            )?;
            c.expect(b':', "\":\" and the colour's four slots")?;
            let mut row = [0u8; 4];
            for (i, slot) in row.iter_mut().enumerate() {
                if i > 0 {
                    c.expect(b',', "\",\" and the next slot (four in all)")?;
                }
                *slot = c.small("a slot, 0 to 84", HOME)?;
            }
            s.pieces[usize::from(colour)] = row;
        }
        c.expect_str(" t=", "\" t=\" and the colour to act")?;
        s.colour = read_colour(&mut c)?;
        c.expect_str(" p=", "\" p=\" and the phase")?;
        s.phase = read_phase(&mut c)?;
        if c.eat_str(" s=") {
            s.streak = c.nonzero("the throws again in a row", u32::from(u8::MAX))? as u8;
        }
        if c.eat_str(" n=") {
            s.actions = c.nonzero("the actions played", u32::MAX)?;
        }
        end_of_position(&mut c, "\" s=\", \" n=\" or \";\" to end the position")?;
        s.check_shape().map_err(PositionError::State)?;
        Ok(s)
    }
}

/// A lot in the notation: its number, or "d" and the dice largest first.
struct Lot(u8);

impl fmt::Display for Lot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match super::dice::lot_dice(self.0) {
            Some((faces, n)) => {
                f.write_str("d")?;
                faces[..n].iter().try_for_each(|d| write!(f, "{d}"))
            }
            None => write!(f, "{}", self.0),
        }
    }
}

/// The progress and count of a move, after its "m".
fn read_move(c: &mut Cursor<'_>) -> Result<(u8, u8), NotationError> {
    let from = c.small(PROGRESS, HOME - 1)?;
    let count = if c.eat(b'x') {
        if c.peek() == Some(b'1') {
            return Err(c.expected("a count from 2 (a count of 1 is left out)"));
        }
        c.small("a count, 2 to 4", 4).and_then(|n| {
            if n < 2 {
                Err(c.expected("a count, 2 to 4"))
            } else {
                Ok(n)
            }
        })?
    } else {
        1
    };
    Ok((from, count))
}

/// "d" and one to three dice (1, 2, 5 or 6), largest first, as a lot.
fn read_dice(c: &mut Cursor<'_>) -> Result<u8, NotationError> {
    const DIE: &str = "a die: 1, 2, 5 or 6, the largest first";
    c.expect(b'd', "\"d\" and the dice")?;
    let mut faces = [0u8; 3];
    let mut n = 0;
    while let Some(b @ (b'1' | b'2' | b'5' | b'6')) = c.peek() {
        if n == 3 || (n > 0 && b - b'0' > faces[n - 1]) {
            return Err(c.expected(DIE));
        }
        c.eat(b);
        faces[n] = b - b'0';
        n += 1;
    }
    super::dice::dice_lot(&faces[..n]).ok_or_else(|| c.expected(DIE))
}

fn read_colour(c: &mut Cursor<'_>) -> Result<u8, NotationError> {
    match LETTERS.iter().position(|&l| c.peek() == Some(l)) {
        Some(i) => {
            c.eat(LETTERS[i]);
            Ok(i as u8)
        }
        None => Err(c.expected("a colour: R, Y, G or B")),
    }
}

fn read_phase(c: &mut Cursor<'_>) -> Result<Phase, NotationError> {
    Ok(if c.eat_str("throw") {
        Phase::AwaitingThrow
    } else if c.eat_str("move:") {
        if c.peek() == Some(b'd') {
            Phase::AwaitingMove(read_dice(c)?)
        } else {
            Phase::AwaitingMove(c.small(LOT, 18)?)
        }
    } else if c.eat_str("over") {
        Phase::Over
    } else if c.eat_str("truncated") {
        Phase::Truncated
    } else {
        return Err(c.expected("a phase: throw, move:<lot>, over or truncated"));
    })
}
