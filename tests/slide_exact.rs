//! Exact figures of small card races: the odds under a fixed policy (the analysis over positions that keep the draw pile) checked against seeded games, and a small race solved and verified.

use racegame::analysis::{self, Options};
use racegame::slide::{
    Card, SlideAction, SlideGame, SlideModel, SlideRules, SlideSpan, SlideState,
};
use racegame::solve::{self, SolveKey, SolveOptions};
use racegame::{Dice, Outcome, RaceGame, Seat, ToAct};

/// A track of 16 squares with one slide a side, a safety zone of 1, one
/// pawn each, and a deck of six cards: two 1s, a 2, a 4, an 11, a Sorry!.
fn small() -> SlideGame {
    let mut rules = SlideRules::classic();
    rules.side = 4;
    rules.start_at = 1;
    rules.turn_at = 0;
    rules.safety = 1;
    rules.pawns = 1;
    rules.slides = [SlideSpan { at: 2, len: 2 }, SlideSpan { at: 0, len: 0 }];
    rules.deck = [2, 1, 0, 1, 0, 0, 0, 0, 1, 0, 1];
    SlideGame::new(rules, 2).unwrap()
}

/// Always the last legal choice.
fn last(_: &SlideGame, _: &racegame::slide::SlideState, legal: &[SlideAction]) -> usize {
    legal.len() - 1
}

/// Plays a seeded random game of `game` from `start`, checking at every
/// draw that the position's key gives back a position of the same key,
/// and calling `also` with the position and the one its key gives back.
fn walk_checking_keys(
    game: &SlideGame,
    start: SlideState,
    seed: u64,
    mut also: impl FnMut(&SlideState, &SlideState),
) {
    let mut dice = Dice::seeded(seed);
    let mut s = start;
    let mut legal = Vec::new();
    while !game.is_over(&s) {
        let a = match game.to_act(&s) {
            ToAct::Player(_) => {
                game.legal_actions(&s, &mut legal);
                legal[dice.below(legal.len())]
            }
            _ => {
                let key = game.solve_key(&s).unwrap();
                let back = game.state_of_key(key).unwrap();
                assert_eq!(game.solve_key(&back), Some(key));
                also(&s, &back);
                dice.throw_for(game, &s).unwrap()
            }
        };
        s = game.apply(&s, a).unwrap().0;
    }
}

#[test]
fn exact_odds_of_a_small_race_agree_with_seeded_games() {
    let game = small();
    let odds = analysis::analyze(&game, &mut SlideModel::new(last), &Options::default()).unwrap();
    let total: f64 = odds.win.iter().sum();
    assert!((total - 1.0).abs() < 1e-9, "{odds:?}");
    eprintln!(
        "small race, last choice: {} positions, seat 0 wins {:.6}, mean length {:.3} draws",
        odds.states, odds.win[0], odds.mean_length
    );
    let games = 20_000u64;
    let (mut wins, mut length) = (0u64, 0u64);
    let mut legal = Vec::new();
    for seed in 0..games {
        let mut dice = Dice::seeded(seed);
        let mut s = game.initial_state();
        while !game.is_over(&s) {
            let a = match game.to_act(&s) {
                ToAct::Player(_) => {
                    game.legal_actions(&s, &mut legal);
                    legal[last(&game, &s, &legal)]
                }
                _ => dice.throw_for(&game, &s).unwrap(),
            };
            length += u64::from(game.is_throw(&a));
            s = game.apply(&s, a).unwrap().0;
        }
        wins += u64::from(game.outcome(&s) == Some(Outcome::Winner(Seat(0))));
    }
    let p = wins as f64 / games as f64;
    let se = (odds.win[0] * (1.0 - odds.win[0]) / games as f64).sqrt();
    assert!(
        (p - odds.win[0]).abs() < 4.0 * se,
        "seeded {p}, exact {}",
        odds.win[0]
    );
    let mean = length as f64 / games as f64;
    assert!(
        (mean - odds.mean_length).abs() < 0.05 * odds.mean_length,
        "{mean} vs {}",
        odds.mean_length
    );
}

#[test]
fn the_pile_is_part_of_the_position() {
    // Two positions alike but for the pile: their exact odds differ, so a
    // key that forgot the pile would be wrong.
    let game = small();
    let start = game.initial_state();
    // Seat 0 draws the 4, or the 11: either is lost with no pawn out, and
    // seat 1 draws next, from piles that differ.
    let (after_four, _) = game.apply(&start, SlideAction::Draw(Card::Four)).unwrap();
    let (after_eleven, _) = game.apply(&start, SlideAction::Draw(Card::Eleven)).unwrap();
    assert_eq!(after_four.pawns, after_eleven.pawns);
    let table = solve::solve(&game, &SolveOptions::default()).unwrap();
    let a = table.value(&game, &after_four).unwrap();
    let b = table.value(&game, &after_eleven).unwrap();
    eprintln!("seat 1 to draw after a lost 4: {a:.6}; after a lost 11: {b:.6}");
    assert!((a - b).abs() > 1e-6, "{a} {b}");
    assert_ne!(game.solve_key(&after_four), game.solve_key(&after_eleven));
}

