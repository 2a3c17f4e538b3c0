//! How a token moves on a Goose board: legs and overshoot, square effects, fines and collisions.
//!
//! The turn (in `turn.rs`) checks a throw and calls these in order:
//! [`travel`](GooseGame::travel) (or its table-driven twin
//! [`travel_quietly`](GooseGame::travel_quietly) when nobody records
//! events), then [`collide`](GooseGame::collide); it hands the dice on
//! itself.

use super::board::{Collision, Effect, Overshoot, RepeatRule, Square};
use super::event::{Direction, GooseEvent, JumpReason};
use super::game::GooseGame;
use super::shortcuts::Landing;
use super::state::{Continuation, GooseState};
use crate::dice::Roll;
use crate::game::{EventSink, Seat};

/// A token arriving on a square during a move.
#[derive(Clone, Copy)]
struct Arrival {
    seat: Seat,
    at: Square,
    total: u8,
    direction: Direction,
}

/// Whether a move goes on after a square's effect.
enum Next {
    /// The move ends here.
    Stop,
    /// The move goes on by the same total.
    Repeat,
    /// The player throws again from here ([`RepeatRule::FreshThrow`]).
    ThrowAgain,
}

impl GooseGame {
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
        // Never saturates from a valid state: `validate` bounds the fines
        // by the throws, and the throws by `max_throws`.
        s.fines[i] = s.fines[i].saturating_add(1);
        events.push(GooseEvent::PaidFine {
            seat,
            amount: self.fine,
            pot: self.pot(s),
        });
    }

    /// Plays `seat`'s move by `roll` from `from`: first-throw jumps, then
    /// legs and square effects. `continuing` is the turn in progress under
    /// [`RepeatRule::FreshThrow`](super::RepeatRule::FreshThrow), whose
    /// throws keep the token's direction and are never first throws.
    ///
    /// Kept out of line: this is the road for sinks that record, where
    /// pushing the events costs more than a call, and inlining it would
    /// make `apply_mut` too big to inline into a simulation's loop.
    #[inline(never)]
    pub(super) fn travel(
        &self,
        s: &mut GooseState,
        seat: Seat,
        from: Square,
        roll: Roll,
        continuing: Option<Continuation>,
        events: &mut impl EventSink<GooseEvent>,
    ) -> (Landing, Option<Direction>) {
        let i = seat.index();
        let first = !s.thrown[i];
        s.thrown[i] = true;
        if first && let Some(to) = self.shortcuts.first_throw_jump(roll) {
            events.push(GooseEvent::Jumped {
                seat,
                from,
                to,
                reason: JumpReason::FirstThrow,
            });
            let landing = Landing {
                square: to,
                wins: to == self.board.goal(),
                ..Landing::default()
            };
            return (landing, None);
        }
        let dir = continuing.map_or(Direction::Forward, |c| c.direction);
        self.travel_from(s, seat, from, roll.total(), dir, events)
    }

    /// The same move as [`travel`](Self::travel) read from the precomputed
    /// table: what the move does to the mover, without its events. `None`
    /// for a token off the board (a state `validate` refuses), which the
    /// caller then walks the slow way.
    #[inline]
    pub(super) fn travel_quietly(
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
        if self.board.repeat() == RepeatRule::FreshThrow {
            // A move may stop on a station to throw again: the walking road
            // keeps that bookkeeping in one place (and the table stays
            // eight bytes an entry).
            return None;
        }
        let landing = self.shortcuts.landing(origin, roll.total())?;
        s.thrown[i] = true;
        // Most moves end on a plain square: one test skips the three below.
        if !landing.plain {
            if landing.fines != 0 {
                s.fines[i] = s.fines[i].saturating_add(u32::from(landing.fines));
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

    /// The legs and square effects of a move of `total` from `origin`,
    /// setting out in `dir` (everything but first-throw jumps). Changes the
    /// mover in `s` and returns what it did, which is what the shortcut
    /// table stores (for forward moves), and the direction of travel when
    /// the move stopped on a repeat square to throw again
    /// ([`RepeatRule::FreshThrow`]).
    pub(super) fn travel_from(
        &self,
        s: &mut GooseState,
        seat: Seat,
        origin: Square,
        total: u8,
        dir: Direction,
        events: &mut impl EventSink<GooseEvent>,
    ) -> (Landing, Option<Direction>) {
        let goal = self.board.goal();
        let mut landing = Landing {
            square: origin,
            ..Landing::default()
        };
        let mut at = origin;
        let mut dir = dir;
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
            if self.board.fines(at) {
                self.pay(s, seat, events);
                landing.fines = landing.fines.saturating_add(1);
            }
            let arrival = Arrival {
                seat,
                at,
                total,
                direction: dir,
            };
            match self.square_effect(s, arrival, &mut landing, events) {
                Next::Stop => break,
                Next::Repeat => {}
                Next::ThrowAgain => return (landing, Some(dir)),
            }
        }
        (landing, None)
    }

    /// What the square a token arrives on does to it: records it in
    /// `landing` and `s`, and says whether the move goes on.
    fn square_effect(
        &self,
        s: &mut GooseState,
        arrival: Arrival,
        landing: &mut Landing,
        events: &mut impl EventSink<GooseEvent>,
    ) -> Next {
        let Arrival {
            seat,
            at,
            total,
            direction,
        } = arrival;
        let i = seat.index();
        let jump = |landing: &mut Landing, to: Square, reason| {
            landing.square = to;
            landing.wins = to == self.board.goal();
            GooseEvent::Jumped {
                seat,
                from: at,
                to,
                reason,
            }
        };
        match self.board.effect(at) {
            Effect::Repeat if self.board.repeat() == RepeatRule::FreshThrow => {
                events.push(GooseEvent::ThrowsAgain { seat, square: at });
                return Next::ThrowAgain;
            }
            Effect::Repeat => {
                events.push(GooseEvent::Repeated {
                    seat,
                    square: at,
                    total,
                    direction,
                });
                return Next::Repeat;
            }
            Effect::Jump(to) => events.push(jump(landing, to, JumpReason::Square)),
            Effect::BackToStart => {
                let to = self.board.start();
                events.push(jump(landing, to, JumpReason::BackToStart));
            }
            Effect::MissTurns(turns) => {
                s.missed[i] = turns;
                landing.missed = Some(turns);
                events.push(GooseEvent::MissesTurns { seat, turns });
            }
            Effect::Hold => {
                s.held[i] = true;
                landing.held = true;
                events.push(GooseEvent::Held { seat, square: at });
            }
            Effect::Win => landing.wins = true,
            Effect::None => {}
        }
        Next::Stop
    }

    /// The collision on `square` where `seat` ended its turn, coming from
    /// `origin`.
    #[inline]
    pub(super) fn collide(
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
        let n = usize::from(self.seats).min(super::MAX_SEATS);
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
        bytes[..super::MAX_SEATS].copy_from_slice(&s.positions);
        // Zero bytes of `diff` are the seats on `square`.
        let diff = u64::from_le_bytes(bytes) ^ (u64::from(square) * ONES);
        // The mover and the seats not in play cannot collide: make their
        // bytes non-zero. `n` is at most 6, so the shifts stay below 64.
        let ignored = !((1u64 << (8 * n)) - 1) | (0xFF << (8 * (mover % 8)));
        let d = diff | ignored;
        // The classic test for a zero byte: non-zero exactly when `d` has one.
        d.wrapping_sub(ONES) & !d & HIGHS != 0
    }
}
