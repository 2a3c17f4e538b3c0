//! Parchís with two dice (`LudoRules::parchis_two_dice`), one test per rule.
//!
//! Engine numbering as in `tests/parchis.rs`: colour `c` starts on track
//! square `17 c`; progress 0..=63 is the track, 64..=70 the corridor, 71
//! the goal.

#[path = "common/ludo.rs"]
mod ludo_helpers;
use ludo_helpers::*;

use racegame::ludo::{
    BonusReason, LudoAction, LudoError, LudoEvent, LudoGame, LudoRules, LudoRulesError, LudoState,
    Phase, YARD,
};
use racegame::record::Presets;
use racegame::{Dice, RaceGame, Roll, Seat, ToAct};

const S0: Seat = Seat(0);
const S1: Seat = Seat(1);

fn game() -> LudoGame {
    LudoGame::parchis_two_dice(4).unwrap()
}

#[test]
fn a_throw_is_two_dice() {
    let g = game();
    let s = g.initial_state();
    assert_eq!(g.to_act(&s), ToAct::Chance(S0));
    let rolls = legal(&g, &s);
    assert_eq!(rolls.len(), 36);
    assert!(rolls.contains(&throw(6, 1)) && rolls.contains(&throw(1, 6)));
    assert_eq!(
        g.apply(&s, LudoAction::Throw(Roll::one(5).unwrap())),
        Err(LudoError::WrongDiceCount {
            expected: 2,
            got: 1
        })
    );
    // The one-die game is unchanged: one die, and two refused.
    let one = LudoGame::parchis(4).unwrap();
    let s1 = one.initial_state();
    assert_eq!(one.to_act(&s1), ToAct::Chance(S0));
    assert_eq!(
        one.apply(&s1, throw(5, 5)),
        Err(LudoError::WrongDiceCount {
            expected: 1,
            got: 2
        })
    );
}

#[test]
fn the_pending_phase_holds_both_dice_and_which_are_used() {
    let g = game();
    let s = to_roll(&g, &[(S0, 0, 1), (S0, 1, 20)], S0);
    let (s, ev) = play(&g, &s, throw(3, 4));
    assert_eq!(
        ev,
        vec![LudoEvent::Rolled {
            seat: S0,
            roll: Roll::two(3, 4).unwrap()
        }]
    );
    assert_eq!(s.phase(), Phase::AwaitingDice);
    assert_eq!(s.pending_dice(), [Some(3), Some(4)]);
    let (s, _) = play(&g, &s, mv_die(1, 0));
    assert_eq!(s.phase(), Phase::AwaitingDice);
    assert_eq!(s.pending_dice(), [None, Some(4)]);
}

#[test]
fn each_die_is_used_separately_in_either_order() {
    let g = game();
    let start = to_roll(&g, &[(S0, 0, 1), (S0, 1, 20)], S0);
    let (rolled, _) = play(&g, &start, throw(3, 4));
    // First die, then second.
    let (s, ev) = play(&g, &rolled, mv_die(0, 0));
    assert!(ev.contains(&LudoEvent::Moved {
        seat: S0,
        token: 0,
        from: racegame::ludo::Place::Track(1),
        to: racegame::ludo::Place::Track(4),
    }));
    assert_eq!(legal(&g, &s), vec![mv_die(0, 1), mv_die(1, 1)]);
    let (a, _) = play(&g, &s, mv_die(0, 1));
    // Second die, then first.
    let (s, _) = play(&g, &rolled, mv_die(0, 1));
    assert_eq!(s.progress(S0, 0), Some(5));
    assert_eq!(legal(&g, &s), vec![mv_die(0, 0), mv_die(1, 0)]);
    let (b, _) = play(&g, &s, mv_die(0, 0));
    assert_eq!(a.progress(S0, 0), Some(8));
    assert_eq!(a.tokens(S0), b.tokens(S0));
    // Not a double: the turn passes.
    assert_eq!(a.current(), S1);
    assert_eq!(a.phase(), Phase::AwaitingThrow);
    // A used die cannot be used again.
    assert_eq!(
        g.apply(&s, mv_die(1, 1)),
        Err(LudoError::DieNotPending { die: 1 })
    );
    // The two dice may also move two tokens.
    let (s, _) = play(&g, &rolled, mv_die(1, 0));
    let (s, _) = play(&g, &s, mv_die(0, 1));
    assert_eq!(&s.tokens(S0)[..2], &[5, 23]);
}

