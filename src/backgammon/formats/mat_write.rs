//! Writing a match file as GNU Backgammon 1.07 does (`export match mat`): the layout of its rows, byte for byte.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::Write;

use super::mat::{MatEnd, MatGame, MatMatch};
use crate::backgammon::{BackgammonAction, BackgammonEvent, BackgammonGame, BackgammonState};
use crate::game::{RaceGame, Seat};

/// The tags, the match line, the games.
pub(super) fn write_match(out: &mut String, m: &MatMatch) {
    for (name, value) in &m.tags {
        let _ = writeln!(out, "; [{name} \"{value}\"]");
    }
    if !m.tags.is_empty() {
        out.push('\n');
    }
    let _ = write!(out, " {} point match\n\n", m.length);
    for (i, g) in m.games.iter().enumerate() {
        write_game(out, m, i, g);
    }
}

/// The state a game of `m` starts from.
pub(super) fn start_of(game: &BackgammonGame, g: &MatGame) -> BackgammonState {
    let s = game.initial_state();
    if game.rules().match_play.is_some() {
        s.with_score(
            g.score.map(|x| u16::try_from(x).unwrap_or(u16::MAX)),
            g.crawford,
        )
    } else {
        s
    }
}

/// One cell: who wrote it (the right column for Black) and its text.
struct Cell {
    right: bool,
    text: String,
    moves: usize,
}

/// The cells of a game's actions, replayed from its start (up to the
/// first action the engine refuses, for a game built by hand).
fn cells(game: &BackgammonGame, g: &MatGame) -> Vec<Cell> {
    let mut state = start_of(game, g);
    let mut out: Vec<Cell> = Vec::new();
    for &action in &g.actions {
        let seat = state.turn();
        let Ok((next, events)) = game.apply(&state, action) else {
            break;
        };
        let cube = state.cube_value();
        let mut push = |seat: Seat, text: String| {
            out.push(Cell {
                right: seat.0 == 1,
                text,
                moves: 0,
            });
        };
        match action {
            BackgammonAction::Throw(roll) => {
                let (a, b) = (roll.dice()[0], roll.dice()[1]);
                let starter = events.iter().find_map(|e| match e {
                    BackgammonEvent::OpeningRoll { starts, .. } => Some(*starts),
                    _ => None,
                });
                match starter {
                    Some(None) => {} // a tied opening throw: not written
                    Some(Some(s)) => push(s, alloc::format!("{}{}: ", a.max(b), a.min(b))),
                    None => push(seat, alloc::format!("{}{}: ", a.max(b), a.min(b))),
                }
            }
            BackgammonAction::Move { from, die } => {
                if let Some(cell) = out.last_mut() {
                    append_move(cell, from, die, &events);
                }
            }
            BackgammonAction::Double => push(
                seat,
                alloc::format!(" Doubles => {}", cube.saturating_mul(2)),
            ),
            BackgammonAction::Beaver => push(
                seat,
                alloc::format!(" Doubles => {}", cube.saturating_mul(4)),
            ),
            BackgammonAction::Take => push(seat, " Takes".to_string()),
            BackgammonAction::Pass => push(seat, " Drops".to_string()),
            _ => {}
        }
        state = next;
    }
    out
}

/// A checker move added to a roll's cell: `from/to`, `*` for a hit.
fn append_move(cell: &mut Cell, from: u8, die: u8, events: &[BackgammonEvent]) {
    let hit = events.iter().any(|e| {
        matches!(
            e,
            BackgammonEvent::Hit { .. } | BackgammonEvent::Pinned { .. }
        )
    });
    if cell.moves > 0 {
        cell.text.push(' ');
    }
    let to = from.saturating_sub(die);
    let _ = write!(cell.text, "{from}/{to}{}", if hit { "*" } else { "" });
    cell.moves += 1;
}

