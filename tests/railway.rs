//! The railway journey's rule book (`rules/railway.md`): one test per worked example and per rule.

use racegame::goose::{
    Direction, GooseAction, GooseEvent, GooseGame, GooseState, JumpReason, SkipReason, Status,
};
use racegame::{Outcome, RaceGame, Roll, Seat, ToAct};

const A: Seat = Seat(0);
const B: Seat = Seat(1);

fn game() -> GooseGame {
    GooseGame::railway(2).unwrap()
}

fn throw(a: u8, b: u8) -> GooseAction {
    GooseAction::Throw(Roll::two(a, b).unwrap())
}

/// Seat A on `origin` (first throw pending or not), B on the start, A to throw.
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
    game().apply(state, throw(a, b)).unwrap()
}

fn jumped(events: &[GooseEvent], from: u8, to: u8, reason: JumpReason) -> bool {
    events.contains(&GooseEvent::Jumped {
        seat: A,
        from,
        to,
        reason,
    })
}

fn fines(events: &[GooseEvent]) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, GooseEvent::PaidFine { .. }))
        .count()
}

#[test]
fn first_throw_six_and_three_jumps_to_26() {
    let (s, ev) = play(&a_on(0, true), 6, 3);
    assert_eq!(s.position(A), 26);
    assert_eq!(s.fines_paid(A), 0);
    assert!(jumped(&ev, 0, 26, JumpReason::FirstThrow));
    // A jump rides no station: no move legs at all.
    assert!(!ev.iter().any(|e| matches!(e, GooseEvent::Moved { .. })));
}

#[test]
fn first_throw_four_and_five_jumps_to_53() {
    let (s, ev) = play(&a_on(0, true), 4, 5);
    assert_eq!(s.position(A), 53);
    assert_eq!(s.fines_paid(A), 0);
    assert!(jumped(&ev, 0, 53, JumpReason::FirstThrow));
}

#[test]
fn first_throw_two_and_four_lands_on_6_pays_and_goes_to_12() {
    let (s, ev) = play(&a_on(0, true), 2, 4);
    assert_eq!(s.position(A), 12);
    assert_eq!(s.fines_paid(A), 1);
    assert_eq!(s.fines_in_pot(), 1);
    assert!(jumped(&ev, 6, 12, JumpReason::Square));
    let pay = ev
        .iter()
        .position(|e| matches!(e, GooseEvent::PaidFine { .. }));
    let jump = ev
        .iter()
        .position(|e| matches!(e, GooseEvent::Jumped { .. }));
    assert!(pay < jump, "the fine is paid before the jump: {ev:?}");
}

#[test]
fn station_9_repeats_the_total_to_15() {
    let (s, ev) = play(&a_on(3, false), 3, 3);
    assert_eq!(s.position(A), 15);
    assert_eq!(s.fines_paid(A), 0);
    assert!(ev.contains(&GooseEvent::Repeated {
        seat: A,
        square: 9,
        total: 6,
        direction: Direction::Forward
    }));
    assert!(ev.contains(&GooseEvent::Moved {
        seat: A,
        from: 9,
        to: 15
    }));
}

#[test]
fn station_45_repeats_onto_52_where_the_token_is_held() {
    let (s, ev) = play(&a_on(38, false), 3, 4);
    assert_eq!(s.position(A), 52);
    assert!(s.is_held(A));
    assert_eq!(s.fines_paid(A), 1);
    assert!(ev.contains(&GooseEvent::Held {
        seat: A,
        square: 52
    }));
}

#[test]
fn overshoot_from_60_bounces_to_54_repeats_backwards_to_42_and_jumps_to_30() {
    let (s, ev) = play(&a_on(60, false), 6, 6);
    assert_eq!(s.position(A), 30);
    assert_eq!(s.fines_paid(A), 1);
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
    assert!(ev.contains(&GooseEvent::Moved {
        seat: A,
        from: 54,
        to: 42
    }));
    assert!(jumped(&ev, 42, 30, JumpReason::Square));
}

