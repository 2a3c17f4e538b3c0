//! The seed's Ludo rule book (`rules/ludo.md`): one test per worked example and per rule.

#[path = "common/ludo.rs"]
mod ludo_helpers;
use ludo_helpers::*;

use racegame::ludo::{
    Blocks, BonusReason, LudoAction, LudoError, LudoEvent, LudoGame, LudoRules, LudoRulesError,
    LudoState, LudoStateError, Phase, Place, TurnField, YARD,
};
use racegame::{Outcome, RaceGame, Ranking, Roll, Seat, ToAct};

const S0: Seat = Seat(0);
const S1: Seat = Seat(1);
const S2: Seat = Seat(2);

fn game() -> LudoGame {
    LudoGame::ludo(4).unwrap()
}

// ---- Worked examples -------------------------------------------------------

#[test]
fn example_1_all_in_yard_roll_5_passes() {
    let g = game();
    let (s, ev) = play(&g, &g.initial_state(), roll(5));
    assert_eq!(
        ev,
        vec![
            LudoEvent::Rolled {
                seat: S0,
                roll: Roll::one(5).unwrap()
            },
            LudoEvent::Passed { seat: S0, roll: 5 },
        ]
    );
    assert_eq!(g.to_act(&s), ToAct::Chance(S1));
    assert!(s.tokens(S0).iter().all(|&p| p == YARD));
}

#[test]
fn example_2_six_enters_one_choice_then_bonus_roll() {
    let g = game();
    let (s, ev) = play(&g, &g.initial_state(), roll(6));
    assert_eq!(ev.len(), 1);
    assert_eq!(g.to_act(&s), ToAct::Player(S0));
    assert_eq!(legal(&g, &s), vec![LudoAction::Enter]);
    let (s, ev) = play(&g, &s, LudoAction::Enter);
    assert_eq!(s.progress(S0, 0), Some(0));
    assert_eq!(g.place(S0, 0), Place::Track(0));
    assert_eq!(
        ev,
        vec![
            LudoEvent::Entered {
                seat: S0,
                token: 0,
                square: 0
            },
            LudoEvent::BonusRoll {
                seat: S0,
                reason: BonusReason::Six
            },
        ]
    );
    assert_eq!(g.to_act(&s), ToAct::Chance(S0));
}

#[test]
fn example_3_exact_finish_needed() {
    let g = game();
    // Alone at 53, a 4 cannot move it: the roll is spent.
    let s = setup(&g, &[(S0, 0, 53)]);
    let (after, ev) = play(&g, &s, roll(4));
    assert!(ev.contains(&LudoEvent::Passed { seat: S0, roll: 4 }));
    assert_eq!(after.progress(S0, 0), Some(53));
    // With another token to move, the 53 is refused by name.
    let s = setup(&g, &[(S0, 0, 53), (S0, 1, 10)]);
    let (s, _) = play(&g, &s, roll(4));
    assert_eq!(legal(&g, &s), vec![mv(1)]);
    assert_eq!(
        g.apply(&s, mv(0)),
        Err(LudoError::Overshoot { token: 0, roll: 4 })
    );
    // At 50 a 6 finishes it.
    let s = setup(&g, &[(S0, 0, 50)]);
    let (s, _) = play(&g, &s, roll(6));
    let (s, ev) = play(&g, &s, mv(0));
    assert_eq!(s.progress(S0, 0), Some(56));
    assert_eq!(g.place(S0, 56), Place::Finished);
    assert!(ev.contains(&LudoEvent::TokenHome { seat: S0, token: 0 }));
}

#[test]
fn example_4_landing_on_an_opponent_captures_it() {
    let g = game();
    let s = setup(&g, &[(S1, 0, 3), (S0, 0, 14)]);
    assert_eq!(g.place(S1, 3), Place::Track(16));
    let (s, _) = play(&g, &s, roll(2));
    let (s, ev) = play(&g, &s, mv(0));
    assert_eq!(s.progress(S0, 0), Some(16));
    assert_eq!(s.progress(S1, 0), Some(YARD));
    assert!(ev.contains(&LudoEvent::Captured {
        seat: S1,
        token: 0,
        square: 16,
        to: Place::Yard,
        by: S0
    }));
}

