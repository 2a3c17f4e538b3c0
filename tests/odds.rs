//! Exact odds (`racegame::analysis`) against published figures and against seeded Monte Carlo runs of the same games.

use racegame::analysis::{self, AnalysisError, Odds, Options, OptionsError, Plain};
use racegame::goose::{Board, Effect, GooseGame, GooseModel, GooseState, Status, presets};
use racegame::play::random_playout;
use racegame::{Outcome, RaceGame, Seat};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use std::sync::OnceLock;

/// Games per Monte Carlo estimate: enough for a standard error near 1 % of
/// a game's length, few enough for a debug build.
const GAMES: usize = 20_000;

fn odds(game: &GooseGame) -> Odds {
    let options = Options::default().with_cutoff(600);
    analysis::analyze(game, &mut GooseModel, &options).unwrap()
}

/// Each preset is analysed once and shared by the tests that read it (an
/// analysis of a two-player board takes seconds in a debug build).
macro_rules! shared {
    ($name:ident, $game:expr) => {
        fn $name() -> &'static Odds {
            static ODDS: OnceLock<Odds> = OnceLock::new();
            ODDS.get_or_init(|| odds(&$game))
        }
    };
}

shared!(snakes_1, GooseGame::snakes_and_ladders(1).unwrap());
shared!(snakes_2, GooseGame::snakes_and_ladders(2).unwrap());
shared!(railway_2, GooseGame::railway(2).unwrap());
shared!(vermifuge_2, GooseGame::vermifuge_lune(2).unwrap());

/// Per-game figures from seeded playouts.
struct Sample {
    lengths: Vec<f64>,
    winners: Vec<Option<Seat>>,
    finals: Vec<GooseState>,
}

fn monte_carlo(game: &GooseGame, seed: u64) -> Sample {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut sample = Sample {
        lengths: Vec::with_capacity(GAMES),
        winners: Vec::with_capacity(GAMES),
        finals: Vec::with_capacity(GAMES),
    };
    for _ in 0..GAMES {
        let playout = random_playout(game, &mut rng, 1_000_000).unwrap();
        assert!(game.is_over(&playout.state));
        // Goose games have no choices: every action is a throw.
        assert_eq!(playout.actions.len() as u32, playout.state.throws());
        sample.lengths.push(playout.actions.len() as f64);
        sample
            .winners
            .push(game.outcome(&playout.state).and_then(|o| o.winner()));
        sample.finals.push(playout.state);
    }
    sample
}

/// The sample mean and its standard error (sample standard deviation over
/// the square root of the sample size).
fn mean_and_se(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / (n - 1.0);
    (mean, (var / n).sqrt())
}

/// Asserts that the exact figure lies within four standard errors of the
/// Monte Carlo estimate, and prints both (`cargo test -- --nocapture`).
fn agrees(what: &str, exact: f64, xs: &[f64]) {
    let (mean, se) = mean_and_se(xs);
    println!(
        "{what}: exact {exact:.6}, Monte Carlo {mean:.6} ± {se:.6} (n = {}), {:+.2} SE",
        xs.len(),
        (mean - exact) / se.max(f64::MIN_POSITIVE)
    );
    assert!(
        (mean - exact).abs() <= 4.0 * se,
        "{what}: exact {exact} is {:.1} standard errors from the Monte Carlo {mean} ± {se}",
        (mean - exact).abs() / se
    );
}

fn indicator(b: bool) -> f64 {
    if b { 1.0 } else { 0.0 }
}

fn check_distribution(odds: &Odds) {
    let d = &odds.length;
    let total: f64 = d.probabilities.iter().sum::<f64>() + d.tail;
    assert!((total - 1.0).abs() < 1e-9, "distribution sums to {total}");
    let outcomes: f64 = odds.outcomes.iter().map(|o| o.1).sum();
    assert!((outcomes - 1.0).abs() < 1e-9, "outcomes sum to {outcomes}");
    // With a negligible tail, the distribution's mean is the solver's.
    assert!(d.tail < 1e-9);
    let mean: f64 = d
        .probabilities
        .iter()
        .enumerate()
        .map(|(t, p)| t as f64 * p)
        .sum();
    assert!(
        (mean - odds.mean_length).abs() < 1e-6,
        "distribution mean {mean} vs solved {}",
        odds.mean_length
    );
    let second: f64 = d
        .probabilities
        .iter()
        .enumerate()
        .map(|(t, p)| (t * t) as f64 * p)
        .sum();
    let variance = second - mean * mean;
    assert!((variance - odds.length_variance).abs() < 1e-4 * variance);
}

