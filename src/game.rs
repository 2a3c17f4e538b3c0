//! The [`RaceGame`] trait and the vocabulary every game shares: seats, who acts, outcomes.

use alloc::vec::Vec;
use core::fmt;
use core::hash::Hash;

use rand_core::Rng;

use crate::chance::{Chance, Probability};
use crate::dice::Dice;
pub use crate::outcome::{Outcome, Ranking};
use crate::playout::UniformPlayout;
use crate::team::Teams;

/// A player's place at the table, below [`SEAT_LIMIT`].
///
/// Goose games number their seats from 0 in turn order. Ludo games name
/// seats by colour, clockwise round the board, so a two-player game sits
/// opposite, on seats 0 and 2: generic code asks
/// [`RaceGame::seats_in_play`] rather than assuming `0..seats()`. Seats are
/// small integers on purpose: engines keep per-seat data in fixed arrays so
/// that states stay `Copy` and tiny, and generic code can do the same with
/// arrays of [`SEAT_LIMIT`].
///
/// ```
/// use racegame::Seat;
/// assert_eq!(Seat(2).index(), 2);
/// assert_eq!(Seat(2).to_string(), "seat 2");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct Seat(pub u8);

impl Seat {
    /// The seat as an index into per-seat arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// Who must act in a state.
///
/// Dice are not hidden inside [`RaceGame::apply`]: when the game waits for a
/// throw, chance is to act, and the throw comes in as an ordinary action,
/// one of the outcomes the game lists in [`RaceGame::chance`]. That is what
/// makes every game replayable from its action list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum ToAct {
    /// The seat must choose one of the [legal actions](RaceGame::legal_actions).
    Player(Seat),
    /// Chance throws for the seat: one of the outcomes of
    /// [`RaceGame::chance`] is to be applied.
    Chance(Seat),
    /// The game is over: see [`RaceGame::outcome`].
    Nobody,
}

impl ToAct {
    /// The seat concerned, if the game is not over.
    pub const fn seat(self) -> Option<Seat> {
        match self {
            ToAct::Player(seat) | ToAct::Chance(seat) => Some(seat),
            ToAct::Nobody => None,
        }
    }
}

impl fmt::Display for ToAct {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ToAct::Player(seat) => write!(f, "{seat} to choose"),
            ToAct::Chance(seat) => write!(f, "the dice for {seat}"),
            ToAct::Nobody => f.write_str("nobody (the game is over)"),
        }
    }
}

/// The refusals every engine shares: the game is over, a throw is awaited,
/// the action came from the wrong seat or a seat sent a throw.
///
/// Every engine's action error carries it as its `Turn` variant
/// (`GooseError::Turn`, `LudoError::Turn`, `UrError::Turn`,
/// `BackgammonError::Turn`), declared once here; what only one engine
/// refuses is a variant of that engine's error.
///
/// ```
/// use racegame::{Seat, ToAct, TurnError};
/// let e = TurnError::NotYourTurn { seat: Seat(2), expected: ToAct::Player(Seat(0)) };
/// assert_eq!(e.to_string(), "not seat 2's turn: seat 0 to choose");
/// let e = TurnError::DiceFromSeat { seat: Seat(2) };
/// assert_eq!(
///     e.to_string(),
///     "seat 2 sent a throw of the dice: a seat never throws, the dice are drawn on the server's side"
/// );
/// assert_eq!(TurnError::GameOver.to_string(), "the game is over");
/// assert_eq!(TurnError::ThrowAwaited.to_string(), "the dice must be thrown first");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub enum TurnError {
    /// The game has ended; nothing more can be played.
    #[error("the game is over")]
    GameOver,
    /// The dice are to be thrown, not a choice made.
    #[error("the dice must be thrown first")]
    ThrowAwaited,
    /// The action came from a seat whose turn it is not.
    #[error("not {seat}'s turn: {expected}")]
    NotYourTurn {
        /// The seat that tried to act.
        seat: Seat,
        /// Who is to act.
        expected: ToAct,
    },
    /// A seat tried to supply a chance action (a throw of the dice), even
    /// on its own turn. Throws come only from the side that holds the dice
    /// (a server's [`Dice`]), which applies them with
    /// [`RaceGame::apply`].
    #[error(
        "{seat} sent a throw of the dice: a seat never throws, the dice are drawn on the server's side"
    )]
    DiceFromSeat {
        /// The seat that sent the throw.
        seat: Seat,
    },
}

