//! [`PachisiEvent`]: the story of one action.

/// One thing that happened. Colours are 0 to 3 (see
/// [`PachisiState`](super::PachisiState)); progress is the moving colour's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum PachisiEvent {
    /// A colour threw: the lot, its value, whether it is a grace and
    /// whether it earns another throw.
    Rolled {
        /// Who threw.
        colour: u8,
        /// Mouths up, the dice's total, or with the dice used separately
        /// the three dice as one byte ([`lot_dice`](super::lot_dice)).
        lot: u8,
        /// Squares to move (with the dice used separately, their total).
        value: u8,
        /// A grace.
        grace: bool,
        /// Another throw follows.
        again: bool,
    },
    /// The throw was one too many in a row that earn another throw: void,
    /// and the turn passes.
    Void {
        /// Who threw.
        colour: u8,
    },
    /// The throw (or, with the dice used separately, the dice left of it)
    /// allows no move.
    NoMove {
        /// Who threw.
        colour: u8,
    },
    /// The player declined to move.
    Passed {
        /// Who threw.
        colour: u8,
    },
    /// Pieces moved (`from` 0: out of the charkoni; `to` 84: home).
    Moved {
        /// Whose pieces.
        colour: u8,
        /// From this progress.
        from: u8,
        /// To this progress.
        to: u8,
        /// How many, together.
        count: u8,
    },
    /// Pieces were captured and sent back to the charkoni.
    Captured {
        /// Whose pieces.
        colour: u8,
        /// Their progress before.
        at: u8,
        /// How many.
        count: u8,
    },
    /// The colour throws again.
    ThrowsAgain {
        /// Who.
        colour: u8,
    },
    /// The side of colours `side` and `side + 2` brought every piece home
    /// and won.
    Won {
        /// 0 or 1.
        side: u8,
    },
    /// The game reached the action limit.
    Truncated,
}