/// Checks the length distribution at its median against the sample.
fn median_agrees(odds: &Odds, sample: &Sample) {
    let m = odds.median_length().unwrap();
    assert!(odds.length.cdf(m) >= 0.5 && odds.length.cdf(m - 1) < 0.5);
    let below: Vec<f64> = sample
        .lengths
        .iter()
        .map(|&t| indicator(t <= m as f64))
        .collect();
    agrees(
        &format!("P(length <= median {m})"),
        odds.length.cdf(m),
        &below,
    );
}

// Snakes and Ladders, Milton Bradley board: the published figure.

/// S. C. Althoen, L. King and K. Schilling, "How long is a game of Snakes
/// and Ladders?", The Mathematical Gazette 77 (478), 1993, pp. 71-76: the
/// expected number of moves of one player on the Milton Bradley board is
/// 225837582538403273407117496273279920181931269186581786048583 /
/// 5757472998140039232950575874628786131130999406013041613400
/// = 39.2251223...
const ALTHOEN_KING_SCHILLING_1993: f64 = 39.2251;

#[test]
fn snakes_one_player_expected_length_is_the_published_figure() {
    let odds = snakes_1();
    assert_eq!(odds.states, 81);
    let rounded = (odds.mean_length * 1e4).round() / 1e4;
    assert_eq!(rounded, ALTHOEN_KING_SCHILLING_1993);
    // The exact fraction, to the solver's tolerance.
    assert!((odds.mean_length - 39.225_122_308_234_96).abs() < 1e-9);
    assert!((odds.win[0] - 1.0).abs() < 1e-9);
    assert_eq!(odds.stakes, None);
    // The shortest game is seven throws.
    assert_eq!(
        odds.length.probabilities.iter().position(|&p| p > 0.0),
        Some(7)
    );
    check_distribution(odds);
}

#[test]
fn snakes_one_player_agrees_with_monte_carlo() {
    let game = GooseGame::snakes_and_ladders(1).unwrap();
    let odds = snakes_1();
    let sample = monte_carlo(&game, 1);
    agrees(
        "snakes, 1 player: throws",
        odds.mean_length,
        &sample.lengths,
    );
    median_agrees(odds, &sample);
    let p7: Vec<f64> = sample
        .lengths
        .iter()
        .map(|&t| indicator(t == 7.0))
        .collect();
    agrees(
        "snakes, 1 player: P(7 throws)",
        odds.length.probability(7),
        &p7,
    );
}

#[test]
fn snakes_two_players_agrees_with_monte_carlo() {
    let game = GooseGame::snakes_and_ladders(2).unwrap();
    let odds = snakes_2();
    assert_eq!(odds.states, 12_116);
    check_distribution(odds);
    let sample = monte_carlo(&game, 2);
    agrees(
        "snakes, 2 players: throws",
        odds.mean_length,
        &sample.lengths,
    );
    let first: Vec<f64> = sample
        .winners
        .iter()
        .map(|&w| indicator(w == Some(Seat(0))))
        .collect();
    agrees("snakes, 2 players: seat 0 wins", odds.win[0], &first);
    median_agrees(odds, &sample);
    // Moving first is an advantage.
    assert!(odds.win[0] > 0.5 && (odds.win[0] + odds.win[1] - 1.0).abs() < 1e-9);
}

/// The board some printings use, with the chute to 26 starting on 48.
fn snakes_48(players: usize) -> GooseGame {
    let mut spec = presets::snakes_and_ladders().spec().clone();
    spec.squares.retain(|s| s.square != 47);
    spec.set(48, Effect::Jump(26), false);
    GooseGame::new(Board::new(spec).unwrap(), players).unwrap()
}

/// Possibly Wrong (blog), "Analysis of Chutes and Ladders" (2015-02-20)
/// and "Update: Chutes and Ladders is long, but not *that* long"
/// (2015-03-11): 39.5984 throws for one player and 52.5188 for two. These
/// are the figures of the printing with the chute on 48, which this test
/// builds from the preset; the preset's own board (chute on 47) gives
/// Althoen, King and Schilling's 39.2251 and 52.1540 for two.
#[test]
fn snakes_on_the_48_printing_gives_the_other_published_figures() {
    let one = odds(&snakes_48(1));
    assert_eq!((one.mean_length * 1e4).round() / 1e4, 39.5984);
    let two = odds(&snakes_48(2));
    assert_eq!((two.mean_length * 1e4).round() / 1e4, 52.5188);
    assert_eq!((snakes_2().mean_length * 1e4).round() / 1e4, 52.1540);
}

