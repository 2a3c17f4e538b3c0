//! The Ludo engine: yards, a shared circular track, private home columns, one die (or two), bonus rolls and captures.
//!
//! A [`LudoRules`] value holds the board's [`Geometry`] and every house-rule
//! option; [`LudoGame`] adds the seats at the table and implements
//! [`RaceGame`](crate::RaceGame). The standard Ludo rules are the preset
//! [`LudoRules::ludo`]; [`LudoRules::ludo_king`], [`LudoRules::mensch`]
//! and [`LudoRules::parchis`] are the other presets, and
//! [`LudoRules::parchis_two_dice`] plays Parchís with two dice.
//! [`LudoRules::ludo_partners`] and [`LudoRules::parchis_pairs`] play in
//! partnerships ([`LudoRules::partners`]): opposite colours share a result,
//! and [`RaceGame::teams`](crate::RaceGame::teams) says who plays with whom.
//!
//! A turn: chance throws the die ([`LudoAction::Throw`]); if the roll allows
//! a move the player chooses one ([`LudoAction::Enter`] or
//! [`LudoAction::Move`]), otherwise the roll is spent at once
//! ([`LudoEvent::Passed`]). A 6 (and, by option, a capture or a token home)
//! rolls again. Under Parchís's rules a capture or a token home earns a
//! bonus move instead, which the player chooses next
//! ([`LudoAction::BonusMove`]). With two dice ([`LudoRules::dice`]) each
//! die is a move of its own, named by the action
//! ([`LudoAction::EnterDie`], [`LudoAction::MoveDie`]), and a double takes
//! the place of the 6.
//!
//! A game ends when the rules say so ([`Phase::Over`]), at the action limit
//! ([`Phase::Truncated`]), or when no seat can ever move again
//! ([`Phase::Blocked`], [`Outcome::Blocked`](crate::Outcome::Blocked)):
//! under rules with blocks, tokens can stand so that every throw of every
//! seat passes, and the position would repeat forever (moves inside the
//! goal fields, which touch no other token, do not count).
//!
//! ```
//! use racegame::{Dice, RaceGame, ToAct, ludo::{LudoEvent, LudoGame}};
//!
//! let game = LudoGame::ludo(4)?;
//! let mut dice = Dice::seeded(7);
//! let mut state = game.initial_state();
//! let mut legal = Vec::new();
//! while !game.is_over(&state) {
//!     let action = match game.to_act(&state) {
//!         ToAct::Player(_) => {
//!             game.legal_actions(&state, &mut legal);
//!             legal[0] // always the first choice
//!         }
//!         _ => dice.throw_for(&game, &state).ok_or("chance acts here")?,
//!     };
//!     let (next, events) = game.apply(&state, action)?;
//!     for e in &events {
//!         if let LudoEvent::PlayerFinished { seat, place } = e {
//!             println!("{seat} finishes in place {place}");
//!         }
//!     }
//!     state = next;
//! }
//! assert_eq!(state.ranking().len(), 4);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod action;
mod analysis;
mod checks;
mod encode;
mod error;
mod event;
mod features;
mod game;
mod moves;
mod narrate;
mod notation;
mod occupancy;
mod playout;
pub mod presets;
mod refusal;
mod rules;
mod solve;
mod squares;
mod state;
mod turn;
mod validate;

pub use action::LudoAction;
pub use analysis::LudoModel;
pub use error::{
    LudoConfigError, LudoError, LudoRulesError, LudoStateError, RankingError, TurnField,
};
pub use event::{BonusReason, LudoEvent, Place};
pub use game::LudoGame;
pub use moves::LudoMoves;
pub use narrate::COLOURS;
pub use rules::{
    Blocks, BonusRolls, EntryCapture, EntryRoll, GameEnd, Geometry, Goal, LudoRules, MAX_HOME,
    MAX_SEATS, MAX_TRACK, Overshoot, Partners, PlacePoints, Reward, SafeSquares,
};
pub use state::{LudoState, Phase};

/// Most tokens a player has.
pub const MAX_TOKENS: usize = 4;

/// The progress value of a token in its yard.
pub const YARD: u8 = u8::MAX;

impl crate::record::Presets for LudoGame {
    type ConfigError = LudoConfigError;

    fn preset_names() -> &'static [&'static str] {
        &presets::NAMES
    }

    fn preset(name: &str, seats: usize) -> Option<Result<Self, LudoConfigError>> {
        crate::preset::find(presets::PRESETS, name).map(|p| LudoGame::new(p.rules(), seats))
    }
}
