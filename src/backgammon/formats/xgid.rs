//! eXtreme Gammon's position string, the XGID, both ways: the checkers, the cube, whose turn, the dice, the score and the match in one line, checked against the game's rules.
//!
//! An XGID is `XGID=` and ten fields separated by `:` (eXtreme Gammon's
//! documentation, "XGID"; GNU Backgammon 1.07 reads it with `set xgid`):
//!
//! | field | meaning |
//! |-------|---------|
//! | position | 26 characters: the top player's bar, points 1 to 24 numbered from the bottom player's side, the bottom player's bar; `-` empty, `A` to `O` 1 to 15 of the bottom player's checkers, `a` to `o` the top player's |
//! | cube | the cube's value as its base-2 logarithm (0 for 1) |
//! | cube owner | 1 the bottom player, -1 the top player, 0 centred |
//! | turn | 1 the bottom player acts, -1 the top player (after a double, the side doubled) |
//! | dice | `00` to roll (or double), `D` doubled, `B` beavered, `R` raccoon, or the two dice thrown, e.g. `52` |
//! | score 1, score 2 | the bottom player's score, the top player's |
//! | flags | in a match 1 for the Crawford game, else 0; in money play the Jacoby rule (1) plus beavers (2) |
//! | match length | 0 for money play |
//! | max cube | the largest cube as its base-2 logarithm (10, a 1024-cube, in the published examples) |
//!
//! The starting position of a money game, the bottom player to act, is
//! `XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10`.
//!
//! In this crate, as GNU Backgammon reads an XGID (its player 1, X, at
//! the bottom; checked with gnubg 1.07's `set xgid`), the bottom player is
//! [`BLACK`](crate::backgammon::BLACK) (upper-case letters, the points its own
//! numbers, the first score) and the top player [`WHITE`](crate::backgammon::WHITE)
//! (gnubg's player 0, O): White's own point `p` is the XGID's `25 - p`.
//! (gnubg shows the side on turn at the bottom: given an XGID with the
//! top player to act, it exchanges the players, the position otherwise
//! the same.)
//! Checkers not on the board or the bar are borne off. [`Xgid`] reads and
//! writes the text as plain data; [`BackgammonGame::xgid`] and
//! [`BackgammonGame::state_from_xgid`] map a state onto it:
//!
//! * a game not started ([`Phase::Opening`]) writes as its starting
//!   position with Black (the bottom player) to act and no dice, as XG
//!   writes a new game; the text has no place for the opening throw, so
//!   it reads back, as gnubg reads it, as Black to roll (or double);
//! * a side to throw that may double reads as deciding on the cube
//!   ([`Phase::AwaitingCube`]), one that may not as about to throw;
//! * a double offered is `D`, the turn the side doubled (the reading of
//!   published converters; gnubg 1.07's `set xgid` drops the double, so
//!   this is not checked against it); beavers and raccoons are answered
//!   at once by this engine, so `B` and `R` are refused;
//! * the dice are written the larger first, before the turn's first move;
//!   a state mid-turn, a game over, drawn or cut short has no XGID;
//! * money play keeps no score: the scores write as 0 and are not read;
//!   in a match they are the state's, below the length;
//! * the flags and the max cube must be the rules': a cap of the cube's
//!   rules is the max cube, and rules without a cap write 10 and read any
//!   max cube. Games without a cube write the cube centred at 1 and refuse
//!   any other.
//!
//! Only games on the backgammon board with sides travelling in opposite
//! directions have XGIDs (not Fevga), and no state with a pinned checker
//! (Plakoto).

use core::fmt;
use core::str::FromStr;

use super::gnubg_match::whole_throw;
use crate::backgammon::dice::DiceLeft;
use crate::backgammon::error::BackgammonStateError;
use crate::backgammon::game::BackgammonGame;
use crate::backgammon::rules::{Direction, MAX_CHECKERS, POINTS};
use crate::backgammon::state::{BackgammonState, Phase};
use crate::backgammon::turn::opponent;
use crate::dice::Roll;
use crate::game::{RaceGame, Seat};

