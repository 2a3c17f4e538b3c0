//! Judges the backgammon player's checker plays in hypergammon against the exact table: the equity each play loses against the best, at 0, 1 and 2 ply on the same decisions.
//!
//! ```text
//! cargo run --release --example bg_hyper_judge -- --decisions 2000 --deep 300 --seed 1 --table hyper3.table
//! ```
//!
//! The player is the crate's shipped one ([`PlayerEvaluator::shipped`]:
//! the network, trained on backgammon's fifteen checkers, in contact; the
//! bear-off databases in races) under a [`Search`]. The decisions are
//! those of its own 0-ply games of three-checker hypergammon (seeded
//! dice); at each with more than one play, every level's choice is valued
//! by the solved cubeless money table (`backgammon::solve`), and the loss
//! is the best play's equity minus the chosen one's. 2-ply is judged on
//! the first `--deep` decisions only (it is the slow one). The table is
//! solved here (about four CPU minutes, 0.4 GB) unless `--table FILE`
//! holds one saved by an earlier run; a missing FILE is written.
//! `--net FILE` plays a network file (say one `train hypergammon-3`
//! wrote) in contact instead of the shipped one.
//! Prints each level's mean loss a decision with its standard error,
//! contact and race apart.

use racegame::backgammon::bot::{NetEvaluator, PlayerEvaluator, RaceEvaluator, Search, is_contact};
use racegame::backgammon::solve::Solver;
use racegame::backgammon::{BackgammonGame, BackgammonRules, BackgammonState, Play};
use racegame::solve::{Objective, SolveOptions, Table};
use racegame::{Dice, RaceGame, ToAct};

type Error = Box<dyn std::error::Error>;

struct Opts {
    decisions: usize,
    deep: usize,
    seed: u64,
    table: Option<String>,
    threads: usize,
    net: Option<String>,
}

fn parse() -> Result<Opts, Error> {
    let mut o = Opts {
        decisions: 2000,
        deep: 300,
        seed: 1,
        table: None,
        threads: 1,
        net: None,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let v = args.next().ok_or(format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--decisions" => o.decisions = v.parse()?,
            "--deep" => o.deep = v.parse()?,
            "--seed" => o.seed = v.parse()?,
            "--table" => o.table = Some(v),
            "--threads" => o.threads = v.parse()?,
            "--net" => o.net = Some(v),
            _ => return Err(format!("unknown flag {flag}").into()),
        }
    }
    Ok(o)
}

/// The cubeless money table, read from `file` or solved (and saved there).
fn table(game: &BackgammonGame, file: Option<&str>, threads: usize) -> Result<Table, Error> {
    let objective = Objective::ExpectedPayoff;
    if let Some(bytes) = file.and_then(|f| std::fs::read(f).ok()) {
        return Ok(Table::from_bytes_as(game, objective, &bytes)?);
    }
    let options = SolveOptions::default()
        .with_threads(threads)
        .with_objective(objective);
    let table = Solver::new(game, &options)?.cubeless(&options)?;
    if let Some(f) = file {
        std::fs::write(f, table.to_bytes())?;
    }
    Ok(table)
}

/// Each play's exact equity for the side that plays it.
fn exact(
    game: &BackgammonGame,
    table: &Table,
    state: &BackgammonState,
    plays: &[Play],
) -> Vec<f64> {
    let mover = state.turn();
    plays
        .iter()
        .map(|p| table.value_for(game, p.state(), mover).unwrap_or(f64::NAN))
        .collect()
}

/// Losses a level: contact, race.
type Losses = [Vec<f64>; 2];

fn main() -> Result<(), Error> {
    let o = parse()?;
    let game = BackgammonGame::new(BackgammonRules::hypergammon_with(3)?)?;
    let table = table(&game, o.table.as_deref(), o.threads)?;
    let eval = match &o.net {
        Some(f) => PlayerEvaluator::new(
            NetEvaluator::from_bytes(&std::fs::read(f)?)?,
            RaceEvaluator::build(15, 6)?,
        ),
        None => PlayerEvaluator::shipped()?,
    };
    let search = Search::new(&eval);
    let mut losses: [Losses; 3] = Default::default();
    let mut judged = 0;
    for game_index in 0.. {
        if judged >= o.decisions {
            break;
        }
        let mut dice = Dice::seeded(o.seed.wrapping_mul(7919).wrapping_add(game_index));
        let mut state = game.initial_state();
        while judged < o.decisions {
            match game.to_act(&state) {
                ToAct::Nobody => break,
                ToAct::Chance(_) => {
                    let throw = dice.throw_for(&game, &state).ok_or("no throw")?;
                    state = game.apply(&state, throw)?.0;
                    continue;
                }
                ToAct::Player(_) => {}
            }
            let plays = game.plays(&state);
            let Some(zero) = search.best(&game, &plays, state.turn(), 0) else {
                break;
            };
            if plays.len() > 1 {
                let values = exact(&game, &table, &state, &plays);
                let best = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
                let race = usize::from(!is_contact(&state));
                let plies = if judged < o.deep { 3 } else { 2 };
                for (ply, level) in losses.iter_mut().enumerate().take(plies) {
                    let chosen = search
                        .best(&game, &plays, state.turn(), ply as u8)
                        .map(|s| s.play)
                        .ok_or("no play")?;
                    let i = plays.iter().position(|p| *p == chosen).ok_or("lost play")?;
                    level[race].push(best - values[i]);
                }
                judged += 1;
            }
            state = *zero.play.state();
        }
    }
    report(&losses);
    Ok(())
}

fn report(losses: &[Losses; 3]) {
    for (ply, level) in losses.iter().enumerate() {
        let all: Vec<f64> = level.iter().flatten().copied().collect();
        for (name, e) in [("contact", &level[0]), ("race", &level[1]), ("all", &all)] {
            let n = e.len().max(1) as f64;
            let mean = e.iter().sum::<f64>() / n;
            let var = e.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
            println!(
                "{ply}-ply, {name}: {} decisions, mean equity lost {mean:.4} ± {:.4}",
                e.len(),
                (var / n).sqrt()
            );
        }
    }
}
