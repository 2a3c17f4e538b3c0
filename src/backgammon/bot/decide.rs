//! The [`Bot`]'s cube analysis and its [`Policy`]: every choice of a game, checker plays and cube actions.

use rand_core::Rng;

use super::analysis::{AnalysisError, CubeAnalysis};
use super::cube::{Access, money_decision};
use super::eval::{Evaluator, Probabilities};
use super::met::{Away, Stage};
use super::player::Bot;
use super::search::throwable;
use crate::RaceGame;
use crate::backgammon::{BackgammonAction, BackgammonGame, BackgammonState, Phase, Play};
use crate::play::Policy;

impl<E: Evaluator> Bot<E> {
    /// The cube's actions in `state`, where the side to play decides on
    /// the cube ([`Phase::AwaitingCube`]) or has doubled and awaits the
    /// answer ([`Phase::Doubled`]): no double, double/take and
    /// double/pass valued for that side (the doubler), the doubler's
    /// chances searched at the bot's level.
    ///
    /// # Errors
    ///
    /// [`AnalysisError::InvalidState`] for a state `game` refuses,
    /// [`AnalysisError::NoCubeDecision`] in any other phase.
    pub fn analyze_cube(
        &self,
        game: &BackgammonGame,
        state: &BackgammonState,
    ) -> Result<CubeAnalysis, AnalysisError> {
        game.validate(state)
            .map_err(|_| AnalysisError::InvalidState)?;
        if !matches!(state.phase(), Phase::AwaitingCube | Phase::Doubled) {
            return Err(AnalysisError::NoCubeDecision);
        }
        let doubler = state.turn();
        let position = throwable(&state.with_turn(doubler));
        let chances = self.search().position(game, &position, self.level().ply());
        let access = match state.cube_owner() {
            None => Access::Centred,
            Some(owner) if owner == doubler => Access::Mine,
            Some(_) => Access::Theirs,
        };
        let rules = game.rules();
        let cube_rules = rules.cube.unwrap_or_default();
        if let Some(m) = rules.match_play {
            let away = away(state, m.length);
            return Ok(match_analysis(chances, away, state.cube_value()));
        }
        let d = money_decision(chances, access, self.efficiency(), cube_rules);
        Ok(CubeAnalysis {
            chances,
            no_double: d.no_double,
            double_take: d.double_take,
            double_pass: d.double_pass,
            double: d.double,
            take: d.take,
            beaver: d.beaver,
            beavers: cube_rules.beavers,
            match_play: false,
        })
    }

    /// The action the bot plays in `state` (a player's turn), `rng`
    /// blurring a beginner's plays.
    fn action(
        &mut self,
        game: &BackgammonGame,
        state: &BackgammonState,
        rng: &mut dyn Rng,
    ) -> Option<BackgammonAction> {
        match state.phase() {
            // A turn's decision under resignations where the cube allows
            // no double: the bot throws (it never offers to resign).
            Phase::AwaitingCube if !game.may_double(state, state.turn()) => {
                Some(BackgammonAction::Roll)
            }
            Phase::Resigning { offered, dice } => {
                let accept =
                    self.resignation_worth(game, state, dice) <= f32::from(offered.points());
                Some(if accept {
                    BackgammonAction::Accept
                } else {
                    BackgammonAction::Reject
                })
            }
            Phase::AwaitingCube => {
                let a = self.analyze_cube(game, state).ok()?;
                Some(if a.double {
                    BackgammonAction::Double
                } else {
                    BackgammonAction::Roll
                })
            }
            Phase::Doubled => {
                let a = self.analyze_cube(game, state).ok()?;
                Some(if a.beaver {
                    BackgammonAction::Beaver
                } else if a.take {
                    BackgammonAction::Take
                } else {
                    BackgammonAction::Pass
                })
            }
            Phase::AwaitingMove(_) => {
                let noise = self.level().noise();
                let ply = self.level().ply();
                let mover = state.turn();
                let (search, planner) = self.parts();
                Some(planner.next(game, state, |plays: &[Play]| {
                    pick(&search.rank(game, plays, mover, ply), plays, noise, rng)
                }))
            }
            Phase::NamingDoubles => self.name_double(game, state, rng),
            _ => None,
        }
    }
}

impl<E: Evaluator> Bot<E> {
    /// What the side offered a resignation in `state` expects to win by
    /// playing on, in points before the cube (cubeless, at the bot's
    /// level): minus the resigner's equity before its throw, or after its
    /// best play of `dice` when it threw before offering. The bot accepts
    /// an offer worth at least that.
    fn resignation_worth(
        &self,
        game: &BackgammonGame,
        state: &BackgammonState,
        dice: Option<crate::backgammon::DiceLeft>,
    ) -> f32 {
        let resigner = state.turn();
        let ply = self.level().ply();
        let equity = match dice {
            Some(d) => {
                let plays = game.plays(&state.with_dice(resigner, d));
                let ranked = self.search().rank(game, &plays, resigner, ply);
                ranked.first().map_or(0.0, |s| s.chances.equity())
            }
            None => self
                .search()
                .position(game, &state.with_turn(resigner), ply)
                .equity(),
        };
        -equity
    }
}