/// The max cube an XGID shows for rules without a cap: the published
/// examples' 10 (a 1024-cube).
pub const XGID_DEFAULT_MAX_CUBE: u8 = 10;

/// The dice field of an XGID.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum XgidDice {
    /// `00`: the side on turn is to roll, or to double.
    ToRoll,
    /// `D`: a double is offered; the side on turn answers it.
    Doubled,
    /// `B`: the side doubled has beavered.
    Beavered,
    /// `R`: the doubler has redoubled a beaver (a raccoon).
    Raccooned,
    /// The two dice thrown, each 1 to 6, in the order written.
    Thrown([u8; 2]),
}

/// The fields of an XGID, as plain data ([`Xgid::from_str`] checks each
/// field's form, [`BackgammonGame::state_from_xgid`] the rules).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Xgid {
    /// Index 0 the top player's bar (its checkers negative), 1 to 24 the
    /// points from the bottom player's side (the bottom player's checkers
    /// positive, the top player's negative), 25 the bottom player's bar
    /// (positive); each count at most 15.
    pub points: [i8; 26],
    /// The cube's value as its base-2 logarithm, at most 15.
    pub cube_log2: u8,
    /// 1 the bottom player owns the cube, -1 the top player, 0 centred.
    pub cube_owner: i8,
    /// 1 the bottom player acts, -1 the top player.
    pub turn: i8,
    /// The dice field.
    pub dice: XgidDice,
    /// The bottom player's score, the top player's.
    pub score: [u16; 2],
    /// The flags: 0 or 1 in a match (the Crawford game), 0 to 3 in money
    /// play (the Jacoby rule 1, beavers 2).
    pub flags: u8,
    /// The match length, 0 for money play.
    pub length: u16,
    /// The largest cube as its base-2 logarithm, at most 15.
    pub max_cube_log2: u8,
}

/// Which field of an XGID.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum XgidField {
    /// The 26 characters of the checkers.
    Position,
    /// The cube's logarithm.
    Cube,
    /// The cube's owner.
    CubeOwner,
    /// Whose turn.
    Turn,
    /// The dice.
    Dice,
    /// The bottom player's score.
    Score1,
    /// The top player's score.
    Score2,
    /// The Crawford, Jacoby and beaver flags.
    Flags,
    /// The match length.
    MatchLength,
    /// The max cube.
    MaxCube,
}

const FIELDS: [XgidField; 10] = [
    XgidField::Position,
    XgidField::Cube,
    XgidField::CubeOwner,
    XgidField::Turn,
    XgidField::Dice,
    XgidField::Score1,
    XgidField::Score2,
    XgidField::Flags,
    XgidField::MatchLength,
    XgidField::MaxCube,
];

