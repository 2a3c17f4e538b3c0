//! Jellyfish match files (`.mat`, "Snowie standard text"), both ways: the text GNU Backgammon, eXtreme Gammon and BGBlitz exchange matches and money sessions in, read into checked games and written back exactly.
//!
//! A file holds one or more matches (or money sessions, "0 point match"),
//! each a few `; [Tag "value"]` comment lines, the match line, and its
//! games:
//!
//! ```text
//! ; [Variation "Backgammon"]
//!
//!  5 point match
//!
//!  Game 1
//!  Alice : 0                      Bob : 0
//!   1)                             53: 8/3 6/3
//!   2) 62: 24/18 18/16              Doubles => 2
//!   3)  Takes                      ...
//!                                   Wins 2 points
//! ```
//!
//! The left column is the first player, [`WHITE`](crate::backgammon::WHITE)
//! here, the right the second, [`BLACK`](crate::backgammon::BLACK); points
//! are each mover's own numbers, the bar `25` or `bar`, off `0` or `off`.
//! Reading replays every game through the engine: each throw, each checker
//! move and each cube action must be legal, the score line must be the
//! score replayed, and a `Wins` line the game's points; anything else is a
//! [`MatFileError`] naming the game, the move number and the rule broken.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use super::super::{
    BackgammonAction, BackgammonError, BackgammonGame, GameResult, MAX_MATCH_LENGTH, PlayError,
};
use crate::game::Seat;
#[cfg(feature = "serde")]
use crate::record::GameRecord;

/// The longest text [`MatchFile::parse`] reads: 16 MiB (a file of
/// thousands of games is far below it).
pub const MAT_MAX_BYTES: usize = 16 << 20;

/// A whole match file: its matches and money sessions, in order, each game
/// replayed and checked.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct MatchFile {
    /// The matches, in the order of the file.
    pub matches: Vec<MatMatch>,
}

/// One match (or money session) of a match file.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct MatMatch {
    /// The `; [Name "value"]` tags before the match line, in order, as read
    /// (written back as they are).
    pub tags: Vec<(String, String)>,
    /// The match length, 0 for a money session.
    pub length: u16,
    /// The players' names: the left column's ([`WHITE`](crate::backgammon::WHITE))
    /// first.
    pub players: [String; 2],
    /// The rules the games were replayed under: the variation, the cube
    /// and the match, from the tags and the length (see
    /// [`MatchFile::parse`]).
    pub game: BackgammonGame,
    /// The games, in order.
    pub games: Vec<MatGame>,
}

/// One game of a match file, replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct MatGame {
    /// The score before the game (in a money session, the points won so
    /// far), the left player's first.
    pub score: [u32; 2],
    /// Whether this is the Crawford game of a match.
    pub crawford: bool,
    /// Every action of the game from its opening, as the engine plays it:
    /// throws (the opening's as White's die and Black's; later throws the
    /// larger die first, as the file writes them), cube decisions (the
    /// [`Roll`](BackgammonAction::Roll) before a throw where the engine
    /// asks), and checker moves in the order written.
    pub actions: Vec<BackgammonAction>,
    /// How the game ended.
    pub end: MatEnd,
}

/// How a game of a match file ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum MatEnd {
    /// Won on the board or by a pass, as the engine replayed it.
    Won(GameResult),
    /// The loser resigned: `winner` scored `points` (the file's `Wins`
    /// line, checked to be 1, 2 or 3 times the cube). The game's actions
    /// stop before it, under the file's rules (which have no
    /// resignations); [`MatchFile::to_records`] plays the offer and its
    /// acceptance under rules with them. (A game of a record played with
    /// resignations ends [`MatEnd::Won`] with [`Win::Resigned`](crate::backgammon::Win::Resigned).)
    Resigned {
        /// Who won.
        winner: Seat,
        /// The points scored.
        points: u32,
    },
    /// The file stops before the game's end.
    Unfinished,
}

