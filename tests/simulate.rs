//! The simulator: the same numbers on any number of threads, independent seeds, shards that merge exactly, bounded memory, progress and cancellation.

use std::collections::HashSet;
use std::fmt;

use racegame::goose::GooseGame;
use racegame::play::{RandomPolicy, Session};
use racegame::record::Presets;
use racegame::simulate::{
    CHUNK, Control, GameResult, Lengths, MAX_THREADS, Simulation, Summary, game_choices, game_dice,
    play_one, simulate, simulate_range, simulate_with_progress,
};
use racegame::{Chance, ChanceRef, EventSink, Outcome, RaceGame, Roll, Seat, ToAct, TurnError};

fn goose_presets() -> Vec<GooseGame> {
    let mut games: Vec<_> = GooseGame::every_preset(4)
        .unwrap()
        .into_iter()
        .map(|(_, g)| g)
        .collect();
    games.push(GooseGame::snakes_and_ladders(1).unwrap());
    games.push(
        GooseGame::railway(3)
            .unwrap()
            .with_action_limit(Some(30))
            .unwrap(),
    );
    games
}

#[test]
fn one_two_three_and_five_threads_give_identical_summaries() {
    for game in goose_presets() {
        // Not a whole number of chunks: the last chunk is short.
        let run = Simulation::new(3_000, 42).with_threads(1);
        let one = simulate(&game, &RandomPolicy, &run);
        for threads in [2, 3, 5] {
            let many = simulate(&game, &RandomPolicy, &run.with_threads(threads));
            assert_eq!(one, many, "{threads} threads");
        }
        assert_eq!(one.games, 3_000);
    }
}

#[test]
fn every_game_of_a_run_replays_in_a_session_from_its_dice() {
    let game = GooseGame::classic_goose(3).unwrap();
    let mut legal = Vec::new();
    for index in 0..50 {
        let mut dice = game_dice(9, index);
        let result = play_one(
            &game,
            &mut RandomPolicy,
            &mut dice,
            &mut game_choices(9, index),
            100_000,
            &mut legal,
        );
        let mut session =
            Session::with_dice(game.clone(), game_dice(9, index), game_choices(9, index));
        let played = session.play_to_end(&mut RandomPolicy, 100_000).unwrap();
        assert_eq!(result.actions as usize, played);
        assert_eq!(result.outcome, game.outcome(session.state()));
    }
    // Game 0 of a run is the session seeded with the run's base seed.
    let mut first = Session::new(game.clone(), 9);
    let played = first.play_to_end(&mut RandomPolicy, 100_000).unwrap();
    let mut dice = game_dice(9, 0);
    let result = play_one(
        &game,
        &mut RandomPolicy,
        &mut dice,
        &mut game_choices(9, 0),
        100_000,
        &mut legal,
    );
    assert_eq!(result.actions as usize, played);
}

/// The first throws of a game's dice.
fn first_throws(base: u64, index: u64) -> Vec<u8> {
    let mut dice = game_dice(base, index);
    (0..12).map(|_| dice.die()).collect()
}

#[test]
fn different_base_seeds_throw_different_games() {
    // Mixing `base ^ index` made game k of base b the game k ^ b ^ c of
    // base c: every pair (base, index) here must have dice of its own.
    let mut seen = HashSet::new();
    for base in 0..8 {
        for index in 0..256 {
            assert!(
                seen.insert(first_throws(base, index)),
                "base {base}, game {index} repeats another game's throws"
            );
        }
    }
}

#[test]
fn different_base_seeds_give_different_summaries() {
    let game = GooseGame::railway(4).unwrap();
    // 2,048 games: a multiple of 8, so `base ^ index` gave bases 1, 2, 3
    // and 7 the same set of games.
    let summaries: Vec<Summary> = [1, 2, 3, 7]
        .iter()
        .map(|&base| simulate(&game, &RandomPolicy, &Simulation::new(2_048, base)))
        .collect();
    for (i, a) in summaries.iter().enumerate() {
        for b in &summaries[i + 1..] {
            assert_ne!(a, b);
        }
    }
}

