//! A Ludo match server, without the network: two simulated clients send it
//! JSON messages, and it answers in JSON.
//!
//! What it shows is who is trusted with what:
//!
//! - The server holds the game: the rules, the state and its dice, stored as
//!   JSON after every action and read back before the next (a file or a
//!   database row in a real server). The dice hold the generator's key and
//!   position, from which anyone could compute every later throw: they stay
//!   in the server's storage and never appear in an answer.
//! - The server throws the dice itself ([`Dice::throw_for`], then
//!   [`RaceGame::apply`]) whenever chance is to act, so a client only ever
//!   sends a choice of move.
//! - A client's action goes through [`RaceGame::apply_as`] with the seat of
//!   the connection it came on: a throw the client made up, a move out of
//!   turn and an illegal move are each refused with a message, and change
//!   nothing.
//! - What comes from outside is checked: a message that is not valid JSON of
//!   the expected shape is refused, a state a client sends is checked with
//!   [`RaceGame::validate`] and compared with the server's, and the stored
//!   game is validated every time it is read back, so a hand-edited file is
//!   refused rather than played. (Validation catches a state the rules could
//!   not produce; a possible but false state written into the storage is not
//!   detectable this way: protect the storage itself.)
//!
//! A real server seeds its dice from the operating system's entropy; this
//! example seeds them with a fixed number so that its log is reproducible.
//!
//! Run with `cargo run --example server`.

use racegame::ludo::{LudoAction, LudoEvent, LudoGame, LudoState};
use racegame::{Dice, Outcome, RaceGame, Roll, Seat, ToAct};
use serde::{Deserialize, Serialize};

/// The longest message the server reads; anything longer is refused unread.
pub const MAX_MESSAGE: usize = 16 * 1024;

/// The most throws the server makes in a row before a player must act (a
/// guard: in Ludo a player gets a choice long before).
const MAX_THROWS_IN_A_ROW: usize = 1_000;

/// What the server keeps between messages. Only the server reads it: it
/// holds the dice.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredMatch {
    game: LudoGame,
    state: LudoState,
    dice: Dice,
}

/// What a client may send.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// A move: `{"action":"enter"}`, `{"action":{"move":{"token":1}}}`.
    Action(LudoAction),
    /// The state the client believes current, after a reconnection:
    /// `{"state":{...}}`. The server checks it and says whether it is the
    /// match's position; it never plays from a client's state.
    State(LudoState),
}

/// The server's answer to one message.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "snake_case", tag = "answer")]
pub enum Response {
    /// The message was taken. `events` tells what happened, the throws the
    /// server made after the move included; `state` and `to_act` say where
    /// the game stands.
    Accepted {
        /// What happened, in order.
        events: Vec<LudoEvent>,
        /// The match's state now.
        state: LudoState,
        /// Who acts next.
        to_act: ToAct,
        /// How the game ended, once it has.
        outcome: Option<Outcome>,
    },
    /// The message was refused and nothing changed.
    Refused {
        /// Why, in words.
        reason: String,
    },
}

impl Response {
    /// A refusal with this reason.
    pub fn refused(reason: impl Into<String>) -> Response {
        Response::Refused {
            reason: reason.into(),
        }
    }

    /// Why the message was refused, or `None` if it was accepted.
    pub fn reason(&self) -> Option<&str> {
        match self {
            Response::Refused { reason } => Some(reason),
            Response::Accepted { .. } => None,
        }
    }

    /// The answer as the JSON sent to the client.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self)
            .unwrap_or_else(|e| format!(r#"{{"answer":"refused","reason":"{e}"}}"#))
    }
}

/// A match server for one game of Ludo.
pub struct MatchServer {
    /// The stored match, as JSON: rules, state and dice.
    stored: String,
}

impl MatchServer {
    /// Opens a match of `game` thrown with `dice`, and makes the opening
    /// throws. Returns the server and the opening's answer (what every
    /// client is sent first).
    ///
    /// # Errors
    ///
    /// The reason, if the match could not be stored or opened.
    pub fn open(game: LudoGame, dice: Dice) -> Result<(MatchServer, Response), String> {
        let state = game.initial_state();
        let mut server = MatchServer {
            stored: String::new(),
        };
        server.save(&StoredMatch { game, state, dice })?;
        let mut events = Vec::new();
        let stored = server.throw_while_chance(&mut events)?;
        Ok((server, accepted(&stored, events)))
    }

