//! Match play to N points: one named test per rule (the score carried across games, the match's end, the Crawford game and post-Crawford play, a dead cube, gammons that cannot matter, the match payoff), and the match in notation, serde and validation.

mod bg;

use bg::{board, legal, play};
use racegame::backgammon::{
    BLACK, BackgammonAction, BackgammonEvent, BackgammonGame, BackgammonRules,
    BackgammonRulesError, BackgammonState, BackgammonStateError, CubeRules, MatchRules, Phase,
    WHITE,
};
use racegame::encode::Encode;
use racegame::{RaceGame, Roll, Seat, ToAct};

fn match_to(length: u16) -> BackgammonGame {
    BackgammonGame::new(BackgammonRules::backgammon().with_match(length)).unwrap()
}

/// White to move 1-1 with one checker left on its 1-point: the move bears
/// it off and wins. Black has borne off one checker (a single game) or
/// none (`gammon`).
fn last_checker(game: &BackgammonGame, score: [u16; 2], gammon: bool) -> BackgammonState {
    let black: &[(u8, u8)] = if gammon { &[(6, 15)] } else { &[(6, 14)] };
    let s = board(game, &[(1, 1)], black).with_score(score, false);
    let s = s.with_dice(WHITE, racegame::backgammon::DiceLeft::new(&[1, 1]).unwrap());
    game.validate(&s).unwrap();
    s
}

#[test]
fn a_games_points_go_to_the_score_and_the_next_game_begins() {
    let game = match_to(7);
    let s = last_checker(&game, [2, 1], true).with_cube(1, Some(WHITE));
    let (s, events) = play(&game, &s, "1/off");
    assert_eq!(s.score(), [6, 1], "a gammon at 2: four points");
    assert!(matches!(
        events.last(),
        Some(BackgammonEvent::GameEnded {
            score: [6, 1],
            result: Some(_)
        })
    ));
    // The next game: the start, the cube in the middle, the opening throw.
    assert_eq!(s.phase(), Phase::Opening);
    assert_eq!(s.cube_value(), 1);
    assert_eq!(s.cube_owner(), None);
    assert_eq!(s.count(WHITE, 24), 2);
    assert_eq!(game.payoff(&s, WHITE), None);
    assert!(game.validate(&s).is_ok());
}

#[test]
fn the_match_ends_when_a_side_reaches_the_length() {
    let game = match_to(5);
    let (s, events) = play(&game, &last_checker(&game, [4, 2], false), "1/off");
    assert_eq!(
        (s.phase(), s.winner(), s.score()),
        (Phase::Over, Some(WHITE), [5, 2])
    );
    assert!(matches!(
        events[events.len() - 2],
        BackgammonEvent::GameEnded { .. }
    ));
    assert!(matches!(
        events[events.len() - 1],
        BackgammonEvent::GameOver { .. }
    ));
    assert_eq!(
        events[events.len() - 2].to_string(),
        "White wins a single game: 1 point; the match score is White 5, Black 2."
    );
    assert!(game.validate(&s).is_ok());
}

#[test]
fn the_match_payoff_is_one_to_the_winner_and_minus_one_to_the_loser() {
    let game = match_to(3);
    let s = last_checker(&game, [0, 2], true).with_cube(1, Some(WHITE));
    let (s, _) = play(&game, &s, "1/off");
    assert_eq!(s.score(), [4, 2]);
    assert_eq!(
        (game.payoff(&s, WHITE), game.payoff(&s, BLACK)),
        (Some(1), Some(-1))
    );
}

#[test]
fn the_first_game_after_a_side_reaches_one_short_is_the_crawford_game() {
    let game = match_to(5);
    let (s, _) = play(&game, &last_checker(&game, [3, 0], false), "1/off");
    assert_eq!((s.score(), s.is_crawford()), ([4, 0], true));
    // In the Crawford game no side may double: no cube decision.
    let (s, _) = game
        .apply(&s, BackgammonAction::Throw(Roll::two(3, 1).unwrap()))
        .unwrap();
    let (s, _) = play(&game, &s, "8/5");
    let (s, _) = play(&game, &s, "6/5");
    assert_eq!((s.phase(), s.turn()), (Phase::AwaitingThrow, BLACK));
    assert!(matches!(
        game.validate(&s.with_cube_decision(BLACK, false)),
        Err(BackgammonStateError::MayNotDouble(BLACK))
    ));
}