#[test]
fn example_5_entering_captures_on_the_start_square() {
    let g = game();
    let s = setup(&g, &[(S2, 0, 26)]);
    assert_eq!(g.place(S2, 26), Place::Track(0));
    let (s, _) = play(&g, &s, roll(6));
    let (s, ev) = play(&g, &s, LudoAction::Enter);
    assert_eq!(s.progress(S2, 0), Some(YARD));
    assert_eq!(s.progress(S0, 0), Some(0));
    assert!(ev.contains(&LudoEvent::Captured {
        seat: S2,
        token: 0,
        square: 0,
        to: Place::Yard,
        by: S0
    }));
}

#[test]
fn example_6_third_six_ends_the_turn_and_earlier_moves_stand() {
    let g = game();
    let s = g.initial_state();
    let (s, _) = play(&g, &s, roll(6));
    let (s, _) = play(&g, &s, LudoAction::Enter);
    let (s, _) = play(&g, &s, roll(6));
    let (s, _) = play(&g, &s, mv(0));
    assert_eq!(s.progress(S0, 0), Some(6));
    let (s, ev) = play(&g, &s, roll(6));
    assert_eq!(
        ev,
        vec![
            LudoEvent::Rolled {
                seat: S0,
                roll: Roll::one(6).unwrap()
            },
            LudoEvent::ThirdSixForfeited { seat: S0 },
        ]
    );
    assert_eq!(s.progress(S0, 0), Some(6));
    assert_eq!(g.to_act(&s), ToAct::Chance(S1));
    assert_eq!(s.sixes(), 0);
}

// ---- Geometry --------------------------------------------------------------

#[test]
fn starting_squares_are_thirteen_apart() {
    let g = game();
    for seat in 0..4u8 {
        assert_eq!(g.place(Seat(seat), 0), Place::Track(13 * seat));
    }
}

#[test]
fn a_token_never_visits_the_square_before_its_start() {
    let g = game();
    assert_eq!(g.place(S1, 50), Place::Track(11));
    assert_eq!(g.place(S1, 51), Place::Home(0));
    assert_eq!(g.place(S1, 55), Place::Home(4));
    assert_eq!(g.place(S0, 50), Place::Track(50));
}

#[test]
fn two_players_sit_opposite_three_take_seats_0_1_2() {
    let two: Vec<_> = LudoGame::ludo(2).unwrap().seats_in_play().collect();
    assert_eq!(two, [S0, S2]);
    let three: Vec<_> = LudoGame::ludo(3).unwrap().seats_in_play().collect();
    assert_eq!(three, [S0, S1, S2]);
}

#[test]
fn the_lowest_seat_starts_unless_configured() {
    let g = LudoGame::ludo(2).unwrap();
    assert_eq!(g.to_act(&g.initial_state()).seat(), Some(S0));
    let g = g.with_first(S2).unwrap();
    assert_eq!(g.to_act(&g.initial_state()).seat(), Some(S2));
}

// ---- A turn ----------------------------------------------------------------

#[test]
fn entering_needs_a_six() {
    let g = game();
    let s = setup(&g, &[(S0, 0, 10)]);
    let (s, _) = play(&g, &s, roll(3));
    assert_eq!(legal(&g, &s), vec![mv(0)]);
    assert_eq!(
        g.apply(&s, LudoAction::Enter),
        Err(LudoError::NoEntryRoll { roll: 3 })
    );
    assert_eq!(g.apply(&s, mv(1)), Err(LudoError::TokenInYard { token: 1 }));
}

#[test]
fn a_six_may_advance_a_token_instead_of_entering() {
    let g = game();
    let s = setup(&g, &[(S0, 0, 10)]);
    let (s, _) = play(&g, &s, roll(6));
    assert_eq!(legal(&g, &s), vec![LudoAction::Enter, mv(0)]);
    let (s, ev) = play(&g, &s, mv(0));
    assert_eq!(s.progress(S0, 0), Some(16));
    assert!(ev.contains(&LudoEvent::BonusRoll {
        seat: S0,
        reason: BonusReason::Six
    }));
}

