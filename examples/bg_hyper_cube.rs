//! Judges the backgammon player's cube decisions in hypergammon against the exact cubeful table: the equity each double, roll, take or pass loses against the best, at each ply and cube efficiency.
//!
//! ```text
//! cargo run --release --example bg_hyper_cube -- --decisions 2000 --seed 1 --table hyper3-cube.table
//! ```
//!
//! The player is the crate's shipped one ([`PlayerEvaluator::shipped`],
//! the backgammon network; `--net FILE` plays a network file instead, say
//! `src/backgammon/bot/weights/hypergammon3.net`, the shipped hypergammon
//! network, with the same bear-off databases in races) in its own money games of three-checker hypergammon with the cube (no
//! Jacoby rule, no beavers; `--checkers` for another count), playing at
//! 0 ply with the default cube efficiency. At each cube decision (whether
//! to double, and whether to take), the exact table
//! (`backgammon::solve::Solver::cubeful`) gives no double, double/take and
//! double/pass; the bot's cubeless chances are searched at 0 and 1 ply
//! (2 ply on the first `--deep` decisions) and turned into its decision by
//! Janowski's formula (`backgammon::bot::cube::money_decision`) at each
//! cube efficiency `x` of a grid. A decision's loss is the best action's
//! exact equity minus the chosen one's, per unit of the cube (a double is
//! valued as the other side answers it best; a take or pass by what it
//! costs the side doubled). The table is solved here (about twelve CPU
//! minutes, 1.2 GB) unless `--table FILE` holds one saved by an earlier
//! run; a missing FILE is written.
//!
//! Prints, per ply and `x`, the mean loss a decision with its standard
//! error, doubles and takes apart, and how many choices differ from the
//! table's.

use racegame::backgammon::bot::cube::{Access, DEFAULT_EFFICIENCY, money_decision};
use racegame::backgammon::bot::{
    Bot, Level, NetEvaluator, PlayerEvaluator, Probabilities, RaceEvaluator, Search,
};
use racegame::backgammon::solve::{Cube, CubeRules, CubefulTable, Solver};
use racegame::backgammon::{BackgammonGame, BackgammonRules, BackgammonState, Phase};
use racegame::play::Policy;
use racegame::solve::{Objective, SolveOptions};
use racegame::{Dice, RaceGame, ToAct};

type Error = Box<dyn std::error::Error>;

/// The efficiencies judged.
const GRID: [f32; 9] = [0.3, 0.4, 0.5, 0.6, 0.68, 0.75, 0.8, 0.9, 1.0];

struct Opts {
    decisions: usize,
    deep: usize,
    seed: u64,
    checkers: u8,
    table: Option<String>,
    threads: usize,
    net: Option<String>,
}

fn parse() -> Result<Opts, Error> {
    let mut o = Opts {
        decisions: 2000,
        deep: 0,
        seed: 1,
        checkers: 3,
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
            "--checkers" => o.checkers = v.parse()?,
            "--table" => o.table = Some(v),
            "--threads" => o.threads = v.parse()?,
            "--net" => o.net = Some(v),
            _ => return Err(format!("unknown flag {flag}").into()),
        }
    }
    Ok(o)
}

/// The cubeful money table, read from `file` or solved (and saved there).
fn table(game: &BackgammonGame, file: Option<&str>, threads: usize) -> Result<CubefulTable, Error> {
    if let Some(bytes) = file.and_then(|f| std::fs::read(f).ok()) {
        return Ok(CubefulTable::from_bytes(game, &bytes)?);
    }
    let options = SolveOptions::default()
        .with_threads(threads)
        .with_objective(Objective::ExpectedPayoff);
    let t = std::time::Instant::now();
    let table = Solver::new(game, &options)?.cubeful(CubeRules::money(), &options)?;
    eprintln!("solved in {:.1?}: {:?}", t.elapsed(), table.stats());
    if let Some(f) = file {
        std::fs::write(f, table.to_bytes())?;
    }
    Ok(table)
}

/// One cube decision: the exact equities of no double, double/take and
/// double/pass for the doubler per unit of the cube, whether the side
/// doubled answers it, and the doubler's cubeless chances at each ply.
struct Decision {
    exact: [f64; 3],
    answer: bool,
    access: Access,
    chances: Vec<Probabilities>,
}

impl Decision {
    /// The loss of the decision `x` and `ply` give, per unit of the cube.
    fn loss(&self, ply: usize, x: f32) -> Option<f64> {
        let p = *self.chances.get(ply)?;
        let d = money_decision(p, self.access, x, CubeRules::money());
        let [nd, dt, dp] = self.exact;
        Some(if self.answer {
            // The side doubled: taking is worth -dt to it, passing -dp.
            let chosen = if d.take { dt } else { dp };
            chosen - dt.min(dp)
        } else {
            let best = nd.max(dt.min(dp));
            best - if d.double { dt.min(dp) } else { nd }
        })
    }

