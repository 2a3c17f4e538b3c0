//! [`ShippedNet`]: which of the shipped networks the crate's player reads for a rule set.

use super::net::NetEvaluator;
use super::player_eval::{PlayerEvaluator, ShippedError};
use crate::backgammon::BackgammonRules;
use crate::learn::WeightsError;

/// The networks shipped with the crate, and the one choice of which the
/// crate's own player reads for a rule set ([`ShippedNet::for_rules`]):
/// [`PlayerEvaluator::shipped_for`], [`Bot::shipped_for`](super::Bot::shipped_for),
/// the command line and the Python bindings all ask it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ShippedNet {
    /// The backgammon network ([`NetEvaluator::shipped`]) with the full
    /// bear-off databases ([`PlayerEvaluator::shipped`]).
    Backgammon,
    /// The three-checker hypergammon network
    /// ([`NetEvaluator::shipped_hypergammon`]) with the bear-off databases
    /// for up to three checkers ([`PlayerEvaluator::shipped_hypergammon`]),
    /// for hypergammon with two or three checkers.
    Hypergammon,
}

impl ShippedNet {
    /// The network for `rules`: [`ShippedNet::Hypergammon`] when the
    /// checkers move as in hypergammon with two or three checkers a side,
    /// else [`ShippedNet::Backgammon`].
    ///
    /// The checkers move as in hypergammon with three checkers when `rules`
    /// equal [`BackgammonRules::hypergammon`] (three checkers a side on
    /// the 24-, 23- and 22-points, the sides travelling in opposite
    /// directions, hitting, backgammon's opening, no tavli, nardy or
    /// acey-deucey rule) in everything but how a game is scored and
    /// played out: the cube, match play, gammons and backgammons,
    /// resignations and the action limit are not looked at, since they
    /// change no move the network was trained on; with two checkers, when
    /// they equal [`BackgammonRules::hypergammon_with`]`(2)` so. The
    /// hypergammon network, trained on three checkers, plays two as well:
    /// judged by the exact cubeless table of two-checker hypergammon it
    /// loses 0.013 equity a decision at 0 ply and 0.005 at 2 ply, where
    /// the backgammon network loses 0.043 and 0.007 (a test of the crate
    /// bounds them). Any other start (one, four or five checkers, two or
    /// three elsewhere) or rule plays the backgammon network, which has
    /// seen only backgammon's games.
    ///
    /// ```
    /// use racegame::backgammon::bot::ShippedNet;
    /// use racegame::backgammon::{BackgammonRules, CubeRules};
    /// let hyper = BackgammonRules::hypergammon().with_cube(CubeRules::money());
    /// assert_eq!(ShippedNet::for_rules(&hyper), ShippedNet::Hypergammon);
    /// let two = BackgammonRules::hypergammon_with(2)?;
    /// assert_eq!(ShippedNet::for_rules(&two), ShippedNet::Hypergammon);
    /// let four = BackgammonRules::hypergammon_with(4)?;
    /// assert_eq!(ShippedNet::for_rules(&four), ShippedNet::Backgammon);
    /// let bg = BackgammonRules::backgammon();
    /// assert_eq!(ShippedNet::for_rules(&bg), ShippedNet::Backgammon);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn for_rules(rules: &BackgammonRules) -> ShippedNet {
        let moves_as = |hyper: BackgammonRules| {
            let moves = BackgammonRules {
                gammons: hyper.gammons,
                backgammons: hyper.backgammons,
                resignations: hyper.resignations,
                action_limit: hyper.action_limit,
                cube: hyper.cube,
                match_play: hyper.match_play,
                ..*rules
            };
            moves == hyper
        };
        let hypergammon = [2, 3]
            .into_iter()
            .filter_map(|n| BackgammonRules::hypergammon_with(n).ok())
            .any(moves_as);
        if hypergammon {
            ShippedNet::Hypergammon
        } else {
            ShippedNet::Backgammon
        }
    }

    /// Its network alone.
    ///
    /// # Errors
    ///
    /// [`WeightsError`] if the shipped file does not check out, which the
    /// crate's tests rule out for every release.
    pub fn net(self) -> Result<NetEvaluator, WeightsError> {
        match self {
            ShippedNet::Backgammon => NetEvaluator::shipped(),
            ShippedNet::Hypergammon => NetEvaluator::shipped_hypergammon(),
        }
    }

    /// Its player's evaluator: the network with its bear-off databases.
    ///
    /// # Errors
    ///
    /// As [`PlayerEvaluator::shipped`].
    pub fn player(self) -> Result<PlayerEvaluator, ShippedError> {
        match self {
            ShippedNet::Backgammon => PlayerEvaluator::shipped(),
            ShippedNet::Hypergammon => PlayerEvaluator::shipped_hypergammon(),
        }
    }
}
