//! The checks every target makes on a game it plays: listed actions are
//! accepted, unlisted ones refused without a trace, states validate and
//! survive JSON.

use racegame::backgammon::{BackgammonAction, BackgammonGame};
use racegame::goose::GooseGame;
use racegame::ludo::{LudoAction, LudoGame};
use racegame::record::Presets;
use racegame::ur::{UrAction, UrGame};
use racegame::{Discard, RaceGame, Roll};
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::api;

/// A game the targets can drive: serializable, and able to make up an
/// arbitrary action of its kind from a byte (listed or not).
pub trait FuzzGame:
    RaceGame<State: Serialize + DeserializeOwned, Action: Serialize + DeserializeOwned>
    + Presets
    + Clone
    + PartialEq
    + core::fmt::Debug
    + Serialize
    + DeserializeOwned
{
    /// Any action of this game's kind, legal or not, from `byte`.
    fn any_action(byte: u8) -> Self::Action;

    /// Whether the game has a known crate bug (see [`api::known`]), so
    /// that [`drive`] skips it.
    fn known_bug(&self) -> bool {
        false
    }
}

/// A roll of one or two dice from a byte (low bit: how many).
pub fn roll_from(byte: u8) -> Roll {
    let a = 1 + (byte >> 1) % 6;
    let b = 1 + (byte >> 4) % 6;
    let roll = if byte & 1 == 0 {
        Roll::one(a)
    } else {
        Roll::two(a, b)
    };
    roll.unwrap_or_else(|_| unreachable!("die values are 1 to 6"))
}

impl FuzzGame for GooseGame {
    fn any_action(byte: u8) -> Self::Action {
        api::goose_throw(roll_from(byte))
    }

    fn known_bug(&self) -> bool {
        api::known::goose_game(self)
    }
}

/// Numbers for an action's fields: small ones, in and just out of every
/// engine's range, and the far end of a byte (where an arithmetic done
/// before a range check overflows).
const FIELD: [u8; 8] = [0, 1, 2, 3, 4, 5, 128, u8::MAX];

impl FuzzGame for LudoGame {
    fn any_action(byte: u8) -> Self::Action {
        // Tokens 0 to 5, 128 and 255 (4 and up never exist), dice 0 to 2
        // and 255 (2 and up never).
        let token = FIELD[usize::from(byte >> 3 & 7)];
        let die = [0, 1, 2, u8::MAX][usize::from(byte >> 6)];
        match byte & 7 {
            0 => api::ludo_throw(roll_from(byte >> 3)),
            1 => LudoAction::Enter,
            2 => LudoAction::Move { token },
            3 => LudoAction::EnterDie { die },
            4 => LudoAction::MoveDie { token, die },
            5 => LudoAction::EnterTotal,
            6 => LudoAction::MoveSum { token },
            _ => LudoAction::BonusMove { token },
        }
    }
}

impl FuzzGame for UrGame {
    fn any_action(byte: u8) -> Self::Action {
        // Throws 0 to 7 (5 to 7 never) or from 128 up, path indexes 0 to
        // 31 (past 16 never) or 224 to 255.
        match byte & 3 {
            0 if byte & 0x80 != 0 => api::ur_throw(byte),
            0 => api::ur_throw(byte >> 2 & 7),
            1 => UrAction::Enter,
            2 => UrAction::Move { from: byte >> 3 },
            _ => UrAction::Move {
                from: u8::MAX - (byte >> 3),
            },
        }
    }
}

impl FuzzGame for BackgammonGame {
    fn any_action(byte: u8) -> Self::Action {
        // Throws of two dice (and one, never legal); the cube's actions;
        // moves from 0 to 31 (0 and 26 on never) with dice 0 to 7 (0 and 7
        // never), or with points and dice up to 255.
        match byte & 3 {
            0 => api::backgammon_throw(roll_from(byte >> 2)),
            1 if byte & 4 == 0 => [
                BackgammonAction::Double,
                BackgammonAction::Roll,
                BackgammonAction::Take,
                BackgammonAction::Pass,
                BackgammonAction::Beaver,
            ][usize::from(byte >> 3) % 5],
            1 => BackgammonAction::Move {
                from: [0, 1, 24, 25, 26, 128, 254, u8::MAX][usize::from(byte >> 3 & 7)],
                die: [1, 6, 7, u8::MAX][usize::from(byte >> 6)],
            },
            _ => BackgammonAction::Move {
                from: (byte >> 2) & 31,
                die: byte.rotate_left(3) & 7,
            },
        }
    }
}

