//! Text notation for actions and positions: what every engine's notation shares.
//!
//! Every engine writes its actions and states in a short text form, as
//! chess has SAN and FEN: each action and state type implements
//! [`Display`](core::fmt::Display) and [`FromStr`], and the two round-trip
//! exactly. The grammars are in each engine's docs
//! ([`goose::GooseAction`](crate::goose::GooseAction),
//! [`goose::GooseState`](crate::goose::GooseState),
//! [`ludo::LudoAction`](crate::ludo::LudoAction),
//! [`ludo::LudoState`](crate::ludo::LudoState),
//! [`ur::UrAction`](crate::ur::UrAction),
//! [`ur::UrState`](crate::ur::UrState),
//! [`backgammon::BackgammonAction`](crate::backgammon::BackgammonAction),
//! [`backgammon::BackgammonState`](crate::backgammon::BackgammonState)).
//!
//! A position ends with [`END`], `;`: a text cut short is refused, never
//! read as another position. (Actions are a few characters typed or sent
//! one at a time, and have no end mark.)
//!
//! Reading refuses anything else with a [`NotationError`] that says where
//! and what was expected. Reading a position checks its shape (the
//! engine's `FromStr`); [`parse_position`] also checks it against the
//! rules ([`RaceGame::validate`]), as any state from outside must be.
//!
//! ```
//! use racegame::{RaceGame, notation::parse_position, ludo::{LudoAction, LudoGame}};
//!
//! let game = LudoGame::ludo(2)?;
//! let action: LudoAction = "m2".parse()?;
//! assert_eq!(action, LudoAction::Move { token: 2 });
//! let start = game.initial_state().to_string();
//! assert_eq!(start, "ludo R:y,y,y,y Y:y,y,y,y t=R p=throw;");
//! assert_eq!(parse_position(&game, &start)?, game.initial_state());
//! // Cut short, it is refused rather than read as another position.
//! assert!(parse_position(&game, &start[..start.len() - 1]).is_err());
//! let err = "m9".parse::<LudoAction>().unwrap_err();
//! assert_eq!(err.to_string(), "at byte 1: expected a token number, 0 to 3; found '9'");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;
use core::str::FromStr;

use crate::game::RaceGame;

/// The longest text a notation reads: longer input is refused at once
/// ([`NotationError::TooLong`]), so reading never allocates or works in
/// proportion to a huge input.
pub const MAX_LEN: usize = 512;

/// The mark that ends every position: `;`. A text cut short anywhere has
/// lost it, so it is refused instead of read as another position (a copied
/// text that lost the last digit of its counter, or its last field). It
/// appears nowhere else in a position.
pub const END: char = ';';

/// Why a text is not an action or position in an engine's notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum NotationError {
    /// Something else was expected at byte `at`.
    #[error("at byte {at}: expected {expected}; found {}", Found(*found))]
    Expected {
        /// The byte offset in the text.
        at: usize,
        /// What would have been read there.
        expected: &'static str,
        /// What was there (`None`: the end of the text).
        found: Option<char>,
    },
    /// A number too large for what it counts.
    #[error("at byte {at}: {what} is at most {max}")]
    TooLarge {
        /// The byte offset of the number.
        at: usize,
        /// What the number counts.
        what: &'static str,
        /// The largest allowed.
        max: u32,
    },
    /// The text is longer than any the notation writes.
    #[error("the text is {len} bytes long; the notation reads at most {max}")]
    TooLong {
        /// Its length in bytes.
        len: usize,
        /// [`MAX_LEN`].
        max: usize,
    },
}

struct Found(Option<char>);

impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(c) => write!(f, "{c:?}"),
            None => f.write_str("the end of the text"),
        }
    }
}

/// Why a text is not a position of a game: not in the notation, or a state
/// these rules (or any) could not produce.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PositionError<E> {
    /// The text is not in the notation.
    #[error(transparent)]
    Notation(#[from] NotationError),
    /// The text names a state that is not valid: the engine's state error.
    #[error("not a valid position: {0}")]
    State(E),
}

/// Reads a position of `game` in its engine's notation and checks it
/// against the rules ([`RaceGame::validate`]).
///
/// # Errors
///
/// [`PositionError::Notation`] for text not in the notation,
/// [`PositionError::State`] for a state these rules could not produce.
pub fn parse_position<G>(game: &G, text: &str) -> Result<G::State, PositionError<G::StateError>>
where
    G: RaceGame,
    G::State: FromStr<Err = PositionError<G::StateError>>,
{
    let state: G::State = text.parse()?;
    game.validate(&state).map_err(PositionError::State)?;
    Ok(state)
}

/// A reader over a text, byte by byte, that knows where it is: the one
/// parser every engine's notation is written with.
pub(crate) struct Cursor<'a> {
    text: &'a [u8],
    source: &'a str,
    at: usize,
}

impl<'a> Cursor<'a> {
    /// A cursor at the start of `text`, or [`NotationError::TooLong`].
    pub(crate) fn new(text: &'a str) -> Result<Self, NotationError> {
        if text.len() > MAX_LEN {
            return Err(NotationError::TooLong {
                len: text.len(),
                max: MAX_LEN,
            });
        }
        Ok(Cursor {
            text: text.as_bytes(),
            source: text,
            at: 0,
        })
    }

