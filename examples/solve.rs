//! Solves a small two-player race game, prints the first player's chance
//! of winning from the opening under optimal play, then narrates a game of
//! the perfect bot against a random player, grading every choice.
//!
//! Run with `cargo run --release --example solve [ludo|ur] [tokens or pieces]`
//! (default: Ludo with one token each); `ur N TOLERANCE GRAPH_MIB` sets the
//! solver's tolerance and successor-graph budget. `ludo 1` also prints the figure
//! under the "first legal choice" policy, by the exact analysis.
//!
//! `cargo run --release --example solve ur-dense [pieces] [threads] [file]`
//! solves the Royal Game of Ur (Finkel) through its dense numbering
//! (`solve::solve_dense`), prints the peak memory of the process and saves
//! the table to `file` if given: `ur-dense 7 2` is the full game.
//! `ur-load [pieces] file` reads a saved table back (checked: magic,
//! version, rules, length, checksum, every value) and prints the opening
//! value.
//!
//! `cargo run --release --example solve first-legal [tokens] [games]` samples
//! the first player's chance when both play the first legal choice.
//!
//! `cargo run --release --example solve tournament [tokens] [games]` plays
//! the Ludo strategies of `examples/ludo.rs` and the perfect bot against
//! each other (two players, `games` seeded games per pairing, each side
//! throwing first in half of them) and prints each row's win rate against
//! each column with its standard error.

use racegame::analysis::{self, Options};
use racegame::ludo::{LudoAction, LudoGame, LudoModel, LudoRules, LudoState};
use racegame::play::{Policy, RandomPolicy, Session};
use racegame::simulate::{self, Simulation};
use racegame::solve::{self, PerfectBot, SolveKey, SolveOptions, Table};
use racegame::ur::{UrGame, UrRules};
use racegame::{RaceGame, Seat, ToAct};
use rand_core::Rng;

fn report<G: SolveKey>(what: &str, game: &G) -> Result<Table, Box<dyn std::error::Error>> {
    report_with(what, game, &SolveOptions::default())
}

fn report_with<G: SolveKey>(
    what: &str,
    game: &G,
    options: &SolveOptions,
) -> Result<Table, Box<dyn std::error::Error>> {
    let table = solve::solve(game, options)?;
    describe(what, game, table)
}

fn describe<G: SolveKey>(
    what: &str,
    game: &G,
    table: Table,
) -> Result<Table, Box<dyn std::error::Error>> {
    let s = table.stats();
    let first = game
        .to_act(&game.initial_state())
        .seat()
        .ok_or("no first seat")?;
    let opening = table.value(game, &game.initial_state())?;
    println!(
        "{what}: {} positions, {} sweeps, residual {:.1e}",
        s.states, s.sweeps, s.residual
    );
    if let Some(t) = s.elapsed {
        println!(
            "  solved in {:.2} s, table {:.1} MiB at most",
            t.as_secs_f64(),
            s.peak_bytes as f64 / 1048576.0
        );
    }
    println!("  {first} (first to throw) wins {opening:.6} under optimal play by both");
    Ok(table)
}

/// The process's peak resident memory, where the system says (Linux).
fn peak_rss() -> Option<String> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    Some(line.trim_start_matches("VmHWM:").trim().to_string())
}

/// Ur (Finkel) solved through its dense numbering on `threads` threads,
/// the table saved to `save` if given.
fn ur_dense(
    pieces: u8,
    threads: usize,
    save: Option<&String>,
) -> Result<(), Box<dyn std::error::Error>> {
    let mut rules = UrRules::finkel();
    rules.pieces = pieces;
    let game = UrGame::new(rules)?;
    let options = SolveOptions::default()
        .with_threads(threads)
        .with_graph_memory(6 << 30);
    let table = solve::solve_dense(&game, &options)?;
    let what = format!("Ur (Finkel), {pieces} piece(s) each, dense, {threads} thread(s)");
    let table = describe(&what, &game, table)?;
    if let Some(rss) = peak_rss() {
        println!("  peak resident memory of the process: {rss}");
    }
    if let Some(path) = save {
        std::fs::write(path, table.to_bytes())?;
        println!("  saved to {path}");
    }
    narrate(&game, &table, 1)
}

