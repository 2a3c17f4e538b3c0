//! A second, deliberately simple implementation of the Pachisi rule book, for tests only: written from the rules' text (the presets' rustdoc), not from the engine.
//!
//! It keeps the board as the cloth is drawn: four arms of three columns
//! and eight rows around the centre, each colour's track the list of cells
//! it walks, castles found by where they are drawn; each piece its own
//! number in a list, in no order; every rule checked by brute force. It is
//! slow and plain on purpose, so that the engine and it are unlikely to
//! share a mistake.

use racegame::pachisi::{AfterHome, DiceUse, Entry, Lots, PachisiRules};

/// A cell of the cloth: the centre, or (arm, column, row) with column 0
/// and 2 the outer columns, 1 the middle one, and row 0 next to the centre.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    Centre,
    Square { arm: u8, column: u8, row: u8 },
}

/// The cells a piece of `colour` walks, in order: the centre, down its
/// middle column, round the cross anticlockwise, up its middle column,
/// the centre: 85 cells, indexed by the steps made.
pub fn track(colour: u8) -> Vec<Cell> {
    let sq = |arm: u8, column: u8, row: u8| Cell::Square {
        arm: arm % 4,
        column,
        row,
    };
    let mut t = vec![Cell::Centre];
    t.extend((0..8).map(|row| sq(colour, 1, row)));
    // Out of the end square into the outer column, inwards.
    t.extend((0..8).rev().map(|row| sq(colour, 2, row)));
    for k in 1..4 {
        let arm = colour + k;
        t.extend((0..8).map(|row| sq(arm, 0, row)));
        t.push(sq(arm, 1, 7));
        t.extend((0..8).rev().map(|row| sq(arm, 2, row)));
    }
    t.extend((0..8).map(|row| sq(colour, 0, row)));
    // The end square again, then up the middle column to the centre.
    t.extend((0..8).rev().map(|row| sq(colour, 1, row)));
    t.push(Cell::Centre);
    assert_eq!(t.len(), 85);
    t
}

/// Castles as drawn: the end of each middle column, and the fourth square
/// from the outer end of each outer column.
pub fn castle(cell: Cell) -> bool {
    match cell {
        Cell::Centre => false,
        Cell::Square { column, row, .. } => (column == 1 && row == 7) || (column != 1 && row == 4),
    }
}

/// What a throw is worth, read from the rules: squares, grace, again.
pub fn worth(rules: &PachisiRules, lot: u8) -> (u8, bool, bool) {
    match rules.lots {
        Lots::LongDice => (lot, false, false),
        _ => (
            rules.values[usize::from(lot)],
            rules.graces >> lot & 1 == 1,
            rules.again >> lot & 1 == 1,
        ),
    }
}

/// Whether the rule book says the long dice are played one die at a time.
pub fn separate(rules: &PachisiRules) -> bool {
    rules.lots == Lots::LongDice && rules.dice == DiceUse::Separate
}

/// With the dice used separately: each throw of three dice, as the faces
/// largest first, with its chance counted die by die out of 64.
pub fn dice_chances() -> Vec<([u8; 3], u64)> {
    let faces = [1u8, 2, 5, 6];
    let mut out: Vec<([u8; 3], u64)> = Vec::new();
    for a in faces {
        for b in faces {
            for c in faces {
                let mut t = [a, b, c];
                t.sort_unstable_by(|x, y| y.cmp(x));
                match out.iter_mut().find(|(f, _)| *f == t) {
                    Some((_, n)) => *n += 1,
                    None => out.push((t, 1)),
                }
            }
        }
    }
    out
}

/// Each lot's chance, counted shell by shell (or die by die): (lot,
/// numerator, denominator), lots rising, only those that can fall.
pub fn chances(rules: &PachisiRules) -> Vec<(u8, u64, u64)> {
    let mut weight = [0u64; 19];
    let total;
    match rules.lots {
        Lots::Cowries {
            shells,
            up_numerator,
            up_denominator,
        } => {
            let (up, down) = (
                u64::from(up_numerator),
                u64::from(up_denominator - up_numerator),
            );
            total = u64::from(up_denominator).pow(u32::from(shells));
            for fall in 0..1u32 << shells {
                let ups = fall.count_ones();
                weight[ups as usize] += up.pow(ups) * down.pow(u32::from(shells) - ups);
            }
        }
        _ => {
            total = 64;
            let faces = [1usize, 2, 5, 6];
            for a in faces {
                for b in faces {
                    for c in faces {
                        weight[a + b + c] += 1;
                    }
                }
            }
        }
    }
    (0..19u8)
        .filter(|&l| weight[usize::from(l)] > 0)
        .map(|l| (l, weight[usize::from(l)], total))
        .collect()
}

