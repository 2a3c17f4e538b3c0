//! Helpers shared by the test files, written once against `RaceGame`.
// Each test file uses some of these, none all.
#![allow(dead_code)]

use core::fmt::Debug;

use racegame::{Dice, RaceGame, ToAct};

/// Plays up to `steps` actions of a seeded random game (throws from the
/// dice, uniformly random legal choices from the same stream) and calls
/// `visit` on every state reached, the initial one included, with the
/// actions that could be played in it (the throws or the legal choices;
/// none once the game is over). Returns the last state.
pub fn walk<G: RaceGame>(
    game: &G,
    seed: u64,
    steps: usize,
    mut visit: impl FnMut(&G::State, &[G::Action]),
) -> G::State {
    let mut dice = Dice::seeded(seed);
    let mut state = game.initial_state();
    let mut legal = Vec::new();
    for _ in 0..steps {
        game.legal_actions(&state, &mut legal);
        visit(&state, &legal);
        let action = match game.to_act(&state) {
            ToAct::Nobody => return state,
            ToAct::Chance(_) => dice.throw_for(game, &state).unwrap(),
            ToAct::Player(_) => legal[dice.below(legal.len())],
        };
        state = game.apply(&state, action).unwrap().0;
    }
    game.legal_actions(&state, &mut legal);
    visit(&state, &legal);
    state
}

/// What an engine promises of any state value, valid or not: nothing
/// panics, and an action refused leaves the state as it was and tells no
/// story. Of a state that validates, more: the listed actions are exactly
/// the accepted ones among `candidates` and the listed, each leads to a
/// state that validates, a player to act has a choice, and the game has an
/// outcome exactly when nobody acts. Returns whether `s` validates.
pub fn check_any_state<G: RaceGame>(game: &G, s: &G::State, candidates: &[G::Action]) -> bool
where
    G::State: PartialEq + Debug,
    G::Action: PartialEq + Debug,
{
    let mut legal = Vec::new();
    game.legal_actions(s, &mut legal);
    let valid = game.validate(s).is_ok();
    for a in candidates.iter().chain(&legal) {
        let mut after = s.clone();
        let mut events = Vec::new();
        let accepted = game.apply_mut(&mut after, *a, &mut events).is_ok();
        if !accepted {
            assert_eq!(&after, s, "{a:?} refused, yet the state changed");
            assert!(events.is_empty(), "{a:?} refused, yet it told {events:?}");
        }
        if valid {
            assert_eq!(
                accepted,
                legal.contains(a),
                "{a:?} listed or accepted, not both, in {s:?}"
            );
            if accepted && let Err(e) = game.validate(&after) {
                panic!("{a:?} on {s:?} led to {after:?}, which is invalid: {e}");
            }
        }
    }
    if valid {
        let nobody = matches!(game.to_act(s), ToAct::Nobody);
        assert_eq!(game.outcome(s).is_some(), nobody, "{s:?}");
        match game.to_act(s) {
            ToAct::Player(_) => assert!(!legal.is_empty(), "a choice without one in {s:?}"),
            ToAct::Nobody => assert!(legal.is_empty(), "{legal:?} in an ended game"),
            ToAct::Chance(_) => {}
        }
    }
    valid
}
