//! [`Encode`] for [`PachisiGame`]: the observation layout, seat-relative with the partner's pieces as planes of their own, and the action space.

use super::action::PachisiAction;
use super::game::PachisiGame;
use super::rules::HOME;
use super::state::{PachisiState, Phase};
use crate::encode::{Encode, Writer, ratio};
use crate::game::Seat;

/// Values of one colour's plane: a count per progress, 0 (the charkoni)
/// to [`HOME`].
const PLANE: usize = HOME as usize + 1;
/// The largest lot (the long dice's 18).
const MAX_LOT: usize = 18;
/// Moves: every progress a piece can leave (0 to 83) times the pieces
/// that move together (1 to 4).
const MOVES: usize = HOME as usize * 4;

impl PachisiGame {
    /// The colour seat `seat` observes from: its own (with two players, the
    /// first of its two colours).
    fn base_colour(&self, seat: Seat) -> u8 {
        seat.0 & 3
    }
}

/// The Pachisi encoding.
///
/// The observation from seat `s` is seen from its colour `c` (with two
/// players, seat 0 sees from colour 0 and seat 1 from colour 1) and has
/// `4 * 85 + 27` values:
///
/// 1. Four planes of 85, one per colour in turn order from `c`: `c`, the
///    next colour (an opponent), `c + 2` (the partner), `c + 3` (the other
///    opponent). A plane holds, at each progress 0 (the charkoni) to 84
///    (home), that colour's pieces there / the rules' pieces. Progress is
///    each colour's own; the board turns with the colours, so the planes in
///    this order say everything about squares.
/// 2. The colour to act, one-hot in the same order (4).
/// 3. The phase, one-hot: awaiting a throw, a move, over (3).
/// 4. The lot to play, one-hot over 0 to 18 (19; all 0 unless awaiting a
///    move).
/// 5. The throws again in a row / the rules' limit (0 without a limit).
///
/// The action space has `337` indexes: `Move { from, count }` at
/// `4 * from + count - 1` (`from` 0 to 83, `count` 1 to 4), `Pass` 336.
/// Throws have no index.
///
/// ```
/// use racegame::encode::Encode;
/// use racegame::pachisi::{PachisiAction, PachisiGame};
/// let game = PachisiGame::pachisi(4)?;
/// assert_eq!(game.num_actions(), 337);
/// assert_eq!(game.observation_len(), 367);
/// assert_eq!(game.action_index(&PachisiAction::Move { from: 18, count: 2 }), Some(73));
/// assert_eq!(game.action_at(336), Some(PachisiAction::Pass));
/// # Ok::<(), racegame::pachisi::PachisiConfigError>(())
/// ```
impl Encode for PachisiGame {
    fn observation_len(&self) -> usize {
        4 * PLANE + 4 + 3 + MAX_LOT + 1 + 1
    }

    fn write_observation(&self, state: &PachisiState, seat: Seat, out: &mut [f32]) {
        let base = self.base_colour(seat);
        let pieces = self.rules.pieces;
        let mut w = Writer::new(out);
        for k in 0..4u8 {
            let colour = (base + k) & 3;
            let row = &state.pieces(colour)[..usize::from(pieces)];
            for p in 0..=HOME {
                let here = row.iter().filter(|&&x| x == p).count() as u8;
                w.push(ratio(here, pieces));
            }
        }
        w.one_hot(4, Some(usize::from(state.colour().wrapping_sub(base) & 3)));
        let (phase, lot) = match state.phase() {
            Phase::AwaitingThrow => (0, None),
            Phase::AwaitingMove(lot) => (1, Some(usize::from(lot))),
            Phase::Over | Phase::Truncated => (2, None),
        };
        w.one_hot(3, Some(phase));
        w.one_hot(MAX_LOT + 1, lot.filter(|&l| l <= MAX_LOT));
        w.push(match self.rules.again_limit {
            Some(limit) => ratio(state.streak().min(limit), limit),
            None => 0.0,
        });
    }

    fn num_actions(&self) -> usize {
        MOVES + 1
    }

    fn action_index(&self, action: &PachisiAction) -> Option<usize> {
        match *action {
            PachisiAction::Throw(_) => None,
            PachisiAction::Move { from, count } if from < HOME && (1..=4).contains(&count) => {
                Some(4 * usize::from(from) + usize::from(count) - 1)
            }
            PachisiAction::Move { .. } => None,
            PachisiAction::Pass => Some(MOVES),
        }
    }

    fn action_at(&self, index: usize) -> Option<PachisiAction> {
        match index {
            i if i < MOVES => Some(PachisiAction::Move {
                from: (i / 4) as u8,
                count: (i % 4) as u8 + 1,
            }),
            MOVES => Some(PachisiAction::Pass),
            _ => None,
        }
    }
}
