//! The plays of a bear-off, asked of the engine: for a home board and a roll, every distinct home board the mover can leave, from the move generator's ends of the roll.

use alloc::vec::Vec;

use super::board::HomeBoard;
use crate::backgammon::dice::DiceLeft;
use crate::backgammon::game::BackgammonGame;
use crate::backgammon::plays::ends::End;
use crate::backgammon::rules::MAX_CHECKERS;
use crate::backgammon::{BLACK, WHITE};
use crate::dice::Roll;
use crate::game::RaceGame;

/// The 21 distinct rolls of two dice with their chances in 36 (a double
/// once, any other roll twice): 1-1, 2-1, 2-2, 3-1, ...
pub(crate) fn rolls() -> impl Iterator<Item = (Roll, u32)> {
    (1..=6u8).flat_map(|a| {
        (1..=a).filter_map(move |b| Some((Roll::two(a, b).ok()?, if a == b { 1 } else { 2 })))
    })
}

/// Asks the backgammon engine for the plays of home boards.
///
/// The mover is White in a game of backgammon, with the checkers it has
/// not on the board borne off; Black waits with all fifteen checkers on
/// its own ace point (White's 24-point), where it neither blocks nor is
/// hit by anything White does in its home board. In a bear-off the two
/// sides never meet, so the mover's plays do not depend on where the
/// other side stands, and the plays found here are the plays of every
/// bear-off with this home board.
pub(crate) struct Mover {
    game: BackgammonGame,
    ends: Vec<End>,
}

impl Mover {
    pub(crate) fn new() -> Mover {
        Mover {
            game: BackgammonGame::backgammon(),
            ends: Vec::new(),
        }
    }

    /// Every distinct home board the mover can leave from `board` with
    /// `roll`, in the order of the engine's plays, into `out` (cleared
    /// first). A bear-off always has a play, so `out` is never empty for a
    /// board with checkers; for the empty board it holds the empty board.
    pub(crate) fn plays(&mut self, board: &HomeBoard, roll: Roll, out: &mut Vec<HomeBoard>) {
        out.clear();
        let Some(dice) = DiceLeft::from_roll(roll).filter(|_| !board.is_empty()) else {
            out.push(*board);
            return;
        };
        let points: Vec<(u8, u8)> = board.points().collect();
        let off = MAX_CHECKERS - board.checkers();
        let state = self
            .game
            .initial_state()
            .with_side(WHITE, &points, 0, off)
            .with_side(BLACK, &[(1, MAX_CHECKERS)], 0, 0)
            .with_turn(WHITE);
        self.game.ends(&state, WHITE, dice, &mut self.ends);
        for end in &self.ends {
            let left = HomeBoard::of_word(end.mine());
            if !out.contains(&left) {
                out.push(left);
            }
        }
    }
}

/// Every home board's plays for every roll, asked of the engine once and
/// kept by number: for the board numbered `i` and the roll numbered `r`
/// (in the order of [`rolls`]), the numbers of the boards it can leave.
pub(crate) struct PlayTable {
    /// `start[i * 21 + r]..start[i * 21 + r + 1]` in `next`.
    start: Vec<u32>,
    next: Vec<u32>,
}

impl PlayTable {
    /// The plays of the `count` boards that `board_of` numbers, each
    /// leaving a board that `number_of` numbers.
    pub(crate) fn build(
        count: usize,
        board_of: impl Fn(usize) -> HomeBoard,
        number_of: impl Fn(&HomeBoard) -> Option<usize>,
    ) -> PlayTable {
        let mut mover = Mover::new();
        let mut start = Vec::with_capacity(count * 21 + 1);
        let mut next = Vec::new();
        let mut scratch = Vec::new();
        start.push(0);
        for i in 0..count {
            let board = board_of(i);
            for (roll, _) in rolls() {
                mover.plays(&board, roll, &mut scratch);
                next.extend(
                    scratch
                        .iter()
                        .filter_map(&number_of)
                        .filter_map(|j| u32::try_from(j).ok()),
                );
                start.push(u32::try_from(next.len()).unwrap_or(u32::MAX));
            }
        }
        PlayTable { start, next }
    }

    /// The numbers of the boards the board numbered `i` can leave with the
    /// roll numbered `r`.
    pub(crate) fn plays(&self, i: usize, r: usize) -> &[u32] {
        let at = |k: usize| self.start.get(k).copied().unwrap_or(0) as usize;
        let k = i * 21 + r;
        self.next.get(at(k)..at(k + 1)).unwrap_or_default()
    }
}
