//! [`Multisets`]: a side's interchangeable checkers over a row of places, numbered densely (0, 1, 2, ...) in colexicographic order, the numbering of the bear-off databases and of the solved small games.
//!
//! A side's checkers are interchangeable, so a side is how many stand on
//! each place: a multiset of `items` checkers over `places` places
//! (place 0 is always "borne off"). Written as its places in rising
//! order `x1 <= x2 <= ... <= xk`, the multiset is the set
//! `{x1, x2 + 1, ..., xk + k - 1}` of distinct numbers below
//! `places + items - 1` ("stars and bars"), and that set's
//! colexicographic number, the sum of `C(xi + i - 1, i)`, numbers the
//! multisets from 0 to `C(places + items - 1, items) - 1` without holes.
//! Number 0 is every checker on place 0 (all borne off).

use crate::colex::MAX_N;
pub(crate) use crate::colex::choose;

/// The numbering of `items` interchangeable checkers over `places`
/// places.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Multisets {
    places: u8,
    items: u8,
}

impl Multisets {
    /// The numbering of `items` checkers over `places` places, or `None`
    /// when no place is given or the binomials would pass the table.
    pub(crate) const fn new(places: u8, items: u8) -> Option<Multisets> {
        if places == 0 || places as usize + items as usize > MAX_N + 1 {
            return None;
        }
        Some(Multisets { places, items })
    }

    /// How many multisets there are: `C(places + items - 1, items)`.
    pub(crate) fn len(&self) -> u64 {
        choose(
            usize::from(self.places) + usize::from(self.items) - 1,
            usize::from(self.items),
        )
    }

    /// The number of the multiset with `counts[p]` checkers on place `p`,
    /// or `None` when `counts` has the wrong length or total.
    pub(crate) fn rank(&self, counts: &[u8]) -> Option<u64> {
        if counts.len() != usize::from(self.places) {
            return None;
        }
        let mut rank = 0;
        let mut i = 0usize;
        for (p, &n) in counts.iter().enumerate() {
            for _ in 0..n {
                i += 1;
                if i > usize::from(self.items) {
                    return None;
                }
                rank += choose(p + i - 1, i);
            }
        }
        (i == usize::from(self.items)).then_some(rank)
    }

    /// The number of the multiset packed four bits a place in `word`
    /// (nibble `p` the count on place `p`), or `None` when it has the
    /// wrong total or a count past the last place. Reads only the places
    /// that hold something.
    pub(crate) fn rank_packed(&self, word: u128) -> Option<u64> {
        if self.places < 32 && word >> (4 * u32::from(self.places)) != 0 {
            return None;
        }
        const LOW: u128 = 0x1111_1111_1111_1111_1111_1111_1111_1111;
        let mut held = (word | word >> 1 | word >> 2 | word >> 3) & LOW;
        let mut rank = 0;
        let mut i = 0usize;
        while held != 0 {
            let p = held.trailing_zeros() / 4;
            held &= held - 1;
            for _ in 0..(word >> (4 * p)) & 0xF {
                i += 1;
                rank += choose(p as usize + i - 1, i);
            }
        }
        (i == usize::from(self.items)).then_some(rank)
    }

    /// Writes the multiset numbered `rank` into `counts` (one count per
    /// place); `None` when `rank` is past the last number or `counts` has
    /// the wrong length.
    pub(crate) fn unrank(&self, mut rank: u64, counts: &mut [u8]) -> Option<()> {
        if rank >= self.len() || counts.len() != usize::from(self.places) {
            return None;
        }
        counts.fill(0);
        let top = usize::from(self.places) + usize::from(self.items) - 1;
        let mut y = top;
        for i in (1..=usize::from(self.items)).rev() {
            // The largest y below the last one with C(y, i) <= rank.
            while y > 0 && choose(y, i) > rank {
                y -= 1;
            }
            rank -= choose(y, i);
            let place = y + 1 - i;
            *counts.get_mut(place)? += 1;
            y = y.saturating_sub(1);
        }
        Some(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;
    use alloc::vec::Vec;

    #[test]
    fn the_numbering_has_no_holes_and_counts_what_it_should() {
        for (places, items) in [(7, 15), (7, 6), (26, 3), (26, 2), (26, 1), (1, 4), (3, 0)] {
            let m = Multisets::new(places, items).unwrap();
            let mut counts = vec![0u8; usize::from(places)];
            let mut seen = Vec::new();
            for r in 0..m.len() {
                m.unrank(r, &mut counts).unwrap();
                assert_eq!(
                    counts.iter().map(|&n| u32::from(n)).sum::<u32>(),
                    u32::from(items)
                );
                assert_eq!(m.rank(&counts), Some(r));
                seen.push(counts.clone());
            }
            seen.sort();
            seen.dedup();
            assert_eq!(seen.len() as u64, m.len());
            assert!(m.unrank(m.len(), &mut counts).is_none());
        }
        assert_eq!(Multisets::new(7, 15).unwrap().len(), 54_264);
        assert_eq!(Multisets::new(26, 3).unwrap().len(), 3_276);
    }

    #[test]
    fn a_packed_multiset_has_the_number_of_its_counts() {
        let m = Multisets::new(26, 3).unwrap();
        let mut counts = [0u8; 26];
        for r in 0..m.len() {
            m.unrank(r, &mut counts).unwrap();
            let word = counts
                .iter()
                .enumerate()
                .fold(0u128, |w, (p, &n)| w | u128::from(n) << (4 * p));
            assert_eq!(m.rank_packed(word), Some(r));
        }
        assert_eq!(m.rank_packed(1 << (4 * 26)), None);
        assert_eq!(m.rank_packed(2), None);
    }

    #[test]
    fn number_zero_is_every_checker_off() {
        let m = Multisets::new(7, 15).unwrap();
        let mut off = [0u8; 7];
        off[0] = 15;
        assert_eq!(m.rank(&off), Some(0));
    }

    #[test]
    fn a_wrong_total_or_length_has_no_number() {
        let m = Multisets::new(7, 15).unwrap();
        assert_eq!(m.rank(&[14, 0, 0, 0, 0, 0, 0]), None);
        assert_eq!(m.rank(&[16, 0, 0, 0, 0, 0, 0]), None);
        assert_eq!(m.rank(&[15, 0, 0]), None);
        assert!(Multisets::new(0, 3).is_none());
        assert!(Multisets::new(30, 15).is_none());
    }
}
