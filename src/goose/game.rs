//! [`GooseGame`]: a board plus the table's choices (seats, fine, limit), and its rules of play.

use alloc::vec::Vec;

use super::action::GooseAction;
use super::board::{Board, Collision};
use super::error::{GooseConfigError, GooseError, GooseStateError};
use super::event::{Direction, GooseEvent};
use super::shortcuts::Shortcuts;
use super::state::{GooseState, Status};
use crate::chance::{Chance, ChanceRef};
use crate::game::{Discard, EventSink, Outcome, RaceGame, Seat, ToAct};

/// The fine a new game agrees on.
const DEFAULT_FINE: u32 = 1;

/// What a Goose game's ending is worth to each seat: its
/// [payoff](RaceGame::payoff).
///
/// ```
/// use racegame::{Dice, RaceGame, Seat, goose::{GooseGame, GoosePayoff}};
/// let game = GooseGame::railway(3)?.with_fine(5)?.with_payoff(GoosePayoff::Pot);
/// let mut dice = Dice::seeded(2024);
/// let mut state = game.initial_state();
/// while let Some(throw) = dice.throw_for(&game, &state) {
///     state = game.apply(&state, throw)?.0;
/// }
/// let winner = game.outcome(&state).and_then(|o| o.winner()).ok_or("a winner")?;
/// let pot = game.pot(&state) as i64;
/// for seat in [Seat(0), Seat(1), Seat(2)] {
///     let paid = game.paid(&state, seat) as i64;
///     let won = if seat == winner { pot } else { 0 };
///     assert_eq!(game.payoff(&state, seat), Some(won - paid));
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum GoosePayoff {
    /// Wins only: 1 to the winner, 0 to every other seat, 0 to all when
    /// the game ends blocked or cut short (the default).
    #[default]
    Wins,
    /// The pot: the winner takes it, and every seat's fines count against
    /// it. The winner scores the pot less what it paid itself (what the
    /// others paid); every other seat scores minus what it paid. A game
    /// that ends without a winner (blocked, or cut short) leaves the pot to
    /// nobody, so every seat scores minus what it paid. Amounts are fines
    /// counted times the agreed fine ([`GooseGame::paid`]), in the same
    /// units (clamped to the range of `i64`, which no game reaches).
    Pot,
}

/// A Goose-family game: a validated [`Board`], the number of seats, the
/// agreed fine and an optional limit on throws.
///
/// ```
/// use racegame::{RaceGame, Roll, goose::{GooseAction, GooseGame}};
/// let game = GooseGame::railway(2)?;
/// let start = game.initial_state();
/// // A first throw of 6 and 3 goes to 26, the "delay" signal.
/// let (next, _events) = game.apply(&start, GooseAction::Throw(Roll::two(6, 3)?))?;
/// assert_eq!(next.positions(), &[26, 0]);
/// assert_eq!(start.positions(), &[0, 0]); // the input is untouched
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "GooseRules", into = "GooseRules"))]
pub struct GooseGame {
    // `pub(super)`: the mechanics of a throw live next door, in `moves.rs`.
    pub(super) board: Board,
    pub(super) seats: u8,
    pub(super) fine: u32,
    pub(super) action_limit: Option<u32>,
    pub(super) payoff: GoosePayoff,
    /// The throw that ends the game: the action limit, or without one the
    /// most throws the counters can count ([`GooseGame::max_throws`]).
    pub(super) max_throws: u32,
    /// Derived from the board and seats: the most fines one throw can cost
    /// all seats together.
    pub(super) fines_per_throw: u32,
    /// Derived from the board: the most turns any square makes one miss.
    pub(super) max_missed: u8,
    /// Derived from the board: lookup tables for the hot path.
    pub(super) shortcuts: Shortcuts,
    /// Derived from the board: every throw of its dice.
    pub(super) throws: Chance<GooseAction>,
}

/// The serialized form of a [`GooseGame`]: checked again when read. A
/// field left out gets what [`GooseGame::new`] gives.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
struct GooseRules {
    board: Board,
    #[cfg_attr(feature = "serde", serde(alias = "players"))]
    seats: u8,
    #[cfg_attr(feature = "serde", serde(default = "default_fine"))]
    fine: u32,
    #[cfg_attr(feature = "serde", serde(default))]
    action_limit: Option<u32>,
    /// Left out when it is the default, so that records written before
    /// payoffs existed keep their rules digest.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "is_default_payoff")
    )]
    payoff: GoosePayoff,
}