#[test]
fn a_six_rolls_again_even_when_it_cannot_be_used() {
    let g = game();
    let s = setup(&g, &[(S0, 0, 53), (S0, 1, 56), (S0, 2, 56), (S0, 3, 56)]);
    let (s, ev) = play(&g, &s, roll(6));
    assert_eq!(
        ev[1..],
        [
            LudoEvent::Passed { seat: S0, roll: 6 },
            LudoEvent::BonusRoll {
                seat: S0,
                reason: BonusReason::Six
            }
        ]
    );
    assert_eq!(g.to_act(&s), ToAct::Chance(S0));
    assert_eq!(s.sixes(), 1);
}

#[test]
fn a_move_is_compulsory_when_one_exists() {
    let g = game();
    let s = setup(&g, &[(S0, 0, 10)]);
    let (s, _) = play(&g, &s, roll(2));
    assert_eq!(g.to_act(&s), ToAct::Player(S0));
    assert_eq!(legal(&g, &s), vec![mv(0)]);
    assert_eq!(
        g.apply(&s, roll(3)),
        Err(LudoError::ChoiceAwaited { roll: 2 })
    );
}

#[test]
fn no_move_passes_the_turn_automatically() {
    let g = game();
    let s = setup(&g, &[(S0, 0, 54)]);
    let (s, ev) = play(&g, &s, roll(5));
    assert_eq!(ev[1], LudoEvent::Passed { seat: S0, roll: 5 });
    assert_eq!(g.to_act(&s), ToAct::Chance(S1));
}

#[test]
fn legal_actions_at_a_chance_node_are_the_six_rolls() {
    let g = game();
    let l = legal(&g, &g.initial_state());
    assert_eq!(l, (1..=6).map(roll).collect::<Vec<_>>());
    let odds = g.chance_outcomes(&g.initial_state());
    assert_eq!(odds.len(), 6);
    assert!(
        odds.iter()
            .all(|(_, p)| (p.numerator, p.denominator) == (1, 6))
    );
}

#[test]
fn only_one_die_is_rolled() {
    let g = game();
    let two = LudoAction::Throw(Roll::two(3, 4).unwrap());
    assert_eq!(
        g.apply(&g.initial_state(), two),
        Err(LudoError::WrongDiceCount {
            expected: 1,
            got: 2
        })
    );
}

// ---- Captures ----------------------------------------------------------------

#[test]
fn every_opponent_token_on_the_square_is_captured() {
    let g = game();
    let s = setup(&g, &[(S1, 0, 3), (S1, 1, 3), (S0, 0, 10)]);
    let (s, _) = play(&g, &s, roll(6));
    let (s, ev) = play(&g, &s, mv(0));
    assert_eq!(s.tokens(S1), &[YARD; 4]);
    let captured = ev
        .iter()
        .filter(|e| matches!(e, LudoEvent::Captured { .. }))
        .count();
    assert_eq!(captured, 2);
}

#[test]
fn own_tokens_share_a_square() {
    let g = game();
    let s = setup(&g, &[(S0, 0, 5), (S0, 1, 3)]);
    let (s, _) = play(&g, &s, roll(2));
    let (s, ev) = play(&g, &s, mv(1));
    assert_eq!(s.progress(S0, 0), Some(5));
    assert_eq!(s.progress(S0, 1), Some(5));
    assert!(!ev.iter().any(|e| matches!(e, LudoEvent::Captured { .. })));
}

#[test]
fn the_home_column_is_private() {
    let g = game();
    let s = setup(&g, &[(S1, 0, 53), (S0, 0, 50)]);
    let (s, _) = play(&g, &s, roll(3));
    let (s, ev) = play(&g, &s, mv(0));
    assert_eq!(s.progress(S0, 0), Some(53));
    assert_eq!(s.progress(S1, 0), Some(53));
    assert!(ev.contains(&LudoEvent::Moved {
        seat: S0,
        token: 0,
        from: Place::Track(50),
        to: Place::Home(2)
    }));
    assert!(!ev.iter().any(|e| matches!(e, LudoEvent::Captured { .. })));
}

#[test]
fn a_captured_token_needs_a_six_to_come_back() {
    let g = game();
    let s = setup(&g, &[(S1, 0, 3), (S0, 0, 14)]);
    let (s, _) = play(&g, &s, roll(2));
    let (s, _) = play(&g, &s, mv(0));
    // Seat 1 has nothing on the path now: a 5 passes.
    let (s, ev) = play(&g, &s, roll(5));
    assert_eq!(ev[1], LudoEvent::Passed { seat: S1, roll: 5 });
    assert_eq!(s.current(), S2);
}

