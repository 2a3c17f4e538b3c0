//! A Goose board as data ([`BoardSpec`]) and its validated, ready-to-play form ([`Board`]).

use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

use crate::dice::{FACES, Roll};

/// A square's number. Boards have at most 255 squares.
pub type Square = u8;

/// What a square does to a token whose move ends there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Effect {
    /// Nothing.
    #[default]
    None,
    /// Move again by the same total, in the direction the token was going
    /// (railway stations, Vermifuge Lune's doubling squares, geese).
    Repeat,
    /// Go to another square. The square reached triggers nothing.
    Jump(Square),
    /// Miss this many of one's next turns.
    MissTurns(u8),
    /// Stay until another token ends its turn on this square.
    Hold,
    /// Go back to the start square (a jump: triggers nothing).
    BackToStart,
    /// Win the game at once. The goal square always wins; this puts a win
    /// elsewhere. Like every effect it acts on a token whose move ends
    /// there: a token that arrives by a jump, or is sent there by a
    /// collision, stands on it without winning.
    Win,
}

/// One square that does something: its effect and whether it costs the fine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct SpecialSquare {
    /// Which square.
    pub square: Square,
    /// What it does.
    pub effect: Effect,
    /// Whether landing here pays the agreed fine into the pot (before the
    /// effect).
    #[cfg_attr(feature = "serde", serde(default))]
    pub fine: bool,
}

impl SpecialSquare {
    /// `square` with `effect`, costing no fine.
    pub const fn new(square: Square, effect: Effect) -> Self {
        SpecialSquare {
            square,
            effect,
            fine: false,
        }
    }

    /// This square, costing the fine (or not).
    #[must_use]
    pub const fn with_fine(mut self, fine: bool) -> Self {
        self.fine = fine;
        self
    }
}

/// A jump taken on a seat's first throw of the game only, before any
/// square effect (the railway's 6 and 3 to 26).
///
/// In JSON the dice are a list of one or two values, one per die of the
/// board: `{ "dice": [6, 3], "to": 26 }`, `{ "dice": [4], "to": 10 }`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "FirstThrowJumpRepr", into = "FirstThrowJumpRepr")
)]
#[non_exhaustive]
pub struct FirstThrowJump {
    /// The dice, matched in either order; one value per die of the board,
    /// and 0 for the second value on a one-die board.
    pub dice: [u8; 2],
    /// Where the token goes. That square triggers nothing.
    pub to: Square,
}

/// The serialized form of a [`FirstThrowJump`]: the dice as a list.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct FirstThrowJumpRepr {
    dice: Vec<u8>,
    to: Square,
}

/// A first-throw jump naming no dice or more than two: how many, and the
/// jump's square, to say which jump.
#[cfg(feature = "serde")]
struct DiceListLength(usize, Square);

#[cfg(feature = "serde")]
impl core::fmt::Display for DiceListLength {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "the first-throw jump to {} names 1 or 2 dice, not {}",
            self.1, self.0
        )
    }
}

#[cfg(feature = "serde")]
impl TryFrom<FirstThrowJumpRepr> for FirstThrowJump {
    type Error = DiceListLength;
    fn try_from(r: FirstThrowJumpRepr) -> Result<Self, Self::Error> {
        match r.dice[..] {
            [a] => Ok(FirstThrowJump::one(a, r.to)),
            [a, b] => Ok(FirstThrowJump::two(a, b, r.to)),
            _ => Err(DiceListLength(r.dice.len(), r.to)),
        }
    }
}

#[cfg(feature = "serde")]
impl From<FirstThrowJump> for FirstThrowJumpRepr {
    fn from(j: FirstThrowJump) -> Self {
        let dice = match j.dice {
            [a, 0] => vec![a],
            [a, b] => vec![a, b],
        };
        FirstThrowJumpRepr { dice, to: j.to }
    }
}

impl FirstThrowJump {
    /// A jump to `to` on a first throw of `die`, for a one-die board.
    pub const fn one(die: u8, to: Square) -> Self {
        FirstThrowJump { dice: [die, 0], to }
    }

    /// A jump to `to` on a first throw of `a` and `b` (in either order),
    /// for a two-dice board.
    pub const fn two(a: u8, b: u8, to: Square) -> Self {
        FirstThrowJump { dice: [a, b], to }
    }

