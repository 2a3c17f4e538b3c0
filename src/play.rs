//! Whole games, written once against [`RaceGame`]: random playouts, policies, replay, and a [`Session`] driver.

use alloc::vec::Vec;

use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};

use crate::dice::{Dice, roll_with, uniform_below};
use crate::game::{Discard, RaceGame, ToAct};
#[cfg(feature = "serde")]
use crate::record::{EncodeError, GameRecord, Presets};

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
    while actions.len() < max_actions {
        let action = match game.to_act(&state) {
            ToAct::Nobody => break,
            ToAct::Chance { dice, .. } => game.throw_action(roll_with(rng, dice)),
            ToAct::Player(_) => {
                game.legal_actions(&state, &mut legal);
                let n = u32::try_from(legal.len()).unwrap_or(u32::MAX);
                match legal.get(uniform_below(rng, n) as usize) {
                    Some(&a) => a,
                    None => break,
                }
            }
        };
        // In place: the same rules as `apply_into`, without copying the
        // state through a `Result` on every action.
        game.apply_mut(&mut state, action, &mut Discard)?;
        actions.push(action);
    }
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

/// What keeps a policy's generator apart from the dice of the same seed:
/// its key is the dice's key with these bytes mixed in.
const CHOICES_KEY: [u8; 32] = *b"racegame: a policy's own choices";

/// The generator a [`Session`] made with [`Session::new`] gives its policy:
/// ChaCha8 on the key of [`Dice::seeded`]`(seed)` with a fixed mask mixed
/// in, on stream 0. It never shares a key with any dice, so the throws of a
/// seeded game depend on the seed alone, whatever the players choose.
/// Game `k` of a simulation draws its choices from the same key on stream
/// `k` ([`simulate::game_choices`](crate::simulate::game_choices)).
///
/// ```
/// use racegame::{Dice, play::choices_rng};
/// use rand_core::Rng;
/// let mut dice = Dice::seeded(5);
/// let mut choices = choices_rng(5);
/// assert_ne!(dice.rng_mut().next_u64(), choices.next_u64());
/// ```
pub fn choices_rng(seed: u64) -> ChaCha8Rng {
    let mut key = ChaCha8Rng::seed_from_u64(seed).get_seed();
    for (k, m) in key.iter_mut().zip(CHOICES_KEY) {
        *k ^= m;
    }
    ChaCha8Rng::from_seed(key)
}

/// A game in progress with its own dice: the three-line way to play.
///
/// ```
/// use racegame::{RaceGame, goose::GooseGame, play::{RandomPolicy, Session}};
///
/// let mut session = Session::new(GooseGame::classic_goose(3)?, 99);
/// session.play_to_end(&mut RandomPolicy, 100_000)?;
/// assert!(session.game().outcome(session.state()).is_some());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// Throws come from the dice and nothing else; a policy's random choices
/// come from a second generator. So the throws of a game are the throws of
/// its seed in order, whoever chooses what, and a record of the game can be
/// checked against its seed.
#[derive(Clone, Debug)]
pub struct Session<G: RaceGame, R = ChaCha8Rng> {
    game: G,
    state: G::State,
    dice: Dice<R>,
    choices: R,
    seed: Option<u64>,
    /// Whether every throw so far came from `dice` (none was played from
    /// outside with [`Session::play`]).
    own_throws: bool,
    actions: Vec<G::Action>,
    legal: Vec<G::Action>,
}

impl<G: RaceGame> Session<G, ChaCha8Rng> {
    /// A new game of `game` with dice seeded from `seed` ([`Dice::seeded`])
    /// and the policy's generator [`choices_rng`]`(seed)`.
    pub fn new(game: G, seed: u64) -> Self {
        let mut session = Session::with_dice(game, Dice::seeded(seed), choices_rng(seed));
        session.seed = Some(seed);
        session
    }
}

impl<G: RaceGame, R: Rng> Session<G, R> {
    /// A new game of `game` thrown with `dice`, the policy drawing its
    /// random choices from `choices`.
    pub fn with_dice(game: G, dice: Dice<R>, choices: R) -> Self {
        let state = game.initial_state();
        Session {
            game,
            state,
            dice,
            choices,
            seed: None,
            own_throws: true,
            actions: Vec::new(),
            legal: Vec::new(),
        }
    }

