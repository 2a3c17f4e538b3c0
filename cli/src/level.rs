//! The backgammon bot's levels by name, for options and the protocol.

use racegame::backgammon::bot::{Evaluator, Level, NetEvaluator, PlayerEvaluator};

/// The names, weakest first.
pub const NAMES: [&str; 4] = ["beginner", "intermediate", "expert", "master"];

/// The level of a name (or of its plies: `0ply`, `1ply`, `2ply`).
///
/// # Errors
///
/// A message naming the levels, for any other text.
pub fn parse(text: &str) -> Result<Level, String> {
    Ok(match text {
        "beginner" => Level::Beginner,
        "intermediate" | "0ply" => Level::Intermediate,
        "expert" | "1ply" => Level::Expert,
        "master" | "2ply" => Level::Master,
        t => return Err(format!("unknown level {t} (one of {})", NAMES.join(", "))),
    })
}

/// The name of a level.
pub fn name(level: Level) -> &'static str {
    match level {
        Level::Beginner => "beginner",
        Level::Intermediate => "intermediate",
        Level::Master => "master",
        _ => "expert",
    }
}

/// Which evaluator the backgammon bot plays with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum EvaluatorChoice {
    /// The crate's player: the shipped network in contact, the exact
    /// bear-off databases in races (builds the databases first: a few
    /// CPU seconds).
    Shipped,
    /// The shipped network everywhere: loads at once, weaker in races.
    Net,
}

/// The evaluator `choice` names.
///
/// # Errors
///
/// The library's message when the shipped data does not load (its tests
/// rule that out for every release).
pub fn evaluator(choice: EvaluatorChoice) -> Result<Box<dyn Evaluator>, String> {
    Ok(match choice {
        EvaluatorChoice::Shipped => {
            Box::new(PlayerEvaluator::shipped().map_err(|e| e.to_string())?)
        }
        EvaluatorChoice::Net => Box::new(NetEvaluator::shipped().map_err(|e| e.to_string())?),
    })
}
