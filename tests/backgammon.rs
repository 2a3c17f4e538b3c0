//! Backgammon, nackgammon and hypergammon: one named test per rule of the rule book, the known traps included (positions built through the public constructors; points are each side's own numbers).

mod bg;

use bg::{board, legal, moving, play, plays, refusal, throw};
use racegame::backgammon::{
    BLACK, BackgammonError, BackgammonEvent, BackgammonGame, BackgammonRules, Phase, WHITE, Win,
};
use racegame::{Outcome, RaceGame, Roll, ToAct};

#[test]
fn each_side_starts_with_two_five_three_five() {
    let game = BackgammonGame::backgammon();
    let s = game.initial_state();
    for seat in [WHITE, BLACK] {
        assert_eq!(
            s.points(seat).collect::<Vec<_>>(),
            [(24, 2), (13, 5), (8, 3), (6, 5)]
        );
        assert_eq!(s.pip_count(seat), 167);
    }
    // Opposite directions: White's 24-point is Black's 1-point, empty of Black.
    assert_eq!(s.count(BLACK, 1), 0);
    assert_eq!(game.to_act(&s), ToAct::Chance(WHITE));
    assert_eq!(s.phase(), Phase::Opening);
}

#[test]
fn the_opening_throw_gives_the_higher_die_the_first_turn_with_both_dice() {
    let game = BackgammonGame::backgammon();
    let (s, events) = throw(&game, &game.initial_state(), 5, 3);
    assert_eq!(game.to_act(&s), ToAct::Player(WHITE));
    assert_eq!(s.dice().unwrap().values(), [5, 3]);
    assert_eq!(
        events,
        [BackgammonEvent::OpeningRoll {
            white: 5,
            black: 3,
            starts: Some(WHITE),
            plays_them: true
        }]
    );
    let (s, _) = throw(&game, &game.initial_state(), 2, 6);
    assert_eq!((s.turn(), s.dice().unwrap().values()), (BLACK, &[6, 2][..]));
}

#[test]
fn equal_opening_dice_are_thrown_again() {
    let game = BackgammonGame::backgammon();
    let (s, events) = throw(&game, &game.initial_state(), 4, 4);
    assert_eq!(s.phase(), Phase::Opening);
    assert!(matches!(
        events[..],
        [BackgammonEvent::OpeningRoll { starts: None, .. }]
    ));
    assert_eq!(s.actions(), 1);
}

#[test]
fn each_die_moves_one_checker_then_the_turn_passes() {
    let game = BackgammonGame::backgammon();
    let (s, _) = throw(&game, &game.initial_state(), 6, 1);
    let (s, _) = play(&game, &s, "13/7");
    assert_eq!(s.dice().unwrap().values(), [1]);
    let (s, _) = play(&game, &s, "8/7");
    assert_eq!(
        (s.count(WHITE, 7), s.count(WHITE, 13), s.count(WHITE, 8)),
        (2, 4, 2)
    );
    assert_eq!(game.to_act(&s), ToAct::Chance(BLACK));
}

#[test]
fn a_double_is_played_four_times() {
    let game = BackgammonGame::backgammon();
    let s = game.initial_state().with_turn(WHITE);
    let (mut s, _) = throw(&game, &s, 2, 2);
    for (i, text) in ["13/11", "13/11", "6/4", "6/4"].iter().enumerate() {
        assert_eq!(s.dice().unwrap().len(), 4 - i);
        s = play(&game, &s, text).0;
    }
    assert_eq!(game.to_act(&s), ToAct::Chance(BLACK));
    assert_eq!((s.count(WHITE, 11), s.count(WHITE, 4)), (2, 2));
}

#[test]
fn one_checker_takes_both_dice_only_through_an_open_point() {
    let game = BackgammonGame::backgammon();
    // Black holds White's 18-point (its 7-point): 24/18 is shut, 24/19/13 open.
    let s = moving(
        &game,
        &[(24, 1), (6, 14)],
        &[(7, 2), (2, 13)],
        WHITE,
        &[6, 5],
    );
    assert_eq!(
        refusal(&game, &s, "24/18"),
        BackgammonError::Blocked { from: 24, to: 18 }
    );
    let (s, _) = play(&game, &s, "24/19");
    let (s, _) = play(&game, &s, "19/13");
    assert_eq!(s.count(WHITE, 13), 1);
    assert_eq!(
        game.parse_play(
            &moving(
                &game,
                &[(24, 1), (6, 14)],
                &[(7, 2), (2, 13)],
                WHITE,
                &[6, 5]
            ),
            "24/13"
        )
        .unwrap()
        .to_string(),
        "24/13"
    );
}

