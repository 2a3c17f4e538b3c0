//! The FIBS board line, both ways: the `board:` line of the First Internet Backgammon Server's client protocol (CLIP), which GNU Backgammon's `external` player interface also reads, checked against the game's rules.
//!
//! The line is `board:` and 52 more fields separated by `:` (FIBS's
//! command reference, "rawboard", and its CLIP documentation), seen from
//! one player:
//!
//! | fields | meaning |
//! |--------|---------|
//! | 1–2 | the player's name, the opponent's |
//! | 3 | the match length, 9999 for unlimited (money) play |
//! | 4–5 | the player's score, the opponent's |
//! | 6–31 | the board: 26 numbers, positions 0 and 25 the bars, 1 to 24 the points; O's checkers positive, X's negative |
//! | 32 | the turn: 1 O's, -1 X's, 0 the game over |
//! | 33–34, 35–36 | the player's dice, the opponent's: 0 0 before the throw |
//! | 37 | the cube's value |
//! | 38–39 | 1 if the player may double, the opponent |
//! | 40 | 1 if the opponent has just doubled |
//! | 41 | the player's colour: 1 O, -1 X |
//! | 42 | the player's direction: -1 from position 24 to 1, 1 from 1 to 24 |
//! | 43–44 | the player's home and bar positions: 0 and 25 with direction -1, 25 and 0 with 1 |
//! | 45–46 | checkers borne off: the player's, the opponent's |
//! | 47–48 | checkers on the bar: the player's, the opponent's |
//! | 49 | how many checkers the player can move with its dice (0 to 4) |
//! | 50–51 | "forced move" and "did Crawford": unused by the protocol |
//! | 52 | the most instant redoubles in unlimited matches |
//!
//! The protocol's own example, the player O at the start of a 3-point
//! match with 6-2 to play:
//! `board:You:someplayer:3:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:1:6:2:0:0:1:1:1:0:1:-1:0:25:0:0:0:0:2:0:0:0`.
//!
//! In this crate White plays O and Black X. [`FibsBoard`] holds the fields
//! as plain data; [`BackgammonGame::fibs_board`] writes a state from the
//! side that acts (after a double, the side doubled, with field 40 set),
//! its colour's sign on its own checkers, direction -1 (positions are its
//! own point numbers, its bar 25), names `You` and `opponent`, and the
//! turn its colour. [`BackgammonGame::state_from_fibs_board`] reads any
//! colour and direction, and:
//!
//! * the board has no cube owner: a cube of 1 is centred, a turned cube
//!   belongs to the one side free to double (fields 38–39); a turned cube
//!   that neither side may double (at its cap, or dead in a match) cannot
//!   be read;
//! * the board has no Crawford flag: in a match with the Crawford rule,
//!   the game is the Crawford game when exactly one side is a point short
//!   of the length, the cube centred at 1 and neither side free to double;
//! * the bar positions, fields 45–48 and the checkers on the board must
//!   agree; money play keeps no score (written 0, not read);
//! * the side on turn that has not thrown reads as deciding on the cube
//!   when it may double ([`Phase::AwaitingCube`]); a game over (turn 0),
//!   a state mid-turn and a game not started have no board line;
//! * field 49 is written as the most dice a play uses, 50–52 as 0, and
//!   none of them is read.

use alloc::string::{String, ToString};
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

/// The match length FIBS writes for unlimited (money) play.
pub const FIBS_UNLIMITED: u16 = 9999;

