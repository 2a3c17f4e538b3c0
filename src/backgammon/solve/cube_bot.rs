//! [`CubefulBot`]: a [`Policy`] that plays money backgammon with the doubling cube from a [`CubefulTable`]: its cube decisions, its answers to doubles and its checker plays.

use alloc::string::ToString;

use rand_core::Rng;

use super::cube::Cube;
use super::cubeful::CubefulTable;
use crate::backgammon::action::BackgammonAction;
use crate::backgammon::game::BackgammonGame;
use crate::backgammon::state::{BackgammonState, Phase};
use crate::game::Seat;
use crate::play::Policy;
use crate::solve::SolveError;

/// Plays money games with the cube as a [`CubefulTable`] says: doubles
/// when doubling is right ([`CubeDecision::double`](super::CubeDecision::double)),
/// takes when taking costs less than passing, beavers when the doubler's
/// equity against a cube it does not own is worth less to it after a
/// beaver than after a take, and moves checkers along the play of highest
/// cubeful value (the first of equally good ones). Every choice reads the
/// cube (its value and owner) from the state.
///
/// The game played is the table's rules with the table's
/// [`CubeRules`](crate::backgammon::CubeRules) switched on
/// ([`BackgammonRules::with_cube`](crate::backgammon::BackgammonRules::with_cube)),
/// in money play: the table was solved on the game without a cube, and the
/// bot asks it about the same position with the cube set aside. Rules with
/// no cap ask an uncapped table about a cube the state stops at 4096,
/// which a game reaches after twelve doublings.
///
/// Should the table not fit (other rules, other cube rules, match play, a
/// state the game refuses) the bot plays the first legal action, as a
/// policy must choose; [`choice`](CubefulBot::choice) gives the error.
///
/// ```
/// use racegame::backgammon::solve::{CubeRules, CubefulBot, Solver};
/// use racegame::backgammon::{BackgammonGame, BackgammonRules};
/// use racegame::play::Session;
/// use racegame::solve::{Objective, SolveOptions};
/// use racegame::RaceGame;
///
/// let rules = BackgammonRules::hypergammon_with(1)?;
/// let options = SolveOptions::default().with_objective(Objective::ExpectedPayoff);
/// let table = Solver::new(&BackgammonGame::new(rules)?, &options)?
///     .cubeful(CubeRules::money(), &options)?;
/// let game = BackgammonGame::new(rules.with_cube(CubeRules::money()))?;
/// let mut bot = CubefulBot::new(&table);
/// let mut session = Session::new(game.clone(), 7);
/// while session.step(&mut bot)?.is_some() {}
/// assert!(game.is_over(session.state()));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct CubefulBot<'t> {
    table: &'t CubefulTable,
}

impl<'t> CubefulBot<'t> {
    /// A bot playing from `table`.
    pub fn new(table: &'t CubefulTable) -> Self {
        CubefulBot { table }
    }

    /// The action the table's best play chooses in `state`: a cube
    /// decision ([`Double`](BackgammonAction::Double) or
    /// [`Roll`](BackgammonAction::Roll)), an answer to a double
    /// ([`Take`](BackgammonAction::Take), [`Pass`](BackgammonAction::Pass)
    /// or [`Beaver`](BackgammonAction::Beaver)), or the first checker move
    /// of the best play.
    ///
    /// # Errors
    ///
    /// [`SolveError::Cube`] when `game` has no cube, other cube rules
    /// than the table's, or plays a match; [`SolveError::WrongRules`] when
    /// its rules without the cube are not the table's;
    /// [`SolveError::InvalidState`] for a state `game` refuses or one where
    /// chance acts; [`SolveError::GameOver`] for an ended game;
    /// [`SolveError::NoLegalAction`] where no play is found.
    pub fn choice(
        &self,
        game: &BackgammonGame,
        state: &BackgammonState,
    ) -> Result<BackgammonAction, SolveError> {
        let base = self.cubeless_game(game)?;
        game.validate(state)
            .map_err(|e| SolveError::InvalidState(e.to_string()))?;
        let mover = state.turn();
        let position = set_aside(state);
        let cube = |seat: Seat, value: u32| match state.cube_owner() {
            None => Cube::Centred,
            Some(owner) if owner == seat => Cube::Mine(value),
            Some(_) => Cube::Theirs(value),
        };
        let value = state.cube_value();
        match state.phase() {
            Phase::AwaitingCube => {
                let d = self.table.decision(&base, &position, cube(mover, value))?;
                Ok(if d.double {
                    BackgammonAction::Double
                } else {
                    BackgammonAction::Roll
                })
            }
            Phase::Doubled => self.answer(game, &base, state, &position),
            Phase::AwaitingMove(_) => self.best_move(&base, &position, cube(mover, value)),
            Phase::Opening | Phase::AwaitingThrow => Err(SolveError::InvalidState(
                "chance acts here, not a player".to_string(),
            )),
            _ => Err(SolveError::GameOver),
        }
    }

