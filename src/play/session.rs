//! [`Session`]: a game with its own dice and a policy's generator, played a step at a time.

use alloc::vec::Vec;

use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};

use super::{Hands, Policy, drive};
use crate::dice::Dice;
use crate::game::{Discard, EventSink, RaceGame, ToAct};
#[cfg(feature = "serde")]
use crate::record::{EncodeError, GameRecord, Presets, Throws};

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
///
/// With the `serde` feature a session on ChaCha8 (the default) saves and
/// resumes exactly where it stood, seed included, every throw checked
/// against the seed on resume; the saved form holds the dice, so it stays
/// on the side that throws (see its `Serialize` implementation).
#[derive(Clone, Debug)]
pub struct Session<G: RaceGame, R = ChaCha8Rng> {
    pub(super) game: G,
    pub(super) state: G::State,
    pub(super) dice: Dice<R>,
    pub(super) choices: R,
    pub(super) seed: Option<u64>,
    /// The indexes in `actions` of the throws played from outside with
    /// [`Session::play`] (not from `dice`), rising.
    pub(super) outside_throws: Vec<usize>,
    pub(super) actions: Vec<G::Action>,
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
    /// random choices from `choices`. Dice do not know their seed: when
    /// they are [`Dice::seeded`], say so with [`Session::with_seed`] so
    /// that records keep it.
    pub fn with_dice(game: G, dice: Dice<R>, choices: R) -> Self {
        let state = game.initial_state();
        Session {
            game,
            state,
            dice,
            choices,
            seed: None,
            outside_throws: Vec::new(),
            actions: Vec::new(),
            legal: Vec::new(),
        }
    }

    /// Names the seed the dice were made from, as [`Session::new`] does:
    /// the session's [record](Session::record) then carries it, and replay
    /// checks every throw against it. Use it with [`Session::with_dice`]
    /// when the dice are [`Dice::seeded`]`(seed)` but the policy's
    /// generator is your own, so the seed is not lost:
    ///
    /// ```
    /// use racegame::{Dice, goose::GooseGame, play::{RandomPolicy, Session}};
    /// use rand_chacha::ChaCha8Rng;
    /// use rand_core::SeedableRng;
    ///
    /// let dice = Dice::seeded(11);
    /// let choices = ChaCha8Rng::seed_from_u64(99);
    /// let mut session = Session::with_dice(GooseGame::railway(2)?, dice, choices).with_seed(11);
    /// session.play_to_end(&mut RandomPolicy, 10_000)?;
    /// let record = session.record()?;
    /// assert_eq!(record.throws, racegame::record::Throws::Seeded(11));
    /// record.replay()?; // every throw checked against the seed
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// The session cannot check the claim (dice do not know their seed):
    /// a seed the dice did not come from makes a record whose replay is
    /// refused ([`RecordError::Seed`](crate::record::RecordError::Seed)),
    /// and a save that does not resume.
    #[must_use]
    pub fn with_seed(mut self, seed: u64) -> Self {
        self.seed = Some(seed);
        self
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

    /// The indexes in [`actions`](Session::actions) of the throws played
    /// from outside with [`Session::play`], rising: the throws that did not
    /// come from the session's dice.
    pub fn outside_throws(&self) -> &[usize] {
        &self.outside_throws
    }

    /// The seed of the dice, when the session was made with [`Session::new`]
    /// or named one with [`Session::with_seed`].
    pub fn seed(&self) -> Option<u64> {
        self.seed
    }

    /// The game so far as a sealed [`GameRecord`]: the full rules, every
    /// action, the outcome (`None` while the game goes on) and the digests.
    /// Its throws are [`Throws::Seeded`] when every throw came from the
    /// seeded dice; a throw played from outside with [`Session::play`]
    /// makes them [`Throws::Unseeded`] (said in the record, and reported by
    /// its replay).
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
        let throws = Throws::from_seed(self.seed.filter(|_| self.outside_throws.is_empty()));
        GameRecord::of_played(self.game.clone(), throws, self.actions.clone(), &self.state)
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
        let mut events = Vec::new();
        let played = self.drive(policy, 1, &mut events)?;
        Ok((played == 1).then_some(events))
    }

    /// Plays at most `limit` actions through the one driver loop, the
    /// throws from the session's dice and the choices from `policy`.
    fn drive(
        &mut self,
        policy: &mut impl Policy<G>,
        limit: usize,
        events: &mut impl EventSink<G::Event>,
    ) -> Result<usize, G::Error> {
        let mut hands = Hands {
            dice: self.dice.rng_mut(),
            choices: Some(&mut self.choices),
            policy,
            legal: &mut self.legal,
        };
        let actions = &mut self.actions;
        drive(
            &self.game,
            &mut self.state,
            &mut hands,
            limit,
            events,
            |p| {
                actions.push(p.action);
            },
        )
    }

    /// Plays `action` (from outside: a user interface, a network peer) and
    /// returns its events. On error nothing changes. A throw played this
    /// way does not come from the session's dice: it is listed in
    /// [`outside_throws`](Session::outside_throws) (and in a save, whose
    /// resume checks every other throw against the seed), and the
    /// session's [record](Session::record) is unseeded.
    ///
    /// # Errors
    ///
    /// The game's error when it refuses `action`.
    pub fn play(&mut self, action: G::Action) -> Result<Vec<G::Event>, G::Error> {
        let chance = matches!(self.game.to_act(&self.state), ToAct::Chance(_));
        let events = self.apply(action)?;
        if chance {
            self.outside_throws.push(self.actions.len() - 1);
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
        self.drive(policy, max_actions, &mut Discard)
    }
}
