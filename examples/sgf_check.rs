//! Reads GNU Backgammon SGF files with the crate, replaying every game:
//! prints, per file, the games and actions read, whether the `.mat` text
//! of the same games is the `.mat` file given beside it (`FILE.mat` for
//! `FILE.sgf`, when there is one), and whether the SGF the crate writes
//! reads back as the same games. Used by `scripts/gnubg-mat.sh`.
//!
//! Usage: `cargo run --example sgf_check -- FILE.sgf...`

use racegame::backgammon::{BackgammonAction, MatchFile};

fn check(path: &str) -> Result<bool, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let file = MatchFile::parse_sgf(&text).map_err(|e| format!("{path}: refused: {e}"))?;
    let games: usize = file.matches.iter().map(|m| m.games.len()).sum();
    let actions = file
        .matches
        .iter()
        .flat_map(|m| &m.games)
        .flat_map(|g| &g.actions)
        .filter(|a| !matches!(a, BackgammonAction::Throw(_) | BackgammonAction::Roll))
        .count();
    let mat = std::fs::read_to_string(path.replace(".sgf", ".mat")).ok();
    let same_mat = mat.as_ref().map(|m| {
        let ours = file.to_mat();
        let from = |t: &str| t.find(" point match").map(|i| t[i..].to_string());
        from(&ours) == from(m)
    });
    let back =
        MatchFile::parse_sgf(&file.to_sgf()).map_err(|e| format!("{path}: ours refused: {e}"))?;
    let games_back = back
        .matches
        .iter()
        .flat_map(|m| &m.games)
        .eq(file.matches.iter().flat_map(|m| &m.games));
    println!(
        "{path}: games {games} actions {actions} mat {} sgf_back {games_back}",
        same_mat.map_or("none".to_string(), |s| s.to_string())
    );
    Ok(same_mat != Some(false) && games_back)
}

fn main() {
    let mut ok = true;
    for p in std::env::args().skip(1) {
        match check(&p) {
            Ok(s) => ok &= s,
            Err(e) => {
                println!("{e}");
                ok = false;
            }
        }
    }
    std::process::exit(i32::from(!ok));
}
