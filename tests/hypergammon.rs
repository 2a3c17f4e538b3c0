//! Hypergammon solved: the numbering, the graph solver against the crate's general solver, the table's questions and the perfect bot.

use racegame::backgammon::solve::{MAX_SOLVED, Solver};
use racegame::backgammon::{BLACK, BackgammonGame, BackgammonRules, WHITE};
use racegame::solve::{self, Objective, PerfectBot, SolveError, SolveKey, SolveOptions, Table};
use racegame::{RaceGame, Roll};

fn hyper(checkers: u8) -> BackgammonGame {
    BackgammonGame::new(BackgammonRules::hypergammon_with(checkers).unwrap()).unwrap()
}

fn options(objective: Objective) -> SolveOptions {
    SolveOptions::default().with_objective(objective)
}

/// Every position the general solver stored has the same value in the
/// graph solver's table.
fn agree(game: &BackgammonGame, general: &Table, graph: &Table, within: f64) -> usize {
    let mut compared = 0;
    for rank in 0..game.dense_stages().unwrap()[0] {
        let key = game.key_of_rank(rank).unwrap();
        let Some(v) = general.value_of_key(game, key) else {
            continue;
        };
        let w = graph.value_of_key(game, key).unwrap();
        assert!((v - w).abs() <= within, "rank {rank}: {v} against {w}");
        compared += 1;
    }
    compared
}

#[test]
fn the_positions_of_hypergammon_are_numbered_without_holes() {
    // Tom Keith counts 7,959,904 hypergammon positions; 6,551 of them have
    // a side with every checker off (the game is over), which leaves
    // 7,953,353 where a side is to throw, and the opening throw.
    assert_eq!(hyper(3).dense_stages(), Some(vec![7_953_354]));
    assert_eq!(hyper(1).dense_stages(), Some(vec![602]));
    // Rules whose positions cannot be keyed have no numbering.
    assert_eq!(BackgammonGame::backgammon().dense_stages(), None);
    let plakoto = BackgammonGame::new(BackgammonRules::plakoto()).unwrap();
    assert_eq!(plakoto.solve_key(&plakoto.initial_state()), None);
    let mut limited = BackgammonRules::hypergammon();
    limited.action_limit = Some(500);
    let limited = BackgammonGame::new(limited).unwrap();
    assert_eq!(limited.solve_key(&limited.initial_state()), None);
}

#[test]
fn a_key_is_the_position_from_the_side_to_throw() {
    let game = hyper(3);
    let s = game
        .initial_state()
        .with_side(WHITE, &[(20, 1), (6, 1)], 1, 0)
        .with_side(BLACK, &[(24, 2)], 0, 1);
    let (white, black) = (s.with_turn(WHITE), s.with_turn(BLACK));
    let mirrored = s
        .with_side(WHITE, &[(24, 2)], 0, 1)
        .with_side(BLACK, &[(20, 1), (6, 1)], 1, 0)
        .with_turn(BLACK);
    assert_eq!(game.solve_key(&white), game.solve_key(&mirrored));
    assert_ne!(game.solve_key(&white), game.solve_key(&black));
    for state in [white, black] {
        let key = game.solve_key(&state).unwrap();
        let back = game.state_of_key(key).unwrap();
        assert_eq!(game.solve_key(&back), Some(key));
        let rank = game.rank_of_key(key).unwrap();
        assert_eq!(game.key_of_rank(rank), Some(key));
    }
    // A position awaiting a move is not keyed; the opening is.
    let thrown = game.apply(
        &white,
        racegame::backgammon::BackgammonAction::Throw(Roll::two(3, 1).unwrap()),
    );
    assert_eq!(game.solve_key(&thrown.unwrap().0), None);
    let opening = game.solve_key(&game.initial_state()).unwrap();
    assert_eq!(game.rank_of_key(opening), Some(7_953_353));
}

#[test]
fn one_checker_a_side_solves_as_the_general_solver_solves_it() {
    let game = hyper(1);
    for objective in [Objective::WinProbability, Objective::ExpectedPayoff] {
        let general = solve::solve(&game, &options(objective)).unwrap();
        let solver = Solver::new(&game, &options(objective)).unwrap();
        let graph = solver.cubeless(&options(objective)).unwrap();
        assert_eq!(graph.objective(), objective);
        let compared = agree(&game, &general, &graph, 1e-6);
        // Of the 601 positions, the 496 that the opening leads to.
        assert_eq!(compared, 496);
        assert_eq!(solver.stats().positions, 601);
    }
}

/// About 11 CPU seconds under the optimised test profile of `Cargo.toml`,
/// far longer unoptimised.
#[test]
fn two_checkers_a_side_solve_as_the_general_solver_solves_them() {
    let game = hyper(2);
    let objective = Objective::ExpectedPayoff;
    let general = solve::solve(&game, &options(objective)).unwrap();
    let graph = Solver::new(&game, &options(objective))
        .unwrap()
        .cubeless(&options(objective))
        .unwrap();
    let compared = agree(&game, &general, &graph, 1e-6);
    // Of the 106,552 positions, the 96,350 that the opening leads to.
    assert_eq!(compared, 96_350);
}

#[test]
fn the_values_do_not_depend_on_the_threads() {
    let game = hyper(1);
    let o = options(Objective::ExpectedPayoff);
    let one = Solver::new(&game, &o).unwrap().cubeless(&o).unwrap();
    let two = Solver::new(&game, &o.with_threads(2))
        .unwrap()
        .cubeless(&o.with_threads(2))
        .unwrap();
    assert_eq!(one.to_bytes(), two.to_bytes());
}

#[test]
fn the_opening_throw_is_fair_and_each_opening_roll_has_its_value() {
    let game = hyper(1);
    let o = options(Objective::WinProbability);
    let table = Solver::new(&game, &o).unwrap().cubeless(&o).unwrap();
    let start = game.initial_state();
    assert!((table.value(&game, &start).unwrap() - 0.5).abs() < 1e-6);
    // White's die first: White plays 3-1 after 3+1, Black after 1+3.
    let values = table.action_values(&game, &start).unwrap();
    let of = |a: u8, b: u8| {
        let throw = racegame::backgammon::BackgammonAction::Throw(Roll::two(a, b).unwrap());
        values.iter().find(|(t, _)| *t == throw).unwrap().1
    };
    for (a, b) in [(3, 1), (6, 5), (2, 1)] {
        assert!((of(a, b) + of(b, a) - 1.0).abs() < 1e-6);
    }
    assert!((of(2, 2) - 0.5).abs() < 1e-6, "a double is thrown again");
}

#[test]
fn the_perfect_bot_plays_whole_games() {
    let game = hyper(1);
    let o = options(Objective::ExpectedPayoff);
    let table = Solver::new(&game, &o).unwrap().cubeless(&o).unwrap();
    let mut bot = PerfectBot::new(&table);
    let mut session = racegame::play::Session::new(game.clone(), 11);
    while session.step(&mut bot).unwrap().is_some() {}
    assert!(game.is_over(session.state()));
}

#[test]
fn more_checkers_than_the_solver_takes_are_refused() {
    let game = hyper(MAX_SOLVED + 1);
    let o = SolveOptions::default();
    assert!(matches!(
        Solver::new(&game, &o),
        Err(SolveError::TooManyStates { .. })
    ));
    assert!(matches!(
        Solver::new(&BackgammonGame::backgammon(), &o),
        Err(SolveError::NoNumbering)
    ));
    let tiny = o.with_graph_memory(1000);
    assert!(matches!(
        Solver::new(&hyper(2), &tiny),
        Err(SolveError::TooMuchMemory { .. })
    ));
}
