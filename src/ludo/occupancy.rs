//! [`Occupancy`]: who stands on which track square, asked of a state by the legality checks of one `legal_actions`, `apply` or `validate` call.

use core::cell::OnceCell;

use super::YARD;
use super::rules::MAX_SEATS;
use super::squares::{OFF_TRACK, SquareTable};
use super::state::LudoState;
use crate::game::Seat;

/// The high bit of each byte of `word` that equals `byte`, and no other
/// bit: four comparisons in a handful of word operations, without the
/// branches that a random game's positions make impossible to predict.
#[inline]
pub(crate) fn matching_bytes(word: u32, byte: u8) -> u32 {
    const LOW7: u32 = 0x7f7f_7f7f;
    let x = word ^ (u32::from(byte) * 0x0101_0101);
    // A byte's high bit ends up set exactly when some bit of it is set.
    let nonzero = ((x & LOW7) + LOW7) | x;
    !(nonzero | LOW7)
}

/// How many bytes of a [`matching_bytes`] result are marked: the marks
/// moved to each byte's low bit and summed into the top byte by one
/// multiplication (`count_ones` is a software loop on targets without a
/// population-count instruction, such as the x86-64 baseline).
#[inline]
pub(crate) fn count_marks(marks: u32) -> u8 {
    ((marks >> 7).wrapping_mul(0x0101_0101) >> 24) as u8
}

/// How many tokens of each colour stand on one track square.
pub(crate) type Counts = [u8; MAX_SEATS];

/// A state seen square by square, for the legality checks.
///
/// "Who stands on square `q`" is answered from the tokens' progress bytes:
/// a colour's tokens stand on `q` exactly when their progress is the one
/// at which that colour's path crosses `q` (one lookup in the
/// [`SquareTable`]), so a count is four byte comparisons per colour, with
/// no square worked out per token and nothing built in advance. The rules
/// decide which questions are asked at all: Ludo asks none,
/// Mensch ärgere Dich nicht only about the mover's own colour.
///
/// Blocks are asked about for every candidate (Parchís's bridges on each
/// square a move passes, Ludo King's on the square where it ends), so the
/// squares holding two tokens of one colour are found once, the first time
/// they are asked about, and kept as a bit mask for the rest of the call.
pub(crate) struct Occupancy<'a> {
    /// The state the questions are about.
    pub(crate) state: &'a LudoState,
    table: &'a SquareTable,
    /// Bit `q` set when two or more tokens of one colour stand on track
    /// square `q`.
    blocks: OnceCell<[u64; 4]>,
}

impl<'a> Occupancy<'a> {
    /// The board of `state`, squares looked up in `table`.
    #[inline]
    pub(crate) fn new(table: &'a SquareTable, state: &'a LudoState) -> Self {
        Occupancy {
            state,
            table,
            blocks: OnceCell::new(),
        }
    }

    /// Tokens of colour `colour` on track square `square`, leaving out its
    /// token `skip` (the one moving).
    ///
    /// Slots of seats not in play and past the token count hold
    /// [`YARD`] in every state that passed
    /// [`LudoState::check_shape`] (the entry of every `legal_actions`,
    /// `apply` and `validate`), and the yard is on no square, so every slot
    /// can be compared without asking who plays.
    #[inline]
    pub(crate) fn count_on(&self, colour: u8, square: u8, skip: Option<u8>) -> u8 {
        let target = self.table.progress_on(colour, square);
        let Some(row) = self.state.tokens.get(usize::from(colour)) else {
            return 0;
        };
        if target == OFF_TRACK {
            return 0;
        }
        let n = count_marks(matching_bytes(u32::from_le_bytes(*row), target));
        let skipped = skip.and_then(|t| row.get(usize::from(t))) == Some(&target);
        n - u8::from(skipped)
    }

    /// Tokens of each colour on track square `square`, leaving out `skip`
    /// (the token that is moving).
    #[inline]
    pub(crate) fn counts(&self, square: u8, skip: Option<(Seat, u8)>) -> Counts {
        let mut counts: Counts = [0; MAX_SEATS];
        for (colour, n) in (0u8..).zip(counts.iter_mut()) {
            let skip = skip.and_then(|(seat, t)| (seat.0 == colour).then_some(t));
            *n = self.count_on(colour, square, skip);
        }
        counts
    }

