//! The card race's notation: [`SlideAction`] and [`SlideState`] as short text, read back exactly.
//!
//! The grammars are documented on the types: [`SlideAction`] and
//! [`SlideState`], section "Notation".

use core::fmt;
use core::str::FromStr;

use super::MAX_SEATS;
use super::action::SlideAction;
use super::error::SlideStateError;
use super::rules::{CARD_KINDS, Card};
use super::state::{Phase, Place, SlideState};
use crate::game::Seat;
use crate::notation::{Cursor, NotationError, PositionError, end_of_position};

const PAWN: &str = "a pawn, 0 to 3";
const INDEX: &str = "a pawn index, 0 to 7 (a partner's pawns from the pawns a seat has on)";
const SEAT: &str = "a seat, 0 to 3";
const CARD: &str = "a card: 1, 2, 3, 4, 5, 7, 8, 10, 11, 12 or S";

impl fmt::Display for SlideAction {
    /// The action in the notation ([`SlideAction`]'s docs, "Notation").
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SlideAction::Draw(card) => write!(f, "d{card}"),
            SlideAction::Start { pawn } => write!(f, "s{pawn}"),
            SlideAction::Forward { pawn, steps } => write!(f, "f{pawn}+{steps}"),
            SlideAction::Backward { pawn, steps } => write!(f, "b{pawn}-{steps}"),
            SlideAction::Sorry { pawn, seat, target } => write!(f, "S{pawn}@{seat}.{target}"),
            SlideAction::Swap { pawn, seat, target } => write!(f, "x{pawn}@{seat}.{target}"),
            SlideAction::Pass => f.write_str("p"),
        }
    }
}

impl FromStr for SlideAction {
    type Err = NotationError;

    /// Reads an action written by `Display`.
    ///
    /// ```
    /// use racegame::slide::{Card, SlideAction};
    /// assert_eq!("f1+5".parse::<SlideAction>()?, SlideAction::Forward { pawn: 1, steps: 5 });
    /// assert_eq!("dS".parse::<SlideAction>()?, SlideAction::Draw(Card::Sorry));
    /// assert!("d6".parse::<SlideAction>().is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`NotationError`] where the text departs from the grammar.
    fn from_str(text: &str) -> Result<Self, NotationError> {
        let mut c = Cursor::new(text)?;
        let action = if c.eat(b'd') {
            SlideAction::Draw(read_card(&mut c)?)
        } else if c.eat(b's') {
            SlideAction::Start {
                pawn: c.small(INDEX, 7)?,
            }
        } else if c.eat(b'f') {
            let pawn = c.small(INDEX, 7)?;
            c.expect(b'+', "\"+\" and the steps")?;
            SlideAction::Forward {
                pawn,
                steps: c.nonzero("steps, 1 to 12", 12)? as u8,
            }
        } else if c.eat(b'b') {
            let pawn = c.small(INDEX, 7)?;
            c.expect(b'-', "\"-\" and the steps")?;
            SlideAction::Backward {
                pawn,
                steps: c.nonzero("steps, 1 to 12", 12)? as u8,
            }
        } else if c.eat(b'S') || c.eat(b'x') {
            let sorry = text.starts_with('S');
            let pawn = c.small(INDEX, 7)?;
            c.expect(b'@', "\"@\" and the opponent's seat")?;
            let seat = c.small(SEAT, 3)?;
            c.expect(b'.', "\".\" and the opponent's pawn")?;
            let target = c.small(PAWN, 3)?;
            if sorry {
                SlideAction::Sorry { pawn, seat, target }
            } else {
                SlideAction::Swap { pawn, seat, target }
            }
        } else if c.eat(b'p') {
            SlideAction::Pass
        } else {
            return Err(c.expected("an action: d, s, f, b, S, x or p"));
        };
        c.end("the end of the action")?;
        Ok(action)
    }
}

fn read_card(c: &mut Cursor<'_>) -> Result<Card, NotationError> {
    if c.eat(b'S') {
        return Ok(Card::Sorry);
    }
    let at = c.position();
    let n = c.small(CARD, 12)?;
    Card::from_number(n)
        .filter(|&k| k != Card::Sorry)
        .ok_or_else(|| {
            c.rewind(at);
            c.expected(CARD)
        })
}

impl fmt::Display for SlideState {
    /// The position in one line ([`SlideState`]'s docs, "Notation").
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("slide")?;
        for (seat, row) in self.pawns.iter().enumerate() {
            write!(f, " {seat}:")?;
            for (i, place) in row.iter().enumerate() {
                let sep = if i == 0 { "" } else { "," };
                match place {
                    Place::Start => write!(f, "{sep}s")?,
                    Place::Home => write!(f, "{sep}h")?,
                    Place::Safety(z) => write!(f, "{sep}z{z}")?,
                    Place::Track(sq) => write!(f, "{sep}{sq}")?,
                }
            }
        }
        f.write_str(" pile=")?;
        for (i, n) in self.pile.iter().enumerate() {
            write!(f, "{}{n}", if i == 0 { "" } else { "," })?;
        }
        write!(f, " t={} p=", self.turn.0)?;
        match (self.phase, self.card) {
            (Phase::AwaitingMove, Some(card)) => write!(f, "move:{card}")?,
            (Phase::AwaitingMove, None) => f.write_str("move:?")?,
            (Phase::AwaitingDraw, _) => f.write_str("draw")?,
            (Phase::Over, _) => f.write_str("over")?,
        }
        if let Some((moved, steps)) = self.split {
            f.write_str(" split=")?;
            let mut sep = "";
            for p in (0..8).filter(|p| moved & (1 << p) != 0) {
                write!(f, "{sep}{p}")?;
                sep = ".";
            }
            write!(f, ":{steps}")?;
        }
        if let Some(w) = self.winner {
            write!(f, " w={}", w.0)?;
        }
        if self.actions != 0 {
            write!(f, " n={}", self.actions)?;
        }
        f.write_str(";")
    }
}

