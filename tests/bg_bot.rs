//! The backgammon player: `pubeval`'s choices, the race evaluator against the two-sided bear-off database, the search's plies against each other and against an exact table, Janowski's take points, the bot's legality over many games, its cube answers against the solved hypergammon cube, and the analysis's errors.

use proptest::prelude::*;
use racegame::backgammon::bearoff::{OneSided, TwoSided};
use racegame::backgammon::bot::cube::{Access, money_decision, take_point};
use racegame::backgammon::bot::met::{Away, Stage, mwc};
use racegame::backgammon::bot::{
    AnalysisError, Bot, Evaluator, HeuristicEvaluator, Level, Probabilities, Pubeval,
    RaceEvaluator, Rollout, Search, is_contact,
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
    let s = game
        .initial_state()
        .with_side(WHITE, &[(6, 5), (8, 5), (13, 5)], 0, 0);
    let s = s
        .with_side(BLACK, &[(21, 1), (6, 7), (5, 7)], 0, 0)
        .with_turn(WHITE);
    let roll = Roll::two(4, 2).unwrap();
    let plays = game.plays_of_roll(&s, roll).unwrap();
    let thrown = game.apply(&s, BackgammonAction::Throw(roll)).unwrap().0;
    let best = plays[Pubeval::pick(&thrown, &plays).unwrap()];
    assert_eq!(best.state().bar(BLACK), 1, "pubeval hits: {best}");
    // Two checkers left on the 1- and 2-points with 2-1: off, and won.
    let s = game
        .initial_state()
        .with_side(WHITE, &[(2, 1), (1, 1)], 0, 13);
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
        (1..=6u8)
            .filter(|&p| c[usize::from(p) - 1] > 0)
            .map(|p| (p, c[usize::from(p) - 1]))
            .collect()
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
    let s = game
        .initial_state()
        .with_side(WHITE, &[(12, 5), (6, 5), (4, 5)], 0, 0);
    let s = s
        .with_side(BLACK, &[(12, 5), (10, 5), (6, 5)], 0, 0)
        .with_turn(WHITE);
    assert!(!is_contact(&s));
    let p = race().race(&s).unwrap();
    assert!(p.win > 0.85 && p.win < 0.995, "{p:?}");
    let even = s.with_side(WHITE, &[(12, 5), (10, 5), (6, 5)], 0, 0);
    let p = race().race(&even).unwrap();
    assert!(
        p.win > 0.55 && p.win < 0.75,
        "the side to roll leads: {p:?}"
    );
    assert_eq!(race().race(&game.initial_state().with_turn(WHITE)), None);
}

#[test]
fn one_ply_is_the_mean_over_rolls_of_the_best_zero_ply_play() {
    let game = BackgammonGame::backgammon();
    let eval = heuristic();
    let search = Search::new(&eval);
    let s = game
        .initial_state()
        .with_side(WHITE, &[(24, 2), (13, 5), (8, 3), (6, 5)], 0, 0);
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
            let v = [
                best.win,
                best.win_gammon,
                best.win_backgammon,
                best.lose_gammon,
                best.lose_backgammon,
            ];
            sum.iter_mut()
                .zip(v)
                .for_each(|(s, x)| *s += f64::from(x) / 36.0);
        }
    }
    let got = [
        deep.win,
        deep.win_gammon,
        deep.win_backgammon,
        deep.lose_gammon,
        deep.lose_backgammon,
    ];
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
        Probabilities {
            win: self.table.value(game, state).unwrap() as f32,
            ..Probabilities::default()
        }
    }
}

#[test]
fn looking_ahead_over_an_exact_evaluator_changes_nothing() {
    let game = BackgammonGame::new(BackgammonRules::hypergammon_with(1).unwrap()).unwrap();
    let options = SolveOptions::default().with_objective(Objective::WinProbability);
    let table = Solver::new(&game, &options)
        .unwrap()
        .cubeless(&options)
        .unwrap();
    let exact = Exact { table };
    let search = Search::new(&exact);
    for (w, b) in [(24u8, 24u8), (20, 3), (8, 13), (1, 23), (13, 13)] {
        let s = game.initial_state().with_side(WHITE, &[(w, 1)], 0, 0);
        let s = s.with_side(BLACK, &[(b, 1)], 0, 0).with_turn(WHITE);
        let zero = search.position(&game, &s, 0).win;
        let one = search.position(&game, &s, 1).win;
        let two = search.position(&game, &s, 2).win;
        assert!(
            (zero - one).abs() < 2e-4 && (zero - two).abs() < 2e-4,
            "{w} {b}: {zero} {one} {two}"
        );
    }
}

