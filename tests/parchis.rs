//! Parchís on the Ludo engine (`LudoRules::parchis`), one test per rule.
//!
//! Engine numbering: colour `c` starts on track square `17 c`; a token's
//! progress is 0..=63 on the track, 64..=70 in its corridor, 71 in the goal.
//! Board square `n` (1 to 68, starts on 5, 22, 39, 56) is engine square
//! `(n + 63) % 68`.

#[path = "common/ludo.rs"]
mod ludo_helpers;
use ludo_helpers::*;

use racegame::ludo::{
    BonusReason, EntryCapture, LudoAction, LudoError, LudoEvent, LudoGame, LudoRules,
    LudoRulesError, LudoState, Overshoot, Phase, Place, Reward, YARD,
};
use racegame::record::Presets;
use racegame::{Outcome, RaceGame, Seat, ToAct};

const S0: Seat = Seat(0);
const S1: Seat = Seat(1);
const S2: Seat = Seat(2);
const S3: Seat = Seat(3);

fn parchis() -> LudoGame {
    LudoGame::parchis(4).unwrap()
}

// ---- The board -------------------------------------------------------------------

#[test]
fn the_board_has_68_squares_starts_17_apart_and_a_corridor_of_7() {
    let g = parchis();
    let geo = g.rules().geometry;
    assert_eq!(geo.track_len, 68);
    assert_eq!(
        (0..4).map(|c| geo.start(c)).collect::<Vec<_>>(),
        [0, 17, 34, 51]
    );
    // Colour 1 leaves the track at board square 17 (engine 12).
    assert_eq!(geo.track_square(1, 63), Some(12));
    assert_eq!(g.place(S1, 64), Place::Home(0));
    assert_eq!(g.place(S1, 70), Place::Home(6));
    assert_eq!(g.place(S1, 71), Place::Finished);
}

#[test]
fn the_twelve_safe_squares_in_board_numbering() {
    let g = parchis();
    let board = [5u8, 12, 17, 22, 29, 34, 39, 46, 51, 56, 63, 68];
    for n in board {
        assert!(g.is_safe((n + 63) % 68), "board square {n}");
    }
    assert_eq!((0..68).filter(|&q| g.is_safe(q)).count(), 12);
}

// ---- Safe squares ---------------------------------------------------------------

#[test]
fn two_colours_share_a_safe_square_without_capture() {
    let g = parchis();
    // Seat 1's token on square 7 (safe; its progress 58), seat 0's on 5.
    let s = to_roll(&g, &[(S0, 0, 5), (S1, 0, 58)], S0);
    let (s, _) = play(&g, &s, roll(2));
    let (s, ev) = play(&g, &s, mv(0));
    assert!(captured(&ev).is_empty());
    assert_eq!(s.progress(S1, 0), Some(58));
    assert_eq!(g.place(S0, s.progress(S0, 0).unwrap()), Place::Track(7));
    // Two colours together are no barrier: seat 2 passes them (a 6 with
    // tokens in the yard counts 6).
    let s = s.with_token(S2, 0, 37).with_current(S2); // square 3
    let (s, _) = play(&g, &s, roll(6));
    assert!(legal(&g, &s).contains(&mv(0)));
}

// ---- At most two tokens on a square --------------------------------------------

#[test]
fn no_square_holds_more_than_two_tokens() {
    let g = parchis();
    // Two colours fill safe square 7; a third token may not land there.
    let s = to_roll(&g, &[(S0, 0, 7), (S1, 0, 58), (S2, 0, 37), (S2, 1, 40)], S2);
    let (s, _) = play(&g, &s, roll(4));
    assert_eq!(
        g.apply(&s, mv(0)).unwrap_err(),
        LudoError::SquareFull {
            at: Place::Track(7)
        }
    );
    // Two own tokens fill a square too, in the corridor as on the track.
    let s = to_roll(&g, &[(S0, 0, 66), (S0, 1, 66), (S0, 2, 64)], S0);
    let (s, _) = play(&g, &s, roll(2));
    assert_eq!(
        g.apply(&s, mv(2)).unwrap_err(),
        LudoError::SquareFull { at: Place::Home(2) }
    );
    // The goal holds any number.
    let s = to_roll(&g, &[(S0, 0, 71), (S0, 1, 71), (S0, 2, 68)], S0);
    let (s, _) = play(&g, &s, roll(3));
    assert!(legal(&g, &s).contains(&mv(2)));
}

