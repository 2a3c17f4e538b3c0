//! The rule sets the crate ships for the backgammon board: backgammon, nackgammon, hypergammon, the three Greek tavli games (Portes, Plakoto, Fevga), long nardy and Turkish tavla.
//!
//! Each is a [`BackgammonRules`] value; change any field to play a variant,
//! and [`BackgammonGame::new`] checks the result. What every game shares
//! (the board, the dice, the full use of the dice) is told once in
//! [`BackgammonRules::backgammon`]; the others say where they differ.

use super::error::{BackgammonConfigError, BackgammonRulesError};
use super::game::BackgammonGame;
use super::restriction::{Restriction, Restrictions};
use super::rules::{BackgammonRules, Contact, Direction, Layout, MotherRule, Opening};
use crate::preset::Preset;

/// Backgammon's layout: 2 on the 24-point, 5 on the 13, 3 on the 8, 5 on
/// the 6.
const STANDARD: Layout = Layout::new(&[(24, 2), (13, 5), (8, 3), (6, 5)]);

impl BackgammonRules {
    /// Backgammon, as the United States Backgammon Federation's and the
    /// World Backgammon Federation's rules give it and GNU Backgammon plays
    /// it (its manual, "Rules of the game"), without the doubling cube.
    ///
    /// **Board and checkers.** Twenty-four points in four tables of six.
    /// Each side has 15 checkers and numbers the points from its own side:
    /// it moves from its 24-point down to its 1-point, and its points 1 to
    /// 6 are its home board. The sides move in opposite directions, so one
    /// side's point `p` is the other's point `25 - p`. Each side starts
    /// with two checkers on its 24-point, five on its 13-point (the
    /// midpoint), three on its 8-point and five on its 6-point.
    ///
    /// **The opening.** Each side throws one die; equal dice are thrown
    /// again. The side with the higher die moves first, playing the two
    /// numbers thrown as its roll. After that the sides take turns, each
    /// throwing two dice.
    ///
    /// **Moving.** Each die is one move of one checker forward by its
    /// number; one checker may take both (each landing point must be
    /// open). A double is played four times. A checker may land on an
    /// empty point, on its own checkers, or on a point with a single
    /// opposing checker (a blot), which is hit and put on the bar; it may
    /// not land on a point held by two or more opposing checkers.
    ///
    /// **The bar.** A side with a checker on the bar moves nothing else
    /// until every such checker has entered, on the opposing home board: a
    /// die of `d` enters on the mover's point `25 - d`, if it is open.
    ///
    /// **Full use of the dice.** A player must use both dice if any play
    /// does (all four numbers of a double, or as many as can be played);
    /// if only one die of two can be played, it must be the larger when
    /// either can; when no die can be played the turn passes. The rule
    /// looks at the whole turn: a first move after which fewer dice can be
    /// played than some other play uses is not allowed.
    ///
    /// **Bearing off.** Once all fifteen checkers are in the home board,
    /// a checker is borne off from the point of a die's number; a die
    /// larger than the farthest occupied point bears off from that point;
    /// a die may also move a checker within the home board. A checker hit
    /// during the bear-off must come home again before bearing off goes on.
    ///
    /// **The end.** The first side to bear off every checker wins: one
    /// point; a gammon (two points) if the loser has borne off none; a
    /// backgammon (three points) if the loser has borne off none and still
    /// has a checker on the bar or in the winner's home board.
    ///
    /// Readings chosen:
    /// - **No cube.** Doubling, match play and their rules are not part of
    ///   this rule set; [`BackgammonRules::backgammon_money`] adds the cube.
    /// - **A win ends the turn, and uses only the dice it played.**
    ///   Bearing off the last checker ends the game with any dice left
    ///   unplayed; the rule of full use still holds, as the USBGF rules
    ///   word it ("a player must use both numbers of a roll if this is
    ///   legally possible") and as GNU Backgammon plays: with 6-1 and the
    ///   last checker on the 6-point, 6/5 5/off is the play (6/off alone
    ///   uses one die), and when either die alone bears the last checker
    ///   off, it is the larger. No published rule book counts a win as
    ///   using every die, so that reading is not offered.
    /// - **The opening throw is one chance action** of two dice, the first
    ///   White's and the second Black's ([`Opening::PlayBoth`]); equal dice
    ///   leave the game in the opening phase.
    pub const fn backgammon() -> BackgammonRules {
        BackgammonRules {
            checkers: 15,
            start: STANDARD,
            direction: Direction::Opposite,
            contact: Contact::Hit,
            opening: Opening::PlayBoth,
            gammons: true,
            backgammons: true,
            mother: MotherRule::Off,
            runner_first: false,
            starting_table_open: false,
            no_trapping_prime: false,
            restrictions: Restrictions::EMPTY,
            resignations: false,
            action_limit: None,
            cube: None,
            match_play: None,
        }
    }

