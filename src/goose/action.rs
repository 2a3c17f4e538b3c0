//! [`GooseAction`], the only kind of action in a Goose game, and [`GooseGame::throw`], which builds one from numbers.

use super::error::GooseError;
use super::game::GooseGame;
use crate::dice::Roll;

/// The only kind of action in a Goose game: a throw of the dice for the
/// seat whose turn it is. Goose games have no choices.
///
/// # Notation
///
/// ```text
/// action = die [ "+" die ]        ; a throw: "4", "6+3"
/// die    = "1" | "2" | "3" | "4" | "5" | "6"
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum GooseAction {
    /// The dice thrown.
    Throw(Roll),
}

/// Why [`GooseGame::throw`] could not build an action.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GooseThrowError {
    /// A die value out of range or a wrong number of values.
    #[error(transparent)]
    Dice(#[from] crate::dice::DiceError),
    /// A throw the board does not use.
    #[error(transparent)]
    Action(#[from] GooseError),
}

impl GooseGame {
    /// A throw for this board, checked: the action to pass to `apply`.
    ///
    /// ```
    /// use racegame::goose::GooseGame;
    /// let game = GooseGame::snakes_and_ladders(1)?;
    /// assert!(game.throw(&[4]).is_ok());
    /// assert!(game.throw(&[4, 2]).is_err()); // one die on this board
    /// assert!(game.throw(&[9]).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`GooseThrowError::Dice`] for values that are not a throw of one or
    /// two dice, [`GooseThrowError::Action`] for a throw of the wrong
    /// number of dice for this board.
    pub fn throw(&self, dice: &[u8]) -> Result<GooseAction, GooseThrowError> {
        let roll = Roll::new(dice)?;
        if roll.count() != self.board.dice() {
            return Err(GooseThrowError::Action(GooseError::WrongDiceCount {
                expected: self.board.dice(),
                got: roll.count(),
            }));
        }
        Ok(GooseAction::Throw(roll))
    }
}
