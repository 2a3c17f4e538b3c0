//! Many seeded games of any [`RaceGame`], on every core, summed up exactly: wins per seat, ends, and game lengths.
//!
//! Game `k` of a run is thrown with [`game_dice`]`(base_seed, k)`: ChaCha8
//! keyed from the run's base seed, on stream `k`. Its dice depend on the
//! pair `(base_seed, k)` only, never on the thread playing it, and two
//! different pairs never share a stream. Every statistic is a sum, a count,
//! a minimum, a maximum or a histogram, which do not depend on the order
//! games finish in. So a run gives the same [`Summary`] on 1 thread or 64,
//! shards of a run played apart [merge](Summary::merge) into the summary of
//! the whole, and any single game can be replayed on its own in a
//! [`Session`](crate::play::Session):
//! `Session::with_dice(game, game_dice(base_seed, k), game_choices(base_seed, k))`.
//!
//! ```
//! use racegame::{Seat, goose::GooseGame, play::RandomPolicy};
//! use racegame::simulate::{Simulation, simulate};
//!
//! let game = GooseGame::railway(4)?;
//! let run = Simulation::new(2_000, 7).with_threads(2);
//! let summary = simulate(&game, &RandomPolicy, &run);
//! assert_eq!(summary.games, 2_000);
//! let decided: u64 = summary.wins.iter().sum::<u64>() + summary.blocked + summary.truncated;
//! assert_eq!(decided + summary.unfinished, 2_000);
//! assert!(summary.throws.median() >= Some(f64::from(summary.throws.min())));
//! // One thread or two: the same numbers.
//! assert_eq!(summary, simulate(&game, &RandomPolicy, &run.with_threads(1)));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! A long run can be watched and cancelled through
//! [`simulate_with_progress`]; games are handed out in chunks of [`CHUNK`],
//! and a cancelled run reports which chunks it completed.

use alloc::vec::Vec;
use core::ops::Range;

use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};

use crate::dice::Dice;
use crate::game::{Outcome, RaceGame, SEAT_LIMIT};
use crate::play::{Hands, Policy, Tally, choices_rng, drive_tallied};
use crate::team::{Team, Teams};

/// The dice of game `index` in a run seeded with `base`: [`ChaCha8Rng`]
/// keyed from `base` (as [`Dice::seeded`] does) on stream `index`.
///
/// Distinct `(base, index)` pairs give distinct (key, stream) pairs, so
/// no two games of any two runs share their throws; game 0 of a run
/// throws the same dice as `Dice::seeded(base)`. Replay game `k` alone
/// with `Session::with_dice(game, game_dice(base, k), game_choices(base, k))`.
///
/// ```
/// use racegame::simulate::game_dice;
/// assert_eq!(game_dice(7, 3), game_dice(7, 3));
/// assert_ne!(game_dice(7, 3), game_dice(7, 4));
/// assert_ne!(game_dice(7, 3), game_dice(4, 0)); // 7 ^ 3 == 4 ^ 0
/// assert_eq!(game_dice(7, 0), racegame::Dice::seeded(7));
/// ```
pub fn game_dice(base: u64, index: u64) -> Dice {
    let mut rng = ChaCha8Rng::seed_from_u64(base);
    rng.set_stream(index);
    Dice::from_rng(rng)
}

/// The generator of the policy's choices in game `index` of a run seeded
/// with `base`: the key of [`choices_rng`]`(base)` on stream `index`. Game
/// `k` replays alone as
/// `Session::with_dice(game, game_dice(base, k), game_choices(base, k))`.
///
/// ```
/// use racegame::{play::choices_rng, simulate::game_choices};
/// assert_eq!(game_choices(7, 0), choices_rng(7));
/// assert_ne!(game_choices(7, 1), choices_rng(7));
/// ```
pub fn game_choices(base: u64, index: u64) -> ChaCha8Rng {
    let mut rng = choices_rng(base);
    rng.set_stream(index);
    rng
}

/// What one game came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct GameResult {
    /// How it ended; `None` when the simulation's action cap cut it short.
    pub outcome: Option<Outcome>,
    /// Actions played, throws included.
    pub actions: u32,
    /// Throws of the dice among them.
    pub throws: u32,
    /// What the game was worth to each seat index (0 for a seat not at the
    /// table, and for every seat of an unfinished game).
    pub payoffs: [i64; SEAT_LIMIT],
}