    /// Whether `roll` matches these dice. For one-die boards only the first
    /// value counts.
    #[inline]
    pub fn matches(&self, roll: Roll) -> bool {
        match roll.dice() {
            [a] => *a == self.dice[0],
            _ => roll.is_pair(self.dice[0], self.dice[1]),
        }
    }
}

/// What happens to a move that would pass the goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Overshoot {
    /// Go back from the goal by the excess, and keep going backwards on any
    /// repeat move (the goose games).
    #[default]
    Bounce,
    /// The token does not move (Snakes and Ladders).
    StayPut,
    /// The token stops on the goal and wins.
    FinishAnyway,
}

/// How a [`Effect::Repeat`] square moves the token on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum RepeatRule {
    /// The token moves again by the same total, in the direction it was
    /// travelling (the goose games; the railway preset's reading).
    #[default]
    SameTotal,
    /// The player throws again and the token moves on from the square by
    /// the new throw, in the direction it was travelling; the turn (and its
    /// collision) ends only when the token stops off a repeat square. The
    /// literal reading of the railway rule book's "adding the result of the next
    /// throw".
    FreshThrow,
}

/// What happens to tokens standing where another token ends its turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
#[non_exhaustive]
pub enum Collision {
    /// Tokens share squares freely.
    #[default]
    None,
    /// The tokens already there go to the newcomer's origin (the square it
    /// began its turn on), paying the fine when `fine` is set. Never on the
    /// start square.
    SendToOrigin {
        /// Whether each displaced token pays the fine.
        fine: bool,
    },
}

/// A board described as plain data: what users write in JSON or TOML.
///
/// Start from [`BoardSpec::new`] (or a preset's [`Board::spec`]) and set the
/// fields you need; turn it into a playable [`Board`] with [`Board::new`],
/// which checks it. In JSON only `goal` is required; a field left out gets
/// the value [`BoardSpec::new`] gives, and an unknown field is refused.
///
/// ```
/// use racegame::goose::{Board, BoardSpec, Effect, SpecialSquare};
/// let mut spec = BoardSpec::new(20);
/// spec.squares.push(SpecialSquare::new(7, Effect::Jump(15)));
/// spec.dice = 1;
/// let board = Board::new(spec)?;
/// assert_eq!(board.effect(7), Effect::Jump(15));
/// # Ok::<(), racegame::goose::BoardError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct BoardSpec {
    /// A name for people ("railway").
    #[cfg_attr(feature = "serde", serde(default))]
    pub name: String,
    /// The last square; reaching it wins.
    pub goal: Square,
    /// Where tokens begin (0 is the start area off the board). Any number
    /// of tokens share it; it has no effect and no collisions.
    #[cfg_attr(feature = "serde", serde(default))]
    pub start: Square,
    /// Dice per throw: 1 or 2.
    #[cfg_attr(feature = "serde", serde(default = "defaults::dice"))]
    pub dice: u8,
    /// Fewest seats at the table.
    #[cfg_attr(
        feature = "serde",
        serde(default = "defaults::min_seats", alias = "min_players")
    )]
    pub min_seats: u8,
    /// Most seats at the table (at most [`MAX_SEATS`](super::MAX_SEATS)).
    #[cfg_attr(
        feature = "serde",
        serde(default = "defaults::max_seats", alias = "max_players")
    )]
    pub max_seats: u8,
    /// Passing the goal.
    #[cfg_attr(feature = "serde", serde(default))]
    pub overshoot: Overshoot,
    /// Ending a turn on an occupied square.
    #[cfg_attr(feature = "serde", serde(default))]
    pub collision: Collision,
    /// How repeat squares move the token on.
    #[cfg_attr(feature = "serde", serde(default))]
    pub repeat: RepeatRule,
    /// The squares that do something.
    #[cfg_attr(feature = "serde", serde(default))]
    pub squares: Vec<SpecialSquare>,
    /// Jumps on a player's first throw of the game.
    #[cfg_attr(feature = "serde", serde(default))]
    pub first_throw: Vec<FirstThrowJump>,
}

