//! Every subcommand of the `racegame` binary, run as a process.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use racegame::backgammon::BackgammonGame;
use racegame::play::{RandomPolicy, Session};

fn racegame(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_racegame"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .expect("a pipe")
        .write_all(input.as_bytes())
        .expect("input written");
    child.wait_with_output().expect("the binary ends")
}

fn ok(args: &[&str], input: &str) -> String {
    let out = racegame(args, input);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8")
}

fn temp(name: &str, text: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("racegame-cli-{}-{name}", std::process::id()));
    std::fs::write(&path, text).expect("a temporary file");
    path
}

#[test]
fn help_for_everything_and_the_exit_codes() {
    let top = ok(&["--help"], "");
    assert!(top.contains("Exit codes: 0 success, 1"), "{top}");
    for sub in [
        "play",
        "analyse",
        "convert",
        "perft",
        "solve",
        "simulate",
        "ubgi",
        "gnubg-external",
    ] {
        assert!(top.contains(sub), "{sub} missing from --help");
        let help = ok(&[sub, "--help"], "");
        assert!(help.contains("Usage: racegame"), "{sub}: {help}");
    }
    assert_eq!(racegame(&["frobnicate"], "").status.code(), Some(2));
    assert_eq!(
        racegame(&["perft", "--depth-of-field"], "").status.code(),
        Some(2)
    );
    let bad = racegame(&["convert", "XGID=nonsense"], "");
    assert_eq!(bad.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&bad.stderr).starts_with("racegame: error: "));
}

#[test]
fn convert_goes_round_every_format() {
    let xgid = "XGID=-b----E-C---eE---c-e----B-:1:-1:1:52:0:0:3:0:10";
    let all = ok(&["convert", xgid], "");
    assert_eq!(all.lines().count(), 4, "{all}");
    for line in all.lines() {
        let (name, text) = line.split_once(' ').unwrap();
        let back = ok(&["convert", text.trim(), "--to", "xgid"], "");
        assert_eq!(back.trim(), xgid, "through {name}");
    }
    let gnubg = ok(&["convert", xgid, "--to", "gnubg"], "");
    assert_eq!(gnubg.trim().len(), 27);
    // A match: the length and score survive the trip through GNU's IDs.
    let m = "XGID=-b----E-C---eE---c-e----B-:0:0:1:62:4:2:0:7:10";
    let id = ok(&["convert", m, "--to", "gnubg"], "");
    assert_eq!(ok(&["convert", id.trim(), "--to", "xgid"], "").trim(), m);
}

#[test]
fn perft_gives_the_published_counts() {
    let out = ok(&["perft", "1"], "");
    assert!(out.contains("|     1 | 447 | 637 |"), "{out}");
    let from_xgid = ok(
        &[
            "perft",
            "1",
            "--position",
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:3:0:10",
        ],
        "",
    );
    assert!(from_xgid.contains("| 447 | 637 |"), "{from_xgid}");
}

#[test]
fn solve_small_games() {
    let ludo = ok(&["solve", "ludo", "--pieces", "1", "-q"], "");
    let value: f64 = ludo
        .split("chance of winning ")
        .nth(1)
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse().ok())
        .expect("a value");
    assert!(value > 0.5 && value < 0.6, "{ludo}");
    let ur = ok(&["solve", "ur", "--pieces", "1", "-q"], "");
    assert!(
        ur.contains("positions ") && ur.contains("chance of winning 0."),
        "{ur}"
    );
    let too_big = racegame(
        &["solve", "ur", "--pieces", "3", "--max-states", "1000", "-q"],
        "",
    );
    assert_eq!(too_big.status.code(), Some(1));
}

#[test]
fn simulate_prints_a_table_that_the_threads_do_not_change() {
    let args = ["simulate", "ludo", "--games", "200", "--seed", "7", "-q"];
    let one = ok(&args, "");
    let two = ok(&[&args[..], &["--threads", "2"]].concat(), "");
    assert_eq!(one, two);
    let wins: f64 = one
        .lines()
        .filter(|l| l.starts_with("| ") && !l.contains("seat"))
        .map(|l| l.split('|').nth(2).unwrap().trim().parse::<f64>().unwrap())
        .sum();
    assert!((wins - 100.0).abs() < 0.1, "{one}");
    let goose = ok(
        &[
            "simulate",
            "goose",
            "--preset",
            "snakes_and_ladders",
            "--games",
            "50",
            "-q",
        ],
        "",
    );
    assert!(
        goose.contains("50 random games of snakes_and_ladders"),
        "{goose}"
    );
    assert_eq!(
        racegame(&["simulate", "goose", "--preset", "chess"], "")
            .status
            .code(),
        Some(1)
    );
}