/// The fields of a FIBS board line, as plain data. Pairs are the
/// player's, then the opponent's.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FibsBoard {
    /// The player's name (no `:` or line break).
    pub player: String,
    /// The opponent's name.
    pub opponent: String,
    /// The match length, [`FIBS_UNLIMITED`] for money play.
    pub match_length: u16,
    /// The scores.
    pub score: [u16; 2],
    /// Positions 0 to 25: O's checkers positive, X's negative, at most 15.
    pub board: [i8; 26],
    /// 1 O's turn, -1 X's, 0 the game over.
    pub turn: i8,
    /// The dice, 0 to 6 each (0 0 before a throw).
    pub dice: [[u8; 2]; 2],
    /// The cube's value: a power of two.
    pub cube: u16,
    /// Whether each side may double.
    pub may_double: [bool; 2],
    /// Whether the opponent has just doubled.
    pub was_doubled: bool,
    /// The player's colour: 1 O, -1 X.
    pub colour: i8,
    /// The player's direction: -1 from position 24 to 1, 1 the other way.
    pub direction: i8,
    /// The player's home position: 0 with direction -1, 25 with 1.
    pub home: u8,
    /// The player's bar position: 25 with direction -1, 0 with 1.
    pub bar: u8,
    /// Checkers borne off.
    pub off: [u8; 2],
    /// Checkers on the bar.
    pub on_bar: [u8; 2],
    /// Checkers the player can move, 0 to 4.
    pub can_move: u8,
    /// FIBS's "forced move" field (unused).
    pub forced_move: u8,
    /// FIBS's "did Crawford" field (unused).
    pub did_crawford: u8,
    /// The most instant redoubles in unlimited matches.
    pub redoubles: u16,
}

/// The names of the 53 fields, `board` first.
const NAMES: [&str; 53] = {
    let mut n = ["board"; 53];
    let named: [(usize, &str); 22] = [
        (1, "player"),
        (2, "opponent"),
        (3, "match length"),
        (4, "player's score"),
        (5, "opponent's score"),
        (32, "turn"),
        (33, "player's dice"),
        (35, "opponent's dice"),
        (37, "cube"),
        (38, "player may double"),
        (39, "opponent may double"),
        (40, "was doubled"),
        (41, "colour"),
        (42, "direction"),
        (43, "home"),
        (44, "bar"),
        (45, "borne off"),
        (47, "on bar"),
        (49, "can move"),
        (50, "forced move"),
        (51, "did crawford"),
        (52, "redoubles"),
    ];
    let mut i = 0;
    while i < named.len() {
        n[named[i].0] = named[i].1;
        i += 1;
    }
    n[34] = "player's dice";
    n[36] = "opponent's dice";
    n[46] = "borne off";
    n[48] = "on bar";
    n
};

/// Why a text is not a FIBS board line, or a board line not a state of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum FibsBoardError {
    /// The line does not start with `board:`.
    #[error("a FIBS board line starts with 'board:'")]
    Prefix,
    /// Not 53 fields.
    #[error("a FIBS board line has 53 fields, not {0}")]
    FieldCount(usize),
    /// A field that is not a number of its range, or disagrees with
    /// another (home and bar with the direction; a name with `:`).
    #[error("field {index} ({name}) of the FIBS board is malformed")]
    Field {
        /// The field's place, `board` 0.
        index: usize,
        /// What it holds.
        name: &'static str,
    },
    /// A side with more checkers than the game has.
    #[error("{seat} has {count} checkers on the board; the game has {checkers}")]
    Checkers {
        /// The side.
        seat: Seat,
        /// Its checkers on the board and the bar.
        count: u8,
        /// The game's.
        checkers: u8,
    },
    /// Checkers borne off or on the bar that are not the board's.
    #[error("{seat}'s {what} field is {field}; the board shows {board}")]
    Disagree {
        /// The side.
        seat: Seat,
        /// `borne off` or `on bar`.
        what: &'static str,
        /// The field's count.
        field: u8,
        /// The board's.
        board: u8,
    },
    /// The match length is not the rules' (0: money play).
    #[error("the board is for a match to {board}, the rules to {rules} (0: money play)")]
    MatchLength {
        /// The board's (0 for unlimited).
        board: u16,
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
    /// A turned cube without exactly one side free to double.
    #[error("a turned cube that not exactly one side may double has no owner to read")]
    CubeOwner,
    /// A turned cube or a double under rules without a cube.
    #[error("the board has a turned cube or a double; these rules have no cube")]
    NoCube,
    /// A double with dice thrown, or not the player's to answer.
    #[error("a double is answered by the player on turn before any throw")]
    Decision,
    /// The turn is 0: the game is over.
    #[error("the board shows a game over")]
    GameOver,
    /// The state the board describes breaks the rules.
    #[error("not a state of this game: {0}")]
    State(BackgammonStateError),
    /// Fevga's board or a pinned checker: the line shows neither.
    #[error("a FIBS board shows sides travelling in opposite directions, without pins")]
    Board,
    /// Acey-deucey's rules (a start area or the 1-2's privileges): the
    /// line has no place for checkers waiting to enter or a named double.
    #[error("acey-deucey (a start area, a named double) has no FIBS board")]
    StartArea,
    /// A state mid-turn: the line has the turn's dice, not the dice left.
    #[error("the dice left mid-turn, {0}, have no FIBS board")]
    MidTurn(DiceLeft),
    /// A game not started, over, drawn or cut short, or another phase
    /// the line has no place for (a resignation offered, a double to name).
    #[error("a game in phase {0:?} has no FIBS board")]
    Phase(Phase),
}