// ---- Barriers --------------------------------------------------------------------

#[test]
fn a_barrier_cannot_be_passed_by_anyone() {
    let g = parchis();
    // Seat 1's barrier on square 20 (its progress 3); seat 0's token on 18.
    let s = to_roll(&g, &[(S1, 0, 3), (S1, 1, 3), (S0, 0, 18)], S0);
    let (s2, ev) = play(&g, &s, roll(4));
    assert!(ev.contains(&LudoEvent::Passed { seat: S0, roll: 4 }));
    assert_eq!(s2.current(), S1);
    let (s, _) = play(&g, &s, roll(1)); // up to the barrier is fine
    assert_eq!(legal(&g, &s), [mv(0)]);
    // Its owner may not pass it either.
    let s = to_roll(&g, &[(S0, 0, 3), (S0, 1, 3), (S0, 2, 1)], S0);
    let (s, _) = play(&g, &s, roll(4));
    assert_eq!(
        g.apply(&s, mv(2)).unwrap_err(),
        LudoError::BlockInTheWay { square: 3 }
    );
    assert_eq!(legal(&g, &s), [mv(0), mv(1)]);
}

#[test]
fn a_six_must_open_a_barrier() {
    let g = parchis();
    let s = to_roll(&g, &[(S0, 0, 3), (S0, 1, 3), (S0, 2, 30)], S0);
    let (s, _) = play(&g, &s, roll(6));
    assert_eq!(legal(&g, &s), [mv(0), mv(1)]);
    assert_eq!(g.apply(&s, mv(2)).unwrap_err(), LudoError::MustOpenBlock);
    let (s, _) = play(&g, &s, mv(0));
    assert_eq!(s.progress(S0, 0), Some(9));
    // Another roll than a 6 leaves the barrier standing if the player likes.
    let s = to_roll(&g, &[(S0, 0, 3), (S0, 1, 3), (S0, 2, 30)], S0);
    let (s, _) = play(&g, &s, roll(4));
    assert_eq!(legal(&g, &s), [mv(0), mv(1), mv(2)]);
}

#[test]
fn a_barrier_that_cannot_move_need_not_open() {
    let g = parchis();
    // Seat 1's barrier on square 7 (its progress 58) stops seat 0's.
    let s = to_roll(
        &g,
        &[
            (S0, 0, 3),
            (S0, 1, 3),
            (S0, 2, 30),
            (S1, 0, 58),
            (S1, 1, 58),
        ],
        S0,
    );
    let (s, _) = play(&g, &s, roll(6));
    assert_eq!(legal(&g, &s), [mv(2)]);
}

// ---- Entering --------------------------------------------------------------------

#[test]
fn a_five_must_bring_a_token_out() {
    let g = parchis();
    let s = to_roll(&g, &[(S0, 0, 10)], S0);
    let (s, _) = play(&g, &s, roll(5));
    assert_eq!(legal(&g, &s), [LudoAction::Enter]);
    assert_eq!(g.apply(&s, mv(0)).unwrap_err(), LudoError::MustEnter);
    let (s, ev) = play(&g, &s, LudoAction::Enter);
    assert!(ev.contains(&LudoEvent::Entered {
        seat: S0,
        token: 1,
        square: 0
    }));
    assert_eq!(s.current(), S1);
    // Only a 5 brings a token out.
    let s = to_roll(&g, &[], S0);
    let (s, ev) = play(&g, &s, roll(6));
    assert!(ev.contains(&LudoEvent::Passed { seat: S0, roll: 6 }));
    assert_eq!(s.phase(), Phase::AwaitingThrow); // the 6 rolls again
}

