//! [`GooseGame`]: a board plus the table's choices (players, fine, limit), and its rules of play.

use alloc::vec::Vec;

use super::board::{Board, Collision, Effect, RepeatRule, Square};
use super::error::{GooseConfigError, GooseError, StateError};
use super::event::{Direction, GooseEvent};
use super::shortcuts::Shortcuts;
use super::state::{Continuation, GooseState, Status};
use crate::dice::Roll;
use crate::game::{Discard, EventSink, Outcome, RaceGame, Seat, ToAct};

/// The only kind of action in a Goose game: a throw of the dice for the
/// seat whose turn it is. Goose games have no choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum GooseAction {
    /// The dice thrown.
    Throw(Roll),
}

/// A Goose-family game: a validated [`Board`], the number of players, the
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
    pub(super) players: u8,
    pub(super) fine: u32,
    pub(super) action_limit: Option<u32>,
    /// Derived from the board: the most turns any square makes one miss.
    max_missed: u8,
    /// Derived from the board: lookup tables for the hot path.
    pub(super) shortcuts: Shortcuts,
}

/// The serialized form of a [`GooseGame`]: checked again when read.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
struct GooseRules {
    board: Board,
    players: u8,
    fine: u32,
    #[cfg_attr(feature = "serde", serde(default))]
    action_limit: Option<u32>,
}

impl TryFrom<GooseRules> for GooseGame {
    type Error = GooseConfigError;
    fn try_from(r: GooseRules) -> Result<Self, Self::Error> {
        GooseGame::new(r.board, usize::from(r.players))?
            .with_fine(r.fine)
            .map(|g| g.with_action_limit(r.action_limit))
    }
}

impl From<GooseGame> for GooseRules {
    fn from(g: GooseGame) -> Self {
        GooseRules {
            board: g.board,
            players: g.players,
            fine: g.fine,
            action_limit: g.action_limit,
        }
    }
}

impl GooseGame {
    /// A game on `board` for `players` players, with a fine of 1 and no
    /// action limit.
    pub fn new(board: Board, players: usize) -> Result<Self, GooseConfigError> {
        let spec = board.spec();
        let (min, max) = (spec.min_players, spec.max_players);
        if players < usize::from(min) || players > usize::from(max) {
            return Err(GooseConfigError::Players { players, min, max });
        }
        let max_missed = spec
            .squares
            .iter()
            .filter_map(|s| match s.effect {
                Effect::MissTurns(n) => Some(n),
                _ => None,
            })
            .max()
            .unwrap_or(0);
        let mut game = GooseGame {
            board,
            players: players as u8,
            fine: 1,
            action_limit: None,
            max_missed,
            shortcuts: Shortcuts::empty(),
        };
        // Every move from every square, played once by the real travel code
        // on a scratch token; the fine is 1 here, so `paid` counts fines.
        let mut shortcuts = Shortcuts::empty();
        let scratch = GooseState::new(1, game.board.start()).with_first_throw(Seat(0), false);
        shortcuts.fill(&game.board, |square, total| {
            let mut s = scratch;
            game.travel_from(
                &mut s,
                Seat(0),
                square,
                total,
                Direction::Forward,
                &mut Discard,
            )
            .0
        });
        game.shortcuts = shortcuts;
        Ok(game)
    }

    /// Sets the agreed fine (positive; the default is 1).
    pub fn with_fine(mut self, fine: u32) -> Result<Self, GooseConfigError> {
        if fine == 0 {
            return Err(GooseConfigError::ZeroFine);
        }
        self.fine = fine;
        Ok(self)
    }

    /// Ends the game as [`Outcome::Truncated`] after `limit` throws, if it
    /// has not ended before. `None` (the default) plays on until a win or a
    /// block, which every Goose game reaches with probability 1.
    pub fn with_action_limit(mut self, limit: Option<u32>) -> Self {
        self.action_limit = limit;
        self
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Players at the table.
    pub fn players(&self) -> usize {
        usize::from(self.players)
    }

    /// The agreed fine.
    pub fn fine(&self) -> u32 {
        self.fine
    }

    /// The action limit, if any.
    pub fn action_limit(&self) -> Option<u32> {
        self.action_limit
    }

    /// A throw for this board, checked: the action to pass to `apply`.
    ///
    /// ```
    /// use racegame::goose::GooseGame;
    /// let game = GooseGame::snakes_and_ladders(1)?;
    /// assert!(game.throw(&[4]).is_ok());
    /// assert!(game.throw(&[4, 2]).is_err()); // one die on this board
    /// assert!(game.throw(&[9]).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn throw(&self, dice: &[u8]) -> Result<super::GooseAction, GooseThrowError> {
        let roll = Roll::new(dice)?;
        if roll.count() != self.board.dice() {
            return Err(GooseThrowError::Action(GooseError::WrongDiceCount {
                expected: self.board.dice(),
                got: roll.count(),
            }));
        }
        Ok(GooseAction::Throw(roll))
    }