/// A position: each colour's pieces (steps made, in no order), the colour
/// to act, the pending throw, throws again in a row, the winner, the
/// action count.
#[derive(Clone, Debug)]
pub struct Pos {
    pub pieces: [Vec<u8>; 4],
    pub colour: u8,
    pub pending: Option<u8>,
    /// With the dice used separately: the dice of the throw left to play
    /// (in no order), and whether a capture has earned another throw.
    pub dice: Vec<u8>,
    pub bonus: bool,
    pub streak: u8,
    pub won: Option<u8>,
    pub truncated: bool,
    pub actions: u32,
}

/// The rule book, with a mistake on purpose when `mutant` is set (to show
/// that the comparison catches one).
pub struct Book {
    pub rules: PachisiRules,
    pub mutant: bool,
    /// A mistake in the use of the dice: only the largest die left may be
    /// played (the rule book says in any order).
    pub dice_mutant: bool,
    tracks: Vec<Vec<Cell>>,
}

impl Book {
    pub fn new(rules: PachisiRules, mutant: bool) -> Book {
        Book {
            rules,
            mutant,
            dice_mutant: false,
            tracks: (0..4).map(track).collect(),
        }
    }

    pub fn start(&self) -> Pos {
        let n = usize::from(self.rules.pieces);
        Pos {
            pieces: std::array::from_fn(|_| self.rules.start[..n].to_vec()),
            colour: 0,
            pending: None,
            dice: Vec::new(),
            bonus: false,
            streak: 0,
            won: None,
            truncated: false,
            actions: 0,
        }
    }

    fn home(&self, p: &Pos, colour: u8) -> bool {
        p.pieces[usize::from(colour)].iter().all(|&x| x == 84)
    }

    /// Whose pieces the colour to act moves.
    pub fn mover(&self, p: &Pos) -> u8 {
        if self.rules.after_home == AfterHome::HelpsPartner && self.home(p, p.colour) {
            (p.colour + 2) % 4
        } else {
            p.colour
        }
    }

    /// The other side's pieces on `cell` (never the centre).
    fn enemies_on(&self, p: &Pos, mover: u8, cell: Cell) -> u8 {
        let mut n = 0;
        for c in [(mover + 1) % 4, (mover + 3) % 4] {
            for &x in &p.pieces[usize::from(c)] {
                if cell != Cell::Centre && self.tracks[usize::from(c)][usize::from(x)] == cell {
                    n += 1;
                }
            }
        }
        n
    }

    /// Where `count` pieces from `from` would go on the pending throw, and
    /// whether they capture; `None` when the rules forbid it.
    pub fn target(&self, p: &Pos, from: u8, count: u8) -> Option<(u8, bool)> {
        let lot = p.pending?;
        let (value, grace, _) = worth(&self.rules, lot);
        self.target_by(p, value, grace, from, count)
    }

    /// Where `count` pieces from `from` would go moving `value` (a grace
    /// or not), and whether they capture; `None` when the rules forbid it.
    pub fn target_by(
        &self,
        p: &Pos,
        value: u8,
        grace: bool,
        from: u8,
        count: u8,
    ) -> Option<(u8, bool)> {
        let mover = self.mover(p);
        let mine = &p.pieces[usize::from(mover)];
        let here = mine.iter().filter(|&&x| x == from).count() as u8;
        if from == 84 || count == 0 || count > here {
            return None;
        }
        if count > 1 && (!self.rules.travel_together || from == 0) {
            return None;
        }
        if from == 0 {
            let on_board = mine.iter().any(|&x| x > 0 && x < 84);
            let may = match self.rules.entry {
                Entry::Grace => grace,
                Entry::Any => true,
                _ => grace || !on_board,
            };
            if !may && !self.mutant {
                return None;
            }
        }
        let mut to = from + value;
        if to > 84 {
            let stuck_last = from == 83 && grace && self.rules.grace_home;
            if self.rules.exact_home && !stuck_last {
                return None;
            }
            to = 84;
        }
        let cell = self.tracks[usize::from(mover)][usize::from(to)];
        let enemies = self.enemies_on(p, mover, cell);
        if enemies == 0 {
            return Some((to, false));
        }
        if self.rules.castles && castle(cell) {
            return if self.rules.castle_blocks {
                None
            } else {
                Some((to, false))
            };
        }
        if self.rules.travel_together && count < enemies {
            return None;
        }
        Some((to, true))
    }

    /// Every move of the pending throw: (from, count).
    pub fn moves(&self, p: &Pos) -> Vec<(u8, u8)> {
        let mut out = Vec::new();
        for from in 0..84u8 {
            for count in 1..=4u8 {
                if self.target(p, from, count).is_some() {
                    out.push((from, count));
                }
            }
        }
        out
    }