#[test]
fn a_full_start_square_of_ones_own_lets_the_five_move_on() {
    let g = parchis();
    let s = to_roll(&g, &[(S0, 0, 0), (S0, 1, 0)], S0);
    let (s, _) = play(&g, &s, roll(5));
    assert_eq!(legal(&g, &s), [mv(0), mv(1)]);
    assert_eq!(
        g.apply(&s, LudoAction::Enter).unwrap_err(),
        LudoError::SquareFull {
            at: Place::Track(0)
        }
    );
}

#[test]
fn entering_captures_an_opponent_on_the_start_square() {
    let g = parchis();
    // Seat 1's token on square 0 (its progress 51), safe as it is.
    let s = to_roll(&g, &[(S1, 0, 51)], S0);
    let (s, _) = play(&g, &s, roll(5));
    let (s, ev) = play(&g, &s, LudoAction::Enter);
    assert_eq!(captured(&ev), [(S1, 0)]);
    assert_eq!(s.progress(S1, 0), Some(YARD));
    // The capture earns a move of 20, here for the token that entered.
    assert_eq!(s.phase(), Phase::AwaitingBonus(20));
    assert_eq!(legal(&g, &s), [bonus_mv(0)]);
}

#[test]
fn entering_onto_a_full_start_takes_the_opponent() {
    let g = parchis();
    let s = to_roll(&g, &[(S0, 0, 0), (S1, 0, 51)], S0);
    let (s, _) = play(&g, &s, roll(5));
    let (s, ev) = play(&g, &s, LudoAction::Enter);
    assert_eq!(captured(&ev), [(S1, 0)]);
    // Seat 0 now has a barrier on its start.
    assert_eq!(s.progress(S0, 0), Some(0));
    assert_eq!(s.progress(S0, 1), Some(0));
}

#[test]
fn with_two_opponents_on_the_start_the_one_who_plays_next_is_taken() {
    let g = parchis();
    // Seat 2 enters on square 34, where seats 1 and 3 stand: seat 3 plays
    // sooner after seat 2.
    let s = to_roll(&g, &[(S1, 0, 17), (S3, 0, 51)], S2);
    let (s, _) = play(&g, &s, roll(5));
    let (_, ev) = play(&g, &s, LudoAction::Enter);
    assert_eq!(captured(&ev), [(S3, 0)]);
}

#[test]
fn entry_capture_only_when_full_is_an_option() {
    let g = LudoGame::new(
        {
            let mut r = LudoRules::parchis();
            r.entry_capture = EntryCapture::OneOpponentWhenFull;
            r
        },
        4,
    )
    .unwrap();
    let s = to_roll(&g, &[(S1, 0, 51)], S0);
    let (s, _) = play(&g, &s, roll(5));
    let (s, ev) = play(&g, &s, LudoAction::Enter);
    assert!(captured(&ev).is_empty());
    assert_eq!(s.progress(S1, 0), Some(51));
}

// ---- Bonus moves -----------------------------------------------------------------

#[test]
fn a_capture_earns_a_move_of_twenty() {
    let g = parchis();
    // Seat 2's token on square 13 (its progress 47); seat 0's on 10.
    let s = to_roll(&g, &[(S0, 0, 10), (S0, 1, 40), (S2, 0, 47)], S0);
    let (s, _) = play(&g, &s, roll(3));
    let (s, ev) = play(&g, &s, mv(0));
    assert_eq!(captured(&ev), [(S2, 0)]);
    assert!(ev.contains(&LudoEvent::BonusMoveEarned {
        seat: S0,
        distance: 20,
        reason: BonusReason::Capture
    }));
    assert_eq!(s.phase(), Phase::AwaitingBonus(20));
    assert_eq!(g.to_act(&s), ToAct::Player(S0));
    // Any one token may make it; nothing else may be played.
    assert_eq!(legal(&g, &s), [bonus_mv(0), bonus_mv(1)]);
    assert_eq!(
        g.apply(&s, mv(1)).unwrap_err(),
        LudoError::BonusAwaited { distance: 20 }
    );
    assert_eq!(
        g.apply(&s, roll(4)).unwrap_err(),
        LudoError::BonusAwaited { distance: 20 }
    );
    let (s, ev) = play(&g, &s, bonus_mv(1));
    assert!(ev.contains(&LudoEvent::Moved {
        seat: S0,
        token: 1,
        from: Place::Track(40),
        to: Place::Track(60),
    }));
    // The roll was a 3: the turn passes.
    assert_eq!(s.current(), S1);
    assert_eq!(s.phase(), Phase::AwaitingThrow);
}

