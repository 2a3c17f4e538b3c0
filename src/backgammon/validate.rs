//! [`BackgammonGame::validate`]: whether a state (perhaps deserialized or hand-edited) could occur under the game's rules.

use super::dice::DiceLeft;
use super::error::BackgammonStateError;
use super::game::BackgammonGame;
use super::restriction::Restriction;
use super::rules::{Contact, MotherRule, OFF, POINTS};
use super::state::{BackgammonState, Phase};
use crate::game::Seat;

impl BackgammonGame {
    /// Checks `state` against this game: the seat to act, each side's
    /// checkers adding up to the rules' count, no point shared by both
    /// sides (but for a pin), the bar and pins only under rules that have
    /// them, Fevga's starting tables, the cube (none without cube rules,
    /// within the cap, a cube decision only for a side that may double), a
    /// phase that fits the board (the start for the opening throw, dice
    /// that allow a move when one is awaited, a win the board shows or a
    /// pass), and the action limit.
    ///
    /// It also checks the turn's memory of long nardy's head rule
    /// and of Turkish tavla's hit-and-run rule ([`BackgammonState::memory`]).
    ///
    /// A server uses this on what a client sends.
    /// [`apply`](crate::RaceGame::apply) never panics whatever it is given,
    /// but only promises the rules on states that pass.
    ///
    /// # Errors
    ///
    /// The first problem found, as a [`BackgammonStateError`] naming the
    /// seat and point involved.
    ///
    /// ```
    /// use racegame::{RaceGame, backgammon::{BackgammonGame, BackgammonStateError, WHITE}};
    /// let game = BackgammonGame::backgammon();
    /// let short = game.initial_state().with_side(WHITE, &[(6, 14)], 0, 0);
    /// assert!(matches!(game.validate(&short), Err(BackgammonStateError::Checkers { .. })));
    /// ```
    pub fn validate(&self, state: &BackgammonState) -> Result<(), BackgammonStateError> {
        self.check_fits(state)?;
        state.check_cube_shape()?;
        state.check_memory_shape()?;
        for seat in [Seat(0), Seat(1)] {
            self.check_side(state, seat)?;
        }
        self.check_cube(state)?;
        self.check_match(state)?;
        self.check_phase(state)?;
        self.check_memory(state)?;
        self.check_limit(state)
    }

    /// The turn's memory fits: nothing between turns, nor under rules
    /// that look back at nothing; at most one checker more off the head,
    /// or two on a first turn's 6-6, 4-4 or 3-3 under the exception (no
    /// checker has left the head yet); hits in the home board only on home
    /// points the mover holds.
    fn check_memory(&self, state: &BackgammonState) -> Result<(), BackgammonStateError> {
        let (n, hits) = (state.memory.head_left, state.memory.hit_home);
        if state.memory.is_empty() {
            return Ok(());
        }
        let Phase::AwaitingMove(dice) = state.phase else {
            return Err(if n != 0 {
                BackgammonStateError::HeadLeft(n)
            } else {
                BackgammonStateError::HitHome(hits)
            });
        };
        let turn_start = self.frame(state, state.turn());
        let head_ok = match n {
            0 => true,
            1 => self.rules.restrictions.contains(Restriction::HeadOnce),
            // The exception's allowance: as at the start of such a turn.
            _ => {
                let double = DiceLeft::of_pair(dice.largest(), dice.largest());
                dice.is_double() && self.laws.head_allowance(&turn_start, double) == 2
            }
        };
        if !head_ok {
            return Err(BackgammonStateError::HeadLeft(n));
        }
        let held = (1..=6u8).all(|p| hits & (1 << p) == 0 || turn_start.count(p) > 0);
        if hits != 0
            && (!held
                || !self
                    .rules
                    .restrictions
                    .contains(Restriction::NoHitAndRunHome))
        {
            return Err(BackgammonStateError::HitHome(hits));
        }
        Ok(())
    }

    /// The cube fits the rules: none without a cube (no turned cube, no
    /// cube phase, no pass), within the cap, in the middle at the opening,
    /// and a cube decision or a double only from a side that may double.
    fn check_cube(&self, state: &BackgammonState) -> Result<(), BackgammonStateError> {
        self.check_resignation(state)?;
        // Under resignations every turn begins with a decision, double or not.
        let decision = state.phase == Phase::AwaitingCube && self.rules.resignations;
        let cube_phase = matches!(state.phase, Phase::AwaitingCube | Phase::Doubled) && !decision;
        let Some(cube) = self.rules.cube else {
            if state.cube != 0 || cube_phase {
                return Err(BackgammonStateError::NoCube);
            }
            return Ok(());
        };
        if state.doublings() > cube.cap() {
            return Err(BackgammonStateError::CubeValue {
                doublings: state.doublings(),
                cap: cube.cap(),
            });
        }
        if state.phase == Phase::Opening && state.doublings() != 0 {
            return Err(BackgammonStateError::NotStart);
        }
        if cube_phase && !self.may_double(state, state.turn()) {
            return Err(BackgammonStateError::MayNotDouble(state.turn()));
        }
        if state.passed() {
            self.check_pass(state, cube.cap())?;
        }
        Ok(())
    }

    /// Offers and accepted resignations only under rules with them, a
    /// resignation the rules score (no gammon where gammons do not count).
    fn check_resignation(&self, state: &BackgammonState) -> Result<(), BackgammonStateError> {
        let offered = match state.phase {
            Phase::Resigning { offered, .. } => Some(offered),
            _ => state.resigned(),
        };
        let Some(offered) = offered else {
            return Ok(());
        };
        let scored = match offered {
            super::Resignation::Single => true,
            super::Resignation::Gammon => self.rules.gammons,
            super::Resignation::Backgammon => self.rules.backgammons,
        };
        if !self.rules.resignations || !scored {
            return Err(BackgammonStateError::NoResignation(offered));
        }
        Ok(())
    }

