//! Each Ludo option and each preset's distinctive rules, one test per rule.

#[path = "common/ludo.rs"]
mod ludo_helpers;
use ludo_helpers::*;

use racegame::ludo::{
    Blocks, BonusReason, BonusRolls, EntryRoll, GameEnd, Geometry, Goal, LudoAction,
    LudoConfigError, LudoError, LudoEvent, LudoGame, LudoRules, LudoRulesError, Overshoot, Phase,
    Place, Reward, SafeSquares, YARD,
};
use racegame::{Outcome, RaceGame, Seat, ToAct};

const S0: Seat = Seat(0);
const S1: Seat = Seat(1);

fn with(rules: LudoRules) -> LudoGame {
    LudoGame::new(rules, 4).unwrap()
}

// ---- Tokens per player ---------------------------------------------------------

#[test]
fn two_tokens_per_player_finish_with_two_tokens() {
    let g = with({
        let mut r = LudoRules::ludo();
        r.tokens = 2;
        r
    });
    let s = g.initial_state();
    assert_eq!(s.tokens(S0).len(), 2);
    let s = setup(&g, &[(S0, 0, 56), (S0, 1, 55)]);
    let (s, _) = play(&g, &s, roll(1));
    let (_, ev) = play(&g, &s, mv(1));
    assert!(ev.contains(&LudoEvent::PlayerFinished { seat: S0, place: 1 }));
}

#[test]
fn tokens_per_player_must_be_one_to_four() {
    for bad in [0, 5] {
        let r = {
            let mut r = LudoRules::ludo();
            r.tokens = bad;
            r
        };
        assert_eq!(r.validate(), Err(LudoRulesError::Tokens(bad)));
    }
}

// ---- Entry roll ----------------------------------------------------------------

#[test]
fn entry_on_a_five() {
    let g = with({
        let mut r = LudoRules::ludo();
        r.entry = EntryRoll::Five;
        r
    });
    let (s, _) = play(&g, &g.initial_state(), roll(5));
    assert_eq!(legal(&g, &s), vec![LudoAction::Enter]);
    let (s, ev) = play(&g, &g.initial_state(), roll(6));
    // A 6 still rolls again, though it cannot be used.
    assert_eq!(ev[1], LudoEvent::Passed { seat: S0, roll: 6 });
    assert_eq!(bonus(&ev), Some(BonusReason::Six));
    assert_eq!(g.to_act(&s), ToAct::Chance(S0));
}

#[test]
fn entry_on_a_one_or_a_six() {
    let g = with({
        let mut r = LudoRules::ludo();
        r.entry = EntryRoll::OneOrSix;
        r
    });
    for r in [1, 6] {
        let (s, _) = play(&g, &g.initial_state(), roll(r));
        assert_eq!(legal(&g, &s), vec![LudoAction::Enter]);
    }
    let (s, _) = play(&g, &g.initial_state(), roll(3));
    assert_eq!(s.current(), S1);
}

// ---- Bonus rolls ---------------------------------------------------------------

#[test]
fn no_bonus_roll_on_a_six_when_switched_off() {
    let g = with({
        let mut r = LudoRules::ludo();
        r.bonus_rolls = BonusRolls::None;
        r
    });
    let (s, _) = play(&g, &g.initial_state(), roll(6));
    let (s, ev) = play(&g, &s, LudoAction::Enter);
    assert_eq!(bonus(&ev), None);
    assert_eq!(s.current(), S1);
}

#[test]
fn unlimited_bonus_rolls_never_forfeit() {
    let g = with({
        let mut r = LudoRules::ludo();
        r.bonus_rolls = BonusRolls::Unlimited;
        r
    });
    let mut s = setup(&g, &[(S0, 0, 0)]);
    for _ in 0..4 {
        let (n, ev) = play(&g, &s, roll(6));
        assert!(!ev.contains(&LudoEvent::ThirdSixForfeited { seat: S0 }));
        let (n, ev) = play(&g, &n, mv(0));
        assert_eq!(bonus(&ev), Some(BonusReason::Six));
        s = n;
    }
    assert_eq!(s.progress(S0, 0), Some(24));
    assert_eq!(s.sixes(), 4);
}