fn field(index: usize) -> FibsBoardError {
    FibsBoardError::Field {
        index,
        name: NAMES[index],
    }
}

/// Field `index` as a number in `lo..=hi`.
fn int(fields: &[&str], index: usize, lo: i32, hi: i32) -> Result<i32, FibsBoardError> {
    let text = fields[index];
    let digits = text.strip_prefix('-').unwrap_or(text);
    if digits.is_empty() || digits.len() > 6 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(field(index));
    }
    let n: i32 = text.parse().map_err(|_| field(index))?;
    if (lo..=hi).contains(&n) {
        Ok(n)
    } else {
        Err(field(index))
    }
}

impl FromStr for FibsBoard {
    type Err = FibsBoardError;

    /// Reads a board line (a line break at its end is ignored).
    fn from_str(text: &str) -> Result<FibsBoard, FibsBoardError> {
        let text = text.trim_end_matches(['\r', '\n']);
        if !text.starts_with("board:") {
            return Err(FibsBoardError::Prefix);
        }
        let count = text.split(':').count();
        if count != NAMES.len() {
            return Err(FibsBoardError::FieldCount(count));
        }
        let f: alloc::vec::Vec<&str> = text.split(':').collect();
        let n = |i: usize, lo: i32, hi: i32| int(&f, i, lo, hi);
        let flag = |i: usize| n(i, 0, 1).map(|v| v == 1);
        let die = |i: usize| n(i, 0, 6).map(|v| v as u8);
        let mut board = [0i8; 26];
        for (p, slot) in board.iter_mut().enumerate() {
            *slot = n(6 + p, -i32::from(MAX_CHECKERS), i32::from(MAX_CHECKERS))? as i8;
        }
        let cube = n(37, 1, 1 << 15)?;
        if !(cube as u32).is_power_of_two() {
            return Err(field(37));
        }
        let b = FibsBoard {
            player: f[1].to_string(),
            opponent: f[2].to_string(),
            match_length: n(3, 0, i32::from(FIBS_UNLIMITED))? as u16,
            score: [n(4, 0, 0x7FFF)? as u16, n(5, 0, 0x7FFF)? as u16],
            board,
            turn: n(32, -1, 1)? as i8,
            dice: [[die(33)?, die(34)?], [die(35)?, die(36)?]],
            cube: cube as u16,
            may_double: [flag(38)?, flag(39)?],
            was_doubled: flag(40)?,
            colour: n(41, -1, 1)? as i8,
            direction: n(42, -1, 1)? as i8,
            home: n(43, 0, 25)? as u8,
            bar: n(44, 0, 25)? as u8,
            off: [n(45, 0, 15)? as u8, n(46, 0, 15)? as u8],
            on_bar: [n(47, 0, 15)? as u8, n(48, 0, 15)? as u8],
            can_move: n(49, 0, 4)? as u8,
            forced_move: n(50, 0, 1)? as u8,
            did_crawford: n(51, 0, 1)? as u8,
            redoubles: n(52, 0, 0xFFFF)? as u16,
        };
        b.check()?;
        Ok(b)
    }
}

