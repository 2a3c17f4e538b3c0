//! GNU Backgammon Match IDs, both ways: the 12-character interchange form of the cube, the score, the dice and whose decision it is, beside the Position ID.
//!
//! The ID is the Base64 text of a 72-bit key, nine bytes whose bits fill
//! each byte from its lowest; each field is a run of bits, lowest first
//! (GNU Backgammon's manual, "A technical description of the Match ID"):
//!
//! | bits  | field |
//! |-------|-------|
//! | 0–3   | the cube's value, as its base-2 logarithm (0 to 15) |
//! | 4–5   | the cube's owner: 0 or 1 a player, 3 centred (2 names none) |
//! | 6     | the player on roll, or who rolled the dice |
//! | 7     | this game is the Crawford game |
//! | 8–10  | the game: 0 not started, 1 playing, 2 over, 3 resigned, 4 a double dropped |
//! | 11    | whose decision it is (the taker's after a double) |
//! | 12    | a double is offered |
//! | 13–14 | a resignation is offered: 0 none, 1 single, 2 gammon, 3 backgammon |
//! | 15–17, 18–20 | the dice, 0 for not thrown |
//! | 21–35 | the match length, 0 for money play |
//! | 36–50, 51–65 | player 0's score, player 1's |
//! | 66    | set when the Jacoby rule is off |
//! | 67–71 | padding: zeros |
//!
//! The manual describes 66 bits; GNU Backgammon itself writes the 67th (it
//! sets it in every match it starts, which plays without Jacoby), so this
//! module reads and writes it as [`MatchFields::jacoby`]. The manual's
//! example: at 2–4 in a 9-point match, player 0 holding a 2-cube, player 1
//! having rolled 5-2, the key is `41 89 2A 01 20 00 20 00 00` and the ID
//! `QYkqASAAIAAA`.

use core::fmt;
use core::str::FromStr;

use super::gnubg::{base64_decode, base64_encode, first_outside_base64};
use crate::game::Seat;

/// The largest value of the 15-bit match length and scores.
pub const MAX_MATCH_SCORE: u16 = 0x7FFF;

/// The largest base-2 logarithm of the cube's value (a 32768-cube).
pub const MAX_CUBE_LOG2: u8 = 15;

/// The state of the game a Match ID describes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum GameStatus {
    /// No game has started (code 0).
    #[default]
    NotStarted,
    /// A game is being played (code 1).
    Playing,
    /// The game is over, played to its end (code 2).
    Over,
    /// The game ended with a resignation accepted (code 3).
    Resigned,
    /// The game ended with a double dropped (code 4).
    Dropped,
}

impl GameStatus {
    const ALL: [GameStatus; 5] = [
        GameStatus::NotStarted,
        GameStatus::Playing,
        GameStatus::Over,
        GameStatus::Resigned,
        GameStatus::Dropped,
    ];

    /// Whether the game has ended, whichever way.
    pub const fn has_ended(self) -> bool {
        matches!(
            self,
            GameStatus::Over | GameStatus::Resigned | GameStatus::Dropped
        )
    }
}

pub use crate::backgammon::Resignation;

