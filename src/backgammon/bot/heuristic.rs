//! [`HeuristicEvaluator`]: a simple evaluator to play and test with until a trained one is wired in: races exactly, contact by `pubeval`'s score.

use super::eval::{Evaluator, Probabilities};
use super::math::exp;
use super::pubeval::{is_contact, other, score};
use super::race::RaceEvaluator;
use crate::backgammon::{BackgammonGame, BackgammonState};
use crate::game::Seat;

/// A simple evaluator, no match for a trained one: the race evaluator in
/// races, and in contact positions a logistic of the difference between
/// the two sides' `pubeval` contact scores.
///
/// In contact, with `S` the side to throw and `O` the other,
/// `P(O wins) = 1 / (1 + e^(-k (s_O - s_S) - b))`, where `s` is Tesauro's
/// contact score of each side ([`score`]), `k` the
/// [`scale`](HeuristicEvaluator::scale) and `b` a fixed allowance for
/// the side about to throw (its half-roll's lead). Gammons are a crude
/// share of each side's wins: 15% plus 0.4% a pip the loser is behind in
/// the race, plus 5% a checker on its bar, within 2% to 60%, when the
/// loser has none off; a tenth of those are backgammons.
#[derive(Clone, Debug, PartialEq)]
pub struct HeuristicEvaluator {
    race: RaceEvaluator,
    /// The logistic's scale `k` on the difference of contact scores.
    pub scale: f32,
}

/// The default logistic scale.
pub const DEFAULT_SCALE: f32 = 0.25;

/// The allowance, in contact-score units, for the side about to throw.
const TO_ROLL: f32 = 0.4;

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
        let d = score(state, o, false) - score(state, s, false) - TO_ROLL;
        let p_o = 1.0 / (1.0 + exp(f64::from(-self.scale * d)) as f32);
        let p_s = 1.0 - p_o;
        let g_s = gammon_share(state, s) * p_s;
        let g_o = gammon_share(state, o) * p_o;
        Probabilities {
            win: p_s,
            win_gammon: g_s,
            win_backgammon: g_s / 10.0,
            lose_gammon: g_o,
            lose_backgammon: g_o / 10.0,
        }
    }
}

/// The share of `winner`'s wins that are gammons.
fn gammon_share(state: &BackgammonState, winner: Seat) -> f32 {
    let loser = other(winner);
    if state.borne_off(loser) > 0 {
        return 0.0;
    }
    let behind = state.pip_count(loser) as f32 - state.pip_count(winner) as f32;
    (0.15 + 0.004 * behind + 0.05 * f32::from(state.bar(loser))).clamp(0.02, 0.6)
}

impl Evaluator for HeuristicEvaluator {
    fn evaluate(&self, _game: &BackgammonGame, state: &BackgammonState) -> Probabilities {
        if is_contact(state) {
            return self.contact(state);
        }
        self.race.race(state).unwrap_or_else(|| self.contact(state))
    }
}
