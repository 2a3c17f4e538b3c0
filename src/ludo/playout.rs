//! Uniform random playouts ([`UniformPlayout::play_uniform`](crate::playout::UniformPlayout::play_uniform)) on the engine's own turn: a throw, the generator's moves held in a local, the choice drawn as [`RandomPolicy`](crate::play::RandomPolicy) draws it, and the move played from those moves, so a roll is judged once, by the one generator, for every rule set.
//!
//! What `apply_mut` and `legal_actions` do between two actions of a
//! general loop (finding the roll's moves again, listing them, decoding
//! the chosen action) is what this loop leaves out; everything else is
//! the same code: `play_roll`, `play_bit`, `cut_short_at_limit`. The
//! property tests `the_playout_plays_the_general_loops_game` (here) and
//! the fuzz target `uniform_playout` play random rule sets both ways from
//! the same seeds and compare every state, count and generator.

use alloc::vec::Vec;

use rand_core::Rng;

use super::action::LudoAction;
use super::error::LudoError;
use super::features::{ANY, BLOCKS, COMPILED, TWO_DICE};
use super::game::LudoGame;
use super::moves::{Moves, Pending};
use super::occupancy::{Word, paired, paired_colours, words};
use super::rules::MAX_SEATS;
use super::state::Rows;
use super::state::{LudoState, Phase};
use crate::dice::uniform_below;
use crate::game::{Discard, Seat};
use crate::playout::{Tally, UniformPlayout};
use rand_chacha::ChaCha8Rng;

impl LudoGame {
    /// [`UniformPlayout::play_uniform`](crate::playout::UniformPlayout::play_uniform) for Ludo:
    /// at most `limit` actions from `s`, throws from `dice`, choices from
    /// `choices` (from `dice` when `None`).
    pub(crate) fn play_uniformly<R: Rng>(
        &self,
        s: &mut LudoState,
        dice: &mut R,
        choices: Option<&mut dyn Rng>,
        limit: u32,
        _legal: &mut Vec<LudoAction>,
        tally: &mut Tally,
    ) -> Result<(), LudoError> {
        self.of_this_table(s)?;
        let [plain, king, mensch] = COMPILED;
        let play = match (self.features, self.narrow) {
            (f, true) if f == plain => Self::play_turns::<R, { COMPILED[0] }, u32>,
            (f, true) if f == king => Self::play_turns::<R, { COMPILED[1] }, u32>,
            (f, true) if f == mensch => Self::play_turns::<R, { COMPILED[2] }, u32>,
            (_, true) => Self::play_turns::<R, ANY, u32>,
            (_, false) => Self::play_turns::<R, ANY, u64>,
        };
        play(self, s, dice, choices, limit, tally);
        Ok(())
    }

    /// The loop of [`LudoGame::play_uniformly`] for the rule features `F`.
    #[inline(never)]
    fn play_turns<R: Rng, const F: u32, W: Word>(
        &self,
        s: &mut LudoState,
        dice: &mut R,
        mut choices: Option<&mut dyn Rng>,
        limit: u32,
        tally: &mut Tally,
    ) {
        let mut st = *s;
        let mut n = Played {
            left: limit,
            throws: 0,
            picks: 0,
        };
        // Under rules with blocks, the colours with two tokens together on
        // the track, kept from one roll to the next: a move changes its
        // own colour's row (and a capture others'). With two dice the
        // second die is judged after the first die's move, from scratch,
        // so keeping them would cost more than it saves.
        let end = self.rules.geometry.home_start();
        let mut paired = (self.has::<F>(BLOCKS) && !self.has::<F>(TWO_DICE))
            .then(|| paired_colours(&st.tokens, self.in_play, end));
        // A choice pending when the loop starts: its moves, found afresh.
        if let Some(p) = Pending::of(&st) {
            let moves = self.judge::<F, W>(&st.tokens, st.current(), p);
            self.play_choices::<R, F, W>(&mut st, moves, dice, &mut choices, &mut n, &mut paired);
        }
        while n.left > 0 && st.phase == Phase::AwaitingThrow {
            // Below the number of colours, as every seat the loop hands the
            // die to (the state was checked to be of this table): the
            // compiler drops the bounds checks of the rows it indexes.
            let seat = seat_to_move(&st);
            let LudoAction::Throw(roll) = self.throws.sample(dice) else {
                break;
            };
            n.left -= 1;
            n.throws += 1;
            st.actions = st.actions.saturating_add(1);
            let moves = self.play_roll::<F, W>(&mut st, seat, roll, &mut Discard, paired);
            self.cut_short_at_limit(&mut st, &mut Discard);
            if let Some(moves) = moves
                && !st.phase.is_over()
            {
                self.play_choices::<R, F, W>(
                    &mut st,
                    moves,
                    dice,
                    &mut choices,
                    &mut n,
                    &mut paired,
                );
            }
        }
        *s = st;
        tally.actions = tally
            .actions
            .saturating_add(n.throws.saturating_add(n.picks));
        tally.throws = tally.throws.saturating_add(n.throws);
    }

