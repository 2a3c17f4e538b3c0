//! [`UrRules`]: the path, the dice and every point where the published rules differ, as plain data checked when built.

use core::fmt;

use super::error::UrRulesError;
use crate::game::Seat;

/// Most pieces a player has (the published rule sets give 7 or 5).
pub const MAX_PIECES: u8 = 7;

/// Longest path of any [`UrPath`]: a path index `p` runs `1..=MAX_PATH`.
pub const MAX_PATH: u8 = 16;

/// The route a piece takes across the board, from its start (off the board,
/// path index 0) to bearing off (the length plus one).
///
/// The board has 20 squares on a 3 x 8 grid: row `A` is Light's, row `B`
/// (the middle) is shared, row `C` is Dark's; the outer rows have no
/// squares in columns 5 and 6. Both paths start at the near end of the
/// player's own row, `A4` to `A1` for Light, and run up the middle row from
/// `B1`. Dark's path is Light's with rows `A` and `C` swapped.
///
/// ```
/// use racegame::ur::{DARK, LIGHT, UrPath};
/// assert_eq!(UrPath::Bell.len(), 14);
/// assert_eq!(UrPath::Bell.square(LIGHT, 8).unwrap().to_string(), "B4");
/// // In the Masters path, the small block is shared with different indexes.
/// assert_eq!(UrPath::Masters.square(LIGHT, 12).unwrap().to_string(), "C7");
/// assert_eq!(UrPath::Masters.square(DARK, 16).unwrap().to_string(), "C7");
/// assert_eq!(UrPath::Masters.opponent_index(12), Some(16));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum UrPath {
    /// R. C. Bell's path, the one of Finkel's reconstruction: 14 squares.
    /// `A4 A3 A2 A1` (own row), `B1` to `B8` (shared, path indexes 5 to
    /// 12), then back along the own row `A8 A7`, and off. Rosettes at path
    /// indexes 4, 8 and 14; only the central one (`B4`, index 8) can hold
    /// an opposing piece.
    #[default]
    Bell,
    /// James Masters' path: 16 squares. `A4 A3 A2 A1`, `B1` to `B7`
    /// (indexes 5 to 11), across to the opponent's row `C7 C8` (12, 13),
    /// `B8` (14), then home `A8 A7` (15, 16), and off. Rosettes at 4, 8,
    /// 12 and 16. Every square past index 4 is shared: the small block is
    /// visited by both players in opposite directions, so one board square
    /// has index `p` for one player and `28 - p` for the other there.
    Masters,
}

impl UrPath {
    /// Squares on the path (14 or 16); bearing off is a move to the length
    /// plus one.
    #[inline]
    pub const fn len(self) -> u8 {
        match self {
            UrPath::Bell => 14,
            UrPath::Masters => 16,
        }
    }

    /// Always false: a path has squares. (Here for the `len` convention.)
    #[inline]
    pub const fn is_empty(self) -> bool {
        false
    }

    /// The path index of bearing off: the length plus one.
    #[inline]
    pub const fn off(self) -> u8 {
        self.len() + 1
    }

    /// Whether path index `p` is a rosette (the same for both players).
    #[inline]
    pub const fn is_rosette(self, p: u8) -> bool {
        match self {
            UrPath::Bell => matches!(p, 4 | 8 | 14),
            UrPath::Masters => matches!(p, 4 | 8 | 12 | 16),
        }
    }

    /// The opponent's path index of the board square at this player's path
    /// index `p`, or `None` when the square is private (or `p` is off the
    /// path). Two pieces of different players stand on the same board
    /// square exactly when one's index maps to the other's.
    #[inline]
    pub const fn opponent_index(self, p: u8) -> Option<u8> {
        match (self, p) {
            (_, 5..=11) | (UrPath::Bell, 12) => Some(p),
            (UrPath::Masters, 12..=16) => Some(28 - p),
            _ => None,
        }
    }

    /// The board square of `seat`'s piece at path index `p` (`None` for 0,
    /// bearing off, or a seat other than [`LIGHT`](super::LIGHT) and
    /// [`DARK`](super::DARK)).
    pub const fn square(self, seat: Seat, p: u8) -> Option<SquareName> {
        if seat.0 > 1 {
            return None;
        }
        // Light's squares; Dark's are the same with rows A and C swapped.
        let (row, column) = match (self, p) {
            (_, 1..=4) => (0, 5 - p),
            (_, 5..=11) | (UrPath::Bell, 12) => (1, p - 4),
            (UrPath::Bell, 13) => (0, 8),
            (UrPath::Bell, 14) => (0, 7),
            (UrPath::Masters, 12) => (2, 7),
            (UrPath::Masters, 13) => (2, 8),
            (UrPath::Masters, 14) => (1, 8),
            (UrPath::Masters, 15) => (0, 8),
            (UrPath::Masters, 16) => (0, 7),
            _ => return None,
        };
        let row = if seat.0 == 1 && row != 1 {
            2 - row
        } else {
            row
        };
        Some(SquareName { row, column })
    }
}