    /// Checks that `state` could occur in this game: the right number of
    /// seats, every token on the board, held tokens only where squares
    /// hold, missed turns and fines that the board can give, and a status
    /// that agrees with the tokens. A server uses this on what a client
    /// sends; [`apply`](RaceGame::apply) assumes it.
    pub fn validate(&self, state: &GooseState) -> Result<(), StateError> {
        let b = &self.board;
        let n = state.seats();
        if n != self.players() {
            return Err(StateError::Seats(state.seats));
        }
        if state.current >= self.players {
            return Err(StateError::Current(state.current));
        }
        let fines_possible = b.spec().squares.iter().any(|s| s.fine)
            || b.collision() == Collision::SendToOrigin { fine: true };
        let mut held_squares: Vec<Square> = Vec::new();
        for i in 0..n {
            let seat = Seat(i as u8);
            let sq = state.positions[i];
            if sq < b.start() || sq > b.goal() {
                return Err(StateError::OffBoard { seat, square: sq });
            }
            if state.held[i] {
                if b.effect(sq) != Effect::Hold || held_squares.contains(&sq) {
                    return Err(StateError::HeldOffHoldSquare { seat, square: sq });
                }
                held_squares.push(sq);
            }
            if state.missed[i] > self.max_missed {
                return Err(StateError::TooManyMissedTurns {
                    seat,
                    turns: state.missed[i],
                    max: self.max_missed,
                });
            }
            let paid = state.paid[i];
            if !paid.is_multiple_of(self.fine) || (!fines_possible && paid != 0) {
                return Err(StateError::Paid {
                    seat,
                    paid,
                    fine: self.fine,
                });
            }
            if !state.thrown[i]
                && (sq != b.start() || state.held[i] || state.missed[i] != 0 || paid != 0)
            {
                return Err(StateError::MovedWithoutThrowing { seat, square: sq });
            }
        }
        let all_held = state.held[..n].iter().all(|&h| h);
        let on_goal = |i: usize| {
            let sq = state.positions[i];
            sq == b.goal() || b.effect(sq) == Effect::Win
        };
        match state.status {
            Status::InPlay => {
                let c = usize::from(state.current);
                if all_held || state.held[c] || state.missed[c] != 0 {
                    return Err(StateError::Status("in play"));
                }
                if (0..n).any(on_goal) || self.action_limit.is_some_and(|l| state.throws >= l) {
                    return Err(StateError::Status("in play"));
                }
            }
            Status::Won(w) => {
                if w.index() >= n || !on_goal(w.index()) {
                    return Err(StateError::Winner(w));
                }
            }
            Status::Blocked => {
                if !all_held {
                    return Err(StateError::Status("blocked"));
                }
            }
            Status::Truncated => {
                if self.action_limit.is_none_or(|l| state.throws < l) {
                    return Err(StateError::Status("truncated"));
                }
            }
        }
        if let Some(c) = state.continuing {
            let sq = state.positions[usize::from(state.current)];
            let ok = state.status == Status::InPlay
                && b.repeat() == RepeatRule::FreshThrow
                && b.effect(sq) == Effect::Repeat
                && c.origin >= b.start()
                && c.origin <= b.goal();
            if !ok {
                return Err(StateError::Status("continuing a turn"));
            }
        }
        if let Some(limit) = self.action_limit
            && state.throws > limit
        {
            return Err(StateError::PastLimit {
                throws: state.throws,
                limit,
            });
        }
        Ok(())
    }
}

