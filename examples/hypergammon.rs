//! Solves hypergammon (three checkers a side, or fewer: `hypergammon 2`) and prints its figures.
use racegame::RaceGame;
use racegame::backgammon::{BackgammonGame, BackgammonRules, solve::Solver};
use racegame::solve::{Objective, SolveOptions};
use std::time::Instant;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let checkers: u8 = std::env::args().nth(1).map_or(Ok(3), |a| a.parse())?;
    let threads: usize = std::env::args().nth(2).map_or(Ok(1), |a| a.parse())?;
    let game = BackgammonGame::new(BackgammonRules::hypergammon_with(checkers)?)?;
    let options = SolveOptions::default()
        .with_threads(threads)
        .with_objective(Objective::ExpectedPayoff);
    let t = Instant::now();
    let solver = Solver::new(&game, &options)?;
    println!("graph: {:?} in {:?}", solver.stats(), t.elapsed());
    let t = Instant::now();
    let table = solver.cubeless(&options)?;
    println!("equity: {:?} in {:?}", table.stats(), t.elapsed());
    let start = game.initial_state();
    for (a, v) in table.action_values(&game, &start)? {
        println!("{a}: {v:+.6}");
    }
    Ok(())
}
