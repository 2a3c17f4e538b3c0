//! Arbitrary text as a Jellyfish match file (`.mat`) and as GNU
//! Backgammon's SGF: refused with an error (which prints) or read, never a
//! panic, a hang or an allocation beyond the text's size; a `.mat` file
//! read writes a text that reads back as the same file and writes again
//! identically, an SGF file one that reads back as the same games, and the
//! games as records (when they make records) replay.
#![no_main]

use libfuzzer_sys::fuzz_target;
use racegame::backgammon::MatchFile;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = core::str::from_utf8(data) else {
        return;
    };
    if let Ok(file) = MatchFile::parse_sgf(text) {
        let written = file.to_sgf();
        let again = MatchFile::parse_sgf(&written).expect("an SGF written reads back");
        let games = |f: &MatchFile| f.matches.iter().flat_map(|m| m.games.clone()).collect::<Vec<_>>();
        assert_eq!(games(&again), games(&file), "the same games");
        assert_eq!(again.to_sgf(), written, "written again identically");
    }
    match MatchFile::parse(text) {
        Err(e) => {
            let _ = e.to_string();
        }
        Ok(file) => {
            let written = file.to_mat();
            let again = MatchFile::parse(&written).expect("a file written reads back");
            assert_eq!(again, file, "read back as the same file");
            assert_eq!(again.to_mat(), written, "written again identically");
            if let Ok(records) = file.to_records() {
                for r in &records {
                    r.replay().expect("a record of a file read replays");
                }
            }
        }
    }
});