/// Why [`GooseGame::throw`] could not build an action.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GooseThrowError {
    /// A die value out of range or a wrong number of values.
    #[error(transparent)]
    Dice(#[from] crate::dice::DiceError),
    /// A throw the board does not use.
    #[error(transparent)]
    Action(#[from] GooseError),
}

impl GooseGame {
    /// Ends `seat`'s turn on `square`: the win, or the collision with the
    /// tokens there (caught ones go to `origin`) and the hand-over.
    #[inline(always)]
    fn end_turn(
        &self,
        s: &mut GooseState,
        seat: Seat,
        origin: Square,
        square: Square,
        wins: bool,
        events: &mut impl EventSink<GooseEvent>,
    ) {
        let i = seat.index();
        if wins {
            s.positions[i] = square;
            s.status = Status::Won(seat);
            let pot = s.pot();
            events.push(GooseEvent::Won { seat, square, pot });
            events.push(GooseEvent::GameOver {
                outcome: Outcome::Winner(seat),
            });
            return;
        }
        // The collision looks only at the other seats, so it can run before
        // the mover's square is stored: reading the positions right after
        // that one-byte store would stall the processor.
        self.collide(s, seat, origin, square, events);
        s.positions[i] = square;
        self.next_turn(s, events);
    }

    /// The token stopped on a repeat square under
    /// [`RepeatRule::FreshThrow`]: the same player throws again, and the
    /// turn (with its collision) goes on.
    #[cold]
    fn throw_again(
        &self,
        s: &mut GooseState,
        seat: Seat,
        square: Square,
        origin: Square,
        direction: Direction,
        events: &mut impl EventSink<GooseEvent>,
    ) {
        s.positions[seat.index()] = square;
        s.continuing = Some(Continuation { origin, direction });
        if let Some(limit) = self.action_limit
            && s.throws >= limit
        {
            s.continuing = None;
            s.status = Status::Truncated;
            events.push(GooseEvent::GameOver {
                outcome: Outcome::Truncated,
            });
        }
    }

    /// The next throw of a turn going on under [`RepeatRule::FreshThrow`]:
    /// from the repeat square, in the direction the token was going, never
    /// a first throw.
    #[cold]
    fn continue_turn(
        &self,
        s: &mut GooseState,
        seat: Seat,
        roll: Roll,
        events: &mut impl EventSink<GooseEvent>,
    ) {
        let Some(continuing) = s.continuing.take() else {
            return;
        };
        let from = s.positions[seat.index()];
        let (landing, again) = self.travel(s, seat, from, roll, Some(continuing), events);
        match again {
            Some(direction) => self.throw_again(
                s,
                seat,
                landing.square,
                continuing.origin,
                direction,
                events,
            ),
            None => self.end_turn(
                s,
                seat,
                continuing.origin,
                landing.square,
                landing.wins,
                events,
            ),
        }
    }
}

impl RaceGame for GooseGame {
    type State = GooseState;
    type Action = GooseAction;
    type Event = GooseEvent;
    type Error = GooseError;
    type StateError = StateError;

    fn seats(&self) -> usize {
        self.players()
    }

    fn initial_state(&self) -> GooseState {
        GooseState::new(self.players, self.board.start())
    }

    #[inline]
    fn to_act(&self, state: &GooseState) -> ToAct {
        match state.status {
            Status::InPlay => ToAct::Chance {
                seat: state.current(),
                dice: self.board.dice(),
            },
            _ => ToAct::Nobody,
        }
    }

    #[inline]
    fn throw_action(&self, roll: Roll) -> GooseAction {
        GooseAction::Throw(roll)
    }

    /// Always true: every Goose action is a throw, so a client has nothing
    /// to send and [`apply_as`](RaceGame::apply_as) refuses everything.
    #[inline]
    fn is_throw(&self, action: &GooseAction) -> bool {
        matches!(action, GooseAction::Throw(_))
    }

    fn legal_actions(&self, state: &GooseState, out: &mut Vec<GooseAction>) {
        out.clear();
        if let ToAct::Chance { dice, .. } = self.to_act(state) {
            // Into the caller's vector: no allocation once it has grown.
            out.extend(Roll::all_slice(dice).iter().map(|&r| GooseAction::Throw(r)));
        }
    }

    #[inline]
    fn apply_into(
        &self,
        state: &GooseState,
        action: GooseAction,
        events: &mut impl EventSink<GooseEvent>,
    ) -> Result<GooseState, GooseError> {
        let mut s = *state;
        self.apply_mut(&mut s, action, events)?;
        Ok(s)
    }

    // Always inlined: a simulation's loop calls it once per throw, and the
    // call (six saved registers, a `Result` written to memory and read
    // back) cost as much as the move itself.
    #[inline(always)]
    fn apply_mut(
        &self,
        s: &mut GooseState,
        action: GooseAction,
        events: &mut impl EventSink<GooseEvent>,
    ) -> Result<(), GooseError> {
        let GooseAction::Throw(roll) = action;
        if s.status != Status::InPlay {
            return Err(GooseError::GameOver);
        }
        if roll.count() != self.board.dice() {
            return Err(GooseError::WrongDiceCount {
                expected: self.board.dice(),
                got: roll.count(),
            });
        }
        // The two checks that keep indexing in bounds; the rest of
        // `validate` is the caller's business for states it did not make.
        if s.seats != self.players {
            return Err(StateError::Seats(s.seats).into());
        }
        if s.current >= s.seats {
            return Err(StateError::Current(s.current).into());
        }
        // Every refusal is above: from here on the state changes.
        let seat = s.current();
        let i = seat.index();
        let origin = s.positions[i];
        events.push(GooseEvent::Rolled { seat, roll });
        s.throws = s.throws.saturating_add(1);
        if s.continuing.is_some() {
            // A turn going on under `RepeatRule::FreshThrow`: its own road,
            // so the usual throw below pays nothing for it.
            self.continue_turn(s, seat, roll, events);
            return Ok(());
        }

        // Nobody reads the events of a non-recording sink, so the move can
        // come from the table the real travel code filled in.
        let quick = if events.records() {
            None
        } else {
            self.travel_quietly(s, i, origin, roll)
        };
        let (square, wins) = match quick {
            Some(moved) => moved,
            None => {
                let (landing, again) = self.travel(s, seat, origin, roll, None, events);
                if let Some(direction) = again {
                    self.throw_again(s, seat, landing.square, origin, direction, events);
                    return Ok(());
                }
                (landing.square, landing.wins)
            }
        };
        self.end_turn(s, seat, origin, square, wins, events);
        Ok(())
    }

    #[inline]
    fn outcome(&self, state: &GooseState) -> Option<Outcome> {
        state.outcome()
    }

    fn validate(&self, state: &GooseState) -> Result<(), StateError> {
        GooseGame::validate(self, state)
    }
}