/// Why a text is not an XGID, or an XGID not a state of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum XgidError {
    /// Not ten fields separated by `:` after `XGID=`.
    #[error("an XGID has 10 fields separated by ':', not {0}")]
    FieldCount(usize),
    /// The position is not 26 characters.
    #[error("the XGID position has 26 characters, not {0}")]
    PositionLength(usize),
    /// A position character outside `-`, `A`-`O`, `a`-`o`, or a bar
    /// holding the wrong side's checkers.
    #[error("character {at} of the XGID position is {found:?}")]
    PositionChar {
        /// Its place, from 0.
        at: usize,
        /// The character.
        found: char,
    },
    /// A field that is not a number of its range, or a value it cannot
    /// take (a cube owner or turn other than -1, 0, 1; a cube or max cube
    /// past 15; flags past 3; dice other than `00`, `D`, `B`, `R` or two
    /// dice 1 to 6).
    #[error("the XGID field {0:?} is malformed")]
    Field(XgidField),
    /// A side with more checkers on the board than the game has.
    #[error("{seat} has {count} checkers on the board; the game has {checkers}")]
    Checkers {
        /// The side.
        seat: Seat,
        /// Its checkers on the board and the bar.
        count: u8,
        /// The game's.
        checkers: u8,
    },
    /// The match length is not the rules' (0: money play).
    #[error("the XGID is for a match to {id}, the rules to {rules} (0: money play)")]
    MatchLength {
        /// The XGID's.
        id: u16,
        /// The rules'.
        rules: u16,
    },
    /// A match score at or past the length.
    #[error("{seat} has {score} points in a match to {length}")]
    Score {
        /// The side.
        seat: Seat,
        /// Its score.
        score: u16,
        /// The length.
        length: u16,
    },
    /// The flags are not the rules' (the Crawford flag without the
    /// Crawford rule, or money play's Jacoby and beaver bits).
    #[error("the XGID flags are {id}, which these rules do not have")]
    Flags {
        /// The XGID's flags.
        id: u8,
    },
    /// The max cube is not the rules' cap, or the cube is past it.
    #[error("the XGID max cube is 2^{id}; the rules' cap is 2^{rules}")]
    MaxCube {
        /// The XGID's.
        id: u8,
        /// The rules' cap (the cube's doublings, without a cap).
        rules: u8,
    },
    /// A turned cube or a double under rules without a cube.
    #[error("the XGID has a turned cube or a double; these rules have no cube")]
    NoCube,
    /// A beaver or raccoon pending (`B`, `R`): the engine answers them at once.
    #[error("a beaver or raccoon pending has no state in this engine")]
    Beaver,
    /// The state the XGID describes breaks the rules.
    #[error("not a state of this game: {0}")]
    State(BackgammonStateError),
    /// Rules whose board an XGID cannot show: both sides the same way
    /// round (Fevga), or a checker pinned (Plakoto).
    #[error("an XGID shows sides travelling in opposite directions, without pins")]
    Board,
    /// Acey-deucey's rules (a start area or the 1-2's privileges): an
    /// XGID has no place for checkers waiting to enter or a named double.
    #[error("acey-deucey (a start area, a named double) has no XGID")]
    StartArea,
    /// A state mid-turn: the XGID has the turn's dice, not the dice left.
    #[error("the dice left mid-turn, {0}, have no XGID")]
    MidTurn(DiceLeft),
    /// A game over, drawn or cut short, or another phase an XGID has no
    /// place for (a resignation offered, a double to name).
    #[error("a game in phase {0:?} has no XGID")]
    Phase(Phase),
}

fn number<T: FromStr>(text: &str, field: XgidField) -> Result<T, XgidError> {
    let digits = text.strip_prefix('-').unwrap_or(text);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(XgidError::Field(field));
    }
    text.parse().map_err(|_| XgidError::Field(field))
}

fn points_of(text: &str) -> Result<[i8; 26], XgidError> {
    let length = text.chars().count();
    if length != 26 {
        return Err(XgidError::PositionLength(length));
    }
    let mut points = [0i8; 26];
    for (at, found) in text.chars().enumerate() {
        let n = match found {
            '-' => 0,
            'A'..='O' if at != 0 => found as i8 - b'A' as i8 + 1,
            'a'..='o' if at != 25 => -(found as i8 - b'a' as i8 + 1),
            _ => return Err(XgidError::PositionChar { at, found }),
        };
        points[at] = n;
    }
    Ok(points)
}

fn dice_of(text: &str) -> Result<XgidDice, XgidError> {
    Ok(match text.as_bytes() {
        b"00" => XgidDice::ToRoll,
        b"D" => XgidDice::Doubled,
        b"B" => XgidDice::Beavered,
        b"R" => XgidDice::Raccooned,
        &[a @ b'1'..=b'6', b @ b'1'..=b'6'] => XgidDice::Thrown([a - b'0', b - b'0']),
        _ => return Err(XgidError::Field(XgidField::Dice)),
    })
}

impl FromStr for Xgid {
    type Err = XgidError;