/// The serialized defaults: what [`BoardSpec::new`] gives, read from it so
/// the two cannot drift apart.
#[cfg(feature = "serde")]
mod defaults {
    use super::BoardSpec;

    pub(super) fn dice() -> u8 {
        BoardSpec::new(0).dice
    }

    pub(super) fn min_seats() -> u8 {
        BoardSpec::new(0).min_seats
    }

    pub(super) fn max_seats() -> u8 {
        BoardSpec::new(0).max_seats
    }
}

impl BoardSpec {
    /// A plain board from 0 to `goal`: two dice, 1 to 6 seats, bounce at
    /// the goal, no collisions, no special squares.
    pub fn new(goal: Square) -> Self {
        BoardSpec {
            name: String::new(),
            goal,
            start: 0,
            dice: 2,
            min_seats: 1,
            max_seats: super::MAX_SEATS as u8,
            overshoot: Overshoot::Bounce,
            collision: Collision::None,
            repeat: RepeatRule::SameTotal,
            squares: Vec::new(),
            first_throw: Vec::new(),
        }
    }

    /// Sets (or replaces) what `square` does.
    pub fn set(&mut self, square: Square, effect: Effect, fine: bool) -> &mut Self {
        self.squares.retain(|s| s.square != square);
        self.squares
            .push(SpecialSquare::new(square, effect).with_fine(fine));
        self
    }
}

/// Which end of the board, in [`BoardError::EffectOnEndpoint`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Endpoint {
    /// The start square.
    Start,
    /// The goal.
    Goal,
}

impl core::fmt::Display for Endpoint {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            Endpoint::Start => "start",
            Endpoint::Goal => "goal",
        })
    }
}

/// Why a board description was refused. Each names the square at fault.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum BoardError {
    /// The goal must lie past the start.
    #[error("the goal {goal} must be past the start square {start}")]
    GoalNotAfterStart {
        /// The goal.
        goal: Square,
        /// The start.
        start: Square,
    },
    /// Dice per throw must be 1 or 2.
    #[error("a board throws 1 or 2 dice, not {0}")]
    DiceCount(u8),
    /// The range of seats is empty or too wide.
    #[error(
        "seats must range within 1..={max}, got {min_seats}..={max_seats}",
        max = super::MAX_SEATS
    )]
    Seats {
        /// Fewest seats asked for.
        min_seats: u8,
        /// Most seats asked for.
        max_seats: u8,
    },
    /// A special square numbered outside the board.
    #[error("square {square} is outside the board (start {start}, goal {goal})")]
    SquareOffBoard {
        /// The square.
        square: Square,
        /// The start.
        start: Square,
        /// The goal.
        goal: Square,
    },
    /// The start square or the goal has an effect.
    #[error("square {square} is the {which} square and cannot have an effect")]
    EffectOnEndpoint {
        /// The square.
        square: Square,
        /// Which end.
        which: Endpoint,
    },
    /// A square listed twice.
    #[error("square {0} is listed twice")]
    Duplicate(Square),
    /// A jump leads off the board.
    #[error("square {square} jumps to {to}, off the board")]
    JumpOffBoard {
        /// The jumping square.
        square: Square,
        /// Its destination.
        to: Square,
    },
    /// A jump leads to the square itself.
    #[error("square {0} jumps onto itself")]
    JumpToItself(Square),
    /// A first-throw jump names dice no throw of this board shows.
    #[error("first-throw jump {dice:?} is not a throw of this board's {count} dice")]
    FirstThrowNotAThrow {
        /// The dice named.
        dice: [u8; 2],
        /// Dice per throw.
        count: u8,
    },
    /// A first-throw jump leads off the board.
    #[error("first-throw jump {dice:?} goes to {to}, off the board")]
    FirstThrowOffBoard {
        /// The dice named.
        dice: [u8; 2],
        /// Its destination.
        to: Square,
    },
    /// Two first-throw jumps for the same throw.
    #[error("first-throw jump {0:?} is listed twice")]
    FirstThrowDuplicate([u8; 2]),
    /// No throw ever reaches the goal (or a winning square): every move
    /// overshoots, stays put, or is sent back, so no game could end.
    #[error("no throw from any square a token can reach ever wins")]
    GoalNeverReached,
    /// A token can stand on `square` (its turn beginning there, or a repeat
    /// square it throws again from) but no sequence of throws from there
    /// reaches the goal: a game could go on for ever.
    #[error("a token can reach square {square}, but the goal cannot be reached from it")]
    GoalUnreachableFrom {
        /// The square.
        square: Square,
    },
}

