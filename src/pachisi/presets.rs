//! The rule sets of Pachisi and Chaupar the crate ships, each function its complete rule book, and [`PRESETS`], the family's one list.
//!
//! Each is a [`PachisiRules`] value; change any field to play a variant,
//! and [`PachisiGame::new`] checks the result. Every preset plays with four
//! players in two partnerships, or with two players who each play both
//! colours of a side ([`PachisiGame::new`] with 2).

use super::error::PachisiConfigError;
use super::game::PachisiGame;
use super::rules::{AfterHome, DiceUse, Entry, Lots, PachisiRules};
use crate::preset::Preset;

impl PachisiRules {
    /// Pachisi with six cowries, as R. C. Bell gives it (*Board and Table
    /// Games from Many Civilizations*, 1960, vol. I) in the tradition of
    /// Stewart Culin's account (*Chess and Playing-Cards*, 1898): the
    /// reading modern descriptions follow. The default. (The throw tables of
    /// Bell, Herklots and Murray are taken here as Murray's and later
    /// secondary tabulations give them, not from the original books.)
    ///
    /// **Board.** A cross of four arms around a central square, the
    /// charkoni. Each arm has three columns of eight squares. Twelve squares
    /// are castles: the end square of each arm's middle column and, on each
    /// outer column, the fourth square from the outer end.
    ///
    /// **Players and pieces.** Four players, each with four pieces of one
    /// colour; the players sitting opposite are partners (colours 0 and 2
    /// against 1 and 3). Two players may play, each taking both colours of a
    /// side. Every piece starts in the charkoni.
    ///
    /// **The track.** A piece leaves the charkoni down the middle column of
    /// its own arm (7 squares, then the arm's end square), runs
    /// anticlockwise round the outer columns of the whole cross (68 steps
    /// back to its own end square), then up its middle column (7 squares)
    /// and into the charkoni: 84 steps in all, counted as its progress (see
    /// [`PachisiState`](super::PachisiState)). Pieces jump over any others.
    ///
    /// **Throws.** Six cowries are thrown; each lands mouth up or down,
    /// and the mouths up give the throw: none up 25, one up 10, two to five
    /// up that many, all six up 6. The throws of 25, 10 and 6 are graces:
    /// each earns another throw, and only a grace brings a piece out of the
    /// charkoni. A third grace in a row is void: it is not played and the
    /// turn passes (the moves of the earlier throws stand).
    ///
    /// **A move.** Each throw moves one piece, or several of one colour that
    /// stand together, by its value; a piece leaving the charkoni moves the
    /// value from it. A player may decline to move. A piece reaches the
    /// charkoni only with the exact throw, but a piece on its last square
    /// (where only a 1 would do) goes home on any grace. A piece landing on a square held
    /// by the other side captures every piece there: they go back to the
    /// charkoni, and the capture earns another throw. A castle protects its
    /// pieces: the other side cannot land on a castle it holds. Partners'
    /// pieces share any square. Pieces of one colour on one square may move
    /// on together as one; such a group is captured only by a group at least
    /// as large, and a smaller group cannot land on it.
    ///
    /// **The end.** A player whose pieces are all home keeps throwing and
    /// moves the partner's pieces. The side that brings all eight of its
    /// pieces home first wins; both partners share the win.
    ///
    /// Readings chosen where the sources differ (each a field of
    /// [`PachisiRules`]):
    /// - **The chance of a shell**: the sources give none; each shell lands
    ///   mouth up with chance 1/2 (`lots`), so the throws of 0 to 6 mouths
    ///   up have probabilities 1, 6, 15, 20, 15, 6 and 1 in 64. A shell's
    ///   real chance depends on the shells; set it to play them.
    /// - **The values**: Bell's and Culin's table (`values`, `graces`,
    ///   `again`). E. B. Tylor ("The History of Games", 1879) gives another,
    ///   from Rajendralala Mitra, as [`PachisiRules::pachisi_mitra`].
    /// - **Entering on a grace** (`entry`): Culin and Bell; modern
    ///   commercial rules let a colour's first piece enter on any throw
    ///   ([`Entry::FirstAny`]).
    /// - **Three graces in a row void the third** (`again_limit`): a
    ///   reading, close to the rule Herklots (*Qanoon-e-Islam*, 1832, as the
    ///   Ludii database summarizes him) gives for three equal throws in a
    ///   row, and to Ludo's three sixes.
    /// - **Castles closed to the other side** (`castle_blocks`): Tylor's
    ///   "the overtaking piece can not move"; some modern rules let both
    ///   sides stand on a castle, uncaptured.
    /// - **A grace brings the last square home** (`grace_home`): Mitra's
    ///   rule in Tylor ("get him off if stuck on his last square"); without
    ///   it no throw of this table could ever finish a piece there.
    /// - **Groups** (`travel_together`) and **passing** (`may_pass`), as
    ///   descriptions of the game give them; the group's protection (only
    ///   a group as large captures it) is the Chaupar rule of
    ///   [`PachisiRules::chaupar`], applied to Pachisi as a reading.
    /// - **A finished player helps the partner** (`after_home`); some
    ///   tables skip the finished player instead ([`AfterHome::Skipped`]).
    pub const fn pachisi() -> PachisiRules {
        PachisiRules {
            pieces: 4,
            start: [0; 4],
            lots: Lots::SIX_COWRIES,
            dice: DiceUse::Total,
            values: [25, 10, 2, 3, 4, 5, 6, 0],
            graces: 0b100_0011,
            again: 0b100_0011,
            entry: Entry::Grace,
            again_limit: Some(3),
            castles: true,
            castle_blocks: true,
            capture_throws_again: true,
            travel_together: true,
            may_pass: true,
            exact_home: true,
            grace_home: true,
            after_home: AfterHome::HelpsPartner,
            action_limit: None,
        }
    }

