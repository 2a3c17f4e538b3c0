//! [`Throws`]: where a game's throws came from, a seed or none, as records and saved sessions write it; and the check of throws against their seed.

use serde::{Deserialize, Serialize};

use crate::dice::Dice;
use crate::game::RaceGame;

/// Where a game's throws came from, written in every record (format 2) and
/// every saved [`Session`](crate::play::Session): `{"seeded": 13}` or
/// `"unseeded"`. [`GameRecord::replay`](super::GameRecord::replay) checks
/// every throw of a seeded record against its seed, and reports which it
/// was in [`Replayed::throws`](super::Replayed::throws).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Throws {
    /// Every throw came from [`Dice::seeded`] with this seed, in order.
    Seeded(u64),
    /// The throws came from elsewhere (dice of no named seed, a physical
    /// die, a throw played into a [`Session`](crate::play::Session) from
    /// outside): each was checked for being legal only. Whoever needs the
    /// throws proven (a ranked game) refuses an unseeded record.
    Unseeded,
}

impl Throws {
    /// The seed, for seeded throws.
    pub fn seed(self) -> Option<u64> {
        match self {
            Throws::Seeded(seed) => Some(seed),
            Throws::Unseeded => None,
        }
    }

    /// `Seeded(seed)`, or `Unseeded` for `None`.
    pub fn from_seed(seed: Option<u64>) -> Throws {
        seed.map_or(Throws::Unseeded, Throws::Seeded)
    }
}

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
