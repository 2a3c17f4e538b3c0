//! Solved tables from outside: refused for another game, checked against the game's equations, asked only about positions the game accepts; and the refusals say what they mean.

use racegame::RaceGame;
use racegame::solve::{self, SolveOptions, Table};
use racegame::ur::{UrGame, UrRules};

fn finkel(pieces: u8) -> UrGame {
    let mut rules = UrRules::finkel();
    rules.pieces = pieces;
    UrGame::new(rules).unwrap()
}

// ---- What the refusals say ---------------------------------------------------

#[test]
fn a_table_of_the_wrong_length_is_refused_with_the_lengths_in_numbers() {
    let game = finkel(1);
    let bytes = solve::solve(&game, &SolveOptions::default())
        .unwrap()
        .to_bytes();
    let mut longer = bytes.clone();
    longer.push(0);
    let err = Table::from_bytes(&game, &longer).unwrap_err();
    let expected = bytes.len();
    assert_eq!(
        err.to_string(),
        format!(
            "a table of this header is {expected} bytes long, not {}",
            expected + 1
        )
    );
    let err = Table::from_bytes(&game, &bytes[..20]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the bytes end after 20: a table is at least 64 bytes long"
    );
    let mut huge = bytes.clone();
    huge[24..32].copy_from_slice(&u64::MAX.to_le_bytes());
    let err = Table::from_bytes(&game, &huge).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the table's entry count holds an impossible value (entry 0)"
    );
}

#[test]
fn a_dense_solve_on_more_threads_than_parts_is_solved_not_refused_for_memory() {
    let game = finkel(2);
    let one = solve::solve_dense(&game, &SolveOptions::default()).unwrap();
    let many =
        solve::solve_dense(&game, &SolveOptions::default().with_threads(usize::MAX)).unwrap();
    let s = game.initial_state();
    assert_eq!(
        one.value(&game, &s).unwrap(),
        many.value(&game, &s).unwrap()
    );
}
