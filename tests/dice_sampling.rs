//! `uniform_below` skips the bound's division when it can; it must still draw exactly what the plain multiply-and-reject draws.

use racegame::dice::uniform_below;
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};

/// The reference: Lemire's multiply-and-reject, computing the bound first.
fn reference<R: Rng>(rng: &mut R, n: u32) -> u32 {
    if n == 0 {
        return 0;
    }
    let threshold = n.wrapping_neg() % n;
    loop {
        let m = u64::from(rng.next_u32()) * u64::from(n);
        if (m as u32) >= threshold {
            return (m >> 32) as u32;
        }
    }
}

#[test]
fn same_draws_as_the_reference_for_small_and_huge_bounds() {
    // Huge bounds reject often (up to half the draws), so the rejection
    // loop is exercised, not just the fast accept.
    let bounds = [
        0,
        1,
        2,
        3,
        5,
        6,
        7,
        36,
        100,
        1 << 31,
        (1 << 31) + 1,
        u32::MAX - 1,
        u32::MAX,
    ];
    for seed in 0..20 {
        let mut a = ChaCha8Rng::seed_from_u64(seed);
        let mut b = ChaCha8Rng::seed_from_u64(seed);
        for i in 0..20_000 {
            let n = bounds[i % bounds.len()];
            assert_eq!(
                uniform_below(&mut a, n),
                reference(&mut b, n),
                "seed {seed}, draw {i}, n {n}"
            );
        }
        assert_eq!(a.next_u64(), b.next_u64(), "the streams drifted apart");
    }
}

#[test]
fn a_die_is_uniform_below_six_plus_one() {
    for seed in 0..10 {
        let mut a = ChaCha8Rng::seed_from_u64(seed);
        let mut b = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..10_000 {
            assert_eq!(
                u32::from(racegame::dice::roll_die(&mut a)),
                reference(&mut b, 6) + 1
            );
        }
    }
}
