//! Golden games: the complete action lists that given seeds produce, pinned so that no change can alter a saved game unnoticed.
//!
//! Each file in `tests/golden/` holds one game: the throws in order, then
//! the outcome. To regenerate after a deliberate, documented change of the
//! dice or the rules, run with `RACEGAME_BLESS=1` and review the diff.

use racegame::backgammon::BackgammonGame;
use racegame::goose::GooseGame;
use racegame::ludo::LudoGame;
use racegame::play::{RandomPolicy, Session};
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

#[test]
fn railway_seeded_games_are_pinned() {
    for (players, seed) in [(2, 1), (4, 2026), (6, 77)] {
        check(
            &format!("railway_{players}p_seed{seed}"),
            render(GooseGame::railway(players).unwrap(), seed),
        );
    }
}

#[test]
fn vermifuge_lune_seeded_games_are_pinned() {
    for (players, seed) in [(2, 1), (4, 2026)] {
        check(
            &format!("vermifuge_lune_{players}p_seed{seed}"),
            render(GooseGame::vermifuge_lune(players).unwrap(), seed),
        );
    }
}

#[test]
fn classic_goose_seeded_games_are_pinned() {
    for (players, seed) in [(2, 1), (4, 2026)] {
        check(
            &format!("classic_goose_{players}p_seed{seed}"),
            render(GooseGame::classic_goose(players).unwrap(), seed),
        );
    }
}

#[test]
fn snakes_and_ladders_seeded_games_are_pinned() {
    for (players, seed) in [(1, 1), (4, 2026)] {
        check(
            &format!("snakes_and_ladders_{players}p_seed{seed}"),
            render(GooseGame::snakes_and_ladders(players).unwrap(), seed),
        );
    }
}

#[test]
fn ludo_seeded_games_are_pinned() {
    for (players, seed) in [(4, 1), (2, 2026)] {
        check(
            &format!("ludo_{players}p_seed{seed}"),
            render(LudoGame::ludo(players).unwrap(), seed),
        );
    }
}

#[test]
fn ludo_king_seeded_games_are_pinned() {
    check(
        "ludo_king_4p_seed1",
        render(LudoGame::ludo_king(4).unwrap(), 1),
    );
}

#[test]
fn mensch_seeded_games_are_pinned() {
    check("mensch_4p_seed1", render(LudoGame::mensch(4).unwrap(), 1));
}

#[test]
fn ur_seeded_games_are_pinned() {
    for (name, game) in [
        ("finkel", UrGame::finkel()),
        ("masters", UrGame::masters()),
        ("blitz", UrGame::blitz()),
    ] {
        for seed in [1, 2026] {
            check(&format!("ur_{name}_seed{seed}"), render(game.clone(), seed));
        }
    }
}

#[test]
fn backgammon_seeded_games_are_pinned() {
    for (name, game) in [
        ("backgammon", BackgammonGame::backgammon()),
        ("nackgammon", BackgammonGame::nackgammon()),
        ("hypergammon", BackgammonGame::hypergammon()),
        ("portes", BackgammonGame::portes()),
        ("plakoto", BackgammonGame::plakoto()),
        ("fevga", BackgammonGame::fevga()),
        ("long_nardy", BackgammonGame::long_nardy()),
        ("tavla", BackgammonGame::tavla()),
    ] {
        for seed in [1, 2026] {
            check(
                &format!("backgammon_{name}_seed{seed}"),
                render(game.clone(), seed),
            );
        }
    }
}
