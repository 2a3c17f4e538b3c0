//! Goose boards as data: validation errors, the classic presets, overshoot and collision rules, user boards from JSON.

use racegame::goose::{
    Board, BoardError, BoardSpec, Collision, Effect, FirstThrowJump, GooseAction, GooseEvent,
    GooseGame, Overshoot, SpecialSquare, Status, presets,
};
use racegame::{Outcome, RaceGame, Roll, Seat};

const A: Seat = Seat(0);
const B: Seat = Seat(1);

fn one(v: u8) -> GooseAction {
    GooseAction::Throw(Roll::one(v).unwrap())
}

fn two(a: u8, b: u8) -> GooseAction {
    GooseAction::Throw(Roll::two(a, b).unwrap())
}

#[test]
fn presets_are_valid() {
    for board in presets::PRESETS.iter().map(|p| p.rules()) {
        let rebuilt = Board::new(board.spec().clone());
        assert_eq!(rebuilt.as_ref(), Ok(&board), "{}", board.name());
    }
}

#[test]
fn a_jump_off_the_board_is_refused_naming_the_square() {
    let mut spec = BoardSpec::new(30);
    spec.set(10, Effect::Jump(31), false);
    assert_eq!(
        Board::new(spec),
        Err(BoardError::JumpOffBoard { square: 10, to: 31 })
    );
}

#[test]
fn a_jump_onto_its_own_square_is_refused() {
    let mut spec = BoardSpec::new(30);
    spec.set(10, Effect::Jump(10), false);
    assert_eq!(Board::new(spec), Err(BoardError::JumpToItself(10)));
}

#[test]
fn effects_on_the_start_or_goal_are_refused() {
    let mut spec = BoardSpec::new(30);
    spec.set(0, Effect::Repeat, false);
    assert!(matches!(
        Board::new(spec),
        Err(BoardError::EffectOnEndpoint { square: 0, .. })
    ));
    let mut spec = BoardSpec::new(30);
    spec.set(30, Effect::MissTurns(1), false);
    assert!(matches!(
        Board::new(spec),
        Err(BoardError::EffectOnEndpoint { square: 30, .. })
    ));
}

#[test]
fn a_square_past_the_goal_or_listed_twice_is_refused() {
    let mut spec = BoardSpec::new(30);
    spec.squares.push(SpecialSquare::new(40, Effect::Repeat));
    assert!(matches!(
        Board::new(spec),
        Err(BoardError::SquareOffBoard { square: 40, .. })
    ));
    let mut spec = BoardSpec::new(30);
    for _ in 0..2 {
        spec.squares.push(SpecialSquare::new(7, Effect::Repeat));
    }
    assert_eq!(Board::new(spec), Err(BoardError::Duplicate(7)));
}

#[test]
fn first_throw_jumps_must_be_throws_of_the_board() {
    let mut spec = BoardSpec::new(30);
    spec.first_throw.push(FirstThrowJump::two(7, 2, 20));
    assert!(matches!(
        Board::new(spec),
        Err(BoardError::FirstThrowNotAThrow { .. })
    ));
    let mut spec = BoardSpec::new(30);
    spec.first_throw.push(FirstThrowJump::two(6, 3, 40));
    assert!(matches!(
        Board::new(spec),
        Err(BoardError::FirstThrowOffBoard { to: 40, .. })
    ));
    let mut spec = BoardSpec::new(30);
    spec.first_throw.push(FirstThrowJump::two(6, 3, 20));
    spec.first_throw.push(FirstThrowJump::two(3, 6, 21));
    assert_eq!(
        Board::new(spec),
        Err(BoardError::FirstThrowDuplicate([3, 6]))
    );
}

#[test]
fn board_shape_errors() {
    let mut spec = BoardSpec::new(30);
    spec.dice = 3;
    assert_eq!(Board::new(spec), Err(BoardError::DiceCount(3)));
    let mut spec = BoardSpec::new(30);
    spec.start = 30;
    assert!(matches!(
        Board::new(spec),
        Err(BoardError::GoalNotAfterStart { .. })
    ));
    let mut spec = BoardSpec::new(30);
    spec.max_seats = 9;
    assert!(matches!(Board::new(spec), Err(BoardError::Seats { .. })));
}

#[test]
fn error_messages_name_the_square_and_the_problem() {
    let e = BoardError::JumpOffBoard { square: 10, to: 31 };
    assert_eq!(e.to_string(), "square 10 jumps to 31, off the board");
}

