//! How fast the backgammon bot thinks: evaluations per CPU second of each evaluator (the network also batched over a roll's plays, with and without a scratch the caller holds), and, for the shipped player, CPU milliseconds per checker play chosen at each level and the positions it evaluates per CPU second there, over the positions of a few seeded games; beside GNU Backgammon's on the same positions when one is given.
//!
//! ```text
//! cargo run --release --example bg_speed -- 20
//! scripts/gnubg-speed.sh 20
//! ```
//!
//! The argument is the number of games whose positions are timed (20 by
//! default). CPU time is this process's user plus system time, read from
//! `/proc/self/stat` (Linux), single-threaded. With `--gnubg PORT PID`
//! (what `scripts/gnubg-speed.sh` passes) it also sends the same
//! positions to a gnubg listening on PORT through its `external`
//! interface and reads the CPU time of gnubg's process PID from
//! `/proc/PID/stat` around them (`--gnubg PORT PID STEP`: every STEPth
//! position awaiting a play, 10 by default): each position awaiting a throw as an
//! `evaluation fibsboard ... PLIES 0 CUBELESS` request (positions a CPU
//! second), and each position awaiting a play as a board, which gnubg
//! answers with its play at the plies it was started with (ms a play).
//! The socket's own cost is in both sides' figures.

use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::sync::atomic::{AtomicU64, Ordering};

use racegame::backgammon::bot::{
    Bot, EvalScratch, Evaluator, HeuristicEvaluator, Level, NetEvaluator, PlayerEvaluator,
    Probabilities, RaceEvaluator,
};
use racegame::backgammon::{BackgammonGame, BackgammonState, Phase};
use racegame::play::Policy;
use racegame::{Dice, RaceGame, ToAct};

/// This process's CPU seconds (user + system), from `/proc/self/stat`.
fn cpu_seconds() -> f64 {
    cpu_seconds_of("self")
}

/// The CPU seconds (user + system) of process `pid`, from `/proc`.
fn cpu_seconds_of(pid: &str) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
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

/// An evaluator that counts the positions it evaluates.
struct Counting<'e, E> {
    inner: &'e E,
    count: AtomicU64,
}

impl<E: Evaluator> Evaluator for Counting<'_, E> {
    fn evaluate(&self, game: &BackgammonGame, state: &BackgammonState) -> Probabilities {
        self.count.fetch_add(1, Ordering::Relaxed);
        self.inner.evaluate(game, state)
    }

    fn evaluate_batch(
        &self,
        game: &BackgammonGame,
        states: &[BackgammonState],
        out: &mut [Probabilities],
    ) {
        self.count.fetch_add(states.len() as u64, Ordering::Relaxed);
        self.inner.evaluate_batch(game, states, out);
    }
}

/// Evaluations per CPU second of `eval` over `states` (two CPU seconds).
fn rate(game: &BackgammonGame, eval: &dyn Evaluator, states: &[BackgammonState]) -> f64 {
    let t = cpu_seconds();
    let (mut reps, mut sink) = (0u64, 0.0f32);
    while cpu_seconds() - t < 2.0 {
        for s in states {
            sink += eval.evaluate(game, s).win;
        }
        reps += 1;
    }
    std::hint::black_box(sink);
    (states.len() as u64 * reps) as f64 / (cpu_seconds() - t)
}

/// The shipped player at each level: CPU ms a play and positions
/// evaluated a CPU second.
fn time_levels(game: &BackgammonGame, player: &PlayerEvaluator, moves: &[BackgammonState]) {
    for level in [Level::Intermediate, Level::Expert, Level::Master] {
        let sample: Vec<&BackgammonState> = match level {
            Level::Master => moves.iter().step_by(10).collect(),
            _ => moves.iter().collect(),
        };
        let counting = Counting {
            inner: player,
            count: AtomicU64::new(0),
        };
        let mut legal = Vec::new();
        let mut dice = Dice::seeded(0);
        let t = cpu_seconds();
        for s in &sample {
            let mut bot = Bot::new(&counting, level);
            game.legal_actions(s, &mut legal);
            let _ = bot.choose(game, s, &legal, dice.rng_mut());
        }
        let secs = cpu_seconds() - t;
        let n = counting.count.load(Ordering::Relaxed);
        println!(
            "shipped player {level:?} ({} ply): {:.3} CPU ms per play, {:.0} positions evaluated per CPU second ({n} positions, {} plays)",
            level.ply(),
            1000.0 * secs / sample.len() as f64,
            n as f64 / secs,
            sample.len()
        );
    }
}

/// The board line gnubg reads for `state` (as `racegame gnubg-duel` sends it).
fn gnubg_board(game: &BackgammonGame, state: &BackgammonState) -> Option<String> {
    let mut b = game.fibs_board(state).ok()?;
    b.player = "gnubg".into();
    b.opponent = "bot".into();
    b.match_length = 0;
    b.may_double = [true, true];
    b.dice[1] = b.dice[0];
    Some(b.to_string())
}

