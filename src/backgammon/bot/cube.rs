//! The cube for money play: cubeful equities from cubeless chances by Janowski's formula, and the decisions (double, take, pass, beaver) they imply.
//!
//! # The model
//!
//! Rick Janowski, "Take-Points in Money Games" (1993), values a
//! position with the cube as a mix of two extremes, weighted by a cube
//! efficiency `x` between 0 and 1:
//!
//! `E(x) = x * E_live + (1 - x) * E_dead`
//!
//! - `E_dead` is the cubeless equity, `p W - (1 - p) L`, where `p` is the
//!   chance of winning, `W` the average points of a win and `L` of a
//!   loss (gammons and backgammons included).
//! - `E_live` is the equity of a perfectly efficient cube, where the game
//!   moves continuously and a double is always made exactly at the cash
//!   point. It is linear in `p` between the points where the cube turns,
//!   through `(0, -L)`, the opponent's cash point `(TP, -1)` (while the
//!   opponent may double), the own cash point `(CP, +1)` (while the side
//!   may double), and `(1, W)`, with `TP = (L - 1/2) / (W + L + 1/2)` and
//!   `CP = (L + 1) / (W + L + 1/2)`.
//!
//! Janowski's take point follows: taking is right from the winning chance
//!
//! `TP(x) = (L - 1/2) / (W + L + x/2)`
//!
//! which is 25% with a dead cube (`x = 0`, `W = L = 1`), 20% with a fully
//! live one (`x = 1`), and 21.4% at `x = 2/3`, near the efficiency of 0.68
//! usually quoted for middle-game positions.
//!
//! The default here, 0.8, was calibrated against GNU Backgammon 2-ply's
//! cubeful equities (run as an outside program, `evaluation ... CUBEFUL`)
//! of the crate's player's cube decisions in its own money games (no
//! Jacoby rule, no beavers): chosen on 3,000 decisions, then checked on
//! 3,000 others, where against 0.68 it lost 0.0017 less equity a
//! double/roll decision from 0-ply chances (standard error 0.0003; 2,852
//! decisions) and 0.0004 less from 1-ply chances (0.0001), and as much a
//! take/pass decision (+0.0013 ± 0.0056 and −0.0043 ± 0.0027; 148).
//!
//! # Decisions
//!
//! For the side that may double: no double is worth `E(x)` with the cube
//! where it is (centred, or its own), double/take twice `E(x)` with the
//! opponent owning the cube, double/pass +1 (all in units of the cube's
//! value before the double). It doubles when `min(double/take,
//! double/pass)` is at least no double (a tie doubles); the opponent takes when double/take is
//! below +1, and beavers (where the rules allow) when double/take is below
//! 0: the taker then expects to win, and a beaver doubles its gain. Under
//! the Jacoby rule gammons do not count while the cube is centred, so no
//! double is valued with `W = L = 1`.

use super::eval::Probabilities;
use crate::backgammon::CubeRules;

/// Who may double next, seen from the side whose equity is computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Access {
    /// The cube is in the middle: both sides may double.
    Centred,
    /// The side owns the cube: only it may double.
    Mine,
    /// The opponent owns the cube: only it may double.
    Theirs,
}

/// How close two equities count as equal: a tie doubles, as GNU
/// Backgammon's hypergammon database does (cashing what playing on
/// would win anyway).
const TIE: f32 = 1e-5;

/// The default cube efficiency: 0.8 (see the module's docs).
pub const DEFAULT_EFFICIENCY: f32 = 0.8;

/// The average points of a win and of a loss: `(W, L)`, each at least 1.
pub fn win_loss_values(p: Probabilities) -> (f32, f32) {
    let w = if p.win > 0.0 {
        (p.win + p.win_gammon + p.win_backgammon) / p.win
    } else {
        1.0
    };
    let lose = 1.0 - p.win;
    let l = if lose > 0.0 {
        (lose + p.lose_gammon + p.lose_backgammon) / lose
    } else {
        1.0
    };
    (w.max(1.0), l.max(1.0))
}

