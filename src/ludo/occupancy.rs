//! The packed occupancy the move generator reads: a colour's four tokens as the lanes of one word (a move, a comparison or a count is one word operation for all four), the board's blocks as a bit mask along the mover's path, and who stands on a square as one mask over the rows.
//!
//! A token's progress is a byte. Where no move can reach 128 (every
//! preset) the lanes are the row's own bytes; on longer boards each byte
//! is spread over a 16-bit lane, which takes any distance without carrying
//! into its neighbour ([`Word`]: the same code for both). The
//! tables of [`SquareTable`] turn a track square into each colour's
//! progress there, so "who stands on square `q`" is a lane comparison per
//! colour, never a walk over tokens.

use core::ops::{Add, BitAnd, BitOr, BitXor, Mul, Not, Shr, Sub};

use super::MAX_TOKENS;
use super::rules::MAX_SEATS;
use super::squares::{OFF_TRACK, SquareTable};
use super::state::Rows;

/// Four tokens' progress values as the four lanes of one word, token `t`
/// in lane `t`: bytes of a `u32` on boards where every progress a move
/// reaches stays below 128 (every preset), 16-bit lanes of a `u64` on the
/// others. Each lane test marks a lane by its high bit.
pub(crate) trait Word:
    Copy
    + Eq
    + Default
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Shr<u32, Output = Self>
{
    /// Bits per lane.
    const WIDTH: u32;
    /// The low bit of every lane.
    const LOW: Self;
    /// The high bit of every lane.
    const HIGH: Self;
    /// Every bit but the high one of every lane.
    const REST: Self;
    /// A lane's bits.
    const LANE: Self;
    /// A row's four bytes, a lane each.
    fn of_row(row: [u8; MAX_TOKENS]) -> Self;
    /// `value` in every lane.
    fn splat(value: u16) -> Self;
    /// The word turned by `lanes` lanes (lane `t + lanes` into lane `t`).
    fn turn(self, lanes: u32) -> Self;
    /// Lane `t`'s value.
    fn lane(self, t: u32) -> u16;
    /// A bit per marked lane: lane `t` gives bit `t`.
    fn gather(self) -> u8;
    /// The marks of the lanes whose bits `bits` sets.
    fn scatter(bits: u8) -> Self;
    /// The low byte of each lane.
    fn bytes(self) -> [u8; MAX_TOKENS];
    /// `narrow` for a word of bytes, `wide` for one of 16-bit lanes.
    fn pick(narrow: u32, wide: u64) -> Self;
}

impl Word for u32 {
    const WIDTH: u32 = 8;
    const LOW: u32 = 0x0101_0101;
    const HIGH: u32 = 0x8080_8080;
    const REST: u32 = 0x7f7f_7f7f;
    const LANE: u32 = 0xff;

    #[inline(always)]
    fn of_row(row: [u8; MAX_TOKENS]) -> u32 {
        u32::from_le_bytes(row)
    }

    #[inline(always)]
    fn splat(value: u16) -> u32 {
        u32::from(value as u8) * Self::LOW
    }

    #[inline(always)]
    fn turn(self, lanes: u32) -> u32 {
        self.rotate_right(8 * lanes)
    }

    #[inline(always)]
    fn lane(self, t: u32) -> u16 {
        u16::from((self >> (8 * (t & 3))) as u8)
    }

    #[inline(always)]
    fn gather(self) -> u8 {
        // The marks, moved to bits 0, 8, 16 and 24, are multiplied into
        // bits 28 to 31 without two partial products meeting.
        ((self >> 7).wrapping_mul(0x1020_4080) >> 28) as u8
    }

    #[inline(always)]
    fn scatter(bits: u8) -> u32 {
        let b = u32::from(bits & 0xf);
        ((b & 1) | (b & 2) << 7 | (b & 4) << 14 | (b & 8) << 21) << 7
    }