/// Chances `p` of winning, no gammons.
fn plain(p: f32) -> Probabilities {
    Probabilities {
        win: p,
        ..Probabilities::default()
    }
}

/// The least chance of winning with which the side doubled takes, found
/// from the decisions by bisection, for the doubler's opponent.
fn decided_take_point(x: f32) -> f32 {
    let (mut lo, mut hi) = (0.0f32, 0.5f32);
    for _ in 0..40 {
        let mid = (lo + hi) / 2.0;
        // The doubler has 1 - mid.
        let d = money_decision(plain(1.0 - mid), Access::Centred, x, CubeRules::money());
        if d.take { hi = mid } else { lo = mid }
    }
    hi
}

#[test]
fn janowski_take_points_are_the_published_ones() {
    // Janowski (1993): (L - 1/2) / (W + L + x/2); without gammons 25%
    // with a dead cube, 20% with a fully live one, 21.4% at x = 2/3.
    assert!((take_point(1.0, 1.0, 0.0) - 0.25).abs() < 1e-6);
    assert!((take_point(1.0, 1.0, 1.0) - 0.20).abs() < 1e-6);
    assert!((take_point(1.0, 1.0, 2.0 / 3.0) - 0.2143).abs() < 1e-4);
    for x in [0.0, 0.5, 2.0 / 3.0, 1.0] {
        let found = decided_take_point(x);
        assert!(
            (found - take_point(1.0, 1.0, x)).abs() < 1e-4,
            "x {x}: {found}"
        );
    }
    // Gammons for the taker's opponent raise the take point: W = 1, L =
    // 1.5 gives (1.5 - 0.5) / (2.5 + x/2).
    assert!((take_point(1.0, 1.5, 0.0) - 0.4).abs() < 1e-6);
}

#[test]
fn money_cube_decisions_follow_the_chances() {
    let rules = CubeRules::money().with_beavers(true);
    let x = 0.68;
    let even = money_decision(plain(0.5), Access::Centred, x, rules);
    assert!(!even.double && even.take && even.beaver);
    let strong = money_decision(plain(0.72), Access::Centred, x, rules);
    assert!(strong.double && strong.take && !strong.beaver, "{strong:?}");
    let out = money_decision(plain(0.9), Access::Centred, x, rules);
    assert!(out.double && !out.take, "{out:?}");
    // Too good: a big gammon rate makes playing on worth more than +1.
    let gammonish = Probabilities {
        win: 0.9,
        win_gammon: 0.6,
        ..Probabilities::default()
    };
    let too_good = money_decision(gammonish, Access::Centred, x, rules);
    assert!(
        !too_good.double && !too_good.take && too_good.no_double > 1.0,
        "{too_good:?}"
    );
    // The Jacoby rule: a centred cube counts no gammon, so double it out.
    let jacoby = money_decision(gammonish, Access::Centred, x, rules.with_jacoby(true));
    assert!(jacoby.double && !jacoby.take, "{jacoby:?}");
    // The side whose opponent owns the cube never doubles.
    assert!(!money_decision(plain(0.8), Access::Theirs, x, rules).double);
}