#[test]
fn a_die_that_cannot_be_used_is_forfeited() {
    let g = game();
    // Token 0 four short of the goal (71); the others in the yard.
    let s = to_roll(&g, &[(S0, 0, 66)], S0);
    let (s, _) = play(&g, &s, throw(4, 3));
    assert_eq!(legal(&g, &s), vec![mv_die(0, 0), mv_die(0, 1)]);
    // The 4 first: the 3 would overshoot the goal.
    let (s, ev) = play(&g, &s, mv_die(0, 0));
    assert!(ev.contains(&LudoEvent::DieForfeited {
        seat: S0,
        die: 1,
        value: 3
    }));
    assert_eq!(s.progress(S0, 0), Some(70));
    assert_eq!(s.current(), S1);
    assert_eq!(s.pending_dice(), [None, None]);
}

#[test]
fn a_throw_neither_die_can_use_passes() {
    let g = game();
    let s = g.initial_state();
    let (s, ev) = play(&g, &s, throw(6, 2));
    assert!(ev.contains(&LudoEvent::Passed { seat: S0, roll: 8 }));
    assert_eq!(s.current(), S1);
    assert_eq!(s.phase(), Phase::AwaitingThrow);
}

#[test]
fn a_five_on_either_die_enters_a_token() {
    let g = game();
    for (a, b) in [(5, 3), (3, 5)] {
        // (5, 3) names die 0 for the 5; (3, 5) names die 1.
        let (five_die, other_die) = if a == 5 { (0, 1) } else { (1, 0) };
        let s = g.initial_state();
        let (s, _) = play(&g, &s, throw(a, b));
        // Entering is compulsory and comes first.
        assert_eq!(legal(&g, &s), vec![enter_die(five_die)]);
        assert_eq!(
            g.apply(&s, mv_die(0, other_die)),
            Err(LudoError::TokenInYard { token: 0 })
        );
        let (s, ev) = play(&g, &s, enter_die(five_die));
        assert!(ev.contains(&LudoEvent::Entered {
            seat: S0,
            token: 0,
            square: 0
        }));
        // The 3 then moves the new token.
        assert_eq!(legal(&g, &s), vec![mv_die(0, other_die)]);
        let (s, _) = play(&g, &s, mv_die(0, other_die));
        assert_eq!(s.progress(S0, 0), Some(3));
        assert_eq!(s.current(), S1);
    }
}

#[test]
fn a_total_of_five_enters_a_token() {
    let g = game();
    for (a, b) in [(1, 4), (4, 1), (2, 3), (3, 2)] {
        let s = g.initial_state();
        let (s, _) = play(&g, &s, throw(a, b));
        assert_eq!(legal(&g, &s), vec![LudoAction::EnterTotal]);
        let (s, ev) = play(&g, &s, LudoAction::EnterTotal);
        assert!(ev.contains(&LudoEvent::Entered {
            seat: S0,
            token: 0,
            square: 0
        }));
        // Both dice are spent.
        assert_eq!(s.progress(S0, 1), Some(YARD));
        assert_eq!(s.current(), S1);
    }
    // With tokens out, the total is still compulsory while one waits.
    let s = to_roll(&g, &[(S0, 0, 10)], S0);
    let (s, _) = play(&g, &s, throw(1, 4));
    assert_eq!(legal(&g, &s), vec![LudoAction::EnterTotal]);
    assert_eq!(g.apply(&s, mv_die(0, 0)), Err(LudoError::MustEnter));
    // The option off: a total of 5 is no entry.
    let off = LudoGame::new(
        {
            let mut r = LudoRules::parchis_two_dice();
            r.enter_on_total = false;
            r
        },
        4,
    )
    .unwrap();
    let s0 = off.initial_state();
    let (s, ev) = off.apply(&s0, throw(1, 4)).unwrap();
    assert!(ev.contains(&LudoEvent::Passed { seat: S0, roll: 5 }));
    assert_eq!(s.current(), S1);
    let (s, _) = play(&g, &g.initial_state(), throw(5, 1));
    assert_eq!(
        g.apply(&s, LudoAction::EnterTotal),
        Err(LudoError::NoEntryRoll { roll: 6 })
    );
}

