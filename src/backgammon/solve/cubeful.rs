//! [`CubefulTable`]: every position's money equity with the doubling cube under optimal doubling, taking and passing, in each cube state; the cube decisions and the plays' values it answers.

use alloc::string::ToString;
use alloc::vec::Vec;

use super::cube::{Cube, CubeDecision, CubeRules, Layout};
use crate::backgammon::game::BackgammonGame;
use crate::backgammon::plays::Play;
use crate::backgammon::state::{BackgammonState, Phase};
use crate::game::Seat;
use crate::solve::{SolveError, SolveKey, SolveStats};

/// Every position's money equity with the cube, for the side to throw, in
/// each state of the cube its [`CubeRules`] can reach, both sides doubling,
/// taking, passing and playing their best: what
/// [`Solver::cubeful`](super::Solver::cubeful) computes.
///
/// Kept per position (by the game's dense numbering) and cube state: the
/// value of throwing without doubling, per unit of the cube, as `f32`.
/// The questions give points, the cube's value included.
///
/// # Saved tables
///
/// [`to_bytes`](CubefulTable::to_bytes) writes and
/// [`from_bytes`](CubefulTable::from_bytes) reads one binary form, all
/// numbers little-endian:
///
/// | bytes | field |
/// |---|---|
/// | 0..8 | magic: `RGCUBEFL` |
/// | 8..12 | format version, `u32` ([`CUBEFUL_FORMAT_VERSION`](super::CUBEFUL_FORMAT_VERSION)) |
/// | 12..16 | cube rules, `u32`: bit 0 the Jacoby rule, bit 1 beavers, no other bit |
/// | 16..24 | the game's rules digest ([`SolveKey::rules_digest`]), `u64` |
/// | 24..28 | the cap's doublings, `u32` (0 to 12; `u32::MAX`: no cap) |
/// | 28..32 | cube states a position `s`, `u32`: 1 + 2 × max(1, cap's doublings), 3 with no cap |
/// | 32..40 | positions `n`, `u64`: the game's dense numbering without the opening |
/// | 40..48 | sweeps of the solve, `u64` |
/// | 48..56 | its residual, `f64` |
/// | 56..56 + 4 s n | the values, `f32`, position by dense number, then cube state: in the middle, mine with 0, 1, ... doublings left, theirs likewise (with no cap, one of each) |
/// | last 8 | checksum: FNV-1a-64 of every byte before it, `u64` |
///
/// Reading refuses anything but a whole table of this version for this
/// game: the length must be what the sizes imply (checked before anything
/// is allocated), the checksum must match, the digest must be the game's,
/// the positions its count, the states those of the cube rules, and every
/// value must lie in [-3, 3] (a throw's value averages ends worth at most
/// a backgammon and cube decisions never worth more than the larger of
/// playing on and a pass).
///
/// What each check covers: the checksum catches accidents (a changed
/// byte, a cut file), not edits: anyone can write a new one. The checks on
/// reading bound what a file can make a program do (no panic, no value
/// outside [-3, 3], no cube state the rules cannot have), so a table
/// whose values, Jacoby or beaver flags or cap were rewritten and resealed
/// still reads. [`verify`](CubefulTable::verify) checks the content:
/// every value must be what the game's equations with the claimed cube
/// rules give from the others, which refuses rewritten values, the
/// Jacoby rule switched and a cap changed. The one edit it cannot see is
/// the beaver flag alone: under best play no double is ever beavered, so
/// the values are the same with and without beavers and the relabelled
/// table is a right one for the rules it claims (and
/// [`CubefulBot`](super::CubefulBot) refuses a game whose cube rules are
/// not the table's).
#[derive(Clone, PartialEq)]
pub struct CubefulTable {
    pub(crate) digest: u64,
    pub(crate) layout: Layout,
    pub(crate) values: Vec<f32>,
    pub(crate) stats: SolveStats,
}

impl core::fmt::Debug for CubefulTable {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("CubefulTable")
            .field("rules_digest", &format_args!("{:016x}", self.digest))
            .field("cube", &self.layout.rules)
            .field("stats", &self.stats)
            .finish_non_exhaustive()
    }
}

impl CubefulTable {
    /// The cube's rules the table was solved under.
    pub fn cube_rules(&self) -> CubeRules {
        self.layout.rules
    }

    /// How the solve went.
    pub fn stats(&self) -> SolveStats {
        self.stats
    }

