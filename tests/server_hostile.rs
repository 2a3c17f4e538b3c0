//! The `server` example against a hostile client and an unreliable machine: duplicates are answered, not replayed; messages out of order and old messages are refused; a message is stored whole or not at all, and a crash between two writes leaves a match that reloads, valid, as it was.

#[allow(dead_code)] // what only the example calls
#[path = "../examples/server/match_server.rs"]
mod server;

use racegame::ludo::{LudoAction, LudoGame, LudoState};
use racegame::{RaceGame, Seat, ToAct};
use server::{ClientMessage, Crash, MatchServer, Response};

/// Where the match stands for the clients: the last answer taken.
#[derive(Clone, Debug)]
struct Stand {
    state: LudoState,
    seat: Seat,
    seq: u64,
}

fn stand(answer: &Response) -> Option<Stand> {
    match answer {
        Response::Accepted {
            state,
            to_act: ToAct::Player(seat),
            seq,
            ..
        } => Some(Stand {
            state: *state,
            seat: *seat,
            seq: *seq,
        }),
        _ => None,
    }
}

fn open() -> (MatchServer, Stand) {
    let game = LudoGame::ludo(2).unwrap();
    let (server, answer) = MatchServer::open(game, 2026).unwrap();
    (server, stand(&answer).unwrap())
}

fn first_legal(state: &LudoState) -> LudoAction {
    let mut legal = Vec::new();
    LudoGame::ludo(2).unwrap().legal_actions(state, &mut legal);
    legal[0]
}

/// The well-behaved client's move from `at`: its first legal choice.
fn good(at: &Stand) -> String {
    let action = first_legal(&at.state);
    serde_json::to_string(&ClientMessage::Move {
        seq: at.seq,
        action,
    })
    .unwrap()
}

fn handle(server: &mut MatchServer, from: Seat, message: &str) -> Response {
    server.handle(from, message).expect("no crash")
}

/// Plays good moves until `done(before, after)` holds for the move just
/// played; returns the stand before it, the move's text and its answer.
fn play_until(
    server: &mut MatchServer,
    mut at: Stand,
    done: impl Fn(&Stand, &Stand) -> bool,
) -> (Stand, String, Response) {
    for _ in 0..500 {
        let text = good(&at);
        let answer = handle(server, at.seat, &text);
        let next = stand(&answer).expect("the game goes on");
        if done(&at, &next) {
            return (at, text, answer);
        }
        at = next;
    }
    panic!("no such position in 500 moves")
}

/// After a move, the same seat is to move again and the same move is legal
/// again: the case where a retry, played, would be a second move.
fn same_seat_same_move_again(before: &Stand, after: &Stand) -> bool {
    after.seat == before.seat && first_legal(&after.state) == first_legal(&before.state)
}

#[test]
fn a_retried_move_is_answered_again_and_not_played_twice() {
    let (mut server, at) = open();
    let (before, text, answer) = play_until(&mut server, at, same_seat_same_move_again);
    let after = stand(&answer).unwrap();
    assert_eq!(after.seq, before.seq + 1);
    let stored = server.stored().to_owned();
    // The answer was lost; the client sends the same message twice more.
    for _ in 0..2 {
        let again = handle(&mut server, before.seat, &text);
        assert_eq!(again, answer, "a retry gets the answer the move had");
        assert_eq!(server.stored(), stored, "and plays nothing");
    }
}

#[test]
fn a_move_numbered_ahead_of_the_match_is_refused_and_changes_nothing() {
    let (mut server, at) = open();
    let ahead = serde_json::to_string(&ClientMessage::Move {
        seq: at.seq + 1,
        action: first_legal(&at.state),
    })
    .unwrap();
    let stored = server.stored().to_owned();
    let answer = handle(&mut server, at.seat, &ahead);
    let reason = answer.reason().expect("refused");
    assert!(
        reason.contains("move 1 is ahead of the match, which waits for move 0"),
        "{reason}"
    );
    assert_eq!(server.stored(), stored);
    // The move with the match's number is played.
    assert_eq!(
        stand(&handle(&mut server, at.seat, &good(&at)))
            .unwrap()
            .seq,
        1
    );
}