/// Janowski's take point: the least chance of winning with which taking
/// is right, for a taker whose wins average `w` points and losses `l`,
/// with cube efficiency `x`: `(l - 1/2) / (w + l + x/2)`.
pub fn take_point(w: f32, l: f32, x: f32) -> f32 {
    (l - 0.5) / (w + l + 0.5 * x)
}

/// The cubeful equity of chances `p` with the cube's access `access`,
/// efficiency `x`, in units of the cube's value.
pub fn cubeful_equity(p: Probabilities, access: Access, x: f32) -> f32 {
    let (w, l) = win_loss_values(p);
    let dead = p.win * w - (1.0 - p.win) * l;
    x * live(p.win, w, l, access) + (1.0 - x) * dead
}

/// The live-cube equity: linear through the points where the cube
/// turns.
fn live(p: f32, w: f32, l: f32, access: Access) -> f32 {
    let tp = (l - 0.5) / (w + l + 0.5);
    let cp = (l + 1.0) / (w + l + 0.5);
    let mut knots: [(f32, f32); 4] = [(0.0, -l), (tp, -1.0), (cp, 1.0), (1.0, w)];
    let used: &mut [(f32, f32)] = match access {
        Access::Centred => &mut knots[..],
        Access::Mine => {
            knots[1] = knots[2];
            knots[2] = knots[3];
            &mut knots[..3]
        }
        Access::Theirs => {
            knots[2] = knots[3];
            &mut knots[..3]
        }
    };
    interpolate(used, p)
}

/// The piecewise-linear function through `knots` (rising abscissae) at
/// `p`.
fn interpolate(knots: &[(f32, f32)], p: f32) -> f32 {
    let p = p.clamp(0.0, 1.0);
    for pair in knots.windows(2) {
        let ((x0, y0), (x1, y1)) = (pair[0], pair[1]);
        if p <= x1 {
            if x1 <= x0 {
                return y1;
            }
            return y0 + (y1 - y0) * (p - x0) / (x1 - x0);
        }
    }
    knots.last().map_or(0.0, |k| k.1)
}

/// The cube's three equities and decisions for the side that may
/// double, in units of the cube's value before a double.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MoneyDecision {
    /// Not doubling.
    pub no_double: f32,
    /// Doubling, the opponent taking.
    pub double_take: f32,
    /// Doubling, the opponent passing: +1.
    pub double_pass: f32,
    /// Whether to double.
    pub double: bool,
    /// Whether the opponent should take (or beaver).
    pub take: bool,
    /// Whether the opponent should beaver (only where beavers are
    /// allowed).
    pub beaver: bool,
}

impl MoneyDecision {
    /// The equity of the right decisions on both sides.
    pub fn best(&self) -> f32 {
        if self.double {
            self.double_take.min(self.double_pass)
        } else {
            self.no_double
        }
    }
}

/// The money cube decision for the side with chances `p`, about to throw,
/// whose cube access is `access` (centred or its own; with
/// [`Access::Theirs`] it may not double and the answer is never to), with
/// efficiency `x` under `rules`.
pub fn money_decision(p: Probabilities, access: Access, x: f32, rules: CubeRules) -> MoneyDecision {
    let cubeless = if rules.jacoby && access == Access::Centred {
        Probabilities {
            win: p.win,
            ..Probabilities::default()
        }
    } else {
        p
    };
    let no_double = cubeful_equity(cubeless, access, x);
    let double_take = 2.0 * cubeful_equity(p, Access::Theirs, x);
    let double_pass = 1.0;
    let take = double_take < double_pass;
    MoneyDecision {
        no_double,
        double_take,
        double_pass,
        double: access != Access::Theirs && double_take.min(double_pass) >= no_double - TIE,
        take,
        beaver: take && rules.beavers && double_take < 0.0,
    }
}
