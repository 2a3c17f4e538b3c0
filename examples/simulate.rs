//! Simulates many random games of every preset and prints a table: speed on one thread and on all, game lengths, win rates per seat.
//!
//! ```text
//! cargo run --release --example simulate            # 400,000 games per preset
//! cargo run --release --example simulate -- 1000000 # or as many as you like
//! ```
//!
//! A run that takes more than half a second draws a progress bar on
//! stderr. Each preset is one line in `main`: a new game is added with one more
//! `row(...)` call.

use std::io::Write;
use std::time::{Duration, Instant};

use racegame::RaceGame;
use racegame::goose::GooseGame;
use racegame::ludo::LudoGame;
use racegame::play::RandomPolicy;
use racegame::simulate::{Control, Progress, Simulation, Summary, simulate_with_progress};

/// Runs `run`, drawing a progress bar on stderr once it has taken more
/// than half a second (redrawn at most ten times a second, erased at the
/// end).
fn with_progress_bar<G: RaceGame + Sync>(label: &str, game: &G, run: &Simulation) -> Summary {
    let clock = Instant::now();
    let mut drawn = None::<Instant>;
    let report = simulate_with_progress(game, &RandomPolicy, run, |p: Progress| {
        let due = drawn.map_or(clock.elapsed() > Duration::from_millis(500), |at| {
            at.elapsed() > Duration::from_millis(100)
        });
        if due {
            let share = p.done as f64 / p.total.max(1) as f64;
            let filled = (share * 30.0) as usize;
            eprint!(
                "\r{label:<32} [{:<30}] {:>5.1}%",
                "#".repeat(filled.min(30)),
                100.0 * share
            );
            let _ = std::io::stderr().flush();
            drawn = Some(Instant::now());
        }
        Control::Continue
    });
    if drawn.is_some() {
        eprint!("\r{:<72}\r", "");
    }
    report.summary
}

/// Runs `game` on one thread and on every core, checks that both give the
/// same summary, and prints one row of the table.
fn row<G: RaceGame + Sync>(name: &str, game: G, games: u64) {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let run = Simulation::new(games, 2026).with_threads(1);
    let timed = |threads: usize| -> (Summary, f64) {
        let clock = Instant::now();
        let label = format!("{name}, {threads} thread(s)");
        let summary = with_progress_bar(&label, &game, &run.with_threads(threads));
        (summary, games as f64 / clock.elapsed().as_secs_f64())
    };
    let (one, speed_one) = timed(1);
    let (all, speed_all) = timed(cores);
    assert_eq!(one, all, "{name}: the thread count changed the result");
    let rates: Vec<String> = game
        .seats_in_play()
        .map(|s| format!("{:.1}", 100.0 * all.win_rate(s.index())))
        .collect();
    let median = all
        .throws
        .median()
        .map_or_else(|| "long".to_string(), |m| format!("{m:.1}"));
    println!(
        "| {name:<22} | {:>9.0} | {:>9.0} | {:>5.2}x | {:>6.1} | {:>6} | {:>4} | {:>5} | {:>7} | {} |",
        speed_one,
        speed_all,
        speed_all / speed_one,
        all.throws.mean(),
        median,
        all.throws.min(),
        all.throws.max(),
        all.blocked + all.truncated + all.unfinished,
        rates.join(" / "),
    );
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let games: u64 = match std::env::args().nth(1) {
        Some(n) => n.parse()?,
        None => 400_000,
    };
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    println!("{games} random games per preset; {cores} threads for the second speed.\n");
    println!(
        "| preset                 | games/s 1 | games/s {cores} | scale  | mean   | median | min  | max   | no win  | win % per seat |"
    );
    println!(
        "|------------------------|-----------|-----------|--------|--------|--------|------|-------|---------|----------------|"
    );
    row("railway 4p", GooseGame::railway(4)?, games);
    row("vermifuge_lune 4p", GooseGame::vermifuge_lune(4)?, games);
    row("classic_goose 4p", GooseGame::classic_goose(4)?, games);
    row(
        "snakes_and_ladders 1p",
        GooseGame::snakes_and_ladders(1)?,
        games,
    );
    // Ludo games are some 15 times longer: a tenth as many keeps the run short.
    let ludo_games = (games / 10).max(1);
    row("ludo 4p (full ranking)", LudoGame::ludo(4)?, ludo_games);
    row("ludo_king 4p", LudoGame::ludo_king(4)?, ludo_games);
    row("mensch 4p (first)", LudoGame::mensch(4)?, ludo_games);
    row("parchis 4p", LudoGame::parchis(4)?, ludo_games);
    row(
        "parchis_two_dice 4p",
        LudoGame::parchis_two_dice(4)?,
        ludo_games,
    );
    println!(
        "\nLengths are in throws (Ludo: rolls; choices are not counted). \"no win\": blocked, truncated or unfinished games."
    );
    Ok(())
}
