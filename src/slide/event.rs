//! [`SlideEvent`]: what one action did, in order.

use super::rules::Card;
use super::state::Place;
use crate::game::Seat;

/// One thing that happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SlideEvent {
    /// The seat drew a card.
    Drew {
        /// Who drew.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// The draw took the pile's last card: the whole deck is shuffled into
    /// a new pile.
    Reshuffled,
    /// In the partner game, the player moves its partner's pawn: the
    /// events that follow name the pawn by its own seat.
    ForPartner {
        /// The player.
        seat: Seat,
        /// The partner whose pawn it moves.
        partner: Seat,
    },
    /// A pawn moved (left Start, moved by count, or swapped).
    Moved {
        /// Whose pawn.
        seat: Seat,
        /// The pawn.
        pawn: u8,
        /// From.
        from: Place,
        /// To (before any slide).
        to: Place,
    },
    /// The pawn landed on another colour's triangle and slid to the end.
    Slid {
        /// Whose pawn.
        seat: Seat,
        /// The pawn.
        pawn: u8,
        /// The end of the slide.
        to: Place,
    },
    /// A pawn was bumped back to its Start.
    Bumped {
        /// Whose pawn.
        seat: Seat,
        /// The pawn.
        pawn: u8,
        /// Where it stood.
        from: Place,
    },
    /// The card allowed no move and is discarded.
    Forfeited {
        /// Whose card.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// The seat declined an 11's swap.
    Declined {
        /// Who.
        seat: Seat,
    },
    /// The 2 drawn: the same seat draws again.
    DrawsAgain {
        /// Who.
        seat: Seat,
    },
    /// Every pawn of the seat is Home.
    Won {
        /// The winner.
        seat: Seat,
    },
    /// The action limit ended the game.
    Truncated,
}
