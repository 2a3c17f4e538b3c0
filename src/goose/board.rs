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
    /// elsewhere.
    Win,
}

/// One square that does something: its effect and whether it costs the fine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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

/// A jump taken on a player's first throw of the game only, before any
/// square effect (the railway's 6 and 3 to 26).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FirstThrowJump {
    /// The dice, matched in either order; one value per die of the board.
    pub dice: [u8; 2],
    /// Where the token goes. That square triggers nothing.
    pub to: Square,
}

impl FirstThrowJump {
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
pub enum RepeatRule {
    /// The token moves again by the same total, in the direction it was
    /// travelling (the goose games; the railway preset's reading).
    #[default]
    SameTotal,
    /// The player throws again and the token moves on from the square by
    /// the new throw, in the direction it was travelling; the turn (and its
    /// collision) ends only when the token stops off a repeat square. The
    /// literal reading of the railway seed's "adding the result of the next
    /// throw".
    FreshThrow,
}

/// What happens to tokens standing where another token ends its turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
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
/// Turn it into a playable [`Board`] with [`Board::new`], which checks it.
///
/// ```
/// use racegame::goose::{Board, BoardSpec, Effect, SpecialSquare};
/// let mut spec = BoardSpec::new(20);
/// spec.squares.push(SpecialSquare { square: 7, effect: Effect::Jump(15), fine: false });
/// let board = Board::new(spec)?;
/// assert_eq!(board.effect(7), Effect::Jump(15));
/// # Ok::<(), racegame::goose::BoardError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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
    pub dice: u8,
    /// Fewest players.
    pub min_players: u8,
    /// Most players (at most [`MAX_PLAYERS`](super::MAX_PLAYERS)).
    pub max_players: u8,
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

impl BoardSpec {
    /// A plain board from 0 to `goal`: two dice, 1 to 6 players, bounce at
    /// the goal, no collisions, no special squares.
    pub fn new(goal: Square) -> Self {
        BoardSpec {
            name: String::new(),
            goal,
            start: 0,
            dice: 2,
            min_players: 1,
            max_players: super::MAX_PLAYERS as u8,
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
        self.squares.push(SpecialSquare {
            square,
            effect,
            fine,
        });
        self
    }
}

/// Why a board description was refused. Each names the square at fault.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
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
    /// The player range is empty or too wide.
    #[error(
        "players must range within 1..={max}, got {min_players}..={max_players}",
        max = super::MAX_PLAYERS
    )]
    Players {
        /// Fewest players asked for.
        min_players: u8,
        /// Most players asked for.
        max_players: u8,
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
        /// "start" or "goal".
        which: &'static str,
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
    pub fn new(spec: BoardSpec) -> Result<Board, BoardError> {
        let (start, goal) = (spec.start, spec.goal);
        if goal <= start {
            return Err(BoardError::GoalNotAfterStart { goal, start });
        }
        if !(1..=2).contains(&spec.dice) {
            return Err(BoardError::DiceCount(spec.dice));
        }
        if spec.min_players < 1
            || spec.min_players > spec.max_players
            || usize::from(spec.max_players) > super::MAX_PLAYERS
        {
            return Err(BoardError::Players {
                min_players: spec.min_players,
                max_players: spec.max_players,
            });
        }
        let plain = |square| SpecialSquare {
            square,
            effect: Effect::None,
            fine: false,
        };
        let mut cells: Vec<SpecialSquare> = (0..=goal).map(plain).collect();
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
                let which = if sq == start { "start" } else { "goal" };
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
        for (k, j) in spec.first_throw.iter().enumerate() {
            let faces_ok = |v: u8| (1..=FACES).contains(&v);
            let ok = faces_ok(j.dice[0]) && (spec.dice == 1 || faces_ok(j.dice[1]));
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
            let same = |o: &FirstThrowJump| {
                if spec.dice == 1 {
                    o.dice[0] == j.dice[0]
                } else {
                    (o.dice == j.dice) || (o.dice == [j.dice[1], j.dice[0]])
                }
            };
            if spec.first_throw[..k].iter().any(same) {
                return Err(BoardError::FirstThrowDuplicate(j.dice));
            }
        }
        Ok(Board { spec, cells })
    }

    /// A board from a spec the crate itself vouches for (the presets),
    /// skipping squares outside it instead of failing.
    pub(crate) fn unchecked(spec: BoardSpec) -> Board {
        let mut cells: Vec<SpecialSquare> = (0..=spec.goal)
            .map(|square| SpecialSquare {
                square,
                effect: Effect::None,
                fine: false,
            })
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
            None => SpecialSquare {
                square,
                effect: Effect::None,
                fine: false,
            },
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
