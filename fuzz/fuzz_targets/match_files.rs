//! Arbitrary text as a Jellyfish match file (`.mat`): refused with an
//! error (which prints) or read, never a panic, a hang or an allocation
//! beyond the text's size; a file read writes a text that reads back as
//! the same file and writes again identically, and its games as records
//! (when they make records) replay.
#![no_main]

use libfuzzer_sys::fuzz_target;
use racegame::backgammon::MatchFile;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = core::str::from_utf8(data) else {
        return;
    };
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
