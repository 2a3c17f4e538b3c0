//! What the environments make of a game, written once for every family and
//! shared by `Table` (the PettingZoo and Gymnasium environments) and
//! `BatchEnv`: who decides, the mask, a step, the bots and the rewards.
//!
//! Chance is played between decisions, so an environment only ever waits
//! for a seat's choice. A family without choices (the Goose games) gets one
//! action per seat instead, index 0, "throw": its turns are its throws.

use pyo3::prelude::*;
use racegame::{Dice, Discard, Outcome, Seat, ToAct};

use crate::family::Engine;
use crate::opponent::Brain;
use crate::{IllegalActionError, RaceGameError, err};

/// Whether the seats' turns are their throws (a family without choices).
pub(crate) fn throws_are_turns<G: Engine>(g: &G) -> bool {
    g.num_actions() == 0
}

/// The size of an environment's action space: the game's, or 1 ("throw")
/// where the turns are throws.
pub(crate) fn env_actions<G: Engine>(g: &G) -> usize {
    g.num_actions().max(1)
}

/// The seat whose decision is due in `s`, or `None` once the game is over.
pub(crate) fn decider<G: Engine>(g: &G, s: &G::State) -> Option<Seat> {
    match g.to_act(s) {
        ToAct::Player(seat) => Some(seat),
        ToAct::Chance(seat) if throws_are_turns(g) => Some(seat),
        _ => None,
    }
}

/// Applies throws from `dice` until a player must choose or the game is
/// over.
///
/// # Errors
///
/// A refused throw (an engine bug), as a `RaceGameError`.
pub(crate) fn run_chance<G: Engine>(g: &G, s: &mut G::State, dice: &mut Dice) -> PyResult<()> {
    while let ToAct::Chance(_) = g.to_act(s) {
        let Some(throw) = dice.throw_for(g, s) else {
            return Err(RaceGameError::new_err("chance to act with no outcome"));
        };
        g.apply_mut(s, throw, &mut Discard)
            .map_err(err(RaceGameError::new_err))?;
    }
    Ok(())
}

/// Brings `s` to the next decision: the throws in between, none where the
/// turns are throws.
///
/// # Errors
///
/// As [`run_chance`].
pub(crate) fn settle<G: Engine>(g: &G, s: &mut G::State, dice: &mut Dice) -> PyResult<()> {
    if throws_are_turns(g) {
        Ok(())
    } else {
        run_chance(g, s, dice)
    }
}

/// Writes the environment's mask of `s` into `out` ([`env_actions`]
/// long): the legal choices, or the one "throw" where the turns are
/// throws; all false once the game is over.
///
/// # Errors
///
/// A mask of the wrong length (a bug of the caller), as a `RaceGameError`.
pub(crate) fn write_mask<G: Engine>(
    g: &G,
    s: &G::State,
    out: &mut [bool],
    scratch: &mut Vec<G::Action>,
) -> PyResult<()> {
    if throws_are_turns(g) {
        out.fill(false);
        if let Some(slot) = out.first_mut() {
            *slot = decider(g, s).is_some();
        }
        return Ok(());
    }
    g.legal_mask_with(s, out, scratch)
        .map_err(err(RaceGameError::new_err))
}

/// Plays the environment's action `index` for the seat that decides, then
/// the throws up to the next decision. A refusal changes nothing.
///
/// # Errors
///
/// `IllegalActionError` for an index outside the space or a move the
/// rules refuse (the game over included).
pub(crate) fn play<G: Engine>(
    g: &G,
    s: &mut G::State,
    index: i64,
    dice: &mut Dice,
) -> PyResult<()> {
    decide(g, s, index, dice).map_err(IllegalActionError::new_err)?;
    settle(g, s, dice)
}

