//! Binomials and the colexicographic numbering of sets of bits: the arithmetic that the solvers' dense numberings (Ur's squares, backgammon's points and multisets of checkers) are written with.

/// Largest `n` of the binomial table: backgammon's 26 places with 15
/// checkers need binomials up to 40 (Ur's 16 squares far fewer).
pub(crate) const MAX_N: usize = 40;

/// `BINOMIAL[n][k]`: n choose k for n up to [`MAX_N`].
const BINOMIAL: [[u64; MAX_N + 1]; MAX_N + 1] = binomials();

const fn binomials() -> [[u64; MAX_N + 1]; MAX_N + 1] {
    let mut t = [[0; MAX_N + 1]; MAX_N + 1];
    let mut n = 0;
    while n <= MAX_N {
        t[n][0] = 1;
        let mut k = 1;
        while k <= n {
            t[n][k] = t[n - 1][k - 1] + if k < n { t[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    t
}

/// `n` choose `k` (0 when `k > n` or past the table).
#[inline]
pub(crate) fn choose(n: usize, k: usize) -> u64 {
    BINOMIAL
        .get(n)
        .and_then(|row| row.get(k))
        .copied()
        .unwrap_or(0)
}

/// The colexicographic number of the set bits of `mask` among the subsets
/// of the same size: the sum of `C(b_i, i)` over its bits `b_1 < b_2 < ...`.
pub(crate) fn colex(mask: u32) -> u64 {
    let mut rank = 0;
    let mut m = mask;
    let mut i = 1;
    while m != 0 {
        rank += choose(m.trailing_zeros() as usize, i);
        m &= m - 1;
        i += 1;
    }
    rank
}

/// The subset of `size` bits with colexicographic number `rank`: the
/// inverse of [`colex`] for every rank below `C(32, size)` (a larger rank
/// gives some set, never a hang).
pub(crate) fn uncolex(mut rank: u64, size: usize) -> u32 {
    let mut mask = 0;
    for i in (1..=size).rev() {
        let mut bit = i - 1;
        while bit < 31 && choose(bit + 1, i) <= rank {
            bit += 1;
        }
        rank -= choose(bit, i);
        mask |= 1 << bit;
    }
    mask
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_binomials_are_pascals_triangle() {
        assert_eq!(
            (choose(4, 2), choose(40, 15), choose(3, 4), choose(41, 1)),
            (6, 40_225_345_056, 0, 0)
        );
    }

    #[test]
    fn colex_numbers_every_subset_of_a_size_densely_and_uncolex_inverts_it() {
        for size in 0..=4usize {
            let mut ranks: alloc::vec::Vec<u64> = (0u32..1 << 10)
                .filter(|m| m.count_ones() as usize == size)
                .map(|m| {
                    assert_eq!(uncolex(colex(m), size), m);
                    colex(m)
                })
                .collect();
            ranks.sort_unstable();
            let expected: alloc::vec::Vec<u64> = (0..choose(10, size)).collect();
            assert_eq!(ranks, expected);
        }
    }
}
