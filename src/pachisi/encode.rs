//! [`Encode`] for [`PachisiGame`]: the observation layout, seat-relative with the partner's pieces as planes of their own, and the action space.

use super::action::PachisiAction;
use super::game::PachisiGame;
use super::rules::{HOME, Lots};
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
    /// Values of the lot and the streak: the one-hot lot and the streak, or
    /// with the dice used separately the four faces' counts and the
    /// captured flag.
    fn lot_len(&self) -> usize {
        if self.rules.separate_dice() {
            4 + 1
        } else {
            MAX_LOT + 1 + 1
        }
    }

    /// Indexes of the moves: one set, or one per face of a long die.
    fn move_slots(&self) -> usize {
        if self.rules.separate_dice() {
            4 * MOVES
        } else {
            MOVES
        }
    }

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
///    move). With the long dice used separately
///    ([`DiceUse::Separate`](super::DiceUse::Separate)) instead the dice
///    left to play, the count of each face 1, 2, 5, 6 / 3 (4).
/// 5. The throws again in a row / the rules' limit (0 without a limit);
///    with the dice used separately, whether a capture has earned another
///    throw (the state's streak).
///
/// The action space has `337` indexes: `Move { from, count }` at
/// `4 * from + count - 1` (`from` 0 to 83, `count` 1 to 4), `Pass` 336.
/// With the dice used separately it has `1345`: `MoveDie { die, from,
/// count }` at `336 * f + 4 * from + count - 1` for the die's face index
/// `f` (0 to 3 for 1, 2, 5, 6), `Pass` 1344. Throws have no index.
///
/// ```
/// use racegame::encode::Encode;
/// use racegame::pachisi::{PachisiAction, PachisiGame};
/// let game = PachisiGame::pachisi(4)?;
/// assert_eq!(game.num_actions(), 337);
/// assert_eq!(game.observation_len(), 367);
/// assert_eq!(game.action_index(&PachisiAction::Move { from: 18, count: 2 }), Some(73));
/// assert_eq!(game.action_at(336), Some(PachisiAction::Pass));
/// let chaupar = PachisiGame::chaupar(4)?;
/// assert_eq!((chaupar.num_actions(), chaupar.observation_len()), (1345, 352));
/// let six = PachisiAction::MoveDie { die: 6, from: 7, count: 1 };
/// assert_eq!(chaupar.action_index(&six), Some(3 * 336 + 28));
/// assert_eq!(chaupar.action_at(1344), Some(PachisiAction::Pass));
/// # Ok::<(), racegame::pachisi::PachisiConfigError>(())
/// ```
impl Encode for PachisiGame {
    fn observation_len(&self) -> usize {
        4 * PLANE + 4 + 3 + self.lot_len()
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
        if self.rules.separate_dice() {
            let (faces, n) = lot
                .and_then(|l| super::dice::lot_dice(l as u8))
                .unwrap_or(([0; 3], 0));
            for face in Lots::LONG_DIE_FACES {
                let here = faces[..n].iter().filter(|&&f| f == face).count() as u8;
                w.push(ratio(here, 3));
            }
            w.push(ratio(state.streak().min(1), 1));
            return;
        }
        w.one_hot(MAX_LOT + 1, lot.filter(|&l| l <= MAX_LOT));
        w.push(match self.rules.again_limit {
            Some(limit) => ratio(state.streak().min(limit), limit),
            None => 0.0,
        });
    }

    fn num_actions(&self) -> usize {
        self.move_slots() + 1
    }

    fn action_index(&self, action: &PachisiAction) -> Option<usize> {
        let separate = self.rules.separate_dice();
        let slot = |from: u8, count: u8| {
            (from < HOME && (1..=4).contains(&count))
                .then(|| 4 * usize::from(from) + usize::from(count) - 1)
        };
        match *action {
            PachisiAction::Throw(_) => None,
            PachisiAction::Move { from, count } if !separate => slot(from, count),
            PachisiAction::MoveDie { die, from, count } if separate => {
                let face = Lots::LONG_DIE_FACES.iter().position(|&f| f == die)?;
                Some(MOVES * face + slot(from, count)?)
            }
            PachisiAction::Move { .. } | PachisiAction::MoveDie { .. } => None,
            PachisiAction::Pass => Some(self.move_slots()),
        }
    }

    fn action_at(&self, index: usize) -> Option<PachisiAction> {
        let (from, count) = (((index % MOVES) / 4) as u8, (index % 4) as u8 + 1);
        match index {
            i if i < self.move_slots() && self.rules.separate_dice() => {
                Some(PachisiAction::MoveDie {
                    die: Lots::LONG_DIE_FACES[i / MOVES],
                    from,
                    count,
                })
            }
            i if i < self.move_slots() => Some(PachisiAction::Move { from, count }),
            i if i == self.move_slots() => Some(PachisiAction::Pass),
            _ => None,
        }
    }
}
