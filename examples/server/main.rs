//! A Ludo match server, without the network: two simulated clients send it
//! JSON messages, some of them hostile, and it answers in JSON. The server
//! is in `match_server.rs`, with what it shows; this file plays a match
//! against it.
//!
//! Run with `cargo run --example server`.

mod match_server;

use match_server::{ClientMessage, Crash, MatchServer, Response};
use racegame::ludo::{LudoAction, LudoEvent, LudoGame, LudoState};
use racegame::{RaceGame, Roll, Seat, ToAct};

/// One way a client (or the machine) misbehaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mischief {
    /// A throw of 6 chosen by the client, on its own turn.
    ForgedThrow,
    /// The other client moves out of turn.
    OutOfTurn,
    /// A move the rules do not allow now.
    IllegalMove,
    /// Not JSON at all.
    Garbage,
    /// The last move sent again, as a network retry does.
    Duplicate,
    /// A move numbered past the match's, as if it overtook another.
    Reordered,
    /// A move played a while ago, sent again.
    OldMessage,
    /// The client's state, hand-edited to a token past the goal.
    EditedState,
    /// Someone edits the stored match on disk.
    TamperedStorage,
    /// The machine stops between the two writes of a commit.
    Crash,
}

const MISCHIEF: [Mischief; 10] = [
    Mischief::ForgedThrow,
    Mischief::Duplicate,
    Mischief::OutOfTurn,
    Mischief::Crash,
    Mischief::IllegalMove,
    Mischief::Reordered,
    Mischief::Garbage,
    Mischief::OldMessage,
    Mischief::EditedState,
    Mischief::TamperedStorage,
];

/// A client's message as JSON.
fn message(m: &ClientMessage) -> String {
    serde_json::to_string(m).unwrap_or_default()
}

/// The message a well-behaved client sends: its first legal move, numbered.
fn good_move(game: &LudoGame, state: &LudoState, seq: u64) -> Option<String> {
    let mut legal = Vec::new();
    game.legal_actions(state, &mut legal);
    let action = *legal.first()?;
    Some(message(&ClientMessage::Move { seq, action }))
}

/// A move that is not among the legal ones.
fn illegal_move(game: &LudoGame, state: &LudoState) -> LudoAction {
    let mut legal = Vec::new();
    game.legal_actions(state, &mut legal);
    (0..=state.token_count() as u8)
        .map(|token| LudoAction::Move { token })
        .chain([LudoAction::Enter])
        .find(|a| !legal.contains(a))
        .unwrap_or(LudoAction::Move { token: u8::MAX })
}

/// Where the match stands, as the clients last heard.
struct View {
    state: LudoState,
    seat: Seat,
    other: Seat,
    seq: u64,
    /// The moves sent and accepted so far, by whom.
    sent: Vec<(Seat, String)>,
}

/// Sends one bad message (or edits the storage) for `mischief`. Returns
/// what was done, in words, and the server's answer.
fn misbehave(
    server: &mut MatchServer,
    game: &LudoGame,
    view: &View,
    mischief: Mischief,
) -> Result<(String, Response), Crash> {
    let mut send = |from: Seat, text: String| {
        let answer = server.handle(from, &text)?;
        Ok((format!("{from} sends {text}"), answer))
    };
    let seq = view.seq;
    let six = LudoAction::Throw(Roll::one(6).map_err(|_| Crash)?);
    match mischief {
        Mischief::ForgedThrow => send(
            view.seat,
            message(&ClientMessage::Move { seq, action: six }),
        ),
        Mischief::OutOfTurn => send(
            view.other,
            good_move(game, &view.state, seq).unwrap_or_default(),
        ),
        Mischief::IllegalMove => {
            let action = illegal_move(game, &view.state);
            send(view.seat, message(&ClientMessage::Move { seq, action }))
        }
        Mischief::Garbage => send(view.seat, "move my token, please".to_owned()),
        Mischief::Duplicate | Mischief::OldMessage => {
            let back = if mischief == Mischief::Duplicate {
                1
            } else {
                3
            };
            let (from, text) = view
                .sent
                .len()
                .checked_sub(back)
                .map_or_else(|| (view.seat, String::new()), |i| view.sent[i].clone());
            send(from, text)
        }
        Mischief::Reordered => send(
            view.seat,
            good_move(game, &view.state, seq + 1).unwrap_or_default(),
        ),
        Mischief::EditedState => {
            let edited = view.state.with_token(view.seat, 0, u8::MAX - 1);
            send(view.seat, message(&ClientMessage::State(edited)))
        }
        Mischief::TamperedStorage => Ok(tamper_with_storage(server, game, view)),
        Mischief::Crash => Ok(crash(server, game, view)),
    }
}

/// Edits the stored match (the first throw made another), sends a good
/// move, and puts the storage back as it was.
fn tamper_with_storage(
    server: &mut MatchServer,
    game: &LudoGame,
    view: &View,
) -> (String, Response) {
    let backup = server.stored().to_owned();
    let first_throw = r#"{"throw":["#;
    let edited = match backup.find(first_throw) {
        Some(at) => {
            let digit = at + first_throw.len();
            let other = if backup.as_bytes().get(digit) == Some(&b'1') {
                "2"
            } else {
                "1"
            };
            format!("{}{other}{}", &backup[..digit], &backup[digit + 1..])
        }
        None => backup.clone(),
    };
    server.storage.current = edited;
    let text = good_move(game, &view.state, view.seq).unwrap_or_default();
    let answer = server
        .handle(view.seat, &text)
        .unwrap_or_else(|Crash| Response::refused("the machine stopped"));
    server.storage.current = backup;
    let what = format!(
        "someone changes the first throw in the stored match; then {} sends {text} (restored from backup)",
        view.seat
    );
    (what, answer)
}

