//! The packed occupancy the move generator reads: a colour's four tokens as 16-bit lanes of one word (a move, a comparison or a count is one word operation for all four), the board's blocks as a bit mask along the mover's path, and counts of the tokens on a square.
//!
//! A token's progress is a byte; spread over a 16-bit lane it can take any
//! distance (up to 255 more) without carrying into its neighbour, so the
//! same word operations serve every board, the longest included. The
//! tables of [`SquareTable`] turn a track square into each colour's
//! progress there, so "who stands on square `q`" is a lane comparison per
//! colour, never a walk over tokens.

use super::rules::MAX_SEATS;
use super::squares::{OFF_TRACK, SquareTable};
use super::state::Rows;
use super::{MAX_TOKENS, YARD};

/// Four tokens' progress values, token `t` in bits `16 t .. 16 t + 16`.
pub(crate) type Lanes = u64;

/// The low bit of every lane.
pub(crate) const LOW: u64 = 0x0001_0001_0001_0001;
/// The high bit of every lane: the marks of the lane tests below.
pub(crate) const HIGH: u64 = 0x8000_8000_8000_8000;
/// The fifteen low bits of every lane.
const LOW15: u64 = 0x7fff_7fff_7fff_7fff;

/// `row` spread over four lanes.
#[inline(always)]
pub(crate) fn lanes(row: [u8; MAX_TOKENS]) -> Lanes {
    let x = u64::from(u32::from_le_bytes(row));
    let x = (x | x << 16) & 0x0000_ffff_0000_ffff;
    (x | x << 8) & 0x00ff_00ff_00ff_00ff
}

/// The mark of every lane of `x` above `limit` (lanes below `0x8000`).
#[inline(always)]
pub(crate) fn above(x: Lanes, limit: u8) -> u64 {
    (((x & LOW15) + (0x7fff - u64::from(limit)) * LOW) | x) & HIGH
}

/// The mark of every lane of `x` equal to `value`.
#[inline(always)]
pub(crate) fn equal(x: Lanes, value: u8) -> u64 {
    zero(x ^ (u64::from(value) * LOW))
}

/// The mark of every lane of `x` that is zero.
#[inline(always)]
pub(crate) fn zero(x: Lanes) -> u64 {
    !(((x & LOW15) + LOW15) | x) & HIGH
}

/// Every lane `marks` marks all ones, the others zero.
#[inline(always)]
pub(crate) fn spread(marks: u64) -> u64 {
    (marks >> 15) * 0xffff
}

/// A bit per lane `marks` marks: lane `t` gives bit `t`.
#[inline(always)]
pub(crate) fn gather(marks: u64) -> u8 {
    // The marks, moved to bits 0, 16, 32 and 48, are multiplied into bits
    // 48 to 51 without two partial products meeting.
    const MOVES: u64 = 1 << 48 | 1 << 33 | 1 << 18 | 1 << 3;
    ((marks >> 15).wrapping_mul(MOVES) >> 48) as u8 & 0xf
}

/// The marks of the lanes whose bits `bits` sets (`gather`'s inverse).
#[inline(always)]
pub(crate) fn scatter(bits: u8) -> u64 {
    let b = u64::from(bits & 0xf);
    ((b & 1) | (b & 2) << 15 | (b & 4) << 30 | (b & 8) << 45) << 15
}

/// For each lane of `at`, how many of the other lanes of `row` (among the
/// marked `used`) hold the same value: the row turned by one, two and
/// three lanes puts every other token beside each one in turn. The count
/// is in each lane's low two bits.
#[inline(always)]
pub(crate) fn others_at(at: Lanes, row: Lanes, used: u64) -> u64 {
    let turned = |r: u32| (zero(at ^ row.rotate_right(r)) & used.rotate_right(r)) >> 15;
    turned(16) + turned(32) + turned(48)
}

/// The mark of every lane of `at` where another lane of `row` (among the
/// marked `used`) holds the same value.
#[inline(always)]
pub(crate) fn beside_others(at: Lanes, row: Lanes, used: u64) -> u64 {
    let turned = |r: u32| zero(at ^ row.rotate_right(r)) & used.rotate_right(r);
    turned(16) | turned(32) | turned(48)
}

