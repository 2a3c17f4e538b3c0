//! The encodings for learning agents (`Encode`) of every engine. A game
//! (a preset or custom rules) played from the fuzzer's choices: in every
//! state reached, every seat's observation has the game's length and
//! finite values, a seat not at the table and a buffer of the wrong length
//! are refused and leave the buffer as it was, and the mask marks exactly
//! the legal choices (none while chance is to act or the game is over),
//! each at an index that names it; every index of the action space names
//! an action that has that index. A state read from JSON (any shape the
//! state type accepts, valid for the game or not) is encoded without a
//! panic, and checked as above when the game validates it.
#![no_main]

use arbitrary::{Arbitrary, Unstructured};
use libfuzzer_sys::fuzz_target;
use racegame::encode::{Encode, EncodeError};
use racegame::{Discard, Seat, ToAct};
use racegame_fuzz::build::{self, GooseInput, UrInput};
use racegame_fuzz::check::{FuzzGame, json_prefix};

/// Actions a game plays at most.
const MAX_STEPS: usize = 120;

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let mut u = Unstructured::new(rest);
    // Low two bits: the engine; the next: a preset or custom rules; the
    // next: a game played, or a state read from JSON.
    let which = mode >> 4;
    let custom = mode & 4 != 0;
    let json = mode & 8 != 0;
    match mode & 3 {
        0 => {
            let game = if custom {
                GooseInput::arbitrary(&mut u).ok().and_then(|i| i.game())
            } else {
                build::goose_preset(which, usize::from(which >> 2) % 4 + 1)
            };
            if let Some(g) = game {
                run(&g, json, u.take_rest());
            }
        }
        1 => {
            let game = if custom {
                build::ludo_game(&mut u)
            } else {
                build::ludo_preset(which, usize::from(which >> 2) % 5 + 2)
            };
            if let Some(g) = game {
                run(&g, json, u.take_rest());
            }
        }
        _ => {
            let game = if custom {
                UrInput::arbitrary(&mut u).ok().and_then(|i| i.game())
            } else {
                Some(build::ur_preset(which))
            };
            if let Some(g) = game {
                run(&g, json, u.take_rest());
            }
        }
    }
});

fn run<G: FuzzGame + Encode>(game: &G, json: bool, bytes: &[u8]) {
    if game.known_bug() {
        return;
    }
    action_space(game);
    if json {
        from_json(game, bytes);
    } else {
        played(game, bytes);
    }
}

/// Every index names an action with that index; past the end, none.
fn action_space<G: FuzzGame + Encode>(game: &G) {
    for index in 0..game.num_actions() {
        let action = game
            .action_at(index)
            .unwrap_or_else(|| panic!("index {index} of {} names nothing", game.num_actions()));
        assert_eq!(game.action_index(&action), Some(index), "{action:?}");
        assert!(!game.is_throw(&action), "a throw in the action space");
    }
    assert_eq!(game.action_at(game.num_actions()), None);
}

/// Plays one byte per action, checking the encoding of every state.
fn played<G: FuzzGame + Encode>(game: &G, choices: &[u8]) {
    let mut state = game.initial_state();
    let mut legal = Vec::new();
    for &c in choices
        .iter()
        .cycle()
        .take(MAX_STEPS.min(choices.len() * 8))
    {
        encoded(game, &state, &mut legal);
        if legal.is_empty() {
            return;
        }
        let action = legal[usize::from(c) % legal.len()];
        if let Err(e) = game.apply_mut(&mut state, action, &mut Discard) {
            panic!("listed but refused: {action:?}: {e}");
        }
    }
    encoded(game, &state, &mut legal);
}

/// A state from JSON: encoded without a panic, and checked in full when
/// the game accepts it.
fn from_json<G: FuzzGame + Encode>(game: &G, bytes: &[u8]) {
    let Some((state, _)) = json_prefix::<G::State>(bytes) else {
        return;
    };
    let mut mask = vec![false; game.num_actions()];
    let _ = game.legal_mask(&state, &mut mask);
    for seat in (0..=8).map(Seat) {
        let _ = game.observation(&state, seat);
    }
    if game.validate(&state).is_ok() {
        encoded(game, &state, &mut Vec::new());
    }
}

/// The checks of the module docs on one valid state; leaves the legal
/// actions in `legal`.
fn encoded<G: FuzzGame + Encode>(game: &G, state: &G::State, legal: &mut Vec<G::Action>) {
    let len = game.observation_len();
    for seat in game.seats_in_play() {
        let obs = game
            .observation(state, seat)
            .unwrap_or_else(|e| panic!("{seat}: {e}"));
        assert_eq!(obs.len(), len);
        assert!(obs.iter().all(|v| v.is_finite()), "{seat}: {obs:?}");
    }
    if let Some(absent) = (0..=8)
        .map(Seat)
        .find(|s| !game.seats_in_play().any(|p| p == *s))
    {
        let mut out = vec![7.0; len];
        assert_eq!(
            game.observe(state, absent, &mut out),
            Err(EncodeError::SeatNotInGame(absent))
        );
        assert!(out.iter().all(|&v| v == 7.0), "a refusal wrote");
    }
    let mut long = vec![7.0; len + 1];
    let seat = game.seats_in_play().next().unwrap_or(Seat(0));
    assert!(matches!(
        game.observe(state, seat, &mut long),
        Err(EncodeError::BufferLen { .. })
    ));
    assert!(long.iter().all(|&v| v == 7.0), "a refusal wrote");
    mask_is_the_legal_choices(game, state, legal);
}

fn mask_is_the_legal_choices<G: FuzzGame + Encode>(
    game: &G,
    state: &G::State,
    legal: &mut Vec<G::Action>,
) {
    let mut mask = vec![false; game.num_actions()];
    game.legal_mask(state, &mut mask)
        .unwrap_or_else(|e| panic!("{e}"));
    let mut wrong = vec![true; game.num_actions() + 1];
    assert!(game.legal_mask(state, &mut wrong).is_err());
    assert!(wrong.iter().all(|&b| b), "a refusal wrote");
    game.legal_actions(state, legal);
    if !matches!(game.to_act(state), ToAct::Player(_)) {
        assert!(mask.iter().all(|&b| !b), "a mask while no player chooses");
        assert!(
            legal.iter().all(|a| game.action_index(a).is_none()),
            "a throw with an index"
        );
        return;
    }
    let mut marked = vec![false; game.num_actions()];
    for action in legal.iter() {
        let index = game
            .action_index(action)
            .unwrap_or_else(|| panic!("legal {action:?} has no index"));
        assert_eq!(game.action_at(index), Some(*action));
        assert!(!marked[index], "two legal choices at index {index}");
        marked[index] = true;
    }
    assert_eq!(mask, marked, "the mask is not the legal choices");
}
