//! Pachisi and Chaupar: the games of India that Ludo and Parcheesi come from, four players in two partnerships racing round a cross.
//!
//! # The rule book in brief
//!
//! The board is a cross of four arms, each three columns of eight squares,
//! around the central charkoni. Each colour's four pieces leave the
//! charkoni down the middle of their own arm, run anticlockwise round the
//! whole cross and come back up the middle into the charkoni: 84 steps.
//! Pachisi throws cowrie shells ([`Lots::Cowries`]): the mouths up give the
//! value, and the graces (25, 10 and 6 with six shells) bring pieces out
//! and throw again. Landing on the other side's pieces sends them back and
//! throws again, except on the twelve castles, which the other side cannot
//! take. Partners' pieces share squares; pieces of one colour travel
//! together; a player may pass. The side whose eight pieces are all home
//! first wins. Chaupar ([`PachisiRules::chaupar`]) throws three long dice
//! ([`Lots::LongDice`]) on the same board.
//!
//! Every point where the sources differ is a field of [`PachisiRules`],
//! with a documented default; the presets ([`presets::PRESETS`]) are
//! [`PachisiRules::pachisi`] (the default), [`PachisiRules::pachisi_mitra`],
//! [`PachisiRules::pachisi_seven`] and [`PachisiRules::chaupar`], each with
//! its complete rule book and its sources.
//!
//! # Playing
//!
//! Chance throws ([`PachisiAction::Throw`], the mouths up or the dice's
//! total); when the throw allows a move the player chooses one
//! ([`PachisiAction::Move`]: how many pieces from which progress) or passes
//! ([`PachisiAction::Pass`]); otherwise the turn goes on at once. With four
//! players seat `i` plays colour `i`; with two, seat 0 plays colours 0 and 2
//! and seat 1 colours 1 and 3.
//!
//! ```
//! use racegame::{Dice, RaceGame, Seat, ToAct, pachisi::PachisiGame};
//!
//! let game = PachisiGame::pachisi(4)?;
//! let mut dice = Dice::seeded(7);
//! let mut state = game.initial_state();
//! let mut legal = Vec::new();
//! while !game.is_over(&state) {
//!     let action = match game.to_act(&state) {
//!         ToAct::Player(_) => {
//!             game.legal_actions(&state, &mut legal);
//!             legal[0] // the least advanced piece
//!         }
//!         _ => dice.throw_for(&game, &state).ok_or("chance acts here")?,
//!     };
//!     state = game.apply(&state, action)?.0;
//! }
//! let side = game.winning_side(&state).ok_or("a side won")?;
//! // Both partners of the winning side score the win.
//! assert_eq!(game.payoff(&state, Seat(side)), Some(1));
//! assert_eq!(game.payoff(&state, Seat(side + 2)), Some(1));
//! assert_eq!(game.payoff(&state, Seat(1 - side)), Some(0));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod action;
mod analysis;
mod dice;
mod encode;
mod error;
mod event;
mod game;
mod moves;
mod narrate;
pub mod notation;
pub mod presets;
mod rules;
mod solve;
mod state;
mod turn;
mod validate;

pub use action::PachisiAction;
pub use analysis::PachisiModel;
pub use dice::{dice_lot, lot_dice};
pub use error::{PachisiConfigError, PachisiError, PachisiRulesError, PachisiStateError};
pub use event::PachisiEvent;
pub use game::PachisiGame;
pub use narrate::NAMES;
pub use rules::{
    ARM, AfterHome, DiceUse, Entry, HOME, Lots, MAX_DENOMINATOR, MAX_PIECES, MAX_SHELLS,
    PachisiRules, RING, is_castle, ring_square,
};
pub use state::{PachisiState, Phase};

/// Seats at a game of Pachisi: four, or two who play two colours each.
pub const MAX_SEATS: usize = 4;

impl crate::record::Presets for PachisiGame {
    type ConfigError = PachisiConfigError;

    fn preset_names() -> &'static [&'static str] {
        &presets::NAMES
    }

    /// The preset `name` for `seats` players, 2 or 4.
    fn preset(name: &str, seats: usize) -> Option<Result<Self, PachisiConfigError>> {
        PachisiGame::named(name, seats)
    }
}