    /// The choices a throw leaves, from its `moves` on (and those of each
    /// move after it: a bonus move, the other die), each drawn as
    /// [`RandomPolicy`](crate::play::RandomPolicy) draws it, while `n`
    /// allows.
    #[inline(always)]
    fn play_choices<R: Rng, const F: u32, W: Word>(
        &self,
        st: &mut LudoState,
        mut moves: Moves,
        dice: &mut R,
        choices: &mut Option<&mut dyn Rng>,
        n: &mut Played,
        paired: &mut Option<u8>,
    ) {
        let seat = seat_to_move(st);
        while n.left > 0 {
            let i = match choices.as_deref_mut() {
                Some(rng) => uniform_below(rng, moves.len()),
                None => uniform_below(dice, moves.len()),
            };
            let Some(bit) = moves.nth(i) else {
                // No engine state offers a choice without one: stop there.
                n.left = 0;
                return;
            };
            n.left -= 1;
            n.picks += 1;
            st.actions = st.actions.saturating_add(1);
            let before = words(&st.tokens);
            let after = self.play_bit::<F, W>(st, seat, &moves, bit, &mut Discard);
            if let Some(p) = paired.as_mut() {
                *p = self.repaired(*p, before, &st.tokens, seat);
            }
            self.cut_short_at_limit(st, &mut Discard);
            match after {
                Some(more) if !st.phase.is_over() => moves = more,
                _ => return,
            }
        }
    }

    /// The colours with two tokens together on the track after a move by
    /// `seat`, from `known` before it and the rows `before`: the mover's
    /// row asked again, and every other if one of them changed (a
    /// capture).
    #[inline(always)]
    fn repaired(&self, known: u8, before: [u64; 3], rows: &Rows, seat: Seat) -> u8 {
        let end = self.rules.geometry.home_start();
        let after = words(rows);
        // The mover's row is a half of one word.
        let i = seat.index() % MAX_SEATS;
        let mut changed = [
            before[0] ^ after[0],
            before[1] ^ after[1],
            before[2] ^ after[2],
        ];
        changed[i / 2] &= !(0xffff_ffff << (32 * (i % 2)));
        if changed[0] | changed[1] | changed[2] != 0 {
            return paired_colours(rows, self.in_play, end);
        }
        let me = 1u8 << i;
        let mine = rows.get(i).is_some_and(|&row| paired(row, end));
        (known & !me) | if mine { me } else { 0 }
    }
}

/// What a stretch of the playout has played, and may still play.
struct Played {
    /// Actions it may still play.
    left: u32,
    /// Throws played.
    throws: u32,
    /// Choices played.
    picks: u32,
}

/// Ludo's uniform playouts run on the engine's own turn (see the module
/// docs): the same game as the general loop
/// ([`play::uniform_playout`](crate::play::uniform_playout)), each roll
/// judged once.
impl UniformPlayout<LudoState, LudoAction, LudoError> for LudoGame {
    fn play_uniform(
        &self,
        state: &mut LudoState,
        dice: &mut ChaCha8Rng,
        choices: Option<&mut dyn Rng>,
        limit: u32,
        legal: &mut Vec<LudoAction>,
        tally: &mut Tally,
    ) -> Result<(), LudoError> {
        self.play_uniformly(state, dice, choices, limit, legal, tally)
    }
}

