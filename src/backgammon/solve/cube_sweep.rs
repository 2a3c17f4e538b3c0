//! Value iteration over the [`Graph`] with the cube: every position's value for the side to throw in each cube state, throwing without doubling, per unit of the cube; each play is chosen for each cube state on its own.
//!
//! After my play the other side throws with the cube seen from its side:
//! in the middle it may double me, owned by me it may not, owned by it it
//! may redouble; its decision ([`Layout::value`]) is made on its values,
//! and mine is minus that. The sweeps go as the cubeless ones do (level by
//! level in total pip count, each level written when it is done), so the
//! values do not depend on the threads.

use alloc::vec;
use alloc::vec::Vec;

use super::cube::Layout;
use super::graph::{Chunk, Graph};
use super::sweep::{Values, converge, sweep_levels};
use crate::solve::{SolveError, SolveOptions};

/// Solves every position of `graph` in every cube state of `layout`.
pub(crate) fn cubeful(
    graph: &Graph,
    layout: Layout,
    options: &SolveOptions,
) -> Result<Values, SolveError> {
    let m = graph.numbering.side_count() as usize;
    let n = layout.states();
    converge(vec![0.0; m * m * n], options, |values| {
        sweep_levels(graph, options.threads, n, values, |v, chunk| {
            chunk_values(graph, layout, v, chunk)
        })
    })
}

/// The new values of a chunk's positions, `states` a position.
fn chunk_values(graph: &Graph, layout: Layout, values: &[f64], chunk: &Chunk) -> Vec<f64> {
    let m = graph.numbering.side_count() as u32;
    let n = layout.states();
    let mut out = Vec::with_capacity(chunk.keys.len() * n);
    let mut total = vec![0.0; n];
    let mut best = vec![0.0; n];
    for &key in &chunk.keys {
        let (a, b) = (key / m, key % m);
        total.iter_mut().for_each(|t| *t = 0.0);
        for (&chances, plays) in graph.chances.iter().zip(graph.rolls(a, b)) {
            best.iter_mut().for_each(|x| *x = f64::NEG_INFINITY);
            for &play in plays {
                let next = graph.next(b, play);
                if next.mine == 0 {
                    let points =
                        f64::from(graph.win.get(next.theirs as usize).copied().unwrap_or(1));
                    for (s, x) in best.iter_mut().enumerate() {
                        *x = x.max(layout.win(s, points));
                    }
                } else {
                    let i = (next.theirs * m + next.mine) as usize * n;
                    if let Some(theirs) = values.get(i..i + n) {
                        for (s, x) in best.iter_mut().enumerate() {
                            *x = x.max(-layout.value(theirs, layout.turned(s)));
                        }
                    }
                }
            }
            for (t, &x) in total.iter_mut().zip(&best) {
                *t += f64::from(chances) * x;
            }
        }
        out.extend(total.iter().map(|t| t / 36.0));
    }
    out
}