/// The high bit of each byte of `word` that equals `byte`, and no other
/// bit: four comparisons of a packed row in a handful of word operations,
/// for the captures on a square (a row's bytes need no lanes there).
#[inline(always)]
pub(crate) fn matching_bytes(word: u32, byte: u8) -> u32 {
    const LOW7: u32 = 0x7f7f_7f7f;
    let x = word ^ (u32::from(byte) * 0x0101_0101);
    // A byte's high bit ends up set exactly when some bit of it is set.
    let nonzero = ((x & LOW7) + LOW7) | x;
    !(nonzero | LOW7)
}

/// A bit per byte whose high bit `marks` sets: byte `t` gives bit `t`.
#[inline(always)]
pub(crate) fn gather_bytes(marks: u32) -> u8 {
    ((marks >> 7).wrapping_mul(0x1020_4080) >> 28) as u8
}

/// A bit mask along one colour's path: bit `p` for progress `p`, for the
/// 200 track squares a path holds at most.
pub(crate) type Frame = [u64; 4];

/// Whether `frame` has a bit at progress `p`.
#[inline(always)]
pub(crate) fn has(frame: &Frame, p: u8) -> bool {
    frame[usize::from(p >> 6)] >> (p & 63) & 1 != 0
}

/// The lowest progress in `from..to` whose bit `frame` sets, if any.
#[inline]
pub(crate) fn first_in(frame: &Frame, from: u16, to: u16) -> Option<u8> {
    let mut p = from;
    while p < to.min(256) {
        let word = frame[usize::from(p >> 6)] >> (p & 63);
        let span = (64 - (p & 63)).min(to - p);
        let bits = word & u64::MAX.checked_shr(64 - u32::from(span)).unwrap_or(0);
        if bits != 0 {
            return Some((p + bits.trailing_zeros() as u16) as u8);
        }
        p += span;
    }
    None
}

/// Sets the bit of progress `p` in `frame`.
#[inline(always)]
fn set(frame: &mut Frame, p: u8) {
    frame[usize::from(p >> 6)] |= 1 << (p & 63);
}

/// The blocks of the board (two or more tokens of one colour on a track
/// square) as the mover of colour `mover` meets them along its path: all
/// of them, and the opponents' only. Blocks are few, so the rows are
/// tested for a pair in a few word operations each, and only a row with
/// one is looked at token by token.
#[derive(Clone, Copy, Default)]
pub(crate) struct Blocks {
    /// Every block on the mover's path.
    pub(crate) all: Frame,
    /// The blocks of other colours than the mover's.
    pub(crate) theirs: Frame,
}

impl Blocks {
    /// The blocks of `rows` (the colours of `in_play`), along `mover`'s
    /// path; `used` marks the lanes that are tokens.
    pub(crate) fn of(table: &SquareTable, rows: &Rows, in_play: u8, mover: u8, used: u64) -> Self {
        let mut blocks = Blocks::default();
        let mut colours = in_play;
        while colours != 0 {
            let colour = colours.trailing_zeros() as u8;
            colours &= colours - 1;
            let Some(&row) = rows.get(usize::from(colour)) else {
                continue;
            };
            let row = lanes(row);
            let pairs = beside_others(row, row, used) & !equal(row, YARD);
            if pairs != 0 {
                blocks.add(table, colour, mover, row, pairs);
            }
        }
        blocks
    }

    /// Adds the blocks of `colour`, whose lanes `pairs` share a progress
    /// with another of its tokens.
    #[cold]
    fn add(&mut self, table: &SquareTable, colour: u8, mover: u8, row: Lanes, pairs: u64) {
        for t in 0..MAX_TOKENS {
            if pairs >> (16 * t + 15) & 1 == 0 {
                continue;
            }
            let p = (row >> (16 * t)) as u8;
            let square = table.row(colour)[usize::from(p)];
            let at = table.progress_on(mover, square);
            if square == OFF_TRACK || at == OFF_TRACK {
                continue;
            }
            set(&mut self.all, at);
            if colour != mover {
                set(&mut self.theirs, at);
            }
        }
    }
}

