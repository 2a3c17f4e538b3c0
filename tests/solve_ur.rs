//! The Royal Game of Ur solved with one and two pieces a side: every position where a player throws, its value checked against the exact analysis of the perfect bot.

use racegame::analysis::{self, Options};
use racegame::solve::{self, SolveOptions, Table};
use racegame::ur::{DARK, LIGHT, UrAction, UrGame, UrModel, UrRules, UrState};
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

#[test]
fn ur_positions_seen_from_either_seat_share_a_value() {
    let game = finkel(2);
    let table = solve::solve(&game, &SolveOptions::default()).unwrap();
    let dark_first = game.clone().with_first(DARK).unwrap();
    let a = table.value(&game, &game.initial_state()).unwrap();
    let b = table
        .value(&dark_first, &dark_first.initial_state())
        .unwrap();
    assert_eq!(a, b);
    let s = game.initial_state();
    let light = table.value_for(&game, &s, LIGHT).unwrap();
    let dark = table.value_for(&game, &s, Seat(1)).unwrap();
    assert!((light + dark - 1.0).abs() < 1e-12);
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