    /// Nackgammon, Nick "Nack" Ballard's variant (as GNU Backgammon's
    /// manual and bkgm.com describe it): backgammon's rules in full
    /// ([`BackgammonRules::backgammon`]) from another start, with four back
    /// checkers. Each side starts with two checkers on its 24-point, two on
    /// its 23-point, four on its 13-point, three on its 8-point and four on
    /// its 6-point.
    pub const fn nackgammon() -> BackgammonRules {
        let mut rules = BackgammonRules::backgammon();
        rules.start = Layout::new(&[(24, 2), (23, 2), (13, 4), (8, 3), (6, 4)]);
        rules
    }

    /// Hypergammon with three checkers a side, as GNU Backgammon plays it:
    /// backgammon's rules in full ([`BackgammonRules::backgammon`]), gammons
    /// and backgammons included, with three checkers each, one on each of
    /// the side's 24-, 23- and 22-points.
    pub const fn hypergammon() -> BackgammonRules {
        let mut rules = BackgammonRules::backgammon();
        rules.checkers = 3;
        rules.start = Layout::new(&[(24, 1), (23, 1), (22, 1)]);
        rules
    }

    /// Hypergammon with `checkers` checkers a side (1 to 5), one on each
    /// point from the 24-point down: the 24-point alone for one checker,
    /// 24 to 20 for five. Otherwise [`BackgammonRules::hypergammon`].
    ///
    /// # Errors
    ///
    /// [`BackgammonRulesError::Checkers`] outside 1 to 5.
    pub fn hypergammon_with(checkers: u8) -> Result<BackgammonRules, BackgammonRulesError> {
        if !(1..=5).contains(&checkers) {
            return Err(BackgammonRulesError::Checkers(checkers));
        }
        let mut rules = BackgammonRules::hypergammon();
        rules.checkers = checkers;
        let points = [(24, 1), (23, 1), (22, 1), (21, 1), (20, 1)];
        rules.start = Layout::new(&points[..usize::from(checkers)]);
        Ok(rules)
    }

    /// Portes, the first game of Greek tavli, as bkgm.com's "Tavli" rules,
    /// tavli.net's Portes guide and kafenio.eu give it: backgammon
    /// ([`BackgammonRules::backgammon`]) with these differences.
    ///
    /// **The opening.** Each side throws one die (equal dice are thrown
    /// again); the higher starts and then throws both dice for its first
    /// turn ([`Opening::RollAgain`]).
    ///
    /// **The end.** One point for a win, two if the loser has borne off no
    /// checker; there is no triple game (no backgammon), and no cube.
    ///
    /// Readings chosen: in a tavli match the winner of a game starts the
    /// next; a single game here always begins with the opening throw
    /// (set [`BackgammonRules::opening`] to [`Opening::None`] and use
    /// [`BackgammonGame::with_first`] for the later games of a match).
    pub const fn portes() -> BackgammonRules {
        let mut rules = BackgammonRules::backgammon();
        rules.opening = Opening::RollAgain;
        rules.backgammons = false;
        rules
    }