    /// Reads an XGID, with or without its `XGID=` prefix.
    fn from_str(text: &str) -> Result<Xgid, XgidError> {
        let text = text.strip_prefix("XGID=").unwrap_or(text);
        let count = text.split(':').count();
        let mut f = text.split(':');
        let mut next = || f.next().ok_or(XgidError::FieldCount(count));
        if count != FIELDS.len() {
            return Err(XgidError::FieldCount(count));
        }
        let points = points_of(next()?)?;
        let x = Xgid {
            points,
            cube_log2: number(next()?, XgidField::Cube)?,
            cube_owner: number(next()?, XgidField::CubeOwner)?,
            turn: number(next()?, XgidField::Turn)?,
            dice: dice_of(next()?)?,
            score: [
                number(next()?, XgidField::Score1)?,
                number(next()?, XgidField::Score2)?,
            ],
            flags: number(next()?, XgidField::Flags)?,
            length: number(next()?, XgidField::MatchLength)?,
            max_cube_log2: number(next()?, XgidField::MaxCube)?,
        };
        x.check()?;
        Ok(x)
    }
}

impl Xgid {
    /// Checks each field's range.
    ///
    /// # Errors
    ///
    /// [`XgidError::PositionChar`] for a count past 15 or a bar holding
    /// the wrong side's checkers, [`XgidError::Field`] for a value out of
    /// its field's range.
    pub fn check(&self) -> Result<(), XgidError> {
        for (at, &n) in self.points.iter().enumerate() {
            if n.unsigned_abs() > MAX_CHECKERS || (at == 0 && n > 0) || (at == 25 && n < 0) {
                let found = char::from_digit(u32::from(n.unsigned_abs()) % 10, 10).unwrap_or('?');
                return Err(XgidError::PositionChar { at, found });
            }
        }
        let bad = [
            (self.cube_log2 > 15, XgidField::Cube),
            (!(-1..=1).contains(&self.cube_owner), XgidField::CubeOwner),
            (!matches!(self.turn, -1 | 1), XgidField::Turn),
            (self.flags > 3, XgidField::Flags),
            (self.max_cube_log2 > 15, XgidField::MaxCube),
        ];
        if let Some(&(_, field)) = bad.iter().find(|b| b.0) {
            return Err(XgidError::Field(field));
        }
        match self.dice {
            XgidDice::Thrown(d) if d.iter().any(|x| !(1..=6).contains(x)) => {
                Err(XgidError::Field(XgidField::Dice))
            }
            _ => Ok(()),
        }
    }
}

impl fmt::Display for Xgid {
    /// Writes `XGID=` and the ten fields.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("XGID=")?;
        for &n in &self.points {
            let c = match n {
                0 => '-',
                1..=26 => char::from(b'A' + n as u8 - 1),
                -26..=-1 => char::from(b'a' + n.unsigned_abs() - 1),
                _ => '?',
            };
            write!(f, "{c}")?;
        }
        write!(f, ":{}:{}:{}:", self.cube_log2, self.cube_owner, self.turn)?;
        match self.dice {
            XgidDice::ToRoll => f.write_str("00")?,
            XgidDice::Doubled => f.write_str("D")?,
            XgidDice::Beavered => f.write_str("B")?,
            XgidDice::Raccooned => f.write_str("R")?,
            XgidDice::Thrown([a, b]) => write!(f, "{a}{b}")?,
        }
        let [s1, s2] = self.score;
        write!(
            f,
            ":{s1}:{s2}:{}:{}:{}",
            self.flags, self.length, self.max_cube_log2
        )
    }
}

/// The XGID's 1 (bottom, Black) or -1 (top, White) for a seat.
fn sign(seat: Seat) -> i8 {
    if seat.0 == 1 { 1 } else { -1 }
}

fn seat_of(sign: i8) -> Seat {
    Seat(u8::from(sign > 0))
}

