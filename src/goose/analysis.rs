//! [`GooseModel`]: how the exact [`analysis`](crate::analysis) reads every Goose game as a chain.

use super::{GooseGame, GoosePayoff, GooseState};
use crate::analysis::Model;
use crate::game::{RaceGame, Seat};

/// The [`Model`] for [`GooseGame`]: keys drop the fines paid and the throw
/// count ([`GooseState::without_counters`]), the stakes are the fines paid
/// ([`GooseGame::paid`]), there are no choices, and the payoff is the
/// game's ([`GoosePayoff`]; the pot, under [`GoosePayoff::Pot`], summed
/// with the stakes).
///
/// A game with an [action limit](GooseGame::with_action_limit) keeps its
/// throw count in the key, because the limit reads it; the state space is
/// then finite but grows with the limit. Without one, the counters' own
/// end ([`GooseGame::max_throws`], hundreds of millions of throws) is
/// ignored: its probability is far below what an `f64` resolves.
///
/// ```
/// use racegame::{analysis::{self, Options}, goose::{GooseGame, GooseModel}};
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
        // The limit reads the throw count, so it stays in the key.
        match game.action_limit() {
            Some(_) => state.without_fines(),
            None => state.without_counters(),
        }
    }

    fn has_stakes(&self, game: &GooseGame) -> bool {
        game.board().has_fines()
    }

    /// Under [`GoosePayoff::Pot`] the whole payoff is the pot, which the
    /// analysis sums with the stakes; otherwise the game's payoff.
    fn payoff(&mut self, game: &GooseGame, end: &GooseState, seat: Seat) -> f64 {
        match game.payoff_rule() {
            GoosePayoff::Pot => 0.0,
            _ => game.payoff(end, seat).map_or(0.0, |p| p as f64),
        }
    }

    fn payoff_adds_stakes(&self, game: &GooseGame) -> bool {
        game.payoff_rule() == GoosePayoff::Pot && game.board().has_fines()
    }

    fn paid(&mut self, game: &GooseGame, state: &GooseState, seat: Seat) -> f64 {
        // Exact below 2^53, far more than any analysed game pays.
        game.paid(state, seat) as f64
    }
}
