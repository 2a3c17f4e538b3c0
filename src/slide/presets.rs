//! The rule sets of the card race the crate ships: Parker Brothers' published rules (the classic game of the Sorry! family), and the same rule book's faster start.
//!
//! Each is a [`SlideRules`] value; change any field to play a variant, and
//! [`SlideGame::new`] checks the result.

use super::error::SlideConfigError;
use super::game::SlideGame;
use super::rules::SlideRules;
use crate::preset::Preset;

impl SlideRules {
    /// The card race as Parker Brothers publish it: the rules of the game
    /// sold as Sorry! (a trademark of Hasbro), as printed from the 1950s
    /// to Hasbro's 2005 edition ("The Game of Sweet Revenge"). The 1934
    /// first edition had 44 cards (four of each, the fifth 1 came soon
    /// after); the 2013 edition (three pawns, fire and ice tokens, no
    /// second draw on a 2) is another game and is not followed. The
    /// default.
    ///
    /// **Board.** A square track of 60 squares, 15 a side; each of the four
    /// colours owns a side with its Start, its start circle (the 5th square
    /// of the side, in front of Start), two slides (triangles on the 2nd
    /// and 10th squares, 4 and 5 squares long, the first ending on the
    /// start circle) and its safety zone: 5 squares that branch off the
    /// 3rd square of the side and lead to its Home. Two to four players,
    /// four pawns each, all in Start. Movement is clockwise.
    ///
    /// **The deck.** 45 cards: five 1s and four each of 2, 3, 4, 5, 7, 8,
    /// 10, 11, 12 and Sorry! (no 6 or 9). Shuffled face down; each player
    /// in turn draws the top card and plays it; when the pile runs out the
    /// discards are shuffled into a new one.
    ///
    /// **The cards.** 1: start a pawn (onto the start circle) or move one
    /// pawn 1 forward. 2: start a pawn or move one 2 forward, then draw
    /// again, even if the 2 could not be used. 3, 5, 8, 12: one pawn that
    /// many forward. 4: one pawn 4 backward. 7: one pawn 7 forward, or the
    /// 7 split between two pawns (both forward; a 7 never starts a pawn;
    /// the whole 7 must be used or the card is lost). 10: one pawn 10
    /// forward or 1 backward. 11: one pawn 11 forward, or swap one of your
    /// pawns on the track with an opponent's pawn on the track; a player
    /// who cannot move 11 forward may decline to swap. Sorry!: take a pawn
    /// from your Start, put it on the square of any opponent's pawn on the
    /// track, and bump that pawn back to its Start.
    ///
    /// **Moving.** A pawn may not land on a square of its own colour's
    /// pawn: that move does not exist. Landing on an opponent's pawn bumps
    /// it back to its Start. A move that can be made must be made (the 11's
    /// swap aside); a card that allows no move is lost. A pawn that lands
    /// by exact count on the triangle of a slide of another colour slides
    /// to its end, bumping every pawn on the slide, its own too; on its own
    /// colour's slide it stays. Only a pawn of that colour enters a safety
    /// zone, never by a backward move, but it may back out of it. Home is
    /// reached by exact count and a pawn there never moves again. The
    /// first player with all four pawns Home wins.
    ///
    /// Readings chosen where the text is open (each a field):
    /// - **A pawn placed by a Sorry! card or a swap does not slide**
    ///   ([`placed_pawns_slide`](SlideRules::placed_pawns_slide) false): the
    ///   rule book slides a pawn that lands "by exact count".
    /// - **A split 7's two parts are played one after the other**, either
    ///   pawn first, the second with the exact rest; a first part is
    ///   offered only when the rest can then be played.
    /// - **The pawn on your own triangle**: a move onto a triangle where
    ///   your own pawn stands does not exist (you may not land on your own
    ///   pawn), even though the slide would bump it.
    pub fn classic() -> SlideRules {
        SlideRules::default()
    }

    /// The same rule book's faster game: each player starts with one pawn
    /// on its start circle and three in Start. Everything else as
    /// [`SlideRules::classic`].
    pub fn quick() -> SlideRules {
        SlideRules {
            out_at_start: 1,
            ..SlideRules::default()
        }
    }
}

impl SlideGame {
    /// The preset `name` for `seats` players, or `None` for an unknown
    /// name.
    pub(crate) fn named(name: &str, seats: usize) -> Option<Result<SlideGame, SlideConfigError>> {
        let preset = crate::preset::find(PRESETS, name)?;
        Some(SlideGame::new(preset.rules(), seats))
    }
}

/// Every preset of the card race, by the name records and the Python
/// bindings use: the one list that everything knowing the presets reads.
pub const PRESETS: &[Preset<SlideRules>] = &[
    Preset::new("slide", SlideRules::classic),
    Preset::new("slide_quick", SlideRules::quick),
];

/// The names of [`PRESETS`], in order.
pub(crate) const NAMES: [&str; PRESETS.len()] = crate::preset::names(PRESETS);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_is_valid() {
        for rules in PRESETS.iter().map(Preset::rules) {
            assert_eq!(rules.validate(), Ok(()));
            assert!(SlideGame::new(rules, 4).is_ok());
        }
        assert!(matches!(
            SlideGame::named("slide", 5),
            Some(Err(SlideConfigError::Players(5)))
        ));
        assert!(SlideGame::named("sorry", 2).is_none());
    }
}
