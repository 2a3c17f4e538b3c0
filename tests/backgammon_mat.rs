//! Jellyfish match files (`.mat`): files written by GNU Backgammon 1.07 read, replayed and written back byte for byte; hand-made files in other programs' spellings; refusals with the game, the move and the rule.

use racegame::backgammon::{MatEnd, MatFileError, MatchFile, Resignation};

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
        .filter(|(n, _)| n.starts_with("gnubg_") && n.ends_with(".mat"))
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

fn games_of(file: &MatchFile) -> Vec<racegame::backgammon::MatGame> {
    file.matches.iter().flat_map(|m| m.games.clone()).collect()
}

/// The same match in the spellings other programs and hand edits use:
/// `\r\n` line ends, `bar` and `off`, comments between rows, single spaces
/// inside the rows, `and the match` after the last `Wins`; and the match
/// twice in one file.
#[test]
fn quirks_of_real_files_read_as_the_same_games() {
    let text = fixture("gnubg_match9.mat");
    let original = MatchFile::parse(&text).unwrap();
    let spaced: String = text
        .lines()
        .map(|l| {
            let opening_row = l.trim_start().starts_with("1)");
            if l.trim_start().starts_with(|c: char| c.is_ascii_digit()) && !opening_row {
                l.split_whitespace().collect::<Vec<_>>().join(" ")
            } else {
                l.to_string()
            }
        })
        .map(|l| l + "\n")
        .collect();
    let last_wins = text.rfind("Wins 1 point").unwrap();
    let variants = [
        text.replace('\n', "\r\n"),
        text.replace(" 25/", " bar/")
            .replace("/0 ", "/off ")
            .replace("/0\n", "/off\n"),
        text.replace("  5) ", "; a comment between rows\n  5) "),
        spaced,
        format!("{}Wins 1 point and the match\n\n", &text[..last_wins]),
    ];
    for (i, v) in variants.iter().enumerate() {
        let read = MatchFile::parse(v).unwrap_or_else(|e| panic!("variant {i}: {e}"));
        assert_eq!(games_of(&read), games_of(&original), "variant {i}");
    }
    let twice = MatchFile::parse(&format!("{text}{text}")).unwrap();
    assert_eq!(twice.matches.len(), 2);
    assert_eq!(twice.matches[1], original.matches[0]);
    assert_eq!(twice.to_mat(), format!("{text}{text}"));
}

const ONE_POINT: &str = "; [Variation \"Backgammon\"]\n\n 1 point match\n\n Game 1\n a : 0                          b : 0\n";

#[test]
fn moves_chained_combined_and_counted_read_as_the_same_play() {
    let hop = format!("{ONE_POINT}  1) 64: 24/18 18/14               33: 8/5 8/5 6/3 6/3\n");
    let reference = games_of(&MatchFile::parse(&hop).unwrap());
    for moves in [
        ("24/18/14", "8/5(2) 6/3(2)"),
        ("24/14", "6/3(2) 8/5(2)"),
        ("24/18 18/14", "8/5 6/3 8/5 6/3"),
    ] {
        let text = format!("{ONE_POINT}  1) 64: {:<28}33: {}\n", moves.0, moves.1);
        let read = MatchFile::parse(&text).unwrap_or_else(|e| panic!("{moves:?}: {e}"));
        let mut a = games_of(&read)[0].actions.clone();
        let mut b = reference[0].actions.clone();
        a.sort_by_key(|x| format!("{x:?}"));
        b.sort_by_key(|x| format!("{x:?}"));
        assert_eq!(a, b, "{moves:?}");
    }
}

/// Found by the fuzzer: a left name of 31 bytes or more ran into the right
/// name when written, which read back as another score.
#[test]
fn a_long_name_stays_apart_from_the_other_score() {
    let name = "l".repeat(40);
    let text = format!(" 5 point match\n\n Game 1\n{name} gnubg : 0   32   root : 0\n");
    let file = MatchFile::parse(&text).unwrap();
    assert_eq!(
        file.matches[0].players,
        [format!("{name} gnubg"), "32   root".to_string()]
    );
    read_back_holds(&text).unwrap();
}

