//! GNU Backgammon's SGF (`GM[6]`, Gary Wong's backgammon properties), both ways: one game tree a game, read into a [`MatchFile`] and replayed through the engine, as a `.mat` file is.
//!
//! A game is `(;FF[4]GM[6]...` with the root properties `MI` (the match
//! length, the game's index from 0 and the score, `[length:5][game:0][ws:0][bs:0]`),
//! `PW`/`PB` (the players: White is the `.mat` file's left column), `RU`
//! (the rules, `:`-separated: `Crawford`, `CrawfordGame`, `Jacoby`, and
//! `Nackgammon`/`Hypergammon1` to `3` for the variations), `RE` (the result,
//! `W+2`, `B+1R` for a resignation), then one node a move: `B[52xvmh]`
//! (the dice, then each checker's start and end as letters, `a` to `x` the
//! points from White's 1-point, `y` the bar, `z` off), `W[double]`,
//! `B[take]`, `B[drop]`, a beaver as the doubled side's `double` (as
//! gnubg writes it; `beaver` is read too), and `PL[B]DI[21]` for dice thrown
//! and not played (GNU Backgammon's node before a resignation). Other
//! properties (analysis, comments, dates) are skipped; a setup node
//! (`AE`, `AW`, `AB`) is refused, since the game must replay from its
//! opening. A resignation is only `RE`'s `R`: an offer rejected is not
//! written (GNU Backgammon writes none either).

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::Write;

use super::mat::{MAT_MAX_BYTES, MatFileError, MatGame, MatMatch, MatchFile};
use super::mat_replay::{Cell, GameReplay};
use super::mat_rules::rules_of;
use super::sgf_note::{SgfNote, properties};
use super::sgf_tree::{Node, read_trees};
use crate::backgammon::{
    BackgammonAction, BackgammonEvent, BackgammonGame, BackgammonState, Phase,
};
use crate::dice::Roll;
use crate::game::{RaceGame, Seat};

fn syntax(what: &'static str) -> MatFileError {
    MatFileError::Syntax { line: 0, what }
}

/// The first value of property `id` in `node`.
fn prop<'n>(node: &'n Node, id: &str) -> Option<&'n str> {
    node.props
        .iter()
        .find(|(k, _)| k == id)
        .and_then(|(_, v)| v.first())
        .map(String::as_str)
}

/// `MI`'s `key:value` entries.
fn match_info(node: &Node, key: &str) -> Option<u32> {
    let (_, values) = node.props.iter().find(|(k, _)| k == "MI")?;
    values.iter().find_map(|v| {
        let (k, n) = v.split_once(':')?;
        (k.trim() == key).then(|| super::mat_read::number(n.trim()))?
    })
}

/// The `.mat` tags that say what `RU` says, for a match of `length`.
fn rule_tags(ru: &str, length: u16) -> Vec<(String, String)> {
    let has = |name: &str| ru.split(':').any(|t| t.trim().eq_ignore_ascii_case(name));
    let on = |b: bool| String::from(if b { "On" } else { "Off" });
    let mut tags = Vec::new();
    for v in [
        "Nackgammon",
        "Hypergammon",
        "Hypergammon1",
        "Hypergammon2",
        "Hypergammon3",
    ] {
        if has(v) {
            let v = if v == "Hypergammon3" {
                "Hypergammon"
            } else {
                v
            };
            tags.push(("Variation".to_string(), v.to_string()));
        }
    }
    if length == 0 {
        tags.push(("Jacoby".to_string(), on(has("Jacoby"))));
    } else {
        tags.push(("Crawford".to_string(), on(has("Crawford"))));
    }
    tags
}

