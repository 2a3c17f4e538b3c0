//! The physical checks of one way of using the dice, the generator's first step: for each of a seat's tokens (four at once, in lanes) whether it is in the yard, finished, past the end, stopped by a block on its way, by an own token, an opponent's block or a full square where it would stop; and whether it may enter. Each check leaves its own mark, so a refusal names the check that made it.

use super::YARD;
use super::features::{
    BLOCKS, BOUNCE, CAPACITY, ENTRY_CAPTURE, GOAL_FIELDS, KEEP_APART, PASSING_BLOCKS, SAFE,
};
use super::game::LudoGame;
use super::occupancy::{
    Blocks, Word, above, beside_others, count_on, equal, first_in, gather, has, others_at,
    paired_colours, spread,
};
use super::rules::EntryCapture;
use super::squares::OFF_TRACK;
use super::state::Rows;
use crate::game::Seat;

/// Why each of a seat's tokens may not move one way: a mark per check and
/// token, in the order the checks are made (a refused move is explained
/// by its first mark).
#[derive(Clone, Copy, Default)]
pub(crate) struct Checks<W> {
    /// Each token's progress after the move (bounced where it bounces).
    pub(crate) to: W,
    /// In the yard.
    pub(crate) yard: W,
    /// On the finishing square.
    pub(crate) finished: W,
    /// Past the end of the path, with no bounce.
    pub(crate) over: W,
    /// A block on the way.
    pub(crate) passing: W,
    /// An own token where it would stop, where own tokens may not share.
    pub(crate) own: W,
    /// An opponent's block where it would stop.
    pub(crate) block: W,
    /// A full square where it would stop.
    pub(crate) full: W,
    /// The tokens that may move.
    pub(crate) ok: W,
}

/// Why entering is refused, by the first check that refuses it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum EntryCheck {
    Ok,
    NoEntryRoll,
    YardEmpty,
    OwnToken,
    Block,
    Full,
}

/// One seat's tokens as the generator reads them: its row in lanes, the
/// lanes that are tokens, and the board's blocks along its path, found
/// only under rules with blocks.
pub(crate) struct Mover<'a, W> {
    pub(crate) rows: &'a Rows,
    pub(crate) seat: Seat,
    pub(crate) row: W,
    pub(crate) used: W,
    pub(crate) yard: W,
    /// The board's blocks along the mover's path, under rules with blocks.
    pub(crate) blocks: Option<Blocks>,
}

