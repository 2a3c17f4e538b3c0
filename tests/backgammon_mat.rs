//! Jellyfish match files (`.mat`): files written by GNU Backgammon 1.07 read, replayed and written back byte for byte; hand-made files in other programs' spellings; refusals with the game, the move and the rule.

use racegame::backgammon::{MatEnd, MatFileError, MatchFile};

fn fixture(name: &str) -> String {
    let path = format!("{}/tests/fixtures/mat/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn fixtures() -> Vec<(String, String)> {
    let dir = format!("{}/tests/fixtures/mat", env!("CARGO_MANIFEST_DIR"));
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .map(|d| {
            d.filter_map(|e| e.ok()?.file_name().into_string().ok())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
        .into_iter()
        .map(|n| (n.clone(), fixture(&n)))
        .collect()
}

#[test]
fn gnubg_files_read_and_write_back_byte_for_byte() {
    let files: Vec<_> = fixtures()
        .into_iter()
        .filter(|(n, _)| n.starts_with("gnubg_"))
        .collect();
    assert!(files.len() >= 3);
    for (name, text) in files {
        let file = MatchFile::parse(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(file.to_mat(), text, "{name} written back");
    }
}

use racegame::backgammon::{
    BackgammonAction, BackgammonGame, BackgammonRules, CubeRules, write_mat,
};
use racegame::play::{RandomPolicy, Session};
use racegame::record::GameRecord;

/// Actions as a match file writes them: a move as its start and end (a
/// bear-off with a larger die does not say which die), everything else as
/// it is.
fn written(actions: &[BackgammonAction]) -> Vec<(BackgammonAction, u8)> {
    actions
        .iter()
        .map(|&a| match a {
            BackgammonAction::Move { from, die } => (
                BackgammonAction::Move { from, die: 0 },
                from.saturating_sub(die),
            ),
            a => (a, 0),
        })
        .collect()
}

/// A record's actions as a match file keeps them: no tied opening throw,
/// later throws the larger die first.
fn as_written(record: &GameRecord<BackgammonGame>) -> Vec<(BackgammonAction, u8)> {
    let file = MatchFile::from_records(std::slice::from_ref(record)).expect("writable");
    let actions: Vec<_> = file
        .matches
        .iter()
        .flat_map(|m| &m.games)
        .flat_map(|g| g.actions.clone())
        .collect();
    written(&actions)
}

fn random_record(game: BackgammonGame, seed: u64) -> GameRecord<BackgammonGame> {
    let mut session = Session::new(game, seed);
    session
        .play_to_end(&mut RandomPolicy, 1_000_000)
        .expect("plays");
    session.record().expect("records")
}

#[test]
fn our_random_games_written_read_back_and_written_again_identically() {
    let games = [
        BackgammonGame::backgammon_money(),
        BackgammonGame::new(BackgammonRules::backgammon().with_cube(CubeRules::money())).unwrap(),
        BackgammonGame::new(BackgammonRules::backgammon().with_match(3)).unwrap(),
        BackgammonGame::new(BackgammonRules::backgammon().with_match(5)).unwrap(),
        BackgammonGame::new(BackgammonRules::nackgammon().with_match(2)).unwrap(),
    ];
    let (mut files, mut actions) = (0, 0);
    for (i, game) in games.into_iter().enumerate() {
        for seed in 0..12 {
            let record = random_record(game.clone(), seed * 7 + i as u64);
            let text = write_mat(std::slice::from_ref(&record)).expect("written");
            let file = MatchFile::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(file.to_mat(), text, "written again identically");
            let back = file.to_records().expect("records");
            assert_eq!(back.len(), 1);
            assert_eq!(written(&back[0].actions), as_written(&record));
            let (a, b) = (
                back[0].replay().expect("replays").state,
                record.replay().expect("replays").state,
            );
            assert_eq!(
                (a.position_id(), a.score(), a.phase()),
                (b.position_id(), b.score(), b.phase())
            );
            assert_eq!(back[0].outcome, record.outcome);
            files += 1;
            actions += back[0].actions.len();
        }
    }
    assert_eq!(files, 60);
    assert!(actions > 10_000, "{actions}");
}

#[test]
fn a_money_session_of_several_records_is_one_session_with_running_scores() {
    let game = BackgammonGame::backgammon_money();
    let records: Vec<_> = (0..4)
        .map(|s| random_record(game.clone(), 100 + s))
        .collect();
    let file = MatchFile::from_records(&records).expect("writable");
    assert_eq!(file.matches.len(), 1);
    let games = &file.matches[0].games;
    assert_eq!(games.len(), 4);
    let mut score = [0u32; 2];
    for g in games {
        assert_eq!(g.score, score);
        let (winner, points) = g.points().expect("each random game ends");
        score[usize::from(winner.0)] += points;
    }
    let read = MatchFile::parse(&file.to_mat()).expect("reads");
    assert_eq!(read, file);
}
