//! [`LudoGame`]: a rule set plus the seats at the table, and the [`RaceGame`] implementation.

use alloc::vec::Vec;

use super::action::LudoAction;
use super::error::{LudoConfigError, LudoError, LudoStateError};
use super::event::{LudoEvent, Place};
use super::features::{TWO_DICE, with_features};
use super::moves::{LudoMoves, Moves, Pending};
use super::occupancy::{Word, colour_marks};
use super::rules::{Blocks, GameEnd, Goal, LudoRules, MAX_SEATS, Partners};
use super::squares::SquareTable;
use super::state::{LudoState, Phase};
use super::{MAX_TOKENS, YARD};
use crate::chance::Chance;
use crate::game::{EventSink, Outcome, RaceGame, Seat, ToAct};
use crate::playout::UniformPlayout;
use crate::team::Teams;

/// A Ludo game: validated [`LudoRules`], the seats in play and who starts.
///
/// Seats are the board's colours, clockwise; turn order is seat order.
/// A two-player game on a four-colour board sits opposite (seats 0 and 2),
/// so [`RaceGame::seats`] counts the players while the [`Seat`] values name
/// colours.
///
/// ```
/// use racegame::{RaceGame, Roll, Seat, ToAct, ludo::{LudoAction, LudoGame}};
/// let game = LudoGame::ludo(2)?;
/// assert_eq!(game.seats_in_play().collect::<Vec<_>>(), [Seat(0), Seat(2)]);
/// let s = game.initial_state();
/// // Seat 0 rolls a 5 with every token in the yard: the turn passes.
/// let (s, _) = game.apply(&s, LudoAction::Throw(Roll::one(5)?))?;
/// assert_eq!(game.to_act(&s), ToAct::Chance(Seat(2)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "GameRepr", into = "GameRepr"))]
pub struct LudoGame {
    pub(crate) rules: LudoRules,
    pub(crate) in_play: u8,
    pub(crate) first: Seat,
    /// Derived from the rules: bit `q` set when track square `q` is safe.
    pub(crate) safe: [u64; 4],
    /// Derived from the geometry: each colour's track square per progress.
    pub(crate) squares: SquareTable,
    /// Derived from the tokens: the bytes of a seat's token row
    /// (little-endian) that hold its tokens.
    pub(crate) used_slots: u32,
    /// Derived from the tokens: the marks of the lanes of a row
    /// (`ludo::occupancy::Word`) that hold its tokens, for words of 16-bit
    /// lanes and of bytes.
    pub(crate) used: u64,
    pub(crate) used_narrow: u32,
    /// Derived from the rules: whether no move reaches progress 128, so
    /// that a row's bytes serve as the generator's lanes
    /// (`ludo::occupancy::Word`).
    pub(crate) narrow: bool,
    /// Derived from the rules: bit `v` set when a roll of `v` enters.
    pub(crate) entries: u16,
    /// Derived from the geometry: the largest progress
    /// ([`Geometry::last_progress`](super::Geometry::last_progress)).
    pub(crate) last: u8,
    /// Derived from the rules: whether a position can lock so that no seat
    /// ever moves again. Without blocks, a square capacity or own tokens
    /// kept apart, nothing stops a move from landing, so a token on its
    /// path can always move 1 and a token in the yard can always enter on
    /// an entry roll: passes never need the question asked.
    pub(crate) may_lock: bool,
    /// Derived from the rules: the features the generator and the turn
    /// branch on (`ludo::features`).
    pub(crate) features: u32,
    /// Derived from the rules: every throw of the dice.
    pub(crate) throws: Chance<LudoAction>,
    /// Derived from the seats: the seat in play after each, which the die
    /// passes to while nobody has finished.
    pub(crate) next: [u8; MAX_SEATS],
    /// Derived from the seats: for each seat, the marks of its opponents'
    /// token bytes (`ludo::occupancy::on_square`).
    pub(crate) opponents: [[u64; 3]; MAX_SEATS],
    /// Derived from the rules: the action count that cuts the game short
    /// (`u32::MAX` without a limit).
    pub(crate) limit: u32,
}

// The yard is the all-ones byte: a row's unused slots hold it.
const _: () = assert!(YARD == u8::MAX && MAX_TOKENS == 4);

