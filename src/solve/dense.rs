//! [`solve_dense`]: the solver for games with a dense numbering of their positions, stage by stage, one `f32` a position, on several threads.

use alloc::vec::Vec;
use core::sync::atomic::{AtomicU32, AtomicU64, Ordering};

use super::SolveError;
use super::graph::{Graph, Leaf, MAX_GRAPH_STATES};
use super::key::SolveKey;
use super::options::SolveOptions;
use super::search::Search;
use super::table::{SolveStats, Table};
use crate::game::{Seat, ToAct};

/// The smallest tolerance of a dense solve, whatever the options ask:
/// values are stored as `f32`, whose steps near 1 are 2^-23, so a sweep
/// can move a settled value by a step or two. 2^-21, about 4.8e-7.
pub const DENSE_TOLERANCE_FLOOR: f64 = 1.0 / (1u64 << 21) as f64;

/// Positions per part: a stage is cut into parts of at most this many
/// positions, each with its own graph, shared out between the threads.
const PART: u64 = 1 << 20;

/// Solves `game` through its dense numbering
/// ([`SolveKey::dense_stages`]): every numbered position, stage by stage
/// in the game's order, by value iteration within the stage (the stages
/// before it already solved), on [`SolveOptions::threads`] threads.
///
/// Each position's value takes 4 bytes (`f32`), and only the stage being
/// solved keeps a graph of its successors (counted against
/// [`SolveOptions::graph_memory`]), so a dense solve holds far more
/// positions than [`solve`](super::solve) in the same memory; positions
/// are numbered, not found, so every numbered position is solved, reached
/// from the start or not. The tolerance is at least
/// [`DENSE_TOLERANCE_FLOOR`]. [`SolveStats::sweeps`] counts the sweeps of
/// every stage together, [`SolveStats::residual`] is the largest last
/// residual of a stage. With more than one thread, a sweep may read a
/// value of the other thread's part before or after it changes, so two
/// runs may differ by about the tolerance.
///
/// # Errors
///
/// As [`solve`](super::solve), and [`SolveError::NoNumbering`] for a game
/// without a dense numbering, [`SolveError::StageOrder`] when a position
/// leads to a stage not yet solved, [`SolveError::OtherPlayersChoice`]
/// when the other player chooses before the next throw;
/// [`SolveError::TooMuchMemory`] when the values pass
/// [`SolveOptions::max_memory`] (checked before anything is allocated) or a
/// stage's graph passes [`SolveOptions::graph_memory`].
pub fn solve_dense<G>(game: &G, options: &SolveOptions) -> Result<Table, SolveError>
where
    G: SolveKey + Sync,
{
    super::precheck(game, options)?;
    let clock = super::Clock::start();
    let stages = game.dense_stages().ok_or(SolveError::NoNumbering)?;
    let total = check_size(&stages, options)?;
    // Every value starts with both sides level (1/2, or 0 for payoffs).
    let level = (options.objective.start() as f32).to_bits();
    let values: Vec<AtomicU32> = (0..total).map(|_| AtomicU32::new(level)).collect();
    let solver = Dense {
        game,
        options,
        values: &values,
        tolerance: options.tolerance.max(DENSE_TOLERANCE_FLOOR),
    };
    let (mut sweeps, mut residual, mut graph_bytes) = (0, 0.0f64, 0);
    let mut lo = 0;
    for size in stages {
        let stage = solver.stage(lo, lo + size)?;
        sweeps += stage.sweeps;
        residual = residual.max(stage.residual);
        graph_bytes = graph_bytes.max(stage.graph_bytes);
        lo += size;
    }
    // Collected in place: an `AtomicU32` and an `f32` have the same size
    // and alignment, so the standard library reuses the allocation.
    let values: Vec<f32> = values
        .into_iter()
        .map(|v| f32::from_bits(v.into_inner()))
        .collect();
    let stats = SolveStats {
        states: values.len(),
        sweeps,
        residual,
        elapsed: clock.elapsed(),
        peak_bytes: values.capacity() * 4 + graph_bytes,
    };
    Ok(Table::ranked(
        game,
        options.objective,
        values,
        stats,
        options.max_choices,
    ))
}

/// The count of positions, within the limits.
fn check_size(stages: &[u64], options: &SolveOptions) -> Result<usize, SolveError> {
    let total = stages.iter().try_fold(0u64, |t, &s| t.checked_add(s));
    let too_many = SolveError::TooManyStates {
        limit: options.max_states,
        reached: 0,
        explored: 0,
    };
    let total = total
        .and_then(|t| usize::try_from(t).ok())
        .ok_or(too_many.clone())?;
    if total > options.max_states || total > MAX_GRAPH_STATES {
        return Err(too_many);
    }
    if total as u64 * 4 > options.max_memory {
        return Err(SolveError::TooMuchMemory {
            limit: options.max_memory,
            reached: 0,
            explored: 0,
        });
    }
    Ok(total)
}