#[test]
fn overshoot_from_61_bounces_to_58_and_goes_back_to_the_start() {
    let (s, ev) = play(&a_on(61, false), 4, 3);
    assert_eq!(s.position(A), 0);
    assert_eq!(s.fines_paid(A), 1);
    assert!(ev.contains(&GooseEvent::Bounced {
        seat: A,
        excess: 5,
        to: 58
    }));
    assert!(jumped(&ev, 58, 0, JumpReason::BackToStart));
}

#[test]
fn square_19_pays_and_misses_two_turns() {
    let (s, ev) = play(&a_on(12, false), 3, 4);
    assert_eq!(s.position(A), 19);
    assert_eq!(s.fines_paid(A), 1);
    assert_eq!(s.turns_to_miss(A), 2);
    assert!(ev.contains(&GooseEvent::MissesTurns { seat: A, turns: 2 }));
    // B throws three times before A throws again: A's two turns are passed over.
    let g = game();
    assert_eq!(s.current(), B);
    let (s, ev) = g.apply(&s, throw(1, 1)).unwrap(); // B 0 -> 2
    assert!(ev.contains(&GooseEvent::TurnSkipped {
        seat: A,
        reason: SkipReason::MissedTurn { remaining: 1 }
    }));
    assert_eq!(s.current(), B);
    let (s, ev) = g.apply(&s, throw(1, 2)).unwrap(); // B 2 -> 5
    assert!(ev.contains(&GooseEvent::TurnSkipped {
        seat: A,
        reason: SkipReason::MissedTurn { remaining: 0 }
    }));
    assert_eq!(s.current(), B);
    let (s, _) = g.apply(&s, throw(1, 2)).unwrap(); // B 5 -> 8
    assert_eq!(s.current(), A);
    assert_eq!(s.turns_to_miss(A), 0);
}

#[test]
fn nine_after_being_sent_back_rides_every_station_to_63_and_wins_the_pot() {
    // A went back from 58 earlier (first throw spent); B pays three fines
    // on square 6 first, so the pot holds 3.
    let g = game();
    let mut s = a_on(0, false);
    for _ in 0..3 {
        s = pay_one_fine_for_b(&g, s);
    }
    assert_eq!(s.fines_in_pot(), 3);
    let (s, ev) = g.apply(&s, throw(6, 3)).unwrap();
    assert_eq!(s.position(A), 63);
    assert_eq!(s.fines_paid(A), 0);
    for station in [9, 18, 27, 36, 45, 54] {
        assert!(
            ev.contains(&GooseEvent::Repeated {
                seat: A,
                square: station,
                total: 9,
                direction: Direction::Forward
            }),
            "station {station}"
        );
    }
    assert!(ev.contains(&GooseEvent::Won {
        seat: A,
        square: 63,
        pot: 3
    }));
    assert_eq!(s.status(), Status::Won(A));
    assert_eq!(g.outcome(&s), Some(Outcome::Winner(A)));
    assert_eq!(g.to_act(&s), ToAct::Nobody);
}

/// Moves B (from the start, first throw spent) onto square 6 and back: B
/// pays one fine; A's position is kept and A is to throw again.
fn pay_one_fine_for_b(g: &GooseGame, s: GooseState) -> GooseState {
    let a_at = s.position(A);
    let s = s.with_position(B, 0).with_current(B);
    let (s, ev) = g.apply(&s, throw(2, 4)).unwrap(); // 6 -> 12, pays
    assert_eq!(fines(&ev), 1);
    s.with_position(B, 0).with_position(A, a_at).with_current(A)
}