#[test]
fn two_fives_enter_two_tokens() {
    let g = game();
    let s = g.initial_state();
    let (s, _) = play(&g, &s, throw(5, 5));
    assert_eq!(legal(&g, &s), vec![enter_die(0), enter_die(1)]);
    let (s, _) = play(&g, &s, enter_die(0));
    assert_eq!(legal(&g, &s), vec![enter_die(1)]);
    let (s, ev) = play(&g, &s, enter_die(1));
    assert_eq!(&s.tokens(S0)[..3], &[0, 0, YARD]);
    // A double: the same player rolls again.
    assert!(ev.contains(&LudoEvent::BonusRoll {
        seat: S0,
        reason: BonusReason::Double
    }));
    assert_eq!(g.to_act(&s), ToAct::Chance(S0));
}

#[test]
fn doubles_roll_again_and_a_single_six_does_not() {
    let g = game();
    let s = to_roll(&g, &[(S0, 0, 1), (S0, 1, 20)], S0);
    let (d, _) = play(&g, &s, throw(2, 2));
    assert_eq!(d.sixes(), 1);
    let (d, _) = play(&g, &d, mv_die(0, 0));
    let (d, ev) = play(&g, &d, mv_die(0, 1));
    assert!(ev.contains(&LudoEvent::BonusRoll {
        seat: S0,
        reason: BonusReason::Double
    }));
    assert_eq!(d.current(), S0);
    assert_eq!(d.phase(), Phase::AwaitingThrow);
    // A 6 that is not a double passes the turn.
    let (n, _) = play(&g, &s, throw(6, 1));
    let (n, _) = play(&g, &n, mv_die(0, 0));
    let (n, _) = play(&g, &n, mv_die(1, 1));
    assert_eq!(n.current(), S1);
    assert_eq!(n.sixes(), 0);
    // A double neither die can use still rolls again.
    let (p, ev) = play(&g, &g.initial_state(), throw(6, 6));
    assert!(ev.contains(&LudoEvent::Passed { seat: S0, roll: 12 }));
    assert_eq!(p.current(), S0);
}

#[test]
fn a_die_showing_six_moves_seven_once_all_tokens_are_out() {
    let g = game();
    let s = to_roll(&g, &[(S0, 0, 1), (S0, 1, 20), (S0, 2, 30), (S0, 3, 40)], S0);
    let (s, _) = play(&g, &s, throw(6, 1));
    let (s, _) = play(&g, &s, mv_die(0, 0));
    assert_eq!(s.progress(S0, 0), Some(8));
}

#[test]
fn a_third_double_sends_the_last_moved_token_home() {
    let g = game();
    let s = to_roll(&g, &[(S0, 0, 10), (S0, 1, 20)], S0)
        .with_sixes(2)
        .with_last_moved(Some(1));
    g.validate(&s).unwrap();
    let (s, ev) = play(&g, &s, throw(3, 3));
    assert!(ev.contains(&LudoEvent::ThirdSixForfeited { seat: S0 }));
    assert!(ev.iter().any(|e| matches!(
        e,
        LudoEvent::SentBack {
            seat: S0,
            token: 1,
            ..
        }
    )));
    assert_eq!(&s.tokens(S0)[..2], &[10, YARD]);
    assert_eq!(s.current(), S1);
}

#[test]
fn a_third_double_spares_a_token_in_its_corridor() {
    let g = game();
    let s = to_roll(&g, &[(S0, 0, 10), (S0, 1, 66)], S0)
        .with_sixes(2)
        .with_last_moved(Some(1));
    let (s, ev) = play(&g, &s, throw(4, 4));
    assert!(ev.contains(&LudoEvent::ThirdSixForfeited { seat: S0 }));
    assert!(!ev.iter().any(|e| matches!(e, LudoEvent::SentBack { .. })));
    assert_eq!(&s.tokens(S0)[..2], &[10, 66]);
    assert_eq!(s.current(), S1);
}