impl FuzzGame for racegame::slide::SlideGame {
    fn any_action(byte: u8) -> Self::Action {
        use racegame::slide::{Card, SlideAction};
        // Draws of every card, and moves with pawns, seats and steps in
        // and just out of range or at the far end of a byte.
        let field = FIELD[usize::from(byte >> 3 & 7)];
        let small = byte >> 6;
        match byte & 7 {
            0 => SlideAction::Draw(Card::ALL[usize::from(byte >> 3) % Card::ALL.len()]),
            1 => SlideAction::Start { pawn: field },
            2 => SlideAction::Forward {
                pawn: small,
                steps: field.wrapping_mul(3),
            },
            3 => SlideAction::Backward {
                pawn: small,
                steps: field,
            },
            4 => SlideAction::Sorry {
                pawn: small,
                seat: field,
                target: small,
            },
            5 => SlideAction::Swap {
                pawn: field,
                seat: small,
                target: field,
            },
            6 => SlideAction::Forward {
                pawn: field,
                steps: 7 - small,
            },
            _ => SlideAction::Pass,
        }
    }
}

/// A state the game reached: it validates, and JSON gives it back whole.
pub fn reached<G: FuzzGame>(game: &G, state: &G::State) {
    if let Err(e) = game.validate(state) {
        panic!("a reached state is invalid: {e}\n{state:?}");
    }
    round_trips(state);
    let over = game.is_over(state);
    assert_eq!(
        over,
        game.outcome(state).is_some(),
        "over without an outcome, or the reverse"
    );
}

/// `value` written as JSON reads back equal.
pub fn round_trips<T: Serialize + DeserializeOwned + PartialEq + core::fmt::Debug>(value: &T) {
    let json = serde_json::to_vec(value).unwrap_or_else(|e| panic!("not serializable: {e}"));
    match serde_json::from_slice::<T>(&json) {
        Ok(back) => assert_eq!(&back, value, "JSON changed the value"),
        Err(e) => panic!("own JSON refused: {e}: {}", String::from_utf8_lossy(&json)),
    }
}

/// A listed action: accepted, by both roads (with and without events), to
/// the same valid state.
pub fn accepted<G: FuzzGame>(game: &G, state: &G::State, action: G::Action) -> G::State {
    let mut events = Vec::new();
    let next = match game.apply_into(state, action, &mut events) {
        Ok(next) => next,
        Err(e) => panic!("listed but refused: {action:?}: {e}\n{state:?}"),
    };
    let mut quiet = state.clone();
    if let Err(e) = game.apply_mut(&mut quiet, action, &mut Discard) {
        panic!("accepted with events, refused without: {action:?}: {e}");
    }
    assert_eq!(quiet, next, "the quiet road led elsewhere: {action:?}");
    next
}

/// An unlisted action: refused, with no event and no change.
pub fn refused<G: FuzzGame>(game: &G, state: &G::State, action: G::Action) {
    let mut events = Vec::new();
    let mut after = state.clone();
    match game.apply_mut(&mut after, action, &mut events) {
        Ok(()) => panic!("accepted an unlisted action: {action:?}\n{state:?}"),
        Err(e) => {
            let _ = e.to_string();
        }
    }
    assert!(
        events.is_empty(),
        "a refused action pushed events: {events:?}"
    );
    assert_eq!(&after, state, "a refused action changed the state");
}

