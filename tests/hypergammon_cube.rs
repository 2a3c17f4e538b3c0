//! Hypergammon with the doubling cube: every cube state's equity of one checker a side against GNU Backgammon's database, and the money-play cube rules one by one (the Jacoby rule, beavers, a cap).

use racegame::backgammon::solve::{Cube, CubeRules, CubefulTable, Solver};
use racegame::backgammon::{BLACK, BackgammonGame, BackgammonRules, BackgammonState, WHITE};
use racegame::solve::{Objective, SolveError, SolveOptions, Table};
use racegame::{RaceGame, Roll};

fn hyper(checkers: u8) -> BackgammonGame {
    BackgammonGame::new(BackgammonRules::hypergammon_with(checkers).unwrap()).unwrap()
}

fn money() -> SolveOptions {
    SolveOptions::default().with_objective(Objective::ExpectedPayoff)
}

fn cubeful(game: &BackgammonGame, cube: CubeRules) -> CubefulTable {
    Solver::new(game, &money())
        .unwrap()
        .cubeful(cube, &money())
        .unwrap()
}

fn cubeless(game: &BackgammonGame) -> Table {
    Solver::new(game, &money())
        .unwrap()
        .cubeless(&money())
        .unwrap()
}

/// White to throw with its side and Black's, each as counts on its own
/// points 1 to 24 and its bar.
fn position(game: &BackgammonGame, white: &[u8], black: &[u8]) -> BackgammonState {
    let n = game.rules().checkers;
    let side = |c: &[u8]| -> (Vec<(u8, u8)>, u8, u8) {
        let points = (1..=24u8)
            .filter(|&p| c[usize::from(p) - 1] > 0)
            .map(|p| (p, c[usize::from(p) - 1]))
            .collect();
        let on: u8 = c.iter().sum();
        (points, c[24], n - on)
    };
    let (wp, wb, wo) = side(white);
    let (bp, bb, bo) = side(black);
    game.initial_state()
        .with_side(WHITE, &wp, wb, wo)
        .with_side(BLACK, &bp, bb, bo)
        .with_turn(WHITE)
}

/// One line of GNU Backgammon's hypergammon database: the position and
/// its cubeless equity and cubeful equities (owned, centred, centred under
/// the Jacoby rule, owned by the other side) of throwing without doubling.
fn gnubg_lines(game: &BackgammonGame, text: &str) -> Vec<(BackgammonState, [f64; 5])> {
    text.lines()
        .map(|line| {
            let parts: Vec<&str> = line.split('|').collect();
            let counts =
                |s: &str| -> Vec<u8> { s.split_whitespace().map(|x| x.parse().unwrap()).collect() };
            let v: Vec<f64> = parts[2]
                .split_whitespace()
                .map(|x| x.parse().unwrap())
                .collect();
            let state = position(game, &counts(parts[0]), &counts(parts[1]));
            (state, [v[0], v[1], v[2], v[3], v[4]])
        })
        .collect()
}

#[test]
fn one_checker_a_side_agrees_with_gnu_backgammons_database_in_every_cube_state() {
    // tests/fixtures/gnubg_hyper1.txt: scripts/gnubg-hyper.sh on the
    // database of GNU Backgammon's makehyper -c 1 (every position), which
    // stops when a sweep changes nothing by 1e-5 and keeps 24 bits.
    let game = hyper(1);
    let lines = gnubg_lines(&game, include_str!("fixtures/gnubg_hyper1.txt"));
    assert_eq!(lines.len(), 601);
    let plain = cubeless(&game);
    let cube = cubeful(&game, CubeRules::money());
    let jacoby = cubeful(&game, CubeRules::money().with_jacoby(true));
    let mut worst: f64 = 0.0;
    for (state, g) in &lines {
        let nd = |t: &CubefulTable, c: Cube| {
            t.decision(&game, state, c).unwrap().no_double / f64::from(c.value())
        };
        let ours = [
            plain.value(&game, state).unwrap(),
            nd(&cube, Cube::Mine(2)),
            nd(&cube, Cube::Centred),
            nd(&jacoby, Cube::Centred),
            nd(&cube, Cube::Theirs(2)),
        ];
        for (a, b) in ours.iter().zip(g) {
            worst = worst.max((a - b).abs());
        }
    }
    println!("largest difference from gnubg: {worst:.2e}");
    assert!(worst < 5e-5, "largest difference {worst}");
}

