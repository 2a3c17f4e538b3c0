//! The one move generator: where a pawn lands by count, whether it may, and every legal step of the card in play, for `legal_actions` and `apply` alike.

use alloc::vec::Vec;

use super::action::SlideAction;
use super::game::SlideGame;
use super::rules::Card;
use super::state::{Phase, Place, SlideState};
use crate::game::{Discard, Seat};

/// The colours a seat moves, with the first pawn index of each.
type Colours =
    core::iter::Chain<core::array::IntoIter<(Seat, u8), 1>, core::option::IntoIter<(Seat, u8)>>;

impl SlideGame {
    /// Where `seat`'s pawn at `from` lands moving `steps` forward, by its
    /// own road: round the track to its turn square, into its safety zone,
    /// Home by exact count. `None` past Home, or from Start or Home.
    pub(crate) fn forward(&self, seat: Seat, from: Place, steps: u8) -> Option<Place> {
        let safety = self.rules.safety;
        let into_zone = |s: u8| match s {
            s if s <= safety => Some(Place::Safety(s)),
            s if s == safety + 1 => Some(Place::Home),
            _ => None,
        };
        match from {
            Place::Track(sq) => {
                let track = u16::from(self.rules.track());
                let turn = u16::from(self.origin(seat) + self.rules.turn_at);
                let to_turn = (turn + track - u16::from(sq) % track) % track;
                let steps16 = u16::from(steps);
                if steps16 <= to_turn {
                    Some(Place::Track(((u16::from(sq) + steps16) % track) as u8))
                } else {
                    into_zone((steps16 - to_turn) as u8)
                }
            }
            Place::Safety(s) => into_zone(s.saturating_add(steps)),
            Place::Start | Place::Home => None,
        }
    }

    /// Where `seat`'s pawn at `from` lands moving `steps` backward: back
    /// along the track, or out of its safety zone past the turn square.
    pub(crate) fn backward(&self, seat: Seat, from: Place, steps: u8) -> Option<Place> {
        let track = u16::from(self.rules.track());
        let back = |sq: u16, n: u16| Place::Track(((sq % track + track - n % track) % track) as u8);
        match from {
            Place::Track(sq) => Some(back(u16::from(sq), u16::from(steps))),
            Place::Safety(s) if steps < s => Some(Place::Safety(s - steps)),
            Place::Safety(s) => {
                let turn = u16::from(self.origin(seat) + self.rules.turn_at);
                Some(back(turn, u16::from(steps - s)))
            }
            Place::Start | Place::Home => None,
        }
    }

    /// Whether `seat`'s pawn `pawn` may stand on `to`: Home always;
    /// elsewhere no other pawn of its own there.
    pub(crate) fn free_for(&self, s: &SlideState, seat: Seat, pawn: u8, to: Place) -> bool {
        to == Place::Home || !self.own(s, seat).any(|(q, place)| q != pawn && place == to)
    }