/// The serialized form of a [`LudoGame`]: checked again when read.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
struct GameRepr {
    rules: LudoRules,
    seats: Vec<Seat>,
    #[cfg_attr(feature = "serde", serde(default))]
    first: Option<Seat>,
}

impl TryFrom<GameRepr> for LudoGame {
    type Error = LudoConfigError;
    fn try_from(r: GameRepr) -> Result<Self, Self::Error> {
        let game = LudoGame::with_seats(r.rules, &r.seats)?;
        match r.first {
            Some(first) => game.with_first(first),
            None => Ok(game),
        }
    }
}

impl From<LudoGame> for GameRepr {
    fn from(g: LudoGame) -> Self {
        GameRepr {
            seats: g.seats_in_play().collect(),
            first: Some(g.first),
            rules: g.rules,
        }
    }
}

impl LudoGame {
    /// A game of `rules` for `players` players, seated as evenly round the
    /// board as the colours allow (two opposite each other; on four
    /// colours, three take seats 0, 1, 2), the lowest seat starting.
    ///
    /// # Errors
    ///
    /// [`LudoConfigError::Rules`] when the rules cannot be played,
    /// [`LudoConfigError::Players`] for fewer than 2 players or more than
    /// the board's colours.
    pub fn new(rules: LudoRules, players: usize) -> Result<Self, LudoConfigError> {
        rules.validate()?;
        let colours = rules.geometry.colours;
        let c = usize::from(colours);
        if players < 2 || players > c {
            return Err(LudoConfigError::Players { players, colours });
        }
        let step = if c % players == 0 { c / players } else { 1 };
        let seats: Vec<Seat> = (0..players).map(|i| Seat((i * step) as u8)).collect();
        LudoGame::with_seats(rules, &seats)
    }

    /// A game of `rules` for exactly these seats (colours), the lowest
    /// starting.
    ///
    /// # Errors
    ///
    /// [`LudoConfigError::Rules`] when the rules cannot be played,
    /// [`LudoConfigError::Players`] for too few or too many seats,
    /// [`LudoConfigError::SeatOffBoard`] and
    /// [`LudoConfigError::DuplicateSeat`] naming the seat.
    pub fn with_seats(rules: LudoRules, seats: &[Seat]) -> Result<Self, LudoConfigError> {
        rules.validate()?;
        let in_play = seats_in_play_mask(&rules, seats)?;
        let mut safe = [0u64; 4];
        for q in 0..rules.geometry.track_len {
            if rules.is_safe(q) {
                safe[usize::from(q / 64)] |= 1 << (q % 64);
            }
        }
        let first = Seat(in_play.trailing_zeros() as u8);
        let squares = SquareTable::new(&rules.geometry);
        let tokens = rules.tokens.min(MAX_TOKENS as u8);
        let used_slots = u32::MAX
            .checked_shl(8 * u32::from(tokens))
            .map_or(u32::MAX, |unused| !unused);
        let used = <u64 as Word>::scatter((1u8 << tokens) - 1);
        let used_narrow = <u32 as Word>::scatter((1u8 << tokens) - 1);
        let narrow = narrow_enough(&rules);
        let entries = (1..=6u8).fold(0, |m, v| m | u16::from(rules.entry.allows(v)) << v);
        let last = rules.geometry.last_progress();
        let may_lock =
            rules.blocks != Blocks::None || !rules.share_own || rules.square_capacity.is_some();
        let throws = Chance::six_sided_checked(rules.dice, LudoAction::Throw);
        let features = super::features::of(&rules);
        let mut next = [0; MAX_SEATS];
        for (seat, after) in (0u8..).zip(next.iter_mut()) {
            let later = (1..=MAX_SEATS as u8).map(|k| (seat + k) % MAX_SEATS as u8);
            *after = later
                .into_iter()
                .find(|&c| in_play & (1 << c) != 0)
                .unwrap_or(seat);
        }
        let limit = rules.action_limit.unwrap_or(u32::MAX);
        let opponents = core::array::from_fn(|seat| colour_marks(in_play & !(1 << seat)));
        Ok(LudoGame {
            throws,
            rules,
            in_play,
            first,
            safe,
            squares,
            used_slots,
            used,
            used_narrow,
            narrow,
            entries,
            last,
            may_lock,
            features,
            next,
            opponents,
            limit,
        })
    }

