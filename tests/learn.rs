//! The shipped networks: they load and check out, the loader refuses damaged or mismatched files, and they play as trained (fixed expectations; nothing here trains).

use racegame::backgammon::bot::{
    ContactTask, ContactTaskV2, Evaluator, INPUTS, INPUTS_V2, NetEvaluator, Probabilities,
    widen_to_v2,
};
use racegame::backgammon::{BackgammonGame, BackgammonState, Play, WHITE};
use racegame::learn::{EncodingId, Layout, Mlp, NetPolicy, Observed, Weights, WeightsError};
use racegame::ludo::LudoGame;
use racegame::play::{Policy, RandomPolicy};
use racegame::record::Presets;
use racegame::ur::UrGame;
use racegame::{Dice, RaceGame, Roll, Seat, ToAct};

/// The shipped backgammon network's file as the crate writes it: encoding
/// version 2 ([`ContactTaskV2`]).
fn shipped_bytes() -> Vec<u8> {
    net_bytes(&NetEvaluator::shipped().expect("the shipped network loads"))
}

/// A network's file, of the encoding version its input count tells.
fn net_bytes(net: &NetEvaluator) -> Vec<u8> {
    let encoding = match net.net().layout().inputs {
        INPUTS => ContactTask::encoding_id(),
        _ => ContactTaskV2::encoding_id(),
    };
    Weights {
        encoding,
        games: net.games(),
        net: net.net().clone(),
    }
    .to_bytes()
}

#[test]
fn the_shipped_backgammon_network_checks_out() {
    let net = NetEvaluator::shipped().expect("loads");
    assert!(net.games() >= 100_000, "trained on {} games", net.games());
    assert_eq!(net.net().layout().inputs, INPUTS_V2);
    // What was read writes back byte for byte.
    let bytes = shipped_bytes();
    assert_eq!(NetEvaluator::from_bytes(&bytes), Ok(net));
    assert!(bytes.len() < 1 << 20);
}

#[test]
fn the_loader_refuses_cut_flipped_and_foreign_files() {
    let bytes = shipped_bytes();
    for cut in [
        0,
        7,
        8,
        20,
        60,
        bytes.len() / 2,
        bytes.len() - 9,
        bytes.len() - 1,
    ] {
        assert!(
            matches!(
                NetEvaluator::from_bytes(&bytes[..cut]),
                Err(WeightsError::Length { .. } | WeightsError::Magic)
            ),
            "cut at {cut}"
        );
    }
    for at in [100, bytes.len() / 2, bytes.len() - 9] {
        let mut bad = bytes.clone();
        bad[at] ^= 0x01;
        assert!(
            matches!(
                NetEvaluator::from_bytes(&bad),
                Err(WeightsError::Checksum { .. })
            ),
            "flip at {at}"
        );
    }
    let foreign = |encoding: EncodingId, layout: Layout| {
        Weights {
            encoding,
            games: 1,
            net: Mlp::random(layout, 3),
        }
        .to_bytes()
    };
    let other_inputs = foreign(ContactTask::encoding_id(), Layout::new(INPUTS - 1, &[8], 5));
    assert!(matches!(
        NetEvaluator::from_bytes(&other_inputs),
        Err(WeightsError::Mismatch { .. })
    ));
    let mut old = ContactTask::encoding_id();
    old.version += 1;
    let other_encoding = foreign(old.clone(), Layout::new(INPUTS, &[8], 5));
    assert!(matches!(
        NetEvaluator::from_bytes(&other_encoding),
        Err(WeightsError::Mismatch { .. })
    ));
    // Version 2 has its own input count; version 3 does not exist.
    let v2 = foreign(old.clone(), Layout::new(INPUTS_V2, &[8], 5));
    assert!(NetEvaluator::from_bytes(&v2).is_ok());
    old.version += 1;
    let v3 = foreign(old, Layout::new(INPUTS_V2, &[8], 5));
    assert!(matches!(
        NetEvaluator::from_bytes(&v3),
        Err(WeightsError::Mismatch { .. })
    ));
}