#[test]
fn without_an_opening_throw_the_crawford_game_begins_without_a_cube_decision() {
    let mut rules = BackgammonRules::backgammon().with_match(5);
    rules.opening = racegame::backgammon::Opening::None;
    let game = BackgammonGame::new(rules).unwrap();
    // A fresh game of this match begins with the first seat's cube decision.
    assert_eq!(game.initial_state().phase(), Phase::AwaitingCube);
    let (s, _) = play(&game, &last_checker(&game, [3, 0], false), "1/off");
    assert_eq!((s.score(), s.is_crawford()), ([4, 0], true));
    // The Crawford game: straight to the throw, no double listed or taken.
    assert_eq!(s.phase(), Phase::AwaitingThrow);
    assert!(!legal(&game, &s).contains(&"double".to_string()));
    assert!(game.apply(&s, BackgammonAction::Double).is_err());
    assert!(game.validate(&s).is_ok());
    // A game that is not the Crawford game keeps its cube decision.
    let (s, _) = play(&game, &last_checker(&game, [1, 0], false), "1/off");
    assert_eq!(
        (s.score(), s.is_crawford(), s.phase()),
        ([2, 0], false, Phase::AwaitingCube)
    );
    assert!(game.validate(&s).is_ok());
}

#[test]
fn after_the_crawford_game_the_trailer_may_double_again() {
    let game = match_to(5);
    // Black wins the Crawford game at 4-0: post-Crawford, 4-1.
    let s = board(&game, &[(6, 14)], &[(1, 1)]).with_score([4, 0], true);
    let s = s.with_dice(BLACK, racegame::backgammon::DiceLeft::new(&[2, 1]).unwrap());
    game.validate(&s).unwrap();
    let (s, _) = play(&game, &s, "1/off:2");
    assert_eq!((s.score(), s.is_crawford()), ([4, 1], false));
    // Black, the trailer, may double before its throws.
    let post = board(&game, &[(6, 15)], &[(6, 15)]).with_score([4, 1], false);
    let deciding = post.with_cube_decision(BLACK, false);
    assert!(game.validate(&deciding).is_ok());
    assert_eq!(legal(&game, &deciding), ["roll", "double"]);
    // White, the leader, would win the match with any win: its cube is
    // dead, and no cube decision is offered.
    assert!(matches!(
        game.validate(&post.with_cube_decision(WHITE, false)),
        Err(BackgammonStateError::MayNotDouble(WHITE))
    ));
}

#[test]
fn a_cube_that_would_already_win_the_match_is_not_offered() {
    let game = match_to(7);
    let s = board(&game, &[(6, 15)], &[(6, 15)]);
    // White at 5 owns the cube at 2: any win takes it to 7.
    let dead = s.with_score([5, 0], false).with_cube(1, Some(WHITE));
    assert!(
        game.validate(&dead.with_cube_decision(WHITE, false))
            .is_err()
    );
    // At 4 with the cube at 2 a single win is not enough: White may double.
    let live = s.with_score([4, 0], false).with_cube(1, Some(WHITE));
    assert!(
        game.validate(&live.with_cube_decision(WHITE, false))
            .is_ok()
    );
}

#[test]
fn gammons_cannot_matter_once_a_single_win_takes_the_match() {
    let game = match_to(5);
    let s = board(&game, &[(6, 15)], &[(6, 15)]).with_score([4, 2], false);
    assert!(!game.gammons_matter(&s, WHITE));
    assert!(game.gammons_matter(&s, BLACK));
    // They still score in full: a gammon at 4-2 makes 6-2.
    let (end, _) = play(&game, &last_checker(&game, [4, 2], true), "1/off");
    assert_eq!(end.score(), [6, 2]);
    // Money play: gammons matter unless the Jacoby rule holds them back.
    let jacoby = BackgammonGame::backgammon_money();
    let centred = board(&jacoby, &[(6, 15)], &[(6, 15)]);
    assert!(!jacoby.gammons_matter(&centred, WHITE));
    assert!(jacoby.gammons_matter(&centred.with_cube(1, Some(BLACK)), WHITE));
    let mut singles = BackgammonRules::backgammon();
    (singles.gammons, singles.backgammons) = (false, false);
    let singles = BackgammonGame::new(singles).unwrap();
    assert!(!singles.gammons_matter(&board(&singles, &[(6, 15)], &[(6, 15)]), WHITE));
}