#[test]
fn the_match_equity_table_reads_as_published() {
    // Kazaross-XG2: 2-away against 4-away, and the Crawford game at
    // 1-away against 2-away.
    assert!((mwc(2, 4, false) - 0.66870).abs() < 1e-6);
    assert!((mwc(1, 2, false) - 0.67736).abs() < 1e-6);
    // Post-Crawford: the trailer 2-away against a side 1-away.
    assert!((mwc(2, 1, true) - 0.48803).abs() < 1e-6);
    assert!((mwc(1, 2, true) - (1.0 - 0.48803)).abs() < 1e-6);
    assert_eq!((mwc(0, 3, false), mwc(3, 0, false)), (1.0, 0.0));
    // A long match is nearly money: the dead-cube take point near 25%.
    let long = Away {
        me: 25,
        them: 25,
        stage: Stage::PreCrawford,
    };
    let tp = long.take_point(1).unwrap();
    assert!((tp - 0.25).abs() < 0.02, "{tp}");
    // The leader 1-away doubled post-Crawford by a trailer 2-away: a pass
    // gives double match point (one half), a take plays for the match.
    let leader = Away {
        me: 1,
        them: 2,
        stage: Stage::PostCrawford,
    };
    assert!((leader.take_point(1).unwrap() - 0.5).abs() < 1e-6);
    assert_eq!(
        Away {
            stage: Stage::Crawford,
            ..leader
        }
        .take_point(1),
        None
    );
    // At 4-away each a gammon counts, at 1-away against 2-away after the
    // Crawford game a gammon won is worth no more than a single game.
    assert!(
        Away {
            me: 4,
            them: 4,
            stage: Stage::PreCrawford
        }
        .gammon_price(1)
            > 0.3
    );
    assert_eq!(
        Away {
            me: 1,
            them: 2,
            stage: Stage::PostCrawford
        }
        .gammon_price(1),
        0.0
    );
}

/// Plays a game of `game` with `policies` (White first) and the dice of
/// `seed`, checking every action chosen is legal; returns the final state.
fn checked_game(
    game: &BackgammonGame,
    policies: &mut [&mut dyn Policy<BackgammonGame>; 2],
    seed: u64,
) -> BackgammonState {
    let mut dice = Dice::seeded(seed);
    let mut choices = Dice::seeded(seed + 1);
    let mut state = game.initial_state();
    let mut legal = Vec::new();
    for _ in 0..5000 {
        let action = match game.to_act(&state) {
            ToAct::Nobody => return state,
            ToAct::Chance(_) => dice.throw_for(game, &state).unwrap(),
            ToAct::Player(seat) => {
                game.legal_actions(&state, &mut legal);
                let i = policies[seat.index()].choose(game, &state, &legal, choices.rng_mut());
                assert!(i < legal.len(), "index {i} of {} in {state:?}", legal.len());
                legal[i]
            }
        };
        state = game.apply(&state, action).unwrap().0;
    }
    panic!("the game did not end");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(6))]

    #[test]
    fn the_bot_only_plays_legal_actions_and_finishes_money_games(seed in any::<u64>()) {
        let game = BackgammonGame::backgammon_money();
        let eval = heuristic();
        let mut beginner = Bot::new(&eval, Level::Beginner);
        let mut intermediate = Bot::new(&eval, Level::Intermediate);
        let end = checked_game(&game, &mut [&mut beginner, &mut intermediate], seed);
        prop_assert!(game.is_over(&end));
        let mut random = RandomPolicy;
        let end = checked_game(&game, &mut [&mut random, &mut intermediate], seed ^ 7);
        prop_assert!(game.is_over(&end));
    }
}

#[test]
fn the_expert_and_master_bots_play_legal_games_of_hypergammon_and_matches() {
    let eval = heuristic();
    let hyper = BackgammonGame::new(
        BackgammonRules::hypergammon_with(3)
            .unwrap()
            .with_cube(CubeRules::money()),
    )
    .unwrap();
    let mut expert = Bot::new(&eval, Level::Expert);
    let mut master = Bot::new(&eval, Level::Master);
    for seed in 0..2 {
        assert!(hyper.is_over(&checked_game(&hyper, &mut [&mut expert, &mut master], seed)));
    }
    let rules = BackgammonRules::backgammon().with_match(3);
    let matched = BackgammonGame::new(rules).unwrap();
    let mut a = Bot::new(&eval, Level::Intermediate);
    let mut b = Bot::new(&eval, Level::Beginner);
    let end = checked_game(&matched, &mut [&mut a, &mut b], 11);
    assert!(end.score().iter().any(|&s| s >= 3), "{:?}", end.score());
}

/// One checker a side of hypergammon, exactly: the chance of winning and
/// the money equity from two cubeless solves. Every win is a gammon (the
/// loser has none off); the backgammons are what the equity has beyond
/// that (an approximation where the two solves play differently).
struct ExactOneChecker {
    wins: Table,
    points: Table,
}

