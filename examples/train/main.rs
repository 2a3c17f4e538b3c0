//! Trains a player by TD(lambda) self-play with the crate's learner
//! (`racegame::learn`), resuming from the checkpoint in its directory,
//! and writes its learning curve (strength against fixed opponents every
//! so many games) as CSV and as an SVG plot.
//!
//! ```text
//! cargo run --release --example train -- backgammon --games 200000 --seed 1 --out runs/bg
//! cargo run --release --example train -- ur --games 50000 --seed 1 --out runs/ur
//! cargo run --release --example train -- hypergammon-3 --games 100000 --seed 1 --out runs/hyper3
//! cargo run --release --example train -- ludo-4 --games 50000 --seed 1 --out runs/ludo4
//! cargo run --release --example train -- ur-4 --games 50000 --seed 1 --out runs/ur4
//! cargo run --release --example train -- judge-ur 4 runs/ur4/latest.net 2000 [TABLE [PLIES]]
//! cargo run --release --example train -- judge-ludo ludo-4 500 [PLIES [SEED [OPPONENT]]]
//! cargo run --release --example train -- judge-ludo-solved 2 1000 [PLIES [TABLE]]
//! cargo run --release --example train -- pachisi-4 --games 200000 --hidden 32 --out runs/pachisi4
//! cargo run --release --example train -- judge-pachisi pachisi-4 500 [PLIES [SEED [OPPONENT]]]
//! ```
//!
//! `hypergammon-N` trains the backgammon network (`ContactTask`) on
//! hypergammon with N checkers a side (`bg_hyper_judge --net FILE` judges
//! it by the exact table). `ur-N` plays Ur (Finkel) with N pieces a side; `judge-ur N FILE GAMES
//! [TABLE]` solves that game (`solve::solve_dense`, one thread; or reads
//! a table saved by the `solve` example) and measures the chance of
//! winning the network's moves lose against the best, in self-play
//! (the table saved to TABLE when that file does not exist yet; PLIES,
//! default 0, the network's look-ahead, `NetPolicy::with_plies`).
//! `judge-ludo PRESET-N DEALS [PLIES [SEED [OPPONENT]]]` plays the shipped
//! Ludo network at PLIES (default 1) in every seat of DEALS seeded deals
//! against OPPONENT in the others (`greedy`, the default heuristic, or
//! `random`) and prints its share of wins. `judge-ludo-solved TOKENS
//! GAMES [PLIES [TABLE]]` solves two-seat Ludo with TOKENS tokens a side
//! (or reads TABLE; written there when missing) and measures, as
//! `judge-ur` does, the chance of winning the shipped `ludo` network's
//! moves lose at PLIES (default 1) in its self-play games.
//!
//! `pachisi-N` and `chaupar-N` (any Pachisi preset, N 2 or 4) train the
//! `Observed` task (the chance that the seat's side wins) in self-play
//! without passing, measured against `random` and the
//! `capture-castle-advance` heuristic with the learner in both seats of a
//! side. `judge-pachisi PRESET-N DEALS [PLIES [SEED [OPPONENT]]]` plays
//! the shipped network at PLIES (default 1) in both seats of each side in
//! turn against OPPONENT (`capture-castle-advance`, the default, or
//! `random`) and prints its side's share of wins.
//! Ludo's training games stop at the first finisher (the network values
//! winning only); its curve is measured in the preset's own games.
//! `--version 2` picks the Ludo encoding (`LudoTask`, 1 or 2).
//! `judge-ludo ... OPPONENT [NET]` takes `cautious` (a second heuristic)
//! as OPPONENT too, and judges the network file NET, or the heuristic so
//! named, instead of the shipped network. `judge-ludo-profile TABLE GAMES
//! [NET]` sorts the losses of the network and the heuristics in the
//! solved two-token game by the kind of move.
//!
//! Options: `--hidden 96` (units; `64,32` for two layers), `--alpha 0.1`
//! (step size, divided by `1 + games / --half`, default 200000),
//! `--lambda 0.7`, `--epsilon 0`, `--every 10000` (games between
//! checkpoints and measurements), `--deals 500` (deals per measurement,
//! each played with the learner in every seat), `--warm FILE` (for
//! `backgammon-v2`: start a new run from a version 1 network, widened to
//! version 2's inputs; its learning curve is measured against `pubeval`
//! on fixed deals; for `hypergammon-N`, N checkers a side: start from
//! that network as it is). `--games` is the total
//! to reach, counted from the run's start. `--half 0` keeps the step
//! size constant. `--average H` also keeps an exponential moving average
//! of the network over about its last H games (`average.rs`), saved and
//! measured at each checkpoint beside the network itself. In DIR:
//! `latest.net` (the checkpoint), `net-GAMES.net` (each one kept),
//! `average.net` and `avg-GAMES.net` (with `--average`), `curve.csv`,
//! `curve.svg`.

