//! The doubling cube in play: who may double, the cube actions a state offers, and what a double, a roll, a take, a pass and a beaver do.

use super::action::BackgammonAction;
use super::error::{BackgammonError, BackgammonStateError};
use super::event::BackgammonEvent;
use super::game::BackgammonGame;
use super::memory::TurnMemory;
use super::state::{BackgammonState, Phase};
use super::turn::opponent;
use crate::game::{EventSink, Seat};

/// The answers to a double without beavers, in the order listed.
const ANSWERS: [BackgammonAction; 2] = [BackgammonAction::Take, BackgammonAction::Pass];

/// The answers to a double where a beaver is allowed.
const ANSWERS_BEAVER: [BackgammonAction; 3] = [
    BackgammonAction::Take,
    BackgammonAction::Pass,
    BackgammonAction::Beaver,
];

/// The cube decision before a throw: rolling first, so a bot that plays
/// the first legal action never doubles (nor resigns).
const DECISION: [BackgammonAction; 2] = [BackgammonAction::Roll, BackgammonAction::Double];

impl BackgammonGame {
    /// Whether `seat`, about to throw in `s`, may double: the rules have a
    /// cube, it is in the middle or `seat`'s, below its cap, and in a match
    /// not the Crawford game and not dead (a single win at the cube's
    /// value would not already give `seat` the match). Out of line: a game
    /// without a cube never asks.
    #[inline(never)]
    pub(crate) fn may_double(&self, s: &BackgammonState, seat: Seat) -> bool {
        let Some(cube) = self.rules.cube else {
            return false;
        };
        let owner = s.owner_code();
        let owns = owner == 0 || owner == seat.0.saturating_add(1);
        let live = self.rules.match_play.is_none_or(|m| {
            let score = u32::from(s.score[BackgammonState::slot(seat)]);
            !s.crawford && score + s.cube_value() < u32::from(m.length)
        });
        owns && s.doublings() < cube.cap() && live
    }

    /// Whether the side doubled in `s` may beaver: beavers allowed, and
    /// the cube two doublings below its cap.
    pub(crate) fn may_beaver(&self, s: &BackgammonState) -> bool {
        self.rules
            .cube
            .is_some_and(|c| c.beavers && s.doublings().saturating_add(2) <= c.cap())
    }

    /// `seat` throws next: first its decision before the throw when it may
    /// double or the rules let it resign.
    #[inline]
    pub(crate) fn await_throw(&self, s: &mut BackgammonState, seat: Seat) {
        s.turn = seat.0;
        s.memory = TurnMemory::NONE;
        s.phase =
            if self.rules.resignations || (self.rules.cube.is_some() && self.may_double(s, seat)) {
                Phase::AwaitingCube
            } else {
                Phase::AwaitingThrow
            };
    }

    /// What `apply` does with an action that is neither a throw awaited nor
    /// a move awaited: a cube action where one is awaited, or a refusal
    /// (out of line: the common actions stay compact).
    #[inline(never)]
    pub(crate) fn apply_other(
        &self,
        s: &mut BackgammonState,
        action: BackgammonAction,
        events: &mut impl EventSink<BackgammonEvent>,
    ) -> Result<(), BackgammonError> {
        match (s.phase, action) {
            (Phase::Over | Phase::Drawn | Phase::Truncated, _) => {
                Err(BackgammonError::Turn(crate::TurnError::GameOver))
            }
            (Phase::Resigning { .. }, _) => self.apply_resign(s, action, events),
            (
                _,
                BackgammonAction::Resign(_) | BackgammonAction::Accept | BackgammonAction::Reject,
            ) => self.apply_resign(s, action, events),
            (Phase::AwaitingCube | Phase::Doubled, action) => self.apply_cube(s, action, events),
            (_, BackgammonAction::NameDoubles(value)) => self.apply_name(s, value, events),
            (Phase::NamingDoubles, _) => Err(BackgammonError::NameAwaited),
            (_, BackgammonAction::Double | BackgammonAction::Roll) => {
                Err(BackgammonError::NoCubeDecision)
            }
            (_, BackgammonAction::Take | BackgammonAction::Pass | BackgammonAction::Beaver) => {
                Err(BackgammonError::NoDoubleOffered)
            }
            (Phase::AwaitingMove(dice), _) => Err(BackgammonError::MoveAwaited { dice }),
            _ => Err(BackgammonError::Turn(crate::TurnError::ThrowAwaited)),
        }
    }