#[test]
fn a_certain_gammon_is_too_good_to_double_and_under_jacoby_a_double_pass() {
    let game = hyper(1);
    // White bears off at once; Black's checker is still on its 23 point
    // (White's 2 point, in White's home board): a backgammon.
    let mut white = [0u8; 25];
    white[0] = 1;
    let mut black = [0u8; 25];
    black[22] = 1;
    let s = position(&game, &white, &black);
    let plain = cubeful(&game, CubeRules::money());
    let d = plain.decision(&game, &s, Cube::Centred).unwrap();
    assert_eq!((d.no_double, d.double, d.value), (3.0, false, 3.0));
    let jacoby = cubeful(&game, CubeRules::money().with_jacoby(true));
    let d = jacoby.decision(&game, &s, Cube::Centred).unwrap();
    // Centred, the backgammon would count 1: doubling wins 1 at once.
    assert_eq!(
        (d.no_double, d.double, d.take, d.value),
        (1.0, true, false, 1.0)
    );
    // Once the cube is turned, gammons count again.
    let owned = jacoby.decision(&game, &s, Cube::Mine(2)).unwrap();
    assert_eq!(owned.no_double, 6.0);
}

#[test]
fn owning_the_cube_is_worth_more_than_a_centred_one_and_that_more_than_theirs() {
    let game = hyper(1);
    let table = cubeful(&game, CubeRules::money());
    for (state, _) in gnubg_lines(&game, include_str!("fixtures/gnubg_hyper1.txt")) {
        let nd =
            |c: Cube| table.decision(&game, &state, c).unwrap().no_double / f64::from(c.value());
        let (mine, centred, theirs) = (nd(Cube::Mine(2)), nd(Cube::Centred), nd(Cube::Theirs(2)));
        assert!(
            mine >= centred - 1e-6 && centred >= theirs - 1e-6,
            "{state}"
        );
    }
}

#[test]
fn a_cube_that_cannot_be_turned_plays_as_no_cube() {
    let game = hyper(1);
    let plain = cubeless(&game);
    let capped = cubeful(&game, CubeRules::money().with_max_doublings(Some(0)));
    let one = cubeful(&game, CubeRules::money().with_max_doublings(Some(1)));
    for (state, _) in gnubg_lines(&game, include_str!("fixtures/gnubg_hyper1.txt")) {
        let v = plain.value(&game, &state).unwrap();
        let d = capped.decision(&game, &state, Cube::Centred).unwrap();
        assert!((d.value - v).abs() < 1e-5 && d.double_take.is_none());
        // Under a cap of 2, a cube at 2 is dead: twice the cubeless value.
        let dead = one.decision(&game, &state, Cube::Mine(2)).unwrap();
        assert!((dead.value - 2.0 * v).abs() < 2e-5 && dead.double_take.is_none());
    }
}

#[test]
fn a_side_doubled_as_the_favourite_beavers() {
    let game = hyper(1);
    let table = cubeful(&game, CubeRules::money().with_beavers(true));
    let mut beavered = 0;
    for (state, _) in gnubg_lines(&game, include_str!("fixtures/gnubg_hyper1.txt")) {
        let d = table.decision(&game, &state, Cube::Centred).unwrap();
        // The doubler's equity against a cube the taker owns, per unit.
        let against = table
            .decision(&game, &state, Cube::Theirs(2))
            .unwrap()
            .no_double
            / 2.0;
        let take = d.double_take.unwrap();
        if against < 0.0 {
            // The taker redoubles to 4 and keeps the cube.
            assert!((take - 4.0 * against).abs() < 1e-5);
            beavered += 1;
        } else {
            assert!((take - 2.0 * against).abs() < 1e-5);
        }
    }
    assert!(beavered > 100);
}

