//! [`SlideAction`]: a card drawn, or one step of playing it.

use super::rules::Card;

/// A draw (chance's action) or a player's move with the card drawn.
///
/// The pawn a player moves is named by its index in the player's row of
/// [`SlideState::pawns`](super::SlideState::pawns); in the partner game
/// the indexes go on into the partner's row (`pawns + q` names the
/// partner's pawn `q`: 4 to 7 with four pawns each, see
/// [`SlideGame::pawn_indexes`](super::SlideGame::pawn_indexes)). The pawn
/// a Sorry! card or a swap aims at is named by its seat and index. A split
/// 7 is one `Forward` action a part, each by a pawn that has not moved in
/// it: all but the last of fewer steps than are left, the last of the
/// rest. When several pawns of a colour are in Start only the
/// lowest-numbered one is named (they are alike).
///
/// # Notation
///
/// `Display` and `FromStr`: `d7` (draw a 7; `dS` the Sorry! card), `s0`
/// (start pawn 0), `f1+5` (pawn 1 five forward; `f5+5` the partner's pawn
/// 1 with four pawns each), `b2-4` (pawn 2 four
/// backward), `S0@2.1` (a Sorry! card: pawn 0 onto seat 2's pawn 1),
/// `x0@1.3` (an 11: pawn 0 swaps with seat 1's pawn 3), `p` (decline an
/// 11's swap).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum SlideAction {
    /// Chance draws this card from the pile.
    Draw(Card),
    /// A 1 or 2: the pawn leaves Start for the start circle.
    Start {
        /// The pawn.
        pawn: u8,
    },
    /// The pawn moves forward (a whole card, or one part of a split 7).
    Forward {
        /// The pawn.
        pawn: u8,
        /// Squares.
        steps: u8,
    },
    /// The pawn moves backward (a 4, or a 10's one step back).
    Backward {
        /// The pawn.
        pawn: u8,
        /// Squares.
        steps: u8,
    },
    /// A Sorry card: the pawn leaves Start for the square of the opponent's
    /// `target` pawn of `seat`, bumping it.
    Sorry {
        /// Your pawn in Start.
        pawn: u8,
        /// The opponent's seat.
        seat: u8,
        /// The opponent's pawn.
        target: u8,
    },
    /// An 11: the pawn and the opponent's pawn swap squares.
    Swap {
        /// Your pawn on the track.
        pawn: u8,
        /// The opponent's seat.
        seat: u8,
        /// The opponent's pawn.
        target: u8,
    },
    /// An 11 that cannot move 11 forward: declining the swap ends the turn.
    Pass,
}
