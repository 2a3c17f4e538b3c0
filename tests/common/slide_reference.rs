//! A second, deliberately simple reference of the card race's rules, written from the rule book for tests only: pawns walk one square at a time, the board is the published one (60 squares, slides at the 2nd and 10th squares of each side, 4 and 5 long, start circle on the 5th, the safety zone turning off the 3rd, 5 squares deep), and a card's plays are listed as the boards they leave. The partner game (the 2005 team rules) too: a player moves the pawns of both colours of its side, a 7 is split among up to `parts` of them, a Sorry! card with no opponent to pick on bumps a pawn of the side.

use std::collections::BTreeSet;

use racegame::slide::{Card, Place};

/// A deliberate mistake the reference can be told to make, to show the
/// comparison finds one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bug {
    /// None: the rule book.
    None,
    /// A slide spares the slider's own pawns.
    SlideSparesOwn,
    /// A 7 cannot be split.
    NoSplit,
    /// In the partner game, a pawn may not land on the partner's pawn.
    PartnerBlocks,
    /// A 7 is split between two pawns at most, whatever the rules say.
    SplitInTwo,
    /// A Sorry! card never bumps a pawn of the side.
    SorrySparesSide,
}

/// A board: each seat's pawns (identity forgotten: sorted).
pub type Board = Vec<Vec<Place>>;

/// The reference: the players at the table and its mistake, if any.
pub struct Reference {
    pub players: u8,
    pub pawns: u8,
    pub bug: Bug,
    /// The partner game: seats 0 and 2, 1 and 3 are sides.
    pub partners: bool,
    /// The most pawns a 7 is split among.
    pub parts: u8,
}

/// A board as the reference works on it: each seat's pawns by index.
type Raw = Vec<[Place; 4]>;

const TRACK: u8 = 60;

impl Reference {
    /// The colours `seat` moves: its own, and its partner's.
    fn side(&self, seat: u8) -> Vec<u8> {
        if self.partners {
            vec![seat, (seat + 2) % 4]
        } else {
            vec![seat]
        }
    }

    /// Every pawn `seat` may move, as (colour, index).
    fn movable(&self, seat: u8) -> Vec<(u8, usize)> {
        self.side(seat)
            .into_iter()
            .flat_map(|c| (0..usize::from(self.pawns)).map(move |i| (c, i)))
            .collect()
    }

    fn origin(&self, seat: u8) -> u8 {
        15 * (seat * 4 / self.players)
    }

    /// One square forward along `seat`'s road, or `None` past Home.
    fn step_forward(&self, seat: u8, p: Place) -> Option<Place> {
        match p {
            Place::Track(sq) if sq == (self.origin(seat) + 2) % TRACK => Some(Place::Safety(1)),
            Place::Track(sq) => Some(Place::Track((sq + 1) % TRACK)),
            Place::Safety(5) => Some(Place::Home),
            Place::Safety(z) => Some(Place::Safety(z + 1)),
            Place::Start | Place::Home => None,
        }
    }

    /// One square backward: out of the safety zone onto the turn square.
    fn step_back(&self, seat: u8, p: Place) -> Option<Place> {
        match p {
            Place::Track(sq) => Some(Place::Track((sq + TRACK - 1) % TRACK)),
            Place::Safety(1) => Some(Place::Track((self.origin(seat) + 2) % TRACK)),
            Place::Safety(z) => Some(Place::Safety(z - 1)),
            Place::Start | Place::Home => None,
        }
    }

    /// Walks `n` squares; Home only as the last step.
    fn walk(&self, seat: u8, mut p: Place, n: u8, forward: bool) -> Option<Place> {
        for i in 0..n {
            if p == Place::Home && i < n {
                return None;
            }
            p = if forward {
                self.step_forward(seat, p)?
            } else {
                self.step_back(seat, p)?
            };
        }
        Some(p)
    }

    /// The slide whose triangle is `sq`: its end and owner side.
    fn slide_at(sq: u8) -> Option<(u8, u8)> {
        let (side, at) = (sq / 15, sq % 15);
        match at {
            1 => Some((sq + 3, side)),
            9 => Some((sq + 4, side)),
            _ => None,
        }
    }

    /// Moves `seat`'s pawn `i` to `to` on `b` if the rules let it land
    /// there (not on its own pawn unless Home), bumping and sliding.
    fn land(
        &self,
        b: &[[Place; 4]],
        seat: u8,
        i: usize,
        to: Place,
        by_count: bool,
    ) -> Option<Vec<[Place; 4]>> {
        let s = usize::from(seat);
        let own_there = (0..usize::from(self.pawns)).any(|j| j != i && b[s][j] == to);
        let partner = usize::from((seat + 2) % 4);
        let partner_there = self.partners
            && self.bug == Bug::PartnerBlocks
            && to != Place::Home
            && b[partner][..usize::from(self.pawns)].contains(&to);
        if (to != Place::Home && own_there) || partner_there {
            return None;
        }
        let mut b = b.to_vec();
        if let Place::Track(_) = to {
            for (o, row) in b.iter_mut().enumerate() {
                if o != s {
                    for p in row.iter_mut().filter(|p| **p == to) {
                        *p = Place::Start;
                    }
                }
            }
        }
        b[s][i] = to;
        if let (true, Place::Track(sq)) = (by_count, to)
            && let Some((end, side)) = Self::slide_at(sq)
            && side != seat * 4 / self.players
        {
            for x in sq + 1..=end {
                for (o, row) in b.iter_mut().enumerate() {
                    for (j, p) in row.iter_mut().enumerate() {
                        let me = o == s && j == i;
                        let spared = o == s && self.bug == Bug::SlideSparesOwn;
                        if *p == Place::Track(x) && !me && !spared {
                            *p = Place::Start;
                        }
                    }
                }
            }
            b[s][i] = Place::Track(end);
        }
        Some(b)
    }