    /// Pachisi with six cowries as E. B. Tylor gives it ("The History of
    /// Games", *Popular Science Monthly* 14, 1879), from rules sent by
    /// Rajendralala Mitra of Calcutta, and as H. J. R. Murray's "usual"
    /// six-cowrie schedule (*A History of Board-Games other than Chess*,
    /// 1952).
    ///
    /// Everything as [`PachisiRules::pachisi`] but the throws: none up
    /// counts 6, one up 10 (*das*), two to four up that many, five up 25
    /// (*pachisi*), all six up 12. Only 10 and 25 are graces (they alone
    /// bring a piece out of the charkoni); 6, 10, 25 and 12 earn another
    /// throw, and the third of them in a row is void.
    pub const fn pachisi_mitra() -> PachisiRules {
        let mut rules = PachisiRules::pachisi();
        rules.values = [6, 10, 2, 3, 4, 25, 12, 0];
        rules.graces = 0b010_0010;
        rules.again = 0b110_0011;
        rules
    }

    /// Pachisi with seven cowries, G. A. Herklots' Deccan schedule
    /// (*Qanoon-e-Islam*, 1832) as Murray (1952) tabulates it and the
    /// Ludii database records it.
    ///
    /// Everything as [`PachisiRules::pachisi`] but the throws: none up
    /// counts 6, one up 10, two to four up that many, five up 25, six up
    /// 30, all seven up 12, each shell mouth up with chance 1/2. The 25 and
    /// 30 are graces; 6, 10, 25, 30 and 12 earn another throw, the third of
    /// them in a row void. (Herklots' grace is an extra step of one that may
    /// instead bring a piece out; here a grace brings a piece out, moving
    /// the throw's value, as in Culin's game.)
    pub const fn pachisi_seven() -> PachisiRules {
        let mut rules = PachisiRules::pachisi();
        rules.lots = Lots::SEVEN_COWRIES;
        rules.values = [6, 10, 2, 3, 4, 25, 30, 12];
        rules.graces = 0b0110_0000;
        rules.again = 0b1110_0011;
        rules
    }

