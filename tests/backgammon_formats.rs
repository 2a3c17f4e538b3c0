//! Backgammon positions as eXtreme Gammon's XGID and as the FIBS board line, both ways: published examples, random money and match games through the text and back, every malformed field refused with its typed error, and no panic on any text.

use proptest::prelude::*;
use racegame::backgammon::{
    BLACK, BackgammonAction, BackgammonGame, BackgammonRules, BackgammonState, CubeRules, DiceLeft,
    FibsBoard, FibsBoardError, GnubgIdError, Phase, PositionIdError, WHITE, XgidError, XgidField,
};
use racegame::{Dice, RaceGame, ToAct};

mod bg;

const START: &str = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10";

/// Money play with the cube, no Jacoby rule, no beavers, no cap.
fn plain_money() -> BackgammonGame {
    let rules = BackgammonRules::backgammon().with_cube(CubeRules::money());
    BackgammonGame::new(rules).unwrap()
}

fn match_to(length: u16) -> BackgammonGame {
    let rules = BackgammonRules::backgammon()
        .with_cube(CubeRules::money())
        .with_match(length);
    BackgammonGame::new(rules).unwrap()
}

/// Every state of a random game of `game` (seed `seed`), to its end.
fn random_game(game: &BackgammonGame, seed: u64) -> Vec<BackgammonState> {
    let mut dice = Dice::seeded(seed);
    let mut s = game.initial_state();
    let mut legal = Vec::new();
    let mut states = vec![s];
    while !game.is_over(&s) {
        let action = match game.to_act(&s) {
            ToAct::Player(_) => {
                game.legal_actions(&s, &mut legal);
                legal[dice.below(legal.len())]
            }
            _ => dice.throw_for(game, &s).unwrap(),
        };
        s = game.apply(&s, action).unwrap().0;
        states.push(s);
    }
    states
}

#[test]
fn the_starting_position_is_xgs_canonical_id_both_ways() {
    let game = plain_money();
    // The game not started writes as XG's new game, Black (the bottom
    // player) to act; it reads back, as gnubg reads it, as Black to roll
    // or double.
    assert_eq!(game.xgid(&game.initial_state()).unwrap().to_string(), START);
    let s = game.state_from_xgid(START).unwrap();
    assert_eq!(s, game.initial_state().with_cube_decision(BLACK, false));
    assert_eq!(game.xgid(&s).unwrap().to_string(), START);
    // The prefix is optional in reading.
    assert_eq!(game.state_from_xgid(&START[5..]), Ok(s));
}

#[test]
fn nackgammons_published_start_reads_as_its_start() {
    let rules = BackgammonRules::nackgammon().with_cube(CubeRules::money());
    let game = BackgammonGame::new(rules).unwrap();
    let text = "XGID=-bb---D-C---dD---c-d---BB-:0:0:1:00:0:0:0:0:10";
    let s = game.initial_state().with_cube_decision(BLACK, false);
    assert_eq!(game.state_from_xgid(text), Ok(s));
    assert_eq!(game.xgid(&game.initial_state()).unwrap().to_string(), text);
}

#[test]
fn each_field_reads_as_the_format_says() {
    let game = BackgammonGame::backgammon_money(); // Jacoby and beavers: flags 3
    // White (top) owns a 2-cube; Black (bottom) has thrown 5-2.
    let s = game
        .state_from_xgid("XGID=-b----E-C---eE---c-e----B-:1:-1:1:52:0:0:3:0:10")
        .unwrap();
    assert_eq!(
        (s.cube_value(), s.cube_owner(), s.turn()),
        (2, Some(WHITE), BLACK)
    );
    assert_eq!(s.dice().map(|d| d.values().to_vec()), Some(vec![5, 2]));
    // Black has doubled: the turn is White's, to answer.
    let d = game
        .state_from_xgid("XGID=-b----E-C---eE---c-e----B-:0:0:-1:D:0:0:3:0:10")
        .unwrap();
    assert_eq!((d.phase(), d.turn()), (Phase::Doubled, BLACK));
    // A checker of each side on its bar, one of Black's borne off.
    let bars = "XGID=ab----E-C---dE---c-e-----A:0:0:-1:00:0:0:3:0:10";
    let b = game.state_from_xgid(bars).unwrap();
    assert_eq!((b.bar(WHITE), b.bar(BLACK)), (1, 1));
    assert_eq!((b.borne_off(WHITE), b.borne_off(BLACK)), (0, 1));
    assert_eq!((b.count(WHITE, 13), b.count(BLACK, 24)), (4, 0));
    assert_eq!(b.phase(), Phase::AwaitingCube);
    assert_eq!(game.xgid(&b).unwrap().to_string(), bars);
}