/// Times gnubg (port, pid) on the same positions.
fn time_gnubg(
    game: &BackgammonGame,
    port: u16,
    pid: &str,
    moves: &[BackgammonState],
    throws: &[BackgammonState],
) -> std::io::Result<()> {
    let stream = TcpStream::connect(("127.0.0.1", port))?;
    let mut writer = stream.try_clone()?;
    let mut reader = BufReader::new(stream);
    let mut ask = |line: String| -> std::io::Result<()> {
        writer.write_all(line.as_bytes())?;
        let mut reply = String::new();
        reader.read_line(&mut reply)?;
        Ok(())
    };
    // One pass over distinct positions: gnubg keeps a cache of
    // evaluations, so a position sent again costs it almost nothing. Its
    // CPU time is read in ticks of 10 ms: time enough positions.
    let mut timed = |lines: &[String]| -> std::io::Result<(usize, f64)> {
        let t = cpu_seconds_of(pid);
        for line in lines {
            ask(line.clone())?;
        }
        Ok((lines.len(), cpu_seconds_of(pid) - t))
    };
    let evals: Vec<String> = throws
        .iter()
        .filter_map(|s| gnubg_board(game, s))
        .map(|b| format!("evaluation fibsboard {b} PLIES 0 CUBELESS\n"))
        .collect();
    let (n, secs) = timed(&evals)?;
    println!(
        "gnubg 0-ply evaluation: {:.0} positions per CPU second ({n} evaluations, {secs:.2} CPU s)",
        n as f64 / secs
    );
    let boards: Vec<String> = moves
        .iter()
        .filter_map(|s| gnubg_board(game, s))
        .map(|b| b + "\n")
        .collect();
    let (n, secs) = timed(&boards)?;
    println!(
        "gnubg play: {:.3} CPU ms per play ({n} positions, {secs:.2} CPU s; its plies as started)",
        1000.0 * secs / n as f64
    );
    Ok(())
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(20u64);
    let gnubg = args.iter().position(|a| a == "--gnubg").and_then(|i| {
        let step: usize = args.get(i + 3).and_then(|s| s.parse().ok()).unwrap_or(10);
        Some((
            args.get(i + 1)?.parse::<u16>().ok()?,
            args.get(i + 2)?.clone(),
            step,
        ))
    });
    let game = BackgammonGame::backgammon();
    let race = RaceEvaluator::build(15, 6).expect("databases");
    let eval = HeuristicEvaluator::new(race.clone());
    let (moves, throws) = positions(&game, &eval, games);
    if let Some((port, pid, step)) = gnubg {
        // Every `step`th position awaiting a play (10: as the 2-ply timing here).
        let sample: Vec<BackgammonState> = moves.iter().step_by(step.max(1)).copied().collect();
        if let Err(e) = time_gnubg(&game, port, &pid, &sample, &throws) {
            eprintln!("gnubg: {e}");
        }
        return;
    }
    let net = NetEvaluator::shipped().expect("the shipped network");
    let player = PlayerEvaluator::new(net.clone(), race);
    for (name, e) in [
        ("heuristic evaluator", &eval as &dyn Evaluator),
        ("network", &net),
        ("shipped player (network or databases)", &player),
    ] {
        println!(
            "{name}: {:.0} positions per CPU second ({} positions)",
            rate(&game, e, &throws),
            throws.len()
        );
    }
    net_batches(&game, &net, &moves);
    time_levels(&game, &player, &moves);
}

/// Positions per CPU second of `f` over every batch, batches one after
/// another for at least two CPU seconds.
fn rate_batches(
    batches: &[Vec<BackgammonState>],
    mut f: impl FnMut(&[BackgammonState]) -> f32,
) -> f64 {
    let n: usize = batches.iter().map(Vec::len).sum();
    let (t, mut reps, mut sink) = (cpu_seconds(), 0u64, 0.0f32);
    while cpu_seconds() - t < 2.0 {
        for b in batches {
            sink += f(b);
        }
        reps += 1;
    }
    std::hint::black_box(sink);
    (n as u64 * reps) as f64 / (cpu_seconds() - t)
}

/// The network over the plays of each roll: one at a time and batched,
/// with and without a scratch the caller holds.
fn net_batches(game: &BackgammonGame, net: &NetEvaluator, moves: &[BackgammonState]) {
    let batches: Vec<Vec<BackgammonState>> = moves
        .iter()
        .map(|s| game.plays(s).iter().map(|p| *p.state()).collect())
        .collect();
    let n: usize = batches.iter().map(Vec::len).sum();
    println!(
        "network: {} batches (the plays of a roll), {:.1} positions a batch",
        batches.len(),
        n as f64 / batches.len().max(1) as f64
    );
    let one = rate_batches(&batches, |b| {
        b.iter().map(|s| net.evaluate(game, s).win).sum()
    });
    println!("network, evaluate (one at a time): {one:.0} positions per CPU second");
    let mut out = vec![Probabilities::default(); 64];
    let batched = rate_batches(&batches, |b| {
        out.resize(b.len(), Probabilities::default());
        net.evaluate_batch(game, b, &mut out);
        out.iter().map(|p| p.win).sum()
    });
    println!("network, evaluate_batch (a roll's plays): {batched:.0} positions per CPU second");
    let mut scratch = EvalScratch::default();
    let one = rate_batches(&batches, |b| {
        b.iter()
            .map(|s| net.evaluate_with(game, s, &mut scratch).win)
            .sum()
    });
    println!(
        "network, evaluate_with (one at a time, a scratch held): {one:.0} positions per CPU second"
    );
    let batched = rate_batches(&batches, |b| {
        out.resize(b.len(), Probabilities::default());
        net.evaluate_batch_with(game, b, &mut out, &mut scratch);
        out.iter().map(|p| p.win).sum()
    });
    println!(
        "network, evaluate_batch_with (a roll's plays, a scratch held): {batched:.0} positions per CPU second"
    );
}
