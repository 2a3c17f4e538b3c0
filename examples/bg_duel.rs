//! Mirrored pairs of backgammon games between two players: the same dice twice, seats swapped; prints A's points per game with its standard error.
//!
//! ```text
//! cargo run --release --example bg_duel -- --a heuristic:1ply --b pubeval --pairs 5000 --seed 1 --threads 2
//! cargo run --release --example bg_duel -- --a bot:0ply --b pubeval --net DIR/net-620000.net
//! ```
//!
//! `--net FILE` plays a network file (a training checkpoint of
//! `examples/train`) instead of the shipped network.
//!
//! Players: `pubeval` (Tesauro's benchmark), `net:0ply`, `net:1ply`,
//! `net:2ply` (the shipped network, [`NetEvaluator::shipped`]), `bot:0ply`,
//! `bot:1ply`, `bot:2ply` (the crate's player: the network in contact and
//! the bear-off databases in races, [`PlayerEvaluator`]), `bot:shipped` (the
//! player at 1 ply with the odd-ply blend on: what `Bot::shipped` plays at
//! [`Level::Expert`], its default level), `heuristic:0ply`,
//! `heuristic:1ply`, `heuristic:2ply` (the race databases plus
//! `pubeval`'s contact score, [`HeuristicEvaluator`]), `beginner` (the
//! heuristic at 0-ply with noise). Games are cubeless backgammon; a
//! gammon counts 2, a backgammon 3.

use std::time::Instant;

use racegame::backgammon::BackgammonGame;
use racegame::backgammon::bot::{
    Bot, HeuristicEvaluator, Level, NetEvaluator, PlayerEvaluator, Pubeval, RaceEvaluator,
};
use racegame::play::Policy;
use racegame::{Dice, RaceGame, ToAct};

/// A player named on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Spec {
    Pubeval,
    Heuristic(Level),
    Net(Level),
    Player(Level),
    /// The player at 1 ply with the odd-ply blend (`bot:shipped`).
    Shipped,
}

/// The evaluators the players share.
struct Evaluators {
    heuristic: HeuristicEvaluator,
    net: NetEvaluator,
    player: PlayerEvaluator,
}

fn parse_spec(s: &str) -> Result<Spec, String> {
    match s {
        "pubeval" => Ok(Spec::Pubeval),
        "heuristic:0ply" | "heuristic" => Ok(Spec::Heuristic(Level::Intermediate)),
        "heuristic:1ply" => Ok(Spec::Heuristic(Level::Expert)),
        "heuristic:2ply" => Ok(Spec::Heuristic(Level::Master)),
        "beginner" => Ok(Spec::Heuristic(Level::Beginner)),
        "net:0ply" | "net" => Ok(Spec::Net(Level::Intermediate)),
        "net:1ply" => Ok(Spec::Net(Level::Expert)),
        "net:2ply" => Ok(Spec::Net(Level::Master)),
        "bot:0ply" | "bot" => Ok(Spec::Player(Level::Intermediate)),
        "bot:1ply" => Ok(Spec::Player(Level::Expert)),
        "bot:2ply" => Ok(Spec::Player(Level::Master)),
        "bot:shipped" => Ok(Spec::Shipped),
        s => Err(format!("unknown player {s}")),
    }
}

fn player<'e>(spec: Spec, eval: &'e Evaluators) -> Box<dyn Policy<BackgammonGame> + 'e> {
    match spec {
        Spec::Pubeval => Box::new(Pubeval::new()),
        Spec::Heuristic(level) => Box::new(Bot::new(&eval.heuristic, level)),
        Spec::Net(level) => Box::new(Bot::new(&eval.net, level)),
        Spec::Player(level) => Box::new(Bot::new(&eval.player, level)),
        Spec::Shipped => Box::new(Bot::new(&eval.player, Level::Expert).with_odd_ply_blend(true)),
    }
}

