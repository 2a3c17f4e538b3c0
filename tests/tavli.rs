//! The Greek tavli games: Portes, Plakoto and Fevga, one named test per rule where they differ from backgammon (positions built through the public constructors; points are each side's own numbers).

mod bg;

use bg::{board, legal, moving, play, plays, refusal, throw};
use racegame::backgammon::{
    BLACK, BackgammonError, BackgammonEvent, BackgammonGame, BackgammonRules, BackgammonStateError,
    Phase, WHITE, Win,
};
use racegame::{Outcome, RaceGame, ToAct};

#[test]
fn portes_the_opening_winner_throws_both_dice_again() {
    let game = BackgammonGame::portes();
    let (s, events) = throw(&game, &game.initial_state(), 3, 5);
    assert_eq!(
        events,
        [BackgammonEvent::OpeningRoll {
            white: 3,
            black: 5,
            starts: Some(BLACK),
            plays_them: false
        }]
    );
    assert_eq!(
        (s.phase(), game.to_act(&s)),
        (Phase::AwaitingThrow, ToAct::Chance(BLACK))
    );
    let (s, _) = throw(&game, &s, 6, 6);
    assert_eq!(s.dice().unwrap().values(), [6, 6, 6, 6]);
}

#[test]
fn portes_hits_as_backgammon_does() {
    let game = BackgammonGame::portes();
    let s = moving(
        &game,
        &[(13, 1), (6, 14)],
        &[(16, 1), (6, 14)],
        WHITE,
        &[4, 1],
    );
    let (s, _) = play(&game, &s, "13/9");
    assert_eq!(s.bar(BLACK), 1);
}

#[test]
fn portes_scores_no_backgammon() {
    let game = BackgammonGame::portes();
    let s = moving(&game, &[(1, 1)], &[(25, 1), (19, 14)], WHITE, &[3, 1]);
    let (s, _) = play(&game, &s, "1/off:3");
    assert_eq!(
        game.result(&s).map(|r| (r.win, r.points)),
        Some((Win::Gammon, 2))
    );
}

#[test]
fn plakoto_starts_with_every_checker_on_the_24_point() {
    let game = BackgammonGame::plakoto();
    let s = game.initial_state();
    for seat in [WHITE, BLACK] {
        assert_eq!(s.points(seat).collect::<Vec<_>>(), [(24, 15)]);
    }
    let (s, _) = throw(&game, &s, 2, 1);
    assert_eq!(s.phase(), Phase::AwaitingThrow); // the winner throws again
}

#[test]
fn plakoto_pins_a_blot_instead_of_hitting_it() {
    let game = BackgammonGame::plakoto();
    // Black's blot on its 16-point is White's 9-point.
    let s = moving(
        &game,
        &[(13, 1), (24, 14)],
        &[(16, 1), (24, 14)],
        WHITE,
        &[4, 1],
    );
    let (s, events) = play(&game, &s, "13/9");
    assert!(events.contains(&BackgammonEvent::Pinned {
        seat: BLACK,
        at: 16,
        by: WHITE
    }));
    assert_eq!(
        (s.bar(BLACK), s.count(BLACK, 16), s.count(WHITE, 9)),
        (0, 1, 1)
    );
    assert!(s.is_pinned(BLACK, 16));
}

#[test]
fn plakoto_a_pinned_checker_cannot_move() {
    let game = BackgammonGame::plakoto();
    let s = board(&game, &[(9, 1), (24, 14)], &[(16, 1), (24, 14)]).with_pin(BLACK, 16);
    let s = s.with_dice(BLACK, racegame::backgammon::DiceLeft::new(&[3, 1]).unwrap());
    game.validate(&s).unwrap();
    assert_eq!(
        refusal(&game, &s, "16/13"),
        BackgammonError::Pinned { from: 16 }
    );
    assert!(legal(&game, &s).iter().all(|m| m.starts_with("24/")));
}

