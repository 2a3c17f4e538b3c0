//! What one action does, in order: a throw, a move (captures, home, the win), and the hand-over.

use super::action::PachisiAction;
use super::error::PachisiError;
use super::event::PachisiEvent;
use super::game::PachisiGame;
use super::moves::Plan;
use super::rules::{AfterHome, ring_square};
use super::state::{PachisiState, Phase};
use crate::game::EventSink;

impl PachisiGame {
    /// Plays the throw `lot` for the colour to throw.
    pub(crate) fn play_throw(
        &self,
        s: &mut PachisiState,
        lot: u8,
        events: &mut impl EventSink<PachisiEvent>,
    ) {
        let colour = s.colour;
        let (value, grace, again) = self.rules.value_of(lot);
        events.push(PachisiEvent::Rolled {
            colour,
            lot,
            value,
            grace,
            again,
        });
        // The streak is counted only against a limit: without one it
        // changes nothing, and stays 0.
        if let (true, Some(limit)) = (again, self.rules.again_limit) {
            s.streak += 1;
            if s.streak >= limit {
                events.push(PachisiEvent::Void { colour });
                self.next_turn(s);
                return;
            }
        } else {
            s.streak = 0;
        }
        if self.has_move(s, lot) {
            s.phase = Phase::AwaitingMove(lot);
        } else {
            events.push(PachisiEvent::NoMove { colour });
            self.after_throw(s, again, events);
        }
    }

    /// Plays a player's choice for the pending `lot`.
    pub(crate) fn apply_choice(
        &self,
        s: &mut PachisiState,
        lot: u8,
        action: PachisiAction,
        events: &mut impl EventSink<PachisiEvent>,
    ) -> Result<(), PachisiError> {
        let again = if self.rules.separate_dice() {
            s.streak > 0
        } else {
            self.rules.value_of(lot).2
        };
        match action {
            PachisiAction::Pass => {
                if !self.rules.may_pass {
                    return Err(PachisiError::PassNotAllowed);
                }
                s.actions = s.actions.saturating_add(1);
                events.push(PachisiEvent::Passed { colour: s.colour });
                self.after_throw(s, again, events);
            }
            PachisiAction::Move { from, count } => {
                let plan = self.check_move(s, lot, from, count)?;
                s.actions = s.actions.saturating_add(1);
                if let Some(bonus) = self.play_move(s, plan, events) {
                    self.after_throw(s, again || bonus, events);
                }
            }
            PachisiAction::MoveDie { die, from, count } => {
                let plan = self.check_die(s, lot, die, from, count)?;
                s.actions = s.actions.saturating_add(1);
                if let Some(bonus) = self.play_move(s, plan, events) {
                    let left = super::dice::without(lot, die).flatten();
                    self.after_die(s, left, again || bonus, events);
                }
            }
            PachisiAction::Throw(_) => return Err(PachisiError::MoveAwaited { lot }),
        }
        Ok(())
    }

    /// Plays a move found legal: the pieces, any capture and the win.
    /// `None` once the game is won; otherwise whether a capture earned
    /// another throw.
    fn play_move(
        &self,
        s: &mut PachisiState,
        plan: Plan,
        events: &mut impl EventSink<PachisiEvent>,
    ) -> Option<bool> {
        let n = self.rules.pieces;
        s.shift(plan.mover, n, plan.from, plan.to, plan.count);
        events.push(PachisiEvent::Moved {
            colour: plan.mover,
            from: plan.from,
            to: plan.to,
            count: plan.count,
        });
        if let Some(square) = plan.capture {
            self.capture(s, plan.mover, square, events);
        }
        if let Some(side) = self.winning_side(s) {
            s.phase = Phase::Over;
            if self.rules.separate_dice() {
                s.streak = 0;
            }
            events.push(PachisiEvent::Won { side });
            return None;
        }
        Some(plan.capture.is_some() && self.rules.capture_throws_again)
    }

    /// After a die of a throw is played (the dice used separately): the
    /// dice `left` wait for a move while one can move (the throw earned
    /// again so far kept in the streak), or the throw ends.
    fn after_die(
        &self,
        s: &mut PachisiState,
        left: Option<u8>,
        again: bool,
        events: &mut impl EventSink<PachisiEvent>,
    ) {
        if let Some(lot) = left {
            if self.has_move(s, lot) {
                s.phase = Phase::AwaitingMove(lot);
                s.streak = u8::from(again);
                return;
            }
            events.push(PachisiEvent::NoMove { colour: s.colour });
        }
        self.after_throw(s, again, events);
    }

    /// Sends every piece of the side opposed to `mover` on ring square
    /// `square` back to the charkoni.
    fn capture(
        &self,
        s: &mut PachisiState,
        mover: u8,
        square: u8,
        events: &mut impl EventSink<PachisiEvent>,
    ) {
        let n = self.rules.pieces;
        for colour in [(mover + 1) & 3, (mover + 3) & 3] {
            // A colour's pieces on one square stand at one progress, or at
            // its end square's two (8 and 76): at most two rounds.
            while let Some(&at) = s.pieces[usize::from(colour)][..usize::from(n)]
                .iter()
                .find(|&&p| p != 0 && ring_square(colour, p) == Some(square))
            {
                let count = s.count_at(colour, n, at);
                s.shift(colour, n, at, 0, count);
                events.push(PachisiEvent::Captured { colour, at, count });
            }
        }
    }

    /// After a throw is used (or could not be): the same colour throws
    /// again, or the turn passes.
    fn after_throw(
        &self,
        s: &mut PachisiState,
        again: bool,
        events: &mut impl EventSink<PachisiEvent>,
    ) {
        let finished =
            self.rules.after_home == AfterHome::Skipped && s.all_home(s.colour, self.rules.pieces);
        if again && !finished {
            s.phase = Phase::AwaitingThrow;
            if self.rules.separate_dice() {
                // The streak held the throw earned while dice were left.
                s.streak = 0;
            }
            events.push(PachisiEvent::ThrowsAgain { colour: s.colour });
        } else {
            self.next_turn(s);
        }
    }

    /// The next colour anticlockwise to throw (skipping colours all home
    /// when the rules skip them), with no streak.
    pub(crate) fn next_turn(&self, s: &mut PachisiState) {
        s.streak = 0;
        s.phase = Phase::AwaitingThrow;
        let mut colour = (s.colour + 1) & 3;
        if self.rules.after_home == AfterHome::Skipped {
            for _ in 0..4 {
                if !s.all_home(colour, self.rules.pieces) {
                    break;
                }
                colour = (colour + 1) & 3;
            }
        }
        s.colour = colour;
    }
}
