//! Solved tables from outside: refused for another game, checked against the game's equations, asked only about positions the game accepts; and the refusals say what they mean.

use racegame::RaceGame;
use racegame::ludo::{GameEnd, LudoGame, LudoRules, PlacePoints};
use racegame::solve::{self, Objective, SolveError, SolveKey, SolveOptions, Table};
use racegame::ur::{LIGHT, UrAction, UrGame, UrRules};

fn finkel(pieces: u8) -> UrGame {
    let mut rules = UrRules::finkel();
    rules.pieces = pieces;
    UrGame::new(rules).unwrap()
}

fn masters(pieces: u8) -> UrGame {
    let mut rules = UrRules::masters();
    rules.pieces = pieces;
    UrGame::new(rules).unwrap()
}

/// FNV-1a-64, the table's checksum.
fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The bytes with their checksum recomputed, as a forger would.
fn rechecksummed(mut bytes: Vec<u8>) -> Vec<u8> {
    let body = bytes.len() - 8;
    let sum = fnv(&bytes[..body]);
    bytes[body..].copy_from_slice(&sum.to_le_bytes());
    bytes
}

/// A keyed table's bytes labelled with another game's rules digest.
fn relabelled(bytes: &[u8], digest: u64) -> Vec<u8> {
    let mut bytes = bytes.to_vec();
    bytes[16..24].copy_from_slice(&digest.to_le_bytes());
    rechecksummed(bytes)
}

fn keyed(game: &UrGame) -> Vec<u8> {
    solve::solve(game, &SolveOptions::default())
        .unwrap()
        .to_bytes()
}

// ---- Tables bound to their game ----------------------------------------------

#[test]
fn a_keyed_table_relabelled_for_a_game_of_other_keys_is_refused_when_read() {
    let mut rules = LudoRules::ludo();
    rules.tokens = 1;
    let ludo = LudoGame::new(rules, 2).unwrap();
    let bytes = relabelled(&keyed(&finkel(1)), ludo.rules_digest());
    assert!(matches!(
        Table::from_bytes(&ludo, &bytes),
        Err(SolveError::NotAPosition { .. })
    ));
}

#[test]
fn a_keyed_table_relabelled_for_a_game_of_the_same_keys_is_refused_by_verify() {
    // Finkel's rules without throwing again on a rosette: the same
    // positions, so the table reads, but its values are not these rules'.
    let mut rules = UrRules::finkel();
    rules.pieces = 1;
    rules.rosettes_throw_again = false;
    let other = UrGame::new(rules).unwrap();
    let bytes = relabelled(&keyed(&finkel(1)), other.rules_digest());
    let table = Table::from_bytes(&other, &bytes).unwrap();
    assert!(matches!(
        table.verify(&other, 1e-6),
        Err(SolveError::Inconsistent { .. })
    ));
}

#[test]
fn a_table_with_every_value_rewritten_reads_but_is_refused_by_verify() {
    let game = finkel(2);
    let sound = keyed(&game);
    Table::from_bytes(&game, &sound)
        .unwrap()
        .verify(&game, 1e-9)
        .unwrap();
    // Every value v rewritten 1 - v, the checksum recomputed: the bot would
    // play to lose. The checksum cannot tell; the game's equations can.
    let mut forged = sound.clone();
    let entries = (forged.len() - 64) / 16;
    for i in 0..entries {
        let at = 56 + 16 * i + 8;
        let v = f64::from_le_bytes(forged[at..at + 8].try_into().unwrap());
        forged[at..at + 8].copy_from_slice(&(1.0 - v).to_le_bytes());
    }
    let table = Table::from_bytes(&game, &rechecksummed(forged)).unwrap();
    let err = table.verify(&game, 1e-9).unwrap_err();
    assert!(matches!(err, SolveError::Inconsistent { .. }), "{err}");
}

#[test]
fn a_dense_table_verifies_and_one_value_changed_does_not() {
    let game = finkel(2);
    let bytes = solve::solve_dense(&game, &SolveOptions::default())
        .unwrap()
        .to_bytes();
    Table::from_bytes(&game, &bytes)
        .unwrap()
        .verify(&game, 1e-5)
        .unwrap();
    let mut forged = bytes;
    let at = 56 + 4 * 10;
    let v = f32::from_le_bytes(forged[at..at + 4].try_into().unwrap());
    forged[at..at + 4].copy_from_slice(&(1.0 - v).to_le_bytes());
    let table = Table::from_bytes(&game, &rechecksummed(forged)).unwrap();
    assert!(matches!(
        table.verify(&game, 1e-5),
        Err(SolveError::Inconsistent { .. })
    ));
}

