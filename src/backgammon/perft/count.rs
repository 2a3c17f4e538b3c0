//! Counting the distinct plays of a roll without listing them, for perft's last turn: the walk of the move generator, with the duplicates that two orders of the same moves would make recognised by rule instead of looked up.
//!
//! Under hitting rules (backgammon, nackgammon, hypergammon, Portes) moves
//! do not change which other moves are physically legal, so:
//!
//! - a double's moves are walked by falling origins (every play has one
//!   such order), and two different such walks never end alike, so the
//!   leaves are counted, the last move of each by a popcount;
//! - a play of two different dice is walked larger die first, then smaller
//!   die first. Two walks of the same order never end alike; a smaller-die-
//!   first walk ends like a larger-die-first one only when its second move
//!   could have been made first (then the larger-die-first walk of the same
//!   two moves exists: it is skipped by a mask), when it is one checker's
//!   journey through the other intermediate point, or when two checkers
//!   bear off with the dice swapped. The last two are checked by playing
//!   the larger-die-first equivalent and comparing boards;
//! - plays that win end with every checker off and differ only by the
//!   checkers they hit on the way: the wins are counted by those.
//!
//! Other rules count through the table of end boards.

use crate::backgammon::dice::DiceLeft;
use crate::backgammon::frame::Frame;
use crate::backgammon::moves::{Ending, Laws, MoveSet};
use crate::backgammon::plays::end_key;
use crate::backgammon::rules::BAR;

/// The distinct boards of the plays that win: the other side's checkers
/// (every checker of the mover is off). A roll's wins differ only by the
/// blots hit on the way: a play hits at most one blot a move, so at most
/// 16 sets of hits (four moves) can differ.
#[derive(Default)]
struct Wins {
    boards: [u128; 16],
    len: u64,
}

impl Wins {
    fn add(&mut self, end: &Frame) {
        let n = self.len as usize;
        if n < 16 && !self.boards[..n].contains(&end.theirs) {
            self.boards[n] = end.theirs;
            self.len += 1;
        }
    }
}

/// The mask of points `0..=p`.
#[inline]
fn up_to(p: u8) -> u32 {
    if p >= 31 { u32::MAX } else { (2u32 << p) - 1 }
}

impl Laws {
    /// Whether [`count_plays`](Laws::count_plays) may count without a
    /// table under these rules.
    #[inline]
    pub(crate) fn counts_by_rule(&self) -> bool {
        self.ordered_doubles()
    }

    /// The number of distinct plays of `dice` from `f` (1 when no move is
    /// legal). Only under rules where [`counts_by_rule`](Laws::counts_by_rule).
    pub(crate) fn count_plays(&self, f: &Frame, dice: DiceLeft) -> u64 {
        let set = self.move_set(f, dice);
        if set.is_empty() {
            return 1;
        }
        let mut won = Wins::default();
        let n = if dice.is_double() {
            self.count_double(f, dice, set, 25, &mut won)
        } else {
            self.count_mixed(f, dice, set, &mut won)
        };
        n + won.len
    }

    /// Checkers of the mover still on the board.
    #[inline]
    fn on_board(&self, f: &Frame) -> u8 {
        self.checkers.saturating_sub(f.off())
    }

    /// The plays that end with one more move of `die` from `f`, whose legal
    /// origins are `origins`: one each, but a move that wins is the win.
    #[inline]
    fn count_last(&self, f: &Frame, die: u8, origins: u32, won: &mut Wins) -> u64 {
        if self.on_board(f) > 1 {
            return u64::from(origins.count_ones());
        }
        let mut total = 0;
        let mut m = origins;
        while m != 0 {
            let from = m.trailing_zeros() as u8;
            m &= m - 1;
            let mut child = *f;
            if self.play(&mut child, from, die).ending == Ending::None {
                total += 1;
            } else {
                won.add(&child);
            }
        }
        total
    }