#[test]
fn a_non_six_resets_the_count_of_sixes() {
    let g = with({
        let mut r = LudoRules::ludo();
        r.capture_reward = Reward::ExtraRoll;
        r
    });
    // 6 (move), 6 (move), then a 3 that captures: the extra roll starts a
    // new count, so a 6 after it is the first six again.
    let s = setup(&g, &[(S0, 0, 0), (S1, 0, 2)]);
    let (s, _) = play(&g, &s, roll(6));
    let (s, _) = play(&g, &s, mv(0));
    let (s, _) = play(&g, &s, roll(6));
    let (s, _) = play(&g, &s, mv(0));
    assert_eq!(s.sixes(), 2);
    let (s, _) = play(&g, &s, roll(3));
    let (s, ev) = play(&g, &s, mv(0));
    assert_eq!(bonus(&ev), Some(BonusReason::Capture));
    let (s, ev) = play(&g, &s, roll(6));
    assert!(!ev.contains(&LudoEvent::ThirdSixForfeited { seat: S0 }));
    assert_eq!(s.sixes(), 1);
}

// ---- Overshoot -----------------------------------------------------------------

#[test]
fn bounce_back_by_the_excess() {
    let g = with({
        let mut r = LudoRules::ludo();
        r.overshoot = Overshoot::Bounce;
        r
    });
    let s = setup(&g, &[(S0, 0, 53)]);
    let (s, _) = play(&g, &s, roll(5));
    let (s, ev) = play(&g, &s, mv(0));
    assert_eq!(s.progress(S0, 0), Some(54));
    assert!(ev.contains(&LudoEvent::Bounced {
        seat: S0,
        token: 0,
        excess: 2
    }));
    assert!(ev.contains(&LudoEvent::Moved {
        seat: S0,
        token: 0,
        from: Place::Home(2),
        to: Place::Home(3)
    }));
}

#[test]
fn bounce_needs_a_home_column_long_enough() {
    let mut geometry = Geometry::standard();
    geometry.home_len = 3;
    let r = {
        let mut r = LudoRules::ludo();
        r.geometry = geometry;
        r.overshoot = Overshoot::Bounce;
        r
    };
    assert_eq!(
        r.validate(),
        Err(LudoRulesError::BounceLeavesHome { home_len: 3 })
    );
}

// ---- Sharing -------------------------------------------------------------------

#[test]
fn no_landing_on_an_own_token_when_sharing_is_off() {
    let g = with({
        let mut r = LudoRules::ludo();
        r.share_own = false;
        r
    });
    let s = setup(&g, &[(S0, 0, 5), (S0, 1, 3)]);
    let (s, _) = play(&g, &s, roll(2));
    assert_eq!(legal(&g, &s), vec![mv(0)]);
    assert_eq!(
        g.apply(&s, mv(1)),
        Err(LudoError::OwnTokenThere {
            at: Place::Track(5)
        })
    );
    // Nor entering onto an own token on the start square.
    let s = setup(&g, &[(S0, 0, 0)]);
    let (s, _) = play(&g, &s, roll(6));
    assert_eq!(legal(&g, &s), vec![mv(0)]);
    assert_eq!(
        g.apply(&s, LudoAction::Enter),
        Err(LudoError::OwnTokenThere {
            at: Place::Track(0)
        })
    );
}

// ---- Blocks --------------------------------------------------------------------

#[test]
fn a_block_cannot_be_landed_on_but_can_be_passed() {
    let g = with({
        let mut r = LudoRules::ludo();
        r.blocks = Blocks::NoLanding;
        r
    });
    // Seat 1's block on square 16; seat 0 at 14 and 12.
    let s = setup(&g, &[(S1, 0, 3), (S1, 1, 3), (S0, 0, 14), (S0, 1, 12)]);
    let (s, _) = play(&g, &s, roll(2));
    assert_eq!(
        g.apply(&s, mv(0)),
        Err(LudoError::BlockThere {
            square: 16,
            owner: S1
        })
    );
    let (s2, _) = play(
        &g,
        &setup(&g, &[(S1, 0, 3), (S1, 1, 3), (S0, 0, 14)]),
        roll(4),
    );
    let (s2, ev) = play(&g, &s2, mv(0));
    assert_eq!(s2.progress(S0, 0), Some(18));
    assert!(!ev.iter().any(|e| matches!(e, LudoEvent::Captured { .. })));
    // The other token can still use the 2.
    assert_eq!(legal(&g, &s), vec![mv(1)]);
}

#[test]
fn a_block_cannot_be_passed() {
    let g = with({
        let mut r = LudoRules::ludo();
        r.blocks = Blocks::NoPassing;
        r
    });
    let s = setup(&g, &[(S1, 0, 3), (S1, 1, 3), (S0, 0, 14)]);
    let (s, ev) = play(&g, &s, roll(4));
    assert_eq!(ev[1], LudoEvent::Passed { seat: S0, roll: 4 });
    assert_eq!(s.current(), S1);
    // The owner's own tokens cannot pass it either.
    let s = setup(&g, &[(S0, 0, 5), (S0, 1, 5), (S0, 2, 3)]);
    let (s, _) = play(&g, &s, roll(4));
    assert_eq!(
        g.apply(&s, mv(2)),
        Err(LudoError::BlockInTheWay { square: 5 })
    );
    assert_eq!(legal(&g, &s), vec![mv(0), mv(1)]);
}

