//! The Goose engine: boards as data, and the race games played on them.
//!
//! One token per seat, moved by the dice along a numbered board whose
//! squares repeat the move, jump, hold, skip turns or charge a fine. The
//! indoor railway journey, Vermifuge Lune, the classic Game of the Goose
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

mod action;
mod analysis;
mod board;
mod encode;
mod error;
mod event;
mod game;
mod moves;
mod narrate;
mod notation;
pub mod presets;
mod reach;
mod shortcuts;
mod state;
mod turn;
mod validate;

pub use action::{GooseAction, GooseThrowError};
pub use analysis::GooseModel;
pub use board::{
    Board, BoardError, BoardSpec, Collision, Effect, Endpoint, FirstThrowJump, Overshoot,
    RepeatRule, SpecialSquare, Square,
};
pub use error::{GooseConfigError, GooseError, GooseStateError, StatusConflict};
pub use event::{Direction, GooseEvent, JumpReason, SkipReason};
pub use game::{GooseGame, GoosePayoff};
pub use state::{Continuation, GooseState, Status};

/// Most seats any Goose board has.
pub const MAX_SEATS: usize = 6;

impl GooseGame {
    /// The railway journey ([`presets::railway`]) for `seats` (2 to 6).
    ///
    /// # Errors
    ///
    /// [`GooseConfigError::Seats`] when the board does not seat `seats`.
    pub fn railway(seats: usize) -> Result<GooseGame, GooseConfigError> {
        GooseGame::new(presets::railway(), seats)
    }

    /// The Vermifuge Lune game ([`presets::vermifuge_lune`]) for `seats`
    /// (2 to 6).
    ///
    /// # Errors
    ///
    /// [`GooseConfigError::Seats`] when the board does not seat `seats`.
    pub fn vermifuge_lune(seats: usize) -> Result<GooseGame, GooseConfigError> {
        GooseGame::new(presets::vermifuge_lune(), seats)
    }

    /// The classic Game of the Goose ([`presets::classic_goose`]) for
    /// `seats` (2 to 6).
    ///
    /// # Errors
    ///
    /// [`GooseConfigError::Seats`] when the board does not seat `seats`.
    pub fn classic_goose(seats: usize) -> Result<GooseGame, GooseConfigError> {
        GooseGame::new(presets::classic_goose(), seats)
    }

    /// Snakes and Ladders ([`presets::snakes_and_ladders`]) for `seats`
    /// (1 to 6).
    ///
    /// # Errors
    ///
    /// [`GooseConfigError::Seats`] when the board does not seat `seats`.
    pub fn snakes_and_ladders(seats: usize) -> Result<GooseGame, GooseConfigError> {
        GooseGame::new(presets::snakes_and_ladders(), seats)
    }
}

impl crate::record::Presets for GooseGame {
    type ConfigError = GooseConfigError;

    fn preset_names() -> &'static [&'static str] {
        &presets::NAMES
    }

    fn preset(name: &str, seats: usize) -> Option<Result<Self, GooseConfigError>> {
        crate::preset::find(presets::PRESETS, name).map(|p| GooseGame::new(p.rules(), seats))
    }
}