    /// The rules.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The current state.
    pub fn state(&self) -> &G::State {
        &self.state
    }

    /// The dice, as they stand (save them to resume on the same throws).
    pub fn dice(&self) -> &Dice<R> {
        &self.dice
    }

    /// The generator of the policy's random choices, as it stands.
    pub fn choices(&self) -> &R {
        &self.choices
    }

    /// Every action played so far.
    pub fn actions(&self) -> &[G::Action] {
        &self.actions
    }

    /// The seed of the dice, when the session was made with [`Session::new`].
    pub fn seed(&self) -> Option<u64> {
        self.seed
    }

    /// The game so far as a sealed [`GameRecord`]: the full rules, every
    /// action, the outcome (`None` while the game goes on) and the digests.
    /// The record carries the seed when every throw came from the seeded
    /// dice; a throw played from outside with [`Session::play`] leaves it
    /// out.
    ///
    /// # Errors
    ///
    /// [`EncodeError`] when the rules', an action's or the state's
    /// `Serialize` implementation fails (none of this crate's does).
    #[cfg(feature = "serde")]
    pub fn record(&self) -> Result<GameRecord<G>, EncodeError>
    where
        G: Presets + Clone + serde::Serialize,
        G::State: serde::Serialize,
        G::Action: serde::Serialize,
    {
        let seed = self.seed.filter(|_| self.own_throws);
        GameRecord::of_played(self.game.clone(), seed, self.actions.clone(), &self.state)
    }

    /// Plays one action (a throw, or `policy`'s choice) and returns its
    /// events; `Ok(None)` once the game is over.
    ///
    /// # Errors
    ///
    /// The game's error if it refuses the action (an engine bug: the
    /// action is a throw of the dice it asks for, or one of its legal
    /// actions).
    pub fn step(&mut self, policy: &mut impl Policy<G>) -> Result<Option<Vec<G::Event>>, G::Error> {
        let action = match self.game.to_act(&self.state) {
            ToAct::Nobody => return Ok(None),
            ToAct::Chance { dice, .. } => self.game.throw_action(self.dice.roll(dice)),
            ToAct::Player(_) => {
                self.game.legal_actions(&self.state, &mut self.legal);
                let last = self.legal.len().saturating_sub(1);
                let rng: &mut dyn Rng = &mut self.choices;
                let i = policy.choose(&self.game, &self.state, &self.legal, rng);
                match self.legal.get(i.min(last)) {
                    Some(&a) => a,
                    None => return Ok(None),
                }
            }
        };
        self.apply(action).map(Some)
    }

    /// Plays `action` (from outside: a user interface, a network peer) and
    /// returns its events. On error nothing changes. A throw played this
    /// way does not come from the session's dice, so the session's
    /// [record](Session::record) no longer names the seed.
    ///
    /// # Errors
    ///
    /// The game's error when it refuses `action`.
    pub fn play(&mut self, action: G::Action) -> Result<Vec<G::Event>, G::Error> {
        let chance = matches!(self.game.to_act(&self.state), ToAct::Chance { .. });
        let events = self.apply(action)?;
        if chance {
            self.own_throws = false;
        }
        Ok(events)
    }

    fn apply(&mut self, action: G::Action) -> Result<Vec<G::Event>, G::Error> {
        let (next, events) = self.game.apply(&self.state, action)?;
        self.state = next;
        self.actions.push(action);
        Ok(events)
    }

    /// Plays until the game is over or `max_actions` more actions have been
    /// played; returns how many were played.
    ///
    /// # Errors
    ///
    /// As [`Session::step`].
    pub fn play_to_end(
        &mut self,
        policy: &mut impl Policy<G>,
        max_actions: usize,
    ) -> Result<usize, G::Error> {
        let mut n = 0;
        while n < max_actions && self.step(policy)?.is_some() {
            n += 1;
        }
        Ok(n)
    }
}