#[test]
fn verify_refuses_another_game_and_a_tolerance_that_is_not_a_number() {
    let game = finkel(1);
    let table = solve::solve(&game, &SolveOptions::default()).unwrap();
    assert!(matches!(
        table.verify(&masters(1), 1e-9),
        Err(SolveError::WrongRules { .. })
    ));
    for tolerance in [f64::NAN, -1.0, f64::INFINITY] {
        assert!(matches!(
            table.verify(&game, tolerance),
            Err(SolveError::Options(_))
        ));
    }
}

// ---- Tables bound to their objective -----------------------------------------

/// Two-player Ludo, one token each, scored +1 to the winner and -1 to the
/// loser: zero-sum, so it solves for either objective.
fn plus_minus_ludo() -> LudoGame {
    let mut rules = LudoRules::ludo();
    rules.tokens = 1;
    rules.end = GameEnd::PlacePoints(PlacePoints::new(&[1, -1]).unwrap());
    LudoGame::new(rules, 2).unwrap()
}

#[test]
fn a_table_is_read_only_for_the_objective_it_was_solved_for() {
    let game = finkel(1);
    let bytes = keyed(&game);
    let table = Table::from_bytes_as(&game, Objective::WinProbability, &bytes).unwrap();
    assert_eq!(table.objective(), Objective::WinProbability);
    let err = Table::from_bytes_as(&game, Objective::ExpectedPayoff, &bytes).unwrap_err();
    assert_eq!(
        err,
        SolveError::WrongObjective {
            expected: Objective::ExpectedPayoff,
            found: Objective::WinProbability
        }
    );
    assert_eq!(
        err.to_string(),
        "the table's values are the WinProbability, not the ExpectedPayoff"
    );
}

#[test]
fn a_table_whose_objective_was_relabelled_reads_but_is_refused_by_verify() {
    let game = plus_minus_ludo();
    let payoff = SolveOptions::default().with_objective(Objective::ExpectedPayoff);
    let points = solve::solve(&game, &payoff).unwrap().to_bytes();
    Table::from_bytes(&game, &points)
        .unwrap()
        .verify(&game, 1e-9)
        .unwrap();
    // Chances of winning relabelled as expected points (values from 0 to 1
    // are points too): read, and caught by the equations.
    let mut relabelled = solve::solve(&game, &SolveOptions::default())
        .unwrap()
        .to_bytes();
    relabelled[48..56].copy_from_slice(&1u64.to_le_bytes());
    let table = Table::from_bytes(&game, &rechecksummed(relabelled)).unwrap();
    assert_eq!(table.objective(), Objective::ExpectedPayoff);
    assert!(matches!(
        table.verify(&game, 1e-6),
        Err(SolveError::Inconsistent { .. })
    ));
}

// ---- Questions about states the game refuses ---------------------------------

#[test]
fn a_table_refuses_every_question_about_a_state_its_game_refuses() {
    let game = finkel(2);
    let table = solve::solve(&game, &SolveOptions::default()).unwrap();
    // One piece waiting instead of two: the Ur key has no count of pieces
    // waiting, so without the check this state would read as the opening.
    let short = game.initial_state().with_pieces(LIGHT, 1, &[], 0);
    assert!(game.validate(&short).is_err());
    let refused = |r: Result<(), SolveError>| {
        assert!(matches!(r, Err(SolveError::InvalidState(_))), "{r:?}");
    };
    refused(table.value(&game, &short).map(drop));
    refused(table.value_for(&game, &short, LIGHT).map(drop));
    refused(table.action_values(&game, &short).map(drop));
    refused(table.move_losses(&game, &short).map(drop));
    refused(table.best_action(&game, &short).map(drop));
    let moving = game
        .apply(&game.initial_state(), UrAction::Throw(2))
        .unwrap()
        .0;
    let moving = moving.with_pieces(LIGHT, 1, &[], 0);
    refused(
        table
            .best_index(&game, &moving, &[UrAction::Enter])
            .map(drop),
    );
    let err = table.value(&game, &short).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("the position is not one of this game:"),
        "{err}"
    );
    // The valid opening is answered.
    table.value(&game, &game.initial_state()).unwrap();
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
