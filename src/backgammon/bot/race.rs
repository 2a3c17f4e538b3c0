//! [`RaceEvaluator`]: the chances of a race (no more contact) from the exact bear-off databases, and an approximation beyond them.

use super::eval::{Evaluator, Probabilities};
use super::pubeval::{is_contact, other};
use crate::backgammon::bearoff::{BearoffError, HomeBoard, OneSided, PIPS_PER_ROLL, TwoSided};
use crate::backgammon::{BackgammonGame, BackgammonState, POINTS};
use crate::game::Seat;
use crate::math::{normal_cdf, sqrt};

/// Rolls a distribution of rolls to bear off can hold (0 to 63).
const ROLLS: usize = 64;

/// A distribution of the number of rolls something takes.
type Rolls = [f64; ROLLS];

/// The variance of the pips of one roll (doubles counting four dice):
/// `E[x^2] - E[x]^2 = 3066/36 - (49/6)^2`.
const ROLL_VARIANCE: f64 = 3066.0 / 36.0 - (49.0 / 6.0) * (49.0 / 6.0);

/// The chances of races, for positions where no checker can meet an
/// opposing one again.
///
/// - Both sides bearing off with boards a [`TwoSided`] database covers:
///   the exact chance of winning, both sides playing to win.
/// - Otherwise each side's number of rolls to bear off is a
///   distribution, and the side to roll wins when it needs no more rolls
///   than the other: `sum_n P(me = n) P(them >= n)`. A side bearing off
///   with a board the [`OneSided`] database covers takes its exact
///   distribution (each side playing to need the fewest rolls on
///   average; the two sides taken as independent). A side with checkers
///   still outside its home board is read as those checkers brought to
///   its 6-point, which the database covers, plus the pips that takes,
///   rolled at 49/6 pips a roll: a normal distribution with the
///   database's mean plus `pips / (49/6)` rolls and its variance plus
///   `pips * var / (49/6)^3`, where `var = 3066/36 - (49/6)^2` is the
///   variance of one roll's pips (the renewal-theory variance of the
///   rolls a long walk takes). A board the database does not cover
///   (more checkers than it holds) counts 8 pips of wastage, a typical
///   figure for a long race.
/// - Gammons: a side with no checker off loses a gammon when the other
///   side is off before it bears one off. The rolls it needs to bear its
///   first checker off are read as one roll plus its pips outside its
///   home board at 49/6 a roll (normal, with the variance above).
///   Backgammons in races are not counted (they are rare).
///
/// Contact positions are none of its business: [`RaceEvaluator::race`]
/// answers `None` there, and [`Evaluator::evaluate`] gives an even
/// game.
#[derive(Clone, Debug, PartialEq)]
pub struct RaceEvaluator {
    one: OneSided,
    two: Option<TwoSided>,
}

impl RaceEvaluator {
    /// An evaluator reading `one` and, where it covers both sides, `two`.
    pub fn new(one: OneSided, two: Option<TwoSided>) -> Self {
        RaceEvaluator { one, two }
    }

    /// Builds the databases: one-sided for up to `one_sided` checkers on
    /// six points, two-sided for up to `two_sided` (none for 0). The full
    /// one-sided database is `build(15, 6)`: a few seconds in a release
    /// build.
    ///
    /// # Errors
    ///
    /// [`BearoffError::Checkers`] for 0 or more than 15 one-sided
    /// checkers, or more than 15 two-sided ones;
    /// [`BearoffError::TooLarge`] for a two-sided database too large.
    pub fn build(one_sided: u8, two_sided: u8) -> Result<Self, BearoffError> {
        let one = OneSided::build(6, one_sided)?;
        let two = match two_sided {
            0 => None,
            n => Some(TwoSided::build(6, n)?),
        };
        Ok(RaceEvaluator::new(one, two))
    }

    /// The chances of `state` for the side to roll, `state.turn()`;
    /// `None` while there is contact.
    pub fn race(&self, state: &BackgammonState) -> Option<Probabilities> {
        if is_contact(state) {
            return None;
        }
        let me = state.turn();
        let them = other(me);
        let mine = self.rolls_to_finish(state, me);
        let theirs = self.rolls_to_finish(state, them);
        let exact = self
            .two
            .as_ref()
            .and_then(|two| two.win_probability_of(state));
        let win = exact.unwrap_or_else(|| first_done(&mine, &theirs, 0));
        let win_gammon = match first_off(state, them) {
            Some(off) => first_done(&mine, &off, 0).min(win),
            None => 0.0,
        };
        let lose_gammon = match first_off(state, me) {
            Some(off) => first_done(&theirs, &off, 1).min(1.0 - win),
            None => 0.0,
        };
        Some(Probabilities {
            win: win as f32,
            win_gammon: win_gammon as f32,
            win_backgammon: 0.0,
            lose_gammon: lose_gammon as f32,
            lose_backgammon: 0.0,
        })
    }