#[test]
fn blocks_need_own_tokens_to_share() {
    let r = {
        let mut r = LudoRules::ludo();
        r.blocks = Blocks::NoLanding;
        r.share_own = false;
        r
    };
    assert_eq!(r.validate(), Err(LudoRulesError::BlocksWithoutSharing));
}

// ---- Safe squares --------------------------------------------------------------

#[test]
fn nobody_is_captured_on_a_safe_start() {
    let g = with({
        let mut r = LudoRules::ludo();
        r.safe = SafeSquares::Starts;
        r
    });
    // Seat 1 on its own start (13); seat 0 lands there.
    let s = setup(&g, &[(S1, 0, 0), (S0, 0, 10)]);
    let (s, _) = play(&g, &s, roll(3));
    let (s, ev) = play(&g, &s, mv(0));
    assert_eq!(s.progress(S1, 0), Some(0));
    assert_eq!(s.progress(S0, 0), Some(13));
    assert!(!ev.iter().any(|e| matches!(e, LudoEvent::Captured { .. })));
    assert!(g.validate(&s).is_ok());
}

#[test]
fn stars_are_eight_squares_past_each_start() {
    let g = with(LudoRules::ludo_king());
    for sq in [0, 8, 13, 21, 26, 34, 39, 47] {
        assert!(g.is_safe(sq), "{sq}");
    }
    assert!(!g.is_safe(16));
    let s = setup(&g, &[(S1, 0, 8), (S0, 0, 18)]); // seat 1 on 21
    let (s, _) = play(&g, &s, roll(3));
    let (s, _) = play(&g, &s, mv(0));
    assert_eq!(s.progress(S1, 0), Some(8));
}

#[test]
fn an_explicit_list_of_safe_squares() {
    let g = with({
        let mut r = LudoRules::ludo();
        r.safe = SafeSquares::List(vec![16]);
        r
    });
    assert!(g.is_safe(16) && !g.is_safe(0));
    let s = setup(&g, &[(S1, 0, 3), (S0, 0, 14)]);
    let (s, _) = play(&g, &s, roll(2));
    let (s, _) = play(&g, &s, mv(0));
    assert_eq!(s.progress(S1, 0), Some(3));
    let bad = {
        let mut r = LudoRules::ludo();
        r.safe = SafeSquares::List(vec![52]);
        r
    };
    assert_eq!(
        bad.validate(),
        Err(LudoRulesError::SafeSquareOffTrack {
            square: 52,
            track_len: 52
        })
    );
}

// ---- Rewards -------------------------------------------------------------------

#[test]
fn a_capture_earns_an_extra_roll() {
    let g = with({
        let mut r = LudoRules::ludo();
        r.capture_reward = Reward::ExtraRoll;
        r
    });
    let s = setup(&g, &[(S1, 0, 3), (S0, 0, 14)]);
    let (s, _) = play(&g, &s, roll(2));
    let (s, ev) = play(&g, &s, mv(0));
    assert_eq!(bonus(&ev), Some(BonusReason::Capture));
    assert_eq!(g.to_act(&s), ToAct::Chance(S0));
}

#[test]
fn a_token_reaching_home_earns_an_extra_roll() {
    let g = with({
        let mut r = LudoRules::ludo();
        r.home_reward = Reward::ExtraRoll;
        r
    });
    let s = setup(&g, &[(S0, 0, 53), (S0, 1, 10)]);
    let (s, _) = play(&g, &s, roll(3));
    let (s, ev) = play(&g, &s, mv(0));
    assert_eq!(bonus(&ev), Some(BonusReason::Home));
    assert_eq!(s.current(), S0);
}

// ---- Three tries ---------------------------------------------------------------

#[test]
fn three_tries_while_every_token_is_in_the_yard() {
    let g = with({
        let mut r = LudoRules::ludo();
        r.yard_rolls = 3;
        r
    });
    let s = g.initial_state();
    let (s, ev) = play(&g, &s, roll(2));
    assert_eq!(bonus(&ev), Some(BonusReason::AnotherTry));
    let (s, ev) = play(&g, &s, roll(3));
    assert_eq!(bonus(&ev), Some(BonusReason::AnotherTry));
    assert_eq!(s.current(), S0);
    let (s, ev) = play(&g, &s, roll(4));
    assert_eq!(bonus(&ev), None);
    assert_eq!(s.current(), S1);
    // A token on the track: one roll only.
    let s = setup(&g, &[(S0, 0, 54)]);
    let (s, _) = play(&g, &s, roll(5));
    assert_eq!(s.current(), S1);
}