#[cfg(feature = "serde")]
fn is_default_payoff(payoff: &GoosePayoff) -> bool {
    *payoff == GoosePayoff::default()
}

#[cfg(feature = "serde")]
fn default_fine() -> u32 {
    DEFAULT_FINE
}

impl TryFrom<GooseRules> for GooseGame {
    type Error = GooseConfigError;
    fn try_from(r: GooseRules) -> Result<Self, Self::Error> {
        GooseGame::new(r.board, usize::from(r.seats))?
            .with_fine(r.fine)?
            .with_action_limit(r.action_limit)
            .map(|g| g.with_payoff(r.payoff))
    }
}

impl From<GooseGame> for GooseRules {
    fn from(g: GooseGame) -> Self {
        GooseRules {
            board: g.board,
            seats: g.seats,
            fine: g.fine,
            action_limit: g.action_limit,
            payoff: g.payoff,
        }
    }
}

impl GooseGame {
    /// A game on `board` for `seats` seats, with a fine of 1 and no action
    /// limit.
    ///
    /// # Errors
    ///
    /// [`GooseConfigError::Seats`] when the board does not seat `seats`.
    pub fn new(board: Board, seats: usize) -> Result<Self, GooseConfigError> {
        let spec = board.spec();
        let (min, max) = (spec.min_seats, spec.max_seats);
        if seats < usize::from(min) || seats > usize::from(max) {
            return Err(GooseConfigError::Seats { seats, min, max });
        }
        // `max` is at most `MAX_SEATS`, checked by `Board::new`.
        let mut game = GooseGame::scratch(board);
        game.seats = seats as u8;
        game.fines_per_throw = game.board.most_fines_per_move().saturating_add(
            if game.board.collision() == (Collision::SendToOrigin { fine: true }) {
                (seats as u32).saturating_sub(1)
            } else {
                0
            },
        );
        game.max_throws = game.throw_capacity();
        // Every move from every square, played once by the real travel code
        // on a scratch token; `fines` counts the fines paid.
        let mut shortcuts = Shortcuts::empty();
        let scratch = GooseState::new(1, game.board.start()).with_first_throw(Seat(0), false);
        shortcuts.fill(&game.board, |square, total| {
            let mut s = scratch;
            let dir = Direction::Forward;
            game.travel_from(&mut s, Seat(0), square, total, dir, &mut Discard)
                .0
        });
        game.shortcuts = shortcuts;
        Ok(game)
    }

    /// A one-seat game on `board` with no tables: enough to run the travel
    /// code (the board's own checks use it).
    pub(super) fn scratch(board: Board) -> Self {
        let max_missed = board.most_missed_turns();
        GooseGame {
            seats: 1,
            fine: DEFAULT_FINE,
            action_limit: None,
            payoff: GoosePayoff::Wins,
            max_throws: u32::MAX,
            fines_per_throw: 0,
            max_missed,
            shortcuts: Shortcuts::empty(),
            throws: Chance::six_sided_checked(board.dice(), GooseAction::Throw),
            board,
        }
    }

    /// The most throws whose fines the counters can hold: every seat's
    /// fines together stay within `u32`, so no count ever overflows and
    /// the pot (fines times the fine) always fits a `u64`.
    fn throw_capacity(&self) -> u32 {
        u32::MAX / self.fines_per_throw.max(1)
    }

    /// Sets the agreed fine (positive; the default is 1). Any amount is
    /// safe: the state counts fines, and the pot is that count times the
    /// fine, which always fits a `u64`.
    ///
    /// # Errors
    ///
    /// [`GooseConfigError::ZeroFine`] for a fine of 0.
    pub fn with_fine(mut self, fine: u32) -> Result<Self, GooseConfigError> {
        if fine == 0 {
            return Err(GooseConfigError::ZeroFine);
        }
        self.fine = fine;
        Ok(self)
    }

    /// Ends the game as [`Outcome::Truncated`] after `limit` throws, if it
    /// has not ended before. `None` (the default) plays on until a win or a
    /// block, which every Goose game reaches with probability 1 (a board on
    /// which some game could not end is refused by [`Board::new`]); the
    /// counters still end it, truncated, after [`max_throws`](Self::max_throws)
    /// throws, hundreds of millions on every preset.
    ///
    /// # Errors
    ///
    /// [`GooseConfigError::ZeroActionLimit`] for `Some(0)`, and
    /// [`GooseConfigError::ActionLimitTooLarge`] for a limit past what the
    /// counters can hold on this board and table size.
    pub fn with_action_limit(mut self, limit: Option<u32>) -> Result<Self, GooseConfigError> {
        let capacity = self.throw_capacity();
        match limit {
            Some(0) => return Err(GooseConfigError::ZeroActionLimit),
            Some(limit) if limit > capacity => {
                return Err(GooseConfigError::ActionLimitTooLarge {
                    limit,
                    max: capacity,
                });
            }
            _ => {}
        }
        self.action_limit = limit;
        self.max_throws = limit.unwrap_or(capacity);
        Ok(self)
    }