impl GameResult {
    /// A game that came to `outcome` after `actions` actions, `throws` of
    /// them throws, scoring wins only (1 to the winner): set other
    /// payoffs with [`with_payoffs`](GameResult::with_payoffs).
    pub fn new(outcome: Option<Outcome>, actions: u32, throws: u32) -> Self {
        let mut payoffs = [0; SEAT_LIMIT];
        if let Some(o) = outcome {
            for (i, p) in payoffs.iter_mut().enumerate() {
                *p = o.win_payoff(crate::game::Seat(i as u8));
            }
        }
        GameResult {
            outcome,
            actions,
            throws,
            payoffs,
        }
    }

    /// The same result with `payoffs[seat]` per seat index.
    pub fn with_payoffs(mut self, payoffs: [i64; SEAT_LIMIT]) -> Self {
        self.payoffs = payoffs;
        self
    }
}

/// Plays one game thrown with `dice`, choices from `policy` drawing on
/// `choices` (as [`Session`](crate::play::Session) does, so both play the
/// same game from the same generators), for at most `max_actions` actions.
/// `legal` is scratch space, reused across games so that the loop
/// allocates nothing once it has grown.
///
/// A refused action (a policy cannot pick one: it indexes the legal list)
/// would be an engine bug; the game then stops where it is, unfinished.
pub fn play_one<G: RaceGame, P: Policy<G>>(
    game: &G,
    policy: &mut P,
    dice: &mut Dice,
    choices: &mut dyn Rng,
    max_actions: u32,
    legal: &mut Vec<G::Action>,
) -> GameResult {
    let mut state = game.initial_state();
    let mut tally = Tally::default();
    // In place and without events: the fastest road through the rules. A
    // refusal stops the game where it is (see above).
    let _refused = match game.uniform_playout() {
        // The game's own loop for uniform choices: faster, and the same
        // game.
        Some(fast) if policy.chooses_uniformly() => fast.play_uniform(
            &mut state,
            dice.rng_mut(),
            Some(choices),
            max_actions,
            legal,
            &mut tally,
        ),
        _ => {
            let mut hands = Hands {
                dice: dice.rng_mut(),
                choices: Some(choices),
                policy,
                legal,
            };
            drive_tallied(game, &mut state, &mut hands, max_actions, &mut tally)
        }
    };
    let mut payoffs = [0; SEAT_LIMIT];
    for seat in game.seats_in_play() {
        if let Some(p) = payoffs.get_mut(seat.index()) {
            *p = game.payoff(&state, seat).unwrap_or(0);
        }
    }
    GameResult {
        outcome: game.outcome(&state),
        actions: tally.actions,
        throws: tally.throws,
        payoffs,
    }
}

mod lengths;
mod payoffs;
pub use lengths::{Lengths, SummaryError};
pub use payoffs::Payoffs;

/// What a run of games came to. Equal runs give equal summaries, however
/// many threads played them, and the summaries of disjoint sets of games
/// [merge](Summary::merge) into the summary of their union.
///
/// Serialized (feature `serde`), a summary is checked on loading: counts
/// that do not add up are refused with a [`SummaryError`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "lengths::SavedSummary", into = "lengths::SavedSummary")
)]
#[non_exhaustive]
pub struct Summary {
    /// Games played.
    pub games: u64,
    /// Games won, per seat (the first of a ranking counts as its winner;
    /// in a game of partners, the seat whose move won for its team:
    /// [`team_wins`](Summary::team_wins) sums a team's).
    pub wins: [u64; SEAT_LIMIT],
    /// Games that ended [`Outcome::Blocked`].
    pub blocked: u64,
    /// Games that ended [`Outcome::Truncated`] (the rules' own limit).
    pub truncated: u64,
    /// Games the rules declared drawn ([`Outcome::Draw`]).
    pub draws: u64,
    /// Games the simulation's action cap cut short.
    pub unfinished: u64,
    /// Lengths in actions, throws included.
    pub actions: Lengths,
    /// Lengths in throws.
    pub throws: Lengths,
    /// Each seat's payoff over the games that ended (all but the
    /// unfinished): see [`mean_payoff`](Summary::mean_payoff).
    pub payoffs: Payoffs,
}