    /// The error for "expected `expected` here".
    pub(crate) fn expected(&self, expected: &'static str) -> NotationError {
        NotationError::Expected {
            at: self.at,
            expected,
            found: self.source.get(self.at..).and_then(|s| s.chars().next()),
        }
    }

    /// The next byte, not consumed.
    pub(crate) fn peek(&self) -> Option<u8> {
        self.text.get(self.at).copied()
    }

    /// Consumes `c` if it is next.
    pub(crate) fn eat(&mut self, c: u8) -> bool {
        let here = self.peek() == Some(c);
        if here {
            self.at += 1;
        }
        here
    }

    /// Consumes `word` if it comes next.
    pub(crate) fn eat_str(&mut self, word: &str) -> bool {
        let here = self.text[self.at.min(self.text.len())..].starts_with(word.as_bytes());
        if here {
            self.at += word.len();
        }
        here
    }

    /// Consumes `c`, or says that `expected` was expected.
    pub(crate) fn expect(&mut self, c: u8, expected: &'static str) -> Result<(), NotationError> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(self.expected(expected))
        }
    }

    /// Consumes `word`, or says that `expected` was expected.
    pub(crate) fn expect_str(
        &mut self,
        word: &str,
        expected: &'static str,
    ) -> Result<(), NotationError> {
        if self.eat_str(word) {
            Ok(())
        } else {
            Err(self.expected(expected))
        }
    }

    /// A decimal number (no sign, no leading zero unless it is 0) of at
    /// most `max`, described as `what`.
    pub(crate) fn number(&mut self, what: &'static str, max: u32) -> Result<u32, NotationError> {
        let start = self.at;
        let first = match self.peek() {
            Some(c @ b'0'..=b'9') => c,
            _ => return Err(self.expected(what)),
        };
        self.at += 1;
        let mut value = u64::from(first - b'0');
        while let Some(c @ b'0'..=b'9') = self.peek() {
            if first == b'0' {
                return Err(self.expected("what follows a number (no number has a leading zero)"));
            }
            self.at += 1;
            value = value * 10 + u64::from(c - b'0');
            if value > u64::from(max) {
                break;
            }
        }
        if value > u64::from(max) {
            return Err(NotationError::TooLarge {
                at: start,
                what,
                max,
            });
        }
        Ok(value as u32)
    }

    /// A number from 1 to `max`: the notation leaves out a field that
    /// would be zero, so a zero there is refused, and every text it reads
    /// is the one it writes.
    pub(crate) fn nonzero(&mut self, what: &'static str, max: u32) -> Result<u32, NotationError> {
        let start = self.at;
        let n = self.number(what, max)?;
        if n == 0 {
            self.at = start;
            return Err(self.expected("a number from 1 (a zero is left out)"));
        }
        Ok(n)
    }

    /// A number that fits `u8` and is at most `max`.
    pub(crate) fn small(&mut self, what: &'static str, max: u8) -> Result<u8, NotationError> {
        self.number(what, u32::from(max)).map(|n| n as u8)
    }

    /// A digit `0..=max` (`max` below 10), refused with `what`.
    pub(crate) fn digit(&mut self, what: &'static str, max: u8) -> Result<u8, NotationError> {
        match self.peek() {
            Some(c @ b'0'..=b'9') if c - b'0' <= max => {
                self.at += 1;
                Ok(c - b'0')
            }
            _ => Err(self.expected(what)),
        }
    }

    /// The byte offset reached.
    pub(crate) fn position(&self) -> usize {
        self.at
    }

    /// Goes back to byte offset `at` (one reached before), so that an
    /// error can point at the start of what was read.
    pub(crate) fn rewind(&mut self, at: usize) {
        self.at = at.min(self.at);
    }

    /// Whether the whole text has been read.
    pub(crate) fn at_end(&self) -> bool {
        self.at >= self.text.len()
    }

    /// Succeeds at the end of the text; otherwise says `expected` was
    /// expected.
    pub(crate) fn end(&self, expected: &'static str) -> Result<(), NotationError> {
        if self.at_end() {
            Ok(())
        } else {
            Err(self.expected(expected))
        }
    }
}

/// The mark that ends every position: [`END`] as a byte.
const END_BYTE: u8 = b';';

/// Ends a position: the end mark [`END`], then the end of the text;
/// otherwise says that `expected` (the fields that may still come, "or
/// `;`") was expected.
pub(crate) fn end_of_position(
    c: &mut Cursor<'_>,
    expected: &'static str,
) -> Result<(), NotationError> {
    c.expect(END_BYTE, expected)?;
    c.end("nothing after the \";\" that ends the position")
}

/// Reads a throw of one or two dice: `d` or `d+d`, each 1 to 6.
pub(crate) fn read_roll(c: &mut Cursor<'_>) -> Result<crate::dice::Roll, NotationError> {
    const DIE: &str = "a die's value, 1 to 6";
    let first = read_die(c, DIE)?;
    if c.eat(b'+') {
        let second = read_die(c, DIE)?;
        crate::dice::Roll::two(first, second).map_err(|_| c.expected(DIE))
    } else {
        crate::dice::Roll::one(first).map_err(|_| c.expected(DIE))
    }
}

fn read_die(c: &mut Cursor<'_>, what: &'static str) -> Result<u8, NotationError> {
    match c.peek() {
        Some(v @ b'1'..=b'6') => {
            c.at += 1;
            Ok(v - b'0')
        }
        _ => Err(c.expected(what)),
    }
}