    /// The same game with `seat` rolling first.
    ///
    /// # Errors
    ///
    /// [`LudoConfigError::FirstNotPlaying`] when `seat` does not play.
    pub fn with_first(mut self, seat: Seat) -> Result<Self, LudoConfigError> {
        if !self.plays(seat) {
            return Err(LudoConfigError::FirstNotPlaying(seat));
        }
        self.first = seat;
        Ok(self)
    }

    /// The rules.
    pub fn rules(&self) -> &LudoRules {
        &self.rules
    }

    /// The seats in play, in turn order.
    pub fn seats_in_play(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..MAX_SEATS as u8).map(Seat).filter(|&s| self.plays(s))
    }

    /// Who rolls first.
    pub fn first(&self) -> Seat {
        self.first
    }

    /// Whether `seat` plays.
    pub fn plays(&self, seat: Seat) -> bool {
        seat.index() < MAX_SEATS && self.in_play & (1 << seat.0) != 0
    }

    /// Where `seat`'s token at `progress` stands.
    ///
    /// ```
    /// use racegame::{Seat, ludo::{LudoGame, Place, YARD}};
    /// let game = LudoGame::ludo(4)?;
    /// assert_eq!(game.place(Seat(1), 3), Place::Track(16));
    /// assert_eq!(game.place(Seat(1), 51), Place::Home(0));
    /// assert_eq!(game.place(Seat(1), 56), Place::Finished);
    /// assert_eq!(game.place(Seat(1), YARD), Place::Yard);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn place(&self, seat: Seat, progress: u8) -> Place {
        let g = &self.rules.geometry;
        if progress == YARD {
            return Place::Yard;
        }
        if let Some(sq) = self.squares.square(seat.0, progress) {
            return Place::Track(sq);
        }
        if g.goal == Goal::FinishSquare && progress >= g.last_progress() {
            return Place::Finished;
        }
        Place::Home(progress.saturating_sub(g.home_start()))
    }

    /// Whether track square `square` is safe.
    #[inline]
    pub fn is_safe(&self, square: u8) -> bool {
        self.safe
            .get(usize::from(square / 64))
            .is_some_and(|w| w & (1 << (square % 64)) != 0)
    }

    /// Whether `s` is a state of this table: its seats, its tokens per
    /// seat and a seat to act that plays. The one check `apply` makes of
    /// a state before playing it (every index it takes is in bounds on
    /// any value; [`LudoGame::validate`] checks the rest).
    #[inline(always)]
    pub(crate) fn of_this_table(&self, s: &LudoState) -> Result<(), LudoStateError> {
        let plays = s.current < MAX_SEATS as u8 && self.in_play >> s.current & 1 != 0;
        if (s.in_play == self.in_play) & (s.token_count == self.rules.tokens) & plays {
            return Ok(());
        }
        Err(self.not_of_this_table(s))
    }

    /// Why `s` is not a state of this table.
    #[cold]
    fn not_of_this_table(&self, s: &LudoState) -> LudoStateError {
        if let Err(e) = s.check_shape() {
            return e;
        }
        if s.in_play != self.in_play {
            return LudoStateError::SeatsDiffer {
                state: s.in_play,
                game: self.in_play,
            };
        }
        if s.token_count != self.rules.tokens {
            return LudoStateError::Tokens(usize::from(s.token_count));
        }
        LudoStateError::Current(s.current())
    }

    /// [`Geometry::is_home`](super::Geometry::is_home) from the largest
    /// progress kept with the game: the finishing square, or a goal field
    /// (from the home column's start up to the last; the yard, 255, is
    /// past the last).
    #[inline(always)]
    pub(crate) fn is_home(&self, progress: u8) -> bool {
        let g = &self.rules.geometry;
        match g.goal {
            Goal::FinishSquare => progress == self.last,
            Goal::GoalFields => progress >= g.home_start() && progress <= self.last,
        }
    }

    /// Every token of `seat` (in play) home?
    pub(crate) fn all_home(&self, s: &LudoState, seat: Seat) -> bool {
        let g = &self.rules.geometry;
        match g.goal {
            // Asked after every move: the row's used bytes all equal to the
            // finishing progress, in one word comparison.
            Goal::FinishSquare => match s.tokens.get(seat.index()) {
                Some(row) if self.plays(seat) => {
                    let finished = u32::from_le_bytes([self.last; 4]);
                    (u32::from_le_bytes(*row) ^ finished) & self.used_slots == 0
                }
                _ => true,
            },
            Goal::GoalFields => s.tokens(seat).iter().all(|&p| self.is_home(p)),
        }
    }

    /// The next seat after `from` in turn order that has not finished.
    #[inline(always)]
    pub(crate) fn next_seat(&self, s: &LudoState, from: Seat) -> Option<Seat> {
        // Until someone finishes, the next seat in play is the answer.
        if s.ranking.is_empty()
            && let Some(&next) = self.next.get(from.index())
        {
            return Some(Seat(next));
        }
        self.next_unranked(s, from)
    }

    /// [`LudoGame::next_seat`] once somebody has finished: out of line.
    #[cold]
    #[inline(never)]
    fn next_unranked(&self, s: &LudoState, from: Seat) -> Option<Seat> {
        (1..=MAX_SEATS as u8)
            .map(|k| Seat((from.0.wrapping_add(k)) % MAX_SEATS as u8))
            .find(|&c| self.plays(c) && !s.ranking.contains(c))
    }

    /// Checks `state` against this game: the seats and tokens per player,
    /// every progress on the path, no two tokens sharing where they could
    /// not, the seat to act in play and not finished, the counters in
    /// range, a pending choice that has a move, a ranking that agrees with
    /// the tokens and the phase, the action limit, nothing left of the last
    /// turn once the game is over, and a blocked game that is truly
    /// blocked.
    ///
    /// This is the gate for states from outside: a server uses it on what
    /// a client sends, [`apply_as`](crate::RaceGame::apply_as) calls it
    /// first, and so does reading a position
    /// ([`notation::parse_position`](crate::notation::parse_position)).
    /// [`apply`](crate::RaceGame::apply) checks only that a state is of
    /// this table, and plays any such value without panicking or reading
    /// out of bounds; it promises the rules only on states that pass here,
    /// and every state it makes from one that passes passes again.
    ///
    /// # Errors
    ///
    /// The first problem found, as a [`LudoStateError`] naming the seat,
    /// token, square or value involved.
    ///
    /// ```
    /// use racegame::{RaceGame, Seat, ludo::{LudoGame, LudoStateError}};
    /// let game = LudoGame::ludo(4)?;
    /// let bad = game.initial_state().with_token(Seat(0), 0, 57);
    /// assert!(matches!(game.validate(&bad), Err(LudoStateError::Progress { .. })));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn validate(&self, state: &LudoState) -> Result<(), LudoStateError> {
        super::validate::check(self, state)
    }

    /// Ludo ([`LudoRules::ludo`]) for `players` (2 to 4).
    ///
    /// # Errors
    ///
    /// [`LudoConfigError::Players`] for fewer than 2 or more than 4.
    pub fn ludo(players: usize) -> Result<LudoGame, LudoConfigError> {
        LudoGame::new(LudoRules::ludo(), players)
    }

    /// Ludo King's house rules ([`LudoRules::ludo_king`]) for `players`
    /// (2 to 4).
    ///
    /// # Errors
    ///
    /// [`LudoConfigError::Players`] for fewer than 2 or more than 4.
    pub fn ludo_king(players: usize) -> Result<LudoGame, LudoConfigError> {
        LudoGame::new(LudoRules::ludo_king(), players)
    }

    /// Mensch ärgere Dich nicht ([`LudoRules::mensch`]) for `players`
    /// (2 to 4).
    ///
    /// # Errors
    ///
    /// [`LudoConfigError::Players`] for fewer than 2 or more than 4.
    pub fn mensch(players: usize) -> Result<LudoGame, LudoConfigError> {
        LudoGame::new(LudoRules::mensch(), players)
    }

    /// Parchís ([`LudoRules::parchis`]) for `players` (2 to 4).
    ///
    /// # Errors
    ///
    /// [`LudoConfigError::Players`] for fewer than 2 or more than 4.
    pub fn parchis(players: usize) -> Result<LudoGame, LudoConfigError> {
        LudoGame::new(LudoRules::parchis(), players)
    }

    /// Parchís with two dice ([`LudoRules::parchis_two_dice`]) for
    /// `players` (2 to 4).
    ///
    /// # Errors
    ///
    /// [`LudoConfigError::Players`] for fewer than 2 or more than 4.
    pub fn parchis_two_dice(players: usize) -> Result<LudoGame, LudoConfigError> {
        LudoGame::new(LudoRules::parchis_two_dice(), players)
    }

    /// Whether the rules have `feature`: known from `F` when it is a
    /// fixed set, read from the game for [`ANY`](super::features::ANY).
    #[inline(always)]
    pub(crate) fn has<const F: u32>(&self, feature: u32) -> bool {
        match F {
            super::features::ANY => self.features & feature != 0,
            fixed => fixed & feature != 0,
        }
    }
}

