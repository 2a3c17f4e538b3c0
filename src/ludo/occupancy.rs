//! [`Board`]: who stands on which track square, worked out at most once per `legal_actions`, `apply` or `validate` and shared by every check they make.

use core::cell::OnceCell;

use super::MAX_TOKENS;
use super::rules::MAX_COLOURS;
use super::squares::{OFF_TRACK, SquareTable};
use super::state::LudoState;
use crate::game::Seat;

/// How many tokens of each colour stand on one track square.
pub(crate) type Counts = [u8; MAX_COLOURS];

/// Every token's track square ([`OFF_TRACK`] when it is not on the track).
type Squares = [[u8; MAX_TOKENS]; MAX_COLOURS];

/// A state seen square by square, for the legality checks.
///
/// A legal-action list asks the same board questions for every candidate
/// (who stands where the move ends, is there a block on the way), and the
/// rules decide whether any are asked at all (the seed's Ludo asks none). So
/// the token squares are looked up the first time they are needed and kept
/// for the rest of the call, instead of being recomputed, with a modulo
/// per token, for every question.
pub(crate) struct Board<'a> {
    /// The state the questions are about.
    pub(crate) state: &'a LudoState,
    table: &'a SquareTable,
    squares: OnceCell<Squares>,
    /// Bit `q` set when two or more tokens of one colour stand on track
    /// square `q`.
    blocks: OnceCell<[u64; 4]>,
}

impl<'a> Board<'a> {
    /// The board of `state`, squares looked up in `table`.
    #[inline]
    pub(crate) fn new(table: &'a SquareTable, state: &'a LudoState) -> Self {
        Board {
            state,
            table,
            squares: OnceCell::new(),
            blocks: OnceCell::new(),
        }
    }

    /// Every token's square; seats not in play and slots past the token
    /// count stay [`OFF_TRACK`], whatever the state holds there.
    fn squares(&self) -> &Squares {
        self.squares.get_or_init(|| {
            let s = self.state;
            let count = s.token_count();
            let mut out = [[OFF_TRACK; MAX_TOKENS]; MAX_COLOURS];
            for ((colour, row), tokens) in (0u8..).zip(out.iter_mut()).zip(s.tokens.iter()) {
                if !s.plays(Seat(colour)) {
                    continue;
                }
                let squares = self.table.row(colour);
                for (slot, &p) in row.iter_mut().zip(tokens.iter()).take(count) {
                    *slot = squares[usize::from(p)];
                }
            }
            out
        })
    }

    /// Tokens of each colour on track square `square`, leaving out `skip`
    /// (the token that is moving).
    #[inline]
    pub(crate) fn counts(&self, square: u8, skip: Option<(Seat, u8)>) -> Counts {
        let mut counts: Counts = [0; MAX_COLOURS];
        for ((colour, n), row) in (0u8..).zip(counts.iter_mut()).zip(self.squares().iter()) {
            for (t, &sq) in (0u8..).zip(row.iter()) {
                *n += u8::from(sq == square && skip != Some((Seat(colour), t)));
            }
        }
        counts
    }

    /// Tokens of `seat`'s colour on track square `square`, leaving out
    /// `skip` (one of its tokens, the one moving).
    #[inline]
    pub(crate) fn own_count(&self, seat: Seat, square: u8, skip: Option<u8>) -> u8 {
        let Some(row) = self.squares().get(seat.index()) else {
            return 0;
        };
        let mut n = 0;
        for (t, &sq) in (0u8..).zip(row.iter()) {
            n += u8::from(sq == square && skip != Some(t));
        }
        n
    }

    /// Whether two or more tokens of one colour stand on track square
    /// `square`.
    #[inline]
    pub(crate) fn block_at(&self, square: u8) -> bool {
        let blocks = self.blocks.get_or_init(|| {
            let mut mask = [0u64; 4];
            for row in self.squares() {
                for (i, &a) in row.iter().enumerate() {
                    let doubled = a != OFF_TRACK && row.iter().skip(i + 1).any(|&b| b == a);
                    if doubled && let Some(w) = mask.get_mut(usize::from(a / 64)) {
                        *w |= 1 << (a % 64);
                    }
                }
            }
            mask
        });
        blocks
            .get(usize::from(square / 64))
            .is_some_and(|w| w & (1 << (square % 64)) != 0)
    }
}
