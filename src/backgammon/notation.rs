//! The backgammon notation: [`BackgammonAction`] and [`BackgammonState`] as short text, read back exactly.
//!
//! The grammars are documented on the types: [`BackgammonAction`] and
//! [`BackgammonState`], section "Notation". Whole plays (`24/18* 13/11`)
//! are [`Play`](super::Play)s; Position IDs are
//! [`BackgammonState::position_id`].

use core::fmt;
use core::str::FromStr;

use super::action::BackgammonAction;
use super::dice::DiceLeft;
use super::error::BackgammonStateError;
use super::resign::Resignation;
use super::rules::{BAR, MAX_CHECKERS, OFF, POINTS};
use super::state::{BackgammonState, Phase, unit};
use crate::game::Seat;
use crate::notation::{Cursor, NotationError, PositionError, end_of_position, read_roll};

/// The letters of the seats: `W`hite and `B`lack.
const LETTERS: [u8; 2] = *b"WB";

/// A point of the mover's, as players write it: `bar` for 25, `off` for 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct PointName(pub(crate) u8);

impl fmt::Display for PointName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            BAR => f.write_str("the bar"),
            OFF => f.write_str("off"),
            p => write!(f, "point {p}"),
        }
    }
}

/// Writes a point in move notation: `bar`, `off` or the number.
pub(crate) fn write_point(f: &mut fmt::Formatter<'_>, p: u8) -> fmt::Result {
    match p {
        BAR => f.write_str("bar"),
        OFF => f.write_str("off"),
        p => write!(f, "{p}"),
    }
}

impl fmt::Display for BackgammonAction {
    /// The action in the notation: `6+4`, `24/18`, `bar/22`, `3/off:5`
    /// (the grammar is in [`BackgammonAction`]'s docs, "Notation").
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            BackgammonAction::Throw(roll) => match roll.dice() {
                [a, b] => write!(f, "{a}+{b}"),
                dice => dice.iter().try_for_each(|d| write!(f, "{d}")),
            },
            BackgammonAction::Move { from, die }
                if (1..=BAR).contains(&from) && (1..=6).contains(&die) =>
            {
                write_point(f, from)?;
                f.write_str("/")?;
                let to = from.saturating_sub(die);
                write_point(f, to)?;
                if die > from {
                    write!(f, ":{die}")?;
                }
                Ok(())
            }
            BackgammonAction::Move { from, die } => write!(f, "{from}/?{die}"),
            BackgammonAction::Resign(r) => write!(f, "resign:{}", r.name()),
            BackgammonAction::Accept => f.write_str("accept"),
            BackgammonAction::Reject => f.write_str("reject"),
            cube => f.write_str(cube_word(cube)),
        }
    }
}

/// The cube's actions and their words.
const CUBE_WORDS: [(BackgammonAction, &str); 5] = [
    (BackgammonAction::Double, "double"),
    (BackgammonAction::Roll, "roll"),
    (BackgammonAction::Take, "take"),
    (BackgammonAction::Pass, "pass"),
    (BackgammonAction::Beaver, "beaver"),
];

/// A cube action's word ("" for any other action).
fn cube_word(action: BackgammonAction) -> &'static str {
    CUBE_WORDS
        .iter()
        .find(|(a, _)| *a == action)
        .map_or("", |(_, w)| w)
}

const POINT: &str = "a point, 1 to 24, or \"bar\"";

/// Reads the point a move starts from: `bar` (25) or 1 to 24.
pub(crate) fn read_from(c: &mut Cursor<'_>) -> Result<u8, NotationError> {
    if c.eat_str("bar") {
        return Ok(BAR);
    }
    read_point(c, POINT)
}

/// Reads a point number 1 to 24 (no leading zero).
fn read_point(c: &mut Cursor<'_>, what: &'static str) -> Result<u8, NotationError> {
    if c.peek() == Some(b'0') {
        return Err(c.expected(what));
    }
    let at = c.position();
    let p = c.small(what, 99).unwrap_or(0);
    if !(1..=POINTS).contains(&p) {
        c.rewind(at);
        return Err(c.expected(what));
    }
    Ok(p)
}

