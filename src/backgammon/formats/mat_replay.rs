//! One game of a match file played through the engine, cell by cell: a roll and its moves, a cube action, the `Wins` line.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::mat::{MatEnd, MatFileError, MatGame};
use super::mat_read::number;
use crate::backgammon::{
    BLACK, BackgammonAction, BackgammonError, BackgammonEvent, BackgammonGame, BackgammonState,
    GameResult, Phase, PlayError, WHITE,
};
use crate::dice::Roll;
use crate::game::{RaceGame, Seat};

/// One cell of a row.
#[derive(Debug)]
pub(super) enum Cell<'a> {
    /// `53: 8/3 6/3`: the dice and the moves' words.
    Roll([u8; 2], Vec<&'a str>),
    /// ` Doubles => 2` (the value the cube turns to; `None` where the
    /// format does not write it, as in SGF).
    Double(Option<u32>),
    /// ` Beavers => 4`.
    Beaver(Option<u32>),
    /// ` Takes`.
    Take,
    /// ` Drops`.
    Drop,
    /// `Wins 2 points`.
    Wins(u32),
}

impl<'a> Cell<'a> {
    /// The cell the words start with, and the words after it.
    pub(super) fn read<'t>(
        words: &'t [(usize, &'a str)],
    ) -> Option<(Cell<'a>, &'t [(usize, &'a str)])> {
        let ((_, first), rest) = words.split_first()?;
        if let Some(dice) = dice_of(first) {
            let n = rest.iter().take_while(|(_, w)| w.contains('/')).count();
            let moves = rest[..n].iter().map(|(_, w)| *w).collect();
            return Some((Cell::Roll(dice, moves), &rest[n..]));
        }
        let value = |rest: &'t [(usize, &'a str)]| match rest {
            [(_, "=>"), (_, v), tail @ ..] => Some((number(v)?, tail)),
            [(_, v), tail @ ..] => Some((number(v.strip_prefix("=>").unwrap_or(v))?, tail)),
            [] => None,
        };
        match *first {
            "Doubles" | "Double" => value(rest).map(|(v, t)| (Cell::Double(Some(v)), t)),
            "Beavers" | "Beaver" => value(rest).map(|(v, t)| (Cell::Beaver(Some(v)), t)),
            "Takes" | "Take" | "Accepts" => Some((Cell::Take, rest)),
            "Drops" | "Drop" | "Passes" | "Pass" | "Rejects" | "Refuses" => {
                Some((Cell::Drop, rest))
            }
            "Wins" => {
                let ((_, v), _) = rest.split_first()?;
                Some((Cell::Wins(number(v)?), &[]))
            }
            _ => None,
        }
    }
}

/// `53:` (either order, digits 1 to 6).
fn dice_of(word: &str) -> Option<[u8; 2]> {
    match word.as_bytes() {
        &[a @ b'1'..=b'6', b @ b'1'..=b'6', b':'] => Some([a - b'0', b - b'0']),
        _ => None,
    }
}

/// A game being replayed.
pub(super) struct GameReplay {
    index: usize,
    score: [u32; 2],
    crawford: bool,
    state: BackgammonState,
    actions: Vec<BackgammonAction>,
    /// The engine's end of the game: `Some(result)` once over (`None`
    /// inside for a draw).
    over: Option<Option<GameResult>>,
    end: Option<MatEnd>,
    number: usize,
}

impl GameReplay {
    /// A game from its opening at `score` (a match's, or money's points so
    /// far).
    pub(super) fn new(
        game: &BackgammonGame,
        index: usize,
        score: [u32; 2],
        crawford: bool,
    ) -> Result<GameReplay, MatFileError> {
        let mut state = game.initial_state();
        if game.rules().match_play.is_some() {
            let s = score.map(|x| u16::try_from(x).unwrap_or(u16::MAX));
            state = state.with_score(s, crawford);
            game.validate(&state).map_err(|_| MatFileError::Mismatch {
                game: index,
                number: 0,
                what: alloc::format!("the score {score:?} is not one of this match"),
            })?;
        }
        Ok(GameReplay {
            index,
            score,
            crawford,
            state,
            actions: Vec::new(),
            over: None,
            end: None,
            number: 0,
        })
    }

    /// The last move number read.
    pub(super) fn last_number(&self) -> usize {
        self.number
    }

    /// The game as read.
    pub(super) fn finish(self) -> MatGame {
        let end = match (self.end, self.over) {
            (Some(end), _) => end,
            (None, Some(Some(result))) => MatEnd::Won(result),
            _ => MatEnd::Unfinished,
        };
        MatGame {
            score: self.score,
            crawford: self.crawford,
            actions: self.actions,
            end,
        }
    }