#[test]
fn match_scores_and_the_crawford_flag_read_and_write() {
    let game = match_to(5);
    let text = "XGID=-b----E-C---eE---c-e----B-:0:0:-1:31:4:2:1:5:10";
    let s = game.state_from_xgid(text).unwrap();
    assert_eq!(
        (s.score(), s.is_crawford(), s.turn()),
        ([2, 4], true, WHITE)
    );
    assert_eq!(game.xgid(&s).unwrap().to_string(), text);
}

/// Each state of `games` random games of `game` writes an XGID that reads
/// back as the same state (its action count 0, a side that may double
/// deciding), or is mid-turn or over; returns the states compared.
fn round_trip(game: &BackgammonGame, games: u64) -> usize {
    let mut compared = 0;
    for seed in 0..games {
        for s in random_game(game, seed) {
            match game.xgid(&s) {
                Ok(x) => {
                    let back = game.state_from_xgid(&x.to_string());
                    if s.phase() == Phase::Opening {
                        // Read back as Black to act: the same text again.
                        let again = game.xgid(&back.unwrap()).unwrap();
                        assert_eq!(again, x);
                        continue;
                    }
                    assert_eq!(back, Ok(bg::gnubg::read_back(game, &s)), "{s} as {x}");
                    compared += 1;
                }
                Err(XgidError::MidTurn(_)) => {}
                Err(XgidError::Phase(p)) => assert!(p.is_over(), "{s}"),
                Err(XgidError::Board) => assert!(pinned(&s), "{s}"),
                Err(e) => panic!("{s}: {e}"),
            }
        }
    }
    compared
}

/// Whether a checker of `s` is pinned (Plakoto): no XGID or board line.
fn pinned(s: &BackgammonState) -> bool {
    s.pinned(WHITE) | s.pinned(BLACK) != 0
}

#[test]
fn the_tavli_games_on_the_backgammon_board_round_trip_unless_pinned() {
    for game in [BackgammonGame::portes(), BackgammonGame::plakoto()] {
        assert!(round_trip(&game, 10) > 100);
        assert!(fibs_round_trip(&game, 10) > 100);
    }
}

#[test]
fn random_money_games_round_trip_through_xgid() {
    let counts = [
        round_trip(&BackgammonGame::backgammon_money(), 40),
        round_trip(&plain_money(), 20),
        round_trip(&BackgammonGame::backgammon(), 10),
        round_trip(&BackgammonGame::hypergammon(), 10),
    ];
    eprintln!("states compared: {counts:?}");
    assert!(counts.iter().all(|&n| n > 100), "{counts:?}");
}

#[test]
fn random_matches_round_trip_through_xgid() {
    let counts = [round_trip(&match_to(5), 10), round_trip(&match_to(1), 10)];
    eprintln!("states compared: {counts:?}");
    assert!(counts.iter().all(|&n| n > 100), "{counts:?}");
}

#[test]
fn a_double_writes_d_with_the_turn_of_the_side_doubled() {
    let game = plain_money();
    let s = game.initial_state().with_cube_decision(WHITE, false);
    let (s, _) = game.apply(&s, BackgammonAction::Double).unwrap();
    let x = game.xgid(&s).unwrap().to_string();
    assert_eq!(x, "XGID=-b----E-C---eE---c-e----B-:0:0:1:D:0:0:0:0:10");
    assert_eq!(game.state_from_xgid(&x), Ok(s.with_actions(0)));
}