#[test]
fn finished_tokens_never_move_again() {
    let g = game();
    let s = setup(&g, &[(S0, 0, 56), (S0, 1, 10)]);
    let (s, _) = play(&g, &s, roll(1));
    assert_eq!(legal(&g, &s), vec![mv(1)]);
    assert_eq!(
        g.apply(&s, mv(0)),
        Err(LudoError::TokenFinished { token: 0 })
    );
}

// ---- End of the game -------------------------------------------------------------

#[test]
fn a_player_with_every_token_home_takes_the_next_place_and_is_passed_over() {
    let g = game();
    let s = setup(&g, &[(S0, 0, 55), (S0, 1, 56), (S0, 2, 56), (S0, 3, 56)]);
    let (s, _) = play(&g, &s, roll(1));
    let (s, ev) = play(&g, &s, mv(0));
    assert!(ev.contains(&LudoEvent::PlayerFinished { seat: S0, place: 1 }));
    assert_eq!(s.ranking().as_slice(), &[S0]);
    assert_eq!(s.current(), S1);
    // Seats 1, 2, 3 each roll a 5 and pass: seat 0 is skipped.
    let (s, _) = play(&g, &s, roll(5));
    let (s, _) = play(&g, &s, roll(5));
    let (s, _) = play(&g, &s, roll(5));
    assert_eq!(s.current(), S1);
    assert!(!g.is_over(&s));
}

#[test]
fn finishing_ends_the_turn_even_on_a_six() {
    let g = game();
    let s = setup(&g, &[(S0, 0, 50), (S0, 1, 56), (S0, 2, 56), (S0, 3, 56)]);
    let (s, _) = play(&g, &s, roll(6));
    let (s, ev) = play(&g, &s, mv(0));
    assert!(!ev.iter().any(|e| matches!(e, LudoEvent::BonusRoll { .. })));
    assert_eq!(s.current(), S1);
}

#[test]
fn play_goes_on_to_the_full_ranking() {
    let g = LudoGame::ludo(2).unwrap();
    let s = setup(&g, &[(S0, 0, 55), (S0, 1, 56), (S0, 2, 56), (S0, 3, 56)]);
    let (s, _) = play(&g, &s, roll(1));
    let (s, ev) = play(&g, &s, mv(0));
    let ranking = Ranking::from_seats(&[S0, S2]).unwrap();
    assert_eq!(
        ev.last(),
        Some(&LudoEvent::GameOver {
            outcome: Outcome::Ranking(ranking)
        })
    );
    assert_eq!(g.outcome(&s), Some(Outcome::Ranking(ranking)));
    assert_eq!(g.to_act(&s), ToAct::Nobody);
    assert_eq!(
        g.apply(&s, roll(1)),
        Err(LudoError::Turn(racegame::TurnError::GameOver))
    );
    assert!(legal(&g, &s).is_empty());
    assert!(g.validate(&s).is_ok());
}

// ---- Refusals ------------------------------------------------------------------

#[test]
fn a_refused_action_pushes_no_events_and_leaves_the_state() {
    let g = game();
    let s = g.initial_state();
    let before = s;
    let mut events = Vec::new();
    assert_eq!(
        g.apply_into(&s, LudoAction::Enter, &mut events),
        Err(LudoError::Turn(racegame::TurnError::ThrowAwaited))
    );
    assert!(events.is_empty());
    assert_eq!(s, before);
}

#[test]
fn apply_as_refuses_the_wrong_player() {
    let g = game();
    // The roll is the server's (`apply`); the choice after it is seat 0's.
    let (s, _) = play(&g, &g.initial_state(), roll(6));
    assert_eq!(
        g.apply_as(&s, S1, LudoAction::Enter),
        Err(LudoError::Turn(racegame::TurnError::NotYourTurn {
            seat: S1,
            expected: ToAct::Player(S0)
        }))
    );
    assert!(g.apply_as(&s, S0, LudoAction::Enter).is_ok());
}