    fn mismatch(&self, what: String) -> MatFileError {
        MatFileError::Mismatch {
            game: self.index,
            number: self.number,
            what,
        }
    }

    /// Plays `action`, watching for the game's end.
    fn apply(
        &mut self,
        game: &BackgammonGame,
        action: BackgammonAction,
        what: &'static str,
    ) -> Result<(), MatFileError> {
        if self.over.is_some() || self.end.is_some() {
            return Err(self.mismatch(alloc::format!("{what} after the game's end")));
        }
        let (state, events) =
            game.apply(&self.state, action)
                .map_err(|rule| MatFileError::IllegalAction {
                    game: self.index,
                    number: self.number,
                    what,
                    rule,
                })?;
        self.actions.push(action);
        for e in events {
            if let BackgammonEvent::GameEnded { result, .. }
            | BackgammonEvent::GameOver { result, .. } = e
            {
                self.over.get_or_insert(result);
            }
        }
        self.state = state;
        Ok(())
    }

    /// Plays one cell written in the right column (`right`) or the left.
    pub(super) fn play(
        &mut self,
        game: &BackgammonGame,
        number: usize,
        cell: Cell<'_>,
        right: bool,
    ) -> Result<(), MatFileError> {
        self.number = number;
        match cell {
            Cell::Roll(dice, moves) => self.roll(game, dice, &moves, right),
            Cell::Double(value) => self.double(game, value),
            Cell::Beaver(value) => self.cube(game, BackgammonAction::Beaver, "a beaver", value),
            Cell::Take => self.apply(game, BackgammonAction::Take, "a take"),
            Cell::Drop => self.apply(game, BackgammonAction::Pass, "a drop"),
            Cell::Wins(points) => self.wins(points, right),
        }
    }

    /// `Doubles => v`: a double, or, answering one, a beaver (as GNU
    /// Backgammon records a beaver: the side doubled redoubling).
    fn double(&mut self, game: &BackgammonGame, value: Option<u32>) -> Result<(), MatFileError> {
        if self.state.phase() == Phase::Doubled {
            return self.cube(game, BackgammonAction::Beaver, "a beaver", value);
        }
        self.cube(game, BackgammonAction::Double, "a double", value)
    }

    /// A double or beaver, and the cube's value it says it turns to.
    fn cube(
        &mut self,
        game: &BackgammonGame,
        action: BackgammonAction,
        what: &'static str,
        value: Option<u32>,
    ) -> Result<(), MatFileError> {
        self.apply(game, action, what)?;
        let now = match self.state.phase() {
            Phase::Doubled => self.state.cube_value().saturating_mul(2),
            _ => self.state.cube_value(),
        };
        if let Some(value) = value.filter(|&v| v != now) {
            return Err(self.mismatch(alloc::format!("{what} to {value}, the cube turns to {now}")));
        }
        Ok(())
    }

    /// A roll: the throw (after the cube decision to roll, where the
    /// engine asks for one), then the moves.
    fn roll(
        &mut self,
        game: &BackgammonGame,
        dice: [u8; 2],
        moves: &[&str],
        right: bool,
    ) -> Result<(), MatFileError> {
        let (high, low) = (dice[0].max(dice[1]), dice[0].min(dice[1]));
        let throw = if self.state.phase() == Phase::Opening {
            if high == low {
                return Err(self.mismatch("an opening roll of a double".to_string()));
            }
            if right { [low, high] } else { [high, low] }
        } else {
            if self.state.phase() == Phase::AwaitingCube {
                self.apply(game, BackgammonAction::Roll, "a roll")?;
            }
            [high, low]
        };
        let roll = Roll::two(throw[0], throw[1]).map_err(|_| self.mismatch("dice".to_string()))?;
        self.apply(game, BackgammonAction::Throw(roll), "a throw")?;
        if self.over.is_some() {
            return Ok(());
        }
        let seat = self.state.turn();
        if !matches!(self.state.phase(), Phase::AwaitingMove(_)) {
            if moves.is_empty() {
                return Ok(());
            }
            return Err(self.illegal(moves, None, PlayError::NoMoveAwaited));
        }
        if moves.is_empty() {
            // Thrown, then resigned before moving (a `Wins` line follows;
            // anything else finds the move the engine awaits).
            return Ok(());
        }
        let actions = match hop_by_hop(game, &self.state, moves) {
            Ok(actions) => actions,
            Err(rule) => self.as_a_play(game, moves, rule)?,
        };
        for action in actions {
            self.apply(game, action, "a move")?;
        }
        let _ = seat;
        Ok(())
    }