#[test]
fn a_pass_in_a_match_scores_the_cube_before_the_double() {
    let game = match_to(9);
    let s = board(&game, &[(6, 15)], &[(6, 15)]).with_score([1, 3], false);
    let s = s.with_cube(1, Some(BLACK)).with_cube_decision(BLACK, false);
    let (s, _) = play(&game, &s, "double");
    assert_eq!(game.to_act(&s), ToAct::Player(WHITE));
    let (s, _) = play(&game, &s, "pass");
    assert_eq!((s.score(), s.phase()), ([1, 5], Phase::Opening));
}

#[test]
fn match_rules_refuse_money_options_and_lengths_out_of_range() {
    let jacoby = BackgammonRules::backgammon()
        .with_match(5)
        .with_cube(CubeRules::money().with_jacoby(true));
    assert_eq!(
        jacoby.validate(),
        Err(BackgammonRulesError::MoneyOnly("the Jacoby rule"))
    );
    let beavers = BackgammonRules::backgammon()
        .with_match(5)
        .with_cube(CubeRules::money().with_beavers(true));
    assert_eq!(
        beavers.validate(),
        Err(BackgammonRulesError::MoneyOnly("beavers"))
    );
    for length in [0, 256] {
        assert_eq!(
            BackgammonRules::backgammon().with_match(length).validate(),
            Err(BackgammonRulesError::MatchLength(length))
        );
    }
    assert!(
        BackgammonRules::backgammon()
            .with_match(255)
            .validate()
            .is_ok()
    );
    let mut cubeless = BackgammonRules::backgammon();
    cubeless.match_play = Some(MatchRules::to(3).with_crawford(false));
    assert!(cubeless.validate().is_ok());
}

#[test]
fn a_match_state_is_validated_against_the_rules() {
    let game = match_to(5);
    let s = board(&game, &[(6, 15)], &[(6, 15)]);
    assert_eq!(
        game.validate(&s.with_score([5, 0], false)),
        Err(BackgammonStateError::Score {
            seat: WHITE,
            score: 5,
            length: 5
        })
    );
    assert_eq!(
        game.validate(&s.with_score([2, 0], true)),
        Err(BackgammonStateError::Crawford)
    );
    assert_eq!(
        game.validate(&s.with_score([4, 4], true)),
        Err(BackgammonStateError::Crawford)
    );
    assert!(game.validate(&s.with_score([4, 2], true)).is_ok());
    assert_eq!(
        game.validate(&s.with_score([4, 2], true).with_cube(1, Some(BLACK))),
        Err(BackgammonStateError::Crawford)
    );
    let money = BackgammonGame::backgammon_money();
    assert_eq!(
        money.validate(&s.with_score([1, 0], false)),
        Err(BackgammonStateError::NoMatch)
    );
}

#[test]
fn a_match_won_by_any_score_is_checked_without_overflow() {
    // The winner's score may be anything in a state from outside: the
    // checks must not overflow on it. A gammon at a cube of 1 (2 points)
    // ends the match from 3 or 4: at 5 or 6.
    let game = match_to(5);
    let won = game.finished(
        board(&game, &[], &[(6, 15)]).with_side(WHITE, &[], 0, 15),
        WHITE,
    );
    for score in [5, 6] {
        assert!(game.validate(&won.with_score([score, 3], false)).is_ok());
        // The match's end clears the Crawford flag, even when the
        // Crawford game decided it (the loser one short).
        for loser in [3, 4] {
            assert_eq!(
                game.validate(&won.with_score([score, loser], true)),
                Err(BackgammonStateError::Crawford)
            );
        }
    }
    for score in [7, 1000, u16::MAX] {
        assert_eq!(
            game.validate(&won.with_score([score, 3], false)),
            Err(BackgammonStateError::FinalScore {
                seat: WHITE,
                score,
                points: 2,
                length: 5
            })
        );
    }
}