#[test]
fn malformed_fields_are_refused_with_their_typed_error() {
    let game = plain_money();
    let cases: &[(&str, XgidError)] = &[
        (
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0",
            XgidError::FieldCount(9),
        ),
        (
            "XGID=-b----E-C---eE---c-e----B:0:0:1:00:0:0:0:0:10",
            XgidError::PositionLength(25),
        ),
        (
            "XGID=-b----E-C---eE---c-e----Bx:0:0:1:00:0:0:0:0:10",
            XgidError::PositionChar { at: 25, found: 'x' },
        ),
        (
            "XGID=Ab----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10",
            XgidError::PositionChar { at: 0, found: 'A' },
        ),
        (
            "XGID=-b----E-C---eE---c-e----Bq:0:0:1:00:0:0:0:0:10",
            XgidError::PositionChar { at: 25, found: 'q' },
        ),
        (
            "XGID=-b----E-C---eE---c-e---BB-:0:0:1:00:0:0:0:0:10",
            XgidError::Checkers {
                seat: BLACK,
                count: 17,
                checkers: 15,
            },
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:x:0:1:00:0:0:0:0:10",
            XgidError::Field(XgidField::Cube),
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:16:0:1:00:0:0:0:0:10",
            XgidError::Field(XgidField::Cube),
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:1:2:1:00:0:0:0:0:10",
            XgidError::Field(XgidField::CubeOwner),
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:0:0:0:00:0:0:0:0:10",
            XgidError::Field(XgidField::Turn),
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:70:0:0:0:0:10",
            XgidError::Field(XgidField::Dice),
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:5:0:0:0:0:10",
            XgidError::Field(XgidField::Dice),
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:-1:0:0:0:10",
            XgidError::Field(XgidField::Score1),
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:99999:0:0:10",
            XgidError::Field(XgidField::Score2),
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:4:0:10",
            XgidError::Field(XgidField::Flags),
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:16",
            XgidError::Field(XgidField::MaxCube),
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:1:0:10",
            XgidError::Flags { id: 1 },
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:7:10",
            XgidError::MatchLength { id: 7, rules: 0 },
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:B:0:0:0:0:10",
            XgidError::Beaver,
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:R:0:0:0:0:10",
            XgidError::Beaver,
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:13:1:1:00:0:0:0:0:10",
            XgidError::MaxCube { id: 10, rules: 13 },
        ),
    ];
    for (text, error) in cases {
        assert_eq!(game.state_from_xgid(text), Err(*error), "{text}");
    }
    // A turned cube owned by nobody, or a cube at 1 with an owner: the rules refuse it.
    let centred_2 = "XGID=-b----E-C---eE---c-e----B-:1:0:1:00:0:0:0:0:10";
    assert!(matches!(
        game.state_from_xgid(centred_2),
        Err(XgidError::State(_))
    ));
    // Without a cube: no turned cube, no double.
    let cubeless = BackgammonGame::backgammon();
    for text in [
        "XGID=-b----E-C---eE---c-e----B-:1:1:1:00:0:0:0:0:10",
        "XGID=-b----E-C---eE---c-e----B-:0:0:1:D:0:0:0:0:10",
    ] {
        assert_eq!(
            cubeless.state_from_xgid(text),
            Err(XgidError::NoCube),
            "{text}"
        );
    }
    // A match: scores below the length, the Crawford flag a 0 or 1.
    let m = match_to(5);
    let past = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:5:0:0:5:10";
    let score = XgidError::Score {
        seat: BLACK,
        score: 5,
        length: 5,
    };
    assert_eq!(m.state_from_xgid(past), Err(score));
    let flags = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:4:0:2:5:10";
    assert_eq!(m.state_from_xgid(flags), Err(XgidError::Flags { id: 2 }));
    // A cap in the rules is the max cube.
    let capped =
        BackgammonRules::backgammon().with_cube(CubeRules::money().with_max_doublings(Some(6)));
    let capped = BackgammonGame::new(capped).unwrap();
    assert_eq!(
        capped.state_from_xgid(START),
        Err(XgidError::MaxCube { id: 10, rules: 6 })
    );
    assert!(capped.state_from_xgid(&START.replace(":10", ":6")).is_ok());
    // Dice that allow no move are no state.
    let stuck = "XGID=-b----E-C---eE---c-e----B-:0:0:1:66:0:0:0:0:10";
    let blocked = "XGID=-bbbbbbE-C---eE---c-----B-:0:0:1:66:0:0:0:0:10";
    assert!(game.state_from_xgid(stuck).is_ok());
    assert!(matches!(
        game.state_from_xgid(blocked),
        Err(XgidError::Checkers { .. } | XgidError::State(_))
    ));
}

