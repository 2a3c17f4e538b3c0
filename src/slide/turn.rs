//! What one action does: a draw (the pile, a reshuffle, a card to play or forfeit), a step of a card (a pawn moved, bumps, slides), and the end of the card (a win, a 2's second draw, the next seat).

use super::action::SlideAction;
use super::error::SlideError;
use super::event::SlideEvent;
use super::game::SlideGame;
use super::rules::Card;
use super::state::{Phase, Place, SlideState};
use crate::game::{EventSink, Seat};

impl SlideGame {
    /// Draws `card` from the pile: refused when none is left. The draw
    /// that empties the pile reshuffles the whole deck into a new one. The
    /// card then awaits a move, or is forfeited when it allows none.
    pub(crate) fn draw(
        &self,
        s: &mut SlideState,
        card: Card,
        events: &mut impl EventSink<SlideEvent>,
    ) -> Result<(), SlideError> {
        let i = card.index();
        // A pile emptied from outside reads as the whole deck, as `chance`
        // reads it; nothing is written before the refusal.
        let mut pile = s.pile;
        if pile.iter().all(|&n| n == 0) {
            pile = self.rules.deck;
        }
        if pile[i] == 0 {
            return Err(SlideError::NotInDeck(card));
        }
        pile[i] -= 1;
        s.pile = pile;
        let seat = s.turn;
        events.push(SlideEvent::Drew { seat, card });
        if s.pile.iter().all(|&n| n == 0) {
            s.pile = self.rules.deck;
            events.push(SlideEvent::Reshuffled);
        }
        s.phase = Phase::AwaitingMove;
        s.card = Some(card);
        s.split = None;
        if !self.has_move(s) {
            events.push(SlideEvent::Forfeited { seat, card });
            self.end_card(s, seat, card, events);
        }
        Ok(())
    }

    /// Plays a step of the card in play, refused unless the generator
    /// lists it.
    pub(crate) fn play(
        &self,
        s: &mut SlideState,
        action: SlideAction,
        events: &mut impl EventSink<SlideEvent>,
    ) -> Result<(), SlideError> {
        let Some(card) = s.card else {
            return Err(SlideError::Misfit);
        };
        if let SlideAction::Draw(_) = action {
            return Err(SlideError::MoveAwaited { card });
        }
        if !self.is_legal(s, action) {
            return Err(SlideError::NotAllowed { card });
        }
        let seat = s.turn;
        self.step(s, seat, action, events);
        let (moved, left) = s.split.unwrap_or((0, 7));
        // A part of a split 7 that wins (in the partner game, the last pawn
        // of a colour Home when one colour wins) ends the card and the game.
        let won = self.side_home(s, seat);
        match (card, action) {
            (Card::Seven, SlideAction::Forward { pawn, steps }) if steps < left && !won => {
                s.split = Some((moved | (1 << pawn), left - steps));
            }
            _ => {
                s.split = None;
                self.end_card(s, seat, card, events);
            }
        }
        Ok(())
    }

    /// Does a legal step: the pawn moves, bumps what it lands on, slides.
    /// `seat` is the player; the pawn indexes are its own (its partner's
    /// pawns from [`SlideRules::pawns`](super::SlideRules::pawns) on).
    pub(crate) fn step(
        &self,
        s: &mut SlideState,
        seat: Seat,
        action: SlideAction,
        events: &mut impl EventSink<SlideEvent>,
    ) {
        let (o, q) = match action {
            SlideAction::Start { pawn }
            | SlideAction::Forward { pawn, .. }
            | SlideAction::Backward { pawn, .. }
            | SlideAction::Sorry { pawn, .. }
            | SlideAction::Swap { pawn, .. } => self.pawn_of(seat, pawn),
            SlideAction::Pass => return events.push(SlideEvent::Declined { seat }),
            SlideAction::Draw(_) => return,
        };
        if o != seat {
            events.push(SlideEvent::ForPartner { seat, partner: o });
        }
        let from = s.pawns[usize::from(o.0)][usize::from(q)];
        match action {
            SlideAction::Start { .. } => {
                let to = Place::Track(self.start_circle(o));
                self.land(s, o, q, to, true, events);
            }
            SlideAction::Forward { steps, .. } => {
                if let Some(to) = self.forward(o, from, steps) {
                    self.land(s, o, q, to, true, events);
                }
            }
            SlideAction::Backward { steps, .. } => {
                if let Some(to) = self.backward(o, from, steps) {
                    self.land(s, o, q, to, true, events);
                }
            }
            SlideAction::Sorry {
                seat: t, target, ..
            } => {
                let to = s.pawns[usize::from(t)][usize::from(target)];
                let slides = self.rules.placed_pawns_slide;
                self.land(s, o, q, to, slides, events);
            }
            SlideAction::Swap {
                seat: t, target, ..
            } => self.swap(s, (o, q), (Seat(t), target), events),
            SlideAction::Pass | SlideAction::Draw(_) => {}
        }
    }

