//! Why the card race refuses a rule set, a table, an action or a state.

use super::rules::Card;

/// Why a [`SlideRules`](super::SlideRules) cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum SlideRulesError {
    /// Pawns per player out of range, or more than one out at the start.
    #[error("each player has 1 to {max} pawns, at most one out at the start; not {0}", max = super::MAX_PAWNS)]
    Pawns(u8),
    /// Squares per side out of range.
    #[error("a side has 4 to 60 squares, not {0}")]
    Side(u8),
    /// The start circle, the turn into the safety zone or a slide is not
    /// inside its side.
    #[error(
        "the start circle, the turn and every slide lie inside a side (a slide of 2 squares or more)"
    )]
    Square,
    /// Safety zone out of range.
    #[error("the safety zone has 1 to 12 squares, not {0}")]
    Safety(u8),
    /// The deck has no 1.
    #[error("the deck needs a 1: without one a pawn may never reach Home by exact count")]
    Deck,
    /// An action limit of zero would end the game before it starts.
    #[error("the action limit must be positive")]
    ZeroActionLimit,
    /// A 7 split among 0 or more than 7 pawns.
    #[error("a 7 is split among 1 to 7 pawns, not {0}")]
    SevenParts(u8),
}

/// Why [`SlideGame`](super::SlideGame) refused a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SlideConfigError {
    /// The rules themselves.
    #[error(transparent)]
    Rules(#[from] SlideRulesError),
    /// The game seats 2 to 4 players (exactly 4 in the partner game).
    #[error("the card race seats 2 to 4 players (4 with partners), not {0}")]
    Players(usize),
}

/// Why an action was refused. Nothing happened: no event, the state as it
/// was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SlideError {
    /// A refusal every engine shares ([`TurnError`](crate::TurnError)).
    #[error(transparent)]
    Turn(#[from] crate::game::TurnError),
    /// A move for the card drawn is awaited, not another draw.
    #[error("a move for the card {card} is awaited, not a draw")]
    MoveAwaited {
        /// The card drawn.
        card: Card,
    },
    /// No card of that kind is left in the draw pile.
    #[error("no {0} is left in the draw pile")]
    NotInDeck(Card),
    /// The move is not one the card allows here (the pawn, the distance,
    /// the target or the square refused by the rules).
    #[error("the card {card} does not allow this move")]
    NotAllowed {
        /// The card being played.
        card: Card,
    },
    /// The state does not fit the game (a seat or pawn out of range).
    #[error("the state does not fit this game")]
    Misfit,
}

/// Why a state could not occur under the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SlideStateError {
    /// A pawn of a seat that does not play is on the board, or a pawn past
    /// the rules' count is out of Start.
    #[error("seat {seat} pawn {pawn} should not be on the board")]
    ExtraPawn {
        /// The seat.
        seat: u8,
        /// The pawn.
        pawn: u8,
    },
    /// A square off the track or past the safety zone.
    #[error("seat {seat} pawn {pawn} stands off the board")]
    OffBoard {
        /// The seat.
        seat: u8,
        /// The pawn.
        pawn: u8,
    },
    /// Two pawns share a square (Home and Start aside).
    #[error("two pawns share a square")]
    Shared,
    /// The draw pile holds more of a card than the deck, or nothing.
    #[error("the draw pile does not fit the deck")]
    Pile,
    /// The turn names a seat that does not play, or the phase disagrees
    /// with the card, the split or the end.
    #[error("the turn, the card and the phase disagree")]
    Turn,
    /// The pending card allows no move (such a card is forfeited at once).
    #[error("a card awaits a move but allows none")]
    Stuck,
    /// The winner has not brought every pawn home, or someone has and the
    /// game goes on.
    #[error("the winner and the pawns at home disagree")]
    Winner,
    /// More actions than the limit.
    #[error("more actions than the limit")]
    Actions,
}