#[test]
fn exact_throw_from_56_reaches_63_and_wins() {
    let (s, ev) = play(&a_on(56, false), 3, 4);
    assert_eq!(s.position(A), 63);
    assert_eq!(s.status(), Status::Won(A));
    assert_eq!(
        ev.last(),
        Some(&GooseEvent::GameOver {
            outcome: Outcome::Winner(A)
        })
    );
    // Nothing more can be played.
    assert!(game().apply(&s, throw(1, 1)).is_err());
}

#[test]
fn collision_sends_the_occupant_to_the_newcomers_origin_with_a_fine() {
    let g = game();
    let s = g.initial_state().with_position(A, 20).with_position(B, 25);
    let (s, ev) = g.apply(&s, throw(2, 3)).unwrap();
    assert_eq!(s.position(A), 25);
    assert_eq!(s.position(B), 20);
    assert_eq!(s.fines_paid(B), 1);
    assert_eq!(s.fines_paid(A), 0);
    assert!(ev.contains(&GooseEvent::Displaced {
        seat: B,
        by: A,
        from: 25,
        to: 20
    }));
}

#[test]
fn total_of_six_later_in_the_game_does_nothing_special() {
    let (s, ev) = play(&a_on(20, false), 2, 4);
    assert_eq!(s.position(A), 26);
    assert_eq!(fines(&ev), 0);
}

#[test]
fn first_throw_jumps_apply_only_to_the_first_throw() {
    let (s, _) = play(&a_on(0, false), 5, 4);
    // 9 from the start rides the stations instead of jumping to 53.
    assert_eq!(s.position(A), 63);
}

#[test]
fn a_held_token_is_freed_by_a_newcomer_who_takes_its_place() {
    let g = game();
    // A held on 31; B on 27... B throws 2+2 from 27: 31.
    let s = g
        .initial_state()
        .with_position(A, 31)
        .with_held(A, true)
        .with_position(B, 28)
        .with_current(B);
    g.validate(&s).unwrap();
    let (s, ev) = g.apply(&s, throw(1, 2)).unwrap();
    assert_eq!(s.position(B), 31);
    assert!(s.is_held(B));
    assert_eq!(s.position(A), 28);
    assert!(!s.is_held(A));
    assert_eq!(s.fines_paid(B), 1, "the newcomer pays for square 31");
    assert_eq!(s.fines_paid(A), 1, "the caught token pays the fine");
    let held = ev.iter().position(|e| matches!(e, GooseEvent::Held { .. }));
    let freed = ev
        .iter()
        .position(|e| matches!(e, GooseEvent::Freed { .. }));
    assert!(held < freed, "square effect first, then the collision");
    assert_eq!(s.current(), A, "the freed token throws again");
}

#[test]
fn a_held_token_has_its_turns_passed_over() {
    let g = GooseGame::railway(3).unwrap();
    let s = g
        .initial_state()
        .with_position(Seat(1), 31)
        .with_held(Seat(1), true);
    let (s, ev) = g.apply(&s, throw(1, 2)).unwrap();
    assert!(ev.contains(&GooseEvent::TurnSkipped {
        seat: Seat(1),
        reason: SkipReason::Held
    }));
    assert_eq!(s.current(), Seat(2));
}

#[test]
fn two_players_held_on_31_and_52_block_the_game() {
    let g = game();
    let s = g
        .initial_state()
        .with_position(A, 31)
        .with_held(A, true)
        .with_position(B, 48)
        .with_current(B);
    let (s, ev) = g.apply(&s, throw(2, 2)).unwrap(); // B 48 -> 52, held
    assert_eq!(s.status(), Status::Blocked);
    assert_eq!(g.outcome(&s), Some(Outcome::Blocked));
    assert_eq!(g.to_act(&s), ToAct::Nobody);
    assert_eq!(
        ev.last(),
        Some(&GooseEvent::GameOver {
            outcome: Outcome::Blocked
        })
    );
}