// ---- Obligations ---------------------------------------------------------------

#[test]
fn the_entry_roll_must_bring_a_token_in() {
    let g = with({
        let mut r = LudoRules::ludo();
        r.must_enter = true;
        r
    });
    let s = setup(&g, &[(S0, 0, 10)]);
    let (s, _) = play(&g, &s, roll(6));
    assert_eq!(legal(&g, &s), vec![LudoAction::Enter]);
    assert_eq!(g.apply(&s, mv(0)), Err(LudoError::MustEnter));
}

#[test]
fn the_start_square_must_be_cleared_first() {
    let g = with({
        let mut r = LudoRules::ludo();
        r.clear_start_first = true;
        r
    });
    let s = setup(&g, &[(S0, 0, 0), (S0, 1, 20)]);
    let (s, _) = play(&g, &s, roll(3));
    assert_eq!(legal(&g, &s), vec![mv(0)]);
    assert_eq!(g.apply(&s, mv(1)), Err(LudoError::MustClearStart));
    // Without tokens in the yard the start square may stay occupied.
    let s = setup(&g, &[(S0, 0, 0), (S0, 1, 20), (S0, 2, 56), (S0, 3, 56)]);
    let (s, _) = play(&g, &s, roll(3));
    assert_eq!(legal(&g, &s), vec![mv(0), mv(1)]);
}

#[test]
fn a_blocked_start_token_lets_others_move() {
    let g = with({
        let mut r = LudoRules::ludo();
        r.clear_start_first = true;
        r.blocks = Blocks::NoLanding;
        r
    });
    // Seat 1's block on 3 (its progress 42) stops the start token's 3.
    let s = setup(&g, &[(S0, 0, 0), (S0, 1, 20), (S1, 0, 42), (S1, 1, 42)]);
    let (s, _) = play(&g, &s, roll(3));
    assert_eq!(legal(&g, &s), vec![mv(1)]);
}

// ---- End and limit -------------------------------------------------------------

#[test]
fn the_game_can_stop_at_the_first_finisher() {
    let g = with({
        let mut r = LudoRules::ludo();
        r.end = GameEnd::FirstFinisher;
        r
    });
    let s = setup(&g, &[(S0, 0, 55), (S0, 1, 56), (S0, 2, 56), (S0, 3, 56)]);
    let (s, _) = play(&g, &s, roll(1));
    let (s, ev) = play(&g, &s, mv(0));
    assert_eq!(
        ev.last(),
        Some(&LudoEvent::GameOver {
            outcome: Outcome::Winner(S0)
        })
    );
    assert_eq!(g.outcome(&s), Some(Outcome::Winner(S0)));
    assert!(g.validate(&s).is_ok());
}

#[test]
fn the_action_limit_truncates_the_game() {
    let g = with({
        let mut r = LudoRules::ludo();
        r.action_limit = Some(3);
        r
    });
    let mut s = g.initial_state();
    for _ in 0..3 {
        s = play(&g, &s, roll(2)).0;
    }
    assert_eq!(g.outcome(&s), Some(Outcome::Truncated));
    assert_eq!(
        g.apply(&s, roll(2)),
        Err(LudoError::Turn(racegame::TurnError::GameOver))
    );
    assert!(g.validate(&s).is_ok());
    let zero = {
        let mut r = LudoRules::ludo();
        r.action_limit = Some(0);
        r
    };
    assert_eq!(zero.validate(), Err(LudoRulesError::ZeroActionLimit));
}

// ---- Tables ----------------------------------------------------------------------

#[test]
fn tables_are_checked() {
    let r = LudoRules::ludo();
    assert!(matches!(
        LudoGame::new(r.clone(), 1),
        Err(LudoConfigError::Players { players: 1, .. })
    ));
    assert!(matches!(
        LudoGame::new(r.clone(), 5),
        Err(LudoConfigError::Players { players: 5, .. })
    ));
    assert_eq!(
        LudoGame::with_seats(r.clone(), &[S0, S0]),
        Err(LudoConfigError::DuplicateSeat(S0))
    );
    assert!(matches!(
        LudoGame::with_seats(r.clone(), &[S0, Seat(4)]),
        Err(LudoConfigError::SeatOffBoard { .. })
    ));
    let g = LudoGame::with_seats(r, &[S1, Seat(2)]).unwrap();
    assert_eq!(g.with_first(S0), Err(LudoConfigError::FirstNotPlaying(S0)));
}