#[test]
fn classic_goose_geese_repeat_and_hazards_cost_the_fine() {
    let g = GooseGame::classic_goose(2).unwrap();
    let s = g.initial_state().with_position(A, 1);
    let (s, ev) = g.apply(&s, two(2, 2)).unwrap(); // 5 goose, 9 goose, 13
    assert_eq!(s.position(A), 13);
    assert_eq!(
        ev.iter()
            .filter(|e| matches!(e, GooseEvent::Repeated { .. }))
            .count(),
        2
    );
    assert_eq!(s.fines_in_pot(), 0, "geese cost nothing");
    for (origin, a, b, end, held, missed) in [
        (2, 1, 3, 12, false, 0),  // bridge
        (15, 2, 2, 19, false, 2), // inn
        (29, 1, 1, 31, true, 0),  // well
        (40, 1, 1, 30, false, 0), // maze
        (49, 1, 2, 52, true, 0),  // prison
        (55, 1, 2, 0, false, 0),  // death
    ] {
        let s = g.initial_state().with_position(A, origin);
        let (s, _) = g.apply(&s, two(a, b)).unwrap();
        assert_eq!(s.position(A), end, "from {origin}");
        assert_eq!(s.is_held(A), held, "from {origin}");
        assert_eq!(s.turns_to_miss(A), missed, "from {origin}");
        assert_eq!(s.fines_paid(A), 1, "from {origin}");
    }
    // First throws jump as on the railway.
    let (s, _) = g.apply(&g.initial_state(), two(3, 6)).unwrap();
    assert_eq!(s.position(A), 26);
    let (s, _) = g.apply(&g.initial_state(), two(4, 5)).unwrap();
    assert_eq!(s.position(A), 53);
}

#[test]
fn classic_goose_collision_sends_back_without_a_fine() {
    let g = GooseGame::classic_goose(2).unwrap();
    let s = g.initial_state().with_position(A, 20).with_position(B, 25);
    let (s, _) = g.apply(&s, two(2, 3)).unwrap();
    assert_eq!(s.positions(), &[25, 20]);
    assert_eq!(s.fines_in_pot(), 0);
}

#[test]
fn snakes_and_ladders_ladders_and_chutes_are_jumps() {
    let g = GooseGame::snakes_and_ladders(1).unwrap();
    let s = g.initial_state();
    let (s, _) = g.apply(&s, one(1)).unwrap();
    assert_eq!(s.position(A), 38);
    let s = s.with_position(A, 12);
    let (s, _) = g.apply(&s, one(4)).unwrap();
    assert_eq!(s.position(A), 6);
    for (from, to) in presets::LADDERS.iter().chain(presets::CHUTES.iter()) {
        assert_eq!(g.board().effect(*from), Effect::Jump(*to));
    }
}

#[test]
fn snakes_and_ladders_overshoot_stays_put() {
    let g = GooseGame::snakes_and_ladders(1).unwrap();
    let s = g.initial_state().with_position(A, 97);
    let (s, ev) = g.apply(&s, one(5)).unwrap();
    assert_eq!(s.position(A), 97);
    assert!(ev.contains(&GooseEvent::Overshot { seat: A, at: 97 }));
    let (s, _) = g.apply(&s, one(3)).unwrap();
    assert_eq!(s.status(), Status::Won(A));
}

#[test]
fn snakes_and_ladders_ladder_to_100_wins() {
    let g = GooseGame::snakes_and_ladders(2).unwrap();
    let s = g.initial_state().with_position(A, 76);
    let (s, _) = g.apply(&s, one(4)).unwrap();
    assert_eq!(g.outcome(&s), Some(Outcome::Winner(A)));
}

#[test]
fn snakes_and_ladders_tokens_share_squares() {
    let g = GooseGame::snakes_and_ladders(2).unwrap();
    let s = g.initial_state().with_position(A, 10).with_position(B, 12);
    let (s, ev) = g.apply(&s, one(2)).unwrap();
    assert_eq!(s.positions(), &[12, 12]);
    assert!(!ev.iter().any(|e| matches!(e, GooseEvent::Displaced { .. })));
    // One player may play alone.
    assert!(GooseGame::snakes_and_ladders(1).is_ok());
}