/// Most seats any engine of this crate plays with: the bound of every
/// engine's own `MAX_SEATS` (`ludo::MAX_SEATS`, ...), and the size of the
/// per-seat arrays the generic code keeps (outcomes, simulation summaries).
///
/// (Named apart from the engines' `MAX_SEATS`, which say how many seats
/// one engine plays with.)
pub const SEAT_LIMIT: usize = 8;

/// Somewhere to put the events of an action.
///
/// [`RaceGame::apply_into`] pushes into any sink: a `Vec` that the caller
/// clears and reuses (no allocation after warm-up), or [`Discard`] when only
/// the state matters (a simulation's hot path).
pub trait EventSink<E> {
    /// Records one event.
    fn push(&mut self, event: E);

    /// Whether this sink keeps what it is given (true unless overridden).
    ///
    /// An engine may compute the same state by a shorter road when nobody
    /// keeps the events: the Goose engine then reads each move from a table
    /// instead of walking the board. Override it only for a sink that
    /// ignores every event, like [`Discard`].
    #[inline(always)]
    fn records(&self) -> bool {
        true
    }
}

impl<E> EventSink<E> for Vec<E> {
    #[inline]
    fn push(&mut self, event: E) {
        Vec::push(self, event);
    }
}

/// An [`EventSink`] that drops every event.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Discard;

impl<E> EventSink<E> for Discard {
    #[inline(always)]
    fn push(&mut self, _event: E) {}

    #[inline(always)]
    fn records(&self) -> bool {
        false
    }
}

/// One interface for every game of the crate.
///
/// A value of a type implementing `RaceGame` holds the immutable rules (the
/// board, the options, the number of seats); a [`State`](RaceGame::State)
/// holds only what changes. [`apply`](RaceGame::apply) is a pure function:
/// no randomness, no I/O, and the input state is never touched. Dice throws
/// arrive as actions chosen by chance (see [`ToAct::Chance`]), so a game is
/// replayed exactly from its rules and its action list.
///
/// Code written once against this trait (a random playout, a bot, a replayer,
/// an odds calculator) runs every game in the crate:
///
/// ```
/// use racegame::{Dice, RaceGame, ToAct, goose::GooseGame};
///
/// fn play_out<G: RaceGame>(game: &G, seed: u64) -> usize {
///     let mut dice = Dice::seeded(seed);
///     let mut state = game.initial_state();
///     let mut legal = Vec::new();
///     let mut actions = 0;
///     while actions < 10_000 {
///         let action = match game.to_act(&state) {
///             ToAct::Nobody => break,
///             ToAct::Chance(_) => dice.throw_for(game, &state).unwrap(),
///             ToAct::Player(_) => {
///                 game.legal_actions(&state, &mut legal);
///                 legal[dice.below(legal.len())]
///             }
///         };
///         state = game.apply(&state, action).unwrap().0;
///         actions += 1;
///     }
///     actions
/// }
///
/// let railway = GooseGame::railway(4).unwrap();
/// assert!(play_out(&railway, 7) > 0);
/// ```
///
/// # Running a server: who may send what
///
/// When players are remote, the actions a client sends are untrusted:
///
/// - A client's action goes through [`apply_as`](RaceGame::apply_as) with
///   the seat of the client that sent it. It refuses every throw
///   ([`TurnError::DiceFromSeat`]: a client never chooses its dice) and any
///   action of a seat whose turn it is not ([`TurnError::NotYourTurn`]).
/// - The server throws the dice itself, when [`to_act`](RaceGame::to_act)
///   says [`ToAct::Chance`]: it draws the throw with its own
///   [`Dice`] ([`Dice::throw_for`]) or
///   any `rand_core` generator, and applies it with
///   [`apply`](RaceGame::apply).
/// - The dice (their generator state) stay on the server: whoever sees them
///   can predict every future throw. Send clients the state and the events,
///   never the dice.
/// - A state that comes from outside (a client, a file someone could edit)
///   is checked with [`validate`](RaceGame::validate) before it is played.
pub trait RaceGame {
    /// Everything that changes during a game. Small and cheap to copy.
    type State: Clone + PartialEq + Eq + Hash + fmt::Debug;
    /// A throw of the dice or a player's choice.
    type Action: Copy + PartialEq + Eq + Hash + fmt::Debug;
    /// One thing that happened, for a user interface to animate.
    type Event: Clone + PartialEq + fmt::Debug;
    /// Why an action was refused. It carries a [`TurnError`], the refusals
    /// of [`apply_as`](RaceGame::apply_as) that every game shares.
    type Error: core::error::Error + Clone + PartialEq + From<TurnError>;
    /// What is wrong with a state that these rules could not produce.
    type StateError: core::error::Error + Clone + PartialEq;