    /// The cube actions `s` offers, in the order
    /// [`legal_actions`](crate::RaceGame::legal_actions) lists them: roll
    /// and double awaiting a cube decision; take, pass (and beaver) when
    /// doubled; none otherwise.
    pub(crate) fn cube_choices(&self, s: &BackgammonState) -> &'static [BackgammonAction] {
        match s.phase {
            // Under resignations a turn begins with the decision even when
            // the side may not double: rolling (or resigning) only.
            Phase::AwaitingCube if !self.may_double(s, s.turn()) => &DECISION[..1],
            Phase::AwaitingCube => &DECISION,
            Phase::Doubled if self.may_beaver(s) => &ANSWERS_BEAVER,
            Phase::Doubled => &ANSWERS,
            _ => &[],
        }
    }

    /// Plays a cube action in a state that awaits a cube decision or an
    /// answer to a double. Refusals come before any write.
    pub(crate) fn apply_cube(
        &self,
        s: &mut BackgammonState,
        action: BackgammonAction,
        events: &mut impl EventSink<BackgammonEvent>,
    ) -> Result<(), BackgammonError> {
        let roll_only = s.phase == Phase::AwaitingCube && !self.may_double(s, s.turn());
        if roll_only && self.rules.resignations {
            return Self::decide_without_cube(s, action);
        }
        if self.rules.cube.is_none() {
            return Err(BackgammonError::InvalidState(BackgammonStateError::NoCube));
        }
        match s.phase {
            Phase::AwaitingCube => Self::decide(s, action, events)?,
            Phase::Doubled => self.answer(s, action, events)?,
            _ => return Err(BackgammonError::NoCubeDecision),
        }
        s.actions = s.actions.saturating_add(1);
        Ok(())
    }

    /// The decision before the throw of a side that may not double (under
    /// resignations): rolling only.
    fn decide_without_cube(
        s: &mut BackgammonState,
        action: BackgammonAction,
    ) -> Result<(), BackgammonError> {
        match action {
            BackgammonAction::Roll => {
                s.phase = Phase::AwaitingThrow;
                s.actions = s.actions.saturating_add(1);
                Ok(())
            }
            BackgammonAction::Double => Err(BackgammonError::NoCubeDecision),
            _ => Err(BackgammonError::CubeDecisionAwaited),
        }
    }

    /// The side to act rolls or doubles; the caller counts the action.
    fn decide(
        s: &mut BackgammonState,
        action: BackgammonAction,
        events: &mut impl EventSink<BackgammonEvent>,
    ) -> Result<(), BackgammonError> {
        match action {
            BackgammonAction::Roll => s.phase = Phase::AwaitingThrow,
            BackgammonAction::Double => {
                s.phase = Phase::Doubled;
                events.push(BackgammonEvent::Doubled {
                    seat: s.turn(),
                    value: s.cube_value().saturating_mul(2),
                });
            }
            _ => return Err(BackgammonError::CubeDecisionAwaited),
        }
        Ok(())
    }

    /// The doubled side takes, beavers or passes; the caller counts the
    /// action.
    fn answer(
        &self,
        s: &mut BackgammonState,
        action: BackgammonAction,
        events: &mut impl EventSink<BackgammonEvent>,
    ) -> Result<(), BackgammonError> {
        let doubler = s.turn();
        let taker = opponent(doubler);
        let offered = s.cube_value().saturating_mul(2);
        match action {
            BackgammonAction::Take => {
                Self::turn_cube(s, taker, 1);
                events.push(BackgammonEvent::Taken {
                    seat: taker,
                    value: offered,
                });
            }
            BackgammonAction::Beaver if self.may_beaver(s) => {
                Self::turn_cube(s, taker, 2);
                events.push(BackgammonEvent::Beavered {
                    seat: taker,
                    value: s.cube_value(),
                });
            }
            BackgammonAction::Beaver => return Err(BackgammonError::NoBeaver),
            BackgammonAction::Pass => {
                events.push(BackgammonEvent::Dropped {
                    seat: taker,
                    value: s.cube_value(),
                });
                s.set_passed(true);
                self.win(s, doubler, events);
            }
            _ => return Err(BackgammonError::AnswerAwaited { value: offered }),
        }
        Ok(())
    }

    /// The cube turned `doublings` times to `taker`'s side; the doubler
    /// throws next.
    fn turn_cube(s: &mut BackgammonState, taker: Seat, doublings: u8) {
        s.set_cube(
            s.doublings().saturating_add(doublings),
            taker.0.saturating_add(1),
        );
        s.phase = Phase::AwaitingThrow;
    }
}
