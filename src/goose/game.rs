//! [`GooseGame`]: a board plus the table's choices (players, fine, limit), and its rules of play.

use alloc::vec::Vec;

use super::board::{Board, Collision, Effect, Overshoot, Square};
use super::error::{GooseConfigError, GooseError, StateError};
use super::event::{Direction, GooseEvent, JumpReason, SkipReason};
use super::shortcuts::{Landing, Shortcuts};
use super::state::{GooseState, Status};
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
    board: Board,
    players: u8,
    fine: u32,
    action_limit: Option<u32>,
    /// Derived from the board: the most turns any square makes one miss.
    max_missed: u8,
    /// Derived from the board: lookup tables for the hot path.
    shortcuts: Shortcuts,
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
            game.travel_from(&mut s, Seat(0), square, total, &mut Discard)
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
            if paid % self.fine != 0 || (!fines_possible && paid != 0) {
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

    /// Moves `from` by `total` in `dir`, honouring the overshoot rule.
    /// Returns the square landed on and the new direction, or `None` when
    /// the token stays put.
    #[inline]
    fn leg(
        &self,
        seat: Seat,
        from: Square,
        total: u8,
        dir: Direction,
        events: &mut impl EventSink<GooseEvent>,
    ) -> Option<(Square, Direction)> {
        let (start, goal) = (self.board.start(), self.board.goal());
        match dir {
            Direction::Forward => {
                let target = u16::from(from) + u16::from(total);
                if target <= u16::from(goal) {
                    let to = target as Square;
                    events.push(GooseEvent::Moved { seat, from, to });
                    return Some((to, dir));
                }
                let excess = target - u16::from(goal);
                match self.board.overshoot() {
                    Overshoot::StayPut => {
                        events.push(GooseEvent::Overshot { seat, at: from });
                        None
                    }
                    Overshoot::FinishAnyway => {
                        events.push(GooseEvent::Moved {
                            seat,
                            from,
                            to: goal,
                        });
                        Some((goal, dir))
                    }
                    Overshoot::Bounce => {
                        // A bounce longer than the board stops at the start.
                        let to =
                            u16::from(goal).saturating_sub(excess).max(u16::from(start)) as Square;
                        events.push(GooseEvent::Moved {
                            seat,
                            from,
                            to: goal,
                        });
                        events.push(GooseEvent::Bounced {
                            seat,
                            excess: excess.min(u16::from(u8::MAX)) as u8,
                            to,
                        });
                        Some((to, Direction::Backward))
                    }
                }
            }
            Direction::Backward => {
                // Going backwards never passes the start.
                let to = from.saturating_sub(total).max(start);
                events.push(GooseEvent::Moved { seat, from, to });
                Some((to, dir))
            }
        }
    }

    /// Pays the fine for `seat`.
    #[inline]
    fn pay(&self, s: &mut GooseState, seat: Seat, events: &mut impl EventSink<GooseEvent>) {
        let i = seat.index();
        s.paid[i] = s.paid[i].saturating_add(self.fine);
        events.push(GooseEvent::PaidFine {
            seat,
            amount: self.fine,
            pot: s.pot(),
        });
    }

    /// Plays `seat`'s move by `roll` from `origin`: first-throw jumps, then
    /// legs and square effects. Returns the final square and whether it
    /// wins.
    ///
    /// Kept out of line: this is the road for sinks that record, where
    /// pushing the events costs more than a call, and inlining it would
    /// make `apply_mut` too big to inline into a simulation's loop.
    #[inline(never)]
    fn travel(
        &self,
        s: &mut GooseState,
        seat: Seat,
        origin: Square,
        roll: Roll,
        events: &mut impl EventSink<GooseEvent>,
    ) -> (Square, bool) {
        let i = seat.index();
        let first = !s.thrown[i];
        s.thrown[i] = true;
        if first && let Some(to) = self.shortcuts.first_throw_jump(roll) {
            events.push(GooseEvent::Jumped {
                seat,
                from: origin,
                to,
                reason: JumpReason::FirstThrow,
            });
            return (to, to == self.board.goal());
        }
        let landing = self.travel_from(s, seat, origin, roll.total(), events);
        (landing.square, landing.wins)
    }

    /// The same move as [`travel`](Self::travel) read from the precomputed
    /// table: what the move does to the mover, without its events. `None`
    /// for a token off the board (a state `validate` refuses), which the
    /// caller then walks the slow way.
    #[inline]
    fn travel_quietly(
        &self,
        s: &mut GooseState,
        i: usize,
        origin: Square,
        roll: Roll,
    ) -> Option<(Square, bool)> {
        let first = !s.thrown[i];
        if first && let Some(to) = self.shortcuts.first_throw_jump(roll) {
            s.thrown[i] = true;
            return Some((to, to == self.board.goal()));
        }
        let landing = self.shortcuts.landing(origin, roll.total())?;
        s.thrown[i] = true;
        // Most moves end on a plain square: one test skips the three below.
        if !landing.plain {
            if landing.fines != 0 {
                // The same as paying `fines` times: saturation is monotone.
                let due = self.fine.saturating_mul(u32::from(landing.fines));
                s.paid[i] = s.paid[i].saturating_add(due);
            }
            if let Some(turns) = landing.missed {
                s.missed[i] = turns;
            }
            if landing.held {
                s.held[i] = true;
            }
        }
        Some((landing.square, landing.wins))
    }

    /// The legs and square effects of a move of `total` from `origin`
    /// (everything but first-throw jumps). Changes the mover in `s` and
    /// returns what it did, which is what the shortcut table stores.
    fn travel_from(
        &self,
        s: &mut GooseState,
        seat: Seat,
        origin: Square,
        total: u8,
        events: &mut impl EventSink<GooseEvent>,
    ) -> Landing {
        let i = seat.index();
        let goal = self.board.goal();
        let mut landing = Landing {
            square: origin,
            ..Landing::default()
        };
        let mut at = origin;
        let mut dir = Direction::Forward;
        // Forward legs strictly climb until one bounce, backward legs
        // strictly fall until the start (which has no effect): the loop ends
        // within two lengths of the board. The bound is a second guarantee.
        for _ in 0..(2 * usize::from(goal) + 2) {
            let Some((to, d)) = self.leg(seat, at, total, dir, events) else {
                break;
            };
            at = to;
            dir = d;
            landing.square = at;
            if at == goal {
                landing.wins = true;
                break;
            }
            let cell = self.board.cell(at);
            if cell.fine {
                self.pay(s, seat, events);
                landing.fines = landing.fines.saturating_add(1);
            }
            match cell.effect {
                Effect::None => break,
                Effect::Repeat => events.push(GooseEvent::Repeated {
                    seat,
                    square: at,
                    total,
                    direction: dir,
                }),
                Effect::Jump(to) => {
                    events.push(GooseEvent::Jumped {
                        seat,
                        from: at,
                        to,
                        reason: JumpReason::Square,
                    });
                    landing.square = to;
                    landing.wins = to == goal;
                    break;
                }
                Effect::BackToStart => {
                    let to = self.board.start();
                    events.push(GooseEvent::Jumped {
                        seat,
                        from: at,
                        to,
                        reason: JumpReason::BackToStart,
                    });
                    landing.square = to;
                    break;
                }
                Effect::MissTurns(turns) => {
                    s.missed[i] = turns;
                    landing.missed = Some(turns);
                    events.push(GooseEvent::MissesTurns { seat, turns });
                    break;
                }
                Effect::Hold => {
                    s.held[i] = true;
                    landing.held = true;
                    events.push(GooseEvent::Held { seat, square: at });
                    break;
                }
                Effect::Win => {
                    landing.wins = true;
                    break;
                }
            }
        }
        landing
    }

    /// The collision on `square` where `seat` ended its turn, coming from
    /// `origin`.
    #[inline]
    fn collide(
        &self,
        s: &mut GooseState,
        seat: Seat,
        origin: Square,
        square: Square,
        events: &mut impl EventSink<GooseEvent>,
    ) {
        if square == self.board.start() {
            return;
        }
        let n = usize::from(self.players).min(super::MAX_PLAYERS);
        // Alone at the table, nobody to meet.
        if n <= 1 || !Self::anyone_else_on(s, n, seat.index(), square) {
            return;
        }
        for j in 0..n {
            if j == seat.index() || s.positions[j] != square {
                continue;
            }
            let other = Seat(j as u8);
            if s.held[j] {
                s.held[j] = false;
                events.push(GooseEvent::Freed {
                    seat: other,
                    square,
                    by: seat,
                });
            }
            if let Collision::SendToOrigin { fine } = self.board.collision() {
                if fine {
                    self.pay(s, other, events);
                }
                s.positions[j] = origin;
                events.push(GooseEvent::Displaced {
                    seat: other,
                    by: seat,
                    from: square,
                    to: origin,
                });
            }
        }
    }

    /// Whether a seat in `0..n` other than `mover` stands on `square`: one
    /// eight-byte comparison instead of a loop with a branch per seat, since
    /// most turns end on a square nobody else holds.
    #[inline]
    fn anyone_else_on(s: &GooseState, n: usize, mover: usize, square: Square) -> bool {
        const ONES: u64 = 0x0101_0101_0101_0101;
        const HIGHS: u64 = 0x8080_8080_8080_8080;
        let mut bytes = [0u8; 8];
        bytes[..super::MAX_PLAYERS].copy_from_slice(&s.positions);
        // Zero bytes of `diff` are the seats on `square`.
        let diff = u64::from_le_bytes(bytes) ^ (u64::from(square) * ONES);
        // The mover and the seats not in play cannot collide: make their
        // bytes non-zero. `n` is at most 6, so the shifts stay below 64.
        let ignored = !((1u64 << (8 * n)) - 1) | (0xFF << (8 * (mover % 8)));
        let d = diff | ignored;
        // The classic test for a zero byte: non-zero exactly when `d` has one.
        d.wrapping_sub(ONES) & !d & HIGHS != 0
    }

    /// Hands the dice to the next seat that can throw, passing over held
    /// tokens and missed turns; ends the game if every token is held.
    #[inline]
    fn next_turn(&self, s: &mut GooseState, events: &mut impl EventSink<GooseEvent>) {
        // `apply_mut` checked that the state has `players` seats. Reading
        // our own copy, not the state's byte, matters: the compiler merged
        // that byte with `current`, just written, into one wider load that
        // the processor cannot forward from the store (a stall every
        // throw). `min` removes the bounds checks below.
        let n = usize::from(self.players).min(super::MAX_PLAYERS);
        if n == 0 {
            return;
        }
        let mut next = usize::from(s.current) + 1;
        if next >= n {
            next = 0;
        }
        // The usual turn: the next seat is free to throw. Then not every
        // token is held, so only the action limit can end the game; the
        // general case below would reach the same result after more work.
        if !s.held[next] && s.missed[next] == 0 {
            if let Some(limit) = self.action_limit
                && s.throws >= limit
            {
                s.status = Status::Truncated;
                events.push(GooseEvent::GameOver {
                    outcome: Outcome::Truncated,
                });
                return;
            }
            s.current = next as u8;
            return;
        }
        if s.held[..n].iter().all(|&h| h) {
            s.status = Status::Blocked;
            events.push(GooseEvent::GameOver {
                outcome: Outcome::Blocked,
            });
            return;
        }
        if let Some(limit) = self.action_limit
            && s.throws >= limit
        {
            s.status = Status::Truncated;
            events.push(GooseEvent::GameOver {
                outcome: Outcome::Truncated,
            });
            return;
        }
        // Someone is free, and each pass over a free seat spends one of its
        // (at most 255) missed turns, so this ends within 256 rounds.
        let mut next = usize::from(s.current);
        for _ in 0..(n * 257) {
            // A compare instead of `% n`: no division on every turn.
            next += 1;
            if next >= n {
                next = 0;
            }
            let seat = Seat(next as u8);
            if s.held[next] {
                events.push(GooseEvent::TurnSkipped {
                    seat,
                    reason: SkipReason::Held,
                });
            } else if s.missed[next] > 0 {
                s.missed[next] -= 1;
                events.push(GooseEvent::TurnSkipped {
                    seat,
                    reason: SkipReason::MissedTurn {
                        remaining: s.missed[next],
                    },
                });
            } else {
                break;
            }
        }
        s.current = next as u8;
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

impl RaceGame for GooseGame {
    type State = GooseState;
    type Action = GooseAction;
    type Event = GooseEvent;
    type Error = GooseError;

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
    fn roll_action(&self, roll: Roll) -> GooseAction {
        GooseAction::Throw(roll)
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

        // Nobody reads the events of a non-recording sink, so the move can
        // come from the table the real travel code filled in.
        let quick = if events.records() {
            None
        } else {
            self.travel_quietly(s, i, origin, roll)
        };
        let (square, wins) = match quick {
            Some(moved) => moved,
            None => self.travel(s, seat, origin, roll, events),
        };
        if wins {
            s.positions[i] = square;
            s.status = Status::Won(seat);
            let pot = s.pot();
            events.push(GooseEvent::Won { seat, square, pot });
            events.push(GooseEvent::GameOver {
                outcome: Outcome::Winner(seat),
            });
            return Ok(());
        }
        // The collision looks only at the other seats, so it can run before
        // the mover's square is stored: reading the positions right after
        // that one-byte store would stall the processor.
        self.collide(s, seat, origin, square, events);
        s.positions[i] = square;
        self.next_turn(s, events);
        Ok(())
    }

    #[inline]
    fn outcome(&self, state: &GooseState) -> Option<Outcome> {
        state.outcome()
    }
}
