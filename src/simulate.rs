//! Many seeded games of any [`RaceGame`], on every core, summed up exactly: wins per seat, ends, and game lengths.
//!
//! Game `k` of a run is thrown with dice seeded from
//! [`game_seed`]`(base_seed, k)`, whatever thread plays it, and every
//! statistic is a sum, a count, a minimum, a maximum or a histogram, which
//! do not depend on the order games finish in. So a run gives the same
//! [`Summary`] on 1 thread or 64, and any single game can be replayed on
//! its own with a [`Session`](crate::play::Session) from its seed.
//!
//! ```
//! use racegame::{Seat, goose::GooseGame, play::RandomPolicy};
//! use racegame::simulate::{Simulation, simulate};
//!
//! let game = GooseGame::railway(4)?;
//! let run = Simulation { games: 2_000, base_seed: 7, threads: 2, ..Simulation::default() };
//! let summary = simulate(&game, &RandomPolicy, &run);
//! assert_eq!(summary.games, 2_000);
//! let decided: u64 = summary.wins.iter().sum::<u64>() + summary.blocked + summary.truncated;
//! assert_eq!(decided + summary.unfinished, 2_000);
//! assert!(summary.throws.median() >= summary.throws.min() as f64);
//! // One thread or two: the same numbers.
//! assert_eq!(summary, simulate(&game, &RandomPolicy, &Simulation { threads: 1, ..run }));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use alloc::vec::Vec;

use rand_core::Rng;

use crate::dice::Dice;
use crate::game::{Discard, MAX_SEATS, Outcome, RaceGame, ToAct};
use crate::play::{Policy, choices_rng};

/// The seed of game `index` in a run seeded with `base`: SplitMix64 of
/// `base ^ index`. It depends on the game, never on the thread playing it.
///
/// ```
/// use racegame::simulate::game_seed;
/// assert_eq!(game_seed(7, 3), game_seed(7, 3));
/// assert_ne!(game_seed(7, 3), game_seed(7, 4));
/// ```
pub const fn game_seed(base: u64, index: u64) -> u64 {
    // SplitMix64's finalizer (Steele, Lea and Flood): neighbouring indices
    // give unrelated seeds.
    let mut z = (base ^ index).wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// What one game came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// How it ended; `None` when the simulation's action cap cut it short.
    pub outcome: Option<Outcome>,
    /// Actions played, throws included.
    pub actions: u32,
    /// Throws of the dice among them.
    pub throws: u32,
}

/// Plays one game with dice seeded from `seed`, choices from `policy`
/// (drawing on [`choices_rng`]`(seed)`, as [`Session`](crate::play::Session)
/// does, so both play the same game from the same seed), for at most
/// `max_actions` actions. `legal` is scratch space, reused across games so
/// that the loop allocates nothing once it has grown.
///
/// A refused action (a policy cannot pick one: it indexes the legal list)
/// would be an engine bug; the game then stops where it is, unfinished.
pub fn play_one<G: RaceGame, P: Policy<G>>(
    game: &G,
    policy: &mut P,
    seed: u64,
    max_actions: u32,
    legal: &mut Vec<G::Action>,
) -> GameResult {
    let mut dice = Dice::seeded(seed);
    let mut choices = choices_rng(seed);
    let mut state = game.initial_state();
    let (mut actions, mut throws) = (0u32, 0u32);
    while actions < max_actions {
        let action = match game.to_act(&state) {
            ToAct::Nobody => break,
            // The dice count is already in hand: `roll_for` would ask
            // `to_act` a second time on every throw.
            ToAct::Chance { dice: count, .. } => {
                throws += 1;
                game.roll_action(dice.roll(count))
            }
            ToAct::Player(_) => {
                game.legal_actions(&state, legal);
                let last = legal.len().saturating_sub(1);
                let rng: &mut dyn Rng = &mut choices;
                let i = policy.choose(game, &state, legal, rng);
                match legal.get(i.min(last)) {
                    Some(&a) => a,
                    None => break,
                }
            }
        };
        // In place and without events: the fastest road through the rules.
        if game.apply_mut(&mut state, action, &mut Discard).is_err() {
            break;
        }
        actions += 1;
    }
    GameResult {
        outcome: game.outcome(&state),
        actions,
        throws,
    }
}

/// Lengths of games, with an exact median: a histogram with one bucket per
/// length up to the longest game seen, so memory is bounded by the action
/// cap whatever the number of games.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Lengths {
    histogram: Vec<u64>,
    count: u64,
    sum: u64,
}

impl Lengths {
    /// Records one game of `length`.
    pub fn record(&mut self, length: u32) {
        let i = length as usize;
        if self.histogram.len() <= i {
            self.histogram.resize(i + 1, 0);
        }
        if let Some(bucket) = self.histogram.get_mut(i) {
            *bucket += 1;
        }
        self.count += 1;
        self.sum += u64::from(length);
    }

    /// Adds every game of `other`.
    pub fn merge(&mut self, other: &Lengths) {
        if self.histogram.len() < other.histogram.len() {
            self.histogram.resize(other.histogram.len(), 0);
        }
        for (mine, theirs) in self.histogram.iter_mut().zip(&other.histogram) {
            *mine += theirs;
        }
        self.count += other.count;
        self.sum += other.sum;
    }

    /// Games recorded.
    pub fn count(&self) -> u64 {
        self.count
    }

    /// The mean length (0 with no games).
    pub fn mean(&self) -> f64 {
        if self.count == 0 {
            return 0.0;
        }
        self.sum as f64 / self.count as f64
    }