    /// `seat`'s pawns in play with their places.
    pub(crate) fn own<'a>(
        &self,
        s: &'a SlideState,
        seat: Seat,
    ) -> impl Iterator<Item = (u8, Place)> + 'a {
        let row = &s.pawns[usize::from(seat.0) % s.pawns.len()];
        row.iter()
            .take(usize::from(self.rules.pawns))
            .enumerate()
            .map(|(i, &p)| (i as u8, p))
    }

    /// `seat`'s partner, whose pawns it moves too (the partner game only).
    #[inline]
    pub fn partner(&self, seat: Seat) -> Option<Seat> {
        (self.rules.partners && self.players == 4).then_some(Seat((seat.0 + 2) % 4))
    }

    /// The pawn indexes a player names: its own pawns `0..pawns`, then in
    /// the partner game its partner's, `pawns + q` for the partner's pawn
    /// `q`.
    #[inline]
    pub fn pawn_indexes(&self) -> u8 {
        if self.rules.partners {
            2 * self.rules.pawns
        } else {
            self.rules.pawns
        }
    }

    /// The seat and pawn that `seat`'s pawn index `i` names (see
    /// [`SlideGame::pawn_indexes`]).
    #[inline]
    pub fn pawn_of(&self, seat: Seat, i: u8) -> (Seat, u8) {
        match self.partner(seat) {
            Some(partner) if i >= self.rules.pawns => (partner, i - self.rules.pawns),
            _ => (seat, i),
        }
    }

    /// Where the pawn that `seat`'s index `i` names stands.
    #[inline]
    pub(crate) fn place(&self, s: &SlideState, seat: Seat, i: u8) -> Place {
        let (o, q) = self.pawn_of(seat, i);
        s.pawns[usize::from(o.0) % s.pawns.len()][usize::from(q) % s.pawns[0].len()]
    }

    /// The colours `seat` moves: its own, then its partner's.
    fn colours(&self, seat: Seat) -> Colours {
        let first = [(seat, 0)];
        let second = self.partner(seat).map(|p| (p, self.rules.pawns));
        first.into_iter().chain(second)
    }

    /// Whether `seat`'s side has won: every pawn of the side (its
    /// partner's too) Home, or with [`SlideRules::whole_side_home`] off
    /// every pawn of one of its colours.
    ///
    /// [`SlideRules::whole_side_home`]: super::SlideRules::whole_side_home
    pub(crate) fn side_home(&self, s: &SlideState, seat: Seat) -> bool {
        let home = |c: Seat| self.own(s, c).all(|(_, p)| p == Place::Home);
        if self.rules.whole_side_home {
            self.colours(seat).all(|(c, _)| home(c))
        } else {
            self.colours(seat).any(|(c, _)| home(c))
        }
    }

    /// The lowest-numbered pawn of each colour `seat` moves that is in
    /// Start, as `seat`'s pawn index.
    pub(crate) fn in_start<'a>(
        &'a self,
        s: &'a SlideState,
        seat: Seat,
    ) -> impl Iterator<Item = u8> + 'a {
        self.colours(seat).filter_map(move |(c, base)| {
            self.own(s, c)
                .find(|&(_, p)| p == Place::Start)
                .map(|(q, _)| base + q)
        })
    }

    /// Whether `seat`'s pawn index `i` may move `steps` forward.
    pub(crate) fn forward_ok(&self, s: &SlideState, seat: Seat, i: u8, steps: u8) -> bool {
        let (o, q) = self.pawn_of(seat, i);
        let from = s.pawns[usize::from(o.0)][usize::from(q)];
        self.forward(o, from, steps)
            .is_some_and(|to| self.free_for(s, o, q, to))
    }

    fn backward_ok(&self, s: &SlideState, seat: Seat, i: u8, steps: u8) -> bool {
        let (o, q) = self.pawn_of(seat, i);
        let from = s.pawns[usize::from(o.0)][usize::from(q)];
        self.backward(o, from, steps)
            .is_some_and(|to| self.free_for(s, o, q, to))
    }

    /// Pawns on the track, as (seat, pawn): the opponents' of `seat`, or
    /// with `side` those of `seat`'s side.
    fn targets<'a>(
        &'a self,
        s: &'a SlideState,
        seat: Seat,
        side: bool,
    ) -> impl Iterator<Item = (u8, u8)> + 'a {
        let ours = move |o: u8| o == seat.0 || self.partner(seat) == Some(Seat(o));
        (0..self.players)
            .filter(move |&o| ours(o) == side)
            .flat_map(move |o| {
                self.own(s, Seat(o))
                    .filter(|&(_, p)| matches!(p, Place::Track(_)))
                    .map(move |(q, _)| (o, q))
            })
    }

    /// Every legal step of the card in play, into `out` (cleared first);
    /// empty unless a move is awaited.
    pub(crate) fn moves(&self, s: &SlideState, out: &mut Vec<SlideAction>) {
        out.clear();
        self.each_move(s, &mut |a| out.push(a));
    }

    /// Whether `action` is a legal step: the generator's own list, asked.
    pub(crate) fn is_legal(&self, s: &SlideState, action: SlideAction) -> bool {
        let mut found = false;
        self.each_move(s, &mut |a| found |= a == action);
        found
    }

    /// Whether the card in play allows any step.
    pub(crate) fn has_move(&self, s: &SlideState) -> bool {
        let mut any = false;
        self.each_move(s, &mut |_| any = true);
        any
    }

    /// The one move generator: calls `f` with every legal step of the
    /// card in play, in a fixed order.
    fn each_move(&self, s: &SlideState, f: &mut impl FnMut(SlideAction)) {
        let (Phase::AwaitingMove, Some(card)) = (s.phase, s.card) else {
            return;
        };
        let seat = s.turn;
        if let Some((moved, left)) = s.split {
            self.split_rest(s, seat, moved, left, f);
            return;
        }
        match card {
            Card::One | Card::Two => {
                for i in self.in_start(s, seat) {
                    let (o, q) = self.pawn_of(seat, i);
                    let circle = Place::Track(self.start_circle(o));
                    if self.free_for(s, o, q, circle) {
                        f(SlideAction::Start { pawn: i });
                    }
                }
                self.forwards(s, seat, card.number(), f);
            }
            Card::Four => self.backwards(s, seat, 4, f),
            Card::Seven => {
                self.forwards(s, seat, 7, f);
                self.split_rest(s, seat, 0, 7, f);
            }
            Card::Ten => {
                self.forwards(s, seat, 10, f);
                self.backwards(s, seat, 1, f);
            }
            Card::Eleven => self.elevens(s, seat, f),
            Card::Sorry => self.sorries(s, seat, f),
            c => {
                self.forwards(s, seat, c.number(), f);
            }
        }
    }

    /// A Sorry! card: each colour's first pawn in Start onto each
    /// opponent's pawn on the track; in the partner game with none, onto
    /// the side's pawns of the other colour.
    fn sorries(&self, s: &SlideState, seat: Seat, f: &mut impl FnMut(SlideAction)) {
        let none = self.targets(s, seat, false).next().is_none();
        let side = none && self.rules.partners && self.rules.sorry_on_side;
        for i in self.in_start(s, seat) {
            let (o, _) = self.pawn_of(seat, i);
            for (t, q) in self.targets(s, seat, side).filter(|&(t, _)| t != o.0) {
                f(SlideAction::Sorry {
                    pawn: i,
                    seat: t,
                    target: q,
                });
            }
        }
    }

    /// Every pawn `steps` forward; whether any could.
    fn forwards(
        &self,
        s: &SlideState,
        seat: Seat,
        steps: u8,
        f: &mut impl FnMut(SlideAction),
    ) -> bool {
        let mut any = false;
        for p in (0..self.pawn_indexes()).filter(|&p| self.forward_ok(s, seat, p, steps)) {
            f(SlideAction::Forward { pawn: p, steps });
            any = true;
        }
        any
    }

    /// Every pawn `steps` backward.
    fn backwards(&self, s: &SlideState, seat: Seat, steps: u8, f: &mut impl FnMut(SlideAction)) {
        for p in (0..self.pawn_indexes()).filter(|&p| self.backward_ok(s, seat, p, steps)) {
            f(SlideAction::Backward { pawn: p, steps });
        }
    }

    /// The parts of a split 7 with `left` steps to play, the pawns in
    /// `moved` (a bit per pawn index) having moved: every pawn not yet
    /// moved with the whole rest, once at least one part is played; then
    /// every smaller part after which the rest can still be played, while
    /// the rules allow another part.
    fn split_rest(
        &self,
        s: &SlideState,
        seat: Seat,
        moved: u8,
        left: u8,
        f: &mut impl FnMut(SlideAction),
    ) {
        let n = self.pawn_indexes();
        let free = move |p: u8| moved & (1 << p) == 0;
        if moved != 0 {
            for p in (0..n).filter(|&p| free(p) && self.forward_ok(s, seat, p, left)) {
                f(SlideAction::Forward {
                    pawn: p,
                    steps: left,
                });
            }
        }
        let parts = moved.count_ones() as u8 + 1;
        if parts + 1 > self.rules.seven_parts {
            return;
        }
        for k in 1..left {
            for p in (0..n).filter(|&p| free(p) && self.forward_ok(s, seat, p, k)) {
                let first = SlideAction::Forward { pawn: p, steps: k };
                let mut after = *s;
                self.step(&mut after, seat, first, &mut Discard);
                if self.can_finish(&after, seat, moved | (1 << p), left - k) {
                    f(first);
                }
            }
        }
    }

    /// Whether the last `left` steps of a split 7 can be played by pawns
    /// not in `moved`, within the rules' number of parts: a search that
    /// stops at the first way found.
    fn can_finish(&self, s: &SlideState, seat: Seat, moved: u8, left: u8) -> bool {
        let n = self.pawn_indexes();
        let free = |p: u8| moved & (1 << p) == 0;
        if (0..n).any(|p| free(p) && self.forward_ok(s, seat, p, left)) {
            return true;
        }
        if moved.count_ones() as u8 + 1 >= self.rules.seven_parts {
            return false;
        }
        (1..left).any(|k| {
            (0..n).any(|p| {
                if !free(p) || !self.forward_ok(s, seat, p, k) {
                    return false;
                }
                let mut after = *s;
                self.step(
                    &mut after,
                    seat,
                    SlideAction::Forward { pawn: p, steps: k },
                    &mut Discard,
                );
                self.can_finish(&after, seat, moved | (1 << p), left - k)
            })
        })
    }

    /// An 11: every pawn 11 forward, every swap of a pawn on the track with
    /// an opponent's on the track, and declining when no pawn can move 11
    /// but a swap exists.
    fn elevens(&self, s: &SlideState, seat: Seat, f: &mut impl FnMut(SlideAction)) {
        let any_forward = self.forwards(s, seat, 11, f);
        let mut swaps = false;
        for p in 0..self.pawn_indexes() {
            if !matches!(self.place(s, seat, p), Place::Track(_)) {
                continue;
            }
            for (o, q) in self.targets(s, seat, false) {
                f(SlideAction::Swap {
                    pawn: p,
                    seat: o,
                    target: q,
                });
                swaps = true;
            }
        }
        if swaps && !any_forward {
            f(SlideAction::Pass);
        }
    }
}
