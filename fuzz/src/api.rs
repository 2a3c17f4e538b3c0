//! Every call the targets make into `racegame` whose name or shape is
//! changing: the throw action, the dice, the seat limits, analysis and
//! simulation options, and records. Adapting the targets to a new API
//! means changing this file only.

use racegame::analysis::Options;
use racegame::goose::GooseAction;
use racegame::ludo::LudoAction;
use racegame::record::{GameRecord, Presets};
use racegame::simulate::Simulation;
use racegame::{Dice, Outcome, RaceGame, Roll, ToAct};

/// Most players at a Goose table.
pub const GOOSE_MAX_SEATS: usize = racegame::goose::MAX_PLAYERS;
/// Most colours (seats) on a Ludo board.
pub const LUDO_MAX_SEATS: usize = racegame::ludo::MAX_COLOURS;

/// The chance action that puts `roll` on the table, in any game.
pub fn throw_action<G: RaceGame>(game: &G, roll: Roll) -> G::Action {
    game.roll_action(roll)
}

/// A Goose throw.
pub fn goose_throw(roll: Roll) -> GooseAction {
    GooseAction::Throw(roll)
}

/// A Ludo throw.
pub fn ludo_throw(roll: Roll) -> LudoAction {
    LudoAction::Roll(roll)
}

/// The dice's next throw for `state`, or `None` when chance is not to act.
pub fn throw_for<G: RaceGame>(dice: &mut Dice, game: &G, state: &G::State) -> Option<G::Action> {
    match game.to_act(state) {
        ToAct::Chance { .. } => Some(dice.roll_for(game, state)),
        _ => None,
    }
}

/// Analysis options with every limit given.
#[allow(clippy::field_reassign_with_default)] // options may become non_exhaustive
pub fn analysis_options(
    max_states: usize,
    cutoff: usize,
    tolerance: f64,
    max_sweeps: usize,
    max_choices: usize,
) -> Options {
    let mut options = Options::default();
    options.max_states = max_states;
    options.cutoff = cutoff;
    options.tolerance = tolerance;
    options.max_sweeps = max_sweeps;
    options.max_choices = max_choices;
    options
}

/// A simulation run with every field given.
#[allow(clippy::field_reassign_with_default)] // may become non_exhaustive
pub fn simulation(games: u64, base_seed: u64, threads: usize, max_actions: u32) -> Simulation {
    let mut run = Simulation::default();
    run.games = games;
    run.base_seed = base_seed;
    run.threads = threads;
    run.max_actions = max_actions;
    run
}

/// A record of a game with custom rules, its actions and outcome.
pub fn custom_record<G: RaceGame + Presets + Clone>(
    game: G,
    actions: Vec<G::Action>,
    outcome: Option<Outcome>,
) -> GameRecord<G> {
    let mut record = GameRecord::custom(game);
    record.actions = actions;
    record.outcome = outcome;
    record
}

/// A record of a game on a named preset.
pub fn preset_record<G: RaceGame + Presets + Clone>(
    name: &str,
    seats: usize,
    actions: Vec<G::Action>,
    outcome: Option<Outcome>,
) -> GameRecord<G> {
    let mut record = GameRecord::preset(name, seats);
    record.actions = actions;
    record.outcome = outcome;
    record
}

/// Replays a record to its final state, or says why it cannot (the
/// error's `Display`, so that every refusal is printed).
pub fn replay_record<G: RaceGame + Presets + Clone>(
    record: &GameRecord<G>,
) -> Result<G::State, String> {
    let _ = record.game().map_err(|e| e.to_string());
    record.replay().map(|r| r.state).map_err(|e| e.to_string())
}

/// Crate bugs found by these targets on the API they were written
/// against, each saved under `fuzz/regressions/<target>/`. The targets
/// skip such inputs, so that fuzzing goes on past a known bug and the CI
/// smoke run stays meaningful; delete a guard (make it return `false`)
/// when its fix lands, and the saved regression then runs against it.
pub mod known {
    use racegame::analysis::Options;
    use racegame::goose::GooseGame;

    /// Goose games on which play reaches a state that `validate` refuses:
    /// - an action limit of 0 (the first state already contradicts it;
    ///   `regressions/legal_actions_are_legal/goose-action-limit-zero`);
    /// - a fine so large that what a seat paid passes `u32::MAX`, which
    ///   saturates, and no number of fines adds up to the saturated sum
    ///   (`regressions/legal_actions_are_legal/goose-huge-fine-saturates`);
    /// - a first-throw jump onto a square with an effect: the effect is not
    ///   played, and a token resting on a `Win` square while the game goes
    ///   on contradicts the status
    ///   (`regressions/legal_actions_are_legal/goose-first-throw-onto-win-square`).
    pub fn goose_game(game: &GooseGame) -> bool {
        let spec = game.board().spec();
        let onto_effect = spec.first_throw.iter().any(|j| {
            spec.squares
                .iter()
                .any(|s| s.square == j.to && s.effect != racegame::goose::Effect::None)
        });
        game.action_limit() == Some(0) || game.fine() > 100_000 || onto_effect
    }

    /// `simulate` spawns every requested thread before looking at the
    /// number of games: `threads` near `usize::MAX` panics with a capacity
    /// overflow (`regressions/simulate_small/threads-usize-max-capacity-overflow`),
    /// and a million threads take minutes.
    pub fn huge_thread_count(threads: usize) -> bool {
        threads > 256
    }

    /// `analyze` accepts a NaN or negative tolerance, which no sweep ever
    /// meets, so it sweeps `max_sweeps` times (`usize::MAX`: forever;
    /// `regressions/analysis_options/nan-tolerance-huge-max-sweeps-hang`,
    /// `regressions/analysis_options/negative-tolerance-hang`).
    pub fn never_converges(options: &Options) -> bool {
        options.tolerance.is_nan() || options.tolerance < 0.0
    }

    /// `analyze` allocates `cutoff + 1` values for the length
    /// distribution whatever the cutoff: near `usize::MAX` it overflows or
    /// asks for more memory than exists
    /// (`regressions/analysis_options/huge-cutoff-allocation`).
    pub fn huge_cutoff(options: &Options) -> bool {
        options.cutoff > 1 << 20
    }
}