    /// The `k`-th smallest length, counting from 0.
    fn nth(&self, k: u64) -> u32 {
        let mut seen = 0;
        for (length, &n) in self.histogram.iter().enumerate() {
            seen += n;
            if seen > k {
                return length as u32;
            }
        }
        0
    }

    /// The exact median: the middle length, or the mean of the two middle
    /// ones for an even count (0 with no games).
    pub fn median(&self) -> f64 {
        if self.count == 0 {
            return 0.0;
        }
        let lo = self.nth((self.count - 1) / 2);
        let hi = self.nth(self.count / 2);
        (f64::from(lo) + f64::from(hi)) / 2.0
    }

    /// The shortest game (0 with no games).
    pub fn min(&self) -> u32 {
        self.histogram.iter().position(|&n| n > 0).unwrap_or(0) as u32
    }

    /// The longest game (0 with no games).
    pub fn max(&self) -> u32 {
        self.histogram.iter().rposition(|&n| n > 0).unwrap_or(0) as u32
    }
}

/// What a run of games came to. Equal runs give equal summaries, however
/// many threads played them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Games played.
    pub games: u64,
    /// Games won, per seat (the first of a ranking counts as its winner).
    pub wins: [u64; MAX_SEATS],
    /// Games that ended [`Outcome::Blocked`].
    pub blocked: u64,
    /// Games that ended [`Outcome::Truncated`] (the rules' own limit).
    pub truncated: u64,
    /// Games the simulation's action cap cut short.
    pub unfinished: u64,
    /// Lengths in actions, throws included.
    pub actions: Lengths,
    /// Lengths in throws.
    pub throws: Lengths,
}

impl Summary {
    /// Counts one game.
    pub fn record(&mut self, result: &GameResult) {
        self.games += 1;
        match result.outcome {
            None => self.unfinished += 1,
            Some(Outcome::Blocked) => self.blocked += 1,
            Some(Outcome::Truncated) => self.truncated += 1,
            Some(o) => {
                if let Some(w) = o.winner().and_then(|s| self.wins.get_mut(s.index())) {
                    *w += 1;
                }
            }
        }
        self.actions.record(result.actions);
        self.throws.record(result.throws);
    }

    /// Adds every game of `other`.
    pub fn merge(&mut self, other: &Summary) {
        self.games += other.games;
        for (mine, theirs) in self.wins.iter_mut().zip(&other.wins) {
            *mine += theirs;
        }
        self.blocked += other.blocked;
        self.truncated += other.truncated;
        self.unfinished += other.unfinished;
        self.actions.merge(&other.actions);
        self.throws.merge(&other.throws);
    }

    /// The share of games seat `seat` won (0 with no games).
    pub fn win_rate(&self, seat: usize) -> f64 {
        match self.wins.get(seat) {
            Some(&w) if self.games > 0 => w as f64 / self.games as f64,
            _ => 0.0,
        }
    }
}

/// How to run a simulation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Simulation {
    /// Games to play.
    pub games: u64,
    /// Seeds every game through [`game_seed`].
    pub base_seed: u64,
    /// Threads to play on (0: one per available core). Never changes the
    /// result, only how fast it comes.
    pub threads: usize,
    /// Actions after which a game is abandoned as unfinished.
    pub max_actions: u32,
}

impl Default for Simulation {
    /// 10,000 games from seed 0 on every core, abandoned after 100,000
    /// actions.
    fn default() -> Self {
        Simulation {
            games: 10_000,
            base_seed: 0,
            threads: 0,
            max_actions: 100_000,
        }
    }
}

/// Plays games `range` of `run` on this thread, the policy cloned afresh
/// for every game (so a policy with memory cannot make results depend on
/// which games a thread happened to play before).
pub fn simulate_range<G: RaceGame, P: Policy<G> + Clone>(
    game: &G,
    policy: &P,
    run: &Simulation,
    range: core::ops::Range<u64>,
) -> Summary {
    let mut summary = Summary::default();
    let mut legal = Vec::new();
    for index in range {
        let seed = game_seed(run.base_seed, index);
        let result = play_one(game, &mut policy.clone(), seed, run.max_actions, &mut legal);
        summary.record(&result);
    }
    summary
}

/// Plays `run.games` games of `game` across `run.threads` threads
/// (`std::thread::scope`) and sums them up. The result is the same for any
/// number of threads.
#[cfg(feature = "std")]
#[cfg_attr(docsrs, doc(cfg(feature = "std")))]
pub fn simulate<G, P>(game: &G, policy: &P, run: &Simulation) -> Summary
where
    G: RaceGame + Sync,
    P: Policy<G> + Clone + Sync,
{
    use core::sync::atomic::{AtomicU64, Ordering};

    let threads = match run.threads {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n,
    };
    if threads <= 1 {
        return simulate_range(game, policy, run, 0..run.games);
    }
    // Threads take blocks of game indices from a shared counter, so a
    // thread slowed by other work on the machine takes fewer blocks.
    const BLOCK: u64 = 256;
    let next = AtomicU64::new(0);
    let work = || {
        let mut summary = Summary::default();
        loop {
            let start = next.fetch_add(BLOCK, Ordering::Relaxed);
            if start >= run.games {
                return summary;
            }
            let end = (start + BLOCK).min(run.games);
            summary.merge(&simulate_range(game, policy, run, start..end));
        }
    };
    std::thread::scope(|scope| {
        let handles: Vec<_> = (1..threads).map(|_| scope.spawn(work)).collect();
        let mut total = work();
        for handle in handles {
            match handle.join() {
                Ok(part) => total.merge(&part),
                // A panicking policy: pass the panic on, as one thread would.
                Err(payload) => std::panic::resume_unwind(payload),
            }
        }
        total
    })
}
