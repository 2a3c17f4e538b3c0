//! The Royal Game of Ur solved with one and two pieces a side: every position where a player throws, its value checked against the exact analysis of the perfect bot.

use racegame::analysis::{self, Options};
use racegame::solve::{self, SolveError, SolveKey, SolveOptions, Table};
use racegame::ur::{LIGHT, UrAction, UrGame, UrModel, UrPath, UrRules, UrState};
use racegame::{RaceGame, Seat};

fn finkel(pieces: u8) -> UrGame {
    let mut rules = UrRules::finkel();
    rules.pieces = pieces;
    UrGame::new(rules).unwrap()
}

/// Light's chance of winning by the exact analysis, each seat playing the
/// table's best move (`true`) or the first legal one (`false`).
fn analysed(game: &UrGame, table: &Table, bot: [bool; 2]) -> f64 {
    let mut model = UrModel::new(|g: &UrGame, s: &UrState, legal: &[UrAction]| {
        if bot[s.current().index()] {
            table.best_index(g, s, legal).unwrap()
        } else {
            0
        }
    });
    let odds = analysis::analyze(game, &mut model, &Options::default()).unwrap();
    odds.win[LIGHT.index()]
}

fn check(pieces: u8) -> (Table, f64) {
    let game = finkel(pieces);
    let table = solve::solve(&game, &SolveOptions::default()).unwrap();
    let optimal = table.value(&game, &game.initial_state()).unwrap();
    let both = analysed(&game, &table, [true, true]);
    assert!((optimal - both).abs() < 1e-8, "{optimal} vs {both}");
    let bot_first = analysed(&game, &table, [true, false]);
    let first_bot = analysed(&game, &table, [false, true]);
    assert!(first_bot <= optimal + 1e-8 && optimal <= bot_first + 1e-8);
    println!(
        "Ur Finkel, {pieces} piece(s): {} positions, {} sweeps, residual {:.1e}, \
         light wins {optimal:.6} (bot vs first legal {bot_first:.6}, first legal vs bot {first_bot:.6})",
        table.len(),
        table.stats().sweeps,
        table.stats().residual
    );
    (table, optimal)
}

/// One piece a side: each side's piece waits or stands on one of 14
/// squares (borne off, the game is over), and the two cannot share one of
/// the 8 shared squares: 15 * 15 - 8 = 217 positions, all reached.
#[test]
fn ur_one_piece_every_position_solved() {
    let (table, optimal) = check(1);
    assert_eq!(table.len(), 217);
    assert!(optimal > 0.5, "throwing first helps: {optimal}");
}

#[test]
fn ur_two_pieces_every_position_solved() {
    let (table, optimal) = check(2);
    assert!(table.len() > 217);
    assert!(optimal > 0.5 && optimal < 0.6, "{optimal}");
}

/// `seat`'s chance of winning in `s` by the table, an ended game counted
/// as it ended.
fn worth(game: &UrGame, table: &Table, s: &UrState, seat: Seat) -> f64 {
    match game.outcome(s) {
        Some(racegame::Outcome::Winner(w)) => f64::from(u8::from(w == seat)),
        Some(_) => 0.5,
        None => table.value_for(game, s, seat).unwrap(),
    }
}

/// Each stored value is what one throw ahead gives: the mean over the
/// throws, by their odds, of the best move's value for the thrower (a
/// throw without a move hands the dice over), the values after it read
/// from the table for either seat. Folding a position with its mirror
/// (either seat to throw) is what lets the table store half of them; a
/// fold that paired the wrong positions, or a value iteration stopped
/// short, breaks this.
#[test]
fn ur_each_solved_value_is_the_best_play_of_the_next_throw() {
    for pieces in [1, 2] {
        let game = finkel(pieces);
        let table = solve::solve(&game, &SolveOptions::default()).unwrap();
        let mut dice = racegame::Dice::seeded(7);
        let (mut s, mut checked) = (game.initial_state(), 0);
        while checked < 400 {
            if game.is_over(&s) {
                s = game.initial_state();
            }
            if let Some(chance) = game.chance(&s) {
                let seat = s.current();
                let mut ahead = 0.0;
                for &(throw, p) in chance.outcomes() {
                    let (after, _) = game.apply(&s, throw).unwrap();
                    let mut legal = Vec::new();
                    game.legal_actions(&after, &mut legal);
                    let best = match game.to_act(&after) {
                        racegame::ToAct::Player(_) => legal
                            .iter()
                            .map(|&m| worth(&game, &table, &game.apply(&after, m).unwrap().0, seat))
                            .fold(f64::NEG_INFINITY, f64::max),
                        _ => worth(&game, &table, &after, seat),
                    };
                    ahead += best * f64::from(p.numerator) / f64::from(p.denominator);
                }
                let stored = table.value_for(&game, &s, seat).unwrap();
                assert!(
                    (stored - ahead).abs() < 1e-6,
                    "{s:?}: {stored} against {ahead}"
                );
                checked += 1;
            }
            let action = match game.to_act(&s) {
                racegame::ToAct::Player(_) => {
                    let mut legal = Vec::new();
                    game.legal_actions(&s, &mut legal);
                    legal[dice.below(legal.len())]
                }
                _ => dice.throw_for(&game, &s).unwrap(),
            };
            s = game.apply(&s, action).unwrap().0;
        }
    }
}

