//! The backgammon player: `pubeval`'s choices, the race evaluator against the two-sided bear-off database, the search's plies against each other and against an exact table, Janowski's take points, the bot's legality over many games, its cube answers against the solved hypergammon cube, and the analysis's errors.

use proptest::prelude::*;
use racegame::backgammon::bearoff::{OneSided, TwoSided};
use racegame::backgammon::bot::cube::{Access, money_decision, take_point};
use racegame::backgammon::bot::met::{Away, Stage, mwc};
use racegame::backgammon::bot::{
    Bot, Evaluator, HeuristicEvaluator, Level, Probabilities, Pubeval, RaceEvaluator, Rollout,
    Search, is_contact,
};
use racegame::backgammon::solve::{Cube, CubeRules, CubefulBot, Solver};
use racegame::backgammon::{
    BLACK, BackgammonAction, BackgammonGame, BackgammonRules, BackgammonState, Phase, WHITE,
};
use racegame::play::{Policy, RandomPolicy};
use racegame::solve::{Objective, SolveOptions, Table};
use racegame::{Dice, RaceGame, Roll, ToAct};
use std::sync::OnceLock;

/// A small race evaluator: one-sided up to 6 checkers, two-sided up to 3.
fn race() -> &'static RaceEvaluator {
    static R: OnceLock<RaceEvaluator> = OnceLock::new();
    R.get_or_init(|| RaceEvaluator::build(6, 3).unwrap())
}

fn heuristic() -> HeuristicEvaluator {
    HeuristicEvaluator::new(race().clone())
}

/// `pubeval`'s play of `roll` for White at the opening position.
fn pubeval_opening(roll: Roll) -> String {
    let game = BackgammonGame::backgammon();
    let s = game.initial_state().with_turn(WHITE);
    let plays = game.plays_of_roll(&s, roll).unwrap();
    let thrown = game.apply(&s, BackgammonAction::Throw(roll)).unwrap().0;
    plays[Pubeval::pick(&thrown, &plays).unwrap()].to_string()
}

#[test]
fn pubeval_makes_the_points_every_book_makes() {
    assert_eq!(pubeval_opening(Roll::two(3, 1).unwrap()), "8/5 6/5");
    assert_eq!(pubeval_opening(Roll::two(4, 2).unwrap()), "8/4 6/4");
    assert_eq!(pubeval_opening(Roll::two(6, 1).unwrap()), "13/7 8/7");
}

#[test]
fn pubeval_hits_a_blot_in_its_home_board_and_bears_off_the_last_checkers() {
    let game = BackgammonGame::backgammon();
    // White: 5 on the 6-point, 5 on the 8-point, 5 on the 13-point;
    // Black's blot on White's 4-point (its 21) and 14 checkers home.
    let s = game.initial_state().with_side(WHITE, &[(6, 5), (8, 5), (13, 5)], 0, 0);
    let s = s.with_side(BLACK, &[(21, 1), (6, 7), (5, 7)], 0, 0).with_turn(WHITE);
    let roll = Roll::two(4, 2).unwrap();
    let plays = game.plays_of_roll(&s, roll).unwrap();
    let thrown = game.apply(&s, BackgammonAction::Throw(roll)).unwrap().0;
    let best = plays[Pubeval::pick(&thrown, &plays).unwrap()];
    assert_eq!(best.state().bar(BLACK), 1, "pubeval hits: {best}");
    // Two checkers left on the 1- and 2-points with 2-1: off, and won.
    let s = game.initial_state().with_side(WHITE, &[(2, 1), (1, 1)], 0, 13);
    let s = s.with_side(BLACK, &[(6, 15)], 0, 0).with_turn(WHITE);
    let roll = Roll::two(2, 1).unwrap();
    let plays = game.plays_of_roll(&s, roll).unwrap();
    let thrown = game.apply(&s, BackgammonAction::Throw(roll)).unwrap().0;
    let best = plays[Pubeval::pick(&thrown, &plays).unwrap()];
    assert_eq!(best.state().winner(), Some(WHITE));
}

/// Both sides bearing off: White with `white`, Black with `black` (counts
/// on points 1 to 6), White to throw, in a game of `n` checkers a side.
fn bearoff(game: &BackgammonGame, white: [u8; 6], black: [u8; 6], n: u8) -> BackgammonState {
    let side = |c: [u8; 6]| -> Vec<(u8, u8)> {
        (1..=6u8).filter(|&p| c[usize::from(p) - 1] > 0).map(|p| (p, c[usize::from(p) - 1])).collect()
    };
    let on = |c: [u8; 6]| c.iter().sum::<u8>();
    game.initial_state()
        .with_side(WHITE, &side(white), 0, n - on(white))
        .with_side(BLACK, &side(black), 0, n - on(black))
        .with_turn(WHITE)
}

/// Every home board of up to `max` checkers.
fn boards(max: u8) -> Vec<[u8; 6]> {
    let mut out = Vec::new();
    let mut c = [0u8; 6];
    fn rec(i: usize, left: u8, c: &mut [u8; 6], out: &mut Vec<[u8; 6]>) {
        if i == 6 {
            if c.iter().any(|&n| n > 0) {
                out.push(*c);
            }
            return;
        }
        for n in 0..=left {
            c[i] = n;
            rec(i + 1, left - n, c, out);
        }
        c[i] = 0;
    }
    rec(0, max, &mut c, &mut out);
    out
}

