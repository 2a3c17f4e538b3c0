//! Reading a match file: lines into matches, games and cells, each cell played through the engine ([`super::mat_replay`]).

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::mat::{MAT_MAX_BYTES, MatFileError, MatGame, MatMatch, MatchFile};
use super::mat_replay::{Cell, GameReplay};
use super::mat_rules::rules_of;
use crate::backgammon::BackgammonGame;

/// Where the right column starts, at the latest: a cell starting at or
/// past this byte of its line is the second player's (GNU Backgammon
/// writes the left column at byte 5, the right at byte 33).
const RIGHT_COLUMN: usize = 20;

/// The longest number read (a count of points or a move number).
const MAX_DIGITS: usize = 6;

pub(super) fn parse(text: &str) -> Result<MatchFile, MatFileError> {
    if text.len() > MAT_MAX_BYTES {
        return Err(MatFileError::TooLarge(text.len()));
    }
    let mut reader = Reader::default();
    for (i, raw) in text.split('\n').enumerate() {
        reader.line(i + 1, raw.trim_end_matches('\r'))?;
    }
    reader.finish()
}

/// The reader's state: finished matches, tags waiting for their match, the
/// match being read.
#[derive(Default)]
struct Reader {
    done: Vec<MatMatch>,
    tags: Vec<(String, String)>,
    current: Option<MatchReader>,
}

/// A match being read.
struct MatchReader {
    tags: Vec<(String, String)>,
    length: u16,
    game: BackgammonGame,
    players: Option<[String; 2]>,
    games: Vec<MatGame>,
    /// The game being read, and whether its score line is still to come.
    replay: Option<GameReplay>,
    awaiting_score: bool,
    /// The score before the next game, and whether it is the Crawford game.
    score: Option<[u32; 2]>,
    crawford: bool,
}

impl Reader {
    fn line(&mut self, n: usize, line: &str) -> Result<(), MatFileError> {
        let trimmed = line.trim();
        if trimmed.is_empty() {
            return Ok(());
        }
        if let Some(comment) = trimmed.strip_prefix(';') {
            if let Some(tag) = read_tag(comment) {
                self.tags.push(tag);
            }
            return Ok(());
        }
        if let Some(length) = match_line(trimmed) {
            return self.start_match(n, length);
        }
        let Some(m) = self.current.as_mut() else {
            return Err(MatFileError::Syntax {
                line: n,
                what: "a comment or an \"N point match\" line before the games",
            });
        };
        // The line after "Game N" is its score line, even when the first
        // player is called "Game" (a second "Game N" there would be an
        // error anyway: a game without a score line).
        if m.awaiting_score {
            return m.score_line(n, trimmed);
        }
        if let Some(rest) = trimmed.strip_prefix("Game")
            && (rest.is_empty() || rest.starts_with(char::is_whitespace))
        {
            return m.start_game();
        }
        m.cells(n, line)
    }

    fn start_match(&mut self, n: usize, length: u32) -> Result<(), MatFileError> {
        self.close()?;
        let length = u16::try_from(length)
            .ok()
            .filter(|&l| l <= crate::backgammon::MAX_MATCH_LENGTH)
            .ok_or(MatFileError::MatchLength { line: n, length })?;
        let tags = core::mem::take(&mut self.tags);
        let game = rules_of(&tags, length)?;
        self.current = Some(MatchReader {
            tags,
            length,
            game,
            players: None,
            games: Vec::new(),
            replay: None,
            awaiting_score: false,
            score: None,
            crawford: false,
        });
        Ok(())
    }

    fn close(&mut self) -> Result<(), MatFileError> {
        if let Some(mut m) = self.current.take() {
            m.end_game()?;
            self.done.push(MatMatch {
                tags: m.tags,
                length: m.length,
                players: m.players.unwrap_or_default(),
                game: m.game,
                games: m.games,
            });
        }
        Ok(())
    }

    fn finish(mut self) -> Result<MatchFile, MatFileError> {
        self.close()?;
        if self.done.is_empty() {
            return Err(MatFileError::NoMatch);
        }
        Ok(MatchFile { matches: self.done })
    }
}

impl MatchReader {
    fn start_game(&mut self) -> Result<(), MatFileError> {
        self.end_game()?;
        self.awaiting_score = true;
        Ok(())
    }

