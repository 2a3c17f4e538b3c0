//! [`Encode`] for [`GooseGame`]: the observation layout and its empty action space.

use super::GooseAction;
use super::game::GooseGame;
use super::state::{GooseState, Status};
use crate::encode::{Encode, Writer, ratio};
use crate::game::Seat;

/// The Goose encoding.
///
/// With `N` seats and the goal on square `G`, the observation from seat
/// `s` has `N * (G + 4) + N + 5` values:
///
/// 1. For each seat `k = 0..N` places after `s` in turn order (`k = 0` is
///    `s`), a block of `G + 4`: its square, one-hot over `0..=G`; turns it
///    must still miss / the board's most missed turns; whether it is held
///    (well, prison); whether it has made its first throw.
/// 2. The seat to throw, one-hot over the `N` relative seats (all 0 once
///    the game is over).
/// 3. The status, one-hot: in play, won, blocked, truncated.
/// 4. Whether a move is still being continued (a throw must carry on from
///    a square where the last one stopped).
///
/// Goose players make no decisions: every action is a throw of the dice,
/// so the action space is empty and the mask has no element.
///
/// ```
/// use racegame::encode::Encode;
/// use racegame::goose::GooseGame;
/// let game = GooseGame::classic_goose(3).unwrap();
/// assert_eq!(game.num_actions(), 0);
/// assert_eq!(game.observation_len(), 3 * (63 + 4) + 3 + 5);
/// ```
impl Encode for GooseGame {
    fn observation_len(&self) -> usize {
        let seats = self.seats();
        seats * (usize::from(self.board().goal()) + 4) + seats + 5
    }

    fn write_observation(&self, state: &GooseState, seat: Seat, out: &mut [f32]) {
        let seats = state.seats().max(1);
        let squares = usize::from(self.board().goal()) + 1;
        let most_missed = self.board().most_missed_turns();
        let mut w = Writer::new(out);
        for k in 0..seats {
            let other = Seat(((seat.index() + k) % seats) as u8);
            w.one_hot(squares, Some(usize::from(state.position(other))));
            w.push(ratio(state.turns_to_miss(other), most_missed));
            w.push(if state.is_held(other) { 1.0 } else { 0.0 });
            w.push(if state.has_thrown(other) { 1.0 } else { 0.0 });
        }
        let relative = (state.current().index() + seats - seat.index() % seats) % seats;
        let status = match state.status() {
            Status::InPlay => 0,
            Status::Won(_) => 1,
            Status::Blocked => 2,
            Status::Truncated => 3,
        };
        w.one_hot(seats, (status == 0).then_some(relative));
        w.one_hot(4, Some(status));
        w.push(if state.continuing().is_some() {
            1.0
        } else {
            0.0
        });
    }

    fn num_actions(&self) -> usize {
        0
    }

    fn action_index(&self, _action: &GooseAction) -> Option<usize> {
        None
    }

    fn action_at(&self, _index: usize) -> Option<GooseAction> {
        None
    }
}