impl MatchFile {
    /// Reads GNU Backgammon's SGF: each game tree a game, consecutive games
    /// of the same length and players one match (a new match where a game's
    /// index is 0), every move replayed through the engine as
    /// [`MatchFile::parse`] does. Variations (a node with several children)
    /// are read along their first line.
    ///
    /// # Errors
    ///
    /// [`MatFileError`]: the text too long or not SGF, a game not
    /// backgammon (`GM` other than 6), a setup node, unknown rules, or the
    /// first illegal or contradicted move.
    pub fn parse_sgf(text: &str) -> Result<MatchFile, MatFileError> {
        if text.len() > MAT_MAX_BYTES {
            return Err(MatFileError::TooLarge(text.len()));
        }
        let trees = read_trees(text)?;
        let mut matches: Vec<MatMatch> = Vec::new();
        for nodes in trees {
            let root = nodes.first().ok_or(syntax("a game tree without a node"))?;
            if prop(root, "GM").is_some_and(|g| g.trim() != "6") {
                return Err(syntax("GM[6], a game of backgammon"));
            }
            let length = match_info(root, "length").unwrap_or(0);
            let length = u16::try_from(length)
                .ok()
                .filter(|&l| l <= crate::backgammon::MAX_MATCH_LENGTH)
                .ok_or(MatFileError::MatchLength { line: 0, length })?;
            let players = [
                prop(root, "PW").unwrap_or("White").to_string(),
                prop(root, "PB").unwrap_or("Black").to_string(),
            ];
            let index = match_info(root, "game").unwrap_or(0);
            let tags = rule_tags(prop(root, "RU").unwrap_or(""), length);
            let same = matches.last().filter(|m| {
                index > 0 && m.length == length && m.players == players && m.tags == tags
            });
            if same.is_none() {
                let game = rules_of(&tags, length)?;
                matches.push(MatMatch {
                    tags,
                    length,
                    players,
                    game,
                    games: Vec::new(),
                });
            }
            if let Some(m) = matches.last_mut() {
                let game = sgf_game(m, root, &nodes)?;
                m.games.push(game);
            }
        }
        if matches.is_empty() {
            return Err(MatFileError::NoMatch);
        }
        Ok(MatchFile { matches })
    }

    /// The file as GNU Backgammon's SGF: one game tree a game, with the
    /// root properties above and one node a move, no analysis.
    pub fn to_sgf(&self) -> String {
        self.to_sgf_annotated(&|_, _| Vec::new())
    }

    /// The file as GNU Backgammon's SGF ([`MatchFile::to_sgf`]) with the
    /// notes of `notes(game, action)` on the decision whose first action
    /// is `action` (an index into that game's
    /// [`actions`](super::mat::MatGame::actions)) of the file's game
    /// `game` (every match's games in order, from 0): a checker play's
    /// notes go on its roll's node, a cube action's on its node, a
    /// decision not to double on the roll's node that follows, as GNU
    /// Backgammon writes its own analysis.
    pub fn to_sgf_annotated(&self, notes: &dyn Fn(usize, usize) -> Vec<SgfNote>) -> String {
        let mut out = String::new();
        let mut k = 0;
        for m in &self.matches {
            for (i, g) in m.games.iter().enumerate() {
                write_game(&mut out, m, i, g, &|a| notes(k, a));
                k += 1;
            }
        }
        out
    }
}

/// One game tree of `m`: the score from `MI`, checked against the games
/// before it, every node played, the result.
fn sgf_game(m: &MatMatch, root: &Node, nodes: &[Node]) -> Result<MatGame, MatFileError> {
    let index = m.games.len() + 1;
    let written = [
        match_info(root, "ws").unwrap_or(0),
        match_info(root, "bs").unwrap_or(0),
    ];
    let (score, crawford) = match m.games.last() {
        None => (
            written,
            prop(root, "RU").is_some_and(|r| r.contains("CrawfordGame")),
        ),
        Some(last) => super::mat_read::after(&m.game, last),
    };
    if score != written {
        return Err(MatFileError::Mismatch {
            game: index,
            number: 0,
            what: alloc::format!("the score written is {written:?}, replayed {score:?}"),
        });
    }
    let mut replay = GameReplay::new(&m.game, index, score, crawford)?;
    for (number, node) in nodes.iter().enumerate() {
        if ["AE", "AW", "AB"].iter().any(|k| prop(node, k).is_some()) {
            return Err(syntax("a game from its opening (setup nodes are not read)"));
        }
        // `PL[B]DI[21]`: dice thrown and no move, as GNU Backgammon writes
        // a roll followed by a resignation.
        if let Some(pl) = prop(node, "PL") {
            let dice = prop(node, "DI").map(str::as_bytes);
            let Some(&[a @ b'1'..=b'6', b @ b'1'..=b'6']) = dice else {
                return Err(syntax("a player's dice (PL with DI) or a move"));
            };
            let cell = Cell::Roll([a - b'0', b - b'0'], Vec::new());
            replay.play(&m.game, number, cell, pl == "B")?;
            continue;
        }
        for (who, right) in [("W", false), ("B", true)] {
            if let Some(value) = prop(node, who) {
                let moves = sgf_moves(value, right)?;
                let cell = sgf_cell(value, &moves)?;
                replay.play(&m.game, number, cell, right)?;
            }
        }
    }
    if let Some(re) = prop(root, "RE") {
        let right = re.starts_with('B');
        let points = re
            .get(2..)
            .map(|p| p.trim_end_matches(['R', 'r']))
            .and_then(super::mat_read::number);
        if let Some(points) = points {
            replay.play(&m.game, nodes.len(), Cell::Wins(points), right)?;
        }
    }
    Ok(replay.finish())
}