impl Summary {
    /// Games that ended: all but the [unfinished](Summary::unfinished).
    pub fn ended(&self) -> u64 {
        self.games.saturating_sub(self.unfinished)
    }

    /// The mean [payoff](RaceGame::payoff) of seat index `seat` over the
    /// games that ended (for a game that scores wins only, its share of
    /// wins among them).
    pub fn mean_payoff(&self, seat: usize) -> f64 {
        self.payoffs.mean(seat)
    }

    /// The standard error of [`mean_payoff`](Summary::mean_payoff).
    pub fn payoff_standard_error(&self, seat: usize) -> f64 {
        self.payoffs.standard_error(seat)
    }

    /// Counts one game.
    pub fn record(&mut self, result: &GameResult) {
        self.games = self.games.saturating_add(1);
        let count = match result.outcome {
            None => Some(&mut self.unfinished),
            Some(Outcome::Blocked) => Some(&mut self.blocked),
            Some(Outcome::Truncated) => Some(&mut self.truncated),
            Some(Outcome::Draw) => Some(&mut self.draws),
            // (An empty ranking has no winner and counts in none of them.)
            Some(o) => o.winner().and_then(|s| self.wins.get_mut(s.index())),
        };
        if let Some(count) = count {
            *count = count.saturating_add(1);
        }
        if result.outcome.is_some() {
            self.payoffs.record(&result.payoffs);
        }
        self.actions.record(result.actions);
        self.throws.record(result.throws);
    }

    /// Adds every game of `other`, a summary of other games (another
    /// thread's, another machine's shard of the same run). Counts saturate
    /// at `u64::MAX` rather than wrap.
    pub fn merge(&mut self, other: &Summary) {
        self.games = self.games.saturating_add(other.games);
        for (mine, theirs) in self.wins.iter_mut().zip(&other.wins) {
            *mine = mine.saturating_add(*theirs);
        }
        self.blocked = self.blocked.saturating_add(other.blocked);
        self.truncated = self.truncated.saturating_add(other.truncated);
        self.draws = self.draws.saturating_add(other.draws);
        self.unfinished = self.unfinished.saturating_add(other.unfinished);
        self.actions.merge(&other.actions);
        self.throws.merge(&other.throws);
        self.payoffs.merge(&other.payoffs);
    }

    /// Games won by `team` of `teams` (the game's
    /// [`teams`](RaceGame::teams)): the sum of its seats'
    /// [`wins`](Summary::wins), since each win is counted once, for the
    /// seat whose move won it. Where every seat plays alone it is the
    /// team's seat's wins.
    pub fn team_wins(&self, teams: &Teams, team: Team) -> u64 {
        teams
            .members(team)
            .filter_map(|s| self.wins.get(s.index()))
            .fold(0u64, |sum, &w| sum.saturating_add(w))
    }

    /// The share of games `team` of `teams` won (0 with no games).
    pub fn team_win_rate(&self, teams: &Teams, team: Team) -> f64 {
        match self.team_wins(teams, team) {
            w if self.games > 0 => w as f64 / self.games as f64,
            _ => 0.0,
        }
    }

    /// The share of games seat `seat` won (0 with no games).
    pub fn win_rate(&self, seat: usize) -> f64 {
        match self.wins.get(seat) {
            Some(&w) if self.games > 0 => w as f64 / self.games as f64,
            _ => 0.0,
        }
    }
}

/// How to run a simulation: build it with [`Simulation::new`] or
/// [`Default`], then set fields or use the `with_*` methods. Serialized
/// (feature `serde`, to send a shard's orders to another process), a field
/// left out takes its default.
///
/// ```
/// use racegame::simulate::Simulation;
/// let run = Simulation::new(50_000, 7).with_threads(4).with_max_actions(10_000);
/// assert_eq!((run.games, run.base_seed, run.threads), (50_000, 7, 4));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields, default))]
#[non_exhaustive]
pub struct Simulation {
    /// Games to play: games `0..games`.
    pub games: u64,
    /// Seeds every game through [`game_dice`].
    pub base_seed: u64,
    /// Threads to play on (0: one per available core). Never changes the
    /// result, only how fast it comes. Clamped to the number of
    /// [`CHUNK`]s of games and to [`MAX_THREADS`]: see
    /// [`Simulation::threads_to_use`].
    pub threads: usize,
    /// Actions after which a game is abandoned as unfinished.
    pub max_actions: u32,
}