#[test]
fn caught_token_keeps_its_missed_turns() {
    let g = game();
    let s = g
        .initial_state()
        .with_position(A, 15)
        .with_position(B, 19)
        .with_turns_to_miss(B, 1);
    let (s, ev) = g.apply(&s, throw(2, 2)).unwrap(); // A 15 -> 19: pays, misses 2; B to 15
    assert_eq!(s.position(B), 15);
    assert_eq!(s.position(A), 19);
    // B's kept missed turn is the next one passed over, then A's first.
    assert!(ev.contains(&GooseEvent::TurnSkipped {
        seat: B,
        reason: SkipReason::MissedTurn { remaining: 0 }
    }));
    assert!(ev.contains(&GooseEvent::TurnSkipped {
        seat: A,
        reason: SkipReason::MissedTurn { remaining: 1 }
    }));
    assert_eq!(s.turns_to_miss(A), 1);
    assert_eq!(s.current(), B);
}

#[test]
fn fine_is_configuration_and_the_winner_takes_the_pot() {
    let g = GooseGame::railway(2).unwrap().with_fine(5).unwrap();
    let s = g.initial_state();
    let (s, _) = g.apply(&s, throw(2, 4)).unwrap();
    assert_eq!(g.paid(&s, A), 5);
    assert_eq!(g.pot(&s), 5);
    assert_eq!(s.fines_paid(A), 1, "one fine of 5");
    let s = s.with_position(B, 56).with_current(B);
    let (s, ev) = g.apply(&s, throw(3, 4)).unwrap();
    assert!(ev.contains(&GooseEvent::Won {
        seat: B,
        square: 63,
        pot: 5
    }));
    assert_eq!(s.status(), Status::Won(B));
    assert_eq!(g.pot(&s), 5, "the pot is what B took");
    assert!(GooseGame::railway(2).unwrap().with_fine(0).is_err());
}

#[test]
fn railway_seats_two_to_six_players() {
    assert!(GooseGame::railway(1).is_err());
    assert!(GooseGame::railway(2).is_ok());
    assert!(GooseGame::railway(6).is_ok());
    assert!(GooseGame::railway(7).is_err());
}

#[test]
fn two_dice_are_required() {
    let g = game();
    let one = GooseAction::Throw(Roll::one(3).unwrap());
    assert!(g.apply(&g.initial_state(), one).is_err());
    assert_eq!(g.to_act(&g.initial_state()), ToAct::Chance(A));
}

#[test]
fn the_start_area_holds_any_number_of_tokens_without_collisions() {
    let g = game();
    // B waits in the start area; A is sent back there from 58.
    let (s, ev) = play(&a_on(61, false), 4, 3);
    assert_eq!(s.positions(), &[0, 0]);
    assert!(!ev.iter().any(|e| matches!(e, GooseEvent::Displaced { .. })));
    assert_eq!(s.fines_paid(B), 0);
    assert!(g.validate(&s).is_ok());
}

#[test]
fn jumps_trigger_nothing_on_the_square_they_reach() {
    // From 36, 2+4 lands on 42 and jumps to 30, not a station: nothing more.
    let (s, ev) = play(&a_on(36, false), 2, 4);
    assert_eq!(s.position(A), 30);
    assert!(!ev.iter().any(|e| matches!(e, GooseEvent::Repeated { .. })));
    // The first-throw jump to 26 triggers nothing either (26 is plain) and
    // the jump from 6 to 12 never continues.
    let (s, _) = play(&a_on(0, true), 2, 4);
    assert_eq!(s.position(A), 12);
}

#[test]
fn a_throw_from_the_wrong_seat_is_refused() {
    let g = game();
    let s = g.initial_state();
    // Every Goose action is a throw, and no seat may send one: the dice
    // are thrown on the server's side (`apply`), for the right seat or not.
    for seat in [B, A] {
        let err = g.apply_as(&s, seat, throw(1, 2)).unwrap_err();
        assert_eq!(
            err,
            racegame::goose::GooseError::Turn(racegame::TurnError::DiceFromSeat { seat })
        );
    }
    assert!(g.apply(&s, throw(1, 2)).is_ok());
}

