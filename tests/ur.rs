//! The Royal Game of Ur: one named test per rule, from the worked examples of the rule research (positions built through the public constructors).

use racegame::ur::{
    DARK, LIGHT, Phase, UrAction, UrConfigError, UrDice, UrError, UrEvent, UrGame, UrPath, UrRules,
    UrRulesError, UrState,
};
use racegame::{Outcome, Probability, RaceGame, Seat, ToAct};

/// `game`'s initial state with Light's and Dark's pieces set (waiting, path
/// indexes, borne off), Light to throw; checked against the rules.
fn position(game: &UrGame, light: (u8, &[u8], u8), dark: (u8, &[u8], u8)) -> UrState {
    let s = game
        .initial_state()
        .with_pieces(LIGHT, light.0, light.1, light.2)
        .with_pieces(DARK, dark.0, dark.1, dark.2)
        .with_current(LIGHT);
    game.validate(&s).unwrap();
    s
}

fn throw(game: &UrGame, s: &UrState, value: u8) -> (UrState, Vec<UrEvent>) {
    game.apply(s, UrAction::Throw(value)).unwrap()
}

fn legal(game: &UrGame, s: &UrState) -> Vec<UrAction> {
    let mut out = Vec::new();
    game.legal_actions(s, &mut out);
    out
}

fn throws_again(events: &[UrEvent]) -> Option<(bool, bool)> {
    events.iter().find_map(|e| match e {
        UrEvent::ThrowAgain {
            rosette, capture, ..
        } => Some((*rosette, *capture)),
        _ => None,
    })
}

fn masters_path_rules() -> UrRules {
    let mut r = UrRules::masters();
    r.dice = UrDice::FourBinary;
    r
}

#[test]
fn the_central_rosette_throws_again() {
    let game = UrGame::finkel();
    let s = position(&game, (6, &[4], 0), (7, &[], 0));
    let (s, _) = throw(&game, &s, 4);
    let (s, events) = game.apply(&s, UrAction::Move { from: 4 }).unwrap();
    assert!(s.has_piece_at(LIGHT, 8));
    assert_eq!(throws_again(&events), Some((true, false)));
    assert_eq!(game.to_act(&s), ToAct::Chance(LIGHT));
}

#[test]
fn entering_on_the_corner_rosette_throws_again() {
    let game = UrGame::finkel();
    let s = game.initial_state();
    let (s, _) = throw(&game, &s, 4);
    let (s, events) = game.apply(&s, UrAction::Enter).unwrap();
    assert_eq!(
        events[0],
        UrEvent::Entered {
            seat: LIGHT,
            to: 4,
            path: UrPath::Bell
        }
    );
    assert_eq!(throws_again(&events), Some((true, false)));
    assert_eq!(game.to_act(&s), ToAct::Chance(LIGHT));
}

#[test]
fn a_move_off_a_rosette_hands_the_turn_over() {
    let game = UrGame::finkel();
    let s = position(&game, (6, &[4], 0), (7, &[], 0));
    let (s, _) = throw(&game, &s, 1);
    let (s, events) = game.apply(&s, UrAction::Move { from: 4 }).unwrap();
    assert_eq!(throws_again(&events), None);
    assert_eq!(game.to_act(&s), ToAct::Chance(DARK));
}

#[test]
fn a_safe_rosette_blocks_the_move_in_finkel() {
    // Dark on B4 (its 8); Light's last piece on B1 (its 5), six borne off.
    let game = UrGame::finkel();
    let s = position(&game, (0, &[5], 6), (6, &[8], 0));
    assert_eq!(
        game.apply(&s, UrAction::Throw(3)).map(|(s, _)| s.phase()),
        Ok(Phase::AwaitingThrow)
    );
    let (after, events) = throw(&game, &s, 3);
    assert!(events.contains(&UrEvent::Passed {
        seat: LIGHT,
        value: 3
    }));
    assert_eq!(game.to_act(&after), ToAct::Chance(DARK));
    assert!(after.has_piece_at(DARK, 8) && after.has_piece_at(LIGHT, 5));
    // In a position where the move is awaited, it is refused by name.
    let s = position(&game, (1, &[5], 5), (6, &[8], 0));
    let (s, _) = throw(&game, &s, 3);
    assert_eq!(
        game.apply(&s, UrAction::Move { from: 5 }),
        Err(UrError::ProtectedRosette { to: 8 })
    );
    assert_eq!(legal(&game, &s), [UrAction::Enter]);
}