    /// A game won by a pass: the winner offered the double, so it could
    /// double with the cube as shown (the value before the double): the
    /// cube in the middle or the winner's, below its cap; and the game was
    /// going on, neither side having borne off every checker.
    fn check_pass(&self, state: &BackgammonState, cap: u8) -> Result<(), BackgammonStateError> {
        let winner = state.turn();
        if state.cube_owner().is_some_and(|owner| owner != winner) {
            return Err(BackgammonStateError::Finished(
                "a pass of a double the winner could not offer: the loser owns the cube",
            ));
        }
        if state.doublings() >= cap {
            return Err(BackgammonStateError::Finished(
                "a pass of a double the winner could not offer: the cube is at its cap",
            ));
        }
        let done = |seat: Seat| state.count(seat, OFF) >= self.rules.checkers;
        if done(Seat(0)) || done(Seat(1)) {
            return Err(BackgammonStateError::Finished(
                "a pass after a side bore off every checker",
            ));
        }
        Ok(())
    }

    /// One side's checkers: no point shared with the other side but a pin,
    /// the bar empty where nothing is hit, Fevga's starting table open.
    fn check_side(&self, state: &BackgammonState, seat: Seat) -> Result<(), BackgammonStateError> {
        let other = Seat(1 - seat.0);
        let dir = self.rules.direction;
        for p in 1..=POINTS {
            let (mine, theirs) = (state.count(seat, p), state.count(other, dir.other(p)));
            let pinned = state.is_pinned(seat, p);
            if pinned && (self.rules.contact != Contact::Pin || theirs == 0) {
                return Err(BackgammonStateError::Pin { seat, point: p });
            }
            let pin_here = pinned || state.is_pinned(other, dir.other(p));
            if mine > 0 && theirs > 0 && !pin_here {
                return Err(BackgammonStateError::Shared { seat, point: p });
            }
        }
        if state.bar(seat) > 0 && self.rules.contact != Contact::Hit {
            return Err(BackgammonStateError::Bar(seat));
        }
        let table = (19..=POINTS).all(|p| state.count(seat, p) > 0);
        if self.rules.starting_table_open && table {
            return Err(BackgammonStateError::StartingTable(seat));
        }
        Ok(())
    }

    /// The phase fits the board.
    fn check_phase(&self, state: &BackgammonState) -> Result<(), BackgammonStateError> {
        let done = |seat: Seat| state.count(seat, OFF) >= self.rules.checkers;
        let turn = state.turn();
        match state.phase {
            Phase::Opening => {
                let start = state.board == [self.start; 2] && state.pinned == [0; 2];
                if !start || turn != Seat(0) {
                    return Err(BackgammonStateError::NotStart);
                }
            }
            Phase::AwaitingMove(dice)
                if !dice.is_well_formed() || self.move_set(state).is_empty() =>
            {
                return Err(BackgammonStateError::NoPendingMove(dice));
            }
            Phase::Resigning {
                dice: Some(dice), ..
            } if !Self::turn_start(dice) || self.move_set(&moving(state, dice)).is_empty() => {
                return Err(BackgammonStateError::NoPendingMove(dice));
            }
            Phase::Over
                if !done(turn)
                    && !self.mother_won(state, turn)
                    && !state.passed()
                    && state.resigned().is_none() =>
            {
                return Err(BackgammonStateError::Finished("the winner has not won"));
            }
            Phase::Drawn if !self.both_mothers_pinned(state) && !self.is_dead(state) => {
                return Err(BackgammonStateError::Finished(
                    "a draw without both mothers pinned, while a side can still move",
                ));
            }
            _ => {}
        }
        let winner = (state.phase == Phase::Over).then_some(turn);
        if [Seat(0), Seat(1)]
            .into_iter()
            .any(|s| done(s) && winner != Some(s))
        {
            return Err(BackgammonStateError::Finished(
                "a side bore off every checker but has not won",
            ));
        }
        Ok(())
    }

    /// Whether `winner` won by pinning the other side's mother: it pins the
    /// checker on the other's starting point and has none on its own.
    fn mother_won(&self, state: &BackgammonState, winner: Seat) -> bool {
        let loser = Seat(1 - winner.0);
        self.rules.mother != MotherRule::Off
            && state.is_pinned(loser, 24)
            && state.count(winner, 24) == 0
    }

    /// Whether both sides' checkers on their starting points are pinned.
    fn both_mothers_pinned(&self, state: &BackgammonState) -> bool {
        self.rules.mother == MotherRule::WinsOrDraws
            && state.is_pinned(Seat(0), 24)
            && state.is_pinned(Seat(1), 24)
    }

    /// The action count within the limit (`u32::MAX` without one): below
    /// it while the game goes on, at it when the game was cut short.
    fn check_limit(&self, state: &BackgammonState) -> Result<(), BackgammonStateError> {
        let limit = self.rules.action_limit.unwrap_or(u32::MAX);
        let past = state.actions > limit
            || (!state.phase.is_over() && state.actions >= limit)
            || (state.phase == Phase::Truncated && state.actions < limit);
        if past {
            return Err(BackgammonStateError::PastLimit {
                actions: state.actions,
                limit,
            });
        }
        Ok(())
    }
}

/// `state` with its side to play moving with `dice`.
fn moving(state: &BackgammonState, dice: DiceLeft) -> BackgammonState {
    let mut s = *state;
    s.phase = Phase::AwaitingMove(dice);
    s
}
