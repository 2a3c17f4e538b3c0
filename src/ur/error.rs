//! Why the Ur engine refuses a rule set, a table, an action or a state.

use crate::game::Seat;

/// Why a [`UrRules`](super::UrRules) cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum UrRulesError {
    /// Pieces per player out of range.
    #[error("each player has 1 to {max} pieces, not {0}", max = super::MAX_PIECES)]
    Pieces(u8),
    /// An action limit of zero would end the game before it starts.
    #[error("the action limit must be positive")]
    ZeroActionLimit,
}

/// Why [`UrGame`](super::UrGame) refused a table: the rules, the seats or
/// the first player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum UrConfigError {
    /// The rules themselves.
    #[error(transparent)]
    Rules(#[from] UrRulesError),
    /// The Royal Game of Ur seats exactly two players.
    #[error("the Royal Game of Ur seats 2 players, not {0}")]
    Players(usize),
    /// The first player is not Light (`Seat(0)`) or Dark (`Seat(1)`).
    #[error("{0} is to start but does not play (seats are 0 and 1)")]
    FirstNotPlaying(Seat),
}

/// Why an action was refused. Nothing happened: no event, the state as it
/// was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum UrError {
    /// A refusal every engine shares ([`TurnError`](crate::TurnError)):
    /// the game is over, a throw is awaited, the action came from a seat
    /// whose turn it is not, or a seat sent a throw.
    #[error(transparent)]
    Turn(#[from] crate::game::TurnError),
    /// A move for the pending throw is awaited, not another throw.
    #[error("a move for the throw of {throw} is awaited, not another throw")]
    MoveAwaited {
        /// The pending throw.
        throw: u8,
    },
    /// The rules' dice cannot show this value.
    #[error("these dice cannot show {0}")]
    ImpossibleThrow(u8),
    /// No waiting piece is left to enter.
    #[error("no piece is waiting to enter")]
    NothingToEnter,
    /// No piece of the player stands at this path index.
    #[error("no piece of yours stands at path index {from}")]
    NoPiece {
        /// The path index given.
        from: u8,
    },
    /// One of the player's own pieces stands where the move ends.
    #[error("your own piece already stands at path index {to}")]
    OwnPiece {
        /// The path index where the move would end.
        to: u8,
    },
    /// The opponent's piece stands on a safe rosette where the move ends
    /// ([`UrRules::safe_rosettes`](super::UrRules::safe_rosettes)).
    #[error("the opponent's piece on the rosette at path index {to} is safe")]
    ProtectedRosette {
        /// The path index where the move would end.
        to: u8,
    },
    /// The throw would carry the piece past the end: bearing off needs the
    /// exact throw.
    #[error("the piece at path index {from} bears off only with exactly {needed}, not {throw}")]
    NotExact {
        /// The piece's path index.
        from: u8,
        /// The throw.
        throw: u8,
        /// The throw that would bear it off.
        needed: u8,
    },
    /// The state does not belong to this game (its reason is part of the
    /// message, so it is not repeated as a source).
    #[error("invalid state: {0}")]
    InvalidState(UrStateError),
}

impl From<UrStateError> for UrError {
    fn from(e: UrStateError) -> Self {
        UrError::InvalidState(e)
    }
}

/// What is wrong with a [`UrState`](super::UrState): corrupt, hand-edited,
/// or from another game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum UrStateError {
    /// The seat to act is not Light or Dark.
    #[error("{0} is to act but only seats 0 and 1 play")]
    Current(Seat),
    /// A piece stands off the path.
    #[error("{seat} has a piece at path index {index}, off the path")]
    OffPath {
        /// Whose.
        seat: Seat,
        /// The index.
        index: u8,
    },
    /// Two pieces on one square: two of one player's at one path index, or
    /// pieces of both players on one shared square (`index` is `seat`'s).
    #[error("two pieces share {seat}'s path index {index}")]
    Shared {
        /// One of the players involved.
        seat: Seat,
        /// Its path index.
        index: u8,
    },
    /// A player's pieces (waiting, on the board, borne off) do not add up
    /// to the rules' count.
    #[error("{seat} has {total} pieces in all, not {pieces}")]
    Pieces {
        /// Whose.
        seat: Seat,
        /// Counted.
        total: u16,
        /// Expected (at most [`MAX_PIECES`](super::MAX_PIECES) before the
        /// rules are known).
        pieces: u8,
    },
    /// The pending throw is not one the dice can show, or is 0.
    #[error("the pending throw {0} is not one the dice can show and move")]
    Throw(u8),
    /// A move is awaited but the throw allows none.
    #[error("a move for the throw of {0} is awaited but none is possible")]
    NoPendingMove(u8),
    /// The phase disagrees with the pieces borne off: a game won by a
    /// player who has not borne off every piece, or a game going on though
    /// a player has.
    #[error("the phase does not fit the pieces borne off by {0}")]
    Finished(Seat),
    /// The state has seen more actions than the limit allows, or is still
    /// in play at the limit.
    #[error("{actions} actions do not fit the action limit {limit}")]
    PastLimit {
        /// Actions in the state.
        actions: u32,
        /// The limit.
        limit: u32,
    },
}