/// A square's name on the board, in the notation of the rules (named
/// apart from [`goose::Square`](crate::goose::Square), a square's number):
/// row `A` (Light's),
/// `B` (shared) or `C` (Dark's), and a column 1 to 8, column 1 being the
/// end of the large block with the corner rosettes.
///
/// ```
/// use racegame::ur::SquareName;
/// assert_eq!(SquareName { row: 1, column: 4 }.to_string(), "B4");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SquareName {
    /// 0 for `A`, 1 for `B`, 2 for `C`.
    pub row: u8,
    /// 1 to 8.
    pub column: u8,
}

impl fmt::Display for SquareName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let row = match self.row {
            0 => 'A',
            1 => 'B',
            _ => 'C',
        };
        write!(f, "{row}{}", self.column)
    }
}

/// What the players throw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum UrDice {
    /// Four binary (tetrahedral) dice, counting the marked tips up: 0 to 4
    /// with probabilities 1/16, 4/16, 6/16, 4/16, 1/16. A 0 moves nothing.
    #[default]
    FourBinary,
    /// Three binary dice, all three unmarked counting as 4: 1 to 4 with
    /// probabilities 3/8, 3/8, 1/8, 1/8. No throw is ever 0. The throw is
    /// drawn as the three dice fall, so its list of outcomes
    /// ([`RaceGame::chance`](crate::RaceGame::chance)) names the 4 (no
    /// marked tip up) first, then 1, 2 and 3.
    ThreeBinaryZeroIsFour,
}

impl UrDice {
    /// Whether these dice can show `value`.
    #[inline]
    pub const fn can_show(self, value: u8) -> bool {
        match self {
            UrDice::FourBinary => value <= 4,
            UrDice::ThreeBinaryZeroIsFour => 1 <= value && value <= 4,
        }
    }
}

crate::checked::checked_rules! {
    /// A rule set of the Royal Game of Ur: pieces, path, dice and the points
    /// where the published rules differ. Every field is public; change any and
    /// [`UrGame::new`](super::UrGame::new) checks the result.
    ///
    /// Serialized (with the `serde` feature), the rules are an object of
    /// their fields by name; reading one is strict: an unknown key is
    /// refused, every key is required (`null` for an absent option), and
    /// the rules read are checked by `validate`.
    ///
    /// The presets are [`UrRules::finkel`] (the default), [`UrRules::masters`]
    /// and [`UrRules::blitz`].
    ///
    /// ```
    /// use racegame::ur::{UrPath, UrRules, UrRulesError};
    /// let mut quick = UrRules::finkel();
    /// quick.pieces = 3;
    /// quick.path = UrPath::Masters;
    /// assert!(quick.validate().is_ok());
    /// quick.pieces = 0;
    /// assert_eq!(quick.validate(), Err(UrRulesError::Pieces(0)));
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    #[non_exhaustive]
    pub struct UrRules {
        /// Pieces per player, 1 to [`MAX_PIECES`] (7).
        pub pieces: u8,
        /// The route across the board (Bell's 14 squares).
        pub path: UrPath,
        /// The dice (four binary dice, 0 to 4).
        pub dice: UrDice,
        /// Whether a piece on a rosette is safe (yes). A move onto a rosette
        /// held by the opponent then does not exist; otherwise it captures as
        /// on any shared square. It applies to every rosette, but only the
        /// shared ones can matter: on Bell's path the central rosette alone.
        pub safe_rosettes: bool,
        /// Whether landing on a rosette earns another throw (yes). Entering
        /// onto the rosette at index 4 counts; bearing off never does.
        pub rosettes_throw_again: bool,
        /// Whether a capture earns another throw (no; yes in Blitz). A move
        /// that both captures and lands on a rosette earns one throw, not two.
        pub captures_throw_again: bool,
        /// Actions (throws and moves) after which the game ends as
        /// [`Outcome::Truncated`](crate::Outcome::Truncated) (none). Without a
        /// limit the game is still cut short after `u32::MAX` actions, so the
        /// count never overflows.
        #[cfg_attr(feature = "serde", serde(deserialize_with = "crate::checked::required"))]
        pub action_limit: Option<u32>,
    }
}

impl Default for UrRules {
    fn default() -> Self {
        UrRules::finkel()
    }
}

impl UrRules {
    /// Checks that the rules can be played: pieces in range, a positive
    /// action limit.
    ///
    /// # Errors
    ///
    /// [`UrRulesError::Pieces`] for 0 or more than [`MAX_PIECES`] pieces,
    /// [`UrRulesError::ZeroActionLimit`] for a limit of 0.
    pub fn validate(&self) -> Result<(), UrRulesError> {
        if self.pieces == 0 || self.pieces > MAX_PIECES {
            return Err(UrRulesError::Pieces(self.pieces));
        }
        if self.action_limit == Some(0) {
            return Err(UrRulesError::ZeroActionLimit);
        }
        Ok(())
    }
}