#[test]
fn fevga_has_no_xgid() {
    let game = BackgammonGame::fevga();
    assert_eq!(game.xgid(&game.initial_state()), Err(XgidError::Board));
    assert_eq!(game.state_from_xgid(START), Err(XgidError::Board));
}

#[test]
fn acey_deucey_and_a_double_to_name_have_no_exchange_format() {
    // Every checker waits in the start area: read as borne off, the
    // position would be a won game.
    let game = BackgammonGame::acey_deucey();
    let waiting = game.initial_state().with_turn(WHITE);
    assert_eq!(waiting.phase(), Phase::AwaitingThrow);
    assert_eq!(game.xgid(&waiting), Err(XgidError::StartArea));
    assert_eq!(game.state_from_xgid(START), Err(XgidError::StartArea));
    assert_eq!(game.fibs_board(&waiting), Err(FibsBoardError::StartArea));
    let line = plain_money()
        .fibs_board(&plain_money().initial_state().with_turn(WHITE))
        .unwrap()
        .to_string();
    assert_eq!(
        game.state_from_fibs_board(&line),
        Err(FibsBoardError::StartArea)
    );
    assert_eq!(game.match_id(&waiting), Err(GnubgIdError::StartArea));
    assert_eq!(game.gnubg_ids(&waiting), Err(GnubgIdError::StartArea));
    assert_eq!(
        game.state_from_gnubg("4HPwATDgc/ABMA", "cAkAAAAAAAAA"),
        Err(GnubgIdError::StartArea)
    );
    assert_eq!(
        game.position_from_id("4HPwATDgc/ABMA", WHITE),
        Err(PositionIdError::StartArea)
    );
    // A double to name (after acey-deucey's 1-2) has no place in any of
    // them, whatever the rules say.
    let naming: BackgammonState = "bg W:24x2,13x5,8x3,6x5 B:24x2,13x5,8x3,6x5 t=W p=name;"
        .parse()
        .unwrap();
    let money = plain_money();
    assert_eq!(
        money.xgid(&naming),
        Err(XgidError::Phase(Phase::NamingDoubles))
    );
    assert_eq!(
        money.fibs_board(&naming),
        Err(FibsBoardError::Phase(Phase::NamingDoubles))
    );
    assert_eq!(
        money.gnubg_ids(&naming),
        Err(GnubgIdError::Phase(Phase::NamingDoubles))
    );
}

proptest! {
    #[test]
    fn any_text_reads_without_panic(text in "\\PC{0,80}") {
        let game = BackgammonGame::backgammon_money();
        let _ = game.state_from_xgid(&text);
    }

    #[test]
    fn texts_near_an_xgid_read_without_panic_and_round_trip(
        text in "XGID=[-a-oA-O]{26}:[0-9]{1,2}:-?[0-2]:-?[0-2]:(00|D|B|R|[0-7]{2}):[0-9]{1,2}:[0-9]{1,2}:[0-4]:(0|5):[0-9]{1,2}",
    ) {
        for game in [BackgammonGame::backgammon_money(), match_to(5)] {
            if let Ok(s) = game.state_from_xgid(&text) {
                let x = game.xgid(&s).unwrap().to_string();
                prop_assert_eq!(game.state_from_xgid(&x), Ok(s));
            }
        }
    }
}

// The FIBS board line.

/// FIBS's client-protocol example: O (the player) at the start of a
/// 3-point match, 6-2 to play.
const FIBS: &str = "board:You:someplayer:3:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:1:6:2:0:0:1:1:1:0:1:-1:0:25:0:0:0:0:2:0:0:0";

/// `FIBS` with field `index` (`board` 0) replaced by `value`.
fn fibs_with(index: usize, value: &str) -> String {
    let mut f: Vec<&str> = FIBS.split(':').collect();
    f[index] = value;
    f.join(":")
}