#[test]
fn a_token_number_out_of_range_is_refused() {
    let g = game();
    let s = setup(&g, &[(S0, 0, 10)]);
    let (s, _) = play(&g, &s, roll(3));
    assert_eq!(
        g.apply(&s, mv(4)),
        Err(LudoError::NoSuchToken { token: 4, max: 3 })
    );
}

// ---- State -----------------------------------------------------------------------

#[test]
fn the_state_is_small_and_copy() {
    println!("size_of::<LudoState>() = {}", size_of::<LudoState>());
    assert!(size_of::<LudoState>() <= 64, "{}", size_of::<LudoState>());
    fn is_copy<T: Copy>() {}
    is_copy::<LudoState>();
}

#[test]
fn validate_catches_impossible_states() {
    let g = game();
    let s = g.initial_state();
    assert!(g.validate(&s).is_ok());
    assert!(matches!(
        g.validate(&s.with_token(S0, 0, 57)),
        Err(LudoStateError::Progress { .. })
    ));
    // Opponents on one unsafe track square.
    let clash = s.with_token(S0, 0, 16).with_token(S1, 0, 3);
    assert!(matches!(
        g.validate(&clash),
        Err(LudoStateError::Sharing { .. })
    ));
    // Every token home but not ranked.
    let home = (0..4).fold(s, |s, t| s.with_token(S1, t, 56));
    assert!(matches!(g.validate(&home), Err(LudoStateError::Ranking(_))));
    // A state of another table.
    let other = LudoGame::ludo(2).unwrap().initial_state();
    assert!(matches!(
        g.validate(&other),
        Err(LudoStateError::SeatsDiffer { .. })
    ));
    assert!(matches!(
        g.apply(&other, roll(1)),
        Err(LudoError::InvalidState(_))
    ));
    // Three sixes pending under the seed's bonus rule.
    assert!(matches!(
        g.validate(&s.with_sixes(3)),
        Err(LudoStateError::Counter(TurnField::Sixes(3)))
    ));
}

#[test]
#[cfg(feature = "serde")]
fn states_round_trip_through_serde_and_bad_ones_are_refused() {
    let g = game();
    let s = setup(&g, &[(S0, 0, 10), (S2, 1, 51)]);
    let (s, _) = play(&g, &s, roll(4));
    assert_eq!(s.phase(), Phase::AwaitingChoice(4));
    let json = serde_json::to_string(&s).unwrap();
    let back: LudoState = serde_json::from_str(&json).unwrap();
    assert_eq!(back, s);
    // The seat to act does not play.
    let bad = json.replace("\"current\":0", "\"current\":5");
    assert!(serde_json::from_str::<LudoState>(&bad).is_err());
    // A pending roll of 9.
    let bad = json.replace("{\"awaiting_choice\":4}", "{\"awaiting_choice\":9}");
    assert!(bad != json);
    assert!(serde_json::from_str::<LudoState>(&bad).is_err());
}

#[test]
#[cfg(feature = "serde")]
fn games_round_trip_through_serde() {
    let g = LudoGame::ludo(2).unwrap().with_first(S2).unwrap();
    let json = serde_json::to_string(&g).unwrap();
    let back: LudoGame = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    let bad = json.replace("\"tokens\":4", "\"tokens\":9");
    assert!(serde_json::from_str::<LudoGame>(&bad).is_err());
}

// ---- Ends of the game, loading and messages ---------------------------------

/// Two seats on a four-square ring, starts on squares 0 and 1, every
/// square visited, bridges that nobody may pass.
fn ring_rules() -> LudoRules {
    let mut r = LudoRules::ludo();
    r.geometry.track_len = 4;
    r.geometry.colours = 2;
    r.geometry.start_spacing = 1;
    r.geometry.track_path = 4;
    r.blocks = Blocks::NoPassing;
    r
}

/// Seat 0's bridges on squares 0 and 2, seat 1's on 1 and 3: each bridge
/// stands right behind an opponent's, so no throw moves anything.
fn deadlocked(g: &LudoGame) -> LudoState {
    setup(
        g,
        &[
            (S0, 0, 0),
            (S0, 1, 0),
            (S0, 2, 2),
            (S0, 3, 2),
            (S1, 0, 0),
            (S1, 1, 0),
            (S1, 2, 2),
            (S1, 3, 2),
        ],
    )
}