#[test]
fn finish_anyway_overshoot_wins_on_the_goal() {
    let mut spec = BoardSpec::new(20);
    spec.overshoot = Overshoot::FinishAnyway;
    let g = GooseGame::new(Board::new(spec).unwrap(), 2).unwrap();
    let s = g.initial_state().with_position(A, 18);
    let (s, _) = g.apply(&s, two(6, 6)).unwrap();
    assert_eq!(s.position(A), 20);
    assert_eq!(s.status(), Status::Won(A));
}

#[test]
fn a_win_square_off_the_goal_wins() {
    let mut spec = BoardSpec::new(40);
    spec.set(10, Effect::Win, false);
    let g = GooseGame::new(Board::new(spec).unwrap(), 2).unwrap();
    let s = g.initial_state().with_position(A, 5);
    let (s, _) = g.apply(&s, two(2, 3)).unwrap();
    assert_eq!(s.status(), Status::Won(A));
}

#[test]
fn a_hold_without_collisions_frees_the_token_in_place() {
    let mut spec = BoardSpec::new(40);
    spec.set(10, Effect::Hold, false);
    let g = GooseGame::new(Board::new(spec).unwrap(), 3).unwrap();
    let s = g
        .initial_state()
        .with_position(A, 10)
        .with_held(A, true)
        .with_position(B, 5)
        .with_current(B);
    let (s, ev) = g.apply(&s, two(2, 3)).unwrap();
    assert_eq!(s.positions(), &[10, 10, 0]);
    assert!(!s.is_held(A));
    assert!(s.is_held(B));
    assert!(ev.contains(&GooseEvent::Freed {
        seat: A,
        square: 10,
        by: B
    }));
}

#[test]
fn a_single_player_held_blocks_the_game() {
    let mut spec = BoardSpec::new(40);
    spec.set(10, Effect::Hold, false);
    let g = GooseGame::new(Board::new(spec).unwrap(), 1).unwrap();
    let s = g.initial_state().with_position(A, 5);
    let (s, _) = g.apply(&s, two(2, 3)).unwrap();
    assert_eq!(g.outcome(&s), Some(Outcome::Blocked));
}

#[test]
fn a_backward_repeat_never_passes_the_start() {
    // Goal 12, a repeat square on 4: from 8, 6+6 = 20 bounces 8 back to 4;
    // a repeat on 4 then goes backwards by 12 and stops at the start.
    let mut spec = BoardSpec::new(12);
    spec.set(4, Effect::Repeat, false);
    let g = GooseGame::new(Board::new(spec).unwrap(), 2).unwrap();
    let s = g.initial_state().with_position(A, 8);
    let (s, _) = g.apply(&s, two(6, 6)).unwrap();
    assert_eq!(s.position(A), 0);
}

#[test]
fn the_player_range_is_checked() {
    assert!(matches!(
        GooseGame::vermifuge_lune(1),
        Err(racegame::goose::GooseConfigError::Seats { .. })
    ));
    assert!(GooseGame::snakes_and_ladders(7).is_err());
}

#[test]
fn the_action_limit_cuts_the_game_short() {
    let g = GooseGame::snakes_and_ladders(1)
        .unwrap()
        .with_action_limit(Some(2))
        .unwrap();
    let s = g.initial_state();
    let (s, _) = g.apply(&s, one(2)).unwrap();
    assert_eq!(g.outcome(&s), None);
    let (s, ev) = g.apply(&s, one(2)).unwrap();
    assert_eq!(g.outcome(&s), Some(Outcome::Truncated));
    assert_eq!(
        ev.last(),
        Some(&GooseEvent::GameOver {
            outcome: Outcome::Truncated
        })
    );
    assert!(g.apply(&s, one(2)).is_err());
}

#[cfg(feature = "serde")]
#[test]
fn a_user_board_loads_from_json_and_is_validated() {
    let json = r#"{
        "name": "tiny",
        "goal": 20,
        "dice": 1,
        "min_players": 1,
        "max_players": 4,
        "overshoot": "stay_put",
        "collision": { "send_to_origin": { "fine": false } },
        "squares": [
            { "square": 3, "effect": { "jump": 11 } },
            { "square": 7, "effect": "repeat" },
            { "square": 12, "effect": { "miss_turns": 1 }, "fine": true }
        ]
    }"#;
    let board: Board = serde_json::from_str(json).unwrap();
    assert_eq!(board.effect(3), Effect::Jump(11));
    assert_eq!(board.collision(), Collision::SendToOrigin { fine: false });
    let bad = json.replace("\"jump\": 11", "\"jump\": 25");
    let err = serde_json::from_str::<Board>(&bad).unwrap_err();
    assert!(err.to_string().contains("square 3 jumps to 25"), "{err}");
}