#[test]
fn the_summary_adds_up() {
    let game = GooseGame::railway(3)
        .unwrap()
        .with_action_limit(Some(30))
        .unwrap();
    let s = simulate(
        &game,
        &RandomPolicy,
        &Simulation::new(2_000, 1).with_threads(2),
    );
    let ended: u64 = s.wins.iter().sum::<u64>() + s.blocked + s.truncated + s.unfinished;
    assert_eq!(ended, s.games);
    assert!(
        s.truncated > 0,
        "a 30-throw limit truncates some railway games"
    );
    assert!(s.wins[3..].iter().all(|&w| w == 0), "only three seats play");
    assert_eq!(s.actions.count(), 2_000);
    assert!(s.actions.max() <= 30);
    // A simulation cap below the rules' limit leaves games unfinished.
    let capped = simulate(
        &game,
        &RandomPolicy,
        &Simulation::new(200, 1).with_threads(1).with_max_actions(5),
    );
    // (A lucky first throw can still win within five.)
    assert!(capped.unfinished > 150, "{}", capped.unfinished);
    assert_eq!(capped.actions.max(), 5);
}

#[test]
fn lengths_give_the_exact_median_quantiles_min_max_mean_and_variance() {
    let mut l = Lengths::default();
    assert_eq!((l.median(), l.mean(), l.min(), l.max()), (None, 0.0, 0, 0));
    for x in [7, 3, 9, 3] {
        l.record(x);
    }
    assert_eq!(l.median(), Some(5.0)); // (3 + 7) / 2
    assert_eq!((l.min(), l.max()), (3, 9));
    assert_eq!(l.mean(), 5.5);
    // ((3 - 5.5)² · 2 + 1.5² + 3.5²) / 4
    assert_eq!(l.variance(), 6.75);
    assert_eq!(
        (l.quantile(0.0), l.quantile(0.5), l.quantile(1.0)),
        (Some(3), Some(3), Some(9))
    );
    assert_eq!(l.quantile(0.75), Some(7));
    assert_eq!(l.quantile(f64::NAN), None);
    let mut m = Lengths::default();
    m.record(100);
    l.merge(&m);
    assert_eq!(l.median(), Some(7.0));
    assert_eq!(l.max(), 100);
    assert_eq!(l.games_of_length(3), Some(2));
}

#[test]
fn summaries_merge_like_one_run() {
    let game = GooseGame::snakes_and_ladders(2).unwrap();
    let run = Simulation::new(400, 5).with_threads(1);
    let whole = simulate(&game, &RandomPolicy, &run);
    let mut manual = Summary::default();
    let mut legal = Vec::new();
    for i in 0..400 {
        let mut dice = game_dice(5, i);
        manual.record(&play_one(
            &game,
            &mut RandomPolicy,
            &mut dice,
            &mut game_choices(5, i),
            100_000,
            &mut legal,
        ));
    }
    assert_eq!(whole, manual);
}

#[test]
fn shards_played_apart_merge_into_exactly_the_whole_run() {
    let game = GooseGame::classic_goose(3).unwrap();
    let run = Simulation::new(1_000, 11).with_threads(2);
    let whole = simulate(&game, &RandomPolicy, &run);
    // Shard boundaries that are not chunk boundaries, merged out of order.
    let shards = [0..100, 100..777, 777..1_000];
    let mut merged = Summary::default();
    for range in shards.iter().rev() {
        merged.merge(&simulate_range(&game, &RandomPolicy, &run, range.clone()));
    }
    assert_eq!(merged, whole);
}

#[test]
fn a_summary_survives_a_json_round_trip() {
    let game = GooseGame::railway(2).unwrap();
    let mut summary = simulate(&game, &RandomPolicy, &Simulation::new(300, 4));
    // A game too long for the histogram travels too.
    summary.record(&GameResult::new(None, u32::MAX, 70_000));
    let json = serde_json::to_string(&summary).unwrap();
    let back: Summary = serde_json::from_str(&json).unwrap();
    assert_eq!(back, summary);
}