    /// Whether the table's choice here is the active one (double; pass).
    fn exact_choice(&self) -> bool {
        let [nd, dt, dp] = self.exact;
        if self.answer {
            dp < dt
        } else {
            dt.min(dp) >= nd - 1e-9
        }
    }
}

/// The exact cube decision at a cube decision of `state` (doubler to
/// throw, or doubled), in units of the cube before the double.
fn exact(
    base: &BackgammonGame,
    table: &CubefulTable,
    state: &BackgammonState,
) -> Result<([f64; 3], Access), Error> {
    let doubler = state.turn();
    let value = state.cube_value();
    let (cube, access) = match state.cube_owner() {
        None => (Cube::Centred, Access::Centred),
        Some(o) if o == doubler => (Cube::Mine(value), Access::Mine),
        Some(_) => (Cube::Theirs(value), Access::Theirs),
    };
    let position = state.with_cube(0, None).with_turn(doubler);
    let d = table.decision(base, &position, cube)?;
    let v = f64::from(value);
    let dt = d.double_take.ok_or("no double possible here")?;
    Ok(([d.no_double / v, dt / v, d.double_pass / v], access))
}

fn main() -> Result<(), Error> {
    let o = parse()?;
    let base = BackgammonGame::new(BackgammonRules::hypergammon_with(o.checkers)?)?;
    let game = BackgammonGame::new(
        BackgammonRules::hypergammon_with(o.checkers)?.with_cube(CubeRules::money()),
    )?;
    let table = table(&base, o.table.as_deref(), o.threads)?;
    let eval = match &o.net {
        Some(f) => PlayerEvaluator::new(
            NetEvaluator::from_bytes(&std::fs::read(f)?)?,
            RaceEvaluator::build(15, 6)?,
        ),
        None => PlayerEvaluator::shipped()?,
    };
    let search = Search::new(&eval);
    let mut bot = Bot::new(&eval, Level::Intermediate);
    let mut decisions: Vec<Decision> = Vec::new();
    let mut legal = Vec::new();
    'games: for game_index in 0.. {
        let mut dice = Dice::seeded(o.seed.wrapping_mul(7919).wrapping_add(game_index));
        let mut state = game.initial_state();
        loop {
            if decisions.len() >= o.decisions {
                break 'games;
            }
            match game.to_act(&state) {
                ToAct::Nobody => break,
                ToAct::Chance(_) => {
                    let throw = dice.throw_for(&game, &state).ok_or("no throw")?;
                    state = game.apply(&state, throw)?.0;
                    continue;
                }
                ToAct::Player(_) => {}
            }
            game.legal_actions(&state, &mut legal);
            let cube = matches!(state.phase(), Phase::AwaitingCube | Phase::Doubled);
            if cube && legal.len() > 1 {
                let (exact, access) = exact(&base, &table, &state)?;
                let position = state.with_cube(0, None).with_turn(state.turn());
                let plies = if decisions.len() < o.deep { 3 } else { 2 };
                let chances = (0..plies)
                    .map(|ply| search.position(&base, &position, ply))
                    .collect();
                decisions.push(Decision {
                    exact,
                    answer: state.phase() == Phase::Doubled,
                    access,
                    chances,
                });
            }
            let i = bot.choose(&game, &state, &legal, dice.rng_mut());
            state = game.apply(&state, legal[i.min(legal.len() - 1)])?.0;
        }
    }
    report(&decisions);
    Ok(())
}

fn mean_se(e: &[f64]) -> (f64, f64) {
    let n = e.len().max(1) as f64;
    let mean = e.iter().sum::<f64>() / n;
    let var = e.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, (var / n).sqrt())
}

fn report(decisions: &[Decision]) {
    for (name, answer) in [("double or roll", false), ("take or pass", true)] {
        let set: Vec<&Decision> = decisions.iter().filter(|d| d.answer == answer).collect();
        let active = set.iter().filter(|d| d.exact_choice()).count();
        println!(
            "{name}: {} decisions, the table {} in {active}",
            set.len(),
            if answer { "passes" } else { "doubles" }
        );
        for ply in 0..3 {
            for x in GRID {
                let losses: Vec<f64> = set.iter().filter_map(|d| d.loss(ply, x)).collect();
                if losses.is_empty() {
                    continue;
                }
                let wrong = losses.iter().filter(|&&l| l > 1e-9).count();
                let (mean, se) = mean_se(&losses);
                let mark = if x == DEFAULT_EFFICIENCY {
                    " (default x)"
                } else {
                    ""
                };
                println!(
                    "  {ply}-ply x {x:.2}: {} decisions, mean equity lost {mean:.4} ± {se:.4}, {wrong} wrong{mark}",
                    losses.len()
                );
            }
        }
    }
}