impl Evaluator for ExactOneChecker {
    fn evaluate(&self, game: &BackgammonGame, state: &BackgammonState) -> Probabilities {
        let base = BackgammonGame::new(BackgammonRules::hypergammon_with(1).unwrap()).unwrap();
        let s = state.with_cube(0, None).with_turn(state.turn());
        let _ = game;
        let p = self.wins.value(&base, &s).unwrap() as f32;
        let e = self.points.value(&base, &s).unwrap() as f32;
        let extra = e - (4.0 * p - 2.0);
        Probabilities {
            win: p,
            win_gammon: p,
            win_backgammon: extra.max(0.0).min(p),
            lose_gammon: 1.0 - p,
            lose_backgammon: (-extra).max(0.0).min(1.0 - p),
        }
    }
}

#[test]
fn cube_answers_match_the_solved_hypergammon_cube_on_clear_races() {
    let rules = BackgammonRules::hypergammon_with(1).unwrap();
    let money = SolveOptions::default().with_objective(Objective::ExpectedPayoff);
    let table = Solver::new(&BackgammonGame::new(rules).unwrap(), &money)
        .unwrap()
        .cubeful(CubeRules::money(), &money)
        .unwrap();
    let base = BackgammonGame::new(rules).unwrap();
    let game = BackgammonGame::new(rules.with_cube(CubeRules::money())).unwrap();
    let solved = CubefulBot::new(&table);
    let eval = ExactOneChecker {
        wins: Solver::new(&base, &SolveOptions::default())
            .unwrap()
            .cubeless(&SolveOptions::default())
            .unwrap(),
        points: Solver::new(&base, &money)
            .unwrap()
            .cubeless(&money)
            .unwrap(),
    };
    let bot = Bot::new(&eval, Level::Intermediate);
    let (mut clear, mut agree) = (0, 0);
    for w in 1..=18u8 {
        for b in 1..=(24 - w) {
            let s = game.initial_state().with_side(WHITE, &[(w, 1)], 0, 0);
            let s = s.with_side(BLACK, &[(b, 1)], 0, 0);
            for doubled in [false, true] {
                let s = s.with_cube_decision(WHITE, doubled);
                let a = bot.analyze_cube(&game, &s).unwrap();
                let margin = if doubled {
                    (a.double_take - a.double_pass).abs()
                } else {
                    (a.double_take.min(a.double_pass) - a.no_double).abs()
                };
                // Clear: both the bot and the exact table see a margin.
                let exact = table
                    .decision(&base, &s.with_turn(WHITE), Cube::Centred)
                    .unwrap();
                let dt = exact.double_take.unwrap() as f32;
                let exact_margin = if doubled {
                    (dt - exact.double_pass as f32).abs()
                } else {
                    (dt.min(exact.double_pass as f32) - exact.no_double as f32).abs()
                };
                if margin < 0.15 || exact_margin < 0.15 {
                    continue;
                }
                clear += 1;
                let mine = if doubled {
                    if a.take {
                        BackgammonAction::Take
                    } else {
                        BackgammonAction::Pass
                    }
                } else if a.double {
                    BackgammonAction::Double
                } else {
                    BackgammonAction::Roll
                };
                let theirs = solved.choice(&game, &s).unwrap();
                if mine == theirs {
                    agree += 1;
                } else {
                    // Janowski's fixed efficiency overvalues a live cube in
                    // the shortest races, where the next roll or two decide
                    // and the cube is nearly dead.
                    assert!(
                        w <= 8 && b <= 8,
                        "{w} {b} doubled {doubled}: {mine:?} vs {theirs:?} {a:?}"
                    );
                }
            }
        }
    }
    assert!(
        clear > 400 && agree * 100 >= clear * 99,
        "{agree} of {clear} clear decisions agree"
    );
}

