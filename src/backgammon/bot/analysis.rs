//! What the bot's analysis gives: every play of a roll ranked ([`RankedPlay`]) and the cube's actions valued ([`CubeAnalysis`]), each with the error of a given choice.

use super::eval::Probabilities;
use crate::backgammon::{BackgammonAction, Play};

/// Why an analysis was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum AnalysisError {
    /// The game refuses the state.
    #[error("the game refuses this state")]
    InvalidState,
    /// The state awaits no checker move.
    #[error("the state awaits no checker move")]
    NoMoveAwaited,
    /// The state awaits no cube decision (to double, or to answer one).
    #[error("the state awaits no cube decision")]
    NoCubeDecision,
    /// The play given is not one of the roll's.
    #[error("that play is not one of this roll's")]
    UnknownPlay,
    /// The action given is not a cube action of this decision.
    #[error("that action is not a cube action of this decision")]
    NotACubeAction,
}

/// One play of a roll, valued for the side that plays it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RankedPlay {
    /// The play.
    pub play: Play,
    /// Its cubeless chances for the mover.
    pub chances: Probabilities,
    /// Its cubeless equity ([`Probabilities::equity`]).
    pub equity: f32,
    /// The equity it gives up against the best play (0 for the best).
    pub error: f32,
    /// The ply it was valued at (lower than the bot's level for a play
    /// the move filter left out).
    pub ply: u8,
}

/// The cube's actions valued for the side that may double (the
/// "doubler", whose turn it is).
///
/// In money play the equities are cubeful (Janowski's formula, see
/// [`cube`](super::cube)), in units of the cube's value before the
/// double; in match play ([`match_play`](CubeAnalysis::match_play)) they
/// are the doubler's match-winning chances.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CubeAnalysis {
    /// The doubler's cubeless chances, at the bot's ply.
    pub chances: Probabilities,
    /// No double.
    pub no_double: f32,
    /// Double, and the opponent takes.
    pub double_take: f32,
    /// Double, and the opponent passes.
    pub double_pass: f32,
    /// Whether the doubler should double.
    pub double: bool,
    /// Whether the opponent should take.
    pub take: bool,
    /// Whether the opponent should beaver (money play where the rules
    /// allow it).
    pub beaver: bool,
    /// Whether the rules allow a beaver here.
    pub beavers: bool,
    /// Whether the equities are match-winning chances.
    pub match_play: bool,
}

impl CubeAnalysis {
    /// What the doubler's action is worth to it, the opponent answering
    /// right: no double for [`Roll`](BackgammonAction::Roll), the lesser
    /// of double/take and double/pass for
    /// [`Double`](BackgammonAction::Double).
    fn doubler_value(&self, action: BackgammonAction) -> Option<f32> {
        match action {
            BackgammonAction::Roll => Some(self.no_double),
            BackgammonAction::Double => Some(self.double_take.min(self.double_pass)),
            _ => None,
        }
    }

    /// What the opponent's answer is worth to the opponent (the negative
    /// of the doubler's, or one minus it in match play).
    fn taker_value(&self, action: BackgammonAction) -> Option<f32> {
        let flip = |v: f32| if self.match_play { 1.0 - v } else { -v };
        match action {
            BackgammonAction::Take => Some(flip(self.double_take)),
            BackgammonAction::Pass => Some(flip(self.double_pass)),
            BackgammonAction::Beaver if self.beavers && !self.match_play => {
                Some(-2.0 * self.double_take)
            }
            _ => None,
        }
    }

    /// The equity `action` gives up against the best action of the side
    /// that takes it: the doubler's [`Double`](BackgammonAction::Double)
    /// or [`Roll`](BackgammonAction::Roll), or the opponent's
    /// [`Take`](BackgammonAction::Take), [`Pass`](BackgammonAction::Pass)
    /// or [`Beaver`](BackgammonAction::Beaver). 0 for the right action.
    ///
    /// # Errors
    ///
    /// [`AnalysisError::NotACubeAction`] for a throw, a checker move, or
    /// a beaver where none is allowed.
    pub fn error(&self, action: BackgammonAction) -> Result<f32, AnalysisError> {
        if let Some(v) = self.doubler_value(action) {
            let best = self.no_double.max(self.double_take.min(self.double_pass));
            return Ok((best - v).max(0.0));
        }
        let v = self
            .taker_value(action)
            .ok_or(AnalysisError::NotACubeAction)?;
        let answers = [
            BackgammonAction::Take,
            BackgammonAction::Pass,
            BackgammonAction::Beaver,
        ];
        let best = answers
            .iter()
            .filter_map(|a| self.taker_value(*a))
            .fold(f32::NEG_INFINITY, f32::max);
        Ok((best - v).max(0.0))
    }
}
