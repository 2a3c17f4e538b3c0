//! Value iteration over the [`Graph`]: the cubeless value of every position under an objective, level by level in rising total pip count, each level's positions shared out between the threads and written back when the level is done; full sweeps choose each roll's best play, cheaper ones in between play the choices again.
//!
//! A play that hits nothing takes pips off the board, so it leads to a
//! lower level, already swept: most of a position's plays read values of
//! this sweep (Gauss-Seidel), and only hits (and rolls that cannot be
//! played) read the level itself or higher ones, from the sweep before.
//! A level reads only values written before it starts, so the result does
//! not depend on the threads or the order they work in.
//!
//! A **full** sweep takes every play of every roll and keeps which was
//! best (one byte a roll and position, and cube state). The best plays
//! settle long before the values do, so the sweeps after a full one read
//! only the play kept for each roll (modified policy iteration), a sixth
//! of the work, until they change no value by more than the tolerance or
//! [`CHOSEN_SWEEPS`] have run; then a full sweep again. The solve ends
//! with a full sweep that changes no value by more than the tolerance:
//! the same test as sweeping in full every time.

use alloc::vec;
use alloc::vec::Vec;

use super::book::Step;
use super::graph::{Chunk, Graph};
use crate::solve::{Objective, SolveError, SolveOptions, in_parallel};

/// Most sweeps on the plays kept before a full sweep.
pub(crate) const CHOSEN_SWEEPS: usize = 8;

/// The values of a solve, laid out by the graph's slots (holes hold the
/// starting value), and how it went.
pub(crate) struct Values {
    pub(crate) values: Vec<f64>,
    pub(crate) sweeps: usize,
    pub(crate) residual: f64,
    /// Bytes of the plays kept between full sweeps.
    pub(crate) choice_bytes: usize,
}

/// Each roll's best play (its place in the roll's plays), by position in
/// sweep order, then roll, then value: what a full sweep writes and the
/// others read.
pub(crate) type Choices = Vec<u8>;

/// A sweep's work on a chunk: the values read, the chunk, the choices
/// kept for it, and whether to choose again; its new values (and
/// choices, on a full sweep).
pub(crate) trait Fresh:
    Fn(&[f64], &Chunk, &[u8], bool) -> (Vec<f64>, Vec<u8>) + Sync
{
}
impl<F: Fn(&[f64], &Chunk, &[u8], bool) -> (Vec<f64>, Vec<u8>) + Sync> Fresh for F {}

/// Solves every position of `graph` for `objective`.
pub(crate) fn cubeless(
    graph: &Graph,
    objective: Objective,
    options: &SolveOptions,
) -> Result<Values, SolveError> {
    let m = graph.numbering.side_count() as usize;
    let values = vec![objective.start(); m * m];
    converge(graph, values, (1, 1), options, |v, chunk, kept, full| {
        chunk_values(graph, objective, v, chunk, kept, full)
    })
}

/// Sweeps `values` until a full sweep changes none by more than the
/// tolerance. `shape`: the values a position keeps, and how many of them
/// (the first) are its values proper, each with a play chosen for each
/// roll; the others are worked out from them.
pub(crate) fn converge(
    graph: &Graph,
    mut values: Vec<f64>,
    shape: (usize, usize),
    options: &SolveOptions,
    fresh: impl Fresh,
) -> Result<Values, SolveError> {
    let mut choices: Choices = vec![0; graph.positions() * 21 * shape.1];
    let mut sweeps = 0;
    let mut since_full = CHOSEN_SWEEPS;
    loop {
        let full = since_full >= CHOSEN_SWEEPS;
        let residual = sweep_levels(
            graph,
            options.threads,
            shape,
            &mut values,
            &mut choices,
            full,
            &fresh,
        )?;
        sweeps += 1;
        since_full = if full { 0 } else { since_full + 1 };
        if residual <= options.tolerance {
            if full {
                return Ok(Values {
                    values,
                    sweeps,
                    residual,
                    choice_bytes: choices.capacity(),
                });
            }
            since_full = CHOSEN_SWEEPS;
        }
        if sweeps >= options.max_sweeps {
            return Err(SolveError::NotConverged { sweeps, residual });
        }
    }
}