    /// Values stored: positions times cube states.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether nothing is stored.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The cube decision of the side to throw in `state` (a position
    /// awaiting a throw, not the opening) with `cube`, in points.
    ///
    /// # Errors
    ///
    /// [`SolveError::WrongRules`] for another game;
    /// [`SolveError::InvalidState`] for a state the game refuses or one
    /// that awaits no throw; [`SolveError::Cube`] for a cube the rules
    /// cannot reach.
    pub fn decision(
        &self,
        game: &BackgammonGame,
        state: &BackgammonState,
        cube: Cube,
    ) -> Result<CubeDecision, SolveError> {
        self.check(game, state)?;
        let s = self.state_of(cube)?;
        let r = self.rolling(game, state)?;
        let d = match cube {
            Cube::Theirs(_) => {
                let nd = r.get(s).copied().unwrap_or(0.0);
                CubeDecision {
                    no_double: nd,
                    double_take: None,
                    double_pass: 1.0,
                    double: false,
                    take: false,
                    value: nd,
                }
            }
            _ => self.layout.decide(&r, s),
        };
        Ok(d.times(f64::from(cube.value())))
    }

    /// The value of `state` for the side whose turn it is, in points, with
    /// `cube` as it stood before that side's throw: a position awaiting a
    /// throw is worth its cube decision; one awaiting a move (the opening
    /// throw's too), its best play.
    ///
    /// # Errors
    ///
    /// [`SolveError::GameOver`] for an ended game; otherwise as
    /// [`decision`](CubefulTable::decision).
    pub fn value(
        &self,
        game: &BackgammonGame,
        state: &BackgammonState,
        cube: Cube,
    ) -> Result<f64, SolveError> {
        match state.phase() {
            Phase::AwaitingThrow => Ok(self.decision(game, state, cube)?.value),
            Phase::AwaitingMove(_) => self
                .play_values(game, state, cube)?
                .into_iter()
                .map(|(_, v)| v)
                .reduce(f64::max)
                .ok_or(SolveError::NoLegalAction),
            Phase::Opening => Err(SolveError::InvalidState(
                "the opening throw is to come: ask after it".to_string(),
            )),
            _ => Err(SolveError::GameOver),
        }
    }

    /// Each play of the dice in `state` (a position awaiting a move) with
    /// its value for the side playing, in points, with `cube` as it stood
    /// before the throw; in the order of
    /// [`BackgammonGame::plays`].
    ///
    /// # Errors
    ///
    /// As [`value`](CubefulTable::value).
    pub fn play_values(
        &self,
        game: &BackgammonGame,
        state: &BackgammonState,
        cube: Cube,
    ) -> Result<Vec<(Play, f64)>, SolveError> {
        self.check(game, state)?;
        let s = self.state_of(cube)?;
        let v = f64::from(cube.value());
        game.plays(state)
            .into_iter()
            .map(|play| {
                let values = self.end_values(game, state.turn(), play.state())?;
                let value = values.get(s).copied().unwrap_or(0.0);
                Ok((play, value * v))
            })
            .collect()
    }

    /// What the end of a play, `end`, is worth to `mover`, per unit of the
    /// cube, in each cube state as it stood before the throw: the win, or
    /// minus the other side's value after its cube decision.
    pub(crate) fn end_values(
        &self,
        game: &BackgammonGame,
        mover: Seat,
        end: &BackgammonState,
    ) -> Result<Vec<f64>, SolveError> {
        let n = self.layout.states();
        Ok(match game.result(end) {
            Some(result) => {
                let sign = if result.winner == mover { 1.0 } else { -1.0 };
                (0..n)
                    .map(|s| sign * self.layout.win(s, f64::from(result.points)))
                    .collect()
            }
            None => {
                let r = self.rolling(game, end)?;
                (0..n)
                    .map(|s| -self.layout.value(&r, self.layout.turned(s)))
                    .collect()
            }
        })
    }

    /// The state of `cube` in the layout.
    fn state_of(&self, cube: Cube) -> Result<usize, SolveError> {
        self.layout
            .state_of(cube)
            .ok_or(SolveError::Cube("the cube's rules cannot reach this cube"))
    }

    /// The values per unit of the cube of the position `state` (awaiting a
    /// throw), one per cube state.
    pub(crate) fn rolling(
        &self,
        game: &BackgammonGame,
        state: &BackgammonState,
    ) -> Result<Vec<f64>, SolveError> {
        if state.phase() != Phase::AwaitingThrow {
            return Err(SolveError::InvalidState(
                "the cube is decided before a throw".to_string(),
            ));
        }
        let key = game.solve_key(state).ok_or(SolveError::Unkeyable)?;
        let rank = game
            .rank_of_key(key)
            .ok_or(SolveError::NotInTable { key })?;
        let n = self.layout.states();
        let at = usize::try_from(rank).map_err(|_| SolveError::NotInTable { key })? * n;
        let values = self
            .values
            .get(at..at + n)
            .ok_or(SolveError::NotInTable { key })?;
        Ok(values.iter().map(|&v| f64::from(v)).collect())
    }

    /// Refuses another game and a state the game refuses.
    fn check(&self, game: &BackgammonGame, state: &BackgammonState) -> Result<(), SolveError> {
        let expected = game.rules_digest();
        if expected != self.digest {
            return Err(SolveError::WrongRules {
                expected,
                found: self.digest,
            });
        }
        game.validate(state)
            .map_err(|e| SolveError::InvalidState(e.to_string()))
    }
}