/// Every field of a Match ID, as plain data: build one and check it with
/// [`MatchId::new`], or read one from [`MatchId::fields`]. Players are
/// GNU Backgammon's 0 and 1, as `Seat(0)` and `Seat(1)`.
///
/// The default is a money session before its first game: a 1-cube in the
/// middle, player 0 to act, no score, the Jacoby rule on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct MatchFields {
    /// The cube's value as its base-2 logarithm: 0 for 1, 3 for 8; at
    /// most [`MAX_CUBE_LOG2`].
    pub cube_log2: u8,
    /// Who owns the cube; `None` while it is in the middle.
    pub cube_owner: Option<Seat>,
    /// The player on roll, or who has rolled the dice.
    pub on_roll: Seat,
    /// Whether this game is the Crawford game (match play only).
    pub crawford: bool,
    /// Whether a game is on, over, or yet to start.
    pub status: GameStatus,
    /// Whose decision it is: the player on roll, or the other while a
    /// double or a resignation awaits an answer.
    pub turn: Seat,
    /// Whether a double is offered.
    pub doubled: bool,
    /// The resignation offered, if any (by the player not to decide).
    pub resigned: Option<Resignation>,
    /// The dice thrown, each 1 to 6, in the order written; `None` before
    /// the throw.
    pub dice: Option<[u8; 2]>,
    /// The match length, at most [`MAX_MATCH_SCORE`]; 0 for money play.
    pub length: u16,
    /// Player 0's score and player 1's, each at most [`MAX_MATCH_SCORE`].
    /// In a match a score reaches the length only when a game has ended
    /// (the match won), and only one side's.
    pub score: [u16; 2],
    /// Whether the Jacoby rule is on (GNU Backgammon's 67th bit, set when
    /// it is off; matches play without it).
    pub jacoby: bool,
}

impl Default for MatchFields {
    fn default() -> MatchFields {
        MatchFields {
            cube_log2: 0,
            cube_owner: None,
            on_roll: Seat(0),
            crawford: false,
            status: GameStatus::NotStarted,
            turn: Seat(0),
            doubled: false,
            resigned: None,
            dice: None,
            length: 0,
            score: [0, 0],
            jacoby: true,
        }
    }
}

/// A GNU Backgammon Match ID: checked [`MatchFields`], written as 12
/// Base64 characters. Every ID read writes back as the same text.
///
/// ```
/// use racegame::Seat;
/// use racegame::backgammon::{GameStatus, MatchFields, MatchId};
/// let id: MatchId = "QYkqASAAIAAA".parse()?;
/// let f = id.fields();
/// assert_eq!((f.length, f.score, id.cube_value()), (9, [2, 4], 2));
/// assert_eq!((f.cube_owner, f.on_roll, f.dice), (Some(Seat(0)), Seat(1), Some([5, 2])));
/// assert_eq!(f.status, GameStatus::Playing);
/// let money = MatchId::new(MatchFields { status: GameStatus::Playing, ..MatchFields::default() })?;
/// assert_eq!(money.to_string(), "MAEAAAAAAAAA");
/// # Ok::<(), racegame::backgammon::MatchIdError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "MatchFields", into = "MatchFields")
)]
pub struct MatchId(MatchFields);

/// Why fields or a text are not a Match ID.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum MatchIdError {
    /// An ID has 12 characters.
    #[error("a Match ID has 12 characters, not {0}")]
    Length(usize),
    /// A character outside Base64's `A-Z a-z 0-9 + /`.
    #[error("character {at} of the Match ID is {found:?}, not Base64")]
    Character {
        /// Its place in characters (not bytes), from 0.
        at: usize,
        /// The character.
        found: char,
    },
    /// Bits set in the five after the 67 the key uses.
    #[error("the Match ID has bits set past its 67 of data")]
    Padding,
    /// The cube-owner bits are 2, which names no owner.
    #[error("the cube-owner bits are 2: neither a player (0, 1) nor the middle (3)")]
    CubeOwnerCode,
    /// The game-state bits are 5 to 7, which name no state.
    #[error("the game-state code is {0}; the codes are 0 to 4")]
    StatusCode(u8),
    /// The cube's logarithm past [`MAX_CUBE_LOG2`].
    #[error("a cube of 2^{0} is past the largest, 2^15")]
    Cube(u8),
    /// A player other than 0 and 1.
    #[error("{0} is not a player of a Match ID (players are 0 and 1)")]
    Seat(Seat),
    /// A die other than 1 to 6.
    #[error("a die of {0}: dice are 1 to 6")]
    Die(u8),
    /// One die thrown and not the other.
    #[error("one die is thrown and not the other")]
    HalfThrown,
    /// A match length past [`MAX_MATCH_SCORE`].
    #[error("a match of {0} points is past the largest, 32767")]
    MatchLength(u16),
    /// A score past [`MAX_MATCH_SCORE`], or in a match at or past its
    /// length while a game is on (or on both sides).
    #[error("player {player} has {score} points in a match to {length}", player = seat.0)]
    Score {
        /// The player.
        seat: Seat,
        /// Its score.
        score: u16,
        /// The match length (0 for money play).
        length: u16,
    },
    /// The Crawford flag in money play.
    #[error("money play has no Crawford game")]
    CrawfordInMoneyPlay,
}

