//! Tesauro's `pubeval` ([`Pubeval`]): the published linear evaluation that backgammon programs are measured against, as a benchmark opponent.
//!
//! Gerald Tesauro posted `pubeval` to the rec.games.backgammon newsgroup
//! in 1993 "as a public service to the backgammon programming
//! community": a linear score of the position after a play, one weight
//! set for races and one for contact positions, 122 weights each. It
//! makes obvious mistakes, and that is its use: a fixed, public player
//! whose strength every program can be measured against in points per
//! game (GNU Backgammon's 0-ply scores about +0.63 against it).
//!
//! The weights below are Tesauro's published figures, as data. The
//! encoding is his, as he describes it, written here afresh: from the
//! side that just moved, for each of its points 24 down to 1, five
//! inputs (an opposing blot there; exactly one own checker; two or more;
//! exactly three; and half of the checkers past three), then half of the
//! opposing checkers on the bar and a fifteenth of the own checkers
//! borne off. The score is the weights' dot product with those inputs;
//! a play that bears the last checker off scores highest of all.
//! Whether the race weights apply is decided on the position before the
//! play, as Tesauro asks.

use alloc::vec::Vec;

use rand_core::Rng;

use super::plan::Planner;
use crate::backgammon::{BAR, BackgammonAction, BackgammonGame, BackgammonState, Phase};
use crate::game::Seat;
use crate::play::Policy;

/// Tesauro's race weights, as published (1993).
#[rustfmt::skip]
pub const RACE_WEIGHTS: [f32; 122] = [
    0.00000, -0.17160, 0.27010, 0.29906, -0.08471, 0.00000, -1.40375,
    -1.05121, 0.07217, -0.01351, 0.00000, -1.29506, -2.16183, 0.13246,
    -1.03508, 0.00000, -2.29847, -2.34631, 0.17253, 0.08302, 0.00000,
    -1.27266, -2.87401, -0.07456, -0.34240, 0.00000, -1.34640, -2.46556,
    -0.13022, -0.01591, 0.00000, 0.27448, 0.60015, 0.48302, 0.25236, 0.00000,
    0.39521, 0.68178, 0.05281, 0.09266, 0.00000, 0.24855, -0.06844, -0.37646,
    0.05685, 0.00000, 0.17405, 0.00430, 0.74427, 0.00576, 0.00000, 0.12392,
    0.31202, -0.91035, -0.16270, 0.00000, 0.01418, -0.10839, -0.02781, -0.88035,
    0.00000, 1.07274, 2.00366, 1.16242, 0.22520, 0.00000, 0.85631, 1.06349,
    1.49549, 0.18966, 0.00000, 0.37183, -0.50352, -0.14818, 0.12039, 0.00000,
    0.13681, 0.13978, 1.11245, -0.12707, 0.00000, -0.22082, 0.20178, -0.06285,
    -0.52728, 0.00000, -0.13597, -0.19412, -0.09308, -1.26062, 0.00000, 3.05454,
    5.16874, 1.50680, 5.35000, 0.00000, 2.19605, 3.85390, 0.88296, 2.30052,
    0.00000, 0.92321, 1.08744, -0.11696, -0.78560, 0.00000, -0.09795, -0.83050,
    -1.09167, -4.94251, 0.00000, -1.00316, -3.66465, -2.56906, -9.67677,
    0.00000, -2.77982, -7.26713, -3.40177, -12.32252, 0.00000, 3.42040,
];

/// Tesauro's contact weights, as published (1993).
#[rustfmt::skip]
pub const CONTACT_WEIGHTS: [f32; 122] = [
    0.25696, -0.66937, -1.66135, -2.02487, -2.53398, -0.16092, -1.11725,
    -1.06654, -0.92830, -1.99558, -1.10388, -0.80802, 0.09856, -0.62086,
    -1.27999, -0.59220, -0.73667, 0.89032, -0.38933, -1.59847, -1.50197,
    -0.60966, 1.56166, -0.47389, -1.80390, -0.83425, -0.97741, -1.41371,
    0.24500, 0.10970, -1.36476, -1.05572, 1.15420, 0.11069, -0.38319, -0.74816,
    -0.59244, 0.81116, -0.39511, 0.11424, -0.73169, -0.56074, 1.09792, 0.15977,
    0.13786, -1.18435, -0.43363, 1.06169, -0.21329, 0.04798, -0.94373, -0.22982,
    1.22737, -0.13099, -0.06295, -0.75882, -0.13658, 1.78389, 0.30416, 0.36797,
    -0.69851, 0.13003, 1.23070, 0.40868, -0.21081, -0.64073, 0.31061, 1.59554,
    0.65718, 0.25429, -0.80789, 0.08240, 1.78964, 0.54304, 0.41174, -1.06161,
    0.07851, 2.01451, 0.49786, 0.91936, -0.90750, 0.05941, 1.83120, 0.58722,
    1.28777, -0.83711, -0.33248, 2.64983, 0.52698, 0.82132, -0.58897, -1.18223,
    3.35809, 0.62017, 0.57353, -0.07276, -0.36214, 4.37655, 0.45481, 0.21746,
    0.10504, -0.61977, 3.54001, 0.04612, -0.18108, 0.63211, -0.87046, 2.47673,
    -0.48016, -1.27157, 0.86505, -1.11342, 1.24612, -0.82385, -2.77082,
    1.23606, -1.59529, 0.10438, -1.30206, -4.11520, 5.62596, -2.75800,
];