impl FibsBoard {
    /// Checks what ties fields together: names without `:` or line
    /// breaks, a colour and direction of ±1, the home and bar positions
    /// of the direction, the cube a power of two.
    ///
    /// # Errors
    ///
    /// [`FibsBoardError::Field`] naming the first field at fault.
    pub fn check(&self) -> Result<(), FibsBoardError> {
        let bad_name = |s: &str| s.contains([':', '\n', '\r']);
        let (home, bar) = if self.direction < 0 { (0, 25) } else { (25, 0) };
        let faults = [
            (bad_name(&self.player), 1),
            (bad_name(&self.opponent), 2),
            (!self.cube.is_power_of_two(), 37),
            (self.colour == 0, 41),
            (self.direction == 0, 42),
            (self.home != home, 43),
            (self.bar != bar, 44),
        ];
        match faults.iter().find(|f| f.0) {
            Some(&(_, index)) => Err(field(index)),
            None => Ok(()),
        }
    }
}

impl fmt::Display for FibsBoard {
    /// Writes the line, without a line break.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "board:{}:{}:{}",
            self.player, self.opponent, self.match_length
        )?;
        write!(f, ":{}:{}", self.score[0], self.score[1])?;
        for n in self.board {
            write!(f, ":{n}")?;
        }
        let [[a, b], [c, d]] = self.dice;
        write!(f, ":{}:{a}:{b}:{c}:{d}:{}", self.turn, self.cube)?;
        let [m0, m1] = self.may_double.map(u8::from);
        write!(f, ":{m0}:{m1}:{}", u8::from(self.was_doubled))?;
        write!(
            f,
            ":{}:{}:{}:{}",
            self.colour, self.direction, self.home, self.bar
        )?;
        write!(
            f,
            ":{}:{}:{}:{}",
            self.off[0], self.off[1], self.on_bar[0], self.on_bar[1]
        )?;
        write!(
            f,
            ":{}:{}:{}:{}",
            self.can_move, self.forced_move, self.did_crawford, self.redoubles
        )
    }
}

/// O (1) for White, X (-1) for Black.
fn colour(seat: Seat) -> i8 {
    if seat.0 == 0 { 1 } else { -1 }
}

