//! A card race: pawns race round a square track on the draw of a deck of cards, with slides, safety zones and bumping, following Parker Brothers' published rules (the game sold as Sorry!).
//!
//! # The rule book in brief
//!
//! Two to four players each bring four pawns from Start round a track of
//! 60 squares, into their own safety zone and Home. There are no dice: each
//! player in turn draws a card from a deck of 45 (five 1s and four each of
//! 2, 3, 4, 5, 7, 8, 10, 11, 12 and Sorry!) and plays it. A 1 or 2 starts a
//! pawn; a 2 draws again; a 4 moves backward; a 7 may be split between two
//! pawns; a 10 moves 10 forward or 1 back; an 11 moves 11 forward or swaps
//! a pawn with an opponent's; a Sorry! card takes a pawn from Start onto
//! an opponent's square and bumps that pawn back to its Start. Landing on
//! an opponent bumps it; landing on another colour's slide slides to its
//! end, bumping everyone on the way. The deck is reshuffled when it runs
//! out. The first player with every pawn Home wins. The complete rule book
//! is [`SlideRules::classic`]; every choice it leaves is a field of
//! [`SlideRules`].
//!
//! The rule book's partner game ([`SlideRules::partners`], preset
//! `slide_partners`) seats four in two sides of opposite seats: a player
//! moves its partner's pawns as well as its own (named after its own, see
//! [`SlideAction`]), a 7 may be split among several of the side's pawns,
//! and the side wins together ([`RaceGame::teams`](crate::RaceGame::teams)).
//!
//! # Chance from the position
//!
//! What can be drawn depends on what was drawn before: the state holds the
//! draw pile's composition ([`SlideState::pile`], each card's count, not
//! their order), and [`RaceGame::chance`](crate::RaceGame::chance) answers
//! each card with its exact probability, count over cards left (a
//! [`Counted`](crate::chance::Counted) list, built inline). Seeded dice,
//! the exact analysis, the solver, `simulate` and the records read it as
//! they read dice.
//!
//! # Playing
//!
//! Chance draws ([`SlideAction::Draw`]); when the card allows a move the
//! player chooses one, otherwise the card is lost at once
//! ([`SlideEvent::Forfeited`]). A split 7 is two choices, one `Forward`
//! each, so the action space stays small and fixed. Events print as
//! English ([`NAMES`]), actions and positions have a one-line notation
//! ([`SlideAction`] and [`SlideState`], section "Notation").
//!
//! ```
//! use racegame::{Dice, Outcome, RaceGame, ToAct, slide::SlideGame};
//!
//! let game = SlideGame::classic(4)?;
//! let mut dice = Dice::seeded(7);
//! let mut state = game.initial_state();
//! let mut legal = Vec::new();
//! while !game.is_over(&state) {
//!     let action = match game.to_act(&state) {
//!         ToAct::Player(_) => {
//!             game.legal_actions(&state, &mut legal);
//!             legal[dice.below(legal.len())]
//!         }
//!         _ => dice.throw_for(&game, &state).ok_or("chance acts here")?,
//!     };
//!     state = game.apply(&state, action)?.0;
//! }
//! assert!(matches!(game.outcome(&state), Some(Outcome::Winner(_))));
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
mod rules;
mod solve;
mod state;
mod turn;
mod validate;

pub use action::SlideAction;
pub use analysis::SlideModel;
pub use error::{SlideConfigError, SlideError, SlideRulesError, SlideStateError};
pub use event::SlideEvent;
pub use game::SlideGame;
pub use narrate::NAMES;
pub use rules::{CARD_KINDS, CLASSIC_DECK, Card, MAX_PAWNS, SlideRules, SlideSpan};
pub use state::{Phase, Place, SlideState};

/// Seats at a card race: 2 to 4.
pub const MAX_SEATS: usize = 4;

impl crate::record::Presets for SlideGame {
    type ConfigError = SlideConfigError;

    fn preset_names() -> &'static [&'static str] {
        &presets::NAMES
    }

    /// The preset `name` for `seats` players (2 to 4).
    fn preset(name: &str, seats: usize) -> Option<Result<Self, SlideConfigError>> {
        SlideGame::named(name, seats)
    }
}
