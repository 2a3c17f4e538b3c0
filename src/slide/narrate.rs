//! Narration of the card race: [`SlideEvent`] in plain English, seats named by colour ([`NAMES`]), squares by number.

use core::fmt;

use super::event::SlideEvent;
use super::rules::Card;
use super::state::{Phase, Place};
use crate::game::Seat;
use crate::narrate::{Names, Narrate};

/// The default names of the seats, in turn order: `Red`, `Blue`, `Yellow`,
/// `Green`.
///
/// ```
/// use racegame::{Seat, slide::NAMES};
/// assert_eq!(NAMES.seat(Seat(2)).to_string(), "Yellow");
/// ```
pub const NAMES: Names<'static> = Names::new(&["Red", "Blue", "Yellow", "Green"]);

impl fmt::Display for Place {
    /// "Start", "square 17", "safety square 2", "Home".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Start => f.write_str("Start"),
            Place::Track(sq) => write!(f, "square {sq}"),
            Place::Safety(z) => write!(f, "safety square {z}"),
            Place::Home => f.write_str("Home"),
        }
    }
}

/// A card as read aloud: "a 7", "an 8", "a Sorry! card".
struct Named(Card);

impl fmt::Display for Named {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Card::Sorry => f.write_str("a Sorry! card"),
            Card::Eight | Card::Eleven => write!(f, "an {}", self.0.number()),
            c => write!(f, "a {}", c.number()),
        }
    }
}

impl Narrate for SlideEvent {
    fn subject(&self) -> Option<Seat> {
        match *self {
            SlideEvent::Drew { seat, .. }
            | SlideEvent::Moved { seat, .. }
            | SlideEvent::ForPartner { seat, .. }
            | SlideEvent::Slid { seat, .. }
            | SlideEvent::Bumped { seat, .. }
            | SlideEvent::Forfeited { seat, .. }
            | SlideEvent::Declined { seat }
            | SlideEvent::DrawsAgain { seat }
            | SlideEvent::Won { seat } => Some(seat),
            SlideEvent::Reshuffled | SlideEvent::Truncated => None,
        }
    }

    fn predicate(&self, names: Names<'_>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SlideEvent::ForPartner { partner, .. } => {
                write!(f, "plays the card for partner {}", names.seat(partner))
            }
            SlideEvent::Drew { card, .. } => write!(f, "draws {}", Named(card)),
            SlideEvent::Reshuffled => f.write_str("The pile is empty: the deck is shuffled anew"),
            SlideEvent::Moved { pawn, from, to, .. } => {
                write!(f, "moves pawn {pawn} from {from} to {to}")
            }
            SlideEvent::Slid { pawn, to, .. } => write!(f, "slides pawn {pawn} to {to}"),
            SlideEvent::Bumped { pawn, from, .. } => {
                write!(f, "has pawn {pawn} bumped from {from} back to Start")
            }
            SlideEvent::Forfeited { card, .. } => {
                write!(f, "cannot use {}: the card is lost", Named(card))
            }
            SlideEvent::Declined { .. } => f.write_str("declines to swap"),
            SlideEvent::DrawsAgain { .. } => f.write_str("draws again for the 2"),
            SlideEvent::Won { .. } => f.write_str("brings every pawn Home and wins"),
            SlideEvent::Truncated => f.write_str("The game is cut short at the action limit"),
        }
    }
}

impl fmt::Display for SlideEvent {
    /// The event in plain English, seats named by colour ([`NAMES`]).
    ///
    /// ```
    /// use racegame::{Seat, slide::{Card, Place, SlideEvent}};
    /// let e = SlideEvent::Drew { seat: Seat(1), card: Card::Eleven };
    /// assert_eq!(e.to_string(), "Blue draws an 11.");
    /// let e = SlideEvent::Bumped { seat: Seat(0), pawn: 2, from: Place::Track(9) };
    /// assert_eq!(e.to_string(), "Red has pawn 2 bumped from square 9 back to Start.");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.tell(NAMES, f)
    }
}

impl fmt::Display for Phase {
    /// What the game waits for, in plain English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Phase::AwaitingDraw => "waiting for a draw",
            Phase::AwaitingMove => "waiting for a move",
            Phase::Over => "over",
        })
    }
}
