//! Plays in the notation players use: `24/18 13/11`, `bar/22*`, `6/off`, `8/5(2)`, written from a [`Play`] and read back against the legal plays of a position.

use alloc::vec::Vec;
use core::fmt;

use crate::backgammon::game::BackgammonGame;
use crate::backgammon::notation::{read_from, write_point};
use crate::backgammon::plays::{Play, Step};
use crate::backgammon::rules::OFF;
use crate::backgammon::state::BackgammonState;
use crate::notation::{Cursor, NotationError};

/// Why a text is not a legal play in a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PlayError {
    /// The text is not in the notation.
    #[error(transparent)]
    Notation(#[from] NotationError),
    /// The position awaits no move (the dice are to be thrown, or the game
    /// is over).
    #[error("the position awaits no move")]
    NoMoveAwaited,
    /// The moves are written correctly but no legal play of the dice ends
    /// where they do (a die not rolled, a blocked point, a die left
    /// unplayed that could be played, a hit not marked on the way, ...).
    #[error("{0} is not a legal play of the dice left ({1} legal plays)")]
    NotLegal(PlayText, usize),
    /// A hit mark `*` on a point where the play written hits (or, in
    /// Plakoto, pins) nothing: the moves are legal, the mark is wrong.
    #[error("the mark \"*\" on point {point} names a hit, but the play hits nothing there")]
    NoHit {
        /// The point marked, by the mover's numbers.
        point: u8,
    },
}

/// The text of a refused play, kept in the error without allocating
/// (at most 64 bytes; longer texts are cut).
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct PlayText {
    bytes: [u8; 64],
    len: u8,
}

impl PlayText {
    fn of(text: &str) -> PlayText {
        let mut bytes = [0u8; 64];
        let mut len = text.len().min(64);
        while !text.is_char_boundary(len) {
            len -= 1;
        }
        bytes[..len].copy_from_slice(&text.as_bytes()[..len]);
        PlayText {
            bytes,
            len: len as u8,
        }
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        core::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or("")
    }
}

impl fmt::Debug for PlayText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.as_str())
    }
}

impl fmt::Display for PlayText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "\"{}\"", self.as_str())
    }
}

/// One checker's journey in a play: where it started, every point it
/// touched with whether it hit there, and how many checkers made the same
/// journey.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Segment {
    from: u8,
    stops: Vec<(u8, bool)>,
    count: u8,
}

impl Segment {
    fn to(&self) -> u8 {
        self.stops.last().map_or(self.from, |s| s.0)
    }
}

/// The segments of a play's steps, as GNU Backgammon forms them: the moves
/// sorted farthest first (then shortest first), each journey its first
/// unused move and every later move that goes on from where it stopped,
/// equal journeys next to each other counted.
fn segments(steps: &[Step]) -> Vec<Segment> {
    let mut moves: Vec<Step> = steps.to_vec();
    moves.sort_by_key(|m| (core::cmp::Reverse(m.from), core::cmp::Reverse(m.to)));
    let mut used = alloc::vec![false; moves.len()];
    let mut out: Vec<Segment> = Vec::new();
    for i in 0..moves.len() {
        if used[i] {
            continue;
        }
        used[i] = true;
        let mut seg = Segment {
            from: moves[i].from,
            stops: alloc::vec![(moves[i].to, moves[i].hit)],
            count: 1,
        };
        while seg.to() != OFF {
            let at = seg.to();
            let Some(j) = (i + 1..moves.len()).find(|&j| !used[j] && moves[j].from == at) else {
                break;
            };
            used[j] = true;
            seg.stops.push((moves[j].to, moves[j].hit));
        }
        match out.last_mut() {
            Some(last) if last.from == seg.from && last.stops == seg.stops => last.count += 1,
            _ => out.push(seg),
        }
    }
    out
}

impl fmt::Display for Segment {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_point(f, self.from)?;
        let last = self.stops.len().saturating_sub(1);
        for (i, &(p, hit)) in self.stops.iter().enumerate() {
            if i == last || hit {
                f.write_str("/")?;
                write_point(f, p)?;
                if hit {
                    f.write_str("*")?;
                }
            }
        }
        if self.count > 1 {
            write!(f, "({})", self.count)?;
        }
        Ok(())
    }
}

impl fmt::Display for Play {
    /// The play as players write it (GNU Backgammon's form): each checker's
    /// journey `from/to`, hits marked `*` where they happen, equal journeys
    /// counted `(n)`, farthest first: `24/18* 13/11`, `bar/20*/16`,
    /// `8/5(2) 6/5(2)`, `6/off 5/off`; an empty play (no move possible) is
    /// written as nothing.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut sep = "";
        for seg in segments(self.steps()) {
            write!(f, "{sep}{seg}")?;
            sep = " ";
        }
        Ok(())
    }
}

/// A play as read: each journey's start, its marked and final stops, and
/// its count.
fn read_play(text: &str) -> Result<Vec<Segment>, NotationError> {
    let mut c = Cursor::new(text)?;
    let mut out = Vec::new();
    while !c.at_end() {
        if !out.is_empty() {
            c.expect(b' ', "\" \" and the next checker's move, or the end")?;
        }
        out.push(read_segment(&mut c)?);
    }
    Ok(out)
}