impl BackgammonGame {
    /// The FIBS board line of `state`, from the side that acts, as the
    /// module's table maps it (`FibsBoard::to_string` writes the text).
    ///
    /// ```
    /// use racegame::backgammon::{BackgammonGame, BackgammonRules, CubeRules};
    /// let rules = BackgammonRules::backgammon().with_cube(CubeRules::money()).with_match(3);
    /// let game = BackgammonGame::new(rules)?;
    /// // The protocol's example: O at the start of a 3-point match, 6-2 to play.
    /// let line = "board:You:someplayer:3:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:1:6:2:0:0:1:1:1:0:1:-1:0:25:0:0:0:0:2:0:0:0";
    /// let s = game.state_from_fibs_board(line)?;
    /// let mut board = game.fibs_board(&s)?;
    /// assert_eq!(board.opponent, "opponent");
    /// board.opponent = "someplayer".into();
    /// assert_eq!(board.to_string(), line);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`FibsBoardError::MidTurn`] once a move of the turn is played,
    /// [`FibsBoardError::Phase`] for a game not started, over, drawn or
    /// cut short (or naming a double), [`FibsBoardError::Board`] for
    /// Fevga's board or a pin, [`FibsBoardError::StartArea`] under
    /// acey-deucey's rules (whatever the state).
    pub fn fibs_board(&self, state: &BackgammonState) -> Result<FibsBoard, FibsBoardError> {
        if super::acey_deucey(&self.rules) {
            return Err(FibsBoardError::StartArea);
        }
        if self.rules.direction != Direction::Opposite || state.pinned != [0; 2] {
            return Err(FibsBoardError::Board);
        }
        let roller = state.turn();
        let (me, dice) = match state.phase() {
            Phase::AwaitingCube | Phase::AwaitingThrow => (roller, [0, 0]),
            Phase::Doubled => (opponent(roller), [0, 0]),
            Phase::AwaitingMove(d) => (
                roller,
                whole_throw(d).map_err(|_| FibsBoardError::MidTurn(d))?,
            ),
            phase => return Err(FibsBoardError::Phase(phase)),
        };
        let (them, c) = (opponent(me), colour(me));
        let mut board = [0i8; 26];
        board[0] = -c * state.bar(them) as i8;
        board[25] = c * state.bar(me) as i8;
        for p in 1..=POINTS {
            let n = state.count(me, p) as i8 - state.count(them, 25 - p) as i8;
            board[usize::from(p)] = c * n;
        }
        let (length, score) = match self.rules.match_play {
            Some(m) => {
                let s = state.score();
                (m.length, [s[usize::from(me.0)], s[usize::from(them.0)]])
            }
            None => (FIBS_UNLIMITED, [0, 0]),
        };
        let can_move = match state.phase() {
            Phase::AwaitingMove(_) => self.plays(state).iter().map(|p| p.steps().len()).max(),
            _ => None,
        };
        Ok(FibsBoard {
            player: "You".into(),
            opponent: "opponent".into(),
            match_length: length,
            score,
            board,
            turn: c,
            dice: [dice, [0, 0]],
            cube: state.cube_value() as u16,
            may_double: [self.may_double(state, me), self.may_double(state, them)],
            was_doubled: state.phase() == Phase::Doubled,
            colour: c,
            direction: -1,
            home: 0,
            bar: 25,
            off: [state.borne_off(me), state.borne_off(them)],
            on_bar: [state.bar(me), state.bar(them)],
            can_move: can_move.unwrap_or(0).min(4) as u8,
            forced_move: 0,
            did_crawford: 0,
            redoubles: 0,
        })
    }

    /// The state of a FIBS board line in this game, read as the module's
    /// table says, and checked as any outside state
    /// ([`validate`](crate::RaceGame::validate)).
    ///
    /// # Errors
    ///
    /// [`FibsBoardError`]: a text that is not a board line (the prefix,
    /// the field count, a field out of its range or at odds with the
    /// direction), more checkers than the game has, borne-off or bar
    /// fields the board does not show, a match length or score the rules
    /// do not have, a turned cube without one side free to double, a cube
    /// without cube rules, a double with dice, a game over, Fevga's board,
    /// acey-deucey's rules ([`FibsBoardError::StartArea`]), or a state the
    /// rules refuse.
    pub fn state_from_fibs_board(&self, text: &str) -> Result<BackgammonState, FibsBoardError> {
        let b: FibsBoard = text.parse()?;
        if super::acey_deucey(&self.rules) {
            return Err(FibsBoardError::StartArea);
        }
        if self.rules.direction != Direction::Opposite {
            return Err(FibsBoardError::Board);
        }
        let me = Seat(u8::from(b.colour < 0));
        let score = self.fibs_score(&b, me)?;
        let mut s = self.initial_state();
        for (i, seat) in [(0, me), (1, opponent(me))] {
            s = self.fibs_side(s, &b, i, seat)?;
        }
        let (doublings, owner) = self.fibs_cube(&b, me)?;
        s = s.with_cube(doublings, owner);
        if let Some(m) = self.rules.match_play {
            let short = |x: u16| x + 1 == m.length;
            let centred_free = b.cube == 1 && b.may_double == [false, false];
            let crawford = m.crawford && short(score[0]) != short(score[1]) && centred_free;
            s = s.with_score(score, crawford);
        }
        let s = self.fibs_phase(s, &b, me)?;
        self.validate(&s).map_err(FibsBoardError::State)?;
        Ok(s)
    }