impl MatchId {
    /// The ID of `fields`, once checked.
    ///
    /// # Errors
    ///
    /// [`MatchIdError`]: a cube past 2^15, a player other than 0 and 1, a
    /// die other than 1 to 6, a match length or score past 32767, a score
    /// at or past the match length while the game goes on (or both sides'),
    /// or a Crawford game in money play.
    pub fn new(fields: MatchFields) -> Result<MatchId, MatchIdError> {
        let f = &fields;
        if f.cube_log2 > MAX_CUBE_LOG2 {
            return Err(MatchIdError::Cube(f.cube_log2));
        }
        let seats = [f.cube_owner.unwrap_or(Seat(0)), f.on_roll, f.turn];
        if let Some(&seat) = seats.iter().find(|s| s.0 > 1) {
            return Err(MatchIdError::Seat(seat));
        }
        if let Some(&die) = f.dice.iter().flatten().find(|&&d| !(1..=6).contains(&d)) {
            return Err(MatchIdError::Die(die));
        }
        if f.length > MAX_MATCH_SCORE {
            return Err(MatchIdError::MatchLength(f.length));
        }
        check_scores(f)?;
        if f.crawford && f.length == 0 {
            return Err(MatchIdError::CrawfordInMoneyPlay);
        }
        Ok(MatchId(fields))
    }

    /// The fields.
    pub const fn fields(&self) -> MatchFields {
        self.0
    }

    /// The cube's value: 1, 2, 4, ... up to 32768.
    pub const fn cube_value(&self) -> u32 {
        1 << self.0.cube_log2
    }

    /// The nine-byte key the ID encodes.
    pub fn key(&self) -> [u8; 9] {
        let f = &self.0;
        let owner = f.cube_owner.map_or(3, |s| u128::from(s.0));
        let [d1, d2] = f.dice.unwrap_or([0, 0]);
        let status = GameStatus::ALL.iter().position(|&s| s == f.status);
        let resigned = match f.resigned {
            None => 0,
            Some(Resignation::Single) => 1,
            Some(Resignation::Gammon) => 2,
            Some(Resignation::Backgammon) => 3,
        };
        let fields: [(u128, u32); 14] = [
            (u128::from(f.cube_log2), 4),
            (owner, 2),
            (u128::from(f.on_roll.0), 1),
            (u128::from(f.crawford), 1),
            (status.unwrap_or(0) as u128, 3),
            (u128::from(f.turn.0), 1),
            (u128::from(f.doubled), 1),
            (resigned, 2),
            (u128::from(d1), 3),
            (u128::from(d2), 3),
            (u128::from(f.length), 15),
            (u128::from(f.score[0]), 15),
            (u128::from(f.score[1]), 15),
            (u128::from(!f.jacoby), 1),
        ];
        let mut bits = 0u128;
        for &(value, width) in fields.iter().rev() {
            bits = bits << width | value;
        }
        let mut key = [0u8; 9];
        key.copy_from_slice(&bits.to_le_bytes()[..9]);
        key
    }