    /// How many seats play.
    fn seats(&self) -> usize;

    /// The seats that play, in turn order. The default is `0..seats()`;
    /// games whose seats are colours (Ludo) may skip some.
    fn seats_in_play(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.seats()).map(|i| Seat(i as u8))
    }

    /// The state before the first action.
    fn initial_state(&self) -> Self::State;

    /// Who acts in `state`.
    fn to_act(&self, state: &Self::State) -> ToAct;

    /// What chance throws in `state`, or `None` unless chance is to act
    /// (exactly when [`to_act`](RaceGame::to_act) says [`ToAct::Chance`]).
    ///
    /// The game's own list of outcomes with their exact probabilities,
    /// built once with the rules: sampling
    /// ([`Dice::throw_for`], any `rand_core`
    /// generator through [`Chance::sample`]), the exact analysis, the
    /// drivers of [`play`](crate::play) and [`simulate`](crate::simulate)
    /// and the records all work from it, whatever the game throws: six-sided
    /// dice, binary dice, a weighted list.
    fn chance(&self, state: &Self::State) -> Option<&Chance<Self::Action>>;

    /// Whether `action` is a throw of the dice (chance's action) rather
    /// than a player's choice, so generic code can tell the two apart
    /// without knowing the game. [`apply_as`](RaceGame::apply_as) refuses
    /// every throw: only the side that holds the dice applies one.
    fn is_throw(&self, action: &Self::Action) -> bool;

    /// Writes into `out` (cleared first) exactly the actions that
    /// [`apply`](RaceGame::apply) accepts in `state`: the possible throws
    /// when chance is to act, the player's choices otherwise, nothing once
    /// the game is over.
    fn legal_actions(&self, state: &Self::State, out: &mut Vec<Self::Action>);

    /// The outcomes of the pending throw with their exact probabilities
    /// (those of [`chance`](RaceGame::chance)); empty unless chance is to
    /// act.
    ///
    /// ```
    /// use racegame::{RaceGame, goose::GooseGame};
    /// let game = GooseGame::railway(2)?;
    /// let outcomes = game.chance_outcomes(&game.initial_state());
    /// assert_eq!(outcomes.len(), 36); // two dice, in order
    /// assert!(outcomes.iter().all(|(_, p)| (p.numerator, p.denominator) == (1, 36)));
    /// # Ok::<(), racegame::goose::GooseConfigError>(())
    /// ```
    fn chance_outcomes(&self, state: &Self::State) -> &[(Self::Action, Probability)] {
        self.chance(state).map_or(&[], Chance::outcomes)
    }

    /// Applies `action` to `state` in place, pushing what happened into
    /// `events`. On error nothing is pushed and `state` is left exactly as
    /// it was.
    ///
    /// The one method an engine writes to apply an action: every other
    /// way ([`apply_into`](RaceGame::apply_into), [`apply`](RaceGame::apply),
    /// [`apply_as`](RaceGame::apply_as)) is derived from it. Loops that keep
    /// one state and move it along (simulations, searches with undo by
    /// copy) call it directly: no state is copied in and out on every
    /// action.
    ///
    /// ```
    /// use racegame::{Discard, RaceGame, Roll, goose::{GooseAction, GooseGame}};
    /// let game = GooseGame::railway(2)?;
    /// let mut state = game.initial_state();
    /// let throw = GooseAction::Throw(Roll::two(6, 3)?);
    /// game.apply_mut(&mut state, throw, &mut Discard)?;
    /// assert_eq!(state, game.apply(&game.initial_state(), throw)?.0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// The game's error when the rules refuse `action` in `state`.
    fn apply_mut(
        &self,
        state: &mut Self::State,
        action: Self::Action,
        events: &mut impl EventSink<Self::Event>,
    ) -> Result<(), Self::Error>;

    /// Applies `action` to `state`, pushing what happened into `events`, and
    /// returns the new state. On error nothing is pushed and `state` (which is
    /// only borrowed) is unchanged. Derived from
    /// [`apply_mut`](RaceGame::apply_mut) on a copy.
    ///
    /// # Errors
    ///
    /// As [`apply_mut`](RaceGame::apply_mut).
    #[inline]
    fn apply_into(
        &self,
        state: &Self::State,
        action: Self::Action,
        events: &mut impl EventSink<Self::Event>,
    ) -> Result<Self::State, Self::Error> {
        let mut next = state.clone();
        self.apply_mut(&mut next, action, events)?;
        Ok(next)
    }

    /// Applies `action` to `state` and returns the new state with the events
    /// in order. The caller's state is never changed.
    ///
    /// # Errors
    ///
    /// As [`apply_mut`](RaceGame::apply_mut).
    #[allow(clippy::type_complexity)] // spelled out so the docs show it whole
    fn apply(
        &self,
        state: &Self::State,
        action: Self::Action,
    ) -> Result<(Self::State, Vec<Self::Event>), Self::Error> {
        let mut events = Vec::new();
        let next = self.apply_into(state, action, &mut events)?;
        Ok((next, events))
    }

    /// Applies a client's `action` on behalf of `seat`, the seat of the
    /// client that sent it: the call a server makes for every action that
    /// comes from a player.
    ///
    /// Refused, with nothing changed, in this order:
    ///
    /// 1. any throw ([`is_throw`](RaceGame::is_throw)), even for the seat
    ///    whose throw it is: [`TurnError::DiceFromSeat`]. This check comes
    ///    first and looks at nothing but the action, so a forged throw
    ///    learns nothing about the game;
    /// 2. an action from a seat whose turn it is not (the game is over, or
    ///    another seat is to act): [`TurnError::NotYourTurn`];
    /// 3. whatever [`apply`](RaceGame::apply) refuses.
    ///
    /// The server draws the throws itself, with its own
    /// [`Dice`] or any `rand_core` generator, and applies them
    /// with `apply` (see the trait's docs, "Running a server"). In a game
    /// where chance makes every move (the Goose family) a client has nothing
    /// to send, and `apply_as` refuses everything.
    ///
    /// ```
    /// use racegame::{Dice, RaceGame, Seat, ToAct, TurnError};
    /// use racegame::ludo::{LudoAction, LudoError, LudoGame};
    /// let game = LudoGame::ludo(2)?;
    /// let state = game.initial_state();
    /// // Seat 0's client tries to choose its own six: refused.
    /// let forged = LudoAction::Throw(racegame::Roll::one(6)?);
    /// assert_eq!(
    ///     game.apply_as(&state, Seat(0), forged),
    ///     Err(LudoError::Turn(TurnError::DiceFromSeat { seat: Seat(0) })),
    /// );
    /// // The server throws instead, from dice only it can see.
    /// let mut dice = Dice::seeded(1);
    /// let throw = dice.throw_for(&game, &state).ok_or("chance is to act")?;
    /// let (state, _events) = game.apply(&state, throw)?;
    /// assert_ne!(game.to_act(&state), ToAct::Nobody);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`TurnError`] (converted into [`Error`](RaceGame::Error)) as above,
    /// or the refusal of `apply`.
    #[allow(clippy::type_complexity)] // spelled out so the docs show it whole
    fn apply_as(
        &self,
        state: &Self::State,
        seat: Seat,
        action: Self::Action,
    ) -> Result<(Self::State, Vec<Self::Event>), Self::Error> {
        if self.is_throw(&action) {
            return Err(TurnError::DiceFromSeat { seat }.into());
        }
        let expected = self.to_act(state);
        if expected.seat() != Some(seat) {
            return Err(TurnError::NotYourTurn { seat, expected }.into());
        }
        self.apply(state, action)
    }

    /// How the game ended, or `None` while it goes on.
    fn outcome(&self, state: &Self::State) -> Option<Outcome>;

    /// Checks that `state` could occur under these rules: the right seats,
    /// every token where the board allows, counters in range, a status
    /// that agrees with the tokens.
    ///
    /// Deserializing a state checks what it can alone; this checks it
    /// against the rules. A server calls it on every state a client sends,
    /// and a program loading a saved game calls it before playing on.
    /// [`apply`](RaceGame::apply) never panics on an invalid state, but
    /// only a valid one is guaranteed to play by the rules.
    fn validate(&self, state: &Self::State) -> Result<(), Self::StateError>;

    /// Whether the game is over.
    fn is_over(&self, state: &Self::State) -> bool {
        matches!(self.to_act(state), ToAct::Nobody)
    }

    /// What `seat` scores in the ended game `state`, in whole points, or
    /// `None` while the game goes on.
    ///
    /// Every layer above the engines reads it: the exact
    /// [`analysis`](crate::analysis) (the expected payoff per seat), the
    /// [solver](crate::solve) under its expected-payoff objective,
    /// [`simulate`](crate::simulate) (the mean payoff per seat and its
    /// standard error) and the Python environments' rewards. Points are
    /// whole numbers so that sums over many games are exact and merge
    /// exactly across shards; a game that wants halves scores in doubled
    /// units.
    ///
    /// The provided method scores wins only
    /// ([`Outcome::team_win_payoff`] with the game's
    /// [`teams`](RaceGame::teams)): 1 to the winner (the first of a
    /// ranking) and to the winner's partners, 0 to every other seat, and 0
    /// to everyone for a blocked or cut-short game. Where every seat plays
    /// alone (the default) that is [`Outcome::win_payoff`]. Engines whose endings are worth more offer it as an
    /// option: the Goose pot ([`GoosePayoff`](crate::goose::GoosePayoff)),
    /// Ludo's place points ([`GameEnd::PlacePoints`](crate::ludo::GameEnd::PlacePoints)).
    ///
    /// ```
    /// use racegame::{Dice, RaceGame, Seat, goose::GooseGame};
    /// let game = GooseGame::snakes_and_ladders(2)?;
    /// let mut dice = Dice::seeded(3);
    /// let mut state = game.initial_state();
    /// assert_eq!(game.payoff(&state, Seat(0)), None); // not over yet
    /// while let Some(throw) = dice.throw_for(&game, &state) {
    ///     state = game.apply(&state, throw)?.0;
    /// }
    /// let winner = game.outcome(&state).and_then(|o| o.winner()).ok_or("a winner")?;
    /// assert_eq!(game.payoff(&state, winner), Some(1));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn payoff(&self, state: &Self::State, seat: Seat) -> Option<i64> {
        self.outcome(state)
            .map(|o| o.team_win_payoff(&self.teams(), seat))
    }

    /// Which seats play together: every seat in play alone by default
    /// ([`Teams::alone`] of [`seats_in_play`](RaceGame::seats_in_play)).
    ///
    /// A partnership game (Ludo with partners, Pachisi) returns its
    /// partnerships, and everything generic reads them: partners share a
    /// result (the default [`payoff`](RaceGame::payoff) gives every seat
    /// of the winning team 1), the solver takes two teams as its two
    /// sides, the summaries and the exact odds count wins by team, records
    /// and narration name the winning team. Teams are fixed by the rules:
    /// the same in every state of a game.
    ///
    /// ```
    /// use racegame::{RaceGame, Seat, Team, goose::GooseGame};
    /// let game = GooseGame::railway(3)?;
    /// let teams = game.teams();
    /// assert_eq!(teams.len(), 3);
    /// assert_eq!(teams.team_of(Seat(2)), Team(2));
    /// assert!(!teams.has_partners());
    /// # Ok::<(), racegame::goose::GooseConfigError>(())
    /// ```
    fn teams(&self) -> Teams {
        Teams::alone(self.seats_in_play())
    }

    /// The game's own loop for uniformly random playouts, if it has one
    /// (see [`UniformPlayout`]); `None` by default.
    ///
    /// A capability, not a duty: generic code that plays uniform playouts
    /// ([`simulate`](crate::simulate) with
    /// [`RandomPolicy`](crate::play::RandomPolicy), rollouts) asks here and
    /// falls back to the general loop
    /// ([`play::uniform_playout`](crate::play::uniform_playout)) when the
    /// answer is `None`. A game that has such a loop implements the trait
    /// and returns `Some(self)`.
    #[allow(clippy::type_complexity)] // the capability with the game's own types
    fn uniform_playout(
        &self,
    ) -> Option<&dyn UniformPlayout<Self::State, Self::Action, Self::Error>> {
        None
    }
}

impl<R: Rng> Dice<R> {
    /// The throw `game` waits for in `state`, as an action for
    /// [`RaceGame::apply`], or `None` (drawing nothing) when chance is not
    /// to act: a player is to choose or the game is over.
    ///
    /// ```
    /// use racegame::{Dice, RaceGame, goose::GooseGame};
    /// let game = GooseGame::railway(2)?;
    /// let mut dice = Dice::seeded(5);
    /// let mut state = game.initial_state();
    /// while let Some(throw) = dice.throw_for(&game, &state) {
    ///     state = game.apply(&state, throw)?.0;
    /// }
    /// assert!(game.is_over(&state));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn throw_for<G: RaceGame + ?Sized>(
        &mut self,
        game: &G,
        state: &G::State,
    ) -> Option<G::Action> {
        game.chance(state)
            .map(|chance| chance.sample(self.rng_mut()))
    }
}
