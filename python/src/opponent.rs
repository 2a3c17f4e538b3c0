//! The crate's trained players as opponents of the environments and as
//! `Bot`: backgammon's shipped player for the rules at its levels, the Ur, Ludo
//! and Pachisi networks at 0 or 1 ply, or uniformly random moves; and their hints.

use std::any::Any;
use std::sync::OnceLock;

use pyo3::prelude::*;
use racegame::Dice;
use racegame::backgammon::bot::{Bot as BgBot, Level, PlayerEvaluator, ShippedNet};
use racegame::backgammon::{BackgammonGame, BackgammonRules};
use racegame::learn::{LudoTask, NetPolicy, Observed, ludo_player, pachisi_player, ur_player};
use racegame::ludo::LudoGame;
use racegame::pachisi::PachisiGame;
use racegame::play::Policy;
use racegame::ur::UrGame;

use crate::ConfigError;
use crate::family::{AnyGame, Each, Engine};

/// The shipped backgammon evaluator for `rules`, as the library chooses
/// it ([`ShippedNet::for_rules`]: the three-checker hypergammon network in
/// hypergammon with two or three checkers, the backgammon network
/// elsewhere), each
/// built once (the bear-off databases take a few CPU seconds) and shared
/// by every bot of the process.
fn shipped(rules: &BackgammonRules) -> PyResult<&'static PlayerEvaluator> {
    type Cell = OnceLock<Result<PlayerEvaluator, String>>;
    static BACKGAMMON: Cell = OnceLock::new();
    static HYPERGAMMON: Cell = OnceLock::new();
    let which = ShippedNet::for_rules(rules);
    let cell = match which {
        ShippedNet::Hypergammon => &HYPERGAMMON,
        _ => &BACKGAMMON,
    };
    cell.get_or_init(|| which.player().map_err(|e| e.to_string()))
        .as_ref()
        .map_err(|e| ConfigError::new_err(e.clone()))
}

/// What decides for an opponent.
#[derive(Clone, Debug)]
pub(crate) enum Brain {
    /// Uniformly random moves (and the backgammon cube by the race).
    Random,
    /// The shipped backgammon player.
    Backgammon(Box<BgBot<&'static PlayerEvaluator>>),
    /// The shipped Ur network.
    Ur(Box<NetPolicy<Observed>>),
    /// A shipped Ludo network.
    Ludo(Box<NetPolicy<LudoTask>>),
    /// A shipped Pachisi network.
    Pachisi(Box<NetPolicy<Observed>>),
}

/// The backgammon levels by name.
const BG_LEVELS: [(&str, Level); 4] = [
    ("beginner", Level::Beginner),
    ("intermediate", Level::Intermediate),
    ("expert", Level::Expert),
    ("master", Level::Master),
];

/// The Ur, Ludo and Pachisi levels by name: the network's plies.
const NET_LEVELS: [(&str, u8); 2] = [("intermediate", 0), ("expert", 1)];

/// The names of `levels`, for a message.
fn names<T>(levels: &[(&str, T)]) -> String {
    levels.iter().map(|l| l.0).collect::<Vec<_>>().join(", ")
}

/// The level called `name` among `levels` (`None`: the default,
/// "expert").
fn level<T: Copy>(levels: &[(&str, T)], name: Option<&str>, family: &str) -> PyResult<T> {
    let name = name.unwrap_or("expert");
    levels
        .iter()
        .find(|l| l.0 == name)
        .map(|l| l.1)
        .ok_or_else(|| {
            ConfigError::new_err(format!(
                "unknown {family} bot level {:?}; the levels are {}",
                name.chars().take(40).collect::<String>(),
                names(levels)
            ))
        })
}

/// The Ludo network's name for a Ludo preset's Python name.
fn ludo_net(preset: &str) -> String {
    preset.replace('_', "-")
}

impl Brain {
    /// The bot of `preset`'s family at level `name` (`None`: "expert").
    ///
    /// # Errors
    ///
    /// `ConfigError` for an unknown level, a preset without a trained
    /// player (Ur's `masters` and `blitz`), or a level given in the Goose
    /// games, whose every opponent only throws the dice.
    pub(crate) fn bot(preset: &str, game: &AnyGame, name: Option<&str>) -> PyResult<Brain> {
        match game {
            Each::Backgammon(g) => {
                let l = level(&BG_LEVELS, name, "backgammon")?;
                // The odd-ply blend as `Bot::shipped` plays it: an odd
                // ply's equity averaged with the ply below (measured
                // better at 1 ply by gnubg's judgement).
                Ok(Brain::Backgammon(Box::new(
                    BgBot::new(shipped(g.rules())?, l).with_odd_ply_blend(true),
                )))
            }
            Each::Ur(g) => {
                let plies = level(&NET_LEVELS, name, "Ur")?;
                let p = ur_player(g).map_err(|_| {
                    ConfigError::new_err(format!(
                        "no trained Ur player for {preset:?}: the shipped network plays \
                         Finkel's rules (\"finkel\"); use \"random\""
                    ))
                })?;
                Ok(Brain::Ur(Box::new(p.with_plies(plies))))
            }
            Each::Ludo(g) => {
                let plies = level(&NET_LEVELS, name, "Ludo")?;
                let p = ludo_player(&ludo_net(preset), g).map_err(|e| {
                    ConfigError::new_err(format!("no trained Ludo player for {preset:?}: {e}"))
                })?;
                Ok(Brain::Ludo(Box::new(p.with_plies(plies))))
            }
            Each::Goose(_) => match name {
                None => Ok(Brain::Random),
                Some(l) => Err(ConfigError::new_err(format!(
                    "the Goose games have no decisions, so no bot levels ({:?}): \
                     every opponent only throws the dice",
                    l.chars().take(40).collect::<String>()
                ))),
            },
            Each::Slide(_) => Err(ConfigError::new_err(format!(
                "no trained player for the card race {preset:?}: use \"random\""
            ))),
            Each::Pachisi(g) => {
                let plies = level(&NET_LEVELS, name, "Pachisi")?;
                let p = pachisi_player(preset, g).map_err(|e| {
                    ConfigError::new_err(format!("no trained Pachisi player for {preset:?}: {e}"))
                })?;
                Ok(Brain::Pachisi(Box::new(p.with_plies(plies))))
            }
        }
    }