    /// Plakoto, the second game of tavli, as bkgm.com's "Tavli" rules and
    /// the rules of FIBS's "The Board" give it.
    ///
    /// **Board and checkers.** Backgammon's board, directions and home
    /// boards; each side starts with all 15 checkers on its own 24-point
    /// (the other side's 1-point).
    ///
    /// **The opening** as in [`BackgammonRules::portes`]: one die each, the
    /// higher throws both dice for its first turn.
    ///
    /// **Moving** as in backgammon (separate dice, doubles four times, the
    /// full use of the dice, the larger die when only one can be played),
    /// but nothing is hit: a checker landing on a single opposing checker
    /// **pins** it. The pinned checker stays, cannot move while any pinning
    /// checker is on its point, and is free again when the last one leaves.
    /// The point belongs to the pinner, who may add checkers to it; the
    /// pinned side may not land there. Two or more checkers hold a point as
    /// in backgammon.
    ///
    /// **Bearing off** as in backgammon, once every checker is in the home
    /// board and none is pinned; a side whose checker is pinned bears off
    /// nothing until it is free.
    ///
    /// **The mother.** A side's last checker on its starting point is its
    /// "mother". When a side pins the other's mother while it has no
    /// checker left on its own starting point, it wins at once, two
    /// points. If it still has checkers there, play goes on; if its own
    /// mother is pinned at that moment (both mothers pinned), the game is
    /// drawn.
    ///
    /// **The end.** Otherwise as in Portes: one point, two if the loser has
    /// borne off none; no triple game.
    ///
    /// Readings chosen: the mother rule is judged when the pin is made
    /// (The Board's wording): a pinned mother does not lose later, when
    /// the pinner's last checker leaves its starting point; a draw scores
    /// nothing to either side. A pin that ends the game ends the turn, and
    /// the full use of the dice still holds (the rule books' "a player must
    /// use both numbers of a roll if possible"): a win that leaves a die
    /// unplayed is legal only when no play uses both, so a side may have to
    /// play its other die first and pin the mother with the second. The
    /// same two moves can win in one order and not in the other (the pin
    /// made before or after the pinner's last checker leaves its start):
    /// these are two plays, with different results.
    pub const fn plakoto() -> BackgammonRules {
        let mut rules = BackgammonRules::portes();
        rules.start = Layout::new(&[(24, 15)]);
        rules.contact = Contact::Pin;
        rules.mother = MotherRule::WinsOrDraws;
        rules
    }

    /// Fevga, the third game of tavli, as bkgm.com's "Fevga" rules give it
    /// (with its Wikipedia article after Mamoun, 2018, and Condos' "Tavli"
    /// on bkgm.com).
    ///
    /// **Board and checkers.** Each side starts with all 15 checkers on its
    /// 24-point, at diagonally opposite corners, and **both sides travel
    /// the same way** round the board: one side's points 1 to 12 are the
    /// other's 13 to 24 ([`Direction::Same`]), so each side's starting
    /// point is the other's 12-point, and its home board the other's points
    /// 13 to 18.
    ///
    /// **The opening** as in [`BackgammonRules::portes`].
    ///
    /// **Moving** as in backgammon (separate dice, doubles four times, the
    /// full use of the dice, the larger die when only one can be played),
    /// but there is no hitting: a **single checker holds a point**, and
    /// the other side may never land on it.
    ///
    /// **The first checker.** A side moves no second checker off its
    /// starting point until its first has passed the other side's starting
    /// point (its own 12-point).
    ///
    /// **Blocking.** A side may never hold all six points of its own
    /// starting table (its points 19 to 24) at once. It may build a prime
    /// (six points in a row) elsewhere, but when every opposing checker
    /// still on the board is behind that prime, it must open it: a play may
    /// not end with such a prime if a play using as many dice avoids it.
    ///
    /// **Bearing off** as in backgammon. **The end** as in Portes: one
    /// point, two if the loser has borne off none.
    ///
    /// Readings chosen:
    /// - "Passing" the other side's starting point means reaching the
    ///   mover's 11-point or beyond (bkgm.com), not merely entering that
    ///   table (Condos).
    /// - The prime rule binds the play as a whole, after the full use of
    ///   the dice (most dice, then the larger die): among the plays using
    ///   the most dice, those that end without a trapping prime are the
    ///   legal ones, if there are any. "Behind" counts every opposing
    ///   checker on the board, not only checkers gathered on one point
    ///   (bkgm.com's example).
    /// - The starting-table rule forbids the move that would fill the
    ///   sixth point, as an illegal landing.
    pub const fn fevga() -> BackgammonRules {
        let mut rules = BackgammonRules::portes();
        rules.start = Layout::new(&[(24, 15)]);
        rules.direction = Direction::Same;
        rules.contact = Contact::Block;
        rules.runner_first = true;
        rules.starting_table_open = true;
        rules.no_trapping_prime = true;
        rules
    }
}