/// The text of a cell as written: a roll with one to three moves ends in
/// a space, as does one with four in the left column (GNU Backgammon's
/// layout).
fn finish(cell: &Cell) -> String {
    let mut text = cell.text.clone();
    if (1..4).contains(&cell.moves) || (cell.moves >= 4 && !cell.right) {
        text.push(' ');
    }
    text
}

/// ` Game N`, the score line, the rows, the `Wins` line.
fn write_game(out: &mut String, m: &MatMatch, i: usize, g: &MatGame) {
    let _ = writeln!(out, " Game {}", i + 1);
    let left = alloc::format!("{} : {}", m.players[0], g.score[0]);
    // GNU Backgammon pads the left to 31 bytes; a longer name still gets a
    // space, or its score would run into the right name.
    let gap = if left.len() >= 31 { " " } else { "" };
    let _ = writeln!(out, " {left:<31}{gap}{} : {}", m.players[1], g.score[1]);
    let cells = cells(&m.game, g);
    let mut k = 0usize;
    if cells.first().is_some_and(|c| c.right) {
        out.push_str("  1)                             ");
        k = 1;
    }
    let mut dropped = false;
    for cell in &cells {
        let text = finish(cell);
        if k % 2 == 1 {
            let _ = writeln!(out, "{text}");
        } else {
            let _ = write!(out, "{:3}) {text:<28}", k / 2 + 1);
        }
        dropped = cell.text == " Drops";
        k += 1;
    }
    let last_left = k % 2 == 1;
    let won = g.points();
    let plural = |n: u32| if n == 1 { "" } else { "s" };
    match won {
        Some((w, n)) if w.0 == 1 && last_left && dropped => {
            let _ = write!(out, " Wins {n} point{} \n\n", plural(n));
        }
        Some((w, n)) => {
            if last_left {
                out.push('\n');
            }
            let pad = if w.0 == 1 { 34 } else { 6 };
            let _ = write!(out, "{:pad$}Wins {n} point{}\n\n", "", plural(n));
        }
        None => {
            if last_left {
                out.push('\n');
            }
            out.push('\n');
        }
    }
    let _ = MatEnd::Unfinished;
}

/// The games of a record's actions as a match file holds them: split at
/// each game's end (a match plays on into its next game), a tied opening
/// throw left out, a later throw the larger die first.
#[cfg(feature = "serde")]
pub(super) fn split_games(game: &BackgammonGame, actions: &[BackgammonAction]) -> Vec<MatGame> {
    let fresh = |s: &BackgammonState| MatGame {
        score: s.score().map(u32::from),
        crawford: s.is_crawford(),
        actions: Vec::new(),
        end: MatEnd::Unfinished,
    };
    let mut state = game.initial_state();
    let mut current = fresh(&state);
    let mut out = Vec::new();
    for &action in actions {
        let Ok((next, events)) = game.apply(&state, action) else {
            break;
        };
        let mut ended = false;
        let mut tied = false;
        for e in &events {
            match *e {
                BackgammonEvent::OpeningRoll { starts: None, .. } => tied = true,
                BackgammonEvent::GameEnded { result, .. }
                | BackgammonEvent::GameOver { result, .. } => {
                    if let (Some(r), MatEnd::Unfinished) = (result, current.end) {
                        current.end = MatEnd::Won(r);
                    }
                    ended = true;
                }
                _ => {}
            }
        }
        let opening = state.phase() == crate::backgammon::Phase::Opening;
        match action {
            _ if tied => {}
            BackgammonAction::Throw(roll) if !opening => {
                let (a, b) = (roll.dice()[0], roll.dice()[1]);
                let sorted = crate::dice::Roll::two(a.max(b), a.min(b)).unwrap_or(roll);
                current.actions.push(BackgammonAction::Throw(sorted));
            }
            _ => current.actions.push(action),
        }
        state = next;
        if ended && !state.phase().is_over() {
            out.push(core::mem::replace(&mut current, fresh(&state)));
        }
    }
    if !current.actions.is_empty() || out.is_empty() {
        out.push(current);
    }
    out
}