/// Why a text is not a match file this crate reads, or a game in it not
/// legal. Line numbers count from 1.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MatFileError {
    /// The text is longer than [`MAT_MAX_BYTES`].
    #[error("the text is {0} bytes long, more than the {max} read", max = MAT_MAX_BYTES)]
    TooLarge(usize),
    /// No `N point match` line.
    #[error("no match in the text (no \"N point match\" line)")]
    NoMatch,
    /// A line the format has no place for (or, in SGF, text that is not
    /// the SGF this crate reads).
    #[error("line {line}: {what}")]
    Syntax {
        /// The line (0 in SGF, and for a game cut short at the end).
        line: usize,
        /// What was expected.
        what: &'static str,
    },
    /// A match length past [`MAX_MATCH_LENGTH`].
    #[error("line {line}: a match to {length} points (at most {max})", max = MAX_MATCH_LENGTH)]
    MatchLength {
        /// The line.
        line: usize,
        /// The length read.
        length: u32,
    },
    /// A rules tag with a value this crate does not play.
    #[error("tag {tag} \"{value}\" is not a rule this crate plays")]
    Tag {
        /// The tag.
        tag: String,
        /// Its value.
        value: String,
    },
    /// A play that is not legal: the engine's refusal of its first move
    /// that breaks a rule (when the moves are read one by one), and the
    /// refusal of the play as a whole.
    #[error("game {game}, move {number}: \"{text}\" is not a legal play: {play}{}",
        rule.map(|r| alloc::format!(" ({r})")).unwrap_or_default())]
    IllegalPlay {
        /// The game, from 1.
        game: usize,
        /// The move number written (`N)`; in SGF the node's index in its
        /// game tree).
        number: usize,
        /// The play as written (in SGF as `from/to` moves).
        text: String,
        /// The rule the first refused move breaks, if one was.
        rule: Option<BackgammonError>,
        /// Why no legal play matches the text (boxed: it keeps the text).
        play: alloc::boxed::Box<PlayError>,
    },
    /// A throw or cube action the engine refuses there.
    #[error("game {game}, move {number}: {what} is refused: {rule}")]
    IllegalAction {
        /// The game, from 1.
        game: usize,
        /// The move number written.
        number: usize,
        /// The action, as the file names it.
        what: &'static str,
        /// The rule it breaks.
        rule: BackgammonError,
    },
    /// Something the file says that the replay contradicts: a score, a
    /// cube value, points won, an action after the game's end.
    #[error("game {game}, move {number}: {what}")]
    Mismatch {
        /// The game, from 1.
        game: usize,
        /// The move number written (0 for the score line).
        number: usize,
        /// What differs.
        what: String,
    },
    /// A record that cannot be written (its rules are not backgammon's
    /// variants, or it does not replay).
    #[error("record {index}: {what}")]
    Record {
        /// The record's index in the list.
        index: usize,
        /// Why.
        what: String,
    },
}

impl MatchFile {
    /// Reads a match file and replays every game through the engine.
    ///
    /// Tolerant in what it reads: several matches in one text, comments
    /// (`;` lines) anywhere, blank lines, any spacing between the items of
    /// a line, `\r\n` line ends, points written `25`/`bar` and `0`/`off`,
    /// moves in any order, chained (`24/18/13`) or counted (`8/5(2)`), dice
    /// in either order. Rules from the tags: `Variation` (`Backgammon`,
    /// `Nackgammon`, `Hypergammon` and `Hypergammon1` to `3`), for money
    /// sessions `Jacoby` and `Beaver` (`On`/`Off`, both on when left out:
    /// GNU Backgammon's defaults, which it does not write) and `CubeLimit`
    /// (a power of two), for matches `Crawford` (on when left out).
    ///
    /// ```
    /// use racegame::backgammon::MatchFile;
    /// let text = " 1 point match\n\n Game 1\n A : 0    B : 0\n  1) 31: 8/5 6/5\n";
    /// let file = MatchFile::parse(text)?;
    /// assert_eq!(file.matches[0].games[0].actions.len(), 3); // the throw, two moves
    /// assert!(MatchFile::parse(&text.replace("8/5", "8/4")).is_err());
    /// # Ok::<(), racegame::backgammon::MatFileError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`MatFileError`]: the text too long, a line out of place, a tag
    /// with unknown rules, or the first illegal or contradicted item.
    pub fn parse(text: &str) -> Result<MatchFile, MatFileError> {
        super::mat_read::parse(text)
    }

