//! Backgammon's text forms beyond the one-line notation: GNU Backgammon Position IDs against IDs gnubg printed, plays read and refused, and the text board.

mod bg;

use bg::moving;
use racegame::backgammon::{BLACK, BackgammonGame, PlayError, PositionId, PositionIdError, WHITE};
use racegame::{RaceGame, Seat, ToAct};

#[test]
fn position_ids_are_those_gnubg_prints() {
    let game = BackgammonGame::backgammon();
    // `show board` in GNU Backgammon 1.07.001 at the start, and after the
    // player on roll plays 8/5 6/5 (the other side then on roll).
    let start = game.initial_state();
    assert_eq!(start.position_id().as_str(), "4HPwATDgc/ABMA");
    let s = game.initial_state().with_turn(WHITE);
    let (s, _) = game
        .apply(
            &s,
            racegame::backgammon::BackgammonAction::Throw(racegame::Roll::two(3, 1).unwrap()),
        )
        .unwrap();
    let (s, _) = game.apply(&s, "8/5".parse().unwrap()).unwrap();
    let (s, _) = game.apply(&s, "6/5".parse().unwrap()).unwrap();
    assert_eq!(game.to_act(&s), ToAct::Chance(BLACK));
    assert_eq!(s.position_id().as_str(), "sGfwATDgc/ABMA");
    // Hypergammon's start, as gnubg and bkgm give it.
    let hyper = BackgammonGame::hypergammon();
    assert_eq!(
        hyper.initial_state().position_id().as_str(),
        "AACgAgAAKgAAAA"
    );
}

#[test]
fn a_position_id_with_both_sides_on_the_bar_reads_as_gnubg_wrote_it() {
    // gnubg's `set board simple 1 -2 0 0 0 0 5 0 3 0 0 0 -5 4 0 0 0 -3 0 -4 0 0 0 0 2 -1`
    // (the player on roll's numbers, its checkers positive, bars first and
    // last) shows this ID.
    let game = BackgammonGame::backgammon();
    let s = game.position_from_id("4Dn4AFjgc/AAWA", WHITE).unwrap();
    assert_eq!(
        s.points(WHITE).collect::<Vec<_>>(),
        [(24, 2), (13, 4), (8, 3), (6, 5)]
    );
    assert_eq!(
        s.points(BLACK).collect::<Vec<_>>(),
        [(24, 2), (13, 5), (8, 3), (6, 4)]
    );
    assert_eq!((s.bar(WHITE), s.bar(BLACK)), (1, 1));
    assert_eq!(s.position_id().as_str(), "4Dn4AFjgc/AAWA");
}

#[test]
fn position_ids_round_trip_in_random_games() {
    for game in [
        BackgammonGame::backgammon(),
        BackgammonGame::hypergammon(),
        BackgammonGame::fevga(),
        BackgammonGame::long_nardy(),
        BackgammonGame::tavla(),
    ] {
        let mut dice = racegame::Dice::seeded(9);
        let mut s = game.initial_state();
        let mut legal = Vec::new();
        while !game.is_over(&s) {
            if s.phase() == racegame::backgammon::Phase::AwaitingThrow {
                let id = s.position_id();
                let back = game.position_from_id(id.as_str(), s.turn()).unwrap();
                assert_eq!(back, s.with_turn(s.turn()).with_actions(0), "{id}");
            }
            let action = match game.to_act(&s) {
                ToAct::Player(_) => {
                    game.legal_actions(&s, &mut legal);
                    legal[dice.below(legal.len())]
                }
                _ => dice.throw_for(&game, &s).unwrap(),
            };
            s = game.apply(&s, action).unwrap().0;
        }
    }
}

/// A key with `ones` set bits for the player not on roll on its ace point,
/// then the on-roll player's three checkers on its ace point.
fn key_with(ones: usize) -> String {
    let mut bits = vec![true; ones];
    bits.extend([false; 25]);
    bits.extend([true, true, true]);
    bits.extend([false; 25]);
    let mut key = [0u8; 10];
    for (i, &b) in bits.iter().enumerate().take(80) {
        if b {
            key[i / 8] |= 1 << (i % 8);
        }
    }
    PositionId::of_key(key).to_string()
}

