//! [`GooseModel`]: the exact-analysis model of every Goose game.

use super::model::Model;
use crate::game::Seat;
use crate::goose::{GooseGame, GooseState};

/// The [`Model`] for [`GooseGame`]: keys drop the fines paid and the throw
/// count ([`GooseState::without_counters`]), the stakes are the fines paid
/// ([`GooseGame::paid`]), and there are no choices.
///
/// A game with an [action limit](GooseGame::with_action_limit) keeps its
/// throw count in the key, because the limit reads it; the state space is
/// then finite but grows with the limit. Without one, the counters' own
/// end ([`GooseGame::max_throws`], hundreds of millions of throws) is
/// ignored: its probability is far below what an `f64` resolves.
///
/// ```
/// use racegame::{Seat, analysis::{self, GooseModel, Options}, goose::GooseGame};
/// let game = GooseGame::railway(2)?;
/// let odds = analysis::analyze(&game, &mut GooseModel, &Options::default())?;
/// let stakes = odds.stakes.as_ref().expect("the railway has fines");
/// // Every unit paid in ends in the pot, which the winner takes or nobody
/// // (a block).
/// let paid: f64 = stakes.paid.iter().sum();
/// let won: f64 = stakes.won.iter().sum();
/// assert!(won <= paid && paid > 0.0);
/// assert!(odds.blocked > 0.0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GooseModel;

impl Model<GooseGame> for GooseModel {
    fn key(&mut self, game: &GooseGame, state: &GooseState) -> GooseState {
        let mut key = state.without_counters();
        if game.action_limit().is_some() {
            key.throws = state.throws;
        }
        key
    }

    fn has_stakes(&self, game: &GooseGame) -> bool {
        game.board().has_fines()
    }

    fn paid(&mut self, game: &GooseGame, state: &GooseState, seat: Seat) -> f64 {
        // Exact below 2^53, far more than any analysed game pays.
        game.paid(state, seat) as f64
    }
}
