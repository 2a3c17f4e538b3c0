//! The doubling cube of money play as a solver sees it: [`CubeRules`] (the Jacoby rule, beavers, a cap), the cube's state before a throw ([`Cube`]), and the arithmetic of a cube decision on values kept per unit of the cube.
//!
//! Values are kept per unit of the cube's current value, from the side to
//! throw. A cube that is owned can be turned as often as the cap allows:
//! what matters is how many doublings it has left, so a cube of value `v`
//! under a cap of `2^k` has `k - log2(v)` left, and with no cap one level
//! stands for every value.

pub use crate::backgammon::{CubeRules, MAX_DOUBLINGS};

/// Where the cube is before a throw, from the side to throw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cube {
    /// In the middle, at 1: either side may double.
    Centred,
    /// The side to throw owns it at this value.
    Mine(u32),
    /// The other side owns it at this value.
    Theirs(u32),
}

impl Cube {
    /// The cube's value.
    pub fn value(self) -> u32 {
        match self {
            Cube::Centred => 1,
            Cube::Mine(v) | Cube::Theirs(v) => v,
        }
    }

    /// The same cube seen from the other side.
    pub fn turned(self) -> Cube {
        match self {
            Cube::Centred => Cube::Centred,
            Cube::Mine(v) => Cube::Theirs(v),
            Cube::Theirs(v) => Cube::Mine(v),
        }
    }
}

/// What the side to throw does with the cube, and what each answer is
/// worth to it, in points (the cube's value included).
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub struct CubeDecision {
    /// Throwing without doubling.
    pub no_double: f64,
    /// Doubling when the other side takes (and beavers, where that is
    /// better for it), or `None` where this side may not double.
    pub double_take: Option<f64>,
    /// Doubling when the other side passes: the cube's value.
    pub double_pass: f64,
    /// Whether doubling is right: it is worth at least as much as not
    /// doubling (a tie doubles, as GNU Backgammon's hypergammon database
    /// does).
    pub double: bool,
    /// Whether the other side should take a double (or beaver): the take
    /// costs it less than passing.
    pub take: bool,
    /// The position's value under best play on both sides.
    pub value: f64,
}

/// The cube states a solve keeps for each position, and their order.
///
/// State 0 is the cube in the middle; then "mine" with `r` doublings left
/// for `r` in `0..levels`, then "theirs" likewise. With no cap there is one
/// level (`levels == 1`) and a doubled cube stays at it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Layout {
    pub(crate) rules: CubeRules,
    pub(crate) levels: usize,
}

/// The state of the cube in the middle.
pub(crate) const CENTRED: usize = 0;

impl Layout {
    pub(crate) fn new(rules: CubeRules) -> Self {
        let levels = rules.max_doublings.map_or(1, |k| usize::from(k).max(1));
        Layout { rules, levels }
    }

    /// Values kept a position.
    pub(crate) fn states(&self) -> usize {
        1 + 2 * self.levels
    }

    /// The state of my cube with `r` doublings left.
    pub(crate) fn mine(&self, r: usize) -> usize {
        1 + r
    }

    /// The state of their cube with `r` doublings left.
    pub(crate) fn theirs(&self, r: usize) -> usize {
        1 + self.levels + r
    }

    /// Doublings a cube in the middle has left.
    fn centred_left(&self) -> usize {
        self.rules.max_doublings.map_or(0, usize::from)
    }

    /// The doublings left after one more, or `None` if the cube is dead.
    fn after_double(&self, r: usize) -> Option<usize> {
        match self.rules.max_doublings {
            None => Some(0),
            Some(_) => r.checked_sub(1),
        }
    }

    /// The state seen from the other side: mine and theirs swap.
    pub(crate) fn turned(&self, s: usize) -> usize {
        match s {
            CENTRED => CENTRED,
            s if s <= self.levels => s + self.levels,
            s => s - self.levels,
        }
    }

    /// The state of `cube`, or `None` for a value the rules cannot reach.
    pub(crate) fn state_of(&self, cube: Cube) -> Option<usize> {
        let level = |v: u32| -> Option<usize> {
            if !v.is_power_of_two() || v < 2 {
                return None;
            }
            let d = v.trailing_zeros() as usize;
            match self.rules.max_doublings {
                None => Some(0),
                Some(k) => usize::from(k).checked_sub(d),
            }
        };
        match cube {
            Cube::Centred => Some(CENTRED),
            Cube::Mine(v) => level(v).map(|r| self.mine(r)),
            Cube::Theirs(v) => level(v).map(|r| self.theirs(r)),
        }
    }

    /// What I score, per unit of the cube, bearing my last checker off for
    /// `points` in cube state `s`.
    #[inline]
    pub(crate) fn win(&self, s: usize, points: f64) -> f64 {
        if s == CENTRED && self.rules.jacoby {
            1.0
        } else {
            points
        }
    }

    /// The cube decision of the side to throw in state `s` (centred or
    /// mine), from its values `r` (one per state, per unit of the cube,
    /// throwing without doubling). Theirs: no decision.
    pub(crate) fn decide(&self, r: &[f64], s: usize) -> CubeDecision {
        let no_double = r.get(s).copied().unwrap_or(0.0);
        let left = match s {
            CENTRED => Some(self.centred_left()),
            s if s <= self.levels => Some(s - 1),
            _ => None,
        };
        let double_take = left.and_then(|l| self.after_double(l)).map(|l1| {
            let take = 2.0 * r.get(self.theirs(l1)).copied().unwrap_or(0.0);
            match self.after_double(l1).filter(|_| self.rules.beavers) {
                Some(l2) => take.min(4.0 * r.get(self.theirs(l2)).copied().unwrap_or(0.0)),
                None => take,
            }
        });
        let answered = double_take.map(|t| t.min(1.0));
        let double = answered.is_some_and(|a| a >= no_double);
        CubeDecision {
            no_double,
            double_take,
            double_pass: 1.0,
            double,
            take: double_take.is_some_and(|t| t <= 1.0),
            value: if double {
                answered.unwrap_or(no_double)
            } else {
                no_double
            },
        }
    }

    /// The value of the position of values `r` for the side to throw in
    /// state `s`, its cube decision made.
    #[inline]
    pub(crate) fn value(&self, r: &[f64], s: usize) -> f64 {
        if s > self.levels {
            r.get(s).copied().unwrap_or(0.0)
        } else {
            self.decide(r, s).value
        }
    }
}

impl CubeDecision {
    /// These figures times the cube's value `v`.
    pub(crate) fn times(mut self, v: f64) -> Self {
        self.no_double *= v;
        self.double_take = self.double_take.map(|t| t * v);
        self.double_pass *= v;
        self.value *= v;
        self
    }
}
