//! The Goose engine: boards as data, and the race games played on them.
//!
//! One token per player, moved by the dice along a numbered board whose
//! squares repeat the move, jump, hold, skip turns or charge a fine. The
//! user's railway journey and Vermifuge Lune, the classic Game of the Goose
//! and Snakes and Ladders are four [`presets`] of the same [`Board`] type.
//!
//! ```
//! use racegame::{Dice, RaceGame, goose::GooseGame};
//!
//! let game = GooseGame::vermifuge_lune(3)?;
//! let mut dice = Dice::seeded(1);
//! let mut state = game.initial_state();
//! while let Some(throw) = dice.throw_for(&game, &state) {
//!     state = game.apply(&state, throw)?.0;
//! }
//! assert!(game.outcome(&state).is_some());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod board;
mod error;
mod event;
mod game;
mod moves;
pub mod presets;
mod shortcuts;
mod state;

pub use board::{
    Board, BoardError, BoardSpec, Collision, Effect, FirstThrowJump, Overshoot, RepeatRule,
    SpecialSquare, Square,
};
pub use error::{GooseConfigError, GooseError, StateError};
pub use event::{Direction, GooseEvent, JumpReason, SkipReason};
pub use game::{GooseAction, GooseGame, GooseThrowError};
pub use state::{Continuation, GooseState, Status};

/// Most players any Goose board seats.
pub const MAX_PLAYERS: usize = 6;

impl GooseGame {
    /// The railway journey ([`presets::railway`]) for `players` (2 to 6).
    pub fn railway(players: usize) -> Result<GooseGame, GooseConfigError> {
        GooseGame::new(presets::railway(), players)
    }

    /// The Vermifuge Lune game ([`presets::vermifuge_lune`]) for `players`
    /// (2 to 6).
    pub fn vermifuge_lune(players: usize) -> Result<GooseGame, GooseConfigError> {
        GooseGame::new(presets::vermifuge_lune(), players)
    }

    /// The classic Game of the Goose ([`presets::classic_goose`]) for
    /// `players` (2 to 6).
    pub fn classic_goose(players: usize) -> Result<GooseGame, GooseConfigError> {
        GooseGame::new(presets::classic_goose(), players)
    }

    /// Snakes and Ladders ([`presets::snakes_and_ladders`]) for `players`
    /// (1 to 6).
    pub fn snakes_and_ladders(players: usize) -> Result<GooseGame, GooseConfigError> {
        GooseGame::new(presets::snakes_and_ladders(), players)
    }
}

impl crate::record::Presets for GooseGame {
    type ConfigError = GooseConfigError;

    fn preset_names() -> &'static [&'static str] {
        &[
            "railway",
            "vermifuge_lune",
            "classic_goose",
            "snakes_and_ladders",
        ]
    }

    fn preset(name: &str, seats: usize) -> Option<Result<Self, GooseConfigError>> {
        Some(match name {
            "railway" => GooseGame::railway(seats),
            "vermifuge_lune" => GooseGame::vermifuge_lune(seats),
            "classic_goose" => GooseGame::classic_goose(seats),
            "snakes_and_ladders" => GooseGame::snakes_and_ladders(seats),
            _ => return None,
        })
    }
}