/// Long nardy's restrictions: the head rule, its first-turn exception, the
/// prime rule.
const NARDY: Restrictions = Restrictions::EMPTY
    .with(Restriction::HeadOnce)
    .with(Restriction::FirstDoublesTwoOffHead)
    .with(Restriction::NoBlindPrime);

impl BackgammonRules {
    /// Long nardy (long backgammon, *nardi*, *narde*), the tables game of
    /// Russia, the Caucasus and Central Asia, as the Georgian Sports Nardi
    /// Federation's rules of "long backgammon" (geonardi.com) give it, with
    /// the rules of Narde on setupgroup.com and of long nardy on vogclub.com.
    ///
    /// **Board and checkers.** Backgammon's board of twenty-four points.
    /// Each side starts with all 15 checkers on its 24-point, its **head**,
    /// at diagonally opposite corners, and **both sides travel the same
    /// way** round the board ([`Direction::Same`]): one side's points 1 to
    /// 12 are the other's 13 to 24, so each side's head is the other's
    /// 12-point and its home board (points 1 to 6) the other's 13 to 18.
    ///
    /// **The opening.** Each side throws one die, equal dice thrown again;
    /// the higher starts and throws both dice for its first turn
    /// ([`Opening::RollAgain`]).
    ///
    /// **Moving** as in backgammon: each die moves one checker forward by
    /// its number, a double four times, and a player uses as many dice as
    /// any play can (the larger die when only one of two can be used).
    /// There is **no hitting**: a single checker holds its point, and the
    /// other side may never land there ([`Contact::Block`]).
    ///
    /// **The head rule.** At most one checker leaves the head in a turn
    /// ([`Restriction::HeadOnce`]). The one exception is a side's first
    /// turn (every checker still on the head): with 6-6, 4-4 or 3-3 two
    /// checkers may leave it ([`Restriction::FirstDoublesTwoOffHead`]), as
    /// one checker alone could not play the double (the other side's head
    /// blocks it). A turn remembers how many more checkers may still leave
    /// the head ([`BackgammonState::head_left`](super::BackgammonState::head_left)).
    ///
    /// **The prime rule.** A side may not build six points in a row
    /// (a block the other side cannot pass) unless at least one opposing
    /// checker is already ahead of it ([`Restriction::NoBlindPrime`]): a
    /// move that makes such a block is not allowed.
    ///
    /// **Bearing off** as in backgammon, once all fifteen checkers are in
    /// the home board: from the point of a die's number, or from the
    /// farthest point when the die is larger than it.
    ///
    /// **The end.** The first side to bear off every checker wins one
    /// point (*oyn*), two (*mars*) if the loser has borne off none. No
    /// cube.
    ///
    /// Where the sources differ, and the readings chosen:
    /// - **The opening.** The Georgian federation begins each game "with a
    ///   ballot" for the first turn; setupgroup.com has the winner of the
    ///   one-die throw play both dice thrown ([`Opening::PlayBoth`]); the
    ///   default is the other common form, the winner throws again (set
    ///   [`BackgammonRules::opening`] for the other).
    /// - **The first-turn exception.** The federation, setupgroup.com and
    ///   vogclub.com all name 6-6, 4-4 and 3-3; setupgroup.com calls two
    ///   off the head "forced", which the full use of the dice already
    ///   makes it whenever one checker cannot play the double. Without the
    ///   exception (remove [`Restriction::FirstDoublesTwoOffHead`]) one
    ///   checker leaves the head in every turn. "Crazy" narde's rule (two
    ///   off the head on every double) is not offered.
    /// - **The prime rule** forbids the move that makes the block (the
    ///   federation's "not allowed to create"); a move that keeps a block
    ///   standing is allowed. Fevga's reading instead, where a play ending
    ///   on such a block is allowed only if no play with as many dice
    ///   avoids it, is [`BackgammonRules::no_trapping_prime`] (with
    ///   [`Restriction::NoBlindPrime`] removed).
    /// - **Scoring.** Some tables count a third kind of win (*koks*, three
    ///   points); the sources named here score one or two, and
    ///   [`BackgammonRules::backgammons`] (off by default) counts
    ///   backgammon's triple game, which is not koks.
    /// - **Bearing off.** vogclub.com bears off only from the point of the
    ///   die's exact number; the federation and setupgroup.com bear off
    ///   from the farthest point with a larger die, as here.
    pub const fn long_nardy() -> BackgammonRules {
        let mut rules = BackgammonRules::portes();
        rules.start = Layout::new(&[(24, 15)]);
        rules.direction = Direction::Same;
        rules.contact = Contact::Block;
        rules.restrictions = NARDY;
        rules
    }