/// A move node's value as a cell: a cube action, or the dice and the moves.
fn sgf_cell<'a>(value: &str, moves: &'a [String]) -> Result<Cell<'a>, MatFileError> {
    Ok(match value.trim() {
        "double" => Cell::Double(None),
        "take" => Cell::Take,
        "drop" => Cell::Drop,
        "beaver" => Cell::Beaver(None),
        v => {
            let b = v.as_bytes();
            let die = |c: u8| (b'1'..=b'6').contains(&c).then(|| c - b'0');
            match (
                b.first().copied().and_then(die),
                b.get(1).copied().and_then(die),
            ) {
                (Some(a), Some(c)) => {
                    Cell::Roll([a, c], moves.iter().map(String::as_str).collect())
                }
                _ => {
                    return Err(syntax(
                        "a move: two dice and letter pairs, or a cube action",
                    ));
                }
            }
        }
    })
}

/// The letter pairs after the dice as `from/to` in the mover's numbers.
fn sgf_moves(value: &str, black: bool) -> Result<Vec<String>, MatFileError> {
    let v = value.trim().as_bytes();
    if v.len() < 2 || !v[0].is_ascii_digit() {
        return Ok(Vec::new());
    }
    let pairs = &v[2..];
    if !pairs.len().is_multiple_of(2) || pairs.len() > 8 {
        return Err(syntax(
            "a move's checkers as pairs of letters, at most four",
        ));
    }
    let point = |c: u8| -> Result<u8, MatFileError> {
        match c {
            b'y' => Ok(25),
            b'z' => Ok(0),
            b'a'..=b'x' if black => Ok(24 - (c - b'a')),
            b'a'..=b'x' => Ok(c - b'a' + 1),
            _ => Err(syntax("a point letter, a to z")),
        }
    };
    pairs
        .chunks(2)
        .map(|p| Ok(alloc::format!("{}/{}", point(p[0])?, point(p[1])?)))
        .collect()
}

/// A point in the letters of a move node: `y` the bar, `z` off.
pub(super) fn letter(own: u8, black: bool) -> char {
    let i = match own {
        25 => b'y',
        0 => b'z',
        p if black => b'a' + (24 - p),
        p => b'a' + (p - 1),
    };
    char::from(i)
}

fn write_game(
    out: &mut String,
    m: &MatMatch,
    i: usize,
    g: &MatGame,
    notes: &dyn Fn(usize) -> Vec<SgfNote>,
) {
    let mut ru: Vec<&str> = Vec::new();
    match m.game.rules().match_play {
        Some(r) if r.crawford => ru.push("Crawford"),
        Some(_) => {}
        None if m.game.rules().cube.is_some_and(|c| c.jacoby) => ru.push("Jacoby"),
        None => {}
    }
    if g.crawford {
        ru.push("CrawfordGame");
    }
    let variation = m.tags.iter().rev().find(|(k, _)| k == "Variation");
    if let Some((_, v)) = variation.filter(|(_, v)| !v.eq_ignore_ascii_case("Backgammon")) {
        ru.push(v);
    }
    let _ = write!(
        out,
        "(;FF[4]GM[6]CA[UTF-8]AP[racegame:{}]MI[length:{}][game:{i}][ws:{}][bs:{}]PW[{}]PB[{}]RU[{}]",
        env!("CARGO_PKG_VERSION"),
        m.length,
        g.score[0],
        g.score[1],
        escape(&m.players[0]),
        escape(&m.players[1]),
        ru.join(":"),
    );
    if let Some((w, p)) = g.points() {
        let r = if g.resigned() { "R" } else { "" };
        let _ = write!(out, "RE[{}+{p}{r}]", if w.0 == 1 { 'B' } else { 'W' });
    }
    out.push('\n');
    write_nodes(out, &m.game, g, notes);
    out.push_str(")\n");
}