#[test]
fn a_network_widened_to_version_two_values_every_position_as_before() {
    // The hypergammon network is of version 1 (the backgammon network's
    // of version 2 does not widen).
    let v1 = NetEvaluator::shipped_hypergammon().unwrap();
    assert_eq!(v1.net().layout().inputs, INPUTS);
    let w = Weights::from_bytes(&net_bytes(&v1)).unwrap();
    let wide = widen_to_v2(&w).unwrap();
    assert_eq!(wide.encoding, ContactTaskV2::encoding_id());
    assert_eq!(wide.net.layout().inputs, INPUTS_V2);
    assert!(
        widen_to_v2(&wide).is_err(),
        "only a version 1 network widens"
    );
    assert!(widen_to_v2(&Weights::from_bytes(&shipped_bytes()).unwrap()).is_err());
    let v2 = NetEvaluator::from_weights(wide).unwrap();
    let game = BackgammonGame::backgammon();
    let mut dice = Dice::seeded(5);
    let mut state = game.initial_state();
    let mut policy = RandomPolicy;
    let mut legal = Vec::new();
    let mut compared = 0;
    let mut seen = Vec::new();
    while !game.is_over(&state) {
        if let ToAct::Player(_) = game.to_act(&state) {
            let (a, b) = (v1.evaluate(&game, &state), v2.evaluate(&game, &state));
            assert!((a.equity() - b.equity()).abs() < 1e-5, "{a:?} {b:?}");
            compared += 1;
            seen.push(state);
        }
        game.legal_actions(&state, &mut legal);
        let action = match game.to_act(&state) {
            ToAct::Chance(_) => dice.throw_for(&game, &state).unwrap(),
            _ => legal[policy.choose(&game, &state, &legal, dice.rng_mut())],
        };
        state = game.apply(&state, action).unwrap().0;
    }
    assert!(compared > 20);
    // Batched, the version 2 network reads its own wider inputs: every
    // position valued as one at a time.
    let mut batched = vec![Probabilities::default(); seen.len()];
    v2.evaluate_batch(&game, &seen, &mut batched);
    for (s, b) in seen.iter().zip(&batched) {
        let one = v2.evaluate(&game, s);
        assert!((one.equity() - b.equity()).abs() < 1e-5, "{one:?} {b:?}");
    }
}

/// The play of `roll` from the opening position the shipped network
/// prefers, as text.
fn best_opening(net: &NetEvaluator, a: u8, b: u8) -> String {
    let game = BackgammonGame::backgammon();
    let s = game.initial_state().with_turn(WHITE);
    let plays = game.plays_of_roll(&s, Roll::two(a, b).unwrap()).unwrap();
    best(net, &plays).to_string()
}

fn best<'a>(net: &NetEvaluator, plays: &'a [Play]) -> &'a Play {
    let states: Vec<BackgammonState> = plays.iter().map(|p| *p.state()).collect();
    let mut values = vec![Probabilities::default(); states.len()];
    net.evaluate_plays(&states, &mut values);
    let i = (0..plays.len())
        .max_by(|&i, &j| values[i].equity().total_cmp(&values[j].equity()))
        .unwrap();
    &plays[i]
}

#[test]
fn the_network_makes_the_textbook_opening_points() {
    let net = NetEvaluator::shipped().unwrap();
    assert_eq!(best_opening(&net, 3, 1), "8/5 6/5");
    assert_eq!(best_opening(&net, 4, 2), "8/4 6/4");
    assert_eq!(best_opening(&net, 6, 1), "13/7 8/7");
    assert_eq!(best_opening(&net, 6, 5), "24/13");
}

#[test]
fn the_evaluator_is_consistent_and_sees_the_start_as_even() {
    let game = BackgammonGame::backgammon();
    let net = NetEvaluator::shipped().unwrap();
    let start = game.initial_state().with_turn(WHITE);
    let p = net.evaluate(&game, &start);
    assert!((0.4..0.65).contains(&p.win), "{p:?}");
    assert!(p.win_backgammon <= p.win_gammon && p.win_gammon <= p.win);
    assert!(p.lose_backgammon <= p.lose_gammon && p.lose_gammon <= 1.0 - p.win);
    let mut batch = [Probabilities::default(); 2];
    net.evaluate_batch(&game, &[start, start], &mut batch);
    assert_eq!(batch, [p, p]);
}