    /// ` Alice : 3                    Bob : 1`: the names, and the score
    /// checked against the score replayed (the first game's is taken as
    /// written, so a file may start in the middle of a match).
    fn score_line(&mut self, n: usize, line: &str) -> Result<(), MatFileError> {
        let bad = MatFileError::Syntax {
            line: n,
            what: "a score line \"name : score   name : score\"",
        };
        let (name0, rest) = line.split_once(':').ok_or(bad.clone())?;
        let rest = rest.trim_start();
        let digits = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        let score0 = number(&rest[..digits]).ok_or(bad.clone())?;
        let (name1, score1) = rest[digits..].rsplit_once(':').ok_or(bad.clone())?;
        let score1 = score1.trim();
        let digits = score1
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(score1.len());
        let score1 = number(&score1[..digits]).ok_or(bad)?;
        let written = [score0, score1];
        if self.players.is_none() {
            self.players = Some([name0.trim().to_string(), name1.trim().to_string()]);
        }
        let index = self.games.len() + 1;
        let score = *self.score.get_or_insert(written);
        if score != written {
            return Err(MatFileError::Mismatch {
                game: index,
                number: 0,
                what: alloc::format!("the score written is {written:?}, replayed {score:?}"),
            });
        }
        if self.length > 0 && score.iter().any(|&s| s >= u32::from(self.length)) {
            return Err(MatFileError::Mismatch {
                game: index,
                number: 0,
                what: "a game after the match was won".to_string(),
            });
        }
        self.awaiting_score = false;
        self.replay = Some(GameReplay::new(&self.game, index, score, self.crawford)?);
        Ok(())
    }

    /// A row: an optional `N)` and up to two cells (and a `Wins` line).
    fn cells(&mut self, n: usize, line: &str) -> Result<(), MatFileError> {
        let Some(replay) = self.replay.as_mut() else {
            return Err(MatFileError::Syntax {
                line: n,
                what: "\"Game N\" and a score line before the moves",
            });
        };
        let tokens = tokens(line);
        let mut rest = &tokens[..];
        let mut number = replay.last_number();
        if let Some(((_, t), tail)) = rest.split_first()
            && let Some(k) = t.strip_suffix(')').and_then(number_of)
        {
            number = k as usize;
            rest = tail;
        }
        while let Some((column, _)) = rest.first() {
            let (cell, tail) = Cell::read(rest).ok_or(MatFileError::Syntax {
                line: n,
                what: "a roll \"dd: moves\", a cube action or \"Wins N points\"",
            })?;
            replay.play(&self.game, number, cell, *column >= RIGHT_COLUMN)?;
            rest = tail;
        }
        Ok(())
    }

    /// Closes the game being read: its end, the score after it, whether
    /// the next is the Crawford game.
    fn end_game(&mut self) -> Result<(), MatFileError> {
        if self.awaiting_score {
            return Err(MatFileError::Syntax {
                line: 0,
                what: "a score line after \"Game N\"",
            });
        }
        let Some(replay) = self.replay.take() else {
            return Ok(());
        };
        let game = replay.finish();
        let (after, crawford) = after(&self.game, &game);
        self.crawford = crawford;
        self.score = Some(after);
        self.games.push(game);
        Ok(())
    }
}

/// The score after `game` (a game of a match or money session under
/// `rules`), and whether the next game is the Crawford game.
pub(super) fn after(rules: &BackgammonGame, game: &MatGame) -> ([u32; 2], bool) {
    let before = game.score;
    let mut after = before;
    if let Some((winner, points)) = game.points() {
        let i = usize::from(winner.0 & 1);
        after[i] = after[i].saturating_add(points);
    }
    let short = |s: [u32; 2], l: u16| s.iter().any(|&x| x.saturating_add(1) >= u32::from(l));
    let crawford = rules
        .rules()
        .match_play
        .is_some_and(|m| m.crawford && !short(before, m.length) && short(after, m.length));
    (after, crawford)
}

/// `[Name "value"]` after the `;` of a comment line.
fn read_tag(comment: &str) -> Option<(String, String)> {
    let inner = comment.trim().strip_prefix('[')?.strip_suffix(']')?;
    let (name, value) = inner.split_once('"')?;
    let value = value.strip_suffix('"')?;
    Some((name.trim().to_string(), value.to_string()))
}

/// `N point match` (any spacing, `points` too): N.
fn match_line(line: &str) -> Option<u32> {
    let mut words = line.split_whitespace();
    let n = number(words.next()?)?;
    let point = words.next()?;
    let rest = words.next()?;
    let ok = matches!(point, "point" | "points" | "Point" | "Points")
        && rest.eq_ignore_ascii_case("match")
        && words.next().is_none();
    ok.then_some(n)
}

/// A number of at most [`MAX_DIGITS`] digits.
pub(super) fn number(text: &str) -> Option<u32> {
    number_of(text)
}

fn number_of(text: &str) -> Option<u32> {
    if text.is_empty() || text.len() > MAX_DIGITS || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// The line's words, each with the byte it starts at.
fn tokens(line: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in line.char_indices() {
        match (c.is_whitespace(), start) {
            (true, Some(s)) => {
                out.push((s, &line[s..i]));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push((s, &line[s..]));
    }
    out
}
