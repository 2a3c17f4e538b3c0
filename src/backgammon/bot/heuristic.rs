//! [`HeuristicEvaluator`]: a simple evaluator to play and test with until a trained one is wired in: races exactly, contact by `pubeval`'s score.

use super::eval::{Evaluator, Probabilities};
use super::pubeval::{is_contact, other, score};
use super::race::RaceEvaluator;
use crate::backgammon::{BackgammonGame, BackgammonState};
use crate::math::exp;

/// A simple evaluator, no match for a trained one: the race evaluator in
/// races, and in contact positions a logistic of the difference between
/// the two sides' `pubeval` contact scores.
///
/// In contact, with `S` the side to throw and `O` the side that just
/// played, `P(O wins) = 1 / (1 + e^(-k (s_O - c)))`, where `s_O` is
/// Tesauro's contact score of the position for `O` ([`score`], the side
/// it was made for), `k` the [`scale`](HeuristicEvaluator::scale) and `c`
/// a centre. Both were fitted by maximum likelihood on 153,234 contact
/// positions of 3,000 games of `pubeval` against itself (`k = 0.06`, `c =
/// 9.75`); the fit is weak (a mean log-loss of 0.681 against 0.693 for a
/// coin), as a linear score is. At 0 ply it chooses `pubeval`'s contact
/// plays. Looking ahead over it does not help: `pubeval` ranks one side's
/// plays and sees only that side's checkers and the other's blots, so
/// after the opponent's reply it reads the opponent's structure, not the
/// bot's (over 500 mirrored pairs, 1-ply over this evaluator lost 1.72
/// points per game to `pubeval`, standard error 0.04). Contact gammons are not estimated (a
/// crude share by the race's pips cost 0.07 points per game against
/// `pubeval` at 0 ply, over 10,000 games).
#[derive(Clone, Debug, PartialEq)]
pub struct HeuristicEvaluator {
    race: RaceEvaluator,
    /// The logistic's scale `k` on the difference of contact scores.
    pub scale: f32,
}

/// The default logistic scale.
pub const DEFAULT_SCALE: f32 = 0.06;

/// The centre `c` of the contact score.
const CENTRE: f32 = 9.75;

impl HeuristicEvaluator {
    /// The evaluator with `race` for races and the default scale.
    pub fn new(race: RaceEvaluator) -> Self {
        HeuristicEvaluator {
            race,
            scale: DEFAULT_SCALE,
        }
    }

    /// This evaluator with the logistic scale `scale`.
    pub fn with_scale(mut self, scale: f32) -> Self {
        self.scale = scale;
        self
    }

    /// The race evaluator it reads races with.
    pub fn race(&self) -> &RaceEvaluator {
        &self.race
    }

    /// The contact estimate for the side to throw.
    fn contact(&self, state: &BackgammonState) -> Probabilities {
        let s = state.turn();
        let o = other(s);
        let d = score(state, o, false) - CENTRE;
        let p_o = 1.0 / (1.0 + exp(f64::from(-self.scale * d)) as f32);
        Probabilities {
            win: 1.0 - p_o,
            ..Probabilities::default()
        }
    }
}

impl Evaluator for HeuristicEvaluator {
    fn evaluate(&self, _game: &BackgammonGame, state: &BackgammonState) -> Probabilities {
        if is_contact(state) {
            return self.contact(state);
        }
        self.race.race(state).unwrap_or_else(|| self.contact(state))
    }
}
