//! The command line's bot reads the shipped network the library chooses for the rules: the hypergammon network in three-checker hypergammon, the backgammon network elsewhere.

use racegame::backgammon::bot::{Evaluator, NetEvaluator, Probabilities};
use racegame::backgammon::{BackgammonAction, BackgammonGame, BackgammonRules, BackgammonState};
use racegame::{RaceGame, Roll};
use racegame_cli::level::{self, EvaluatorChoice, Loaded};

/// A contact position of `game`: after the opening 6-5's first play.
fn position(game: &BackgammonGame) -> BackgammonState {
    let s = game.initial_state();
    let throw = BackgammonAction::Throw(Roll::two(6, 5).unwrap());
    let s = game.apply(&s, throw).unwrap().0;
    *game.plays(&s)[0].state()
}

fn values(p: Probabilities) -> [f32; 5] {
    [
        p.win,
        p.win_gammon,
        p.win_backgammon,
        p.lose_gammon,
        p.lose_backgammon,
    ]
}

#[test]
fn hypergammon_reads_the_hypergammon_network_and_backgammon_its_own() {
    let hyper_game = BackgammonGame::hypergammon();
    let bg_game = BackgammonGame::backgammon();
    let (h, b) = (position(&hyper_game), position(&bg_game));
    let hyper_net = NetEvaluator::shipped_hypergammon().unwrap();
    let bg_net = NetEvaluator::shipped().unwrap();
    let want_h = values(hyper_net.evaluate(&hyper_game, &h));
    assert_ne!(want_h, values(bg_net.evaluate(&hyper_game, &h)));
    let want_b = values(bg_net.evaluate(&bg_game, &b));
    assert_ne!(want_b, values(hyper_net.evaluate(&bg_game, &b)));

    for choice in [EvaluatorChoice::Net, EvaluatorChoice::Shipped] {
        let e = level::evaluator(choice, hyper_game.rules()).unwrap();
        assert_eq!(values(e.evaluate(&hyper_game, &h)), want_h, "{choice:?}");
    }
    let e = level::evaluator(EvaluatorChoice::Net, bg_game.rules()).unwrap();
    assert_eq!(values(e.evaluate(&bg_game, &b)), want_b);

    let mut loaded = Loaded::new(EvaluatorChoice::Net);
    let got_h = values(
        loaded
            .get(hyper_game.rules())
            .unwrap()
            .evaluate(&hyper_game, &h),
    );
    let got_b = values(loaded.get(bg_game.rules()).unwrap().evaluate(&bg_game, &b));
    let again = values(
        loaded
            .get(&BackgammonRules::hypergammon())
            .unwrap()
            .evaluate(&hyper_game, &h),
    );
    assert_eq!((got_h, got_b, again), (want_h, want_b, want_h));
}
