//! [`BackgammonAction`]: a throw of the dice, one checker moved with one die, or a cube action.

use crate::dice::Roll;

/// Everything that can be played in a game on the backgammon board.
///
/// A throw is chance's action ([`ToAct::Chance`](crate::ToAct::Chance)):
/// two dice. At the opening ([`Phase::Opening`](super::Phase::Opening))
/// the first die is White's and the second Black's, each side's one die.
/// A player's action is one checker moved by one die, or under rules with
/// the doubling cube a cube action (double or roll before a throw; take,
/// pass or beaver when doubled). A turn is one to four checker moves, as
/// the dice allow, and
/// [`legal_actions`](crate::RaceGame::legal_actions) offers only the moves
/// that begin a play using as many dice as the rules demand, so any
/// sequence of legal moves ends in a legal play. When no move is possible
/// the turn passes by itself ([`BackgammonEvent::Passed`](super::BackgammonEvent::Passed)).
/// Whole plays, with every distinct end position once, are
/// [`BackgammonGame::plays`](super::BackgammonGame::plays).
///
/// ```
/// use racegame::{RaceGame, Roll};
/// use racegame::backgammon::{BackgammonAction, BackgammonGame, WHITE};
/// let game = BackgammonGame::backgammon();
/// // White throws 3, Black 1: White plays 3-1.
/// let (s, _) = game.apply(&game.initial_state(), BackgammonAction::Throw(Roll::two(3, 1)?))?;
/// assert_eq!(s.turn(), WHITE);
/// let (s, _) = game.apply(&s, "8/5".parse()?)?;
/// let (s, _) = game.apply(&s, "6/5".parse()?)?;
/// assert_eq!(s.count(WHITE, 5), 2); // the 5-point made
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Notation
///
/// ```text
/// action = throw | from "/" to [ ":" die ] | cube | resign
/// cube   = "double" | "roll" | "take" | "pass" | "beaver"
/// resign = "resign:" ( "single" | "gammon" | "backgammon" ) | "accept" | "reject"
/// throw  = die "+" die                ; the two dice thrown
/// from   = "bar" | point
/// to     = "off" | point
/// point  = "1" .. "24"                ; the mover's own numbers
/// die    = "1" .. "6"
/// ```
///
/// `6+4` throws 6 and 4; `24/18` moves a checker from the 24-point to the
/// 18-point (with a 6); `bar/22` enters with a 3; `6/off` bears off from
/// the 6-point with a 6, and `3/off:5` from the 3-point with a 5 (the die
/// is written only when it is larger than the point). A hit is not
/// written: whether a move hits depends on the position. Whole plays
/// (`24/18* 13/11`, `8/5(2)`) are [`Play`](super::Play)s.
///
/// ```
/// use racegame::backgammon::BackgammonAction;
/// assert_eq!("bar/22".parse::<BackgammonAction>()?, BackgammonAction::Move { from: 25, die: 3 });
/// assert_eq!(BackgammonAction::Move { from: 3, die: 5 }.to_string(), "3/off:5");
/// let err = "24/25".parse::<BackgammonAction>().unwrap_err();
/// assert_eq!(err.to_string(), "at byte 3: expected a point below 24, 1 to 6 pips away; found '2'");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub enum BackgammonAction {
    /// Two dice thrown: the next roll of the seat to play, or at the
    /// opening White's die and Black's die.
    Throw(Roll),
    /// Move one checker from the mover's point `from` (25: the bar) by
    /// `die` pips; past the 1-point it is borne off.
    Move {
        /// The mover's point (1 to 24, or 25 for the bar).
        from: u8,
        /// The die played, 1 to 6.
        die: u8,
    },
    /// The seat to play doubles before throwing
    /// ([`Phase::AwaitingCube`](super::Phase::AwaitingCube)).
    Double,
    /// The seat to play throws without doubling
    /// ([`Phase::AwaitingCube`](super::Phase::AwaitingCube)).
    Roll,
    /// The side doubled takes: the cube's value doubles and it owns the
    /// cube ([`Phase::Doubled`](super::Phase::Doubled)).
    Take,
    /// The side doubled passes: the game ends, the doubler winning the
    /// cube's value before the double.
    Pass,
    /// The side doubled takes and redoubles at once, keeping the cube at
    /// four times its value before the double (money play with beavers).
    Beaver,
    /// The seat to play offers to resign, giving away a single game, a
    /// gammon or a backgammon (under rules with
    /// [`resignations`](super::BackgammonRules::resignations)).
    Resign(super::Resignation),
    /// The offer to resign is accepted: the game ends, the side accepting
    /// winning the points offered times the cube's value.
    Accept,
    /// The offer to resign is rejected: the resigner's turn goes on.
    Reject,
}

impl BackgammonAction {
    /// Whether this is one of the cube's actions (double, roll, take,
    /// pass, beaver).
    pub const fn is_cube_action(&self) -> bool {
        matches!(
            self,
            BackgammonAction::Double
                | BackgammonAction::Roll
                | BackgammonAction::Take
                | BackgammonAction::Pass
                | BackgammonAction::Beaver
        )
    }

    /// Whether this is an offer to resign or its answer (resign, accept,
    /// reject).
    pub const fn is_resignation(&self) -> bool {
        matches!(
            self,
            BackgammonAction::Resign(_) | BackgammonAction::Accept | BackgammonAction::Reject
        )
    }

    /// The move's landing point by the mover's numbers, 0 when borne off;
    /// `None` for a throw or a cube action.
    pub fn to(&self) -> Option<u8> {
        match *self {
            BackgammonAction::Move { from, die } => Some(from.saturating_sub(die)),
            _ => None,
        }
    }
}