#[test]
fn plakoto_the_pinned_point_belongs_to_the_pinner() {
    let game = BackgammonGame::plakoto();
    // White pins Black's checker on White's 9 (Black's 16).
    let white = [(11, 1), (9, 1), (24, 13)];
    let s = board(&game, &white, &[(20, 1), (16, 1), (24, 13)]).with_pin(BLACK, 16);
    let black_to_move = s.with_dice(BLACK, racegame::backgammon::DiceLeft::new(&[4, 1]).unwrap());
    assert_eq!(
        refusal(&game, &black_to_move, "20/16"),
        BackgammonError::Blocked { from: 20, to: 16 }
    );
    let white_to_move = s.with_dice(WHITE, racegame::backgammon::DiceLeft::new(&[2, 1]).unwrap());
    let (after, _) = play(&game, &white_to_move, "11/9");
    assert_eq!(
        (after.count(WHITE, 9), after.is_pinned(BLACK, 16)),
        (2, true)
    );
}

#[test]
fn plakoto_the_last_pinning_checker_leaving_frees_the_pinned_one() {
    let game = BackgammonGame::plakoto();
    let s = board(&game, &[(9, 1), (24, 14)], &[(16, 1), (24, 14)]).with_pin(BLACK, 16);
    let s = s.with_dice(WHITE, racegame::backgammon::DiceLeft::new(&[4, 1]).unwrap());
    let (s, events) = play(&game, &s, "9/5");
    assert!(events.contains(&BackgammonEvent::Freed {
        seat: BLACK,
        at: 16
    }));
    assert!(!s.is_pinned(BLACK, 16));
}

#[test]
fn plakoto_no_bearing_off_while_a_checker_is_pinned() {
    let game = BackgammonGame::plakoto();
    // White's checker on its 3-point is pinned by Black's on its 22.
    let s = board(&game, &[(6, 1), (3, 1)], &[(22, 1), (24, 14)]).with_pin(WHITE, 3);
    let s = s.with_dice(WHITE, racegame::backgammon::DiceLeft::new(&[6, 2]).unwrap());
    game.validate(&s).unwrap();
    assert_eq!(
        refusal(&game, &s, "6/off"),
        BackgammonError::NotAllHome { from: 6 }
    );
    assert_eq!(legal(&game, &s), ["6/4"]);
}

#[test]
fn plakoto_pinning_the_mother_wins_two_points_at_once() {
    let game = BackgammonGame::plakoto();
    // Black's last checker on its 24-point (White's 1); White has none left on its own.
    let s = moving(
        &game,
        &[(5, 1), (13, 14)],
        &[(24, 1), (6, 14)],
        WHITE,
        &[4, 1],
    );
    // Both dice must be used: the 1 first, then the pin that wins.
    assert!(!legal(&game, &s).contains(&"5/1".to_string()));
    let (s, _) = play(&game, &s, "13/12");
    let (s, events) = play(&game, &s, "5/1");
    assert_eq!((s.phase(), s.winner()), (Phase::Over, Some(WHITE)));
    assert_eq!(
        game.result(&s).map(|r| (r.win, r.points)),
        Some((Win::Mother, 2))
    );
    assert!(matches!(
        events.last(),
        Some(BackgammonEvent::GameOver {
            outcome: Outcome::Winner(WHITE),
            ..
        })
    ));
    assert_eq!(game.payoff(&s, BLACK), Some(-2));
    game.validate(&s).unwrap();
}

#[test]
fn plakoto_a_play_that_pins_the_mother_must_still_use_both_dice_if_any_play_does() {
    let game = BackgammonGame::plakoto();
    // With 5-2, 13/11/6 plays both dice; 3/1 would pin Black's mother with
    // the 2 and end the game with the 5 unplayed (Black holds White's 8).
    // A player must use both numbers of a roll if that is legally
    // possible: the win is not a play here.
    let s = moving(
        &game,
        &[(13, 14), (3, 1)],
        &[(24, 1), (17, 2), (6, 12)],
        WHITE,
        &[5, 2],
    );
    assert_eq!(legal(&game, &s), ["13/11"]);
    assert_eq!(plays(&game, &s), ["13/6"]);
    // With the 8 open, 13/8 then 3/1 uses both dice and wins.
    let s = moving(
        &game,
        &[(13, 14), (3, 1)],
        &[(24, 1), (18, 2), (6, 12)],
        WHITE,
        &[5, 2],
    );
    let wins: Vec<_> = game
        .plays(&s)
        .into_iter()
        .filter(|p| p.state().phase() == Phase::Over)
        .map(|p| p.to_string())
        .collect();
    assert_eq!(wins, ["13/8 3/1*"]);
}