#[test]
fn the_race_evaluator_is_the_two_sided_database_where_it_covers_both_sides() {
    let game = BackgammonGame::backgammon();
    let two = TwoSided::build(6, 3).unwrap();
    let all = boards(3);
    for (i, w) in all.iter().enumerate().step_by(3) {
        for b in all.iter().skip(i % 5).step_by(4) {
            let s = bearoff(&game, *w, *b, 15);
            let p = race().race(&s).unwrap();
            let exact = two.win_probability_of(&s).unwrap();
            assert!((f64::from(p.win) - exact).abs() < 1e-6, "{w:?} {b:?}");
            assert_eq!((p.win_gammon, p.lose_gammon), (0.0, 0.0));
        }
    }
}

#[test]
fn the_one_sided_race_estimate_is_near_the_exact_two_sided_chance() {
    // Without a two-sided database, the chance comes from the two
    // one-sided distributions taken as independent.
    let game = BackgammonGame::backgammon();
    let one_only = RaceEvaluator::new(OneSided::build(6, 6).unwrap(), None);
    let two = TwoSided::build(6, 4).unwrap();
    let all = boards(4);
    let mut worst = 0.0f64;
    for (i, w) in all.iter().enumerate().step_by(7) {
        for b in all.iter().skip(i % 3).step_by(11) {
            let s = bearoff(&game, *w, *b, 15);
            let p = f64::from(one_only.race(&s).unwrap().win);
            worst = worst.max((p - two.win_probability_of(&s).unwrap()).abs());
        }
    }
    assert!(worst < 0.03, "worst {worst}");
}

#[test]
fn a_long_race_is_estimated_sensibly_and_contact_is_refused() {
    let game = BackgammonGame::backgammon();
    // White 20 pips ahead in a 100-pip race, to throw: a big favourite.
    let s = game.initial_state().with_side(WHITE, &[(12, 5), (6, 5), (4, 5)], 0, 0);
    let s = s.with_side(BLACK, &[(12, 5), (10, 5), (6, 5)], 0, 0).with_turn(WHITE);
    assert!(!is_contact(&s));
    let p = race().race(&s).unwrap();
    assert!(p.win > 0.85 && p.win < 0.995, "{p:?}");
    let even = s.with_side(WHITE, &[(12, 5), (10, 5), (6, 5)], 0, 0);
    let p = race().race(&even).unwrap();
    assert!(p.win > 0.55 && p.win < 0.75, "the side to roll leads: {p:?}");
    assert_eq!(race().race(&game.initial_state().with_turn(WHITE)), None);
}

#[test]
fn one_ply_is_the_mean_over_rolls_of_the_best_zero_ply_play() {
    let game = BackgammonGame::backgammon();
    let eval = heuristic();
    let search = Search::new(&eval);
    let s = game.initial_state().with_side(WHITE, &[(24, 2), (13, 5), (8, 3), (6, 5)], 0, 0);
    let s = s.with_turn(WHITE);
    let deep = search.position(&game, &s, 1);
    let mut sum = [0.0f64; 5];
    for a in 1..=6u8 {
        for b in 1..=6u8 {
            let plays = game.plays_of_roll(&s, Roll::two(a, b).unwrap()).unwrap();
            let best = plays
                .iter()
                .map(|p| search.after(&game, p.state(), WHITE, 0))
                .max_by(|x, y| x.equity().total_cmp(&y.equity()))
                .unwrap();
            let v = [best.win, best.win_gammon, best.win_backgammon, best.lose_gammon, best.lose_backgammon];
            sum.iter_mut().zip(v).for_each(|(s, x)| *s += f64::from(x) / 36.0);
        }
    }
    let got = [deep.win, deep.win_gammon, deep.win_backgammon, deep.lose_gammon, deep.lose_backgammon];
    for (g, want) in got.iter().zip(sum) {
        assert!((f64::from(*g) - want).abs() < 1e-5, "{got:?} vs {sum:?}");
    }
    assert_ne!(deep, search.position(&game, &s, 0));
}

/// The exact chance of winning of one checker a side of hypergammon, as
/// an evaluator.
struct Exact {
    table: Table,
}

impl Evaluator for Exact {
    fn evaluate(&self, game: &BackgammonGame, state: &BackgammonState) -> Probabilities {
        Probabilities { win: self.table.value(game, state).unwrap() as f32, ..Probabilities::default() }
    }
}

#[test]
fn looking_ahead_over_an_exact_evaluator_changes_nothing() {
    let game = BackgammonGame::new(BackgammonRules::hypergammon_with(1).unwrap()).unwrap();
    let options = SolveOptions::default().with_objective(Objective::WinProbability);
    let table = Solver::new(&game, &options).unwrap().cubeless(&options).unwrap();
    let exact = Exact { table };
    let search = Search::new(&exact);
    for (w, b) in [(24u8, 24u8), (20, 3), (8, 13), (1, 23), (13, 13)] {
        let s = game.initial_state().with_side(WHITE, &[(w, 1)], 0, 0);
        let s = s.with_side(BLACK, &[(b, 1)], 0, 0).with_turn(WHITE);
        let zero = search.position(&game, &s, 0).win;
        let one = search.position(&game, &s, 1).win;
        let two = search.position(&game, &s, 2).win;
        assert!((zero - one).abs() < 2e-4 && (zero - two).abs() < 2e-4, "{w} {b}: {zero} {one} {two}");
    }
}
