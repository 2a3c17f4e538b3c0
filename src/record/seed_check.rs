//! [`SeedCheck`]: throws checked one at a time against the dice of their seed, for records and saved sessions alike.

use super::Throws;
use crate::dice::Dice;
use crate::game::RaceGame;

/// The dice of a seed, thrown along a replay: each throw of the game must
/// be the one they give at that point.
pub(crate) struct SeedCheck {
    seed: u64,
    dice: Dice,
}

impl SeedCheck {
    /// The check of seeded throws; `None` for unseeded ones.
    pub(crate) fn new(throws: Throws) -> Option<SeedCheck> {
        throws.seed().map(|seed| SeedCheck {
            seed,
            dice: Dice::seeded(seed),
        })
    }

    /// Whether `action`, about to be played in `state`, is what the seed
    /// gives there: its next throw when chance is to act (the dice then
    /// move past it), anything when a player is.
    pub(crate) fn accepts<G: RaceGame>(
        &mut self,
        game: &G,
        state: &G::State,
        action: G::Action,
    ) -> bool {
        self.dice
            .throw_for(game, state)
            .is_none_or(|throw| throw == action)
    }

    /// The seed.
    pub(crate) fn seed(&self) -> u64 {
        self.seed
    }

    /// The dice, past every throw checked so far.
    pub(crate) fn dice(&self) -> &Dice {
        &self.dice
    }
}