/// A validated Goose board, ready to play: one lookup per square.
///
/// A `Board` can only be made by [`Board::new`] (or deserialized, which
/// calls it), so an engine holding one never meets a jump off the board.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "BoardSpec", into = "BoardSpec"))]
pub struct Board {
    spec: BoardSpec,
    /// `cells[s]` for every square `0..=goal`: dense, so a move costs one
    /// index and no search.
    cells: Vec<SpecialSquare>,
}

impl Board {
    /// Checks `spec` and builds the board.
    ///
    /// # Errors
    ///
    /// A [`BoardError`] naming the square (or the field) at fault: the
    /// shape (goal, dice, seats), a special square off the board, listed
    /// twice or jumping off it, a first-throw jump no throw matches, or a
    /// board on which some game could never end
    /// ([`GoalNeverReached`](BoardError::GoalNeverReached),
    /// [`GoalUnreachableFrom`](BoardError::GoalUnreachableFrom)).
    pub fn new(spec: BoardSpec) -> Result<Board, BoardError> {
        check_shape(&spec)?;
        let cells = cells(&spec)?;
        check_first_throws(&spec)?;
        let board = Board { spec, cells };
        super::reach::check(&board)?;
        Ok(board)
    }

    /// A board from a spec the crate itself vouches for (the presets),
    /// skipping squares outside it instead of failing.
    pub(crate) fn unchecked(spec: BoardSpec) -> Board {
        let mut cells: Vec<SpecialSquare> = (0..=spec.goal)
            .map(|square| SpecialSquare::new(square, Effect::None))
            .collect();
        for s in &spec.squares {
            if let Some(c) = cells.get_mut(usize::from(s.square)) {
                *c = *s;
            }
        }
        Board { spec, cells }
    }

    /// The description this board was built from.
    pub fn spec(&self) -> &BoardSpec {
        &self.spec
    }

    /// The board's name.
    pub fn name(&self) -> &str {
        &self.spec.name
    }

    /// The goal square.
    #[inline]
    pub fn goal(&self) -> Square {
        self.spec.goal
    }

    /// The start square.
    #[inline]
    pub fn start(&self) -> Square {
        self.spec.start
    }

    /// Dice per throw.
    #[inline]
    pub fn dice(&self) -> u8 {
        self.spec.dice
    }

    /// The overshoot rule.
    #[inline]
    pub fn overshoot(&self) -> Overshoot {
        self.spec.overshoot
    }

    /// How repeat squares move the token on.
    #[inline]
    pub fn repeat(&self) -> RepeatRule {
        self.spec.repeat
    }

    /// The collision rule.
    #[inline]
    pub fn collision(&self) -> Collision {
        self.spec.collision
    }

    /// What `square` does ([`Effect::None`] off the board).
    #[inline]
    pub fn effect(&self, square: Square) -> Effect {
        self.cell(square).effect
    }

    /// Whether landing on `square` costs the fine.
    #[inline]
    pub fn fines(&self, square: Square) -> bool {
        self.cell(square).fine
    }

    #[inline]
    pub(crate) fn cell(&self, square: Square) -> SpecialSquare {
        match self.cells.get(usize::from(square)) {
            Some(c) => *c,
            None => SpecialSquare::new(square, Effect::None),
        }
    }

    /// The first-throw jump for `roll`, if any.
    #[inline]
    pub fn first_throw_jump(&self, roll: Roll) -> Option<Square> {
        self.spec
            .first_throw
            .iter()
            .find(|j| j.matches(roll))
            .map(|j| j.to)
    }

    /// Whether any square holds tokens (so the game can block).
    pub fn has_holds(&self) -> bool {
        self.cells.iter().any(|c| c.effect == Effect::Hold)
    }

    /// Whether anything on this board costs the fine (a square, or being
    /// caught by a newcomer).
    pub fn has_fines(&self) -> bool {
        self.cells.iter().any(|c| c.fine)
            || self.spec.collision == Collision::SendToOrigin { fine: true }
    }

