//! Payoffs through every layer: endings worth more than a win (the railway pot, Ludo place points, a gamble worth four points) read by the game, the exact analysis, the simulation summaries and the solver.

use racegame::analysis::{self, Options};
use racegame::goose::{GooseGame, GooseModel, GoosePayoff};
use racegame::ludo::{GameEnd, Geometry, LudoGame, LudoModel, LudoRules, PlacePoints};
use racegame::play::{RandomPolicy, random_playout};
use racegame::simulate::{Simulation, Summary, simulate, simulate_range};
use racegame::{Outcome, RaceGame, SEAT_LIMIT, Seat};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

/// The railway journey for two, fine 1, scored by the pot.
fn railway_pot() -> GooseGame {
    GooseGame::railway(2).unwrap().with_payoff(GoosePayoff::Pot)
}

/// Asserts that `exact` lies within four standard errors of `mean`.
fn agrees(what: &str, exact: f64, mean: f64, se: f64) {
    println!("{what}: exact {exact:.6}, sampled {mean:.6} ± {se:.6}");
    assert!(
        (mean - exact).abs() <= 4.0 * se,
        "{what}: exact {exact} is {:.1} standard errors from {mean} ± {se}",
        (mean - exact).abs() / se
    );
}

// The game: what each ending is worth.

#[test]
fn the_pot_goes_to_the_winner_and_every_seat_pays_its_fines() {
    let game = railway_pot();
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let mut seen_fines = false;
    for _ in 0..200 {
        let end = random_playout(&game, &mut rng, 1_000_000).unwrap().state;
        let paid = |s: Seat| game.paid(&end, s) as i64;
        let pot = game.pot(&end) as i64;
        seen_fines |= pot > 0;
        let winner = game.outcome(&end).unwrap().winner();
        for seat in [Seat(0), Seat(1)] {
            let won = if winner == Some(seat) { pot } else { 0 };
            assert_eq!(game.payoff(&end, seat), Some(won - paid(seat)));
        }
        let total: i64 = [Seat(0), Seat(1)]
            .iter()
            .map(|&s| game.payoff(&end, s).unwrap())
            .sum();
        // Zero-sum when someone takes the pot; a block leaves it to nobody.
        assert_eq!(total, if winner.is_some() { 0 } else { -pot });
    }
    assert!(seen_fines, "some game paid a fine");
}

#[test]
fn by_default_a_win_is_worth_one_and_anything_else_nothing() {
    let game = GooseGame::railway(2).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut blocked = false;
    for _ in 0..300 {
        let end = random_playout(&game, &mut rng, 1_000_000).unwrap().state;
        let outcome = game.outcome(&end).unwrap();
        blocked |= outcome == Outcome::Blocked;
        for seat in [Seat(0), Seat(1)] {
            let expected = i64::from(outcome.winner() == Some(seat));
            assert_eq!(game.payoff(&end, seat), Some(expected));
        }
    }
    assert!(blocked, "a blocked railway game scores 0 for both");
    assert_eq!(game.payoff(&game.initial_state(), Seat(0)), None);
}

/// Three players, one token each on a small board of 18 squares (so that
/// the exact analysis stays small), scoring 5, 2 and -1 for the places.
fn ludo_places() -> LudoGame {
    let mut rules = LudoRules::ludo();
    rules.tokens = 1;
    let mut board = Geometry::standard();
    (board.track_len, board.colours, board.start_spacing) = (18, 3, 6);
    (board.track_path, board.home_len) = (17, 3);
    rules.geometry = board;
    rules.end = GameEnd::PlacePoints(PlacePoints::new(&[5, 2, -1]).unwrap());
    LudoGame::new(rules, 3).unwrap()
}

#[test]
fn ludo_place_points_score_each_place() {
    let game = ludo_places();
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    for _ in 0..50 {
        let end = random_playout(&game, &mut rng, 1_000_000).unwrap().state;
        let Some(Outcome::Ranking(ranking)) = game.outcome(&end) else {
            panic!("place points play to a full ranking");
        };
        for (place, &seat) in ranking.as_slice().iter().enumerate() {
            assert_eq!(game.payoff(&end, seat), Some([5, 2, -1][place]));
        }
    }
}

#[test]
fn place_points_are_kept_in_the_rules_and_their_serde_form() {
    let game = ludo_places();
    let json = serde_json::to_string(game.rules()).unwrap();
    assert!(json.contains("\"place_points\":[5,2,-1]"), "{json}");
    let back: LudoRules = serde_json::from_str(&json).unwrap();
    assert_eq!(&back, game.rules());
    // The default scores wins only and writes nothing new.
    let plain = serde_json::to_string(&LudoRules::ludo()).unwrap();
    assert!(!plain.contains("place_points"));
    // More places than a board has seats is refused when read.
    let seven = json.replace("[5,2,-1]", "[1,1,1,1,1,1,1]");
    assert!(serde_json::from_str::<LudoRules>(&seven).is_err());
}

#[test]
fn the_pot_payoff_is_kept_in_the_goose_rules_serde_form() {
    let json = serde_json::to_string(&railway_pot()).unwrap();
    assert!(json.contains("\"payoff\":\"pot\""), "{json}");
    let back: GooseGame = serde_json::from_str(&json).unwrap();
    assert_eq!(back, railway_pot());
    let plain = serde_json::to_string(&GooseGame::railway(2).unwrap()).unwrap();
    assert!(
        !plain.contains("payoff"),
        "the default writes nothing: {plain}"
    );
}

// The exact analysis.

