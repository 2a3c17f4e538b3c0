//! Value iteration over the [`Graph`] with the cube: every position's value for the side to throw in each cube state, throwing without doubling, per unit of the cube; each play is chosen for each cube state on its own.
//!
//! After my play the other side throws with the cube seen from its side:
//! in the middle it may double me, owned by me it may not, owned by it it
//! may redouble; its decision ([`Layout::value`]) is made on its values,
//! and mine is minus that. Each position keeps, beside its values, its
//! value after the cube decision in each cube state, written with them,
//! so a play reads the decision instead of making it again. The sweeps go as the cubeless ones do (level by
//! level in total pip count, each level written when it is done), so the
//! values do not depend on the threads.

use alloc::vec;
use alloc::vec::Vec;

use super::book::Step;
use super::cube::Layout;
use super::graph::{Chunk, Facing, Graph};
use super::sweep::{Values, best_of, converge, kept_or_best};
use crate::solve::{SolveError, SolveOptions};

/// Solves every position of `graph` in every cube state of `layout`.
pub(crate) fn cubeful(
    graph: &Graph,
    layout: Layout,
    options: &SolveOptions,
) -> Result<Values, SolveError> {
    let m = graph.numbering.side_count() as usize;
    let n = layout.states();
    let values = vec![0.0; m * m * 2 * n];
    converge(
        graph,
        values,
        (2 * n, n),
        options,
        |v, chunk, kept, full| chunk_values(graph, layout, v, chunk, kept, full),
    )
}

/// The new values of a chunk's positions, `states` a position (and
/// their choices, roll by roll and state by state, if `full`).
fn chunk_values(
    graph: &Graph,
    layout: Layout,
    values: &[f64],
    chunk: &Chunk,
    kept: &[u8],
    full: bool,
) -> (Vec<f64>, Vec<u8>) {
    let n = layout.states();
    let mut out = Vec::with_capacity(chunk.keys.len() * 2 * n);
    let mut chosen = Vec::with_capacity(if full { chunk.keys.len() * 21 * n } else { 0 });
    let mut total = vec![0.0; n];
    for (i, &key) in chunk.keys.iter().enumerate() {
        let (a, b) = graph.sides_at(key);
        let facing = graph.facing(b);
        total.iter_mut().for_each(|t| *t = 0.0);
        for (r, (&chances, plays)) in graph.chances.iter().zip(graph.rolls(a, b)).enumerate() {
            for (s, t) in total.iter_mut().enumerate() {
                let value = |play: Step| play_value(graph, layout, values, (b, &facing), play, s);
                let best = if full {
                    let (k, v) = best_of(plays, value);
                    chosen.push(k);
                    v
                } else {
                    kept_or_best(plays, kept.get((i * 21 + r) * n + s), value)
                };
                *t += f64::from(chances) * best;
            }
        }
        total.iter_mut().for_each(|t| *t /= 36.0);
        out.extend(&total);
        out.extend((0..n).map(|s| layout.value(&total, s)));
    }
    (out, chosen)
}

/// What `play` against the other side's slot `b` is worth to me in cube
/// state `s`: the win, or minus the other side's value after its cube
/// decision.
#[inline]
fn play_value(
    graph: &Graph,
    layout: Layout,
    values: &[f64],
    (b, facing): (u32, &Facing),
    play: Step,
    s: usize,
) -> f64 {
    let n = layout.states();
    let next = graph.next(b, facing, play);
    if next.mine == 0 {
        let points = f64::from(graph.win.get(next.theirs as usize).copied().unwrap_or(1));
        layout.win(s, points)
    } else {
        let i = graph.at(next.theirs, next.mine) * 2 * n + n + layout.turned(s);
        values.get(i).map_or(f64::NEG_INFINITY, |&d| -d)
    }
}
