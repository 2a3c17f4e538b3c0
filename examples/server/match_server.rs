//! The match server of the `server` example: one Ludo match, stored as a
//! saved `Session`, every message one transaction, with sequence numbers.
//!
//! What it shows is who is trusted with what, and how nothing is lost or
//! played twice:
//!
//! - **The server holds the game**: the rules, every action and the dice,
//!   stored as a saved [`Session`] and read back before every message. The
//!   dice hold the generator's key and position, from which anyone could
//!   compute every later throw: they stay in the server's storage and never
//!   appear in an answer. Reading the match back is resuming the session,
//!   which checks it as a record is checked (the rules' and the actions'
//!   digests, every throw against the seed, the state reached), so a
//!   hand-edited storage is refused rather than played. (The digests catch
//!   damage and careless edits, not a forger who recomputes them: protect
//!   the storage itself, or MAC it as the `Session` docs show.)
//! - **The server throws the dice itself**, from the session's dice,
//!   whenever chance is to act, so a client only ever sends a choice of
//!   move, which goes through [`RaceGame::apply_as`] with the seat of the
//!   connection it came on: a throw the client made up, a move out of turn
//!   and an illegal move are each refused with a message, and change
//!   nothing.
//! - **Sequence numbers**: every answer says `seq`, the number of moves
//!   played so far, which is the number the next move must carry. A move
//!   with the match's number is played. A network retry of the last move
//!   played (the same seat, number and move) is answered with the answer it
//!   had, and not played again: in Ludo the same seat is often to move
//!   again after a six, and without a number the retry would be a second
//!   move. Any other number is refused: an old message replayed, or one
//!   that overtook another.
//! - **One transaction per message**: the move and every throw after it are
//!   played on a copy of the match, and the copy is stored only when all of
//!   it succeeded, in one commit. A commit writes the new match aside and
//!   then puts it in place (a file renamed over the old one, a database
//!   transaction), so a crash between the two writes leaves the old match,
//!   whole; a restart drops what was written aside, and the client's retry
//!   is played then. What is refused leaves the storage byte for byte as it
//!   was.
//!
//! A real server seeds its dice from the operating system's entropy; the
//! example seeds them with a fixed number so that its log is reproducible.

use racegame::ludo::{LudoAction, LudoEvent, LudoGame, LudoState};
use racegame::play::{self, RandomPolicy, Session};
use racegame::{Outcome, RaceGame, Seat, ToAct};
use serde::{Deserialize, Serialize};

/// The longest message the server reads; anything longer is refused unread.
pub const MAX_MESSAGE: usize = 16 * 1024;

/// The most throws the server makes in a row before a player must act, by
/// default (a guard: in Ludo a player gets a choice long before).
pub const MAX_THROWS_IN_A_ROW: usize = 1_000;

/// What a client may send.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// A move, numbered with the `seq` of the last answer:
    /// `{"move":{"seq":4,"action":"enter"}}`.
    Move {
        /// The number of the move: the moves played before it.
        seq: u64,
        /// The choice.
        action: LudoAction,
    },
    /// The state the client believes current, after a reconnection:
    /// `{"state":{...}}`. The server checks it and says whether it is the
    /// match's position (and the match's `seq`); it never plays from a
    /// client's state.
    State(LudoState),
}

