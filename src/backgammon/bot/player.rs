//! [`Bot`]: the backgammon player over an evaluator, with named [`Level`]s, and its analysis calls.

use alloc::vec::Vec;

use super::analysis::{AnalysisError, RankedPlay};
use super::cube::DEFAULT_EFFICIENCY;
use super::eval::Evaluator;
use super::plan::Planner;
use super::player_eval::{PlayerEvaluator, ShippedError};
use super::search::{Filter, Search};
use crate::backgammon::{BackgammonGame, BackgammonRules, BackgammonState, Phase, Play};

/// How hard the bot looks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Level {
    /// 0-ply with noise: each play's equity is blurred by up to 0.15
    /// (a triangular draw) before the best is taken.
    Beginner,
    /// 0-ply: the play whose end position the evaluator likes best.
    Intermediate,
    /// 1-ply: each end position valued by the mean over the opponent's
    /// 21 rolls of its best reply (the default).
    #[default]
    Expert,
    /// 2-ply: one roll deeper, with the move filter.
    Master,
}

impl Level {
    /// The plies of look-ahead.
    pub const fn ply(self) -> u8 {
        match self {
            Level::Beginner | Level::Intermediate => 0,
            Level::Expert => 1,
            Level::Master => 2,
        }
    }

    /// The largest blur of a play's equity.
    pub const fn noise(self) -> f32 {
        match self {
            Level::Beginner => 0.15,
            _ => 0.0,
        }
    }
}

/// A backgammon player over an [`Evaluator`]: it chooses whole plays by a
/// [`Search`] at its [`Level`] and answers them move by move (the plan
/// kept as plain data, [`Planner`]), and decides the cube by Janowski's
/// formula in money play ([`cube`](super::cube)) or by the match equity
/// table in match play ([`met`](super::met)).
///
/// In match play the cube's equities are match-winning chances with a
/// dead cube (the cube's value at each result, no recube vig), and
/// checker plays are chosen by cubeless money equity: a simplification.
///
/// The evaluator may be anything: `Bot<HeuristicEvaluator>`, or
/// `Bot<Box<dyn Evaluator>>` to choose one at run time.
///
/// ```
/// use racegame::backgammon::bot::{Bot, HeuristicEvaluator, Level, RaceEvaluator};
/// use racegame::backgammon::{BackgammonGame, BackgammonRules, CubeRules};
/// use racegame::play::Session;
/// use racegame::{RaceGame, Roll};
///
/// // Small bear-off databases (up to 6 checkers) are enough for hypergammon.
/// let eval = HeuristicEvaluator::new(RaceEvaluator::build(6, 3)?);
/// let rules = BackgammonRules::hypergammon_with(3)?.with_cube(CubeRules::money());
/// let game = BackgammonGame::new(rules)?;
/// let mut bot = Bot::new(&eval, Level::Expert);
/// let mut session = Session::new(game.clone(), 7);
/// while session.step(&mut bot)?.is_some() {}
/// assert!(game.is_over(session.state()));
///
/// // The analysis of a roll: every play ranked, the best costing nothing.
/// let s = game.initial_state();
/// let s = game.apply(&s, racegame::backgammon::BackgammonAction::Throw(Roll::two(6, 5)?))?.0;
/// let ranked = bot.analyze_plays(&game, &s)?;
/// assert_eq!(ranked[0].error, 0.0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Bot<E> {
    evaluator: E,
    level: Level,
    filter: Filter,
    efficiency: f32,
    blend: bool,
    planner: Planner,
}

impl Bot<PlayerEvaluator> {
    /// The crate's own player at `level`: the shipped network in contact
    /// and the bear-off databases in races ([`PlayerEvaluator::shipped`],
    /// which builds the databases: about three CPU seconds), with the
    /// odd-ply blend on ([`Bot::with_odd_ply_blend`]: [`Level::Expert`]
    /// chooses by the mean of 0-ply and 1-ply). GNU Backgammon 2-ply,
    /// judging the same 1,534 contact decisions of the player's own games,
    /// put the plain 1-ply choices 2.1 (standard error 1.5) worse than
    /// 0-ply's, in equity lost a thousand decisions, and the blend's 3.4
    /// (standard error 0.9) better.
    ///
    /// ```
    /// use racegame::backgammon::{BackgammonGame, bot::{Bot, Level}};
    /// use racegame::play::Session;
    /// let game = BackgammonGame::backgammon();
    /// let mut bot = Bot::shipped(Level::Intermediate)?;
    /// assert!(bot.odd_ply_blend());
    /// let mut session = Session::new(game.clone(), 7);
    /// while session.step(&mut bot)?.is_some() {}
    /// assert!(racegame::RaceGame::is_over(&game, session.state()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`ShippedError`] as [`PlayerEvaluator::shipped`], which the
    /// crate's tests rule out for every release.
    pub fn shipped(level: Level) -> Result<Self, ShippedError> {
        Ok(Bot::new(PlayerEvaluator::shipped()?, level).with_odd_ply_blend(true))
    }