    /// The game the table was solved on: `game`'s rules without the cube,
    /// once the cube rules are the table's and the game is money play.
    fn cubeless_game(&self, game: &BackgammonGame) -> Result<BackgammonGame, SolveError> {
        let mut rules = *game.rules();
        if rules.match_play.is_some() {
            return Err(SolveError::Cube(
                "the table is money play; the game plays a match",
            ));
        }
        match rules.cube {
            Some(cube) if cube == self.table.cube_rules() => {}
            Some(_) => {
                return Err(SolveError::Cube(
                    "the game's cube rules are not the table's",
                ));
            }
            None => return Err(SolveError::Cube("the game has no cube")),
        }
        rules.cube = None;
        Ok(BackgammonGame::from_valid(rules))
    }

    /// The answer of the side doubled in `state`: pass when passing costs
    /// it less, else beaver (where allowed) when the doubler is worse off
    /// against a cube of four than of two, else take.
    fn answer(
        &self,
        game: &BackgammonGame,
        base: &BackgammonGame,
        state: &BackgammonState,
        position: &BackgammonState,
    ) -> Result<BackgammonAction, SolveError> {
        let value = state.cube_value();
        let centre = if state.cube_owner().is_some() {
            Cube::Mine(value)
        } else {
            Cube::Centred
        };
        let d = self.table.decision(base, position, centre)?;
        if !d.take {
            return Ok(BackgammonAction::Pass);
        }
        if game.may_beaver(state) {
            let doubler = |v: u32| -> Result<f64, SolveError> {
                let twice = v.saturating_mul(value);
                Ok(self
                    .table
                    .decision(base, position, Cube::Theirs(twice))?
                    .no_double)
            };
            if doubler(4)? < doubler(2)? {
                return Ok(BackgammonAction::Beaver);
            }
        }
        Ok(BackgammonAction::Take)
    }

    /// The first move of the play of highest value.
    fn best_move(
        &self,
        base: &BackgammonGame,
        position: &BackgammonState,
        cube: Cube,
    ) -> Result<BackgammonAction, SolveError> {
        let plays = self.table.play_values(base, position, cube)?;
        let mut best: Option<(f64, BackgammonAction)> = None;
        for (play, v) in &plays {
            let Some(first) = play.steps().first() else {
                continue;
            };
            if best.is_none_or(|(b, _)| *v > b) {
                best = Some((*v, first.action()));
            }
        }
        best.map(|(_, a)| a).ok_or(SolveError::NoLegalAction)
    }
}

/// `state` with the cube set aside: no cube byte, and a cube decision or
/// a double read as the throw it comes before.
fn set_aside(state: &BackgammonState) -> BackgammonState {
    let mut s = *state;
    s.cube = 0;
    if matches!(s.phase, Phase::AwaitingCube | Phase::Doubled) {
        s.phase = Phase::AwaitingThrow;
    }
    s
}

impl Policy<BackgammonGame> for CubefulBot<'_> {
    fn choose(
        &mut self,
        game: &BackgammonGame,
        state: &BackgammonState,
        legal: &[BackgammonAction],
        _rng: &mut dyn Rng,
    ) -> usize {
        self.choice(game, state)
            .ok()
            .and_then(|a| legal.iter().position(|&l| l == a))
            .unwrap_or(0)
    }
}