/// Reads where a move from `from` lands, `off` or a point below `from`
/// at most six pips away, and returns the die.
pub(crate) fn read_to(c: &mut Cursor<'_>, from: u8) -> Result<u8, NotationError> {
    const BELOW: &str = "a point below, 1 to 6 pips away, or \"off\"";
    if c.eat_str("off") {
        if from > 6 {
            c.rewind(c.position() - 3);
            return Err(
                c.expected("a point: a checker bears off only from the home board (1 to 6)")
            );
        }
        if c.eat(b':') {
            let at = c.position();
            let die = c.digit("a die larger than the point, up to 6", 6)?;
            if die <= from {
                c.rewind(at);
                return Err(c.expected(
                    "a die larger than the point (an exact bear-off is written without it)",
                ));
            }
            return Ok(die);
        }
        return Ok(from);
    }
    let expected = if from == BAR {
        "a point from 19 to 24 to enter on"
    } else {
        below_text(from)
    };
    let at = c.position();
    let to = read_point(c, BELOW).map_err(|_| c.expected(expected))?;
    if to >= from || from - to > 6 {
        c.rewind(at);
        return Err(c.expected(expected));
    }
    Ok(from - to)
}

/// "a point below `from`, 1 to 6 pips away" for every `from` (static
/// text: the error type holds a `&'static str`).
fn below_text(from: u8) -> &'static str {
    const TEXTS: [&str; 25] = [
        "",
        "\"off\"",
        "a point below 2, or \"off\"",
        "a point below 3, or \"off\"",
        "a point below 4, or \"off\"",
        "a point below 5, or \"off\"",
        "a point below 6, or \"off\"",
        "a point below 7, 1 to 6 pips away",
        "a point below 8, 1 to 6 pips away",
        "a point below 9, 1 to 6 pips away",
        "a point below 10, 1 to 6 pips away",
        "a point below 11, 1 to 6 pips away",
        "a point below 12, 1 to 6 pips away",
        "a point below 13, 1 to 6 pips away",
        "a point below 14, 1 to 6 pips away",
        "a point below 15, 1 to 6 pips away",
        "a point below 16, 1 to 6 pips away",
        "a point below 17, 1 to 6 pips away",
        "a point below 18, 1 to 6 pips away",
        "a point below 19, 1 to 6 pips away",
        "a point below 20, 1 to 6 pips away",
        "a point below 21, 1 to 6 pips away",
        "a point below 22, 1 to 6 pips away",
        "a point below 23, 1 to 6 pips away",
        "a point below 24, 1 to 6 pips away",
    ];
    TEXTS
        .get(usize::from(from))
        .copied()
        .unwrap_or("a point below")
}

impl FromStr for BackgammonAction {
    type Err = NotationError;

    /// Reads an action written by `Display` (the grammar is in
    /// [`BackgammonAction`]'s docs, "Notation").
    ///
    /// ```
    /// use racegame::backgammon::BackgammonAction;
    /// assert_eq!("6/off".parse::<BackgammonAction>()?, BackgammonAction::Move { from: 6, die: 6 });
    /// let err = "8/off".parse::<BackgammonAction>().unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "at byte 2: expected a point: a checker bears off only from the home board (1 to 6); found 'o'"
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`NotationError`] saying what was expected where the text departs
    /// from the grammar.
    fn from_str(text: &str) -> Result<Self, NotationError> {
        let mut c = Cursor::new(text)?;
        let cube = CUBE_WORDS.iter().find(|(_, w)| c.eat_str(w));
        let action = if let Some(&(action, _)) = cube {
            action
        } else if c.eat_str("resign:") {
            BackgammonAction::Resign(read_resignation(&mut c)?)
        } else if c.eat_str("accept") {
            BackgammonAction::Accept
        } else if c.eat_str("reject") {
            BackgammonAction::Reject
        } else if matches!(c.peek(), Some(b'1'..=b'6')) && text.as_bytes().get(1) == Some(&b'+') {
            BackgammonAction::Throw(read_roll(&mut c)?)
        } else {
            let from = read_from(&mut c)?;
            c.expect(b'/', "\"/\" and where the checker goes")?;
            let die = read_to(&mut c, from)?;
            BackgammonAction::Move { from, die }
        };
        c.end("the end of the action")?;
        Ok(action)
    }
}

fn letter(seat: Seat) -> char {
    LETTERS.get(seat.index()).map_or('?', |&b| char::from(b))
}

