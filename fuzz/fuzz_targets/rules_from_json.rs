//! Arbitrary bytes as rules in JSON: a Goose `BoardSpec`, `Board` or
//! `GooseGame`, a Ludo `LudoRules` or `LudoGame`, an Ur `UrRules` or
//! `UrGame`, a `BackgammonRules` or `BackgammonGame`. Loading refuses (and the
//! error prints) or yields values that survive a JSON round trip and a
//! game that plays a short game, driven by the bytes after the JSON, with
//! every check of `legal_actions_are_legal`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use racegame::backgammon::{BackgammonGame, BackgammonRules};
use racegame::goose::{Board, BoardSpec, GooseGame};
use racegame::ludo::{LudoGame, LudoRules};
use racegame::ur::{UrGame, UrRules};
use racegame_fuzz::check::{FuzzGame, drive, json_prefix, round_trips};

/// Actions of the short game at most.
const MAX_STEPS: usize = 300;

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let players = usize::from(mode >> 3);
    // 0xE0 to 0xEF pick backgammon: its rules, or a whole game.
    if (0xE0..0xF0).contains(&mode) {
        if mode & 1 == 0 {
            backgammon_rules(rest);
        } else {
            whole::<BackgammonGame>(rest);
        }
        return;
    }
    // The top four bits all set pick Ur: its rules, or a whole game.
    if mode >= 0xF0 {
        if mode & 1 == 0 {
            ur_rules(rest);
        } else {
            whole::<UrGame>(rest);
        }
        return;
    }
    match mode & 7 {
        0 | 5 => spec(players, rest),
        1 | 6 => board(players, rest),
        2 => whole::<GooseGame>(rest),
        3 | 7 => rules(players, rest),
        _ => whole::<LudoGame>(rest),
    }
});

fn spec(players: usize, bytes: &[u8]) {
    let Some((spec, choices)) = json_prefix::<BoardSpec>(bytes) else {
        return;
    };
    round_trips(&spec);
    match Board::new(spec) {
        Ok(board) => goose(board, players, choices),
        Err(e) => {
            let _ = e.to_string();
        }
    }
}

fn board(players: usize, bytes: &[u8]) {
    if let Some((board, choices)) = json_prefix::<Board>(bytes) {
        round_trips(&board);
        goose(board, players, choices);
    }
}

fn goose(board: Board, players: usize, choices: &[u8]) {
    match GooseGame::new(board, players) {
        Ok(game) => play(&game, choices),
        Err(e) => {
            let _ = e.to_string();
        }
    }
}

fn rules(players: usize, bytes: &[u8]) {
    let Some((rules, choices)) = json_prefix::<LudoRules>(bytes) else {
        return;
    };
    round_trips(&rules);
    if let Err(e) = rules.validate() {
        panic!("loaded rules that do not validate: {e}");
    }
    match LudoGame::new(rules, players) {
        Ok(game) => play(&game, choices),
        Err(e) => {
            let _ = e.to_string();
        }
    }
}

fn ur_rules(bytes: &[u8]) {
    let Some((rules, choices)) = json_prefix::<UrRules>(bytes) else {
        return;
    };
    round_trips(&rules);
    if let Err(e) = rules.validate() {
        panic!("loaded rules that do not validate: {e}");
    }
    match UrGame::new(rules) {
        Ok(game) => play(&game, choices),
        Err(e) => panic!("loaded rules refused by the game: {e}"),
    }
}

fn backgammon_rules(bytes: &[u8]) {
    let Some((rules, choices)) = json_prefix::<BackgammonRules>(bytes) else {
        return;
    };
    round_trips(&rules);
    if let Err(e) = rules.validate() {
        panic!("loaded rules that do not validate: {e}");
    }
    match BackgammonGame::new(rules) {
        Ok(game) => play(&game, choices),
        Err(e) => panic!("loaded rules refused by the game: {e}"),
    }
}

fn whole<G: FuzzGame>(bytes: &[u8]) {
    if let Some((game, choices)) = json_prefix::<G>(bytes) {
        play(&game, choices);
    }
}

fn play<G: FuzzGame>(game: &G, choices: &[u8]) {
    round_trips(game);
    drive(game, choices, MAX_STEPS);
}
