//! What earlier versions saved still reads: solve tables (Ludo, Ur, backgammon cubeless and cubeful) and saved sessions of every engine, kept as fixtures in `tests/fixtures/tables/` and `tests/fixtures/sessions/` exactly as the version that wrote them saved them (written with `RACEGAME_BLESS=1` when missing, never rewritten).

use std::path::PathBuf;

use racegame::RaceGame;
use racegame::backgammon::solve::{CubeRules, CubefulTable, Solver};
use racegame::backgammon::{BackgammonGame, BackgammonRules};
use racegame::goose::GooseGame;
use racegame::ludo::{LudoGame, LudoRules};
use racegame::play::{RandomPolicy, Session};
use racegame::solve::{self, Objective, SolveError, SolveOptions, Table};
use racegame::ur::{UrGame, UrRules};
use serde::Serialize;
use serde::de::DeserializeOwned;

fn fixture(dir: &str, name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(dir)
        .join(name)
}

/// The fixture's bytes; with `RACEGAME_BLESS=1`, a missing fixture is
/// first written from `make` (an existing one is never rewritten).
fn saved(dir: &str, name: &str, make: impl FnOnce() -> Vec<u8>) -> Vec<u8> {
    let path = fixture(dir, name);
    if !path.exists() && std::env::var_os("RACEGAME_BLESS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, make()).unwrap();
    }
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn ludo_one_token() -> LudoGame {
    let mut rules = LudoRules::ludo();
    rules.tokens = 1;
    LudoGame::new(rules, 2).unwrap()
}

fn ur_one_piece() -> UrGame {
    let mut rules = UrRules::finkel();
    rules.pieces = 1;
    UrGame::new(rules).unwrap()
}

fn hyper_one() -> BackgammonGame {
    BackgammonGame::new(BackgammonRules::hypergammon_with(1).unwrap()).unwrap()
}

fn money() -> SolveOptions {
    SolveOptions::default().with_objective(Objective::ExpectedPayoff)
}

/// A saved table reads for its game, says what a fresh solve says (read
/// and written back, it is the fresh solve's bytes), and is refused for
/// other rules.
fn table_reads<G: solve::SolveKey>(name: &str, game: &G, other: &G, fresh: &Table) {
    let bytes = saved("tables", name, || fresh.to_bytes());
    let read = Table::from_bytes(game, &bytes).unwrap();
    let start = game.initial_state();
    assert_eq!(
        read.value(game, &start).unwrap(),
        fresh.value(game, &start).unwrap()
    );
    assert_eq!(read.to_bytes(), fresh.to_bytes(), "{name}");
    assert!(matches!(
        Table::from_bytes(other, &bytes),
        Err(SolveError::WrongRules { .. })
    ));
}

#[test]
fn a_saved_ludo_table_reads() {
    let game = ludo_one_token();
    let fresh = solve::solve(&game, &SolveOptions::default()).unwrap();
    let mut rules = LudoRules::ludo();
    rules.tokens = 1;
    rules.overshoot = racegame::ludo::Overshoot::Bounce;
    let other = LudoGame::new(rules, 2).unwrap();
    table_reads("ludo_1_token_2p.table", &game, &other, &fresh);
}

#[test]
fn saved_ur_tables_read_keyed_and_numbered() {
    let game = ur_one_piece();
    let mut rules = UrRules::finkel();
    rules.pieces = 1;
    rules.captures_throw_again = !rules.captures_throw_again;
    let other = UrGame::new(rules).unwrap();
    let keyed = solve::solve(&game, &SolveOptions::default()).unwrap();
    table_reads("ur_finkel_1_piece_keyed.table", &game, &other, &keyed);
    let dense = solve::solve_dense(&game, &SolveOptions::default()).unwrap();
    table_reads("ur_finkel_1_piece_dense.table", &game, &other, &dense);
}

#[test]
fn saved_backgammon_tables_read_cubeless_and_cubeful() {
    let game = hyper_one();
    let other = BackgammonGame::new(BackgammonRules::hypergammon_with(2).unwrap()).unwrap();
    let solver = Solver::new(&game, &money()).unwrap();
    let cubeless = solver.cubeless(&money()).unwrap();
    table_reads("hypergammon_1_cubeless.table", &game, &other, &cubeless);
    let cubeful = solver.cubeful(CubeRules::money(), &money()).unwrap();
    let bytes = saved("tables", "hypergammon_1_cubeful.table", || {
        cubeful.to_bytes()
    });
    let read = CubefulTable::from_bytes(&game, &bytes).unwrap();
    assert_eq!(read.to_bytes(), cubeful.to_bytes());
    assert!(matches!(
        CubefulTable::from_bytes(&other, &bytes),
        Err(SolveError::WrongRules { .. })
    ));
}

/// A saved session resumes and is written back byte for byte.
fn session_reads<G>(name: &str, game: G, seed: u64, actions: usize)
where
    G: RaceGame + Clone + Serialize + DeserializeOwned,
    G::State: Serialize,
    G::Action: Serialize + DeserializeOwned,
{
    let bytes = saved("sessions", name, || {
        let mut session = Session::new(game, seed);
        session.play_to_end(&mut RandomPolicy, actions).unwrap();
        (serde_json::to_string(&session).unwrap() + "\n").into_bytes()
    });
    let text = String::from_utf8(bytes).unwrap();
    let session: Session<G> = serde_json::from_str(&text).unwrap();
    assert_eq!(session.actions().len(), actions, "{name}");
    assert_eq!(serde_json::to_string(&session).unwrap() + "\n", text);
}

#[test]
fn saved_sessions_of_every_engine_resume_and_write_back_unchanged() {
    session_reads("railway_3p.json", GooseGame::railway(3).unwrap(), 3, 20);
    session_reads("ludo_4p.json", LudoGame::ludo(4).unwrap(), 4, 80);
    session_reads("mensch_2p.json", LudoGame::mensch(2).unwrap(), 5, 60);
    let mut custom = LudoRules::parchis();
    custom.tokens = 2;
    custom.action_limit = Some(500);
    session_reads(
        "ludo_custom_3p.json",
        LudoGame::new(custom, 3).unwrap(),
        6,
        40,
    );
    session_reads("ur_masters.json", UrGame::masters(), 7, 50);
    session_reads("ludo_1_token.json", ludo_one_token(), 9, 30);
    session_reads("ur_custom.json", ur_one_piece(), 10, 12);
    session_reads(
        "backgammon_nackgammon.json",
        BackgammonGame::nackgammon(),
        8,
        40,
    );
    session_reads("backgammon_plakoto.json", BackgammonGame::plakoto(), 11, 40);
}

/// One identity: a table, a record and a saved session of a game carry
/// the same rules digest, the canonical digest of the game.
fn one_identity<G>(game: G)
where
    G: solve::SolveKey + racegame::record::Presets + Clone + Serialize + DeserializeOwned,
    G::State: Serialize,
    G::Action: Serialize + DeserializeOwned,
{
    let canonical = racegame::record::Digest::of(&game).unwrap();
    assert_eq!(game.rules_digest(), canonical.0);
    let record = racegame::record::GameRecord::custom(game.clone(), Vec::new()).unwrap();
    assert_eq!(record.rules_digest, canonical);
    let session = serde_json::to_value(Session::new(game, 1)).unwrap();
    assert_eq!(session["rules_digest"], canonical.to_string());
}

#[test]
fn tables_records_and_sessions_share_one_identity_of_the_rules() {
    one_identity(ludo_one_token());
    one_identity(LudoGame::parchis(4).unwrap());
    one_identity(ur_one_piece());
    one_identity(UrGame::masters());
    one_identity(hyper_one());
    one_identity(BackgammonGame::backgammon());
}
