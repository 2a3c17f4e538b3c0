//! Resignations (GNU Backgammon's and FIBS's `resign`, `accept`, `reject`): one named test per rule, the refusals, and the offer in notation, serde, validation, narration and the observation.

mod bg;

use bg::{board, legal, play, refusal, throw};
use racegame::backgammon::{
    BLACK, BackgammonAction, BackgammonError, BackgammonEvent, BackgammonGame, BackgammonRules,
    BackgammonState, BackgammonStateError, CubeRules, Phase, Resignation, WHITE, Win,
};
use racegame::encode::Encode;
use racegame::narrate::Narrate;
use racegame::{Dice, RaceGame, Seat, ToAct};

fn with_resignations(mut rules: BackgammonRules) -> BackgammonGame {
    rules.resignations = true;
    BackgammonGame::new(rules).unwrap()
}

/// A race, White to throw (its decision before the throw under resignations).
fn race(game: &BackgammonGame) -> BackgammonState {
    let s = board(game, &[(6, 5), (5, 5), (4, 5)], &[(6, 5), (5, 5), (3, 5)]);
    let s = if game.rules().resignations {
        s.with_cube_decision(WHITE, false)
    } else {
        s
    };
    game.validate(&s).unwrap();
    s
}

#[test]
fn without_resignations_nothing_is_offered_and_an_offer_is_refused() {
    let game = BackgammonGame::backgammon_money();
    let (s, _) = throw(&game, &game.initial_state(), 3, 1);
    assert!(!legal(&game, &s).iter().any(|a| a.starts_with("resign")));
    assert_eq!(
        refusal(&game, &s, "resign:single"),
        BackgammonError::NoResignations
    );
    assert_eq!(
        refusal(&game, &s, "accept"),
        BackgammonError::NoResignations
    );
    assert!(!BackgammonRules::backgammon().resignations);
}

#[test]
fn each_turn_begins_with_a_decision_offering_the_resignations_the_rules_score() {
    let game = with_resignations(BackgammonRules::backgammon());
    let s = race(&game);
    assert_eq!(game.to_act(&s), ToAct::Player(WHITE));
    assert_eq!(
        legal(&game, &s),
        [
            "roll",
            "resign:single",
            "resign:gammon",
            "resign:backgammon"
        ]
    );
    let (s, _) = play(&game, &s, "roll");
    assert_eq!(s.phase(), Phase::AwaitingThrow);
    // After the throw, before the first move: the offers beside the moves.
    let (s, _) = throw(&game, &s, 2, 1);
    let l = legal(&game, &s);
    assert!(l.ends_with(&[
        "resign:single".into(),
        "resign:gammon".into(),
        "resign:backgammon".into()
    ]));
    // Once a checker has moved, no more.
    let (s, _) = play(&game, &s, "6/4");
    assert!(!legal(&game, &s).iter().any(|a| a.starts_with("resign")));
    assert_eq!(
        refusal(&game, &s, "resign:single"),
        BackgammonError::NoResignationNow
    );
    // The next turn begins with Black's decision.
    let (s, _) = play(&game, &s, "6/5");
    assert_eq!((s.phase(), s.turn()), (Phase::AwaitingCube, BLACK));
    // Without gammons, a single game only; a gammon offered is refused.
    let mut plain = BackgammonRules::backgammon();
    plain.gammons = false;
    plain.backgammons = false;
    let game = with_resignations(plain);
    let s = race(&game);
    assert_eq!(legal(&game, &s), ["roll", "resign:single"]);
    assert_eq!(
        refusal(&game, &s, "resign:gammon"),
        BackgammonError::NoResignationNow
    );
}