/// How one stage went.
struct StageRun {
    sweeps: usize,
    residual: f64,
    graph_bytes: usize,
}

/// One part of a stage: its first number and its graph (positions
/// numbered from the part's first).
struct Part {
    lo: u64,
    graph: Graph,
}

/// What every stage shares.
struct Dense<'a, G> {
    game: &'a G,
    options: &'a SolveOptions,
    values: &'a [AtomicU32],
    tolerance: f64,
}

impl<G: SolveKey + Sync> Dense<'_, G> {
    /// Solves the positions numbered `lo..hi`.
    fn stage(&self, lo: u64, hi: u64) -> Result<StageRun, SolveError> {
        let bounds: Vec<(u64, u64)> = (lo..hi)
            .step_by(PART as usize)
            .map(|a| (a, (a + PART).min(hi)))
            .collect();
        // Every part's graph is kept while the stage is solved, so they
        // share one budget, however many threads build them.
        let used = AtomicU64::new(0);
        let parts = self.in_parallel(&bounds, |&(a, b)| self.build(a, b, hi, &used))?;
        let graph_bytes = parts.iter().map(|p| p.graph.heap_bytes()).sum();
        let mut sweeps = 0;
        loop {
            let residuals = self.in_parallel(&parts, |p| Ok(self.sweep(p)))?;
            let residual = residuals.into_iter().fold(0.0, f64::max);
            sweeps += 1;
            if residual <= self.tolerance {
                return Ok(StageRun {
                    sweeps,
                    residual,
                    graph_bytes,
                });
            }
            if sweeps >= self.options.max_sweeps {
                return Err(SolveError::NotConverged { sweeps, residual });
            }
        }
    }

    /// `work` on every item, on the options' threads (items shared out
    /// in turn), the results in the items' order.
    fn in_parallel<T: Sync, R: Send>(
        &self,
        items: &[T],
        work: impl Fn(&T) -> Result<R, SolveError> + Sync,
    ) -> Result<Vec<R>, SolveError> {
        in_parallel(items, self.options.threads, work)
    }

    /// One Gauss-Seidel sweep over a part, latest numbers first; its
    /// largest change.
    fn sweep(&self, part: &Part) -> f64 {
        let level = (self.options.objective.start() as f32).to_bits();
        let read = |rank: u32| {
            let bits = self
                .values
                .get(rank as usize)
                .map_or(level, |v| v.load(Ordering::Relaxed));
            f64::from(f32::from_bits(bits))
        };
        let mut residual: f64 = 0.0;
        let len = part.graph.len();
        for i in (0..len).rev() {
            let v = part.graph.value(i, self.options.objective.total(), read) as f32;
            if let Some(slot) = self.values.get(part.lo as usize + i) {
                let old = f32::from_bits(slot.swap(v.to_bits(), Ordering::Relaxed));
                residual = residual.max(f64::from((v - old).abs()));
            }
        }
        residual
    }

    /// The graph of the positions numbered `lo..hi`, in a stage that ends
    /// before `stage_end`, adding its bytes to `used`, the stage's count
    /// against [`SolveOptions::graph_memory`].
    fn build(
        &self,
        lo: u64,
        hi: u64,
        stage_end: u64,
        used: &AtomicU64,
    ) -> Result<Part, SolveError> {
        let mut graph = Graph::new();
        let mut counted = 0;
        let mut walk = Leaves {
            search: Search::new(self.game, self.options.max_choices, self.options.objective),
            stage_end,
            stack: Vec::new(),
            leaves: Vec::new(),
        };
        for rank in lo..hi {
            let key = self.game.key_of_rank(rank).ok_or(SolveError::Unkeyable)?;
            let state = self.game.state_of_key(key).ok_or(SolveError::Unkeyable)?;
            let found = walk.search.key(&state)?;
            if found != key {
                return Err(SolveError::KeyMismatch { key, found });
            }
            walk.position(&state, &mut graph)?;
            let grown = graph.bytes() - counted;
            counted += grown;
            if used.fetch_add(grown, Ordering::Relaxed) + grown > self.options.graph_memory {
                return Err(SolveError::TooMuchMemory {
                    limit: self.options.graph_memory,
                    reached: (rank - lo) as usize,
                    explored: (rank - lo) as usize,
                });
            }
        }
        graph.freeze();
        Ok(Part { lo, graph })
    }
}