#[test]
fn the_analysis_ranks_every_play_and_the_best_costs_nothing() {
    let game = BackgammonGame::backgammon();
    let eval = heuristic();
    let bot = Bot::new(&eval, Level::Expert);
    let s = game.initial_state().with_turn(WHITE);
    let thrown = game
        .apply(&s, BackgammonAction::Throw(Roll::two(6, 4).unwrap()))
        .unwrap()
        .0;
    let ranked = bot.analyze_plays(&game, &thrown).unwrap();
    assert_eq!(ranked.len(), game.plays(&thrown).len());
    assert_eq!(ranked[0].error, 0.0);
    assert_eq!(bot.play_error(&game, &thrown, &ranked[0].play), Ok(0.0));
    for pair in ranked.windows(2) {
        assert!(pair[0].error <= pair[1].error);
    }
    let last = ranked.last().unwrap();
    assert!(last.error > 0.0);
    assert_eq!(bot.play_error(&game, &thrown, &last.play), Ok(last.error));
    assert!((last.error - (ranked[0].equity - last.equity)).abs() < 1e-6);
    // Every play is valued at the bot's ply.
    assert!(ranked.iter().all(|r| r.ply == 1));
    // A play of another roll, and a state awaiting a throw, are refused.
    let other = game
        .apply(&s, BackgammonAction::Throw(Roll::two(3, 1).unwrap()))
        .unwrap()
        .0;
    let foreign = game.plays(&other)[0];
    assert_eq!(
        bot.play_error(&game, &thrown, &foreign),
        Err(AnalysisError::UnknownPlay)
    );
    assert_eq!(
        bot.analyze_plays(&game, &s).unwrap_err(),
        AnalysisError::NoMoveAwaited
    );
}

#[test]
fn the_cube_analysis_prices_every_action_and_the_right_ones_cost_nothing() {
    let game = BackgammonGame::backgammon_money();
    let eval = heuristic();
    let bot = Bot::new(&eval, Level::Intermediate);
    // White far ahead in a race, Black with some off (no gammon): double,
    // and pass.
    let s = game
        .initial_state()
        .with_side(WHITE, &[(3, 5), (2, 5), (1, 5)], 0, 0);
    let s = s.with_side(BLACK, &[(9, 5), (8, 5)], 0, 5);
    let a = bot
        .analyze_cube(&game, &s.with_cube_decision(WHITE, false))
        .unwrap();
    assert!(a.double && !a.take, "{a:?}");
    assert_eq!(a.error(BackgammonAction::Double), Ok(0.0));
    assert!(a.error(BackgammonAction::Roll).unwrap() > 0.0);
    assert_eq!(a.error(BackgammonAction::Pass), Ok(0.0));
    assert!(a.error(BackgammonAction::Take).unwrap() > 0.0);
    assert!(a.error(BackgammonAction::Beaver).unwrap() > 0.0);
    assert_eq!(
        a.error(BackgammonAction::Throw(Roll::two(1, 1).unwrap())),
        Err(AnalysisError::NotACubeAction)
    );
    // The bot as a policy answers the same.
    let mut player = Bot::new(&eval, Level::Intermediate);
    let doubled = s.with_cube_decision(WHITE, true);
    let mut legal = Vec::new();
    game.legal_actions(&doubled, &mut legal);
    let i = player.choose(&game, &doubled, &legal, Dice::seeded(1).rng_mut());
    assert_eq!(legal[i], BackgammonAction::Pass);
    let opening = game.initial_state().with_cube_decision(WHITE, false);
    let a = bot.analyze_cube(&game, &opening).unwrap();
    assert!(!a.double && a.take, "{a:?}");
    assert_eq!(
        bot.analyze_cube(&game, &game.initial_state()).unwrap_err(),
        AnalysisError::NoCubeDecision
    );
    let _ = Phase::Doubled;
}

