//! Reads match files (`.mat`) with the crate, replaying every game, and
//! writes each back. Used by `scripts/gnubg-mat.sh`.
//!
//! - `mat_check FILE...`: per file, the games and the actions read (moves
//!   and cube actions; throws not counted) and whether the text written
//!   back is the file byte for byte.
//! - `mat_check --same A B`: whether two files hold the same games: every
//!   throw, cube action, score and result, and each turn's moves as a set
//!   of checker moves (`from/to`), whatever the order they are written in.
//!
//! Usage: `cargo run --example mat_check -- FILE...` or `-- --same A B`.

use racegame::backgammon::{BackgammonAction, MatEnd, MatGame, MatchFile};

fn read(path: &str) -> Result<(String, MatchFile), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let file = MatchFile::parse(&text).map_err(|e| format!("{path}: refused: {e}"))?;
    Ok((text, file))
}

fn counted(a: &BackgammonAction) -> bool {
    !matches!(a, BackgammonAction::Throw(_) | BackgammonAction::Roll)
}

/// A game's actions with each turn's moves as sorted `(from, to)` pairs.
fn canonical(g: &MatGame) -> Vec<(BackgammonAction, u8)> {
    let mut out = Vec::new();
    let mut run: Vec<(BackgammonAction, u8)> = Vec::new();
    for &a in &g.actions {
        if let BackgammonAction::Move { from, die } = a {
            run.push((
                BackgammonAction::Move { from, die: 0 },
                from.saturating_sub(die),
            ));
            continue;
        }
        run.sort_by_key(|&(a, to)| (format!("{a:?}"), to));
        out.append(&mut run);
        out.push((a, 0));
    }
    run.sort_by_key(|&(a, to)| (format!("{a:?}"), to));
    out.append(&mut run);
    out
}

fn same(a: &str, b: &str) -> Result<bool, String> {
    let ((_, fa), (_, fb)) = (read(a)?, read(b)?);
    let ga: Vec<&MatGame> = fa.matches.iter().flat_map(|m| &m.games).collect();
    let gb: Vec<&MatGame> = fb.matches.iter().flat_map(|m| &m.games).collect();
    let (mut games, mut same_games, mut actions, mut same_actions) = (0, 0, 0, 0);
    for (i, x) in ga.iter().enumerate() {
        let (cx, n) = (
            canonical(x),
            x.actions.iter().filter(|a| counted(a)).count(),
        );
        games += 1;
        actions += n;
        let Some(y) = gb.get(i) else { continue };
        let cy = canonical(y);
        let end = |e: &MatEnd| match e {
            MatEnd::Won(r) => Some((r.winner, r.total())),
            MatEnd::Resigned { winner, points } => Some((*winner, *points)),
            _ => None,
        };
        if cx == cy && x.score == y.score && end(&x.end) == end(&y.end) {
            same_games += 1;
            same_actions += n;
        } else {
            let k = cx.iter().zip(&cy).take_while(|(p, q)| p == q).count();
            println!(
                "  game {}: differs at action {k}: {:?} / {:?}",
                i + 1,
                cx.get(k),
                cy.get(k)
            );
        }
    }
    let all = same_games == games && ga.len() == gb.len();
    println!("{a}: games {same_games} / {games} actions {same_actions} / {actions} same {all}");
    Ok(all)
}

fn check(path: &str) -> Result<bool, String> {
    let (text, file) = read(path)?;
    let games: usize = file.matches.iter().map(|m| m.games.len()).sum();
    let actions = file
        .matches
        .iter()
        .flat_map(|m| &m.games)
        .flat_map(|g| &g.actions)
        .filter(|a| counted(a))
        .count();
    let resigned = file
        .matches
        .iter()
        .flat_map(|m| &m.games)
        .filter(|g| matches!(g.end, MatEnd::Resigned { .. }))
        .count();
    let written = file.to_mat();
    let same = written == text;
    println!("{path}: games {games} actions {actions} identical {same} resigned {resigned}");
    if let Some((i, (a, b))) = text
        .lines()
        .zip(written.lines())
        .enumerate()
        .find(|(_, (a, b))| a != b)
    {
        println!(
            "  line {}: file    {a:?}\n  line {}: written {b:?}",
            i + 1,
            i + 1
        );
    }
    Ok(same)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let results: Vec<Result<bool, String>> = match args.as_slice() {
        [flag, a, b] if flag == "--same" => vec![same(a, b)],
        paths => paths.iter().map(|p| check(p)).collect(),
    };
    let mut ok = true;
    for r in results {
        match r {
            Ok(same) => ok &= same,
            Err(e) => {
                println!("{e}");
                ok = false;
            }
        }
    }
    std::process::exit(i32::from(!ok));
}