#[test]
fn a_six_rolls_again_after_its_bonus_move() {
    let g = parchis();
    // Seat 2's token on square 16 (its progress 50).
    let s = to_roll(&g, &[(S0, 0, 10), (S2, 0, 50)], S0);
    let (s, _) = play(&g, &s, roll(6));
    let (s, _) = play(&g, &s, mv(0));
    assert_eq!(s.phase(), Phase::AwaitingBonus(20));
    let (s, ev) = play(&g, &s, bonus_mv(0));
    assert!(ev.contains(&LudoEvent::BonusRoll {
        seat: S0,
        reason: BonusReason::Six
    }));
    assert_eq!((s.current(), s.phase()), (S0, Phase::AwaitingThrow));
}

#[test]
fn a_token_home_earns_a_move_of_ten() {
    let g = parchis();
    let s = to_roll(&g, &[(S0, 0, 68), (S0, 1, 20)], S0);
    let (s, _) = play(&g, &s, roll(3));
    let (s, ev) = play(&g, &s, mv(0));
    assert!(ev.contains(&LudoEvent::TokenHome { seat: S0, token: 0 }));
    assert!(ev.contains(&LudoEvent::BonusMoveEarned {
        seat: S0,
        distance: 10,
        reason: BonusReason::Home
    }));
    assert_eq!(legal(&g, &s), [bonus_mv(1)]);
    let (s, _) = play(&g, &s, bonus_mv(1));
    assert_eq!(s.progress(S0, 1), Some(30));
}

#[test]
fn a_bonus_move_no_token_can_make_is_forfeited() {
    let g = parchis();
    // Home with nothing else out: the 10 is lost and the turn passes.
    let s = to_roll(&g, &[(S0, 0, 68)], S0);
    let (s, _) = play(&g, &s, roll(3));
    let (s, ev) = play(&g, &s, mv(0));
    assert!(ev.contains(&LudoEvent::BonusMoveForfeited {
        seat: S0,
        distance: 10
    }));
    assert_eq!((s.current(), s.phase()), (S1, Phase::AwaitingThrow));
    // A capture whose 20 would overshoot the goal: lost too. Seat 2's
    // token on square 52 (its progress 18).
    let s = to_roll(&g, &[(S0, 0, 50), (S2, 0, 18)], S0);
    let (s, _) = play(&g, &s, roll(2));
    let (s, ev) = play(&g, &s, mv(0));
    assert_eq!(captured(&ev), [(S2, 0)]);
    assert!(ev.contains(&LudoEvent::BonusMoveForfeited {
        seat: S0,
        distance: 20
    }));
    assert_eq!(s.current(), S1);
}

#[test]
fn a_bonus_move_may_not_pass_a_barrier() {
    let g = parchis();
    // Seat 2's token on 13 (progress 47) to capture; seat 1's barrier on
    // square 25 (progress 8) stops the 20 from square 13.
    let s = to_roll(
        &g,
        &[
            (S0, 0, 10),
            (S0, 1, 60),
            (S2, 0, 47),
            (S1, 0, 8),
            (S1, 1, 8),
        ],
        S0,
    );
    let (s, _) = play(&g, &s, roll(3));
    let (s, ev) = play(&g, &s, mv(0));
    assert_eq!(captured(&ev), [(S2, 0)]);
    assert!(ev.contains(&LudoEvent::BonusMoveForfeited {
        seat: S0,
        distance: 20
    }));
    assert_eq!(s.current(), S1);
}

// ---- Sixes -----------------------------------------------------------------------

