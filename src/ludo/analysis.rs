//! [`LudoModel`]: how the exact [`analysis`](crate::analysis) reads a Ludo-family game as a chain, with the caller's policy.

use super::{BonusRolls, LudoAction, LudoGame, LudoState};
use crate::analysis::Model;

/// The [`Model`] for [`LudoGame`]: keys drop the action counter (unless the
/// rules have an action limit, which reads it) and the last moved token
/// (unless a third 6 sends it back), and a deterministic policy makes the
/// choices. Ludo has no stakes.
///
/// The policy must decide from what the key keeps: the tokens, the seat to
/// act, the phase and the count of sixes.
///
/// ```
/// use racegame::analysis::{self, Options};
/// use racegame::ludo::{LudoGame, LudoModel, LudoRules};
/// // Two players, one token each, always the first legal choice.
/// let mut rules = LudoRules::ludo();
/// rules.tokens = 1;
/// let game = LudoGame::new(rules, 2)?;
/// let mut model = LudoModel::new(|_: &LudoGame, _: &_, _: &[_]| 0);
/// let odds = analysis::analyze(&game, &mut model, &Options::default())?;
/// assert!((odds.win.iter().sum::<f64>() - 1.0).abs() < 1e-9);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct LudoModel<P> {
    policy: P,
}

impl<P> LudoModel<P>
where
    P: FnMut(&LudoGame, &LudoState, &[LudoAction]) -> usize,
{
    /// A model whose choices come from `policy` (an index into the legal
    /// actions).
    pub fn new(policy: P) -> Self {
        LudoModel { policy }
    }
}

impl<P> Model<LudoGame> for LudoModel<P>
where
    P: FnMut(&LudoGame, &LudoState, &[LudoAction]) -> usize,
{
    fn key(&mut self, game: &LudoGame, state: &LudoState) -> LudoState {
        // A limit reads the action count, so it stays in the key.
        let mut key = match game.rules().action_limit {
            Some(_) => *state,
            None => state.without_counters(),
        };
        if game.rules().bonus_rolls != BonusRolls::ThirdSixSendsBack {
            key = key.with_last_moved(None);
        }
        key
    }

    fn choose(&mut self, game: &LudoGame, state: &LudoState, legal: &[LudoAction]) -> usize {
        (self.policy)(game, state, legal)
    }
}