impl FromStr for SlideState {
    type Err = PositionError<SlideStateError>;

    /// Reads a position written by `Display`;
    /// [`parse_position`](crate::notation::parse_position) also checks it
    /// against the rules.
    ///
    /// ```
    /// use racegame::{RaceGame, notation::parse_position, slide::SlideGame};
    /// let game = SlideGame::classic(2)?;
    /// let s = game.initial_state();
    /// assert_eq!(parse_position(&game, &s.to_string())?, s);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`PositionError::Notation`] for text not in the notation.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut c = Cursor::new(text)?;
        c.expect_str("slide", "\"slide\"")?;
        let pawns = read_pawns(&mut c)?;
        c.expect_str(" pile=", "\" pile=\" and the draw pile")?;
        let pile = read_pile(&mut c)?;
        c.expect_str(" t=", "\" t=\" and the seat to act")?;
        let turn = Seat(c.small(SEAT, 3)?);
        c.expect_str(" p=", "\" p=\" and the phase")?;
        let (phase, card) = read_phase(&mut c)?;
        let split = if c.eat_str(" split=") {
            Some(read_split(&mut c)?)
        } else {
            None
        };
        let winner = if c.eat_str(" w=") {
            Some(Seat(c.small(SEAT, 3)?))
        } else {
            None
        };
        let actions = if c.eat_str(" n=") {
            c.nonzero("the actions played", u32::MAX)?
        } else {
            0
        };
        end_of_position(&mut c, "\" n=\" and the actions played, or \";\"")?;
        Ok(SlideState {
            pawns,
            pile,
            turn,
            phase,
            card,
            split,
            actions,
            winner,
        })
    }
}

/// The four seats' pawns, `" 0:p,p,p,p 1:… 3:…"`, seats in order.
fn read_pawns(c: &mut Cursor<'_>) -> Result<[[Place; 4]; MAX_SEATS], NotationError> {
    let mut pawns = [[Place::Start; 4]; MAX_SEATS];
    for (seat, row) in pawns.iter_mut().enumerate() {
        c.expect(b' ', "\" \" and a seat's pawns")?;
        c.expect(b'0' + seat as u8, "the seats in order, 0 to 3")?;
        c.expect(b':', "\":\" and the seat's pawns")?;
        for (i, place) in row.iter_mut().enumerate() {
            if i > 0 {
                c.expect(b',', "\",\" and the next pawn (four a seat)")?;
            }
            *place = read_place(c)?;
        }
    }
    Ok(pawns)
}

/// The draw pile: a count for each of the eleven kinds of card, comma-separated.
fn read_pile(c: &mut Cursor<'_>) -> Result<[u8; CARD_KINDS], NotationError> {
    let mut pile = [0u8; CARD_KINDS];
    for (i, n) in pile.iter_mut().enumerate() {
        if i > 0 {
            c.expect(b',', "\",\" and the next count (eleven)")?;
        }
        *n = c.small("a count of cards", u8::MAX)?;
    }
    Ok(pile)
}

/// The phase and the card in hand: `draw`, `move:<card>` or `over`.
fn read_phase(c: &mut Cursor<'_>) -> Result<(Phase, Option<Card>), NotationError> {
    Ok(if c.eat_str("draw") {
        (Phase::AwaitingDraw, None)
    } else if c.eat_str("move:") {
        (Phase::AwaitingMove, Some(read_card(c)?))
    } else if c.eat_str("over") {
        (Phase::Over, None)
    } else {
        return Err(c.expected("a phase: draw, move:<card> or over"));
    })
}

/// A split seven under way, after `" split="`: `<pawns>:<steps left>`,
/// the pawn indexes that moved (0 to 7) joined by `.`, as a bit each.
fn read_split(c: &mut Cursor<'_>) -> Result<(u8, u8), NotationError> {
    let mut moved = 1u8 << c.small(INDEX, 7)?;
    while c.eat(b'.') {
        moved |= 1 << c.small(INDEX, 7)?;
    }
    c.expect(b':', "\":\" and the steps left")?;
    Ok((moved, c.nonzero("the steps left, 1 to 6", 6)? as u8))
}

fn read_place(c: &mut Cursor<'_>) -> Result<Place, NotationError> {
    Ok(if c.eat(b's') {
        Place::Start
    } else if c.eat(b'h') {
        Place::Home
    } else if c.eat(b'z') {
        Place::Safety(c.nonzero("a safety square from 1", 12)? as u8)
    } else {
        Place::Track(c.small("a pawn's place: s, h, z<n> or a track square", 239)?)
    })
}