impl LudoGame {
    /// Checks and plays `seat`'s choice in a phase that awaits one (a move
    /// with the die, with one of two dice, or a bonus move): the roll
    /// judged by the generator, the choice found among its moves (or the
    /// reason it is not). A refusal leaves `s` as it was.
    #[inline(always)]
    fn play_choice(
        &self,
        s: &mut LudoState,
        seat: Seat,
        choice: LudoAction,
        events: &mut impl EventSink<LudoEvent>,
    ) -> Result<(), LudoError> {
        let pending = Pending::of(s).ok_or(LudoError::Turn(crate::TurnError::GameOver))?;
        let moves = self.judge_any(&s.tokens, seat, pending);
        let legal = moves
            .bit_of(choice)
            .filter(|&bit| moves.legal >> bit & 1 != 0);
        let Some(bit) = legal else {
            return Err(self.refusal(&s.tokens, seat, pending, choice));
        };
        s.actions = s.actions.saturating_add(1);
        with_features!(self, F, W => self.play_bit::<F, W>(s, seat, &moves, bit, events));
        Ok(())
    }

    /// Plays choice bit `bit` of `moves`, the generator's moves of `s`:
    /// the dice it uses are spent and the move is made; the legal choices
    /// when one is awaited next.
    #[inline(always)]
    pub(crate) fn play_bit<const F: u32, W: Word>(
        &self,
        s: &mut LudoState,
        seat: Seat,
        moves: &Moves,
        bit: u8,
        events: &mut impl EventSink<LudoEvent>,
    ) -> Option<Moves> {
        let (plan, used) = moves.plan::<F>(&s.tokens, seat, bit, self.last);
        if self.has::<F>(TWO_DICE) {
            for (die, value) in s.dice.iter_mut().enumerate() {
                if used & (1 << die) != 0 {
                    *value = 0;
                }
            }
        }
        self.play_move::<F, W>(s, seat, plan, events)
    }

