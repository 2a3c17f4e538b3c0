//! Helpers shared by the test files, written once against `RaceGame`.

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
