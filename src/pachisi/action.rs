//! [`PachisiAction`]: a throw of the lots, or a player's choice of move.

/// Everything that can be played in a game of Pachisi or Chaupar.
///
/// A throw is chance's action ([`ToAct::Chance`](crate::ToAct::Chance));
/// the others are the player's choice for the pending throw. When a throw
/// allows no move, nobody chooses: the turn goes on at once
/// ([`PachisiEvent::NoMove`](super::PachisiEvent::NoMove)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub enum PachisiAction {
    /// The lot thrown: cowries' mouths up (0 to the shells), the long
    /// dice's total (3 to 18), or with the long dice used separately the
    /// three dice as one byte ([`dice_lot`](super::dice_lot)).
    Throw(u8),
    /// Move `count` pieces of the moving colour that stand together at
    /// progress `from` forward by the throw's value (`from` 0: a piece out
    /// of the charkoni, always one).
    Move {
        /// The pieces' progress (0 to 83).
        from: u8,
        /// How many move together (1 unless the rules let pieces travel
        /// together).
        count: u8,
    },
    /// With the long dice used separately
    /// ([`DiceUse::Separate`](super::DiceUse::Separate)): move `count`
    /// pieces of the moving colour that stand together at progress `from`
    /// forward by one die of the pending throw, `die` (1, 2, 5 or 6).
    MoveDie {
        /// The die played: its face.
        die: u8,
        /// The pieces' progress (0 to 83).
        from: u8,
        /// How many move together.
        count: u8,
    },
    /// Decline to move (when the rules allow it): with the dice used
    /// separately, the dice left of the throw are not played.
    Pass,
}