    #[inline(always)]
    fn bytes(self) -> [u8; MAX_TOKENS] {
        self.to_le_bytes()
    }

    #[inline(always)]
    fn pick(narrow: u32, _: u64) -> u32 {
        narrow
    }
}

impl Word for u64 {
    const WIDTH: u32 = 16;
    const LOW: u64 = 0x0001_0001_0001_0001;
    const HIGH: u64 = 0x8000_8000_8000_8000;
    const REST: u64 = 0x7fff_7fff_7fff_7fff;
    const LANE: u64 = 0xffff;

    #[inline(always)]
    fn of_row(row: [u8; MAX_TOKENS]) -> u64 {
        let x = u64::from(u32::from_le_bytes(row));
        let x = (x | x << 16) & 0x0000_ffff_0000_ffff;
        (x | x << 8) & 0x00ff_00ff_00ff_00ff
    }

    #[inline(always)]
    fn splat(value: u16) -> u64 {
        u64::from(value) * Self::LOW
    }

    #[inline(always)]
    fn turn(self, lanes: u32) -> u64 {
        self.rotate_right(16 * lanes)
    }

    #[inline(always)]
    fn lane(self, t: u32) -> u16 {
        (self >> (16 * (t & 3))) as u16
    }

    #[inline(always)]
    fn gather(self) -> u8 {
        // The marks, moved to bits 0, 16, 32 and 48, are multiplied into
        // bits 48 to 51 without two partial products meeting.
        const MOVES: u64 = 1 << 48 | 1 << 33 | 1 << 18 | 1 << 3;
        ((self >> 15).wrapping_mul(MOVES) >> 48) as u8 & 0xf
    }

    #[inline(always)]
    fn scatter(bits: u8) -> u64 {
        let b = u64::from(bits & 0xf);
        ((b & 1) | (b & 2) << 15 | (b & 4) << 30 | (b & 8) << 45) << 15
    }

    #[inline(always)]
    fn bytes(self) -> [u8; MAX_TOKENS] {
        [0, 1, 2, 3].map(|t| self.lane(t) as u8)
    }

    #[inline(always)]
    fn pick(_: u32, wide: u64) -> u64 {
        wide
    }
}

/// The 16-bit lanes of a row, for the code that serves every board alike.
pub(crate) type Lanes = u64;

/// `row` spread over four 16-bit lanes.
#[inline(always)]
pub(crate) fn lanes(row: [u8; MAX_TOKENS]) -> Lanes {
    u64::of_row(row)
}

/// The mark of every lane of `x` above `limit` (lane values below the
/// high bit, `limit` too).
#[inline(always)]
pub(crate) fn above<W: Word>(x: W, limit: u8) -> W {
    let rest = (1u16 << (W::WIDTH - 1)) - 1;
    (((x & W::REST) + W::splat(rest.saturating_sub(u16::from(limit)))) | x) & W::HIGH
}

/// The mark of every lane of `x` equal to `value`.
#[inline(always)]
pub(crate) fn equal<W: Word>(x: W, value: u8) -> W {
    zero(x ^ W::splat(u16::from(value)))
}

/// The mark of every lane of `x` that is zero.
#[inline(always)]
pub(crate) fn zero<W: Word>(x: W) -> W {
    !(((x & W::REST) + W::REST) | x) & W::HIGH
}

/// Every lane `marks` marks all ones, the others zero.
#[inline(always)]
pub(crate) fn spread<W: Word>(marks: W) -> W {
    (marks >> (W::WIDTH - 1)) * W::LANE
}

/// A bit per lane `marks` marks: lane `t` gives bit `t`.
#[inline(always)]
pub(crate) fn gather<W: Word>(marks: W) -> u8 {
    marks.gather()
}

