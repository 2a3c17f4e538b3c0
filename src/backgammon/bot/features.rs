//! Contact features counted exactly over the 36 rolls: the shots at a side's blots and the pips they cost, the escapes of its back checker, the other side's containment, and its anchor in the other's home board.
//!
//! Each side is read in its own point numbers (0 borne off, 1 to 24, 25
//! the bar); one side's point `p` is the other's `25 - p`.

/// One side's checkers by its own numbers: 0 off, 1 to 24, 25 the bar.
pub(crate) type Side = [u8; 26];

/// The values [`write`] adds for each side.
pub(crate) const PER_SIDE: usize = 5;

/// Rolls (of 36) on which a checker standing before a run of twelve
/// points passes every blocked one of them, for each mask of blocked
/// points (bit `i`: the point `i + 1` pips ahead); a landing point must
/// be open, and so must each point a double stops on.
const ESCAPES: [u8; 4096] = escapes_table();

/// [`ESCAPES`] indexed the other way round: bit `j` the point `12 - j`
/// pips ahead, so that a shift of the board's mask reads it directly.
const ESCAPES_BY_POINT: [u8; 4096] = by_point_table();

const fn by_point_table() -> [u8; 4096] {
    let mut table = [0u8; 4096];
    let mut m = 0u32;
    while m < 4096 {
        table[m as usize] = ESCAPES[(m.reverse_bits() >> 20) as usize];
        m += 1;
    }
    table
}

const fn escapes_table() -> [u8; 4096] {
    let mut table = [0u8; 4096];
    let mut mask = 0usize;
    while mask < 4096 {
        table[mask] = escapes_of(mask as u32);
        mask += 1;
    }
    table
}

const fn is_open(mask: u32, d: u32) -> bool {
    d > 12 || mask & (1 << (d - 1)) == 0
}

const fn escapes_of(mask: u32) -> u8 {
    // The farthest blocked point, in pips.
    let far = 32 - mask.leading_zeros();
    let mut n = 0;
    let mut a = 1;
    while a <= 6 {
        let mut b = 1;
        while b <= 6 {
            let ok = if a == b {
                let mut k = 1;
                let mut found = false;
                while k <= 4 && is_open(mask, k * a) {
                    if k * a > far {
                        found = true;
                    }
                    k += 1;
                }
                found
            } else {
                (a > far && is_open(mask, a))
                    || (b > far && is_open(mask, b))
                    || (a + b > far
                        && is_open(mask, a + b)
                        && (is_open(mask, a) || is_open(mask, b)))
            };
            if ok {
                n += 1;
            }
            b += 1;
        }
        a += 1;
    }
    n
}

/// The points (in `me`'s numbers, bit `p`) the other side has made.
fn blocks(other: &Side) -> u32 {
    (1..=24)
        .filter(|&q| other[q] >= 2)
        .fold(0, |m, q| m | 1 << (25 - q))
}

/// Escapes (of 36) from `me`'s point `p` past the points in `blocked`.
fn escapes_from(blocked: u32, p: usize) -> u32 {
    // Bits p - 12 to p - 1 of the board (bit 0, the bar's, is never set).
    let window = if p >= 12 {
        blocked >> (p - 12)
    } else {
        blocked << (12 - p)
    };
    u32::from(ESCAPES_BY_POINT[(window & 0xfff) as usize])
}

/// [`escapes_from`] point by point: the reference the tests check it by.
#[cfg(test)]
fn escapes_slowly(blocked: u32, p: usize) -> u32 {
    let mut mask = 0;
    for i in 0..12 {
        if p > i + 1 && blocked & (1 << (p - i - 1)) != 0 {
            mask |= 1 << i;
        }
    }
    u32::from(ESCAPES[mask])
}

/// Whether the hitter, its checkers at `from` (bits by the target's
/// numbers: bit `x` a checker on the target's point `x`, bit 0 the bar)
/// and `bar` of them on the bar, can reach `p` with the die pair
/// `(a, b)`; `made` has the target's points of two or more.
fn reaches(from: u32, bar: u8, made: u32, p: u32, a: u32, b: u32) -> bool {
    let open = |x: u32| x <= 24 && made & (1 << x) == 0;
    let at = |x: u32| x < 25 && from & (1 << x) != 0;
    if a == b {
        return reaches_double(from, bar, made, p, a);
    }
    match bar {
        0 => {
            (p >= a && at(p - a))
                || (p >= b && at(p - b))
                || (p > a + b && at(p - a - b) && (open(p - b) || open(p - a)))
        }
        1 => {
            let enter = |d: u32, e: u32| {
                open(d) && (p == d || p == d + e || (p > e && p - e != 0 && at(p - e)))
            };
            enter(a, b) || enter(b, a)
        }
        _ => (p == a && open(a)) || (p == b && open(b)),
    }
}

