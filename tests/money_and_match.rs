//! The money-and-match example's logic: two bots, doubles, takes and
//! passes, whole plays applied with `apply_play`, the score; the same run
//! for the same seed.

#[allow(dead_code, unreachable_pub)]
#[path = "../examples/money_and_match.rs"]
mod money_and_match;

use money_and_match::{BOTS, run};
use racegame::RaceGame;
use racegame::Seat;
use racegame::backgammon::{BackgammonAction, BackgammonGame, Phase};

#[test]
fn a_run_is_the_same_for_the_same_seed() {
    let (a, b) = (run(11, 3).unwrap(), run(11, 3).unwrap());
    assert_eq!(a, b);
    assert_ne!(a.2.lines, run(12, 3).unwrap().2.lines);
}

#[test]
fn the_money_game_and_the_match_end_with_their_scores() {
    let money = BackgammonGame::backgammon_money();
    let mut cube = [0u32; 3];
    for seed in 0..12 {
        let (over, end, report) = run(seed, 3).unwrap();
        // The money game: over, zero-sum, its points the first game's.
        assert!(money.is_over(&over));
        let white = money.payoff(&over, Seat(0)).unwrap();
        assert_eq!(money.payoff(&over, Seat(1)), Some(-white));
        let (winner, points) = report.games[0];
        assert_eq!(
            white,
            if winner == Seat(0) { 1 } else { -1 } * i64::from(points)
        );
        // The match: a side reached the length, and the games' points add
        // up to the score.
        let score = end.score();
        assert!(score.iter().any(|&s| s >= 3) && end.phase() == Phase::Over);
        let mut sum = [0u32; 2];
        for &(seat, points) in &report.games[1..] {
            sum[usize::from(seat.0)] += points;
        }
        assert_eq!(sum, score.map(u32::from));
        assert!(report.plays > 0 && report.lines.last().unwrap().starts_with("Match:"));
        for (total, n) in cube.iter_mut().zip(report.cube) {
            *total += n;
        }
    }
    let [doubles, takes, passes] = cube;
    assert!(takes > 0 && passes > 0, "{cube:?}");
    assert_eq!(
        doubles,
        takes + passes,
        "every double answered, none beavered"
    );
}

#[test]
fn the_bots_cube_styles_differ_by_their_thresholds() {
    let game = BackgammonGame::backgammon_money();
    // White to decide, leading by 6% of its own count: Bold doubles, Careful rolls.
    let s = game
        .initial_state()
        .with_side(Seat(0), &[(6, 15)], 0, 0)
        .with_side(Seat(1), &[(6, 14), (12, 1)], 0, 0)
        .with_cube_decision(Seat(0), false);
    let (white, black) = (s.pip_count(Seat(0)), s.pip_count(Seat(1)));
    assert_eq!((white, black), (90, 96));
    assert_eq!(BOTS[0].cube_action(&s), Some(BackgammonAction::Roll));
    assert_eq!(BOTS[1].cube_action(&s), Some(BackgammonAction::Double));
    // Doubled at that lead, both take; at a lead of 15%, Careful passes.
    let doubled = s.with_cube_decision(Seat(0), true);
    assert!(
        BOTS.iter()
            .all(|b| b.cube_action(&doubled) == Some(BackgammonAction::Take))
    );
    let far = doubled.with_side(Seat(0), &[(6, 13), (3, 2)], 0, 0);
    assert_eq!(far.pip_count(Seat(0)), 84);
    let far = far.with_side(Seat(1), &[(6, 14), (13, 1)], 0, 0);
    assert_eq!(BOTS[0].cube_action(&far), Some(BackgammonAction::Pass));
    assert_eq!(BOTS[1].cube_action(&far), Some(BackgammonAction::Take));
    assert!(game.validate(&far).is_ok());
}
