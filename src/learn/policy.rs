//! [`NetPolicy`]: a trained network as a [`Policy`], and the networks the crate ships for Ur and Ludo.

use alloc::vec::Vec;

use rand_core::Rng;

use super::file::{Weights, WeightsError};
use super::lookahead::Lookahead;
use super::ludo::{LUDO_ENCODING, LUDO_VERSION, LudoTask};
use super::mlp::Layout;
use super::td::{Observed, Task};
use crate::encode::Encode;
use crate::game::{RaceGame, ToAct};
use crate::ludo::LudoGame;
use crate::play::Policy;
use crate::ur::UrGame;

/// Plays the legal action of highest value for the seat to act, by a
/// value network, looking [`plies`](NetPolicy::plies) throws ahead.
///
/// At 0 plies an action is worth the network's value of the position it
/// reaches (an action that ends the game counts its exact result). At 1
/// ply (the default of [`ur_player`] and [`ludo_player`]), a position
/// that waits for a throw is worth the mean, over every outcome of the
/// throw with its exact probability, of the afterstate the seat to act
/// next chooses greedily by the same network (the mover itself after a
/// bonus throw, else the next seat), valued for the mover: an
/// expectimax of one throw, about as many network evaluations as the
/// throws times the replies more than 0 plies. Decisions due before a
/// throw (Parchís' second die, a bonus move) are played greedily first,
/// after the action and after the throw, so that every action is valued
/// at a throw. In a game of two seats a position is valued by the mean of
/// the network's two views of it (its value for the seat and one minus its
/// value for the other), which need not add up to one.
///
/// For games whose decision is one action (Ur, Ludo): a game whose turn
/// is several actions (backgammon) is played through its whole-turn
/// afterstates instead (see the backgammon bot).
#[derive(Clone, Debug)]
pub struct NetPolicy<T> {
    weights: Weights,
    task: T,
    plies: u8,
    look: Lookahead,
    values: Vec<f32>,
}

impl<T> NetPolicy<T> {
    /// A policy from trained weights and the task they were trained on,
    /// at 0 plies.
    pub fn new(weights: Weights, task: T) -> Self {
        let look = Lookahead::new(&weights.net);
        NetPolicy {
            weights,
            task,
            plies: 0,
            look,
            values: Vec::new(),
        }
    }

    /// The same policy looking `plies` throws ahead: 0, 1 or 2 (more is
    /// read as 2). At 2 plies the position after the next throw and the
    /// greedy replies to it is itself valued at 1 ply: about six times
    /// the work of 1 ply with one die.
    #[must_use]
    pub fn with_plies(mut self, plies: u8) -> Self {
        self.plies = plies.min(2);
        self
    }

    /// The throws it looks ahead: 0, 1 or 2.
    pub fn plies(&self) -> u8 {
        self.plies
    }

    /// The weights.
    pub fn weights(&self) -> &Weights {
        &self.weights
    }

    /// The value, for the seat to act in `state`, of each action of
    /// `legal`, in its order, written to `out`: the utility the policy
    /// maximises (for [`Observed`] and [`LudoTask`], the chance of
    /// winning), looking [`plies`](NetPolicy::plies) throws ahead. An
    /// action `game` refuses is worth `f32::NEG_INFINITY`; `out` is empty
    /// when no player is to act.
    pub fn action_values<G: RaceGame>(
        &mut self,
        game: &G,
        state: &G::State,
        legal: &[G::Action],
        out: &mut Vec<f32>,
    ) where
        T: Task<G>,
    {
        out.clear();
        let ToAct::Player(seat) = game.to_act(state) else {
            return;
        };
        let net = &self.weights.net;
        for &action in legal {
            out.push(match game.apply(state, action) {
                Ok((next, _)) => self
                    .look
                    .value(net, &self.task, game, &next, seat, self.plies),
                Err(_) => f32::NEG_INFINITY,
            });
        }
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
        let mut values = core::mem::take(&mut self.values);
        self.action_values(game, state, legal, &mut values);
        let mut best = (0, f32::NEG_INFINITY);
        for (i, &v) in values.iter().enumerate() {
            if v > best.1 {
                best = (i, v);
            }
        }
        self.values = values;
        best.0
    }
}

/// The shipped network for the Royal Game of Ur under Finkel's rules.
const UR_FINKEL: &[u8] = include_bytes!("weights/ur-finkel.net");

/// The shipped networks for the Ludo presets, trained in four-seat games.
/// The partnership presets have none of their own yet: they play with
/// their base game's, trained for colours playing alone.
const LUDO: [(&str, &[u8]); 7] = [
    ("ludo", include_bytes!("weights/ludo.net")),
    ("ludo-king", include_bytes!("weights/ludo-king.net")),
    ("mensch", include_bytes!("weights/mensch.net")),
    ("parchis", include_bytes!("weights/parchis.net")),
    (
        "parchis-two-dice",
        include_bytes!("weights/parchis-two-dice.net"),
    ),
    ("ludo-partners", include_bytes!("weights/ludo.net")),
    ("parchis-pairs", include_bytes!("weights/parchis.net")),
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
/// by self-play, as a player looking one throw ahead (see
/// [`NetPolicy`]; [`NetPolicy::with_plies`]`(0)` for the network's greedy
/// choice; the crate's BENCHMARKS.md gives the strength of both).
///
/// # Errors
///
/// [`WeightsError`] when `game`'s observation is not the one the network
/// was trained on, or the shipped file does not check out (which a test
/// of the crate rules out).
pub fn ur_player(game: &UrGame) -> Result<NetPolicy<Observed>, WeightsError> {
    Ok(observed(game, UR_FINKEL)?.with_plies(1))
}

/// The network shipped for a Ludo preset by its name (`ludo`,
/// `ludo-king`, `mensch`, `parchis`, `parchis-two-dice`), trained in
/// four-seat self-play and played at any number of seats, looking one
/// throw ahead (see [`NetPolicy`]; [`NetPolicy::with_plies`]`(0)` for the
/// network's greedy choice). The partnership presets (`ludo-partners`,
/// `parchis-pairs`) are played by their base game's network (`ludo`,
/// `parchis`), which was trained for colours playing alone and knows
/// nothing of partners: a seat plays for itself.
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
    ludo_from_bytes(bytes, game)
}