/// One game with the dice of `seed`: White is `players[0]`. Returns
/// White's signed points.
fn game(
    g: &BackgammonGame,
    seed: u64,
    players: &mut [Box<dyn Policy<BackgammonGame> + '_>; 2],
) -> Result<i64, String> {
    let mut dice = Dice::seeded(seed);
    let mut choices = Dice::seeded(seed ^ 0x5EED_CAFE);
    let mut state = g.initial_state();
    let mut legal = Vec::new();
    loop {
        let action = match g.to_act(&state) {
            ToAct::Nobody => break,
            ToAct::Chance(_) => dice.throw_for(g, &state).ok_or("no throw")?,
            ToAct::Player(seat) => {
                g.legal_actions(&state, &mut legal);
                let i = players[seat.index()].choose(g, &state, &legal, choices.rng_mut());
                legal[i.min(legal.len() - 1)]
            }
        };
        state = g.apply(&state, action).map_err(|e| e.to_string())?.0;
    }
    let r = g.result(&state).ok_or("no result")?;
    let points = i64::from(r.total());
    Ok(if r.winner.index() == 0 {
        points
    } else {
        -points
    })
}

struct Args {
    a: Spec,
    b: Spec,
    pairs: u64,
    seed: u64,
    threads: usize,
    /// A network file to play instead of the shipped one (`--net`).
    net: Option<String>,
}

fn parse() -> Result<Args, String> {
    let mut args = Args {
        a: Spec::Heuristic(Level::Expert),
        b: Spec::Pubeval,
        pairs: 1000,
        seed: 1,
        threads: 2,
        net: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        let num = |v: &str| v.parse::<u64>().map_err(|e| format!("{flag}: {e}"));
        match flag.as_str() {
            "--a" => args.a = parse_spec(&value)?,
            "--b" => args.b = parse_spec(&value)?,
            "--pairs" => args.pairs = num(&value)?,
            "--seed" => args.seed = num(&value)?,
            "--threads" => args.threads = num(&value)?.clamp(1, 64) as usize,
            "--net" => args.net = Some(value),
            _ => return Err(format!("unknown flag {flag}")),
        }
    }
    Ok(args)
}

fn main() -> Result<(), String> {
    let args = parse()?;
    let t = Instant::now();
    let race = RaceEvaluator::build(15, 6).map_err(|e| e.to_string())?;
    let net = match &args.net {
        Some(path) => {
            let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
            NetEvaluator::from_bytes(&bytes).map_err(|e| format!("{path}: {e}"))?
        }
        None => NetEvaluator::shipped().map_err(|e| e.to_string())?,
    };
    let eval = Evaluators {
        heuristic: HeuristicEvaluator::new(race.clone()),
        net: net.clone(),
        player: PlayerEvaluator::new(net, race),
    };
    eprintln!("databases built in {:.1?}", t.elapsed());
    let g = BackgammonGame::backgammon();
    let t = Instant::now();
    let per = args.pairs.div_ceil(args.threads as u64);
    let results: Vec<Result<Vec<f64>, String>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..args.threads as u64)
            .map(|k| {
                let (g, eval, args) = (&g, &eval, &args);
                s.spawn(move || {
                    let mut out = Vec::new();
                    for i in (k * per)..((k + 1) * per).min(args.pairs) {
                        let seed = args.seed.wrapping_mul(1_000_003).wrapping_add(i);
                        let mut ab = [player(args.a, eval), player(args.b, eval)];
                        let first = game(g, seed, &mut ab)?;
                        let mut ba = [player(args.b, eval), player(args.a, eval)];
                        let second = -game(g, seed, &mut ba)?;
                        out.push((first + second) as f64 / 2.0);
                    }
                    Ok(out)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or(Err("a thread panicked".into())))
            .collect()
    });
    let mut pairs = Vec::new();
    for r in results {
        pairs.extend(r?);
    }
    let n = pairs.len() as f64;
    let mean = pairs.iter().sum::<f64>() / n;
    let var = pairs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    println!(
        "{:?} vs {:?}: {} pairs ({} games), {:+.4} points per game for A, standard error {:.4} ({:.1?})",
        args.a,
        args.b,
        pairs.len(),
        2 * pairs.len(),
        mean,
        (var / n).sqrt(),
        t.elapsed()
    );
    Ok(())
}