#[test]
fn with_a_cube_the_decision_holds_the_double_and_the_offers() {
    let game = with_resignations(BackgammonRules::backgammon().with_cube(CubeRules::money()));
    let s = race(&game);
    assert_eq!(
        legal(&game, &s),
        [
            "roll",
            "double",
            "resign:single",
            "resign:gammon",
            "resign:backgammon"
        ]
    );
    // A side that may not double (the cube Black's) still decides: roll or resign.
    let s = s.with_cube(1, Some(BLACK));
    game.validate(&s).unwrap();
    assert_eq!(legal(&game, &s)[..1], ["roll".to_string()]);
    assert_eq!(
        refusal(&game, &s, "double"),
        BackgammonError::NoCubeDecision
    );
    // Doubled: the answers only (an offer comes at one's own turn).
    let (d, _) = play(&game, &race(&game), "double");
    assert_eq!(legal(&game, &d), ["take", "pass"]);
    assert_eq!(
        refusal(&game, &d, "resign:single"),
        BackgammonError::NoResignationNow
    );
}

#[test]
fn an_offer_is_answered_by_the_other_side_and_a_rejection_resumes_the_turn() {
    let game = with_resignations(BackgammonRules::backgammon());
    let s = race(&game);
    let (o, events) = play(&game, &s, "resign:gammon");
    assert_eq!(
        events,
        [BackgammonEvent::ResignationOffered {
            seat: WHITE,
            offered: Resignation::Gammon
        }]
    );
    assert_eq!(game.to_act(&o), ToAct::Player(BLACK));
    assert_eq!(legal(&game, &o), ["accept", "reject"]);
    assert_eq!(
        refusal(&game, &o, "roll"),
        BackgammonError::ResignationOffered {
            offered: Resignation::Gammon
        }
    );
    let (r, events) = play(&game, &o, "reject");
    assert_eq!(
        events,
        [BackgammonEvent::ResignationRejected {
            seat: BLACK,
            offered: Resignation::Gammon
        }]
    );
    assert_eq!((r.phase(), r.turn()), (Phase::AwaitingCube, WHITE));
    assert_eq!(r.actions(), s.actions() + 2);
    assert_eq!(
        refusal(&game, &r, "accept"),
        BackgammonError::NoResignationOffered
    );
    // After the throw: a rejection goes back to the same dice.
    let (t, _) = throw(&game, &play(&game, &r, "roll").0, 6, 4);
    let (o, _) = play(&game, &t, "resign:single");
    assert!(matches!(o.phase(), Phase::Resigning { dice: Some(_), .. }));
    let (back, _) = play(&game, &o, "reject");
    assert_eq!(back.phase(), t.phase());
    // An offer may be repeated after a rejection.
    assert!(
        game.apply(&back, "resign:backgammon".parse().unwrap())
            .is_ok()
    );
}

#[test]
fn an_accepted_resignation_scores_its_points_times_the_cube_jacoby_aside() {
    let cube = CubeRules::money().with_jacoby(true);
    let game = with_resignations(BackgammonRules::backgammon().with_cube(cube));
    assert!(game.rules().cube.is_some_and(|c| c.jacoby));
    // The cube in the middle: the Jacoby rule does not cut a resigned gammon
    // (GNU Backgammon scores it 2).
    let s = race(&game);
    let (o, _) = play(&game, &s, "resign:gammon");
    let (end, events) = play(&game, &o, "accept");
    assert_eq!(
        events[0],
        BackgammonEvent::ResignationAccepted {
            seat: BLACK,
            offered: Resignation::Gammon
        }
    );
    assert!(matches!(
        events.last(),
        Some(BackgammonEvent::GameOver { .. })
    ));
    let r = game.result(&end).unwrap();
    assert_eq!(
        (r.winner, r.win, r.points, r.cube, r.total()),
        (BLACK, Win::Resigned(Resignation::Gammon), 2, 1, 2)
    );
    assert_eq!(end.resigned(), Some(Resignation::Gammon));
    assert_eq!(
        (game.payoff(&end, BLACK), game.payoff(&end, WHITE)),
        (Some(2), Some(-2))
    );
    // The cube at 4: a backgammon resigned scores 12.
    let s = race(&game).with_cube(2, Some(WHITE));
    let (o, _) = play(&game, &s, "resign:backgammon");
    let (end, _) = play(&game, &o, "accept");
    assert_eq!(game.payoff(&end, BLACK), Some(12));
    assert_eq!(game.to_act(&end), ToAct::Nobody);
}