    /// The Match ID of a nine-byte key.
    ///
    /// # Errors
    ///
    /// [`MatchIdError`]: padding bits set, a code that names nothing (the
    /// cube owner 2, a game state past 4, a die of 7, one die of two), or
    /// fields [`MatchId::new`] refuses.
    pub fn from_key(key: [u8; 9]) -> Result<MatchId, MatchIdError> {
        let mut wide = [0u8; 16];
        wide[..9].copy_from_slice(&key);
        let bits = u128::from_le_bytes(wide);
        if bits >> 67 != 0 {
            return Err(MatchIdError::Padding);
        }
        let field = |at: u32, width: u32| ((bits >> at) & ((1 << width) - 1)) as u16;
        let seat = |at: u32| Seat(field(at, 1) as u8);
        let cube_owner = match field(4, 2) {
            3 => None,
            2 => return Err(MatchIdError::CubeOwnerCode),
            s => Some(Seat(s as u8)),
        };
        let code = field(8, 3) as u8;
        let status = *GameStatus::ALL
            .get(usize::from(code))
            .ok_or(MatchIdError::StatusCode(code))?;
        let resigned = [
            None,
            Some(Resignation::Single),
            Some(Resignation::Gammon),
            Some(Resignation::Backgammon),
        ][usize::from(field(13, 2))];
        let dice = match (field(15, 3) as u8, field(18, 3) as u8) {
            (0, 0) => None,
            (0, _) | (_, 0) => return Err(MatchIdError::HalfThrown),
            (a, b) => Some([a, b]),
        };
        MatchId::new(MatchFields {
            cube_log2: field(0, 4) as u8,
            cube_owner,
            on_roll: seat(6),
            crawford: field(7, 1) == 1,
            status,
            turn: seat(11),
            doubled: field(12, 1) == 1,
            resigned,
            dice,
            length: field(21, 15),
            score: [field(36, 15), field(51, 15)],
            jacoby: field(66, 1) == 0,
        })
    }
}

/// Scores within 15 bits; in a match, below the length but for the one
/// side that has won it once a game has ended.
fn check_scores(f: &MatchFields) -> Result<(), MatchIdError> {
    let past = |score: u16| f.length > 0 && score >= f.length;
    let winners = f.score.iter().filter(|&&s| past(s)).count();
    for (i, &score) in f.score.iter().enumerate() {
        let refused =
            score > MAX_MATCH_SCORE || (past(score) && (!f.status.has_ended() || winners > 1));
        if refused {
            let seat = Seat(i as u8);
            let length = f.length;
            return Err(MatchIdError::Score {
                seat,
                score,
                length,
            });
        }
    }
    Ok(())
}

impl TryFrom<MatchFields> for MatchId {
    type Error = MatchIdError;

    fn try_from(fields: MatchFields) -> Result<MatchId, MatchIdError> {
        MatchId::new(fields)
    }
}

impl From<MatchId> for MatchFields {
    fn from(id: MatchId) -> MatchFields {
        id.0
    }
}

impl fmt::Display for MatchId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = [b'A'; 12];
        base64_encode(&self.key(), &mut text);
        f.write_str(core::str::from_utf8(&text).unwrap_or(""))
    }
}

impl FromStr for MatchId {
    type Err = MatchIdError;

    /// Reads the 12 characters of a Match ID.
    fn from_str(text: &str) -> Result<MatchId, MatchIdError> {
        let length = text.chars().count();
        if length != 12 {
            return Err(MatchIdError::Length(length));
        }
        if let Some((at, found)) = first_outside_base64(text) {
            return Err(MatchIdError::Character { at, found });
        }
        let mut key = [0u8; 9];
        base64_decode(text.as_bytes(), &mut key);
        MatchId::from_key(key)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_status_and_resignation_has_its_code() {
        for (code, status) in GameStatus::ALL.into_iter().enumerate() {
            let id = MatchId::new(MatchFields {
                status,
                resigned: Some(Resignation::Gammon),
                ..MatchFields::default()
            });
            let key = id.map(|id| id.key());
            assert_eq!(key.map(|k| (k[1] & 7, k[1] >> 5 & 3)), Ok((code as u8, 2)));
        }
    }
}