// The railway journey, two players.

#[test]
fn railway_two_players_agrees_with_monte_carlo() {
    let game = GooseGame::railway(2).unwrap();
    let odds = railway_2();
    assert_eq!(odds.states, 5_518);
    check_distribution(odds);
    let sample = monte_carlo(&game, 3);
    agrees("railway: throws", odds.mean_length, &sample.lengths);
    median_agrees(odds, &sample);
    let first: Vec<f64> = sample
        .winners
        .iter()
        .map(|&w| indicator(w == Some(Seat(0))))
        .collect();
    agrees("railway: seat 0 wins", odds.win[0], &first);
    let blocked: Vec<f64> = sample
        .finals
        .iter()
        .map(|s| indicator(s.status() == Status::Blocked))
        .collect();
    agrees("railway: blocked", odds.blocked, &blocked);
    assert!((odds.win[0] + odds.win[1] + odds.blocked - 1.0).abs() < 1e-9);

    let stakes = odds.stakes.as_ref().unwrap();
    // Whatever is paid goes into the pot, which a winner takes (or nobody,
    // after a block).
    let paid: f64 = stakes.paid.iter().sum();
    let won: f64 = stakes.won.iter().sum();
    assert!(won < paid);
    for seat in [Seat(0), Seat(1)] {
        let paid: Vec<f64> = sample
            .finals
            .iter()
            .map(|s| game.paid(s, seat) as f64)
            .collect();
        agrees(
            &format!("railway: {seat} pays"),
            stakes.paid[seat.index()],
            &paid,
        );
        let won: Vec<f64> = sample
            .finals
            .iter()
            .map(|s| {
                if s.status() == Status::Won(seat) {
                    game.pot(s) as f64
                } else {
                    0.0
                }
            })
            .collect();
        agrees(
            &format!("railway: {seat} takes"),
            stakes.won[seat.index()],
            &won,
        );
    }
}

// Vermifuge Lune, two players.

#[test]
fn vermifuge_lune_two_players_agrees_with_monte_carlo() {
    let game = GooseGame::vermifuge_lune(2).unwrap();
    let odds = vermifuge_2();
    assert_eq!(odds.states, 3_102);
    check_distribution(odds);
    // No fines and no holds: no stakes and no block.
    assert_eq!(odds.stakes, None);
    assert_eq!(odds.blocked, 0.0);
    let sample = monte_carlo(&game, 4);
    agrees("vermifuge: throws", odds.mean_length, &sample.lengths);
    median_agrees(odds, &sample);
    let first: Vec<f64> = sample
        .winners
        .iter()
        .map(|&w| indicator(w == Some(Seat(0))))
        .collect();
    agrees("vermifuge: seat 0 wins", odds.win[0], &first);
}

// Limits and the shape of the API.

#[test]
fn too_many_states_is_an_error_that_says_how_far_it_got() {
    let game = GooseGame::railway(2).unwrap();
    let options = Options::default().with_max_states(1_000);
    let err = analysis::analyze(&game, &mut GooseModel, &options).unwrap_err();
    match &err {
        AnalysisError::TooManyStates {
            limit,
            reached,
            explored,
        } => {
            assert_eq!((*limit, *reached), (1_000, 1_001));
            assert!(*explored < 1_000);
        }
        other => panic!("unexpected {other:?}"),
    }
    assert!(err.to_string().contains("more than 1000 reachable states"));
}

#[test]
fn a_key_that_keeps_the_throw_count_never_ends_enumerating() {
    // Without a key that drops the counters every throw makes a new state:
    // the limit stops the walk instead of memory running out.
    let game = GooseGame::snakes_and_ladders(1).unwrap();
    let options = Options::default().with_max_states(10_000);
    let err = analysis::analyze(&game, &mut Plain, &options).unwrap_err();
    assert!(matches!(
        err,
        AnalysisError::TooManyStates {
            reached: 10_001,
            ..
        }
    ));
}

#[test]
fn an_action_limit_truncates_exactly_the_tail() {
    let free = snakes_1();
    let limit = 30;
    let game = GooseGame::snakes_and_ladders(1)
        .unwrap()
        .with_action_limit(Some(limit))
        .unwrap();
    let cut = odds(&game);
    let truncated = cut
        .outcomes
        .iter()
        .find(|o| o.0 == Outcome::Truncated)
        .map_or(0.0, |o| o.1);
    let beyond = 1.0 - free.length.cdf(limit as usize);
    assert!(
        (truncated - beyond).abs() < 1e-12,
        "{truncated} vs {beyond}"
    );
    for t in 0..limit as usize {
        assert!((cut.length.probability(t) - free.length.probability(t)).abs() < 1e-15);
    }
    assert!(cut.mean_length <= f64::from(limit));
    assert_eq!(cut.length.tail, 0.0);
}