#[test]
fn a_text_that_is_no_position_id_is_refused_with_its_reason() {
    let game = BackgammonGame::backgammon();
    let id = |text: &str| game.position_from_id(text, WHITE).unwrap_err();
    assert_eq!(id("4HPwATDgc/ABM"), PositionIdError::Length(13));
    assert_eq!(
        id("4HPwATDgc/AB-A"),
        PositionIdError::Character { at: 12, found: '-' }
    );
    // Lengths count characters, not bytes ('é' is two bytes): fourteen
    // characters with an 'é' among them were "not 14 characters long".
    assert_eq!(
        id("4HPwATDgé/ABMA"),
        PositionIdError::Character { at: 8, found: 'é' }
    );
    assert_eq!(id("4HPwATDgc/ABé"), PositionIdError::Length(13));
    assert_eq!(id("4HPwATDgcé/ABMA"), PositionIdError::Length(15));
    // A seat that backgammon does not have is refused, not read as White.
    assert_eq!(
        game.position_from_id("4HPwATDgc/ABMA", Seat(2)),
        Err(PositionIdError::Seat(Seat(2)))
    );
    assert!(game.position_from_id("4HPwATDgc/ABMA", BLACK).is_ok());
    // Nor does a state read such a seat as White.
    let start = game.initial_state();
    assert_eq!(start.count(WHITE, 24), 2);
    assert_eq!((start.count(Seat(2), 24), start.pip_count(Seat(2))), (0, 0));
    assert_eq!(start.points(Seat(2)).count(), 0);
    assert_eq!(
        id(&key_with(16)),
        PositionIdError::TooManyCheckers {
            on_roll: false,
            count: 16,
            checkers: 15
        }
    );
    // Hypergammon has three checkers: four is too many.
    let hyper = BackgammonGame::hypergammon();
    assert!(matches!(
        hyper.position_from_id(&key_with(4), WHITE),
        Err(PositionIdError::TooManyCheckers { count: 4, .. })
    ));
    // Both on White's 1-point (Black's 24): White 15 there, Black 15 on its 24.
    let mut key = [0u8; 10];
    let mut at = 23; // Black: points 1 to 23 empty (a 0 bit each), then its 24-point
    for _ in 0..15 {
        key[at / 8] |= 1 << (at % 8);
        at += 1;
    }
    at += 2; // the 24-point's end and the bar's
    for _ in 0..15 {
        key[at / 8] |= 1 << (at % 8);
        at += 1;
    }
    assert_eq!(
        id(&PositionId::of_key(key).to_string()),
        PositionIdError::SharedPoint(1)
    );
    // Bits after both players are listed.
    let mut key = PositionId::of_key([0; 10]).key();
    key[9] = 0x80;
    assert_eq!(
        id(&PositionId::of_key(key).to_string()),
        PositionIdError::Padding
    );
}

#[test]
fn a_play_text_that_is_no_legal_play_of_the_roll_is_refused() {
    let game = BackgammonGame::backgammon();
    let s = moving(
        &game,
        &[(24, 2), (13, 5), (8, 3), (6, 5)],
        &[(24, 2), (13, 5), (8, 3), (6, 5)],
        WHITE,
        &[6, 5],
    );
    // 6-5: the 24/13 run is legal; 24/14 needs 6-4; 13/7 13/7 is two sixes.
    assert_eq!(game.parse_play(&s, "24/13").unwrap().to_string(), "24/13");
    for text in ["24/14", "13/7(2)", "24/18", "6/off"] {
        assert!(
            matches!(game.parse_play(&s, text), Err(PlayError::NotLegal(t, 7)) if t.as_str() == text),
            "{text}"
        );
    }
    assert!(matches!(
        game.parse_play(&s, "24-13"),
        Err(PlayError::Notation(_))
    ));
    let thrown = game.initial_state().with_turn(WHITE);
    assert_eq!(
        game.parse_play(&thrown, "24/13"),
        Err(PlayError::NoMoveAwaited)
    );
    assert_eq!(
        game.parse_play(&s, "24/14").unwrap_err().to_string(),
        "\"24/14\" is not a legal play of the dice left (7 legal plays)"
    );
}

