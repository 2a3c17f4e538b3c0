//! The one move generator: where a pawn lands by count, whether it may, and every legal step of the card in play, for `legal_actions` and `apply` alike.

use alloc::vec::Vec;

use super::action::SlideAction;
use super::game::SlideGame;
use super::rules::Card;
use super::state::{Phase, Place, SlideState};
use crate::game::{Discard, Seat};

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

    /// The lowest-numbered pawn of `seat` in Start.
    pub(crate) fn in_start(&self, s: &SlideState, seat: Seat) -> Option<u8> {
        self.own(s, seat)
            .find(|&(_, p)| p == Place::Start)
            .map(|(i, _)| i)
    }

    /// Whether `pawn` may move `steps` forward.
    pub(crate) fn forward_ok(&self, s: &SlideState, seat: Seat, pawn: u8, steps: u8) -> bool {
        let from = s.pawns[usize::from(seat.0)][usize::from(pawn)];
        self.forward(seat, from, steps)
            .is_some_and(|to| self.free_for(s, seat, pawn, to))
    }

    fn backward_ok(&self, s: &SlideState, seat: Seat, pawn: u8, steps: u8) -> bool {
        let from = s.pawns[usize::from(seat.0)][usize::from(pawn)];
        self.backward(seat, from, steps)
            .is_some_and(|to| self.free_for(s, seat, pawn, to))
    }

    /// Opponents' pawns on the track, as (seat, pawn).
    fn targets<'a>(&'a self, s: &'a SlideState, seat: Seat) -> impl Iterator<Item = (u8, u8)> + 'a {
        (0..self.players)
            .filter(move |&o| o != seat.0)
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
        let n = self.rules.pawns;
        if let Some((first, left)) = s.split {
            for p in (0..n).filter(|&p| p != first && self.forward_ok(s, seat, p, left)) {
                f(SlideAction::Forward {
                    pawn: p,
                    steps: left,
                });
            }
            return;
        }
        match card {
            Card::One | Card::Two => {
                if let Some(p) = self.in_start(s, seat) {
                    let circle = Place::Track(self.start_circle(seat));
                    if self.free_for(s, seat, p, circle) {
                        f(SlideAction::Start { pawn: p });
                    }
                }
                self.forwards(s, seat, card.number(), f);
            }
            Card::Four => self.backwards(s, seat, 4, f),
            Card::Seven => {
                self.forwards(s, seat, 7, f);
                self.splits(s, seat, f);
            }
            Card::Ten => {
                self.forwards(s, seat, 10, f);
                self.backwards(s, seat, 1, f);
            }
            Card::Eleven => self.elevens(s, seat, f),
            Card::Sorry => {
                if let Some(p) = self.in_start(s, seat) {
                    for (o, q) in self.targets(s, seat) {
                        f(SlideAction::Sorry {
                            pawn: p,
                            seat: o,
                            target: q,
                        });
                    }
                }
            }
            c => {
                self.forwards(s, seat, c.number(), f);
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
        for p in (0..self.rules.pawns).filter(|&p| self.forward_ok(s, seat, p, steps)) {
            f(SlideAction::Forward { pawn: p, steps });
            any = true;
        }
        any
    }

    /// Every pawn `steps` backward.
    fn backwards(&self, s: &SlideState, seat: Seat, steps: u8, f: &mut impl FnMut(SlideAction)) {
        for p in (0..self.rules.pawns).filter(|&p| self.backward_ok(s, seat, p, steps)) {
            f(SlideAction::Backward { pawn: p, steps });
        }
    }

    /// The first parts of a split 7: `k` of 1 to 6 steps for one pawn such
    /// that, after it, another pawn can move the other `7 - k`.
    fn splits(&self, s: &SlideState, seat: Seat, f: &mut impl FnMut(SlideAction)) {
        for k in 1..7u8 {
            for p in 0..self.rules.pawns {
                if !self.forward_ok(s, seat, p, k) {
                    continue;
                }
                let first = SlideAction::Forward { pawn: p, steps: k };
                let mut after = *s;
                self.step(&mut after, seat, first, &mut Discard);
                let rest = (0..self.rules.pawns)
                    .any(|q| q != p && self.forward_ok(&after, seat, q, 7 - k));
                if rest {
                    f(first);
                }
            }
        }
    }

    /// An 11: every pawn 11 forward, every swap of a pawn on the track with
    /// an opponent's on the track, and declining when no pawn can move 11
    /// but a swap exists.
    fn elevens(&self, s: &SlideState, seat: Seat, f: &mut impl FnMut(SlideAction)) {
        let any_forward = self.forwards(s, seat, 11, f);
        let mut swaps = false;
        for (p, place) in self.own(s, seat) {
            if !matches!(place, Place::Track(_)) {
                continue;
            }
            for (o, q) in self.targets(s, seat) {
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
