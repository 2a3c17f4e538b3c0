//! Perft of the backgammon engine from the command line: counts and speed for a preset's start or any position.
//!
//! ```sh
//! cargo run --release --example backgammon_perft -- backgammon start 3
//! cargo run --release --example backgammon_perft -- hypergammon start 3
//! cargo run --release --example backgammon_perft -- backgammon "bg W:o13,b1,3 B:24x2,13x5,8x3,6x5 t=B p=throw;" 2
//! cargo run --release --example backgammon_perft -- backgammon sample 7 40   # a position of a seeded game
//! ```
//!
//! `sample SEED TURNS` prints the position after TURNS turns of a seeded
//! game of uniformly random moves (the dice from `Dice::seeded(SEED)`),
//! with the side to play about to throw: how the positions of
//! `tests/perft/` were picked.

use std::time::Instant;

use racegame::backgammon::{BackgammonGame, BackgammonRules, BackgammonState, perft};
use racegame::notation::parse_position;
use racegame::{Dice, RaceGame, ToAct};

fn game(name: &str) -> Result<BackgammonGame, String> {
    if let Some(n) = name
        .strip_prefix("hypergammon")
        .and_then(|n| n.parse::<u8>().ok())
    {
        let rules = BackgammonRules::hypergammon_with(n).map_err(|e| e.to_string())?;
        return BackgammonGame::new(rules).map_err(|e| e.to_string());
    }
    match racegame::record::Presets::preset(name, 2) {
        Some(Ok(game)) => Ok(game),
        _ => Err(format!("no preset {name:?}")),
    }
}

/// The position after `turns` turns of a seeded random game, about to throw.
fn sample(game: &BackgammonGame, seed: u64, turns: u32) -> BackgammonState {
    let mut dice = Dice::seeded(seed);
    let mut state = game.initial_state();
    let mut legal = Vec::new();
    let mut seen = 0;
    loop {
        let action = match game.to_act(&state) {
            ToAct::Chance(_)
                if seen >= turns && state.phase() == racegame::backgammon::Phase::AwaitingThrow =>
            {
                return state.with_actions(0);
            }
            ToAct::Chance(_) => {
                seen += 1;
                dice.throw_for(game, &state).expect("chance acts")
            }
            ToAct::Player(_) => {
                game.legal_actions(&state, &mut legal);
                legal[dice.below(legal.len())]
            }
            ToAct::Nobody => return state,
        };
        state = game.apply(&state, action).expect("a legal action").0;
    }
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [name, position, rest @ ..] = &args[..] else {
        return Err(
            "usage: backgammon_perft PRESET (start | POSITION | sample SEED TURNS) [DEPTH]".into(),
        );
    };
    let game = game(name)?;
    if position == "sample" {
        let (seed, turns) = match rest {
            [seed, turns] => (
                seed.parse().map_err(|_| "a seed")?,
                turns.parse().map_err(|_| "turns")?,
            ),
            _ => return Err("sample SEED TURNS".into()),
        };
        println!("{}", sample(&game, seed, turns));
        return Ok(());
    }
    let state = match position.as_str() {
        "start" => game.initial_state(),
        text => parse_position(&game, text).map_err(|e| e.to_string())?,
    };
    let depth: u32 = rest
        .first()
        .map_or(Ok(2), |d| d.parse())
        .map_err(|_| "a depth")?;
    println!("{state}\nPosition ID {}", state.position_id());
    for d in 1..=depth {
        let start = Instant::now();
        let counts = perft(&game, &state, d);
        let secs = start.elapsed().as_secs_f64();
        println!(
            "depth {d}: {} plays, {} weighted, {:.3} s, {:.1} M plays/s",
            counts.nodes,
            counts.weighted,
            secs,
            counts.nodes as f64 / secs / 1e6
        );
    }
    Ok(())
}