#[test]
fn an_illegal_move_is_refused_with_the_game_the_move_and_the_rule() {
    let text = fixture("gnubg_match9.mat");
    // Game 2, move 3: White's 63 played 10/7 13/7; 10/6 is a 4.
    let bad = text.replacen(" 3) 63: 10/7 13/7", " 3) 63: 10/6 13/7", 1);
    assert_ne!(bad, text);
    match MatchFile::parse(&bad) {
        Err(MatFileError::IllegalPlay {
            game: 2,
            number: 3,
            text,
            rule: Some(rule),
            ..
        }) => {
            assert_eq!(text, "10/6 13/7");
            assert!(rule.to_string().contains("no 4"), "{rule}");
        }
        other => panic!("{other:?}"),
    }
    // A checker from a point where the mover has none.
    let bad = text.replacen(" 3) 63: 10/7 13/7", " 3) 63: 9/6 13/7", 1);
    match MatchFile::parse(&bad) {
        Err(MatFileError::IllegalPlay {
            game: 2,
            number: 3,
            rule: Some(rule),
            ..
        }) => {
            assert!(rule.to_string().contains("no checker"), "{rule}")
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn contradictions_are_refused() {
    let text = fixture("gnubg_match9.mat");
    let cases = [
        // The points of a game won on the board.
        (text.replacen("Wins 2 points", "Wins 3 points", 1), "scores"),
        // A score line not the score replayed.
        (
            text.replacen("root : 1\n", "root : 2\n", 1),
            "score written",
        ),
        // The cube's value after a double.
        (
            text.replacen("Doubles => 2", "Doubles => 4", 1),
            "cube turns",
        ),
        // A double in the Crawford game (game 8, at 6-8 of 9).
        (
            text.replacen(
                "  2) 52: 13/8 24/22              33:",
                "  2)  Doubles => 2                Drops\n",
                1,
            ),
            "",
        ),
    ];
    for (bad, what) in cases {
        assert_ne!(bad, text);
        let e = MatchFile::parse(&bad).expect_err(what);
        assert!(e.to_string().contains(what), "{e}");
    }
    let e = MatchFile::parse(&text.replacen(
        "; [EventDate",
        "; [Variation \"Plakoto\"]\n; [EventDate",
        1,
    ));
    assert!(matches!(e, Err(MatFileError::Tag { .. })), "{e:?}");
    assert_eq!(
        MatchFile::parse("; just a comment\n"),
        Err(MatFileError::NoMatch)
    );
    assert!(matches!(
        MatchFile::parse(" 300 point match\n"),
        Err(MatFileError::MatchLength { .. })
    ));
    let huge = " ".repeat(racegame::backgammon::MAT_MAX_BYTES + 1);
    assert_eq!(
        MatchFile::parse(&huge),
        Err(MatFileError::TooLarge(huge.len()))
    );
}

#[test]
fn a_resignation_ends_the_game_for_the_points_written() {
    let text = fixture("gnubg_match9.mat");
    // Game 3: Black resigns a gammon after White's fifth roll.
    let start = text.find(" Game 3").unwrap();
    let row6 = start + text[start..].find("  6) ").unwrap();
    let game4 = start + text[start..].find(" Game 4").unwrap();
    let resigned = format!("{}      Wins 2 points\n\n{}", &text[..row6], &text[game4..]);
    let file = MatchFile::parse(&resigned).unwrap();
    let g3 = &file.matches[0].games[2];
    assert_eq!(
        g3.end,
        MatEnd::Resigned {
            winner: racegame::backgammon::WHITE,
            points: 2
        }
    );
    assert_eq!(file.to_mat(), resigned);
    // Not a multiple of the cube (1) from 1 to 3.
    let bad = resigned.replacen(
        "      Wins 2 points\n\n Game 4",
        "      Wins 4 points\n\n Game 4",
        1,
    );
    assert!(MatchFile::parse(&bad).is_err());
    // Black resigned with White on roll, which GNU Backgammon never
    // writes (its resigner is the side on roll) and the engine does not
    // play: the file reads, but makes no record.
    assert_eq!(
        file.to_records(),
        Err(MatFileError::Record {
            index: 0,
            what: "game 3: resigned by the side not on roll".into()
        })
    );
    // With the resigner on roll (White's fifth row gone too: Black's
    // turn), one match record, the resignation played as an offer and
    // its acceptance; the record goes on to game 4 at the score written.
    let row5 = start + text[start..].find("  5) ").unwrap();
    let left = &text[row5..row5 + 5 + 28];
    let on_roll = format!(
        "{}{left}\n      Wins 2 points\n\n{}",
        &text[..row5],
        &text[game4..]
    );
    let file = MatchFile::parse(&on_roll).unwrap_or_else(|e| panic!("{e}\n{on_roll}"));
    let records = file.to_records().unwrap();
    assert_eq!(records.len(), 1);
    assert!(records[0].game().unwrap().rules().resignations);
    let actions = &records[0].actions;
    let at = actions
        .iter()
        .position(|a| *a == BackgammonAction::Resign(Resignation::Gammon))
        .expect("the offer");
    assert_eq!(actions[at + 1], BackgammonAction::Accept);
    // Written back from the record: the same games, ends and scores.
    let again = MatchFile::from_records(&records).unwrap();
    let ends = |f: &MatchFile| -> Vec<Option<(racegame::Seat, u32)>> {
        games_of(f).iter().map(|g| g.points()).collect()
    };
    assert_eq!(ends(&again), ends(&file));
    assert!(games_of(&again)[2].resigned());
    let text = again.to_mat();
    assert_eq!(
        games_of(&MatchFile::parse(&text).unwrap()).len(),
        games_of(&file).len()
    );
    assert_eq!(
        ends(&MatchFile::parse_sgf(&again.to_sgf()).unwrap()),
        ends(&file)
    );
}

/// GNU Backgammon's own file of a match with resignations (a single game
/// after the opponent's move, a gammon after one declined): read from both
/// formats alike, written back byte for byte, recorded with the offers.
#[test]
fn gnubg_resignations_read_written_back_and_recorded() {
    use racegame::RaceGame;
    use racegame::backgammon::BLACK;
    let mat = MatchFile::parse(&fixture("gnubg_match5_resigned.mat")).unwrap();
    let sgf = MatchFile::parse_sgf(&fixture("gnubg_match5_resigned.sgf")).unwrap();
    assert_eq!(games_of(&mat), games_of(&sgf));
    let ends: Vec<MatEnd> = games_of(&mat).iter().map(|g| g.end).collect();
    assert_eq!(
        ends,
        [
            MatEnd::Resigned {
                winner: BLACK,
                points: 1
            },
            MatEnd::Resigned {
                winner: BLACK,
                points: 2
            },
            MatEnd::Unfinished
        ]
    );
    assert_eq!(mat.to_mat(), fixture("gnubg_match5_resigned.mat"));
    let records = mat.to_records().unwrap();
    let replayed = records[0].replay().unwrap();
    let state = replayed.state;
    assert_eq!(state.score(), [0, 3]);
    let offers: Vec<_> = records[0]
        .actions
        .iter()
        .filter(|a| a.is_resignation())
        .collect();
    assert_eq!(
        offers,
        [
            &BackgammonAction::Resign(Resignation::Single),
            &BackgammonAction::Accept,
            &BackgammonAction::Resign(Resignation::Gammon),
            &BackgammonAction::Accept
        ]
    );
    assert!(!replayed.game.is_over(&state));
    // Written from the record, as .mat and SGF: the same games.
    let again = MatchFile::from_records(&records).unwrap();
    let plain = |f: &MatchFile| -> Vec<Option<(racegame::Seat, u32)>> {
        games_of(f).iter().map(|g| g.points()).collect()
    };
    assert_eq!(plain(&again), plain(&mat));
    let sgf_text = again.to_sgf();
    assert!(
        sgf_text.contains("RE[B+1R]") && sgf_text.contains("RE[B+2R]"),
        "{sgf_text}"
    );
    assert_eq!(
        plain(&MatchFile::parse_sgf(&sgf_text).unwrap()),
        plain(&mat)
    );
    assert_eq!(
        plain(&MatchFile::parse(&again.to_mat()).unwrap()),
        plain(&mat)
    );
}

/// What every text read must satisfy: written back, it reads as the same
/// file and writes again identically; its records (when it makes any)
/// replay.
fn read_back_holds(text: &str) -> Result<(), proptest::test_runner::TestCaseError> {
    if let Ok(file) = MatchFile::parse(text) {
        let written = file.to_mat();
        let again = MatchFile::parse(&written);
        proptest::prop_assert_eq!(again.as_ref(), Ok(&file), "{}", written);
        proptest::prop_assert_eq!(again.map(|f| f.to_mat()), Ok(written));
        if let Ok(records) = file.to_records() {
            for r in &records {
                proptest::prop_assert!(r.replay().is_ok());
            }
        }
    }
    Ok(())
}

proptest::proptest! {
    #![proptest_config(proptest::test_runner::Config { cases: 200, ..Default::default() })]

    #[test]
    fn arbitrary_text_is_read_or_refused(text in "(.|\n){0,400}") {
        read_back_holds(&text)?;
    }

    #[test]
    fn edited_gnubg_files_are_read_or_refused(
        edits in proptest::collection::vec((0.0f64..1.0, 0usize..24), 1..6)
    ) {
        const ALPHABET: &[u8] = b" 0123456789/:*()\n;[]\"GWabDT=>";
        let mut text = fixture("gnubg_money_2games.mat").into_bytes();
        for (at, what) in edits {
            let i = ((text.len() as f64) * at) as usize;
            match what {
                0..8 => { text.remove(i.min(text.len() - 1)); }
                k => text.insert(i, ALPHABET[(k * 7) % ALPHABET.len()]),
            }
        }
        read_back_holds(&String::from_utf8_lossy(&text))?;
    }
}

/// A game's actions with each turn's moves as sorted `(from, to)` pairs:
/// what two programs writing the same game in their own move order share.
fn canonical(g: &racegame::backgammon::MatGame) -> Vec<(BackgammonAction, u8)> {
    let mut out = Vec::new();
    let mut run: Vec<(BackgammonAction, u8)> = Vec::new();
    let key = |&(a, to): &(BackgammonAction, u8)| (format!("{a:?}"), to);
    for (a, to) in written(&g.actions) {
        if matches!(a, BackgammonAction::Move { .. }) {
            run.push((a, to));
            continue;
        }
        run.sort_by_key(key);
        out.append(&mut run);
        out.push((a, to));
    }
    run.sort_by_key(key);
    out.append(&mut run);
    out
}

#[test]
fn gnubg_sgf_files_hold_the_games_of_their_mat_files() {
    for name in ["gnubg_match9", "gnubg_money_2games"] {
        let sgf = MatchFile::parse_sgf(&fixture(&format!("{name}.sgf"))).unwrap();
        let mat = MatchFile::parse(&fixture(&format!("{name}.mat"))).unwrap();
        let (a, b) = (games_of(&sgf), games_of(&mat));
        assert_eq!(a.len(), b.len(), "{name}");
        for (x, y) in a.iter().zip(&b) {
            assert_eq!(canonical(x), canonical(y), "{name}");
            assert_eq!((x.score, x.end), (y.score, y.end), "{name}");
        }
        // Ours, read back exactly.
        assert_eq!(MatchFile::parse_sgf(&sgf.to_sgf()).unwrap(), sgf, "{name}");
        assert_eq!(
            games_of(&MatchFile::parse_sgf(&mat.to_sgf()).unwrap()),
            b,
            "{name}"
        );
    }
}

#[test]
fn our_random_games_as_sgf_read_back_as_the_same_games() {
    let games = [
        BackgammonGame::backgammon_money(),
        BackgammonGame::new(BackgammonRules::backgammon().with_match(5)).unwrap(),
    ];
    for (i, game) in games.into_iter().enumerate() {
        for seed in 0..10 {
            let record = random_record(game.clone(), 900 + seed * 3 + i as u64);
            let file = MatchFile::from_records(std::slice::from_ref(&record)).unwrap();
            let sgf = file.to_sgf();
            let back = MatchFile::parse_sgf(&sgf).unwrap_or_else(|e| panic!("{e}\n{sgf}"));
            let (a, b) = (games_of(&back), games_of(&file));
            assert_eq!(a.len(), b.len());
            for (x, y) in a.iter().zip(&b) {
                assert_eq!(written(&x.actions), written(&y.actions));
                assert_eq!((x.score, x.end), (y.score, y.end));
            }
            assert_eq!(back.to_records().unwrap()[0].outcome, record.outcome);
        }
    }
}

#[test]
fn sgf_refusals() {
    let text = fixture("gnubg_money_2games.sgf");
    // White's 62 played 24/18 18/16 (x r, r p): 18/15 is a 3.
    let bad = text.replacen(";W[62xrrp]", ";W[62xrro]", 1);
    assert_ne!(bad, text);
    assert!(matches!(
        MatchFile::parse_sgf(&bad),
        Err(MatFileError::IllegalPlay {
            game: 1,
            rule: Some(_),
            ..
        })
    ));
    let cases = [
        text.replacen("GM[6]", "GM[1]", 1),
        text.replacen(";B[53qvsv]", ";AE[a]B[53qvsv]", 1),
        text.replacen(")", "", 1),
        format!("{}{text}", "(".repeat(100)),
        text.replacen(";B[53qvsv]", ";B[53qv]]", 1),
        text.replacen(";B[53qvsv]", ";B[53qvs]", 1),
    ];
    for bad in cases {
        assert!(
            MatchFile::parse_sgf(&bad).is_err(),
            "{}",
            &bad[..bad.len().min(200)]
        );
    }
    assert_eq!(MatchFile::parse_sgf("  "), Err(MatFileError::NoMatch));
}

/// As [`read_back_holds`], for SGF.
fn sgf_read_back_holds(text: &str) -> Result<(), proptest::test_runner::TestCaseError> {
    if let Ok(file) = MatchFile::parse_sgf(text) {
        let written = file.to_sgf();
        let again = MatchFile::parse_sgf(&written);
        proptest::prop_assert_eq!(
            again.as_ref().map(games_of),
            Ok(games_of(&file)),
            "{}",
            written
        );
        proptest::prop_assert_eq!(again.map(|f| f.to_sgf()), Ok(written));
    }
    Ok(())
}

proptest::proptest! {
    #![proptest_config(proptest::test_runner::Config { cases: 200, ..Default::default() })]

    #[test]
    fn arbitrary_text_is_read_or_refused_as_sgf(text in "[()\\[\\];A-Za-z0-9:\\\\ \n]{0,300}") {
        sgf_read_back_holds(&text)?;
    }

    #[test]
    fn edited_gnubg_sgf_is_read_or_refused(
        edits in proptest::collection::vec((0.0f64..1.0, 0usize..24), 1..6)
    ) {
        const ALPHABET: &[u8] = b"()[];\\:abcxyz0123456BW ";
        let mut text = fixture("gnubg_money_2games.sgf").into_bytes();
        for (at, what) in edits {
            let i = ((text.len() as f64) * at) as usize;
            match what {
                0..8 => { text.remove(i.min(text.len() - 1)); }
                k => text.insert(i, ALPHABET[(k * 7) % ALPHABET.len()]),
            }
        }
        sgf_read_back_holds(&String::from_utf8_lossy(&text))?;
    }
}

/// A beaver (`Doubles => 4` answering a double, as GNU Backgammon 1.07's
/// `import mat` reads it: its export says `Beavers => 4`) written in SGF as
/// gnubg writes it, the doubled side's `double` (gnubg's `load match`
/// reads a `beaver` node as nothing), and read back.
#[test]
fn a_beaver_in_both_formats_as_gnubg_reads_it() {
    let text = fixture("gnubg_money_2games.mat").replacen(
        "  5)  Takes                      31:",
        "  5)  Doubles => 4               31:",
        1,
    );
    let file = MatchFile::parse(&text).unwrap();
    let sgf = file.to_sgf();
    assert!(sgf.contains(";B[double]\n;W[double]\n"), "{sgf}");
    assert!(!sgf.contains("beaver"));
    let back = MatchFile::parse_sgf(&sgf).unwrap();
    assert_eq!(games_of(&back), games_of(&file));
    let spelled = text.replacen("Doubles => 4", "Beavers => 4", 1);
    assert_eq!(
        games_of(&MatchFile::parse(&spelled).unwrap()),
        games_of(&file)
    );
}

#[test]
fn acey_deucey_has_no_match_file() {
    let record = random_record(BackgammonGame::acey_deucey(), 3);
    match MatchFile::from_records(std::slice::from_ref(&record)) {
        Err(MatFileError::Record { index: 0, what }) => {
            assert!(what.contains("acey-deucey"), "{what}");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_player_called_game_is_read_from_the_score_line_and_written_back() {
    // The line after "Game N" is the score line even when it starts with
    // "Game" (the fuzz target found a file whose written form read the
    // player's score line as a second "Game N").
    let text = " 5 point match\n\n Game 1\n Game : 0                       Bob : 0\n";
    let file = MatchFile::parse(text).expect("a player may be called Game");
    assert_eq!(file.matches[0].players, ["Game", "Bob"]);
    let written = file.to_mat();
    let again = MatchFile::parse(&written).expect("a file written reads back");
    assert_eq!(again, file);
    assert_eq!(again.to_mat(), written);
    // A second "Game N" where the score line should be is still refused.
    assert!(MatchFile::parse(" 5 point match\n\n Game 1\n Game 2\n").is_err());
}
