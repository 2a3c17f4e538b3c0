//! The ends of a roll without its plays: every distinct position a roll can leave, from the one move generator, for solvers and bear-off tables that ask it millions of times.

use alloc::vec::Vec;

use crate::backgammon::dice::DiceLeft;
use crate::backgammon::game::BackgammonGame;
use crate::backgammon::moves::Ending;
use crate::backgammon::plays::{EndKey, end_key};
use crate::backgammon::state::BackgammonState;
use crate::game::Seat;

/// Up to this many ends are told apart by comparing each with those kept
/// (no allocation); more are sorted.
const FEW: usize = 48;

/// One distinct end of a roll: the board (by the mover's numbers, as the
/// move generator keeps it) and how the last move ended the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct End {
    pub(crate) key: EndKey,
    pub(crate) ending: Ending,
}

impl End {
    /// The mover's checkers, four bits a point by its own numbers.
    #[inline]
    pub(crate) fn mine(&self) -> u128 {
        self.key.0
    }
}

impl BackgammonGame {
    /// Every distinct end of `dice` for `seat` in `state`, into `out`
    /// (cleared first), each once (a board and how the game ended on it:
    /// the same board can end a Plakoto game in one order of moves and not
    /// in the other), in the order the move generator first reaches it:
    /// the ends of [`plays`](BackgammonGame::plays), without
    /// building the plays or applying their moves. A roll that allows no
    /// move has one end, the board as it is. Nothing is checked: the
    /// caller gives a state that fits the game.
    pub(crate) fn ends(
        &self,
        state: &BackgammonState,
        seat: Seat,
        dice: DiceLeft,
        out: &mut Vec<End>,
    ) {
        out.clear();
        let frame = self.frame(state, seat);
        self.laws.each_play(&frame, dice, &mut |end, ending| {
            out.push(End {
                key: end_key(end),
                ending,
            });
        });
        if out.len() <= FEW {
            // Few ends: keep the first of each board in place.
            let mut kept = 0;
            for i in 0..out.len() {
                let end = out[i];
                if !out[..kept].contains(&end) {
                    out[kept] = end;
                    kept += 1;
                }
            }
            out.truncate(kept);
        } else {
            let mut order: Vec<usize> = (0..out.len()).collect();
            order.sort_by_key(|&i| (out[i].key, out[i].ending, i));
            order.dedup_by_key(|&mut i| (out[i].key, out[i].ending));
            order.sort_unstable();
            let kept: Vec<End> = order.into_iter().map(|i| out[i]).collect();
            *out = kept;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backgammon::{BLACK, BackgammonRules, WHITE};
    use crate::dice::Roll;
    use crate::game::RaceGame;

    /// The ends are the boards of `plays_of_roll`'s end states, in its
    /// order, each marked ended when the play ended the game.
    fn agree(game: &BackgammonGame, state: &BackgammonState) {
        let mut ends = Vec::new();
        let seat = state.turn();
        for roll in Roll::all(2) {
            let dice = DiceLeft::from_roll(roll).unwrap();
            let plays = game.plays_of_roll(state, roll).unwrap();
            game.ends(state, seat, dice, &mut ends);
            let via_ends: Vec<(EndKey, bool)> = ends
                .iter()
                .map(|e| (e.key, e.ending != Ending::None))
                .collect();
            let via_plays: Vec<(EndKey, bool)> = plays
                .iter()
                .map(|p| {
                    let end = p.state();
                    (end_key(&game.frame(end, seat)), end.phase().is_over())
                })
                .collect();
            assert_eq!(via_ends, via_plays, "{state} {roll}");
        }
    }

    #[test]
    fn the_ends_are_the_end_states_of_the_plays() {
        let game = BackgammonGame::backgammon();
        let start = game.initial_state().with_turn(WHITE);
        agree(&game, &start);
        let bar = start
            .with_side(WHITE, &[(24, 1), (13, 5), (8, 3), (6, 5)], 1, 0)
            .with_side(BLACK, &[(24, 2), (13, 5), (8, 3), (6, 4), (1, 1)], 0, 0);
        agree(&game, &bar);
        let bearing = start
            .with_side(WHITE, &[(6, 2), (3, 1), (1, 1)], 0, 11)
            .with_side(BLACK, &[(24, 1), (6, 14)], 0, 0);
        agree(&game, &bearing);
        let hyper = BackgammonGame::new(BackgammonRules::hypergammon()).unwrap();
        let h = hyper
            .initial_state()
            .with_side(WHITE, &[(20, 1), (2, 1)], 0, 1)
            .with_side(BLACK, &[(22, 1), (5, 1)], 1, 0)
            .with_turn(BLACK);
        agree(&hyper, &h);
        for rules in [BackgammonRules::plakoto(), BackgammonRules::fevga()] {
            let g = BackgammonGame::new(rules).unwrap();
            agree(&g, &g.initial_state().with_turn(WHITE));
        }
    }
}
