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
//! the top player to act, its players are exchanged).
//!
//! gnubg's `board:` line is compared with the crate's line
//! ([`BackgammonGame::fibs_board`]) of the position gnubg holds (the
//! XGID's, or, where gnubg's IDs differ, gnubg's own: a double it
//! dropped), field for field but the names, both with the player named O
//! (the crate calls White O, gnubg its player on the line: a name, not a
//! position). gnubg 1.07.001's line is the FIBS client protocol's line
//! from the side on turn, with these conventions of its own, each undone
//! and counted (field numbers as in the module `fibs_board`'s table):
//!
//! * field 3, the match length: 0 for money play (FIBS: 9999);
//! * fields 35–36, the opponent's dice: the dice thrown again (FIBS: 0 0);
//! * fields 38–39, may-double: from the cube's owner alone, 1 for a side
//!   that owns the cube or shares it centred, in the Crawford game too
//!   and with a dead cube (the side's score and the cube reach the
//!   length) or one at its cap (the crate: whether the rules let it
//!   double);
//! * fields 47–48, checkers on the bar: 0 (they are on the board's bar
//!   positions; FIBS: their counts);
//! * field 49, can-move: 0 (the crate: the most checkers a play moves);
//! * field 51, did-crawford: 1 in the games after the Crawford game
//!   (FIBS: not to be used; the crate writes 0);
//! * field 52, redoubles: 1 but in the Crawford game, 0 there (FIBS: the
//!   most instant redoubles in unlimited matches; the crate writes 0);
//! * field 40 -1 for a double (gnubg's sign for the doubler) and a line
//!   from the side not on turn are undone too, but gnubg 1.07's `set
//!   xgid` drops a double awaiting its answer, so no line shows one.
//!
//! Fields still different after these are counted by field; the
//! normalised line is also read back by the crate
//! ([`BackgammonGame::state_from_fibs_board`]), which cannot read a turned
//! cube that neither side may double (the line has no cube owner).

