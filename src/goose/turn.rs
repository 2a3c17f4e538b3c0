//! The flow of one throw on a Goose board: the checks before anything changes, the move, throwing again, the end of the turn and handing the dice on.
//!
//! [`play_throw`](GooseGame::play_throw) is the whole of
//! [`apply_mut`](crate::RaceGame::apply_mut): it checks the throw, then
//! moves the token with [`travel`](GooseGame::travel) (or its table-driven
//! twin [`travel_quietly`](GooseGame::travel_quietly) when nobody records
//! events, both in `moves.rs`), and ends the turn.

use super::action::GooseAction;
use super::board::Square;
use super::error::{GooseError, GooseStateError};
use super::event::{Direction, GooseEvent, SkipReason};
use super::game::GooseGame;
use super::state::{Continuation, GooseState, Status};
use crate::dice::Roll;
use crate::game::{EventSink, Outcome, Seat};

impl GooseGame {
    /// Plays `action` on `s`: every refusal first, then the throw.
    // Always inlined: a simulation's loop calls it once per throw, and the
    // call (six saved registers, a `Result` written to memory and read
    // back) cost as much as the move itself.
    #[inline(always)]
    pub(super) fn play_throw(
        &self,
        s: &mut GooseState,
        action: GooseAction,
        events: &mut impl EventSink<GooseEvent>,
    ) -> Result<(), GooseError> {
        let GooseAction::Throw(roll) = action;
        self.check_throw(s, roll)?;
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
}

impl GooseGame {
    /// The checks of `apply_mut`, before anything changes: the game goes
    /// on, the dice count is the board's, and the state is of this table
    /// size (the two checks that keep indexing in bounds; the rest of
    /// `validate` is the caller's business for states it did not make).
    #[inline(always)]
    fn check_throw(&self, s: &GooseState, roll: Roll) -> Result<(), GooseError> {
        if s.status != Status::InPlay {
            return Err(GooseError::Turn(crate::TurnError::GameOver));
        }
        if roll.count() != self.board.dice() {
            return Err(GooseError::WrongDiceCount {
                expected: self.board.dice(),
                got: roll.count(),
            });
        }
        if s.seats != self.seats {
            return Err(GooseStateError::Seats(s.seats()).into());
        }
        if s.current >= s.seats {
            return Err(GooseStateError::Current(s.current).into());
        }
        Ok(())
    }

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
            let pot = self.pot(s);
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
        if s.throws >= self.max_throws {
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

impl GooseGame {
    /// Hands the dice to the next seat that can throw, passing over held
    /// tokens and missed turns; ends the game if every token is held or the
    /// last throw is made.
    #[inline]
    pub(super) fn next_turn(&self, s: &mut GooseState, events: &mut impl EventSink<GooseEvent>) {
        // `apply_mut` checked that the state has `seats` seats. Reading
        // our own copy, not the state's byte, matters: the compiler merged
        // that byte with `current`, just written, into one wider load that
        // the processor cannot forward from the store (a stall every
        // throw). `min` removes the bounds checks below.
        let n = usize::from(self.seats).min(super::MAX_SEATS);
        if n == 0 {
            return;
        }
        let mut next = usize::from(s.current) + 1;
        if next >= n {
            next = 0;
        }
        // The usual turn: the next seat is free to throw. Then not every
        // token is held, so only the throw limit can end the game; the
        // general case below would reach the same result after more work.
        if !s.held[next] && s.missed[next] == 0 {
            if !self.truncate_at_limit(s, events) {
                s.current = next as u8;
            }
            return;
        }
        if s.held[..n].iter().all(|&h| h) {
            s.status = Status::Blocked;
            events.push(GooseEvent::GameOver {
                outcome: Outcome::Blocked,
            });
            return;
        }
        if !self.truncate_at_limit(s, events) {
            self.pass_to_free_seat(s, n, events);
        }
    }

    /// Ends the game truncated if the last throw allowed was made; says
    /// whether it did.
    #[inline]
    fn truncate_at_limit(
        &self,
        s: &mut GooseState,
        events: &mut impl EventSink<GooseEvent>,
    ) -> bool {
        if s.throws < self.max_throws {
            return false;
        }
        s.status = Status::Truncated;
        events.push(GooseEvent::GameOver {
            outcome: Outcome::Truncated,
        });
        true
    }

    /// Gives the dice to the next of the `n` seats that can throw, passing
    /// over held tokens and spending missed turns, with an event each. Some
    /// seat is free, and each pass over a free seat spends one of its (at
    /// most 255) missed turns, so this ends within 256 rounds.
    #[cold]
    fn pass_to_free_seat(
        &self,
        s: &mut GooseState,
        n: usize,
        events: &mut impl EventSink<GooseEvent>,
    ) {
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