    /// The file as GNU Backgammon 1.07 writes it (`export match mat`):
    /// the tags, the match line, and each game's rows, byte for byte.
    pub fn to_mat(&self) -> String {
        let mut out = String::new();
        for m in &self.matches {
            super::mat_write::write_match(&mut out, m);
        }
        // GNU Backgammon ends a file whose last game is still going at its
        // last cell, with no line end.
        let going = self
            .matches
            .last()
            .and_then(|m| m.games.last())
            .is_some_and(|g| g.end == MatEnd::Unfinished && !g.actions.is_empty());
        if going {
            out.truncate(out.trim_end_matches('\n').len());
        }
        out
    }
}

impl fmt::Display for MatchFile {
    /// [`MatchFile::to_mat`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_mat())
    }
}

/// A record's rules as tags, for [`MatchFile::from_records`].
#[cfg(feature = "serde")]
fn record_rules(
    index: usize,
    game: &BackgammonGame,
) -> Result<(Vec<(String, String)>, u16), MatFileError> {
    if super::acey_deucey(game.rules()) {
        return Err(MatFileError::Record {
            index,
            what: String::from(
                "acey-deucey (a start area, a named double) has no place in a match file",
            ),
        });
    }
    super::mat_rules::tags_of(game).ok_or_else(|| MatFileError::Record {
        index,
        what: String::from(
            "a match file holds backgammon, nackgammon or hypergammon with the doubling cube",
        ),
    })
}

#[cfg(feature = "serde")]
impl MatchFile {
    /// The games as the crate's records: in a money session one record a
    /// game, in a match one record for the whole match (the engine plays a
    /// match as one game from 0-0 to its end). Seats are the players'
    /// names. A game left unfinished gives a record that is not over. A
    /// session or match with a resigned game is recorded under its rules
    /// with [`resignations`](crate::backgammon::BackgammonRules::resignations):
    /// every turn then begins with a decision before the throw (a `Roll`
    /// where the file shows only the roll), and the resigned game ends
    /// with the loser's offer of the points over the cube and the winner's
    /// acceptance, so that its record is over with its score.
    ///
    /// # Errors
    ///
    /// [`MatFileError::Record`] for a match that cannot be one record: a
    /// game left unfinished before its last game, a file that starts in
    /// the middle of the match, or a resignation by the side not on roll
    /// (which the engine does not play).
    pub fn to_records(&self) -> Result<Vec<GameRecord<BackgammonGame>>, MatFileError> {
        let mut out = Vec::new();
        for (index, m) in self.matches.iter().enumerate() {
            let resigned = m
                .games
                .iter()
                .any(|g| matches!(g.end, MatEnd::Resigned { .. }));
            let (game, games) = if resigned {
                super::mat_replay::with_resignations(m)
                    .map_err(|what| MatFileError::Record { index, what })?
            } else {
                (
                    m.game.clone(),
                    m.games.iter().map(|g| g.actions.clone()).collect(),
                )
            };
            let record = |actions: Vec<BackgammonAction>| {
                GameRecord::custom(game.clone(), actions)
                    .and_then(|r| r.with_seats(m.players.to_vec()))
                    .map_err(|e| MatFileError::Record {
                        index,
                        what: alloc::format!("{e}"),
                    })
            };
            if m.length == 0 {
                for actions in games {
                    out.push(record(actions)?);
                }
                continue;
            }
            let unfinished = m
                .games
                .iter()
                .rev()
                .skip(1)
                .any(|g| matches!(g.end, MatEnd::Unfinished));
            if unfinished || m.games.first().is_some_and(|g| g.score != [0, 0]) {
                return Err(MatFileError::Record {
                    index,
                    what: String::from(
                        "a match with a game left unfinished before its last, or starting after 0-0, is not one record",
                    ),
                });
            }
            out.push(record(games.into_iter().flatten().collect())?);
        }
        Ok(out)
    }