impl fmt::Display for BackgammonState {
    /// The position in one line: `bg W:24x2,13x5,8x3,6x5 B:... t=W
    /// p=move:31 n=1;` (the grammar is in [`BackgammonState`]'s docs,
    /// "Notation").
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("bg")?;
        for seat in [Seat(0), Seat(1)] {
            write!(f, " {}:", letter(seat))?;
            write_side(self, seat, f)?;
        }
        write!(f, " t={} p=", letter(self.turn()))?;
        match self.phase {
            Phase::Opening => f.write_str("opening")?,
            Phase::AwaitingCube => f.write_str("cube")?,
            Phase::Doubled => f.write_str("doubled")?,
            Phase::AwaitingThrow => f.write_str("throw")?,
            Phase::AwaitingMove(dice) => write!(f, "move:{dice}")?,
            Phase::Resigning { offered, dice } => {
                write!(f, "resign:{}", offered.name())?;
                if let Some(dice) = dice {
                    write!(f, ":{dice}")?;
                }
            }
            Phase::Over if self.passed() => f.write_str("passed")?,
            Phase::Over if self.resigned.is_some() => {
                let r = self.resigned.map_or("", |r| r.name());
                write!(f, "resigned:{r}")?;
            }
            Phase::Over => f.write_str("over")?,
            Phase::Drawn => f.write_str("drawn")?,
            Phase::Truncated => f.write_str("truncated")?,
        }
        if self.actions != 0 {
            write!(f, " n={}", self.actions)?;
        }
        if let Some(owner) = self.cube_owner() {
            write!(f, " c={}{}", self.cube_value(), letter(owner))?;
        }
        if self.score != [0; 2] {
            write!(f, " s={}-{}", self.score[0], self.score[1])?;
        }
        if self.crawford {
            f.write_str(" crawford")?;
        }
        if self.memory.head_left != 0 {
            write!(f, " h={}", self.memory.head_left)?;
        }
        if self.memory.hit_home != 0 {
            f.write_str(" r=")?;
            for p in (1..=6u8)
                .rev()
                .filter(|p| self.memory.hit_home & (1 << p) != 0)
            {
                write!(f, "{p}")?;
            }
        }
        f.write_str(";")
    }
}

/// `o<off>`, `b<bar>`, then the points farthest first; commas between.
fn write_side(s: &BackgammonState, seat: Seat, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let mut sep = "";
    for (tag, n) in [('o', s.borne_off(seat)), ('b', s.bar(seat))] {
        if n != 0 {
            write!(f, "{sep}{tag}{n}")?;
            sep = ",";
        }
    }
    for (p, n) in s.points(seat) {
        write!(f, "{sep}{p}")?;
        if n > 1 {
            write!(f, "x{n}")?;
        }
        if s.is_pinned(seat, p) {
            f.write_str("p")?;
        }
        sep = ",";
    }
    Ok(())
}

impl FromStr for BackgammonState {
    type Err = PositionError<BackgammonStateError>;

    /// Reads a position written by `Display` (the grammar is in
    /// [`BackgammonState`]'s docs, "Notation"). The shape is checked here;
    /// [`parse_position`](crate::notation::parse_position) also checks the
    /// state against the rules.
    ///
    /// ```
    /// use racegame::{notation::parse_position, backgammon::{BackgammonGame, BackgammonState, WHITE}};
    /// let game = BackgammonGame::backgammon();
    /// let s: BackgammonState = "bg W:o13,b1,3 B:24x2,13x5,8x3,6x5 t=B p=throw n=80;".parse()?;
    /// assert_eq!((s.borne_off(WHITE), s.bar(WHITE)), (13, 1));
    /// assert_eq!(parse_position(&game, &s.to_string())?, s);
    /// // Fourteen checkers for White: the shape reads, the rules refuse.
    /// assert!(parse_position(&game, "bg W:o13,3 B:24x2,13x5,8x3,6x5 t=B p=throw;").is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`PositionError::Notation`] for text not in the notation,
    /// [`PositionError::State`] for a state of no game (no checker or more
    /// than 15 for a side, a pin on a point of more than one checker).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut c = Cursor::new(text)?;
        c.expect_str("bg", "\"bg\"")?;
        let mut s = BackgammonState::new(0, Seat(0), Phase::AwaitingThrow);
        for seat in [Seat(0), Seat(1)] {
            c.expect(b' ', "\" \" and a side's checkers")?;
            c.expect(LETTERS[seat.index()], seat_expected(seat))?;
            c.expect(b':', "\":\" and the side's checkers")?;
            read_side(&mut c, &mut s, seat)?;
        }
        c.expect_str(" t=", "\",\" and a point, or \" t=\" and the side to play")?;
        s.turn = read_seat(&mut c)?.0;
        c.expect_str(" p=", "\" p=\" and the phase")?;
        let passed;
        (s.phase, passed, s.resigned) = read_phase(&mut c)?;
        s.set_passed(passed);
        if c.eat_str(" n=") {
            s.actions = c.nonzero("the actions played", u32::MAX)?;
        }
        if c.eat_str(" c=") {
            let (doublings, owner) = read_cube(&mut c)?;
            s.set_cube(doublings, owner);
        }
        if c.eat_str(" s=") {
            s.score = read_score(&mut c)?;
        }
        s.crawford = c.eat_str(" crawford");
        if c.eat_str(" h=") {
            s.memory.head_left = c.digit("checkers still allowed off the head: 1 or 2", 2)?;
            if s.memory.head_left == 0 {
                return Err(PositionError::Notation(c.expected(
                    "checkers still allowed off the head: 1 or 2 (0 is left out)",
                )));
            }
        }
        if c.eat_str(" r=") {
            s.memory.hit_home = read_hit_home(&mut c)?;
        }
        end_of_position(
            &mut c,
            "\" n=\" and the actions played, \" c=\" and the cube, \" s=\" and the match score, \" crawford\", \" h=\" and the head's allowance, \" r=\" and the home points where a checker hit, or \";\" to end the position",
        )?;
        s.check_shape().map_err(PositionError::State)?;
        s.check_cube_shape().map_err(PositionError::State)?;
        s.check_memory_shape().map_err(PositionError::State)?;
        Ok(s)
    }
}