#[test]
fn a_position_where_no_seat_can_ever_move_ends_blocked() {
    let g = LudoGame::new(ring_rules(), 2).unwrap();
    let s = deadlocked(&g);
    assert!(!g.is_over(&s));
    let (s, ev) = play(&g, &s, roll(3));
    assert_eq!(
        ev[1..],
        [
            LudoEvent::Passed { seat: S0, roll: 3 },
            LudoEvent::GameOver {
                outcome: Outcome::Blocked
            },
        ]
    );
    assert_eq!(s.phase(), Phase::Blocked);
    assert_eq!(g.outcome(&s), Some(Outcome::Blocked));
    assert_eq!(g.to_act(&s), ToAct::Nobody);
    assert_eq!(g.validate(&s), Ok(()));
    assert_eq!(
        g.apply(&s, roll(1)),
        Err(LudoError::Turn(racegame::TurnError::GameOver))
    );
}

#[test]
fn a_pass_that_leaves_another_seat_a_move_does_not_end_the_game() {
    let g = LudoGame::new(ring_rules(), 2).unwrap();
    // Seat 0's second bridge is one token short: the 3 still passes for
    // seat 0, but seat 1 can now move onto that square.
    let s = deadlocked(&g).with_token(S0, 3, YARD);
    let (s, ev) = play(&g, &s, roll(3));
    assert!(ev.contains(&LudoEvent::Passed { seat: S0, roll: 3 }));
    assert!(!g.is_over(&s));
    assert_eq!(s.current(), S1);
}

#[test]
#[cfg(feature = "serde")]
fn a_state_marked_blocked_where_a_seat_can_move_is_refused() {
    let g = LudoGame::new(ring_rules(), 2).unwrap();
    let (blocked, _) = play(&g, &deadlocked(&g), roll(3));
    let mut json = serde_json::to_value(blocked).unwrap();
    let loaded: LudoState = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(g.validate(&loaded), Ok(()));
    // Seat 1's token 3 in the yard: its bridge on square 3 is gone, so
    // seat 0's tokens on square 2 can move onto it.
    json["seats"][1]["tokens"][3] = serde_json::Value::Null;
    let open: LudoState = serde_json::from_value(json).unwrap();
    assert_eq!(g.validate(&open), Err(LudoStateError::NotBlocked(S0)));
}

#[test]
#[cfg(feature = "serde")]
fn a_game_cut_short_by_the_limit_keeps_nothing_of_its_last_turn() {
    let mut rules = LudoRules::ludo();
    rules.action_limit = Some(2);
    let g = LudoGame::new(rules, 4).unwrap();
    // A 6 then entering: the limit falls while the 6's bonus roll waits.
    let (s, _) = play(&g, &g.initial_state(), roll(6));
    let (s, ev) = play(&g, &s, LudoAction::Enter);
    assert_eq!(
        ev.last(),
        Some(&LudoEvent::GameOver {
            outcome: Outcome::Truncated
        })
    );
    assert_eq!(
        (s.phase(), s.sixes(), s.last_moved()),
        (Phase::Truncated, 0, None)
    );
    assert_eq!(g.validate(&s), Ok(()));
    let back: LudoState = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
    assert_eq!(back, s);
}

#[test]
#[cfg(feature = "serde")]
fn a_game_without_a_limit_is_cut_short_before_the_action_count_overflows() {
    let g = game();
    let s = g.initial_state();
    let json = serde_json::to_string(&s).unwrap();
    let near = json.replace("\"actions\":0", &format!("\"actions\":{}", u32::MAX - 1));
    let near: LudoState = serde_json::from_str(&near).unwrap();
    assert_eq!(g.validate(&near), Ok(()));
    let (s, _) = play(&g, &near, roll(6));
    assert_eq!((s.actions(), s.phase()), (u32::MAX, Phase::Truncated));
    assert_eq!(g.validate(&s), Ok(()));
    assert_eq!(
        g.apply(&s, LudoAction::Enter),
        Err(LudoError::Turn(racegame::TurnError::GameOver))
    );
}

#[test]
fn an_ended_game_with_a_count_left_from_its_last_turn_is_refused() {
    let mut rules = LudoRules::ludo();
    rules.action_limit = Some(1);
    let g = LudoGame::new(rules, 4).unwrap();
    let (s, _) = play(&g, &g.initial_state(), roll(6));
    assert_eq!(s.phase(), Phase::Truncated);
    assert_eq!(
        g.validate(&s.with_sixes(1)),
        Err(LudoStateError::LeftOver(TurnField::Sixes(1)))
    );
}

