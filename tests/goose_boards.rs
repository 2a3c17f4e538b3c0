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
    for board in [
        presets::railway(),
        presets::vermifuge_lune(),
        presets::classic_goose(),
        presets::snakes_and_ladders(),
    ] {
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
