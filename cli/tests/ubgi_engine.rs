//! The UBGI engine as plain code: lines in, reply lines out, no I/O.

use std::cell::Cell;
use std::rc::Rc;

use racegame::backgammon::bot::{Level, NetEvaluator, ShippedNet};
use racegame::backgammon::{BackgammonGame, BackgammonRules, CubeRules};
use racegame_cli::ubgi::{Engine, Options, run};

const START_52: &str = "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10";
/// Black (bottom) doubled with one checker on its 1-point, White (top)
/// two checkers on its 1-point: Black wins on its next roll whatever it
/// throws, so White must drop.
const CERTAIN_LOSS: &str = "XGID=-A----------------------b-:0:0:-1:D:0:0:3:0:10";

fn engine(loads: Rc<Cell<u32>>) -> Engine<NetEvaluator> {
    let options = Options {
        level: Level::Intermediate,
        ..Options::default()
    };
    Engine::new(
        Box::new(move |rules| {
            loads.set(loads.get() + 1);
            ShippedNet::for_rules(rules)
                .net()
                .map_err(|e| e.to_string())
        }),
        options,
    )
}

fn fresh() -> Engine<NetEvaluator> {
    engine(Rc::new(Cell::new(0)))
}

/// The from/to pairs of a `bestmove` reply, sorted.
fn pairs(text: &str) -> Vec<(u8, u8)> {
    let mut v: Vec<(u8, u8)> = text
        .split_whitespace()
        .map(|p| {
            let (a, b) = p.split_once('/').expect("a from/to pair");
            (a.parse().expect("a point"), b.parse().expect("a point"))
        })
        .collect();
    v.sort_unstable();
    v
}

/// Whether `moves` (from/to pairs) is one of the legal plays of `xgid`.
fn is_legal(xgid: &str, moves: &[(u8, u8)]) -> bool {
    let game = BackgammonGame::new(
        BackgammonRules::backgammon()
            .with_cube(CubeRules::money().with_jacoby(true).with_beavers(true)),
    )
    .unwrap();
    let state = game.state_from_xgid(xgid).unwrap();
    game.plays(&state).iter().any(|p| {
        let mut v: Vec<(u8, u8)> = p.steps().iter().map(|s| (s.from, s.to)).collect();
        v.sort_unstable();
        v == moves
    })
}

#[test]
fn the_handshake_loads_the_evaluator_once_and_only_when_asked() {
    let loads = Rc::new(Cell::new(0));
    let mut e = engine(loads.clone());
    assert_eq!(loads.get(), 0);
    let reply = e.handle("ubgi");
    assert_eq!(loads.get(), 1);
    assert_eq!(reply.first().map(String::as_str), Some("id name racegame"));
    assert_eq!(reply.last().map(String::as_str), Some("ubgiok"));
    assert!(reply.contains(&"option level intermediate".to_string()));
    assert_eq!(e.handle("isready"), vec!["readyok"]);
    assert_eq!(loads.get(), 1);
}

#[test]
fn go_answers_a_legal_play_in_the_draft_format() {
    let mut e = fresh();
    assert!(e.handle(&format!("position xgid {START_52}")).is_empty());
    let reply = e.handle("go");
    assert_eq!(reply.len(), 2, "{reply:?}");
    assert!(reply[0].starts_with("info "));
    let moves = reply[1].strip_prefix("bestmove ").expect("a bestmove");
    assert!(!moves.contains('*') && !moves.contains('('), "{moves}");
    assert!(is_legal(START_52, &pairs(moves)), "{moves}");
}

#[test]
fn the_opening_31_makes_the_five_point() {
    let mut e = fresh();
    e.handle("newgame");
    assert_eq!(
        e.handle("go"),
        vec!["sorry the opening throw is awaited: send dice"]
    );
    assert!(e.handle("dice 3 1").is_empty());
    let reply = e.handle("go");
    let moves = reply[1].strip_prefix("bestmove ").unwrap();
    assert_eq!(pairs(moves), vec![(6, 5), (8, 5)]);
}

#[test]
fn a_hopeless_take_is_dropped_and_the_cube_equities_are_told() {
    let mut e = fresh();
    e.handle(&format!("position xgid {CERTAIN_LOSS}"));
    let reply = e.handle("go");
    assert_eq!(reply.last().map(String::as_str), Some("bestcube drop"));
    assert!(reply[0].starts_with("info nodouble"), "{reply:?}");
}

#[test]
fn a_position_to_roll_gets_a_cube_answer_then_dice_give_a_move() {
    let mut e = fresh();
    e.handle("position gnubgid 4HPwATDgc/ABMA:cAkAAAAAAAAA");
    let reply = e.handle("go");
    let word = reply.last().unwrap();
    assert!(
        word == "bestcube roll" || word == "bestcube double",
        "{reply:?}"
    );
    assert!(e.handle("dice 65").is_empty());
    let reply = e.handle("go");
    assert!(reply[1].starts_with("bestmove "), "{reply:?}");
}

