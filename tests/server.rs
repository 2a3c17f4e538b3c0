//! The trust boundary between a server and its clients: `apply_as` refuses
//! every throw a seat sends, `Dice::throw_for` throws only for chance, and
//! the `server` example refuses every bad message, changing nothing.

#[allow(dead_code)] // what only the example calls
#[path = "../examples/server/match_server.rs"]
mod server;

use racegame::goose::{GooseAction, GooseError, GooseGame};
use racegame::ludo::{LudoAction, LudoError, LudoGame, LudoState};
use racegame::record::Presets;
use racegame::{Dice, RaceGame, Roll, Seat, ToAct, TurnError};
use server::{ClientMessage, MAX_MESSAGE, MatchServer, Response};

/// Every Goose preset, at 3 seats and at 2.
fn goose_presets() -> Vec<GooseGame> {
    let games = [3, 2].map(|n| GooseGame::every_preset(n).unwrap());
    games.into_iter().flatten().map(|(_, game)| game).collect()
}

/// Every Ludo preset, at 2, 3 and 4 seats.
fn ludo_presets() -> Vec<LudoGame> {
    let games = [2, 3, 4].map(|n| LudoGame::every_preset(n).unwrap());
    games.into_iter().flatten().map(|(_, game)| game).collect()
}

/// Every throw `game` could take in `state`, or in its opening state when
/// a player is to choose.
fn every_throw<G: RaceGame>(game: &G) -> Vec<G::Action> {
    let mut throws = Vec::new();
    game.legal_actions(&game.initial_state(), &mut throws);
    assert!(!throws.is_empty());
    assert!(throws.iter().all(|a| game.is_throw(a)));
    throws
}

// ---- apply_as --------------------------------------------------------------------

#[test]
fn a_forged_goose_throw_from_the_seat_to_throw_is_refused() {
    for game in goose_presets() {
        let state = game.initial_state();
        let before = state;
        let ToAct::Chance(seat) = game.to_act(&state) else {
            panic!("a Goose game opens on a throw")
        };
        for throw in every_throw(&game) {
            assert_eq!(
                game.apply_as(&state, seat, throw),
                Err(GooseError::Turn(TurnError::DiceFromSeat { seat }))
            );
        }
        assert_eq!(state, before);
        // The 6+3 a cheater wants on the railway's first throw.
        let six_three = GooseAction::Throw(Roll::two(6, 3).unwrap());
        if game.board().dice() == 2 {
            assert!(game.apply_as(&state, seat, six_three).is_err());
        }
    }
}

#[test]
fn a_forged_ludo_roll_from_the_seat_to_roll_is_refused() {
    for game in ludo_presets() {
        let state = game.initial_state();
        let before = state;
        let ToAct::Chance(seat) = game.to_act(&state) else {
            panic!("a Ludo game opens on a roll")
        };
        for throw in every_throw(&game) {
            assert_eq!(
                game.apply_as(&state, seat, throw),
                Err(LudoError::Turn(TurnError::DiceFromSeat { seat }))
            );
        }
        assert_eq!(state, before);
    }
}

#[test]
fn a_forged_roll_while_a_player_chooses_is_refused_as_a_throw() {
    let game = LudoGame::ludo(2).unwrap();
    let (state, _) = game
        .apply(
            &game.initial_state(),
            LudoAction::Throw(Roll::one(6).unwrap()),
        )
        .unwrap();
    assert_eq!(game.to_act(&state), ToAct::Player(Seat(0)));
    let again = LudoAction::Throw(Roll::one(6).unwrap());
    assert_eq!(
        game.apply_as(&state, Seat(0), again),
        Err(LudoError::Turn(TurnError::DiceFromSeat { seat: Seat(0) }))
    );
    assert!(game.apply_as(&state, Seat(0), LudoAction::Enter).is_ok());
}

#[test]
fn a_forged_throw_is_refused_before_the_seat_is_looked_at() {
    // A seat not to act, or not even playing, learns nothing about whose
    // turn it is: the throw is refused for being a throw.
    let game = LudoGame::ludo(2).unwrap();
    let state = game.initial_state();
    let six = LudoAction::Throw(Roll::one(6).unwrap());
    for seat in [Seat(1), Seat(2), Seat(7)] {
        assert_eq!(
            game.apply_as(&state, seat, six),
            Err(LudoError::Turn(TurnError::DiceFromSeat { seat }))
        );
    }
}