#[test]
fn play_every_family() {
    // The Goose family has no choices: the game plays itself to its end.
    let goose = ok(&["play", "goose"], "");
    assert!(goose.contains("wins"), "{goose}");
    let ludo = ok(&["play", "ludo", "--seed", "3"], "?\nnot-a-move\nquit\n");
    assert!(
        ludo.contains("Legal: ") || ludo.contains("throws"),
        "{ludo}"
    );
    let ur = ok(&["play", "ur"], "quit\n");
    assert!(ur.contains("Light"), "{ur}");
    let bg = ok(
        &[
            "play",
            "backgammon",
            "--evaluator",
            "net",
            "--level",
            "intermediate",
        ],
        "?\nquit\n",
    );
    assert!(bg.contains("Legal: "), "{bg}");
    // A whole play typed at once (seed 5: White's first roll is 5-3).
    let whole = ok(
        &[
            "play",
            "backgammon",
            "--seed",
            "5",
            "--evaluator",
            "net",
            "--level",
            "intermediate",
        ],
        "13/8 13/10\nquit\n",
    );
    assert!(
        whole.contains("White moves a checker from the 13-point to the 8-point and moves a checker from the 13-point to the 10-point."),
        "{whole}"
    );
    assert_eq!(
        racegame(&["play", "ur", "--preset", "senet"], "")
            .status
            .code(),
        Some(1)
    );
}

#[test]
fn analyse_a_record_and_a_session() {
    // Cubeless: a random player's game runs to the end (with the cube,
    // a random pass ends it early).
    let game = BackgammonGame::backgammon();
    let mut session = Session::new(game, 11);
    session
        .play_to_end(&mut RandomPolicy, 10_000)
        .expect("a game");
    let record = session.record().expect("a record");
    let path = temp("record.json", &serde_json::to_string(&record).unwrap());
    let args = ["--evaluator", "net", "--level", "intermediate", "-q"];
    let file = path.to_str().unwrap();
    let json = ok(
        &[&["analyse", file, "--to", "json"][..], &args].concat(),
        "",
    );
    let mut errors = 0.0;
    for line in json.lines() {
        let d: serde_json::Value = serde_json::from_str(line).unwrap();
        let e = d["error"].as_f64().unwrap();
        assert!(e >= 0.0, "{line}");
        errors += e;
    }
    assert!(json.lines().count() > 20, "{json}");
    // A random player gives equity away.
    assert!(errors > 0.5, "{json}");
    let text = ok(&[&["analyse", file][..], &args].concat(), "");
    assert!(
        text.contains(&format!("{} decisions", json.lines().count())),
        "{text}"
    );
    let spath = temp("session.json", &serde_json::to_string(&session).unwrap());
    let s = ok(
        &[
            &["analyse", spath.to_str().unwrap(), "--from", "session"][..],
            &args,
        ]
        .concat(),
        "",
    );
    assert_eq!(s, text);
    let _ = std::fs::remove_file(path);
    let _ = std::fs::remove_file(spath);
    let bad = racegame(&[&["analyse", "-"][..], &args].concat(), "{\"not\": 1}");
    assert_eq!(bad.status.code(), Some(1));
}

#[test]
fn ubgi_scripted_session() {
    let script = "ubgi\nisready\nnewgame\ndice 3 1\ngo\nposition xgid XGID=-A----------------------b-:0:0:-1:D:0:0:3:0:10\ngo\nget level\nquit\ngo\n";
    let out = ok(
        &["ubgi", "--evaluator", "net", "--level", "intermediate"],
        script,
    );
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "id name racegame");
    assert!(
        lines.contains(&"ubgiok") && lines.contains(&"readyok"),
        "{out}"
    );
    let best = lines.iter().find(|l| l.starts_with("bestmove ")).unwrap();
    let mut pairs: Vec<&str> = best[9..].split(' ').collect();
    pairs.sort_unstable();
    assert_eq!(pairs, ["6/5", "8/5"]);
    assert!(lines.contains(&"bestcube drop"), "{out}");
    // Nothing after quit is answered.
    assert_eq!(lines.last(), Some(&"option level intermediate"));
}