#[test]
fn rollouts_are_seeded_and_the_same_on_any_number_of_threads() {
    let game = BackgammonGame::backgammon();
    let eval = heuristic();
    let s = game
        .initial_state()
        .with_side(WHITE, &[(8, 5), (6, 5), (4, 5)], 0, 0);
    let s = s
        .with_side(BLACK, &[(9, 5), (6, 5), (3, 5)], 0, 0)
        .with_turn(WHITE);
    let one = Rollout {
        trials: 72,
        turns: 4,
        seed: 5,
        threads: 1,
    }
    .run(&game, &eval, &s);
    let two = Rollout {
        trials: 72,
        turns: 4,
        seed: 5,
        threads: 2,
    }
    .run(&game, &eval, &s);
    assert_eq!(one, two);
    let other = Rollout {
        trials: 72,
        turns: 4,
        seed: 6,
        threads: 2,
    }
    .run(&game, &eval, &s);
    assert_ne!(one, other);
    assert_eq!(one.trials, 72);
    assert!(one.std_error > 0.0 && one.std_error < 0.2, "{one:?}");
    // Near the race evaluator's own value.
    let direct = eval.evaluate(&game, &s).equity();
    assert!(
        (one.equity - direct).abs() < 3.0 * one.std_error + 0.1,
        "{one:?} vs {direct}"
    );
}

#[test]
fn the_players_evaluator_reads_the_network_in_contact_and_the_databases_in_races() {
    use racegame::backgammon::bot::{NetEvaluator, PlayerEvaluator};
    let game = BackgammonGame::backgammon();
    let net = NetEvaluator::shipped().unwrap();
    let player = PlayerEvaluator::new(net.clone(), race().clone());
    // Contact: the opening position, White to throw.
    let opening = game.initial_state().with_turn(WHITE);
    assert!(is_contact(&opening));
    assert_eq!(
        player.evaluate(&game, &opening),
        net.evaluate(&game, &opening)
    );
    // A race the small databases cover exactly: White 2 checkers on its
    // 1-point against Black's 3 on its 6-point, White to throw.
    let s = bearoff(&game, [2, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 3], 3).with_turn(WHITE);
    assert!(!is_contact(&s));
    let exact = race().race(&s).unwrap();
    assert_eq!(player.evaluate(&game, &s), exact);
    assert_eq!(exact.win, 1.0, "two on the 1-point come off in one throw");
    assert_ne!(net.evaluate(&game, &s), exact, "the network alone guesses");
}

#[test]
fn the_bot_names_the_double_that_bears_off_its_last_checkers() {
    let game = BackgammonGame::acey_deucey();
    // White's last four checkers on its 6-point after its 1-2: only a
    // named 6-6 bears them all off and wins at once.
    let s: BackgammonState = "bg W:o11,6x4 B:s15 t=W p=name;".parse().unwrap();
    game.validate(&s).unwrap();
    assert_eq!(s.phase(), Phase::NamingDoubles);
    let mut legal = Vec::new();
    game.legal_actions(&s, &mut legal);
    let eval = heuristic();
    for level in [Level::Beginner, Level::Intermediate] {
        let mut bot = Bot::new(&eval, level);
        for seed in 0..4 {
            let i = bot.choose(&game, &s, &legal, Dice::seeded(seed).rng_mut());
            assert_eq!(legal[i], BackgammonAction::NameDoubles(6), "{level:?}");
        }
    }
    // Entering: White's last two checkers wait to come in behind Black's
    // 1- to 5-points (White's 24- to 20-points): only a named 6-6 enters
    // them (and moves them on); any other double cannot move at all.
    let s: BackgammonState = "bg W:s2,1x13 B:s5,5x2,4x2,3x2,2x2,1x2 t=W p=name;"
        .parse()
        .unwrap();
    game.validate(&s).unwrap();
    game.legal_actions(&s, &mut legal);
    for level in [Level::Beginner, Level::Intermediate] {
        let mut bot = Bot::new(&eval, level);
        let i = bot.choose(&game, &s, &legal, Dice::seeded(1).rng_mut());
        assert_eq!(legal[i], BackgammonAction::NameDoubles(6), "{level:?}");
    }
}

#[test]
fn the_bot_finishes_random_acey_deucey_games() {
    let game = BackgammonGame::acey_deucey();
    let eval = heuristic();
    let mut beginner = Bot::new(&eval, Level::Beginner);
    let mut intermediate = Bot::new(&eval, Level::Intermediate);
    let mut random = RandomPolicy;
    for seed in 0..3 {
        let end = checked_game(&game, &mut [&mut beginner, &mut intermediate], seed);
        assert!(game.is_over(&end));
        let end = checked_game(&game, &mut [&mut random, &mut beginner], seed ^ 9);
        assert!(game.is_over(&end));
    }
}
