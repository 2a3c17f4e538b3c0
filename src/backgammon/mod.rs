//! Backgammon and its relatives on the same board: two sides race fifteen checkers round twenty-four points on two dice, hitting or pinning single checkers, and bear them off.
//!
//! # The rule book in brief
//!
//! Each side numbers the points from its own side, 24 (where its journey
//! starts) down to 1, the deepest point of its home board; 25 is the bar
//! and 0 is off. A turn is a throw of two dice and up to four checker
//! moves: each die moves one checker forward by its number, a double four
//! times. A checker may not land where the other side holds the point;
//! landing on a single opposing checker hits it to the bar (backgammon),
//! pins it (Plakoto), or is not allowed (Fevga, where one checker holds a
//! point). A checker on the bar enters first. A player uses as many dice
//! as any play can, and the larger die when only one of two can be used;
//! a play that wins ends the turn, and is legal only if no play uses more
//! dice. A board where neither side can move with any die ends drawn.
//! With every checker home, checkers are borne off; the first side to bear
//! off all its checkers wins one point, two for a gammon, three for a
//! backgammon, as the rules score them.
//!
//! The doubling cube ([`CubeRules`], on with [`BackgammonRules::with_cube`]
//! or the money preset [`BackgammonRules::backgammon_money`]) adds a cube
//! decision before each throw ([`Phase::AwaitingCube`]: double or roll)
//! and the answer to a double ([`Phase::Doubled`]: take, pass or beaver);
//! a game won scores its points times the cube's value. Match play
//! ([`MatchRules`], [`BackgammonRules::with_match`]) makes a state a whole
//! match to a number of points, with the Crawford rule.
//!
//! Every point where the games differ is a field of [`BackgammonRules`];
//! the presets, each with its complete rule book, are:
//!
//! | preset | the game | what sets it apart |
//! | --- | --- | --- |
//! | [`backgammon`](BackgammonRules::backgammon) | backgammon (the default) | USBGF/WBF rules, no cube |
//! | [`nackgammon`](BackgammonRules::nackgammon) | Nack Ballard's variant | four back checkers |
//! | [`hypergammon`](BackgammonRules::hypergammon) | hypergammon | three checkers ([`BackgammonRules::hypergammon_with`]: one to five) |
//! | [`portes`](BackgammonRules::portes) | Greek tavli, first game | the winner of the opening throws again; no triple game |
//! | [`plakoto`](BackgammonRules::plakoto) | Greek tavli, second game | pinning, the mother |
//! | [`fevga`](BackgammonRules::fevga) | Greek tavli, third game | same direction, no hitting, the runner, no trapping prime |
//! | [`long_nardy`](BackgammonRules::long_nardy) | long nardy | same direction, no hitting, one checker off the head a turn, no blind prime |
//! | [`tavla`](BackgammonRules::tavla) | Turkish tavla | Portes with no hit-and-run in the home board |
//! | [`backgammon_money`](BackgammonRules::backgammon_money) | backgammon for money | the doubling cube |
//!
//! Rules that look back at the moves already made in a turn (long nardy's
//! head rule, tavla's hit-and-run rule) are [`Restriction`] values in the
//! rules' [`Restrictions`], and read what the turn remembers, a
//! [`TurnMemory`] kept in the state as plain data.
//!
//! # Playing
//!
//! Chance throws two dice ([`BackgammonAction::Throw`]); at the opening
//! each side's one die. A player's action is one checker moved with one
//! die ([`BackgammonAction::Move`]); the legal list offers only the moves
//! that begin a play using as many dice as the rules demand, so every
//! sequence of legal moves is a legal play, and when the dice allow no
//! move the turn passes at once ([`BackgammonEvent::Passed`]). Bots and
//! searches that want whole turns ask [`BackgammonGame::plays`]: every
//! distinct end of the turn (its position and result), each with its
//! moves. Seats are
//! [`WHITE`] (`Seat(0)`) and [`BLACK`] (`Seat(1)`).
//!
//! # GNU Backgammon's IDs
//!
//! A position travels between programs as GNU Backgammon's Position ID
//! ([`BackgammonState::position_id`], [`BackgammonGame::position_from_id`]):
//! the checkers. Its companion the Match ID ([`MatchId`], every field as
//! plain data in [`MatchFields`]) carries the rest: the cube's value and
//! owner, the score and match length, the dice, whose decision it is, a
//! double or resignation offered. Both are read back exactly as written,
//! and refused with a typed error ([`PositionIdError`], [`MatchIdError`])
//! when they are not an ID. A state's pair is [`BackgammonGame::gnubg_ids`]
//! ([`BackgammonGame::match_id`] the Match ID alone), and a pair's state
//! [`BackgammonGame::state_from_gnubg`], checked against the game's rules
//! ([`GnubgIdError`]).
//!
//! eXtreme Gammon's XGID, one line with the checkers, the cube, the turn,
//! the dice, the score and the match, goes both ways too
//! ([`BackgammonGame::xgid`], [`BackgammonGame::state_from_xgid`], every
//! field in [`Xgid`], refusals in [`XgidError`]), and so does the FIBS
//! board line, the `board:` line of FIBS's client protocol that GNU
//! Backgammon's `external` player reads ([`BackgammonGame::fibs_board`],
//! [`BackgammonGame::state_from_fibs_board`], [`FibsBoard`],
//! [`FibsBoardError`]).
//!
//! # Match files
//!
//! Whole matches and money sessions travel as Jellyfish match files
//! (`.mat`, "Snowie standard text"), which GNU Backgammon, eXtreme Gammon
//! and BGBlitz read and write. [`MatchFile::parse`] reads one, replaying
//! every game through the engine, so that a file with an illegal play is
//! refused with the game, the move number and the rule
//! ([`MatFileError`]); [`MatchFile::to_mat`] writes it as GNU Backgammon
//! 1.07 does; [`MatchFile::to_records`], [`MatchFile::from_records`] and
//! [`write_mat`] go between files and the crate's
//! [`GameRecord`](crate::record::GameRecord)s (and so
//! [`Session`](crate::play::Session)s). GNU Backgammon's own SGF (`GM[6]`)
//! reads into the same [`MatchFile`] ([`MatchFile::parse_sgf`], checked the
//! same way) and is written by [`MatchFile::to_sgf`] and [`write_sgf`].
//!
//! ```
//! use racegame::{Dice, Outcome, RaceGame, ToAct, backgammon::BackgammonGame};
//!
//! let game = BackgammonGame::backgammon();
//! let mut dice = Dice::seeded(7);
//! let mut state = game.initial_state();
//! let mut legal = Vec::new();
//! while !game.is_over(&state) {
//!     let action = match game.to_act(&state) {
//!         ToAct::Player(_) => {
//!             game.legal_actions(&state, &mut legal);
//!             legal[0] // the larger die, the farthest checker
//!         }
//!         _ => dice.throw_for(&game, &state).ok_or("chance acts here")?,
//!     };
//!     state = game.apply(&state, action)?.0;
//! }
//! assert!(matches!(game.outcome(&state), Some(Outcome::Winner(_))));
//! let winner = state.winner().ok_or("a winner")?;
//! assert!(game.payoff(&state, winner) >= Some(1));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod action;
pub mod bearoff;
pub mod bot;
mod cube;
mod diagram;
mod dice;
mod doubling;
mod encode;
mod error;
mod event;
mod formats;
mod frame;
mod game;
mod match_play;
mod memory;
mod moves;
mod narrate;
mod notation;
mod perft;
mod playout;
mod plays;
pub mod presets;
mod refuse;
mod resign;
mod restriction;
mod result;
mod rules;
#[cfg(feature = "serde")]
mod serde_state;
pub mod solve;
mod state;
mod turn;
mod validate;