    /// The stored match, exactly as kept between messages. It holds the
    /// dice: never send it to a client.
    pub fn stored(&self) -> &str {
        &self.stored
    }

    /// The storage itself, for an operator (or an intruder) to edit by
    /// hand.
    pub fn storage_mut(&mut self) -> &mut String {
        &mut self.stored
    }

    /// Handles one message from the client connected as `from`.
    ///
    /// The seat is the connection's (who the client logged in as), never
    /// something read from the message: a client could write any seat
    /// there. Whatever is refused leaves the stored match byte for byte as
    /// it was.
    pub fn handle(&mut self, from: Seat, message: &str) -> Response {
        let stored = match self.load() {
            Ok(stored) => stored,
            Err(reason) => return Response::refused(reason),
        };
        if message.len() > MAX_MESSAGE {
            return Response::refused(format!(
                "message of {} bytes refused: at most {MAX_MESSAGE}",
                message.len()
            ));
        }
        match serde_json::from_str::<ClientMessage>(message) {
            Err(e) => Response::refused(format!("unreadable message: {e}")),
            Ok(ClientMessage::State(state)) => check_client_state(&stored, &state),
            Ok(ClientMessage::Action(action)) => self.play(stored, from, action),
        }
    }

    /// Plays a client's action, then the throws that follow it.
    fn play(&mut self, mut stored: StoredMatch, from: Seat, action: LudoAction) -> Response {
        let (next, mut events) = match stored.game.apply_as(&stored.state, from, action) {
            Ok(done) => done,
            Err(e) => return Response::refused(format!("move refused: {e}")),
        };
        stored.state = next;
        if let Err(reason) = self.save(&stored) {
            return Response::refused(reason);
        }
        match self.throw_while_chance(&mut events) {
            Ok(stored) => accepted(&stored, events),
            Err(reason) => Response::refused(reason),
        }
    }

    /// While chance is to act: reads the match back, throws the server's
    /// dice, applies the throw and stores the match. Returns the match as
    /// stored last, waiting for a player or over.
    fn throw_while_chance(&mut self, events: &mut Vec<LudoEvent>) -> Result<StoredMatch, String> {
        for _ in 0..MAX_THROWS_IN_A_ROW {
            let mut stored = self.load()?;
            let Some(throw) = stored.dice.throw_for(&stored.game, &stored.state) else {
                return Ok(stored);
            };
            let (next, thrown) = stored
                .game
                .apply(&stored.state, throw)
                .map_err(|e| format!("the server's own throw was refused: {e}"))?;
            stored.state = next;
            events.extend(thrown);
            self.save(&stored)?;
        }
        Err(format!(
            "{MAX_THROWS_IN_A_ROW} throws in a row and no player to act: stopped"
        ))
    }

    /// Reads the stored match back and checks its state against its rules.
    fn load(&self) -> Result<StoredMatch, String> {
        let stored: StoredMatch = serde_json::from_str(&self.stored)
            .map_err(|e| format!("the stored match is damaged and was not played: {e}"))?;
        stored.game.validate(&stored.state).map_err(|e| {
            format!("the stored match has an impossible state and was not played: {e}")
        })?;
        Ok(stored)
    }