#[test]
fn an_unsafe_rosette_is_captured_in_masters_with_one_throw_again() {
    let game = UrGame::masters();
    let s = position(&game, (0, &[5], 6), (6, &[8], 0));
    let (s, _) = throw(&game, &s, 3);
    let (s, events) = game.apply(&s, UrAction::Move { from: 5 }).unwrap();
    assert!(events.contains(&UrEvent::Captured {
        seat: DARK,
        at: 8,
        by: LIGHT,
        path: UrPath::Masters
    }));
    assert_eq!((s.waiting(DARK), s.on_board(DARK)), (7, 0));
    assert_eq!(throws_again(&events), Some((true, false)));
    let again = events
        .iter()
        .filter(|e| matches!(e, UrEvent::ThrowAgain { .. }))
        .count();
    assert_eq!(again, 1);
    assert_eq!(game.to_act(&s), ToAct::Chance(LIGHT));
}

#[test]
fn safe_rosettes_is_the_only_difference_between_block_and_capture() {
    let mut rules = UrRules::finkel();
    rules.safe_rosettes = false;
    let game = UrGame::new(rules).unwrap();
    let s = position(&game, (0, &[5], 6), (6, &[8], 0));
    let (s, _) = throw(&game, &s, 3);
    let (s, _) = game.apply(&s, UrAction::Move { from: 5 }).unwrap();
    assert!(s.has_piece_at(LIGHT, 8) && !s.has_piece_at(DARK, 8));
}

#[test]
fn bearing_off_needs_the_exact_throw() {
    let game = UrGame::finkel();
    // Light's last piece on A8 (its 13), six borne off.
    let s = position(&game, (0, &[13], 6), (7, &[], 0));
    // 3 and 4 cannot move it: the turn passes.
    for value in [3, 4] {
        let (after, events) = throw(&game, &s, value);
        assert!(events.contains(&UrEvent::Passed { seat: LIGHT, value }));
        assert_eq!(game.to_act(&after), ToAct::Chance(DARK));
    }
    // 1 goes to A7, the rosette: throw again.
    let (after, _) = throw(&game, &s, 1);
    let (after, events) = game.apply(&after, UrAction::Move { from: 13 }).unwrap();
    assert!(after.has_piece_at(LIGHT, 14));
    assert_eq!(throws_again(&events), Some((true, false)));
    // From 14 only a 1 bears off.
    let (wait, _) = throw(&game, &after, 1);
    assert_eq!(legal(&game, &wait), [UrAction::Move { from: 14 }]);
    // 2 from 13 bears off, and the seventh piece off wins at once.
    let (after, _) = throw(&game, &s, 2);
    let (after, events) = game.apply(&after, UrAction::Move { from: 13 }).unwrap();
    assert!(events.contains(&UrEvent::BorneOff {
        seat: LIGHT,
        from: 13,
        path: UrPath::Bell
    }));
    assert_eq!(game.outcome(&after), Some(Outcome::Winner(LIGHT)));
    assert_eq!(game.to_act(&after), ToAct::Nobody);
}

#[test]
fn a_throw_past_the_end_is_refused_by_name() {
    let game = UrGame::finkel();
    let s = position(&game, (1, &[13], 5), (7, &[], 0));
    let (s, _) = throw(&game, &s, 3);
    assert_eq!(
        game.apply(&s, UrAction::Move { from: 13 }),
        Err(UrError::NotExact {
            from: 13,
            throw: 3,
            needed: 2
        })
    );
    assert_eq!(legal(&game, &s), [UrAction::Enter]);
}

#[test]
fn bearing_off_never_throws_again() {
    let game = UrGame::finkel();
    let s = position(&game, (1, &[14], 5), (7, &[], 0));
    let (s, _) = throw(&game, &s, 1);
    let (s, events) = game.apply(&s, UrAction::Move { from: 14 }).unwrap();
    assert!(events.contains(&UrEvent::BorneOff {
        seat: LIGHT,
        from: 14,
        path: UrPath::Bell
    }));
    assert_eq!(throws_again(&events), None);
    assert_eq!(game.to_act(&s), ToAct::Chance(DARK));
}

