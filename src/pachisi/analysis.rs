//! [`PachisiModel`]: the exact-analysis model of Pachisi, with the caller's policy.

use super::action::PachisiAction;
use super::game::PachisiGame;
use super::state::PachisiState;
use crate::analysis::Model;

/// The [`Model`] for [`PachisiGame`], for
/// [`analyze`](crate::analysis::analyze): keys drop the action counter
/// (unless the rules have an action limit, which reads it), and a
/// deterministic policy makes the choices. Pachisi has no stakes; partners
/// share a win through the game's payoff.
///
/// States are already canonical (a colour's pieces are interchangeable and
/// kept sorted). The policy must decide from what the key keeps.
///
/// ```
/// use racegame::analysis::{self, Options};
/// use racegame::pachisi::{PachisiGame, PachisiModel, PachisiRules};
/// // One piece a colour, each six steps from home: four separate races.
/// let mut rules = PachisiRules::pachisi();
/// rules.pieces = 1;
/// rules.start = [78, 0, 0, 0];
/// let game = PachisiGame::new(rules, 4)?;
/// let mut model = PachisiModel::new(|_: &PachisiGame, _: &_, _: &[_]| 0); // always move
/// let odds = analysis::analyze(&game, &mut model, &Options::default())?;
/// let red_and_green = odds.win[0] + odds.win[2];
/// assert!(red_and_green > 0.5); // Red throws first
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct PachisiModel<P> {
    policy: P,
}

impl<P> PachisiModel<P>
where
    P: FnMut(&PachisiGame, &PachisiState, &[PachisiAction]) -> usize,
{
    /// A model whose choices come from `policy` (an index into the legal
    /// actions).
    pub fn new(policy: P) -> Self {
        PachisiModel { policy }
    }
}

impl<P> Model<PachisiGame> for PachisiModel<P>
where
    P: FnMut(&PachisiGame, &PachisiState, &[PachisiAction]) -> usize,
{
    fn key(&mut self, game: &PachisiGame, state: &PachisiState) -> PachisiState {
        if game.rules().action_limit.is_some() {
            *state
        } else {
            state.without_counters()
        }
    }

    fn choose(
        &mut self,
        game: &PachisiGame,
        state: &PachisiState,
        legal: &[PachisiAction],
    ) -> usize {
        (self.policy)(game, state, legal)
    }
}