/// A narrated game: the bot on the first seat, a random player on the
/// other; every choice shown with what each move loses.
fn narrate<G: SolveKey + Clone>(
    game: &G,
    table: &Table,
    seed: u64,
) -> Result<(), Box<dyn std::error::Error>>
where
    G::Event: std::fmt::Display,
{
    let mut session = Session::new(game.clone(), seed);
    let bot_seat = game.to_act(&game.initial_state()).seat();
    let (mut bot, mut random) = (PerfectBot::new(table), RandomPolicy);
    println!(
        "\nA game, the perfect bot ({}) against a random player:",
        bot_seat.map_or(String::new(), |s| s.to_string())
    );
    while !game.is_over(session.state()) {
        let state = session.state().clone();
        let actor = game.to_act(&state);
        if let ToAct::Player(seat) = actor {
            let losses = table.move_losses(game, &state)?;
            let graded: Vec<String> = losses
                .iter()
                .map(|(a, loss)| format!("{a:?} (-{loss:.3})"))
                .collect();
            // A single legal move is no choice: say nothing.
            if losses.len() > 1 {
                println!(
                    "  {seat} ({:.3} to win) chooses among: {}",
                    table.value(game, &state)?,
                    graded.join(", ")
                );
            }
        }
        let mut policy = |g: &G, s: &G::State, legal: &[G::Action], rng: &mut dyn Rng| {
            if actor.seat() == bot_seat {
                bot.choose(g, s, legal, rng)
            } else {
                random.choose(g, s, legal, rng)
            }
        };
        let events = session.step(&mut policy).map_err(|e| e.to_string())?;
        for e in events.unwrap_or_default() {
            println!("    {e}");
        }
    }
    println!("Outcome: {:?}", game.outcome(session.state()));
    Ok(())
}

#[path = "common/ludo_strategies.rs"]
mod strategies;
use strategies::Strategy as Plain;

/// The strategies of `examples/ludo.rs`, and the perfect bot.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Strategy {
    Random,
    FirstToken,
    Runner,
    Greedy,
    Perfect,
}

const STRATEGIES: [Strategy; 5] = [
    Strategy::Random,
    Strategy::FirstToken,
    Strategy::Runner,
    Strategy::Greedy,
    Strategy::Perfect,
];

impl Strategy {
    fn choose(
        self,
        game: &LudoGame,
        table: &Table,
        s: &LudoState,
        legal: &[LudoAction],
        rng: &mut dyn Rng,
    ) -> usize {
        match self {
            Strategy::Random => RandomPolicy.choose(game, s, legal, rng),
            Strategy::FirstToken => Plain::FirstToken.choose(game, s, legal, rng),
            Strategy::Runner => Plain::Runner.choose(game, s, legal, rng),
            Strategy::Greedy => Plain::Greedy.choose(game, s, legal, rng),
            Strategy::Perfect => table
                .best_index(game, s, legal)
                .expect("the table knows every reachable position"),
        }
    }
}

/// Wins of `a` against `b` in `games` seeded games, `a` throwing first in
/// the even ones: (wins throwing first, wins throwing second).
fn duel(game: &LudoGame, table: &Table, a: Strategy, b: Strategy, games: u64) -> (u64, u64) {
    let mut wins = (0, 0);
    for seed in 0..games {
        let a_first = seed % 2 == 0;
        let first = if a_first { Seat(0) } else { Seat(2) };
        let g = game.clone().with_first(first).expect("both seats play");
        let mut session = Session::new(g.clone(), seed);
        let mut policy = |g: &LudoGame, s: &LudoState, legal: &[LudoAction], rng: &mut dyn Rng| {
            let by = if (s.current() == first) == a_first {
                a
            } else {
                b
            };
            by.choose(g, table, s, legal, rng)
        };
        while let Ok(Some(_)) = session.step(&mut policy) {}
        let first_won = g.outcome(session.state()).and_then(|o| o.winner()) == Some(first);
        match (a_first, first_won) {
            (true, true) => wins.0 += 1,
            (false, false) => wins.1 += 1,
            _ => {}
        }
    }
    wins
}

fn rate(wins: u64, games: u64) -> String {
    let p = wins as f64 / games as f64;
    format!("{p:.4} ± {:.4}", (p * (1.0 - p) / games as f64).sqrt())
}