#[test]
fn a_six_counts_seven_once_all_tokens_are_out() {
    let g = parchis();
    let out = [(S0, 0, 1), (S0, 1, 20), (S0, 2, 30), (S0, 3, 40)];
    let s = to_roll(&g, &out, S0);
    let (s, _) = play(&g, &s, roll(6));
    let (s, _) = play(&g, &s, mv(0));
    assert_eq!(s.progress(S0, 0), Some(8));
    // With a token in the yard a 6 is a 6.
    let s = to_roll(&g, &out[..3], S0);
    let (s, _) = play(&g, &s, roll(6));
    let (s, _) = play(&g, &s, mv(0));
    assert_eq!(s.progress(S0, 0), Some(7));
    // Tokens in the goal are out of the yard.
    let s = to_roll(
        &g,
        &[(S0, 0, 10), (S0, 1, 71), (S0, 2, 71), (S0, 3, 71)],
        S0,
    );
    let (s, _) = play(&g, &s, roll(6));
    let (s, _) = play(&g, &s, mv(0));
    assert_eq!(s.progress(S0, 0), Some(17));
}

#[test]
fn a_six_counting_twelve_is_an_option() {
    let g = LudoGame::new(
        {
            let mut r = LudoRules::parchis();
            r.six_when_all_out = 12;
            r
        },
        4,
    )
    .unwrap();
    let s = to_roll(&g, &[(S0, 0, 1), (S0, 1, 20), (S0, 2, 30), (S0, 3, 40)], S0);
    let (s, _) = play(&g, &s, roll(6));
    let (s, _) = play(&g, &s, mv(0));
    assert_eq!(s.progress(S0, 0), Some(13));
}

#[test]
fn a_third_six_sends_the_last_moved_token_back_to_the_yard() {
    let g = parchis();
    let s = to_roll(&g, &[(S0, 0, 1), (S0, 1, 20), (S0, 2, 30), (S0, 3, 40)], S0);
    let (s, _) = play(&g, &s, roll(6));
    let (s, _) = play(&g, &s, mv(0)); // 1 -> 8
    let (s, _) = play(&g, &s, roll(6));
    let (s, _) = play(&g, &s, mv(1)); // 20 -> 27
    assert_eq!(s.last_moved(), Some(1));
    let (s, ev) = play(&g, &s, roll(6));
    assert!(ev.contains(&LudoEvent::ThirdSixForfeited { seat: S0 }));
    assert!(ev.contains(&LudoEvent::SentBack {
        seat: S0,
        token: 1,
        from: Place::Track(27)
    }));
    assert_eq!(s.progress(S0, 1), Some(YARD));
    assert_eq!(s.progress(S0, 0), Some(8));
    assert_eq!(s.current(), S1);
}

#[test]
fn a_third_six_spares_a_token_in_its_corridor() {
    let g = parchis();
    let s = to_roll(&g, &[(S0, 0, 1), (S0, 1, 57), (S0, 2, 30), (S0, 3, 40)], S0);
    let (s, _) = play(&g, &s, roll(6));
    let (s, _) = play(&g, &s, mv(0)); // 1 -> 8
    let (s, _) = play(&g, &s, roll(6));
    let (s, _) = play(&g, &s, mv(1)); // 57 -> 64, the corridor
    let (s, ev) = play(&g, &s, roll(6));
    assert!(ev.contains(&LudoEvent::ThirdSixForfeited { seat: S0 }));
    assert!(!ev.iter().any(|e| matches!(e, LudoEvent::SentBack { .. })));
    assert_eq!(s.progress(S0, 1), Some(64));
    assert_eq!(s.current(), S1);
}

// ---- The goal and the end --------------------------------------------------------