#[test]
fn a_blitz_capture_throws_again_and_a_masters_capture_does_not() {
    // Light on B5 (its 9), Dark on B7 (its 11), throw 2.
    for (game, again) in [(UrGame::blitz(), true), (UrGame::masters(), false)] {
        let n = game.rules().pieces - 1;
        let s = position(&game, (n, &[9], 0), (n, &[11], 0));
        let (s, _) = throw(&game, &s, 2);
        let (s, events) = game.apply(&s, UrAction::Move { from: 9 }).unwrap();
        assert!(events.contains(&UrEvent::Captured {
            seat: DARK,
            at: 11,
            by: LIGHT,
            path: UrPath::Masters
        }));
        assert_eq!(throws_again(&events), again.then_some((false, true)));
        let next = if again { LIGHT } else { DARK };
        assert_eq!(game.to_act(&s), ToAct::Chance(next));
    }
}

#[test]
fn the_small_block_is_shared_with_mirrored_indexes_in_masters() {
    // Dark's piece on its last square, C7 (its 16), is Light's 12.
    let game = UrGame::new(masters_path_rules()).unwrap();
    let s = position(&game, (6, &[10], 0), (6, &[16], 0));
    let (s, _) = throw(&game, &s, 2);
    let (_, events) = game.apply(&s, UrAction::Move { from: 10 }).unwrap();
    assert!(events.contains(&UrEvent::Captured {
        seat: DARK,
        at: 16,
        by: LIGHT,
        path: UrPath::Masters
    }));
    assert_eq!(throws_again(&events), Some((true, false)));
    assert_eq!(
        UrPath::Masters.square(LIGHT, 12),
        UrPath::Masters.square(DARK, 16)
    );
    assert_eq!(
        UrPath::Masters.square(LIGHT, 14),
        UrPath::Masters.square(DARK, 14)
    );
    assert_eq!(
        UrPath::Masters.square(LIGHT, 13),
        UrPath::Masters.square(DARK, 15)
    );
}

#[test]
fn a_capture_on_a_rosette_throws_again_once_in_blitz() {
    let game = UrGame::blitz();
    let s = position(&game, (4, &[5], 0), (4, &[8], 0));
    let (s, _) = throw(&game, &s, 3);
    let (_, events) = game.apply(&s, UrAction::Move { from: 5 }).unwrap();
    assert_eq!(throws_again(&events), Some((true, true)));
    let again = events
        .iter()
        .filter(|e| matches!(e, UrEvent::ThrowAgain { .. }))
        .count();
    assert_eq!(again, 1);
}

#[test]
fn private_squares_never_capture() {
    // Bell: Light's 13 is A8 and Dark's 13 is C8; entering squares too.
    let game = UrGame::finkel();
    let s = position(&game, (5, &[12], 1), (5, &[13, 2], 0));
    let (s, _) = throw(&game, &s, 1);
    let (s, events) = game.apply(&s, UrAction::Move { from: 12 }).unwrap();
    assert!(!events.iter().any(|e| matches!(e, UrEvent::Captured { .. })));
    assert!(s.has_piece_at(LIGHT, 13) && s.has_piece_at(DARK, 13));
    let s = s.with_current(LIGHT);
    let (s, _) = throw(&game, &s, 2);
    let (s, _) = game.apply(&s, UrAction::Enter).unwrap();
    assert!(s.has_piece_at(LIGHT, 2) && s.has_piece_at(DARK, 2));
}

#[test]
fn a_zero_throw_passes_without_throwing_again() {
    let game = UrGame::finkel();
    let s = position(&game, (6, &[4], 0), (7, &[], 0));
    let (s, events) = throw(&game, &s, 0);
    assert_eq!(
        events,
        [
            UrEvent::Rolled {
                seat: LIGHT,
                value: 0
            },
            UrEvent::Passed {
                seat: LIGHT,
                value: 0
            }
        ]
    );
    assert_eq!(game.to_act(&s), ToAct::Chance(DARK));
}