impl LudoGame {
    /// `seat`'s tokens in `rows`, as the generator reads them.
    #[inline(always)]
    pub(crate) fn mover<'a, const F: u32, W: Word>(
        &self,
        rows: &'a Rows,
        seat: Seat,
    ) -> Mover<'a, W> {
        self.mover_knowing::<F, W>(rows, seat, None)
    }

    /// [`LudoGame::mover`], told which colours have two tokens together
    /// on the track ([`paired_colours`] of every colour in play) by a
    /// caller that keeps it from one roll to the next, or finding out.
    #[inline(always)]
    pub(crate) fn mover_knowing<'a, const F: u32, W: Word>(
        &self,
        rows: &'a Rows,
        seat: Seat,
        paired: Option<u8>,
    ) -> Mover<'a, W> {
        let raw = rows.get(seat.index()).copied().unwrap_or([YARD; 4]);
        let (row, used) = (W::of_row(raw), W::pick(self.used_narrow, self.used));
        let end = self.rules.geometry.home_start();
        // Landing blocks stop the mover only where opponents hold them;
        // passing blocks are anybody's.
        let colours = match self.has::<F>(PASSING_BLOCKS) {
            true => self.in_play,
            false => self.in_play & !(1u8 << (seat.0 & 7)),
        };
        let blocks = match self.has::<F>(BLOCKS) {
            true => {
                let paired = paired.unwrap_or_else(|| paired_colours(rows, colours, end));
                Blocks::of(
                    &self.squares,
                    rows,
                    paired & colours,
                    seat.0,
                    self.used,
                    end,
                )
            }
            false => None,
        };
        Mover {
            rows,
            seat,
            row,
            used,
            yard: equal(row, YARD) & used,
            blocks,
        }
    }

    /// The squares a die showing `roll` moves the mover's tokens: a 6
    /// counts [`LudoRules::six_when_all_out`](super::LudoRules) once none
    /// is in the yard.
    #[inline(always)]
    pub(crate) fn step_of<W: Word>(&self, m: &Mover<'_, W>, roll: u8) -> u8 {
        match roll == 6 && m.yard == W::default() {
            true => self.rules.six_when_all_out,
            false => roll,
        }
    }

    /// The physical checks of moving each of the mover's tokens `distance`
    /// squares, bouncing off the end where the rules and `may_bounce`
    /// allow.
    #[inline(always)]
    pub(crate) fn advance<const F: u32, W: Word>(
        &self,
        m: &Mover<'_, W>,
        distance: u8,
        may_bounce: bool,
    ) -> Checks<W> {
        let last = self.last;
        let mut c = Checks {
            yard: m.yard,
            finished: match self.has::<F>(GOAL_FIELDS) {
                false => equal(m.row, last) & m.used,
                true => W::default(),
            },
            ..Checks::default()
        };
        // A token past the end (in a state set up by hand) is no more live
        // than one in the yard: it never moves.
        let live = m.used & !c.yard & !c.finished & !above(m.row, last);
        // Only live lanes move: none of them carries into its neighbour
        // (a narrow word is chosen only where no move reaches 128).
        let forward = (m.row & spread(live)) + W::splat(u16::from(distance));
        let beyond = above(forward, last) & live;
        let bounce = match may_bounce && self.has::<F>(BOUNCE) {
            true => beyond,
            false => W::default(),
        };
        c.over = beyond & !bounce;
        c.to = forward;
        if bounce != W::default() {
            // Only the lanes that bounce, each below twice the last
            // progress (a die's move is short of the home column's
            // length), so no lane borrows from the next.
            let lanes = spread(bounce);
            let back = (W::splat(2 * u16::from(last)) & lanes) - (forward & lanes);
            c.to = (forward & !lanes) | back;
        }
        // Past the end: refused like a move past the end.
        c.over = c.over | (m.used & !c.yard & !c.finished & above(m.row, last));
        let moving = live & !c.over;
        if let Some(blocks) = m
            .blocks
            .as_ref()
            .filter(|b| self.has::<F>(PASSING_BLOCKS) && b.all != [0; 4])
        {
            c.passing = self.passing(m, blocks, forward, moving);
        }
        let landing = moving & !c.passing;
        self.landing::<F, W>(m, &mut c, landing);
        c.ok = moving & !c.passing & !c.own & !c.block & !c.full;
        c
    }

    /// The marks of the `moving` tokens that would pass a block on their
    /// way to `forward` (the squares strictly between, up to the end of
    /// the track).
    #[inline(never)]
    fn passing<W: Word>(&self, m: &Mover<'_, W>, blocks: &Blocks, forward: W, moving: W) -> W {
        let end = u16::from(self.rules.geometry.home_start());
        let mut ways = 0;
        for t in 0..4u32 {
            if moving.gather() >> t & 1 == 0 {
                continue;
            }
            let from = m.row.lane(t) & 0xff;
            let to = forward.lane(t).min(end);
            if first_in(&blocks.all, from + 1, to).is_some() {
                ways |= 1 << t;
            }
        }
        W::scatter(ways)
    }

    /// The landing checks of the `moving` tokens, into `c`: an own token
    /// where own tokens may not share, an opponent's block, a full square.
    #[inline(always)]
    fn landing<const F: u32, W: Word>(&self, m: &Mover<'_, W>, c: &mut Checks<W>, moving: W) {
        let finish = match self.has::<F>(GOAL_FIELDS) {
            false => equal(c.to, self.last),
            true => W::default(),
        };
        if self.has::<F>(KEEP_APART) {
            c.own = beside_others(c.to, m.row, m.used) & moving & !finish;
        }
        // The track ends before the home column (a path has one square at
        // least).
        let on_track = moving & !above(c.to, self.rules.geometry.home_start().saturating_sub(1));
        if let Some(blocks) = m.blocks.as_ref().filter(|b| b.theirs != [0; 4]) {
            c.block = lane_marks(c.to, on_track & !c.own, |_, p| has(&blocks.theirs, p));
        }
        if self.has::<F>(CAPACITY) {
            let cap = self.rules.square_capacity.unwrap_or(u8::MAX);
            c.full = self.full_landings::<F, W>(m, c, moving & !c.own & !c.block & !finish, cap);
        }
    }

    /// The marks of the tokens whose move would end on a full square:
    /// where they stop, their own tokens stay, and on a safe square the
    /// opponents' too (elsewhere those are captured and make room).
    #[inline(never)]
    fn full_landings<const F: u32, W: Word>(
        &self,
        m: &Mover<'_, W>,
        c: &Checks<W>,
        moving: W,
        cap: u8,
    ) -> W {
        let own = others_at(c.to, m.row, m.used);
        let squares = self.squares.row(m.seat.0);
        let others = self.in_play & !(1u8 << (m.seat.0 & 7));
        lane_marks(c.to, moving, |t, p| {
            let mine = own.lane(t) as u8 & 3;
            // Off the track (the home column) only own tokens stand.
            let square = squares[usize::from(p)];
            let theirs = match self.has::<F>(SAFE) && square != OFF_TRACK && self.is_safe(square) {
                true => count_on(&self.squares, m.rows, others, square),
                false => 0,
            };
            mine + theirs >= cap
        })
    }

    /// Whether the mover may enter a token on a roll of `value`, or the
    /// first check that refuses it.
    #[inline(always)]
    pub(crate) fn entry<const F: u32, W: Word>(&self, m: &Mover<'_, W>, value: u8) -> EntryCheck {
        if value > 6 || self.entries >> value & 1 == 0 {
            return EntryCheck::NoEntryRoll;
        }
        if m.yard == W::default() {
            return EntryCheck::YardEmpty;
        }
        let own = gather(equal(m.row, 0) & m.used);
        if own != 0 && self.has::<F>(KEEP_APART) {
            return EntryCheck::OwnToken;
        }
        let square = self.squares.start(m.seat.0);
        let as_a_move = !self.has::<F>(ENTRY_CAPTURE) || !self.is_safe(square);
        if as_a_move && m.blocks.as_ref().is_some_and(|b| has(&b.theirs, 0)) {
            return EntryCheck::Block;
        }
        if self.has::<F>(CAPACITY) && self.start_is_full(m, square, own, as_a_move) {
            return EntryCheck::Full;
        }
        EntryCheck::Ok
    }

    /// Whether the start square is too full to enter onto: its own tokens
    /// stay, and on a safe start the opponents' too, but for the one a
    /// capture on entering takes.
    #[cold]
    fn start_is_full<W: Word>(
        &self,
        m: &Mover<'_, W>,
        square: u8,
        own: u8,
        as_a_move: bool,
    ) -> bool {
        let mine = own.count_ones() as u8;
        let safe = self.is_safe(square);
        let others = self.in_play & !(1u8 << (m.seat.0 & 7));
        let theirs = match safe {
            true => count_on(&self.squares, m.rows, others, square),
            false => 0,
        };
        let taken = u8::from(!as_a_move && self.entry_victim(m.rows, m.seat).is_some());
        self.full(mine + theirs - taken)
    }

    /// Whether `tokens` tokens reach the square capacity.
    #[inline]
    pub(crate) fn full(&self, tokens: u8) -> bool {
        self.rules.square_capacity.is_some_and(|cap| tokens >= cap)
    }

    /// The opponent's token that entering takes on `seat`'s safe start
    /// square under [`EntryCapture::OneOpponent`] (or its "when full"
    /// form), if any: the opponent who plays soonest after `seat`, its
    /// lowest-numbered token there.
    pub(crate) fn entry_victim(&self, rows: &Rows, seat: Seat) -> Option<(Seat, u8)> {
        let square = self.squares.start(seat.0);
        if self.rules.entry_capture == EntryCapture::AsAMove || !self.is_safe(square) {
            return None;
        }
        let total = count_on(&self.squares, rows, self.in_play, square);
        if self.rules.entry_capture == EntryCapture::OneOpponentWhenFull && !self.full(total) {
            return None;
        }
        let colours = super::rules::MAX_SEATS as u8;
        (1..colours)
            .map(|k| Seat((seat.0 + k) % colours))
            .filter(|&o| self.plays(o))
            .find_map(|o| {
                super::occupancy::token_on(&self.squares, rows, o.0, square).map(|t| (o, t))
            })
    }

    /// The mover's tokens standing in one of its own blocks (two or more
    /// own tokens on one track square), a bit each.
    #[inline]
    pub(crate) fn in_blocks<W: Word>(&self, m: &Mover<'_, W>) -> u8 {
        let on_track =
            m.used & !m.yard & !above(m.row, self.rules.geometry.home_start().wrapping_sub(1));
        gather(beside_others(m.row, m.row, m.used) & on_track)
    }

    /// The mover's tokens on their start square (progress 0), a bit each.
    #[inline(always)]
    pub(crate) fn starters<W: Word>(m: &Mover<'_, W>) -> u8 {
        gather(equal(m.row, 0) & m.used)
    }
}

/// The marks of the lanes of `marks` for which `f(lane, value in at)`
/// holds.
#[inline(always)]
fn lane_marks<W: Word>(at: W, marks: W, f: impl Fn(u32, u8) -> bool) -> W {
    let mut hits = 0;
    let mut left = marks.gather();
    while left != 0 {
        let t = left.trailing_zeros();
        left &= left - 1;
        if f(t, at.lane(t) as u8) {
            hits |= 1 << t;
        }
    }
    W::scatter(hits)
}