    /// The match score by seat (White's first), checked against the rules.
    fn fibs_score(&self, b: &FibsBoard, me: Seat) -> Result<[u16; 2], FibsBoardError> {
        let rules = self.rules.match_play.map_or(0, |m| m.length);
        let length = if b.match_length == FIBS_UNLIMITED {
            0
        } else {
            b.match_length
        };
        if length != rules {
            return Err(FibsBoardError::MatchLength {
                board: length,
                rules,
            });
        }
        let mut score = [0u16; 2];
        for (i, seat) in [(0, me), (1, opponent(me))] {
            let points = b.score[i];
            if length > 0 && points >= length {
                return Err(FibsBoardError::Score {
                    seat,
                    score: points,
                    length,
                });
            }
            score[usize::from(seat.0)] = points;
        }
        Ok(if length == 0 { [0, 0] } else { score })
    }

    /// `s` with the checkers of the board's side `i` (0 the player) set
    /// as `seat`'s.
    fn fibs_side(
        &self,
        s: BackgammonState,
        b: &FibsBoard,
        i: usize,
        seat: Seat,
    ) -> Result<BackgammonState, FibsBoardError> {
        // The side's sign, and its own point number for a position.
        let sign = if i == 0 { b.colour } else { -b.colour };
        let own = |pos: u8| {
            if (b.direction < 0) == (i == 0) {
                pos
            } else {
                25 - pos
            }
        };
        let mut points = [(0u8, 0u8); 24];
        for pos in 1..=POINTS {
            let n = (b.board[usize::from(pos)] * sign).max(0) as u8;
            points[usize::from(pos) - 1] = (own(pos), n);
        }
        let bar_at = usize::from(if i == 0 { b.bar } else { b.home });
        let bar = b.board[bar_at] * sign;
        if bar < 0 {
            return Err(field(6 + bar_at));
        }
        let (bar, checkers) = (bar as u8, self.rules.checkers);
        let count = points.iter().map(|p| p.1).sum::<u8>() + bar;
        let off = checkers.checked_sub(count);
        let off = off.ok_or(FibsBoardError::Checkers {
            seat,
            count,
            checkers,
        })?;
        for (what, field, board) in [("on bar", b.on_bar[i], bar), ("borne off", b.off[i], off)] {
            if field != board {
                return Err(FibsBoardError::Disagree {
                    seat,
                    what,
                    field,
                    board,
                });
            }
        }
        Ok(s.with_side(seat, &points, bar, off))
    }

    /// The cube's doublings and owner: a turned cube is the one side's
    /// free to double.
    fn fibs_cube(&self, b: &FibsBoard, me: Seat) -> Result<(u8, Option<Seat>), FibsBoardError> {
        let doublings = b.cube.trailing_zeros() as u8;
        if self.rules.cube.is_none() && (doublings > 0 || b.was_doubled) {
            return Err(FibsBoardError::NoCube);
        }
        let owner = match (doublings, b.may_double) {
            (0, _) => None,
            (_, [true, false]) => Some(me),
            (_, [false, true]) => Some(opponent(me)),
            _ => return Err(FibsBoardError::CubeOwner),
        };
        Ok((doublings, owner))
    }

    /// `s` (checkers, cube, score) in the phase the turn, dice and
    /// double name.
    fn fibs_phase(
        &self,
        s: BackgammonState,
        b: &FibsBoard,
        me: Seat,
    ) -> Result<BackgammonState, FibsBoardError> {
        let on_turn = match b.turn {
            0 => return Err(FibsBoardError::GameOver),
            t if t == b.colour => 0,
            _ => 1,
        };
        let seat = if on_turn == 0 { me } else { opponent(me) };
        let dice = b.dice[on_turn];
        if b.was_doubled {
            return match (on_turn, dice) {
                (0, [0, 0]) => Ok(s.with_cube_decision(opponent(me), true)),
                _ => Err(FibsBoardError::Decision),
            };
        }
        Ok(match dice {
            [0, 0] if self.may_double(&s, seat) => s.with_cube_decision(seat, false),
            [0, 0] => s.with_turn(seat),
            [x, y] => {
                let thrown = Roll::two(x, y).ok().and_then(DiceLeft::from_roll);
                s.with_dice(seat, thrown.ok_or(field(33 + 2 * on_turn))?)
            }
        })
    }
}