pub use action::BackgammonAction;
pub use cube::{CubeRules, MAX_DOUBLINGS, MAX_MATCH_LENGTH, MatchRules};
pub use diagram::Diagram;
pub use dice::DiceLeft;
pub use error::{
    BackgammonConfigError, BackgammonError, BackgammonRulesError, BackgammonStateError,
};
pub use event::BackgammonEvent;
pub use formats::fibs_board::{FIBS_UNLIMITED, FibsBoard, FibsBoardError};
pub use formats::gnubg::{PositionId, PositionIdError};
pub use formats::gnubg_match::GnubgIdError;
pub use formats::mat::{MAT_MAX_BYTES, MatEnd, MatFileError, MatGame, MatMatch, MatchFile};
#[cfg(feature = "serde")]
pub use formats::mat::{write_mat, write_sgf};
pub use formats::match_id::{
    GameStatus, MAX_CUBE_LOG2, MAX_MATCH_SCORE, MatchFields, MatchId, MatchIdError,
};
pub use formats::sgf_note::SgfNote;
pub use formats::xgid::{XGID_DEFAULT_MAX_CUBE, Xgid, XgidDice, XgidError, XgidField};
pub use game::BackgammonGame;
pub use memory::TurnMemory;
pub use moves::MoveSet;
pub use narrate::NAMES;
pub use perft::{Perft, perft};
pub use plays::play_text::{PlayError, PlayText};
pub use plays::{Play, Step};
pub use resign::Resignation;
pub use restriction::{Restriction, Restrictions};
pub use result::{GameResult, Win};
pub use rules::{
    BAR, BackgammonRules, Contact, Direction, Layout, MAX_CHECKERS, MotherRule, OFF, Opening,
    POINTS,
};
pub use state::{BackgammonState, Phase};

use crate::game::Seat;

/// Seats at a game of backgammon: always two.
pub const MAX_SEATS: usize = 2;

/// White, `Seat(0)`.
pub const WHITE: Seat = Seat(0);

/// Black, `Seat(1)`.
pub const BLACK: Seat = Seat(1);

impl crate::record::Presets for BackgammonGame {
    type ConfigError = BackgammonConfigError;

    fn preset_names() -> &'static [&'static str] {
        &presets::PRESET_NAMES
    }

    /// The preset `name` for `seats` players, which must be 2.
    fn preset(name: &str, seats: usize) -> Option<Result<Self, BackgammonConfigError>> {
        BackgammonGame::named(name, seats)
    }
}