#[test]
fn gnubg_duel_refuses_an_unknown_player_at_once() {
    let out = racegame(&["gnubg-duel", "--player", "deep-blue"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown player deep-blue"));
    // The players judged beside it are checked before gnubg is reached too.
    let out = racegame(
        &["gnubg-duel", "--judge", "5", "--also", "bot:blend,hal"],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown player hal"));
    // `--also` belongs to judging, and judging checker plays and cube
    // decisions are one or the other: usage errors.
    for args in [
        &["gnubg-duel", "--also", "bot:1ply"][..],
        &["gnubg-duel", "--judge", "5", "--cube", "5"][..],
    ] {
        assert_eq!(racegame(args, "").status.code(), Some(2), "{args:?}");
    }
    // A network file that does not read is named.
    let out = racegame(&["gnubg-duel", "--net", "/nonexistent/x.net"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("/nonexistent/x.net"));
}

#[test]
fn analyse_match_files_written_by_gnubg() {
    let fixtures = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/fixtures/mat/");
    let args = ["--evaluator", "net", "--level", "intermediate", "-q"];
    let mat = format!("{fixtures}gnubg_money_2games.mat");
    let sgf = format!("{fixtures}gnubg_money_2games.sgf");
    let from_mat = ok(
        &[
            &["analyse", &mat, "--from", "mat", "--to", "json"][..],
            &args,
        ]
        .concat(),
        "",
    );
    let from_sgf = ok(
        &[
            &["analyse", &sgf, "--from", "sgf", "--to", "json"][..],
            &args,
        ]
        .concat(),
        "",
    );
    // The same two games, whichever file they come from.
    assert_eq!(from_mat, from_sgf);
    assert!(from_mat.lines().count() > 20, "{from_mat}");
    for line in from_mat.lines() {
        let d: serde_json::Value = serde_json::from_str(line).unwrap();
        assert!(d["error"].as_f64().unwrap() >= 0.0, "{line}");
    }
    // A game of a match starts at its score: every game of the 9-point
    // match is analysed without the engine refusing an action.
    let m9 = format!("{fixtures}gnubg_match9.mat");
    let text = ok(
        &[&["analyse", &m9, "--from", "mat"][..], &args].concat(),
        "",
    );
    assert!(text.contains("decisions"), "{text}");
    // A file that is not a match file: an error, exit code 1.
    let bad = racegame(
        &[&["analyse", "-", "--from", "mat"][..], &args].concat(),
        "this is not a match",
    );
    assert_eq!(bad.status.code(), Some(1));
}

/// The analysis written back as a match file: SGF with GNU Backgammon's
/// analysis properties, `.mat` with comment lines above the match; either
/// reads back as the same games, and each decision of the JSON output has
/// its note.
#[test]
fn analyse_writes_annotated_match_files() {
    use racegame::backgammon::MatchFile;
    let fixtures = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/fixtures/mat/");
    let args = ["--evaluator", "net", "--level", "intermediate", "-q"];
    let sgf = format!("{fixtures}gnubg_money_2games.sgf");
    let original = MatchFile::parse_sgf(&std::fs::read_to_string(&sgf).unwrap()).unwrap();
    let run = |to: &str| {
        ok(
            &[
                &["analyse", &sgf, "--from", "sgf", "--format", to][..],
                &args,
            ]
            .concat(),
            "",
        )
    };
    let json = run("json");
    let (plays, cubes) = json.lines().fold((0, 0), |(p, c), l| {
        let d: serde_json::Value = serde_json::from_str(l).unwrap();
        if d["kind"] == "play" {
            (p + 1, c)
        } else {
            (p, c + 1)
        }
    });
    let annotated = run("sgf");
    assert_eq!(MatchFile::parse_sgf(&annotated).unwrap(), original);
    // One A (candidates) a play, one DA a cube decision, as gnubg writes them.
    assert_eq!(annotated.matches("]A[").count(), plays);
    assert_eq!(annotated.matches("DA[E ver 3 ").count(), cubes);
    assert!(annotated.contains(" E ver 3 ") && annotated.contains("C[racegame: "));
    let mat = run("mat");
    let games =
        |f: &MatchFile| -> Vec<_> { f.matches.iter().flat_map(|m| m.games.clone()).collect() };
    assert_eq!(games(&MatchFile::parse(&mat).unwrap()), games(&original));
    let notes = mat.lines().filter(|l| l.starts_with("; game ")).count();
    assert_eq!(notes, plays + cubes, "{mat}");
    // A record written back as a match file too.
    let record = racegame::backgammon::write_sgf(&original.to_records().unwrap()).unwrap();
    let path = temp("annotated.sgf", &record);
    let again = ok(
        &[
            &[
                "analyse",
                path.to_str().unwrap(),
                "--from",
                "sgf",
                "--format",
                "sgf",
            ][..],
            &args,
        ]
        .concat(),
        "",
    );
    assert!(again.contains("A["));
}