    /// A double's plays, moves by falling origins, none above `below`.
    fn count_double(
        &self,
        f: &Frame,
        dice: DiceLeft,
        set: MoveSet,
        below: u8,
        won: &mut Wins,
    ) -> u64 {
        let die = set.dice[0];
        let mut total = 0;
        let mut m = set.origins[0] & up_to(below);
        // Two moves left and no win within them: the last is a popcount
        // of the origins after the first, found by mask arithmetic.
        let base = if dice.len() == 2 && self.on_board(f) >= 3 {
            self.movers(f, die)
        } else {
            0
        };
        while m != 0 {
            let from = (31 - m.leading_zeros()) as u8;
            m &= !(1 << from);
            if base != 0 {
                let to = self.landing(f, from, die).to();
                if let Some(next) = self.movers_after(f, from, to, die, base) {
                    total += match next & up_to(from) {
                        0 if next == 0 => 1,
                        last => u64::from(last.count_ones()),
                    };
                    continue;
                }
            }
            let mut child = *f;
            if self.play(&mut child, from, die).ending != Ending::None {
                won.add(&child);
                continue;
            }
            let Some(rest) = dice.without(die) else {
                total += 1;
                continue;
            };
            let next = self.move_set(&child, rest);
            if next.is_empty() {
                total += 1;
            } else if rest.len() == 1 {
                total += self.count_last(&child, die, next.origins[0] & up_to(from), won);
            } else {
                total += self.count_double(&child, rest, next, from, won);
            }
        }
        total
    }

    /// A play of two different dice: larger first, then smaller first less
    /// what the larger-first walk already counted.
    fn count_mixed(&self, f: &Frame, dice: DiceLeft, set: MoveSet, won: &mut Wins) -> u64 {
        let [a, b] = set.dice;
        // With three checkers or more on the board no play of two dice wins,
        // and most second moves are counted by mask arithmetic.
        let bulk = self.on_board(f) >= 3;
        let physical = [self.movers(f, a), self.movers(f, b)];
        let mut total = 0;
        for (i, die, other) in [(0, a, b), (1, b, a)] {
            let mut m = set.origins[i];
            while m != 0 {
                let from = m.trailing_zeros() as u8;
                m &= m - 1;
                if bulk {
                    let to = self.landing(f, from, die).to();
                    let quick = self.movers_after(f, from, to, other, physical[1 - i]);
                    if let Some(n) =
                        quick.and_then(|next| self.count_quickly(&set, i, from, next, physical[0]))
                    {
                        total += n;
                        continue;
                    }
                }
                let mut child = *f;
                if self.play(&mut child, from, die).ending != Ending::None {
                    won.add(&child);
                    continue;
                }
                let next = match dice.without(die) {
                    Some(rest) => self.move_set(&child, rest).origins[0],
                    None => 0,
                };
                total += match (next, i) {
                    (0, _) => 1,
                    (_, 0) => {
                        self.count_last(&child, other, next, won)
                            - u64::from(self.refills(f, &set, &child, from, next))
                    }
                    _ => self.count_second(f, &set, &child, from, next, won),
                };
            }
        }
        total
    }

    /// The plays after the first move (die `set.dice[i]` from `first`) when
    /// the second die's origins `next` are known and no play wins; `None`
    /// when they need the board after the first move.
    #[inline]
    fn count_quickly(
        &self,
        set: &MoveSet,
        i: usize,
        first: u8,
        next: u32,
        larger: u32,
    ) -> Option<u64> {
        if next == 0 {
            return Some(1);
        }
        let [_, b] = set.dice;
        if i == 0 {
            // A journey onto `first` may repeat one counted elsewhere.
            let q = first + b;
            if q <= BAR && next & (1 << q) != 0 {
                return None;
            }
            return Some(u64::from(next.count_ones()));
        }
        // Smaller first: only moves the larger die could not make first
        // are new, and those need a closer look.
        (next & !larger == 0).then_some(0)
    }

    /// Whether, after the larger die moved from `first` (to `child`), the
    /// smaller die's move onto `first` (from `first` plus the smaller die,
    /// one of `origins`) ends like one checker's journey from there by the
    /// larger die then the smaller, counted under that first move.
    fn refills(&self, f: &Frame, set: &MoveSet, child: &Frame, first: u8, origins: u32) -> bool {
        let [a, b] = set.dice;
        let q = first + b;
        if q > 25 || origins & (1 << q) == 0 {
            return false;
        }
        let mut end = *child;
        // A win is counted among the wins, not in the total.
        self.play(&mut end, q, b).ending == Ending::None
            && self.larger_first_ends_alike(f, set.origins[0], q, 0, a, b, &end)
    }

