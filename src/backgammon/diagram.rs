//! [`Diagram`]: a position drawn as a text board, in the style of GNU Backgammon's, for terminals and logs.

use core::fmt;

use super::rules::Direction;
use super::state::{BackgammonState, Phase};
use crate::game::Seat;

/// A position drawn as a text board: White's points numbered along the
/// edges (its home board at the bottom right), White's checkers `X` and
/// Black's `O` (a pinned checker in lower case, under the pinner's), at
/// most five shown a point with the count in the fifth place beyond that,
/// the bar in the middle, then the checkers borne off, the pip counts, the
/// cube when it has been turned, and what the game waits for. Made by [`BackgammonState::diagram`].
///
/// ```
/// use racegame::RaceGame;
/// use racegame::backgammon::BackgammonGame;
/// let game = BackgammonGame::backgammon();
/// let text = game.initial_state().diagram(&game).to_string();
/// assert!(text.starts_with(" +13-14-15-16-17-18------19-20-21-22-23-24-+"));
/// assert!(text.contains("| X           O    |   | O              X |"));
/// assert!(text.contains("White (X) 167 pips, Black (O) 167 pips; the opening throw"));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Diagram<'a> {
    state: &'a BackgammonState,
    direction: Direction,
}

impl BackgammonState {
    /// The position as a text board (see [`Diagram`]); the game says how
    /// Black's points lie on White's side.
    pub fn diagram(&self, game: &super::BackgammonGame) -> Diagram<'_> {
        Diagram {
            state: self,
            direction: game.rules().direction,
        }
    }
}

const WHITE: Seat = Seat(0);
const BLACK: Seat = Seat(1);

impl Diagram<'_> {
    /// The character at `row` (0 at the edge) of White's point `p`.
    fn cell(&self, p: u8, row: u8) -> char {
        let s = self.state;
        let theirs = self.direction.other(p);
        let (w, b) = (s.count(WHITE, p), s.count(BLACK, theirs));
        let (wp, bp) = (s.is_pinned(WHITE, p), s.is_pinned(BLACK, theirs));
        // A pinned checker sits at the edge, its pinner's on top.
        let mut column = [' '; 16];
        let mut n = 0usize;
        let mut put = |c: char, k: u8| {
            for _ in 0..k {
                if n < 16 {
                    column[n] = c;
                    n += 1;
                }
            }
        };
        if wp {
            put('x', 1);
            put('O', b);
        } else if bp {
            put('o', 1);
            put('X', w);
        } else {
            put('X', w);
            put('O', b);
        }
        if n > 5 && row == 4 {
            return char::from_digit(n as u32 % 10, 10).unwrap_or('+');
        }
        column.get(usize::from(row)).copied().unwrap_or(' ')
    }

    /// One row of a half of the board: `points` left to right.
    fn row(&self, f: &mut fmt::Formatter<'_>, points: [u8; 12], row: u8, bar: char) -> fmt::Result {
        f.write_str(" |")?;
        for (i, &p) in points.iter().enumerate() {
            if i == 6 {
                write!(f, "| {bar} |")?;
            }
            write!(f, " {} ", self.cell(p, row))?;
        }
        f.write_str("|\n")
    }

    /// The bar's character in `seat`'s half: its letter for one checker,
    /// the count for more.
    fn bar(&self, seat: Seat) -> char {
        match self.state.bar(seat) {
            0 => ' ',
            1 if seat == WHITE => 'X',
            1 => 'O',
            n => char::from_digit(u32::from(n) % 10, 10).unwrap_or('+'),
        }
    }

    /// The board itself: the two halves, the bar between them and the
    /// point numbers along the edges.
    fn board(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let top = [13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24];
        let bottom = [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
        f.write_str(" +13-14-15-16-17-18------19-20-21-22-23-24-+\n")?;
        for row in 0..5 {
            let bar = if row == 0 { self.bar(BLACK) } else { ' ' };
            self.row(f, top, row, bar)?;
        }
        f.write_str(" |                  |BAR|                  |\n")?;
        for row in (0..5).rev() {
            let bar = if row == 0 { self.bar(WHITE) } else { ' ' };
            self.row(f, bottom, row, bar)?;
        }
        f.write_str(" +12-11-10--9--8--7-------6--5--4--3--2--1-+\n")
    }

    /// The counts under the board: checkers off, pips, checkers still to
    /// enter, the match score and the cube, each where it says something.
    fn counts(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = self.state;
        write!(
            f,
            " off: X {} O {}; White (X) {} pips, Black (O) {} pips; ",
            s.borne_off(WHITE),
            s.borne_off(BLACK),
            s.pip_count(WHITE),
            s.pip_count(BLACK)
        )?;
        if s.to_enter(WHITE) != 0 || s.to_enter(BLACK) != 0 {
            write!(
                f,
                "to enter: X {} O {}; ",
                s.to_enter(WHITE),
                s.to_enter(BLACK)
            )?;
        }
        if s.score() != [0; 2] || s.is_crawford() {
            let crawford = if s.is_crawford() {
                ", the Crawford game"
            } else {
                ""
            };
            write!(f, "score {}-{}{crawford}; ", s.score()[0], s.score()[1])?;
        }
        if let Some(owner) = s.cube_owner() {
            let owner = if owner == WHITE { "White" } else { "Black" };
            write!(f, "the cube at {} on {owner}'s side; ", s.cube_value())?;
        }
        Ok(())
    }

    /// What the game waits for, named from the side to act.
    fn waiting_for(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = self.state;
        let name = if s.turn() == WHITE { "White" } else { "Black" };
        let other = if s.turn() == WHITE { "Black" } else { "White" };
        match s.phase() {
            Phase::Opening => f.write_str("the opening throw"),
            Phase::AwaitingCube => write!(f, "{name} to double or roll"),
            Phase::Doubled => write!(
                f,
                "{other} to take or pass {name}'s double to {}",
                s.cube_value().saturating_mul(2)
            ),
            Phase::Resigning { offered, .. } => write!(
                f,
                "{other} to accept or reject {name}'s offer to resign {}",
                offered.name()
            ),
            Phase::Over if s.passed() => write!(f, "{name} has won: {other} passed"),
            Phase::Over if s.resigned().is_some() => write!(f, "{name} has won: {other} resigned"),
            Phase::AwaitingThrow => write!(f, "{name} to throw"),
            Phase::NamingDoubles => write!(f, "{name} to name a double"),
            Phase::AwaitingMove(dice) => write!(f, "{name} to play {dice}"),
            Phase::Over => write!(f, "{name} has won"),
            Phase::Drawn => f.write_str("drawn"),
            Phase::Truncated => f.write_str("cut short"),
        }
    }
}

impl fmt::Display for Diagram<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.board(f)?;
        self.counts(f)?;
        self.waiting_for(f)
    }
}
