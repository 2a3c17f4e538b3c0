//! One random-playout function, written once against `RaceGame`, plays every game in the crate.

use racegame::goose::GooseGame;
use racegame::ludo::LudoGame;
use racegame::record::Presets;
use racegame::{Dice, Outcome, RaceGame, ToAct};

/// Written against the trait alone: knows nothing of any particular game.
fn play<G: RaceGame>(game: &G, seed: u64, limit: usize) -> (Option<Outcome>, usize) {
    let mut dice = Dice::seeded(seed);
    let mut state = game.initial_state();
    let mut legal = Vec::new();
    let mut actions = 0;
    while actions < limit {
        chance_agrees_with_to_act(game, &state);
        let action = match game.to_act(&state) {
            ToAct::Nobody => break,
            ToAct::Chance(_) => dice.throw_for(game, &state).unwrap(),
            ToAct::Player(_) => {
                game.legal_actions(&state, &mut legal);
                assert!(!legal.is_empty(), "a player to act always has an action");
                legal[dice.below(legal.len())]
            }
        };
        state = game.apply(&state, action).unwrap().0;
        actions += 1;
    }
    (game.outcome(&state), actions)
}

/// The trait's chance contract, on every state a playout reaches: a game
/// names a `Chance` exactly when chance is to act, its probabilities add
/// up to exactly 1, and its outcomes are the legal actions, each a throw.
fn chance_agrees_with_to_act<G: RaceGame>(game: &G, state: &G::State) {
    let to_act = game.to_act(state);
    let outcomes = game.chance_outcomes(state);
    assert_eq!(
        game.chance(state).is_some(),
        matches!(to_act, ToAct::Chance(_))
    );
    assert_eq!(outcomes.is_empty(), !matches!(to_act, ToAct::Chance(_)));
    if outcomes.is_empty() {
        return;
    }
    let d = outcomes
        .iter()
        .fold(1u64, |l, (_, p)| lcm(l, u64::from(p.denominator)));
    let total: u64 = outcomes
        .iter()
        .map(|(_, p)| u64::from(p.numerator) * (d / u64::from(p.denominator)))
        .sum();
    assert_eq!(total, d, "the probabilities add up to exactly 1");
    let mut legal = Vec::new();
    game.legal_actions(state, &mut legal);
    assert!(outcomes.iter().map(|(a, _)| *a).eq(legal.iter().copied()));
    assert!(legal.iter().all(|a| game.is_throw(a)));
}

fn lcm(a: u64, b: u64) -> u64 {
    let (mut x, mut y) = (a, b);
    while y != 0 {
        (x, y) = (y, x % y);
    }
    a / x * b
}

fn check_all<G: RaceGame>(name: &str, game: &G) {
    for seed in 0..50 {
        let (outcome, actions) = play(game, seed, 100_000);
        assert!(outcome.is_some(), "{name} seed {seed}: not over");
        assert!(actions > 0, "{name} seed {seed}");
        if let Some(w) = outcome.and_then(|o| o.winner()) {
            assert!(
                game.seats_in_play().any(|s| s == w),
                "{name}: winner {w} does not play"
            );
        }
    }
}

#[test]
fn one_playout_function_plays_every_game() {
    for (name, game) in GooseGame::every_preset(4).unwrap() {
        check_all(name, &game);
    }
    check_all(
        "snakes_and_ladders",
        &GooseGame::snakes_and_ladders(1).unwrap(),
    );
}

#[test]
fn chance_outcomes_are_a_probability_distribution() {
    fn check<G: RaceGame>(game: &G) {
        let out = game.chance_outcomes(&game.initial_state());
        assert!(!out.is_empty());
        let total: f64 = out.iter().map(|(_, p)| p.to_f64()).sum();
        assert!((total - 1.0).abs() < 1e-12);
        let mut legal = Vec::new();
        game.legal_actions(&game.initial_state(), &mut legal);
        let listed: Vec<_> = out.iter().map(|(a, _)| *a).collect();
        assert_eq!(listed, legal, "the outcomes are exactly the legal throws");
    }
    check(&GooseGame::railway(2).unwrap());
    check(&GooseGame::snakes_and_ladders(1).unwrap());
    check(&LudoGame::ludo(4).unwrap());
}

/// `apply_mut` is `apply_into` in place: the same state on success, the
/// state untouched on a refusal. Candidates are this state's legal actions
/// and the previous state's (often illegal here).
fn apply_mut_agrees<G: RaceGame>(name: &str, game: &G) {
    for seed in 0..20 {
        let mut dice = Dice::seeded(seed);
        let mut state = game.initial_state();
        let mut legal = Vec::new();
        let mut previous: Vec<G::Action> = Vec::new();
        for _ in 0..3_000 {
            if game.is_over(&state) {
                break;
            }
            game.legal_actions(&state, &mut legal);
            for &a in legal.iter().chain(previous.iter()) {
                let mut in_place = state.clone();
                let mut sink = Vec::new();
                match game.apply_mut(&mut in_place, a, &mut sink) {
                    Ok(()) => {
                        let (copied, events) = game.apply(&state, a).unwrap();
                        assert_eq!(in_place, copied, "{name}: {a:?}");
                        assert_eq!(sink, events, "{name}: {a:?}");
                    }
                    Err(_) => {
                        assert_eq!(in_place, state, "{name}: a refusal changed the state");
                        assert!(sink.is_empty(), "{name}: a refusal pushed events");
                        assert!(game.apply(&state, a).is_err());
                    }
                }
            }
            previous.clone_from(&legal);
            let action = match game.to_act(&state) {
                ToAct::Player(_) => legal[dice.below(legal.len())],
                _ => dice.throw_for(game, &state).unwrap(),
            };
            game.apply_mut(&mut state, action, &mut racegame::Discard)
                .unwrap();
        }
    }
}

#[test]
fn apply_mut_is_apply_in_place_for_every_game() {
    for (name, game) in GooseGame::every_preset(3).unwrap() {
        apply_mut_agrees(name, &game);
    }
    for (name, game) in LudoGame::every_preset(3).unwrap() {
        apply_mut_agrees(name, &game);
    }
    for (name, game) in LudoGame::every_preset(4).unwrap() {
        apply_mut_agrees(name, &game);
    }
}