#[test]
fn a_point_held_by_two_opposing_checkers_is_closed() {
    let game = BackgammonGame::backgammon();
    let s = moving(
        &game,
        &[(13, 1), (6, 14)],
        &[(16, 2), (6, 13)],
        WHITE,
        &[4, 1],
    );
    // White's 9-point is Black's 16-point.
    assert_eq!(
        refusal(&game, &s, "13/9"),
        BackgammonError::Blocked { from: 13, to: 9 }
    );
    assert!(!legal(&game, &s).contains(&"13/9".to_string()));
}

#[test]
fn a_blot_is_hit_and_goes_to_the_bar() {
    let game = BackgammonGame::backgammon();
    // Black's blot on its 16-point is White's 9-point.
    let s = moving(
        &game,
        &[(13, 1), (6, 14)],
        &[(16, 1), (6, 14)],
        WHITE,
        &[4, 1],
    );
    let (s, events) = play(&game, &s, "13/9");
    assert!(events.contains(&BackgammonEvent::Hit {
        seat: BLACK,
        at: 16,
        by: WHITE
    }));
    assert_eq!(
        (s.bar(BLACK), s.count(BLACK, 16), s.count(WHITE, 9)),
        (1, 0, 1)
    );
}

#[test]
fn a_checker_on_the_bar_enters_before_anything_else_moves() {
    let game = BackgammonGame::backgammon();
    let s = moving(
        &game,
        &[(25, 1), (13, 2), (6, 12)],
        &[(6, 15)],
        WHITE,
        &[5, 2],
    );
    assert_eq!(
        refusal(&game, &s, "13/8"),
        BackgammonError::BarFirst { from: 13 }
    );
    assert_eq!(legal(&game, &s), ["bar/20", "bar/23"]);
    // Entered with the 5 on White's 20-point (Black's 5), it then moves freely.
    let (s, events) = play(&game, &s, "bar/20");
    assert_eq!(
        events[0],
        BackgammonEvent::Entered {
            seat: WHITE,
            to: 20,
            die: 5
        }
    );
    assert!(legal(&game, &s).contains(&"13/11".to_string()));
}

#[test]
fn a_closed_home_board_keeps_a_checker_on_the_bar_out() {
    let game = BackgammonGame::backgammon();
    // Black holds its points 1 to 6 = White's 19 to 24.
    let black = [(6, 3), (5, 2), (4, 2), (3, 2), (2, 2), (1, 2)];
    let s = board(&game, &[(25, 1), (6, 14)], &black).with_turn(WHITE);
    let (s, events) = throw(&game, &s, 6, 6);
    assert!(events.contains(&BackgammonEvent::Passed {
        seat: WHITE,
        dice: [6, 6]
    }));
    assert_eq!(game.to_act(&s), ToAct::Chance(BLACK));
}

#[test]
fn two_checkers_on_the_bar_enter_with_both_dice() {
    let game = BackgammonGame::backgammon();
    let s = moving(&game, &[(25, 2), (6, 13)], &[(6, 15)], WHITE, &[5, 3]);
    assert_eq!(legal(&game, &s), ["bar/20", "bar/22"]);
    let (s, _) = play(&game, &s, "bar/22");
    assert_eq!(legal(&game, &s), ["bar/20"]);
    assert_eq!(
        refusal(&game, &s, "6/1"),
        BackgammonError::BarFirst { from: 6 }
    );
}

#[test]
fn a_checker_entering_from_the_bar_hits_a_blot() {
    let game = BackgammonGame::backgammon();
    // Black's blot on its 3-point is White's 22-point.
    let s = moving(
        &game,
        &[(25, 1), (6, 14)],
        &[(3, 1), (6, 14)],
        WHITE,
        &[3, 1],
    );
    let (s, events) = play(&game, &s, "bar/22");
    assert!(events.contains(&BackgammonEvent::Hit {
        seat: BLACK,
        at: 3,
        by: WHITE
    }));
    assert_eq!(s.bar(BLACK), 1);
    let play = game
        .parse_play(
            &moving(
                &game,
                &[(25, 1), (6, 14)],
                &[(3, 1), (6, 14)],
                WHITE,
                &[3, 1],
            ),
            "bar/22* 6/5",
        )
        .unwrap();
    assert_eq!(play.to_string(), "bar/22* 6/5");
}