#[test]
fn three_doubles_in_a_row_played_out() {
    let g = game();
    let s = to_roll(&g, &[(S0, 0, 1), (S0, 1, 20), (S0, 2, 30), (S0, 3, 40)], S0);
    let (s, _) = play(&g, &s, throw(1, 1));
    let (s, _) = play(&g, &s, mv_die(2, 0));
    let (s, _) = play(&g, &s, mv_die(2, 1));
    let (s, _) = play(&g, &s, throw(2, 2));
    let (s, _) = play(&g, &s, mv_die(3, 0));
    let (s, _) = play(&g, &s, mv_die(0, 1));
    assert_eq!(s.last_moved(), Some(0));
    let (s, ev) = play(&g, &s, throw(5, 5));
    assert!(ev.contains(&LudoEvent::ThirdSixForfeited { seat: S0 }));
    assert_eq!(s.tokens(S0), &[YARD, 20, 32, 42]);
}

#[test]
fn a_double_must_open_a_barrier() {
    let g = game();
    // A barrier of tokens 0 and 1 on square 10.
    let s = to_roll(
        &g,
        &[(S0, 0, 10), (S0, 1, 10), (S0, 2, 30), (S0, 3, 40)],
        S0,
    );
    let (d, _) = play(&g, &s, throw(3, 3));
    assert_eq!(
        legal(&g, &d),
        vec![mv_die(0, 0), mv_die(1, 0), mv_die(0, 1), mv_die(1, 1)]
    );
    assert_eq!(g.apply(&d, mv_die(2, 0)), Err(LudoError::MustOpenBlock));
    // Once opened, the other die of the double is free.
    let (d, _) = play(&g, &d, mv_die(0, 0));
    assert_eq!(
        legal(&g, &d),
        vec![mv_die(0, 1), mv_die(1, 1), mv_die(2, 1), mv_die(3, 1)]
    );
    // Not a double: no obligation, even with a 6 on a die.
    let (n, _) = play(&g, &s, throw(6, 2));
    assert!(legal(&g, &n).contains(&mv_die(2, 0)));
    assert!(legal(&g, &n).contains(&mv_die(3, 1)));
}

#[test]
fn the_legal_list_names_the_die() {
    let g = game();
    let s = to_roll(&g, &[(S0, 0, 1), (S0, 1, 20)], S0);
    let (s, _) = play(&g, &s, throw(1, 3));
    assert_eq!(
        legal(&g, &s),
        vec![mv_die(0, 0), mv_die(1, 0), mv_die(0, 1), mv_die(1, 1)]
    );
    // The one-die actions do not name a die and are refused.
    assert_eq!(
        g.apply(&s, LudoAction::Move { token: 0 }),
        Err(LudoError::DieNotNamed)
    );
    assert_eq!(g.apply(&s, LudoAction::Enter), Err(LudoError::DieNotNamed));
    assert_eq!(
        g.apply(&s, mv_die(0, 2)),
        Err(LudoError::DieNotPending { die: 2 })
    );
    // And a one-die game refuses the actions that name one.
    let one = LudoGame::parchis(4).unwrap();
    let s1 = one.initial_state().with_token(S0, 0, 1);
    let (s1, _) = one
        .apply(&s1, LudoAction::Throw(Roll::one(3).unwrap()))
        .unwrap();
    assert_eq!(one.apply(&s1, mv_die(0, 0)), Err(LudoError::NoDiceToName));
    assert_eq!(legal(&one, &s1), vec![LudoAction::Move { token: 0 }]);
}

#[test]
fn a_bonus_move_comes_before_the_other_die() {
    let g = game();
    // Seat 1's token on square 4 (its progress 55), unsafe.
    let s = to_roll(
        &g,
        &[
            (S0, 0, 1),
            (S0, 1, 30),
            (S0, 2, 35),
            (S0, 3, 40),
            (S1, 0, 55),
        ],
        S0,
    );
    let (s, _) = play(&g, &s, throw(3, 1));
    let (s, ev) = play(&g, &s, mv_die(0, 0));
    assert!(
        ev.iter()
            .any(|e| matches!(e, LudoEvent::Captured { seat: S1, .. }))
    );
    assert_eq!(s.phase(), Phase::AwaitingBonus(20));
    assert_eq!(s.pending_dice(), [None, Some(1)]);
    // The remaining die waits.
    assert_eq!(
        g.apply(&s, mv_die(2, 1)),
        Err(LudoError::BonusAwaited { distance: 20 })
    );
    let (s, _) = play(&g, &s, LudoAction::BonusMove { token: 1 });
    assert_eq!(s.progress(S0, 1), Some(50));
    assert_eq!(s.phase(), Phase::AwaitingDice);
    let (s, _) = play(&g, &s, mv_die(2, 1));
    assert_eq!(s.progress(S0, 2), Some(36));
    assert_eq!(s.current(), S1);
}