    /// After the smaller die `set.dice[1]` moved from `first` (to `child`),
    /// the larger die's moves from `origins` that end where no larger-first
    /// play ends.
    fn count_second(
        &self,
        f: &Frame,
        set: &MoveSet,
        child: &Frame,
        first: u8,
        origins: u32,
        won: &mut Wins,
    ) -> u64 {
        let [a, b] = set.dice;
        // Moves the larger die could have made first: counted already.
        let fresh = origins & !self.movers(f, a);
        let mut total = 0;
        let mut m = fresh;
        while m != 0 {
            let from = m.trailing_zeros() as u8;
            m &= m - 1;
            let mut end = *child;
            if self.play(&mut end, from, a).ending != Ending::None {
                won.add(&end);
                continue;
            }
            if !self.larger_first_ends_alike(f, set.origins[0], first, from, a, b, &end) {
                total += 1;
            }
        }
        total
    }

    /// Whether a larger-die-first play ends on `end`: the larger die from
    /// `first` (one of `larger_origins`), then the smaller from where it
    /// landed (one checker's journey) or from `second` (two checkers
    /// bearing off with the dice swapped).
    #[allow(clippy::too_many_arguments)]
    fn larger_first_ends_alike(
        &self,
        f: &Frame,
        larger_origins: u32,
        first: u8,
        second: u8,
        a: u8,
        b: u8,
        end: &Frame,
    ) -> bool {
        if larger_origins & (1 << first) == 0 {
            return false;
        }
        let mut mid = *f;
        let landed = self.play(&mut mid, first, a).landing.to();
        let then = self.movers(&mid, b);
        [landed, second].into_iter().any(|from| {
            from != 0 && then & (1 << from) != 0 && {
                let mut alt = mid;
                self.play(&mut alt, from, b);
                end_key(&alt) == end_key(end)
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use alloc::collections::BTreeSet;

    use super::*;
    use crate::backgammon::{BackgammonGame, BackgammonRules, BackgammonState};
    use crate::dice::{Dice, Roll};
    use crate::game::{RaceGame, ToAct};

    /// The distinct end boards of every walk of the generator.
    fn by_table(laws: &Laws, f: &Frame, dice: DiceLeft) -> u64 {
        let mut ends = BTreeSet::new();
        laws.each_play(f, dice, &mut |end, _| {
            ends.insert(end_key(end));
        });
        ends.len() as u64
    }

    /// Positions where someone is to throw in seeded games of `game`.
    fn positions(game: &BackgammonGame, seed: u64) -> alloc::vec::Vec<BackgammonState> {
        let mut dice = Dice::seeded(seed);
        let mut s = game.initial_state();
        let mut out = alloc::vec::Vec::new();
        let mut legal = alloc::vec::Vec::new();
        while !game.is_over(&s) {
            let action = match game.to_act(&s) {
                ToAct::Player(_) => {
                    game.legal_actions(&s, &mut legal);
                    legal[dice.below(legal.len())]
                }
                _ => {
                    out.push(s.with_turn(s.turn()));
                    dice.throw_for(game, &s).unwrap()
                }
            };
            s = game.apply(&s, action).unwrap().0;
        }
        out
    }

    #[test]
    fn counting_by_rule_gives_the_table_counts() {
        let mut checked = 0;
        for rules in [
            BackgammonRules::backgammon(),
            BackgammonRules::hypergammon(),
            BackgammonRules::hypergammon_with(1).unwrap(),
            BackgammonRules::nackgammon(),
        ] {
            let game = BackgammonGame::new(rules).unwrap();
            assert!(game.laws.counts_by_rule());
            for seed in 0..4 {
                for s in positions(&game, seed) {
                    let f = game.frame(&s, s.turn());
                    for roll in Roll::all(2) {
                        let dice = DiceLeft::from_roll(roll).unwrap();
                        let want = if game.laws.move_set(&f, dice).is_empty() {
                            1
                        } else {
                            by_table(&game.laws, &f, dice)
                        };
                        assert_eq!(game.laws.count_plays(&f, dice), want, "{s} {roll:?}");
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 10_000);
    }
}