/// How many tokens of the colours in `colours` stand on track square
/// `square`: a lane comparison per colour.
#[inline]
pub(crate) fn count_on(table: &SquareTable, rows: &Rows, colours: u8, square: u8, used: u64) -> u8 {
    let mut n = 0;
    let mut left = colours & ((1 << MAX_SEATS) - 1);
    while left != 0 {
        let colour = left.trailing_zeros() as u8;
        left &= left - 1;
        let target = table.progress_on(colour, square);
        if target == OFF_TRACK || square == OFF_TRACK {
            continue;
        }
        if let Some(&row) = rows.get(usize::from(colour)) {
            n += (equal(lanes(row), target) & used).count_ones() as u8;
        }
    }
    n
}

/// The lowest-numbered token of colour `colour` on track square `square`,
/// if any.
#[inline]
pub(crate) fn token_on(
    table: &SquareTable,
    rows: &Rows,
    colour: u8,
    square: u8,
    used: u64,
) -> Option<u8> {
    let target = table.progress_on(colour, square);
    if target == OFF_TRACK || square == OFF_TRACK {
        return None;
    }
    let row = rows.get(usize::from(colour))?;
    let hit = gather(equal(lanes(*row), target) & used);
    (hit != 0).then(|| hit.trailing_zeros() as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lanes of `bytes`, read back one by one.
    fn read(x: Lanes) -> [u16; 4] {
        [0, 1, 2, 3].map(|t| (x >> (16 * t)) as u16)
    }

    #[test]
    fn a_row_spreads_over_four_lanes_and_gathers_back() {
        assert_eq!(read(lanes([1, 2, 254, 255])), [1, 2, 254, 255]);
        for bits in 0..16u8 {
            assert_eq!(gather(scatter(bits)), bits);
        }
    }

    #[test]
    fn lane_tests_mark_exactly_the_lanes_they_name() {
        let x = lanes([0, 56, 57, 255]) + 200 * LOW;
        assert_eq!(read(x), [200, 256, 257, 455]);
        assert_eq!(gather(above(x, 255)), 0b1110);
        assert_eq!(gather(above(x, 199)), 0b1111);
        assert_eq!(gather(equal(x, 200)), 0b0001);
        assert_eq!(gather(zero(x - 200 * LOW)), 0b0001);
        assert_eq!(spread(equal(x, 200)), 0xffff);
    }

    #[test]
    fn others_at_counts_the_other_tokens_on_each_value() {
        let row = lanes([5, 5, 9, 5]);
        let used = HIGH;
        assert_eq!(read(others_at(row, row, used)), [2, 2, 0, 2]);
        assert_eq!(gather(beside_others(row, row, used)), 0b1011);
        // A token not counted (the fourth lane unused) is nobody.
        let three = HIGH & !(0x8000 << 48);
        assert_eq!(read(others_at(row, row, three)), [1, 1, 0, 2]);
    }

    #[test]
    fn matching_bytes_marks_exactly_the_equal_bytes() {
        for word in [
            0u32,
            u32::MAX,
            0x0100_ff01,
            0x3838_0038,
            0x7f80_ff00,
            0x0101_0101,
        ] {
            for byte in [0u8, 1, 0x38, 0x7f, 0x80, 0xfe, 0xff] {
                let want =
                    (0..4).fold(0u8, |m, i| m | u8::from(word.to_le_bytes()[i] == byte) << i);
                assert_eq!(
                    gather_bytes(matching_bytes(word, byte)),
                    want,
                    "{word:#x} {byte:#x}"
                );
                assert_eq!(matching_bytes(word, byte) & !0x8080_8080, 0);
            }
        }
    }

    #[test]
    fn first_in_finds_the_lowest_bit_of_a_range_across_words() {
        let mut f = Frame::default();
        for p in [3, 63, 64, 130, 199] {
            set(&mut f, p);
        }
        assert_eq!(first_in(&f, 0, 3), None);
        assert_eq!(first_in(&f, 0, 4), Some(3));
        assert_eq!(first_in(&f, 4, 64), Some(63));
        assert_eq!(first_in(&f, 65, 130), None);
        assert_eq!(first_in(&f, 65, 200), Some(130));
        assert_eq!(first_in(&f, 131, 256), Some(199));
        assert!(has(&f, 64) && !has(&f, 65));
    }
}