/// For each lane of `at`, how many of the other lanes of `row` (among the
/// marked `used`) hold the same value: the row turned by one, two and
/// three lanes puts every other token beside each one in turn. The count
/// is in each lane's low two bits.
#[inline(always)]
pub(crate) fn others_at<W: Word>(at: W, row: W, used: W) -> W {
    let turned = |r: u32| (zero(at ^ row.turn(r)) & used.turn(r)) >> (W::WIDTH - 1);
    turned(1) + turned(2) + turned(3)
}

/// The mark of every lane of `at` where another lane of `row` (among the
/// marked `used`) holds the same value.
#[inline(always)]
pub(crate) fn beside_others<W: Word>(at: W, row: W, used: W) -> W {
    let turned = |r: u32| zero(at ^ row.turn(r)) & used.turn(r);
    turned(1) | turned(2) | turned(3)
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
            let pairs = (zero(row ^ row.turn(1)) | zero(row ^ row.turn(2)))
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

    /// The lanes of `x`, read back one by one.
    fn read<W: Word>(x: W) -> [u16; 4] {
        [0, 1, 2, 3].map(|t| x.lane(t))
    }

    #[test]
    fn a_row_spreads_over_four_lanes_and_gathers_back() {
        assert_eq!(read(lanes([1, 2, 254, 255])), [1, 2, 254, 255]);
        assert_eq!(read(u32::of_row([1, 2, 254, 255])), [1, 2, 254, 255]);
        for bits in 0..16u8 {
            assert_eq!(u64::scatter(bits).gather(), bits);
            assert_eq!(u32::scatter(bits).gather(), bits);
        }
        assert_eq!(lanes([9, 8, 7, 6]).bytes(), [9, 8, 7, 6]);
    }

    /// The lane tests of both words on one row: the same marks.
    fn lane_tests<W: Word>(row: [u8; 4], d: u16) {
        let x = W::of_row(row) + W::splat(d);
        let v = read(x);
        for limit in [0u8, 3, 40, 100, 127] {
            let want = (0..4).fold(0, |m, t| m | u8::from(v[t] > u16::from(limit)) << t);
            assert_eq!(
                above(x, limit).gather(),
                want,
                "{row:?} + {d} above {limit}"
            );
        }
        for value in [0u8, 5, 9, 60] {
            let want = (0..4).fold(0, |m, t| m | u8::from(v[t] == u16::from(value)) << t);
            assert_eq!(equal(x, value).gather(), want);
        }
        assert!(spread(W::HIGH) == (W::HIGH | W::REST));
    }

    #[test]
    fn lane_tests_mark_exactly_the_lanes_they_name() {
        for row in [[0, 56, 57, 100], [5, 5, 60, 0], [9, 100, 3, 40]] {
            for d in [0, 1, 6, 12, 27] {
                lane_tests::<u32>(row, d);
                lane_tests::<u64>(row, d);
            }
        }
        // Sixteen-bit lanes take a progress past 127, and past 255.
        let x = lanes([0, 56, 57, 255]) + u64::splat(200);
        assert_eq!(read(x), [200, 256, 257, 455]);
        assert_eq!(above(x, 255).gather(), 0b1110);
        assert_eq!(equal(x, 200).gather(), 0b0001);
    }

    /// `others_at` and `beside_others` of one row, in words of `W`.
    fn others<W: Word>(row: [u8; 4], used: u8) -> ([u16; 4], u8) {
        let (x, used) = (W::of_row(row), W::scatter(used));
        (
            read(others_at(x, x, used)),
            beside_others(x, x, used).gather(),
        )
    }

    #[test]
    fn others_at_counts_the_other_tokens_on_each_value() {
        for (used, counts, beside) in [
            (0b1111, [2, 2, 0, 2], 0b1011),
            (0b0111, [1, 1, 0, 2], 0b1011),
        ] {
            assert_eq!(others::<u64>([5, 5, 9, 5], used), (counts, beside));
            assert_eq!(others::<u32>([5, 5, 9, 5], used), (counts, beside));
        }
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
