//! [`SlideState`]: every pawn's place, the draw pile's composition, the card in play and whose turn it is.

use super::MAX_SEATS;
use super::rules::{CARD_KINDS, Card, MAX_PAWNS};
use crate::game::Seat;

/// Where a pawn stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Place {
    /// In its Start, off the board.
    #[default]
    Start,
    /// On the track's square `0..track`, numbered from the first square
    /// of side 0's edge clockwise.
    Track(u8),
    /// In its own safety zone, `1..=safety` squares in.
    Safety(u8),
    /// Home: it never moves again.
    Home,
}

/// What the state waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Phase {
    /// The seat to act draws a card (chance acts).
    #[default]
    AwaitingDraw,
    /// The seat to act plays the card drawn.
    AwaitingMove,
    /// The game is over.
    Over,
}

/// A position of the card race: plain data, `Copy`, compared and hashed
/// by every field.
///
/// The draw pile is kept as the count of each card left (its order is not
/// known to anyone, so the next draw is exact chance: count over cards
/// left); the discard pile is the deck less the pile. The pile is never
/// empty: the draw that takes its last card reshuffles the whole deck.
///
/// # Notation
///
/// `Display` and `FromStr` (and
/// [`parse_position`](crate::notation::parse_position), which also checks
/// the rules): `slide`, then for each of the four seats ` <seat>:` and its
/// four pawns, comma-separated (`s` Start, `h` Home, `z<n>` safety square
/// `n`, a number a track square), ` pile=` the eleven counts of the draw
/// pile in the deck's order, ` t=<seat>`, ` p=` `draw`, `move:<card>` or
/// `over`, then ` split=<pawns>:<steps>` while a split 7 waits for its
/// next part (the pawn indexes that moved, joined by `.`), ` w=<seat>` once won, ` n=<actions>` when not zero, and
/// `;`: `slide 0:s,s,s,s 1:s,s,s,s 2:s,s,s,s 3:s,s,s,s
/// pile=5,4,4,4,4,4,4,4,4,4,4 t=0 p=draw;`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct SlideState {
    /// Each seat's pawns (seats and pawns that do not play stay in Start).
    pub pawns: [[Place; MAX_PAWNS as usize]; MAX_SEATS],
    /// Cards of each kind left in the draw pile, in [`Card::ALL`]'s order.
    pub pile: [u8; CARD_KINDS],
    /// The seat to act (the winner once the game is over).
    pub turn: Seat,
    /// What the state waits for.
    pub phase: Phase,
    /// The card in play while a move is awaited.
    pub card: Option<Card>,
    /// A split 7 under way: the pawns that have moved (bit `p` for the
    /// player's pawn index `p`, see
    /// [`SlideGame::pawn_indexes`](super::SlideGame::pawn_indexes)) and
    /// the steps left for other pawns.
    pub split: Option<(u8, u8)>,
    /// Actions played so far.
    pub actions: u32,
    /// The winner, once every pawn of a seat is Home.
    pub winner: Option<Seat>,
}