#[test]
fn in_a_match_an_accepted_resignation_goes_to_the_score_and_the_next_game_starts() {
    let game = with_resignations(BackgammonRules::backgammon().with_match(5));
    let s = race(&game);
    let (o, _) = play(&game, &s, "resign:gammon");
    let (next, events) = play(&game, &o, "accept");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, BackgammonEvent::GameEnded { score: [0, 2], .. }))
    );
    assert_eq!(next.score(), [0, 2]);
    assert_eq!(next.resigned(), None);
    assert_eq!(next.phase(), Phase::Opening);
}

#[test]
fn offers_and_resigned_games_in_notation_serde_and_validation() {
    let game = with_resignations(BackgammonRules::backgammon().with_cube(CubeRules::money()));
    let s = race(&game);
    let (o, _) = play(&game, &s, "resign:gammon");
    let (t, _) = throw(&game, &play(&game, &s, "roll").0, 6, 4);
    let (ot, _) = play(&game, &t, "resign:single");
    let (end, _) = play(&game, &o, "accept");
    for (state, word) in [
        (o, "p=resign:gammon "),
        (ot, "p=resign:single:64 "),
        (end, "p=resigned:gammon "),
    ] {
        let text = state.to_string();
        assert!(text.contains(word), "{text}");
        assert_eq!(text.parse::<BackgammonState>().unwrap(), state);
        game.validate(&state).unwrap();
        let json = serde_json::to_string(&state).unwrap();
        assert_eq!(
            serde_json::from_str::<BackgammonState>(&json).unwrap(),
            state
        );
    }
    assert!(
        "bg W:6x5 B:6x5 t=W p=resign:draw;"
            .parse::<BackgammonState>()
            .is_err()
    );
    // Under rules without resignations the same states are refused.
    let money = BackgammonGame::backgammon_money();
    assert_eq!(
        money.validate(&o),
        Err(BackgammonStateError::NoResignation(Resignation::Gammon))
    );
    assert!(money.validate(&end).is_err());
    // A gammon resigned under rules without gammons is refused.
    let mut plain = BackgammonRules::backgammon();
    plain.gammons = false;
    plain.backgammons = false;
    assert!(with_resignations(plain).validate(&end).is_err());
    // Actions in the notation.
    for a in [
        "resign:single",
        "resign:gammon",
        "resign:backgammon",
        "accept",
        "reject",
    ] {
        assert_eq!(a.parse::<BackgammonAction>().unwrap().to_string(), a);
    }
    assert!("resign:".parse::<BackgammonAction>().is_err());
    assert!(BackgammonAction::Resign(Resignation::Single).is_resignation());
    assert!(!BackgammonAction::Accept.is_cube_action());
}

#[test]
fn narration_speaks_of_the_offer_and_its_answer() {
    let game = with_resignations(BackgammonRules::backgammon());
    let names = racegame::backgammon::NAMES;
    let (o, events) = play(&game, &race(&game), "resign:gammon");
    let line = events[0].narrate(names).to_string();
    assert_eq!(line, "White offers to resign a gammon.");
    let (_, events) = play(&game, &o, "reject");
    assert_eq!(
        events[0].narrate(names).to_string(),
        "Black rejects the resignation of a gammon."
    );
    let (_, events) = play(&game, &o, "accept");
    let text: Vec<String> = events
        .iter()
        .map(|e| e.narrate(names).to_string())
        .collect();
    assert_eq!(text[0], "Black accepts the resignation of a gammon.");
    assert!(
        text[1].starts_with("Black wins by a resignation of a gammon"),
        "{text:?}"
    );
    assert!(o.phase().to_string().contains("offer to resign a gammon"));
}