    /// Ends the game as truncated once the action count reaches the
    /// rules' limit (`u32::MAX` without one, so the count never
    /// overflows): asked after every action.
    #[inline(always)]
    pub(crate) fn cut_short_at_limit(
        &self,
        s: &mut LudoState,
        events: &mut impl EventSink<LudoEvent>,
    ) {
        if s.actions >= self.limit {
            self.cut_short(s, events);
        }
    }

    /// [`LudoGame::cut_short_at_limit`] at the limit: out of line.
    #[cold]
    #[inline(never)]
    fn cut_short(&self, s: &mut LudoState, events: &mut impl EventSink<LudoEvent>) {
        if !s.phase.is_over() {
            self.end_game(s, Phase::Truncated, Outcome::Truncated, events);
        }
    }

    /// The legal choices in `state` (none unless a choice is awaited), in
    /// the order [`legal_actions`](RaceGame::legal_actions) lists them: the
    /// one move generator's answer, as a small `Copy` value that
    /// [`LudoGame::play`] plays from without judging the roll again.
    ///
    /// ```
    /// use racegame::{RaceGame, ludo::{LudoAction, LudoGame}};
    /// let game = LudoGame::ludo(2)?;
    /// let mut s = game.apply(&game.initial_state(), "6".parse()?)?.0;
    /// let moves = game.moves(&s);
    /// assert_eq!(moves.iter().collect::<Vec<_>>(), [LudoAction::Enter]);
    /// game.play(&mut s, &moves, 0, &mut racegame::Discard)?;
    /// assert_eq!(s.progress(racegame::Seat(0), 0), Some(0));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn moves(&self, state: &LudoState) -> LudoMoves {
        let pending = Pending::of(state).filter(|_| self.of_this_table(state).is_ok());
        let moves = pending.map(|p| self.judge_any(&state.tokens, state.current(), p));
        LudoMoves::new(moves, state)
    }

    /// Plays a throw awaited in `s`; the legal choices it leaves.
    #[inline(always)]
    fn throw_awaited(
        &self,
        s: &mut LudoState,
        seat: Seat,
        roll: crate::dice::Roll,
        events: &mut impl EventSink<LudoEvent>,
    ) -> Result<Option<Moves>, LudoError> {
        if roll.count() != self.rules.dice {
            return Err(LudoError::WrongDiceCount {
                expected: self.rules.dice,
                got: roll.count(),
            });
        }
        s.actions = s.actions.saturating_add(1);
        Ok(with_features!(self, F, W => self.play_roll::<F, W>(s, seat, roll, events, None)))
    }

    /// Plays `roll` on `state` as [`apply_mut`](RaceGame::apply_mut) plays
    /// a throw, and returns the legal choices it leaves (none when the
    /// roll passed or ended the game): the set a hot loop holds and plays
    /// from with [`LudoGame::play`], so that the roll is judged once.
    ///
    /// ```
    /// use racegame::{Discard, Roll, ludo::{LudoAction, LudoGame}};
    /// let game = LudoGame::ludo(2)?;
    /// let mut s = racegame::RaceGame::initial_state(&game);
    /// let moves = game.throw(&mut s, Roll::one(6)?, &mut Discard)?;
    /// assert_eq!(moves.iter().collect::<Vec<_>>(), [LudoAction::Enter]);
    /// let next = game.play(&mut s, &moves, 0, &mut Discard)?;
    /// assert!(next.is_empty()); // the 6 rolls again: a throw is next
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As `apply_mut` refuses the throw (a state of another table, a game
    /// over, a choice awaited, the wrong number of dice); a refusal leaves
    /// `state` as it was.
    pub fn throw(
        &self,
        state: &mut LudoState,
        roll: crate::dice::Roll,
        events: &mut impl EventSink<LudoEvent>,
    ) -> Result<LudoMoves, LudoError> {
        if state.phase != Phase::AwaitingThrow {
            // Refused exactly as `apply_mut` refuses it.
            self.apply_mut(state, LudoAction::Throw(roll), events)?;
            return Ok(LudoMoves::new(None, state));
        }
        self.of_this_table(state)?;
        let seat = state.current();
        let next = self.throw_awaited(state, seat, roll, events)?;
        Ok(self.held_after(state, next, events))
    }

    /// The moves `next` for a hold, once the action limit is applied.
    #[inline(always)]
    fn held_after(
        &self,
        state: &mut LudoState,
        next: Option<Moves>,
        events: &mut impl EventSink<LudoEvent>,
    ) -> LudoMoves {
        self.cut_short_at_limit(state, events);
        LudoMoves::new(next.filter(|_| !state.phase.is_over()), state)
    }

    /// Plays the `index`-th choice of `moves` (lowest first, as
    /// [`LudoMoves::get`] numbers them), the set [`LudoGame::moves`] gave
    /// for `state`, without judging the roll again; events as
    /// [`apply_mut`](RaceGame::apply_mut) tells them; the legal choices
    /// the move leaves (a bonus move, the other die; none when a throw is
    /// next or the game is over), to play from in turn. A refusal leaves
    /// `state` as it was.
    ///
    /// # Errors
    ///
    /// [`LudoError::StaleMoves`] when `moves` were found for another
    /// position (other tokens, another seat or pending roll: compared in
    /// full, so a set can only be played on the position it was found
    /// for); [`LudoError::NoSuchChoice`] for an index past the last
    /// choice.
    pub fn play(
        &self,
        state: &mut LudoState,
        moves: &LudoMoves,
        index: usize,
        events: &mut impl EventSink<LudoEvent>,
    ) -> Result<LudoMoves, LudoError> {
        let set = moves.found_for(state).ok_or(LudoError::StaleMoves)?;
        let choices = set.len() as usize;
        let bit = u32::try_from(index)
            .ok()
            .and_then(|i| set.nth(i))
            .ok_or(LudoError::NoSuchChoice { index, choices })?;
        state.actions = state.actions.saturating_add(1);
        let seat = state.current();
        let next =
            with_features!(self, F, W => self.play_bit::<F, W>(state, seat, set, bit, events));
        Ok(self.held_after(state, next, events))
    }
}