#[test]
fn plakoto_the_same_two_moves_can_win_in_one_order_and_not_in_the_other() {
    let game = BackgammonGame::plakoto();
    // White's last checker on its 24-point and a checker on its 3; Black's
    // mother alone on White's 1. With 2-1: 24/23 then 3/1* pins the mother
    // with White gone from its start, and wins; 3/1* then 24/23 pins it
    // while White is still there (no win) and leaves the same board.
    let s = moving(
        &game,
        &[(24, 1), (3, 1), (6, 13)],
        &[(24, 1), (6, 14)],
        WHITE,
        &[2, 1],
    );
    let ends: Vec<_> = game
        .plays(&s)
        .into_iter()
        .filter(|p| p.state().count(WHITE, 23) == 1 && p.state().is_pinned(BLACK, 24))
        .map(|p| (p.to_string(), p.state().phase()))
        .collect();
    assert_eq!(ends.len(), 2, "{ends:?}");
    assert!(
        ends.iter().any(|(_, phase)| *phase == Phase::Over),
        "{ends:?}"
    );
    assert!(
        ends.iter().any(|(_, phase)| *phase != Phase::Over),
        "{ends:?}"
    );
    let (won, _) = play(&game, &s, "24/23");
    let (won, _) = play(&game, &won, "3/1");
    assert_eq!(game.result(&won).map(|r| r.win), Some(Win::Mother));
    let (on, _) = play(&game, &s, "3/1");
    let (on, _) = play(&game, &on, "24/23");
    assert_eq!((on.phase(), on.turn()), (Phase::AwaitingThrow, BLACK));
}

#[test]
fn plakoto_a_mother_pinned_by_a_side_still_on_its_own_start_plays_on() {
    let game = BackgammonGame::plakoto();
    let s = moving(
        &game,
        &[(5, 1), (24, 1), (13, 13)],
        &[(24, 1), (6, 14)],
        WHITE,
        &[4, 1],
    );
    let (s, _) = play(&game, &s, "5/1");
    assert!(s.is_pinned(BLACK, 24));
    assert_eq!(
        s.phase(),
        Phase::AwaitingMove(racegame::backgammon::DiceLeft::new(&[1]).unwrap())
    );
}

#[test]
fn plakoto_both_mothers_pinned_is_a_draw() {
    let game = BackgammonGame::plakoto();
    // White's mother (its 24) is pinned by Black's checker on Black's 1.
    let s = board(
        &game,
        &[(24, 1), (5, 1), (13, 13)],
        &[(1, 1), (24, 1), (6, 13)],
    )
    .with_pin(WHITE, 24);
    let s = s.with_dice(WHITE, racegame::backgammon::DiceLeft::new(&[4, 1]).unwrap());
    game.validate(&s).unwrap();
    let (s, _) = play(&game, &s, "13/12");
    let (s, events) = play(&game, &s, "5/1");
    assert_eq!(
        (s.phase(), game.outcome(&s)),
        (Phase::Drawn, Some(Outcome::Draw))
    );
    assert_eq!(
        (game.payoff(&s, WHITE), game.payoff(&s, BLACK)),
        (Some(0), Some(0))
    );
    assert!(matches!(
        events.last(),
        Some(BackgammonEvent::GameOver { result: None, .. })
    ));
}

#[test]
fn plakoto_scores_a_gammon_but_no_backgammon() {
    let game = BackgammonGame::plakoto();
    let s = moving(&game, &[(1, 1)], &[(19, 15)], WHITE, &[3, 1]);
    // One die of two can be played: the larger.
    assert_eq!(plays(&game, &s), ["1/off"]);
    let (s, _) = play(&game, &s, "1/off:3");
    assert_eq!(game.result(&s).map(|r| r.win), Some(Win::Gammon));
}

#[test]
fn fevga_starts_at_diagonally_opposite_corners_and_runs_the_same_way() {
    let game = BackgammonGame::fevga();
    let s = game.initial_state();
    assert_eq!(s.points(WHITE).collect::<Vec<_>>(), [(24, 15)]);
    // White's 12-point is Black's 24: Black's start, held against White.
    let s = moving(&game, &[(18, 1), (24, 14)], &[(24, 15)], WHITE, &[6, 5]);
    assert_eq!(
        refusal(&game, &s, "18/12"),
        BackgammonError::Blocked { from: 18, to: 12 }
    );
}

