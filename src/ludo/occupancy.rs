//! The packed occupancy the move generator reads: a colour's four tokens as 16-bit lanes of one word (a move, a comparison or a count is one word operation for all four), the board's blocks as a bit mask along the mover's path, and counts of the tokens on a square.
//!
//! A token's progress is a byte; spread over a 16-bit lane it can take any
//! distance (up to 255 more) without carrying into its neighbour, so the
//! same word operations serve every board, the longest included. The
//! tables of [`SquareTable`] turn a track square into each colour's
//! progress there, so "who stands on square `q`" is a lane comparison per
//! colour, never a walk over tokens.

use super::MAX_TOKENS;
use super::rules::MAX_SEATS;
use super::squares::{OFF_TRACK, SquareTable};
use super::state::Rows;

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

/// Whether two tokens of `row` share a progress below `end` (on the
/// track): the row turned by one byte and by two meets every pair of its
/// tokens once at least. Unused slots hold the yard, which is off the
/// track. Bytes serve while the track ends by 128 (every preset); a longer
/// one is asked in lanes.
#[inline(always)]
pub(crate) fn paired(row: [u8; MAX_TOKENS], end: u8) -> bool {
    const HIGH8: u32 = 0x8080_8080;
    const LOW7: u32 = 0x7f7f_7f7f;
    let zero = |x: u32| !(((x & LOW7) + LOW7) | x) & HIGH8;
    let w = u32::from_le_bytes(row);
    // A pair marks a byte of one of its tokens, which stands where the
    // other does: on the track, or off it.
    let shared = zero(w ^ w.rotate_right(8)) | zero(w ^ w.rotate_right(16));
    let off_track = match end {
        1..=128 => (((w & LOW7) + (128 - u32::from(end)) * 0x0101_0101) | w) & HIGH8,
        _ => 0,
    };
    shared & !off_track != 0
}

/// The colours among `colours` whose rows in `rows` have two tokens at one
/// progress below `end` ([`paired`]), a bit each.
#[inline(always)]
pub(crate) fn paired_colours(rows: &Rows, colours: u8, end: u8) -> u8 {
    let mut paired_ones = 0;
    let mut left = colours;
    while left != 0 {
        let colour = left.trailing_zeros() as u8;
        left &= left - 1;
        if rows
            .get(usize::from(colour))
            .is_some_and(|&row| paired(row, end))
        {
            paired_ones |= 1 << colour;
        }
    }
    paired_ones
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
    /// The blocks of `rows` (the colours of `in_play`) on the track (below
    /// progress `end`), along `mover`'s path, or `None` when there is
    /// none; `used` marks the lanes that are tokens. A row is tested for a
    /// pair in a few word operations (turned by one lane and by two, every
    /// pair of its tokens meets at least once); only a row with one is
    /// looked at token by token.
    #[inline(always)]
    pub(crate) fn of(
        table: &SquareTable,
        rows: &Rows,
        paired: u8,
        mover: u8,
        used: u64,
        end: u8,
    ) -> Option<Self> {
        let mut blocks = None;
        let mut left = paired;
        while left != 0 {
            let colour = left.trailing_zeros() as u8;
            left &= left - 1;
            let Some(&row) = rows.get(usize::from(colour)) else {
                continue;
            };
            let row = lanes(row);
            let pairs = (zero(row ^ row.rotate_right(16)) | zero(row ^ row.rotate_right(32)))
                & used
                & !above(row, end.saturating_sub(1));
            blocks
                .get_or_insert_with(Blocks::default)
                .add(table, colour, mover, row, pairs);
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

/// The high bit of each byte of `x` that is zero, and no other bit.
#[inline(always)]
fn zero_bytes(x: u64) -> u64 {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    !(((x & LOW7) + LOW7) | x) & 0x8080_8080_8080_8080
}

/// The rows' 24 bytes as three little-endian words (colours 0 and 1,
/// 2 and 3, 4 and 5).
#[inline(always)]
pub(crate) fn words(rows: &Rows) -> [u64; 3] {
    let flat = rows.as_flattened();
    let word = |k: usize| {
        flat.get(8 * k..8 * k + 8)
            .and_then(|b| b.try_into().ok())
            .map_or(u64::MAX, u64::from_le_bytes)
    };
    [word(0), word(1), word(2)]
}

/// The marks of the tokens of `rows` on the track square whose pattern is
/// `pattern` (`SquareTable::pattern`): the high bit of byte `4 c + t` (in
/// the three words of [`words`]) for token `t` of colour `c`.
#[inline(always)]
pub(crate) fn on_square(rows: &Rows, pattern: &[u64; 3]) -> [u64; 3] {
    let w = words(rows);
    [
        zero_bytes(w[0] ^ pattern[0]),
        zero_bytes(w[1] ^ pattern[1]),
        zero_bytes(w[2] ^ pattern[2]),
    ]
}

/// The marks of every token byte of the colours in `colours` (as
/// [`on_square`] sets them).
#[inline]
pub(crate) fn colour_marks(colours: u8) -> [u64; 3] {
    let mut marks = [0; 3];
    for c in 0..MAX_SEATS {
        if colours >> c & 1 != 0 {
            marks[c / 2] |= 0x8080_8080 << (32 * (c % 2));
        }
    }
    marks
}

/// How many tokens of the colours in `colours` stand on track square
/// `square`.
#[inline]
pub(crate) fn count_on(table: &SquareTable, rows: &Rows, colours: u8, square: u8) -> u8 {
    let on = on_square(rows, table.pattern(square));
    let of = colour_marks(colours);
    (0..3).map(|k| (on[k] & of[k]).count_ones()).sum::<u32>() as u8
}

/// The lowest-numbered token of colour `colour` on track square `square`,
/// if any.
#[inline]
pub(crate) fn token_on(table: &SquareTable, rows: &Rows, colour: u8, square: u8) -> Option<u8> {
    let c = usize::from(colour).min(MAX_SEATS - 1);
    let on = on_square(rows, table.pattern(square))[c / 2] >> (32 * (c % 2)) & 0x8080_8080;
    (on != 0).then(|| (on.trailing_zeros() / 8) as u8)
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

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
    fn on_square_marks_exactly_the_tokens_there() {
        use super::super::{Geometry, YARD, rules::MAX_SEATS};
        let table = SquareTable::new(&Geometry::standard());
        let mut rows = [[YARD; 4]; MAX_SEATS];
        // Square 20: colour 0 at progress 20, colour 1 at 7.
        rows[0] = [20, 3, 20, YARD];
        rows[1] = [7, 8, YARD, 7];
        rows[2] = [20, 46, YARD, YARD];
        let on = on_square(&rows, table.pattern(20));
        let marked: Vec<(usize, usize)> = (0..24)
            .filter(|&b| on[b / 8] >> (8 * (b % 8) + 7) & 1 != 0)
            .map(|b| (b / 4, b % 4))
            .collect();
        // Colour 2 starts on 26: square 20 is its progress 46.
        assert_eq!(marked, [(0, 0), (0, 2), (1, 0), (1, 3), (2, 1)]);
        assert_eq!(count_on(&table, &rows, 0b110, 20), 3);
        assert_eq!(token_on(&table, &rows, 1, 20), Some(0));
        assert_eq!(token_on(&table, &rows, 3, 20), None);
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
