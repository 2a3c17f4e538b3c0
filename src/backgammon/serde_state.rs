//! The serialized form of a [`BackgammonState`]: each side's points as `(point, count)` pairs, its bar, its checkers off and its pinned points, checked when read.

use alloc::vec::Vec;

use super::error::BackgammonStateError;
use super::memory::TurnMemory;
use super::rules::{BAR, OFF, POINTS};
use super::state::{BackgammonState, Phase, unit};
use crate::game::Seat;

/// The state as it is written: both sides, then whose turn, the phase, the
/// action count, and the cube (left out while it is in the middle at 1).
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub(crate) struct StateRepr {
    white: SideRepr,
    black: SideRepr,
    turn: Seat,
    phase: Phase,
    actions: u32,
    /// The cube's value, left out at 1.
    #[cfg_attr(
        feature = "serde",
        serde(default = "one", skip_serializing_if = "is_one")
    )]
    cube: u32,
    /// The cube's owner, left out while it is in the middle.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    cube_owner: Option<Seat>,
    /// Whether the game ended by a pass, left out when not.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_false"))]
    passed: bool,
    /// Match play: the score, White's first, left out at 0-0.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_nil"))]
    score: [u16; 2],
    /// Match play: the Crawford game, left out when not.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_false"))]
    crawford: bool,
    /// The turn's memory under long nardy's head rule: checkers still
    /// allowed off the head, left out at 0 (so states of every other game
    /// are written as before).
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_zero"))]
    head_left: u8,
    /// The turn's memory under tavla's hit-and-run rule: the home points
    /// where a checker of the mover hit this turn, left out when none.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    hit_home: Vec<u8>,
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    resigned: Option<super::Resignation>,
}

#[cfg(feature = "serde")]
#[allow(clippy::trivially_copy_pass_by_ref)] // serde passes a reference
const fn is_zero(v: &u8) -> bool {
    *v == 0
}

#[cfg(feature = "serde")]
#[allow(clippy::trivially_copy_pass_by_ref)] // serde passes a reference
const fn is_nil(v: &[u16; 2]) -> bool {
    v[0] == 0 && v[1] == 0
}

#[cfg(feature = "serde")]
const fn one() -> u32 {
    1
}

#[cfg(feature = "serde")]
#[allow(clippy::trivially_copy_pass_by_ref)] // serde passes a reference
const fn is_one(v: &u32) -> bool {
    *v == 1
}

#[cfg(feature = "serde")]
#[allow(clippy::trivially_copy_pass_by_ref)] // serde passes a reference
const fn is_false(v: &bool) -> bool {
    !*v
}

/// One side: checkers on its points (its own numbers, farthest first), on
/// the bar, borne off, and which of its points hold a pinned checker.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
struct SideRepr {
    points: Vec<(u8, u8)>,
    bar: u8,
    off: u8,
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pinned: Vec<u8>,
}

impl SideRepr {
    fn of(s: &BackgammonState, seat: Seat) -> Self {
        SideRepr {
            points: s.points(seat).collect(),
            bar: s.bar(seat),
            off: s.borne_off(seat),
            pinned: (1..=POINTS).filter(|&p| s.is_pinned(seat, p)).collect(),
        }
    }

    /// The packed word and pin mask, refusing a point off the board, one
    /// named twice, a zero count, or counts too large for four bits.
    fn packed(&self, seat: Seat) -> Result<(u128, u32), BackgammonStateError> {
        let mut word = 0u128;
        let mut seen = 0u32;
        for &(p, n) in &self.points {
            if !(1..=POINTS).contains(&p) || seen & (1 << p) != 0 || n == 0 || n > 15 {
                return Err(BackgammonStateError::Point { seat, point: p });
            }
            seen |= 1 << p;
            word |= u128::from(n) * unit(p);
        }
        for (p, n) in [(BAR, self.bar), (OFF, self.off)] {
            if n > 15 {
                return Err(BackgammonStateError::Point { seat, point: p });
            }
            word |= u128::from(n) * unit(p);
        }
        let mut pins = 0u32;
        for &p in &self.pinned {
            if !(1..=POINTS).contains(&p) || pins & (1 << p) != 0 {
                return Err(BackgammonStateError::Pin { seat, point: p });
            }
            pins |= 1 << p;
        }
        Ok((word, pins))
    }
}

impl From<BackgammonState> for StateRepr {
    fn from(s: BackgammonState) -> Self {
        StateRepr {
            white: SideRepr::of(&s, Seat(0)),
            black: SideRepr::of(&s, Seat(1)),
            turn: s.turn(),
            phase: s.phase,
            actions: s.actions,
            cube: s.cube_value(),
            cube_owner: s.cube_owner(),
            passed: s.passed(),
            score: s.score,
            crawford: s.crawford,
            head_left: s.memory.head_left,
            hit_home: (1..=6u8)
                .filter(|p| s.memory.hit_home & (1 << p) != 0)
                .collect(),
            resigned: s.resigned,
        }
    }
}

impl TryFrom<StateRepr> for BackgammonState {
    type Error = BackgammonStateError;
    fn try_from(r: StateRepr) -> Result<Self, Self::Error> {
        if r.turn.0 > 1 {
            return Err(BackgammonStateError::Turn(r.turn));
        }
        let (w, wp) = r.white.packed(Seat(0))?;
        let (b, bp) = r.black.packed(Seat(1))?;
        let state = BackgammonState {
            board: [w, b],
            pinned: [wp, bp],
            turn: r.turn.0,
            phase: r.phase,
            actions: r.actions,
            cube: 0,
            score: r.score,
            crawford: r.crawford,
            memory: TurnMemory::new(r.head_left, hit_mask(&r.hit_home)?),
            resigned: r.resigned,
        };
        let max = super::cube::MAX_DOUBLINGS;
        if !r.cube.is_power_of_two() {
            return Err(BackgammonStateError::CubeNotPowerOfTwo(r.cube));
        }
        if r.cube > 1 << max {
            return Err(BackgammonStateError::CubeValue {
                doublings: r.cube.ilog2() as u8,
                cap: max,
            });
        }
        if r.cube_owner.is_some_and(|o| o.0 > 1) {
            return Err(BackgammonStateError::CubeOwner {
                value: r.cube,
                owned: true,
            });
        }
        let mut state = state.with_cube(r.cube.trailing_zeros() as u8, r.cube_owner);
        state.set_passed(r.passed);
        state.check_shape()?;
        state.check_cube_shape()?;
        state.check_memory_shape()?;
        Ok(state)
    }
}

/// The home points of a list as bits 1 to 6, each once.
fn hit_mask(points: &[u8]) -> Result<u8, BackgammonStateError> {
    let mut mask = 0u8;
    for &p in points {
        if !(1..=6).contains(&p) || mask & (1 << p) != 0 {
            return Err(BackgammonStateError::HitHome(mask | 1 << (p & 7)));
        }
        mask |= 1 << p;
    }
    Ok(mask)
}