#[test]
fn moving_one_token_by_the_total_is_an_option_off_by_default() {
    let g = game();
    let s = to_roll(&g, &[(S0, 0, 1), (S0, 1, 20)], S0);
    let (s, _) = play(&g, &s, throw(3, 4));
    assert!(!legal(&g, &s).contains(&LudoAction::MoveSum { token: 0 }));
    assert_eq!(
        g.apply(&s, LudoAction::MoveSum { token: 0 }),
        Err(LudoError::NoSumMove)
    );
    let sum = LudoGame::new(
        {
            let mut r = LudoRules::parchis_two_dice();
            r.sum_move = true;
            r
        },
        4,
    )
    .unwrap();
    let s = to_roll(&sum, &[(S0, 0, 1), (S0, 1, 20)], S0);
    let (s, _) = play(&sum, &s, throw(3, 4));
    let list = legal(&sum, &s);
    assert!(list.contains(&LudoAction::MoveSum { token: 0 }));
    assert!(list.contains(&mv_die(1, 0)));
    let (after, ev) = play(&sum, &s, LudoAction::MoveSum { token: 0 });
    assert_eq!(after.progress(S0, 0), Some(8));
    assert_eq!(
        ev.iter()
            .filter(|e| matches!(e, LudoEvent::Moved { .. }))
            .count(),
        1
    );
    // Both dice are spent: the turn passes.
    assert_eq!(after.current(), S1);
    // The total may end beyond a square the first die cannot stop on:
    // safe square 7 holds tokens of seats 1 and 2 (full, no barrier).
    let s = to_roll(&sum, &[(S0, 0, 4), (S1, 0, 58), (Seat(2), 0, 41)], S0);
    let (s, _) = play(&sum, &s, throw(3, 1));
    assert_eq!(
        legal(&sum, &s),
        vec![mv_die(0, 1), LudoAction::MoveSum { token: 0 }]
    );
    let (s, _) = play(&sum, &s, LudoAction::MoveSum { token: 0 });
    assert_eq!(s.progress(S0, 0), Some(8));
    // One die left: no total.
    let s = to_roll(&sum, &[(S0, 0, 1), (S0, 1, 20)], S0);
    let (s, _) = play(&sum, &s, throw(3, 4));
    let (s, _) = play(&sum, &s, mv_die(1, 0));
    assert_eq!(
        sum.apply(&s, LudoAction::MoveSum { token: 0 }),
        Err(LudoError::NoSumMove)
    );
}

#[test]
fn invalid_combinations_are_refused_with_a_reason() {
    let three = {
        let mut r = LudoRules::parchis();
        r.dice = 3;
        r
    };
    assert_eq!(three.validate(), Err(LudoRulesError::DiceCount(3)));
    let total_one_die = {
        let mut r = LudoRules::parchis();
        r.enter_on_total = true;
        r
    };
    assert_eq!(
        total_one_die.validate(),
        Err(LudoRulesError::TotalEntryNeedsTwoDice)
    );
    let king = {
        let mut r = LudoRules::ludo_king();
        r.dice = 2;
        r
    };
    assert_eq!(king.validate(), Err(LudoRulesError::ExtraRollWithTwoDice));
    let sum_one_die = {
        let mut r = LudoRules::parchis();
        r.sum_move = true;
        r
    };
    assert_eq!(
        sum_one_die.validate(),
        Err(LudoRulesError::SumMoveNeedsTwoDice)
    );
    // Two dice on the other boards are fine.
    for rules in [LudoRules::ludo(), LudoRules::mensch()] {
        assert!(
            {
                let mut r = rules;
                r.dice = 2;
                r
            }
            .validate()
            .is_ok()
        );
    }
    assert!(LudoRules::parchis_two_dice().validate().is_ok());
    assert!(LudoGame::preset_names().contains(&"parchis_two_dice"));
    for name in ["ludo", "ludo_king", "mensch", "parchis"] {
        let g = LudoGame::preset(name, 4).unwrap().unwrap();
        assert_eq!(g.rules().dice, 1);
    }
}

