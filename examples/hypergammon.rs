//! Solves hypergammon and prints the figures of BENCHMARKS.md: `hypergammon [checkers] [threads] [money|win|cube|jacoby] [gnubg.txt]`.
//!
//! `money` (the default) solves for cubeless money equity, saves the table,
//! reads it back and prints the value after each opening roll; `win` for the
//! chance of winning; `cube` and `jacoby` with the doubling cube (money play,
//! the Jacoby rule off or on). A fourth argument, a dump of GNU Backgammon's
//! database of the same checkers (`scripts/gnubg-hyper.sh`), is compared
//! with every position it lists.
use racegame::backgammon::solve::{Cube, CubeRules, CubefulTable, Solver};
use racegame::backgammon::{BLACK, BackgammonAction, BackgammonGame, BackgammonRules, WHITE};
use racegame::solve::{Objective, SolveOptions, Table};
use racegame::{RaceGame, Roll};
use std::time::Instant;

type Error = Box<dyn std::error::Error>;

fn main() -> Result<(), Error> {
    let arg = |i: usize| std::env::args().nth(i);
    let checkers: u8 = arg(1).map_or(Ok(3), |a| a.parse())?;
    let threads: usize = arg(2).map_or(Ok(1), |a| a.parse())?;
    let mode = arg(3).unwrap_or_else(|| "money".into());
    let gnubg = arg(4).map(std::fs::read_to_string).transpose()?;
    let game = BackgammonGame::new(BackgammonRules::hypergammon_with(checkers)?)?;
    let objective = match mode.as_str() {
        "win" => Objective::WinProbability,
        _ => Objective::ExpectedPayoff,
    };
    let options = SolveOptions::default()
        .with_threads(threads)
        .with_objective(objective);
    let t = Instant::now();
    let solver = Solver::new(&game, &options)?;
    println!("graph: {:?} in {:.1?}", solver.stats(), t.elapsed());
    match mode.as_str() {
        "cube" | "jacoby" => {
            let rules = CubeRules::money().with_jacoby(mode == "jacoby");
            let table = solver.cubeful(rules, &options)?;
            println!("cubeful {rules:?}: {:?}", table.stats());
            let t = Instant::now();
            let bytes = table.to_bytes();
            let table = CubefulTable::from_bytes(&game, &bytes)?;
            println!(
                "saved and read back: {} bytes in {:.1?}",
                bytes.len(),
                t.elapsed()
            );
            opening(&game, |s| table.value(&game, s, Cube::Centred))?;
            if let Some(text) = gnubg {
                compare_cubeful(&game, &table, &text, mode == "jacoby")?;
            }
        }
        _ => {
            let table = solver.cubeless(&options)?;
            println!("cubeless {objective:?}: {:?}", table.stats());
            let table = round_trip(&game, &table)?;
            opening(&game, |s| table.value(&game, s))?;
            if let Some(text) = gnubg.filter(|_| objective == Objective::ExpectedPayoff) {
                compare_cubeless(&game, &table, &text)?;
            }
        }
    }
    Ok(())
}

/// Saves the table and reads it back, checked; prints the size and times.
fn round_trip(game: &BackgammonGame, table: &Table) -> Result<Table, Error> {
    let t = Instant::now();
    let bytes = table.to_bytes();
    let saved = t.elapsed();
    let t = Instant::now();
    let back = Table::from_bytes_as(game, table.objective(), &bytes)?;
    println!(
        "saved: {} bytes in {saved:.1?}, read back and checked in {:.1?}",
        bytes.len(),
        t.elapsed()
    );
    Ok(back)
}

/// The value for the side to play after each opening roll, and their mean
/// (the value of winning the opening throw).
fn opening(
    game: &BackgammonGame,
    value: impl Fn(&racegame::backgammon::BackgammonState) -> Result<f64, racegame::solve::SolveError>,
) -> Result<(), Error> {
    let mut sum = 0.0;
    let mut line = String::new();
    for a in 2..=6u8 {
        for b in 1..a {
            // White's die first: White moves with a-b.
            let (after, _) = game.apply(
                &game.initial_state(),
                BackgammonAction::Throw(Roll::two(a, b)?),
            )?;
            assert_eq!(after.turn(), WHITE);
            let v = value(&after)?;
            sum += v;
            line += &format!(" {a}-{b} {v:+.4}");
        }
    }
    println!("after the opening roll:{line}");
    println!("mean over the 15 opening rolls: {:+.10}", sum / 15.0);
    Ok(())
}

/// Each line of a gnubg dump: the position (White to throw) and its five
/// values.
fn gnubg_lines(
    game: &BackgammonGame,
    text: &str,
) -> Result<Vec<(racegame::backgammon::BackgammonState, Vec<f64>)>, Error> {
    let n = game.rules().checkers;
    let mut out = Vec::new();
    for line in text.lines() {
        let parts: Vec<&str> = line.split('|').collect();
        let counts = |s: &str| -> Result<Vec<u8>, Error> {
            s.split_whitespace().map(|x| Ok(x.parse()?)).collect()
        };
        let side = |c: &[u8]| {
            let points: Vec<(u8, u8)> = (1..=24u8)
                .filter(|&p| c[usize::from(p) - 1] > 0)
                .map(|p| (p, c[usize::from(p) - 1]))
                .collect();
            (points, c[24], n - c.iter().sum::<u8>())
        };
        let (w, b) = (counts(parts[0])?, counts(parts[1])?);
        let ((wp, wb, wo), (bp, bb, bo)) = (side(&w), side(&b));
        let state = game
            .initial_state()
            .with_side(WHITE, &wp, wb, wo)
            .with_side(BLACK, &bp, bb, bo)
            .with_turn(WHITE);
        let values = parts[2]
            .split_whitespace()
            .map(|x| Ok(x.parse()?))
            .collect::<Result<_, Error>>()?;
        out.push((state, values));
    }
    Ok(out)
}

fn compare_cubeless(game: &BackgammonGame, table: &Table, text: &str) -> Result<(), Error> {
    let mut worst = (0.0f64, String::new());
    let lines = gnubg_lines(game, text)?;
    for (state, g) in &lines {
        let d = (table.value(game, state)? - g[0]).abs();
        if d > worst.0 {
            worst = (d, state.to_string());
        }
    }
    println!(
        "gnubg cubeless: {} positions, largest difference {:.2e} at {}",
        lines.len(),
        worst.0,
        worst.1
    );
    Ok(())
}

fn compare_cubeful(
    game: &BackgammonGame,
    table: &CubefulTable,
    text: &str,
    jacoby: bool,
) -> Result<(), Error> {
    let lines = gnubg_lines(game, text)?;
    let cubes = [
        (Cube::Mine(2), 1),
        (Cube::Centred, if jacoby { 3 } else { 2 }),
        (Cube::Theirs(2), 4),
    ];
    for (cube, column) in cubes {
        let (mut worst, mut over) = (0.0f64, 0);
        for (state, g) in &lines {
            let ours = table.decision(game, state, cube)?.no_double / f64::from(cube.value());
            let d = (ours - g[column]).abs();
            worst = worst.max(d);
            over += usize::from(d > 1e-4);
        }
        println!(
            "gnubg {cube:?}: {} positions, largest difference {worst:.2e}, {over} past 1e-4",
            lines.len()
        );
    }
    Ok(())
}
