//! Golden games: the complete action lists that given seeds produce, pinned so that no change can alter a saved game unnoticed.
//!
//! Each file in `tests/golden/` holds one game: the throws in order, then
//! the outcome. To regenerate after a deliberate, documented change of the
//! dice or the rules, run with `RACEGAME_BLESS=1` and review the diff.

use racegame::backgammon::BackgammonGame;
use racegame::goose::GooseGame;
use racegame::ludo::LudoGame;
use racegame::play::{RandomPolicy, Session};
use racegame::record::Presets;
use racegame::slide::SlideGame;
use racegame::ur::UrGame;
use racegame::{Dice, RaceGame};

fn render<G: RaceGame>(game: G, seed: u64) -> String
where
    G::Action: std::fmt::Debug,
{
    let mut session = Session::new(game, seed);
    session.play_to_end(&mut RandomPolicy, 100_000).unwrap();
    let mut out = String::new();
    for a in session.actions() {
        out.push_str(&format!("{a:?}\n"));
    }
    out.push_str(&format!(
        "outcome {:?}\n",
        session.game().outcome(session.state())
    ));
    out
}

fn check(name: &str, actual: String) {
    let path = format!("{}/tests/golden/{name}.txt", env!("CARGO_MANIFEST_DIR"));
    if std::env::var_os("RACEGAME_BLESS").is_some() {
        std::fs::write(&path, &actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e} (run with RACEGAME_BLESS=1 to create it)"));
    assert!(
        expected == actual,
        "{name}: the seeded game changed; a saved game would replay differently.\n\
         expected:\n{expected}\nactual:\n{actual}"
    );
}

#[test]
fn dice_stream_is_pinned() {
    let mut dice = Dice::seeded(0);
    let values: Vec<u8> = (0..40).map(|_| dice.die()).collect();
    let mut dice = Dice::seeded(0xDEAD_BEEF);
    let choices: Vec<usize> = (0..20).map(|_| dice.below(7)).collect();
    check(
        "dice_stream",
        format!("seed 0 dice {values:?}\nseed 0xDEADBEEF below(7) {choices:?}\n"),
    );
}

#[cfg(feature = "serde")]
#[test]
fn saved_dice_format_is_pinned() {
    let mut dice = Dice::seeded(7);
    for _ in 0..5 {
        dice.die();
    }
    let saved = serde_json::to_string(&dice).unwrap();
    check("dice_saved", format!("{saved}\n"));
    let mut resumed: Dice = serde_json::from_str(&saved).unwrap();
    assert_eq!(resumed.die(), dice.die());
}

/// The games every Goose preset pins, (seats, seed); a preset without its
/// files fails, naming them.
const GOOSE_GAMES: [(usize, u64); 2] = [(2, 1), (4, 2026)];

/// The games every Ludo preset pins, (seats, seed).
const LUDO_GAMES: [(usize, u64); 2] = [(4, 1), (2, 2026)];

/// The seeds every two-player preset pins.
const SEEDS: [u64; 2] = [1, 2026];

#[test]
fn every_goose_preset_has_seeded_games_pinned() {
    for preset in racegame::goose::presets::PRESETS {
        for (players, seed) in GOOSE_GAMES {
            let game = GooseGame::new(preset.rules(), players).unwrap();
            check(
                &format!("{}_{players}p_seed{seed}", preset.name),
                render(game, seed),
            );
        }
    }
}

#[test]
fn every_ludo_preset_has_seeded_games_pinned() {
    for preset in racegame::ludo::presets::PRESETS {
        for (players, seed) in LUDO_GAMES {
            let game = LudoGame::new(preset.rules(), players).unwrap();
            check(
                &format!("{}_{players}p_seed{seed}", preset.name),
                render(game, seed),
            );
        }
    }
}

#[test]
fn every_ur_preset_has_seeded_games_pinned() {
    for preset in racegame::ur::presets::PRESETS {
        let game = UrGame::new(preset.rules()).unwrap();
        for seed in SEEDS {
            check(
                &format!("ur_{}_seed{seed}", preset.name),
                render(game.clone(), seed),
            );
        }
    }
}

#[test]
fn every_backgammon_preset_has_seeded_games_pinned() {
    for preset in racegame::backgammon::presets::PRESETS {
        let game = BackgammonGame::new(preset.rules()).unwrap();
        for seed in SEEDS {
            check(
                &format!("backgammon_{}_seed{seed}", preset.name),
                render(game.clone(), seed),
            );
        }
    }
}

#[test]
fn every_slide_preset_has_seeded_games_pinned() {
    for preset in racegame::slide::presets::PRESETS {
        let game = SlideGame::new(preset.rules(), 4).unwrap();
        for seed in SEEDS {
            check(
                &format!("slide_{}_seed{seed}", preset.name),
                render(game.clone(), seed),
            );
        }
    }
}

/// Games pinned before every preset had the same set, kept as they were.
#[test]
fn earlier_seeded_games_stay_pinned() {
    for (name, players, seed) in [("railway", 6, 77), ("snakes_and_ladders", 1, 1)] {
        let game = GooseGame::preset(name, players).unwrap().unwrap();
        check(&format!("{name}_{players}p_seed{seed}"), render(game, seed));
    }
}

#[test]
fn every_pachisi_preset_has_seeded_games_pinned() {
    // Four players for every preset; the two-player form (the same throws
    // and choices, seats named by side) for the first and for Chaupar.
    for (i, preset) in racegame::pachisi::presets::PRESETS.iter().enumerate() {
        let both = i == 0 || preset.name == "chaupar";
        for players in if both { &[2, 4][..] } else { &[4][..] } {
            let players = *players;
            let game = racegame::pachisi::PachisiGame::new(preset.rules(), players).unwrap();
            for seed in SEEDS {
                check(
                    &format!("pachisi_{}_{players}p_seed{seed}", preset.name),
                    render(game.clone(), seed),
                );
            }
        }
    }
}

/// Chaupar with the dice's total moving one piece and a larger throw
/// bringing a piece home: the rules the crate first played Chaupar by,
/// whose seeded games are the ones pinned for it then, unchanged.
#[test]
fn chaupar_by_the_total_keeps_its_games() {
    use racegame::pachisi::{DiceUse, PachisiGame, PachisiRules};
    let mut rules = PachisiRules::chaupar();
    rules.dice = DiceUse::Total;
    rules.exact_home = false;
    let game = PachisiGame::new(rules, 4).unwrap();
    for seed in SEEDS {
        check(
            &format!("pachisi_chaupar_total_4p_seed{seed}"),
            render(game.clone(), seed),
        );
    }
}