impl BackgammonGame {
    /// The XGID of `state`, as the module's table maps it
    /// (`Xgid::to_string` writes the text).
    ///
    /// ```
    /// use racegame::RaceGame;
    /// use racegame::backgammon::{BackgammonGame, BackgammonRules, CubeRules};
    /// let rules = BackgammonRules::backgammon().with_cube(CubeRules::money());
    /// let game = BackgammonGame::new(rules)?;
    /// let xgid = game.xgid(&game.initial_state())?;
    /// assert_eq!(xgid.to_string(), "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`XgidError::MidTurn`] once a move of the turn is played,
    /// [`XgidError::Phase`] for a game over, drawn or cut short,
    /// [`XgidError::Board`] for Fevga's board or a pinned checker,
    /// [`XgidError::StartArea`] under acey-deucey's rules (whatever the
    /// state; its [`Phase::NamingDoubles`] is a [`XgidError::Phase`]).
    pub fn xgid(&self, state: &BackgammonState) -> Result<Xgid, XgidError> {
        if super::acey_deucey(&self.rules) {
            return Err(XgidError::StartArea);
        }
        if self.rules.direction != Direction::Opposite || state.pinned != [0; 2] {
            return Err(XgidError::Board);
        }
        let roller = state.turn();
        let (turn, dice) = match state.phase() {
            Phase::Opening => (Seat(1), XgidDice::ToRoll),
            Phase::AwaitingCube | Phase::AwaitingThrow => (roller, XgidDice::ToRoll),
            Phase::Doubled => (opponent(roller), XgidDice::Doubled),
            Phase::AwaitingMove(d) => {
                let throw = whole_throw(d).map_err(|_| XgidError::MidTurn(d))?;
                (roller, XgidDice::Thrown(throw))
            }
            phase => return Err(XgidError::Phase(phase)),
        };
        let (top, bottom) = (Seat(0), Seat(1));
        let mut points = [0i8; 26];
        points[0] = -(state.bar(top) as i8);
        points[25] = state.bar(bottom) as i8;
        for p in 1..=POINTS {
            points[usize::from(p)] = state.count(bottom, p) as i8 - state.count(top, 25 - p) as i8;
        }
        let cube = self.rules.cube;
        let (score, flags, length) = match self.rules.match_play {
            Some(m) => {
                let [white, black] = state.score();
                ([black, white], u8::from(state.is_crawford()), m.length)
            }
            None => {
                let flags = cube.map_or(0, |c| u8::from(c.jacoby) | u8::from(c.beavers) << 1);
                ([0, 0], flags, 0)
            }
        };
        Ok(Xgid {
            points,
            cube_log2: state.cube_doublings(),
            cube_owner: state.cube_owner().map_or(0, sign),
            turn: sign(turn),
            dice,
            score,
            flags,
            length,
            max_cube_log2: cube
                .and_then(|c| c.max_doublings)
                .unwrap_or(XGID_DEFAULT_MAX_CUBE),
        })
    }

    /// The state of an XGID (with or without its `XGID=` prefix) in this
    /// game, read as the module's table maps it, and checked as any
    /// outside state ([`validate`](crate::RaceGame::validate)).
    ///
    /// ```
    /// use racegame::backgammon::{BLACK, BackgammonGame, WHITE};
    /// let game = BackgammonGame::backgammon_money();
    /// // White (top) owns a 2-cube; Black (bottom) has thrown 5-2.
    /// let s = game.state_from_xgid("XGID=-b----E-C---eE---c-e----B-:1:-1:1:52:0:0:3:0:10")?;
    /// assert_eq!((s.turn(), s.cube_owner(), s.cube_value()), (BLACK, Some(WHITE), 2));
    /// # Ok::<(), racegame::backgammon::XgidError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`XgidError`]: a text that is not an XGID (the field count, a
    /// position character, a field out of its range), more checkers than
    /// the game has, a match length, score, flags or max cube the rules do
    /// not have, a cube without cube rules, a beaver pending, Fevga's
    /// board, acey-deucey's rules ([`XgidError::StartArea`]), or a state
    /// the rules refuse (a double from a side that may not double, dice
    /// that allow no move, a Crawford game that cannot be).
    pub fn state_from_xgid(&self, text: &str) -> Result<BackgammonState, XgidError> {
        let x: Xgid = text.parse()?;
        if super::acey_deucey(&self.rules) {
            return Err(XgidError::StartArea);
        }
        self.check_xgid(&x)?;
        let mut s = self.initial_state();
        for seat in [Seat(1), Seat(0)] {
            let k = sign(seat);
            let mut points = [(0u8, 0u8); 24];
            for p in 1..=POINTS {
                let n = (x.points[usize::from(p)] * k).max(0) as u8;
                let own = if k > 0 { p } else { 25 - p };
                points[usize::from(p) - 1] = (own, n);
            }
            let bar = x.points[if k > 0 { 25 } else { 0 }].unsigned_abs();
            let count = points.iter().map(|p| p.1).sum::<u8>() + bar;
            let checkers = self.rules.checkers;
            let off = checkers.checked_sub(count).ok_or(XgidError::Checkers {
                seat,
                count,
                checkers,
            })?;
            s = s.with_side(seat, &points, bar, off);
        }
        let owner = (x.cube_owner != 0).then(|| seat_of(x.cube_owner));
        s = s.with_cube(x.cube_log2, owner);
        if self.rules.match_play.is_some() {
            s = s.with_score([x.score[1], x.score[0]], x.flags == 1);
        }
        let s = self.xgid_phase(s, &x)?;
        self.validate(&s).map_err(XgidError::State)?;
        Ok(s)
    }