/// The score of a play that bears the last checker off: above any other.
pub const WINNING_SCORE: f32 = 99_999_999.0;

/// The other seat.
pub(crate) fn other(seat: Seat) -> Seat {
    Seat(1 - seat.0.min(1))
}

/// The farthest-back checker of `seat` by its own numbers (25: the bar; 0
/// when every checker is off).
pub(crate) fn back(state: &BackgammonState, seat: Seat) -> u8 {
    (1..=BAR)
        .rev()
        .find(|&p| state.count(seat, p) > 0)
        .unwrap_or(0)
}

/// Whether the two sides can still meet on backgammon's board: some
/// checker of one side still has an opposing checker ahead of it. Point
/// `p` of one side is point `25 - p` of the other.
pub fn is_contact(state: &BackgammonState) -> bool {
    back(state, Seat(0)) + back(state, Seat(1)) > 25
}

/// Tesauro's score of `state` for `seat`, the side that just played (the
/// higher, the better for it), with the race weights when `race`.
pub fn score(state: &BackgammonState, seat: Seat, race: bool) -> f32 {
    if state.borne_off(seat) >= 15 {
        return WINNING_SCORE;
    }
    let weights = if race {
        &RACE_WEIGHTS
    } else {
        &CONTACT_WEIGHTS
    };
    let them = other(seat);
    let mut total = 0.0;
    for block in 0..24u8 {
        let point = 24 - block;
        let mine = state.count(seat, point);
        let blot = mine == 0 && state.count(them, 25 - point) == 1;
        let w = &weights[5 * usize::from(block)..5 * usize::from(block) + 5];
        total += point_score(w, mine, blot);
    }
    total += weights[120] * f32::from(state.bar(them)) / 2.0;
    total + weights[121] * f32::from(state.borne_off(seat)) / 15.0
}

/// One point's five inputs against its five weights.
fn point_score(w: &[f32], mine: u8, opposing_blot: bool) -> f32 {
    let mut s = 0.0;
    if opposing_blot {
        s += w[0];
    }
    if mine == 1 {
        s += w[1];
    }
    if mine >= 2 {
        s += w[2];
    }
    if mine == 3 {
        s += w[3];
    }
    if mine >= 4 {
        s += w[4] * f32::from(mine - 3) / 2.0;
    }
    s
}

/// Plays backgammon as `pubeval` does: the play whose end position scores
/// highest (the first of equal ones, in [`BackgammonGame::plays`]'s
/// order), the race weights when the position before the play is a race.
/// It never doubles and always takes, so that it is measured cubeless.
///
/// The chosen play is kept ([`Planner`]) and answered move by move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pubeval {
    planner: Planner,
}

impl Pubeval {
    /// A fresh player.
    pub fn new() -> Self {
        Pubeval::default()
    }

    /// The index in `plays` of the play `pubeval` picks in `state`, a
    /// state awaiting a move; `None` when `plays` is empty.
    pub fn pick(state: &BackgammonState, plays: &[crate::backgammon::Play]) -> Option<usize> {
        let race = !is_contact(state);
        let seat = state.turn();
        let scores: Vec<f32> = plays.iter().map(|p| score(p.state(), seat, race)).collect();
        let mut best: Option<usize> = None;
        for (i, s) in scores.iter().enumerate() {
            if best.is_none_or(|b| *s > scores[b]) {
                best = Some(i);
            }
        }
        best
    }
}

impl Policy<BackgammonGame> for Pubeval {
    fn choose(
        &mut self,
        game: &BackgammonGame,
        state: &BackgammonState,
        legal: &[BackgammonAction],
        _rng: &mut dyn Rng,
    ) -> usize {
        let action = match state.phase() {
            Phase::AwaitingCube => BackgammonAction::Roll,
            Phase::Doubled => BackgammonAction::Take,
            // It values no gammons: it accepts every offer to resign.
            Phase::Resigning { .. } => BackgammonAction::Accept,
            Phase::AwaitingMove(_) => self.planner.next(game, state, |plays| {
                Pubeval::pick(state, plays).unwrap_or(0)
            }),
            _ => return 0,
        };
        legal.iter().position(|a| *a == action).unwrap_or(0)
    }
}