fn reaches_double(from: u32, bar: u8, made: u32, p: u32, d: u32) -> bool {
    let open = |x: u32| x <= 24 && made & (1 << x) == 0;
    let mut left = 4u32;
    let mut from = from;
    if bar > 0 {
        if !open(d) {
            return false;
        }
        if p == d {
            return true;
        }
        left = 4u32.saturating_sub(u32::from(bar));
        from = (from & !1) | (1 << d);
    }
    (1..=left).any(|k| {
        p >= k * d
            && (p - k * d) < 25
            && (p - k * d > 0 || bar == 0)
            && from & (1 << (p - k * d)) != 0
            && (1..k).all(|j| open(p - k * d + j * d))
    })
}

/// Bits 1 to 24: the board's points.
const BOARD: u32 = 0x1ff_fffe;

fn highest(mask: u32) -> Option<u32> {
    (mask != 0).then(|| 31 - mask.leading_zeros())
}

/// The blots of `blots` a hitter with none on the bar, its checkers at
/// `from`, reaches with `(a, b)` through the points in `open`: the same
/// answer as [`reaches`], all blots at once.
fn hit_mask(from: u32, open: u32, blots: u32, a: u32, b: u32) -> u32 {
    if a == b {
        let (mut at, mut hit) = (from, 0);
        for _ in 0..4 {
            at = (at << a) & open;
            hit |= at & blots;
        }
        return hit;
    }
    let via = (from << (a + b)) & ((open << a) | (open << b));
    blots & ((from << a) | (from << b) | via)
}

/// The rolls (of 36) on which `hitter` can hit a blot of `target`, and
/// the pips the farthest hit blot has travelled, averaged over the 36.
fn shots_and_loss(target: &Side, hitter: &Side) -> (f32, f32) {
    let blots: u32 = (1..=24)
        .filter(|&p| target[p] == 1)
        .fold(0, |m, p| m | 1 << p);
    if blots == 0 {
        return (0.0, 0.0);
    }
    let made: u32 = (1..=24)
        .filter(|&p| target[p] >= 2)
        .fold(0, |m, p| m | 1 << p);
    // A hitter's checker on its point h stands on the target's 25 - h.
    let from: u32 = (1..=25)
        .filter(|&h| hitter[h] > 0)
        .fold(0, |m, h| m | 1 << (25 - h));
    let (mut hits, mut loss) = (0u32, 0u32);
    let open = !made & BOARD;
    for a in 1..=6u32 {
        for b in a..=6u32 {
            let weight = if a == b { 1 } else { 2 };
            let far = if hitter[25] == 0 {
                highest(hit_mask(from, open, blots, a, b))
            } else {
                (1..=24u32)
                    .rev()
                    .filter(|&p| blots & (1 << p) != 0)
                    .find(|&p| reaches(from, hitter[25], made, p, a, b))
            };
            if let Some(p) = far {
                hits += weight;
                loss += weight * p;
            }
        }
    }
    (hits as f32 / 36.0, loss as f32 / 36.0 / 24.0)
}

