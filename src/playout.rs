//! Opt-in capabilities beside the core trait: [`UniformPlayout`], a game's own fast loop for uniformly random playouts, and the [`Tally`] it keeps.
//!
//! The core trait, [`RaceGame`](crate::RaceGame), holds what every game must
//! say (who acts, what is legal, how an action plays, how the game ended).
//! What only some games can do faster lives here, in traits a game opts
//! into, and generic code finds them through a hook that answers `None` by
//! default ([`RaceGame::uniform_playout`](crate::RaceGame::uniform_playout)).
//! A game without the capability loses nothing: the generic code plays it
//! through the general loop ([`play::uniform_playout`](crate::play::uniform_playout)).
//!
//! This module sits below the trait: it names the state, action and error
//! types as parameters instead of importing [`RaceGame`](crate::RaceGame),
//! so that the trait can name the capability without the two modules
//! importing each other.

use alloc::vec::Vec;

use rand_chacha::ChaCha8Rng;
use rand_core::Rng;

/// What a stretch of play came to: actions played, throws among them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Tally {
    /// Actions played, throws included.
    pub actions: u32,
    /// Throws of the dice among them.
    pub throws: u32,
}

/// A game's own loop for playouts with uniformly random choices: the
/// capability [`simulate`](crate::simulate) and rollouts use where a game
/// has it.
///
/// `S`, `A` and `E` are the game's state, action and error types (a game
/// implements `UniformPlayout<Self::State, Self::Action, Self::Error>` and
/// returns itself from
/// [`RaceGame::uniform_playout`](crate::RaceGame::uniform_playout)).
///
/// # The promise
///
/// [`play_uniform`](UniformPlayout::play_uniform) plays exactly the game
/// that [`play::uniform_playout`](crate::play::uniform_playout) plays from
/// the same generators (that is [`RandomPolicy`](crate::play::RandomPolicy)
/// in the general driver loop): the same throws, the same choices, the same
/// final state, the same counts, and the generators left at the same place.
/// An implementation is free in how it gets there (the Ludo engine plays
/// whole turns over its token rows) and is tested against the general loop.
///
/// ```
/// use racegame::{RaceGame, ludo::LudoGame, playout::{Tally, UniformPlayout}};
/// use rand_chacha::ChaCha8Rng;
/// use rand_core::SeedableRng;
///
/// let game = LudoGame::mensch(4)?;
/// let fast = game.uniform_playout().ok_or("Ludo has a fast loop")?;
/// let mut state = game.initial_state();
/// let (mut rng, mut tally, mut legal) = (ChaCha8Rng::seed_from_u64(1), Tally::default(), Vec::new());
/// fast.play_uniform(&mut state, &mut rng, None, u32::MAX, &mut legal, &mut tally)?;
/// assert!(game.is_over(&state));
/// assert_eq!(state.actions(), tally.actions);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait UniformPlayout<S, A, E> {
    /// Plays `state` forward in place by at most `limit` actions, each
    /// throw drawn from `dice` and each choice uniformly among the legal
    /// actions from `choices` (from `dice` when `None`), adding what it
    /// plays to `tally`; it stops early when the game ends. `legal` is
    /// scratch space for the legal actions, reused across calls.
    ///
    /// # Errors
    ///
    /// The game's error if it refuses an action it offered (an engine bug)
    /// or `state` itself (as [`apply`](crate::RaceGame::apply) would refuse
    /// it). `state` is then as before that action, and `tally` counts the
    /// actions played until then.
    fn play_uniform(
        &self,
        state: &mut S,
        dice: &mut ChaCha8Rng,
        choices: Option<&mut dyn Rng>,
        limit: u32,
        legal: &mut Vec<A>,
        tally: &mut Tally,
    ) -> Result<(), E>;
}
