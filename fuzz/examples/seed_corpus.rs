//! Writes the seed corpus of every fuzz target into `corpus/<target>/`
//! (run from `fuzz/`: `cargo run --example seed_corpus`). A few small
//! files per target: preset rules and boards in JSON, states, records of
//! short games, saved dice, and binary inputs for the `arbitrary` targets.

use std::fs;
use std::path::Path;

use racegame::Dice;
use racegame::goose::GooseAction;
use racegame::goose::{self, GooseGame};
use racegame::ludo::{LudoGame, LudoRules};
use racegame::play::{RandomPolicy, Session};
use racegame::record::{GameRecord, Presets};
use racegame_fuzz::api;
use racegame_fuzz::check::FuzzGame;
use serde::Serialize;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let root = Path::new("corpus");
    state_and_action(&root.join("deserialized_state_and_action"))?;
    legal_actions(&root.join("legal_actions_are_legal"))?;
    records(&root.join("records"))?;
    rules(&root.join("rules_from_json"))?;
    dice(&root.join("saved_dice"))?;
    analysis(&root.join("analysis_options"))?;
    simulate(&root.join("simulate_small"))?;
    saved_sessions(&root.join("saved_session"))?;
    encodings(&root.join("encode"))?;
    Ok(())
}

fn write(dir: &Path, name: &str, parts: &[&[u8]]) -> std::io::Result<()> {
    fs::create_dir_all(dir)?;
    fs::write(dir.join(name), parts.concat())
}

fn json<T: Serialize>(value: &T) -> Vec<u8> {
    serde_json::to_vec(value).unwrap_or_else(|e| panic!("{e}"))
}

/// A game played `actions` steps from `seed`: its state and actions.
fn session<G: FuzzGame>(game: G, seed: u64, actions: usize) -> Session<G> {
    let mut s = Session::new(game, seed);
    s.play_to_end(&mut RandomPolicy, actions)
        .unwrap_or_else(|e| panic!("{e}"));
    s
}

/// A state mid-game and an action for it, as `(state, action)` JSON.
fn mid_game<G: FuzzGame>(game: G, seed: u64, actions: usize) -> Vec<u8> {
    let s = session(game, seed, actions);
    let mut legal = Vec::new();
    s.game().legal_actions(s.state(), &mut legal);
    let action = legal.first().copied().unwrap_or_else(|| s.actions()[0]);
    json(&(s.state(), action))
}

fn state_and_action(dir: &Path) -> Result<(), Box<dyn std::error::Error>> {
    // Mode byte: engine in the low 3 bits, players above (see the target).
    write(
        dir,
        "railway-2",
        &[&[2 << 3], &mid_game(GooseGame::railway(2)?, 1, 0)],
    )?;
    write(
        dir,
        "classic-3-mid",
        &[
            &[3 << 3 | 2],
            &mid_game(GooseGame::classic_goose(3)?, 2, 40),
        ],
    )?;
    write(
        dir,
        "ludo-2-mid",
        &[&[2 << 3 | 4], &mid_game(LudoGame::ludo(2)?, 3, 60)],
    )?;
    write(
        dir,
        "mensch-4-mid",
        &[&[4 << 3 | 6], &mid_game(LudoGame::mensch(4)?, 4, 90)],
    )?;
    let goose = GooseGame::vermifuge_lune(2)?;
    write(
        dir,
        "custom-goose",
        &[&[7], &json(&goose), &mid_game(goose, 5, 10)],
    )?;
    let ludo = LudoGame::parchis_two_dice(2)?;
    write(
        dir,
        "custom-ludo",
        &[&[1 << 3 | 7], &json(&ludo), &mid_game(ludo, 6, 50)],
    )?;
    Ok(())
}

fn legal_actions(dir: &Path) -> std::io::Result<()> {
    let choices: Vec<u8> = (0u8..64).map(|i| i.wrapping_mul(37)).collect();
    write(dir, "railway-2", &[&[0, 2], &choices])?;
    write(dir, "snakes-1", &[&[3 << 2, 1], &choices])?;
    write(dir, "ludo-4", &[&[1, 4], &choices])?;
    write(dir, "parchis-two-dice-2", &[&[4 << 2 | 1, 2], &choices])?;
    write(dir, "custom-goose", &[&[2], &choices, &choices])?;
    write(dir, "custom-ludo", &[&[3], &choices, &choices])?;
    Ok(())
}