/// Writes [`PER_SIDE`] values for `me` against `other` into `out`: the
/// rolls of `other` that hit a blot of `me` (over 36), the pips that
/// costs on average (over 24), the escapes of `me`'s farthest checker
/// and the least escapes from `me`'s points 13 to 24 (both over 36),
/// and `me`'s highest anchor in `other`'s home board ((p - 18) / 6, 0
/// for none).
pub(crate) fn write(me: &Side, other: &Side, out: &mut [f32]) {
    let (shots, loss) = shots_and_loss(me, other);
    let blocked = blocks(other);
    let back = (1..=25).rev().find(|&p| me[p] > 0).unwrap_or(0);
    let escapes = if back == 0 {
        36
    } else {
        escapes_from(blocked, back)
    };
    let contain = (13..=24)
        .map(|p| escapes_from(blocked, p))
        .min()
        .unwrap_or(36);
    let anchor = (19..=24).rev().find(|&p| me[p] >= 2).map_or(0, |p| p - 18);
    let values = [
        shots,
        loss,
        escapes as f32 / 36.0,
        contain as f32 / 36.0,
        anchor as f32 / 6.0,
    ];
    for (slot, v) in out.iter_mut().zip(values) {
        *slot = v;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn side(points: &[(usize, u8)]) -> Side {
        let mut s = [0; 26];
        for &(p, n) in points {
            s[p] = n;
        }
        s
    }

    #[test]
    fn escapes_count_the_rolls_that_pass_a_blockade() {
        assert_eq!(ESCAPES[0], 36);
        // One point blocked 1 pip ahead: every roll but 1-1 passes it.
        assert_eq!(ESCAPES[1], 35);
        // A full six-prime right ahead: nothing passes.
        assert_eq!(ESCAPES[0b11_1111], 0);
        // A five-prime 1 to 5 ahead: only a 6 (11 rolls) gets out.
        assert_eq!(ESCAPES[0b1_1111], 11);
    }

    #[test]
    fn shots_count_blocks_and_the_bar() {
        // A blot on 10 with one hitter 6 pips behind (the hitter's 4 = the
        // target's 21... here the target's 4): 17 rolls, as the distance
        // count says, when nothing blocks.
        let target = side(&[(10, 1), (1, 14)]);
        let hitter = side(&[(21, 1), (1, 14)]);
        assert_eq!(shots_and_loss(&target, &hitter).0, 17.0 / 36.0);
        // Block the target's 7 and 8: 1-5 and 2-4 need an open stop (9 or
        // 5 / 6 or 8) and 2-2 stops on 6 and 8, 3-3 on 7; fewer rolls hit.
        let blocked = side(&[(10, 1), (7, 2), (8, 2), (1, 10)]);
        let (s, loss) = shots_and_loss(&blocked, &hitter);
        assert!(s < 17.0 / 36.0 && s > 10.0 / 36.0, "{s}");
        assert!(loss > 0.0);
        // A hitter with two on the bar hits only by entering on the blot.
        let target = side(&[(3, 1), (1, 14)]);
        let barred = side(&[(25, 2), (1, 13)]);
        assert_eq!(shots_and_loss(&target, &barred).0, 11.0 / 36.0);
    }

    #[test]
    fn the_quick_counts_agree_with_the_slow_ones() {
        // Boards drawn from a fixed sequence: every point and the bar.
        let mut x = 0x9e37_79b9_u64;
        for _ in 0..3000 {
            let mut me = [0u8; 26];
            let mut other = [0u8; 26];
            for p in 1..=25 {
                x = x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                let r = (x >> 33) as u8;
                me[p] = [0, 0, 0, 1, 1, 2, 3][usize::from(r % 7)];
                other[p] = [0, 0, 0, 1, 2, 2, 4][usize::from((r / 7) % 7)];
                if p == 25 {
                    other[p] %= 3;
                    me[p] = 0;
                }
                if other[p] > 0 && p < 25 && me[25 - p] > 0 {
                    me[25 - p] = 0;
                }
            }
            let blocked = blocks(&other);
            for p in 1..=25 {
                assert_eq!(escapes_from(blocked, p), escapes_slowly(blocked, p));
            }
            let made: u32 = (1..=24).filter(|&p| me[p] >= 2).fold(0, |m, p| m | 1 << p);
            let blots: u32 = (1..=24).filter(|&p| me[p] == 1).fold(0, |m, p| m | 1 << p);
            let from: u32 = (1..=24)
                .filter(|&h| other[h] > 0)
                .fold(0, |m, h| m | 1 << (25 - h));
            for a in 1..=6 {
                for b in a..=6 {
                    let slow = (1..=24)
                        .filter(|&p| blots & (1 << p) != 0 && reaches(from, 0, made, p, a, b))
                        .fold(0, |m, p| m | 1 << p);
                    assert_eq!(hit_mask(from, !made & BOARD, blots, a, b), slow);
                }
            }
        }
    }

    #[test]
    fn the_values_of_the_opening() {
        let me = side(&[(24, 2), (13, 5), (8, 3), (6, 5)]);
        let mut out = [0.0; PER_SIDE];
        write(&me, &me, &mut out);
        assert_eq!(out[0], 0.0);
        assert_eq!(out[4], 1.0);
        // From the 24-point the other side's 12-, 8- and 6-points stand 12,
        // 7 and 5 pips ahead: no roll lands beyond all three.
        assert_eq!(out[2], 0.0);
        assert_eq!(out[3], 0.0);
    }
}