    /// Turkish tavla, as Wikipedia's "Tavla" and backgammon-game.eu's
    /// "Tavla / Takhteh" give it: backgammon
    /// ([`BackgammonRules::backgammon`]: its layout, its moves, hitting and
    /// the bar) with these differences.
    ///
    /// **The opening.** Each side throws one die (equal dice are thrown
    /// again); the higher throws both dice again for its first turn
    /// ([`Opening::RollAgain`]), so a first turn may be a double.
    ///
    /// **No hit-and-run in the home board.** A checker that hits a blot in
    /// its own home board (its points 1 to 6) moves no further that turn
    /// ([`Restriction::NoHitAndRunHome`]); the turn remembers where such
    /// hits were made ([`TurnMemory::hit_home`](super::TurnMemory::hit_home)).
    ///
    /// **The end.** One point for a win, two (*mars*) if the loser has
    /// borne off no checker; no backgammon, no cube.
    ///
    /// So tavla is [`BackgammonRules::portes`] with the hit-and-run rule:
    /// the two differ in that rule, not only in scoring (both score one or
    /// two). Readings chosen: when another checker of the mover joins the
    /// hitter on its point in the same turn, one checker may leave that
    /// point (the board cannot tell the two apart, and one of them is free
    /// to move); hits outside the home board bind nothing. Matches (to
    /// five points, or seven, per backgammoninfo.gr) are not part of a
    /// game's rules.
    pub const fn tavla() -> BackgammonRules {
        let mut rules = BackgammonRules::portes();
        rules.restrictions = Restrictions::EMPTY.with(Restriction::NoHitAndRunHome);
        rules
    }
}

impl BackgammonGame {
    /// A game of long nardy ([`BackgammonRules::long_nardy`]).
    pub fn long_nardy() -> BackgammonGame {
        BackgammonGame::from_valid(BackgammonRules::long_nardy())
    }

    /// A game of Turkish tavla ([`BackgammonRules::tavla`]).
    pub fn tavla() -> BackgammonGame {
        BackgammonGame::from_valid(BackgammonRules::tavla())
    }