#[test]
fn every_action_has_an_index_and_the_observation_shows_the_offer() {
    let game = with_resignations(BackgammonRules::backgammon());
    assert_eq!(game.num_actions(), 160);
    let money = with_resignations(BackgammonRules::backgammon().with_cube(CubeRules::money()));
    assert_eq!(money.num_actions(), 160);
    assert_eq!(BackgammonGame::backgammon().num_actions(), 150);
    assert_eq!(game.observation_len(), 208 + 4);
    for i in 0..game.num_actions() {
        let a = game.action_at(i).unwrap();
        assert_eq!(game.action_index(&a), Some(i), "{a}");
    }
    assert_eq!(game.action_index(&BackgammonAction::Reject), Some(159));
    // No cube: the cube's indexes hold only the roll the decision plays.
    let s = race(&game);
    let (o, _) = play(&game, &s, "resign:backgammon");
    let mut obs = vec![0.0; game.observation_len()];
    game.write_observation(&o, BLACK, &mut obs);
    assert_eq!(obs[208..], [0.0, 0.0, 0.0, 1.0]);
    let mut obs = vec![0.0; game.observation_len()];
    game.write_observation(&s, WHITE, &mut obs);
    assert_eq!(obs[208..], [1.0, 0.0, 0.0, 0.0]);
}

#[test]
fn random_games_with_offers_end_and_every_state_checks_and_reads_back() {
    let game = with_resignations(BackgammonRules::backgammon().with_cube(CubeRules::money()));
    let mut dice = Dice::seeded(11);
    let (mut offers, mut accepted) = (0, 0);
    let mut legal = Vec::new();
    for _ in 0..200 {
        let mut s = game.initial_state();
        while !game.is_over(&s) {
            game.validate(&s).unwrap();
            assert_eq!(s.to_string().parse::<BackgammonState>().unwrap(), s);
            game.legal_actions(&s, &mut legal);
            let a = legal[dice.below(legal.len())];
            offers += usize::from(matches!(a, BackgammonAction::Resign(_)));
            accepted += usize::from(a == BackgammonAction::Accept);
            s = game.apply(&s, a).unwrap().0;
        }
        game.validate(&s).unwrap();
        let sum: i64 = [WHITE, BLACK]
            .iter()
            .map(|&p| game.payoff(&s, p).unwrap())
            .sum();
        assert_eq!(sum, 0);
    }
    assert!(offers > 100 && accepted > 20, "{offers} {accepted}");
}

#[test]
fn the_bot_throws_where_it_may_not_double_and_weighs_an_offer() {
    use racegame::backgammon::bot::{Bot, HeuristicEvaluator, Level, RaceEvaluator};
    use racegame::play::Policy;
    let game = with_resignations(BackgammonRules::backgammon());
    let race_eval = RaceEvaluator::build(15, 2).unwrap();
    let mut bot = Bot::new(HeuristicEvaluator::new(race_eval), Level::Intermediate);
    let mut dice = Dice::seeded(1);
    let s = race(&game);
    let mut legal = Vec::new();
    game.legal_actions(&s, &mut legal);
    assert_eq!(
        legal[bot.choose(&game, &s, &legal, dice.rng_mut())],
        BackgammonAction::Roll
    );
    // White far behind (Black nearly off): Black is offered a single game
    // it would win anyway, and rejects; offered a backgammon, it accepts.
    let s = board(&game, &[(13, 15)], &[(1, 2)]).with_cube_decision(WHITE, false);
    let s = s.with_side(BLACK, &[(1, 2)], 0, 13);
    game.validate(&s).unwrap();
    for (offer, answer) in [
        ("resign:single", BackgammonAction::Reject),
        ("resign:backgammon", BackgammonAction::Accept),
    ] {
        let (o, _) = play(&game, &s, offer);
        game.legal_actions(&o, &mut legal);
        assert_eq!(
            legal[bot.choose(&game, &o, &legal, dice.rng_mut())],
            answer,
            "{offer}"
        );
    }
    let _ = Seat(0);
}