impl RaceGame for LudoGame {
    type State = LudoState;
    type Action = LudoAction;
    type Event = LudoEvent;
    type Error = LudoError;
    type StateError = LudoStateError;

    fn seats(&self) -> usize {
        self.in_play.count_ones() as usize
    }

    fn seats_in_play(&self) -> impl Iterator<Item = Seat> + '_ {
        LudoGame::seats_in_play(self)
    }

    fn validate(&self, state: &LudoState) -> Result<(), LudoStateError> {
        LudoGame::validate(self, state)
    }

    fn initial_state(&self) -> LudoState {
        let mut state = LudoState::new(self.in_play, self.rules.tokens, self.first.0);
        let out = usize::from(self.rules.out_at_start).min(MAX_TOKENS);
        for seat in 0..MAX_SEATS {
            if self.in_play & (1 << seat) != 0 {
                state.tokens[seat][..out].fill(0);
            }
        }
        state
    }

    #[inline]
    fn to_act(&self, state: &LudoState) -> ToAct {
        match state.phase {
            Phase::AwaitingThrow => ToAct::Chance(state.current()),
            Phase::AwaitingChoice(_) | Phase::AwaitingDice | Phase::AwaitingBonus(_) => {
                ToAct::Player(state.current())
            }
            Phase::Over | Phase::Truncated | Phase::Blocked => ToAct::Nobody,
        }
    }

    #[inline]
    fn chance(&self, state: &LudoState) -> Option<&Chance<LudoAction>> {
        match state.phase {
            Phase::AwaitingThrow => Some(&self.throws),
            _ => None,
        }
    }

    /// True for [`LudoAction::Throw`], false for every choice of a player.
    #[inline]
    fn is_throw(&self, action: &LudoAction) -> bool {
        matches!(action, LudoAction::Throw(_))
    }

    /// Ludo plays uniform playouts in a loop of its own: see the
    /// [`UniformPlayout`] implementation.
    fn uniform_playout(&self) -> Option<&dyn UniformPlayout<LudoState, LudoAction, LudoError>> {
        Some(self)
    }

    fn legal_actions(&self, state: &LudoState, out: &mut Vec<LudoAction>) {
        out.clear();
        if self.of_this_table(state).is_err() {
            return;
        }
        if state.phase == Phase::AwaitingThrow {
            out.extend(self.throws.outcomes().iter().map(|&(a, _)| a));
        } else if let Some(pending) = Pending::of(state) {
            let moves = self.judge_any(&state.tokens, state.current(), pending);
            let mut legal = moves.legal;
            while legal != 0 {
                out.push(moves.action(legal.trailing_zeros() as u8));
                legal &= legal - 1;
            }
        }
    }

    /// Every refusal happens before the first write, so a refused action
    /// leaves `s` as it was; simulations move one state along instead of
    /// copying it through a `Result` on every action. A state of another
    /// table is refused ([`LudoError::InvalidState`]); any other is played
    /// without a further check (see [`LudoGame::validate`]).
    #[inline]
    fn apply_mut(
        &self,
        s: &mut LudoState,
        action: LudoAction,
        events: &mut impl EventSink<LudoEvent>,
    ) -> Result<(), LudoError> {
        self.of_this_table(s)?;
        let seat = s.current();
        match (s.phase, action) {
            (Phase::Over | Phase::Truncated | Phase::Blocked, _) => {
                return Err(LudoError::Turn(crate::TurnError::GameOver));
            }
            (Phase::AwaitingThrow, LudoAction::Throw(roll)) => {
                self.throw_awaited(s, seat, roll, events)?;
            }
            (Phase::AwaitingThrow, _) => {
                return Err(LudoError::Turn(crate::TurnError::ThrowAwaited));
            }
            (Phase::AwaitingChoice(roll), LudoAction::Throw(_)) => {
                return Err(LudoError::ChoiceAwaited { roll });
            }
            (Phase::AwaitingDice, LudoAction::Throw(_)) => {
                return Err(LudoError::ChoiceAwaited {
                    roll: s.dice[0].saturating_add(s.dice[1]),
                });
            }
            (Phase::AwaitingChoice(_) | Phase::AwaitingDice | Phase::AwaitingBonus(_), choice) => {
                self.play_choice(s, seat, choice, events)?;
            }
        }
        self.cut_short_at_limit(s, events);
        Ok(())
    }

    /// Wins only (1 to the winner and, with
    /// [partners](LudoRules::partners), to the winner's partner; 0 to the
    /// others), unless the rules score places ([`GameEnd::PlacePoints`]):
    /// then each seat scores its place's points, and a seat that never
    /// finished 0.
    fn payoff(&self, state: &LudoState, seat: Seat) -> Option<i64> {
        let outcome = self.outcome(state)?;
        Some(match self.rules.end {
            GameEnd::PlacePoints(points) => {
                let place = state.ranking.as_slice().iter().position(|&s| s == seat);
                place.map_or(0, |place| points.of_place(place))
            }
            _ => outcome.team_win_payoff(&self.teams(), seat),
        })
    }

    /// Every colour alone; with [partners](LudoRules::partners) at a full
    /// table, opposite colours together ([`Teams::opposite`]).
    fn teams(&self) -> Teams {
        let colours = self.rules.geometry.colours;
        let full = self.in_play.count_ones() == u32::from(colours);
        match (self.rules.partners, full) {
            (Partners::Alone, _) | (_, false) => Teams::alone(self.seats_in_play()),
            _ => Teams::opposite(usize::from(colours))
                .unwrap_or_else(|_| Teams::alone(self.seats_in_play())),
        }
    }

    fn outcome(&self, state: &LudoState) -> Option<Outcome> {
        match state.phase {
            Phase::AwaitingThrow
            | Phase::AwaitingChoice(_)
            | Phase::AwaitingDice
            | Phase::AwaitingBonus(_) => None,
            Phase::Truncated => Some(Outcome::Truncated),
            Phase::Blocked => Some(Outcome::Blocked),
            // The last ranked: the first finisher, or the partner who
            // completed the winning team.
            Phase::Over => Some(match (self.rules.end, state.ranking.as_slice().last()) {
                (GameEnd::FirstFinisher, Some(&w)) => Outcome::Winner(w),
                _ => Outcome::Ranking(state.ranking),
            }),
        }
    }
}