/// Points per game of the shipped network against uniform choice among
/// the plays, over `pairs` seeded deals played from both seats.
fn backgammon_vs_random(pairs: u64) -> f32 {
    let game = BackgammonGame::backgammon();
    let net = NetEvaluator::shipped().unwrap();
    let mut points = 0.0;
    for deal in 0..pairs {
        for seat in [Seat(0), Seat(1)] {
            let mut dice = Dice::seeded(deal);
            let mut state = game.initial_state();
            loop {
                state = match game.to_act(&state) {
                    ToAct::Nobody => break,
                    ToAct::Player(s) => {
                        let plays = game.plays(&state);
                        let play = if s == seat {
                            best(&net, &plays)
                        } else {
                            &plays[dice.below(plays.len())]
                        };
                        *play.state()
                    }
                    _ => {
                        game.apply(&state, dice.throw_for(&game, &state).unwrap())
                            .unwrap()
                            .0
                    }
                };
            }
            points += Probabilities::of_finished(&game, &state, seat)
                .unwrap()
                .equity();
        }
    }
    points / (2 * pairs) as f32
}

#[test]
fn the_network_beats_random_play_by_far() {
    // A trained network scores about +2.4 points a game; an untrained one
    // about +0.8 (see BENCHMARKS.md).
    let ppg = backgammon_vs_random(20);
    assert!(ppg > 1.8, "{ppg}");
}

/// The share of games `policy` wins against random play, over `deals`
/// seeded deals with it in each seat in turn.
fn win_rate<G: RaceGame>(game: &G, policy: &mut dyn Policy<G>, deals: u64) -> f64 {
    let seats: Vec<Seat> = game.seats_in_play().collect();
    let (mut wins, mut games) = (0, 0);
    let mut legal = Vec::new();
    for deal in 0..deals {
        for &seat in &seats {
            let mut dice = Dice::seeded(deal);
            let mut state = game.initial_state();
            while let ToAct::Player(s) | ToAct::Chance(s) = game.to_act(&state) {
                let action = if let ToAct::Player(_) = game.to_act(&state) {
                    game.legal_actions(&state, &mut legal);
                    let i = if s == seat {
                        policy.choose(game, &state, &legal, dice.rng_mut())
                    } else {
                        RandomPolicy.choose(game, &state, &legal, dice.rng_mut())
                    };
                    legal[i.min(legal.len() - 1)]
                } else {
                    dice.throw_for(game, &state).unwrap()
                };
                state = game.apply(&state, action).unwrap().0;
            }
            wins += usize::from(game.outcome(&state).and_then(|o| o.winner()) == Some(seat));
            games += 1;
        }
    }
    wins as f64 / games as f64
}

#[test]
fn the_ur_network_beats_random_play() {
    let game = UrGame::finkel();
    let mut player: NetPolicy<Observed> = racegame::learn::ur_player(&game).unwrap();
    assert!(player.weights().games >= 10_000);
    let rate = win_rate(&game, &mut player, 50);
    assert!(rate > 0.85, "{rate}");
}

#[test]
fn the_ludo_networks_load_for_every_preset_and_beat_random_play() {
    // Every preset of `ludo::presets::PRESETS`, its network named with
    // hyphens (`ludo-king`).
    for (name, game) in LudoGame::every_preset(4).unwrap() {
        let preset = name.replace('_', "-");
        let preset = preset.as_str();
        let player = racegame::learn::ludo_player(preset, &game);
        assert!(player.is_ok(), "{preset}: {player:?}");
    }
    let game = LudoGame::ludo(4).unwrap();
    let mut player = racegame::learn::ludo_player("ludo", &game).unwrap();
    // One of four seats wins a quarter of the games by chance.
    let rate = win_rate(&game, &mut player, 10);
    assert!(rate > 0.4, "{rate}");
    let two = LudoGame::ludo(2).unwrap();
    let mut player = racegame::learn::ludo_player("ludo", &two).unwrap();
    assert!(win_rate(&two, &mut player, 20) > 0.6);
    assert!(racegame::learn::ludo_player("snakes", &game).is_err());
}