    /// [`Bot::shipped`] with the evaluator shipped for `rules`
    /// ([`PlayerEvaluator::shipped_for`]): the three-checker hypergammon
    /// network in hypergammon with two or three checkers, which loses a
    /// tenth of the backgammon network's equity a decision in three-checker
    /// hypergammon at 2 ply (0.0024 against 0.028, by the game's exact
    /// cubeless table), the backgammon network in every other rule set ([`ShippedNet::for_rules`](super::ShippedNet::for_rules)).
    ///
    /// ```
    /// use racegame::backgammon::{BackgammonGame, bot::{Bot, Level}};
    /// use racegame::play::Session;
    /// let game = BackgammonGame::hypergammon();
    /// let mut bot = Bot::shipped_for(game.rules(), Level::Intermediate)?;
    /// let mut session = Session::new(game.clone(), 7);
    /// while session.step(&mut bot)?.is_some() {}
    /// assert!(racegame::RaceGame::is_over(&game, session.state()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`Bot::shipped`].
    pub fn shipped_for(rules: &BackgammonRules, level: Level) -> Result<Self, ShippedError> {
        Ok(Bot::new(PlayerEvaluator::shipped_for(rules)?, level).with_odd_ply_blend(true))
    }
}

impl<E: Evaluator> Bot<E> {
    /// A bot over `evaluator` at `level`, with the default move filter and
    /// cube efficiency.
    pub fn new(evaluator: E, level: Level) -> Self {
        Bot {
            evaluator,
            level,
            filter: Filter::default(),
            efficiency: DEFAULT_EFFICIENCY,
            blend: false,
            planner: Planner::default(),
        }
    }

    /// This bot with the odd-ply blend on or off (off by default; see
    /// [`Search::with_odd_ply_blend`]): at 1 ply it chooses by the mean
    /// of each play's 0-ply and 1-ply values.
    pub fn with_odd_ply_blend(mut self, on: bool) -> Self {
        self.blend = on;
        self
    }

    /// Whether the odd-ply blend is on.
    pub fn odd_ply_blend(&self) -> bool {
        self.blend
    }

    /// This bot with the move filter `filter`.
    pub fn with_filter(mut self, filter: Filter) -> Self {
        self.filter = filter;
        self
    }

    /// This bot with the cube efficiency `x` (0 to 1) of Janowski's
    /// formula.
    pub fn with_efficiency(mut self, x: f32) -> Self {
        self.efficiency = x.clamp(0.0, 1.0);
        self
    }

    /// Its level.
    pub fn level(&self) -> Level {
        self.level
    }

    /// Its evaluator.
    pub fn evaluator(&self) -> &E {
        &self.evaluator
    }

    /// Its cube efficiency.
    pub fn efficiency(&self) -> f32 {
        self.efficiency
    }

    /// The search at its level.
    pub(crate) fn search(&self) -> Search<'_, E> {
        Search::new(&self.evaluator)
            .with_filter(self.filter)
            .with_odd_ply_blend(self.blend)
    }

    /// The search and the planner, borrowed apart.
    pub(crate) fn parts(&mut self) -> (Search<'_, E>, &mut Planner) {
        (
            Search::new(&self.evaluator)
                .with_filter(self.filter)
                .with_odd_ply_blend(self.blend),
            &mut self.planner,
        )
    }

    /// Every play of the dice in `state` (a state awaiting a move), best
    /// first, each valued at the bot's ply (no move filter: every play
    /// looked at equally deep), with its error against the best.
    ///
    /// # Errors
    ///
    /// [`AnalysisError::InvalidState`] for a state `game` refuses,
    /// [`AnalysisError::NoMoveAwaited`] when no checker move is awaited.
    pub fn analyze_plays(
        &self,
        game: &BackgammonGame,
        state: &BackgammonState,
    ) -> Result<Vec<RankedPlay>, AnalysisError> {
        game.validate(state)
            .map_err(|_| AnalysisError::InvalidState)?;
        if !matches!(state.phase(), Phase::AwaitingMove(_)) {
            return Err(AnalysisError::NoMoveAwaited);
        }
        let plays = game.plays(state);
        let all = Filter {
            keep: usize::MAX,
            within: f32::INFINITY,
        };
        let ranked = Search::new(&self.evaluator)
            .with_filter(all)
            .with_odd_ply_blend(self.blend)
            .rank(game, &plays, state.turn(), self.level.ply());
        let best = ranked.first().map_or(0.0, |s| s.chances.equity());
        Ok(ranked
            .into_iter()
            .map(|s| RankedPlay {
                play: s.play,
                chances: s.chances,
                equity: s.chances.equity(),
                error: best - s.chances.equity(),
                ply: s.ply,
            })
            .collect())
    }

    /// The equity `play` gives up against the best play of the dice in
    /// `state`, at the bot's level. A play is matched by its end
    /// position.
    ///
    /// # Errors
    ///
    /// Those of [`analyze_plays`](Bot::analyze_plays), and
    /// [`AnalysisError::UnknownPlay`] when no play of the roll ends where
    /// `play` does.
    pub fn play_error(
        &self,
        game: &BackgammonGame,
        state: &BackgammonState,
        play: &Play,
    ) -> Result<f32, AnalysisError> {
        self.analyze_plays(game, state)?
            .iter()
            .find(|r| r.play.state() == play.state())
            .map(|r| r.error)
            .ok_or(AnalysisError::UnknownPlay)
    }
}
