//! Bear-off databases: every home board's distribution of the rolls it takes to bear off ([`OneSided`]), and the exact race between two small home boards ([`TwoSided`]).
//!
//! Once a side's checkers are all in its home board and the two sides can
//! no longer meet, what is left is a race to bear off. The positions are
//! few enough to solve outright, and every backgammon program keeps them
//! in tables.
//!
//! - [`OneSided`]: one side's home board alone (up to fifteen checkers on
//!   the six points: 54,264 boards). For each, the probability that
//!   bearing every checker off takes exactly `n` rolls, with each roll
//!   played to need the fewest rolls on average; its mean
//!   ([`OneSided::mean_rolls`]) and the effective pip count.
//! - [`TwoSided`]: both sides bearing off with up to six checkers each
//!   (924 × 924 pairs): the chance that the side to roll wins, both sides
//!   playing to win.
//!
//! Every play comes from the backgammon engine
//! ([`BackgammonGame::plays_of_roll`](super::BackgammonGame::plays_of_roll)),
//! asked with the mover's home board and the other side's checkers out of
//! the way; a board is numbered by [`HomeBoard`]'s counts, without holes.
//!
//! ```
//! use racegame::backgammon::bearoff::{HomeBoard, OneSided};
//! let db = OneSided::build(6, 3)?;
//! let aces = HomeBoard::new(&[3])?; // three checkers on the ace point
//! // Off in one roll with a double (1 in 6), otherwise in two.
//! let d = db.distribution(&aces).ok_or("covered")?;
//! assert!((d[1] - 1.0 / 6.0).abs() < 1e-15 && (d[2] - 5.0 / 6.0).abs() < 1e-15);
//! // Saved and read back, or refused.
//! let again = OneSided::from_bytes(&db.to_bytes())?;
//! assert_eq!(again, db);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Figures
//!
//! | home board | mean rolls to bear off | effective pip count | GNU Backgammon |
//! |---|---|---|---|
//! | 15 on the ace point | 1,953,839 / 279,936 = 6.979591764 | 57.000 | 6.980 |
//! | 15 on the six point | 12.266187 | 100.17 | 12.266 |
//! | 2-2-2-3-3-3 on points 1 to 6 | 8.138923 | 66.47 | 8.139 |
//! | 3-3-3-2-2-2 on points 1 to 6 | 7.555030 | 61.70 | 7.555 |
//!
//! Walter Trice's rule for a position of N rolls, an effective pip count
//! of 7N + 1 (57 for 15 on the ace point), holds to 6e-7. Two-sided, the
//! side to roll wins six on the six point against six on the six point
//! with 0.651200 (gnubg: 0.65115), one on each point against six on the
//! six point with 0.966606 (gnubg: 0.96655). The figures of gnubg are
//! those of its `bearoffdump`.
//!
//! # Saved databases
//!
//! [`OneSided::to_bytes`] and [`TwoSided::to_bytes`] write, and the
//! `from_bytes` of each reads, one binary form. All numbers
//! little-endian:
//!
//! | bytes | field |
//! |---|---|
//! | 0..8 | magic: `RGBEAROF` |
//! | 8..12 | format version, `u32` ([`BEAROFF_FORMAT_VERSION`]) |
//! | 12..16 | kind, `u32`: 1 one-sided, 2 two-sided |
//! | 16 | points of the home board, `u8` (1 to 6) |
//! | 17 | most checkers on a board, `u8` (1 to 15) |
//! | 18..20 | reserved, zero |
//! | 20..24 | values per position `k`, `u32`: one-sided, the rolls 0 to `k - 1` of each distribution; two-sided, 1 |
//! | 24..32 | positions `n`, `u64`: one-sided, the boards; two-sided, the boards squared |
//! | 32..32 + 8 k n | the values, `f64`, position after position in the order of the numbering |
//! | last 8 | checksum: FNV-1a-64 of every byte before it, `u64` |
//!
//! Boards are numbered as multisets of the most checkers over the places
//! "off", 1, ..., 6 in colexicographic order (number 0 is the empty
//! board); a two-sided position `(a, b)` (the side to roll has board `a`)
//! is number `a * boards + b`, and holds the chance that the side to roll
//! wins.
//!
//! Reading refuses, with a [`BearoffError`], anything but a whole
//! database of this version and kind: the sizes must be those of the
//! numbering, the length exactly what they imply (checked before anything
//! is allocated), the checksum must match, every value must be a
//! probability, every distribution must add up to 1 within 1e-9 and put
//! the empty board at no roll and every other board at one roll or more,
//! and every finished two-sided game must be worth exactly 1 or 0.
//!
//! **What each check covers.** The checksum (FNV-1a-64) catches
//! accidents: a truncated or padded file, a changed byte, most damage in
//! transit or on disk. It is not a signature: anyone who edits the values
//! can write a new checksum. The checks on reading bound what such a file
//! can make a program do (no panic, no value that is not a probability,
//! no distribution that does not add up) but not whether its values are
//! right. [`OneSided::verify`] and [`TwoSided::verify`] check the values
//! themselves against the game: every position's value must be what its
//! 21 rolls, each played as the database's own values say is best, give
//! from the values of the positions they lead to, all the way down to the
//! finished ones. Positions lead only to positions of fewer pips, so
//! there is exactly one database that passes: an edited one (resealed or
//! not) is refused, as is one computed by a wrong program. Verifying
//! costs about as much as building (the plays of every position are asked
//! of the engine once).