/// Writes the node being built (a roll and its moves) with its notes'
/// properties, if any.
fn flush(out: &mut String, node: &mut String, black: bool, notes: &mut Vec<SgfNote>) {
    if !node.is_empty() {
        let props = properties(notes, black);
        let _ = writeln!(out, ";{}[{node}]{props}", if black { 'B' } else { 'W' });
        node.clear();
    }
    notes.clear();
}

/// One node a roll with its moves (or none) or a cube action.
fn write_nodes(
    out: &mut String,
    game: &BackgammonGame,
    g: &MatGame,
    notes: &dyn Fn(usize) -> Vec<SgfNote>,
) {
    let mut state = super::mat_write::start_of(game, g);
    let mut node = String::new();
    // The notes of the node being built, and of the next roll's node (a
    // decision not to double is noted on the roll that follows it).
    let (mut props, mut next_props) = (Vec::new(), Vec::new());
    let mut black = false;
    for (index, &action) in g.actions.iter().enumerate() {
        let seat = state.turn();
        let Ok((next, events)) = game.apply(&state, action) else {
            break;
        };
        let noted = notes(index);
        match action {
            BackgammonAction::Throw(roll) => {
                flush(out, &mut node, black, &mut props);
                props = core::mem::take(&mut next_props);
                begin_roll(&mut node, &mut black, roll, seat, &events);
            }
            BackgammonAction::Move { from, die } => {
                node.push(letter(from, black));
                node.push(letter(from.saturating_sub(die), black));
                props.extend(noted);
            }
            BackgammonAction::Roll => {
                flush(out, &mut node, black, &mut props);
                next_props.extend(noted);
            }
            BackgammonAction::Resign(_) => {
                // Thrown and resigned before moving: the dice alone.
                if node.len() == 2 {
                    let side = if black { 'B' } else { 'W' };
                    let _ = writeln!(out, ";PL[{side}]DI[{node}]");
                    node.clear();
                }
                flush(out, &mut node, black, &mut props);
            }
            BackgammonAction::Accept | BackgammonAction::Reject => {}
            cube => {
                flush(out, &mut node, black, &mut props);
                write_cube(out, &state, cube, &noted);
            }
        }
        state = next;
    }
    flush(out, &mut node, black, &mut props);
}

/// Begins the node of a thrown roll: the dice, highest first, played by
/// `seat` (by the starter after the opening throw, which says who plays
/// it); nothing when the opening throw is a tie and is thrown again.
fn begin_roll(
    node: &mut String,
    black: &mut bool,
    roll: Roll,
    seat: Seat,
    events: &[BackgammonEvent],
) {
    let starter = events.iter().find_map(|e| match e {
        BackgammonEvent::OpeningRoll { starts, .. } => Some(*starts),
        _ => None,
    });
    let (a, b) = (roll.dice()[0], roll.dice()[1]);
    if starter != Some(None) {
        *black = starter.flatten().unwrap_or(seat).0 == 1;
        let _ = write!(node, "{}{}", a.max(b), a.min(b));
    }
}

/// A cube action's node, with its notes' properties, played in `state`.
fn write_cube(
    out: &mut String,
    state: &BackgammonState,
    cube: BackgammonAction,
    noted: &[SgfNote],
) {
    // GNU Backgammon writes a beaver as the doubled side's double (and
    // reads `beaver` as nothing).
    let word = match cube {
        BackgammonAction::Double | BackgammonAction::Beaver => "double",
        BackgammonAction::Take => "take",
        _ => "drop",
    };
    // An answer is the doubled side's node, as gnubg writes it.
    let answering = state.phase() == Phase::Doubled;
    let black_acts = (state.turn().0 == 1) != answering;
    let side = if black_acts { 'B' } else { 'W' };
    let noted = properties(noted, black_acts);
    let _ = writeln!(out, ";{side}[{word}]{noted}");
}

/// A property value with `]` and `\` escaped.
pub(super) fn escape(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if matches!(c, ']' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}