/// `work` on every item, on `threads` threads (with the `std` feature;
/// without it, one), items shared out in turn; the results in the items'
/// order.
pub(crate) fn in_parallel<T: Sync, R: Send>(
    items: &[T],
    threads: usize,
    work: impl Fn(&T) -> Result<R, SolveError> + Sync,
) -> Result<Vec<R>, SolveError> {
    #[cfg(feature = "std")]
    if threads > 1 && items.len() > 1 {
        return parallel(items, threads, &work);
    }
    #[cfg(not(feature = "std"))]
    let _ = threads; // one thread without `std`
    items.iter().map(work).collect()
}

/// `work` on every item on `threads` scoped threads, item `i` on thread
/// `i % threads`; the results back in the items' order.
#[cfg(feature = "std")]
fn parallel<T: Sync, R: Send>(
    items: &[T],
    threads: usize,
    work: &(impl Fn(&T) -> Result<R, SolveError> + Sync),
) -> Result<Vec<R>, SolveError> {
    let threads = threads.min(items.len());
    let mut slots: Vec<Option<R>> = (0..items.len()).map(|_| None).collect();
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let mine = items.iter().enumerate().skip(t).step_by(threads);
                    mine.map(|(i, item)| work(item).map(|r| (i, r)))
                        .collect::<Result<Vec<_>, _>>()
                })
            })
            .collect();
        for handle in handles {
            let done = handle
                .join()
                .map_err(|_| SolveError::Game("a solver thread panicked".into()))??;
            for (i, r) in done {
                if let Some(slot) = slots.get_mut(i) {
                    *slot = Some(r);
                }
            }
        }
        Ok::<(), SolveError>(())
    })?;
    Ok(slots.into_iter().flatten().collect())
}

/// A graph that cannot number more throws or leaves.
fn full(graph: &Graph) -> SolveError {
    SolveError::TooManyStates {
        limit: MAX_GRAPH_STATES,
        reached: graph.len(),
        explored: graph.len(),
    }
}

/// Writes a position's throws and, for each, the positions its choices
/// lead to, into a graph.
struct Leaves<'g, G: SolveKey> {
    search: Search<'g, G>,
    stage_end: u64,
    stack: Vec<Vec<G::Action>>,
    leaves: Vec<Leaf>,
}

impl<G: SolveKey> Leaves<'_, G> {
    fn position(&mut self, state: &G::State, graph: &mut Graph) -> Result<(), SolveError> {
        let game = self.search.game;
        let mover = game.to_act(state).seat().ok_or(SolveError::Unkeyable)?;
        for &(a, p) in game.chance_outcomes(state) {
            let next = self.search.after(state, a)?;
            let mut leaves = core::mem::take(&mut self.leaves);
            leaves.clear();
            self.gather(&next, mover, 0, &mut leaves)?;
            let pushed = graph.push_throw(p.to_f64(), &leaves);
            self.leaves = leaves;
            pushed.ok_or_else(|| full(graph))?;
        }
        graph.end_position(false).ok_or_else(|| full(graph))
    }

    /// The leaves `mover` picks the best of from `state`.
    fn gather(
        &mut self,
        state: &G::State,
        mover: Seat,
        depth: usize,
        leaves: &mut Vec<Leaf>,
    ) -> Result<(), SolveError> {
        let game = self.search.game;
        match game.to_act(state) {
            ToAct::Nobody => {
                leaves.push(Leaf::Ended(self.search.end_value(state, mover)?));
                Ok(())
            }
            ToAct::Chance(m) => {
                let rank = self.rank(state)?;
                leaves.push(Leaf::Position {
                    index: rank,
                    same_side: self.search.same_side(m, mover),
                });
                Ok(())
            }
            ToAct::Player(m) if !self.search.same_side(m, mover) => {
                Err(SolveError::OtherPlayersChoice)
            }
            ToAct::Player(_) => {
                if depth >= self.search.max_choices() {
                    return Err(SolveError::ChoiceLoop {
                        limit: self.search.max_choices(),
                    });
                }
                let mut legal = self.stack.pop().unwrap_or_default();
                game.legal_actions(state, &mut legal);
                if legal.is_empty() {
                    return Err(SolveError::NoLegalAction);
                }
                for &a in &legal {
                    let next = self.search.after(state, a)?;
                    self.gather(&next, mover, depth + 1, leaves)?;
                }
                self.stack.push(legal);
                Ok(())
            }
        }
    }

    /// The number of a position where chance is to act, checked to lie in
    /// a stage solved or being solved.
    fn rank(&self, state: &G::State) -> Result<u32, SolveError> {
        let key = self.search.key(state)?;
        let rank = self
            .search
            .game
            .rank_of_key(key)
            .ok_or(SolveError::Unkeyable)?;
        if rank >= self.stage_end {
            return Err(SolveError::StageOrder {
                rank,
                stage_end: self.stage_end,
            });
        }
        u32::try_from(rank).map_err(|_| SolveError::Unkeyable)
    }
}