#[test]
fn both_dice_must_be_played_when_any_play_uses_both() {
    let game = BackgammonGame::backgammon();
    // Black holds White's 4-point (its 21). With 6-1, 10/4 is shut; 10/9
    // then 9/3 plays both dice, while 2/1 first would leave the 6 unplayable.
    let s = moving(
        &game,
        &[(10, 1), (2, 14)],
        &[(21, 2), (6, 13)],
        WHITE,
        &[6, 1],
    );
    assert_eq!(legal(&game, &s), ["10/9"]);
    assert_eq!(
        refusal(&game, &s, "2/1"),
        BackgammonError::MustUseMoreDice {
            used: 1,
            possible: 2
        }
    );
    let (s, _) = play(&game, &s, "10/9");
    assert_eq!(legal(&game, &s), ["9/3"]);
}

#[test]
fn when_only_one_die_can_be_played_it_must_be_the_larger() {
    let game = BackgammonGame::backgammon();
    // White's last back checker on 24 can play the 5 (24/19) or the 3
    // (24/21), not both: Black holds White's 16-point (its 9).
    let black = [(9, 2), (2, 13)];
    let s = moving(&game, &[(24, 1), (1, 14)], &black, WHITE, &[5, 3]);
    let plays = plays(&game, &s);
    assert_eq!(plays, ["24/19"]);
    assert_eq!(
        refusal(&game, &s, "24/21"),
        BackgammonError::MustPlayLarger { larger: 5 }
    );
}

#[test]
fn when_only_the_smaller_die_can_be_played_it_is_played() {
    let game = BackgammonGame::backgammon();
    // The 6 is shut (Black holds White's 18 and 16), the 2 is open.
    let black = [(7, 2), (9, 2), (2, 11)];
    let s = moving(&game, &[(24, 1), (1, 14)], &black, WHITE, &[6, 2]);
    assert_eq!(legal(&game, &s), ["24/22"]);
    assert_eq!(plays(&game, &s), ["24/22"]);
}

#[test]
fn a_double_only_partly_playable_forfeits_the_rest() {
    let game = BackgammonGame::backgammon();
    // 6-6: White's back checker goes 24/18/12, and no further.
    // Black holds White's 6- and 1-points (its 19 and 24): the 7s are stuck.
    let black = [(24, 2), (19, 2), (6, 11)];
    let s = board(&game, &[(24, 1), (7, 14)], &black);
    let (s, _) = throw(&game, &s, 6, 6);
    let (s, _) = play(&game, &s, "24/18");
    let (s, events) = play(&game, &s, "18/12");
    assert!(events.iter().any(|e| matches!(e, BackgammonEvent::Forfeited { seat, dice } if *seat == WHITE && dice.values() == [6, 6])));
    assert_eq!(game.to_act(&s), ToAct::Chance(BLACK));
}

#[test]
fn a_roll_that_allows_no_move_passes_the_turn() {
    let game = BackgammonGame::backgammon();
    // Black holds White's 18- and 19-points: neither die moves White's 24.
    let black = [(7, 2), (6, 2), (2, 11)];
    let s = board(&game, &[(24, 1), (1, 14)], &black);
    let (s, events) = throw(&game, &s, 6, 5);
    assert!(events.contains(&BackgammonEvent::Passed {
        seat: WHITE,
        dice: [6, 5]
    }));
    assert_eq!(game.to_act(&s), ToAct::Chance(BLACK));
    assert_eq!(
        game.plays_of_roll(
            &board(&game, &[(24, 1), (1, 14)], &black),
            Roll::two(6, 5).unwrap()
        )
        .unwrap()
        .len(),
        1
    );
}

#[test]
fn bearing_off_needs_every_checker_home() {
    let game = BackgammonGame::backgammon();
    let s = moving(
        &game,
        &[(8, 1), (6, 4), (3, 10)],
        &[(6, 15)],
        WHITE,
        &[6, 3],
    );
    assert_eq!(
        refusal(&game, &s, "6/off"),
        BackgammonError::NotAllHome { from: 6 }
    );
    let (s, _) = play(&game, &s, "8/5");
    let (s, events) = play(&game, &s, "6/off");
    assert!(events.contains(&BackgammonEvent::BorneOff {
        seat: WHITE,
        from: 6,
        die: 6
    }));
    assert_eq!(s.borne_off(WHITE), 1);
}

#[test]
fn a_die_bears_off_from_its_own_point() {
    let game = BackgammonGame::backgammon();
    let s = moving(&game, &[(6, 2), (4, 2), (2, 2)], &[(6, 15)], WHITE, &[4, 2]);
    let (s, _) = play(&game, &s, "4/off");
    let (s, _) = play(&game, &s, "2/off");
    assert_eq!(s.borne_off(WHITE), 11);
}