    /// The fields that must agree with the rules.
    fn check_xgid(&self, x: &Xgid) -> Result<(), XgidError> {
        if self.rules.direction != Direction::Opposite {
            return Err(XgidError::Board);
        }
        let length = self.rules.match_play.map_or(0, |m| m.length);
        if x.length != length {
            let (id, rules) = (x.length, length);
            return Err(XgidError::MatchLength { id, rules });
        }
        let flags = match (self.rules.match_play, self.rules.cube) {
            (Some(m), _) => u8::from(m.crawford),
            (None, Some(c)) => u8::from(c.jacoby) | u8::from(c.beavers) << 1,
            (None, None) => 0,
        };
        let allowed = if length > 0 {
            x.flags <= flags
        } else {
            x.flags == flags
        };
        if !allowed {
            return Err(XgidError::Flags { id: x.flags });
        }
        let past = x
            .score
            .iter()
            .enumerate()
            .find(|s| length > 0 && *s.1 >= length);
        if let Some((i, &score)) = past {
            let seat = Seat(1 - i as u8);
            return Err(XgidError::Score {
                seat,
                score,
                length,
            });
        }
        let Some(cube) = self.rules.cube else {
            let turned = x.cube_log2 != 0 || x.cube_owner != 0;
            return match turned || x.dice == XgidDice::Doubled {
                true => Err(XgidError::NoCube),
                false => Ok(()),
            };
        };
        let cap = cube.max_doublings.unwrap_or(x.max_cube_log2);
        if x.max_cube_log2 != cap || x.cube_log2 > cube.cap().min(cap) {
            let (id, rules) = (x.max_cube_log2, cube.max_doublings.unwrap_or(x.cube_log2));
            return Err(XgidError::MaxCube { id, rules });
        }
        Ok(())
    }

    /// `board` (the checkers, the cube and the score) in the phase the
    /// turn and dice name.
    fn xgid_phase(&self, board: BackgammonState, x: &Xgid) -> Result<BackgammonState, XgidError> {
        let seat = seat_of(x.turn);
        Ok(match x.dice {
            XgidDice::ToRoll => {
                if self.may_double(&board, seat) {
                    board.with_cube_decision(seat, false)
                } else {
                    board.with_turn(seat)
                }
            }
            XgidDice::Doubled => board.with_cube_decision(opponent(seat), true),
            XgidDice::Beavered | XgidDice::Raccooned => return Err(XgidError::Beaver),
            XgidDice::Thrown([a, b]) => {
                let dice = Roll::two(a, b).ok().and_then(DiceLeft::from_roll);
                board.with_dice(seat, dice.ok_or(XgidError::Field(XgidField::Dice))?)
            }
        })
    }
}
