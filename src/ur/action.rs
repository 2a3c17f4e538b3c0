//! [`UrAction`]: a throw of the dice, or a player's choice of move.

/// Everything that can be played in a game of Ur.
///
/// A throw is chance's action ([`ToAct::Chance`](crate::ToAct::Chance)); the
/// others are the player's choice for the pending throw. When a throw
/// allows no move (a 0, or every move blocked), nobody chooses: the turn
/// passes at once ([`UrEvent::Passed`](super::UrEvent::Passed)).
///
/// ```
/// use racegame::{RaceGame, ur::{UrAction, UrGame}};
/// let game = UrGame::finkel();
/// let (s, _) = game.apply(&game.initial_state(), UrAction::Throw(2))?;
/// let mut legal = Vec::new();
/// game.legal_actions(&s, &mut legal);
/// assert_eq!(legal, [UrAction::Enter]); // every piece waits: one choice
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Notation
///
/// ```text
/// action = throw | "e" | "m" index
/// throw  = "0" | "1" | "2" | "3" | "4"   ; the value thrown
/// index  = "1" .. "16"                   ; a path index, no leading zero
/// ```
///
/// `3` is a throw of 3, `e` enters a piece, `m7` moves the piece at path
/// index 7. Whether the action is legal is for the game to say
/// ([`legal_actions`](crate::RaceGame::legal_actions)).
///
/// ```
/// use racegame::ur::UrAction;
/// assert_eq!("e".parse::<UrAction>()?, UrAction::Enter);
/// assert_eq!(UrAction::Move { from: 12 }.to_string(), "m12");
/// let err = "5".parse::<UrAction>().unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "at byte 0: expected a throw (\"0\" to \"4\"), \"e\" or \"m\"; found '5'"
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub enum UrAction {
    /// The value thrown (0 to 4, as the rules' dice can show), for the
    /// seat whose throw it is.
    Throw(u8),
    /// Bring a waiting piece onto the board, at the path index equal to
    /// the throw.
    Enter,
    /// Move the piece at path index `from` forward by the throw; a move to
    /// the path's length plus one (an exact throw) bears it off.
    Move {
        /// The piece's path index (1 to the path's length).
        from: u8,
    },
}
