//! The backgammon bot's levels by name, for options and the protocol.

use racegame::backgammon::BackgammonRules;
use racegame::backgammon::bot::{Evaluator, Level, ShippedNet};

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

/// The evaluator `choice` names for a game under `rules`, with the
/// shipped network the library chooses for them
/// ([`ShippedNet::for_rules`]: the three-checker hypergammon network in
/// three-checker hypergammon, the backgammon network in every other rule
/// set).
///
/// # Errors
///
/// The library's message when the shipped data does not load (its tests
/// rule that out for every release).
pub fn evaluator(
    choice: EvaluatorChoice,
    rules: &BackgammonRules,
) -> Result<Box<dyn Evaluator>, String> {
    let which = ShippedNet::for_rules(rules);
    Ok(match choice {
        EvaluatorChoice::Shipped => Box::new(which.player().map_err(|e| e.to_string())?),
        EvaluatorChoice::Net => Box::new(which.net().map_err(|e| e.to_string())?),
    })
}

/// The evaluators of one [`EvaluatorChoice`] loaded so far, one for each
/// shipped network the rule sets asked for: a file of games under several
/// rule sets loads each network once.
pub struct Loaded {
    choice: EvaluatorChoice,
    loaded: Vec<(ShippedNet, Box<dyn Evaluator>)>,
}

impl Loaded {
    /// Nothing loaded yet.
    pub fn new(choice: EvaluatorChoice) -> Loaded {
        Loaded {
            choice,
            loaded: Vec::new(),
        }
    }

    /// The evaluator for a game under `rules` ([`evaluator`]), loaded at
    /// the first call that needs its network.
    ///
    /// # Errors
    ///
    /// As [`evaluator`].
    pub fn get(&mut self, rules: &BackgammonRules) -> Result<&dyn Evaluator, String> {
        let which = ShippedNet::for_rules(rules);
        let i = match self.loaded.iter().position(|(w, _)| *w == which) {
            Some(i) => i,
            None => {
                self.loaded.push((which, evaluator(self.choice, rules)?));
                self.loaded.len() - 1
            }
        };
        Ok(self.loaded[i].1.as_ref())
    }
}