impl<E: Evaluator> Bot<E> {
    /// Acey-deucey ([`Phase::NamingDoubles`]): the double whose best play
    /// is worth most to the side naming it. Each legal
    /// [`NameDoubles`](BackgammonAction::NameDoubles) is applied, the plays
    /// of the four moves it gives are ranked by the bot's search at its
    /// ply (as for a throw), and the double is worth its best play's
    /// cubeless equity (or the position it leaves when no move is
    /// legal), blurred by the level's noise as plays are. Ties go to the
    /// lowest double.
    ///
    /// An approximation: the end position of each play is valued by the
    /// search with the namer to throw again (its turn goes on), but the
    /// evaluator was trained on backgammon's alternate throws and knows
    /// nothing of the start area or of the further privileges (another
    /// 1-2, another double) the extra throw may bring.
    fn name_double(
        &self,
        game: &BackgammonGame,
        state: &BackgammonState,
        rng: &mut dyn Rng,
    ) -> Option<BackgammonAction> {
        let noise = self.level().noise();
        let ply = self.level().ply();
        let mover = state.turn();
        let search = self.search();
        let mut best: Option<(f32, BackgammonAction)> = None;
        for value in 1..=6 {
            let action = BackgammonAction::NameDoubles(value);
            let Ok((next, _)) = game.apply(state, action) else {
                continue;
            };
            let chances = if matches!(next.phase(), Phase::AwaitingMove(_)) {
                let plays = game.plays(&next);
                let ranked = search.rank(game, &plays, mover, ply);
                match ranked.first() {
                    Some(s) => s.chances,
                    None => search.after(game, &next, mover, ply),
                }
            } else {
                search.after(game, &next, mover, ply)
            };
            let v = chances.equity() + blur(noise, rng);
            if best.is_none_or(|(b, _)| v > b) {
                best = Some((v, action));
            }
        }
        best.map(|(_, a)| a)
    }
}

/// A triangular draw of half-width `noise` from `rng` (0 for no noise).
fn blur(noise: f32, rng: &mut dyn Rng) -> f32 {
    if noise > 0.0 {
        let u = |rng: &mut dyn Rng| (rng.next_u32() >> 8) as f32 / (1u32 << 24) as f32;
        noise * (u(rng) + u(rng) - 1.0)
    } else {
        0.0
    }
}

/// The index in `plays` of the best of `ranked`, each equity blurred by
/// a triangular draw of half-width `noise` from `rng` (none for 0).
fn pick(ranked: &[super::search::Scored], plays: &[Play], noise: f32, rng: &mut dyn Rng) -> usize {
    let mut best: Option<(f32, Play)> = None;
    for s in ranked {
        let v = s.chances.equity() + blur(noise, rng);
        if best.is_none_or(|(b, _)| v > b) {
            best = Some((v, s.play));
        }
    }
    best.and_then(|(_, p)| plays.iter().position(|q| q.state() == p.state()))
        .unwrap_or(0)
}

/// The score of the side to play in `state` for a match to `length`.
fn away(state: &BackgammonState, length: u16) -> Away {
    let me = usize::from(state.turn().0.min(1));
    let score = state.score();
    let left = |s: u16| i32::from(length) - i32::from(s);
    let (a, b) = (left(score[me]), left(score[1 - me]));
    let stage = if state.is_crawford() {
        Stage::Crawford
    } else if a == 1 || b == 1 {
        // After the Crawford game; without the Crawford rule, the cube
        // stays live, as after it.
        Stage::PostCrawford
    } else {
        Stage::PreCrawford
    };
    Away {
        me: a,
        them: b,
        stage,
    }
}

/// The cube's actions in match-winning chances with a dead cube.
fn match_analysis(chances: Probabilities, away: Away, cube: u32) -> CubeAnalysis {
    let c = i32::try_from(cube).unwrap_or(i32::MAX / 4);
    let no_double = away.of_chances(chances, c);
    let double_take = away.of_chances(chances, 2 * c);
    let double_pass = away.after(c);
    CubeAnalysis {
        chances,
        no_double,
        double_take,
        double_pass,
        double: double_take.min(double_pass) > no_double,
        take: double_take < double_pass,
        beaver: false,
        beavers: false,
        match_play: true,
    }
}

impl<E: Evaluator> Policy<BackgammonGame> for Bot<E> {
    fn choose(
        &mut self,
        game: &BackgammonGame,
        state: &BackgammonState,
        legal: &[BackgammonAction],
        rng: &mut dyn Rng,
    ) -> usize {
        let Some(action) = self.action(game, state, rng) else {
            return 0;
        };
        let fallback = match action {
            BackgammonAction::Beaver => Some(BackgammonAction::Take),
            _ => None,
        };
        legal
            .iter()
            .position(|a| *a == action)
            .or_else(|| fallback.and_then(|f| legal.iter().position(|a| *a == f)))
            .unwrap_or(0)
    }
}
