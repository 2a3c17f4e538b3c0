//! What one action does: a throw (a move awaited, or the turn passed), a move (entering, moving, bearing off, capturing, throwing again, winning).

use super::event::UrEvent;
use super::game::UrGame;
use super::moves::{Plan, opponent};
use super::state::{Phase, UrState};
use crate::game::{EventSink, Outcome, Seat};

impl UrGame {
    /// Plays a checked throw of `value` for `seat`: a move is awaited if
    /// one exists, otherwise the turn passes.
    pub(crate) fn play_throw(
        &self,
        s: &mut UrState,
        seat: Seat,
        value: u8,
        events: &mut impl EventSink<UrEvent>,
    ) {
        events.push(UrEvent::Rolled { seat, value });
        if self.has_move(s, seat, value) {
            s.phase = Phase::AwaitingMove(value);
            return;
        }
        events.push(UrEvent::Passed { seat, value });
        Self::end_turn(s, seat);
    }

    /// Plays a checked move for `seat`: the piece goes, a capture sends
    /// the opponent's piece back, then the game ends, the same seat throws
    /// again, or the opponent throws.
    pub(crate) fn play_move(
        &self,
        s: &mut UrState,
        seat: Seat,
        plan: Plan,
        events: &mut impl EventSink<UrEvent>,
    ) {
        let i = UrState::slot(seat);
        let path = self.rules.path;
        if plan.from == 0 {
            s.waiting[i] = s.waiting[i].saturating_sub(1);
            events.push(UrEvent::Entered {
                seat,
                to: plan.to,
                path,
            });
        } else {
            s.board[i] &= !(1u32 << plan.from);
        }
        if plan.to == path.off() {
            s.off[i] = s.off[i].saturating_add(1);
            events.push(UrEvent::BorneOff {
                seat,
                from: plan.from,
                path,
            });
        } else {
            s.board[i] |= 1u32 << plan.to;
            if plan.from != 0 {
                events.push(UrEvent::Moved {
                    seat,
                    from: plan.from,
                    to: plan.to,
                    path,
                });
            }
        }
        if let Some(at) = plan.capture {
            let victim = opponent(seat);
            let j = UrState::slot(victim);
            s.board[j] &= !(1u32 << at);
            s.waiting[j] = s.waiting[j].saturating_add(1);
            events.push(UrEvent::Captured {
                seat: victim,
                at,
                by: seat,
                path,
            });
        }
        self.after_move(s, seat, plan, events);
    }

    /// After a move: a win, another throw, or the opponent's turn.
    fn after_move(
        &self,
        s: &mut UrState,
        seat: Seat,
        plan: Plan,
        events: &mut impl EventSink<UrEvent>,
    ) {
        if s.borne_off(seat) >= self.rules.pieces {
            s.phase = Phase::Over;
            events.push(UrEvent::GameOver {
                outcome: Outcome::Winner(seat),
            });
            return;
        }
        let rules = &self.rules;
        let rosette = rules.rosettes_throw_again
            && plan.to != rules.path.off()
            && rules.path.is_rosette(plan.to);
        let capture = rules.captures_throw_again && plan.capture.is_some();
        if rosette || capture {
            events.push(UrEvent::ThrowAgain {
                seat,
                rosette,
                capture,
            });
            s.phase = Phase::AwaitingThrow;
            return;
        }
        Self::end_turn(s, seat);
    }

    /// The opponent of `seat` throws next.
    fn end_turn(s: &mut UrState, seat: Seat) {
        s.current = opponent(seat).0;
        s.phase = Phase::AwaitingThrow;
    }

    /// Ends the game at the action limit.
    pub(crate) fn truncate(s: &mut UrState, events: &mut impl EventSink<UrEvent>) {
        s.phase = Phase::Truncated;
        events.push(UrEvent::GameOver {
            outcome: Outcome::Truncated,
        });
    }
}