#[test]
fn the_goal_needs_an_exact_count() {
    let g = parchis();
    let s = to_roll(&g, &[(S0, 0, 68)], S0);
    let (s, ev) = play(&g, &s, roll(4));
    assert!(ev.contains(&LudoEvent::Passed { seat: S0, roll: 4 }));
    assert_eq!(s.progress(S0, 0), Some(68));
    // The regional bounce is an option.
    let g = LudoGame::new(
        {
            let mut r = LudoRules::parchis();
            r.overshoot = Overshoot::Bounce;
            r
        },
        4,
    )
    .unwrap();
    let s = to_roll(&g, &[(S0, 0, 68)], S0);
    let (s, _) = play(&g, &s, roll(4));
    let (s, _) = play(&g, &s, mv(0));
    assert_eq!(s.progress(S0, 0), Some(70));
}

#[test]
fn the_first_to_bring_four_tokens_home_wins() {
    let g = parchis();
    let s = to_roll(
        &g,
        &[(S0, 0, 71), (S0, 1, 71), (S0, 2, 71), (S0, 3, 68)],
        S0,
    );
    let (s, _) = play(&g, &s, roll(3));
    let (s, ev) = play(&g, &s, mv(3));
    assert!(ev.contains(&LudoEvent::PlayerFinished { seat: S0, place: 1 }));
    assert_eq!(g.outcome(&s), Some(Outcome::Winner(S0)));
    assert!(g.is_over(&s));
}

// ---- Configuration ---------------------------------------------------------------

#[test]
fn the_preset_validates_and_is_named_in_records() {
    assert!(LudoRules::parchis().validate().is_ok());
    assert!(LudoGame::preset_names().contains(&"parchis"));
    let g = LudoGame::preset("parchis", 3).unwrap().unwrap();
    assert_eq!(g.rules(), &LudoRules::parchis());
}

#[test]
fn invalid_combinations_are_refused_with_a_reason() {
    let p = LudoRules::parchis;
    let cases = [
        (
            {
                let mut r = p();
                r.six_when_all_out = 13;
                r
            },
            LudoRulesError::SixValue(13),
        ),
        (
            {
                let mut r = p();
                r.six_when_all_out = 12;
                r.overshoot = Overshoot::Bounce;
                r
            },
            LudoRulesError::BounceTooLong {
                home_len: 7,
                step: 12,
            },
        ),
        (
            {
                let mut r = p();
                r.square_capacity = Some(1);
                r
            },
            LudoRulesError::SquareCapacity(1),
        ),
        (
            {
                let mut r = LudoRules::ludo();
                r.open_blocks_on_six = true;
                r
            },
            LudoRulesError::NoBlocksToOpen,
        ),
        (
            {
                let mut r = p();
                r.home_reward = Reward::ExtraRoll;
                r
            },
            LudoRulesError::MixedRewards,
        ),
        (
            {
                let mut r = p();
                r.capture_reward = Reward::Move(0);
                r
            },
            LudoRulesError::ZeroBonusMove,
        ),
        (
            {
                let mut r = p();
                r.entry_capture = EntryCapture::OneOpponentWhenFull;
                r.square_capacity = None;
                r
            },
            LudoRulesError::NeverFull,
        ),
    ];
    for (rules, want) in cases {
        let err = rules.validate().unwrap_err();
        assert!(!err.to_string().is_empty());
        assert_eq!(err, want);
    }
}

// ---- Saved games -------------------------------------------------------------------

#[cfg(feature = "serde")]
#[test]
fn rules_and_a_pending_bonus_move_survive_serde() {
    let g = parchis();
    let json = serde_json::to_string(&g).unwrap();
    let back: LudoGame = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    // A state awaiting a bonus move of 20, with its last-moved token.
    let s = to_roll(&g, &[(S0, 0, 10), (S2, 0, 47)], S0);
    let (s, _) = play(&g, &s, roll(3));
    let (s, _) = play(&g, &s, mv(0));
    assert_eq!(
        (s.phase(), s.last_moved()),
        (Phase::AwaitingBonus(20), Some(0))
    );
    let back: LudoState = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
    assert_eq!(back, s);
    // Rules are read strictly: a key left out is refused, never read as
    // the seed's value.
    let err = serde_json::from_str::<racegame::ludo::LudoRules>(r#"{"tokens": 2}"#).unwrap_err();
    assert!(err.to_string().contains("missing field"), "{err}");
}