    /// An opponent by its name: `"random"`, `"bot"` (the family's bot at
    /// its default level) or `"bot:LEVEL"`.
    ///
    /// # Errors
    ///
    /// `ConfigError` for any other name, and as [`Brain::bot`].
    pub(crate) fn named(preset: &str, game: &AnyGame, spec: &str) -> PyResult<Brain> {
        match spec.split_once(':') {
            None if spec == "random" => Ok(Brain::Random),
            None if spec == "bot" => Brain::bot(preset, game, None),
            Some(("bot", l)) => Brain::bot(preset, game, Some(l)),
            _ => Err(ConfigError::new_err(format!(
                "unknown opponent {:?}: \"random\", \"bot\" or \"bot:LEVEL\"",
                spec.chars().take(40).collect::<String>()
            ))),
        }
    }

    /// The decision of this opponent in `state`, where a seat decides: an
    /// index of the environment's action space. Random play and the
    /// backgammon cube by the race come from [`Engine::bot_pick`]; a
    /// trained player chooses among the legal actions (its random draws,
    /// a beginner's noise, from `picker`).
    pub(crate) fn pick<G: Engine + 'static>(
        &mut self,
        g: &G,
        state: &G::State,
        picker: &mut Dice,
        scratch: &mut Vec<G::Action>,
    ) -> i64 {
        let chosen = match self {
            Brain::Random => None,
            Brain::Backgammon(bot) => {
                choose::<BackgammonGame, _, G>(bot.as_mut(), g, state, picker)
            }
            Brain::Ur(p) => choose::<UrGame, _, G>(p.as_mut(), g, state, picker),
            Brain::Ludo(p) => choose::<LudoGame, _, G>(p.as_mut(), g, state, picker),
            Brain::Pachisi(p) => choose::<PachisiGame, _, G>(p.as_mut(), g, state, picker),
        };
        chosen.unwrap_or_else(|| g.bot_pick(state, picker, scratch))
    }
}

/// `policy`'s choice in `state` when `g` is a `C` (the family the policy
/// plays), as an index of `C`'s action space; `None` for another family
/// or when no player decides.
fn choose<C, P, G>(policy: &mut P, g: &G, state: &G::State, picker: &mut Dice) -> Option<i64>
where
    C: Engine + 'static,
    P: Policy<C>,
    G: Engine + 'static,
{
    let game = (g as &dyn Any).downcast_ref::<C>()?;
    let state = (state as &dyn Any).downcast_ref::<C::State>()?;
    if !matches!(game.to_act(state), racegame::ToAct::Player(_)) {
        return None;
    }
    let mut legal = Vec::new();
    game.legal_actions(state, &mut legal);
    legal.retain(|a| game.action_index(a).is_some());
    if legal.is_empty() {
        return None;
    }
    let i = policy.choose(game, state, &legal, picker.rng_mut());
    let action = legal.get(i).or(legal.last())?;
    game.action_index(action).map(|i| i as i64)
}