    /// Stores the match.
    fn save(&mut self, stored: &StoredMatch) -> Result<(), String> {
        self.stored =
            serde_json::to_string(stored).map_err(|e| format!("the match was not stored: {e}"))?;
        Ok(())
    }
}

/// The answer for a message taken: the events, and the match without its
/// dice.
fn accepted(stored: &StoredMatch, events: Vec<LudoEvent>) -> Response {
    Response::Accepted {
        events,
        to_act: stored.game.to_act(&stored.state),
        outcome: stored.game.outcome(&stored.state),
        state: stored.state,
    }
}

/// A client's idea of the state: impossible, out of date, or the match's.
fn check_client_state(stored: &StoredMatch, state: &LudoState) -> Response {
    if let Err(e) = stored.game.validate(state) {
        return Response::refused(format!("the state sent is impossible: {e}"));
    }
    if *state != stored.state {
        return Response::refused(
            "the state sent is not the match's: the server's state is the only one played",
        );
    }
    accepted(stored, Vec::new())
}

// ---- The simulated clients ---------------------------------------------------

/// One way a client misbehaves.
#[derive(Clone, Copy, Debug)]
enum Mischief {
    /// A throw of 6 chosen by the client, on its own turn.
    ForgedThrow,
    /// The other client moves out of turn.
    OutOfTurn,
    /// A move the rules do not allow now.
    IllegalMove,
    /// Not JSON at all.
    Garbage,
    /// JSON of the wrong shape.
    WrongShape,
    /// The client's state, hand-edited to a token past the goal.
    EditedState,
    /// A state the rules allow but that is not the match's (the opening
    /// position, as if the client wanted to start again).
    OtherState,
    /// Someone edits the stored match on disk.
    TamperedStorage,
}

const MISCHIEF: [Mischief; 8] = [
    Mischief::ForgedThrow,
    Mischief::OutOfTurn,
    Mischief::IllegalMove,
    Mischief::Garbage,
    Mischief::WrongShape,
    Mischief::EditedState,
    Mischief::OtherState,
    Mischief::TamperedStorage,
];

impl Mischief {
    /// What it is, in a few words.
    fn label(self) -> &'static str {
        match self {
            Mischief::ForgedThrow => "a forged throw",
            Mischief::OutOfTurn => "a move out of turn",
            Mischief::IllegalMove => "an illegal move",
            Mischief::Garbage => "garbage",
            Mischief::WrongShape => "JSON of the wrong shape",
            Mischief::EditedState => "a hand-edited state",
            Mischief::OtherState => "another state",
            Mischief::TamperedStorage => "tampered storage",
        }
    }
}

/// A client's message as JSON.
fn message(m: &ClientMessage) -> String {
    serde_json::to_string(m).unwrap_or_default()
}

/// The message a well-behaved client sends: its first legal move.
fn good_move(game: &LudoGame, state: &LudoState) -> Option<String> {
    let mut legal = Vec::new();
    game.legal_actions(state, &mut legal);
    let action = *legal.first()?;
    Some(message(&ClientMessage::Action(action)))
}

/// A move that is not among the legal ones (there always is one: a token
/// number past the last).
fn illegal_move(game: &LudoGame, state: &LudoState) -> LudoAction {
    let mut legal = Vec::new();
    game.legal_actions(state, &mut legal);
    (0..=state.token_count() as u8)
        .map(|token| LudoAction::Move { token })
        .chain([LudoAction::Enter])
        .find(|a| !legal.contains(a))
        .unwrap_or(LudoAction::Move { token: u8::MAX })
}