mod average;
mod heuristics;
mod judge;
mod ludo_profile;
mod match_play;
mod plot;
mod tasks;

use std::path::{Path, PathBuf};
use std::time::Instant;

use racegame::RaceGame;
use racegame::learn::{Task, TdConfig, Trainer, Weights};

use average::Average;
use match_play::{Agent, Net, Random, measure};

/// The command line.
#[derive(Clone, Debug)]
pub(crate) struct Opts {
    pub(crate) what: String,
    pub(crate) games: u64,
    pub(crate) seed: u64,
    pub(crate) out: PathBuf,
    pub(crate) hidden: Vec<usize>,
    pub(crate) alpha: f32,
    pub(crate) half: f32,
    pub(crate) lambda: f32,
    pub(crate) epsilon: f32,
    pub(crate) every: u64,
    pub(crate) deals: u64,
    pub(crate) warm: Option<PathBuf>,
    pub(crate) average: Option<f32>,
    pub(crate) version: u32,
}

fn parse() -> Result<Opts, String> {
    let mut args = std::env::args().skip(1);
    let what = args
        .next()
        .ok_or("usage: train GAME --games N --seed S --out DIR [options]")?;
    let mut o = Opts {
        what,
        games: 100_000,
        seed: 1,
        out: PathBuf::from("runs/train"),
        hidden: vec![96],
        alpha: 0.1,
        half: 200_000.0,
        lambda: 0.7,
        epsilon: 0.0,
        every: 10_000,
        deals: 500,
        warm: None,
        average: None,
        version: racegame::learn::LUDO_VERSION,
    };
    while let Some(flag) = args.next() {
        let v = args.next().ok_or(format!("{flag} needs a value"))?;
        let bad = |e: &dyn std::fmt::Display| format!("{flag} {v}: {e}");
        match flag.as_str() {
            "--games" => o.games = v.parse().map_err(|e| bad(&e))?,
            "--seed" => o.seed = v.parse().map_err(|e| bad(&e))?,
            "--out" => o.out = PathBuf::from(&v),
            "--hidden" => {
                o.hidden = v
                    .split(',')
                    .map(str::parse)
                    .collect::<Result<_, _>>()
                    .map_err(|e| bad(&e))?
            }
            "--alpha" => o.alpha = v.parse().map_err(|e| bad(&e))?,
            "--half" => o.half = v.parse().map_err(|e| bad(&e))?,
            "--lambda" => o.lambda = v.parse().map_err(|e| bad(&e))?,
            "--epsilon" => o.epsilon = v.parse().map_err(|e| bad(&e))?,
            "--every" => o.every = v.parse().map_err(|e| bad(&e))?,
            "--deals" => o.deals = v.parse().map_err(|e| bad(&e))?,
            "--warm" => o.warm = Some(PathBuf::from(&v)),
            "--average" => o.average = Some(v.parse().map_err(|e| bad(&e))?),
            "--version" => o.version = v.parse().map_err(|e| bad(&e))?,
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    Ok(o)
}

/// This process's CPU time (user and system) in seconds, from /proc.
pub(crate) fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let tail = stat.rsplit(')').next().unwrap_or("");
    let f: Vec<f64> = tail
        .split_whitespace()
        .map(|x| x.parse().unwrap_or(0.0))
        .collect();
    (f.get(11).copied().unwrap_or(0.0) + f.get(12).copied().unwrap_or(0.0)) / 100.0
}

/// The number at `args[i]`, or `default` when missing or unreadable.
fn num<T: std::str::FromStr>(args: &[String], i: usize, default: T) -> T {
    args.get(i).and_then(|x| x.parse().ok()).unwrap_or(default)
}

/// The text at `args[i]`, or `default` when missing.
fn text<'a>(args: &'a [String], i: usize, default: &'a str) -> &'a str {
    args.get(i).map_or(default, String::as_str)
}

/// A table file at `args[i]`, when given and not empty.
fn table(args: &[String], i: usize) -> Option<&str> {
    args.get(i).map(String::as_str).filter(|t| !t.is_empty())
}

/// Runs a judging command (`judge-ur`, `judge-ludo`, ...) when `args`
/// names one; `None` when they name a training run.
fn judge_command(args: &[String]) -> Option<Result<(), String>> {
    // Ludo and Pachisi read their deal options in the same places.
    let deals = || (num(args, 3, 500), num(args, 4, 1), num(args, 5, 7_000_001));
    Some(match args.get(1).map(String::as_str)? {
        "judge-ur" => judge::judge_ur(
            num(args, 2, 7),
            text(args, 3, "weights.net"),
            num(args, 4, 1000),
            table(args, 5),
            num(args, 6, 0),
        ),
        "judge-ludo" => {
            let (count, plies, seed) = deals();
            let (opponent, net) = (text(args, 6, "greedy"), args.get(7).map(String::as_str));
            judge::judge_ludo(text(args, 2, "ludo-4"), count, plies, seed, opponent, net)
        }
        "judge-pachisi" => {
            let (count, plies, seed) = deals();
            let opponent = text(args, 6, "capture-castle-advance");
            judge::judge_pachisi(text(args, 2, "pachisi-4"), count, plies, seed, opponent)
        }
        "judge-ludo-solved" => {
            let (tokens, games, plies) = (num(args, 2, 2), num(args, 3, 1000), num(args, 4, 1));
            judge::judge_ludo_solved(tokens, games, plies, table(args, 5))
        }
        "judge-ludo-profile" => ludo_profile::run(
            text(args, 2, "ludo2.table"),
            num(args, 3, 1000),
            args.get(4).map(String::as_str),
        ),
        _ => return None,
    })
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(judged) = judge_command(&args) {
        if let Err(e) = judged {
            eprintln!("{e}");
            std::process::exit(1);
        }
        return;
    }
    let opts = match parse() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    if let Err(e) = tasks::dispatch(&opts) {
        eprintln!("{e}");
        std::process::exit(1);
    }
}

/// A fixed opponent of the learning curve, by name.
pub(crate) struct Opponent<'a, G: RaceGame> {
    pub(crate) name: &'static str,
    pub(crate) agent: Box<dyn Agent<G> + 'a>,
}