#[test]
fn a_six_colour_board_seats_six() {
    let geometry = {
        let mut g = Geometry::standard();
        g.track_len = 78;
        g.colours = 6;
        g
    };
    let g = LudoGame::new(
        {
            let mut r = LudoRules::ludo();
            r.geometry = geometry;
            r
        },
        6,
    )
    .unwrap();
    assert_eq!(g.seats(), 6);
    let mut rng = <rand_chacha::ChaCha8Rng as rand_core::SeedableRng>::seed_from_u64(1);
    let p = racegame::play::random_playout(&g, &mut rng, 100_000).unwrap();
    assert!(g.outcome(&p.state).is_some());
}

#[test]
#[cfg(feature = "serde")]
fn rules_read_from_json_are_strict_and_checked() {
    let king = LudoRules::ludo_king();
    let json = serde_json::to_value(&king).unwrap();
    assert_eq!(
        serde_json::from_value::<LudoRules>(json.clone()).unwrap(),
        king
    );
    // Every key is required, an `Option` too (`null` for none), but
    // `out_at_start`, added after the form was frozen: 0 when left out.
    for (key, _) in json.as_object().unwrap() {
        let mut short = json.clone();
        short.as_object_mut().unwrap().remove(key);
        let read = serde_json::from_value::<LudoRules>(short);
        assert!(read.is_err(), "{key} left out was read");
    }
    assert!(json.get("out_at_start").is_none());
    let mut printed = LudoRules::mensch();
    printed.out_at_start = 1;
    let mut mensch = serde_json::to_value(printed).unwrap();
    assert_eq!(mensch["out_at_start"], 1);
    mensch.as_object_mut().unwrap().remove("out_at_start");
    let read = serde_json::from_value::<LudoRules>(mensch).unwrap();
    assert_eq!(read.out_at_start, 0);
    // Unknown keys and rules that cannot be played are refused.
    let mut unknown = json.clone();
    unknown["tokenz"] = 2.into();
    assert!(serde_json::from_value::<LudoRules>(unknown).is_err());
    let mut seven = json.clone();
    seven["tokens"] = 7.into();
    let err = serde_json::from_value::<LudoRules>(seven).unwrap_err();
    assert!(err.to_string().contains('7'), "{err}");
}

// ---- Presets ---------------------------------------------------------------------

#[test]
fn ludo_king_is_the_seed_plus_its_house_rules() {
    let k = LudoRules::ludo_king();
    assert_eq!(k.safe, SafeSquares::StartsAndStars);
    assert_eq!(k.blocks, Blocks::NoLanding);
    assert_eq!(k.capture_reward, Reward::ExtraRoll);
    assert_eq!(k.home_reward, Reward::ExtraRoll);
    assert_eq!(k.geometry, LudoRules::ludo().geometry);
}

#[test]
fn mensch_figures_go_round_the_whole_track_into_four_goal_fields() {
    let g = LudoGame::mensch(4).unwrap();
    assert_eq!(g.place(S1, 0), Place::Track(10));
    assert_eq!(g.place(S1, 39), Place::Track(9));
    assert_eq!(g.place(S1, 40), Place::Home(0));
    assert_eq!(g.place(S1, 43), Place::Home(3));
    assert_eq!(g.rules().geometry.goal, Goal::GoalFields);
}

#[test]
fn mensch_figures_jump_each_other_in_the_goal_but_not_past_it() {
    let g = LudoGame::mensch(4).unwrap();
    // Figures on goal fields 0 and 1; the one on 0 jumps to 2.
    let s = setup(&g, &[(S0, 0, 40), (S0, 1, 41), (S0, 2, 30)]);
    let (s, _) = play(&g, &s, roll(2));
    assert_eq!(legal(&g, &s), vec![mv(0), mv(1), mv(2)]);
    // But a figure may not land on its own figure in the goal.
    let (s1, _) = play(
        &g,
        &setup(&g, &[(S0, 0, 40), (S0, 1, 41), (S0, 2, 30)]),
        roll(1),
    );
    assert_eq!(
        g.apply(&s1, mv(0)),
        Err(LudoError::OwnTokenThere { at: Place::Home(1) })
    );
    let (s2, _) = play(&g, &s, mv(0));
    assert_eq!(s2.progress(S0, 0), Some(42));
    // Past the last field: refused.
    let (s, _) = play(&g, &setup(&g, &[(S0, 0, 42), (S0, 1, 30)]), roll(3));
    assert_eq!(
        g.apply(&s, mv(0)),
        Err(LudoError::Overshoot { token: 0, roll: 3 })
    );
    // A figure in the goal can still move up inside it.
    let (s, _) = play(&g, &setup(&g, &[(S0, 0, 40), (S0, 1, 30)]), roll(3));
    assert_eq!(legal(&g, &s), vec![mv(0), mv(1)]);
}

