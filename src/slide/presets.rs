//! The rule sets of the card race the crate ships: Parker Brothers' published rules (the classic game of the Sorry! family), the same rule book's faster start, and its partner game.
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

    /// The same rule book's partner game ("VARIATION—Team rules", as
    /// printed in Hasbro's 2005 edition of Sorry!, "The Game of Sweet
    /// Revenge"), for four players: everything as [`SlideRules::classic`]
    /// but what follows. The 2005 text, quoted whole:
    ///
    /// > RED is always YELLOW's partner, and GREEN is always BLUE's. All
    /// > regular rules apply and you may move—or BUMP!—your own or your
    /// > partner's pawn in accordance with the card drawn. If you land on
    /// > a space occupied by a partner's pawn, BUMP it back to its START!
    /// > SORRY! cards must be used. If there's no one else to pick on,
    /// > this means you might send your own or your partner's pawn back!
    /// > 7 means you may split a move among any or all eight of your
    /// > team's pawns. If you drew a 1 or 2, you may start or move a pawn
    /// > of either partner; if it was a 2, when you draw again, you may
    /// > use that card for any of your team's eight pawns.
    ///
    /// **Sides.** Seats 0 and 2 (Red and Yellow, opposite sides of the
    /// board) against 1 and 3 (Blue and Green), turns passing in seat
    /// order, so the sides alternate ([`partners`](SlideRules::partners)).
    ///
    /// **Moving.** With each card the player moves one of the side's eight
    /// pawns, its own or its partner's: starting either colour's pawn onto
    /// that colour's start circle with a 1 or 2, and a 2's second card for
    /// any of the eight. A pawn goes by its own colour's road: into its
    /// colour's safety zone and Home, sliding on the slides of the other
    /// colours. Landing on the partner's pawn bumps it as it bumps an
    /// opponent's; two pawns of one colour still never share a square.
    ///
    /// **The 7** may be split among up to seven of the eight pawns
    /// ([`seven_parts`](SlideRules::seven_parts) 7: "any or all eight",
    /// each part at least one square, so at most seven), the parts played
    /// one after another, each by a pawn that has not moved yet, and the
    /// whole 7 used; a part is offered only when the rest can then be
    /// played.
    ///
    /// **The Sorry! card** takes the first pawn of either colour's Start
    /// onto an opponent's pawn; when no opponent's pawn is on the track it
    /// must take one onto a pawn of the side of the other colour, bumping
    /// it ([`sorry_on_side`](SlideRules::sorry_on_side)).
    ///
    /// **The 11** swaps one of the side's pawns with an opponent's, never
    /// two pawns of the side (the card swaps "with an opponent"); it may be
    /// declined when none of the eight can move 11.
    ///
    /// **Winning.** The side wins when all eight of its pawns are Home
    /// ([`whole_side_home`](SlideRules::whole_side_home)); a player whose
    /// own four are Home plays on for the partner.
    /// [`RaceGame::teams`](crate::RaceGame::teams) names the sides, and
    /// every tool that speaks of teams (the payoffs, `simulate`, the exact
    /// odds, the solver, the Python rewards) gives both partners the
    /// side's result. [`Outcome::Winner`](crate::Outcome::Winner) names
    /// the seat whose move won.
    ///
    /// Readings where the 2005 text is open, each a field or stated here:
    /// - **The win.** The 2005 team paragraph leaves the regular "If you
    ///   get all four of your pawns HOME first, you win!" in force; the
    ///   1939 rule book ("Rules for Playing the Great Game Sorry!", Parker
    ///   Brothers, as Wikipedia's account of it gives it, not read here
    ///   directly) says "The first partnership to play all eight pieces in
    ///   its home wins", which is followed
    ///   ([`whole_side_home`](SlideRules::whole_side_home) true).
    /// - **The 7.** The same 1939 account splits a 7 "between no more than
    ///   two pieces"; the 2005 text's "any or all eight" is followed
    ///   ([`seven_parts`](SlideRules::seven_parts) 2 gives the 1939 game).
    ///   Each pawn takes at most one part.
    /// - **Whose pawn a Sorry! card puts out**: either colour's ("you may
    ///   move ... your own or your partner's pawn in accordance with the
    ///   card drawn"), and never onto a pawn of its own colour (the
    ///   regular rule: two pawns of one colour never share a square), so
    ///   "send your own pawn back" happens with the partner's pawn.
    /// - **A partner's pawn moved onto the player's own colour's
    ///   triangle** slides (the slide belongs to the pawn's colour, not
    ///   the player's).
    pub fn partners() -> SlideRules {
        SlideRules {
            partners: true,
            seven_parts: 7,
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
    Preset::new("slide_partners", SlideRules::partners),
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
            // The partner game seats exactly four.
            assert_eq!(SlideGame::new(rules, 2).is_ok(), !rules.partners);
        }
        assert!(matches!(
            SlideGame::named("slide", 5),
            Some(Err(SlideConfigError::Players(5)))
        ));
        assert!(SlideGame::named("sorry", 2).is_none());
    }
}