#[test]
fn match_scores_and_cubes_no_sequence_of_games_reaches_are_refused() {
    let game = match_to(7);
    let s = board(&game, &[(6, 15)], &[(6, 15)]);
    // Black owns a cube of 2: White doubled, below 7 - 1 points.
    assert!(
        game.validate(&s.with_score([5, 0], false).with_cube(1, Some(BLACK)))
            .is_ok()
    );
    // At 6, White's cube was dead: it could not have doubled.
    let dead = s.with_score([6, 0], false).with_cube(1, Some(BLACK));
    assert!(matches!(
        game.validate(&dead),
        Err(BackgammonStateError::MatchCube { value: 2, .. })
    ));
    // A cube of 8 owned by White: Black doubled to 8 below 7 - 4 points,
    // White to 4 below 7 - 2.
    let eight = |score| s.with_score(score, false).with_cube(3, Some(WHITE));
    assert!(game.validate(&eight([4, 2])).is_ok());
    assert!(game.validate(&eight([4, 3])).is_err());
    assert!(game.validate(&eight([5, 2])).is_err());
    // A cube of 4096 in a match to 7: nobody could have offered it.
    assert!(game.validate(&s.with_cube(12, Some(WHITE))).is_err());
    // A match won from a score at or past the length is no match.
    let won = game.finished(
        board(&game, &[], &[(6, 14)]).with_side(WHITE, &[], 0, 15),
        WHITE,
    );
    assert!(game.validate(&won.with_score([7, 0], false)).is_ok());
    assert!(matches!(
        game.validate(&won.with_score([8, 0], false)),
        Err(BackgammonStateError::FinalScore { .. })
    ));
}

#[test]
fn the_score_and_the_crawford_game_read_back_as_written() {
    let texts = [
        "bg W:6x15 B:6x15 t=W p=throw s=4-2 crawford;",
        "bg W:6x15 B:6x15 t=B p=cube n=12 c=2B s=0-3;",
    ];
    for text in texts {
        let s: BackgammonState = text.parse().unwrap();
        assert_eq!(s.to_string(), text);
    }
    let s: BackgammonState = texts[0].parse().unwrap();
    assert_eq!((s.score(), s.is_crawford()), ([4, 2], true));
    for bad in [
        "bg W:6x15 B:6x15 t=W p=throw s=0-0;",
        "bg W:6x15 B:6x15 t=W p=throw s=04-1;",
        "bg W:6x15 B:6x15 t=W p=throw crawford s=4-1;",
    ] {
        assert!(bad.parse::<BackgammonState>().is_err(), "{bad}");
    }
}

#[cfg(feature = "serde")]
#[test]
fn the_score_is_saved_and_read_back() {
    let s = board(&match_to(5), &[(6, 15)], &[(6, 15)]).with_score([4, 2], true);
    let json = serde_json::to_string(&s).unwrap();
    assert!(json.contains("\"score\":[4,2],\"crawford\":true"), "{json}");
    assert_eq!(serde_json::from_str::<BackgammonState>(&json).unwrap(), s);
    let rules = serde_json::to_string(&BackgammonRules::backgammon().with_match(7)).unwrap();
    assert!(
        rules.contains("\"match_play\":{\"length\":7,\"crawford\":true}"),
        "{rules}"
    );
    let back: BackgammonRules = serde_json::from_str(&rules).unwrap();
    assert_eq!(back, BackgammonRules::backgammon().with_match(7));
}

#[test]
fn the_observation_shows_the_match_from_each_side() {
    let game = match_to(5);
    let s = board(&game, &[(6, 15)], &[(6, 15)]).with_score([4, 2], true);
    let n = game.observation_len();
    let mut white = vec![0.0; n];
    game.write_observation(&s, WHITE, &mut white);
    assert_eq!(white[n - 4..], [0.2, 0.6, 1.0, 0.0]);
    let mut black = vec![0.0; n];
    game.write_observation(&s, BLACK, &mut black);
    assert_eq!(black[n - 4..], [0.6, 0.2, 1.0, 0.0]);
}

#[test]
fn whole_matches_play_to_their_end() {
    use rand_chacha::ChaCha8Rng;
    use rand_core::SeedableRng;
    let game = match_to(3);
    let fast = game.uniform_playout().unwrap();
    for seed in 0..20u64 {
        let (mut a, mut b) = (game.initial_state(), game.initial_state());
        let (mut da, mut db) = (
            ChaCha8Rng::seed_from_u64(seed),
            ChaCha8Rng::seed_from_u64(seed),
        );
        let (mut ta, mut tb) = Default::default();
        let mut legal = Vec::new();
        fast.play_uniform(&mut a, &mut da, None, u32::MAX, &mut legal, &mut ta)
            .unwrap();
        racegame::play::uniform_playout(
            &game,
            &mut b,
            &mut db,
            None,
            u32::MAX,
            &mut legal,
            &mut tb,
        )
        .unwrap();
        assert_eq!(a, b, "{seed}");
        let winner = a.winner().unwrap();
        assert!(a.score()[Seat::index(winner)] >= 3, "{seed}: {a}");
        assert!(game.validate(&a).is_ok(), "{seed}: {a}");
        assert_eq!(game.payoff(&a, winner), Some(1));
    }
}