/// The server's answer to one message.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "answer")]
pub enum Response {
    /// The message was taken. `events` tells what happened, the throws the
    /// server made after the move included; `state`, `to_act` and `seq`
    /// say where the game stands.
    Accepted {
        /// Moves played so far: the number the next move carries.
        seq: u64,
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

/// The machine stopped during a write: no answer was sent. Restart the
/// server from its storage ([`MatchServer::restart`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Crash;

/// Where the match is kept: one text replaced whole. A commit writes the
/// new text aside, then puts it in place (two writes, as a file written
/// and renamed over the old one).
#[derive(Clone, Debug, Default)]
pub struct Storage {
    /// The match as last committed: a saved `Session`, as JSON.
    pub current: String,
    /// A commit begun and not finished (left by a crash).
    pub pending: Option<String>,
    /// For tests: how many more writes succeed before the machine stops
    /// (`None`: never).
    pub writes_left: Option<usize>,
}

impl Storage {
    /// One write, unless the machine stops first.
    fn write(&mut self) -> Result<(), Crash> {
        match &mut self.writes_left {
            Some(0) => Err(Crash),
            Some(n) => {
                *n -= 1;
                Ok(())
            }
            None => Ok(()),
        }
    }

    /// Writes `text` aside, then puts it in place.
    fn commit(&mut self, text: String) -> Result<(), Crash> {
        self.write()?;
        self.pending = Some(text);
        self.write()?;
        if let Some(text) = self.pending.take() {
            self.current = text;
        }
        Ok(())
    }
}

/// A match server for one game of Ludo.
pub struct MatchServer {
    /// Where the match is kept.
    pub storage: Storage,
    /// The most throws made in a row before a player must act.
    pub throw_limit: usize,
}

/// Why a message was refused (the reason sent to the client).
type Refusal = String;

impl MatchServer {
    /// Opens a match of `game` with dice of `seed`, makes the opening
    /// throws and stores the match. Returns the server and the opening's
    /// answer (what every client is sent first).
    ///
    /// # Errors
    ///
    /// The reason, if the match could not be opened or stored.
    pub fn open(game: LudoGame, seed: u64) -> Result<(MatchServer, Response), String> {
        let mut server = MatchServer {
            storage: Storage::default(),
            throw_limit: MAX_THROWS_IN_A_ROW,
        };
        let mut session = Session::new(game, seed);
        let mut events = Vec::new();
        server.throw_while_chance(&mut session, &mut events)?;
        server
            .commit(&session)
            .map_err(|Crash| "the machine stopped while opening".to_owned())??;
        Ok((server, accepted(&session, events)))
    }

    /// The server after a crash: a commit left unfinished is dropped (it
    /// never happened), and the match as last committed is checked.
    ///
    /// # Errors
    ///
    /// The reason, if the stored match does not load.
    pub fn restart(mut storage: Storage) -> Result<MatchServer, String> {
        storage.pending = None;
        storage.writes_left = None;
        let server = MatchServer {
            storage,
            throw_limit: MAX_THROWS_IN_A_ROW,
        };
        server.load()?;
        Ok(server)
    }

    /// The stored match, exactly as kept between messages. It holds the
    /// dice: never send it to a client.
    pub fn stored(&self) -> &str {
        &self.storage.current
    }

    /// Handles one message from the client connected as `from`.
    ///
    /// The seat is the connection's (who the client logged in as), never
    /// something read from the message: a client could write any seat
    /// there. Whatever is refused leaves the stored match byte for byte as
    /// it was.
    ///
    /// # Errors
    ///
    /// [`Crash`] when the machine stopped during the commit: no answer is
    /// sent, and the storage holds the match before the message or after
    /// it, whole.
    pub fn handle(&mut self, from: Seat, message: &str) -> Result<Response, Crash> {
        if message.len() > MAX_MESSAGE {
            return Ok(Response::refused(format!(
                "message of {} bytes refused: at most {MAX_MESSAGE}",
                message.len()
            )));
        }
        let session = match self.load() {
            Ok(session) => session,
            Err(reason) => return Ok(Response::refused(reason)),
        };
        match serde_json::from_str::<ClientMessage>(message) {
            Err(e) => Ok(Response::refused(format!("unreadable message: {e}"))),
            Ok(ClientMessage::State(state)) => Ok(check_client_state(&session, &state)),
            Ok(ClientMessage::Move { seq, action }) => self.play(session, from, seq, action),
        }
    }

    /// Plays move `seq` of `from` on a copy of the match with the throws
    /// that follow, and commits the copy; or answers a retry, or refuses.
    fn play(
        &mut self,
        mut session: Session<LudoGame>,
        from: Seat,
        seq: u64,
        action: LudoAction,
    ) -> Result<Response, Crash> {
        let expected = moves(&session);
        if seq != expected {
            return Ok(retry_or_refusal(&session, from, seq, action));
        }
        // `apply_as` judges the client's move (a throw, the wrong seat, an
        // illegal move); the session then plays it.
        let judged = session.game().apply_as(session.state(), from, action);
        let mut events = match judged.and_then(|_| session.play(action)) {
            Ok(events) => events,
            Err(e) => return Ok(Response::refused(format!("move refused: {e}"))),
        };
        if let Err(reason) = self.throw_while_chance(&mut session, &mut events) {
            return Ok(Response::refused(reason));
        }
        match self.commit(&session)? {
            Ok(()) => Ok(accepted(&session, events)),
            Err(reason) => Ok(Response::refused(reason)),
        }
    }

    /// While chance is to act, throws the session's dice.
    fn throw_while_chance(
        &self,
        session: &mut Session<LudoGame>,
        events: &mut Vec<LudoEvent>,
    ) -> Result<(), Refusal> {
        for _ in 0..=self.throw_limit {
            if !matches!(session.game().to_act(session.state()), ToAct::Chance(_)) {
                return Ok(());
            }
            // Chance is to act, so the policy is never asked.
            let thrown = session
                .step(&mut RandomPolicy)
                .map_err(|e| format!("the server's own throw was refused: {e}"))?;
            events.extend(thrown.into_iter().flatten());
        }
        Err(format!(
            "more than {} throws in a row and no player to act: stopped, nothing stored",
            self.throw_limit
        ))
    }

    /// Reads the stored match back: resuming the session checks it.
    fn load(&self) -> Result<Session<LudoGame>, Refusal> {
        serde_json::from_str(&self.storage.current)
            .map_err(|e| format!("the stored match is damaged and was not played: {e}"))
    }

    /// Stores the match in one commit.
    fn commit(&mut self, session: &Session<LudoGame>) -> Result<Result<(), Refusal>, Crash> {
        match serde_json::to_string(session) {
            Ok(text) => self.storage.commit(text).map(Ok),
            Err(e) => Ok(Err(format!("the match was not stored: {e}"))),
        }
    }
}

/// Moves (choices) played so far: the number of the next move.
fn moves(session: &Session<LudoGame>) -> u64 {
    let game = session.game();
    session
        .actions()
        .iter()
        .filter(|a| !game.is_throw(a))
        .count() as u64
}

/// The answer to a move whose number is not the match's: the answer it
/// had, if it is a retry of the last move played; a refusal otherwise.
fn retry_or_refusal(
    session: &Session<LudoGame>,
    from: Seat,
    seq: u64,
    action: LudoAction,
) -> Response {
    let expected = moves(session);
    if seq > expected {
        return Response::refused(format!(
            "move {seq} is ahead of the match, which waits for move {expected}: \
             a message was lost or came out of order"
        ));
    }
    match last_move(session) {
        Some(last) if seq + 1 == expected && last.seat == from && last.action == action => {
            last.answer
        }
        _ => Response::refused(format!(
            "move {seq} was played already (the match waits for move {expected}): \
             an old message, not played again"
        )),
    }
}

/// The last move played, who played it, and the answer it had.
struct LastMove {
    seat: Seat,
    action: LudoAction,
    answer: Response,
}

/// The last move of the match and its answer, replayed from the actions:
/// the move, then the throws after it.
fn last_move(session: &Session<LudoGame>) -> Option<LastMove> {
    let game = session.game();
    let actions = session.actions();
    let at = actions.iter().rposition(|a| !game.is_throw(a))?;
    let (mut state, _) = play::replay(game, &actions[..at]).ok()?;
    let seat = game.to_act(&state).seat()?;
    let mut events = Vec::new();
    for &action in &actions[at..] {
        state = game.apply_into(&state, action, &mut events).ok()?;
    }
    Some(LastMove {
        seat,
        action: actions[at],
        answer: accepted(session, events),
    })
}

/// The answer for a message taken: the events, and the match without its
/// dice.
fn accepted(session: &Session<LudoGame>, events: Vec<LudoEvent>) -> Response {
    let (game, state) = (session.game(), session.state());
    Response::Accepted {
        seq: moves(session),
        events,
        to_act: game.to_act(state),
        outcome: game.outcome(state),
        state: *state,
    }
}

/// A client's idea of the state: impossible, out of date, or the match's.
fn check_client_state(session: &Session<LudoGame>, state: &LudoState) -> Response {
    if let Err(e) = session.game().validate(state) {
        return Response::refused(format!("the state sent is impossible: {e}"));
    }
    if state != session.state() {
        return Response::refused(
            "the state sent is not the match's: the server's state is the only one played",
        );
    }
    accepted(session, Vec::new())
}