#[test]
fn hand_made_states_with_inconsistent_dice_are_refused() {
    let g = game();
    let s = g.initial_state().with_token(S0, 0, 1).with_dice([3, 0]);
    assert!(g.validate(&s).is_ok());
    assert!(g.validate(&g.initial_state().with_dice([7, 1])).is_err());
    // Nothing can use a 3 with every token in the yard.
    assert!(g.validate(&g.initial_state().with_dice([3, 0])).is_err());
    // A one-die game never holds dice.
    let one = LudoGame::parchis(4).unwrap();
    assert!(
        one.validate(&one.initial_state().with_token(S0, 0, 1).with_dice([3, 0]))
            .is_err()
    );
}

#[cfg(feature = "serde")]
#[test]
fn pending_dice_survive_serialization() {
    let g = game();
    let s = to_roll(&g, &[(S0, 0, 1)], S0);
    let (s, _) = play(&g, &s, throw(3, 4));
    let json = serde_json::to_string(&s).unwrap();
    let back: LudoState = serde_json::from_str(&json).unwrap();
    assert_eq!(back, s);
    let rules: LudoRules =
        serde_json::from_str(&serde_json::to_string(&LudoRules::parchis_two_dice()).unwrap())
            .unwrap();
    assert_eq!(rules, LudoRules::parchis_two_dice());
}

/// Actions in a seeded four-player game of `g` under uniform random play.
fn random_game_length(g: &LudoGame, seed: u64) -> u64 {
    let mut dice = Dice::seeded(seed);
    let mut s = g.initial_state();
    let mut legal_v = Vec::new();
    let mut n = 0u64;
    while !g.is_over(&s) {
        let a = match g.to_act(&s) {
            ToAct::Player(_) => {
                g.legal_actions(&s, &mut legal_v);
                legal_v[dice.below(legal_v.len())]
            }
            _ => dice.throw_for(g, &s).unwrap(),
        };
        s = g.apply(&s, a).unwrap().0;
        g.validate(&s).unwrap();
        n += 1;
        assert!(n < 100_000, "seed {seed} does not end");
    }
    n
}

/// Random play of a few hundred seeded four-player games: every game ends,
/// and the mean length is printed beside one-die Parchís's
/// (`cargo test --test parchis_two_dice -- --nocapture`).
#[test]
fn random_games_end_and_their_mean_length() {
    let games = 300u64;
    for (name, g) in [
        ("parchis_two_dice", game()),
        ("parchis", LudoGame::parchis(4).unwrap()),
    ] {
        let total: u64 = (0..games).map(|seed| random_game_length(&g, seed)).sum();
        println!(
            "{name}, 4 players, {games} random games: mean {:.1} actions",
            total as f64 / games as f64
        );
    }
}

#[test]
fn a_game_cut_short_by_the_limit_keeps_no_pending_die() {
    let mut rules = LudoRules::parchis_two_dice();
    rules.action_limit = Some(2);
    let g = LudoGame::new(rules, 4).unwrap();
    let (s, _) = play(&g, &g.initial_state(), throw(5, 3));
    assert_eq!(s.pending_dice(), [Some(5), Some(3)]);
    // Entering with the 5 is the second action: the 3 is still pending
    // when the limit falls.
    let (s, ev) = play(&g, &s, enter_die(0));
    assert_eq!(
        ev.last(),
        Some(&LudoEvent::GameOver {
            outcome: racegame::Outcome::Truncated
        })
    );
    assert_eq!(
        (s.phase(), s.pending_dice()),
        (Phase::Truncated, [None, None])
    );
    assert_eq!(g.validate(&s), Ok(()));
    #[cfg(feature = "serde")]
    {
        let json = serde_json::to_string(&s).unwrap();
        assert_eq!(serde_json::from_str::<LudoState>(&json).unwrap(), s);
    }
}
