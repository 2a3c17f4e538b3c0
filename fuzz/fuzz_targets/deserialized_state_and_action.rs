//! Arbitrary bytes read as a saved game (rules, state and action, in JSON):
//! loading either refuses with an error or gives values that `validate`,
//! `legal_actions` and `apply` handle without panicking; a refused action
//! leaves no event behind.
#![no_main]

use libfuzzer_sys::fuzz_target;
use racegame::RaceGame;
use racegame::goose::{GooseAction, GooseGame, GooseState};

fuzz_target!(|data: &[u8]| {
    // The first byte picks how to read the rest, so the fuzzer can reach
    // both a preset with a hand-made state and fully arbitrary rules.
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let (game, rest) = if mode % 2 == 0 {
        let players = usize::from(mode / 2 % 7);
        let game = match mode / 14 % 4 {
            0 => GooseGame::railway(players),
            1 => GooseGame::vermifuge_lune(players),
            2 => GooseGame::classic_goose(players),
            _ => GooseGame::snakes_and_ladders(players),
        };
        let Ok(game) = game else { return };
        (game, rest)
    } else {
        let mut stream = serde_json::Deserializer::from_slice(rest).into_iter::<GooseGame>();
        let Some(Ok(game)) = stream.next() else {
            return;
        };
        let used = stream.byte_offset();
        (game, &rest[used..])
    };
    let mut stream =
        serde_json::Deserializer::from_slice(rest).into_iter::<(GooseState, GooseAction)>();
    let Some(Ok((state, action))) = stream.next() else {
        return;
    };
    check(&game, &state, action);
});

fn check(game: &GooseGame, state: &GooseState, action: GooseAction) {
    let valid = game.validate(state).is_ok();
    let mut legal = Vec::new();
    game.legal_actions(state, &mut legal);
    let mut events = Vec::new();
    let before = *state;
    match game.apply_into(state, action, &mut events) {
        Ok(next) => {
            if valid {
                assert!(legal.contains(&action), "accepted an unlisted action");
                assert!(game.validate(&next).is_ok(), "a valid state led to an invalid one");
            }
        }
        Err(_) => {
            assert!(events.is_empty(), "a refused action pushed events");
            if valid {
                assert!(!legal.contains(&action), "refused a listed action");
            }
        }
    }
    assert_eq!(before, *state);
}
