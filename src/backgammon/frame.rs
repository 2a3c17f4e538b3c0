//! The board from the mover's side: both sides' checkers by the mover's point numbers, with the masks the move generator reads (points held, points closed, blots).

use super::memory::TurnMemory;
use super::rules::{BAR, Contact, Direction, OFF, START};
use super::state::{BackgammonState, POINT_BITS, nibble, unit};
use crate::game::Seat;

/// The mask of points `lo..=hi`.
#[inline]
pub(crate) const fn span(lo: u8, hi: u8) -> u32 {
    if lo > hi {
        return 0;
    }
    let top = if hi >= 31 {
        u32::MAX
    } else {
        (1u32 << (hi + 1)) - 1
    };
    top & !((1u32 << lo) - 1)
}

/// The bar and the start area as bits of a mask of points.
const ENDS: u32 = 1 << BAR | 1 << START;

/// The mover's points 7 to 24, the bar and the start area: a checker there
/// keeps it from bearing off.
pub(crate) const OUTSIDE_HOME: u32 = span(7, START);

/// Per nibble of a packed word, the low bit set when the nibble is not
/// zero.
#[inline]
const fn nonzero_nibbles(x: u128) -> u128 {
    const LOW: u128 = 0x1111_1111_1111_1111_1111_1111_1111_1111;
    (x | x >> 1 | x >> 2 | x >> 3) & LOW
}

/// Per nibble, the low bit set when the nibble is at least 2.
#[inline]
const fn two_or_more_nibbles(x: u128) -> u128 {
    const LOW: u128 = 0x1111_1111_1111_1111_1111_1111_1111_1111;
    (x >> 1 | x >> 2 | x >> 3) & LOW
}

/// The low bits of the 16 nibbles of a word gathered into bits 0 to 15:
/// pairs of nibbles, then bytes, then halves, then words, folded together.
#[inline]
const fn gather64(x: u64) -> u64 {
    let x = (x | x >> 3) & 0x0303_0303_0303_0303;
    let x = (x | x >> 6) & 0x000F_000F_000F_000F;
    let x = (x | x >> 12) & 0x0000_00FF_0000_00FF;
    (x | x >> 24) & 0xFFFF
}

/// The low bits of nibbles 0 to 26 gathered into bits 0 to 26.
#[inline]
const fn gather(flags: u128) -> u32 {
    let low = gather64(flags as u64);
    let high = gather64((flags >> 64) as u64);
    ((low | high << 16) & ((1 << 27) - 1)) as u32
}

/// The sum of a packed word's nibbles: a side's checkers.
#[inline]
pub(crate) const fn total(word: u128) -> u32 {
    const BYTES: u128 = 0x0F0F_0F0F_0F0F_0F0F_0F0F_0F0F_0F0F_0F0F;
    // Each byte holds the sum of two nibbles (at most 30), so the eight
    // bytes of a half add up below 256.
    const ONES: u64 = 0x0101_0101_0101_0101;
    let pairs = (word & BYTES) + ((word >> 4) & BYTES);
    let low = ((pairs as u64).wrapping_mul(ONES) >> 56) as u32;
    let high = (((pairs >> 64) as u64).wrapping_mul(ONES) >> 56) as u32;
    low + high
}

/// The points (bits 0 to 26) of a packed word that hold a checker.
#[inline]
pub(crate) fn held(word: u128) -> u32 {
    gather(nonzero_nibbles(word))
}

/// The points (bits 0 to 26) of a packed word that hold two or more.
#[inline]
pub(crate) fn two_or_more(word: u128) -> u32 {
    gather(two_or_more_nibbles(word))
}

/// Points `1..=24` of a packed word read by the other side's numbers
/// (`Direction::other`); the bar and off stay where they are.
#[inline]
pub(crate) fn remap(word: u128, direction: Direction) -> u128 {
    const POINTS_MASK: u128 = ((1u128 << (4 * 25)) - 1) & !0xF;
    let ends = word & !POINTS_MASK;
    let points = word & POINTS_MASK;
    let moved = match direction {
        // Nibble p -> 25 - p: reverse all 32 nibbles (p -> 31 - p), then
        // shift down by six.
        Direction::Opposite => {
            let bytes = points.swap_bytes();
            let nibbles = (bytes >> 4) & 0x0F0F_0F0F_0F0F_0F0F_0F0F_0F0F_0F0F_0F0F
                | (bytes & 0x0F0F_0F0F_0F0F_0F0F_0F0F_0F0F_0F0F_0F0F) << 4;
            nibbles >> 24
        }
        // Points 1..=12 <-> 13..=24: swap the two halves of 48 bits.
        Direction::Same => {
            const LOW: u128 = ((1u128 << 48) - 1) << 4;
            (points & LOW) << 48 | (points >> 48) & LOW
        }
    };
    ends | moved
}

/// A point mask (bits 1 to 24) read by the other side's numbers.
#[inline]
pub(crate) fn remap_mask(mask: u32, direction: Direction) -> u32 {
    let points = mask & POINT_BITS;
    let moved = match direction {
        Direction::Opposite => points.reverse_bits() >> 6,
        Direction::Same => {
            const LOW: u32 = 0xFFF << 1;
            (points & LOW) << 12 | (points >> 12) & LOW
        }
    };
    (mask & !POINT_BITS) | moved
}