#[test]
fn masters_dice_never_show_zero_and_have_their_exact_probabilities() {
    let game = UrGame::masters();
    let s = game.initial_state();
    let mut odds: Vec<(u8, Probability)> = game
        .chance_outcomes(&s)
        .iter()
        .map(|&(a, p)| match a {
            UrAction::Throw(v) => (v, p),
            other => panic!("{other:?} is not a throw"),
        })
        .collect();
    odds.sort_by_key(|&(v, _)| v);
    let eighths: Vec<(u8, u32)> = odds
        .iter()
        .map(|&(v, p)| (v, p.numerator * 8 / p.denominator))
        .collect();
    assert_eq!(eighths, [(1, 3), (2, 3), (3, 1), (4, 1)]);
    assert_eq!(
        game.apply(&s, UrAction::Throw(0)),
        Err(UrError::ImpossibleThrow(0))
    );
    // A throw of 4 (no marked tip up) moves four: A1 to B4, a rosette.
    let s = position(&game, (6, &[4], 0), (7, &[], 0));
    let (s, _) = throw(&game, &s, 4);
    let (s, _) = game.apply(&s, UrAction::Move { from: 4 }).unwrap();
    assert!(s.has_piece_at(LIGHT, 8));
}

#[test]
fn four_binary_dice_are_binomial() {
    let game = UrGame::finkel();
    let sixteenths: Vec<(UrAction, u32)> = game
        .chance_outcomes(&game.initial_state())
        .iter()
        .map(|&(a, p)| (a, p.numerator * 16 / p.denominator))
        .collect();
    let want: Vec<(UrAction, u32)> = [1, 4, 6, 4, 1]
        .iter()
        .enumerate()
        .map(|(v, &n)| (UrAction::Throw(v as u8), n))
        .collect();
    assert_eq!(sixteenths, want);
    assert_eq!(
        game.apply(&game.initial_state(), UrAction::Throw(5)),
        Err(UrError::ImpossibleThrow(5))
    );
}

#[test]
fn an_own_piece_blocks_moving_and_entering() {
    let game = UrGame::finkel();
    let s = position(&game, (5, &[2, 4], 0), (7, &[], 0));
    let (s, _) = throw(&game, &s, 2);
    assert_eq!(legal(&game, &s), [UrAction::Move { from: 4 }]);
    assert_eq!(
        game.apply(&s, UrAction::Move { from: 2 }),
        Err(UrError::OwnPiece { to: 4 })
    );
    assert_eq!(
        game.apply(&s, UrAction::Enter),
        Err(UrError::OwnPiece { to: 2 })
    );
    let (s, _) = game.apply(&s, UrAction::Move { from: 4 }).unwrap();
    assert!(s.has_piece_at(LIGHT, 6));
}

#[test]
fn pieces_jump_over_any_pieces_between() {
    let game = UrGame::finkel();
    let s = position(&game, (6, &[5], 0), (5, &[6, 7], 0));
    let (s, _) = throw(&game, &s, 4);
    let (s, _) = game.apply(&s, UrAction::Move { from: 5 }).unwrap();
    assert!(s.has_piece_at(LIGHT, 9));
    assert_eq!(s.on_board(DARK), 2);
}

#[test]
fn refusals_name_the_problem() {
    let game = UrGame::finkel();
    let s = position(&game, (0, &[5, 6, 7], 4), (7, &[], 0));
    assert_eq!(
        game.apply(&s, UrAction::Enter),
        Err(UrError::Turn(racegame::TurnError::ThrowAwaited))
    );
    let (m, _) = throw(&game, &s, 1);
    assert_eq!(
        game.apply(&m, UrAction::Enter),
        Err(UrError::NothingToEnter)
    );
    assert_eq!(
        game.apply(&m, UrAction::Move { from: 9 }),
        Err(UrError::NoPiece { from: 9 })
    );
    assert_eq!(
        game.apply(&m, UrAction::Throw(1)),
        Err(UrError::MoveAwaited { throw: 1 })
    );
    let won = position(&game, (0, &[14], 6), (7, &[], 0));
    let (won, _) = throw(&game, &won, 1);
    let (won, _) = game.apply(&won, UrAction::Move { from: 14 }).unwrap();
    assert_eq!(
        game.apply(&won, UrAction::Throw(1)),
        Err(UrError::Turn(racegame::TurnError::GameOver))
    );
}

#[test]
fn light_starts_unless_told_otherwise() {
    let game = UrGame::finkel();
    assert_eq!(game.to_act(&game.initial_state()), ToAct::Chance(LIGHT));
    let game = UrGame::finkel().with_first(DARK).unwrap();
    assert_eq!(game.to_act(&game.initial_state()), ToAct::Chance(DARK));
    assert_eq!(
        UrGame::finkel().with_first(Seat(2)),
        Err(UrConfigError::FirstNotPlaying(Seat(2)))
    );
}