    /// The distribution of the rolls `seat` needs to bear every checker
    /// off.
    fn rolls_to_finish(&self, state: &BackgammonState, seat: Seat) -> Rolls {
        let mut counts = [0u8; 6];
        let mut outside = 0u32;
        for p in 1..=POINTS {
            let n = state.count(seat, p);
            if p <= 6 {
                counts[usize::from(p - 1)] = n;
            } else {
                counts[5] = counts[5].saturating_add(n);
                outside += u32::from(p - 6) * u32::from(n);
            }
        }
        let walk = f64::from(outside);
        let moments = HomeBoard::new(&counts)
            .ok()
            .and_then(|b| self.one.distribution(&b).map(moments));
        let Some((mean, variance)) = moments else {
            let pips = f64::from(state.pip_count(seat)) + 8.0;
            return normal(pips / PIPS_PER_ROLL, pips * per_pip_variance());
        };
        if outside == 0 {
            let board = HomeBoard::new(&counts).ok();
            if let Some(dist) = board.as_ref().and_then(|b| self.one.distribution(b)) {
                let mut rolls = [0.0; ROLLS];
                rolls.iter_mut().zip(dist).for_each(|(r, d)| *r = *d);
                return rolls;
            }
        }
        normal(
            mean + walk / PIPS_PER_ROLL,
            variance + walk * per_pip_variance(),
        )
    }
}

/// The variance of the rolls a walk takes, per pip.
fn per_pip_variance() -> f64 {
    ROLL_VARIANCE / (PIPS_PER_ROLL * PIPS_PER_ROLL * PIPS_PER_ROLL)
}

/// The mean and variance of a distribution of rolls.
fn moments(dist: &[f64]) -> (f64, f64) {
    let (mut m, mut s) = (0.0, 0.0);
    for (n, p) in dist.iter().enumerate() {
        let n = n as f64;
        m += n * p;
        s += n * n * p;
    }
    (m, (s - m * m).max(0.0))
}

/// A normal distribution of rolls, `mean` and `variance`, put on whole
/// rolls (1 or more).
fn normal(mean: f64, variance: f64) -> Rolls {
    let sd = sqrt(variance).max(0.3);
    let mut rolls = [0.0; ROLLS];
    let mut below = 0.0;
    for (n, slot) in rolls.iter_mut().enumerate().skip(1) {
        let upto = if n == ROLLS - 1 {
            1.0
        } else {
            normal_cdf((n as f64 + 0.5 - mean) / sd)
        };
        *slot = (upto - below).max(0.0);
        below = upto;
    }
    rolls
}

/// The distribution of the rolls `seat` needs to bear its first checker
/// off; `None` when it has one off already (no gammon to lose).
fn first_off(state: &BackgammonState, seat: Seat) -> Option<Rolls> {
    if state.borne_off(seat) > 0 {
        return None;
    }
    let outside: u32 = (7..=POINTS)
        .map(|p| u32::from(p - 6) * u32::from(state.count(seat, p)))
        .sum();
    let walk = f64::from(outside);
    Some(normal(
        1.0 + walk / PIPS_PER_ROLL,
        walk * per_pip_variance(),
    ))
}

/// The chance that the side with `first` finishes before the side with
/// `second`, the first side rolling first: `P(first <= second - lag)`
/// with `lag` 0 when the first side rolls first in the race and 1 when
/// it rolls second (then it needs strictly fewer rolls).
fn first_done(first: &Rolls, second: &Rolls, lag: usize) -> f64 {
    let mut tail = [0.0; ROLLS + 1];
    for n in (0..ROLLS).rev() {
        tail[n] = tail[n + 1] + second[n];
    }
    first
        .iter()
        .enumerate()
        .map(|(n, p)| p * tail.get(n + lag).copied().unwrap_or(0.0))
        .sum::<f64>()
        .clamp(0.0, 1.0)
}

impl Evaluator for RaceEvaluator {
    /// The race's chances; an even game (one half, no gammons) while
    /// there is contact.
    fn evaluate(&self, _game: &BackgammonGame, state: &BackgammonState) -> Probabilities {
        self.race(state).unwrap_or(Probabilities {
            win: 0.5,
            ..Probabilities::default()
        })
    }
}