#[test]
fn the_protocols_example_reads_as_white_to_play_six_two_at_the_start() {
    let game = match_to(3);
    let s = game.state_from_fibs_board(FIBS).unwrap();
    let start = game.initial_state();
    let expected = start.with_dice(WHITE, DiceLeft::new(&[6, 2]).unwrap());
    assert_eq!(s, expected);
    let b: FibsBoard = FIBS.parse().unwrap();
    assert_eq!(
        (b.player.as_str(), b.opponent.as_str()),
        ("You", "someplayer")
    );
    assert_eq!((b.dice, b.cube, b.can_move), ([[6, 2], [0, 0]], 1, 2));
    assert_eq!(b.to_string(), FIBS);
    // A line break at the end is no matter.
    assert_eq!(game.state_from_fibs_board(&format!("{FIBS}\n")), Ok(s));
}

#[test]
fn x_playing_the_other_way_reads_as_black() {
    // The same start seen by X, who plays from position 1 to 24: its
    // 24-point is position 1; O's checkers positive.
    let mut board = [0i32; 26];
    for (own, n) in [(24, 2), (13, 5), (8, 3), (6, 5)] {
        board[25 - own] = -n; // X's point `own` at position 25 - own
        board[own] = n; // O's point `own` at position own
    }
    let cells: Vec<String> = board.iter().map(ToString::to_string).collect();
    let line = format!(
        "board:x:o:9999:0:0:{}:-1:3:1:0:0:1:1:1:0:-1:1:25:0:0:0:0:0:2:0:0:0",
        cells.join(":")
    );
    let game = BackgammonGame::backgammon_money();
    let s = game.state_from_fibs_board(&line).unwrap();
    let expected = game
        .initial_state()
        .with_dice(BLACK, DiceLeft::new(&[3, 1]).unwrap());
    assert_eq!(s, expected);
    // Written back from Black's side: colour -1, direction -1, its own numbers.
    let b = game.fibs_board(&s).unwrap();
    assert_eq!(
        (b.colour, b.direction, b.turn, b.board[24], b.board[1]),
        (-1, -1, -1, -2, 2)
    );
    assert_eq!(game.state_from_fibs_board(&b.to_string()), Ok(s));
}

/// Each state of random games of `game` writes a board line that reads
/// back as the same state, or is mid-turn, not started or over, or has a
/// turned cube neither side may double; returns the states compared.
fn fibs_round_trip(game: &BackgammonGame, games: u64) -> usize {
    let mut compared = 0;
    for seed in 0..games {
        for s in random_game(game, seed) {
            let b = match game.fibs_board(&s) {
                Ok(b) => b,
                Err(FibsBoardError::MidTurn(_)) => continue,
                Err(FibsBoardError::Board) if pinned(&s) => continue,
                Err(FibsBoardError::Phase(p)) => {
                    assert!(p.is_over() || p == Phase::Opening, "{s}");
                    continue;
                }
                Err(e) => panic!("{s}: {e}"),
            };
            let text = b.to_string();
            assert_eq!(text.parse::<FibsBoard>().as_ref(), Ok(&b));
            let back = game.state_from_fibs_board(&text);
            if b.cube > 1 && b.may_double == [false, false] {
                assert_eq!(back, Err(FibsBoardError::CubeOwner), "{s}");
                continue;
            }
            assert_eq!(back, Ok(bg::gnubg::read_back(game, &s)), "{s} as {text}");
            compared += 1;
        }
    }
    compared
}

#[test]
fn random_games_and_matches_round_trip_through_the_fibs_board() {
    let counts = [
        fibs_round_trip(&BackgammonGame::backgammon_money(), 40),
        fibs_round_trip(&plain_money(), 20),
        fibs_round_trip(&BackgammonGame::backgammon(), 10),
        fibs_round_trip(&BackgammonGame::hypergammon(), 10),
        fibs_round_trip(&match_to(5), 10),
        fibs_round_trip(&match_to(1), 10),
    ];
    eprintln!("states compared: {counts:?}");
    assert!(counts.iter().all(|&n| n > 100), "{counts:?}");
}