#[test]
fn a_larger_die_bears_off_only_from_the_farthest_point() {
    let game = BackgammonGame::backgammon();
    let s = moving(&game, &[(4, 1), (2, 1)], &[(6, 15)], WHITE, &[6, 5]);
    assert_eq!(
        refusal(&game, &s, "2/off:6"),
        BackgammonError::FartherChecker { from: 2, die: 6 }
    );
    let (s, _) = play(&game, &s, "4/off:6");
    // Now the 2-point is the farthest: the 5 takes it off, and White wins.
    let (s, events) = play(&game, &s, "2/off:5");
    assert_eq!(s.winner(), Some(WHITE));
    assert!(matches!(
        events.last(),
        Some(BackgammonEvent::GameOver {
            outcome: Outcome::Winner(WHITE),
            ..
        })
    ));
}

#[test]
fn a_die_may_move_a_checker_inside_the_home_board_instead_of_bearing_off() {
    let game = BackgammonGame::backgammon();
    let s = moving(&game, &[(6, 3), (5, 3)], &[(6, 15)], WHITE, &[1, 1]);
    let moves = legal(&game, &s);
    assert!(moves.contains(&"6/5".to_string()) && moves.contains(&"5/4".to_string()));
    assert!(!moves.iter().any(|m| m.contains("off")));
}

#[test]
fn a_bear_off_that_would_strand_a_die_is_refused() {
    let game = BackgammonGame::backgammon();
    // White on its 6- and 3-points; Black holds White's 2-point. With 4-3,
    // 3/off first leaves the 4 unplayable (6/2 shut); 6/3 then 3/off:4 uses both.
    let s = moving(
        &game,
        &[(6, 1), (3, 1)],
        &[(23, 2), (6, 13)],
        WHITE,
        &[4, 3],
    );
    assert_eq!(legal(&game, &s), ["6/3"]);
    assert_eq!(
        refusal(&game, &s, "3/off"),
        BackgammonError::MustUseMoreDice {
            used: 1,
            possible: 2
        }
    );
    assert_eq!(plays(&game, &s), ["6/off"]);
}

#[test]
fn a_forced_bear_off_is_the_only_play() {
    let game = BackgammonGame::backgammon();
    // Black holds White's 5- and 4-points: White's checkers on 6 cannot move
    // 1 or 2, so the 2-1 is played by bearing off from the 2- and 1-points.
    let s = moving(
        &game,
        &[(6, 3), (2, 1), (1, 1)],
        &[(20, 2), (21, 2), (6, 11)],
        WHITE,
        &[2, 1],
    );
    assert_eq!(plays(&game, &s), ["2/off 1/off"]);
}

#[test]
fn a_checker_hit_during_the_bear_off_must_come_home_again() {
    let game = BackgammonGame::backgammon();
    // White bearing off with a blot on its 5-point; Black hits it from its bar.
    let s = moving(
        &game,
        &[(6, 2), (5, 1)],
        &[(25, 1), (6, 14)],
        BLACK,
        &[5, 2],
    );
    let (s, _) = play(&game, &s, "bar/20");
    assert_eq!(s.bar(WHITE), 1);
    let (s, _) = play(&game, &s, "6/4");
    let (s, _) = throw(&game, &s, 6, 1);
    assert!(legal(&game, &s).iter().all(|m| m.starts_with("bar/")));
    let (s, _) = play(&game, &s, "bar/24");
    assert_eq!(
        refusal(&game, &s, "6/off"),
        BackgammonError::NotAllHome { from: 6 }
    );
}

#[test]
fn the_last_checker_borne_off_wins_at_once_with_the_larger_die() {
    let game = BackgammonGame::backgammon();
    // Either die bears the last checker off, and then the game is over:
    // one die of two can be played, so it is the larger.
    let s = moving(&game, &[(1, 1)], &[(6, 15)], WHITE, &[6, 5]);
    assert_eq!(legal(&game, &s), ["1/off:6"]);
    assert_eq!(
        refusal(&game, &s, "1/off:5"),
        BackgammonError::MustPlayLarger { larger: 6 }
    );
    let (s, events) = play(&game, &s, "1/off:6");
    assert_eq!((s.phase(), s.winner()), (Phase::Over, Some(WHITE)));
    assert_eq!(events.len(), 2);
}

