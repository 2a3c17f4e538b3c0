//! From the fuzzer's bytes, a game of either engine and a sequence of
//! choices among its legal actions: every listed action is accepted, every
//! state reached validates, and the game stays consistent to the end.
#![no_main]

use libfuzzer_sys::fuzz_target;
use racegame::RaceGame;
use racegame::goose::GooseGame;
use racegame::ludo::LudoGame;

fuzz_target!(|data: &[u8]| {
    let Some((&mode, choices)) = data.split_first() else {
        return;
    };
    let players = usize::from(mode >> 3) % 6 + 1;
    match mode & 7 {
        0 => drive(GooseGame::railway(players), choices),
        1 => drive(GooseGame::vermifuge_lune(players), choices),
        2 => drive(GooseGame::classic_goose(players), choices),
        3 => drive(GooseGame::snakes_and_ladders(players), choices),
        4 => drive(LudoGame::ludo(players), choices),
        7 if players % 2 == 0 => drive(LudoGame::parchis(players), choices),
        7 => drive(LudoGame::parchis_two_dice(players / 2 + 2), choices),
        5 => drive(LudoGame::ludo_king(players), choices),
        _ => drive(LudoGame::mensch(players), choices),
    }
});

fn drive<G: RaceGame, E>(game: Result<G, E>, choices: &[u8]) {
    let Ok(game) = game else { return };
    let mut state = game.initial_state();
    let mut legal = Vec::new();
    let mut outcomes = Vec::new();
    // Each byte picks one action; short games, so ten bytes can go deep.
    for &c in choices.iter().cycle().take(choices.len() * 40) {
        game.legal_actions(&state, &mut legal);
        if legal.is_empty() {
            assert!(game.is_over(&state), "nothing legal but the game goes on");
            assert!(game.outcome(&state).is_some());
            break;
        }
        game.chance_outcomes(&state, &mut outcomes);
        if !outcomes.is_empty() {
            let listed: Vec<_> = outcomes.iter().map(|(a, _)| *a).collect();
            assert_eq!(listed, legal, "chance outcomes are the legal throws");
        }
        for &a in &legal {
            assert!(game.apply(&state, a).is_ok(), "listed but refused: {a:?}");
        }
        let action = legal[usize::from(c) % legal.len()];
        let Ok((next, _)) = game.apply(&state, action) else {
            panic!("listed action refused");
        };
        state = next;
        assert!(game.validate(&state).is_ok(), "{:?}", game.validate(&state));
    }
}