#[test]
fn a_cube_the_rules_cannot_reach_is_refused() {
    let game = hyper(1);
    let capped = cubeful(&game, CubeRules::money().with_max_doublings(Some(1)));
    let s = game.initial_state().with_turn(WHITE);
    for cube in [Cube::Mine(3), Cube::Theirs(1), Cube::Mine(4)] {
        assert!(matches!(
            capped.decision(&game, &s, cube),
            Err(SolveError::Cube(_))
        ));
    }
    let solver = Solver::new(&game, &money()).unwrap();
    let too_high = CubeRules::money().with_max_doublings(Some(13));
    assert!(matches!(
        solver.cubeful(too_high, &money()),
        Err(SolveError::Cube(_))
    ));
    // Another game's rules, and a position awaiting a move, are refused.
    assert!(matches!(
        capped.decision(
            &hyper(2),
            &hyper(2).initial_state().with_turn(WHITE),
            Cube::Centred
        ),
        Err(SolveError::WrongRules { .. })
    ));
    let thrown = game
        .apply(
            &s,
            racegame::backgammon::BackgammonAction::Throw(Roll::two(3, 1).unwrap()),
        )
        .unwrap()
        .0;
    assert!(capped.decision(&game, &thrown, Cube::Centred).is_err());
}

#[test]
fn the_opening_plays_are_worth_what_their_ends_are_worth() {
    let game = hyper(1);
    let table = cubeful(&game, CubeRules::money());
    let start = game.initial_state();
    let (after, _) = game
        .apply(
            &start,
            racegame::backgammon::BackgammonAction::Throw(Roll::two(6, 1).unwrap()),
        )
        .unwrap();
    let mover = after.turn();
    let plays = table.play_values(&game, &after, Cube::Centred).unwrap();
    assert!(!plays.is_empty());
    for (play, v) in &plays {
        let end = play.state();
        assert_eq!(end.turn(), other(mover));
        // The other side to throw, with the cube in the middle: minus its
        // cube decision's value.
        let theirs = table.decision(&game, end, Cube::Centred).unwrap().value;
        assert!((v + theirs).abs() < 1e-9);
    }
    let best = plays.iter().map(|p| p.1).fold(f64::NEG_INFINITY, f64::max);
    assert_eq!(table.value(&game, &after, Cube::Centred).unwrap(), best);
}

/// The other seat of two.
fn other(s: racegame::Seat) -> racegame::Seat {
    racegame::Seat(1 - s.0)
}

#[test]
fn a_saved_cubeful_table_reads_back_the_same_and_damage_is_refused() {
    let game = hyper(1);
    let table = cubeful(
        &game,
        CubeRules::money()
            .with_beavers(true)
            .with_max_doublings(Some(3)),
    );
    let bytes = table.to_bytes();
    let back = CubefulTable::from_bytes(&game, &bytes).unwrap();
    assert_eq!(back.cube_rules(), table.cube_rules());
    assert_eq!(back.to_bytes(), bytes);
    let s = game.initial_state().with_turn(WHITE);
    assert_eq!(
        back.decision(&game, &s, Cube::Mine(4)),
        table.decision(&game, &s, Cube::Mine(4))
    );
    // A changed byte, a cut, another game.
    let mut damaged = bytes.clone();
    damaged[100] ^= 1;
    assert!(matches!(
        CubefulTable::from_bytes(&game, &damaged),
        Err(SolveError::Checksum { .. })
    ));
    assert!(matches!(
        CubefulTable::from_bytes(&game, &bytes[..bytes.len() - 1]),
        Err(SolveError::Length { .. })
    ));
    assert!(matches!(
        CubefulTable::from_bytes(&hyper(2), &bytes),
        Err(SolveError::WrongRules { .. })
    ));
    assert!(matches!(
        CubefulTable::from_bytes(&game, b"RGCUBE"),
        Err(SolveError::TooShort { .. })
    ));
    // Resealed with a value no position can have: refused all the same.
    let mut resealed = bytes.clone();
    resealed[56..60].copy_from_slice(&4.0f32.to_le_bytes());
    reseal(&mut resealed);
    assert!(matches!(
        CubefulTable::from_bytes(&game, &resealed),
        Err(SolveError::Corrupt {
            field: "value",
            entry: 0
        })
    ));
    // Cube rules the states do not fit.
    let mut states = bytes;
    states[28] = 5;
    reseal(&mut states);
    assert!(matches!(
        CubefulTable::from_bytes(&game, &states),
        Err(SolveError::Corrupt {
            field: "cube states",
            ..
        })
    ));
}

