//! Move counts of the card race pinned: for each preset at 2 and 4 players (the partner game at 4), the number of distinct sequences of actions (draws of the cards the pile holds, and every legal step of a card) of each length from the start, up to 6. Written by `RACEGAME_BLESS=1` into `tests/perft/slide.data`; any change to the move generator or the pile changes them.

use racegame::RaceGame;
use racegame::slide::{SlideGame, SlideState};

/// Sequences of `depth` actions from `s` (a game that ends earlier counts
/// once).
fn perft(game: &SlideGame, s: &SlideState, depth: u32) -> u64 {
    if depth == 0 || game.is_over(s) {
        return 1;
    }
    let mut legal = Vec::new();
    game.legal_actions(s, &mut legal);
    legal
        .iter()
        .map(|&a| perft(game, &game.apply(s, a).unwrap().0, depth - 1))
        .sum()
}

#[test]
fn move_counts_from_the_start_are_pinned() {
    let mut text = String::new();
    for preset in racegame::slide::presets::PRESETS {
        for players in [2, 4] {
            if preset.rules().partners && players != 4 {
                continue;
            }
            let game = SlideGame::new(preset.rules(), players).unwrap();
            let counts: Vec<String> = (1..=6)
                .map(|d| perft(&game, &game.initial_state(), d).to_string())
                .collect();
            text.push_str(&format!("{} {players} {}\n", preset.name, counts.join(" ")));
        }
    }
    let path = format!("{}/tests/perft/slide.data", env!("CARGO_MANIFEST_DIR"));
    if std::env::var_os("RACEGAME_BLESS").is_some() {
        std::fs::write(&path, &text).unwrap();
        return;
    }
    let pinned = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e} (run with RACEGAME_BLESS=1 to write it)"));
    assert_eq!(pinned, text, "the card race's move counts changed");
}