    /// Scores the game's endings by `payoff` (the default: wins only).
    pub fn with_payoff(mut self, payoff: GoosePayoff) -> Self {
        self.payoff = payoff;
        self
    }

    /// How the game's endings are scored.
    pub fn payoff_rule(&self) -> GoosePayoff {
        self.payoff
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Seats at the table.
    pub fn seats(&self) -> usize {
        usize::from(self.seats)
    }

    /// The agreed fine.
    pub fn fine(&self) -> u32 {
        self.fine
    }

    /// The action limit, if any.
    pub fn action_limit(&self) -> Option<u32> {
        self.action_limit
    }

    /// The throw after which the game ends truncated: the action limit, or
    /// without one the most throws whose fines the counters can hold.
    pub fn max_throws(&self) -> u32 {
        self.max_throws
    }

    /// What `seat` has paid into the pot in `state`: its fines times the
    /// agreed fine.
    pub fn paid(&self, state: &GooseState, seat: Seat) -> u64 {
        u64::from(state.fines_paid(seat)).saturating_mul(u64::from(self.fine))
    }

    /// The pot in `state`: every fine paid so far times the agreed fine.
    /// Once someone has won, this is what they took.
    #[inline]
    pub fn pot(&self, state: &GooseState) -> u64 {
        state.fines_in_pot().saturating_mul(u64::from(self.fine))
    }
}

impl RaceGame for GooseGame {
    type State = GooseState;
    type Action = GooseAction;
    type Event = GooseEvent;
    type Error = GooseError;
    type StateError = GooseStateError;

    fn seats(&self) -> usize {
        GooseGame::seats(self)
    }

    fn initial_state(&self) -> GooseState {
        GooseState::new(self.seats, self.board.start())
    }

    #[inline]
    fn to_act(&self, state: &GooseState) -> ToAct {
        match state.status {
            Status::InPlay => ToAct::Chance(state.current()),
            _ => ToAct::Nobody,
        }
    }

    #[inline]
    fn chance(&self, state: &GooseState) -> Option<ChanceRef<'_, GooseAction>> {
        match state.status {
            Status::InPlay => Some((&self.throws).into()),
            _ => None,
        }
    }

    /// Always true: every Goose action is a throw, so a client has nothing
    /// to send and [`apply_as`](RaceGame::apply_as) refuses everything.
    #[inline]
    fn is_throw(&self, action: &GooseAction) -> bool {
        matches!(action, GooseAction::Throw(_))
    }

    fn legal_actions(&self, state: &GooseState, out: &mut Vec<GooseAction>) {
        out.clear();
        // Into the caller's vector: no allocation once it has grown.
        out.extend(self.chance_outcomes(state).iter().map(|&(a, _)| a));
    }

    // Always inlined, as `play_throw` is (see there).
    #[inline(always)]
    fn apply_mut(
        &self,
        s: &mut GooseState,
        action: GooseAction,
        events: &mut impl EventSink<GooseEvent>,
    ) -> Result<(), GooseError> {
        self.play_throw(s, action, events)
    }

    #[inline]
    fn outcome(&self, state: &GooseState) -> Option<Outcome> {
        state.outcome()
    }

    /// As [`GoosePayoff`] says: wins only by default, or the pot.
    fn payoff(&self, state: &GooseState, seat: Seat) -> Option<i64> {
        let outcome = state.outcome()?;
        Some(match self.payoff {
            GoosePayoff::Wins => outcome.win_payoff(seat),
            GoosePayoff::Pot => {
                let won = match outcome.winner() {
                    Some(w) if w == seat => self.pot(state),
                    _ => 0,
                };
                let net = i128::from(won) - i128::from(self.paid(state, seat));
                i64::try_from(net).unwrap_or(if net < 0 { i64::MIN } else { i64::MAX })
            }
        })
    }

    fn validate(&self, state: &GooseState) -> Result<(), GooseStateError> {
        GooseGame::validate(self, state)
    }
}
