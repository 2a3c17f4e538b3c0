//! Why a checker move is refused: the rule it breaks, found only once the move generator has said no.

use super::dice::DiceLeft;
use super::error::BackgammonError;
use super::frame::{Frame, span};
use super::game::BackgammonGame;
use super::moves::LARGER;
use super::rules::{BAR, START};

impl BackgammonGame {
    /// The refusal of moving `from` with `die`, a move the generator does
    /// not offer for `dice` in `f`: the first rule it breaks.
    pub(crate) fn why_not(&self, f: &Frame, dice: DiceLeft, from: u8, die: u8) -> BackgammonError {
        if !dice.contains(die) {
            return BackgammonError::DieNotRolled { die, dice };
        }
        if from == 0 || from > START || (from == START && !self.laws.start_area) {
            return BackgammonError::NoSuchPoint { from };
        }
        if self.laws.movers(f, die) & (1 << from) == 0 {
            return self.physical(f, from, die);
        }
        let own = self.laws.key_after(f, dice, from, die);
        let best = self.laws.best(f, dice);
        if own >> 2 < best >> 2 {
            BackgammonError::MustUseMoreDice {
                used: own >> 2,
                possible: best >> 2,
            }
        } else if own & LARGER < best & LARGER {
            BackgammonError::MustPlayLarger {
                larger: dice.largest(),
            }
        } else {
            BackgammonError::MustOpenPrime
        }
    }

    /// The physical rule a move breaks.
    fn physical(&self, f: &Frame, from: u8, die: u8) -> BackgammonError {
        if f.count(from) == 0 {
            return BackgammonError::NoChecker { from };
        }
        if f.count(BAR) > 0 && from != BAR {
            return BackgammonError::BarFirst { from };
        }
        if f.pin_mine & (1 << from) != 0 {
            return BackgammonError::Pinned { from };
        }
        if let Some(rule) = self.laws.restriction_broken(f, from, die) {
            return BackgammonError::Restricted { from, die, rule };
        }
        match from.min(BAR).checked_sub(die) {
            Some(to @ 1..) if f.closed & (1 << to) != 0 => BackgammonError::Blocked { from, to },
            Some(1..) if from == 24 && self.rules.runner_first && !self.laws.runner_free(f) => {
                BackgammonError::RunnerFirst { from }
            }
            Some(to @ 1..) => BackgammonError::StartingTable { from, to },
            _ if !f.all_home() => BackgammonError::NotAllHome { from },
            _ if f.occ & span(from + 1, 6) != 0 => BackgammonError::FartherChecker { from, die },
            _ => BackgammonError::NotAllHome { from },
        }
    }
}
