//! Arbitrary bytes as saved `Dice` in JSON: refused, or dice that throw
//! one or two values from 1 to 6, pick below any bound, throw for a game an
//! action the game accepts, and, saved again, go on exactly as before.
#![no_main]

use libfuzzer_sys::fuzz_target;
use racegame::Dice;
use racegame::goose::GooseGame;
use racegame::ludo::LudoGame;
use racegame_fuzz::api;
use racegame_fuzz::check::{FuzzGame, accepted, json_prefix, round_trips};

fuzz_target!(|data: &[u8]| {
    let Some((mut dice, rest)) = json_prefix::<Dice>(data) else {
        return;
    };
    round_trips(&dice);
    let saved = dice.clone();
    let mut again = resaved(&dice);
    for &b in rest.iter().take(64) {
        throws(&mut dice, b);
    }
    for &b in rest.iter().take(64) {
        throws(&mut again, b);
    }
    assert_eq!(dice, again, "saved dice went on differently");
    let mut dice = saved;
    if let Ok(game) = GooseGame::snakes_and_ladders(1) {
        throw_for(&mut dice, &game);
    }
    if let Ok(game) = LudoGame::parchis_two_dice(2) {
        throw_for(&mut dice, &game);
    }
});

/// The dice written as JSON and read back.
fn resaved(dice: &Dice) -> Dice {
    let json = serde_json::to_string(dice).unwrap_or_else(|e| panic!("{e}"));
    serde_json::from_str(&json).unwrap_or_else(|e| panic!("own JSON refused: {e}: {json}"))
}

/// One use of the dice, picked by `b`: a throw, a die, or a bounded pick.
fn throws(dice: &mut Dice, b: u8) {
    match b % 3 {
        0 => {
            let count = 1 + b / 3 % 2;
            let roll = dice.roll(count);
            assert_eq!(roll.count(), count);
            assert!(roll.dice().iter().all(|v| (1..=6).contains(v)), "{roll:?}");
        }
        1 => assert!((1..=6).contains(&dice.die())),
        _ => {
            let n = usize::from(b / 3) << (b % 7 * 8);
            let k = dice.below(n);
            assert!(k < n.max(1), "below({n}) gave {k}");
        }
    }
}

/// A throw for the game's first state, accepted by the game.
fn throw_for<G: FuzzGame>(dice: &mut Dice, game: &G) {
    let state = game.initial_state();
    match api::throw_for(dice, game, &state) {
        Some(action) => {
            accepted(game, &state, action);
        }
        None => panic!("no throw for a game waiting for one"),
    }
}
