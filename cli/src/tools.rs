//! `solve` and `simulate`: the library's solvers and simulator behind a progress bar, with their results as tables.

use std::fmt::Write as _;

use indicatif::{ProgressBar, ProgressStyle};
use racegame::backgammon::{BackgammonGame, BackgammonRules};
use racegame::ludo::{LudoGame, LudoRules};
use racegame::play::RandomPolicy;
use racegame::record::Presets;
use racegame::simulate::{Control, Progress, Simulation, simulate_with_progress};
use racegame::solve::{self, SolveKey, SolveOptions};
use racegame::ur::{UrGame, UrRules};
use racegame::{RaceGame, Seat};

/// A bar of `total` steps on standard error, hidden when `quiet` (and by
/// indicatif when standard error is not a terminal).
pub fn bar(total: u64, quiet: bool, what: &str) -> ProgressBar {
    if quiet {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(total);
    if let Ok(style) = ProgressStyle::with_template("{msg} [{bar:30}] {pos}/{len} ({eta} left)") {
        bar.set_style(style.progress_chars("#>-"));
    }
    bar.set_message(what.to_string());
    bar
}

/// A spinner for work of unknown length.
pub fn spinner(quiet: bool, what: &str) -> ProgressBar {
    if quiet {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new_spinner();
    bar.set_message(what.to_string());
    bar.enable_steady_tick(std::time::Duration::from_millis(120));
    bar
}

/// The small games `solve` takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum SolveGame {
    /// The Royal Game of Ur under Finkel's rules, with `--pieces` each.
    Ur,
    /// Two-player Ludo with `--pieces` tokens each.
    Ludo,
    /// Hypergammon with `--pieces` checkers each, cubeless, points as
    /// payoffs (a gammon two, a backgammon three).
    Hypergammon,
}

/// Solves `which` with `pieces` each (at most `max_states` positions):
/// the table's figures and the first player's value, as text.
///
/// # Errors
///
/// A piece count the rules refuse, or a solve stopped by its limits.
pub fn solve(
    which: SolveGame,
    pieces: u8,
    max_states: usize,
    quiet: bool,
) -> Result<String, String> {
    let options = SolveOptions::default().with_max_states(max_states);
    let e = |e: &dyn std::fmt::Display| e.to_string();
    match which {
        SolveGame::Ur => {
            let mut rules = UrRules::finkel();
            rules.pieces = pieces;
            let game = UrGame::new(rules).map_err(|x| e(&x))?;
            solved("Ur (Finkel)", pieces, &game, &options, quiet)
        }
        SolveGame::Ludo => {
            let mut rules = LudoRules::ludo();
            rules.tokens = pieces;
            let game = LudoGame::new(rules, 2).map_err(|x| e(&x))?;
            solved("Ludo, two players", pieces, &game, &options, quiet)
        }
        SolveGame::Hypergammon => {
            let rules = BackgammonRules::hypergammon_with(pieces).map_err(|x| e(&x))?;
            let game = BackgammonGame::new(rules).map_err(|x| e(&x))?;
            let options = options.with_objective(solve::Objective::ExpectedPayoff);
            solved("Hypergammon, cubeless", pieces, &game, &options, quiet)
        }
    }
}

fn solved<G: SolveKey>(
    what: &str,
    pieces: u8,
    game: &G,
    options: &SolveOptions,
    quiet: bool,
) -> Result<String, String> {
    let spin = spinner(quiet, &format!("solving {what}"));
    let table = solve::solve(game, options).map_err(|e| e.to_string());
    spin.finish_and_clear();
    let table = table?;
    let s = table.stats();
    let start = game.initial_state();
    let value = table.value(game, &start).map_err(|e| e.to_string())?;
    let first = match game.to_act(&start).seat() {
        Some(Seat(i)) => format!("seat {i} (first to throw)"),
        None => "seat 0 (before the opening throw, which both sides throw)".to_string(),
    };
    let meaning = match table.objective() {
        solve::Objective::ExpectedPayoff => "expected points",
        _ => "chance of winning",
    };
    let mut out = String::new();
    let _ = writeln!(out, "{what}, {pieces} piece(s) each");
    let _ = writeln!(
        out,
        "positions {}, sweeps {}, residual {:.1e}",
        s.states, s.sweeps, s.residual
    );
    let _ = writeln!(
        out,
        "at the start, for {first}: {meaning} {value:.6} under optimal play by both"
    );
    Ok(out)
}

/// `games` random games of `G`'s preset `name` for `seats` players from
/// `seed`, summed up as a table.
///
/// # Errors
///
/// An unknown preset or a seat count it refuses.
pub fn simulate<G>(
    name: &str,
    seats: usize,
    games: u64,
    seed: u64,
    threads: usize,
    quiet: bool,
) -> Result<String, String>
where
    G: RaceGame + Presets + Sync,
{
    let game: G = crate::play::preset(name, seats)?;
    let run = Simulation::new(games, seed).with_threads(threads);
    let bar = bar(games, quiet, name);
    let report = simulate_with_progress(&game, &RandomPolicy, &run, |p: Progress| {
        bar.set_position(p.done);
        Control::Continue
    });
    bar.finish_and_clear();
    let all = report.summary;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{games} random games of {name}, {seats} seats, seed {seed}"
    );
    let _ = writeln!(out, "| seat | wins % | mean payoff | standard error |");
    let _ = writeln!(out, "|------|--------|-------------|----------------|");
    for s in game.seats_in_play() {
        let i = s.index();
        let _ = writeln!(
            out,
            "| {i:>4} | {:>6.2} | {:>11.4} | {:>14.4} |",
            100.0 * all.win_rate(i),
            all.mean_payoff(i),
            all.payoff_standard_error(i)
        );
    }
    let median = all
        .throws
        .median()
        .map_or_else(|| "long".to_string(), |m| format!("{m:.1}"));
    let _ = writeln!(
        out,
        "throws a game: mean {:.2}, median {median}, min {}, max {}; ended without a winner: {}",
        all.throws.mean(),
        all.throws.min(),
        all.throws.max(),
        all.blocked + all.truncated + all.unfinished
    );
    Ok(out)
}
