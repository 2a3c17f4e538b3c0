//! The Royal Game of Ur: two players race their pieces along a path that shares its middle, on four binary dice, with rosettes that throw again.
//!
//! # The rule book in brief
//!
//! The board has 20 squares on a 3 x 8 grid. Each player has a few pieces
//! (7 in the classic rules) waiting off the board; each moves them along
//! its own path ([`UrPath`]): four private squares, then the middle row,
//! which both players share, then (depending on the path) a last stretch,
//! and off the board. A player throws the dice ([`UrDice`]) and moves one
//! piece forward by exactly the throw: a waiting piece enters on the
//! square numbered by the throw, a piece on the board jumps ahead. A piece
//! never lands on its owner's own piece; landing on an opponent's piece on
//! a shared square captures it, and it waits to enter again. Rosettes
//! (every fourth square) throw again, and may be safe from capture.
//! Bearing off takes the exact throw. A throw of 0, or one with no legal
//! move, passes the turn. The first player to bear off every piece wins.
//!
//! Every point where the published rules differ is a field of
//! [`UrRules`], with a documented default. The presets, each with its
//! complete rule book: [`UrRules::finkel`] (the default: Finkel's
//! reconstruction as the British Museum plays it, Bell's 14-square path,
//! a safe central rosette), [`UrRules::masters`] (James Masters' 16-square
//! path, three dice with 0 counting as 4, rosettes not safe) and
//! [`UrRules::blitz`] (5 pieces on Masters' path, captures throw again).
//!
//! # Playing
//!
//! Chance throws ([`UrAction::Throw`], the value); when the throw allows a
//! move the player chooses one ([`UrAction::Enter`] or
//! [`UrAction::Move`], naming the piece by its path index), otherwise the
//! turn passes at once ([`UrEvent::Passed`]). Seats are [`LIGHT`]
//! (`Seat(0)`, first by default) and [`DARK`] (`Seat(1)`).
//!
//! Events print as English sentences, seats named by [`NAMES`] and pieces
//! by board square ("Dark moves from B2 to B4 (a rosette)."; see
//! [`narrate`](crate::narrate)); actions and positions have a one-line
//! text notation ([`UrAction`] and [`UrState`], section "Notation").
//!
//! ```
//! use racegame::{Dice, Outcome, RaceGame, ToAct, ur::{UrEvent, UrGame}};
//!
//! let game = UrGame::finkel();
//! let mut dice = Dice::seeded(7);
//! let mut state = game.initial_state();
//! let mut legal = Vec::new();
//! let mut captures = 0;
//! while !game.is_over(&state) {
//!     let action = match game.to_act(&state) {
//!         ToAct::Player(_) => {
//!             game.legal_actions(&state, &mut legal);
//!             *legal.last().ok_or("a move is awaited")? // the most advanced piece
//!         }
//!         _ => dice.throw_for(&game, &state).ok_or("chance acts here")?,
//!     };
//!     let (next, events) = game.apply(&state, action)?;
//!     captures += events.iter().filter(|e| matches!(e, UrEvent::Captured { .. })).count();
//!     state = next;
//! }
//! assert!(matches!(game.outcome(&state), Some(Outcome::Winner(_))));
//! # let _ = captures;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Solving
//!
//! [`UrGame`] implements [`SolveKey`](crate::solve::SolveKey) (unless the
//! rules set an action limit): a position is keyed from the side of the
//! player to throw, so a position and its mirror image with the other
//! player to throw share one value. It also numbers every position
//! densely for [`solve_dense`](crate::solve::solve_dense): by the pieces
//! each side has borne off, then by the pieces each has on the shared
//! squares, then which shared squares each holds and which private
//! squares; the pieces waiting are what is left. Every number is a
//! position and every position where a player throws has a number: with
//! seven pieces on Bell's path, 137,870,097 of them (the 43,839 more
//! counted by some published solves are the positions where one side has
//! already borne off all seven, where nobody throws). The stages are the
//! pairs of counts borne off, most first: a move that bears no piece off
//! stays in its stage, one that does leads to a stage already solved.
//!
//! ```
//! use racegame::solve::{self, SolveOptions};
//! use racegame::ur::{UrGame, UrRules};
//! use racegame::RaceGame;
//!
//! let mut rules = UrRules::finkel();
//! rules.pieces = 2;
//! let game = UrGame::new(rules)?;
//! let table = solve::solve_dense(&game, &SolveOptions::default())?;
//! assert_eq!(table.len(), 12_869);
//! let light = table.value(&game, &game.initial_state())?;
//! assert!((light - 0.518573).abs() < 1e-5);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod action;
mod analysis;
mod encode;
mod error;
mod event;
mod game;
mod moves;
mod narrate;
mod notation;
pub mod presets;
mod rank;
mod rules;
mod solve;
mod state;
mod turn;
mod validate;

pub use action::UrAction;
pub use analysis::UrModel;
pub use error::{UrConfigError, UrError, UrRulesError, UrStateError};
pub use event::UrEvent;
pub use game::UrGame;
pub use narrate::NAMES;
pub use rules::{MAX_PATH, MAX_PIECES, SquareName, UrDice, UrPath, UrRules};
pub use state::{Phase, UrState};

use crate::game::Seat;

/// Seats at a game of Ur: always two.
pub const MAX_SEATS: usize = 2;

/// The Light player, `Seat(0)`, who throws first unless
/// [`UrGame::with_first`] says otherwise.
pub const LIGHT: Seat = Seat(0);

/// The Dark player, `Seat(1)`.
pub const DARK: Seat = Seat(1);

impl crate::record::Presets for UrGame {
    type ConfigError = UrConfigError;

    fn preset_names() -> &'static [&'static str] {
        &presets::NAMES
    }

    /// The preset `name` for `seats` players, which must be 2.
    fn preset(name: &str, seats: usize) -> Option<Result<Self, UrConfigError>> {
        UrGame::named(name, seats)
    }
}
