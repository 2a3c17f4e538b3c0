//! The Vermifuge Lune rule book (`rules/vermifuge-lune.md`): one test per worked example and per rule.

use racegame::goose::{
    Direction, GooseAction, GooseEvent, GooseGame, GooseState, JumpReason, Status,
};
use racegame::{Outcome, RaceGame, Roll, Seat};

const A: Seat = Seat(0);
const B: Seat = Seat(1);

fn game() -> GooseGame {
    GooseGame::vermifuge_lune(2).unwrap()
}

fn a_on(origin: u8, first: bool) -> GooseState {
    let g = game();
    let s = g
        .initial_state()
        .with_position(A, origin)
        .with_first_throw(A, first);
    g.validate(&s).unwrap();
    s
}

fn play(state: &GooseState, a: u8, b: u8) -> (GooseState, Vec<GooseEvent>) {
    game()
        .apply(state, GooseAction::Throw(Roll::two(a, b).unwrap()))
        .unwrap()
}

fn doubled_at(events: &[GooseEvent], square: u8) -> bool {
    events
        .iter()
        .any(|e| matches!(e, GooseEvent::Repeated { square: s, .. } if *s == square))
}

fn jumped(events: &[GooseEvent], from: u8, to: u8, reason: JumpReason) -> bool {
    events.contains(&GooseEvent::Jumped {
        seat: A,
        from,
        to,
        reason,
    })
}

#[test]
fn everyone_starts_on_square_1_and_shares_it() {
    let g = GooseGame::vermifuge_lune(3).unwrap();
    let s = g.initial_state();
    assert_eq!(s.positions(), &[1, 1, 1]);
    // Seat 1 leaves square 1 and catches seat 0 on 3: seat 0 goes back to
    // square 1, which seat 2 still occupies, and nobody is moved from there.
    let s = s.with_position(A, 3).with_current(B);
    let (s, ev) = g
        .apply(&s, GooseAction::Throw(Roll::two(1, 1).unwrap()))
        .unwrap();
    assert_eq!(s.positions(), &[1, 3, 1]);
    let displaced = ev
        .iter()
        .filter(|e| matches!(e, GooseEvent::Displaced { .. }))
        .count();
    assert_eq!(displaced, 1);
}

#[test]
fn first_throw_three_and_six_jumps_to_16() {
    let (s, ev) = play(&a_on(1, true), 3, 6);
    assert_eq!(s.position(A), 16);
    assert!(jumped(&ev, 1, 16, JumpReason::FirstThrow));
}

#[test]
fn first_throw_five_and_four_jumps_to_20() {
    let (s, ev) = play(&a_on(1, true), 5, 4);
    assert_eq!(s.position(A), 20);
    assert!(jumped(&ev, 1, 20, JumpReason::FirstThrow));
}

#[test]
fn first_throw_two_and_two_doubles_on_5_and_9_to_13() {
    let (s, ev) = play(&a_on(1, true), 2, 2);
    assert_eq!(s.position(A), 13);
    assert!(doubled_at(&ev, 5));
    assert!(doubled_at(&ev, 9));
}

#[test]
fn first_throw_five_and_six_lands_on_12_and_goes_to_5_without_doubling() {
    let (s, ev) = play(&a_on(1, true), 5, 6);
    assert_eq!(s.position(A), 5);
    assert!(jumped(&ev, 12, 5, JumpReason::Square));
    assert!(
        !doubled_at(&ev, 5),
        "a jump never triggers the square it reaches"
    );
}

#[test]
fn square_35_flies_to_56() {
    let (s, ev) = play(&a_on(30, false), 2, 3);
    assert_eq!(s.position(A), 56);
    assert!(jumped(&ev, 35, 56, JumpReason::Square));
}

#[test]
fn doubling_on_50_and_54_reaches_58_and_goes_back_to_5() {
    let (s, ev) = play(&a_on(46, false), 2, 2);
    assert_eq!(s.position(A), 5);
    assert!(doubled_at(&ev, 50));
    assert!(doubled_at(&ev, 54));
    assert!(jumped(&ev, 58, 5, JumpReason::Square));
}

#[test]
fn overshoot_from_60_bounces_to_54_and_doubles_backwards_to_42() {
    let (s, ev) = play(&a_on(60, false), 6, 6);
    assert_eq!(s.position(A), 42);
    assert!(ev.contains(&GooseEvent::Bounced {
        seat: A,
        excess: 9,
        to: 54
    }));
    assert!(ev.contains(&GooseEvent::Repeated {
        seat: A,
        square: 54,
        total: 12,
        direction: Direction::Backward
    }));
}

#[test]
fn doubling_on_59_reaches_63_and_wins() {
    let (s, ev) = play(&a_on(55, false), 2, 2);
    assert_eq!(s.position(A), 63);
    assert!(doubled_at(&ev, 59));
    assert_eq!(s.status(), Status::Won(A));
    assert_eq!(game().outcome(&s), Some(Outcome::Winner(A)));
}

#[test]
fn overshoot_from_61_bounces_back_by_the_excess_to_57() {
    let (s, ev) = play(&a_on(61, false), 4, 4);
    assert_eq!(s.position(A), 57);
    assert!(ev.contains(&GooseEvent::Bounced {
        seat: A,
        excess: 6,
        to: 57
    }));
}

#[test]
fn caught_token_goes_to_the_square_the_newcomer_left_and_nobody_pays() {
    let g = game();
    let s = g.initial_state().with_position(A, 10).with_position(B, 15);
    let (s, ev) = play(&s, 2, 3);
    assert_eq!(s.position(A), 15);
    assert_eq!(s.position(B), 10);
    assert_eq!(s.fines_in_pot(), 0);
    assert!(ev.contains(&GooseEvent::Displaced {
        seat: B,
        by: A,
        from: 15,
        to: 10
    }));
    assert!(!ev.iter().any(|e| matches!(e, GooseEvent::PaidFine { .. })));
}

#[test]
fn squares_19_25_and_58_send_the_child_back_to_5_and_34_to_22_and_47_to_29() {
    for (origin, a, b, from, to) in [
        (14, 2, 3, 19, 5),
        (20, 2, 3, 25, 5),
        (29, 2, 3, 34, 22),
        (42, 2, 3, 47, 29),
        (53, 2, 3, 58, 5),
    ] {
        let (s, ev) = play(&a_on(origin, false), a, b);
        assert_eq!(s.position(A), to, "from {origin}");
        assert!(jumped(&ev, from, to, JumpReason::Square), "from {origin}");
    }
}

#[test]
fn no_fines_anywhere() {
    for origin in [14, 20, 29, 42, 53] {
        let (s, _) = play(&a_on(origin, false), 2, 3);
        assert_eq!(s.fines_in_pot(), 0);
    }
}

#[test]
fn a_caught_token_sent_to_a_doubling_square_does_not_double() {
    let g = game();
    // A rests on 5 (reached by a jump) and catches B on 8: B goes to 5 and
    // stays there.
    let s = g.initial_state().with_position(A, 5).with_position(B, 8);
    let (s, ev) = play(&s, 1, 2);
    assert_eq!(s.positions(), &[8, 5]);
    assert!(
        !ev.iter()
            .any(|e| matches!(e, GooseEvent::Repeated { seat, .. } if *seat == B))
    );
}