#[test]
fn a_choice_after_the_end_is_refused_as_out_of_turn() {
    let game = LudoGame::ludo(2).unwrap();
    let mut dice = Dice::seeded(3);
    let mut state = game.initial_state();
    let mut legal = Vec::new();
    while !game.is_over(&state) {
        let action = match dice.throw_for(&game, &state) {
            Some(throw) => throw,
            None => {
                game.legal_actions(&state, &mut legal);
                legal[0]
            }
        };
        state = game.apply(&state, action).unwrap().0;
    }
    let err = game
        .apply_as(&state, Seat(0), LudoAction::Enter)
        .unwrap_err();
    assert_eq!(
        err,
        LudoError::Turn(TurnError::NotYourTurn {
            seat: Seat(0),
            expected: ToAct::Nobody
        })
    );
    assert_eq!(
        err.to_string(),
        "not seat 0's turn: nobody (the game is over)"
    );
}

#[test]
fn is_throw_tells_a_throw_from_a_choice() {
    let ludo = LudoGame::ludo(4).unwrap();
    let roll = Roll::one(4).unwrap();
    assert!(ludo.is_throw(&LudoAction::Throw(roll)));
    assert!(!ludo.is_throw(&LudoAction::Enter));
    assert!(!ludo.is_throw(&LudoAction::Move { token: 0 }));
    let goose = GooseGame::railway(2).unwrap();
    assert!(goose.is_throw(&GooseAction::Throw(Roll::two(1, 2).unwrap())));
}

// ---- throw_for ---------------------------------------------------------------

#[test]
fn throw_for_gives_nothing_while_a_player_is_to_act() {
    let game = LudoGame::ludo(2).unwrap();
    let (state, _) = game
        .apply(
            &game.initial_state(),
            LudoAction::Throw(Roll::one(6).unwrap()),
        )
        .unwrap();
    assert_eq!(game.to_act(&state), ToAct::Player(Seat(0)));
    let mut dice = Dice::seeded(9);
    let untouched = dice.clone();
    assert_eq!(dice.throw_for(&game, &state), None);
    assert_eq!(dice, untouched, "nothing drawn");
}

#[test]
fn throw_for_gives_nothing_once_the_game_is_over() {
    let game = GooseGame::railway(2).unwrap();
    let mut dice = Dice::seeded(4);
    let mut state = game.initial_state();
    while let Some(throw) = dice.throw_for(&game, &state) {
        state = game.apply(&state, throw).unwrap().0;
    }
    assert!(game.is_over(&state));
    assert_eq!(dice.throw_for(&game, &state), None);
}

#[test]
fn throw_for_throws_the_dice_chance_waits_for() {
    let game = LudoGame::parchis_two_dice(2).unwrap();
    let state = game.initial_state();
    let mut dice = Dice::seeded(1);
    let throw = dice.throw_for(&game, &state).unwrap();
    assert!(game.is_throw(&throw));
    let mut legal = Vec::new();
    game.legal_actions(&state, &mut legal);
    assert!(legal.contains(&throw), "a two-dice throw: {throw:?}");
}

// ---- The server example ----------------------------------------------------

/// A server opened on a seeded two-player Ludo game, with the state and
/// the seat to act of its opening answer.
fn open() -> (MatchServer, LudoGame, LudoState, Seat) {
    let game = LudoGame::ludo(2).unwrap();
    let (server, answer) = MatchServer::open(game.clone(), 2026).unwrap();
    let Response::Accepted { state, to_act, .. } = answer else {
        panic!("the opening is accepted: {answer:?}")
    };
    let ToAct::Player(seat) = to_act else {
        panic!("the server throws until a player is to act: {to_act:?}")
    };
    (server, game, state, seat)
}

fn send(m: &ClientMessage) -> String {
    serde_json::to_string(m).unwrap()
}

/// Move `seq`, as JSON.
fn mv(seq: u64, action: LudoAction) -> String {
    send(&ClientMessage::Move { seq, action })
}