// Options: refused when they make no sense, memory bounded by the game.

#[test]
fn a_huge_cutoff_costs_only_the_throws_the_game_lasts() {
    let game = GooseGame::snakes_and_ladders(1).unwrap();
    let usual = snakes_1();
    for cutoff in [usize::MAX, 10_000_000_000] {
        let options = Options::default().with_cutoff(cutoff);
        let odds = analysis::analyze(&game, &mut GooseModel, &options).unwrap();
        let d = &odds.length;
        // The list stops once at most `tolerance` is still in play.
        assert!(d.tail <= options.tolerance, "{}", d.tail);
        assert!(d.cutoff() < 5_000, "{}", d.cutoff());
        for t in 0..=d.cutoff().min(usual.length.cutoff()) {
            assert_eq!(d.probability(t), usual.length.probability(t));
        }
    }
}

#[test]
fn a_cutoff_still_bounds_the_distribution() {
    let game = GooseGame::snakes_and_ladders(1).unwrap();
    let options = Options::default().with_cutoff(10);
    let odds = analysis::analyze(&game, &mut GooseModel, &options).unwrap();
    assert_eq!(odds.length.cutoff(), 10);
    assert!((odds.length.tail - (1.0 - snakes_1().length.cdf(10))).abs() < 1e-15);
    let none = Options::default().with_cutoff(0);
    let odds = analysis::analyze(&game, &mut GooseModel, &none).unwrap();
    assert_eq!((odds.length.cutoff(), odds.length.tail), (0, 1.0));
}

#[test]
fn a_tolerance_that_is_not_a_small_positive_number_is_refused() {
    let game = GooseGame::snakes_and_ladders(1).unwrap();
    for tolerance in [
        f64::NAN,
        -1e-12,
        0.0,
        1e-20,
        f64::INFINITY,
        f64::NEG_INFINITY,
        2.0,
    ] {
        let options = Options::default().with_tolerance(tolerance);
        let err = analysis::analyze(&game, &mut GooseModel, &options).unwrap_err();
        assert!(
            matches!(err, AnalysisError::Options(OptionsError::Tolerance { .. })),
            "{tolerance}: {err:?}"
        );
        assert!(err.to_string().contains("tolerance"), "{err}");
    }
    let finest = Options::default().with_tolerance(f64::EPSILON);
    assert_eq!(finest.validate(), Ok(()));
}

#[test]
fn zero_limits_are_refused_naming_the_field() {
    let game = GooseGame::snakes_and_ladders(1).unwrap();
    let cases = [
        (Options::default().with_max_states(0), "max_states"),
        (Options::default().with_max_sweeps(0), "max_sweeps"),
        (Options::default().with_max_choices(0), "max_choices"),
    ];
    for (options, field) in cases {
        let err = analysis::analyze(&game, &mut GooseModel, &options).unwrap_err();
        assert_eq!(err, AnalysisError::Options(OptionsError::Zero { field }));
        assert!(err.to_string().contains(field), "{err}");
    }
}

#[test]
fn options_are_checked_when_loaded() {
    let loaded: Options = serde_json::from_str(r#"{"cutoff": 5}"#).unwrap();
    assert_eq!(loaded, Options::default().with_cutoff(5));
    let all: Options = serde_json::from_str("{}").unwrap();
    assert_eq!(all, Options::default());
    let json = serde_json::to_string(&Options::default().with_max_sweeps(7)).unwrap();
    let back: Options = serde_json::from_str(&json).unwrap();
    assert_eq!(back, Options::default().with_max_sweeps(7));
    for bad in [
        r#"{"tolerance": -1.0}"#,
        r#"{"tolerance": 0.0}"#,
        r#"{"max_sweeps": 0}"#,
        r#"{"max_states": 0}"#,
        r#"{"cutof": 5}"#,
    ] {
        let err = serde_json::from_str::<Options>(bad).unwrap_err();
        assert!(!err.to_string().is_empty(), "{bad}");
    }
    let err = serde_json::from_str::<Options>(r#"{"max_sweeps": 0}"#).unwrap_err();
    assert!(err.to_string().contains("max_sweeps"), "{err}");
}
