//! A second, deliberately simple reference of the card race's rules, written from the rule book for tests only: pawns walk one square at a time, the board is the published one (60 squares, slides at the 2nd and 10th squares of each side, 4 and 5 long, start circle on the 5th, the safety zone turning off the 3rd, 5 squares deep), and a card's plays are listed as the boards they leave.

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
}

/// A board: each seat's pawns (identity forgotten: sorted).
pub type Board = Vec<Vec<Place>>;

/// The reference: the players at the table and its mistake, if any.
pub struct Reference {
    pub players: u8,
    pub pawns: u8,
    pub bug: Bug,
}

const TRACK: u8 = 60;

impl Reference {
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
        if to != Place::Home && own_there {
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
        for i in 0..usize::from(self.pawns) {
            let from = b[usize::from(seat)][i];
            if let Some(to) = self.walk(seat, from, n, forward) {
                out.extend(self.land(b, seat, i, to, true));
            }
        }
    }

    /// The boards `card` can leave for `seat`: empty when the card is lost.
    pub fn plays(&self, b: &[[Place; 4]], seat: u8, card: Card) -> BTreeSet<Board> {
        let s = usize::from(seat);
        let mut out: Vec<Vec<[Place; 4]>> = Vec::new();
        let first_in_start = (0..usize::from(self.pawns)).find(|&i| b[s][i] == Place::Start);
        let opponents: Vec<(usize, usize)> = (0..usize::from(self.players))
            .filter(|&o| o != s)
            .flat_map(|o| (0..usize::from(self.pawns)).map(move |j| (o, j)))
            .filter(|&(o, j)| matches!(b[o][j], Place::Track(_)))
            .collect();
        match card {
            Card::One | Card::Two => {
                if let Some(i) = first_in_start {
                    let circle = Place::Track(self.origin(seat) + 4);
                    out.extend(self.land(b, seat, i, circle, true));
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
                for i in
                    (0..usize::from(self.pawns)).filter(|&i| matches!(b[s][i], Place::Track(_)))
                {
                    for &(o, j) in &opponents {
                        let mut x = b.to_vec();
                        x[s][i] = b[o][j];
                        x[o][j] = b[s][i];
                        out.push(x);
                    }
                }
                if !can_move && !opponents.is_empty() && !out.is_empty() {
                    out.push(b.to_vec()); // declining the swap
                }
            }
            Card::Sorry => {
                if let Some(i) = first_in_start {
                    for &(o, j) in &opponents {
                        out.extend(self.land(b, seat, i, b[o][j], false));
                    }
                }
            }
            c => self.single(b, seat, c.number(), true, &mut out),
        }
        out.into_iter().map(|x| self.board(&x)).collect()
    }

    /// Two different pawns, the first `k` of 1 to 6 forward, the second
    /// the rest, in either order.
    fn splits(&self, b: &[[Place; 4]], seat: u8, out: &mut Vec<Vec<[Place; 4]>>) {
        let s = usize::from(seat);
        for k in 1..7 {
            for i in 0..usize::from(self.pawns) {
                let Some(to) = self.walk(seat, b[s][i], k, true) else {
                    continue;
                };
                let Some(mid) = self.land(b, seat, i, to, true) else {
                    continue;
                };
                for j in (0..usize::from(self.pawns)).filter(|&j| j != i) {
                    if let Some(to2) = self.walk(seat, mid[s][j], 7 - k, true) {
                        out.extend(self.land(&mid, seat, j, to2, true));
                    }
                }
            }
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
