//! [`SolveKey`] for [`BackgammonGame`]: under backgammon's way of meeting and moving, with up to five checkers a side and no action limit, a position where a side is to throw is keyed from that side ([`Numbering`]), the two seats folded together.

use alloc::vec;
use alloc::vec::Vec;

use super::rank::{MAX_KEYED, Numbering, PLACES};
use crate::backgammon::game::BackgammonGame;
use crate::backgammon::rules::{
    BAR, BackgammonRules, Contact, Direction, MotherRule, OFF, Opening, POINTS,
};
use crate::backgammon::state::{BackgammonState, Phase, nibble, unit};
use crate::backgammon::{BLACK, WHITE};
use crate::game::{RaceGame, Seat};
use crate::solve::{SolveKey, debug_digest, format_one_text, game_digest};

/// The version of the keying below in tables of format 1, part of
/// their rules digest (tables of format 2 name it by their format).
const KEY_SCHEME: u64 = 1;

impl BackgammonGame {
    /// The numbering of this game's positions, when they can be keyed:
    /// checkers that hit (no pins, no Fevga restrictions), the two sides
    /// travelling in opposite directions, at most five checkers a side, no
    /// action limit (the count of actions would be part of the position)
    /// and no cube in the engine's rules (a cubeful solve takes its
    /// [`CubeRules`](super::CubeRules) apart from them).
    pub(crate) fn numbering(&self) -> Option<Numbering> {
        let r = &self.rules;
        let plain = r.contact == Contact::Hit
            && r.direction == Direction::Opposite
            && r.mother == MotherRule::Off
            && !self.laws.careful()
            && r.action_limit.is_none()
            && r.cube.is_none()
            && r.checkers <= MAX_KEYED;
        let opening = r.opening != Opening::None;
        plain.then(|| Numbering::new(r.checkers, opening)).flatten()
    }

    /// `seat`'s checkers as a packed word by its own numbers.
    fn side_word(state: &BackgammonState, seat: Seat) -> u128 {
        (0..PLACES as u8).fold(0, |w, p| w + u128::from(state.count(seat, p)) * unit(p))
    }

    /// The position of side words `mine` (White, to throw) and `theirs`
    /// (Black).
    pub(crate) fn position_of(&self, mine: u128, theirs: u128) -> BackgammonState {
        let side = |w: u128| -> Vec<(u8, u8)> {
            (1..=POINTS)
                .rev()
                .map(|p| (p, nibble(w, p)))
                .filter(|&(_, n)| n > 0)
                .collect()
        };
        self.initial_state()
            .with_side(WHITE, &side(mine), nibble(mine, BAR), nibble(mine, OFF))
            .with_side(
                BLACK,
                &side(theirs),
                nibble(theirs, BAR),
                nibble(theirs, OFF),
            )
            .with_turn(WHITE)
    }
}

/// A key is the side to throw, then the other, each as the number of its
/// checkers' multiset over its own 26 places (off, the points, the bar),
/// so the two seats fold together; the opening throw (both sides at the
/// start) has a key of its own. Dense numbers have no holes, in one stage
/// (a borne-off checker never returns, but a hit checker does, so no
/// finer order of stages holds for the whole game). See the module docs
/// of [`backgammon::solve`](super).
impl SolveKey for BackgammonGame {
    fn solve_key(&self, state: &BackgammonState) -> Option<u64> {
        let numbering = self.numbering()?;
        match state.phase() {
            Phase::AwaitingThrow => {
                let mover = state.turn();
                let other = Seat(1 - BackgammonState::slot(mover) as u8);
                numbering.key(Self::side_word(state, mover), Self::side_word(state, other))
            }
            Phase::Opening => {
                let start = self.initial_state();
                let same = [WHITE, BLACK]
                    .iter()
                    .all(|&s| Self::side_word(state, s) == Self::side_word(&start, s));
                numbering.opening_key().filter(|_| same)
            }
            _ => None,
        }
    }

    fn state_of_key(&self, key: u64) -> Option<BackgammonState> {
        let numbering = self.numbering()?;
        if Some(key) == numbering.opening_key() {
            return Some(self.initial_state());
        }
        numbering.rank_of_key(key)?;
        let (mine, theirs) = numbering.sides_of_key(key)?;
        Some(self.position_of(mine, theirs))
    }

    /// The game's canonical digest as started by seat 0: who throws
    /// first changes no position's value, so one table serves both.
    fn rules_digest(&self) -> u64 {
        if self.first == Seat(0) {
            game_digest(self)
        } else {
            game_digest(&BackgammonGame {
                first: Seat(0),
                ..self.clone()
            })
        }
    }

    fn legacy_rules_digest(&self) -> Option<u64> {
        // Keyed rules have no cube and no match: format 1 wrote neither.
        let rules = format_one_text!(
            &self.rules,
            BackgammonRules::backgammon(),
            "BackgammonRules",
            [
                checkers,
                start,
                direction,
                contact,
                opening,
                gammons,
                backgammons,
                mother,
                runner_first,
                starting_table_open,
                no_trapping_prime,
                action_limit,
            ]
        )?;
        Some(debug_digest(&rules, KEY_SCHEME))
    }

    fn dense_stages(&self) -> Option<Vec<u64>> {
        self.numbering().map(|n| vec![n.numbers()])
    }

    fn rank_of_key(&self, key: u64) -> Option<u64> {
        self.numbering()?.rank_of_key(key)
    }

    fn key_of_rank(&self, rank: u64) -> Option<u64> {
        self.numbering()?.key_of_rank(rank)
    }
}
