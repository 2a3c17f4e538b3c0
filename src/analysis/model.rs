//! [`Model`]: what an exact analysis needs to know about a game beyond [`RaceGame`].

use crate::game::{RaceGame, Seat};

/// How to read a game as a finite Markov chain.
///
/// [`analyze`](super::analyze) walks every state reachable from the start.
/// Three things are not in [`RaceGame`] and come from the model, each with
/// a default:
///
/// - **the state key** ([`key`](Model::key)): the state with everything
///   that does not change the rest of the game cleared. A game that counts
///   its throws or the fines paid would otherwise have infinitely many
///   states. The default keeps the state as it is.
/// - **the stakes** ([`paid`](Model::paid)): what each seat has paid so far.
///   The analysis never keeps these amounts in the key; it reads what each
///   step adds and sums the expectation along the chain. The default has no
///   stakes.
/// - **the choices** ([`choose`](Model::choose)): a deterministic policy
///   for player decisions, so that the game becomes a chain. The default
///   takes the first legal action.
/// - **the payoffs** ([`payoff`](Model::payoff),
///   [`payoff_adds_stakes`](Model::payoff_adds_stakes)): what an ended
///   game is worth to each seat. The default is the game's own
///   [`payoff`](RaceGame::payoff) of the end as reached from a key. A
///   payoff that reads what the key forgets (the fines paid) cannot be
///   read there; the one such payoff the analysis knows is the pot (the
///   winner takes everything paid, every seat's payments count against
///   it), which it sums along the chain with the stakes: a model whose
///   game pays the pot says so with `payoff_adds_stakes` and leaves the
///   pot out of `payoff`.
///
/// The key must keep everything the policy looks at, and two states with the
/// same key must play on identically, or the figures are those of another
/// game.
///
/// ```
/// use racegame::{RaceGame, Seat, analysis::Model, goose::{GooseGame, GooseState}};
///
/// /// Goose without stakes: only the throw counter is dropped.
/// struct LengthOnly;
/// impl Model<GooseGame> for LengthOnly {
///     fn key(&mut self, _: &GooseGame, s: &GooseState) -> GooseState {
///         s.without_counters()
///     }
/// }
/// # let _ = LengthOnly;
/// ```
pub trait Model<G: RaceGame> {
    /// The state as the analysis indexes it. See the trait documentation.
    fn key(&mut self, game: &G, state: &G::State) -> G::State {
        let _ = game;
        state.clone()
    }

    /// Whether the game has stakes, that is whether [`paid`](Model::paid)
    /// means anything. When false the analysis skips the stakes entirely.
    fn has_stakes(&self, game: &G) -> bool {
        let _ = game;
        false
    }

    /// What `seat` has paid in `state`. Only differences between a state
    /// and its successors are used, so any baseline works (a key that clears
    /// the amounts is fine).
    fn paid(&mut self, game: &G, state: &G::State, seat: Seat) -> f64 {
        let _ = (game, state, seat);
        0.0
    }

    /// What `seat` scores at `end`, an ended game as the chain reaches it
    /// (from a key, so any counter the key clears counts only what the last
    /// steps added): by default the game's [`payoff`](RaceGame::payoff), 0
    /// if it gives none.
    fn payoff(&mut self, game: &G, end: &G::State, seat: Seat) -> f64 {
        // Exact: points are whole numbers far below 2^53.
        game.payoff(end, seat).map_or(0.0, |p| p as f64)
    }

    /// Whether the payoff also holds the pot, which the analysis adds to
    /// what [`payoff`](Model::payoff) says: the winner scores what everyone
    /// paid ([`paid`](Model::paid)), every seat scores minus what it paid,
    /// and without a winner the pot is nobody's. Needs stakes; the default
    /// is false.
    fn payoff_adds_stakes(&self, game: &G) -> bool {
        let _ = game;
        false
    }

    /// The index in `legal` (never empty) of the action the player to act
    /// in `state` plays. Must be a function of the state's key. An index out
    /// of range is read as the last action, as in
    /// [`Session::step`](crate::play::Session::step).
    fn choose(&mut self, game: &G, state: &G::State, legal: &[G::Action]) -> usize {
        let _ = (game, state, legal);
        0
    }
}

/// The plainest model: states are their own keys, no stakes, the first
/// legal action whenever a player chooses. Right for a game whose states
/// hold no counters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Plain;

impl<G: RaceGame> Model<G> for Plain {}

/// A model whose choices come from a closure `FnMut(&G, &G::State,
/// &[G::Action]) -> usize`; states are their own keys and there are no
/// stakes. For a game with player choices and nothing to normalize.
///
/// ```
/// use racegame::{analysis::{self, Options, WithPolicy}, goose::GooseGame};
/// // Goose games have no choices, so the policy is never asked.
/// let game = GooseGame::snakes_and_ladders(1)?;
/// let mut model = WithPolicy(|_: &GooseGame, _: &_, legal: &[_]| legal.len() - 1);
/// // Without a key the throw counter makes the state space infinite:
/// let limited = Options::default().with_max_states(1_000);
/// assert!(analysis::analyze(&game, &mut model, &limited).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WithPolicy<F>(pub F);

impl<G, F> Model<G> for WithPolicy<F>
where
    G: RaceGame,
    F: FnMut(&G, &G::State, &[G::Action]) -> usize,
{
    fn choose(&mut self, game: &G, state: &G::State, legal: &[G::Action]) -> usize {
        (self.0)(game, state, legal)
    }
}