#[test]
fn mensch_a_six_must_enter_then_the_start_must_be_cleared() {
    let g = LudoGame::mensch(4).unwrap();
    let s = setup(&g, &[(S0, 0, 20)]);
    let (s, _) = play(&g, &s, roll(6));
    assert_eq!(legal(&g, &s), vec![LudoAction::Enter]);
    let (s, _) = play(&g, &s, LudoAction::Enter);
    // The bonus roll must move the figure off the start.
    let (s, _) = play(&g, &s, roll(4));
    assert_eq!(legal(&g, &s), vec![mv(1)]);
    assert_eq!(g.apply(&s, mv(0)), Err(LudoError::MustClearStart));
    // A 6 with the start occupied by its own figure moves that figure.
    let s = setup(&g, &[(S0, 0, 0), (S0, 1, 20)]);
    let (s, _) = play(&g, &s, roll(6));
    assert_eq!(legal(&g, &s), vec![mv(0)]);
}

#[test]
fn mensch_every_six_rolls_again_and_the_first_finisher_wins() {
    let g = LudoGame::mensch(2).unwrap();
    let mut s = setup(&g, &[(S0, 0, 0), (S0, 1, 43), (S0, 2, 42), (S0, 3, 41)]);
    for _ in 0..3 {
        let (n, _) = play(&g, &s, roll(6));
        s = play(&g, &n, mv(0)).0;
    }
    assert_eq!(s.current(), S0);
    assert_eq!(s.progress(S0, 0), Some(18));
    let s = setup(&g, &[(S0, 0, 36), (S0, 1, 43), (S0, 2, 42), (S0, 3, 41)]);
    let (s, _) = play(&g, &s, roll(4));
    let (s, ev) = play(&g, &s, mv(0));
    assert!(ev.contains(&LudoEvent::TokenHome { seat: S0, token: 0 }));
    assert_eq!(g.outcome(&s), Some(Outcome::Winner(S0)));
}

#[test]
fn mensch_a_figure_on_a_start_square_can_be_captured() {
    let g = LudoGame::mensch(4).unwrap();
    let s = setup(&g, &[(S1, 0, 0), (S0, 0, 7)]); // seat 1 on 10
    let (s, _) = play(&g, &s, roll(3));
    let (s, _) = play(&g, &s, mv(0));
    assert_eq!(s.progress(S1, 0), Some(YARD));
}

#[test]
fn mensch_goal_fields_must_hold_every_figure() {
    let mut r = LudoRules::mensch();
    r.geometry.home_len = 3;
    assert_eq!(
        r.validate(),
        Err(LudoRulesError::GoalTooSmall {
            fields: 3,
            per_field: 1,
            tokens: 4
        })
    );
}

#[test]
fn mensch_three_tries_count_figures_stuck_in_the_goal_as_home() {
    let g = with({
        let mut r = LudoRules::mensch();
        r.yard_rolls = 3;
        r
    });
    // One figure on the last goal field, the rest in the yard.
    let s = setup(&g, &[(S0, 0, 43)]);
    let (s, ev) = play(&g, &s, roll(2));
    assert_eq!(bonus(&ev), Some(BonusReason::AnotherTry));
    assert_eq!(s.current(), S0);
    // A figure with room ahead in the goal is not stuck.
    let s = setup(&g, &[(S0, 0, 40)]);
    let (s, _) = play(&g, &s, roll(5));
    assert_eq!(s.current(), S1);
}

#[test]
fn goal_fields_with_room_for_fewer_tokens_than_a_player_has_are_refused() {
    let mut r = LudoRules::mensch();
    r.share_own = true;
    r.square_capacity = Some(1);
    r.geometry.home_len = 1;
    assert_eq!(
        r.validate(),
        Err(LudoRulesError::GoalTooSmall {
            fields: 1,
            per_field: 1,
            tokens: 4
        })
    );
    r.square_capacity = Some(4);
    assert_eq!(r.validate(), Ok(()));
}