#[test]
fn a_win_must_use_both_dice_when_a_play_does() {
    // The USBGF rule: a player must use both numbers of a roll if this is
    // legally possible, a win included. With 6-1 and the last checker on
    // the 6-point, 6/off would win with the 6 alone; 6/5 then 5/off uses
    // both dice, so only that play is legal.
    let game = BackgammonGame::backgammon();
    let s = moving(&game, &[(6, 1)], &[(6, 15)], WHITE, &[6, 1]);
    assert_eq!(legal(&game, &s), ["6/5"]);
    let only = game.plays(&s);
    assert_eq!(only.len(), 1);
    assert_eq!(only[0].steps().len(), 2, "{}", only[0]);
    assert!(matches!(
        refusal(&game, &s, "6/off"),
        BackgammonError::MustUseMoreDice {
            used: 1,
            possible: 2
        }
    ));
    // A hit on the way can be forced: with 2-1, a blot on White's 1-point
    // and the last checker on the 2, 2/1* 1/off uses both dice (and leaves
    // Black on the bar: a backgammon), 2/off only one.
    let s = moving(&game, &[(2, 1)], &[(24, 1), (7, 14)], WHITE, &[2, 1]);
    assert_eq!(plays(&game, &s), ["2/1*/off"]);
    let (s, _) = play(&game, &s, "2/1");
    let (s, _) = play(&game, &s, "1/off:2");
    assert_eq!(game.result(&s).map(|r| r.win), Some(Win::Backgammon));
}

#[test]
fn a_single_game_scores_one_point() {
    let game = BackgammonGame::backgammon();
    let s = moving(&game, &[(1, 1)], &[(6, 14)], WHITE, &[3, 1]);
    let (s, _) = play(&game, &s, "1/off:3");
    let r = game.result(&s).unwrap();
    assert_eq!((r.winner, r.win, r.points), (WHITE, Win::Single, 1));
    assert_eq!(
        (game.payoff(&s, WHITE), game.payoff(&s, BLACK)),
        (Some(1), Some(-1))
    );
}

#[test]
fn a_gammon_scores_two_points() {
    let game = BackgammonGame::backgammon();
    let s = moving(&game, &[(1, 1)], &[(7, 15)], WHITE, &[3, 1]);
    let (s, _) = play(&game, &s, "1/off:3");
    assert_eq!(
        game.result(&s).map(|r| (r.win, r.points)),
        Some((Win::Gammon, 2))
    );
    assert_eq!(game.payoff(&s, BLACK), Some(-2));
}

#[test]
fn a_backgammon_scores_three_points() {
    let game = BackgammonGame::backgammon();
    // A Black checker in White's home board (its 19-point is White's 6).
    for black in [&[(19, 1), (7, 14)][..], &[(25, 1), (7, 14)][..]] {
        let s = moving(&game, &[(1, 1)], black, WHITE, &[3, 1]);
        let (s, _) = play(&game, &s, "1/off:3");
        assert_eq!(
            game.result(&s).map(|r| (r.win, r.points)),
            Some((Win::Backgammon, 3))
        );
        assert_eq!(game.payoff(&s, WHITE), Some(3));
    }
}

#[test]
fn payoffs_are_none_while_the_game_goes_on() {
    let game = BackgammonGame::backgammon();
    let s = game.initial_state();
    assert_eq!((game.payoff(&s, WHITE), game.result(&s)), (None, None));
}

#[test]
fn nackgammon_starts_with_four_back_checkers() {
    let game = BackgammonGame::nackgammon();
    let s = game.initial_state();
    assert_eq!(
        s.points(WHITE).collect::<Vec<_>>(),
        [(24, 2), (23, 2), (13, 4), (8, 3), (6, 4)]
    );
    assert_eq!(game.rules(), &{
        let mut r = BackgammonRules::backgammon();
        r.start = BackgammonRules::nackgammon().start;
        r
    });
}

#[test]
fn hypergammon_plays_three_checkers_from_the_back() {
    let game = BackgammonGame::hypergammon();
    let s = game.initial_state();
    assert_eq!(
        s.points(BLACK).collect::<Vec<_>>(),
        [(24, 1), (23, 1), (22, 1)]
    );
    for n in 1..=5 {
        let rules = BackgammonRules::hypergammon_with(n).unwrap();
        let g = BackgammonGame::new(rules).unwrap();
        assert_eq!(g.initial_state().points(WHITE).count(), usize::from(n));
        assert_eq!(g.initial_state().points(WHITE).next(), Some((24, 1)));
    }
    // Gammons count in hypergammon.
    let s = moving(&game, &[(1, 1)], &[(7, 3)], WHITE, &[2, 1]);
    let (s, _) = play(&game, &s, "1/off:2");
    assert_eq!(game.result(&s).map(|r| r.win), Some(Win::Gammon));
}
