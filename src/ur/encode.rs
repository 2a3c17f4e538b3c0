//! [`Encode`] for [`UrGame`]: the observation layout and action space.

use super::UrAction;
use super::game::UrGame;
use super::state::{Phase, UrState};
use crate::encode::{Encode, Writer, ratio};
use crate::game::Seat;

/// Highest throw any Ur dice show.
const MAX_THROW: usize = 4;

impl UrGame {
    /// One side's block: waiting, path squares, borne off.
    fn write_side(&self, state: &UrState, side: Seat, w: &mut Writer<'_>) {
        let pieces = self.rules().pieces;
        let len = self.rules().path.len();
        w.push(ratio(state.waiting(side), pieces));
        for p in 1..=len {
            w.push(if state.has_piece_at(side, p) {
                1.0
            } else {
                0.0
            });
        }
        w.push(ratio(state.borne_off(side), pieces));
    }
}

/// The Ur encoding.
///
/// With a path of `P` squares (14 on Bell's path, 16 on Masters'), the
/// observation from seat `s` has `2 * (P + 2) + 10` values:
///
/// 1. Two blocks of `P + 2`, first `s`'s, then its opponent's: pieces
///    waiting to enter / pieces; a 1 on each path index `1..=P` holding one
///    of that side's pieces, counted along that side's own path; pieces
///    borne off / pieces. The board is the same for both sides up to
///    mirroring, so path indexes say everything about squares.
/// 2. Whose turn it is, one-hot: `s`, the opponent (once the game is won,
///    the winner).
/// 3. The phase, one-hot: awaiting a throw, a move, over.
/// 4. The throw to play, one-hot over 0 to 4 (all 0 unless awaiting a
///    move).
///
/// The action space has `P + 1` indexes: `Enter` 0, `Move { from }`
/// `from` (path index 1 to `P`). Throws have no index.
///
/// ```
/// use racegame::encode::Encode;
/// use racegame::ur::{UrAction, UrGame};
/// let game = UrGame::finkel();
/// assert_eq!(game.num_actions(), 15);
/// assert_eq!(game.observation_len(), 2 * 16 + 10);
/// assert_eq!(game.action_index(&UrAction::Move { from: 3 }), Some(3));
/// ```
impl Encode for UrGame {
    fn observation_len(&self) -> usize {
        2 * (usize::from(self.rules().path.len()) + 2) + 2 + 3 + MAX_THROW + 1
    }

    fn write_observation(&self, state: &UrState, seat: Seat, out: &mut [f32]) {
        let other = Seat(1 - seat.0.min(1));
        let mut w = Writer::new(out);
        self.write_side(state, seat, &mut w);
        self.write_side(state, other, &mut w);
        w.one_hot(2, Some(usize::from(state.current() != seat)));
        let (phase, throw) = match state.phase() {
            Phase::AwaitingThrow => (0, None),
            Phase::AwaitingMove(t) => (1, Some(usize::from(t))),
            Phase::Over | Phase::Truncated => (2, None),
        };
        w.one_hot(3, Some(phase));
        w.one_hot(MAX_THROW + 1, throw);
    }

    fn num_actions(&self) -> usize {
        usize::from(self.rules().path.len()) + 1
    }

    fn action_index(&self, action: &UrAction) -> Option<usize> {
        match *action {
            UrAction::Throw(_) => None,
            UrAction::Enter => Some(0),
            UrAction::Move { from } => (1..=self.rules().path.len())
                .contains(&from)
                .then_some(usize::from(from)),
        }
    }

    fn action_at(&self, index: usize) -> Option<UrAction> {
        match index {
            0 => Some(UrAction::Enter),
            i if i < self.num_actions() => u8::try_from(i).ok().map(|from| UrAction::Move { from }),
            _ => None,
        }
    }
}
