//! Tables derived from a board once, so that a throw whose events nobody keeps costs a lookup.
//!
//! A move's travel (legs, bounces, repeats, jumps, the square's effect)
//! depends only on the square it starts from and the total thrown, never on
//! the other tokens. [`GooseGame::new`](super::GooseGame::new) therefore runs
//! the real travel code once for every (square, total) pair and keeps what it
//! did to the mover as a [`Landing`]. `apply_into` uses the table when the
//! event sink [does not record](crate::EventSink::records) and walks the
//! board (pushing every event) otherwise; both paths are the same code, so
//! they cannot disagree, and a property test checks it on every preset.

use alloc::vec::Vec;
use core::fmt;

use super::board::{Board, Square};
use crate::dice::Roll;

/// Highest total any throw shows (two sixes); totals index `0..TOTALS`.
pub(crate) const TOTALS: usize = 13;

/// What one move did to the token that made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(crate) struct Landing {
    /// Where the token ends its move.
    pub(crate) square: Square,
    /// Whether that wins the game.
    pub(crate) wins: bool,
    /// Whether a hold square caught it.
    pub(crate) held: bool,
    /// The missed turns a square set, if one did.
    pub(crate) missed: Option<u8>,
    /// How many fines it paid on the way.
    pub(crate) fines: u16,
    /// No fine, hold or missed turn: only the square changes.
    pub(crate) plain: bool,
}

/// Everything [`GooseGame`](super::GooseGame) derives from its board to
/// play fast. Equal boards give equal shortcuts, so deriving `PartialEq`
/// on the game stays meaningful.
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct Shortcuts {
    /// First-throw jumps by [`roll_index`]: one lookup instead of a search.
    pub(crate) first_throw: [Option<Square>; 49],
    /// Whether the board has any first-throw jump at all.
    pub(crate) has_first_throw: bool,
    /// `landings[square * TOTALS + total]` for every square of the board.
    pub(crate) landings: Vec<Landing>,
}

impl fmt::Debug for Shortcuts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The tables are derived data: printing them would bury the board.
        f.debug_struct("Shortcuts")
            .field("landings", &self.landings.len())
            .finish_non_exhaustive()
    }
}

/// Index of `roll` in a 7 × 7 table: `a * 7 + b`, with `b = 0` for one die.
#[inline]
pub(crate) fn roll_index(roll: Roll) -> usize {
    let d = roll.dice();
    let a = d.first().copied().unwrap_or(0);
    let b = d.get(1).copied().unwrap_or(0);
    usize::from(a) * 7 + usize::from(b)
}

impl Shortcuts {
    /// No tables yet: the game fills them in with [`Shortcuts::fill`].
    pub(crate) fn empty() -> Self {
        Shortcuts {
            first_throw: [None; 49],
            has_first_throw: false,
            landings: Vec::new(),
        }
    }

    /// Fills every table from `board`, calling `travel(square, total)` for
    /// every square and total (the game's own travel code).
    pub(crate) fn fill(&mut self, board: &Board, mut travel: impl FnMut(Square, u8) -> Landing) {
        for roll in Roll::all(board.dice()) {
            let jump = board.first_throw_jump(roll);
            if let Some(slot) = self.first_throw.get_mut(roll_index(roll)) {
                *slot = jump;
            }
            self.has_first_throw |= jump.is_some();
        }
        let squares = usize::from(board.goal()) + 1;
        self.landings = Vec::with_capacity(squares * TOTALS);
        for square in 0..squares {
            for total in 0..TOTALS {
                // Squares and totals fit in u8: the board has at most 256
                // squares and a throw shows at most 12.
                let mut landing = travel(square as Square, total as u8);
                landing.plain = landing.fines == 0 && !landing.held && landing.missed.is_none();
                self.landings.push(landing);
            }
        }
    }

    /// The first-throw jump for `roll`, if any.
    #[inline]
    pub(crate) fn first_throw_jump(&self, roll: Roll) -> Option<Square> {
        if !self.has_first_throw {
            return None;
        }
        self.first_throw.get(roll_index(roll)).copied().flatten()
    }

    /// The landing of a move of `total` from `square`; `None` for a square
    /// off the board (a nonsense state), which takes the slow path.
    #[inline]
    pub(crate) fn landing(&self, square: Square, total: u8) -> Option<Landing> {
        self.landings
            .get(usize::from(square) * TOTALS + usize::from(total))
            .copied()
    }
}
