//! How fast the backgammon bot thinks: evaluations per CPU second of the heuristic evaluator and of the shipped network (one at a time and in batches), and CPU milliseconds per checker play chosen at each level, over the positions of a few seeded games.
//!
//! ```text
//! cargo run --release --example bg_speed -- 20
//! ```
//!
//! The argument is the number of games whose positions are timed (20 by
//! default). CPU time is this process's user plus system time, read from
//! `/proc/self/stat` (Linux), single-threaded.

use racegame::backgammon::bot::{
    Bot, EvalScratch, Evaluator, HeuristicEvaluator, Level, NetEvaluator, Probabilities,
    RaceEvaluator,
};
use racegame::backgammon::{BackgammonGame, BackgammonState, Phase};
use racegame::play::Policy;
use racegame::{Dice, RaceGame, ToAct};

/// This process's CPU seconds (user + system), from `/proc/self/stat`.
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let after = stat.rsplit(')').next().unwrap_or("");
    let f: Vec<&str> = after.split_whitespace().collect();
    let ticks = |i: usize| f.get(i).and_then(|v| v.parse::<f64>().ok()).unwrap_or(0.0);
    (ticks(11) + ticks(12)) / 100.0
}

/// The positions awaiting a move, and those awaiting a throw, of `games`
/// games of the bot at 0 ply against itself.
fn positions(
    game: &BackgammonGame,
    eval: &HeuristicEvaluator,
    games: u64,
) -> (Vec<BackgammonState>, Vec<BackgammonState>) {
    let (mut moves, mut throws) = (Vec::new(), Vec::new());
    let mut legal = Vec::new();
    for seed in 0..games {
        let mut bot = Bot::new(eval, Level::Intermediate);
        let mut dice = Dice::seeded(seed);
        let mut state = game.initial_state();
        loop {
            let action = match game.to_act(&state) {
                ToAct::Nobody => break,
                ToAct::Chance(_) => {
                    if state.phase() == Phase::AwaitingThrow {
                        throws.push(state);
                    }
                    dice.throw_for(game, &state).expect("a throw")
                }
                ToAct::Player(_) => {
                    if game.plays(&state).len() > 1 && state.dice().is_some_and(|d| d.len() >= 2) {
                        moves.push(state);
                    }
                    game.legal_actions(&state, &mut legal);
                    legal[bot.choose(game, &state, &legal, dice.rng_mut())]
                }
            };
            state = game.apply(&state, action).expect("legal").0;
        }
    }
    (moves, throws)
}

fn main() {
    let games = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(20u64);
    let game = BackgammonGame::backgammon();
    let eval = HeuristicEvaluator::new(RaceEvaluator::build(15, 6).expect("databases"));
    let (moves, throws) = positions(&game, &eval, games);
    let t = cpu_seconds();
    let mut reps = 0u64;
    let mut sink = 0.0f32;
    while cpu_seconds() - t < 2.0 {
        for s in &throws {
            sink += eval.evaluate(&game, s).win;
        }
        reps += 1;
    }
    let secs = cpu_seconds() - t;
    println!(
        "heuristic evaluator: {:.0} positions per CPU second ({} positions x {reps}; {sink:.0})",
        (throws.len() as u64 * reps) as f64 / secs,
        throws.len()
    );
    net_speed(&game, &moves);
    for level in [Level::Intermediate, Level::Expert, Level::Master] {
        let sample: Vec<&BackgammonState> = match level {
            Level::Master => moves.iter().step_by(10).collect(),
            _ => moves.iter().collect(),
        };
        let mut legal = Vec::new();
        let mut dice = Dice::seeded(0);
        let t = cpu_seconds();
        for s in &sample {
            let mut bot = Bot::new(&eval, level);
            game.legal_actions(s, &mut legal);
            let _ = bot.choose(&game, s, &legal, dice.rng_mut());
        }
        let secs = cpu_seconds() - t;
        println!(
            "{level:?} ({} ply): {:.3} CPU ms per play over {} positions (move filter 8 within 0.16)",
            level.ply(),
            1000.0 * secs / sample.len() as f64,
            sample.len()
        );
    }
}

/// Positions per CPU second of `f` over `batches`, run for two CPU seconds.
fn rate(batches: &[Vec<BackgammonState>], mut f: impl FnMut(&[BackgammonState]) -> f32) -> f64 {
    let n: usize = batches.iter().map(Vec::len).sum();
    let (t, mut reps, mut sink) = (cpu_seconds(), 0u64, 0.0f32);
    while cpu_seconds() - t < 2.0 {
        for b in batches {
            sink += f(b);
        }
        reps += 1;
    }
    assert!(sink.is_finite());
    (n as u64 * reps) as f64 / (cpu_seconds() - t)
}

/// The shipped network's positions per CPU second, one at a time and in
/// batches (the end positions of every play of each roll in `moves`,
/// what a 0-ply choice evaluates).
fn net_speed(game: &BackgammonGame, moves: &[BackgammonState]) {
    let net = NetEvaluator::shipped().expect("the shipped network");
    let batches: Vec<Vec<BackgammonState>> = moves
        .iter()
        .map(|s| game.plays(s).iter().map(|p| *p.state()).collect())
        .collect();
    let n: usize = batches.iter().map(Vec::len).sum();
    println!(
        "network: {} batches (the plays of a roll), {:.1} positions a batch",
        batches.len(),
        n as f64 / batches.len() as f64
    );
    let one = rate(&batches, |b| {
        b.iter().map(|s| net.evaluate(game, s).win).sum()
    });
    println!("network, evaluate (one at a time): {one:.0} positions per CPU second");
    let mut out = vec![Probabilities::default(); 64];
    let batched = rate(&batches, |b| {
        out.resize(b.len(), Probabilities::default());
        net.evaluate_batch(game, b, &mut out);
        out.iter().map(|p| p.win).sum()
    });
    println!("network, evaluate_batch (a roll's plays): {batched:.0} positions per CPU second");
    let mut scratch = EvalScratch::default();
    let one = rate(&batches, |b| {
        b.iter()
            .map(|s| net.evaluate_with(game, s, &mut scratch).win)
            .sum()
    });
    println!(
        "network, evaluate_with (one at a time, a scratch held): {one:.0} positions per CPU second"
    );
    let batched = rate(&batches, |b| {
        out.resize(b.len(), Probabilities::default());
        net.evaluate_batch_with(game, b, &mut out, &mut scratch);
        out.iter().map(|p| p.win).sum()
    });
    println!(
        "network, evaluate_batch_with (a roll's plays, a scratch held): {batched:.0} positions per CPU second"
    );
}