/// Plays `game` from its start, one byte of `choices` per action (cycled
/// up to `max_steps` actions), checking every step; returns the actions
/// played and the final state. A game with a known bug is not played.
pub fn drive<G: FuzzGame>(
    game: &G,
    choices: &[u8],
    max_steps: usize,
) -> (Vec<G::Action>, G::State) {
    let mut state = game.initial_state();
    if game.known_bug() {
        return (Vec::new(), state);
    }
    reached(game, &state);
    let mut played = Vec::new();
    let mut legal = Vec::new();
    let steps = choices.len().saturating_mul(40).min(max_steps);
    for (step, &c) in choices.iter().cycle().take(steps).enumerate() {
        game.legal_actions(&state, &mut legal);
        if legal.is_empty() {
            assert!(game.is_over(&state), "nothing legal but the game goes on");
            break;
        }
        assert!(!game.is_over(&state), "legal actions after the end");
        let outcomes = api::chance_outcomes(game, &state);
        if !outcomes.is_empty() {
            let listed: Vec<_> = outcomes.iter().map(|(a, _)| *a).collect();
            assert_eq!(listed, legal, "chance outcomes are the legal throws");
        }
        for &a in &legal {
            let next = accepted(game, &state, a);
            if let Err(e) = game.validate(&next) {
                panic!("a listed action leads to an invalid state: {a:?}: {e}");
            }
        }
        let other = G::any_action(c.rotate_left(3) ^ step as u8);
        if !legal.contains(&other) {
            refused(game, &state, other);
        }
        let action = legal[usize::from(c) % legal.len()];
        state = accepted(game, &state, action);
        played.push(action);
        reached(game, &state);
    }
    if game.is_over(&state) {
        game.legal_actions(&state, &mut legal);
        assert!(legal.is_empty(), "legal actions after the end");
    }
    (played, state)
}

/// Plays `game` from its start without the per-step checks, one byte of
/// `choices` per action (cycled up to `max_steps`): for targets that need a
/// long game fast. Chance actions are picked among the legal throws too.
pub fn play_quickly<G: FuzzGame>(
    game: &G,
    choices: &[u8],
    max_steps: usize,
) -> (Vec<G::Action>, G::State) {
    let mut state = game.initial_state();
    let mut played = Vec::new();
    let mut legal = Vec::new();
    let steps = choices.len().saturating_mul(40).min(max_steps);
    for &c in choices.iter().cycle().take(steps) {
        game.legal_actions(&state, &mut legal);
        if legal.is_empty() {
            break;
        }
        let action = legal[usize::from(c) % legal.len()];
        if let Err(e) = game.apply_mut(&mut state, action, &mut Discard) {
            panic!("listed but refused: {action:?}: {e}");
        }
        played.push(action);
    }
    (played, state)
}

/// The first JSON value in `bytes` and the bytes after it, or `None` when
/// it does not read as a `T` (the error's `Display` is printed).
pub fn json_prefix<T: DeserializeOwned>(bytes: &[u8]) -> Option<(T, &[u8])> {
    let mut stream = serde_json::Deserializer::from_slice(bytes).into_iter::<T>();
    match stream.next() {
        Some(Ok(value)) => Some((value, &bytes[stream.byte_offset()..])),
        Some(Err(e)) => {
            let _ = e.to_string();
            None
        }
        None => None,
    }
}

impl FuzzGame for racegame::pachisi::PachisiGame {
    fn any_action(byte: u8) -> Self::Action {
        use racegame::pachisi::PachisiAction;
        // Throws 0 to 31 (19 up never), moves from 0 to 95 (84 up never)
        // with counts 0 to 7 (0 and 5 up never), or passes; with the top
        // bit and the low bits 1, any byte as a throw of the dice used
        // separately (most no lot) or a die's move (dice 0 to 7, most
        // no die).
        match byte & 3 {
            0 => PachisiAction::Throw(byte >> 3),
            1 if byte & 0x80 != 0 => PachisiAction::Throw(byte | 0x40),
            2 if byte & 0x80 != 0 => PachisiAction::MoveDie {
                die: (byte >> 2) & 7,
                from: (byte >> 5) * 12,
                count: 1,
            },
            3 if byte & 4 != 0 => PachisiAction::Pass,
            _ => PachisiAction::Move {
                from: (byte >> 2) % 96,
                count: byte >> 5,
            },
        }
    }
}