#[test]
fn opening_a_block_comes_before_clearing_the_start() {
    let mut r = LudoRules::ludo();
    r.blocks = Blocks::NoPassing;
    r.open_blocks_on_six = true;
    r.clear_start_first = true;
    let g = with(r);
    // Token 0 on the start, tokens 1 and 2 a block on progress 10, token 3
    // in the yard: the 6 could clear the start or open the block.
    let s = setup(&g, &[(S0, 0, 0), (S0, 1, 10), (S0, 2, 10)]);
    let (s, _) = play(&g, &s, roll(6));
    assert_eq!(s.phase(), Phase::AwaitingChoice(6));
    assert_eq!(legal(&g, &s), vec![mv(1), mv(2)]);
    assert_eq!(g.apply(&s, mv(0)), Err(LudoError::MustOpenBlock));
}

// ---- Locked positions ----------------------------------------------------------

/// Found by the random-rules property: with goal fields, a token in its
/// home column may bounce there for ever while every other token is held
/// behind blocks that never open. Those moves change nothing another token
/// can feel, so the position is locked: the game ends blocked.
#[test]
fn moves_inside_the_goal_fields_do_not_keep_a_locked_game_going() {
    let mut r = LudoRules::mensch();
    r.geometry.track_len = 5;
    r.geometry.start_spacing = 1;
    r.geometry.track_path = 4;
    r.geometry.home_len = 12;
    r.geometry.goal = Goal::GoalFields;
    r.entry = EntryRoll::OneOrSix;
    r.overshoot = Overshoot::Bounce;
    r.share_own = true;
    r.blocks = Blocks::NoPassing;
    r.safe = SafeSquares::Starts;
    r.square_capacity = Some(3);
    r.end = GameEnd::FirstFinisher;
    let g = with(r);
    let (s2, s3) = (Seat(2), Seat(3));
    let mut tokens = vec![(S0, 0, 0), (S0, 1, 0), (S0, 2, 0), (S1, 0, 14)];
    tokens.extend([(S1, 1, 0), (S1, 2, 0), (S1, 3, 0)]);
    tokens.extend([(s2, 0, 0), (s2, 1, 1), (s2, 2, 1), (s2, 3, 0)]);
    tokens.extend([(s3, 0, 1), (s3, 1, 1), (s3, 2, 1), (s3, 3, 0)]);
    let s = setup(&g, &tokens).with_current(s2);
    // Seat 1's home token can still bounce about...
    let s1_turn = s.with_current(S1);
    let (after, _) = play(&g, &s1_turn, roll(2));
    assert_eq!(legal(&g, &after), vec![mv(0)]);
    // ...but nothing else can ever move: seat 2's pass ends the game.
    let (end, events) = play(&g, &s, roll(2));
    assert_eq!(g.outcome(&end), Some(Outcome::Blocked));
    assert_eq!(end.phase(), Phase::Blocked);
    assert!(events.contains(&LudoEvent::GameOver {
        outcome: Outcome::Blocked
    }));
}

/// A ring of blocks that never open on a board so small they fill it, and
/// every seat still playing with a token in its goal fields: that token
/// always has a move (it bounces), so no throw ever passes. Found by
/// random rule sets (games still moving after 20,000 actions); a move
/// inside the goal fields that leaves nothing else able to move ends the
/// game blocked, as a pass would.
fn ring_of_blocks(dice: u8) -> (LudoGame, racegame::ludo::LudoState) {
    let mut r = LudoRules::mensch();
    let b = &mut r.geometry;
    (b.track_len, b.colours, b.start_spacing, b.track_path) = (2, 2, 1, 2);
    (b.home_len, b.goal) = (12, Goal::GoalFields);
    r.overshoot = Overshoot::Bounce;
    r.share_own = true;
    r.blocks = Blocks::NoPassing;
    r.dice = dice;
    let g = LudoGame::new(r, 2).unwrap();
    // Each seat's three tokens on its start stop the other's: no move
    // passes the block ahead. One token each in the goal fields (2 to 13).
    let mut tokens = vec![(S0, 0, 0), (S0, 1, 0), (S0, 2, 0), (S0, 3, 11)];
    tokens.extend([(S1, 0, 0), (S1, 1, 0), (S1, 2, 0), (S1, 3, 13)]);
    let s = setup(&g, &tokens);
    (g, s)
}

#[test]
fn a_bounce_in_the_goal_fields_ends_a_game_that_blocks_hold_shut() {
    let (g, s) = ring_of_blocks(1);
    // Token 3 bounces (11 + 4 is 2 past the last field, back to 11): the
    // only move, and nothing else can ever move.
    let (s, _) = play(&g, &s, roll(4));
    assert_eq!(legal(&g, &s), vec![mv(3)]);
    let (end, events) = play(&g, &s, mv(3));
    assert_eq!(end.progress(S0, 3), Some(11));
    assert_eq!(g.outcome(&end), Some(Outcome::Blocked));
    assert!(events.contains(&LudoEvent::GameOver {
        outcome: Outcome::Blocked
    }));
}

