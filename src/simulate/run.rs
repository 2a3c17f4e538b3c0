//! Running a simulation on many threads, with progress reports and cancellation.

use alloc::vec::Vec;
use core::ops::Range;
use core::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;

use super::{Simulation, Summary, simulate_range};
use crate::game::RaceGame;
use crate::play::Policy;

/// How far a run has got, as given to the callback of
/// [`simulate_with_progress`] each time a chunk of games completes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Progress {
    /// Games completed so far.
    pub done: u64,
    /// Games in the run.
    pub total: u64,
}

/// What the progress callback of [`simulate_with_progress`] wants next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Control {
    /// Go on.
    Continue,
    /// Start no more chunks: the run ends once the chunks in play finish.
    Stop,
}

/// What a run came to: the summary of the games it completed, and which
/// games those are.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct Report {
    /// The summary of exactly the games in
    /// [`completed`](Report::completed).
    pub summary: Summary,
    /// The game indices completed, as sorted disjoint ranges made of whole
    /// [`CHUNK`](super::CHUNK)s; one range `0..games` for a complete run.
    /// Playing the missing ranges with
    /// [`simulate_range`] and merging the summaries gives the summary of
    /// the whole run.
    pub completed: Vec<Range<u64>>,
    /// Games in the run asked for.
    pub total: u64,
}

impl Report {
    /// Whether every game of the run was played (a cancelled run is not
    /// complete, unless it was cancelled after its last chunk).
    pub fn is_complete(&self) -> bool {
        self.summary.games == self.total
    }

    /// The game ranges the run did not play, sorted.
    pub fn missing(&self) -> Vec<Range<u64>> {
        let mut missing = Vec::new();
        let mut from = 0;
        for r in &self.completed {
            if r.start > from {
                missing.push(from..r.start);
            }
            from = r.end;
        }
        if from < self.total {
            missing.push(from..self.total);
        }
        missing
    }
}

/// Plays `run.games` games of `game` on [`Simulation::threads_to_use`]
/// threads (`std::thread::scope`) and sums them up. The result is the same
/// for any number of threads.
pub fn simulate<G, P>(game: &G, policy: &P, run: &Simulation) -> Summary
where
    G: RaceGame + Sync,
    P: Policy<G> + Clone + Sync,
{
    simulate_with_progress(game, policy, run, |_| Control::Continue).summary
}

/// Plays `run` like [`simulate`], calling `on_progress` on the calling
/// thread each time a chunk of [`CHUNK`](super::CHUNK) games completes,
/// until it returns [`Control::Stop`]. Then no new chunk starts, the
/// chunks in play finish (without further calls), and the [`Report`]
/// gives the summary of exactly the completed games and their ranges.
///
/// ```
/// use racegame::{goose::GooseGame, play::RandomPolicy};
/// use racegame::simulate::{Control, Simulation, simulate_with_progress};
///
/// let game = GooseGame::railway(2)?;
/// let run = Simulation::new(10_000, 3).with_threads(1);
/// let report = simulate_with_progress(&game, &RandomPolicy, &run, |p| {
///     if p.done >= 1_000 { Control::Stop } else { Control::Continue }
/// });
/// assert!(!report.is_complete());
/// assert_eq!(report.completed, vec![0..1_024]); // four chunks of 256
/// assert_eq!(report.summary.games, 1_024);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn simulate_with_progress<G, P, F>(
    game: &G,
    policy: &P,
    run: &Simulation,
    on_progress: F,
) -> Report
where
    G: RaceGame + Sync,
    P: Policy<G> + Clone + Sync,
    F: FnMut(Progress) -> Control,
{
    let mut collector = Collector {
        summary: Summary::default(),
        completed: Vec::new(),
        total: run.games,
        stopped: false,
        on_progress,
    };
    let threads = run.threads_to_use();
    if threads <= 1 || !on_threads(game, policy, run, threads, &mut collector) {
        let mut k = 0;
        while k < run.chunks() && !collector.stopped {
            let range = run.chunk(k);
            let part = simulate_range(game, policy, run, range.clone());
            collector.add(range, &part);
            k += 1;
        }
    }
    collector.finish()
}

/// Gathers the chunks' summaries on the calling thread.
struct Collector<F> {
    summary: Summary,
    completed: Vec<Range<u64>>,
    total: u64,
    stopped: bool,
    on_progress: F,
}

impl<F: FnMut(Progress) -> Control> Collector<F> {
    /// Counts one completed chunk, and asks the callback whether to go on
    /// (until it first says stop).
    fn add(&mut self, range: Range<u64>, part: &Summary) {
        self.summary.merge(part);
        self.completed.push(range);
        if !self.stopped {
            let progress = Progress {
                done: self.summary.games,
                total: self.total,
            };
            self.stopped = (self.on_progress)(progress) == Control::Stop;
        }
    }

    /// The report, with the completed chunks sorted and joined.
    fn finish(mut self) -> Report {
        self.completed.sort_unstable_by_key(|r| r.start);
        let mut joined: Vec<Range<u64>> = Vec::new();
        for r in self.completed {
            match joined.last_mut() {
                Some(last) if last.end == r.start => last.end = r.end,
                _ => joined.push(r),
            }
        }
        Report {
            summary: self.summary,
            completed: joined,
            total: self.total,
        }
    }
}

/// Plays the run on up to `threads` worker threads, which take chunks from
/// a shared counter (a thread slowed by other work on the machine takes
/// fewer) and send their summaries to the calling thread. Returns false,
/// having played nothing, when not even one thread could be started.
fn on_threads<G, P, F>(
    game: &G,
    policy: &P,
    run: &Simulation,
    threads: usize,
    collector: &mut Collector<F>,
) -> bool
where
    G: RaceGame + Sync,
    P: Policy<G> + Clone + Sync,
    F: FnMut(Progress) -> Control,
{
    let (next, stop) = (&AtomicU64::new(0), &AtomicBool::new(false));
    std::thread::scope(|scope| {
        let (sender, receiver) = mpsc::channel::<(Range<u64>, Summary)>();
        let mut handles = Vec::new();
        for _ in 0..threads {
            let sender = sender.clone();
            let work = move || {
                while !stop.load(Ordering::Relaxed) {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    if k >= run.chunks() {
                        return;
                    }
                    let range = run.chunk(k);
                    let part = simulate_range(game, policy, run, range.clone());
                    if sender.send((range, part)).is_err() {
                        return;
                    }
                }
            };
            // The system may refuse threads: play on those it gave.
            match std::thread::Builder::new().spawn_scoped(scope, work) {
                Ok(handle) => handles.push(handle),
                Err(_) => break,
            }
        }
        drop(sender);
        if handles.is_empty() {
            return false;
        }
        // Should the callback panic, the workers stop at their next chunk
        // instead of playing the rest of the run before the panic goes on.
        let _stop_on_unwind = StopOnDrop(stop);
        for (range, part) in receiver {
            collector.add(range, &part);
            if collector.stopped {
                stop.store(true, Ordering::Relaxed);
            }
        }
        for handle in handles {
            if let Err(payload) = handle.join() {
                // A panicking policy: pass the panic on, as one thread would.
                std::panic::resume_unwind(payload);
            }
        }
        true
    })
}

/// Raises the stop flag when dropped.
struct StopOnDrop<'a>(&'a AtomicBool);

impl Drop for StopOnDrop<'_> {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}