/// Sends one bad message (or edits the storage) for `mischief`, with the
/// seat to act being `seat` and the other client `other`. Returns what was
/// done, in words, and the server's answer.
fn misbehave(
    server: &mut MatchServer,
    game: &LudoGame,
    view: &LudoState,
    (seat, other): (Seat, Seat),
    mischief: Mischief,
) -> (String, Response) {
    let six = Roll::one(6).map(LudoAction::Throw);
    let send = |server: &mut MatchServer, from: Seat, text: String| {
        let answer = server.handle(from, &text);
        (format!("{from} sends {text}"), answer)
    };
    match mischief {
        Mischief::ForgedThrow => match six {
            Ok(six) => send(server, seat, message(&ClientMessage::Action(six))),
            Err(e) => (format!("no forged throw: {e}"), Response::refused("")),
        },
        Mischief::OutOfTurn => {
            let text = good_move(game, view).unwrap_or_default();
            send(server, other, text)
        }
        Mischief::IllegalMove => {
            let action = illegal_move(game, view);
            send(server, seat, message(&ClientMessage::Action(action)))
        }
        Mischief::Garbage => send(server, seat, "move my token, please".to_owned()),
        Mischief::WrongShape => send(server, seat, r#"{"seat":0,"action":"enter"}"#.to_owned()),
        Mischief::EditedState => {
            let edited = view.with_token(seat, 0, u8::MAX - 1);
            send(server, seat, message(&ClientMessage::State(edited)))
        }
        Mischief::OtherState => {
            let opening = game.initial_state();
            send(server, seat, message(&ClientMessage::State(opening)))
        }
        Mischief::TamperedStorage => tamper_with_storage(server, seat, game, view),
    }
}

/// Edits the stored match (one of `seat`'s tokens past the goal), sends a
/// good move, and puts the storage back as it was.
fn tamper_with_storage(
    server: &mut MatchServer,
    seat: Seat,
    game: &LudoGame,
    view: &LudoState,
) -> (String, Response) {
    let backup = server.stored().to_owned();
    let honest = serde_json::to_string(view).unwrap_or_default();
    let edited = serde_json::to_string(&view.with_token(seat, 0, u8::MAX - 1)).unwrap_or_default();
    *server.storage_mut() = backup.replacen(&honest, &edited, 1);
    let text = good_move(game, view).unwrap_or_default();
    let answer = server.handle(seat, &text);
    let unchanged = server.stored() == backup.replacen(&honest, &edited, 1);
    *server.storage_mut() = backup;
    (
        format!(
            "someone edits the stored match; then {seat} sends {text} (storage left as found: {unchanged}; restored from backup)"
        ),
        answer,
    )
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
    match answer {
        Response::Accepted { events, .. } => {
            let told: Vec<String> = events.iter().map(tell).collect();
            format!("accepted: {}", told.join(", "))
        }
        Response::Refused { reason } => format!("REFUSED: {reason}"),
    }
}

fn main() -> Result<(), String> {
    let game = LudoGame::ludo(2).map_err(|e| e.to_string())?;
    let (mut server, opening) = MatchServer::open(game.clone(), Dice::seeded(2026))?;
    println!("A two-player Ludo match; the server throws every die.\n");
    println!("server opens: {}", story(&opening));
    let mut answer = opening;
    let (mut good, mut bad) = (0, 0);
    while let Response::Accepted { state, to_act, .. } = &answer {
        let ToAct::Player(seat) = *to_act else { break };
        let view = *state;
        let other = game.seats_in_play().find(|&s| s != seat).unwrap_or(seat);
        if good % 9 == 4 {
            let mischief = MISCHIEF[bad % MISCHIEF.len()];
            let before = server.stored().to_owned();
            let (what, refusal) = misbehave(&mut server, &game, &view, (seat, other), mischief);
            let unchanged = server.stored() == before;
            println!(
                "  ! {}: {what}\n    -> {} (stored match unchanged: {unchanged})",
                mischief.label(),
                story(&refusal)
            );
            bad += 1;
        }
        let text = good_move(&game, &view).ok_or("a player to act has a move")?;
        answer = server.handle(seat, &text);
        println!("{seat} sends {text}: {}", story(&answer));
        good += 1;
    }
    let late = message(&ClientMessage::Action(LudoAction::Enter));
    println!("  ! a move after the end: seat 2 sends {late}");
    println!("    -> {}", story(&server.handle(Seat(2), &late)));
    println!("\n{good} moves played and {bad} bad messages refused.");
    println!("final answer sent to clients: {}", answer.to_json());
    Ok(())
}
