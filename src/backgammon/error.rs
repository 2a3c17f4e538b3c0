//! Why the backgammon engine refuses a rule set, a table, an action or a state.

use super::dice::DiceLeft;
use crate::game::Seat;

/// Why a [`BackgammonRules`](super::BackgammonRules) cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum BackgammonRulesError {
    /// Checkers per side out of range.
    #[error("each side has 1 to {max} checkers, not {0}", max = super::MAX_CHECKERS)]
    Checkers(u8),
    /// The starting layout does not hold exactly the rules' checkers.
    #[error("the starting layout has {total} checkers, not {checkers}")]
    LayoutTotal {
        /// Counted in the layout.
        total: u16,
        /// The rules' count.
        checkers: u8,
    },
    /// A layout names a point outside 1 to 24, twice, or with no checker.
    #[error(
        "the layout names point {0} twice, with no checker, or off the board (points are 1 to 24)"
    )]
    LayoutPoint(u8),
    /// The two sides' starting checkers would share this point (the
    /// mover's number).
    #[error("both sides would start on point {0}")]
    SharedStart(u8),
    /// The layout holds all six points of the starting table under a rule
    /// that forbids it.
    #[error("the layout holds the whole starting table, which the rules forbid")]
    StartingTableClosed,
    /// Fevga's rule named (the runner first, or the open starting table)
    /// is played only in Fevga's geometry: checkers that block (a single
    /// checker holds a point, [`Contact::Block`](super::Contact::Block)),
    /// and for the runner both sides travelling the same way
    /// ([`Direction::Same`](super::Direction::Same)). With hitting or
    /// pinning, or the sides travelling in opposite directions, the rule
    /// can leave both sides without a move for the rest of the game.
    #[error(
        "{0} is played only as in Fevga: with checkers that block (and, for the runner rule, both sides travelling the same way)"
    )]
    FevgaOnly(&'static str),
    /// Backgammons score only where gammons do.
    #[error("backgammons are scored only with gammons")]
    BackgammonsWithoutGammons,
    /// A mother rule needs pinning ([`Contact::Pin`](super::Contact::Pin)).
    #[error("the mother rule needs checkers that pin")]
    MotherWithoutPins,
    /// An action limit of zero would end the game before it starts.
    #[error("the action limit must be positive")]
    ZeroActionLimit,
    /// A cube's cap past [`MAX_DOUBLINGS`](super::MAX_DOUBLINGS).
    #[error("a cube's cap allows at most {max} doublings (a cube of 4096), not {0}", max = super::MAX_DOUBLINGS)]
    CubeCap(u8),
    /// A match's length of zero or past
    /// [`MAX_MATCH_LENGTH`](super::MAX_MATCH_LENGTH).
    #[error("a match is played to 1 to {max} points, not {0}", max = super::MAX_MATCH_LENGTH)]
    MatchLength(u16),
    /// A money-play option (the Jacoby rule, beavers) in match play.
    #[error("{0}: money play only, not in a match")]
    MoneyOnly(&'static str),
    /// [`Restriction::FirstDoublesTwoOffHead`](super::Restriction::FirstDoublesTwoOffHead)
    /// without the head rule it is an exception to.
    #[error("the first-doubles exception needs the head rule")]
    ExceptionWithoutHeadRule,
}

/// Why [`BackgammonGame`](super::BackgammonGame) refused a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum BackgammonConfigError {
    /// The rules themselves.
    #[error(transparent)]
    Rules(#[from] BackgammonRulesError),
    /// Backgammon seats exactly two players.
    #[error("backgammon seats 2 players, not {0}")]
    Players(usize),
    /// The first seat is not White (`Seat(0)`) or Black (`Seat(1)`).
    #[error("{0} is to start but does not play (seats are 0 and 1)")]
    FirstNotPlaying(Seat),
}

/// Why an action was refused. Nothing happened: no event, the state as it
/// was. Points are the mover's own numbers (25 the bar).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum BackgammonError {
    /// A refusal every engine shares ([`TurnError`](crate::TurnError)):
    /// the game is over, a throw is awaited, the action came from a seat
    /// whose turn it is not, or a seat sent a throw.
    #[error(transparent)]
    Turn(#[from] crate::game::TurnError),
    /// A move is awaited, not another throw.
    #[error("a move with {dice} is awaited, not another throw")]
    MoveAwaited {
        /// The dice left to play.
        dice: DiceLeft,
    },
    /// A throw of backgammon is two dice.
    #[error("backgammon throws two dice, not one")]
    NotTwoDice,
    /// No die of this value is left to play.
    #[error("no {die} is left to play (the dice left are {dice})")]
    DieNotRolled {
        /// The die named.
        die: u8,
        /// The dice left.
        dice: DiceLeft,
    },
    /// Checkers move from points 1 to 24 or the bar (25).
    #[error("there is no point {from} to move from (points are 1 to 24, the bar 25)")]
    NoSuchPoint {
        /// The point named.
        from: u8,
    },
    /// No checker of the mover stands there.
    #[error("you have no checker on {}", super::notation::PointName(*from))]
    NoChecker {
        /// The point named.
        from: u8,
    },
    /// A checker on the bar enters before anything else moves.
    #[error("a checker on the bar enters first")]
    BarFirst {
        /// The point named.
        from: u8,
    },
    /// The checker is pinned (Plakoto) and cannot move.
    #[error("your checker on {from} is pinned and cannot move")]
    Pinned {
        /// Its point.
        from: u8,
    },
    /// The opponent holds the landing point.
    #[error("the opponent holds point {to}")]
    Blocked {
        /// The point moved from.
        from: u8,
        /// The landing point.
        to: u8,
    },
    /// Bearing off needs every checker in the home board (and, when checkers
    /// pin, none pinned).
    #[error("you bear off only once all your checkers are home (and free)")]
    NotAllHome {
        /// The point named.
        from: u8,
    },
    /// A die larger than the point bears off only from the farthest point.
    #[error("a {die} bears off from {from} only when no checker stands farther from home")]
    FartherChecker {
        /// The point named.
        from: u8,
        /// The die.
        die: u8,
    },
    /// Fevga: no second checker leaves the starting point before the first
    /// has passed the opponent's starting point.
    #[error(
        "your first checker must pass the opponent's starting point before another leaves yours"
    )]
    RunnerFirst {
        /// The point named.
        from: u8,
    },
    /// Fevga: a side never holds all six points of its starting table.
    #[error("the move to {to} would hold all six points of your starting table")]
    StartingTable {
        /// The point moved from.
        from: u8,
        /// The landing point.
        to: u8,
    },
    /// A play must use as many dice as can be used.
    #[error(
        "after this move only {used} of the dice could be played; a play using {possible} exists"
    )]
    MustUseMoreDice {
        /// Dice this move's best play uses.
        used: u8,
        /// Dice the best play uses.
        possible: u8,
    },
    /// When only one of two dice can be played, it must be the larger.
    #[error("only one die can be played, so it must be the larger: {larger}")]
    MustPlayLarger {
        /// The die that must be played.
        larger: u8,
    },
    /// Fevga: a play must not end holding a prime that traps every opposing
    /// checker when another play avoids it.
    #[error(
        "this move leads only to plays that keep every opposing checker behind a prime; another play opens it"
    )]
    MustOpenPrime,
    /// The move breaks one of the rules' [`Restriction`](super::Restriction)s:
    /// a second checker off the head (long nardy), a block of six with every
    /// opposing checker behind it (long nardy), or a checker that hit in its
    /// home board this turn running on (tavla).
    #[error("moving from point {from} with a {die}: {rule}")]
    Restricted {
        /// The point moved from (the mover's number).
        from: u8,
        /// The die.
        die: u8,
        /// The restriction the move breaks.
        rule: super::Restriction,
    },
    /// The seat to play decides on the cube first: it doubles or rolls.
    #[error("the cube decision comes first: double or roll")]
    CubeDecisionAwaited,
    /// A double is offered: the other side takes, passes or beavers
    /// before anything else.
    #[error("a double to {value} is offered: take or pass it first")]
    AnswerAwaited {
        /// The value the double would turn the cube to.
        value: u32,
    },
    /// A double or a roll from the cube decision when none is awaited:
    /// no cube, the cube the other side's, at its cap, or not the moment
    /// (a throw or a move is awaited).
    #[error("no cube decision is awaited: the seat to play may not double now")]
    NoCubeDecision,
    /// A take, a pass or a beaver when no double is offered.
    #[error("no double has been offered")]
    NoDoubleOffered,
    /// A beaver under rules without beavers, or past the cube's cap.
    #[error("a beaver is not allowed here")]
    NoBeaver,
    /// An offer to resign, or its answer, under rules without
    /// resignations.
    #[error("these rules have no resignations")]
    NoResignations,
    /// An offer to resign at a moment the rules allow none (only at the
    /// turn's decision before the throw and after the throw before the
    /// first move), or of more than the rules score (a gammon where
    /// gammons do not count).
    #[error("no resignation can be offered now")]
    NoResignationNow,
    /// An offer to resign stands: the other side accepts or rejects it
    /// before anything else.
    #[error("a resignation ({}) is offered: accept or reject it first", offered.name())]
    ResignationOffered {
        /// What the offer gives away.
        offered: super::Resignation,
    },
    /// An acceptance or a rejection when no resignation is offered.
    #[error("no resignation has been offered")]
    NoResignationOffered,
    /// The state does not belong to this game (its reason is part of the
    /// message, so it is not repeated as a source).
    #[error("invalid state: {0}")]
    InvalidState(BackgammonStateError),
}

