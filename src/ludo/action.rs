//! [`LudoAction`]: a throw of the die (or dice), or a player's choice of move.

use crate::dice::Roll;

/// Everything that can be played in a Ludo game.
///
/// A throw is chance's action ([`ToAct::Chance`](crate::ToAct::Chance)); the
/// others are the player's choice for the pending roll. When a throw allows
/// no move at all, nobody chooses: the throw is spent at once
/// ([`LudoEvent::Passed`](super::LudoEvent::Passed)), so the game always
/// moves on.
///
/// The enum is `#[non_exhaustive]`: Parchís's bonus moves of a set
/// distance (20 for a capture, 10 for a token home) arrived as
/// [`LudoAction::BonusMove`] without breaking code that played the others,
/// and the two-dice game's [`LudoAction::EnterDie`],
/// [`LudoAction::MoveDie`], [`LudoAction::EnterTotal`] and
/// [`LudoAction::MoveSum`] the same way
/// (a one-die game plays exactly the actions it did before).
///
/// ```
/// use racegame::{RaceGame, Roll, ludo::{LudoAction, LudoGame}};
/// let game = LudoGame::ludo(4)?;
/// let s = game.initial_state();
/// let (s, _) = game.apply(&s, LudoAction::Throw(Roll::one(6)?))?;
/// let mut legal = Vec::new();
/// game.legal_actions(&s, &mut legal);
/// assert_eq!(legal, vec![LudoAction::Enter]); // four yard tokens, one choice
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Notation
///
/// ```text
/// action = throw
///        | "e"                  ; Enter: a token out of the yard
///        | "m" token            ; Move token by the roll
///        | "b" token            ; BonusMove: token by the bonus distance
///        | "e/" die             ; EnterDie (two dice)
///        | "m" token "/" die    ; MoveDie (two dice)
///        | "e/+"                ; EnterTotal: both dice (two dice)
///        | "m" token "/+"       ; MoveSum: token by both dice (two dice)
/// throw  = value [ "+" value ]  ; the dice: "6", "3+5"
/// value  = "1" .. "6"
/// token  = "0" .. "3"           ; 0-based, as in LudoAction
/// die    = "0" | "1"            ; the throw's first or second die
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub enum LudoAction {
    /// The die thrown (two dice under
    /// [`LudoRules::dice`](super::LudoRules::dice) = 2), for the seat whose
    /// throw it is. Saved records that call it `roll` still load.
    #[cfg_attr(feature = "serde", serde(alias = "roll"))]
    Throw(Roll),
    /// Bring a token out of the yard onto the start square (the lowest
    /// numbered token in the yard: they are interchangeable).
    Enter,
    /// Move this token (0-based) forward by the pending roll.
    Move {
        /// The token.
        token: u8,
    },
    /// With two dice ([`LudoRules::dice`](super::LudoRules::dice) = 2):
    /// bring a token out of the yard with die `die` (0 or 1, in the order
    /// of the throw), which must show an entry roll.
    EnterDie {
        /// The die: 0 for the throw's first, 1 for its second.
        die: u8,
    },
    /// With two dice: move this token (0-based) forward by die `die`
    /// (0 or 1).
    MoveDie {
        /// The token.
        token: u8,
        /// The die: 0 for the throw's first, 1 for its second.
        die: u8,
    },
    /// With two dice and [`LudoRules::enter_on_total`](super::LudoRules::enter_on_total):
    /// bring a token out of the yard with both (unused) dice, whose total
    /// is an entry roll (1 + 4 or 2 + 3 in Parchís).
    EnterTotal,
    /// With two dice and [`LudoRules::sum_move`](super::LudoRules::sum_move):
    /// move this token (0-based) by the total of both (unused) dice, as
    /// one move.
    MoveSum {
        /// The token.
        token: u8,
    },
    /// Move this token (0-based) forward by the pending bonus distance
    /// ([`Phase::AwaitingBonus`](super::Phase::AwaitingBonus)).
    BonusMove {
        /// The token.
        token: u8,
    },
}