/// The board as the side to move sees it: its own checkers by its own
/// point numbers, the opponent's checkers translated to the same numbers,
/// and the masks every move reads. Built from a state for one move or one
/// search, and written back with [`Frame::store`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Frame {
    /// The mover's checkers, four bits a point.
    pub(crate) mine: u128,
    /// The opponent's, by the mover's numbers (its bar and off in their
    /// own nibbles 25 and 0).
    pub(crate) theirs: u128,
    /// Points (and bar, bit 25, and start area, bit 26) where the mover
    /// has checkers.
    pub(crate) occ: u32,
    /// Points the mover may not land on.
    pub(crate) closed: u32,
    /// Points holding a single opposing checker the mover would hit or pin.
    pub(crate) blots: u32,
    /// The opponent's bar and start area (bits 25 and 26) where it has
    /// checkers: kept up to date by [`Frame::hit`], so that
    /// [`Frame::flip`] reads them without reading the opponent's word.
    pub(crate) their_ends: u32,
    /// The mover's pinned checkers.
    pub(crate) pin_mine: u32,
    /// The opponent's checkers the mover pins.
    pub(crate) pin_theirs: u32,
    /// The turn's memory ([`BackgammonState::memory`]): the side to
    /// move's, copied as it is whichever side the frame is built for
    /// (a frame of the other side that reads moves sets its own).
    pub(crate) memory: TurnMemory,
}

impl Frame {
    /// `seat`'s view of `state` under `direction` and `contact`.
    #[inline]
    pub(crate) fn of(
        state: &BackgammonState,
        seat: Seat,
        direction: Direction,
        contact: Contact,
    ) -> Frame {
        let i = BackgammonState::slot(seat);
        let mine = state.board[i];
        let theirs = remap(state.board[1 - i], direction);
        let pin_mine = state.pinned[i];
        let pin_theirs = remap_mask(state.pinned[1 - i], direction);
        let occ = held(mine) & !1;
        let made = two_or_more(theirs) & POINT_BITS;
        let theirs_held = held(theirs);
        let held = theirs_held & POINT_BITS;
        let (closed, blots) = match contact {
            Contact::Hit => (made, held & !made),
            Contact::Pin => (
                made | (held & pin_mine),
                held & !made & !pin_mine & !pin_theirs,
            ),
            Contact::Block => (held, 0),
        };
        Frame {
            mine,
            theirs,
            occ,
            closed,
            blots,
            their_ends: theirs_held & ENDS,
            pin_mine,
            pin_theirs,
            // The memory is the side to move's; read for the other side
            // it is what that side's turn would begin with only where the
            // rules keep none (callers set it where they need another).
            memory: state.memory,
        }
    }

    /// The same board from the other side: what [`Frame::of`] gives for the
    /// other seat (with no turn's memory: the turn passes), found from this frame's words and masks without reading
    /// every point again.
    #[inline]
    pub(crate) fn flip(&self, direction: Direction, contact: Contact) -> Frame {
        let their_points = match contact {
            Contact::Hit => self.closed | self.blots,
            Contact::Pin => self.closed | self.blots | self.pin_theirs,
            Contact::Block => self.closed,
        } & POINT_BITS;
        let made = two_or_more(self.mine) & POINT_BITS;
        let held = self.occ & POINT_BITS;
        let (closed, blots) = match contact {
            Contact::Hit => (made, held & !made),
            Contact::Pin => (
                made | (held & self.pin_theirs),
                held & !made & !self.pin_theirs & !self.pin_mine,
            ),
            Contact::Block => (held, 0),
        };
        Frame {
            mine: remap(self.theirs, direction),
            theirs: remap(self.mine, direction),
            occ: remap_mask(their_points, direction) | self.their_ends,
            closed: remap_mask(closed, direction),
            blots: remap_mask(blots, direction),
            their_ends: self.occ & ENDS,
            pin_mine: remap_mask(self.pin_theirs, direction),
            pin_theirs: remap_mask(self.pin_mine, direction),
            // The other side is not in the middle of a turn.
            memory: TurnMemory::NONE,
        }
    }

    /// Writes the frame back into `state` as `seat`'s view.
    #[inline]
    pub(crate) fn store(&self, state: &mut BackgammonState, seat: Seat, direction: Direction) {
        let i = BackgammonState::slot(seat);
        state.board[i] = self.mine;
        state.board[1 - i] = remap(self.theirs, direction);
        state.pinned[i] = self.pin_mine;
        state.pinned[1 - i] = remap_mask(self.pin_theirs, direction);
        state.memory = self.memory;
    }

    /// The mover's checkers on its point `p`.
    #[inline]
    pub(crate) fn count(&self, p: u8) -> u8 {
        nibble(self.mine, p)
    }

    /// The mover's checkers borne off.
    #[inline]
    pub(crate) fn off(&self) -> u8 {
        nibble(self.mine, OFF)
    }