impl From<BackgammonStateError> for BackgammonError {
    fn from(e: BackgammonStateError) -> Self {
        BackgammonError::InvalidState(e)
    }
}

/// What is wrong with a [`BackgammonState`](super::BackgammonState):
/// corrupt, hand-edited, or from another game. Points are the named seat's
/// own numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum BackgammonStateError {
    /// The seat to act is not White or Black.
    #[error("{0} is to act but only seats 0 and 1 play")]
    Turn(Seat),
    /// Bits set beyond the bar in a side's packed checkers.
    #[error("{0}'s checkers have stray bits beyond the bar")]
    Garbage(Seat),
    /// A side's checkers (on points, on the bar, borne off) do not add up to
    /// the rules' count.
    #[error("{seat} has {total} checkers in all, not {checkers}")]
    Checkers {
        /// Whose.
        seat: Seat,
        /// Counted.
        total: u16,
        /// Expected (at most 15 before the rules are known).
        checkers: u8,
    },
    /// A point named off the board, twice, with no checker or too many.
    #[error(
        "{seat}'s point {point} is off the board, named twice, or holds no or too many checkers"
    )]
    Point {
        /// Whose.
        seat: Seat,
        /// The point.
        point: u8,
    },
    /// A pin that cannot be: not a point, not exactly one checker, no
    /// pinning checker above it, or pins under rules without them.
    #[error("{seat}'s checker on {point} cannot be pinned")]
    Pin {
        /// Whose.
        seat: Seat,
        /// The point.
        point: u8,
    },
    /// Both sides' checkers on one point (other than a pin).
    #[error("both sides have checkers on {seat}'s point {point}")]
    Shared {
        /// One of the sides.
        seat: Seat,
        /// Its point.
        point: u8,
    },
    /// Checkers on the bar under rules where nothing is hit.
    #[error("{0} has checkers on the bar, but these rules never hit")]
    Bar(Seat),
    /// A side holds its whole starting table, which the rules forbid.
    #[error("{0} holds all six points of its starting table")]
    StartingTable(Seat),
    /// The opening throw is awaited, but the board is not the start or the
    /// turn is not White's.
    #[error("the opening throw is awaited but the position is not the start")]
    NotStart,
    /// An offer to resign, or a game ended by one, under rules without
    /// resignations or of more than they score.
    #[error("a resignation of {} these rules do not play", .0.name())]
    NoResignation(super::Resignation),
    /// A move is awaited but the dice allow none.
    #[error("a move with {0} is awaited but none is legal")]
    NoPendingMove(DiceLeft),
    /// The phase disagrees with the board: a win the board does not show,
    /// or a game going on that is already decided.
    #[error("the phase does not fit the board: {0}")]
    Finished(&'static str),
    /// The turn's memory of the head rule
    /// ([`BackgammonState::head_left`](super::BackgammonState::head_left))
    /// is not one the rules and the position allow: past 2, set between
    /// turns or under rules without the head rule, or 2 where the
    /// first-turn exception does not apply.
    #[error("{0} checkers still allowed off the head: not possible here")]
    HeadLeft(u8),
    /// The turn's memory of hits in the home board
    /// ([`TurnMemory::hit_home`](super::TurnMemory::hit_home), bits 1 to
    /// 6) names a point outside the home board, is set between turns or
    /// under rules without the hit-and-run rule, or names a point without
    /// the mover's checker.
    #[error("hits in the home board remembered as {0:#010b}: not possible here")]
    HitHome(u8),
    /// The cube's value past the cap (as a power of two: doublings), or
    /// past [`MAX_DOUBLINGS`](super::MAX_DOUBLINGS).
    #[error("the cube has been doubled {doublings} times, past its cap of {cap}")]
    CubeValue {
        /// Doublings in the state.
        doublings: u8,
        /// The most the rules allow.
        cap: u8,
    },
    /// A cube's value that is not a power of two: the cube shows 1 (in
    /// the middle), 2, 4, 8 and so on, doubling each time it is turned.
    #[error("a cube's value is a power of two (1, 2, 4, 8, ...), not {0}")]
    CubeNotPowerOfTwo(u32),
    /// The cube's owner does not fit its value: a turned cube has an
    /// owner and a centred one (at 1) none.
    #[error("a cube at {value} cannot be {}", if *.owned { "owned" } else { "in the middle" })]
    CubeOwner {
        /// The cube's value.
        value: u32,
        /// Whether the state names an owner.
        owned: bool,
    },
    /// Cube fields (a turned cube, a cube phase, a game passed) under
    /// rules without a cube.
    #[error("the state has a doubling cube in play but the rules have none")]
    NoCube,
    /// A cube decision or a double awaited from a side that may not
    /// double: the other side owns the cube, or it is at its cap.
    #[error("{0} is to double but may not")]
    MayNotDouble(Seat),
    /// Match fields (a score, the Crawford flag) under rules without match
    /// play.
    #[error("the state has a match score but the rules play no match")]
    NoMatch,
    /// A score that does not fit the match: a side at or past the length
    /// while the match goes on, or a winner below it.
    #[error("{seat}'s score of {score} does not fit a match to {length} in this phase")]
    Score {
        /// Whose.
        seat: Seat,
        /// Its score.
        score: u16,
        /// The match's length.
        length: u16,
    },
    /// A cube no side of the match could have turned at these scores: a
    /// side may double only while its score plus the cube's value is below
    /// the length, so a cube of `value` owned by one side was offered by
    /// the other below `length - value / 2` points, and the double before
    /// it by the owner below `length - value / 4`.
    #[error(
        "a cube at {value} owned by {owner} cannot be reached at the score {score:?} in a match to {length}"
    )]
    MatchCube {
        /// The cube's value.
        value: u32,
        /// Its owner.
        owner: Seat,
        /// The score, White's first.
        score: [u16; 2],
        /// The match's length.
        length: u16,
    },
    /// A finished match whose winner's score is not its score before the
    /// last game (below the length) plus what that game scored.
    #[error(
        "{seat} won the match with {score} points, which no score below {length} plus the last game's {points} makes"
    )]
    FinalScore {
        /// The winner.
        seat: Seat,
        /// Its score.
        score: u16,
        /// The last game's points (times the cube).
        points: u32,
        /// The match's length.
        length: u16,
    },
    /// The Crawford flag where no Crawford game can be: the rules without
    /// the Crawford rule, no side or both at `length - 1`, a cube
    /// turned or offered, or the match over.
    #[error("this cannot be the Crawford game")]
    Crawford,
    /// The action count past the limit, or still in play at it.
    #[error("{actions} actions do not fit the action limit {limit}")]
    PastLimit {
        /// Actions in the state.
        actions: u32,
        /// The limit.
        limit: u32,
    },
}
