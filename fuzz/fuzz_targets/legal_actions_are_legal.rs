//! From the fuzzer's bytes, a game and a sequence of choices among the legal
//! actions: every listed action is accepted, every state reached is valid,
//! and an action outside the list is refused.
#![no_main]

use libfuzzer_sys::fuzz_target;
use racegame::goose::{GooseAction, GooseGame};
use racegame::{RaceGame, Roll};

fuzz_target!(|data: &[u8]| {
    let Some((&mode, choices)) = data.split_first() else {
        return;
    };
    let players = usize::from(mode % 6) + 1;
    let game = match mode / 6 % 4 {
        0 => GooseGame::railway(players),
        1 => GooseGame::vermifuge_lune(players),
        2 => GooseGame::classic_goose(players),
        _ => GooseGame::snakes_and_ladders(players),
    };
    let Ok(game) = game else { return };
    let mut state = game.initial_state();
    let mut legal = Vec::new();
    for &c in choices {
        game.legal_actions(&state, &mut legal);
        if legal.is_empty() {
            assert!(game.is_over(&state));
            break;
        }
        for &a in &legal {
            assert!(game.apply(&state, a).is_ok(), "listed but refused: {a:?}");
        }
        // A throw with the other number of dice is never listed and never accepted.
        let wrong = if game.board().dice() == 1 {
            Roll::two(1, 1)
        } else {
            Roll::one(1)
        };
        if let Ok(wrong) = wrong {
            let wrong = GooseAction::Throw(wrong);
            assert!(!legal.contains(&wrong));
            assert!(game.apply(&state, wrong).is_err());
        }
        let action = legal[usize::from(c) % legal.len()];
        state = game.apply(&state, action).expect("listed action").0;
        assert!(game.validate(&state).is_ok(), "{:?}", game.validate(&state));
    }
});
