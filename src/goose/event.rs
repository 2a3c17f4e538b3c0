//! [`GooseEvent`]: the story of a Goose turn, in the order things happen.

use super::board::Square;
use crate::dice::Roll;
use crate::game::{Outcome, Seat};

/// Which way a token is travelling.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Direction {
    /// Towards the goal.
    Forward,
    /// Away from it, after bouncing off the goal.
    Backward,
}

/// Why a token jumped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum JumpReason {
    /// A first-throw jump (the railway's 6 and 3 to 26).
    FirstThrow,
    /// The square's [`Effect::Jump`](super::Effect::Jump).
    Square,
    /// The square's [`Effect::BackToStart`](super::Effect::BackToStart).
    BackToStart,
}

/// Why a seat's turn was passed over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
#[non_exhaustive]
pub enum SkipReason {
    /// The token is held until another token arrives.
    Held,
    /// A missed turn; `remaining` more are still to miss.
    MissedTurn {
        /// Turns still to miss after this one.
        remaining: u8,
    },
}

/// One thing that happened during a Goose action.
///
/// A throw yields, in order: [`Rolled`](GooseEvent::Rolled); the legs of the
/// move ([`Moved`](GooseEvent::Moved), [`Bounced`](GooseEvent::Bounced),
/// [`Repeated`](GooseEvent::Repeated), ...); fines, jumps, holds and missed
/// turns as squares apply them; then the collision on the final square
/// ([`Displaced`](GooseEvent::Displaced), [`Freed`](GooseEvent::Freed));
/// then either the end of the game or the seats passed over before the next
/// throw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
#[non_exhaustive]
pub enum GooseEvent {
    /// `seat` threw `roll`.
    Rolled {
        /// Who threw.
        seat: Seat,
        /// The dice.
        roll: Roll,
    },
    /// A token travelled from one square to another (one leg of a move; a
    /// bounce is a leg to the goal and a [`Bounced`](GooseEvent::Bounced)).
    Moved {
        /// Whose token.
        seat: Seat,
        /// Where the leg began.
        from: Square,
        /// Where it ended.
        to: Square,
    },
    /// The move passed the goal and went back by the excess.
    Bounced {
        /// Whose token.
        seat: Seat,
        /// Squares past the goal.
        excess: u8,
        /// Where the token ends up.
        to: Square,
    },
    /// The move would have passed the goal, so the token stays where it is
    /// ([`Overshoot::StayPut`](super::Overshoot::StayPut)).
    Overshot {
        /// Whose token.
        seat: Seat,
        /// Where it stays.
        at: Square,
    },
    /// The token landed on a repeat square and moves again by `total`.
    Repeated {
        /// Whose token.
        seat: Seat,
        /// The repeat square.
        square: Square,
        /// The distance moved again.
        total: u8,
        /// The direction, kept from the move that landed here.
        direction: Direction,
    },
    /// The token stopped on a repeat square and its player throws again
    /// ([`RepeatRule::FreshThrow`](super::RepeatRule::FreshThrow)): the turn
    /// goes on with the next throw.
    ThrowsAgain {
        /// Whose token.
        seat: Seat,
        /// The repeat square.
        square: Square,
    },
    /// The token jumped.
    Jumped {
        /// Whose token.
        seat: Seat,
        /// From.
        from: Square,
        /// To: this square triggers nothing.
        to: Square,
        /// Why.
        reason: JumpReason,
    },
    /// `seat` paid the fine into the pot.
    PaidFine {
        /// Who paid.
        seat: Seat,
        /// How much.
        amount: u32,
        /// The pot afterwards.
        pot: u64,
    },
    /// The token must miss its next `turns` turns.
    MissesTurns {
        /// Whose token.
        seat: Seat,
        /// How many.
        turns: u8,
    },
    /// The token is held on `square` until another token ends its turn there.
    Held {
        /// Whose token.
        seat: Seat,
        /// Where.
        square: Square,
    },
    /// A held token was freed by `by` arriving on its square.
    Freed {
        /// Whose token was freed.
        seat: Seat,
        /// The square it was held on.
        square: Square,
        /// Who arrived.
        by: Seat,
    },
    /// A token was sent from the square `by` arrived on to `by`'s origin.
    Displaced {
        /// Whose token moved.
        seat: Seat,
        /// Who arrived.
        by: Seat,
        /// The square it left.
        from: Square,
        /// Where it went.
        to: Square,
    },
    /// `seat`'s turn was passed over.
    TurnSkipped {
        /// Whose turn.
        seat: Seat,
        /// Why.
        reason: SkipReason,
    },
    /// `seat` won and took the pot.
    Won {
        /// The winner.
        seat: Seat,
        /// The winning square.
        square: Square,
        /// What was in the pot.
        pot: u64,
    },
    /// The game is over.
    GameOver {
        /// How it ended.
        outcome: Outcome,
    },
}
