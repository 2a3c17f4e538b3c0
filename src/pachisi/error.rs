//! Why the Pachisi engine refuses a rule set, a table, an action or a state.

/// Why a [`PachisiRules`](super::PachisiRules) cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum PachisiRulesError {
    /// Pieces per colour out of range.
    #[error("each colour has 1 to {max} pieces, not {0}", max = super::MAX_PIECES)]
    Pieces(u8),
    /// A start square past the track, or given for a piece the rules do not have.
    #[error("piece {piece} cannot start at progress {progress}")]
    Start {
        /// The piece's slot.
        piece: u8,
        /// Its start.
        progress: u8,
    },
    /// The start puts pieces of the two sides on one square of the ring
    /// (not an open castle): the first throw would find a capture never
    /// made.
    #[error("the start puts both sides on square {square} of the ring")]
    StartShared {
        /// The square, as [`ring_square`](super::ring_square) numbers it.
        square: u8,
    },
    /// Shells out of range.
    #[error("a throw uses 1 to {max} cowries, not {0}", max = super::MAX_SHELLS)]
    Shells(u8),
    /// The chance of a shell landing mouth up is not strictly between 0 and 1
    /// or its denominator is too large.
    #[error("a shell's chance of landing mouth up must be strictly between 0 and 1 with a denominator of at most {max}, not {up_numerator}/{up_denominator}", max = super::MAX_DENOMINATOR)]
    Chance {
        /// Numerator.
        up_numerator: u8,
        /// Denominator.
        up_denominator: u8,
    },
    /// A throw's value is 0 or past the track, or a value is given past the shells.
    #[error("the throw of {lot} mouths up cannot be worth {value}")]
    Value {
        /// Mouths up.
        lot: u8,
        /// Its value.
        value: u8,
    },
    /// A grace or an extra throw is given for more mouths up than shells.
    #[error(
        "graces {graces:#b} or extra throws {again:#b} name more mouths up than there are shells"
    )]
    LotMask {
        /// The graces.
        graces: u8,
        /// The extra throws.
        again: u8,
    },
    /// A limit of 0 throws in a row.
    #[error("the limit on throws again in a row must be positive")]
    ZeroAgainLimit,
    /// An action limit of zero would end the game before it starts.
    #[error("the action limit must be positive")]
    ZeroActionLimit,
}

/// Why [`PachisiGame`](super::PachisiGame) refused a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PachisiConfigError {
    /// The rules themselves.
    #[error(transparent)]
    Rules(#[from] PachisiRulesError),
    /// Pachisi seats four players, or two who play two colours each.
    #[error("Pachisi seats 2 or 4 players, not {0}")]
    Players(usize),
    /// The lots' outcomes could not be listed (never for rules that
    /// `validate` accepts).
    #[error("the lots cannot be thrown: {0}")]
    Lots(crate::chance::ChanceError),
}

/// Why an action was refused. Nothing happened: no event, the state as it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PachisiError {
    /// A refusal every engine shares ([`TurnError`](crate::TurnError)).
    #[error(transparent)]
    Turn(#[from] crate::game::TurnError),
    /// A move for the pending throw is awaited, not another throw.
    #[error("a move for the throw of {lot} is awaited, not another throw")]
    MoveAwaited {
        /// The pending lot.
        lot: u8,
    },
    /// The lots cannot show this.
    #[error("these lots cannot show {0}")]
    ImpossibleThrow(u8),
    /// Fewer of the moving colour's pieces stand there than the move names.
    #[error("fewer than {count} of your pieces stand at progress {from}")]
    NoPiece {
        /// The progress given.
        from: u8,
        /// How many the move names.
        count: u8,
    },
    /// More than one piece named where pieces may not move together (or
    /// out of the charkoni), or none.
    #[error("{count} pieces cannot move together here")]
    Together {
        /// How many the move names.
        count: u8,
    },
    /// A piece leaves the charkoni only on a grace (or its first throw).
    #[error("a piece leaves the charkoni only on a grace")]
    NeedsGrace,
    /// The move would carry the pieces past home, which needs the exact throw.
    #[error("from progress {from} home needs exactly {needed}")]
    NotExact {
        /// The pieces' progress.
        from: u8,
        /// The throw that brings them home.
        needed: u8,
    },
    /// The other side holds the castle where the move would end.
    #[error("the other side holds the castle at progress {to}")]
    CastleHeld {
        /// Where the move would end.
        to: u8,
    },
    /// The other side has more pieces where the move would end.
    #[error("the other side's larger group stands at progress {to}")]
    Outnumbered {
        /// Where the move would end.
        to: u8,
    },
    /// The pending throw holds no die of this face (the long dice used
    /// separately).
    #[error("no die of {die} is left to play")]
    NoDie {
        /// The die named.
        die: u8,
    },
    /// A move names a die where the throw is used whole, or names none
    /// where the long dice are used one at a time.
    #[error("a move names a die exactly when the long dice are used separately")]
    DiceUse,
    /// The rules do not let a player decline a move.
    #[error("a move is possible and the rules do not allow passing")]
    PassNotAllowed,
    /// The state does not belong to this game.
    #[error("invalid state: {0}")]
    InvalidState(PachisiStateError),
}

impl From<PachisiStateError> for PachisiError {
    fn from(e: PachisiStateError) -> Self {
        PachisiError::InvalidState(e)
    }
}

/// What is wrong with a [`PachisiState`](super::PachisiState).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum PachisiStateError {
    /// The colour to act is not 0 to 3, or it may not act (its turns are
    /// skipped once home).
    #[error("colour {0} cannot be the one to act")]
    Colour(u8),
    /// A piece's progress is past home, a row is not sorted, or a slot past
    /// the rules' pieces is not 0.
    #[error("colour {colour}'s pieces are not a valid rising row")]
    Pieces {
        /// Whose.
        colour: u8,
    },
    /// Two sides share a square the rules never let them share.
    #[error("both sides stand on ring square {square}")]
    Shared {
        /// The ring square.
        square: u8,
    },
    /// The pending lot is not one the lots show, or allows no move.
    #[error("the pending throw {0} cannot be awaiting a move")]
    Lot(u8),
    /// The streak of throws again does not fit the rules: at or past the
    /// limit, not 0 without one, or at odds with the pending throw.
    #[error("a streak of {0} throws again does not fit the rules")]
    Streak(u8),
    /// The phase disagrees with the pieces home.
    #[error("the phase does not fit the pieces home")]
    Finished,
    /// More actions than the limit allows, or still in play at the limit.
    #[error("{actions} actions do not fit the action limit {limit}")]
    PastLimit {
        /// Actions in the state.
        actions: u32,
        /// The limit.
        limit: u32,
    },
}
