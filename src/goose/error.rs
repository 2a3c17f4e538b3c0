//! Why the Goose engine refuses a configuration, an action or a state.

use super::board::{BoardError, Square};
use crate::game::Seat;

/// Why [`GooseGame::new`](super::GooseGame::new) or one of its options refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GooseConfigError {
    /// The board does not seat this many.
    #[error("this board seats {min} to {max}, not {seats}")]
    Seats {
        /// Seats asked for.
        seats: usize,
        /// The board's fewest.
        min: u8,
        /// The board's most.
        max: u8,
    },
    /// The agreed fine must be a positive amount.
    #[error("the agreed fine must be positive")]
    ZeroFine,
    /// An action limit of zero would end the game before it starts.
    #[error("the action limit must be positive")]
    ZeroActionLimit,
    /// An action limit past the most throws this game can count (see
    /// [`GooseGame::max_throws`](super::GooseGame::max_throws)).
    #[error("an action limit of {limit} throws is past the most this game can count, {max}")]
    ActionLimitTooLarge {
        /// The limit asked for.
        limit: u32,
        /// The largest limit this board and table size allow.
        max: u32,
    },
    /// The board itself is invalid.
    #[error(transparent)]
    Board(#[from] BoardError),
}

/// Why an action was refused. The state is left as it was.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GooseError {
    /// A refusal every engine shares ([`TurnError`](crate::TurnError)):
    /// the game is over, a throw is awaited, the action came from a seat
    /// whose turn it is not, or a seat sent a throw.
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
    /// [`GooseGame::validate`](super::GooseGame::validate)). The reason is
    /// the error's [`source`](core::error::Error::source).
    #[error("invalid state")]
    InvalidState(#[from] GooseStateError),
}

/// What is wrong with a state: it is corrupt, hand-edited, or belongs to
/// another game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GooseStateError {
    /// The number of seats (a token each) is out of range or differs from
    /// the game's.
    #[error("{0} seats is not a valid number of seats here")]
    Seats(usize),
    /// The seat to throw does not play.
    #[error("seat {0} is to throw but does not play")]
    Current(u8),
    /// The winner does not play, or does not stand on a winning square.
    #[error("the winner {0} does not play or is not on a winning square")]
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
    /// Fines paid on a board that charges none, or more fines than the
    /// throws made so far could have cost.
    #[error("{seat} paid {fines} fines, which {throws} throws on this board cannot cost")]
    Fines {
        /// Who.
        seat: Seat,
        /// Fines the state says they paid.
        fines: u32,
        /// Throws the state says were made.
        throws: u32,
    },
    /// All seats together paid more fines than the throws made so far
    /// could have cost.
    #[error("{fines} fines in all, which {throws} throws on this board cannot cost")]
    Pot {
        /// Fines the state says were paid, all seats together.
        fines: u64,
        /// Throws the state says were made.
        throws: u32,
    },
    /// The status contradicts the tokens.
    #[error("the status contradicts the tokens: {0}")]
    Status(StatusConflict),
    /// The state has seen more throws than the game allows
    /// ([`GooseGame::max_throws`](super::GooseGame::max_throws)).
    #[error("{throws} throws exceed the limit {limit}")]
    PastLimit {
        /// Throws in the state.
        throws: u32,
        /// The limit.
        limit: u32,
    },
}

/// How a state's [`Status`](super::Status) (or its turn in progress)
/// contradicts its tokens, in [`GooseStateError::Status`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum StatusConflict {
    /// In play, but the seat to throw is held or has turns to miss (or
    /// every token is held).
    #[error("in play, but the seat to throw cannot throw")]
    CurrentCannotThrow,
    /// In play, but a token stands on a winning square or the throw limit
    /// is reached.
    #[error("in play, but the game is over")]
    InPlayButOver,
    /// Blocked, but a token is free.
    #[error("blocked, but a token is free")]
    BlockedWithFreeToken,
    /// Truncated before the throw limit.
    #[error("truncated before the throw limit")]
    TruncatedEarly,
    /// A turn in progress where none can be: the game is over, the board
    /// repeats the same total, or the token is not on a repeat square.
    #[error("a turn in progress off a repeat square")]
    ContinuingOffRepeat,
}