    /// The moves read as one play against the legal plays of the position
    /// (any order, chains, counts, hits marked or not).
    fn as_a_play(
        &self,
        game: &BackgammonGame,
        moves: &[&str],
        rule: Option<BackgammonError>,
    ) -> Result<Vec<BackgammonAction>, MatFileError> {
        let text = moves
            .iter()
            .map(|m| normalize(m))
            .collect::<Vec<_>>()
            .join(" ");
        match game.parse_play(&self.state, &text) {
            Ok(play) => Ok(play.actions().collect()),
            Err(play) => Err(self.illegal(moves, rule, play)),
        }
    }

    fn illegal(
        &self,
        moves: &[&str],
        rule: Option<BackgammonError>,
        play: PlayError,
    ) -> MatFileError {
        MatFileError::IllegalPlay {
            game: self.index,
            number: self.number,
            text: moves.join(" "),
            rule,
            play: alloc::boxed::Box::new(play),
        }
    }

    /// `Wins N points`: the game's points as replayed, or a resignation
    /// (the game not over), scored 1, 2 or 3 times the cube.
    fn wins(&mut self, points: u32, right: bool) -> Result<(), MatFileError> {
        if self.end.is_some() {
            return Err(self.mismatch("a second \"Wins\" line".to_string()));
        }
        match self.over {
            Some(Some(result)) => {
                // GNU Backgammon writes a gammon's points in full under the
                // Jacoby rule: both readings are accepted.
                let full = u32::from(result.win.points()).saturating_mul(result.cube);
                if points != result.total() && points != full {
                    return Err(self.mismatch(alloc::format!(
                        "\"Wins {points}\", the game scores {}",
                        result.total()
                    )));
                }
                self.end = Some(MatEnd::Won(result));
            }
            Some(None) => return Err(self.mismatch("\"Wins\" after a drawn game".to_string())),
            None => {
                let cube = self.state.cube_value();
                if !(1..=3).any(|k| cube.saturating_mul(k) == points) {
                    return Err(self.mismatch(alloc::format!(
                        "a resignation for {points} points with the cube at {cube}"
                    )));
                }
                let winner = if right { BLACK } else { WHITE };
                self.end = Some(MatEnd::Resigned { winner, points });
            }
        }
        Ok(())
    }
}

/// The moves played one written hop at a time in the order written: the
/// actions, or the engine's refusal of the first that breaks a rule
/// (`None` when the text is not moves or leaves the turn unfinished).
fn hop_by_hop(
    game: &BackgammonGame,
    start: &BackgammonState,
    moves: &[&str],
) -> Result<Vec<BackgammonAction>, Option<BackgammonError>> {
    let seat = start.turn();
    let mut state = *start;
    let mut out = Vec::new();
    for word in moves {
        let (hops, count) = hops(word).ok_or(None)?;
        for _ in 0..count {
            let mut from = hops.0;
            for &(to, marked) in &hops.1 {
                let (next, hit) = hop(game, &state, from, to)?;
                if marked && !hit {
                    return Err(None);
                }
                out.push(next.0);
                state = next.1;
                from = to;
            }
        }
    }
    let unfinished = matches!(state.phase(), Phase::AwaitingMove(_)) && state.turn() == seat;
    if unfinished { Err(None) } else { Ok(out) }
}

/// A written checker's journey: its start, and each stop with its hit mark.
type Journey = (u8, Vec<(u8, bool)>);

type Hop = ((BackgammonAction, BackgammonState), bool);

/// One checker from `from` to `to` (0: off): the die that takes it there
/// (for a bear-off the exact die, else the smallest larger one the engine
/// takes), and whether it hit.
fn hop(
    game: &BackgammonGame,
    state: &BackgammonState,
    from: u8,
    to: u8,
) -> Result<Hop, Option<BackgammonError>> {
    let dice: &[u8] = &[1, 2, 3, 4, 5, 6];
    let candidates = dice.iter().filter(|&&d| {
        if to == 0 {
            d >= from
        } else {
            from > to && from - to == d
        }
    });
    let mut refusal = None;
    for &die in candidates {
        let action = BackgammonAction::Move { from, die };
        match game.apply(state, action) {
            Ok((next, events)) => {
                let hit = events.iter().any(|e| {
                    matches!(
                        e,
                        BackgammonEvent::Hit { .. } | BackgammonEvent::Pinned { .. }
                    )
                });
                return Ok(((action, next), hit));
            }
            Err(e) => {
                refusal.get_or_insert(e);
            }
        }
    }
    Err(refusal)
}

