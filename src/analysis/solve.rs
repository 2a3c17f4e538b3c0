//! The two numerical passes over a [`Chain`]: forward propagation of probability mass, and Gauss-Seidel for expectations.

use alloc::vec;
use alloc::vec::Vec;

use super::chain::{Chain, TERMINAL};

/// `|x|`, written out: `f64::abs` is only in `core` from recent Rust
/// versions, and the crate builds without `std`.
#[inline]
pub(crate) fn abs(x: f64) -> f64 {
    if x < 0.0 { -x } else { x }
}

/// Probability that the game ends at each number of throws `0..=t`, and
/// the mass still in play after `t` throws, where `t` is `cutoff` or the
/// first number of throws after which at most `tolerance` is still in
/// play, whichever comes first.
///
/// Exact up to rounding: each pass moves every state's mass along its
/// edges, so the cost is `t` passes over the chain. The list grows one
/// throw at a time, so its memory is what the game reaches, whatever the
/// cut-off.
pub(crate) fn length_distribution(chain: &Chain, cutoff: usize, tolerance: f64) -> (Vec<f64>, f64) {
    let n = chain.len();
    let mut ended = vec![0.0];
    if chain.start & TERMINAL != 0 || n == 0 {
        ended[0] = 1.0;
        return (ended, 0.0);
    }
    let mut mass = vec![0.0; n];
    let mut next = vec![0.0; n];
    mass[chain.start as usize] = 1.0;
    let mut remaining = 1.0;
    for _ in 0..cutoff {
        if remaining <= tolerance {
            break;
        }
        next.iter_mut().for_each(|x| *x = 0.0);
        let mut done = 0.0;
        for (s, &m) in mass.iter().enumerate() {
            if m == 0.0 {
                continue;
            }
            for e in chain.edges(s) {
                let t = chain.targets[e];
                let q = m * chain.probs[e];
                if t & TERMINAL != 0 {
                    done += q;
                } else {
                    next[t as usize] += q;
                }
            }
        }
        ended.push(done);
        core::mem::swap(&mut mass, &mut next);
        remaining = mass.iter().sum();
    }
    (ended, remaining)
}

/// Solves `v[s] = immediate[s] + Σ p · v[t]` over the chain's edges, where
/// an outcome class `c` has the fixed value `terminal[c]`; `width` values
/// per state are solved together.
///
/// Gauss-Seidel, sweeping from the last state found to the first (states
/// far from the start, near the end of the game, first) and solving each
/// state's self-loop exactly. Stops when a sweep changes no value by more
/// than `tolerance` (relative, absolute below 1). Returns the values and
/// the sweeps made, or the sweeps and the last change.
///
/// The error of Gauss-Seidel shrinks by a steady factor `r` per sweep once
/// the slowest mode dominates; the remaining error is then about
/// `r / (1 - r)` times the last change. When `r` has settled, the solver
/// adds that much of the last sweep's change at once (Aitken-style
/// extrapolation), which removes the slowest mode and typically halves
/// the sweeps. Plain sweeps follow every extrapolation, and only a plain
/// sweep can end the solve, so the stopping rule is unchanged.
pub(crate) fn expectations(
    chain: &Chain,
    width: usize,
    immediate: &[f64],
    terminal: &[f64],
    tolerance: f64,
    max_sweeps: usize,
) -> Result<(Vec<f64>, usize), (usize, f64)> {
    let n = chain.len();
    let mut v = vec![0.0; n * width];
    // Each value's change in the last sweep, for the extrapolation.
    let mut delta = vec![0.0; n * width];
    let mut acc = vec![0.0; width];
    let mut change = 0.0f64;
    let (mut last_change, mut last_ratio) = (0.0f64, 0.0f64);
    let mut plain = 0usize;
    for sweep in 1..=max_sweeps {
        change = gauss_seidel_sweep(
            chain, width, immediate, terminal, &mut v, &mut delta, &mut acc,
        );
        plain += 1;
        if change <= tolerance {
            return Ok((v, sweep));
        }
        let ratio = if last_change > 0.0 {
            change / last_change
        } else {
            0.0
        };
        if plain >= 3 && ratio > 0.0 && ratio < 0.999 && abs(ratio - last_ratio) < 1e-3 {
            let factor = ratio / (1.0 - ratio);
            for (x, d) in v.iter_mut().zip(&delta) {
                *x += factor * d;
            }
            plain = 0;
            last_change = 0.0;
            last_ratio = 0.0;
        } else {
            last_change = change;
            last_ratio = ratio;
        }
    }
    Err((max_sweeps, change))
}

/// One Gauss-Seidel sweep over the chain, from the last state found back
/// to the first, solving each state's self-loop exactly; leaves each
/// value's change in `delta` and returns the largest relative change.
fn gauss_seidel_sweep(
    chain: &Chain,
    width: usize,
    immediate: &[f64],
    terminal: &[f64],
    v: &mut [f64],
    delta: &mut [f64],
    acc: &mut [f64],
) -> f64 {
    let mut change = 0.0f64;
    // Sweeping from the last state found back to the first converges in
    // about a third fewer sweeps than the other way round, or than
    // alternating, on the Goose presets.
    for s in (0..chain.len()).rev() {
        let row = s * width..(s + 1) * width;
        acc.copy_from_slice(&immediate[row.clone()]);
        let mut stay = 0.0;
        for e in chain.edges(s) {
            let t = chain.targets[e];
            let p = chain.probs[e];
            let from = if t & TERMINAL != 0 {
                let c = (t & !TERMINAL) as usize;
                &terminal[c * width..(c + 1) * width]
            } else if t as usize == s {
                stay += p;
                continue;
            } else {
                &v[t as usize * width..(t as usize + 1) * width]
            };
            for (a, x) in acc.iter_mut().zip(from) {
                *a += p * x;
            }
        }
        // A state that only loops on itself never ends; the dead-end
        // check runs first, so `keep` is positive here.
        let keep = 1.0 - stay;
        for ((x, d), a) in v[row.clone()].iter_mut().zip(&mut delta[row]).zip(&*acc) {
            let new = if keep > 0.0 { a / keep } else { *a };
            *d = new - *x;
            change = change.max(abs(*d) / abs(*x).max(1.0));
            *x = new;
        }
    }
    change
}
