//! Whole games, written once against [`RaceGame`]: random playouts, policies, replay, and a [`Session`] driver.

use alloc::vec::Vec;

use rand_core::Rng;

use crate::dice::uniform_below;
use crate::game::{Discard, RaceGame};

mod drive;
#[cfg(feature = "serde")]
mod saved;
mod session;

pub(crate) use drive::{Hands, Played, drive};
#[cfg(feature = "serde")]
pub use saved::SESSION_FORMAT_VERSION;
pub use session::{Session, choices_rng};

/// Chooses among a player's legal actions.
///
/// Closures work too: any `FnMut(&G, &G::State, &[G::Action], &mut dyn Rng)
/// -> usize` is a policy.
pub trait Policy<G: RaceGame> {
    /// The index in `legal` (never empty) of the action to play. An index
    /// out of range is read as the last action.
    fn choose(
        &mut self,
        game: &G,
        state: &G::State,
        legal: &[G::Action],
        rng: &mut dyn Rng,
    ) -> usize;

    /// Whether this policy is [`RandomPolicy`]: every choice uniform among
    /// the legal actions, drawn as `RandomPolicy` draws it, whatever the
    /// game and state. [`simulate`](crate::simulate) then plays through
    /// the game's own loop for uniform playouts where it has one
    /// ([`RaceGame::uniform_playout`]). Only
    /// `RandomPolicy` says yes; a policy that says so and chooses
    /// otherwise plays its games by `RandomPolicy`'s choices there.
    fn chooses_uniformly(&self) -> bool {
        false
    }
}

impl<G, F> Policy<G> for F
where
    G: RaceGame,
    F: FnMut(&G, &G::State, &[G::Action], &mut dyn Rng) -> usize,
{
    fn choose(
        &mut self,
        game: &G,
        state: &G::State,
        legal: &[G::Action],
        rng: &mut dyn Rng,
    ) -> usize {
        self(game, state, legal, rng)
    }
}

/// Chooses uniformly among the legal actions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RandomPolicy;

impl<G: RaceGame> Policy<G> for RandomPolicy {
    fn choose(&mut self, _: &G, _: &G::State, legal: &[G::Action], rng: &mut dyn Rng) -> usize {
        uniform_below(rng, u32::try_from(legal.len()).unwrap_or(u32::MAX)) as usize
    }

    fn chooses_uniformly(&self) -> bool {
        true
    }
}

pub use crate::playout::Tally;

/// Plays `state` forward by at most `limit` actions with throws from
/// `dice` and uniformly random choices from `choices` (from `dice` when
/// `None`), through [`RaceGame::apply_mut`]: the general loop, which
/// [`simulate`](crate::simulate) plays unless the game has a loop of its
/// own ([`RaceGame::uniform_playout`]), and the reference such loops are
/// tested against. It plays what [`RandomPolicy`] plays from the same
/// generators ([`Session`], [`simulate`](crate::simulate)).
///
/// # Errors
///
/// The game's error if it refuses an action it offered (an engine bug);
/// the state is then as before that action and `tally` counts the actions
/// played until then.
pub fn uniform_playout<G: RaceGame, R: Rng>(
    game: &G,
    state: &mut G::State,
    dice: &mut R,
    choices: Option<&mut dyn Rng>,
    limit: u32,
    legal: &mut Vec<G::Action>,
    tally: &mut Tally,
) -> Result<(), G::Error> {
    let mut policy = RandomPolicy;
    let mut hands = Hands {
        dice,
        choices: choices.map(|c| -> &mut dyn Rng { c }),
        policy: &mut policy,
        legal,
    };
    drive_tallied(game, state, &mut hands, limit, tally)
}

/// [`drive`] without events for at most `limit` actions, counting what it
/// plays in `tally`.
pub(crate) fn drive_tallied<G: RaceGame, R: Rng, P: Policy<G>>(
    game: &G,
    state: &mut G::State,
    hands: &mut Hands<'_, G, R, P>,
    limit: u32,
    tally: &mut Tally,
) -> Result<(), G::Error> {
    let count = |p: Played<G::Action>| {
        tally.actions = tally.actions.saturating_add(1);
        tally.throws = tally.throws.saturating_add(u32::from(p.throw));
    };
    let limit = usize::try_from(limit).unwrap_or(usize::MAX);
    drive(game, state, hands, limit, &mut Discard, count).map(|_| ())
}

/// The end of a playout: the final state and every action, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Playout<G: RaceGame> {
    /// The state after the last action.
    pub state: G::State,
    /// Every action played, throws included: replaying them from the
    /// initial state gives `state` again.
    pub actions: Vec<G::Action>,
}

/// Plays one game from the start with random throws and uniformly random
/// choices drawn from `rng`, for at most `max_actions` actions.
///
/// One function plays every game in the crate: this is the trait at work.
///
/// ```
/// use racegame::{RaceGame, goose::GooseGame, play::random_playout};
/// use rand_chacha::ChaCha8Rng;
/// use rand_core::SeedableRng;
///
/// let game = GooseGame::snakes_and_ladders(1)?;
/// let mut rng = ChaCha8Rng::seed_from_u64(3);
/// let playout = random_playout(&game, &mut rng, 100_000)?;
/// assert!(game.outcome(&playout.state).is_some());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn random_playout<G: RaceGame, R: Rng>(
    game: &G,
    rng: &mut R,
    max_actions: usize,
) -> Result<Playout<G>, G::Error> {
    let mut state = game.initial_state();
    let mut actions = Vec::new();
    let mut legal = Vec::new();
    let mut hands = Hands {
        dice: rng,
        choices: None,
        policy: &mut RandomPolicy,
        legal: &mut legal,
    };
    // In place and without events: the same rules as `apply`, without
    // copying the state through a `Result` on every action.
    drive(
        game,
        &mut state,
        &mut hands,
        max_actions,
        &mut Discard,
        |p| {
            actions.push(p.action);
        },
    )?;
    Ok(Playout { state, actions })
}

/// Where a replay stopped: the index of the first refused action and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("action {index} was refused: {error}")]
pub struct ReplayError<E: core::error::Error> {
    /// Index of the refused action in the list.
    pub index: usize,
    /// Why it was refused.
    pub error: E,
}

/// Replays `actions` from the initial state and returns the final state
/// with every event, or the first refusal.
#[allow(clippy::type_complexity)] // spelled out so the docs show it whole
pub fn replay<G: RaceGame>(
    game: &G,
    actions: &[G::Action],
) -> Result<(G::State, Vec<G::Event>), ReplayError<G::Error>> {
    let mut state = game.initial_state();
    let mut events = Vec::new();
    for (index, &action) in actions.iter().enumerate() {
        state = game
            .apply_into(&state, action, &mut events)
            .map_err(|error| ReplayError { index, error })?;
    }
    Ok((state, events))
}