#[test]
fn a_bare_position_gets_the_bare_answer_of_draft_001() {
    let mut e = fresh();
    let reply = e.handle(START_52);
    assert_eq!(reply.len(), 1);
    assert!(is_legal(START_52, &pairs(&reply[0])), "{reply:?}");
}

#[test]
fn a_roll_without_a_legal_move_is_bestmove_none() {
    // White (top) has a checker on the bar against Black's closed board
    // (a state awaiting a move with no legal move is no state: the dice
    // come with `dice`).
    let xgid = "XGID=aBBBBBB-------------------:0:0:-1:00:0:0:3:0:10";
    let mut e = fresh();
    assert!(e.handle(&format!("position xgid {xgid}")).is_empty());
    assert!(e.handle("dice 6 6").is_empty());
    assert_eq!(e.handle("go"), vec!["bestmove none"]);
    // A new position forgets it.
    e.handle(&format!("position xgid {START_52}"));
    assert!(e.handle("go")[1].starts_with("bestmove 1"));
}

#[test]
fn set_and_get_round_trip_and_bad_values_are_refused() {
    let mut e = fresh();
    assert!(e.handle("set level master").is_empty());
    assert_eq!(e.handle("get level"), vec!["option level master"]);
    assert_eq!(e.options().level, Level::Master);
    assert!(e.handle("set jacoby off").is_empty());
    assert_eq!(e.handle("get jacoby"), vec!["option jacoby off"]);
    assert!(e.handle("set level godlike")[0].starts_with("sorry unknown level"));
    assert!(e.handle("set colour red")[0].starts_with("sorry unknown option"));
    assert_eq!(e.options().level, Level::Master);
}

#[test]
fn refusals_are_sorry_lines_and_change_nothing() {
    let mut e = fresh();
    assert_eq!(e.handle("go"), vec!["sorry no position"]);
    assert!(e.handle("position xgid XGID=nonsense")[0].starts_with("sorry "));
    assert_eq!(e.handle("go"), vec!["sorry no position"]);
    assert!(e.handle("position pgn 1.e4")[0].starts_with("sorry unknown position format"));
    assert!(e.handle("frobnicate")[0].starts_with("sorry unknown command"));
    e.handle(&format!("position xgid {START_52}"));
    // Dice in a position that has them already are refused.
    assert!(e.handle("dice 6 6")[0].starts_with("sorry "));
    assert!(e.handle("dice 7 1")[0].starts_with("sorry "));
    assert!(e.handle("dice 1")[0].starts_with("sorry dice needs two dice"));
    assert!(e.handle("go")[1].starts_with("bestmove "));
    assert!(e.handle("").is_empty() && e.handle("stop").is_empty());
}

#[test]
fn run_stops_at_quit() {
    let mut e = fresh();
    let mut out = Vec::new();
    run(&mut e, &b"isready\nquit\nisready\n"[..], &mut out).unwrap();
    assert_eq!(String::from_utf8(out).unwrap(), "readyok\n");
    assert!(e.has_quit());
}

#[test]
fn match_positions_take_their_length_from_the_xgid() {
    // A 7-point match at 2-4, Crawford off, Black (bottom) on roll with 6-2.
    let xgid = "XGID=-b----E-C---eE---c-e----B-:0:0:1:62:4:2:0:7:10";
    let mut e = fresh();
    assert!(e.handle(&format!("position xgid {xgid}")).is_empty());
    assert!(e.handle("go")[1].starts_with("bestmove "));
}

#[test]
fn a_variant_that_asks_for_another_network_loads_it_with_its_rules() {
    let asked: Rc<std::cell::RefCell<Vec<BackgammonRules>>> = Rc::default();
    let log = asked.clone();
    let mut e: Engine<NetEvaluator> = Engine::new(
        Box::new(move |rules| {
            log.borrow_mut().push(*rules);
            ShippedNet::for_rules(rules)
                .net()
                .map_err(|e| e.to_string())
        }),
        Options::default(),
    );
    assert_eq!(e.handle("isready"), vec!["readyok"]);
    assert!(e.handle("set variant nackgammon").is_empty());
    assert_eq!(e.handle("isready"), vec!["readyok"]);
    // Nackgammon plays the backgammon network too: no second load.
    assert_eq!(asked.borrow().len(), 1);
    assert!(e.handle("set variant hypergammon").is_empty());
    assert_eq!(e.handle("isready"), vec!["readyok"]);
    assert_eq!(
        *asked.borrow(),
        vec![
            BackgammonRules::backgammon(),
            BackgammonRules::hypergammon()
        ]
    );
    assert!(e.handle("newgame").is_empty());
    assert!(e.handle("dice 6 5").is_empty());
    let reply = e.handle("go");
    assert!(
        reply.last().is_some_and(|l| l.starts_with("bestmove")),
        "{reply:?}"
    );
    assert_eq!(asked.borrow().len(), 2);
}
