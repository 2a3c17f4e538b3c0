//! [`LudoEvent`]: the story of a Ludo action, in the order things happen, and [`Place`], where a token is.

use core::fmt;

use crate::dice::Roll;
use crate::game::{Outcome, Seat};

/// Where a token stands, as a user interface draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Place {
    /// In its owner's yard, out of play.
    Yard,
    /// On the shared track, at this square (0 is colour 0's start).
    Track(u8),
    /// In its owner's home column, this many squares in (0 is the first;
    /// with goal fields, these are the goal fields).
    Home(u8),
    /// On the finishing square: it never moves again.
    Finished,
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Yard => write!(f, "the yard"),
            Place::Track(s) => write!(f, "track square {s}"),
            Place::Home(i) => write!(f, "home square {i}"),
            Place::Finished => write!(f, "the finishing square"),
        }
    }
}

/// Why a player rolls again in the same turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum BonusReason {
    /// The roll was a 6 (used or not).
    Six,
    /// The move captured ([`Reward::ExtraRoll`](super::Reward::ExtraRoll),
    /// or [`Reward::Move`](super::Reward::Move) for a bonus move).
    Capture,
    /// A token reached home ([`Reward::ExtraRoll`](super::Reward::ExtraRoll),
    /// or [`Reward::Move`](super::Reward::Move) for a bonus move).
    Home,
    /// The throw of two dice was a double
    /// ([`LudoRules::dice`](super::LudoRules::dice) = 2).
    Double,
    /// Nothing can move but by entering, and tries remain
    /// ([`LudoRules::yard_rolls`](super::LudoRules::yard_rolls)).
    AnotherTry,
}

/// One thing that happened during a Ludo action.
///
/// A roll yields [`Rolled`](LudoEvent::Rolled), then either nothing more (a
/// choice is awaited), or [`ThirdSixForfeited`](LudoEvent::ThirdSixForfeited),
/// or [`Passed`](LudoEvent::Passed) and perhaps a
/// [`BonusRoll`](LudoEvent::BonusRoll). A choice yields
/// [`Entered`](LudoEvent::Entered) or [`Bounced`](LudoEvent::Bounced) /
/// [`Moved`](LudoEvent::Moved), then [`Captured`](LudoEvent::Captured) for
/// each token sent home, [`TokenHome`](LudoEvent::TokenHome),
/// [`PlayerFinished`](LudoEvent::PlayerFinished), perhaps
/// [`BonusMoveEarned`](LudoEvent::BonusMoveEarned) (then nothing more: the
/// bonus move is awaited) or [`BonusMoveForfeited`](LudoEvent::BonusMoveForfeited),
/// and either a [`BonusRoll`](LudoEvent::BonusRoll) or the end of the game.
/// A bonus move yields what a move does. A third 6 under Parchís's rules
/// adds [`SentBack`](LudoEvent::SentBack). Bonus rolls do not stack: one
/// roll earns at most one more roll. With two dice a move is followed by
/// nothing more while the other die is pending, or by
/// [`DieForfeited`](LudoEvent::DieForfeited) when it cannot be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub enum LudoEvent {
    /// `seat` rolled.
    Rolled {
        /// Who.
        seat: Seat,
        /// The die.
        roll: Roll,
    },
    /// The roll allowed no move: it is spent (with two dice, neither die
    /// could be used).
    Passed {
        /// Who.
        seat: Seat,
        /// The roll (with two dice, their total).
        roll: u8,
    },
    /// With two dice: a die that could not be used when its turn came is
    /// spent without a move (the other die was used).
    DieForfeited {
        /// Who.
        seat: Seat,
        /// The die: 0 or 1.
        die: u8,
        /// The value it showed.
        value: u8,
    },
    /// A third 6 (with two dice, a third double) in a row: it cannot be
    /// used and the turn ends at once.
    ThirdSixForfeited {
        /// Who.
        seat: Seat,
    },
    /// A token came out of the yard onto its start square.
    Entered {
        /// Whose.
        seat: Seat,
        /// Which.
        token: u8,
        /// The start square.
        square: u8,
    },
    /// A move bounced off the end of the path by `excess` squares; the
    /// [`Moved`](LudoEvent::Moved) that follows gives where it ended.
    Bounced {
        /// Whose.
        seat: Seat,
        /// Which.
        token: u8,
        /// Squares past the end.
        excess: u8,
    },
    /// A token moved along its path.
    Moved {
        /// Whose.
        seat: Seat,
        /// Which.
        token: u8,
        /// From.
        from: Place,
        /// To.
        to: Place,
    },
    /// An opponent's token was captured and sent back.
    Captured {
        /// Whose token was captured.
        seat: Seat,
        /// Which.
        token: u8,
        /// The track square.
        square: u8,
        /// Where it went: its yard under every rule set of the crate.
        to: Place,
        /// Who captured it.
        by: Seat,
    },
    /// A token reached home (the finishing square, or the goal fields).
    TokenHome {
        /// Whose.
        seat: Seat,
        /// Which.
        token: u8,
    },
    /// A player brought every token home and takes `place` (1 is first).
    PlayerFinished {
        /// Who.
        seat: Seat,
        /// The place.
        place: u8,
    },
    /// A capture or a token home earned a bonus move of `distance` squares
    /// ([`Reward::Move`](super::Reward::Move)); the player chooses the token
    /// next.
    BonusMoveEarned {
        /// Who.
        seat: Seat,
        /// Squares to move.
        distance: u8,
        /// Why.
        reason: BonusReason,
    },
    /// A bonus move was earned but no token can make it: it is lost.
    BonusMoveForfeited {
        /// Who.
        seat: Seat,
        /// Squares it would have moved.
        distance: u8,
    },
    /// A third 6 sent the token moved last back to its yard
    /// ([`BonusRolls::ThirdSixSendsBack`](super::BonusRolls::ThirdSixSendsBack)).
    SentBack {
        /// Whose.
        seat: Seat,
        /// Which.
        token: u8,
        /// Where it stood.
        from: Place,
    },
    /// The same seat rolls again.
    BonusRoll {
        /// Who.
        seat: Seat,
        /// Why.
        reason: BonusReason,
    },
    /// A partnership won ([`LudoRules::partners`](super::LudoRules::partners)):
    /// told just before [`GameOver`](LudoEvent::GameOver), whose outcome
    /// names only the seat whose move won.
    PartnersWon {
        /// The seat whose move won, then its partner.
        seats: [Seat; 2],
    },
    /// The game is over.
    GameOver {
        /// How it ended.
        outcome: Outcome,
    },
}
