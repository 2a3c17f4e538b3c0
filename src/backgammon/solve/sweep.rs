//! Value iteration over the [`Graph`]: the cubeless value of every position under an objective, level by level in rising total pip count, each level's positions shared out between the threads and written back when the level is done.
//!
//! A play that hits nothing takes pips off the board, so it leads to a
//! lower level, already swept: most of a position's plays read values of
//! this sweep (Gauss-Seidel), and only hits (and rolls that cannot be
//! played) read the level itself or higher ones, from the sweep before.
//! A level reads only values written before it starts, so the result does
//! not depend on the threads or the order they work in.

use alloc::vec;
use alloc::vec::Vec;

use super::graph::{Chunk, Graph};
use crate::solve::{Objective, SolveError, SolveOptions, in_parallel};

/// The values of a solve, laid out by the graph's slots (holes hold the
/// starting value), and how it went.
pub(crate) struct Values {
    pub(crate) values: Vec<f64>,
    pub(crate) sweeps: usize,
    pub(crate) residual: f64,
}

/// Solves every position of `graph` for `objective`.
pub(crate) fn cubeless(
    graph: &Graph,
    objective: Objective,
    options: &SolveOptions,
) -> Result<Values, SolveError> {
    let m = graph.numbering.side_count() as usize;
    converge(vec![objective.start(); m * m], options, |values| {
        sweep_levels(graph, options.threads, 1, values, |v, chunk| {
            chunk_values(graph, objective, v, chunk)
        })
    })
}

/// Sweeps `values` until a sweep changes none by more than the tolerance.
pub(crate) fn converge(
    mut values: Vec<f64>,
    options: &SolveOptions,
    mut sweep: impl FnMut(&mut [f64]) -> Result<f64, SolveError>,
) -> Result<Values, SolveError> {
    let mut sweeps = 0;
    loop {
        let residual = sweep(&mut values)?;
        sweeps += 1;
        if residual <= options.tolerance {
            return Ok(Values {
                values,
                sweeps,
                residual,
            });
        }
        if sweeps >= options.max_sweeps {
            return Err(SolveError::NotConverged { sweeps, residual });
        }
    }
}

/// One sweep over every level, `n` values a position, each chunk's new
/// values from `fresh`; the largest change.
pub(crate) fn sweep_levels(
    graph: &Graph,
    threads: usize,
    n: usize,
    values: &mut [f64],
    fresh: impl Fn(&[f64], &Chunk) -> Vec<f64> + Sync,
) -> Result<f64, SolveError> {
    let mut residual: f64 = 0.0;
    for level in &graph.levels {
        let read: &[f64] = values;
        let new = in_parallel(level, threads, |chunk| Ok(fresh(read, chunk)))?;
        for (chunk, new) in level.iter().zip(new) {
            for (&key, v) in chunk.keys.iter().zip(new.chunks_exact(n)) {
                let at = key as usize * n;
                if let Some(slots) = values.get_mut(at..at + n) {
                    for (slot, &x) in slots.iter_mut().zip(v) {
                        residual = residual.max((x - *slot).abs());
                        *slot = x;
                    }
                }
            }
        }
    }
    Ok(residual)
}

/// The new values of a chunk's positions.
fn chunk_values(graph: &Graph, objective: Objective, values: &[f64], chunk: &Chunk) -> Vec<f64> {
    let m = graph.numbering.side_count() as u32;
    let mut out = Vec::with_capacity(chunk.keys.len());
    for &key in &chunk.keys {
        let (a, b) = (key / m, key % m);
        let mut total = 0.0;
        for (&chances, plays) in graph.chances.iter().zip(graph.rolls(a, b)) {
            let mut best = f64::NEG_INFINITY;
            for &play in plays {
                let next = graph.next(b, play);
                let v = if next.mine == 0 {
                    win_value(graph, objective, next.theirs)
                } else {
                    let w = values
                        .get((next.theirs * m + next.mine) as usize)
                        .copied()
                        .unwrap_or(objective.start());
                    objective.other(w)
                };
                best = best.max(v);
            }
            total += f64::from(chances) * best;
        }
        out.push(total / 36.0);
    }
    out
}

/// What bearing my last checker off is worth, the other side left as
/// side `theirs`.
#[inline]
fn win_value(graph: &Graph, objective: Objective, theirs: u32) -> f64 {
    match objective {
        Objective::WinProbability => 1.0,
        _ => f64::from(graph.win.get(theirs as usize).copied().unwrap_or(1)),
    }
}
