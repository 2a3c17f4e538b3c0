//! GNU Backgammon Position IDs, both ways: the 14-character interchange form of a position that gnubg, eXtreme Gammon, wildbg and bkgm read.
//!
//! The ID is the Base64 text of an 80-bit key. The key lists, for the
//! player not on roll and then for the player on roll, each point from that
//! player's ace point up to its 24-point and then its bar: as many 1 bits
//! as it has checkers there, then a 0; the rest is padding of 0 bits. Bits
//! fill each byte from its lowest. (GNU Backgammon's manual, "A technical
//! description of the Position ID", describes the two halves the other
//! way round; gnubg itself, and every program that reads its IDs, writes
//! the opponent of the player on roll first, which is what this module
//! does: `4HPwATDgc/ABMA` is the starting position, and after the player
//! on roll plays 8/5 6/5 it is `sGfwATDgc/ABMA`.)
//!
//! The Position ID gives the checkers only; its companion, the Match ID
//! ([`MatchId`](crate::backgammon::MatchId)), gives the cube, the score, the dice and
//! whose decision it is. gnubg writes the pair as `PositionID:MatchID`.

use core::fmt;

use crate::backgammon::error::BackgammonStateError;
use crate::backgammon::game::BackgammonGame;
use crate::backgammon::rules::{BAR, MAX_CHECKERS, OFF, POINTS};
use crate::backgammon::state::{BackgammonState, Phase, unit};
use crate::game::{RaceGame, Seat};

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// A GNU Backgammon Position ID: 14 Base64 characters.
///
/// ```
/// use racegame::RaceGame;
/// use racegame::backgammon::{BackgammonGame, WHITE};
/// let game = BackgammonGame::backgammon();
/// assert_eq!(game.initial_state().position_id().to_string(), "4HPwATDgc/ABMA");
/// let s = game.position_from_id("sGfwATDgc/ABMA", WHITE)?;
/// assert_eq!(s.count(racegame::backgammon::BLACK, 5), 2); // Black made its 5-point
/// # Ok::<(), racegame::backgammon::PositionIdError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct PositionId([u8; 14]);

impl PositionId {
    /// The ID's text.
    pub fn as_str(&self) -> &str {
        core::str::from_utf8(&self.0).unwrap_or("")
    }

    /// The 10-byte key the ID encodes.
    pub fn key(&self) -> [u8; 10] {
        let mut key = [0u8; 10];
        base64_decode(&self.0, &mut key);
        key
    }

    /// The ID of a 10-byte key.
    pub fn of_key(key: [u8; 10]) -> PositionId {
        // 80 bits are 13 characters and 2 bits: the last carries them high.
        let mut id = [b'A'; 14];
        base64_encode(&key, &mut id);
        PositionId(id)
    }
}

/// `bytes` as Base64 into `out`, six bits a character from the first
/// byte's highest bit; a last character short of six bits carries them
/// high. `out` holds `ceil(8 * bytes.len() / 6)` characters.
pub(super) fn base64_encode(bytes: &[u8], out: &mut [u8]) {
    let mut bits = 0u32;
    let mut have = 0;
    let mut chars = out.iter_mut();
    for &b in bytes {
        bits = bits << 8 | u32::from(b);
        have += 8;
        while have >= 6 {
            have -= 6;
            if let Some(c) = chars.next() {
                *c = ALPHABET[((bits >> have) & 63) as usize];
            }
        }
    }
    if let (true, Some(c)) = (have > 0, chars.next()) {
        *c = ALPHABET[((bits << (6 - have)) & 63) as usize];
    }
}

/// The bytes of Base64 `text` into `out`, the inverse of
/// [`base64_encode`]: bits past the last whole byte are dropped, and a
/// character outside the alphabet counts as `A` (callers check first with
/// [`first_outside_base64`]).
pub(super) fn base64_decode(text: &[u8], out: &mut [u8]) {
    let mut bits = 0u32;
    let mut have = 0;
    let mut bytes = out.iter_mut();
    for &c in text {
        let v = ALPHABET.iter().position(|&a| a == c).unwrap_or(0) as u32;
        bits = bits << 6 | v;
        have += 6;
        if have >= 8 {
            have -= 8;
            if let Some(b) = bytes.next() {
                *b = (bits >> have) as u8;
            }
        }
    }
}

