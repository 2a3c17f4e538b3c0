//! [`UrEvent`]: the story of an action in a game of Ur, in the order things happen.

use super::rules::UrPath;
use crate::game::{Outcome, Seat};

/// One thing that happened during an action.
///
/// A throw yields [`Rolled`](UrEvent::Rolled), then nothing more (a move is
/// awaited) or [`Passed`](UrEvent::Passed) when it allows no move. A move
/// yields [`Entered`](UrEvent::Entered), [`Moved`](UrEvent::Moved) or
/// [`BorneOff`](UrEvent::BorneOff), perhaps [`Captured`](UrEvent::Captured),
/// then [`GameOver`](UrEvent::GameOver), or
/// [`ThrowAgain`](UrEvent::ThrowAgain), or nothing (the opponent throws
/// next). Path indexes are the mover's own; the events that place a
/// piece carry the path, so that its board square can be told.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub enum UrEvent {
    /// `seat` threw `value`.
    Rolled {
        /// Who.
        seat: Seat,
        /// The value thrown.
        value: u8,
    },
    /// The throw allowed no move (a 0, or every move blocked): the turn
    /// passes to the opponent, with no throw again.
    Passed {
        /// Who.
        seat: Seat,
        /// The value thrown.
        value: u8,
    },
    /// A waiting piece entered at path index `to`.
    Entered {
        /// Whose.
        seat: Seat,
        /// Where.
        to: u8,
        /// The path it follows, for its board squares
        /// ([`UrPath::square`]).
        path: UrPath,
    },
    /// A piece moved along its path.
    Moved {
        /// Whose.
        seat: Seat,
        /// From this path index.
        from: u8,
        /// To this one.
        to: u8,
        /// The path it follows, for its board squares
        /// ([`UrPath::square`]).
        path: UrPath,
    },
    /// A piece left the board with an exact throw.
    BorneOff {
        /// Whose.
        seat: Seat,
        /// From this path index.
        from: u8,
        /// The path it follows, for its board squares
        /// ([`UrPath::square`]).
        path: UrPath,
    },
    /// An opponent's piece was captured and went back to wait off the
    /// board.
    Captured {
        /// Whose piece was captured.
        seat: Seat,
        /// Where it stood, as its owner's path index.
        at: u8,
        /// Who captured it.
        by: Seat,
        /// The path it follows, for its board squares
        /// ([`UrPath::square`]).
        path: UrPath,
    },
    /// The same seat throws again: it landed on a rosette, captured, or
    /// both (one throw, never two).
    ThrowAgain {
        /// Who.
        seat: Seat,
        /// The move ended on a rosette.
        rosette: bool,
        /// The move captured, under rules where that throws again.
        capture: bool,
    },
    /// The game is over.
    GameOver {
        /// How it ended.
        outcome: Outcome,
    },
}
