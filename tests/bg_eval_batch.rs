//! The backgammon evaluators' batched and scratch-holding calls give what one call at a time gives.

use racegame::backgammon::BackgammonGame;
use racegame::backgammon::bot::{
    EvalScratch, Evaluator, NetEvaluator, PlayerEvaluator, Probabilities, RaceEvaluator,
};
use racegame::{Dice, RaceGame, ToAct};

/// The positions awaiting a throw of a seeded game of random moves, races
/// near its end included.
fn positions(game: &BackgammonGame, seed: u64) -> Vec<racegame::backgammon::BackgammonState> {
    let mut dice = Dice::seeded(seed);
    let mut state = game.initial_state();
    let (mut out, mut legal) = (Vec::new(), Vec::new());
    while !game.is_over(&state) {
        let action = match game.to_act(&state) {
            ToAct::Player(_) => {
                game.legal_actions(&state, &mut legal);
                legal[dice.below(legal.len())]
            }
            _ => {
                if game.plays(&state).is_empty() {
                    out.push(state);
                }
                dice.throw_for(game, &state).unwrap()
            }
        };
        state = game.apply(&state, action).unwrap().0;
    }
    out
}

#[test]
fn batches_and_scratches_give_the_one_at_a_time_answers() {
    let game = BackgammonGame::backgammon();
    let net = NetEvaluator::shipped().unwrap();
    let player = PlayerEvaluator::new(net.clone(), RaceEvaluator::build(6, 3).unwrap());
    let states: Vec<_> = (0..3).flat_map(|s| positions(&game, s)).collect();
    assert!(states.len() > 100);
    let races = states
        .iter()
        .filter(|s| player.race().race(s).is_some())
        .count();
    assert!(races > 0 && races < states.len(), "{races}");
    let mut scratch = EvalScratch::default();
    for eval in [&net as &dyn Evaluator, &player] {
        let one: Vec<Probabilities> = states.iter().map(|s| eval.evaluate(&game, s)).collect();
        let mut batch = vec![Probabilities::default(); states.len()];
        eval.evaluate_batch(&game, &states, &mut batch);
        assert_eq!(one, batch);
        let mut again = vec![Probabilities::default(); states.len()];
        // A large batch, then small ones, in the same scratch.
        eval.evaluate_batch_with(&game, &states, &mut again, &mut scratch);
        assert_eq!(one, again);
        for (chunk, want) in states.chunks(7).zip(one.chunks(7)) {
            let mut got = vec![Probabilities::default(); chunk.len()];
            eval.evaluate_batch_with(&game, chunk, &mut got, &mut scratch);
            assert_eq!(got, want);
        }
        for (s, want) in states.iter().zip(&one) {
            assert_eq!(eval.evaluate_with(&game, s, &mut scratch), *want);
        }
    }
}
