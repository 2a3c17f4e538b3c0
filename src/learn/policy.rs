//! [`NetPolicy`]: a trained network as a [`Policy`], and the networks the crate ships for Ur and Ludo.

use alloc::vec::Vec;

use rand_core::Rng;

use super::file::{Weights, WeightsError};
use super::ludo::LudoTask;
use super::mlp::Layout;
use super::td::{Greedy, Observed, Task};
use crate::encode::Encode;
use crate::game::{RaceGame, ToAct};
use crate::ludo::LudoGame;
use crate::play::Policy;
use crate::ur::UrGame;

/// Plays the legal action whose resulting position the network values
/// most for the seat to act (an action that ends the game counts its
/// exact result).
///
/// For games whose decision is one action (Ur, Ludo): a game whose turn
/// is several actions (backgammon) is played through its whole-turn
/// afterstates instead (see the backgammon bot).
#[derive(Clone, Debug)]
pub struct NetPolicy<T> {
    weights: Weights,
    task: T,
    greedy: Greedy,
    after: Vec<usize>,
}

impl<T> NetPolicy<T> {
    /// A policy from trained weights and the task they were trained on.
    pub fn new(weights: Weights, task: T) -> Self {
        let greedy = Greedy::new(&weights.net);
        NetPolicy {
            weights,
            task,
            greedy,
            after: Vec::new(),
        }
    }

    /// The weights.
    pub fn weights(&self) -> &Weights {
        &self.weights
    }
}

impl<G: RaceGame, T: Task<G>> Policy<G> for NetPolicy<T> {
    fn choose(
        &mut self,
        game: &G,
        state: &G::State,
        legal: &[G::Action],
        _rng: &mut dyn Rng,
    ) -> usize {
        let ToAct::Player(seat) = game.to_act(state) else {
            return 0;
        };
        let mut states = Vec::with_capacity(legal.len());
        self.after.clear();
        for (i, &action) in legal.iter().enumerate() {
            if let Ok((next, _)) = game.apply(state, action) {
                states.push(next);
                self.after.push(i);
            }
        }
        if states.is_empty() {
            return 0;
        }
        let best = self
            .greedy
            .choose(&self.weights.net, &self.task, game, &states, seat);
        self.after.get(best).copied().unwrap_or(0)
    }
}

/// The shipped network for the Royal Game of Ur under Finkel's rules.
const UR_FINKEL: &[u8] = include_bytes!("weights/ur-finkel.net");

/// The shipped networks for the Ludo presets, trained in four-seat games.
const LUDO: [(&str, &[u8]); 5] = [
    ("ludo", include_bytes!("weights/ludo.net")),
    ("ludo-king", include_bytes!("weights/ludo-king.net")),
    ("mensch", include_bytes!("weights/mensch.net")),
    ("parchis", include_bytes!("weights/parchis.net")),
    (
        "parchis-two-dice",
        include_bytes!("weights/parchis-two-dice.net"),
    ),
];

/// Reads `bytes` as a network over `game`'s observation, one output.
fn observed<G: Encode>(game: &G, bytes: &[u8]) -> Result<NetPolicy<Observed>, WeightsError> {
    let task = Observed::default();
    let encoding = <Observed as Task<G>>::encoding(&task);
    let w = Weights::from_bytes_for(bytes, &encoding, None)?;
    let layout = w.net.layout();
    if layout.inputs != game.observation_len() || layout.outputs != 1 {
        let want = Layout::new(game.observation_len(), &layout.hidden, 1);
        return Err(WeightsError::Mismatch {
            expected: alloc::format!("{want:?}"),
            found: alloc::format!("{layout:?}"),
        });
    }
    Ok(NetPolicy::new(w, task))
}

/// The network shipped for Ur under [`UrGame::finkel`]'s rules, trained
/// by self-play (see the crate's BENCHMARKS.md for its strength).
///
/// # Errors
///
/// [`WeightsError`] when `game`'s observation is not the one the network
/// was trained on, or the shipped file does not check out (which a test
/// of the crate rules out).
pub fn ur_player(game: &UrGame) -> Result<NetPolicy<Observed>, WeightsError> {
    observed(game, UR_FINKEL)
}

/// The network shipped for a Ludo preset by its name (`ludo`,
/// `ludo-king`, `mensch`, `parchis`, `parchis-two-dice`), trained in
/// four-seat self-play and played at any number of seats.
///
/// # Errors
///
/// [`WeightsError::Mismatch`] for an unknown name or a game whose
/// observation is not the network's, and any error of the shipped file.
pub fn ludo_player(preset: &str, game: &LudoGame) -> Result<NetPolicy<LudoTask>, WeightsError> {
    let bytes = LUDO.iter().find(|(name, _)| *name == preset).map(|p| p.1);
    let bytes = bytes.ok_or_else(|| WeightsError::Mismatch {
        expected: alloc::format!("{:?}", LUDO.map(|p| p.0)),
        found: alloc::string::String::from(preset),
    })?;
    let task = LudoTask;
    let w = Weights::from_bytes_for(bytes, &LudoTask::encoding_id(), None)?;
    let layout = w.net.layout();
    if layout.inputs != task.inputs(game) || layout.outputs != 1 {
        return Err(WeightsError::Mismatch {
            expected: alloc::format!("{} inputs, 1 output", task.inputs(game)),
            found: alloc::format!("{layout:?}"),
        });
    }
    Ok(NetPolicy::new(w, task))
}