#[test]
fn malformed_board_lines_are_refused_with_their_typed_error() {
    let game = match_to(3);
    let f = |index: usize, name: &'static str| FibsBoardError::Field { index, name };
    let cases: Vec<(String, FibsBoardError)> = vec![
        (FIBS.replacen("board", "bored", 1), FibsBoardError::Prefix),
        (format!("{FIBS}:0"), FibsBoardError::FieldCount(54)),
        (fibs_with(3, "x"), f(3, "match length")),
        (fibs_with(4, "-1"), f(4, "player's score")),
        (fibs_with(7, "16"), f(7, "board")),
        (fibs_with(32, "2"), f(32, "turn")),
        (fibs_with(33, "7"), f(33, "player's dice")),
        (fibs_with(34, "0"), f(33, "player's dice")),
        (fibs_with(37, "3"), f(37, "cube")),
        (fibs_with(38, "2"), f(38, "player may double")),
        (fibs_with(40, "x"), f(40, "was doubled")),
        (fibs_with(41, "0"), f(41, "colour")),
        (fibs_with(42, "0"), f(42, "direction")),
        (fibs_with(43, "25"), f(43, "home")),
        (fibs_with(44, "0"), f(44, "bar")),
        (fibs_with(45, "16"), f(45, "borne off")),
        (fibs_with(47, "x"), f(47, "on bar")),
        (fibs_with(49, "5"), f(49, "can move")),
        (fibs_with(52, "99999999"), f(52, "redoubles")),
        (
            fibs_with(30, "3"),
            FibsBoardError::Checkers {
                seat: WHITE,
                count: 16,
                checkers: 15,
            },
        ),
        (
            fibs_with(45, "1"),
            FibsBoardError::Disagree {
                seat: WHITE,
                what: "borne off",
                field: 1,
                board: 0,
            },
        ),
        (
            fibs_with(48, "1"),
            FibsBoardError::Disagree {
                seat: BLACK,
                what: "on bar",
                field: 1,
                board: 0,
            },
        ),
        (
            fibs_with(3, "5"),
            FibsBoardError::MatchLength { board: 5, rules: 3 },
        ),
        (
            fibs_with(5, "3"),
            FibsBoardError::Score {
                seat: BLACK,
                score: 3,
                length: 3,
            },
        ),
        (fibs_with(37, "2"), FibsBoardError::CubeOwner),
        (fibs_with(40, "1"), FibsBoardError::Decision),
        (fibs_with(32, "0"), FibsBoardError::GameOver),
    ];
    for (text, error) in &cases {
        assert_eq!(game.state_from_fibs_board(text), Err(*error), "{text}");
    }
    // The player's bar holding the opponent's checker.
    let wrong_bar = fibs_with(31, "-1");
    assert_eq!(game.state_from_fibs_board(&wrong_bar), Err(f(31, "board")));
    // Money play and rules without a cube.
    let cubeless = BackgammonGame::backgammon();
    let money = fibs_with(3, "9999");
    assert!(cubeless.state_from_fibs_board(&money).is_ok());
    let turned = fibs_with(3, "9999").replace(":1:1:1:0:1:-1:", ":2:1:0:0:1:-1:");
    assert_eq!(
        cubeless.state_from_fibs_board(&turned),
        Err(FibsBoardError::NoCube)
    );
    assert_eq!(
        BackgammonGame::fevga().state_from_fibs_board(&money),
        Err(FibsBoardError::Board)
    );
    // A double to answer: the player on turn, no dice.
    let doubled = fibs_with(40, "1").replace(":1:6:2:0:0:", ":1:0:0:0:0:");
    let d = game.state_from_fibs_board(&doubled).unwrap();
    assert_eq!((d.phase(), d.turn()), (Phase::Doubled, BLACK));
    assert!(game.fibs_board(&d).unwrap().was_doubled);
    assert_eq!(
        game.fibs_board(&game.initial_state()),
        Err(FibsBoardError::Phase(Phase::Opening))
    );
}

proptest! {
    #[test]
    fn any_board_text_reads_without_panic(text in "(board:)?\\PC{0,200}") {
        let game = BackgammonGame::backgammon_money();
        let _ = game.state_from_fibs_board(&text);
    }

    #[test]
    fn lines_near_a_board_read_without_panic_and_round_trip(
        cells in proptest::collection::vec(-3i32..=3, 26),
        tail in proptest::collection::vec(-1i32..=7, 21),
    ) {
        let cells: Vec<String> = cells.iter().map(ToString::to_string).collect();
        let tail: Vec<String> = tail.iter().map(ToString::to_string).collect();
        let text = format!("board:a:b:9999:0:0:{}:{}", cells.join(":"), tail.join(":"));
        for game in [BackgammonGame::backgammon_money(), BackgammonGame::hypergammon()] {
            if let Ok(s) = game.state_from_fibs_board(&text) {
                let b = game.fibs_board(&s).unwrap();
                prop_assert_eq!(game.state_from_fibs_board(&b.to_string()), Ok(s));
            }
        }
    }
}