#[test]
fn a_small_race_is_solved_and_verified() {
    let game = small();
    let table = solve::solve(&game, &SolveOptions::default()).unwrap();
    table.verify(&game, 1e-9).unwrap();
    let v = table.value(&game, &game.initial_state()).unwrap();
    eprintln!(
        "small race solved: {} positions, the first to draw wins {v:.6} with best play",
        table.len()
    );
    // Best play does at least as well as the last choice against it... and
    // the table holds every position with its key.
    assert!(v > 0.0 && v < 1.0);
    // Every position a random game draws in has a key that gives back a
    // position of the same key and value.
    walk_checking_keys(&game, game.initial_state(), 5, |s, back| {
        assert_eq!(
            table.value(&game, back).unwrap(),
            table.value(&game, s).unwrap()
        );
    });
    // The published game is too big to key.
    let classic = SlideGame::classic(2).unwrap();
    assert_eq!(classic.solve_key(&classic.initial_state()), None);
}

/// A small partner race: four seats, one pawn each, seats 0 and 2 against
/// 1 and 3, each player moving its own pawn or its partner's, the side
/// winning with both pawns Home. A short road (the start circle on a
/// side's first square, the turn on its second, a safety zone of 1), one
/// slide a side, and a deck of four: two 1s, a 2, a Sorry!.
fn small_partners() -> SlideGame {
    let mut rules = *small().rules();
    rules.start_at = 0;
    rules.turn_at = 1;
    rules.deck = [2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1];
    rules.partners = true;
    rules.seven_parts = 7;
    SlideGame::new(rules, 4).unwrap()
}

#[test]
fn exact_odds_of_a_small_partner_race_count_wins_by_side() {
    use racegame::simulate::{Simulation, simulate};
    use racegame::{Team, encode::Encode};
    let game = small_partners();
    let teams = game.teams();
    let odds = analysis::analyze(&game, &mut SlideModel::new(last), &Options::default()).unwrap();
    let [p0, p1] = [Team(0), Team(1)].map(|t| odds.team_win_probability(&teams, t));
    eprintln!(
        "small partner race, last choice: {} positions, side 0 wins {p0:.6}, side 1 {p1:.6}",
        odds.states
    );
    assert!((p0 + p1 - 1.0).abs() < 1e-9, "{odds:?}");
    // Partners share the side's result: each one's expected payoff is the
    // side's chance, though only one of them makes the winning move.
    for seat in 0..4u8 {
        let side = if seat % 2 == 0 { p0 } else { p1 };
        assert!((odds.expected_payoff(Seat(seat)) - side).abs() < 1e-9);
        assert!(odds.win_probability(Seat(seat)) < side);
    }
    // Seeded games with the same policy agree, counted by side.
    let games = 40_000u64;
    let run = Simulation::new(games, 11).with_threads(1);
    let policy = |_: &SlideGame,
                  _: &_,
                  legal: &[SlideAction],
                  _: &mut dyn racegame::rand_core::Rng| { legal.len() - 1 };
    let summary = simulate(&game, &policy, &run);
    for (team, exact) in [(Team(0), p0), (Team(1), p1)] {
        let rate = summary.team_win_rate(&teams, team);
        let se = (exact * (1.0 - exact) / games as f64).sqrt();
        eprintln!("{team}: exact {exact:.6}, sampled {rate:.6} ± {se:.6}");
        assert!((rate - exact).abs() <= 4.0 * se, "{team}");
    }
    // The encoding gives a side's pawns apart: the partner's block.
    assert_eq!(game.num_actions(), 47 * 2 + 1);
}

#[test]
fn a_small_partner_race_is_solved_with_the_sides_as_two_players() {
    let game = small_partners();
    let table = solve::solve(&game, &SolveOptions::default()).unwrap();
    table.verify(&game, 1e-9).unwrap();
    let start = game.initial_state();
    let v0 = table.value_for(&game, &start, Seat(0)).unwrap();
    let v2 = table.value_for(&game, &start, Seat(2)).unwrap();
    let v1 = table.value_for(&game, &start, Seat(1)).unwrap();
    eprintln!(
        "small partner race solved: {} positions, side 0 (first to draw) wins {v0:.6} with best play",
        table.len()
    );
    assert!((v0 - v2).abs() < 1e-12, "partners share the value");
    assert!((v0 + v1 - 1.0).abs() < 1e-9);
    // Best play does at least as well for side 0 as the fixed policy when
    // side 1 plays best too... and every key round-trips.
    walk_checking_keys(&game, start, 9, |_, _| {});
    // Four players alone are not two sides: no key.
    let mut alone = *game.rules();
    alone.partners = false;
    let alone = SlideGame::new(alone, 4).unwrap();
    assert_eq!(alone.solve_key(&alone.initial_state()), None);
}