#[test]
fn every_refusal_says_what_was_wrong() {
    let g = game();
    let one = GooseAction::Throw(Roll::one(3).unwrap());
    assert_eq!(
        g.apply(&g.initial_state(), one).unwrap_err().to_string(),
        "this board throws 2 dice, not 1"
    );
    let (over, _) = play(&a_on(56, false), 3, 4);
    assert_eq!(
        g.apply(&over, throw(1, 1)).unwrap_err().to_string(),
        "the game is over"
    );
    assert_eq!(
        Roll::two(7, 1).unwrap_err().to_string(),
        "impossible die value 7: a six-sided die shows 1 to 6"
    );
}

/// The railway with the seed's words read literally: a station means a
/// fresh throw from the station, and the turn ends only off a station.
fn fresh_throw_game() -> GooseGame {
    let mut spec = racegame::goose::presets::railway().spec().clone();
    spec.repeat = racegame::goose::RepeatRule::FreshThrow;
    GooseGame::new(racegame::goose::Board::new(spec).unwrap(), 2).unwrap()
}

#[test]
fn fresh_throw_reading_a_station_means_another_throw_from_it() {
    let g = fresh_throw_game();
    // A on 3, B on 12. A throws 3+3: station 9, throws again.
    let s = g.initial_state().with_position(A, 3).with_position(B, 12);
    let (s, ev) = g.apply(&s, throw(3, 3)).unwrap();
    assert_eq!(s.position(A), 9);
    assert!(ev.contains(&GooseEvent::ThrowsAgain { seat: A, square: 9 }));
    assert_eq!(g.to_act(&s), ToAct::Chance(A));
    assert!(g.validate(&s).is_ok());
    // 1+2 from 9: 12, where B stands. B goes to A's origin for the turn, 3.
    let (s, ev) = g.apply(&s, throw(1, 2)).unwrap();
    assert_eq!(s.position(A), 12);
    assert_eq!(s.position(B), 3);
    assert!(ev.contains(&GooseEvent::Displaced {
        seat: B,
        by: A,
        from: 12,
        to: 3
    }));
    assert_eq!(s.continuing(), None);
    assert_eq!(s.current(), B);
}

#[test]
fn fresh_throw_reading_keeps_the_first_throw_rule_and_chains_stations() {
    let g = fresh_throw_game();
    // The first throw of 6+3 still goes to 26.
    let (s, _) = g.apply(&g.initial_state(), throw(6, 3)).unwrap();
    assert_eq!(s.position(A), 26);
    // From 0 later, 4+5 lands on 9, then 5+4 on 18, then 1+1 on 20.
    let s = g.initial_state().with_first_throw(A, false);
    let (s, _) = g.apply(&s, throw(4, 5)).unwrap();
    let (s, _) = g.apply(&s, throw(5, 4)).unwrap();
    assert_eq!(s.position(A), 18);
    assert_eq!(s.current(), A);
    let (s, _) = g.apply(&s, throw(1, 1)).unwrap();
    assert_eq!(s.position(A), 20);
    assert_eq!(s.current(), B);
}

#[test]
fn a_caught_token_triggers_nothing_where_it_lands() {
    let g = game();
    // A rests on 19 (its missed turns spent) and catches B on 22: B goes to
    // 19 but misses no turns and pays only the collision's fine.
    let s = g.initial_state().with_position(A, 19).with_position(B, 22);
    let (s, ev) = g.apply(&s, throw(1, 2)).unwrap();
    assert_eq!(s.position(B), 19);
    assert_eq!(s.turns_to_miss(B), 0);
    assert_eq!(s.fines_paid(B), 1);
    assert!(!ev.contains(&GooseEvent::MissesTurns { seat: B, turns: 2 }));
    assert_eq!(s.current(), B, "B throws next: nothing was passed over");
}
