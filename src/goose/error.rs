//! Why the Goose engine refuses a configuration, an action or a state.

use super::board::{BoardError, Square};
use crate::game::Seat;

/// Why [`GooseGame::new`](super::GooseGame::new) or one of its options refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GooseConfigError {
    /// The board does not allow this many players.
    #[error("this board is for {min} to {max} players, not {players}")]
    Players {
        /// Players asked for.
        players: usize,
        /// The board's fewest.
        min: u8,
        /// The board's most.
        max: u8,
    },
    /// The agreed fine must be a positive amount.
    #[error("the agreed fine must be positive")]
    ZeroFine,
    /// The board itself is invalid.
    #[error(transparent)]
    Board(#[from] BoardError),
}

/// Why an action was refused. The state is left as it was.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GooseError {
    /// The game has ended; nothing more can be played.
    #[error("the game is over")]
    GameOver,
    /// [`RaceGame::apply_as`](crate::RaceGame::apply_as) refused an action
    /// sent on behalf of a seat: a throw (the dice are never a seat's to
    /// choose), or a seat whose turn it is not.
    #[error(transparent)]
    Turn(#[from] crate::game::TurnError),
    /// The throw used the wrong number of dice for this board.
    #[error("this board throws {expected} dice, not {got}")]
    WrongDiceCount {
        /// Dice per throw on this board.
        expected: u8,
        /// Dice in the action.
        got: u8,
    },
    /// The state does not belong to this game (see
    /// [`GooseGame::validate`](super::GooseGame::validate)).
    #[error("invalid state: {0}")]
    InvalidState(#[from] StateError),
}

/// What is wrong with a state: it is corrupt, hand-edited, or belongs to
/// another game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StateError {
    /// The number of seats is out of range or differs from the game's.
    #[error("{0} seats is not a valid number of seats here")]
    Seats(u8),
    /// The seat to throw does not play.
    #[error("seat {0} is to throw but does not play")]
    Current(u8),
    /// The winner does not play.
    #[error("the winner {0} does not play")]
    Winner(Seat),
    /// A seat not in play has data.
    #[error("{0} does not play but has a token, fines or flags")]
    UnusedSeatNotEmpty(Seat),
    /// A token stands off the board.
    #[error("{seat}'s token is on square {square}, outside the board")]
    OffBoard {
        /// Whose token.
        seat: Seat,
        /// Where.
        square: Square,
    },
    /// A token is held on a square that does not hold.
    #[error("{seat}'s token is held on square {square}, which holds nobody")]
    HeldOffHoldSquare {
        /// Whose token.
        seat: Seat,
        /// Where.
        square: Square,
    },
    /// More turns to miss than any square of the board gives.
    #[error("{seat} has {turns} turns to miss; this board gives at most {max}")]
    TooManyMissedTurns {
        /// Whose.
        seat: Seat,
        /// How many.
        turns: u8,
        /// The board's most.
        max: u8,
    },
    /// A token that never threw stands away from the start.
    #[error("{seat} has not thrown yet but stands on {square}")]
    MovedWithoutThrowing {
        /// Whose.
        seat: Seat,
        /// Where.
        square: Square,
    },
    /// Fines on a board that charges none, or a fine not a multiple of the
    /// agreed fine.
    #[error("{seat} paid {paid}, which no sequence of fines of {fine} adds up to")]
    Paid {
        /// Who.
        seat: Seat,
        /// What the state says they paid.
        paid: u32,
        /// The agreed fine.
        fine: u32,
    },
    /// The state says the game is in play but every token is held, or the
    /// status contradicts the positions.
    #[error("the status {0} contradicts the tokens")]
    Status(&'static str),
    /// The state has seen more throws than the game's action limit allows.
    #[error("{throws} throws exceed the action limit {limit}")]
    PastLimit {
        /// Throws in the state.
        throws: u32,
        /// The limit.
        limit: u32,
    },
}
