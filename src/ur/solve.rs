//! [`SolveKey`] for [`UrGame`]: a position packed into 38 bits from the side of the player to throw, the two seats folded together, and its dense number ([`Numbering`]).

use alloc::vec::Vec;

use super::rank::{Numbering, Side};
use super::rules::MAX_PATH;
use super::state::{PATH_BITS, Phase, UrState};
use super::{UrGame, UrRules};
use crate::game::{RaceGame, Seat};
use crate::solve::{SolveKey, debug_digest, format_one_text, game_digest};

/// The version of the keying below in tables of format 1, part of
/// their rules digest (tables of format 2 name it by their format).
const KEY_SCHEME: u64 = 1;

/// Bits of one side: the path indexes 1 to [`MAX_PATH`], then the count
/// borne off.
const SIDE_BITS: u32 = MAX_PATH as u32 + 3;

/// The pieces waiting follow from the others, so a side is its board and
/// its count borne off. The board and the rules look the same from either
/// seat (each counts along its own path), so the key is written from the
/// side of the player to throw and has no seat.
impl SolveKey for UrGame {
    fn solve_key(&self, state: &UrState) -> Option<u64> {
        if state.phase != Phase::AwaitingThrow || self.rules().action_limit.is_some() {
            return None;
        }
        let mover = state.current();
        let other = Seat(1 - UrState::slot(mover) as u8);
        let side = |seat: Seat| {
            let board = u64::from(state.occupied(seat) >> 1);
            board | u64::from(state.borne_off(seat)) << MAX_PATH
        };
        Some(side(mover) << SIDE_BITS | side(other))
    }

    fn state_of_key(&self, key: u64) -> Option<UrState> {
        let pieces = self.rules().pieces;
        let (me, them) = split(key)?;
        let mut state = self.initial_state().with_current(Seat(0)).with_actions(0);
        for (slot, (board, off)) in [(0, me), (1, them)] {
            let path = (1u32 << (self.rules().path.len() + 1)) - 2;
            if board & !(PATH_BITS & path) != 0 {
                return None;
            }
            let waiting = pieces
                .checked_sub(board.count_ones() as u8)?
                .checked_sub(off)?;
            state.board[slot] = board;
            state.off[slot] = off;
            state.waiting[slot] = waiting;
        }
        Some(state)
    }

    /// The game's canonical digest as started by seat 0: who throws
    /// first changes no position's value, so one table serves both.
    fn rules_digest(&self) -> u64 {
        if self.first == Seat(0) {
            game_digest(self)
        } else {
            game_digest(&UrGame {
                first: Seat(0),
                ..self.clone()
            })
        }
    }

    fn legacy_rules_digest(&self) -> Option<u64> {
        let rules = format_one_text!(
            self.rules(),
            UrRules::finkel(),
            "UrRules",
            [
                pieces,
                path,
                dice,
                safe_rosettes,
                rosettes_throw_again,
                captures_throw_again,
                action_limit,
            ]
        )?;
        Some(debug_digest(&rules, KEY_SCHEME))
    }

    /// Stages by pieces borne off, most first (see the module docs of
    /// [`ur`](crate::ur), "Solving").
    fn dense_stages(&self) -> Option<Vec<u64>> {
        self.dense().map(|n| n.stages().to_vec())
    }

    fn rank_of_key(&self, key: u64) -> Option<u64> {
        let numbering = self.dense()?;
        let (me, them) = split(key)?;
        let side = |(board, off), theirs| numbering.side_of_board(board, off, theirs);
        numbering.rank(side(me, false)?, side(them, true)?)
    }

    fn key_of_rank(&self, rank: u64) -> Option<u64> {
        let numbering = self.dense()?;
        let (me, them) = numbering.unrank(rank)?;
        let side = |s: Side, theirs| {
            let board = u64::from(numbering.board_of_side(s, theirs) >> 1);
            board | u64::from(s.off) << MAX_PATH
        };
        Some(side(me, false) << SIDE_BITS | side(them, true))
    }
}

impl UrGame {
    /// The dense numbering, for rules whose positions have a key.
    fn dense(&self) -> Option<&Numbering> {
        self.rules()
            .action_limit
            .is_none()
            .then_some(&*self.numbering)
    }
}

/// The two sides of a key: board bits (bit `p` for path index `p`) and
/// pieces borne off, the player to throw first.
fn split(key: u64) -> Option<((u32, u8), (u32, u8))> {
    if key >> (2 * SIDE_BITS) != 0 {
        return None;
    }
    let side = |bits: u64| {
        let board = ((bits & ((1 << MAX_PATH) - 1)) as u32) << 1;
        (board, (bits >> MAX_PATH) as u8)
    };
    let mask = (1u64 << SIDE_BITS) - 1;
    Some((side(key >> SIDE_BITS), side(key & mask)))
}
