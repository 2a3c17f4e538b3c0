//! Which shipped network the crate's player reads for a rule set: the three-checker hypergammon network in three-checker hypergammon (whatever the cube, match or scoring), the backgammon network everywhere else.

use racegame::backgammon::bot::{
    Bot, Evaluator, Level, NetEvaluator, PlayerEvaluator, Probabilities, RaceEvaluator, ShippedNet,
};
use racegame::backgammon::{BackgammonAction, BackgammonGame, BackgammonRules, BackgammonState};
use racegame::backgammon::{CubeRules, Direction, Layout};
use racegame::{RaceGame, Roll};

/// A contact position of `game`: its start after white's 6-5, played as
/// the first legal play, awaiting black's throw.
fn position(game: &BackgammonGame) -> BackgammonState {
    let s = game.initial_state();
    let s = game
        .apply(&s, BackgammonAction::Throw(Roll::two(6, 5).unwrap()))
        .unwrap()
        .0;
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
fn hypergammon_with_two_or_three_checkers_plays_the_hypergammon_network_whatever_the_scoring() {
    let hyper = BackgammonRules::hypergammon();
    assert_eq!(ShippedNet::for_rules(&hyper), ShippedNet::Hypergammon);
    assert_eq!(
        ShippedNet::for_rules(&BackgammonRules::hypergammon_with(3).unwrap()),
        ShippedNet::Hypergammon
    );
    // Two checkers a side play the same network, scored any way.
    let two = BackgammonRules::hypergammon_with(2).unwrap();
    assert_eq!(ShippedNet::for_rules(&two), ShippedNet::Hypergammon);
    assert_eq!(
        ShippedNet::for_rules(&two.with_match(3)),
        ShippedNet::Hypergammon
    );
    let mut scored = hyper.with_cube(CubeRules::money());
    assert_eq!(ShippedNet::for_rules(&scored), ShippedNet::Hypergammon);
    scored = hyper.with_match(5);
    assert_eq!(ShippedNet::for_rules(&scored), ShippedNet::Hypergammon);
    scored = hyper;
    scored.gammons = false;
    scored.backgammons = false;
    scored.resignations = true;
    scored.action_limit = Some(500);
    assert_eq!(ShippedNet::for_rules(&scored), ShippedNet::Hypergammon);
}

#[test]
fn every_other_rule_set_plays_the_backgammon_network() {
    let hyper = BackgammonRules::hypergammon();
    let mut others = vec![
        BackgammonRules::backgammon(),
        BackgammonRules::nackgammon(),
        BackgammonRules::backgammon().with_cube(CubeRules::money()),
    ];
    for n in [1, 4, 5] {
        others.push(BackgammonRules::hypergammon_with(n).unwrap());
    }
    let mut elsewhere = hyper;
    elsewhere.start = Layout::new(&[(24, 1), (23, 1), (21, 1)]);
    others.push(elsewhere);
    let mut same_way = hyper;
    same_way.direction = Direction::Same;
    others.push(same_way);
    let mut two_elsewhere = BackgammonRules::hypergammon_with(2).unwrap();
    two_elsewhere.start = Layout::new(&[(24, 1), (22, 1)]);
    others.push(two_elsewhere);
    for rules in others {
        assert_eq!(
            ShippedNet::for_rules(&rules),
            ShippedNet::Backgammon,
            "{rules:?}"
        );
    }
}

#[test]
fn the_chosen_evaluator_is_the_hypergammon_network_in_hypergammon() {
    let game =
        BackgammonGame::new(BackgammonRules::hypergammon().with_cube(CubeRules::money())).unwrap();
    let s = position(&game);
    let hyper = values(
        NetEvaluator::shipped_hypergammon()
            .unwrap()
            .evaluate(&game, &s),
    );
    let plain = values(NetEvaluator::shipped().unwrap().evaluate(&game, &s));
    assert_ne!(hyper, plain, "the two networks must tell apart here");
    let bot = Bot::shipped_for(game.rules(), Level::Expert).unwrap();
    assert!(bot.odd_ply_blend());
    assert_eq!(values(bot.evaluator().evaluate(&game, &s)), hyper);
    let player = PlayerEvaluator::shipped_for(game.rules()).unwrap();
    assert_eq!(values(player.evaluate(&game, &s)), hyper);
    let net = ShippedNet::for_rules(game.rules()).net().unwrap();
    assert_eq!(values(net.evaluate(&game, &s)), hyper);
}

#[test]
fn the_chosen_network_is_the_backgammon_one_in_four_checker_hypergammon() {
    let game = BackgammonGame::new(BackgammonRules::hypergammon_with(4).unwrap()).unwrap();
    let s = position(&game);
    let plain = values(NetEvaluator::shipped().unwrap().evaluate(&game, &s));
    let hyper = values(
        NetEvaluator::shipped_hypergammon()
            .unwrap()
            .evaluate(&game, &s),
    );
    assert_ne!(hyper, plain, "the two networks must tell apart here");
    let net = ShippedNet::for_rules(game.rules()).net().unwrap();
    assert_eq!(values(net.evaluate(&game, &s)), plain);
}

/// The best play of the hypergammon opening 6-5 at 0 ply and its
/// cubeless equity, by the player over `net`.
fn opening_65(net: NetEvaluator) -> (String, f32) {
    let game = BackgammonGame::hypergammon();
    let s = game.initial_state();
    let s = game
        .apply(&s, BackgammonAction::Throw(Roll::two(6, 5).unwrap()))
        .unwrap()
        .0;
    let eval = PlayerEvaluator::new(net, RaceEvaluator::build(3, 3).unwrap());
    let ranked = Bot::new(&eval, Level::Intermediate)
        .analyze_plays(&game, &s)
        .unwrap();
    (ranked[0].play.to_string(), ranked[0].equity)
}

/// The figures `python/tests/test_bots.py` checks `racegame.Bot` on the
/// hypergammon preset against (the same opening, the same level): each
/// network's best play of the hypergammon opening 6-5 at 0 ply and its
/// cubeless equity. The two networks choose different plays.
#[test]
fn the_hypergammon_opening_65_by_each_network() {
    let (hyper_play, hyper) = opening_65(NetEvaluator::shipped_hypergammon().unwrap());
    let (plain_play, plain) = opening_65(NetEvaluator::shipped().unwrap());
    println!("hypergammon network: {hyper_play} {hyper}; backgammon network: {plain_play} {plain}");
    assert_eq!(hyper_play, "23/18 22/16");
    assert!((hyper - 0.194_866).abs() < 1e-4, "{hyper}");
    assert_eq!(plain_play, "23/17 22/17");
    assert!((plain - -0.537_577).abs() < 1e-4, "{plain}");
}
