//! [`PlayerEvaluator`]: the evaluator the crate's own player reads: the network while the sides can meet, the bear-off databases in races.

use super::eval::{EvalScratch, Evaluator, Probabilities};
use super::net::NetEvaluator;
use super::race::RaceEvaluator;
use crate::backgammon::bearoff::BearoffError;
use crate::backgammon::{BackgammonGame, BackgammonRules, BackgammonState};
use crate::learn::WeightsError;

/// The network ([`NetEvaluator`]) in contact positions and the race
/// evaluator ([`RaceEvaluator`]: exact from the two-sided bear-off
/// database where it covers both sides, from the one-sided distributions
/// beyond) once no checker can meet another.
///
/// Why both: the network learnt races from its own self-play only. GNU
/// Backgammon 2-ply, judging checker plays of the bot's own games at 0
/// ply, put the network's race plays at an error rate of 16.1 (1000 times
/// the mean equity lost a decision; standard error 3.3, 132 decisions)
/// and this evaluator's at 1.5 (standard error 0.5, 143 decisions); in
/// contact both are the network's (17.2 and 17.5, standard error 2).
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerEvaluator {
    net: NetEvaluator,
    race: RaceEvaluator,
}

/// Why the shipped player could not be built.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ShippedError {
    /// The shipped network's file did not check out.
    #[error("the shipped network: {0}")]
    Weights(#[from] WeightsError),
    /// The bear-off databases could not be built.
    #[error("the bear-off databases: {0}")]
    Bearoff(#[from] BearoffError),
}

impl PlayerEvaluator {
    /// An evaluator reading `net` in contact and `race` in races.
    pub fn new(net: NetEvaluator, race: RaceEvaluator) -> Self {
        PlayerEvaluator { net, race }
    }

    /// The shipped network with the full one-sided database (15 checkers)
    /// and the two-sided one for up to six checkers a side, built here:
    /// about three CPU seconds in a release build.
    ///
    /// # Errors
    ///
    /// [`ShippedError::Weights`] if the shipped network does not check
    /// out, [`ShippedError::Bearoff`] if a database cannot be built;
    /// the crate's tests rule both out for every release.
    pub fn shipped() -> Result<Self, ShippedError> {
        Ok(PlayerEvaluator::new(
            NetEvaluator::shipped()?,
            RaceEvaluator::build(15, 6)?,
        ))
    }

    /// The network shipped for three-checker hypergammon
    /// ([`NetEvaluator::shipped_hypergammon`]) with the bear-off databases
    /// for up to three checkers a side (one-sided and two-sided), built
    /// here.
    ///
    /// # Errors
    ///
    /// As [`shipped`](PlayerEvaluator::shipped).
    pub fn shipped_hypergammon() -> Result<Self, ShippedError> {
        Ok(PlayerEvaluator::new(
            NetEvaluator::shipped_hypergammon()?,
            RaceEvaluator::build(3, 3)?,
        ))
    }

    /// The shipped player for `rules`: [`shipped_hypergammon`](PlayerEvaluator::shipped_hypergammon)
    /// for hypergammon with two or three checkers, [`shipped`](PlayerEvaluator::shipped)
    /// for every other rule set, as [`ShippedNet::for_rules`](super::ShippedNet::for_rules)
    /// decides.
    ///
    /// # Errors
    ///
    /// As [`shipped`](PlayerEvaluator::shipped).
    pub fn shipped_for(rules: &BackgammonRules) -> Result<Self, ShippedError> {
        super::ShippedNet::for_rules(rules).player()
    }

    /// The network it reads in contact.
    pub fn net(&self) -> &NetEvaluator {
        &self.net
    }

    /// The race evaluator it reads in races.
    pub fn race(&self) -> &RaceEvaluator {
        &self.race
    }
}

impl Evaluator for PlayerEvaluator {
    fn evaluate(&self, game: &BackgammonGame, state: &BackgammonState) -> Probabilities {
        // `race` answers `None` while the sides can still meet.
        match self.race.race(state) {
            Some(p) => p,
            None => self.net.evaluate(game, state),
        }
    }

    fn evaluate_batch(
        &self,
        game: &BackgammonGame,
        states: &[BackgammonState],
        out: &mut [Probabilities],
    ) {
        self.evaluate_batch_with(game, states, out, &mut EvalScratch::default());
    }

    fn evaluate_with(
        &self,
        game: &BackgammonGame,
        state: &BackgammonState,
        scratch: &mut EvalScratch,
    ) -> Probabilities {
        match self.race.race(state) {
            Some(p) => p,
            None => self.net.evaluate_with(game, state, scratch),
        }
    }

    /// The races from the databases, the contact positions in one batch
    /// of the network.
    fn evaluate_batch_with(
        &self,
        game: &BackgammonGame,
        states: &[BackgammonState],
        out: &mut [Probabilities],
        scratch: &mut EvalScratch,
    ) {
        let mut contact = core::mem::take(&mut scratch.states);
        let mut index = core::mem::take(&mut scratch.index);
        let mut chances = core::mem::take(&mut scratch.chances);
        contact.clear();
        index.clear();
        for (i, (state, slot)) in states.iter().zip(out.iter_mut()).enumerate() {
            if let Some(p) = self.race.race(state) {
                *slot = p;
            } else {
                contact.push(*state);
                index.push(i);
            }
        }
        chances.clear();
        chances.resize(contact.len(), Probabilities::default());
        self.net
            .evaluate_batch_with(game, &contact, &mut chances, scratch);
        for (&i, p) in index.iter().zip(&chances) {
            out[i] = *p;
        }
        (scratch.states, scratch.index, scratch.chances) = (contact, index, chances);
    }
}