    /// Whether two or more tokens of one colour stand on track square
    /// `square`.
    #[inline]
    pub(crate) fn block_at(&self, square: u8) -> bool {
        let blocks = self.blocks.get_or_init(|| {
            let mut mask = [0u64; 4];
            for (colour, row) in (0u8..).zip(self.state.tokens.iter()) {
                // Two tokens of one colour share a square exactly when
                // they share a progress; only then is the square looked up.
                for (i, &a) in row.iter().enumerate() {
                    if a == YARD || !row.iter().skip(i + 1).any(|&b| b == a) {
                        continue;
                    }
                    let sq = self.table.row(colour)[usize::from(a)];
                    if sq != OFF_TRACK
                        && let Some(w) = mask.get_mut(usize::from(sq / 64))
                    {
                        *w |= 1 << (sq % 64);
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

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use super::super::{LudoGame, LudoRules, YARD};
    use super::{Occupancy, count_marks, matching_bytes};
    use crate::Dice;
    use crate::game::{RaceGame, Seat};

    /// The blocks and counts of `s` worked out token by token, the
    /// definition the word operations must meet.
    fn naive(game: &LudoGame, s: &super::LudoState) -> ([u64; 4], Vec<[u8; 6]>) {
        let mut blocks = [0u64; 4];
        let mut counts = alloc::vec![[0u8; 6]; 256];
        for (colour, row) in (0u8..).zip(s.tokens.iter()) {
            for (i, &a) in row.iter().enumerate() {
                let Some(sq) = game.squares.square(colour, a).filter(|_| a != YARD) else {
                    continue;
                };
                counts[usize::from(sq)][usize::from(colour)] += 1;
                if row.iter().skip(i + 1).any(|&b| b == a) {
                    blocks[usize::from(sq / 64)] |= 1 << (sq % 64);
                }
            }
        }
        (blocks, counts)
    }

    /// Random positions (tokens anywhere, often two of a seat together) on
    /// boards of four and six colours with two to six players: the blocks
    /// and the counts per square are the token-by-token ones.
    #[test]
    fn blocks_and_counts_are_those_of_the_tokens() {
        let mut d = Dice::seeded(7);
        let mut six = LudoRules::parchis();
        six.geometry.colours = 6;
        six.geometry.track_len = 102;
        six.geometry.track_path = 101;
        for (rules, colours) in [
            (LudoRules::parchis(), 4),
            (LudoRules::ludo_king(), 4),
            (six, 6),
        ] {
            for players in 2..=colours {
                let game = LudoGame::new(rules.clone(), players).unwrap();
                let seats: Vec<Seat> = game.seats_in_play().collect();
                let last = game.rules.geometry.last_progress();
                for _ in 0..500 {
                    let mut s = game.initial_state();
                    for &seat in &seats {
                        for token in 0..game.rules.tokens {
                            let p = match d.below(4) {
                                0 => YARD,
                                1 => s.progress(seat, 0).unwrap_or(0),
                                _ => d.below(usize::from(last) + 1) as u8,
                            };
                            s = s.with_token(seat, token, p);
                        }
                    }
                    let (blocks, counts) = naive(&game, &s);
                    let b = Occupancy::new(&game.squares, &s);
                    for sq in 0..=255u8 {
                        let want = counts[usize::from(sq)];
                        assert_eq!(b.counts(sq, None), want, "square {sq} of {s:?}");
                        let held = blocks[usize::from(sq / 64)] & (1 << (sq % 64)) != 0;
                        assert_eq!(b.block_at(sq), held);
                    }
                }
            }
        }
    }

    #[test]
    fn matching_bytes_marks_exactly_the_equal_bytes() {
        for word in [
            0u32,
            u32::MAX,
            0x0100_ff01,
            0x3838_0038,
            0x7f80_ff00,
            0x0101_0101,
        ] {
            for byte in [0u8, 1, 0x38, 0x7f, 0x80, 0xfe, 0xff] {
                let want = word
                    .to_le_bytes()
                    .iter()
                    .enumerate()
                    .filter(|&(_, &b)| b == byte)
                    .fold(0u32, |m, (i, _)| m | 0x80 << (8 * i));
                assert_eq!(matching_bytes(word, byte), want, "{word:#x} {byte:#x}");
                assert_eq!(u32::from(count_marks(want)), want.count_ones());
            }
        }
    }
}