#[test]
fn an_old_message_arriving_late_is_refused_and_changes_nothing() {
    let (mut server, mut at) = open();
    let mut sent = Vec::new();
    for _ in 0..6 {
        let text = good(&at);
        sent.push((at.seat, text.clone()));
        at = stand(&handle(&mut server, at.seat, &text)).unwrap();
    }
    let stored = server.stored().to_owned();
    // Every message but the last, delivered again (a delayed copy, or a
    // replay by someone who recorded the traffic).
    for (seat, text) in &sent[..sent.len() - 1] {
        let answer = handle(&mut server, *seat, text);
        let reason = answer.reason().expect("refused");
        assert!(reason.contains("was played already"), "{reason}");
        assert_eq!(server.stored(), stored, "{text}");
    }
    // The last move's number with another move, or from the other seat, is
    // no retry.
    let (seat, text) = sent.last().unwrap().clone();
    let other = Seat(2 - seat.0);
    assert!(handle(&mut server, other, &text).reason().is_some());
    let last: ClientMessage = serde_json::from_str(&text).unwrap();
    let ClientMessage::Move { seq, action } = last else {
        panic!("a move")
    };
    let changed = serde_json::to_string(&ClientMessage::Move {
        seq,
        action: if action == LudoAction::Enter {
            LudoAction::Move { token: 0 }
        } else {
            LudoAction::Enter
        },
    })
    .unwrap();
    assert!(handle(&mut server, seat, &changed).reason().is_some());
    assert_eq!(server.stored(), stored);
}

#[test]
fn a_move_whose_throws_fail_is_not_stored() {
    let (mut server, at) = open();
    let stored = server.stored().to_owned();
    // No throw allowed after a move: every move fails after it was played,
    // in the throws the server makes.
    server.throw_limit = 0;
    let answer = handle(&mut server, at.seat, &good(&at));
    let reason = answer.reason().expect("refused");
    assert!(reason.contains("nothing stored"), "{reason}");
    assert_eq!(
        server.stored(),
        stored,
        "neither the move nor a throw stored"
    );
    server.throw_limit = server::MAX_THROWS_IN_A_ROW;
    assert_eq!(
        stand(&handle(&mut server, at.seat, &good(&at)))
            .unwrap()
            .seq,
        1
    );
}

#[test]
fn a_move_of_a_token_far_out_of_range_is_refused_and_the_server_lives() {
    let (mut server, at) = open();
    let stored = server.stored().to_owned();
    // Token 255 once overflowed the move's slot number (`1 + token`),
    // killing a debug-built server with one message.
    for token in [4, 127, 254, 255] {
        let text = format!(
            r#"{{"move":{{"seq":{},"action":{{"move":{{"token":{token}}}}}}}}}"#,
            at.seq
        );
        let answer = handle(&mut server, at.seat, &text);
        let reason = answer.reason().expect("refused");
        assert!(reason.contains("token"), "{text}: {reason}");
        assert_eq!(server.stored(), stored, "{text}");
    }
    // The match goes on.
    assert_eq!(
        stand(&handle(&mut server, at.seat, &good(&at)))
            .unwrap()
            .seq,
        1
    );
}

/// The stored match after each of the first `moves` good moves, on a
/// machine that never stops.
fn reference(moves: usize) -> Vec<String> {
    let (mut server, mut at) = open();
    let mut stored = Vec::new();
    for _ in 0..moves {
        let text = good(&at);
        at = stand(&handle(&mut server, at.seat, &text)).unwrap();
        stored.push(server.stored().to_owned());
    }
    stored
}

#[test]
fn a_crash_between_the_two_writes_of_a_commit_leaves_the_match_as_it_was() {
    let (mut server, at) = open();
    let before = server.stored().to_owned();
    server.storage.writes_left = Some(1);
    assert_eq!(server.handle(at.seat, &good(&at)), Err(Crash));
    assert_eq!(server.stored(), before, "the old match in place");
    assert!(
        server.storage.pending.is_some(),
        "the new one written aside"
    );
    let mut restarted = MatchServer::restart(server.storage.clone()).unwrap();
    assert_eq!(restarted.storage.pending, None);
    assert_eq!(restarted.stored(), before);
    // The client heard nothing and retries: the move is played, once.
    let answer = handle(&mut restarted, at.seat, &good(&at));
    assert_eq!(stand(&answer).unwrap().seq, 1);
    assert_eq!(restarted.stored(), reference(1)[0]);
}

#[test]
fn a_crash_at_any_write_of_any_move_loses_nothing_and_plays_nothing_twice() {
    let moves = 25;
    let expected = reference(moves);
    for crash_at in 0..=2 {
        let (mut server, mut at) = open();
        for (i, stored) in expected.iter().enumerate() {
            let text = good(&at);
            server.storage.writes_left = Some(crash_at);
            let first = server.handle(at.seat, &text);
            // Restart from the storage whatever happened (after write 2 the
            // commit is whole and only the answer is lost), and retry.
            assert_eq!(first.is_err(), crash_at < 2, "move {i}");
            server = MatchServer::restart(server.storage.clone()).unwrap();
            let answer = handle(&mut server, at.seat, &text);
            let next = stand(&answer).unwrap_or_else(|| panic!("move {i}: {answer:?}"));
            assert_eq!(
                next.seq,
                i as u64 + 1,
                "move {i}, crash at write {crash_at}"
            );
            assert_eq!(
                server.stored(),
                stored,
                "move {i}, crash at write {crash_at}"
            );
            at = next;
        }
    }
}