/// `from/to[*][/to[*]]...[(n)]`.
fn read_segment(c: &mut Cursor<'_>) -> Result<Segment, NotationError> {
    let from = read_from(c)?;
    let mut stops = Vec::new();
    let mut at = from;
    c.expect(b'/', "\"/\" and where the checker goes")?;
    loop {
        let to = if c.eat_str("off") {
            OFF
        } else {
            let start = c.position();
            let p = c.small("a point, 1 to 24, or \"off\"", 24)?;
            if p == 0 || p >= at {
                c.rewind(start);
                return Err(c.expected("a point nearer home than the last, or \"off\""));
            }
            p
        };
        let hit = c.eat(b'*');
        stops.push((to, hit));
        at = to;
        if to == OFF || !c.eat(b'/') {
            break;
        }
    }
    let count = if c.eat(b'(') {
        let n = c.nonzero("how many checkers make this move, 1 to 4", 4)? as u8;
        c.expect(b')', "\")\"")?;
        n
    } else {
        1
    };
    Ok(Segment { from, stops, count })
}

impl BackgammonGame {
    /// The legal play `text` describes in `state`, a state awaiting a move:
    /// moves in the notation of [`Play`]'s `Display` (any order, chains
    /// written whole or hop by hop, equal moves counted or repeated), read
    /// as the end position they reach, which must be the end of one of
    /// [`plays`](BackgammonGame::plays). A hit on the way must be marked
    /// `*`; one on a journey's last point may be left unmarked (landing on
    /// a blot hits it, written or not, as GNU Backgammon reads a play); a
    /// mark where the play hits nothing is refused (in Plakoto a checker
    /// freed and pinned again in one turn is marked although the end shows
    /// no change: the play pinned there).
    ///
    /// ```
    /// use racegame::{RaceGame, Roll};
    /// use racegame::backgammon::{BackgammonAction, BackgammonGame};
    /// let game = BackgammonGame::backgammon();
    /// let (s, _) = game.apply(&game.initial_state(), BackgammonAction::Throw(Roll::two(6, 5)?))?;
    /// let play = game.parse_play(&s, "24/13")?;
    /// assert_eq!(play.to_string(), "24/13");
    /// assert_eq!(game.parse_play(&s, "24/18 18/13")?, play);
    /// assert!(game.parse_play(&s, "24/14").is_err()); // no 6-4 here
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`PlayError::Notation`] for text not in the notation,
    /// [`PlayError::NoMoveAwaited`] when no move is awaited,
    /// [`PlayError::NotLegal`] when no legal play ends where the text does,
    /// [`PlayError::NoHit`] when it marks a hit where that play hits
    /// nothing.
    pub fn parse_play(&self, state: &BackgammonState, text: &str) -> Result<Play, PlayError> {
        let written = read_play(text)?;
        let plays = self.plays(state);
        if plays.is_empty() {
            return Err(PlayError::NoMoveAwaited);
        }
        let target = self.board_after(state, &written);
        let mut ending_there = plays
            .iter()
            .filter(|p| target.is_some_and(|t| same_board(p.state(), &t)))
            .peekable();
        let first = *ending_there
            .peek()
            .ok_or(PlayError::NotLegal(PlayText::of(text), plays.len()))?;
        let marks = || {
            written
                .iter()
                .flat_map(|seg| seg.stops.iter().filter(|stop| stop.1).map(|stop| stop.0))
        };
        let hits_marked =
            |p: &Play| marks().all(|at| p.steps().iter().any(|step| step.hit && step.to == at));
        match ending_there.find(|p| hits_marked(p)) {
            Some(play) => Ok(*play),
            None => {
                let point = marks()
                    .find(|&at| !first.steps().iter().any(|step| step.hit && step.to == at))
                    .unwrap_or(OFF);
                Err(PlayError::NoHit { point })
            }
        }
    }

    /// The board `state` shows once the written journeys are made, hitting
    /// where they say and where they land on a blot; `None` when they move
    /// a checker that is not there.
    fn board_after(&self, state: &BackgammonState, written: &[Segment]) -> Option<BackgammonState> {
        let seat = state.turn();
        let mut f = self.frame(state, seat);
        // Journeys that say where they hit go first, so that an unmarked one
        // ending on the same point finds the blot gone.
        let marked = |s: &&Segment| s.stops.iter().any(|stop| stop.1);
        let order = written
            .iter()
            .filter(marked)
            .chain(written.iter().filter(|s| !marked(s)));
        for seg in order {
            for _ in 0..seg.count {
                let mut at = seg.from;
                for &(to, marked) in &seg.stops {
                    if f.count(at) == 0 {
                        return None;
                    }
                    f.lift(at);
                    f.drop_on(to);
                    let last = Some(&(to, marked)) == seg.stops.last();
                    if to != OFF && f.blots & (1 << to) != 0 && (marked || last) {
                        match self.rules.contact {
                            crate::backgammon::rules::Contact::Pin => f.pin(to),
                            _ => f.hit(to),
                        }
                    }
                    at = to;
                }
            }
        }
        let mut board = *state;
        f.store(&mut board, seat, self.rules.direction);
        Some(board)
    }
}

/// Whether two states show the same checkers (board, bar, off, pins).
fn same_board(a: &BackgammonState, b: &BackgammonState) -> bool {
    a.board == b.board && a.pinned == b.pinned
}