/// One sweep over every level, `shape` as for [`converge`], each chunk's
/// new values from `fresh`, choosing the plays again if `full`; the
/// largest change of a value proper.
fn sweep_levels(
    graph: &Graph,
    threads: usize,
    (n, scored): (usize, usize),
    values: &mut [f64],
    choices: &mut [u8],
    full: bool,
    fresh: &impl Fresh,
) -> Result<f64, SolveError> {
    let mut residual: f64 = 0.0;
    let per = 21 * scored;
    for level in &graph.levels {
        let (read, kept): (&[f64], &[u8]) = (values, choices);
        let new = in_parallel(level, threads, |chunk| {
            let at = chunk.first * per;
            let mine = kept.get(at..at + chunk.keys.len() * per).unwrap_or(&[]);
            Ok(fresh(read, chunk, mine, full))
        })?;
        for (chunk, (new, chosen)) in level.iter().zip(new) {
            for (&key, v) in chunk.keys.iter().zip(new.chunks_exact(n)) {
                let at = key as usize * n;
                if let Some(slots) = values.get_mut(at..at + n) {
                    for (j, (slot, &x)) in slots.iter_mut().zip(v).enumerate() {
                        if j < scored {
                            residual = residual.max((x - *slot).abs());
                        }
                        *slot = x;
                    }
                }
            }
            let at = chunk.first * per;
            if let Some(slots) = choices.get_mut(at..at + chosen.len()) {
                slots.copy_from_slice(&chosen);
            }
        }
    }
    Ok(residual)
}

/// The best of `plays` by `value` and its place; the first of equals.
#[inline]
pub(crate) fn best_of(plays: &[Step], mut value: impl FnMut(Step) -> f64) -> (u8, f64) {
    let mut best = (0, f64::NEG_INFINITY);
    for (i, &play) in plays.iter().enumerate() {
        let v = value(play);
        if v > best.1 {
            best = (i as u8, v);
        }
    }
    best
}

/// The value of the play kept (`choice`), or of the best when there is
/// none kept that fits.
#[inline]
pub(crate) fn kept_or_best(
    plays: &[Step],
    choice: Option<&u8>,
    mut value: impl FnMut(Step) -> f64,
) -> f64 {
    match choice.and_then(|&k| plays.get(usize::from(k))) {
        Some(&play) => value(play),
        None => best_of(plays, value).1,
    }
}

/// The new values of a chunk's positions (and their choices if `full`).
fn chunk_values(
    graph: &Graph,
    objective: Objective,
    values: &[f64],
    chunk: &Chunk,
    kept: &[u8],
    full: bool,
) -> (Vec<f64>, Vec<u8>) {
    let mut out = Vec::with_capacity(chunk.keys.len());
    let mut chosen = Vec::with_capacity(if full { chunk.keys.len() * 21 } else { 0 });
    for (i, &key) in chunk.keys.iter().enumerate() {
        let (a, b) = graph.sides_at(key);
        let facing = graph.facing(b);
        let value = |play: Step| {
            let next = graph.next(b, &facing, play);
            if next.mine == 0 {
                win_value(graph, objective, next.theirs)
            } else {
                let w = values
                    .get(graph.at(next.theirs, next.mine))
                    .copied()
                    .unwrap_or(objective.start());
                objective.other(w)
            }
        };
        let mut total = 0.0;
        for (r, (&chances, plays)) in graph.chances.iter().zip(graph.rolls(a, b)).enumerate() {
            let best = if full {
                let (k, v) = best_of(plays, value);
                chosen.push(k);
                v
            } else {
                kept_or_best(plays, kept.get(i * 21 + r), value)
            };
            total += f64::from(chances) * best;
        }
        out.push(total / 36.0);
    }
    (out, chosen)
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
