//! [`SlideModel`]: the exact-analysis model of the card race, with the caller's policy.

use super::action::SlideAction;
use super::game::SlideGame;
use super::state::SlideState;
use crate::analysis::Model;

/// The [`Model`] for [`SlideGame`], for
/// [`analyze`](crate::analysis::analyze): keys drop the action counter
/// (unless the rules have an action limit) and list each seat's pawns in
/// order (a player's pawns are alike), and keep the draw pile: what is
/// left to draw is part of the position. A deterministic policy makes the
/// choices. The card race has no stakes.
///
/// ```
/// use racegame::analysis::{self, Options};
/// use racegame::slide::{Card, SlideGame, SlideModel, SlideRules, SlideSpan};
/// // A short track, one pawn each, a deck of six cards.
/// let mut rules = SlideRules::classic();
/// rules.side = 4;
/// rules.start_at = 1;
/// rules.turn_at = 0;
/// rules.safety = 1;
/// rules.pawns = 1;
/// rules.slides = [SlideSpan { at: 2, len: 2 }, SlideSpan { at: 0, len: 0 }];
/// rules.deck = [2, 1, 0, 1, 0, 0, 0, 0, 1, 0, 1];
/// let game = SlideGame::new(rules, 2)?;
/// let mut model = SlideModel::new(|_: &SlideGame, _: &_, _: &[_]| 0);
/// let odds = analysis::analyze(&game, &mut model, &Options::default())?;
/// assert!((odds.win.iter().sum::<f64>() - 1.0).abs() < 1e-9);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct SlideModel<P> {
    policy: P,
}

impl<P> SlideModel<P>
where
    P: FnMut(&SlideGame, &SlideState, &[SlideAction]) -> usize,
{
    /// A model whose choices come from `policy` (an index into the legal
    /// actions).
    pub fn new(policy: P) -> Self {
        SlideModel { policy }
    }
}

impl<P> Model<SlideGame> for SlideModel<P>
where
    P: FnMut(&SlideGame, &SlideState, &[SlideAction]) -> usize,
{
    fn key(&mut self, game: &SlideGame, state: &SlideState) -> SlideState {
        game.canonical(state)
    }

    fn choose(&mut self, game: &SlideGame, state: &SlideState, legal: &[SlideAction]) -> usize {
        (self.policy)(game, state, legal)
    }
}

impl SlideGame {
    /// `state` with each seat's pawns in order and, unless the rules have
    /// an action limit, no action count: a position that plays on exactly
    /// as `state` does, between cards (a split 7's first pawn is named by
    /// its index, so a state in the middle of one keeps its order).
    pub(crate) fn canonical(&self, state: &SlideState) -> SlideState {
        let mut s = *state;
        if self.rules.action_limit.is_none() {
            s.actions = 0;
        }
        if s.split.is_none() {
            for row in &mut s.pawns {
                row[..usize::from(self.rules.pawns)].sort_unstable();
            }
        }
        s
    }
}