fn seat_expected(seat: Seat) -> &'static str {
    if seat.0 == 0 {
        "\"W\" (White's checkers come first)"
    } else {
        "\"B\" (Black's checkers come second)"
    }
}

fn read_seat(c: &mut Cursor<'_>) -> Result<Seat, NotationError> {
    if c.eat(b'W') {
        Ok(Seat(0))
    } else if c.eat(b'B') {
        Ok(Seat(1))
    } else {
        Err(c.expected("a side: W (White) or B (Black)"))
    }
}

/// `[o<n>,][b<n>,]point[x<n>][p],...`: at least one item, counts from 1,
/// points strictly falling.
fn read_side(c: &mut Cursor<'_>, s: &mut BackgammonState, seat: Seat) -> Result<(), NotationError> {
    let i = BackgammonState::slot(seat);
    if !matches!(c.peek(), Some(b'o' | b'b' | b'1'..=b'9')) {
        return Err(c.expected("a side's checkers: o<off>, b<bar>, points"));
    }
    let max = u32::from(MAX_CHECKERS);
    let mut more = true;
    for (tag, p, what) in [
        (b'o', OFF, "checkers borne off"),
        (b'b', BAR, "checkers on the bar"),
    ] {
        if more && c.eat(tag) {
            s.board[i] += u128::from(c.nonzero(what, max)? as u8) * unit(p);
            more = c.eat(b',');
        }
    }
    let mut last = BAR;
    while more {
        let at = c.position();
        let p = read_point(c, "a point, 1 to 24")?;
        if p >= last {
            c.rewind(at);
            return Err(c.expected("the points farthest first, each once"));
        }
        let n = if c.eat(b'x') { read_count(c)? } else { 1 };
        s.board[i] += u128::from(n) * unit(p);
        if c.eat(b'p') {
            s.pinned[i] |= 1 << p;
        }
        last = p;
        more = c.eat(b',');
    }
    Ok(())
}

/// The home points where a checker hit this turn: digits 1 to 6, falling.
fn read_hit_home(c: &mut Cursor<'_>) -> Result<u8, NotationError> {
    const WHAT: &str = "home points where a checker hit: digits 1 to 6, falling";
    let mut mask = 0u8;
    let mut last = 7;
    while matches!(c.peek(), Some(b'1'..=b'6')) {
        let at = c.position();
        let p = c.digit(WHAT, 6)?;
        if p >= last {
            c.rewind(at);
            return Err(c.expected(WHAT));
        }
        mask |= 1 << p;
        last = p;
    }
    if mask == 0 {
        return Err(c.expected(WHAT));
    }
    Ok(mask)
}

/// A count after `x`: 2 to 15 (one checker is written without it).
fn read_count(c: &mut Cursor<'_>) -> Result<u8, NotationError> {
    const WHAT: &str = "a count, 2 to 15 (one checker is written without \"x\")";
    let at = c.position();
    let n = c.nonzero(WHAT, u32::from(MAX_CHECKERS))? as u8;
    if n < 2 {
        c.rewind(at);
        return Err(c.expected(WHAT));
    }
    Ok(n)
}