/// Games handed to a thread at a time. A cancelled run has completed whole
/// chunks: game ranges `[k * CHUNK, (k + 1) * CHUNK)`, the last one cut at
/// the number of games.
pub const CHUNK: u64 = 256;

/// The most threads a simulation starts, whatever it is asked for.
pub const MAX_THREADS: usize = 256;

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

impl Simulation {
    /// `games` games seeded from `base_seed`, otherwise as [`Default`].
    pub fn new(games: u64, base_seed: u64) -> Self {
        Simulation {
            games,
            base_seed,
            ..Simulation::default()
        }
    }

    /// The same run with `games` games.
    #[must_use]
    pub const fn with_games(mut self, games: u64) -> Self {
        self.games = games;
        self
    }

    /// The same run seeded from `base_seed`.
    #[must_use]
    pub const fn with_base_seed(mut self, base_seed: u64) -> Self {
        self.base_seed = base_seed;
        self
    }

    /// The same run on `threads` threads (0: one per core).
    #[must_use]
    pub const fn with_threads(mut self, threads: usize) -> Self {
        self.threads = threads;
        self
    }

    /// The same run with games abandoned after `max_actions` actions.
    #[must_use]
    pub const fn with_max_actions(mut self, max_actions: u32) -> Self {
        self.max_actions = max_actions;
        self
    }

    /// The number of chunks of [`CHUNK`] games in the run.
    pub const fn chunks(&self) -> u64 {
        self.games.div_ceil(CHUNK)
    }

    /// The threads a run really starts: [`threads`](Simulation::threads)
    /// (0: the available parallelism), at most one per chunk of games and
    /// at most [`MAX_THREADS`], and at least 1.
    ///
    /// ```
    /// use racegame::simulate::{MAX_THREADS, Simulation};
    /// assert_eq!(Simulation::new(1_000, 0).with_threads(usize::MAX).threads_to_use(), 4);
    /// assert_eq!(Simulation::new(u64::MAX, 0).with_threads(100_000).threads_to_use(), MAX_THREADS);
    /// ```
    #[cfg(feature = "std")]
    #[cfg_attr(docsrs, doc(cfg(feature = "std")))]
    pub fn threads_to_use(&self) -> usize {
        let asked = match self.threads {
            0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
            n => n,
        };
        let chunks = usize::try_from(self.chunks()).unwrap_or(usize::MAX);
        asked.min(chunks).clamp(1, MAX_THREADS)
    }

    /// The games of chunk `k`: `k * CHUNK..(k + 1) * CHUNK`, cut at the
    /// number of games (empty past the last chunk). A handy unit for
    /// sharding a run by hand with [`simulate_range`].
    pub fn chunk(&self, k: u64) -> Range<u64> {
        let start = k.saturating_mul(CHUNK).min(self.games);
        start..start.saturating_add(CHUNK).min(self.games)
    }
}

/// Plays games `range` of `run` on this thread, the policy cloned afresh
/// for every game (so a policy with memory cannot make results depend on
/// which games a thread happened to play before). The summaries of
/// disjoint ranges, played anywhere, merge into the summary of their union.
pub fn simulate_range<G: RaceGame, P: Policy<G> + Clone>(
    game: &G,
    policy: &P,
    run: &Simulation,
    range: Range<u64>,
) -> Summary {
    let mut summary = Summary::default();
    let mut legal = Vec::new();
    for index in range {
        let mut dice = game_dice(run.base_seed, index);
        let mut choices = game_choices(run.base_seed, index);
        let result = play_one(
            game,
            &mut policy.clone(),
            &mut dice,
            &mut choices,
            run.max_actions,
            &mut legal,
        );
        summary.record(&result);
    }
    summary
}

#[cfg(feature = "std")]
mod run;
#[cfg(feature = "std")]
pub use run::{Control, Progress, Report, simulate, simulate_with_progress};