#[test]
fn the_action_limit_truncates() {
    let mut rules = UrRules::finkel();
    rules.action_limit = Some(3);
    let game = UrGame::new(rules).unwrap();
    let mut s = game.initial_state();
    for _ in 0..3 {
        s = throw(&game, &s, 0).0;
    }
    assert_eq!(game.outcome(&s), Some(Outcome::Truncated));
    rules.action_limit = Some(0);
    assert_eq!(
        UrGame::new(rules),
        Err(UrConfigError::Rules(UrRulesError::ZeroActionLimit))
    );
}

#[test]
fn presets_hold_the_published_settings() {
    let f = UrRules::finkel();
    assert_eq!(
        (f.pieces, f.path, f.dice),
        (7, UrPath::Bell, UrDice::FourBinary)
    );
    assert!(f.safe_rosettes && f.rosettes_throw_again && !f.captures_throw_again);
    let m = UrRules::masters();
    assert_eq!(
        (m.pieces, m.path, m.dice),
        (7, UrPath::Masters, UrDice::ThreeBinaryZeroIsFour)
    );
    assert!(!m.safe_rosettes && m.rosettes_throw_again && !m.captures_throw_again);
    let b = UrRules::blitz();
    assert_eq!(
        (b.pieces, b.path, b.dice),
        (5, UrPath::Masters, UrDice::FourBinary)
    );
    assert!(!b.safe_rosettes && b.rosettes_throw_again && b.captures_throw_again);
    for r in [f, m, b] {
        assert_eq!(UrGame::new(r).unwrap().rules(), &r);
    }
    assert_eq!(UrRules::default(), f);
    let mut bad = f;
    for pieces in [0, 8] {
        bad.pieces = pieces;
        assert_eq!(bad.validate(), Err(UrRulesError::Pieces(pieces)));
    }
}

#[test]
fn paths_have_their_rosettes_and_board_squares() {
    let bell: Vec<u8> = (1..=14).filter(|&p| UrPath::Bell.is_rosette(p)).collect();
    assert_eq!(bell, [4, 8, 14]);
    let masters: Vec<u8> = (1..=16)
        .filter(|&p| UrPath::Masters.is_rosette(p))
        .collect();
    assert_eq!(masters, [4, 8, 12, 16]);
    let light: Vec<String> = (1..=14)
        .map(|p| UrPath::Bell.square(LIGHT, p).unwrap().to_string())
        .collect();
    assert_eq!(light.join(" "), "A4 A3 A2 A1 B1 B2 B3 B4 B5 B6 B7 B8 A8 A7");
    let dark: Vec<String> = (1..=16)
        .map(|p| UrPath::Masters.square(DARK, p).unwrap().to_string())
        .collect();
    assert_eq!(
        dark.join(" "),
        "C4 C3 C2 C1 B1 B2 B3 B4 B5 B6 B7 A7 A8 B8 C8 C7"
    );
    // Shared squares: the same board square for both players.
    for path in [UrPath::Bell, UrPath::Masters] {
        for p in 1..=path.len() {
            let q = path.opponent_index(p);
            let same = (1..=path.len()).find(|&q| path.square(DARK, q) == path.square(LIGHT, p));
            assert_eq!(q, same, "{path:?} {p}");
        }
    }
}

#[test]
fn validate_refuses_impossible_states() {
    use racegame::ur::UrStateError as E;
    let game = UrGame::finkel();
    let two_on_b4 = game
        .initial_state()
        .with_pieces(LIGHT, 6, &[8], 0)
        .with_pieces(DARK, 6, &[8], 0);
    assert!(matches!(game.validate(&two_on_b4), Err(E::Shared { .. })));
    let off_path = game.initial_state().with_pieces(LIGHT, 6, &[15], 0);
    assert!(matches!(game.validate(&off_path), Err(E::OffPath { .. })));
    let all_off = game.initial_state().with_pieces(LIGHT, 0, &[], 7);
    assert!(matches!(game.validate(&all_off), Err(E::Finished(_))));
    // apply refuses an invalid state rather than play it.
    assert!(matches!(
        game.apply(&off_path, UrAction::Throw(1)),
        Err(UrError::InvalidState(_))
    ));
}