fn record_of<G: FuzzGame>(name: Option<&str>, game: G, seed: u64, n: usize) -> Vec<u8> {
    let seats = game.seats();
    let s = session(game, seed, n);
    let record: GameRecord<G> = match name {
        Some(name) => api::preset_record(name, seats, s.actions().to_vec()),
        None => api::custom_record(s.game().clone(), s.actions().to_vec()),
    };
    json(&record)
}

fn records(dir: &Path) -> Result<(), Box<dyn std::error::Error>> {
    let goose_names = <GooseGame as Presets>::preset_names();
    let ludo_names = <LudoGame as Presets>::preset_names();
    let railway = record_of(Some(goose_names[0]), GooseGame::railway(2)?, 1, 1_000);
    write(dir, "goose-preset-finished", &[&[0], &railway])?;
    let snakes = record_of(None, GooseGame::snakes_and_ladders(2)?, 2, 30);
    write(dir, "goose-custom-short", &[&[0], &snakes])?;
    let ludo = record_of(Some(ludo_names[0]), LudoGame::ludo(2)?, 3, 80);
    write(dir, "ludo-preset-short", &[&[1], &ludo])?;
    let parchis = record_of(None, LudoGame::parchis_two_dice(2)?, 4, 40);
    write(dir, "ludo-custom-short", &[&[1], &parchis])?;
    let choices: Vec<u8> = (0u8..48).map(|i| i.wrapping_mul(53)).collect();
    write(dir, "played-goose-preset", &[&[2, 3], &choices])?;
    write(dir, "played-goose-custom", &[&[2 | 1 << 2], &choices])?;
    write(dir, "played-ludo-preset", &[&[3, 2], &choices])?;
    write(dir, "played-ludo-custom", &[&[3 | 1 << 2], &choices])?;
    Ok(())
}

fn rules(dir: &Path) -> Result<(), Box<dyn std::error::Error>> {
    // Mode byte: what to read in the low 3 bits, players above.
    let choices: Vec<u8> = (0u8..32).map(|i| i.wrapping_mul(29)).collect();
    let spec = goose::presets::classic_goose().spec().clone();
    write(dir, "spec-classic-2", &[&[2 << 3], &json(&spec), &choices])?;
    let board = goose::presets::snakes_and_ladders();
    write(
        dir,
        "board-snakes-1",
        &[&[1 << 3 | 1], &json(&board), &choices],
    )?;
    let game = GooseGame::railway(3)?
        .with_fine(2)?
        .with_action_limit(Some(50))?;
    write(dir, "game-railway-3", &[&[2], &json(&game), &choices])?;
    write(
        dir,
        "rules-parchis-4",
        &[&[4 << 3 | 3], &json(&LudoRules::parchis()), &choices],
    )?;
    let two = LudoRules::parchis_two_dice();
    write(
        dir,
        "rules-parchis-two-dice-2",
        &[&[2 << 3 | 3], &json(&two), &choices],
    )?;
    write(
        dir,
        "game-mensch-3",
        &[&[4], &json(&LudoGame::mensch(3)?), &choices],
    )?;
    Ok(())
}

fn dice(dir: &Path) -> std::io::Result<()> {
    let uses: Vec<u8> = (0u8..32).map(|i| i.wrapping_mul(71)).collect();
    write(dir, "seeded-7", &[&json(&Dice::seeded(7)), &uses])?;
    let mut used = Dice::seeded(u64::MAX);
    for _ in 0..1_000 {
        used.roll(2);
    }
    write(dir, "used-1000-throws", &[&json(&used), &uses])?;
    Ok(())
}

/// `analysis_options` reads, in order: the game byte, `max_states`,
/// `cutoff`, `tolerance`, `max_sweeps`, `max_choices` and the policy's
/// choice (8 bytes each, little-endian), then a Goose board.
fn analysis(dir: &Path) -> std::io::Result<()> {
    let options = |game: u8, states: u64, cutoff: u64, tolerance: f64| -> Vec<u8> {
        let mut v = vec![game];
        for x in [states, cutoff, tolerance.to_bits(), 100_000, 1_000, 0] {
            v.extend_from_slice(&x.to_le_bytes());
        }
        v
    };
    write(
        dir,
        "snakes-1-default",
        &[&options(0, 1_000_000, 1_000, 1e-12)],
    )?;
    write(dir, "snakes-2-few-states", &[&options(1, 500, 10, 1e-9)])?;
    let board = [
        0u8, 1, 0, 1, 20, 1, 0, 0, 1, 1, 0, 0, 4, 5, 1, 0, 9, 3, 2, 1,
    ];
    write(
        dir,
        "small-board",
        &[&options(2, 100_000, 200, 1e-10), &board],
    )?;
    write(
        dir,
        "mensch-1-token",
        &[&options(3 | 2 << 2, 1_000_000, 1_000, 1e-12)],
    )?;
    Ok(())
}