/// Plays the decision `index` alone (no throws after it), or says why the
/// rules refuse it, changing nothing.
fn decide<G: Engine>(g: &G, s: &mut G::State, index: i64, dice: &mut Dice) -> Result<(), String> {
    if !throws_are_turns(g) {
        return g
            .apply_mut(s, choice(g, index)?, &mut Discard)
            .map_err(|e| e.to_string());
    }
    if let Some(why) = no_throw(g, s, index) {
        return Err(why);
    }
    let throw = dice.throw_for(g, s).ok_or("the game is over")?;
    g.apply_mut(s, throw, &mut Discard)
        .map_err(|e| e.to_string())
}

/// The choice at `index`, or why there is none.
fn choice<G: Engine>(g: &G, index: i64) -> Result<G::Action, String> {
    usize::try_from(index)
        .ok()
        .and_then(|i| g.action_at(i))
        .ok_or_else(|| {
            format!(
                "action index {index} is outside the action space 0..{}",
                g.num_actions()
            )
        })
}

/// Why `index` is no throw where the turns are throws, if it is not.
fn no_throw<G: Engine>(g: &G, s: &G::State, index: i64) -> Option<String> {
    if index != 0 {
        Some(format!(
            "action index {index} is outside the action space 0..1 (0: throw)"
        ))
    } else if decider(g, s).is_none() {
        Some("the game is over".to_owned())
    } else {
        None
    }
}

/// Why the rules would refuse the decision `index` in `s`, if they would
/// (a choice is tried on a copy of the state).
pub(crate) fn refusal<G: Engine>(g: &G, s: &G::State, index: i64) -> Option<String> {
    if throws_are_turns(g) {
        return no_throw(g, s, index);
    }
    let action = match choice(g, index) {
        Ok(a) => a,
        Err(why) => return Some(why),
    };
    g.apply_mut(&mut { *s }, action, &mut Discard)
        .err()
        .map(|e| e.to_string())
}

/// A uniformly random legal index of the environment's action space for
/// the seat that decides in `s` (0 when nobody does), drawn from `picker`.
pub(crate) fn uniform_pick<G: Engine>(
    g: &G,
    s: &G::State,
    picker: &mut Dice,
    scratch: &mut Vec<G::Action>,
) -> i64 {
    if throws_are_turns(g) || !matches!(g.to_act(s), ToAct::Player(_)) {
        return 0;
    }
    g.legal_actions(s, scratch);
    scratch.retain(|a| g.action_index(a).is_some());
    if scratch.is_empty() {
        return 0;
    }
    let pick = scratch[picker.below(scratch.len())];
    g.action_index(&pick).map_or(0, |i| i as i64)
}

/// Plays the bots' decisions (`brain`'s: [`Engine::bot_pick`] for random
/// play, uniformly random moves from `picker` and the backgammon cube by
/// the race; or a trained player's) for every seat but `seat` until
/// `seat` decides or the game is over.
///
/// # Errors
///
/// A refused move (an engine bug), as a `RaceGameError`.
pub(crate) fn play_bots<G: Engine + 'static>(
    g: &G,
    s: &mut G::State,
    seat: Seat,
    dice: &mut Dice,
    (brain, picker): (&mut Brain, &mut Dice),
    scratch: &mut Vec<G::Action>,
) -> PyResult<()> {
    while let Some(other) = decider(g, s)
        && other != seat
    {
        let index = brain.pick(g, s, picker, scratch);
        play(g, s, index, dice).map_err(err(RaceGameError::new_err))?;
    }
    Ok(())
}

/// Whether a game that is over was cut short (by the rules' action limit)
/// rather than ended by its rules.
pub(crate) fn cut_short<G: Engine>(g: &G, s: &G::State) -> bool {
    matches!(g.outcome(s), Some(Outcome::Truncated))
}

/// Appends to `out` the reward of every seat in play, in turn order: its
/// payoff ([`RaceGame::payoff`](racegame::RaceGame::payoff), by the game's
/// scoring), 0 while the game goes on.
pub(crate) fn rewards<G: Engine>(g: &G, s: &G::State, out: &mut Vec<f32>) {
    out.extend(
        g.seats_in_play()
            .map(|seat| g.payoff(s, seat).unwrap_or(0) as f32),
    );
}