#[test]
fn ur_table_of_other_rules_is_refused() {
    let game = finkel(1);
    let table = solve::solve(&game, &SolveOptions::default()).unwrap();
    let bytes = table.to_bytes();
    assert!(Table::from_bytes(&game, &bytes).is_ok());
    assert!(Table::from_bytes(&finkel(2), &bytes).is_err());
    let _ = game.is_over(&game.initial_state());
}

fn with_pieces(mut rules: UrRules, pieces: u8) -> UrGame {
    rules.pieces = pieces;
    UrGame::new(rules).unwrap()
}

/// The dense solve numbers every position instead of finding the reachable
/// ones (on Bell's path all are reachable; on Masters' some are not), and
/// each value the keyed solve found matches to within the `f32` tolerance.
#[test]
fn ur_dense_solve_agrees_with_the_keyed_solve_on_every_position() {
    for rules in racegame::ur::presets::PRESETS.iter().map(|p| p.rules()) {
        for pieces in 1..=3 {
            let game = with_pieces(rules, pieces);
            let keyed = solve::solve(&game, &SolveOptions::default()).unwrap();
            let dense = solve::solve_dense(&game, &SolveOptions::default()).unwrap();
            if rules.path == UrPath::Bell {
                assert_eq!(dense.len(), keyed.len(), "{rules:?}");
            }
            let mut compared = 0;
            for rank in 0..dense.len() as u64 {
                let key = game.key_of_rank(rank).unwrap();
                assert_eq!(game.rank_of_key(key), Some(rank));
                let b = dense.value_of_key(&game, key).unwrap();
                if let Some(a) = keyed.value_of_key(&game, key) {
                    assert!((a - b).abs() < 1e-5, "{pieces} {rank}: {a} vs {b}");
                    compared += 1;
                }
            }
            assert_eq!(compared, keyed.len(), "{rules:?}");
            let s = game.initial_state();
            let (a, b) = (
                keyed.value(&game, &s).unwrap(),
                dense.value(&game, &s).unwrap(),
            );
            assert!((a - b).abs() < 1e-5, "{a} vs {b}");
        }
    }
}

#[test]
fn ur_dense_solve_on_two_threads_agrees_with_one() {
    let game = finkel(3);
    let one = solve::solve_dense(&game, &SolveOptions::default()).unwrap();
    let two = solve::solve_dense(&game, &SolveOptions::default().with_threads(2)).unwrap();
    let s = game.initial_state();
    let (a, b) = (one.value(&game, &s).unwrap(), two.value(&game, &s).unwrap());
    assert!((a - b).abs() < 1e-5, "{a} vs {b}");
    assert!(one.stats().residual <= solve::DENSE_TOLERANCE_FLOOR);
}

#[test]
fn ur_dense_table_is_saved_read_back_and_refused_when_damaged() {
    let game = finkel(2);
    let table = solve::solve_dense(&game, &SolveOptions::default()).unwrap();
    let bytes = table.to_bytes();
    assert_eq!(bytes.len(), 56 + 4 * table.len() + 8);
    let again = Table::from_bytes(&game, &bytes).unwrap();
    let s = game.initial_state();
    assert_eq!(
        again.value(&game, &s).unwrap(),
        table.value(&game, &s).unwrap()
    );
    assert!(matches!(
        Table::from_bytes(&finkel(3), &bytes),
        Err(SolveError::WrongRules { .. })
    ));
    let mut damaged = bytes.clone();
    damaged[100] ^= 1;
    assert!(matches!(
        Table::from_bytes(&game, &damaged),
        Err(SolveError::Checksum { .. })
    ));
}

#[test]
fn ur_dense_solve_refuses_what_it_cannot_number_or_hold() {
    let mut rules = UrRules::finkel();
    rules.action_limit = Some(100);
    let limited = UrGame::new(rules).unwrap();
    assert_eq!(
        solve::solve_dense(&limited, &SolveOptions::default()).unwrap_err(),
        SolveError::NoNumbering
    );
    let game = finkel(3);
    let small = SolveOptions::default().with_max_memory(1_000);
    assert!(matches!(
        solve::solve_dense(&game, &small),
        Err(SolveError::TooMuchMemory { .. })
    ));
    let few = SolveOptions::default().with_max_states(10);
    assert!(matches!(
        solve::solve_dense(&game, &few),
        Err(SolveError::TooManyStates { .. })
    ));
    let no_graph = SolveOptions::default().with_graph_memory(100);
    assert!(matches!(
        solve::solve_dense(&game, &no_graph),
        Err(SolveError::TooMuchMemory { .. })
    ));
}