/// The machine stops between the two writes of the next move's commit;
/// the server restarts from its storage. Returns what happened and the
/// answer to the move once retried.
fn crash(server: &mut MatchServer, game: &LudoGame, view: &View) -> (String, Response) {
    let text = good_move(game, &view.state, view.seq).unwrap_or_default();
    server.storage.writes_left = Some(1);
    let lost = server.handle(view.seat, &text);
    let restarted = MatchServer::restart(server.storage.clone());
    let what = format!(
        "the machine stops while storing {} {text} ({}); restarted: {}",
        view.seat,
        if lost == Err(Crash) {
            "no answer"
        } else {
            "answered anyway"
        },
        match &restarted {
            Ok(_) => "the stored match loads, as before the move".to_owned(),
            Err(e) => e.clone(),
        }
    );
    match restarted {
        Ok(again) => *server = again,
        Err(e) => return (what, Response::refused(e)),
    }
    // The client heard nothing, so it retries: the move is played now, once.
    let answer = server
        .handle(view.seat, &text)
        .unwrap_or_else(|Crash| Response::refused("the machine stopped again"));
    (format!("{what}; {} retries", view.seat), answer)
}

/// One short line per event.
fn tell(event: &LudoEvent) -> String {
    match event {
        LudoEvent::Rolled { seat, roll } => format!("{seat} rolls {roll}"),
        LudoEvent::Passed { seat, .. } => format!("{seat} cannot move"),
        LudoEvent::Entered { seat, token, .. } => format!("{seat} brings token {token} in"),
        LudoEvent::Moved {
            seat, token, to, ..
        } => format!("{seat} moves token {token} to {to}"),
        LudoEvent::Captured {
            seat, token, by, ..
        } => {
            format!("{by} captures {seat}'s token {token}")
        }
        LudoEvent::TokenHome { seat, token } => format!("{seat}'s token {token} is home"),
        LudoEvent::PlayerFinished { seat, place } => format!("{seat} finishes in place {place}"),
        LudoEvent::BonusRoll { seat, .. } => format!("{seat} rolls again"),
        LudoEvent::GameOver { outcome } => format!("game over: {outcome:?}"),
        other => format!("{other:?}"),
    }
}

/// The events of an answer in one line.
fn story(answer: &Response) -> String {
    if let Some(reason) = answer.reason() {
        return format!("REFUSED: {reason}");
    }
    match answer {
        Response::Accepted { events, seq, .. } => {
            let told: Vec<String> = events.iter().map(tell).collect();
            format!("accepted (seq {seq}): {}", told.join(", "))
        }
        Response::Refused { .. } => String::new(),
    }
}

/// Plays `mischief` and prints what came of it; returns the answer to
/// go on from when the mischief played the move itself (a crash, then the
/// client's retry).
fn show_mischief(
    server: &mut MatchServer,
    game: &LudoGame,
    view: &View,
    mischief: Mischief,
) -> Result<Option<Response>, String> {
    let before = server.stored().to_owned();
    let (what, reply) = misbehave(server, game, view, mischief)
        .map_err(|Crash| "the machine stopped".to_owned())?;
    let kept = if mischief == Mischief::Crash {
        "the move stored once, after the restart".to_owned()
    } else {
        format!("stored match unchanged: {}", server.stored() == before)
    };
    println!(
        "  ! {mischief:?}: {what}\n    -> {} ({kept})",
        story(&reply)
    );
    Ok((mischief == Mischief::Crash).then_some(reply))
}

fn main() -> Result<(), String> {
    let game = LudoGame::ludo(2).map_err(|e| e.to_string())?;
    let (mut server, opening) = MatchServer::open(game.clone(), 2026)?;
    println!("A two-player Ludo match; the server throws every die.\n");
    println!("server opens: {}", story(&opening));
    let mut answer = opening;
    let mut sent = Vec::new();
    let (mut good, mut bad) = (0, 0);
    while let Response::Accepted {
        state, to_act, seq, ..
    } = &answer
    {
        let ToAct::Player(seat) = *to_act else { break };
        let other = game.seats_in_play().find(|&s| s != seat).unwrap_or(seat);
        let view = View {
            state: *state,
            seat,
            other,
            seq: *seq,
            sent: sent.clone(),
        };
        let text = good_move(&game, state, *seq).ok_or("a player to act has a move")?;
        if good % 7 == 4 {
            let mischief = MISCHIEF[bad % MISCHIEF.len()];
            bad += 1;
            if let Some(reply) = show_mischief(&mut server, &game, &view, mischief)? {
                // The retry after a crash was the move: go on from its answer.
                sent.push((seat, text));
                answer = reply;
                good += 1;
                continue;
            }
        }
        answer = server
            .handle(seat, &text)
            .map_err(|Crash| "the machine stopped".to_owned())?;
        println!("{seat} sends {text}: {}", story(&answer));
        sent.push((seat, text));
        good += 1;
    }
    let late = message(&ClientMessage::Move {
        seq: good,
        action: LudoAction::Enter,
    });
    let reply = server
        .handle(Seat(2), &late)
        .map_err(|Crash| "the machine stopped".to_owned())?;
    println!(
        "  ! a move after the end: seat 2 sends {late}\n    -> {}",
        story(&reply)
    );
    println!("\n{good} moves played and {bad} bad messages or mishaps handled.");
    println!("final answer sent to clients: {}", answer.to_json());
    Ok(())
}