/// A Ludo network read from `bytes` for `game`, at 1 ply: its encoding
/// must be [`LUDO_ENCODING`] of a version [`LudoTask`] knows, and its
/// inputs `game`'s.
fn ludo_from_bytes(bytes: &[u8], game: &LudoGame) -> Result<NetPolicy<LudoTask>, WeightsError> {
    let w = Weights::from_bytes(bytes)?;
    let task = LudoTask::of_version(w.encoding.version);
    if !(1..=LUDO_VERSION).contains(&w.encoding.version) || w.encoding != task.encoding_id() {
        return Err(WeightsError::Mismatch {
            expected: alloc::format!("{LUDO_ENCODING} version 1 to {LUDO_VERSION}"),
            found: alloc::format!("{:?}", w.encoding),
        });
    }
    let layout = w.net.layout();
    if layout.inputs != task.inputs(game) || layout.outputs != 1 {
        return Err(WeightsError::Mismatch {
            expected: alloc::format!("{} inputs, 1 output", task.inputs(game)),
            found: alloc::format!("{layout:?}"),
        });
    }
    Ok(NetPolicy::new(w, task).with_plies(1))
}

/// The shipped Pachisi networks: one trained on the cowrie preset
/// `pachisi`, one on `chaupar`'s dice used one at a time, each in
/// four-seat partnership self-play.
const PACHISI: [(&str, &[u8]); 4] = [
    ("pachisi", include_bytes!("weights/pachisi.net")),
    ("pachisi_mitra", include_bytes!("weights/pachisi.net")),
    ("pachisi_seven", include_bytes!("weights/pachisi.net")),
    ("chaupar", include_bytes!("weights/chaupar.net")),
];

/// The most bytes a shipped network may take: each is checked against it
/// when loaded, before it is read.
pub const MAX_SHIPPED_BYTES: usize = 256 * 1024;

/// The network shipped for a Pachisi preset by its name (`pachisi`,
/// `pachisi_mitra`, `pachisi_seven`, `chaupar`), trained by TD(lambda)
/// self-play of four seats in two partnerships (without passing) on
/// `pachisi` and on `chaupar`, as a player looking one throw ahead (see
/// [`NetPolicy`]; [`NetPolicy::with_plies`]`(0)` for the network's greedy
/// choice). Its value is the chance that the seat's side wins, so a seat
/// plays for its partnership. `pachisi_mitra` and `pachisi_seven` are
/// played by the `pachisi` network, which knows their positions but was
/// not trained on their throws. With two players (each both colours of a
/// side) the same network plays each colour in turn. The crate's
/// BENCHMARKS.md gives its strength.
///
/// # Errors
///
/// [`WeightsError::Mismatch`] for an unknown name, a game whose
/// observation is not the network's (Chaupar played by the dice's total,
/// for one) or a shipped file larger than [`MAX_SHIPPED_BYTES`], and any
/// error of the shipped file (which a test of the crate rules out).
pub fn pachisi_player(
    preset: &str,
    game: &crate::pachisi::PachisiGame,
) -> Result<NetPolicy<Observed>, WeightsError> {
    let bytes = PACHISI
        .iter()
        .find(|(name, _)| *name == preset)
        .map(|p| p.1);
    let bytes = bytes.ok_or_else(|| WeightsError::Mismatch {
        expected: alloc::format!("{:?}", PACHISI.map(|p| p.0)),
        found: alloc::string::String::from(preset),
    })?;
    if bytes.len() > MAX_SHIPPED_BYTES {
        return Err(WeightsError::Mismatch {
            expected: alloc::format!("at most {MAX_SHIPPED_BYTES} bytes"),
            found: alloc::format!("{} bytes", bytes.len()),
        });
    }
    Ok(observed(game, bytes)?.with_plies(1))
}

#[cfg(test)]
mod tests {
    use super::{LUDO, ludo_from_bytes};
    use crate::learn::Weights;
    use crate::ludo::LudoGame;

    #[test]
    fn a_ludo_network_of_an_unknown_version_or_name_is_refused() {
        let game = LudoGame::ludo(4).unwrap();
        let mut w = Weights::from_bytes(LUDO[0].1).unwrap();
        assert!(ludo_from_bytes(&w.to_bytes(), &game).is_ok());
        w.encoding.version = 3;
        assert!(ludo_from_bytes(&w.to_bytes(), &game).is_err());
        w.encoding.version = 0;
        assert!(ludo_from_bytes(&w.to_bytes(), &game).is_err());
        w.encoding.version = 2;
        w.encoding.name = alloc::string::String::from("observation");
        assert!(ludo_from_bytes(&w.to_bytes(), &game).is_err());
        // A version 1 file claimed as version 2 has the wrong inputs.
        let mut old = Weights::from_bytes(LUDO[1].1).unwrap();
        assert_eq!(old.encoding.version, 1);
        old.encoding.version = 2;
        assert!(ludo_from_bytes(&old.to_bytes(), &game).is_err());
    }
}