/// The serialized initial state of a four-player game, for editing.
#[cfg(feature = "serde")]
fn initial_json() -> serde_json::Value {
    serde_json::to_value(game().initial_state()).unwrap()
}

#[test]
#[cfg(feature = "serde")]
fn a_token_progress_of_255_is_refused_not_read_as_the_yard() {
    let mut json = initial_json();
    json["seats"][1]["tokens"][2] = serde_json::json!(255);
    let e = serde_json::from_value::<LudoState>(json).unwrap_err();
    assert!(e.to_string().contains("progress 255"), "{e}");
}

#[test]
#[cfg(feature = "serde")]
fn a_state_with_a_thousand_tokens_names_the_thousand() {
    let mut json = initial_json();
    let many = vec![serde_json::Value::Null; 1000];
    for seat in 0..4 {
        json["seats"][seat]["tokens"] = serde_json::json!(many);
    }
    let e = serde_json::from_value::<LudoState>(json).unwrap_err();
    assert!(e.to_string().contains("1000 tokens"), "{e}");
}

#[test]
#[cfg(feature = "serde")]
fn a_seat_off_every_board_or_listed_twice_is_named() {
    let mut json = initial_json();
    json["seats"][3]["seat"] = serde_json::json!(255);
    let e = serde_json::from_value::<LudoState>(json).unwrap_err();
    assert!(e.to_string().contains("seat 255"), "{e}");
    let mut json = initial_json();
    json["seats"][3]["seat"] = serde_json::json!(1);
    let e = serde_json::from_value::<LudoState>(json).unwrap_err();
    assert!(e.to_string().contains("seat 1 is listed twice"), "{e}");
}

#[test]
#[cfg(feature = "serde")]
fn every_ludo_type_refuses_unknown_fields() {
    let mut json = initial_json();
    json["colour"] = serde_json::json!("red");
    assert!(serde_json::from_value::<LudoState>(json).is_err());
    let mut json = initial_json();
    json["seats"][0]["name"] = serde_json::json!("Ann");
    assert!(serde_json::from_value::<LudoState>(json).is_err());
    let mut json = serde_json::to_value(game()).unwrap();
    json["referee"] = serde_json::json!(true);
    assert!(serde_json::from_value::<LudoGame>(json).is_err());
    let mut json = serde_json::to_value(game()).unwrap();
    json["rules"]["geometry"]["holes"] = serde_json::json!(3);
    assert!(serde_json::from_value::<LudoGame>(json).is_err());
    let action = serde_json::json!({"move": {"token": 0, "fast": true}});
    assert!(serde_json::from_value::<LudoAction>(action).is_err());
    let event = serde_json::json!({"token_home": {"seat": 0, "token": 1, "early": true}});
    assert!(serde_json::from_value::<LudoEvent>(event).is_err());
}

#[test]
#[cfg(feature = "serde")]
fn saved_records_with_the_old_names_still_load() {
    let action: LudoAction = serde_json::from_str(r#"{"roll":[4]}"#).unwrap();
    assert_eq!(action, roll(4));
    assert_eq!(serde_json::to_string(&action).unwrap(), r#"{"throw":[4]}"#);
    let phase: Phase = serde_json::from_str(r#""awaiting_roll""#).unwrap();
    assert_eq!(phase, Phase::AwaitingThrow);
}

#[test]
fn an_invalid_state_is_reported_once_not_again_as_its_source() {
    use std::error::Error;
    let g = game();
    let other = LudoGame::ludo(2).unwrap().initial_state();
    let e = g.apply(&other, roll(1)).unwrap_err();
    assert!(e.source().is_none());
    assert_eq!(
        e.to_string(),
        "invalid state: the state's seats (seats 0, 2) are not the game's (seats 0, 1, 2, 3)"
    );
}

#[test]
fn every_rules_error_message_is_total() {
    // A bounce error built by hand with a zero step still prints.
    let e = LudoRulesError::BounceTooLong {
        home_len: 3,
        step: 0,
    };
    assert!(e.to_string().contains("0-square move"));
}