/// A turned cube: its value, a power of two from 2 to 4096, and its
/// owner's letter; returns the doublings and the owner's code.
fn read_cube(c: &mut Cursor<'_>) -> Result<(u8, u8), NotationError> {
    const VALUE: &str = "the cube's value: a power of two, 2 to 4096";
    let at = c.position();
    if c.peek() == Some(b'0') {
        return Err(c.expected(VALUE));
    }
    let value = c.nonzero(VALUE, 1 << super::cube::MAX_DOUBLINGS)?;
    if value < 2 || !value.is_power_of_two() {
        c.rewind(at);
        return Err(c.expected(VALUE));
    }
    let owner = read_seat(c)?;
    Ok((value.trailing_zeros() as u8, owner.0 + 1))
}

/// A match score, White's then Black's, not both zero (a score of 0-0 is
/// left out).
fn read_score(c: &mut Cursor<'_>) -> Result<[u16; 2], NotationError> {
    const SCORE: &str = "a match score: White's points, \"-\", Black's";
    let at = c.position();
    let white = read_points(c, SCORE)?;
    c.expect(b'-', "\"-\" and Black's points")?;
    let black = read_points(c, SCORE)?;
    if white == 0 && black == 0 {
        c.rewind(at);
        return Err(c.expected("a score other than 0-0 (which is left out)"));
    }
    Ok([white, black])
}

/// Points of a match score: 0, or a number without a leading zero.
fn read_points(c: &mut Cursor<'_>, what: &'static str) -> Result<u16, NotationError> {
    if c.eat(b'0') {
        if matches!(c.peek(), Some(b'0'..=b'9')) {
            return Err(c.expected(what));
        }
        return Ok(0);
    }
    Ok(c.nonzero(what, u32::from(u16::MAX))? as u16)
}

/// The phase, whether the game ended by a pass, and the resignation
/// accepted that ended it.
#[allow(clippy::type_complexity)] // one read, three parts of the state
fn read_phase(c: &mut Cursor<'_>) -> Result<(Phase, bool, Option<Resignation>), NotationError> {
    if c.eat_str("passed") {
        return Ok((Phase::Over, true, None));
    }
    if c.eat_str("resigned:") {
        return Ok((Phase::Over, false, Some(read_resignation(c)?)));
    }
    let phase = if c.eat_str("cube") {
        Phase::AwaitingCube
    } else if c.eat_str("doubled") {
        Phase::Doubled
    } else if c.eat_str("resign:") {
        let offered = read_resignation(c)?;
        let dice = if c.eat(b':') {
            Some(read_dice(c)?)
        } else {
            None
        };
        Phase::Resigning { offered, dice }
    } else {
        read_plain_phase(c)?
    };
    Ok((phase, false, None))
}

/// `single`, `gammon` or `backgammon`.
fn read_resignation(c: &mut Cursor<'_>) -> Result<Resignation, NotationError> {
    // The longest first: "backgammon" ends in "gammon".
    for r in [
        Resignation::Backgammon,
        Resignation::Gammon,
        Resignation::Single,
    ] {
        if c.eat_str(r.name()) {
            return Ok(r);
        }
    }
    Err(c.expected("a resignation: single, gammon or backgammon"))
}

/// The dice left, largest first.
fn read_dice(c: &mut Cursor<'_>) -> Result<DiceLeft, NotationError> {
    const DICE: &str = "the dice left, largest first: 1 to 4 equal digits or two different";
    let at = c.position();
    let mut values = [0u8; 4];
    let mut n = 0;
    while n < 4 && matches!(c.peek(), Some(b'1'..=b'6')) {
        values[n] = c.digit(DICE, 6)?;
        n += 1;
    }
    match DiceLeft::new(&values[..n]).filter(|d| d.values() == &values[..n]) {
        Some(dice) => Ok(dice),
        None => {
            c.rewind(at);
            Err(c.expected(DICE))
        }
    }
}

/// A phase of a game with or without a cube.
fn read_plain_phase(c: &mut Cursor<'_>) -> Result<Phase, NotationError> {
    Ok(if c.eat_str("opening") {
        Phase::Opening
    } else if c.eat_str("throw") {
        Phase::AwaitingThrow
    } else if c.eat_str("move:") {
        Phase::AwaitingMove(read_dice(c)?)
    } else if c.eat_str("over") {
        Phase::Over
    } else if c.eat_str("drawn") {
        Phase::Drawn
    } else if c.eat_str("truncated") {
        Phase::Truncated
    } else {
        return Err(c.expected(
            "a phase: opening, cube, doubled, resign:<offer>, throw, move:<dice>, over, passed, resigned:<offer>, drawn or truncated",
        ));
    })
}
