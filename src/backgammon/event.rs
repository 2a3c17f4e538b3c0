//! [`BackgammonEvent`]: the story of an action on the backgammon board, in the order things happen.

use super::dice::DiceLeft;
use super::result::GameResult;
use crate::game::{Outcome, Seat};

/// One thing that happened during an action. Points are the named seat's
/// own numbers.
///
/// A throw at the opening yields [`OpeningRoll`](BackgammonEvent::OpeningRoll)
/// (with the starter, unless the dice are equal and are thrown again); any
/// other throw [`Rolled`](BackgammonEvent::Rolled), then nothing (a move is
/// awaited) or [`Passed`](BackgammonEvent::Passed) when the roll allows no
/// move. A move yields [`Entered`](BackgammonEvent::Entered),
/// [`Moved`](BackgammonEvent::Moved) or [`BorneOff`](BackgammonEvent::BorneOff),
/// perhaps [`Hit`](BackgammonEvent::Hit), [`Pinned`](BackgammonEvent::Pinned)
/// or [`Freed`](BackgammonEvent::Freed), then
/// [`GameOver`](BackgammonEvent::GameOver), or
/// [`Forfeited`](BackgammonEvent::Forfeited) when dice are left that no
/// move can use, or nothing. A double yields
/// [`Doubled`](BackgammonEvent::Doubled); its answer
/// [`Taken`](BackgammonEvent::Taken), [`Beavered`](BackgammonEvent::Beavered),
/// or [`Dropped`](BackgammonEvent::Dropped) then `GameOver`; a roll from
/// the cube decision yields nothing (the throw follows). An offer to resign
/// yields [`ResignationOffered`](BackgammonEvent::ResignationOffered), its
/// answer [`ResignationAccepted`](BackgammonEvent::ResignationAccepted)
/// then `GameOver`, or [`ResignationRejected`](BackgammonEvent::ResignationRejected). In match play a
/// game's end yields [`GameEnded`](BackgammonEvent::GameEnded), and
/// `GameOver` only once the match is won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub enum BackgammonEvent {
    /// Each side threw one die to decide who starts.
    OpeningRoll {
        /// White's die.
        white: u8,
        /// Black's die.
        black: u8,
        /// Who starts (the higher die); `None` when the dice are equal and
        /// are thrown again.
        starts: Option<Seat>,
        /// Whether the starter plays these two dice as its first roll
        /// (otherwise it throws both dice).
        plays_them: bool,
    },
    /// `seat` threw two dice.
    Rolled {
        /// Who.
        seat: Seat,
        /// The two dice.
        dice: [u8; 2],
    },
    /// The roll allows no move: the turn passes.
    Passed {
        /// Who.
        seat: Seat,
        /// The two dice.
        dice: [u8; 2],
    },
    /// A checker entered from the bar.
    Entered {
        /// Whose.
        seat: Seat,
        /// The point entered.
        to: u8,
        /// The die played.
        die: u8,
    },
    /// A checker moved from one point to another.
    Moved {
        /// Whose.
        seat: Seat,
        /// From.
        from: u8,
        /// To.
        to: u8,
        /// The die played.
        die: u8,
    },
    /// A checker was borne off.
    BorneOff {
        /// Whose.
        seat: Seat,
        /// From.
        from: u8,
        /// The die played.
        die: u8,
    },
    /// A blot was hit and went to the bar.
    Hit {
        /// Whose checker was hit.
        seat: Seat,
        /// Where it stood (its owner's number).
        at: u8,
        /// Who hit it.
        by: Seat,
    },
    /// A blot was pinned (Plakoto).
    Pinned {
        /// Whose checker was pinned.
        seat: Seat,
        /// Where (its owner's number).
        at: u8,
        /// Who pinned it.
        by: Seat,
    },
    /// A pinned checker is free again: the last pinning checker left.
    Freed {
        /// Whose checker is free.
        seat: Seat,
        /// Where (its owner's number).
        at: u8,
    },
    /// Dice are left that no move can use: the turn ends.
    Forfeited {
        /// Who.
        seat: Seat,
        /// The dice left unplayed.
        dice: DiceLeft,
    },
    /// `seat` doubled: the other side is to take, pass or beaver.
    Doubled {
        /// Who doubled.
        seat: Seat,
        /// The value the cube would turn to.
        value: u32,
    },
    /// `seat` took a double: it owns the cube at `value`.
    Taken {
        /// Who took.
        seat: Seat,
        /// The cube's value now.
        value: u32,
    },
    /// `seat` beavered a double: it took and redoubled at once, and owns
    /// the cube at `value` (four times its value before the double).
    Beavered {
        /// Who beavered.
        seat: Seat,
        /// The cube's value now.
        value: u32,
    },
    /// `seat` passed a double: the game ends, `seat` losing `value` (the
    /// cube's value before the double).
    Dropped {
        /// Who passed.
        seat: Seat,
        /// The cube's value before the double.
        value: u32,
    },
    /// Match play: a game of the match ended (won, or drawn with
    /// `result` `None`), its points added to the score. `GameOver`
    /// follows when the match is won; otherwise the next game begins at
    /// its opening.
    GameEnded {
        /// The winner, the kind of win and its points.
        result: Option<GameResult>,
        /// The match score after it, White's first.
        score: [u16; 2],
    },
    /// The game is over (in match play: the match).
    GameOver {
        /// How it ended.
        outcome: Outcome,
        /// The winner, the kind of win and its points; `None` for a draw or
        /// a game cut short.
        result: Option<GameResult>,
    },
    /// `seat` offered to resign.
    ResignationOffered {
        /// Who.
        seat: Seat,
        /// What it offered to lose.
        offered: super::Resignation,
    },
    /// `seat` accepted the other side's offer to resign.
    ResignationAccepted {
        /// Who accepted (the winner).
        seat: Seat,
        /// What was offered.
        offered: super::Resignation,
    },
    /// `seat` rejected the other side's offer to resign: the game goes on.
    ResignationRejected {
        /// Who rejected.
        seat: Seat,
        /// What was offered.
        offered: super::Resignation,
    },
}