#[test]
fn a_shard_travels_as_json_orders_and_a_json_summary() {
    let game = GooseGame::railway(3).unwrap();
    let run = Simulation::new(600, 13).with_max_actions(5_000);
    let orders = serde_json::to_string(&run).unwrap();
    // Elsewhere: read the orders, play games 200..600, send the summary.
    let there: Simulation = serde_json::from_str(&orders).unwrap();
    assert_eq!(there, run);
    let shard = simulate_range(&game, &RandomPolicy, &there, 200..600);
    let sent = serde_json::to_string(&shard).unwrap();
    // Here: merge it with games 0..200.
    let mut merged = simulate_range(&game, &RandomPolicy, &run, 0..200);
    merged.merge(&serde_json::from_str(&sent).unwrap());
    assert_eq!(merged, simulate(&game, &RandomPolicy, &run));
    // Orders with a field left out take its default; unknown fields fail.
    let short: Simulation = serde_json::from_str(r#"{"games": 5}"#).unwrap();
    assert_eq!(short, Simulation::default().with_games(5));
    assert!(serde_json::from_str::<Simulation>(r#"{"game": 5}"#).is_err());
}

#[test]
fn a_summary_that_does_not_add_up_is_refused_on_loading() {
    let game = GooseGame::railway(2).unwrap();
    let summary = simulate(&game, &RandomPolicy, &Simulation::new(50, 4));
    let json = serde_json::to_value(&summary).unwrap();
    let mut more_games = json.clone();
    more_games["games"] = serde_json::json!(51);
    let mut bad_count = json.clone();
    bad_count["throws"]["count"] = serde_json::json!(49);
    let mut bad_min = json.clone();
    bad_min["actions"]["min"] = serde_json::json!(0);
    let mut unknown = json.clone();
    unknown["extra"] = serde_json::json!(1);
    for bad in [more_games, bad_count, bad_min, unknown] {
        assert!(serde_json::from_value::<Summary>(bad).is_err());
    }
}

#[test]
fn a_huge_thread_count_is_clamped_and_changes_nothing() {
    let game = GooseGame::railway(2).unwrap();
    let run = Simulation::new(1_000, 8).with_threads(1);
    let one = simulate(&game, &RandomPolicy, &run);
    for threads in [usize::MAX, 100_000] {
        let many = run.with_threads(threads);
        // 1,000 games are four chunks: four threads at most.
        assert_eq!(many.threads_to_use(), 4);
        assert_eq!(simulate(&game, &RandomPolicy, &many), one);
        let endless = many.with_games(u64::MAX);
        assert_eq!(endless.threads_to_use(), MAX_THREADS);
    }
    assert_eq!(run.with_games(0).with_threads(0).threads_to_use(), 1);
    let none = simulate(&game, &RandomPolicy, &run.with_games(0).with_threads(64));
    assert_eq!(none, Summary::default());
}

#[test]
fn lengths_beyond_the_histogram_keep_memory_bounded_and_the_median_honest() {
    let mut l = Lengths::default();
    for length in [u32::MAX, 1_000_000_000, Lengths::EXACT_BELOW, 2] {
        l.record(length);
    }
    assert!(l.heap_bytes() <= 64, "{} bytes", l.heap_bytes());
    assert_eq!(
        (l.count(), l.overflow(), l.min(), l.max()),
        (4, 3, 2, u32::MAX)
    );
    assert_eq!(
        l.sum(),
        u128::from(u32::MAX) + 1_000_000_000 + u128::from(Lengths::EXACT_BELOW) + 2
    );
    // The middle games are too long for the histogram: not made up.
    assert_eq!(l.median(), None);
    assert_eq!(l.quantile(0.25), Some(2));
    assert_eq!(l.games_of_length(u32::MAX), None);
    let mut all = Lengths::default();
    for length in (0..Lengths::EXACT_BELOW + 10).step_by(7) {
        all.record(length);
    }
    assert!(all.heap_bytes() <= 16 * Lengths::EXACT_BELOW as usize);
}

/// A game that never ends: one seat throws one die for ever.
#[derive(Clone, Debug)]
struct Treadmill(Chance<Roll>);

impl Treadmill {
    fn new() -> Self {
        Treadmill(Chance::six_sided(1, |r| r).unwrap())
    }
}

#[derive(Clone, Debug, PartialEq)]
struct Never;

impl fmt::Display for Never {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("never")
    }
}

impl std::error::Error for Never {}

impl From<TurnError> for Never {
    fn from(_: TurnError) -> Self {
        Never
    }
}

impl RaceGame for Treadmill {
    type State = u64;
    type Action = Roll;
    type Event = ();
    type Error = Never;
    type StateError = Never;

    fn seats(&self) -> usize {
        1
    }
    fn initial_state(&self) -> u64 {
        0
    }
    fn to_act(&self, _: &u64) -> ToAct {
        ToAct::Chance(Seat(0))
    }
    fn chance(&self, _: &u64) -> Option<ChanceRef<'_, Roll>> {
        Some((&self.0).into())
    }
    fn is_throw(&self, _: &Roll) -> bool {
        true
    }
    fn legal_actions(&self, _: &u64, _: &mut Vec<Roll>) {}
    fn apply_mut(
        &self,
        state: &mut u64,
        roll: Roll,
        _: &mut impl EventSink<()>,
    ) -> Result<(), Never> {
        *state += u64::from(roll.total());
        Ok(())
    }
    fn outcome(&self, _: &u64) -> Option<Outcome> {
        None
    }
    fn validate(&self, _: &u64) -> Result<(), Never> {
        Ok(())
    }
}

#[test]
fn games_run_to_a_huge_cap_keep_the_summary_bounded() {
    // Games of 200,000 throws: one bucket per length would hold 1.6 MB
    // per statistic; the histogram stops at EXACT_BELOW.
    let run = Simulation::new(3, 1)
        .with_threads(1)
        .with_max_actions(200_000);
    let s = simulate_range(&Treadmill::new(), &RandomPolicy, &run, 0..3);
    assert_eq!((s.games, s.unfinished), (3, 3));
    assert_eq!((s.actions.min(), s.actions.max()), (200_000, 200_000));
    assert_eq!(s.actions.overflow(), 3);
    assert_eq!(s.actions.median(), None);
    assert_eq!(s.actions.mean(), 200_000.0);
    assert_eq!(s.actions.heap_bytes() + s.throws.heap_bytes(), 0);
}

#[test]
fn cancelling_after_three_reports_returns_exactly_the_completed_games() {
    let game = GooseGame::railway(3).unwrap();
    for threads in [1, 2] {
        let run = Simulation::new(5_000, 21).with_threads(threads);
        let mut reports = Vec::new();
        let report = simulate_with_progress(&game, &RandomPolicy, &run, |p| {
            reports.push(p);
            if reports.len() == 3 {
                Control::Stop
            } else {
                Control::Continue
            }
        });
        assert_eq!(reports.len(), 3, "no report after the stop");
        assert!(reports.iter().all(|p| p.total == 5_000));
        // On one thread the stop comes before the fourth chunk starts. On
        // two, the workers may have taken every chunk before the callback
        // sees the third report (a loaded machine, a fast build): the
        // contract is only that no chunk starts after the stop.
        assert!(threads > 1 || !report.is_complete());
        let mut merged = Summary::default();
        let mut covered = 0;
        for range in &report.completed {
            assert_eq!(range.start % CHUNK, 0, "whole chunks");
            merged.merge(&simulate_range(&game, &RandomPolicy, &run, range.clone()));
            covered += range.end - range.start;
        }
        assert_eq!(report.summary, merged);
        assert_eq!(report.summary.games, covered);
        assert!((3 * CHUNK..=5_000).contains(&covered), "{covered}");
        // What is missing completes the run.
        for range in report.missing() {
            merged.merge(&simulate_range(&game, &RandomPolicy, &run, range));
        }
        assert_eq!(merged, simulate(&game, &RandomPolicy, &run));
        if threads == 1 {
            assert_eq!(report.completed, vec![0..3 * CHUNK]);
        }
    }
}

#[test]
fn progress_counts_every_chunk_up_to_the_total() {
    let game = GooseGame::railway(2).unwrap();
    let run = Simulation::new(1_000, 2).with_threads(2);
    let mut done = Vec::new();
    let report = simulate_with_progress(&game, &RandomPolicy, &run, |p| {
        done.push(p.done);
        Control::Continue
    });
    assert!(report.is_complete());
    assert_eq!(report.completed, vec![0..1_000]);
    assert!(report.missing().is_empty());
    assert_eq!(done.len(), 4);
    assert!(done.windows(2).all(|w| w[0] < w[1]));
    assert_eq!(done.last(), Some(&1_000));
    assert_eq!(report.summary, simulate(&game, &RandomPolicy, &run));
}
