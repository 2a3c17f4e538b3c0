//! Every position of match files written as an XGID and a FIBS board by the crate and compared with GNU Backgammon's reading (scripts/gnubg-positions.sh runs it).
//!
//! `emit FILE...` replays every game of each `.mat` file and prints, for
//! each position where a turn begins (the side to play about to throw or
//! to decide on the cube, the dice thrown and no checker moved, a double
//! awaiting its answer), the rules (JSON) and the crate's XGID, tab
//! apart; it counts the positions the crate writes no XGID for and checks
//! that the crate reads its own XGID back as the position replayed.
//!
//! `compare EMITTED GNUBG_LOG` reads gnubg's output of `set xgid X` then
//! `show board` under `set output rawboard on`, in the order emitted: for
//! each XGID the last Position ID and Match ID gnubg shows before its
//! `board:` line, and that line. The XGID is right when gnubg's IDs give
//! the crate's position (gnubg puts the side on turn at the bottom: with
//! the top player to act, its players are exchanged); the FIBS board is
//! right when gnubg's line, read as the FIBS client protocol reads it
//! (gnubg's own layout turned round: `gnubg_player::gnubg_board`), gives
//! the crate's position too, and when the crate's line for the position
//! is that reading's line, field for field but the names.

use racegame::RaceGame;
use racegame::Seat;
use racegame::backgammon::{
    BLACK, BackgammonGame, BackgammonRules, BackgammonState, MatchFile, Phase, WHITE,
};

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("emit") => emit(&args[1..]),
        Some("compare") if args.len() == 3 => compare(&args[1], &args[2]),
        _ => Err("usage: positions_check emit FILE... | compare EMITTED GNUBG_LOG".into()),
    }
}

/// Whether `s` is a position where a turn begins.
fn turn_start(s: &BackgammonState) -> bool {
    match s.phase() {
        Phase::AwaitingThrow | Phase::AwaitingCube | Phase::Doubled => true,
        Phase::AwaitingMove(d) => d.len() == 4 || (d.len() == 2 && !d.is_double()),
        _ => false,
    }
}

fn emit(files: &[String]) -> Result<(), String> {
    let (mut positions, mut unwritten, mut own) = (0u64, 0u64, 0u64);
    for f in files {
        let text = std::fs::read_to_string(f).map_err(|e| format!("{f}: {e}"))?;
        let file = MatchFile::parse(&text).map_err(|e| format!("{f}: {e}"))?;
        for m in &file.matches {
            let rules = serde_json::to_string(m.game.rules()).map_err(|e| e.to_string())?;
            for g in &m.games {
                let mut state = m.start(g);
                // A throw awaited after the decision not to double is the
                // decision's position again in an XGID: counted once.
                let mut last = String::new();
                for &a in g.actions.iter().chain(g.actions.first()) {
                    if turn_start(&state) {
                        match m.game.xgid(&state) {
                            Ok(x) if x.to_string() == last => {}
                            Ok(x) => {
                                positions += 1;
                                last = x.to_string();
                                let back = m.game.state_from_xgid(&last);
                                own += u64::from(back == Ok(state.with_actions(0)));
                                println!("{rules}\t{last}");
                            }
                            Err(_) => {
                                positions += 1;
                                unwritten += 1;
                            }
                        }
                    }
                    match m.game.apply(&state, a) {
                        Ok((next, _)) => state = next,
                        Err(_) => break,
                    }
                }
            }
        }
    }
    eprintln!(
        "positions {positions}, XGID written {} (read back by the crate as the position {own}), none written {unwritten}",
        positions - unwritten
    );
    Ok(())
}

/// `s` with its players exchanged.
fn mirrored(s: &BackgammonState) -> BackgammonState {
    let other = |seat: Seat| Seat(1 - seat.0);
    let mut m = *s;
    for seat in [WHITE, BLACK] {
        let points: Vec<(u8, u8)> = s.points(seat).collect();
        m = m.with_side(other(seat), &points, s.bar(seat), s.borne_off(seat));
    }
    let [w, b] = s.score();
    m = m
        .with_cube(s.cube_doublings(), s.cube_owner().map(other))
        .with_score([b, w], s.is_crawford());
    let turn = other(s.turn());
    match s.phase() {
        Phase::AwaitingCube => m.with_cube_decision(turn, false),
        Phase::Doubled => m.with_cube_decision(turn, true),
        Phase::AwaitingMove(d) => m.with_dice(turn, d),
        _ => m.with_turn(turn),
    }
}

