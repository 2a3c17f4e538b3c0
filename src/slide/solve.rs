//! [`SolveKey`] for [`SlideGame`]: two players' positions between cards as one number (who draws, the draw pile, each side's pawns in order), for tables small enough to key.

use super::game::SlideGame;
use super::rules::CARD_KINDS;
use super::state::{Phase, Place, SlideState};
use crate::game::{RaceGame, Seat};
use crate::solve::{SolveKey, game_digest};

impl SlideGame {
    /// Places a pawn can hold: Start, each track square, each safety
    /// square, Home.
    fn places(&self) -> u64 {
        u64::from(self.rules.track()) + u64::from(self.rules.safety) + 2
    }

    fn place_code(&self, p: Place) -> u64 {
        let track = u64::from(self.rules.track());
        match p {
            Place::Start => 0,
            Place::Track(sq) => 1 + u64::from(sq),
            Place::Safety(z) => track + u64::from(z),
            Place::Home => track + u64::from(self.rules.safety) + 1,
        }
    }

    fn place_of(&self, code: u64) -> Option<Place> {
        let (track, safety) = (u64::from(self.rules.track()), u64::from(self.rules.safety));
        Some(match code {
            0 => Place::Start,
            c if c <= track => Place::Track((c - 1) as u8),
            c if c <= track + safety => Place::Safety((c - track) as u8),
            c if c == track + safety + 1 => Place::Home,
            _ => return None,
        })
    }

    /// Whether the seats make two sides a key can hold: two players, or
    /// four partners.
    fn keyed_seats(&self) -> bool {
        self.players == 2 || self.rules.partners
    }

    /// The radix of each digit of a key, lowest first: the pawns, the
    /// pile's counts, who draws; `None` when the product passes `u64`.
    fn radices(&self) -> Option<impl Iterator<Item = u64> + '_> {
        let pawns = usize::from(self.rules.pawns) * usize::from(self.players);
        let places = core::iter::repeat_n(self.places(), pawns);
        let pile = self.rules.deck.iter().map(|&n| u64::from(n) + 1);
        let all = places.chain(pile).chain([u64::from(self.players)]);
        all.clone().try_fold(1u64, |acc, r| acc.checked_mul(r))?;
        Some(all)
    }
}

/// Two players, or four in the partner game (two sides), and only where
/// the whole key fits in 64 bits: a short track, few pawns, a small deck
/// (the published game does not fit). A key is a number in mixed radix:
/// each seat's pawns in order (their places), each card's count left, and
/// who draws; the seats are not folded together (the board seats them on
/// different sides).
impl SolveKey for SlideGame {
    fn solve_key(&self, state: &SlideState) -> Option<u64> {
        if state.phase != Phase::AwaitingDraw
            || !self.keyed_seats()
            || self.rules.action_limit.is_some()
        {
            return None;
        }
        let s = self.canonical(state);
        let n = usize::from(self.rules.pawns);
        let places = s.pawns[..usize::from(self.players)]
            .iter()
            .flat_map(|row| row[..n].iter().map(|&p| self.place_code(p)));
        let pile = s.pile.iter().map(|&c| u64::from(c));
        let digits = places.chain(pile).chain([u64::from(s.turn.0)]);
        let mut key = 0u64;
        let mut scale = 1u64;
        for (d, r) in digits.zip(self.radices()?) {
            key = key.checked_add(d.checked_mul(scale)?)?;
            scale = scale.checked_mul(r)?;
        }
        Some(key)
    }

    fn state_of_key(&self, key: u64) -> Option<SlideState> {
        let mut digits = [0u64; 4 * 4 + CARD_KINDS + 1];
        let mut rest = key;
        let mut count = 0;
        for (d, r) in digits.iter_mut().zip(self.radices()?) {
            *d = rest % r;
            rest /= r;
            count += 1;
        }
        if rest != 0 || !self.keyed_seats() {
            return None;
        }
        let n = usize::from(self.rules.pawns);
        let all = n * usize::from(self.players);
        let mut s = self.initial_state();
        for (i, &code) in digits[..all].iter().enumerate() {
            s.pawns[i / n][i % n] = self.place_of(code)?;
        }
        for k in 0..CARD_KINDS {
            s.pile[k] = u8::try_from(digits[all + k]).ok()?;
        }
        s.turn = Seat(u8::try_from(digits[count - 1]).ok()?);
        s.actions = 0;
        let s = self.canonical(&s);
        (self.validate(&s).is_ok() && self.solve_key(&s) == Some(key)).then_some(s)
    }

    fn rules_digest(&self) -> u64 {
        game_digest(self)
    }
}
