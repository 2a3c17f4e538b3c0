//! The one loop that drives a game: chance's throw drawn from the dice, a player's choice from a policy.
//!
//! [`random_playout`](super::random_playout), [`Session`](super::Session)
//! and [`simulate`](crate::simulate) all play through [`drive`], so a
//! whole game means the same thing wherever it is played: the same throws
//! from the same dice, the same choices from the same policy.

use alloc::vec::Vec;

use rand_core::Rng;

use super::Policy;
use crate::game::{EventSink, RaceGame, ToAct};

/// Where the actions come from: the dice for chance, a policy (drawing
/// from `choices`, or from the dice when there is none) for the players.
pub(crate) struct Hands<'a, G: RaceGame, R, P> {
    /// The generator chance's throws are drawn from.
    pub(crate) dice: &'a mut R,
    /// The policy's own generator; `None` draws the choices from `dice`.
    pub(crate) choices: Option<&'a mut dyn Rng>,
    /// Who chooses for every seat.
    pub(crate) policy: &'a mut P,
    /// A reused buffer for the legal actions.
    pub(crate) legal: &'a mut Vec<G::Action>,
}

/// One action, as [`drive`] reports it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Played<A> {
    pub(crate) action: A,
    /// Whether chance threw it (rather than a player choosing it).
    pub(crate) throw: bool,
}

impl<G: RaceGame, R: Rng, P: Policy<G>> Hands<'_, G, R, P> {
    /// The next action in `state`, or `None` when the game is over (or a
    /// player has no legal action, which no engine of this crate offers).
    #[inline]
    fn next(&mut self, game: &G, state: &G::State) -> Option<Played<G::Action>> {
        // Chance first: in a game of throws alone (the Goose family) one
        // question settles who acts.
        if let Some(chance) = game.chance(state) {
            let action = chance.sample(self.dice);
            return Some(Played {
                action,
                throw: true,
            });
        }
        if let ToAct::Nobody = game.to_act(state) {
            return None;
        }
        game.legal_actions(state, self.legal);
        let last = self.legal.len().checked_sub(1)?;
        let rng: &mut dyn Rng = match self.choices.as_deref_mut() {
            Some(choices) => choices,
            None => self.dice,
        };
        let i = self.policy.choose(game, state, self.legal, rng);
        let action = self.legal[i.min(last)];
        Some(Played {
            action,
            throw: false,
        })
    }
}

/// Plays `state` forward by at most `limit` actions, in place: each
/// action drawn by `hands`, applied with [`RaceGame::apply_mut`] (events
/// into `events`), then reported to `played`. Returns how many were played;
/// stops early when the game is over.
///
/// # Errors
///
/// The game's error if it refuses an action: a throw it listed in its
/// [`chance`](RaceGame::chance) or one of its legal actions (an engine
/// bug). The state is then as before that action.
#[inline]
pub(crate) fn drive<G: RaceGame, R: Rng, P: Policy<G>>(
    game: &G,
    state: &mut G::State,
    hands: &mut Hands<'_, G, R, P>,
    limit: usize,
    events: &mut impl EventSink<G::Event>,
    mut played: impl FnMut(Played<G::Action>),
) -> Result<usize, G::Error> {
    let mut n = 0;
    while n < limit {
        let Some(next) = hands.next(game, state) else {
            break;
        };
        game.apply_mut(state, next.action, events)?;
        played(next);
        n += 1;
    }
    Ok(n)
}