#[test]
fn fevga_a_single_checker_holds_a_point() {
    let game = BackgammonGame::fevga();
    // Black's runner on its 19-point stands on White's 7-point.
    let s = moving(
        &game,
        &[(11, 1), (24, 14)],
        &[(19, 1), (24, 14)],
        WHITE,
        &[4, 2],
    );
    assert_eq!(
        refusal(&game, &s, "11/7"),
        BackgammonError::Blocked { from: 11, to: 7 }
    );
}

#[test]
fn fevga_the_first_checker_passes_the_opponents_start_before_another_leaves() {
    let game = BackgammonGame::fevga();
    // After 6-6 the runner reaches 18, is stopped by Black's start on 12,
    // and no second checker may leave the 24-point: the rest is forfeited.
    let s = game.initial_state().with_turn(WHITE);
    let (s, _) = throw(&game, &s, 6, 6);
    let (s, events) = play(&game, &s, "24/18");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, BackgammonEvent::Forfeited { .. }))
    );
    assert_eq!(game.to_act(&s), ToAct::Chance(BLACK));
    let s = moving(&game, &[(14, 1), (24, 14)], &[(24, 15)], WHITE, &[3, 1]);
    assert_eq!(
        refusal(&game, &s, "24/21"),
        BackgammonError::RunnerFirst { from: 24 }
    );
    // 14/11 passes Black's start, and then a second checker may leave.
    assert_eq!(plays(&game, &s), ["14/10", "24/23 14/11"]);
}

#[test]
fn fevga_once_the_runner_has_passed_every_checker_may_move() {
    let game = BackgammonGame::fevga();
    let s = moving(&game, &[(11, 1), (24, 14)], &[(24, 15)], WHITE, &[3, 1]);
    assert!(legal(&game, &s).contains(&"24/21".to_string()));
}

#[test]
fn fevga_no_side_holds_all_six_points_of_its_starting_table() {
    let game = BackgammonGame::fevga();
    let white = [(24, 10), (23, 1), (22, 1), (21, 1), (20, 1), (10, 1)];
    let s = moving(&game, &white, &[(24, 15)], WHITE, &[5, 1]);
    assert_eq!(
        refusal(&game, &s, "24/19"),
        BackgammonError::StartingTable { from: 24, to: 19 }
    );
    let full = board(
        &game,
        &[(24, 10), (23, 1), (22, 1), (21, 1), (20, 1), (19, 1)],
        &[(24, 15)],
    );
    assert_eq!(
        game.validate(&full),
        Err(BackgammonStateError::StartingTable(WHITE))
    );
}

#[test]
fn fevga_a_play_must_open_a_prime_that_traps_every_opposing_checker() {
    let game = BackgammonGame::fevga();
    // White's points 11 to 6 are Black's 23 to 18: every Black checker is
    // still on its 24-point, behind them. 3/2 3/1 would keep the prime.
    let white = [(11, 1), (10, 1), (9, 1), (8, 1), (7, 1), (6, 1), (3, 9)];
    let s = moving(&game, &white, &[(24, 15)], WHITE, &[2, 1]);
    assert!(!plays(&game, &s).contains(&"3/2 3/1".to_string()));
    let (after, _) = play(&game, &s, "3/1");
    assert_eq!(
        refusal(&game, &after, "3/2"),
        BackgammonError::MustOpenPrime
    );
    // Without the rule the prime may stay.
    let mut rules = BackgammonRules::fevga();
    rules.no_trapping_prime = false;
    let free = BackgammonGame::new(rules).unwrap();
    assert!(plays(&free, &s).contains(&"3/2 3/1".to_string()));
}

#[test]
fn fevga_scores_a_gammon_and_never_uses_the_bar() {
    let game = BackgammonGame::fevga();
    let s = moving(&game, &[(1, 1)], &[(14, 15)], WHITE, &[3, 1]);
    let (s, _) = play(&game, &s, "1/off:3");
    assert_eq!(
        game.result(&s).map(|r| (r.win, r.points)),
        Some((Win::Gammon, 2))
    );
    let barred = board(&game, &[(25, 1), (24, 14)], &[(24, 15)]);
    assert_eq!(
        game.validate(&barred),
        Err(BackgammonStateError::Bar(WHITE))
    );
}