// ---- Strict loading: unknown fields refused, defaults as in Rust ----

#[cfg(feature = "serde")]
mod strict_loading {
    use racegame::goose::{
        Board, BoardSpec, FirstThrowJump, GooseGame, GooseState, Overshoot, presets,
    };
    use racegame::{RaceGame, Roll, Seat};

    const TINY: &str = r#"{
        "goal": 20,
        "dice": 1,
        "overshoot": "stay_put",
        "squares": [ { "square": 3, "effect": { "jump": 11 } } ]
    }"#;

    fn refused<T: serde::de::DeserializeOwned + std::fmt::Debug>(json: &str, names: &str) {
        let err = serde_json::from_str::<T>(json).unwrap_err().to_string();
        assert!(err.contains(names), "{err}");
    }

    #[test]
    fn a_misspelled_board_key_is_refused_naming_it() {
        assert!(serde_json::from_str::<Board>(TINY).is_ok());
        let overshot = TINY.replace("\"overshoot\"", "\"overshot\"");
        refused::<Board>(&overshot, "unknown field `overshot`");
        let squars = TINY.replace("\"squares\"", "\"squars\"");
        refused::<BoardSpec>(&squars, "unknown field `squars`");
    }

    #[test]
    fn a_misspelled_key_inside_a_square_collision_or_jump_is_refused() {
        let square = TINY.replace("\"effect\"", "\"efect\"");
        refused::<Board>(&square, "unknown field `efect`");
        let fine = TINY.replace(
            "\"squares\"",
            "\"collision\": { \"send_to_origin\": { \"fines\": true } }, \"squares\"",
        );
        refused::<Board>(&fine, "unknown field `fines`");
        let jump = TINY.replace(
            "\"squares\"",
            "\"first_throw\": [ { \"dice\": [6, 3], \"too\": 9 } ], \"squares\"",
        );
        refused::<Board>(&jump, "unknown field `too`");
    }

    #[test]
    fn a_misspelled_key_in_a_state_or_game_is_refused() {
        let game = GooseGame::railway(2).unwrap();
        let state = serde_json::to_string(&game.initial_state()).unwrap();
        let bad = state.replace("\"turns_to_miss\"", "\"turns_to_mis\"");
        refused::<GooseState>(&bad, "unknown field `turns_to_mis`");
        let bad = state.replace("\"throws\"", "\"throw\"");
        refused::<GooseState>(&bad, "unknown field `throw`");
        let rules = serde_json::to_string(&game).unwrap();
        let bad = rules.replace("\"fine\":1", "\"fine\":1,\"fines\":2");
        refused::<GooseGame>(&bad, "unknown field `fines`");
    }

    #[test]
    fn a_misspelled_key_in_an_event_is_refused() {
        let json = r#"{ "moved": { "seat": 0, "from": 3, "to": 9 } }"#;
        assert!(serde_json::from_str::<racegame::goose::GooseEvent>(json).is_ok());
        let bad = json.replace("\"to\"", "\"too\"");
        refused::<racegame::goose::GooseEvent>(&bad, "unknown field `too`");
    }

    #[test]
    fn a_board_error_on_loading_names_the_square() {
        let bad = TINY.replace("\"jump\": 11", "\"jump\": 3");
        refused::<Board>(&bad, "square 3 jumps onto itself");
    }

    #[test]
    fn json_defaults_agree_with_board_spec_new() {
        let board: Board = serde_json::from_str(r#"{ "goal": 30 }"#).unwrap();
        assert_eq!(board.spec(), &BoardSpec::new(30));
        assert_eq!(board.dice(), BoardSpec::new(30).dice);
        assert_eq!(board.overshoot(), Overshoot::Bounce);
    }

    #[test]
    fn a_one_die_first_throw_jump_needs_no_padding() {
        let json = r#"{ "goal": 30, "dice": 1, "first_throw": [ { "dice": [4], "to": 20 } ] }"#;
        let board: Board = serde_json::from_str(json).unwrap();
        assert_eq!(board.first_throw_jump(Roll::one(4).unwrap()), Some(20));
        assert_eq!(board.spec().first_throw, [FirstThrowJump::one(4, 20)]);
        let written = serde_json::to_string(&board).unwrap();
        assert!(written.contains(r#""dice":[4],"to":20"#), "{written}");
        refused::<Board>(
            &json.replace("[4]", "[4, 1, 2]"),
            "jump to 20 names 1 or 2 dice, not 3",
        );
        refused::<Board>(&json.replace("[4]", "[]"), "1 or 2 dice, not 0");
    }

    #[test]
    fn game_json_defaults_agree_with_the_constructor_and_old_names_load() {
        let board = serde_json::to_value(presets::railway()).unwrap();
        let json = serde_json::json!({ "board": board, "seats": 3 });
        let game: GooseGame = serde_json::from_value(json).unwrap();
        assert_eq!(game, GooseGame::railway(3).unwrap());
        // Records written before the seat naming still load.
        let mut old = serde_json::json!({ "board": board, "players": 3, "fine": 1 });
        let spec = old["board"].as_object_mut().unwrap();
        let min = spec.remove("min_seats").unwrap();
        let max = spec.remove("max_seats").unwrap();
        spec.insert("min_players".into(), min);
        spec.insert("max_players".into(), max);
        let game: GooseGame = serde_json::from_value(old).unwrap();
        assert_eq!(game, GooseGame::railway(3).unwrap());
    }

    #[test]
    fn state_json_defaults_agree_with_the_initial_state() {
        let game = GooseGame::railway(2).unwrap();
        let json = r#"{ "tokens": [ { "square": 0 }, { "square": 0 } ] }"#;
        let state: GooseState = serde_json::from_str(json).unwrap();
        assert_eq!(state, game.initial_state());
        assert_eq!(state.current(), Seat(0));
    }
}

// ---- Errors: typed, printed once, total ----

mod errors {
    use racegame::goose::{
        Board, BoardError, BoardSpec, Effect, Endpoint, GooseConfigError, GooseError, GooseGame,
        GooseStateError, StatusConflict,
    };
    use racegame::{RaceGame, Seat};
    use std::error::Error;

    #[test]
    fn an_invalid_state_error_prints_its_reason_once() {
        let inner = GooseStateError::Current(5);
        let e = GooseError::InvalidState(inner.clone());
        let source = e.source().map(|s| s.to_string());
        assert_eq!(source, Some(inner.to_string()));
        assert!(!e.to_string().contains(&inner.to_string()), "{e}");
    }

    #[cfg(feature = "serde")]
    #[test]
    fn a_status_conflict_is_a_typed_reason() {
        let game = GooseGame::railway(2).unwrap();
        let state: racegame::goose::GooseState = game.initial_state();
        // Blocked while both tokens are free.
        let json = serde_json::to_string(&state)
            .unwrap()
            .replace("\"in_play\"", "\"blocked\"");
        let blocked = serde_json::from_str(&json).unwrap();
        assert_eq!(
            game.validate(&blocked),
            Err(GooseStateError::Status(
                StatusConflict::BlockedWithFreeToken
            ))
        );
        let held = state.with_position(Seat(0), 31).with_held(Seat(0), true);
        assert_eq!(
            game.validate(&held),
            Err(GooseStateError::Status(StatusConflict::CurrentCannotThrow))
        );
    }

    #[test]
    fn an_effect_on_an_endpoint_names_which_as_a_type() {
        let mut spec = BoardSpec::new(30);
        spec.set(30, Effect::Hold, false);
        assert_eq!(
            Board::new(spec),
            Err(BoardError::EffectOnEndpoint {
                square: 30,
                which: Endpoint::Goal
            })
        );
    }

    #[test]
    fn every_error_display_is_total_at_extreme_values() {
        let seat = Seat(u8::MAX);
        let texts = [
            GooseConfigError::Seats {
                seats: usize::MAX,
                min: 0,
                max: u8::MAX,
            }
            .to_string(),
            GooseConfigError::ActionLimitTooLarge {
                limit: u32::MAX,
                max: 0,
            }
            .to_string(),
            BoardError::Seats {
                min_seats: 0,
                max_seats: 0,
            }
            .to_string(),
            BoardError::FirstThrowNotAThrow {
                dice: [0, 0],
                count: 0,
            }
            .to_string(),
            BoardError::GoalUnreachableFrom { square: 0 }.to_string(),
            GooseStateError::Fines {
                seat,
                fines: u32::MAX,
                throws: 0,
            }
            .to_string(),
            GooseStateError::Pot {
                fines: u64::MAX,
                throws: u32::MAX,
            }
            .to_string(),
            GooseStateError::TooManyMissedTurns {
                seat,
                turns: u8::MAX,
                max: 0,
            }
            .to_string(),
            GooseStateError::PastLimit {
                throws: u32::MAX,
                limit: 0,
            }
            .to_string(),
            // The one Display in the crate that did arithmetic: a zero step
            // underflowed.
            racegame::ludo::LudoRulesError::BounceTooLong {
                home_len: 0,
                step: 0,
            }
            .to_string(),
        ];
        assert!(texts.iter().all(|t| !t.is_empty()));
    }
}

// ---- Boards on which a game could never end are refused ----

mod reachability {
    use racegame::goose::{
        Board, BoardError, BoardSpec, Collision, Effect, FirstThrowJump, GooseGame, Overshoot,
        RepeatRule, presets,
    };
    use racegame::{Dice, RaceGame};

    #[test]
    fn a_goal_no_throw_reaches_is_refused() {
        // Two dice throw at least 2, so a goal of 1 bounces back for ever.
        assert_eq!(
            Board::new(BoardSpec::new(1)),
            Err(BoardError::GoalNeverReached)
        );
    }

    #[test]
    fn a_board_where_every_square_sends_back_is_refused() {
        let mut spec = BoardSpec::new(20);
        for square in 1..20 {
            spec.set(square, Effect::BackToStart, false);
        }
        assert_eq!(Board::new(spec), Err(BoardError::GoalNeverReached));
    }

    #[test]
    fn a_reachable_square_that_cannot_reach_the_goal_is_named() {
        // Two dice and no overshoot: from 29 every throw passes 30.
        let mut spec = BoardSpec::new(30);
        spec.overshoot = Overshoot::StayPut;
        assert_eq!(
            Board::new(spec.clone()),
            Err(BoardError::GoalUnreachableFrom { square: 29 })
        );
        // One die reaches 30 from 29.
        spec.dice = 1;
        assert!(Board::new(spec).is_ok());
    }

    #[test]
    fn a_jump_into_a_dead_end_is_named() {
        // Every throw from 20 lands on 22..=32, which all jump back to 20;
        // the goal stays reachable past 32 from elsewhere (21 + 12).
        let mut spec = BoardSpec::new(60);
        for square in 22..=32 {
            spec.set(square, Effect::Jump(20), false);
        }
        assert_eq!(
            Board::new(spec),
            Err(BoardError::GoalUnreachableFrom { square: 20 })
        );
    }

    #[test]
    fn a_first_throw_jump_into_a_dead_end_is_refused() {
        // No overshoot: 60 is reached from 58 only (by a 2), and 59, which
        // every throw overshoots, is reached by no move, since 47..=57 jump
        // back to 10.
        let mut spec = BoardSpec::new(60);
        spec.overshoot = Overshoot::StayPut;
        for square in 47..=57 {
            spec.set(square, Effect::Jump(10), false);
        }
        assert!(Board::new(spec.clone()).is_ok(), "59 is unreachable so far");
        spec.first_throw.push(FirstThrowJump::two(6, 3, 59));
        assert_eq!(
            Board::new(spec),
            Err(BoardError::GoalUnreachableFrom { square: 59 })
        );
    }

    #[test]
    fn holds_and_back_to_start_squares_are_accepted() {
        let mut spec = BoardSpec::new(30);
        spec.set(7, Effect::Hold, true);
        spec.set(20, Effect::BackToStart, true);
        spec.set(25, Effect::MissTurns(3), false);
        spec.collision = Collision::SendToOrigin { fine: true };
        let board = Board::new(spec).unwrap();
        let game = GooseGame::new(board, 1).unwrap();
        let mut dice = Dice::seeded(5);
        let mut state = game.initial_state();
        while !game.is_over(&state) {
            state = game
                .apply(&state, dice.throw_for(&game, &state).unwrap())
                .unwrap()
                .0;
        }
    }

    #[test]
    fn every_preset_and_the_fresh_throw_railway_pass_the_check() {
        let mut fresh = presets::railway().spec().clone();
        fresh.repeat = RepeatRule::FreshThrow;
        let specs = presets::PRESETS.iter().map(|p| p.rules().spec().clone());
        for spec in specs.chain([fresh]) {
            assert!(Board::new(spec.clone()).is_ok(), "{}", spec.name);
        }
    }
}

// ---- Counters at the rule set's limits ----

mod limits {
    use racegame::goose::{GooseConfigError, GooseGame, GooseState, Status};
    use racegame::{RaceGame, Roll, Seat};

    const A: Seat = Seat(0);

    fn throw(a: u8, b: u8) -> racegame::goose::GooseAction {
        racegame::goose::GooseAction::Throw(Roll::two(a, b).unwrap())
    }

    #[test]
    fn a_huge_fine_keeps_every_state_valid_and_the_pot_exact() {
        let fine = 1 << 31;
        let g = GooseGame::railway(2).unwrap().with_fine(fine).unwrap();
        let s = g.initial_state().with_position(A, 2);
        let (s, _) = g.apply(&s, throw(2, 2)).unwrap(); // 6: fine, to 12
        let s = s.with_position(A, 15).with_current(A);
        let (s, _) = g.apply(&s, throw(2, 2)).unwrap(); // 19: fine
        assert_eq!(g.validate(&s), Ok(()));
        assert_eq!(s.fines_paid(A), 2);
        assert_eq!(g.paid(&s, A), 2 * u64::from(fine));
        assert_eq!(g.pot(&s), 2 * u64::from(fine));
        let g = GooseGame::railway(6).unwrap().with_fine(u32::MAX).unwrap();
        assert!(g.validate(&g.initial_state()).is_ok());
    }

    #[test]
    fn an_action_limit_of_zero_is_refused() {
        let g = GooseGame::railway(2).unwrap();
        assert_eq!(
            g.clone().with_action_limit(Some(0)),
            Err(GooseConfigError::ZeroActionLimit)
        );
        assert!(g.with_action_limit(Some(1)).is_ok());
    }

    #[test]
    fn an_action_limit_past_what_the_counters_hold_is_refused() {
        let g = GooseGame::railway(6).unwrap();
        let max = g.max_throws();
        assert!(max < u32::MAX, "six seats can each pay on every throw");
        assert_eq!(
            g.clone().with_action_limit(Some(max + 1)),
            Err(GooseConfigError::ActionLimitTooLarge {
                limit: max + 1,
                max
            })
        );
        assert!(g.clone().with_action_limit(Some(max)).is_ok());
        // A board with no fines counts every throw a u32 holds.
        let s = GooseGame::vermifuge_lune(6).unwrap();
        assert_eq!(s.max_throws(), u32::MAX);
        assert!(s.with_action_limit(Some(u32::MAX)).is_ok());
    }

    #[cfg(feature = "serde")]
    #[test]
    fn without_a_limit_the_last_countable_throw_truncates_the_game() {
        let g = GooseGame::railway(2).unwrap();
        let json = serde_json::json!({
            "tokens": [ { "square": 10, "thrown": true }, { "square": 0 } ],
            "throws": g.max_throws() - 1,
        });
        let s: GooseState = serde_json::from_value(json).unwrap();
        assert_eq!(g.validate(&s), Ok(()));
        let (s, _) = g.apply(&s, throw(1, 1)).unwrap();
        assert_eq!(s.status(), Status::Truncated);
        assert_eq!(g.validate(&s), Ok(()));
    }

    #[cfg(feature = "serde")]
    #[test]
    fn fines_the_throws_could_not_cost_are_refused() {
        let g = GooseGame::railway(2).unwrap();
        let json = serde_json::json!({
            "tokens": [ { "square": 10, "thrown": true, "fines": 500 }, { "square": 0 } ],
            "throws": 1,
        });
        let s: GooseState = serde_json::from_value(json).unwrap();
        assert!(matches!(
            g.validate(&s),
            Err(racegame::goose::GooseStateError::Fines { fines: 500, .. })
        ));
    }
}

#[test]
fn a_token_that_jumps_onto_a_win_square_stands_there_and_the_game_goes_on() {
    let mut spec = BoardSpec::new(40);
    spec.set(10, Effect::Win, false);
    spec.set(5, Effect::Jump(10), false);
    let g = GooseGame::new(Board::new(spec).unwrap(), 2).unwrap();
    let (s, _) = g.apply(&g.initial_state(), two(2, 3)).unwrap();
    assert_eq!(s.position(A), 10);
    assert_eq!(s.status(), Status::InPlay);
    assert_eq!(g.validate(&s), Ok(()));
}