#[test]
fn with_two_dice_the_game_held_shut_ends_once_both_dice_bounced() {
    let (g, s) = ring_of_blocks(2);
    let (s, _) = play(&g, &s, throw(1, 2));
    let (s, _) = play(&g, &s, mv_die(3, 0));
    // One die left: the turn is not over, nor the game.
    assert_eq!(g.outcome(&s), None);
    let (end, _) = play(&g, &s, mv_die(3, 1));
    assert_eq!(end.progress(S0, 3), Some(12));
    assert_eq!(g.outcome(&end), Some(Outcome::Blocked));
}

#[test]
fn a_bounce_in_the_goal_fields_does_not_end_a_game_where_a_token_can_still_enter() {
    let (g, s) = ring_of_blocks(1);
    // One of seat 1's tokens in the yard: a 6 brings it onto its start.
    let s = s.with_token(S1, 2, YARD);
    g.validate(&s).unwrap();
    let (s, _) = play(&g, &s, roll(4));
    let (after, _) = play(&g, &s, mv(3));
    assert_eq!(g.outcome(&after), None);
    assert_eq!(after.current(), S1);
}

// ---- A captured token goes back six squares (house rule) ------------------------

fn back_six() -> LudoGame {
    let mut rules = LudoRules::ludo();
    rules.capture_back = core::num::NonZeroU8::new(6);
    with(rules)
}

/// Where `seat`'s captured token went, by the `Captured` event.
fn sent_to(events: &[LudoEvent]) -> Option<Place> {
    events.iter().find_map(|e| match e {
        LudoEvent::Captured { to, .. } => Some(*to),
        _ => None,
    })
}

#[test]
fn a_captured_token_goes_back_six_squares_under_the_house_rule() {
    // Seat 1's token at progress 10 (track square 23) is taken by seat 0's
    // from 21 with a 2: it goes back to progress 4 (square 17).
    for (g, back) in [(back_six(), 4), (with(LudoRules::ludo()), YARD)] {
        let s = setup(&g, &[(S1, 0, 10), (S0, 0, 21)]);
        let (s, _) = play(&g, &s, roll(2));
        let (s, ev) = play(&g, &s, mv(0));
        assert_eq!(captured(&ev), [(S1, 0)]);
        assert_eq!(s.progress(S1, 0), Some(back));
        assert_eq!(sent_to(&ev), Some(g.place(S1, back)));
        g.validate(&s).unwrap();
    }
    let g = back_six();
    let s = setup(&g, &[(S1, 0, 10), (S0, 0, 21)]);
    let (s, _) = play(&g, &s, roll(2));
    let (_, ev) = play(&g, &s, mv(0));
    let told = ev.iter().find(|e| matches!(e, LudoEvent::Captured { .. }));
    assert_eq!(
        told.unwrap().to_string(),
        "Red captures Green's token 0 on square 23 and sends it back to track square 17."
    );
}

#[test]
fn a_token_sent_back_six_goes_to_its_yard_when_it_cannot_stand_there() {
    let g = back_six();
    // Fewer than six squares from its start: the yard.
    let s = setup(&g, &[(S1, 0, 3), (S0, 0, 14)]);
    let (s, _) = play(&g, &s, roll(2));
    let (s, _) = play(&g, &s, mv(0));
    assert_eq!(s.progress(S1, 0), Some(YARD));
    // Square 17 held by another of seat 0's tokens: the yard.
    let s = setup(&g, &[(S1, 0, 10), (S0, 0, 21), (S0, 1, 17)]);
    let (s, _) = play(&g, &s, roll(2));
    let (s, _) = play(&g, &s, mv(0));
    assert_eq!(s.progress(S1, 0), Some(YARD));
    // The capturing token has left square 17: the captured one stands there.
    let s = setup(&g, &[(S1, 0, 10), (S0, 0, 17)]);
    let (s, _) = play(&g, &s, roll(6));
    let (s, ev) = play(&g, &s, mv(0));
    assert_eq!(sent_to(&ev), Some(Place::Track(17)));
    assert_eq!(s.progress(S1, 0), Some(4));
    g.validate(&s).unwrap();
}

#[test]
#[cfg(feature = "serde")]
fn the_house_rule_is_saved_only_when_played() {
    let json = serde_json::to_value(LudoRules::ludo()).unwrap();
    assert!(json.get("capture_back").is_none());
    let rules = back_six().rules().clone();
    let json = serde_json::to_value(&rules).unwrap();
    assert_eq!(json["capture_back"], 6);
    assert_eq!(serde_json::from_value::<LudoRules>(json).unwrap(), rules);
}
