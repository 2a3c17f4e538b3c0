//! The shipped network's 1-ply value against its 0-ply value of the same positions (those awaiting a throw in seeded 0-ply games): their mean difference shows a bias between the side on roll and the side that has just played.
//!
//! ```text
//! cargo run --release --example bg_ply_bias -- 40
//! ```

use racegame::backgammon::bot::{Bot, Evaluator, Level, NetEvaluator, Search, is_contact};
use racegame::backgammon::{BackgammonGame, Phase};
use racegame::play::Policy;
use racegame::{Dice, RaceGame, ToAct};

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(40);
    let game = BackgammonGame::backgammon();
    let net = NetEvaluator::shipped().expect("the shipped network");
    let search = Search::new(&net);
    let mut diffs: [Vec<f64>; 2] = [Vec::new(), Vec::new()];
    let mut legal = Vec::new();
    for seed in 0..games {
        let mut bot = Bot::new(&net, Level::Intermediate);
        let mut dice = Dice::seeded(seed);
        let mut state = game.initial_state();
        loop {
            let action = match game.to_act(&state) {
                ToAct::Nobody => break,
                ToAct::Chance(_) => {
                    if state.phase() == Phase::AwaitingThrow {
                        let zero = net.evaluate(&game, &state).equity();
                        let one = search.position(&game, &state, 1).equity();
                        diffs[usize::from(!is_contact(&state))].push(f64::from(one - zero));
                    }
                    dice.throw_for(&game, &state).expect("a throw")
                }
                ToAct::Player(_) => {
                    game.legal_actions(&state, &mut legal);
                    legal[bot.choose(&game, &state, &legal, dice.rng_mut())]
                }
            };
            state = game.apply(&state, action).expect("legal").0;
        }
    }
    for (name, d) in [("contact", &diffs[0]), ("race", &diffs[1])] {
        let n = d.len().max(1) as f64;
        let mean = d.iter().sum::<f64>() / n;
        let var = d.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
        let abs = d.iter().map(|x| x.abs()).sum::<f64>() / n;
        println!(
            "{name}: {} positions, 1-ply minus 0-ply equity for the side on roll {mean:+.4} ± {:.4} (mean size {abs:.4})",
            d.len(),
            (var / n).sqrt()
        );
    }
}