#[test]
fn the_analysis_gives_the_pot_as_the_expected_payoff() {
    let options = Options::default().with_cutoff(600);
    let pot = analysis::analyze(&railway_pot(), &mut GooseModel, &options).unwrap();
    let wins =
        analysis::analyze(&GooseGame::railway(2).unwrap(), &mut GooseModel, &options).unwrap();
    let stakes = pot.stakes.as_ref().unwrap();
    for seat in [Seat(0), Seat(1)] {
        // The pot taken less the fines paid.
        let net = stakes.won[seat.index()] - stakes.paid[seat.index()];
        assert!((pot.expected_payoff(seat) - net).abs() < 1e-9);
        // Scoring wins only, the expected payoff is the chance of winning.
        assert!((wins.expected_payoff(seat) - wins.win_probability(seat)).abs() < 1e-12);
    }
    // Every unit paid is won back by someone except in blocked games.
    let total: f64 = pot.payoff.iter().sum();
    assert!(total < 0.0 && total > -stakes.paid.iter().sum::<f64>());

    // And it is what seeded games score through `RaceGame::payoff`.
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    let game = railway_pot();
    let games = 20_000;
    let scores: Vec<i64> = (0..games)
        .map(|_| {
            let end = random_playout(&game, &mut rng, 1_000_000).unwrap().state;
            game.payoff(&end, Seat(0)).unwrap()
        })
        .collect();
    let n = games as f64;
    let mean = scores.iter().sum::<i64>() as f64 / n;
    let var = scores
        .iter()
        .map(|&x| (x as f64 - mean).powi(2))
        .sum::<f64>()
        / (n - 1.0);
    agrees(
        "railway pot, seat 0",
        pot.expected_payoff(Seat(0)),
        mean,
        (var / n).sqrt(),
    );
}

#[test]
fn the_analysis_gives_the_expected_place_points() {
    let game = ludo_places();
    let mut model = LudoModel::new(|_: &LudoGame, _: &_, _: &[_]| 0);
    let odds = analysis::analyze(&game, &mut model, &Options::default()).unwrap();
    // From the probability of every ranking, by hand.
    let mut expected = [0.0; 3];
    for &(outcome, p) in &odds.outcomes {
        let Outcome::Ranking(ranking) = outcome else {
            panic!("no blocks in these rules: {outcome:?}");
        };
        for (place, seat) in ranking.as_slice().iter().enumerate() {
            expected[seat.index()] += p * [5.0, 2.0, -1.0][place];
        }
    }
    for (exact, by_hand) in odds.payoff.iter().zip(expected) {
        assert!((exact - by_hand).abs() < 1e-9);
    }
    // Someone takes each place: the points add up to 5 + 2 - 1.
    assert!((odds.payoff.iter().sum::<f64>() - 6.0).abs() < 1e-9);
}

// The simulation summaries.

#[test]
fn the_simulation_gives_the_mean_pot_and_its_standard_error() {
    let game = railway_pot();
    let run = Simulation::new(20_000, 4).with_threads(2);
    let summary = simulate(&game, &RandomPolicy, &run);
    let options = Options::default().with_cutoff(600);
    let odds = analysis::analyze(&game, &mut GooseModel, &options).unwrap();
    for seat in [Seat(0), Seat(1)] {
        agrees(
            &format!("simulated pot, {seat}"),
            odds.expected_payoff(seat),
            summary.mean_payoff(seat.index()),
            summary.payoff_standard_error(seat.index()),
        );
    }
    assert_eq!(summary.payoffs.games, summary.ended());
    // Shards merge into exactly the whole run.
    let mut merged = simulate_range(&game, &RandomPolicy, &run, 0..7_000);
    merged.merge(&simulate_range(&game, &RandomPolicy, &run, 7_000..20_000));
    assert_eq!(merged, summary);
}

#[test]
fn place_points_flow_into_the_simulation() {
    let game = ludo_places();
    let summary = simulate(
        &game,
        &RandomPolicy,
        &Simulation::new(2_000, 9).with_threads(1),
    );
    let total: i128 = summary.payoffs.sum.iter().sum();
    assert_eq!(total, 6 * i128::from(summary.ended()));
    // A seat not at the table scores nothing.
    assert_eq!(summary.payoffs.sum[3..], [0; SEAT_LIMIT - 3]);
    assert!(summary.mean_payoff(0) > -1.0 && summary.mean_payoff(0) < 5.0);
}

#[test]
fn a_summary_of_wins_only_reads_and_writes_as_before_payoffs() {
    let game = GooseGame::railway(3).unwrap();
    let summary = simulate(
        &game,
        &RandomPolicy,
        &Simulation::new(500, 1).with_threads(1),
    );
    for seat in 0..3 {
        assert_eq!(summary.payoffs.sum[seat], i128::from(summary.wins[seat]));
    }
    let json = serde_json::to_string(&summary).unwrap();
    assert!(!json.contains("payoffs"), "wins only: the old form");
    let back: Summary = serde_json::from_str(&json).unwrap();
    assert_eq!(back, summary);

    let pot = simulate(
        &railway_pot(),
        &RandomPolicy,
        &Simulation::new(500, 1).with_threads(1),
    );
    let json = serde_json::to_string(&pot).unwrap();
    assert!(json.contains("payoffs"));
    let back: Summary = serde_json::from_str(&json).unwrap();
    assert_eq!(back, pot);
    // Payoffs that no games could give are refused.
    let forged = json.replacen("\"sum_of_squares\":[", "\"sum_of_squares\":[0,", 1);
    let forged = forged.replacen(",0]", "]", 1);
    assert!(
        serde_json::from_str::<Summary>(&forged).is_err(),
        "{forged}"
    );
}