/// The place of the first character of `text` outside Base64's alphabet
/// (counted in characters from 0, not bytes), and the character.
pub(super) fn first_outside_base64(text: &str) -> Option<(usize, char)> {
    text.chars()
        .enumerate()
        .find(|&(_, c)| !c.is_ascii() || !ALPHABET.contains(&(c as u8)))
}

impl fmt::Display for PositionId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for PositionId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PositionId({})", self.as_str())
    }
}

/// Why a text is not the Position ID of a position of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PositionIdError {
    /// An ID has 14 characters.
    #[error("a Position ID has 14 characters, not {0}")]
    Length(usize),
    /// A character outside Base64's `A-Z a-z 0-9 + /`.
    #[error("character {at} of the Position ID is {found:?}, not Base64")]
    Character {
        /// Its place in characters (not bytes), from 0.
        at: usize,
        /// The character.
        found: char,
    },
    /// The key runs out before both players' checkers are listed.
    #[error("the key ends before both players' checkers are listed")]
    Truncated,
    /// The key gives a player more checkers than the game has.
    #[error("the key gives the {} {count} checkers; the game has {checkers}", side(*on_roll))]
    TooManyCheckers {
        /// Whether it is the player on roll (or the other).
        on_roll: bool,
        /// Checkers counted so far.
        count: u16,
        /// The game's count.
        checkers: u8,
    },
    /// Bits set after the last checker (the padding is zeros).
    #[error("the key has bits set after both players' checkers")]
    Padding,
    /// The key names checkers of both players on one point.
    #[error("the key puts both players' checkers on the on-roll player's point {0}")]
    SharedPoint(u8),
    /// The position is not one of this game (for instance checkers on the
    /// bar where nothing is hit).
    #[error("not a position of this game: {0}")]
    State(BackgammonStateError),
    /// Acey-deucey's rules (a start area): the ID has no place for
    /// checkers waiting to enter.
    #[error("acey-deucey's start area has no Position ID")]
    StartArea,
    /// The seat named to be on roll is not one of the game's two.
    #[error("seat {} is not one of backgammon's two seats", .0.0)]
    Seat(Seat),
}

fn side(on_roll: bool) -> &'static str {
    if on_roll {
        "player on roll"
    } else {
        "other player"
    }
}

impl BackgammonState {
    /// The GNU Backgammon Position ID of the checkers, with the side whose
    /// turn it is ([`turn`](BackgammonState::turn)) on roll. The ID records
    /// checkers on points and on the bar only: not the phase, the dice,
    /// the checkers borne off (the rest), nor Plakoto's pins.
    ///
    /// Nor acey-deucey's start area: a checker still waiting to enter
    /// ([`to_enter`](BackgammonState::to_enter)) is left out as a borne-off
    /// one is, so the ID of such a state is that of another position (the
    /// game's fallible writers, [`BackgammonGame::gnubg_ids`] and
    /// [`BackgammonGame::match_id`], refuse acey-deucey's rules).
    pub fn position_id(&self) -> PositionId {
        let on_roll = BackgammonState::slot(self.turn());
        let mut key = [0u8; 10];
        let mut at = 0usize;
        for word in [self.board[1 - on_roll], self.board[on_roll]] {
            for p in 1..=BAR {
                for _ in 0..crate::backgammon::state::nibble(word, p) {
                    if let Some(byte) = key.get_mut(at / 8) {
                        *byte |= 1 << (at % 8);
                    }
                    at += 1;
                }
                at += 1;
            }
        }
        PositionId::of_key(key)
    }
}

/// The key of a Position ID text, or why it is none.
fn key_of(text: &str) -> Result<[u8; 10], PositionIdError> {
    let length = text.chars().count();
    if length != 14 {
        return Err(PositionIdError::Length(length));
    }
    if let Some((at, found)) = first_outside_base64(text) {
        return Err(PositionIdError::Character { at, found });
    }
    // Fourteen characters of Base64: fourteen bytes.
    let bytes = text.as_bytes();
    let mut id = [0u8; 14];
    id.copy_from_slice(bytes);
    let key = PositionId(id).key();
    // The last character carries four bits past the 80 of the key: they
    // are zeros, so that one position has one ID.
    if PositionId::of_key(key).0 != id {
        return Err(PositionIdError::Padding);
    }
    Ok(key)
}

