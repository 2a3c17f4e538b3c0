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