    /// Chaupar, on the Pachisi board with three long dice, as modern
    /// descriptions give it: the English Wikipedia article on Chaupar, and
    /// the summaries of David Parlett's account (*The Oxford History of
    /// Board Games*, 1999, pp. 46-48; the book itself not read here) for
    /// the start, the groups and the lack of graces; checked against Abul
    /// Fazl's description (*Ain-i-Akbari*, c. 1590) as the Ludii database
    /// summarizes it.
    ///
    /// **Board, players and track** as in [`PachisiRules::pachisi`]: four
    /// players in two partnerships (or two playing both colours of a
    /// side), four pieces each, the same 84-step track from the charkoni
    /// and back.
    ///
    /// **Start.** Each colour's pieces start on the board, at progress 6
    /// and 7 (its own middle column, next to the end square) and 23 and 24
    /// (the outer column of the next arm, next to its end square).
    ///
    /// **Throws.** Three long dice with four faces marked 1, 2, 5 and 6,
    /// each face equally likely: 20 throws, a triple with chance 1/64, a
    /// pair and another face 3/64, three faces 6/64. There are no graces
    /// and no throws again.
    ///
    /// **Using the dice.** Each die is a move of its own: the player plays
    /// the dice one at a time, in any order, on the same piece or on
    /// different ones (a throw of 1, 2 and 6 moves one piece 9, or three
    /// pieces 1, 2 and 6, or one piece 3 and another 6). A die that no piece
    /// can use is lost; once no die left can move, the turn passes. The
    /// player may stop at any point and leave the dice left unplayed.
    ///
    /// **A move.** A piece (or a group) moves the die's number. The castles
    /// are ignored and a capture earns nothing more: a piece landing on the
    /// other side's piece sends it back to the charkoni, from which it
    /// re-enters on any die. Pieces of one colour on one square move
    /// together as one (by one die) and are captured only by a group at
    /// least as large; partners' pieces share squares. A piece reaches the
    /// charkoni only by the exact number. The side that brings all its
    /// pieces home first wins; a player whose pieces are all home throws for
    /// the partner.
    ///
    /// Readings chosen where the sources differ (each a field of
    /// [`PachisiRules`]):
    /// - **The dice used separately** (`dice`,
    ///   [`DiceUse::Separate`]): Wikipedia ("each dice roll can be broken
    ///   down into its constituent values and movement points can be shared
    ///   by different pieces"); Abul Fazl's rule that doubles move a pair
    ///   together implies the same. [`DiceUse::Total`] moves one piece by
    ///   the total, the crate's first reading, which no source read here
    ///   gives.
    /// - **Doubles and triples.** Abul Fazl (as the Ludii database
    ///   summarizes him) lets a pair standing together move only on doubles,
    ///   twice the doubled number, and a triple on triples; the summary is
    ///   garbled (it names throws of 3 and 4 these dice cannot show) and is
    ///   not modelled: here a group moves as one piece by any one die, as
    ///   the modern descriptions say.
    /// - **No graces, no throws again, no castles** (`graces`, `again`,
    ///   `castles`): every modern description; Abul Fazl marks safe
    ///   squares, not modelled.
    /// - **The exact number home** (`exact_home`): all the sources.
    /// - **Passing** (`may_pass`): allowed, as in Pachisi; Wikipedia says a
    ///   player may not pass while a move exists (`may_pass` off: each die
    ///   that can move must be played, one at a time, the player choosing
    ///   the order; no source asks for the most dice used, as backgammon
    ///   does, so none is asked here).
    /// - **The start squares** 6, 7, 23, 24 (Parlett's and Wikipedia's);
    ///   another table starts at 6, 7, 9, 10 (`start`); Abul Fazl's, as
    ///   summarized, are the sixth and seventh squares of the middle column
    ///   and the seventh and eighth of the right-hand one.
    /// - **Captured pieces re-enter from the charkoni** on any die
    ///   (`entry`), as Parlett and Wikipedia; Abul Fazl's summary sends them
    ///   "back to the starting position", not modelled.
    /// - **No order of going home between partners** (some tables make
    ///   black go home before yellow).
    pub const fn chaupar() -> PachisiRules {
        let mut rules = PachisiRules::pachisi();
        rules.start = [6, 7, 23, 24];
        rules.lots = Lots::LongDice;
        rules.dice = DiceUse::Separate;
        rules.values = [0; 8];
        rules.graces = 0;
        rules.again = 0;
        rules.entry = Entry::Any;
        rules.again_limit = None;
        rules.castles = false;
        rules.capture_throws_again = false;
        rules
    }
}

impl PachisiGame {
    /// The preset `name` for `players`, if the name is a preset.
    pub(crate) fn named(
        name: &str,
        players: usize,
    ) -> Option<Result<PachisiGame, PachisiConfigError>> {
        let preset = crate::preset::find(PRESETS, name)?;
        Some(PachisiGame::new(preset.rules(), players))
    }
}

/// Every Pachisi preset, by the name records and the Python bindings use:
/// the one list that everything knowing the presets reads.
pub const PRESETS: &[Preset<PachisiRules>] = &[
    Preset::new("pachisi", PachisiRules::pachisi),
    Preset::new("pachisi_mitra", PachisiRules::pachisi_mitra),
    Preset::new("pachisi_seven", PachisiRules::pachisi_seven),
    Preset::new("chaupar", PachisiRules::chaupar),
];

/// The names of [`PRESETS`], in order.
pub(crate) const NAMES: [&str; PRESETS.len()] = crate::preset::names(PRESETS);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_is_valid_for_two_and_four_players() {
        for rules in PRESETS.iter().map(Preset::rules) {
            assert_eq!(rules.validate(), Ok(()));
            assert!(PachisiGame::new(rules, 2).is_ok());
            assert!(PachisiGame::new(rules, 4).is_ok());
            assert_eq!(
                PachisiGame::new(rules, 3),
                Err(PachisiConfigError::Players(3))
            );
        }
        assert_eq!(PachisiRules::default(), PachisiRules::pachisi());
    }
}