fn handle(server: &mut MatchServer, from: Seat, message: &str) -> Response {
    server.handle(from, message).expect("no crash")
}

/// Sends `message` as `from`, and checks it is refused with a reason that
/// contains `reason`, leaving the stored match byte for byte as it was.
fn assert_refused(server: &mut MatchServer, from: Seat, message: &str, reason: &str) {
    let before = server.stored().to_owned();
    let answer = handle(server, from, message);
    let got = answer
        .reason()
        .unwrap_or_else(|| panic!("{message} was accepted: {answer:?}"));
    assert!(got.contains(reason), "{message}: {got:?} lacks {reason:?}");
    assert_eq!(
        server.stored(),
        before,
        "{message} changed the stored match"
    );
}

fn first_legal(game: &LudoGame, state: &LudoState) -> LudoAction {
    let mut legal = Vec::new();
    game.legal_actions(state, &mut legal);
    legal[0]
}

#[test]
fn the_server_refuses_a_forged_throw() {
    let (mut server, _, _, seat) = open();
    let six = mv(0, LudoAction::Throw(Roll::one(6).unwrap()));
    assert_refused(
        &mut server,
        seat,
        &six,
        "seat 0 sent a throw of the dice: a seat never throws",
    );
}

#[test]
fn the_server_refuses_a_move_out_of_turn() {
    let (mut server, game, state, seat) = open();
    let other = game.seats_in_play().find(|&s| s != seat).unwrap();
    let good = mv(0, first_legal(&game, &state));
    assert_refused(
        &mut server,
        other,
        &good,
        &format!("not {other}'s turn: {seat} to choose"),
    );
    // The same message from the seat to act is played.
    assert!(handle(&mut server, seat, &good).reason().is_none());
}

#[test]
fn the_server_refuses_an_illegal_move() {
    let (mut server, game, state, seat) = open();
    let mut legal = Vec::new();
    game.legal_actions(&state, &mut legal);
    let illegal = (0..4)
        .map(|token| LudoAction::Move { token })
        .find(|a| !legal.contains(a))
        .unwrap();
    assert_refused(&mut server, seat, &mv(0, illegal), "move refused: token");
    let no_such = mv(0, LudoAction::Move { token: 9 });
    assert_refused(&mut server, seat, &no_such, "move refused:");
}

#[test]
fn the_server_refuses_garbage() {
    let (mut server, _, _, seat) = open();
    for garbage in [
        "",
        "move my token, please",
        r#"{"move":"#,
        r#"{"move":{"seq":0,"action":"fly"}}"#,
        r#"{"move":{"action":"enter"}}"#,
        r#"{"move":{"seq":-1,"action":"enter"}}"#,
        r#"{"move":{"seq":0,"action":"enter","seat":0}}"#,
        r#"{"action":"enter"}"#,
        r#"{"move":{"seq":0,"action":{"move":{"token":-1}}}}"#,
        r#"[{"move":{"seq":0,"action":"enter"}}]"#,
    ] {
        assert_refused(&mut server, seat, garbage, "unreadable message:");
    }
    let long = format!(
        r#"{{"move":{{"seq":0,"action":"enter"}}{}}}"#,
        " ".repeat(MAX_MESSAGE)
    );
    assert_refused(&mut server, seat, &long, "refused: at most");
}

#[test]
fn the_server_refuses_a_hand_edited_state_from_a_client() {
    let (mut server, game, state, seat) = open();
    let edited = state.with_token(seat, 0, 200);
    assert!(game.validate(&edited).is_err());
    assert_refused(
        &mut server,
        seat,
        &send(&ClientMessage::State(edited)),
        "the state sent is impossible: seat 0's token 0 has progress 200",
    );
}

#[test]
fn the_server_refuses_a_possible_state_that_is_not_the_matchs() {
    let (mut server, game, state, seat) = open();
    let opening = game.initial_state();
    assert!(game.validate(&opening).is_ok());
    assert_refused(
        &mut server,
        seat,
        &send(&ClientMessage::State(opening)),
        "the state sent is not the match's",
    );
    // The match's own state is acknowledged, and nothing is played.
    let before = server.stored().to_owned();
    let answer = handle(&mut server, seat, &send(&ClientMessage::State(state)));
    assert!(
        matches!(&answer, Response::Accepted { events, state: s, seq: 0, .. } if events.is_empty() && *s == state)
    );
    assert_eq!(server.stored(), before);
}

