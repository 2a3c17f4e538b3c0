//! Exact odds of two-player Ludo with one token each under a simple policy, against a seeded Monte Carlo run of the same game.

use racegame::analysis::{self, Options};
use racegame::ludo::{LudoAction, LudoGame, LudoModel, LudoRules, LudoState};
use racegame::play::Session;
use racegame::{RaceGame, Seat};

const GAMES: usize = 20_000;

fn game() -> LudoGame {
    LudoGame::new(
        {
            let mut r = LudoRules::ludo();
            r.tokens = 1;
            r
        },
        2,
    )
    .unwrap()
}

/// The simple policy: the first legal choice (enter when possible, else
/// move the token).
fn first(_: &LudoGame, _: &LudoState, _: &[LudoAction]) -> usize {
    0
}

fn mean_and_se(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / (n - 1.0);
    (mean, (var / n).sqrt())
}

fn agrees(what: &str, exact: f64, xs: &[f64]) {
    let (mean, se) = mean_and_se(xs);
    println!(
        "{what}: exact {exact:.6}, Monte Carlo {mean:.6} ± {se:.6} (n = {})",
        xs.len()
    );
    assert!(
        (mean - exact).abs() <= 4.0 * se,
        "{what}: exact {exact} vs Monte Carlo {mean} ± {se}"
    );
}

#[test]
fn two_player_one_token_ludo_exact_odds_agree_with_monte_carlo() {
    let game = game();
    let mut model = LudoModel::new(first);
    let odds = analysis::analyze(&game, &mut model, &Options::default()).unwrap();
    let win0 = odds.win[Seat(0).index()];
    let win2 = odds.win[Seat(2).index()];
    assert!((win0 + win2 - 1.0).abs() < 1e-9, "someone always wins");
    assert!(win0 > 0.5, "the first to roll is favoured: {win0}");

    let mut throws = Vec::with_capacity(GAMES);
    let mut seat0_wins = Vec::with_capacity(GAMES);
    for seed in 0..GAMES as u64 {
        let mut session = Session::new(game.clone(), seed);
        let mut policy = |g: &LudoGame,
                          s: &LudoState,
                          l: &[LudoAction],
                          _: &mut dyn rand_core::Rng| { first(g, s, l) };
        session.play_to_end(&mut policy, 1_000_000).unwrap();
        let rolls = session
            .actions()
            .iter()
            .filter(|a| matches!(a, LudoAction::Throw(_)))
            .count();
        throws.push(rolls as f64);
        let winner = game.outcome(session.state()).and_then(|o| o.winner());
        seat0_wins.push(if winner == Some(Seat(0)) { 1.0 } else { 0.0 });
    }
    agrees("expected throws", odds.mean_length, &throws);
    agrees("seat 0 wins", win0, &seat0_wins);
    println!("states {}, median {:?}", odds.states, odds.median_length());
}