mod board;
mod file;
mod index;
mod moves;
mod one_sided;
mod two_sided;

pub use board::{HOME_POINTS, HomeBoard};
pub use file::BEAROFF_FORMAT_VERSION;
pub use one_sided::{OneSided, PIPS_PER_ROLL, VERIFY_SLACK};
pub use two_sided::{MAX_TWO_SIDED, TwoSided};

/// Why a bear-off database or board was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum BearoffError {
    /// A home board has six points.
    #[error("a home board has 1 to 6 points, not {0}")]
    Points(usize),
    /// Too many (or no) checkers.
    #[error("a bear-off database covers 1 to 15 checkers, not {0}")]
    Checkers(u32),
    /// A two-sided database past [`MAX_TWO_SIDED`] pairs.
    #[error("a two-sided database of {boards} boards a side is too large")]
    TooLarge {
        /// Boards a side.
        boards: usize,
    },
    /// The engine offered no play for a roll (a bear-off always has one).
    #[error("the engine offered no play in a bear-off")]
    NoPlay,
    /// The bytes do not start as a bear-off database.
    #[error("not a bear-off database")]
    NotADatabase,
    /// A format version this crate does not read.
    #[error("bear-off database format version {0} is not read here")]
    Version(u32),
    /// A database of the other kind.
    #[error("a bear-off database of kind {found}, not the kind asked for")]
    Kind {
        /// The kind found.
        found: u32,
    },
    /// Sizes that do not fit the numbering.
    #[error("{positions} positions of {per_position} values do not fit the numbering")]
    Shape {
        /// Positions in the header.
        positions: u64,
        /// Values per position in the header.
        per_position: u64,
    },
    /// The wrong length for the sizes.
    #[error("a database of these sizes has {expected} bytes, not {found}")]
    Length {
        /// Bytes the header implies.
        expected: usize,
        /// Bytes given.
        found: usize,
    },
    /// The checksum does not match.
    #[error("the checksum does not match: the database is damaged")]
    Checksum,
    /// A value that is not a probability, or a finished game's value that
    /// is not 1 or 0.
    #[error("entry {entry} is not a probability that fits its position")]
    Value {
        /// Its place among the values.
        entry: usize,
    },
    /// A value that is not what the game's equations give from the
    /// database's other values ([`OneSided::verify`],
    /// [`TwoSided::verify`]).
    #[error("position {position} is not what its rolls and best plays give from the other values")]
    Inconsistent {
        /// The position's number (a board's, or a pair's `a * boards + b`).
        position: usize,
    },
    /// A distribution that does not add up to 1 or puts a board at the
    /// wrong number of rolls.
    #[error("the distribution of board {position} is not one of rolls to bear off")]
    Distribution {
        /// The board's number.
        position: usize,
    },
}