    /// A game of backgammon ([`BackgammonRules::backgammon`]).
    pub fn backgammon() -> BackgammonGame {
        BackgammonGame::from_valid(BackgammonRules::backgammon())
    }

    /// A game of nackgammon ([`BackgammonRules::nackgammon`]).
    pub fn nackgammon() -> BackgammonGame {
        BackgammonGame::from_valid(BackgammonRules::nackgammon())
    }

    /// A game of hypergammon, three checkers a side
    /// ([`BackgammonRules::hypergammon`]).
    pub fn hypergammon() -> BackgammonGame {
        BackgammonGame::from_valid(BackgammonRules::hypergammon())
    }

    /// A game of Portes ([`BackgammonRules::portes`]).
    pub fn portes() -> BackgammonGame {
        BackgammonGame::from_valid(BackgammonRules::portes())
    }

    /// A game of Plakoto ([`BackgammonRules::plakoto`]).
    pub fn plakoto() -> BackgammonGame {
        BackgammonGame::from_valid(BackgammonRules::plakoto())
    }

    /// A game of Fevga ([`BackgammonRules::fevga`]).
    pub fn fevga() -> BackgammonGame {
        BackgammonGame::from_valid(BackgammonRules::fevga())
    }

    /// A preset name's game for `seats` players.
    pub(crate) fn named(
        name: &str,
        seats: usize,
    ) -> Option<Result<BackgammonGame, BackgammonConfigError>> {
        let preset = crate::preset::find(PRESETS, name)?;
        Some(if seats == 2 {
            Ok(BackgammonGame::from_valid(preset.rules()))
        } else {
            Err(BackgammonConfigError::Players(seats))
        })
    }
}

/// Every backgammon preset, by the name records and the Python bindings
/// use: the one list that everything knowing the presets reads (the tests'
/// golden games and perft data, the fuzz targets, the benchmarks).
pub const PRESETS: &[Preset<BackgammonRules>] = &[
    Preset::new("backgammon", BackgammonRules::backgammon),
    Preset::new("nackgammon", BackgammonRules::nackgammon),
    Preset::new("hypergammon", BackgammonRules::hypergammon),
    Preset::new("portes", BackgammonRules::portes),
    Preset::new("plakoto", BackgammonRules::plakoto),
    Preset::new("fevga", BackgammonRules::fevga),
    Preset::new("long_nardy", BackgammonRules::long_nardy),
    Preset::new("tavla", BackgammonRules::tavla),
    Preset::new("backgammon-money", BackgammonRules::backgammon_money),
];

/// The names of [`PRESETS`], in order.
pub(crate) const PRESET_NAMES: [&str; PRESETS.len()] = crate::preset::names(PRESETS);

#[cfg(test)]
mod tests {
    use super::*;

    fn all() -> impl Iterator<Item = BackgammonRules> {
        PRESETS.iter().map(Preset::rules)
    }

    #[test]
    fn every_preset_is_valid_so_its_unchecked_constructor_is_safe() {
        for rules in all() {
            assert_eq!(rules.validate(), Ok(()));
            assert_eq!(
                BackgammonGame::new(rules).as_ref(),
                Ok(&BackgammonGame::from_valid(rules))
            );
        }
        for n in 1..=5 {
            assert_eq!(
                BackgammonRules::hypergammon_with(n).map(|r| r.validate()),
                Ok(Ok(()))
            );
        }
        assert_eq!(
            BackgammonRules::hypergammon_with(3),
            Ok(BackgammonRules::hypergammon())
        );
        assert!(BackgammonRules::hypergammon_with(6).is_err());
    }

    #[test]
    fn preset_names_need_two_seats() {
        for name in PRESET_NAMES {
            assert!(matches!(BackgammonGame::named(name, 2), Some(Ok(_))));
        }
        assert!(matches!(
            BackgammonGame::named("fevga", 3),
            Some(Err(BackgammonConfigError::Players(3)))
        ));
        assert!(BackgammonGame::named("tavli", 2).is_none());
    }
}
