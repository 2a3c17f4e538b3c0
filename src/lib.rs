//! Deterministic, replayable engines for dice race board games.
//!
//! `racegame` plays the Game of the Goose family ([`goose`]: the railway
//! journey, Vermifuge Lune, the classic goose, Snakes and Ladders) and the
//! Ludo family ([`ludo`]: Ludo, Ludo King's house rules, Mensch ärgere
//! Dich nicht, Parchís), the Royal Game of Ur ([`ur`]: Finkel's,
//! Masters' and Blitz rules) and backgammon ([`backgammon`]: backgammon,
//! nackgammon, hypergammon, and the Greek tavli games Portes, Plakoto and
//! Fevga) behind one trait, [`RaceGame`]. Its core is a pure
//! function,
//! [`apply`](RaceGame::apply)`(&state, action) -> Result<(state, events), error>`:
//! no I/O, no clock, no randomness, and the caller's state is never
//! changed. Dice throws are actions too, drawn by seedable [`Dice`] outside
//! the core, so a game record (rules + actions) replays exactly, on every
//! machine.
//!
//! # Quick start
//!
//! ```
//! use racegame::{Dice, RaceGame, goose::{GooseEvent, GooseGame}};
//!
//! // Four players on the railway journey, agreed fine 5.
//! let game = GooseGame::railway(4)?.with_fine(5)?;
//! let mut dice = Dice::seeded(2024);
//! let mut state = game.initial_state();
//! while let Some(throw) = dice.throw_for(&game, &state) {
//!     let (next, events) = game.apply(&state, throw)?;
//!     for event in &events {
//!         if let GooseEvent::Won { seat, pot, .. } = event {
//!             println!("{seat} wins the pot of {pot}");
//!         }
//!     }
//!     state = next;
//! }
//! println!("{:?}", game.outcome(&state));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! A Ludo game is the same loop with one more kind of actor: when
//! [`to_act`](RaceGame::to_act) says [`ToAct::Player`], the player picks one
//! of the [`legal_actions`](RaceGame::legal_actions).
//!
//! ```
//! use racegame::{Dice, RaceGame, ToAct, ludo::LudoGame};
//!
//! let game = LudoGame::mensch(4)?;
//! let mut dice = Dice::seeded(7);
//! let mut state = game.initial_state();
//! let mut legal = Vec::new();
//! while !game.is_over(&state) {
//!     let action = match game.to_act(&state) {
//!         ToAct::Player(_) => {
//!             game.legal_actions(&state, &mut legal);
//!             legal[dice.below(legal.len())] // a random choice
//!         }
//!         _ => dice.throw_for(&game, &state).ok_or("chance acts here")?,
//!     };
//!     state = game.apply(&state, action)?.0;
//! }
//! println!("{:?}", game.outcome(&state));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Running a server
//!
//! When the players are remote, the server holds the game and trusts no
//! client with the dice:
//!
//! - every action a client sends goes through
//!   [`apply_as`](RaceGame::apply_as)`(&state, seat, action)`, with the
//!   seat of that client: it refuses a throw the client made up
//!   ([`TurnError::DiceFromSeat`]) and a move out of turn
//!   ([`TurnError::NotYourTurn`]);
//! - when [`to_act`](RaceGame::to_act) says [`ToAct::Chance`], the server
//!   throws with its own [`Dice`] ([`Dice::throw_for`]) and applies the
//!   throw with [`apply`](RaceGame::apply);
//! - the dice stay on the server: saved `Dice` hold the generator's key and
//!   position, from which anyone can compute every later throw, so they are
//!   stored apart from what clients see and never sent to them;
//! - a state from outside (sent by a client, or read back from storage
//!   someone could edit) is checked with [`validate`](RaceGame::validate)
//!   before play goes on.
//!
//! ```
//! use racegame::{Dice, RaceGame, Roll, ToAct, ludo::{LudoAction, LudoGame}};
//!
//! let game = LudoGame::ludo(2)?;
//! let mut dice = Dice::seeded(1); // the server's; a real one seeds from the OS
//! let mut state = game.initial_state();
//! // The server throws for as long as chance is to act.
//! while let Some(throw) = dice.throw_for(&game, &state) {
//!     state = game.apply(&state, throw)?.0;
//! }
//! // A client's move, with the seat of the connection it came on.
//! let ToAct::Player(seat) = game.to_act(&state) else { unreachable!() };
//! let mut legal = Vec::new();
//! game.legal_actions(&state, &mut legal);
//! let forged = LudoAction::Throw(Roll::one(6)?);
//! assert!(game.apply_as(&state, seat, forged).is_err()); // never a client's dice
//! state = game.apply_as(&state, seat, legal[0])?.0;
//! # let _ = state;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Generators come from [`rand_core`] 0.10 (the version `rand` 0.10
//! builds on), re-exported here so that a generator of your own
//! ([`Dice::from_rng`]) can name the same version.
//!
//! # Where to go next
//!
//! - Whole games in a line: [`play::random_playout`], [`play::Session`]
//!   (which saves and resumes with serde).
//! - Events, outcomes and phases in plain English, with your seat names:
//!   [`narrate`]. Actions and positions as one line of text (`m2`,
//!   `ludo R:0,y,y,y Y:y,y,y,y t=R p=throw;`): [`notation`].
//! - Saved games that replay in every later version: [`record::GameRecord`].
//! - Many games on every core with exact statistics: [`simulate`].
//! - Exact odds without sampling (game length, who is favoured):
//!   [`analysis`].
//! - Partnerships: [`Teams`], which seats play together
//!   ([`RaceGame::teams`]; every seat alone unless a game says otherwise),
//!   read by the payoffs, the summaries, the exact odds and the solver;
//!   Ludo and Parchís in pairs ([`ludo::LudoRules::ludo_partners`]).
//! - A board of your own: [`goose::BoardSpec`]; house rules:
//!   [`ludo::LudoRules`].
//!
//! # Features
//!
//! - `std` (default): links the standard library, and with it the threaded
//!   [`simulate::simulate`]. Without it the crate is `#![no_std]` and needs
//!   only `alloc`.
//! - `serde` (default): `Serialize` and `Deserialize` for every public data
//!   type. Deserializing checks what it reads: an invalid board, throw or
//!   state is an error, never a value.
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]
#![warn(missing_docs)]
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::panic)
)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub mod analysis;
pub mod backgammon;
pub mod chance;
mod checked;
mod colex;
pub mod dice;
pub mod encode;
pub mod game;
pub mod goose;
pub mod learn;
pub mod ludo;
mod math;
pub mod narrate;
pub mod notation;
mod outcome;
pub mod play;
pub mod playout;
pub mod preset;
pub mod record;
pub mod simulate;
pub mod solve;
mod team;
#[cfg(feature = "testing")]
#[cfg_attr(docsrs, doc(cfg(feature = "testing")))]
pub mod testing;
pub mod ur;

/// The README's code, compiled and run as a doctest so it cannot rot.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

pub use chance::{Chance, ChanceError, Probability};
pub use dice::{Dice, DiceError, Roll};
pub use game::{
    Discard, EventSink, Outcome, RaceGame, Ranking, SEAT_LIMIT, Seat, ToAct, TurnError,
};
pub use narrate::{Names, Narrate};
pub use notation::{NotationError, PositionError};
/// The generator traits [`Dice`] works with, at the version this crate
/// uses (any [`rand_core::Rng`] draws throws through [`Dice::from_rng`]).
pub use rand_core;
pub use team::{Members, Team, Teams, TeamsError};

// Every engine's table fits the generic code's per-seat arrays.
const _: () = assert!(
    goose::MAX_SEATS <= SEAT_LIMIT
        && ludo::MAX_SEATS <= SEAT_LIMIT
        && ur::MAX_SEATS <= SEAT_LIMIT
        && backgammon::MAX_SEATS <= SEAT_LIMIT
);