/// The seat to move, below the number of colours (the compiler then drops
/// the bounds checks of the rows it indexes; the state was checked to be of
/// this table, so this is `current`). A remainder, not `min`: `min` compiles
/// to a conditional move, for which the byte is loaded as a 4-byte word,
/// and that load waits for the one-byte store that ended the turn to
/// retire instead of being forwarded from it.
#[inline(always)]
fn seat_to_move(st: &LudoState) -> Seat {
    Seat(st.current % MAX_SEATS as u8)
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use proptest::prelude::*;
    use rand_chacha::ChaCha8Rng;
    use rand_core::{Rng, SeedableRng};

    use super::super::{LudoGame, LudoRules};
    use crate::Dice;
    use crate::game::RaceGame;
    use crate::play::uniform_playout;
    use crate::playout::{Tally, UniformPlayout};

    /// Plays `game` from its start both ways, in stretches of random
    /// lengths (so that either may stop between a throw and its choice,
    /// and the other go on from there), with one generator or two, and
    /// checks that they play the same game.
    fn both_ways(
        game: &LudoGame,
        seed: u64,
        stretches: &[u32],
        two: bool,
    ) -> Result<(), TestCaseError> {
        let new = || {
            (
                game.initial_state(),
                ChaCha8Rng::seed_from_u64(seed),
                ChaCha8Rng::seed_from_u64(!seed),
                Tally::default(),
            )
        };
        let (mut general, mut fast) = (new(), new());
        let mut legal = Vec::new();
        for (k, &n) in stretches.iter().chain([20_000].iter()).enumerate() {
            let hand: Option<&mut dyn Rng> = if two { Some(&mut general.2) } else { None };
            let a = uniform_playout(
                game,
                &mut general.0,
                &mut general.1,
                hand,
                n,
                &mut legal,
                &mut general.3,
            );
            let hand: Option<&mut dyn Rng> = if two { Some(&mut fast.2) } else { None };
            let b = game.play_uniform(&mut fast.0, &mut fast.1, hand, n, &mut legal, &mut fast.3);
            prop_assert!(a.is_ok() && b.is_ok(), "{:?} {:?}", a, b);
            prop_assert_eq!(&general.0, &fast.0, "stretch {}", k);
            prop_assert_eq!(general.3, fast.3);
        }
        prop_assert_eq!(general.1.next_u64(), fast.1.next_u64());
        prop_assert_eq!(general.2.next_u64(), fast.2.next_u64());
        prop_assert_eq!(fast.0.actions(), fast.3.actions);
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// The playout plays the general loop's game: random rule sets
        /// (every option), random seats and seeds, random stretches, one
        /// generator or two; the states, counts and what is left of the
        /// generators agree after every stretch.
        #[test]
        fn the_playout_plays_the_general_loops_game(
            seed in any::<u64>(),
            stretches in proptest::collection::vec(0u32..200, 0..4),
            two in any::<bool>(),
        ) {
            let mut d = Dice::seeded(seed);
            if let Some(game) = crate::testing::ludo_game(|n| d.below(n)) {
                both_ways(&game, seed, &stretches, two)?;
            }
        }

        /// The same for every preset, any number of players and action
        /// limit.
        #[test]
        fn every_preset_plays_the_general_loops_game(
            seed in any::<u64>(),
            stretches in proptest::collection::vec(0u32..200, 0..3),
            two in any::<bool>(),
        ) {
            let mut d = Dice::seeded(seed);
            let presets = [LudoRules::ludo, LudoRules::ludo_king, LudoRules::mensch, LudoRules::parchis, LudoRules::parchis_two_dice];
            let mut rules = presets[d.below(presets.len())]();
            rules.action_limit = [None, Some(1 + d.below(600) as u32)][d.below(2)];
            let game = LudoGame::new(rules, 2 + d.below(3));
            prop_assert!(game.is_ok());
            if let Ok(game) = game {
                both_ways(&game, seed, &stretches, two)?;
            }
        }
    }
}