/// For each `board:` line of gnubg's log: the last IDs before it, and it.
fn gnubg_answers(log: &str) -> Vec<(String, String, String)> {
    let (mut pos, mut mid) = (String::new(), String::new());
    let mut out = Vec::new();
    for line in log.lines() {
        let line = line.trim_matches(|c: char| c == '\0' || c.is_whitespace());
        if let Some(i) = line.find("Position ID:") {
            pos = line[i + 12..].trim().to_string();
        } else if let Some(i) = line.find("Match ID") {
            mid = line[i..].split(':').nth(1).unwrap_or("").trim().to_string();
        } else if line.starts_with("board:") {
            out.push((pos.clone(), mid.clone(), line.to_string()));
        }
    }
    out
}

/// The FIBS line without its names (its first two fields).
fn unnamed(line: &str) -> String {
    line.splitn(4, ':').nth(3).unwrap_or("").to_string()
}

fn compare(emitted: &str, log: &str) -> Result<(), String> {
    let emitted = std::fs::read_to_string(emitted).map_err(|e| e.to_string())?;
    let log = std::fs::read(log).map_err(|e| e.to_string())?;
    let answers = gnubg_answers(&String::from_utf8_lossy(&log));
    let (mut n, mut xgid_same, mut fibs_same, mut fibs_text) = (0u64, 0u64, 0u64, 0u64);
    let mut shown = 0;
    let mut doubled_dropped = 0u64;
    let mut fibs_raw = 0u64;
    let mut fields = std::collections::BTreeMap::new();
    for (line, (pos, mid, board)) in emitted.lines().zip(&answers) {
        let (rules, xgid) = line.split_once('\t').ok_or("an emitted line")?;
        let rules: BackgammonRules = serde_json::from_str(rules).map_err(|e| e.to_string())?;
        let game = BackgammonGame::new(rules).map_err(|e| e.to_string())?;
        let ours = game
            .state_from_xgid(xgid)
            .map_err(|e| format!("{xgid}: {e}"))?;
        n += 1;
        let top_to_act = xgid.split(':').nth(3) == Some("-1");
        let expected = if top_to_act { mirrored(&ours) } else { ours };
        let read = game.state_from_gnubg(pos, mid).ok();
        let x_ok = read == Some(expected);
        xgid_same += u64::from(x_ok);
        // A double awaiting its answer read by gnubg without the double:
        // the answering side to decide before its throw, all else equal.
        if !x_ok && expected.phase() == Phase::Doubled {
            let answering = Seat(1 - expected.turn().0);
            let deciding = expected.with_cube_decision(answering, false);
            let throwing = expected.with_turn(answering);
            doubled_dropped += u64::from(read == Some(deciding) || read == Some(throwing));
        }
        let theirs = racegame_cli::gnubg_player::gnubg_board(board)
            .ok()
            .map(|b| b.to_string());
        let f_state = theirs
            .as_deref()
            .and_then(|t| game.state_from_fibs_board(t).ok());
        let f_ok = f_state == Some(ours) || f_state == Some(expected);
        fibs_same += u64::from(f_ok);
        let raw = game.state_from_fibs_board(board.trim_matches('\0')).ok();
        fibs_raw += u64::from(raw == Some(ours) || raw == Some(expected));
        let our_line = game.fibs_board(&ours).map(|b| b.to_string()).ok();
        let t_ok = our_line.as_deref().map(unnamed) == theirs.as_deref().map(unnamed);
        fibs_text += u64::from(t_ok);
        // Which fields differ (from the match length on, 0-based).
        if let (Some(a), Some(b)) = (&our_line, &theirs) {
            let (a, b) = (unnamed(a), unnamed(b));
            for (i, (x, y)) in a.split(':').zip(b.split(':')).enumerate() {
                if x != y {
                    *fields.entry(i).or_insert(0u64) += 1;
                }
            }
        }
        if !x_ok && shown < 8 {
            shown += 1;
            eprintln!(
                "differs: {xgid} | gnubg {pos} {mid} | xgid {x_ok} fibs {f_ok} text {t_ok}\n  gnubg {board}\n  read  {}\n  ours  {}",
                theirs.unwrap_or_default(),
                our_line.unwrap_or_default()
            );
        }
    }
    println!(
        "positions compared {n} (gnubg's answers {}): XGID read by gnubg as the crate's position {xgid_same}/{n}; gnubg's FIBS board read by the crate as the position {fibs_same}/{n}; the crate's FIBS board line equal to gnubg's (names aside) {fibs_text}/{n}",
        answers.len()
    );
    println!(
        "XGIDs of a double awaiting its answer that gnubg reads without the double (the answering side to decide before its throw, or to throw where it may not double; board, cube and score the same): {doubled_dropped}"
    );
    println!(
        "gnubg's FIBS board read as it is (not turned round) by the crate as the position: {fibs_raw}/{n}"
    );
    println!("FIBS fields that differ (index from the match length, 0-based: count): {fields:?}");
    let _ = BLACK;
    Ok(())
}