    /// The most turns any square of this board makes a token miss (0 when
    /// none does).
    pub fn most_missed_turns(&self) -> u8 {
        self.spec
            .squares
            .iter()
            .filter_map(|s| match s.effect {
                Effect::MissTurns(n) => Some(n),
                _ => None,
            })
            .max()
            .unwrap_or(0)
    }

    /// The most fines one move can cost its mover: a move climbs, bounces
    /// at most once, then falls, so it lands on each square at most twice.
    pub(crate) fn most_fines_per_move(&self) -> u32 {
        let fined = self.cells.iter().filter(|c| c.fine).count();
        u32::try_from(2 * fined).unwrap_or(u32::MAX)
    }
}

/// The goal past the start, 1 or 2 dice, a sensible range of seats.
fn check_shape(spec: &BoardSpec) -> Result<(), BoardError> {
    let (start, goal) = (spec.start, spec.goal);
    if goal <= start {
        return Err(BoardError::GoalNotAfterStart { goal, start });
    }
    if !(1..=2).contains(&spec.dice) {
        return Err(BoardError::DiceCount(spec.dice));
    }
    if spec.min_seats < 1
        || spec.min_seats > spec.max_seats
        || usize::from(spec.max_seats) > super::MAX_SEATS
    {
        return Err(BoardError::Seats {
            min_seats: spec.min_seats,
            max_seats: spec.max_seats,
        });
    }
    Ok(())
}

/// The dense table of squares `0..=goal`, checking each special square.
fn cells(spec: &BoardSpec) -> Result<Vec<SpecialSquare>, BoardError> {
    let (start, goal) = (spec.start, spec.goal);
    let mut cells: Vec<SpecialSquare> = (0..=goal)
        .map(|square| SpecialSquare::new(square, Effect::None))
        .collect();
    let mut seen = vec![false; usize::from(goal) + 1];
    for s in &spec.squares {
        let sq = s.square;
        if sq < start || sq > goal {
            return Err(BoardError::SquareOffBoard {
                square: sq,
                start,
                goal,
            });
        }
        if sq == start || sq == goal {
            let which = if sq == start {
                Endpoint::Start
            } else {
                Endpoint::Goal
            };
            return Err(BoardError::EffectOnEndpoint { square: sq, which });
        }
        let i = usize::from(sq);
        if seen[i] {
            return Err(BoardError::Duplicate(sq));
        }
        seen[i] = true;
        if let Effect::Jump(to) = s.effect {
            if to < start || to > goal {
                return Err(BoardError::JumpOffBoard { square: sq, to });
            }
            if to == sq {
                return Err(BoardError::JumpToItself(sq));
            }
        }
        cells[i] = *s;
    }
    Ok(cells)
}

/// Each first-throw jump names a throw of the board (one value per die, 0
/// for the second on a one-die board), stays on the board, and is listed
/// once.
fn check_first_throws(spec: &BoardSpec) -> Result<(), BoardError> {
    let (start, goal) = (spec.start, spec.goal);
    let face = |v: u8| (1..=FACES).contains(&v);
    for (k, j) in spec.first_throw.iter().enumerate() {
        let ok = face(j.dice[0])
            && if spec.dice == 1 {
                j.dice[1] == 0
            } else {
                face(j.dice[1])
            };
        if !ok {
            return Err(BoardError::FirstThrowNotAThrow {
                dice: j.dice,
                count: spec.dice,
            });
        }
        if j.to < start || j.to > goal {
            return Err(BoardError::FirstThrowOffBoard {
                dice: j.dice,
                to: j.to,
            });
        }
        let same = |o: &FirstThrowJump| o.dice == j.dice || o.dice == [j.dice[1], j.dice[0]];
        if spec.first_throw[..k].iter().any(same) {
            return Err(BoardError::FirstThrowDuplicate(j.dice));
        }
    }
    Ok(())
}

impl TryFrom<BoardSpec> for Board {
    type Error = BoardError;
    fn try_from(spec: BoardSpec) -> Result<Self, Self::Error> {
        Board::new(spec)
    }
}

impl From<Board> for BoardSpec {
    fn from(b: Board) -> Self {
        b.spec
    }
}