#[test]
fn a_hit_mark_where_nothing_is_hit_is_refused_and_an_unmarked_last_hit_is_read() {
    let game = BackgammonGame::backgammon();
    // Black's blot on White's 7-point (its 18).
    let s = moving(
        &game,
        &[(24, 2), (13, 5), (8, 3), (6, 5)],
        &[(24, 2), (18, 1), (13, 4), (8, 3), (6, 5)],
        WHITE,
        &[6, 5],
    );
    let hit = game.parse_play(&s, "13/7* 13/8").unwrap();
    assert_eq!(hit.to_string(), "13/8 13/7*");
    // Landing on the blot hits it, marked or not.
    assert_eq!(game.parse_play(&s, "13/7 13/8"), Ok(hit));
    // A mark on a move that hits nothing is refused, not read as absent.
    assert_eq!(
        game.parse_play(&s, "13/8* 13/7*"),
        Err(PlayError::NoHit { point: 8 })
    );
    assert_eq!(
        game.parse_play(&s, "24/13*"),
        Err(PlayError::NoHit { point: 13 })
    );
    assert_eq!(
        game.parse_play(&s, "24/18*/13"),
        Err(PlayError::NoHit { point: 18 })
    );
    assert!(game.parse_play(&s, "24/13").is_ok());
    // A blot passed on the way is hit only where marked: 13/7*/2 hits,
    // 13/7/2 lands beyond it.
    let s = moving(
        &game,
        &[(24, 2), (13, 5), (8, 3), (6, 5)],
        &[(24, 2), (18, 1), (13, 4), (8, 3), (6, 5)],
        WHITE,
        &[6, 5],
    );
    let via = game.parse_play(&s, "13/7*/2").unwrap();
    assert!(via.steps().iter().any(|step| step.hit && step.to == 7));
    let past = game.parse_play(&s, "13/8/2").unwrap();
    assert!(past.steps().iter().all(|step| !step.hit));
}

#[test]
fn plays_read_in_any_order_and_hop_by_hop() {
    let game = BackgammonGame::backgammon();
    let s = moving(
        &game,
        &[(24, 2), (13, 5), (8, 3), (6, 5)],
        &[(24, 2), (13, 5), (8, 3), (6, 5)],
        WHITE,
        &[4, 4, 4, 4],
    );
    let play = game.parse_play(&s, "24/20(2) 13/9(2)").unwrap();
    assert_eq!(play.to_string(), "24/20(2) 13/9(2)");
    assert_eq!(game.parse_play(&s, "13/9 24/20 13/9 24/20"), Ok(play));
    let run = game.parse_play(&s, "13/9/5 24/20/16").unwrap();
    assert_eq!(run.to_string(), "24/16 13/5");
    assert_eq!(run.steps().len(), 4);
}

#[test]
fn the_text_board_shows_checkers_bars_and_pins() {
    let game = BackgammonGame::plakoto();
    let s = bg::board(&game, &[(9, 1), (24, 14)], &[(16, 1), (24, 14)]).with_pin(BLACK, 16);
    let text = s.diagram(&game).to_string();
    // White's 9-point: Black's pinned checker under White's.
    let bottom_edge: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with(" |") && l.contains('o'))
        .collect();
    assert_eq!(bottom_edge.len(), 1, "{text}");
    assert!(text.contains("White (X) "), "{text}");
    let game = BackgammonGame::backgammon();
    let s = bg::board(&game, &[(25, 2), (6, 13)], &[(25, 1), (6, 14)]);
    let text = s.diagram(&game).to_string();
    assert!(text.lines().any(|l| l.contains("| 2 |")), "{text}");
    assert!(text.lines().any(|l| l.contains("| O |")), "{text}");
    let _ = Seat(0);
}
