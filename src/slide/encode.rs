//! [`Encode`] for [`SlideGame`]: the observation (the draw pile's composition in it) and the fixed action space.

use super::action::SlideAction;
use super::game::SlideGame;
use super::rules::{CARD_KINDS, Card};
use super::state::{Phase, Place, SlideState};
use crate::encode::{Encode, Writer, ratio};
use crate::game::Seat;

/// Action indexes per pawn: start 1, forward 1 to 12, backward 1 and 4,
/// a Sorry! card onto each of 16 (seat, pawn), a swap with each.
const PER_PAWN: usize = 1 + 12 + 2 + 16 + 16;

impl SlideGame {
    /// Seat `of`'s block, its track squares counted from `from`'s first
    /// square: in Start / pawns, a 1 on each track square it holds, a 1 on
    /// each safety square, Home / pawns.
    fn write_seat(&self, s: &SlideState, from: Seat, of: Seat, w: &mut Writer<'_>) {
        let (pawns, track) = (self.rules.pawns, u16::from(self.rules.track()));
        let plays = of.0 < self.players;
        let count = |want: Place| {
            if plays {
                self.own(s, of).filter(|&(_, p)| p == want).count() as u8
            } else {
                0
            }
        };
        w.push(ratio(count(Place::Start), pawns));
        let origin = u16::from(self.origin(from));
        for i in 0..track {
            let sq = ((origin + i) % track) as u8;
            w.push(if count(Place::Track(sq)) > 0 {
                1.0
            } else {
                0.0
            });
        }
        for z in 1..=self.rules.safety {
            w.push(if count(Place::Safety(z)) > 0 {
                1.0
            } else {
                0.0
            });
        }
        w.push(ratio(count(Place::Home), pawns));
    }
}

/// The card race's encoding.
///
/// With a track of `T` squares and a safety zone of `Z`, the observation
/// from seat `s` has `4 * (T + Z + 2) + 11 + 4 + 3 + 12 + 7` values:
///
/// 1. Four seat blocks of `T + Z + 2`, from `s` on in turn order (a seat
///    that does not play is all 0): pawns in Start / pawns; a 1 on each
///    track square holding one of its pawns, counted from `s`'s side's
///    first square; a 1 on each square of its own safety zone; pawns Home
///    / pawns.
/// 2. The draw pile's composition: each card's count left over the deck's
///    count of it (0 for a card the deck lacks).
/// 3. Whose turn, one-hot from `s` on; the phase one-hot (draw, move,
///    over); the card in play one-hot over the eleven kinds (all 0 when
///    none), then one value set while a split 7's next part waits; the
///    steps it has left one-hot over 0 to 6.
///
/// In the partner game the partner's block is the third (seat `s + 2`):
/// its pawns are planes of their own, apart from the player's and the
/// opponents'. Which pawns a split 7 has moved is not observed (the legal
/// actions leave them out).
///
/// The action space has `47 * n + 1` indexes, `n` the pawn indexes a player
/// names ([`SlideGame::pawn_indexes`]: its pawns, and in the partner game
/// its partner's after them, so 8 with four pawns each): for pawn index
/// `p` from `47 * p`: start, forward 1 to 12, backward 1, backward 4, a
/// Sorry! card onto seat `o`'s pawn `q` at `15 + 4 o + q`, a swap at `31 +
/// 4 o + q`; the last index declines an 11's swap. Draws have no index.
/// The space is fixed by the rules: 189 indexes alone with four pawns,
/// 377 with partners.
///
/// ```
/// use racegame::encode::Encode;
/// use racegame::slide::{SlideAction, SlideGame};
/// let game = SlideGame::classic(4)?;
/// assert_eq!(game.num_actions(), 189);
/// assert_eq!(game.observation_len(), 4 * 67 + 37);
/// let a = SlideAction::Swap { pawn: 1, seat: 2, target: 3 };
/// assert_eq!(game.action_at(game.action_index(&a).unwrap()), Some(a));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl Encode for SlideGame {
    fn observation_len(&self) -> usize {
        let block = usize::from(self.rules.track()) + usize::from(self.rules.safety) + 2;
        4 * block + CARD_KINDS + 4 + 3 + CARD_KINDS + 1 + 7
    }

    fn write_observation(&self, s: &SlideState, seat: Seat, out: &mut [f32]) {
        let mut w = Writer::new(out);
        for k in 0..4u8 {
            self.write_seat(s, seat, Seat((seat.0 + k) % 4), &mut w);
        }
        for (i, &n) in s.pile.iter().enumerate() {
            w.push(ratio(n, self.rules.deck[i]));
        }
        w.one_hot(4, Some(usize::from((s.turn.0 + 4 - seat.0 % 4) % 4)));
        let phase = match s.phase {
            Phase::AwaitingDraw => 0,
            Phase::AwaitingMove => 1,
            Phase::Over => 2,
        };
        w.one_hot(3, Some(phase));
        w.one_hot(CARD_KINDS, s.card.map(Card::index));
        w.push(if s.split.is_some() { 1.0 } else { 0.0 });
        w.one_hot(
            7,
            Some(s.split.map_or(0, |(_, left)| usize::from(left.min(6)))),
        );
    }

    fn num_actions(&self) -> usize {
        PER_PAWN * usize::from(self.pawn_indexes()) + 1
    }

    fn action_index(&self, action: &SlideAction) -> Option<usize> {
        let base = |pawn: u8| (pawn < self.pawn_indexes()).then_some(PER_PAWN * usize::from(pawn));
        let target =
            |seat: u8, q: u8| (seat < 4 && q < 4).then_some(4 * usize::from(seat) + usize::from(q));
        match *action {
            SlideAction::Draw(_) => None,
            SlideAction::Start { pawn } => base(pawn),
            SlideAction::Forward { pawn, steps } if (1..=12).contains(&steps) => {
                Some(base(pawn)? + usize::from(steps))
            }
            SlideAction::Backward { pawn, steps: 1 } => Some(base(pawn)? + 13),
            SlideAction::Backward { pawn, steps: 4 } => Some(base(pawn)? + 14),
            SlideAction::Sorry {
                pawn,
                seat,
                target: q,
            } => Some(base(pawn)? + 15 + target(seat, q)?),
            SlideAction::Swap {
                pawn,
                seat,
                target: q,
            } => Some(base(pawn)? + 31 + target(seat, q)?),
            SlideAction::Pass => Some(self.num_actions() - 1),
            _ => None,
        }
    }

    fn action_at(&self, index: usize) -> Option<SlideAction> {
        if index + 1 == self.num_actions() {
            return Some(SlideAction::Pass);
        }
        let pawn = u8::try_from(index / PER_PAWN)
            .ok()
            .filter(|&p| p < self.pawn_indexes())?;
        let i = index % PER_PAWN;
        let t = i.saturating_sub(15) % 16;
        let (seat, target) = ((t / 4) as u8, (t % 4) as u8);
        Some(match i {
            0 => SlideAction::Start { pawn },
            1..=12 => SlideAction::Forward {
                pawn,
                steps: i as u8,
            },
            13 => SlideAction::Backward { pawn, steps: 1 },
            14 => SlideAction::Backward { pawn, steps: 4 },
            15..=30 => SlideAction::Sorry { pawn, seat, target },
            _ => SlideAction::Swap { pawn, seat, target },
        })
    }
}