/// Both players' checkers from a key: per player (the other first), its
/// counts on points 1 to 24 and the bar, as a packed word.
fn words(key: [u8; 10], checkers: u8) -> Result<[u128; 2], PositionIdError> {
    let bit = |i: usize| key.get(i / 8).is_some_and(|b| b >> (i % 8) & 1 == 1);
    let mut at = 0usize;
    let mut out = [0u128; 2];
    for (half, word) in out.iter_mut().enumerate() {
        let mut count = 0u16;
        for p in 1..=BAR {
            while bit(at) {
                count += 1;
                if count > u16::from(checkers.min(MAX_CHECKERS)) {
                    let on_roll = half == 1;
                    return Err(PositionIdError::TooManyCheckers {
                        on_roll,
                        count,
                        checkers,
                    });
                }
                *word += unit(p);
                at += 1;
            }
            if at >= 80 {
                return Err(PositionIdError::Truncated);
            }
            at += 1;
        }
        *word += u128::from(u16::from(checkers) - count) * unit(OFF);
    }
    if (at..80).any(bit) {
        return Err(PositionIdError::Padding);
    }
    Ok(out)
}

impl BackgammonGame {
    /// The position of a GNU Backgammon Position ID in this game, `on_roll`
    /// to throw; the checkers not on the board are borne off. Checked as
    /// any outside state ([`validate`](RaceGame::validate)).
    ///
    /// # Errors
    ///
    /// [`PositionIdError`]: a seat other than White and Black, not 14
    /// Base64 characters, more checkers than the game has, stray bits, both
    /// players on one point, acey-deucey's rules
    /// ([`PositionIdError::StartArea`]), or a position the rules refuse.
    pub fn position_from_id(
        &self,
        id: &str,
        on_roll: Seat,
    ) -> Result<BackgammonState, PositionIdError> {
        if super::acey_deucey(&self.rules) {
            return Err(PositionIdError::StartArea);
        }
        let state = self.board_from_id(id, on_roll)?;
        self.validate(&state).map_err(PositionIdError::State)?;
        Ok(state)
    }

    /// The checkers of a Position ID, `on_roll` to throw, before the rules
    /// check the state (a caller sets the phase first).
    pub(super) fn board_from_id(
        &self,
        id: &str,
        on_roll: Seat,
    ) -> Result<BackgammonState, PositionIdError> {
        if on_roll.0 > 1 {
            return Err(PositionIdError::Seat(on_roll));
        }
        let key = key_of(id)?;
        let [other, roller] = words(key, self.rules.checkers)?;
        let mut state = self.initial_state().with_turn(on_roll);
        let i = BackgammonState::slot(on_roll);
        state.board[i] = roller;
        state.board[1 - i] = other;
        state.pinned = [0; 2];
        state.phase = Phase::AwaitingThrow;
        let dir = self.rules.direction;
        if let Some(p) = (1..=POINTS).find(|&p| {
            state.count(on_roll, p) > 0 && state.count(Seat(1 - on_roll.0.min(1)), dir.other(p)) > 0
        }) {
            return Err(PositionIdError::SharedPoint(p));
        }
        Ok(state)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_with_bits_set_past_the_key_is_refused() {
        let game = crate::backgammon::BackgammonGame::backgammon();
        // The starting position, and the same with a padding bit set.
        let (id, bad) = ("4HPwATDgc/ABMA", "4HPwATDgc/ABMB");
        assert_eq!(
            game.position_from_id(bad, Seat(0)),
            Err(PositionIdError::Padding)
        );
        assert!(game.position_from_id(id, Seat(0)).is_ok());
    }

    #[test]
    fn keys_and_ids_round_trip() {
        for key in [[0u8; 10], [0xFF; 10], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]] {
            let id = PositionId::of_key(key);
            assert!(id.as_str().bytes().all(|c| ALPHABET.contains(&c)));
            assert_eq!(key_of(id.as_str()), Ok(key));
        }
    }
}
