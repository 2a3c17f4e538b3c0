//! [`UrModel`]: the exact-analysis model of the Royal Game of Ur, with the caller's policy.

use super::action::UrAction;
use super::game::UrGame;
use super::state::UrState;
use crate::analysis::Model;

/// The [`Model`] for [`UrGame`], for [`analyze`](crate::analysis::analyze):
/// keys drop the action counter (unless the rules have an action limit,
/// which reads it), and a deterministic policy makes the choices. Ur has
/// no stakes.
///
/// States are already canonical (a player's pieces are interchangeable
/// and stored as a set), so nothing else is dropped. The policy must
/// decide from what the key keeps: the pieces, the seat to act and the
/// pending throw.
///
/// ```
/// use racegame::analysis::{self, Options};
/// use racegame::ur::{UrGame, UrModel, UrRules};
/// // One piece each; always the last legal choice (the most advanced piece).
/// let mut rules = UrRules::finkel();
/// rules.pieces = 1;
/// let game = UrGame::new(rules)?;
/// let mut model = UrModel::new(|_: &UrGame, _: &_, legal: &[_]| legal.len() - 1);
/// let odds = analysis::analyze(&game, &mut model, &Options::default())?;
/// assert!((odds.win.iter().sum::<f64>() - 1.0).abs() < 1e-9);
/// assert!(odds.win[0] > odds.win[1]); // throwing first helps
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct UrModel<P> {
    policy: P,
}

impl<P> UrModel<P>
where
    P: FnMut(&UrGame, &UrState, &[UrAction]) -> usize,
{
    /// A model whose choices come from `policy` (an index into the legal
    /// actions).
    pub fn new(policy: P) -> Self {
        UrModel { policy }
    }
}

impl<P> Model<UrGame> for UrModel<P>
where
    P: FnMut(&UrGame, &UrState, &[UrAction]) -> usize,
{
    fn key(&mut self, game: &UrGame, state: &UrState) -> UrState {
        if game.rules().action_limit.is_some() {
            *state
        } else {
            state.with_actions(0)
        }
    }

    fn choose(&mut self, game: &UrGame, state: &UrState, legal: &[UrAction]) -> usize {
        (self.policy)(game, state, legal)
    }
}