/// Trains `game` with `task` to `opts.games`, measuring against `opponents`.
pub(crate) fn run<G: RaceGame + Clone, T: Task<G> + Clone>(
    game: G,
    task: T,
    opts: &Opts,
    opponents: &mut [Opponent<'_, G>],
) -> Result<(), String> {
    run_measured(game.clone(), game, task, opts, opponents)
}

/// Trains on `train` with `task` to `opts.games`, measuring in `game`
/// (the same game but for rules that do not change the positions the
/// task values) against `opponents`.
pub(crate) fn run_measured<G: RaceGame + Clone, T: Task<G> + Clone>(
    train: G,
    game: G,
    task: T,
    opts: &Opts,
    opponents: &mut [Opponent<'_, G>],
) -> Result<(), String> {
    std::fs::create_dir_all(&opts.out).map_err(|e| e.to_string())?;
    let config = TdConfig {
        lambda: opts.lambda,
        epsilon: opts.epsilon,
        ..TdConfig::default()
    };
    let latest = opts.out.join("latest.net");
    let mut trainer = match std::fs::read(&latest) {
        Ok(bytes) => {
            let w =
                Weights::from_bytes(&bytes).map_err(|e| format!("{}: {e}", latest.display()))?;
            println!("resuming from {} at {} games", latest.display(), w.games);
            Trainer::resume(train, task.clone(), w, config, opts.seed)
        }
        Err(_) => Trainer::new(train, task.clone(), &opts.hidden, config, opts.seed),
    };
    let mut average = match opts.average {
        Some(h) => Some(Average::open(&opts.out, &trainer.weights, h)?),
        None => None,
    };
    // A new run, or a run asked for no more games than it has played,
    // measures where it stands.
    if trainer.weights.games == 0 || trainer.weights.games >= opts.games {
        let cpu = read_cpu_total(&opts.out);
        record(&game, &task, &trainer.weights, "", opts, opponents, cpu)?;
    }
    while trainer.weights.games < opts.games {
        let (start, cpu0) = (Instant::now(), cpu_seconds());
        let chunk = opts.every.min(opts.games - trainer.weights.games);
        let mut decisions = 0;
        for _ in 0..chunk {
            decisions += trainer.train_game(step_size(opts, trainer.weights.games));
            if let Some(a) = &mut average {
                a.update(&trainer.weights.net);
            }
        }
        let cpu = cpu_seconds() - cpu0;
        println!(
            "{} games: {:.0} games/s wall, {:.0} games per CPU s, {:.1} decisions/game",
            trainer.weights.games,
            chunk as f64 / start.elapsed().as_secs_f64(),
            chunk as f64 / cpu,
            decisions as f64 / chunk as f64
        );
        if let Some(a) = &average {
            a.save(&opts.out, &trainer.weights)?;
        }
        save(&opts.out, &trainer.weights)?;
        add_cpu_total(&opts.out, cpu);
        let cpu = read_cpu_total(&opts.out);
        record(&game, &task, &trainer.weights, "", opts, opponents, cpu)?;
        if let Some(a) = &average {
            let w = a.weights(&trainer.weights);
            record(&game, &task, &w, " avg", opts, opponents, cpu)?;
        }
    }
    Ok(())
}

/// The step size of the game after `games`: `--alpha` divided by `1 +
/// games / --half`, or constant with `--half 0`.
fn step_size(opts: &Opts, games: u64) -> f32 {
    if opts.half > 0.0 {
        opts.alpha / (1.0 + games as f32 / opts.half)
    } else {
        opts.alpha
    }
}

fn save(dir: &Path, w: &Weights) -> Result<(), String> {
    let bytes = w.to_bytes();
    let tmp = dir.join("latest.net.tmp");
    std::fs::write(&tmp, &bytes).map_err(|e| e.to_string())?;
    std::fs::rename(&tmp, dir.join("latest.net")).map_err(|e| e.to_string())?;
    std::fs::write(dir.join(format!("net-{}.net", w.games)), &bytes).map_err(|e| e.to_string())
}

/// The training CPU seconds of the run so far (kept in DIR/cpu.txt).
fn read_cpu_total(dir: &Path) -> f64 {
    std::fs::read_to_string(dir.join("cpu.txt"))
        .ok()
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or(0.0)
}

fn add_cpu_total(dir: &Path, more: f64) {
    let total = read_cpu_total(dir) + more;
    let _ = std::fs::write(dir.join("cpu.txt"), format!("{total:.1}\n"));
}

/// Measures the current network against each opponent, appends the rows
/// to DIR/curve.csv and redraws DIR/curve.svg.
/// `label` follows each opponent's name in the CSV (`" avg"` for the
/// averaged network).
fn record<G: RaceGame, T: Task<G>>(
    game: &G,
    task: &T,
    w: &Weights,
    label: &str,
    opts: &Opts,
    opponents: &mut [Opponent<'_, G>],
    cpu: f64,
) -> Result<(), String> {
    let csv = opts.out.join("curve.csv");
    let mut text = std::fs::read_to_string(&csv)
        .unwrap_or_else(|_| "games,cpu_seconds,opponent,score,se\n".into());
    let mut learner = Net::new(&w.net, task);
    for o in opponents.iter_mut() {
        let (mean, se) = measure(
            game,
            task,
            &mut learner,
            o.agent.as_mut(),
            opts.deals,
            7_000_001,
        );
        println!(
            "  {} games{label} vs {}: {mean:+.3} ± {se:.3}",
            w.games, o.name
        );
        text.push_str(&format!(
            "{},{cpu:.1},{}{label},{mean:.4},{se:.4}\n",
            w.games, o.name
        ));
    }
    std::fs::write(&csv, &text).map_err(|e| e.to_string())?;
    let title = format!(
        "{}: score of the learner per game against fixed opponents",
        opts.what
    );
    std::fs::write(opts.out.join("curve.svg"), plot::svg(&text, &title)).map_err(|e| e.to_string())
}

/// The random opponent.
pub(crate) fn random<'a, G: RaceGame>() -> Opponent<'a, G> {
    Opponent {
        name: "random",
        agent: Box::new(Random),
    }
}