    /// Every board one pawn moving `n` leaves.
    fn single(
        &self,
        b: &[[Place; 4]],
        seat: u8,
        n: u8,
        forward: bool,
        out: &mut Vec<Vec<[Place; 4]>>,
    ) {
        for (c, i) in self.movable(seat) {
            let from = b[usize::from(c)][i];
            if let Some(to) = self.walk(c, from, n, forward) {
                out.extend(self.land(b, c, i, to, true));
            }
        }
    }

    /// The boards `card` can leave for `seat`: empty when the card is lost.
    pub fn plays(&self, b: &[[Place; 4]], seat: u8, card: Card) -> BTreeSet<Board> {
        let side = self.side(seat);
        let mut out: Vec<Raw> = Vec::new();
        let on_track = |colours: &dyn Fn(u8) -> bool| -> Vec<(usize, usize)> {
            (0..self.players)
                .filter(|&o| colours(o))
                .flat_map(|o| (0..usize::from(self.pawns)).map(move |j| (usize::from(o), j)))
                .filter(|&(o, j)| matches!(b[o][j], Place::Track(_)))
                .collect()
        };
        let opponents = on_track(&|o| !side.contains(&o));
        let first_in_start =
            |c: u8| (0..usize::from(self.pawns)).find(|&i| b[usize::from(c)][i] == Place::Start);
        match card {
            Card::One | Card::Two => {
                for &c in &side {
                    if let Some(i) = first_in_start(c) {
                        let circle = Place::Track(self.origin(c) + 4);
                        out.extend(self.land(b, c, i, circle, true));
                    }
                }
                self.single(b, seat, card.number(), true, &mut out);
            }
            Card::Four => self.single(b, seat, 4, false, &mut out),
            Card::Ten => {
                self.single(b, seat, 10, true, &mut out);
                self.single(b, seat, 1, false, &mut out);
            }
            Card::Seven => {
                self.single(b, seat, 7, true, &mut out);
                if self.bug != Bug::NoSplit {
                    self.splits(b, seat, &mut out);
                }
            }
            Card::Eleven => {
                self.single(b, seat, 11, true, &mut out);
                let can_move = !out.is_empty();
                for (c, i) in self.movable(seat) {
                    let c = usize::from(c);
                    if !matches!(b[c][i], Place::Track(_)) {
                        continue;
                    }
                    for &(o, j) in &opponents {
                        let mut x = b.to_vec();
                        x[c][i] = b[o][j];
                        x[o][j] = b[c][i];
                        out.push(x);
                    }
                }
                if !can_move && !opponents.is_empty() && !out.is_empty() {
                    out.push(b.to_vec()); // declining the swap
                }
            }
            Card::Sorry => {
                for &c in &side {
                    let Some(i) = first_in_start(c) else { continue };
                    let spare = self.bug == Bug::SorrySparesSide;
                    let targets = if opponents.is_empty() && self.partners && !spare {
                        on_track(&|o| side.contains(&o) && o != c)
                    } else {
                        opponents.clone()
                    };
                    for (o, j) in targets {
                        out.extend(self.land(b, c, i, b[o][j], false));
                    }
                }
            }
            c => self.single(b, seat, c.number(), true, &mut out),
        }
        out.into_iter().map(|x| self.board(&x)).collect()
    }

    /// Every way to split the 7 among two to `parts` different pawns of the
    /// side, one after another, each part at least one square, the whole
    /// 7 used: the boards are searched breadth first, a board reached twice
    /// with the same pawns moved and the same steps left kept once.
    fn splits(&self, b: &[[Place; 4]], seat: u8, out: &mut Vec<Raw>) {
        let pawns = self.movable(seat);
        let mut frontier: BTreeSet<(Raw, u16, u8)> = BTreeSet::new();
        frontier.insert((b.to_vec(), 0, 7));
        let parts = if self.bug == Bug::SplitInTwo {
            self.parts.min(2)
        } else {
            self.parts
        };
        for part in 1..=parts {
            let mut next = BTreeSet::new();
            for (board, used, left) in &frontier {
                for (n, &(c, i)) in pawns.iter().enumerate() {
                    if used & (1 << n) != 0 {
                        continue;
                    }
                    let last = if part == 1 { *left - 1 } else { *left };
                    for k in 1..=last {
                        let Some(to) = self.walk(c, board[usize::from(c)][i], k, true) else {
                            continue;
                        };
                        let Some(after) = self.land(board, c, i, to, true) else {
                            continue;
                        };
                        if k == *left {
                            out.push(after);
                        } else if part < parts {
                            next.insert((after, used | (1 << n), left - k));
                        }
                    }
                }
            }
            frontier = next;
        }
    }

    /// The board with pawn identity forgotten.
    pub fn board(&self, b: &[[Place; 4]]) -> Board {
        b.iter()
            .take(usize::from(self.players))
            .map(|row| {
                let mut v: Vec<Place> = row[..usize::from(self.pawns)].to_vec();
                v.sort();
                v
            })
            .collect()
    }
}