    /// Whether the mover may bear off: every checker home, none pinned.
    #[inline]
    pub(crate) fn all_home(&self) -> bool {
        self.occ & OUTSIDE_HOME == 0 && self.pin_mine == 0
    }

    /// Points the mover's checkers can move from by the die's distance:
    /// the bar alone while a checker waits there, otherwise every point it
    /// holds with a checker that is not pinned. The start area is not
    /// among them: its checkers enter as from the bar, which the move
    /// generator's filter for such rules adds.
    #[inline]
    pub(crate) fn origins(&self) -> u32 {
        if self.occ & (1 << BAR) != 0 {
            1 << BAR
        } else {
            self.occ & !(self.pin_mine | 1 << START)
        }
    }

    /// Takes one of the mover's checkers off point `from`.
    #[inline]
    pub(crate) fn lift(&mut self, from: u8) {
        self.mine -= unit(from);
        if nibble(self.mine, from) == 0 {
            self.occ &= !(1 << from);
            // Plakoto: a checker this one pinned is free again.
            if self.pin_theirs & (1 << from) != 0 {
                self.pin_theirs &= !(1 << from);
                self.blots |= 1 << from;
            }
        }
    }

    /// Puts one of the mover's checkers on point `to` (or off).
    #[inline]
    pub(crate) fn drop_on(&mut self, to: u8) {
        self.mine += unit(to);
        if to != OFF {
            self.occ |= 1 << to;
        }
    }

    /// Hits the blot on the mover's point `at`: it goes to its bar.
    #[inline]
    pub(crate) fn hit(&mut self, at: u8) {
        self.theirs = self.theirs - unit(at) + unit(BAR);
        self.blots &= !(1 << at);
        self.their_ends |= 1 << BAR;
    }

    /// Pins the blot on the mover's point `at`.
    #[inline]
    pub(crate) fn pin(&mut self, at: u8) {
        self.pin_theirs |= 1 << at;
        self.blots &= !(1 << at);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remapping_twice_gives_the_word_back() {
        let word = (1..=25u8).fold(0u128, |w, p| w | (u128::from(p % 16) * unit(p))) | 7;
        for d in [Direction::Opposite, Direction::Same] {
            let once = remap(word, d);
            assert_eq!(remap(once, d), word);
            for p in 0..=25 {
                assert_eq!(nibble(once, d.other(p)), nibble(word, p), "{d:?} {p}");
            }
            let mask = 0b0001_0100_1101_1001_1100_1010_0110_u32 | 1 << 25;
            for p in 1..=24u8 {
                let moved = remap_mask(mask, d);
                assert_eq!(moved & (1 << d.other(p)) != 0, mask & (1 << p) != 0);
            }
            assert_eq!(remap_mask(mask, d) & (1 << 25), 1 << 25);
        }
    }

    #[test]
    fn gathering_and_summing_nibbles_agree_with_reading_them_one_by_one() {
        let mut x = 0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C834u128;
        for _ in 0..200 {
            x = x.rotate_left(7) ^ x.wrapping_mul(0x2545_F491_4F6C_DD1D);
            let word = x & super::super::state::USED_NIBBLES;
            let by_one = (0..27u8)
                .filter(|&p| nibble(word, p) != 0)
                .fold(0u32, |m, p| m | 1 << p);
            assert_eq!(held(word), by_one);
            let two = (0..27u8)
                .filter(|&p| nibble(word, p) >= 2)
                .fold(0u32, |m, p| m | 1 << p);
            assert_eq!(two_or_more(word), two);
            let sum: u32 = (0..27u8).map(|p| u32::from(nibble(word, p))).sum();
            assert_eq!(total(word), sum);
        }
    }

    #[test]
    fn a_flipped_frame_is_the_other_sides_frame() {
        use crate::backgammon::BackgammonGame;
        use crate::dice::Dice;
        use crate::game::{RaceGame, Seat, ToAct};
        for game in [
            BackgammonGame::backgammon(),
            BackgammonGame::plakoto(),
            BackgammonGame::fevga(),
        ] {
            let (dir, contact) = (game.rules().direction, game.rules().contact);
            let mut dice = Dice::seeded(11);
            let mut s = game.initial_state();
            let mut legal = alloc::vec::Vec::new();
            while !game.is_over(&s) {
                for seat in [Seat(0), Seat(1)] {
                    let f = Frame::of(&s, seat, dir, contact);
                    assert_eq!(
                        f.flip(dir, contact),
                        Frame::of(&s, Seat(1 - seat.0), dir, contact),
                        "{s}"
                    );
                }
                let a = match game.to_act(&s) {
                    ToAct::Player(_) => {
                        game.legal_actions(&s, &mut legal);
                        legal[dice.below(legal.len())]
                    }
                    _ => dice.throw_for(&game, &s).unwrap(),
                };
                s = game.apply(&s, a).unwrap().0;
            }
        }
    }

    #[test]
    fn spans_are_inclusive() {
        assert_eq!(span(1, 6), 0b111_1110);
        assert_eq!(span(7, 25).count_ones(), 19);
        assert_eq!(span(3, 2), 0);
    }
}
