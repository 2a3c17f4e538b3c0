//! The simulator: the same numbers on any number of threads, every game replayable from its seed, exact statistics.

use racegame::RaceGame;
use racegame::goose::GooseGame;
use racegame::play::{RandomPolicy, Session};
use racegame::simulate::{Lengths, Simulation, Summary, game_seed, play_one, simulate};

fn goose_presets() -> Vec<GooseGame> {
    vec![
        GooseGame::railway(4).unwrap(),
        GooseGame::vermifuge_lune(4).unwrap(),
        GooseGame::classic_goose(4).unwrap(),
        GooseGame::snakes_and_ladders(1).unwrap(),
        GooseGame::railway(3)
            .unwrap()
            .with_action_limit(Some(30))
            .unwrap(),
    ]
}

#[test]
fn one_two_and_five_threads_give_identical_summaries() {
    for game in goose_presets() {
        let run = Simulation {
            games: 3_000,
            base_seed: 42,
            threads: 1,
            ..Simulation::default()
        };
        let one = simulate(&game, &RandomPolicy, &run);
        let two = simulate(&game, &RandomPolicy, &Simulation { threads: 2, ..run });
        let five = simulate(&game, &RandomPolicy, &Simulation { threads: 5, ..run });
        assert_eq!(one, two);
        assert_eq!(one, five);
        assert_eq!(one.games, 3_000);
    }
}

#[test]
fn every_game_of_a_run_replays_in_a_session_from_its_seed() {
    let game = GooseGame::classic_goose(3).unwrap();
    let mut legal = Vec::new();
    for index in 0..50 {
        let seed = game_seed(9, index);
        let result = play_one(&game, &mut RandomPolicy, seed, 100_000, &mut legal);
        let mut session = Session::new(game.clone(), seed);
        let played = session.play_to_end(&mut RandomPolicy, 100_000).unwrap();
        assert_eq!(result.actions as usize, played);
        assert_eq!(result.outcome, game.outcome(session.state()));
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
        &Simulation {
            games: 2_000,
            base_seed: 1,
            threads: 2,
            max_actions: 100_000,
        },
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
        &Simulation {
            games: 200,
            base_seed: 1,
            threads: 1,
            max_actions: 5,
        },
    );
    // (A lucky first throw can still win within five.)
    assert!(capped.unfinished > 150, "{}", capped.unfinished);
    assert_eq!(capped.actions.max(), 5);
}

#[test]
fn lengths_give_the_exact_median_min_max_and_mean() {
    let mut l = Lengths::default();
    assert_eq!((l.median(), l.mean(), l.min(), l.max()), (0.0, 0.0, 0, 0));
    for x in [7, 3, 9, 3] {
        l.record(x);
    }
    assert_eq!(l.median(), 5.0); // (3 + 7) / 2
    assert_eq!((l.min(), l.max()), (3, 9));
    assert_eq!(l.mean(), 5.5);
    let mut m = Lengths::default();
    m.record(100);
    l.merge(&m);
    assert_eq!(l.median(), 7.0);
    assert_eq!(l.max(), 100);
}

#[test]
fn summaries_merge_like_one_run() {
    let game = GooseGame::snakes_and_ladders(2).unwrap();
    let run = Simulation {
        games: 400,
        base_seed: 5,
        threads: 1,
        ..Simulation::default()
    };
    let whole = simulate(&game, &RandomPolicy, &run);
    let mut parts = racegame::simulate::simulate_range(&game, &RandomPolicy, &run, 0..150);
    parts.merge(&racegame::simulate::simulate_range(
        &game,
        &RandomPolicy,
        &run,
        150..400,
    ));
    assert_eq!(whole, parts);
    let mut manual = Summary::default();
    let mut legal = Vec::new();
    for i in 0..400 {
        manual.record(&play_one(
            &game,
            &mut RandomPolicy,
            game_seed(5, i),
            100_000,
            &mut legal,
        ));
    }
    assert_eq!(whole, manual);
}
