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
    /// The lot thrown: cowries' mouths up (0 to the shells), or the long
    /// dice's total (3 to 18).
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
    /// Decline to move (when the rules allow it).
    Pass,
}