/// Whether no move under `rules` reaches progress 128: the last progress
/// plus the longest move (a 6 with every token out, two of them summed,
/// a bonus move), and the track's end below it.
fn narrow_enough(rules: &LudoRules) -> bool {
    let six = u16::from(rules.six_when_all_out.max(6));
    let bonus = |r: super::rules::Reward| match r {
        super::rules::Reward::Move(d) => u16::from(d),
        _ => 0,
    };
    let longest = [
        2 * six,
        bonus(rules.capture_reward),
        bonus(rules.home_reward),
    ]
    .into_iter()
    .max()
    .unwrap_or(u16::MAX);
    u16::from(rules.geometry.last_progress()) + longest < 128
}

/// The seats in play as a bit mask, each checked against the board.
fn seats_in_play_mask(rules: &LudoRules, seats: &[Seat]) -> Result<u8, LudoConfigError> {
    let colours = rules.geometry.colours;
    if seats.len() < 2 || seats.len() > usize::from(colours) {
        return Err(LudoConfigError::Players {
            players: seats.len(),
            colours,
        });
    }
    let mut in_play = 0u8;
    for &seat in seats {
        if seat.0 >= colours {
            return Err(LudoConfigError::SeatOffBoard { seat, colours });
        }
        if in_play & (1 << seat.0) != 0 {
            return Err(LudoConfigError::DuplicateSeat(seat));
        }
        in_play |= 1 << seat.0;
    }
    Ok(in_play)
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::LudoGame;
    use crate::Dice;

    proptest! {
        /// The game's home test, from the largest progress it keeps, says
        /// what the geometry's says of every progress, the yard included,
        /// under random rule sets (both goals, every board).
        #[test]
        fn the_kept_last_progress_tells_home_like_the_geometry(seed in any::<u64>()) {
            let mut d = Dice::seeded(seed);
            let rules = crate::testing::ludo_rules(|n| d.below(n));
            if let Ok(game) = LudoGame::new(rules, 2) {
                let g = game.rules.geometry;
                for p in 0..=u8::MAX {
                    prop_assert_eq!(game.is_home(p), g.is_home(p), "{}", p);
                }
            }
        }
    }
}
