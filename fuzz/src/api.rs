//! Every call the targets make into `racegame` whose name or shape is
//! changing: the chance outcomes, the dice, the seat limits, analysis and
//! simulation options, and records. Adapting the targets to a new API
//! means changing this file only.

use racegame::analysis::Options;
use racegame::backgammon::BackgammonAction;
use racegame::goose::GooseAction;
use racegame::ludo::LudoAction;
use racegame::record::{GameRecord, Presets};
use racegame::simulate::Simulation;
use racegame::ur::UrAction;
use racegame::{Dice, RaceGame, Roll};
use serde::Serialize;

/// Most players at a Goose table.
pub const GOOSE_MAX_SEATS: usize = racegame::goose::MAX_SEATS;
/// Seats at a game of Ur.
pub const UR_MAX_SEATS: usize = racegame::ur::MAX_SEATS;

/// The outcomes of the pending throw with their probabilities, in any
/// game (empty unless chance is to act).
pub fn chance_outcomes<'g, G: RaceGame>(
    game: &'g G,
    state: &G::State,
) -> racegame::game::ChanceOutcomes<'g, G::Action> {
    game.chance_outcomes(state)
}

/// A Goose throw.
pub fn goose_throw(roll: Roll) -> GooseAction {
    GooseAction::Throw(roll)
}

/// A Ludo throw.
pub fn ludo_throw(roll: Roll) -> LudoAction {
    LudoAction::Throw(roll)
}

/// A backgammon throw.
pub fn backgammon_throw(roll: Roll) -> BackgammonAction {
    BackgammonAction::Throw(roll)
}

/// An Ur throw of `value`.
pub fn ur_throw(value: u8) -> UrAction {
    UrAction::Throw(value)
}

/// The dice's next throw for `state`, or `None` when chance is not to act.
pub fn throw_for<G: RaceGame>(dice: &mut Dice, game: &G, state: &G::State) -> Option<G::Action> {
    dice.throw_for(game, state)
}

/// Analysis options with every limit given.
pub fn analysis_options(
    max_states: usize,
    cutoff: usize,
    tolerance: f64,
    max_sweeps: usize,
    max_choices: usize,
) -> Options {
    Options::default()
        .with_max_states(max_states)
        .with_cutoff(cutoff)
        .with_tolerance(tolerance)
        .with_max_sweeps(max_sweeps)
        .with_max_choices(max_choices)
}

/// A simulation run with every field given.
pub fn simulation(games: u64, base_seed: u64, threads: usize, max_actions: u32) -> Simulation {
    Simulation::new(games, base_seed)
        .with_threads(threads)
        .with_max_actions(max_actions)
}

/// A record of a game with custom rules and its actions (legally played:
/// the record must accept them, with their outcome and digests).
pub fn custom_record<G>(game: G, actions: Vec<G::Action>) -> GameRecord<G>
where
    G: RaceGame + Presets + Clone + Serialize,
    G::State: Serialize,
    G::Action: Serialize,
{
    GameRecord::custom(game, actions).unwrap_or_else(|e| panic!("a played game refused: {e}"))
}

/// A record of a game on a named preset (legally played, as above).
pub fn preset_record<G>(name: &str, seats: usize, actions: Vec<G::Action>) -> GameRecord<G>
where
    G: RaceGame + Presets + Clone + Serialize,
    G::State: Serialize,
    G::Action: Serialize,
{
    GameRecord::preset(name, seats, actions)
        .unwrap_or_else(|e| panic!("a played preset game refused: {e}"))
}

/// Replays a record to its final state, or says why it cannot (the
/// error's `Display`, so that every refusal is printed).
pub fn replay_record<G>(record: &GameRecord<G>) -> Result<G::State, String>
where
    G: RaceGame + Presets + Clone + Serialize,
    G::State: Serialize,
    G::Action: Serialize,
{
    let _ = record.game().map_err(|e| e.to_string());
    record.replay().map(|r| r.state).map_err(|e| e.to_string())
}

/// Crate bugs found by these targets, each saved under
/// `fuzz/regressions/<target>/` and fixed since: a guard returns `true` to
/// skip an input that hits a known, still open bug, so that fuzzing goes
/// on past it. Every guard is off now; the saved regressions run against
/// the fixes in every smoke run.
pub mod known {
    use racegame::analysis::Options;
    use racegame::goose::GooseGame;

    /// Fixed: an action limit of 0, a fine large enough to saturate what a
    /// seat paid, and a first-throw jump onto a `Win` square all reached
    /// states that `validate` refused.
    pub fn goose_game(_game: &GooseGame) -> bool {
        false
    }

    /// Fixed: `simulate` clamps the thread count (a capacity overflow at
    /// `usize::MAX` before).
    pub fn huge_thread_count(_threads: usize) -> bool {
        false
    }

    /// Fixed: a NaN or negative tolerance is refused (it swept forever).
    pub fn never_converges(_options: &Options) -> bool {
        false
    }

    /// Fixed: the length distribution grows as the game lasts (a huge
    /// cutoff allocated it whole, or overflowed).
    pub fn huge_cutoff(_options: &Options) -> bool {
        false
    }
}