/// `bytes` with the cube rules' flags (bytes 12..16) and cap (24..28)
/// rewritten and the checksum recomputed, as anyone can.
fn relabelled(bytes: &[u8], flags: u32, cap: u32) -> Vec<u8> {
    let mut out = bytes.to_vec();
    out[12..16].copy_from_slice(&flags.to_le_bytes());
    out[24..28].copy_from_slice(&cap.to_le_bytes());
    reseal(&mut out);
    out
}

#[test]
fn a_cubeful_table_edited_and_resealed_reads_but_fails_verify() {
    let game = hyper(1);
    let no_cap = u32::MAX;
    // Solved with beavers and no cap, no Jacoby rule (flags 0b10).
    let table = cubeful(&game, CubeRules::money().with_beavers(true));
    let bytes = table.to_bytes();
    assert_eq!(relabelled(&bytes, 0b10, no_cap), bytes);
    CubefulTable::from_bytes(&game, &bytes)
        .unwrap()
        .verify(&game, 1e-5)
        .unwrap();
    let refused = |edited: &[u8], what: &str| {
        let read = CubefulTable::from_bytes(&game, edited)
            .unwrap_or_else(|e| panic!("{what}: the edit reads ({e})"));
        assert!(
            matches!(
                read.verify(&game, 1e-5),
                Err(SolveError::Inconsistent { .. })
            ),
            "{what}"
        );
    };
    // The Jacoby rule switched on, a cap of one doubling or none (each as
    // many cube states as no cap): the values are those of other rules.
    refused(&relabelled(&bytes, 0b11, no_cap), "the Jacoby rule on");
    refused(&relabelled(&bytes, 0b10, 1), "a cap of one doubling");
    refused(&relabelled(&bytes, 0b10, 0), "a cap of no doubling");
    // One value rewritten within the bounds reading checks, at the first
    // position, in the middle, and last.
    let values = (bytes.len() - 64) / 4;
    for i in [0, values / 2 + 1, values - 1] {
        let mut edited = bytes.clone();
        let at = 56 + 4 * i;
        let v = f32::from_le_bytes(edited[at..at + 4].try_into().unwrap());
        let other = if v > 0.0 { v - 0.25 } else { v + 0.25 };
        edited[at..at + 4].copy_from_slice(&other.to_le_bytes());
        reseal(&mut edited);
        refused(&edited, &format!("value {i} rewritten"));
    }
    // Beavers off: a double that a beaver would answer is never right
    // (the doubler's side of a cube they own is worth no more than the
    // side of one in the middle), so the values are the same with or
    // without beavers, and the relabelled table is a right one for the
    // rules it now claims: verify passes, and its values are those a
    // solve without beavers gives.
    let no_beavers = CubefulTable::from_bytes(&game, &relabelled(&bytes, 0b00, no_cap)).unwrap();
    no_beavers.verify(&game, 1e-5).unwrap();
    let solved = cubeful(&game, CubeRules::money()).to_bytes();
    let values = |b: &[u8]| -> Vec<f32> {
        b[56..b.len() - 8]
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
            .collect()
    };
    let (relabelled_values, solved_values) = (values(&no_beavers.to_bytes()), values(&solved));
    assert_eq!(relabelled_values.len(), solved_values.len());
    for (a, b) in relabelled_values.iter().zip(&solved_values) {
        assert!((a - b).abs() < 1e-6, "{a} {b}");
    }
    // Verify refuses another game, and a tolerance that is no number.
    assert!(matches!(
        table.verify(&hyper(2), 1e-5),
        Err(SolveError::WrongRules { .. })
    ));
    assert!(matches!(
        table.verify(&game, f64::NAN),
        Err(SolveError::Options(_))
    ));
}

/// Writes a fresh checksum (FNV-1a-64) over `bytes`.
fn reseal(bytes: &mut [u8]) {
    let body = bytes.len() - 8;
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in &bytes[..body] {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    bytes[body..].copy_from_slice(&h.to_le_bytes());
}
