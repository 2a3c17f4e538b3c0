//! Reads match files (`.mat`) with the crate, replaying every game, and
//! writes each back: prints, per file, the games and moves read and whether
//! the text written back is the file byte for byte. Used by
//! `scripts/gnubg-mat.sh`.
//!
//! Usage: `cargo run --example mat_check -- FILE...`

use racegame::backgammon::{BackgammonAction, MatchFile};

fn main() {
    let mut failed = false;
    for path in std::env::args().skip(1) {
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) => {
                println!("{path}: {e}");
                failed = true;
                continue;
            }
        };
        match MatchFile::parse(&text) {
            Ok(file) => {
                let games: usize = file.matches.iter().map(|m| m.games.len()).sum();
                let moves: usize = file
                    .matches
                    .iter()
                    .flat_map(|m| &m.games)
                    .flat_map(|g| &g.actions)
                    .filter(|a| !matches!(a, BackgammonAction::Throw(_) | BackgammonAction::Roll))
                    .count();
                let same = file.to_mat() == text;
                failed |= !same;
                println!("{path}: games {games} actions {moves} identical {same}");
                if !same {
                    let written = file.to_mat();
                    for (i, (a, b)) in text.lines().zip(written.lines()).enumerate() {
                        if a != b {
                            println!(
                                "  line {}: file    {a:?}\n  line {}: written {b:?}",
                                i + 1,
                                i + 1
                            );
                            break;
                        }
                    }
                }
            }
            Err(e) => {
                failed = true;
                println!("{path}: refused: {e}");
            }
        }
    }
    std::process::exit(i32::from(failed));
}