use racegame::RaceGame;
use racegame::Seat;
use racegame::backgammon::{
    BLACK, BackgammonGame, BackgammonRules, BackgammonState, FIBS_UNLIMITED, MatchFile, Phase,
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

fn compare(emitted: &str, log: &str) -> Result<(), String> {
    let emitted = std::fs::read_to_string(emitted).map_err(|e| e.to_string())?;
    let log = std::fs::read(log).map_err(|e| e.to_string())?;
    let answers = gnubg_answers(&String::from_utf8_lossy(&log));
    let (mut n, mut xgid_same) = (0u64, 0u64);
    let mut shown = 0;
    let mut doubled_dropped = 0u64;
    let (mut other_position, mut unwritten, mut unparsed) = (0u64, 0u64, 0u64);
    let (mut equal, mut read_back, mut shown_f) = (0u64, 0u64, 0);
    let mut classes = std::collections::BTreeMap::new();
    let mut left = std::collections::BTreeMap::new();
    let mut unread = std::collections::BTreeMap::new();
    for (line, (pos, mid, board)) in emitted.lines().zip(&answers) {
        let (rules, xgid) = line.split_once('\t').ok_or("an emitted line")?;
        let rules: BackgammonRules = serde_json::from_str(rules).map_err(|e| e.to_string())?;
        let game = BackgammonGame::new(rules).map_err(|e| e.to_string())?;
        let ours = game
            .state_from_xgid(xgid)
            .map_err(|e| format!("{xgid}: {e}"))?;
        n += 1;
        let top_to_act = xgid.split(':').nth(3) == Some("-1");
        let expected = if top_to_act { ours.mirrored() } else { ours };
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
        if !x_ok && shown < 8 {
            shown += 1;
            eprintln!("XGID differs: {xgid} | gnubg {pos} {mid}");
        }
        // The position gnubg holds: the XGID's, or gnubg's own reading
        // where it differs (a double dropped, counted above).
        let target = match read {
            Some(r) if !x_ok => {
                other_position += 1;
                if top_to_act { r.mirrored() } else { r }
            }
            _ => ours,
        };
        let Ok(our_line) = game.fibs_board(&target) else {
            unwritten += 1;
            continue;
        };
        let ours_f = canonical(&fields(&our_line.to_string()));
        let Some(raw) = fields(board.trim_matches('\0')) else {
            unparsed += 1;
            continue;
        };
        let Some(ours_f) = ours_f else {
            unwritten += 1;
            continue;
        };
        let norm = normalise_rawboard(&game, &target, raw, &ours_f, &mut classes);
        let text = format!("board:You:opponent:{}", join(&norm));
        let back = game.state_from_fibs_board(&text);
        let back_ok = back.as_ref().ok();
        let ok = back_ok == Some(&target) || back_ok == Some(&target.mirrored());
        read_back += u64::from(ok);
        if !ok {
            let why = match &back {
                Err(e) => format!("{e}"),
                Ok(b) => format!("read as {:?} for {:?}", b.phase(), target.phase()),
            };
            *unread.entry(why).or_insert(0u64) += 1;
        }
        let same = norm == ours_f;
        equal += u64::from(same);
        if !same {
            for (i, (x, y)) in norm.iter().zip(&ours_f).enumerate() {
                if x != y {
                    *left.entry(i).or_insert(0u64) += 1;
                }
            }
            if shown_f < 8 {
                shown_f += 1;
                eprintln!(
                    "FIBS differs: {xgid}\n  gnubg      {board}\n  normalised {}\n  ours       {}",
                    join(&norm),
                    join(&ours_f)
                );
            }
        }
    }
    println!(
        "positions compared {n} (gnubg's answers {}): XGID read by gnubg as the crate's position {xgid_same}/{n}",
        answers.len()
    );
    println!(
        "XGIDs of a double awaiting its answer that gnubg reads without the double (the answering side to decide before its throw, or to throw where it may not double; board, cube and score the same): {doubled_dropped}"
    );
    println!(
        "FIBS board: gnubg's line compared with the crate's line of the position gnubg holds ({other_position} of them gnubg's reading, not the XGID's); no line written by the crate {unwritten}, gnubg's line unreadable {unparsed}"
    );
    println!(
        "FIBS board: equal field for field (names aside) after normalising gnubg's conventions {equal}/{n}; gnubg's normalised line read by the crate as the position {read_back}/{n}"
    );
    println!(
        "normalised lines the crate does not read as the position (the FIBS line has no cube owner):"
    );
    for (k, v) in &unread {
        println!("  {k}: {v}");
    }
    println!("gnubg conventions normalised (lines changed by each):");
    for (k, v) in &classes {
        println!("  {k}: {v}");
    }
    println!("FIBS fields still different (index from the match length, 0-based: count): {left:?}");
    let _ = BLACK;
    Ok(())
}

/// The 50 fields of a FIBS board line after the names, as numbers.
fn fields(line: &str) -> Option<Vec<i64>> {
    let mut it = line.split(':');
    if it.next() != Some("board") {
        return None;
    }
    let f: Vec<i64> = it.skip(2).map(|x| x.parse().ok()).collect::<Option<_>>()?;
    (f.len() == 50).then_some(f)
}

fn join(f: &[i64]) -> String {
    f.iter().map(i64::to_string).collect::<Vec<_>>().join(":")
}

// Field indices from the match length (0-based).
const BOARD: usize = 3; // positions 0 to 25: fields 3 to 28
const TURN: usize = 29;
const DICE: usize = 30; // the player's 30-31, the opponent's 32-33
const MAY_DOUBLE: usize = 35;
const WAS_DOUBLED: usize = 37;
const COLOUR: usize = 38;
const ON_BAR: usize = 44;
const CAN_MOVE: usize = 46;
const DID_CRAWFORD: usize = 48;
const LAST: usize = 49;

/// Whether `s` is a game after the Crawford game: the Crawford rule in
/// the match, a side a point short of the length, and not the Crawford
/// game itself.
fn post_crawford(game: &BackgammonGame, s: &BackgammonState) -> bool {
    game.rules().match_play.is_some_and(|m| {
        m.crawford && !s.is_crawford() && s.score().iter().any(|&x| x + 1 == m.length)
    })
}

/// `f` named with the player as O: with colour -1 (X), the board's and
/// the turn's signs changed and the colour made 1. Which side is called O
/// is a name, not a position: the crate calls White O, gnubg its player
/// on the line.
fn canonical(f: &Option<Vec<i64>>) -> Option<Vec<i64>> {
    let mut f = f.clone()?;
    if f[COLOUR] < 0 {
        for x in &mut f[BOARD..BOARD + 26] {
            *x = -*x;
        }
        f[TURN] = -f[TURN];
        f[COLOUR] = 1;
    }
    Some(f)
}

/// gnubg 1.07's `show board` line under `set output rawboard on` made the
/// FIBS client protocol's line of `target` from the side that acts, one
/// named convention at a time (`classes` counts the lines each changes);
/// `ours` is the crate's line, canonical, for the fields gnubg leaves
/// unwritten.
fn normalise_rawboard(
    game: &BackgammonGame,
    target: &BackgammonState,
    raw: Vec<i64>,
    ours: &[i64],
    classes: &mut std::collections::BTreeMap<&'static str, u64>,
) -> Vec<i64> {
    let mut note = |k: &'static str| *classes.entry(k).or_insert(0) += 1;
    let mut g = canonical(&Some(raw)).unwrap_or_default();
    if g[WAS_DOUBLED] < 0 {
        // gnubg's extension: the sign tells who doubled.
        g[WAS_DOUBLED] = 1;
        note("was-doubled -1 (gnubg's sign for the doubler)");
    }
    if g[TURN] < 0 && g[WAS_DOUBLED] == 0 {
        // A line from the side not to act: turned round.
        let old = g.clone();
        for p in 0..26 {
            g[BOARD + p] = -old[BOARD + 25 - p];
        }
        for (a, b) in [
            (1, 2),
            (DICE, DICE + 2),
            (DICE + 1, DICE + 3),
            (35, 36),
            (42, 43),
            (44, 45),
        ] {
            g.swap(a, b);
        }
        g[TURN] = 1;
        note("line from the side not on turn (turned round)");
    }
    if g[0] == 0 && ours[0] == i64::from(FIBS_UNLIMITED) {
        g[0] = ours[0];
        note("match length 0 for money play (FIBS: 9999)");
    }
    if g[DICE] != 0 && g[DICE..DICE + 2] == g[DICE + 2..DICE + 4] {
        g[DICE + 2] = 0;
        g[DICE + 3] = 0;
        note("the dice in both pairs (FIBS: the opponent's 0 0)");
    }
    let bar = [g[BOARD + 25].max(0), (-g[BOARD]).max(0)];
    if g[ON_BAR..ON_BAR + 2] != bar {
        g[ON_BAR] = bar[0];
        g[ON_BAR + 1] = bar[1];
        note("on-bar fields 0 with checkers on the bar");
    }
    if g[CAN_MOVE] == 0 && ours[CAN_MOVE] != 0 {
        g[CAN_MOVE] = ours[CAN_MOVE];
        note("can-move 0 (not written) where a play moves checkers");
    }
    if g[DID_CRAWFORD] == 1 && post_crawford(game, target) {
        g[DID_CRAWFORD] = 0;
        note("did-crawford 1 after the Crawford game (FIBS: not to be used)");
    }
    if g[LAST] == 1 && !target.is_crawford() {
        g[LAST] = 0;
        note("last field (redoubles) 1 outside the Crawford game, 0 in it");
    }
    if g[MAY_DOUBLE..MAY_DOUBLE + 2] != ours[MAY_DOUBLE..MAY_DOUBLE + 2] {
        let me = match target.phase() {
            Phase::Doubled => Seat(1 - target.turn().0),
            _ => target.turn(),
        };
        let owner = target.cube_owner();
        let owns = [
            i64::from(owner.is_none_or(|o| o == me)),
            i64::from(owner.is_none_or(|o| o != me)),
        ];
        if g[MAY_DOUBLE..MAY_DOUBLE + 2] == owns {
            g[MAY_DOUBLE] = ours[MAY_DOUBLE];
            g[MAY_DOUBLE + 1] = ours[MAY_DOUBLE + 1];
            note(if target.is_crawford() {
                "may-double from the cube's owner alone: the Crawford game"
            } else {
                "may-double from the cube's owner alone: a dead cube or one at its cap"
            });
        }
    }
    g
}