fn tournament(tokens: u8, games: u64) -> Result<(), Box<dyn std::error::Error>> {
    let mut rules = LudoRules::ludo();
    rules.tokens = tokens;
    let game = LudoGame::new(rules, 2)?;
    let table = report(&format!("Ludo, two players, {tokens} token(s) each"), &game)?;
    println!("\nRow's win rate against column, {games} games each (± standard error):");
    print!("{:>12}", "");
    for b in STRATEGIES {
        print!("{:>18}", format!("{b:?}"));
    }
    println!();
    let mut first_player = Vec::new();
    for a in STRATEGIES {
        print!("{:>12}", format!("{a:?}"));
        for b in STRATEGIES {
            let (w1, w2) = duel(&game, &table, a, b, games);
            print!("{:>18}", rate(w1 + w2, games));
            if a == b {
                first_player.push((a, w1 + (games / 2 - w2)));
            }
        }
        println!();
    }
    println!("\nThe first to throw wins, both sides playing the same strategy:");
    for (a, wins) in first_player {
        println!("{:>12}  {}", format!("{a:?}"), rate(wins, games));
    }
    Ok(())
}

/// The first player's win rate when both play the first legal choice,
/// sampled over `games` seeded games on every core.
fn first_legal(tokens: u8, games: u64) -> Result<(), Box<dyn std::error::Error>> {
    let mut rules = LudoRules::ludo();
    rules.tokens = tokens;
    let game = LudoGame::new(rules, 2)?;
    let first = |_: &LudoGame, _: &LudoState, _: &[LudoAction], _: &mut dyn Rng| 0;
    let summary = simulate::simulate(&game, &first, &Simulation::new(games, 1));
    println!(
        "Ludo, two players, {tokens} token(s) each, both playing the first legal choice: \
         the first to throw wins {} ({} games)",
        rate(summary.wins[0], summary.games),
        summary.games
    );
    Ok(())
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let family = args.first().map_or("ludo", String::as_str);
    let n: u8 = args.get(1).map_or(Ok(1), |s| s.parse())?;
    match family {
        "tournament" => {
            let games: u64 = args.get(2).map_or(Ok(10_000), |s| s.parse())?;
            tournament(n, games)
        }
        "first-legal" => {
            let games: u64 = args.get(2).map_or(Ok(1_000_000), |s| s.parse())?;
            first_legal(n, games)
        }
        "ur-load" => {
            let path = args.get(2).ok_or("ur-load PIECES FILE")?;
            let mut rules = UrRules::finkel();
            rules.pieces = n;
            let game = UrGame::new(rules)?;
            let start = std::time::Instant::now();
            let table = Table::from_bytes(&game, &std::fs::read(path)?)?;
            println!(
                "{path}: {} positions read and checked in {:.1} s; Light (first to throw) wins {:.6}",
                table.len(),
                start.elapsed().as_secs_f64(),
                table.value(&game, &game.initial_state())?
            );
            Ok(())
        }
        "ur-dense" => {
            let threads: usize = args.get(2).map_or(Ok(2), |s| s.parse())?;
            ur_dense(n, threads, args.get(3))
        }
        "ur" => {
            let mut rules = UrRules::finkel();
            rules.pieces = n;
            let game = UrGame::new(rules)?;
            // Optional: the tolerance, and the successor graph's budget in MiB.
            let mut options = SolveOptions::default();
            if let Some(t) = args.get(2) {
                options = options.with_tolerance(t.parse()?);
            }
            if let Some(m) = args.get(3) {
                options = options.with_graph_memory(m.parse::<u64>()? << 20);
            }
            let what = format!("Ur (Finkel), {n} piece(s) each");
            let table = report_with(&what, &game, &options)?;
            narrate(&game, &table, 1)
        }
        _ => {
            let mut rules = LudoRules::ludo();
            rules.tokens = n;
            let game = LudoGame::new(rules, 2)?;
            let table = report(&format!("Ludo, two players, {n} token(s) each"), &game)?;
            // The exact analysis keeps every token's identity and both
            // seats apart: past one token its chain outgrows memory (see
            // the tournament for a sampled figure).
            if n == 1 {
                let mut model = LudoModel::new(|_: &LudoGame, _: &_, _: &[_]| 0);
                let odds = analysis::analyze(&game, &mut model, &Options::default())?;
                println!(
                    "  under the first legal choice for both: {:.6}",
                    odds.win[0]
                );
            }
            narrate(&game, &table, 1)
        }
    }
}