    /// With the dice used separately: every (die, from, count) of the dice
    /// left.
    pub fn die_moves(&self, p: &Pos) -> Vec<(u8, u8, u8)> {
        let mut dice = p.dice.clone();
        dice.sort_unstable();
        dice.dedup();
        if self.dice_mutant {
            dice = dice.last().copied().into_iter().collect();
        }
        let mut out = Vec::new();
        for die in dice {
            for from in 0..84u8 {
                for count in 1..=4u8 {
                    if self.target_by(p, die, false, from, count).is_some() {
                        out.push((die, from, count));
                    }
                }
            }
        }
        out
    }

    /// A throw of the three dice `faces`, played one at a time.
    pub fn throw_dice(&self, p: &mut Pos, faces: &[u8]) {
        p.streak = 0;
        p.dice = faces.to_vec();
        p.bonus = false;
        if self.die_moves(p).is_empty() {
            p.dice.clear();
            self.then(p, false);
        }
        self.count_action(p);
    }

    /// Plays `die` on `count` pieces at `from`; the dice left wait while
    /// one can move, else the throw ends.
    pub fn play_die(&self, p: &mut Pos, die: u8, from: u8, count: u8) {
        let (to, capture) = self
            .target_by(p, die, false, from, count)
            .expect("a legal move");
        let at = p.dice.iter().position(|&d| d == die).expect("a die left");
        p.dice.remove(at);
        self.shift_and_capture(p, from, to, count, capture);
        p.bonus |= capture && self.rules.capture_throws_again;
        if p.won.is_some() {
            p.dice.clear();
            p.bonus = false;
        } else if self.die_moves(p).is_empty() {
            let again = p.bonus;
            p.dice.clear();
            p.bonus = false;
            self.then(p, again);
        }
        self.count_action(p);
    }

    fn next_colour(&self, p: &mut Pos) {
        p.streak = 0;
        p.pending = None;
        p.colour = (p.colour + 1) % 4;
        if self.rules.after_home == AfterHome::Skipped {
            while self.home(p, p.colour) {
                p.colour = (p.colour + 1) % 4;
            }
        }
    }

    fn then(&self, p: &mut Pos, again: bool) {
        p.pending = None;
        // A colour whose turns are skipped once home loses its throw again.
        let skipped = self.rules.after_home == AfterHome::Skipped && self.home(p, p.colour);
        if !again || skipped {
            self.next_colour(p);
        }
    }

    fn count_action(&self, p: &mut Pos) {
        p.actions += 1;
        if p.won.is_none() && self.rules.action_limit.is_some_and(|l| p.actions >= l) {
            p.truncated = true;
        }
    }

    pub fn throw(&self, p: &mut Pos, lot: u8) {
        let (_, _, again) = worth(&self.rules, lot);
        // Throws again in a row are counted against the limit; without a
        // limit there is nothing to count.
        if again && self.rules.again_limit.is_some() {
            p.streak += 1;
        } else {
            p.streak = 0;
        }
        if again && self.rules.again_limit.is_some_and(|l| p.streak >= l) {
            self.next_colour(p);
        } else {
            p.pending = Some(lot);
            if self.moves(p).is_empty() {
                self.then(p, again);
            }
        }
        self.count_action(p);
    }

    pub fn pass(&self, p: &mut Pos) {
        let (_, _, mut again) = worth(&self.rules, p.pending.unwrap_or(0));
        if separate(&self.rules) {
            again = p.bonus;
            p.dice.clear();
            p.bonus = false;
        }
        self.then(p, again);
        self.count_action(p);
    }

    pub fn play(&self, p: &mut Pos, from: u8, count: u8) {
        let (to, capture) = self.target(p, from, count).expect("a legal move");
        let (_, _, again) = worth(&self.rules, p.pending.unwrap_or(0));
        self.shift_and_capture(p, from, to, count, capture);
        if p.won.is_none() {
            self.then(p, again || (capture && self.rules.capture_throws_again));
        }
        self.count_action(p);
    }

    /// Moves the pieces, sends the captured home, and sees whether a side
    /// has won.
    fn shift_and_capture(&self, p: &mut Pos, from: u8, to: u8, count: u8, capture: bool) {
        let mover = self.mover(p);
        let mut left = count;
        for x in p.pieces[usize::from(mover)].iter_mut() {
            if left > 0 && *x == from {
                *x = to;
                left -= 1;
            }
        }
        if capture {
            let cell = self.tracks[usize::from(mover)][usize::from(to)];
            for c in [(mover + 1) % 4, (mover + 3) % 4] {
                for x in p.pieces[usize::from(c)].iter_mut() {
                    if self.tracks[usize::from(c)][usize::from(*x)] == cell {
                        *x = 0;
                    }
                }
            }
        }
        for side in 0..2 {
            if self.home(p, side) && self.home(p, side + 2) {
                p.won = Some(side);
                p.pending = None;
            }
        }
    }
}