/// The side's share of `deals` seeded four-seat games won by `player` in
/// both seats of each side in turn, random play in the other side's.
fn pachisi_side_rate(
    game: &racegame::pachisi::PachisiGame,
    player: &mut NetPolicy<Observed>,
    deals: u64,
) -> f64 {
    let (mut won, mut games) = (0, 0);
    for deal in 0..deals {
        for side in 0..2u8 {
            let mut dice = Dice::seeded(deal);
            let mut rng = racegame::play::choices_rng(deal);
            let mut state = game.initial_state();
            let mut legal = Vec::new();
            while !game.is_over(&state) {
                let action = match game.to_act(&state) {
                    ToAct::Player(seat) => {
                        game.legal_actions(&state, &mut legal);
                        let i = if seat.0 & 1 == side {
                            player.choose(game, &state, &legal, &mut rng)
                        } else {
                            dice.below(legal.len())
                        };
                        legal[i]
                    }
                    _ => dice.throw_for(game, &state).unwrap(),
                };
                state = game.apply(&state, action).unwrap().0;
            }
            won += usize::from(game.winning_side(&state) == Some(side));
            games += 1;
        }
    }
    won as f64 / games as f64
}

#[test]
fn the_pachisi_networks_load_for_every_preset_and_their_side_beats_random_play() {
    use racegame::pachisi::{DiceUse, PachisiGame, PachisiRules, presets::PRESETS};
    for preset in PRESETS {
        for players in [2, 4] {
            let game = PachisiGame::new(preset.rules(), players).unwrap();
            let player = racegame::learn::pachisi_player(preset.name, &game);
            assert!(player.is_ok(), "{}: {player:?}", preset.name);
        }
    }
    let game = PachisiGame::pachisi(4).unwrap();
    assert!(racegame::learn::pachisi_player("ludo", &game).is_err());
    // The Chaupar network reads the dice one at a time, not their total.
    let mut total = PachisiRules::chaupar();
    total.dice = DiceUse::Total;
    let by_total = PachisiGame::new(total, 4).unwrap();
    assert!(racegame::learn::pachisi_player("chaupar", &by_total).is_err());
    for (name, game) in [
        ("pachisi", game),
        ("chaupar", PachisiGame::chaupar(4).unwrap()),
    ] {
        let mut player = racegame::learn::pachisi_player(name, &game)
            .unwrap()
            .with_plies(0);
        assert!(player.weights().games >= 10_000);
        // A side wins half the games by chance.
        let rate = pachisi_side_rate(&game, &mut player, 6);
        assert!(rate > 0.75, "{name}: {rate}");
    }
}

#[test]
fn the_observed_target_is_the_sides_win_where_partners_play_together() {
    use racegame::learn::Task;
    use racegame::pachisi::PachisiGame;
    let game = PachisiGame::pachisi(4).unwrap();
    let mut dice = Dice::seeded(5);
    let mut state = game.initial_state();
    let mut legal = Vec::new();
    while !game.is_over(&state) {
        let action = match game.to_act(&state) {
            ToAct::Player(_) => {
                game.legal_actions(&state, &mut legal);
                legal[0]
            }
            _ => dice.throw_for(&game, &state).unwrap(),
        };
        state = game.apply(&state, action).unwrap().0;
    }
    let side = game.winning_side(&state).unwrap();
    let task = Observed::default();
    let mut out = [0.0f32];
    for seat in 0..4u8 {
        task.targets(&game, &state, Seat(seat), &mut out);
        // Both partners of the winning side, not only the seat that moved.
        assert_eq!(out[0], f32::from(u8::from(seat & 1 == side)), "seat {seat}");
    }
}
