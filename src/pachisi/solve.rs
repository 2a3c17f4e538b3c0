//! [`SolveKey`] for [`PachisiGame`]: games of one or two pieces a colour keyed for the solver, the two partnerships its two sides.

use super::game::PachisiGame;
use super::rules::HOME;
use super::state::{PachisiState, Phase};
use crate::game::RaceGame;
use crate::solve::{SolveKey, game_digest};

/// Bits of one piece's progress (0 to 84).
const WIDTH: u32 = 7;

impl PachisiGame {
    /// The pieces a colour has, when the solver can key this game: one or
    /// two, and no action limit (which would make the count part of a
    /// position).
    fn keyed_pieces(&self) -> Option<usize> {
        let n = usize::from(self.rules.pieces);
        (n <= 2 && self.rules.action_limit.is_none()).then_some(n)
    }
}

/// A position where chance is to act, keyed as the colour to throw (2
/// bits), the throws again in a row (2 bits) and each colour's pieces'
/// progress (7 bits each): at most 60 bits. Positions are not folded: the
/// key is the whole position but the action count.
///
/// ```
/// use racegame::pachisi::{PachisiGame, PachisiRules};
/// use racegame::solve::{self, SolveKey, SolveOptions};
/// use racegame::RaceGame;
/// let mut rules = PachisiRules::pachisi();
/// rules.pieces = 1;
/// rules.start = [80, 0, 0, 0];
/// let game = PachisiGame::new(rules, 4)?;
/// let start = game.initial_state();
/// let key = game.solve_key(&start).ok_or("keyed")?;
/// assert_eq!(game.state_of_key(key), Some(start));
/// let table = solve::solve(&game, &SolveOptions::default())?;
/// // Red throws first: its side's chance is above a half.
/// assert!(table.value(&game, &start)? > 0.5);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl SolveKey for PachisiGame {
    fn solve_key(&self, state: &PachisiState) -> Option<u64> {
        let n = self.keyed_pieces()?;
        if state.phase() != Phase::AwaitingThrow || state.streak() > 3 || state.colour() > 3 {
            return None;
        }
        let mut key = u64::from(state.colour());
        key = (key << 2) | u64::from(state.streak());
        for colour in 0..4u8 {
            for &p in &state.pieces(colour)[..n] {
                key = (key << WIDTH) | u64::from(p);
            }
        }
        Some(key)
    }

    fn state_of_key(&self, key: u64) -> Option<PachisiState> {
        let n = self.keyed_pieces()?;
        let bits = 4 + 4 * n as u32 * WIDTH;
        if key >> bits != 0 {
            return None;
        }
        let mut k = key;
        let mut rows = [[0u8; 2]; 4];
        for colour in (0..4).rev() {
            for slot in (0..n).rev() {
                rows[colour][slot] = (k & ((1 << WIDTH) - 1)) as u8;
                k >>= WIDTH;
            }
        }
        let streak = (k & 3) as u8;
        let colour = (k >> 2) as u8;
        let mut state = self.initial_state();
        for (c, row) in rows.iter().enumerate() {
            let row = &row[..n];
            if row.iter().any(|&p| p > HOME) || row.windows(2).any(|w| w[0] > w[1]) {
                return None;
            }
            state = state.with_pieces(c as u8, row);
        }
        let mut state = state.with_turn(colour);
        state.streak = streak;
        Some(state)
    }

    fn rules_digest(&self) -> u64 {
        game_digest(self)
    }
}