/// `simulate_small` reads the game, players and games bytes, then
/// threads and base seed (8 bytes each) and the action cap (4 bytes), all
/// little-endian.
fn simulate(dir: &Path) -> std::io::Result<()> {
    let run = |game: u8, players: u8, games: u8, threads: u64, cap: u32| -> Vec<u8> {
        let mut v = vec![game, players, games];
        v.extend_from_slice(&threads.to_le_bytes());
        v.extend_from_slice(&42u64.to_le_bytes());
        v.extend_from_slice(&cap.to_le_bytes());
        v
    };
    write(dir, "railway-4-one-thread", &[&run(0, 4, 4, 1, 100_000)])?;
    write(dir, "ludo-2-two-threads", &[&run(1, 2, 3, 2, 100_000)])?;
    write(dir, "snakes-1-capped", &[&run(6, 1, 4, 0, 20)])?;
    Ok(())
}

/// `saved_session` reads a mode byte (the engine in the low two bits, then
/// JSON or played, then which game), then a saved session in JSON, or a
/// seed (8 bytes), an edit (2 bytes) and the choices.
fn saved_sessions(dir: &Path) -> Result<(), Box<dyn std::error::Error>> {
    write(
        dir,
        "ludo-2-saved",
        &[&[1], &json(&session(LudoGame::ludo(2)?, 3, 60))],
    )?;
    let mut outside = session(GooseGame::railway(3)?, 4, 6);
    outside.play(GooseAction::Throw(racegame::Roll::two(6, 3)?))?;
    outside.play_to_end(&mut RandomPolicy, 10)?;
    write(dir, "railway-3-outside-throw", &[&[0], &json(&outside)])?;
    write(
        dir,
        "ur-finkel-saved",
        &[&[2], &json(&session(racegame::ur::UrGame::finkel(), 5, 40))],
    )?;
    let choices: Vec<u8> = (0u8..64).map(|i| i.wrapping_mul(41)).collect();
    let played = |mode: u8| [&[mode][..], &7u64.to_le_bytes(), &[3, 0], &choices].concat();
    // Played: bit 2; the game: the bits above (see the target).
    write(dir, "played-railway-2", &[&played(4 | 8 << 3)])?;
    write(dir, "played-ludo-king-2", &[&played(1 | 4 | 2 << 3)])?;
    write(dir, "played-ur-masters", &[&played(2 | 4 | 2 << 3)])?;
    write(
        dir,
        "played-custom-ludo",
        &[&played(1 | 4 | 1 << 3), &choices],
    )?;
    Ok(())
}

/// `encode` reads a mode byte (the engine in the low two bits, custom
/// rules, JSON state, then which preset), then the rules' bytes when
/// custom, then the choices or a state in JSON.
fn encodings(dir: &Path) -> Result<(), Box<dyn std::error::Error>> {
    let choices: Vec<u8> = (0u8..64).map(|i| i.wrapping_mul(23)).collect();
    // The preset number is the top four bits: Ludo's `which % 5` names
    // the preset and `(which >> 2) % 5 + 2` the players.
    write(dir, "mensch-2-played", &[&[1 | 2 << 4], &choices])?;
    write(dir, "parchis-two-dice-3-played", &[&[1 | 4 << 4], &choices])?;
    write(dir, "ur-blitz-played", &[&[2 | 2 << 4], &choices])?;
    write(dir, "railway-2-played", &[&[4 << 4], &choices])?;
    write(dir, "custom-ludo-played", &[&[1 | 4], &choices, &choices])?;
    let mid = session(LudoGame::ludo_king(4)?, 8, 70);
    write(
        dir,
        "ludo-king-4-state",
        &[&[1 | 8 | 11 << 4], &json(mid.state())],
    )?;
    let ur = session(racegame::ur::UrGame::finkel(), 9, 30);
    write(dir, "ur-state", &[&[2 | 8], &json(ur.state())])?;
    Ok(())
}