#[test]
fn the_server_refuses_to_play_on_a_tampered_storage() {
    let (mut server, game, state, seat) = open();
    let honest = server.stored().to_owned();
    // The stored match is a saved session: its first throw made a 2.
    let stored: serde_json::Value = serde_json::from_str(&honest).unwrap();
    let first = serde_json::to_string(&stored["actions"][0]).unwrap();
    assert!(first.starts_with(r#"{"throw":["#), "{first}");
    let forged = r#"{"throw":[2]}"#;
    let replaced = if first == forged {
        r#"{"throw":[3]}"#
    } else {
        forged
    };
    let tampered = honest.replacen(&first, replaced, 1);
    assert_ne!(tampered, honest);
    server.storage.current = tampered;
    let good = mv(0, first_legal(&game, &state));
    assert_refused(
        &mut server,
        seat,
        &good,
        "the stored match is damaged and was not played: the actions digest is",
    );
    server.storage.current = "{not json".to_owned();
    assert_refused(&mut server, seat, &good, "the stored match is damaged");
    // Restored from a backup, the same message plays.
    server.storage.current = honest;
    assert!(handle(&mut server, seat, &good).reason().is_none());
}

#[test]
fn the_server_plays_a_whole_game_and_its_answers_never_hold_the_dice() {
    let (mut server, game, mut state, mut seat) = open();
    let mut seq = 0;
    loop {
        let stored: serde_json::Value = serde_json::from_str(server.stored()).unwrap();
        let key = serde_json::to_string(&stored["dice"]["key"]).unwrap();
        assert!(key.len() > 60, "the dice are stored: {key}");
        let answer = handle(&mut server, seat, &mv(seq, first_legal(&game, &state)));
        let json = answer.to_json();
        assert!(
            !json.contains("word_pos") && !json.contains("\"key\""),
            "{json}"
        );
        assert!(!json.contains(&key[1..key.len() - 1]), "{json}");
        let Response::Accepted {
            state: next,
            to_act,
            outcome,
            seq: next_seq,
            ..
        } = answer
        else {
            panic!("a legal move was refused: {answer:?}")
        };
        seq += 1;
        assert_eq!(next_seq, seq, "one move played");
        state = next;
        assert_eq!(
            handle(&mut server, seat, &send(&ClientMessage::State(state))).reason(),
            None
        );
        match to_act {
            ToAct::Player(next_seat) => seat = next_seat,
            ToAct::Nobody => {
                assert!(outcome.is_some());
                break;
            }
            ToAct::Chance(_) => panic!("the server left a throw to a client"),
        }
        assert!(seq < 10_000);
    }
    assert!(game.is_over(&state));
    let late = mv(seq, LudoAction::Enter);
    assert_refused(&mut server, seat, &late, "the game is over");
}

#[test]
fn the_server_throws_with_the_dice_it_stored() {
    // The dice are read back from the storage before every throw: a move
    // played by hand, then the stored dice thrown until a player is to act,
    // gives exactly the server's answer.
    let (mut server, game, state, seat) = open();
    let stored: serde_json::Value = serde_json::from_str(server.stored()).unwrap();
    let mut dice: Dice = serde_json::from_value(stored["dice"].clone()).unwrap();
    let action = first_legal(&game, &state);
    let (mut expected, mut events) = game.apply(&state, action).unwrap();
    while let Some(throw) = dice.throw_for(&game, &expected) {
        let (next, thrown) = game.apply(&expected, throw).unwrap();
        expected = next;
        events.extend(thrown);
    }
    let answer = handle(&mut server, seat, &mv(0, action));
    assert!(
        matches!(&answer, Response::Accepted { state, events: e, .. } if *state == expected && *e == events),
        "{answer:?}"
    );
    let stored: serde_json::Value = serde_json::from_str(server.stored()).unwrap();
    assert_eq!(stored["dice"], serde_json::to_value(&dice).unwrap());
}