#[test]
fn a_published_bear_off_xgid_reads_as_its_checkers() {
    // The example of the Python package backgammon-engine-kit's README.
    let game = plain_money();
    let text = "XGID=-A-B--A---------------d---:0:0:1:00:0:0:0:0:10";
    let s = game.state_from_xgid(text).unwrap();
    let black: Vec<(u8, u8)> = s.points(BLACK).collect();
    assert_eq!(black, [(6, 1), (3, 2), (1, 1)]);
    assert_eq!(s.points(WHITE).collect::<Vec<_>>(), [(3, 4)]);
    assert_eq!((s.borne_off(WHITE), s.borne_off(BLACK)), (11, 11));
    assert_eq!((s.phase(), s.turn()), (Phase::AwaitingCube, BLACK));
    assert_eq!(game.xgid(&s).unwrap().to_string(), text);
}

#[test]
fn a_crawford_flag_the_score_does_not_allow_is_refused() {
    let game = match_to(5);
    let early = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:1:5:10";
    assert!(matches!(
        game.state_from_xgid(early),
        Err(XgidError::State(_))
    ));
    // In the Crawford game nobody may double.
    let doubled = "XGID=-b----E-C---eE---c-e----B-:0:0:1:D:4:0:1:5:10";
    assert!(matches!(
        game.state_from_xgid(doubled),
        Err(XgidError::State(_))
    ));
}

#[test]
fn a_mirrored_position_exchanges_the_sides() {
    let game = match_to(7);
    let s = game
        .initial_state()
        .with_side(WHITE, &[(6, 5), (8, 3), (13, 4)], 1, 2)
        .with_side(BLACK, &[(24, 2), (1, 1)], 0, 12)
        .with_cube(2, Some(BLACK))
        .with_score([3, 1], false)
        .with_cube_decision(BLACK, true);
    let m = s.mirrored();
    assert_eq!(m.turn(), WHITE);
    assert_eq!(m.phase(), Phase::Doubled);
    assert_eq!((m.cube_value(), m.cube_owner()), (4, Some(WHITE)));
    assert_eq!(m.score(), [1, 3]);
    assert_eq!(
        m.points(BLACK).collect::<Vec<_>>(),
        s.points(WHITE).collect::<Vec<_>>()
    );
    assert_eq!(
        m.points(WHITE).collect::<Vec<_>>(),
        s.points(BLACK).collect::<Vec<_>>()
    );
    assert_eq!((m.bar(BLACK), m.borne_off(BLACK)), (1, 2));
    assert_eq!((m.bar(WHITE), m.borne_off(WHITE)), (0, 12));
    assert_eq!(game.validate(&s), Ok(()));
    assert_eq!(game.validate(&m), Ok(()));
    assert_eq!(m.mirrored(), s);
}

#[test]
fn xgids_read_as_gnubg_reads_them() {
    let mut compared = 0;
    for line in include_str!("fixtures/gnubg_xgids.txt").lines() {
        if line.starts_with('#') {
            continue;
        }
        let parts: Vec<&str> = line.split(" | ").collect();
        let game = match parts[0] {
            "plain" => plain_money(),
            "money" => BackgammonGame::backgammon_money(),
            _ => match_to(5),
        };
        let (xgid, ids) = (parts[1], parts[2]);
        let (position, match_id) = ids.split_once(' ').unwrap();
        let ours = game.state_from_xgid(xgid).unwrap();
        let gnubgs = game.state_from_gnubg(position, match_id).unwrap();
        // gnubg puts the side on turn at the bottom: with the top player
        // (White) to act, its players are exchanged.
        let top_to_act = xgid.split(':').nth(3) == Some("-1");
        let expected = if top_to_act { ours.mirrored() } else { ours };
        assert_eq!(gnubgs, expected, "{line}");
        assert_eq!(game.xgid(&ours).unwrap().to_string(), xgid, "{line}");
        compared += 1;
    }
    assert_eq!(compared, 13);
}