    /// An 11's swap of `mine` (a pawn of the player's side) with `theirs`.
    fn swap(
        &self,
        s: &mut SlideState,
        (o, q): (Seat, u8),
        (t, target): (Seat, u8),
        events: &mut impl EventSink<SlideEvent>,
    ) {
        let mine = s.pawns[usize::from(o.0)][usize::from(q)];
        let theirs = s.pawns[usize::from(t.0)][usize::from(target)];
        s.pawns[usize::from(t.0)][usize::from(target)] = mine;
        events.push(SlideEvent::Moved {
            seat: t,
            pawn: target,
            from: theirs,
            to: mine,
        });
        events.push(SlideEvent::Moved {
            seat: o,
            pawn: q,
            from: mine,
            to: theirs,
        });
        s.pawns[usize::from(o.0)][usize::from(q)] = theirs;
        if self.rules.placed_pawns_slide {
            self.slide(s, o, q, events);
        }
    }

    /// `seat`'s `pawn` lands on `to`: whoever stands there is bumped, then
    /// (when `slides`) another colour's triangle slides it.
    fn land(
        &self,
        s: &mut SlideState,
        seat: Seat,
        pawn: u8,
        to: Place,
        slides: bool,
        events: &mut impl EventSink<SlideEvent>,
    ) {
        let from = s.pawns[usize::from(seat.0)][usize::from(pawn)];
        events.push(SlideEvent::Moved {
            seat,
            pawn,
            from,
            to,
        });
        if let Place::Track(_) = to {
            self.bump_at(s, (seat, pawn), to, events);
        }
        s.pawns[usize::from(seat.0)][usize::from(pawn)] = to;
        if slides {
            self.slide(s, seat, pawn, events);
        }
    }

    /// If `pawn` stands on the triangle of another side's slide, it slides
    /// to the end, bumping every pawn on the way (its own too).
    fn slide(
        &self,
        s: &mut SlideState,
        seat: Seat,
        pawn: u8,
        events: &mut impl EventSink<SlideEvent>,
    ) {
        let Place::Track(at) = s.pawns[usize::from(seat.0)][usize::from(pawn)] else {
            return;
        };
        let Some(Some((end, side))) = self.slides.get(usize::from(at)).copied() else {
            return;
        };
        if side == self.side_of(seat) {
            return;
        }
        for sq in at + 1..=end {
            self.bump_at(s, (seat, pawn), Place::Track(sq), events);
        }
        let to = Place::Track(end);
        s.pawns[usize::from(seat.0)][usize::from(pawn)] = to;
        events.push(SlideEvent::Slid { seat, pawn, to });
    }

    /// Sends every pawn on `square` back to Start but `mover`.
    fn bump_at(
        &self,
        s: &mut SlideState,
        mover: (Seat, u8),
        square: Place,
        events: &mut impl EventSink<SlideEvent>,
    ) {
        for o in 0..self.players {
            for q in 0..self.rules.pawns {
                if (Seat(o), q) == mover {
                    continue;
                }
                let place = &mut s.pawns[usize::from(o)][usize::from(q)];
                if *place == square {
                    *place = Place::Start;
                    events.push(SlideEvent::Bumped {
                        seat: Seat(o),
                        pawn: q,
                        from: square,
                    });
                }
            }
        }
    }

    /// The card is done: a win (every pawn of the side Home) ends the
    /// game; a 2 draws again; otherwise
    /// the next seat draws.
    pub(crate) fn end_card(
        &self,
        s: &mut SlideState,
        seat: Seat,
        card: Card,
        events: &mut impl EventSink<SlideEvent>,
    ) {
        s.card = None;
        s.split = None;
        if self.side_home(s, seat) {
            s.phase = Phase::Over;
            s.winner = Some(seat);
            events.push(SlideEvent::Won { seat });
            return;
        }
        s.phase = Phase::AwaitingDraw;
        if card == Card::Two {
            events.push(SlideEvent::DrawsAgain { seat });
        } else {
            s.turn = Seat((seat.0 + 1) % self.players);
        }
    }
}