    /// The match file of records: each match record a match, consecutive
    /// money records under the same rules one money session. The players
    /// are the records' seat names (`White` and `Black` when they have
    /// none). A tied opening throw is not written (the format has no
    /// place for it), and a throw is written the larger die first.
    ///
    /// ```
    /// use racegame::backgammon::{BackgammonGame, MatchFile};
    /// use racegame::play::{RandomPolicy, Session};
    /// let mut session = Session::new(BackgammonGame::backgammon_money(), 5);
    /// session.play_to_end(&mut RandomPolicy, 100_000)?;
    /// let text = MatchFile::from_records(&[session.record()?])?.to_mat();
    /// assert!(text.contains(" 0 point match"));
    /// assert_eq!(MatchFile::parse(&text)?.matches[0].games.len(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`MatFileError::Record`] for a record that does not replay, or whose
    /// rules a match file cannot name (only backgammon, nackgammon and
    /// hypergammon with the doubling cube; never acey-deucey, whose start
    /// area and named doubles the formats have no place for).
    pub fn from_records(records: &[GameRecord<BackgammonGame>]) -> Result<MatchFile, MatFileError> {
        let mut matches: Vec<MatMatch> = Vec::new();
        for (index, record) in records.iter().enumerate() {
            let replayed = record.replay().map_err(|e| MatFileError::Record {
                index,
                what: alloc::format!("{e}"),
            })?;
            let game = replayed.game;
            let (tags, length) = record_rules(index, &game)?;
            let players = match record.seats.as_slice() {
                [a, b] => [a.clone(), b.clone()],
                _ => [String::from("White"), String::from("Black")],
            };
            let mut games = super::mat_write::split_games(&game, &record.actions);
            if let Some(last) = matches
                .last_mut()
                .filter(|m| length == 0 && m.length == 0 && m.game == game && m.players == players)
            {
                let mut score = last.games.last().map_or([0, 0], |g| {
                    let mut s = g.score;
                    if let Some((w, p)) = g.points() {
                        s[usize::from(w.0 & 1)] += p;
                    }
                    s
                });
                for g in &mut games {
                    g.score = score;
                    if let Some((w, p)) = g.points() {
                        score[usize::from(w.0 & 1)] += p;
                    }
                }
                last.games.extend(games);
                continue;
            }
            matches.push(MatMatch {
                tags,
                length,
                players,
                game,
                games,
            });
        }
        Ok(MatchFile { matches })
    }
}

/// The match file of `records` ([`MatchFile::from_records`]) as text
/// ([`MatchFile::to_mat`]): how a [`Session`](crate::play::Session)'s
/// games are exported, through [`Session::record`](crate::play::Session::record).
///
/// # Errors
///
/// As [`MatchFile::from_records`].
#[cfg(feature = "serde")]
pub fn write_mat(records: &[GameRecord<BackgammonGame>]) -> Result<String, MatFileError> {
    Ok(MatchFile::from_records(records)?.to_mat())
}

/// The SGF of `records` ([`MatchFile::from_records`], then
/// [`MatchFile::to_sgf`]).
///
/// # Errors
///
/// As [`MatchFile::from_records`].
#[cfg(feature = "serde")]
pub fn write_sgf(records: &[GameRecord<BackgammonGame>]) -> Result<String, MatFileError> {
    Ok(MatchFile::from_records(records)?.to_sgf())
}

impl MatMatch {
    /// The state `game` (one of this match's games) starts from: the
    /// opening, at its score and Crawford flag in a match. Playing its
    /// [`actions`](MatGame::actions) from here replays it (what an analysis
    /// of each decision walks).
    ///
    /// ```
    /// use racegame::RaceGame;
    /// use racegame::backgammon::MatchFile;
    /// let text = " 3 point match\n\n Game 1\n A : 0    B : 0\n  1) 31: 8/5 6/5\n";
    /// let file = MatchFile::parse(text)?;
    /// let (m, g) = (&file.matches[0], &file.matches[0].games[0]);
    /// let mut state = m.start(g);
    /// for &action in &g.actions {
    ///     state = m.game.apply(&state, action)?.0;
    /// }
    /// assert_eq!(state.count(racegame::backgammon::WHITE, 5), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn start(&self, game: &MatGame) -> crate::backgammon::BackgammonState {
        super::mat_write::start_of(&self.game, game)
    }
}