/// A written move: its start, each stop with its hit mark, and the count
/// (`8/5(2)`); points `bar`/`25`, `off`/`0`.
fn hops(word: &str) -> Option<(Journey, u8)> {
    let (body, count) = match word.strip_suffix(')') {
        Some(w) => {
            let (body, n) = w.split_once('(')?;
            (
                body,
                u8::try_from(number(n)?)
                    .ok()
                    .filter(|n| (1..=4).contains(n))?,
            )
        }
        None => (word, 1),
    };
    let mut parts = body.split('/');
    let from = point(parts.next()?)?;
    let mut stops = Vec::new();
    for part in parts {
        let (p, marked) = match part.strip_suffix('*') {
            Some(p) => (p, true),
            None => (part, false),
        };
        stops.push((point(p)?, marked));
        if stops.len() > 4 {
            return None;
        }
    }
    (!stops.is_empty() && from > 0).then_some(((from, stops), count))
}

/// `bar`, `off` or a number 0 to 25.
fn point(text: &str) -> Option<u8> {
    match text {
        "bar" | "Bar" | "BAR" | "b" => Some(25),
        "off" | "Off" | "OFF" => Some(0),
        _ => number(text)
            .and_then(|n| u8::try_from(n).ok())
            .filter(|&n| n <= 25),
    }
}

/// A written move in the notation of [`BackgammonGame::parse_play`]: `25`
/// as `bar`, `0` as `off`.
fn normalize(word: &str) -> String {
    let mut out = String::new();
    for (i, part) in word.split('/').enumerate() {
        if i > 0 {
            out.push('/');
        }
        let (p, tail) = part.split_at(part.find(['*', '(']).unwrap_or(part.len()));
        match (i, p) {
            (0, "25") => out.push_str("bar"),
            (_, "0") if i > 0 => out.push_str("off"),
            _ => out.push_str(p),
        }
        out.push_str(tail);
    }
    out
}

/// The points a game added to the score: the winner's.
impl MatGame {
    /// Whether the game ended by a resignation (read from a file's `Wins`
    /// line, or played through the engine's offer and acceptance).
    pub fn resigned(&self) -> bool {
        match self.end {
            MatEnd::Resigned { .. } => true,
            MatEnd::Won(r) => matches!(r.win, crate::backgammon::Win::Resigned(_)),
            MatEnd::Unfinished => false,
        }
    }

    /// Who won the game and the points it scored (`None` for a game left
    /// unfinished).
    pub fn points(&self) -> Option<(Seat, u32)> {
        match self.end {
            MatEnd::Won(r) => Some((r.winner, r.total())),
            MatEnd::Resigned { winner, points } => Some((winner, points)),
            MatEnd::Unfinished => None,
        }
    }
}

/// The games of `m` replayed under its rules with
/// [`resignations`](crate::backgammon::BackgammonRules::resignations): a
/// [`Roll`](BackgammonAction::Roll) before each throw where a turn now
/// begins with a decision, and each resigned game's offer
/// ([`Resign`](BackgammonAction::Resign) of the points over the cube) and
/// acceptance at its end, the loser being the side to play (GNU
/// Backgammon's resigner is always the side on roll). The rules, and
/// each game's actions from its start.
#[cfg(feature = "serde")]
pub(super) fn with_resignations(
    m: &super::mat::MatMatch,
) -> Result<(BackgammonGame, Vec<Vec<BackgammonAction>>), String> {
    let mut rules = *m.game.rules();
    rules.resignations = true;
    let game = BackgammonGame::new(rules).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    for (i, g) in m.games.iter().enumerate() {
        let mut state = super::mat_write::start_of(&game, g);
        let mut actions = Vec::new();
        let mut step = |state: &mut BackgammonState, a: BackgammonAction| {
            *state = game
                .apply(state, a)
                .map_err(|e| alloc::format!("game {}: {a}: {e}", i + 1))?
                .0;
            actions.push(a);
            Ok::<(), String>(())
        };
        for &a in &g.actions {
            let decided = matches!(a, BackgammonAction::Roll | BackgammonAction::Double);
            if state.phase() == Phase::AwaitingCube && !decided {
                step(&mut state, BackgammonAction::Roll)?;
            }
            step(&mut state, a)?;
        }
        if let MatEnd::Resigned { winner, points } = g.end {
            let cube = state.cube_value().max(1);
            let offered =
                crate::backgammon::Resignation::of_points(u8::try_from(points / cube).unwrap_or(0))
                    .filter(|_| points % cube == 0)
                    .ok_or_else(|| alloc::format!("game {}: {points} points resigned", i + 1))?;
            if state.turn() == winner {
                return Err(alloc::format!(
                    "game {}: resigned by the side not on roll",
                    i + 1
                ));
            }
            step(&mut state, BackgammonAction::Resign(offered))?;
            step(&mut state, BackgammonAction::Accept)?;
        }
        out.push(actions);
    }
    Ok((game, out))
}
