//! Why the Ludo engine refuses a rule set, a table, an action or a state.

use super::event::Place;
use crate::game::Seat;

/// Why a [`LudoRules`](super::LudoRules) cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LudoRulesError {
    /// Too few or too many colours.
    #[error("a board has 2 to {max} colours, not {0}", max = super::MAX_COLOURS)]
    Colours(u8),
    /// The track is empty or too long.
    #[error("a track has 1 to {max} squares, not {0}", max = super::rules::MAX_TRACK)]
    TrackLength(u8),
    /// The starts do not fit on the track, or coincide.
    #[error("{colours} starts {spacing} apart do not fit on a {track_len}-square track")]
    StartSpacing {
        /// Squares between starts.
        spacing: u8,
        /// Colours.
        colours: u8,
        /// Track squares.
        track_len: u8,
    },
    /// A token would visit no track square, or more than one lap.
    #[error("a token visits 1 to {track_len} track squares, not {path}")]
    TrackPath {
        /// Squares visited.
        path: u8,
        /// Track squares.
        track_len: u8,
    },
    /// The home column is too long, or empty where it is the goal.
    #[error(
        "a home column of {0} squares is not allowed here (goal fields need at least one, and at most 50)"
    )]
    HomeLength(u8),
    /// Tokens per player out of range.
    #[error("each player has 1 to 4 tokens, not {0}")]
    Tokens(u8),
    /// Rolls while unable to move out of range.
    #[error("a player with nothing to move rolls 1 to 6 times, not {0}")]
    YardRolls(u8),
    /// The goal fields cannot hold every token when tokens may not share.
    #[error("{tokens} tokens that may not share a square cannot all fit in {fields} goal fields")]
    GoalTooSmall {
        /// Goal fields.
        fields: u8,
        /// Tokens per player.
        tokens: u8,
    },
    /// A bounce of up to 5 squares could carry a token back onto the track.
    #[error(
        "bouncing needs room for a 5-square bounce inside the home column; {home_len} squares is too short"
    )]
    BounceLeavesHome {
        /// Home column squares.
        home_len: u8,
    },
    /// Blocks are two own tokens on one square, which the rules forbid.
    #[error("blocks need two own tokens on one square, but own tokens may not share")]
    BlocksWithoutSharing,
    /// A listed safe square is not on the track.
    #[error("safe square {square} is off the {track_len}-square track")]
    SafeSquareOffTrack {
        /// The square.
        square: u8,
        /// Track squares.
        track_len: u8,
    },
    /// An action limit of zero would end the game before it starts.
    #[error("the action limit must be positive")]
    ZeroActionLimit,
    /// The distance of a 6 once every token is out is out of range.
    #[error("once every token is out a 6 moves 6 to 12 squares, not {0}")]
    SixValue(u8),
    /// A move longer than 6 could bounce back out of the home column.
    #[error(
        "bouncing a {step}-square move needs room for a {bounce}-square bounce inside the home column; {home_len} squares is too short",
        bounce = step.saturating_sub(1)
    )]
    BounceTooLong {
        /// Home column squares.
        home_len: u8,
        /// The longest move a die makes.
        step: u8,
    },
    /// A square capacity of zero, or of one where blocks need two tokens.
    #[error("a square must hold at least one token, and two where blocks exist, not {0}")]
    SquareCapacity(u8),
    /// Opening blocks on a 6 needs blocks.
    #[error("blocks must be opened on a 6, but these rules have no blocks")]
    NoBlocksToOpen,
    /// A bonus move of zero squares.
    #[error("a bonus move must be at least one square")]
    ZeroBonusMove,
    /// A bonus move and an extra roll as the two rewards.
    #[error(
        "a bonus move and an extra roll cannot be mixed as rewards: the extra roll would have to wait for the bonus move"
    )]
    MixedRewards,
    /// Capturing on entry when the start square is full, without a limit.
    #[error("entering captures only on a full start square, but squares have no capacity")]
    NeverFull,
    /// A number of dice other than 1 or 2.
    #[error("a roll throws 1 or 2 dice, not {0}")]
    DiceCount(u8),
    /// Entering on the dice's total with one die.
    #[error("entering on the total of the dice needs two dice")]
    TotalEntryNeedsTwoDice,
    /// Moving by the dice's total with one die.
    #[error("moving one token by the total of the dice needs two dice")]
    SumMoveNeedsTwoDice,
    /// An extra roll as a reward with two dice.
    #[error(
        "with two dice a reward must be a bonus move, not an extra roll: an extra roll earned by the first die would have to wait for the second"
    )]
    ExtraRollWithTwoDice,
}

/// Why [`LudoGame`](super::LudoGame) refused a table: the rules or the seats.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LudoConfigError {
    /// The rules themselves.
    #[error(transparent)]
    Rules(#[from] LudoRulesError),
    /// Too few or too many players for the board.
    #[error("this board seats 2 to {colours} players, not {players}")]
    Players {
        /// Players asked for.
        players: usize,
        /// Colours on the board.
        colours: u8,
    },
    /// A seat that is not a colour of the board.
    #[error("{seat} is not a colour of this {colours}-colour board")]
    SeatOffBoard {
        /// The seat.
        seat: Seat,
        /// Colours on the board.
        colours: u8,
    },
    /// A seat listed twice.
    #[error("{0} is listed twice")]
    DuplicateSeat(Seat),
    /// The first player does not play.
    #[error("{0} is to start but does not play")]
    FirstNotPlaying(Seat),
}

/// Why an action was refused. Nothing happened: no event, the state as it was.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum LudoError {
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// [`RaceGame::apply_as`](crate::RaceGame::apply_as) refused an action
    /// sent on behalf of a seat: a throw (the dice are never a seat's to
    /// choose), or a seat whose turn it is not.
    #[error(transparent)]
    Turn(#[from] crate::game::TurnError),
    /// A roll is awaited, not a choice.
    #[error("the die must be rolled first")]
    RollAwaited,
    /// A choice for the pending roll is awaited, not another roll.
    #[error("a move for the roll of {roll} is awaited, not another roll")]
    ChoiceAwaited {
        /// The pending roll.
        roll: u8,
    },
    /// The throw has the wrong number of dice for these rules
    /// ([`LudoRules::dice`](super::LudoRules::dice)).
    #[error("these rules throw a different number of dice, not {0}")]
    WrongDiceCount(u8),
    /// With two dice, a choice must name the die it uses
    /// ([`LudoAction::MoveDie`](super::LudoAction::MoveDie),
    /// [`LudoAction::EnterDie`](super::LudoAction::EnterDie)).
    #[error("with two dice a move names its die")]
    DieNotNamed,
    /// With one die, the actions that name a die do not apply.
    #[error("these rules throw one die: move with `Move` or `Enter`")]
    NoDiceToName,
    /// The named die is not pending (used already, forfeited, or not 0 or 1).
    #[error("die {die} is not pending")]
    DieNotPending {
        /// The die named.
        die: u8,
    },
    /// Entering on the total needs both dice unused, a total that is an
    /// entry roll, and the option [`LudoRules::enter_on_total`](super::LudoRules::enter_on_total).
    #[error("the dice's total cannot bring a token in now")]
    NoTotalEntry,
    /// Moving by the total needs both dice unused and the option
    /// [`LudoRules::sum_move`](super::LudoRules::sum_move).
    #[error("no token may move by the dice's total now")]
    NoSumMove,
    /// No token with this number.
    #[error("there is no token {token} (tokens are 0 to {max})")]
    NoSuchToken {
        /// The number given.
        token: u8,
        /// The highest token number.
        max: u8,
    },
    /// The token is in the yard: it comes out with
    /// [`LudoAction::Enter`](super::LudoAction::Enter) on an entry roll.
    #[error("token {token} is in the yard; only an entry roll brings it out")]
    TokenInYard {
        /// The token.
        token: u8,
    },
    /// The token has finished and never moves again.
    #[error("token {token} has finished")]
    TokenFinished {
        /// The token.
        token: u8,
    },
    /// Entering needs an entry roll.
    #[error("a roll of {roll} does not bring a token out of the yard")]
    NoEntryRoll {
        /// The roll.
        roll: u8,
    },
    /// Entering needs a token in the yard.
    #[error("no token is in the yard")]
    YardEmpty,
    /// The move would pass the end of the path (exact finish).
    #[error("token {token} cannot move {roll}: it would pass the end of its path")]
    Overshoot {
        /// The token.
        token: u8,
        /// The squares it would move: the roll (a 6 counting 7 under
        /// Parchís's rules), or a bonus move's distance.
        roll: u8,
    },
    /// One of the player's own tokens stands where the move ends, and own
    /// tokens may not share.
    #[error("an own token already stands on {at}")]
    OwnTokenThere {
        /// Where.
        at: Place,
    },
    /// A block stands between the token and its destination.
    #[error("a block on track square {square} cannot be passed")]
    BlockInTheWay {
        /// The block's square.
        square: u8,
    },
    /// An opponent's block stands where the move ends.
    #[error("{owner}'s block on track square {square} cannot be landed on")]
    BlockThere {
        /// The block's square.
        square: u8,
        /// Whose block.
        owner: Seat,
    },
    /// The entry roll must bring a token in.
    #[error("a token must be brought out of the yard with this roll")]
    MustEnter,
    /// The token on the start square must move away first.
    #[error("the token on the start square must move away first")]
    MustClearStart,
    /// The square where the move ends holds as many tokens as it may.
    #[error("{at} is full")]
    SquareFull {
        /// Where.
        at: Place,
    },
    /// A 6 must open one of the player's blocks, and one can move.
    #[error("a 6 must open one of your blocks")]
    MustOpenBlock,
    /// A bonus move is awaited, not a roll or a move with the die.
    #[error("a bonus move of {distance} squares is awaited")]
    BonusAwaited {
        /// The bonus distance.
        distance: u8,
    },
    /// A bonus move was played, but none is pending.
    #[error("no bonus move is pending")]
    NoBonusPending,
    /// The state does not belong to this game.
    #[error("invalid state: {0}")]
    InvalidState(#[from] LudoStateError),
}

/// What is wrong with a [`LudoState`](super::LudoState): corrupt,
/// hand-edited, or from another game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum LudoStateError {
    /// Fewer than two seats, or a seat off every board.
    #[error("the seats in play (mask {0:#08b}) are not a valid table")]
    Seats(u8),
    /// The seats in play differ from the game's.
    #[error("the state's seats (mask {state:#08b}) are not the game's (mask {game:#08b})")]
    SeatsDiffer {
        /// The state's seats.
        state: u8,
        /// The game's seats.
        game: u8,
    },
    /// Tokens per player out of range or different from the rules.
    #[error("{0} tokens per player does not fit these rules")]
    Tokens(u8),
    /// A token's progress is beyond its path.
    #[error("{seat}'s token {token} has progress {progress}, beyond the path")]
    Progress {
        /// Whose.
        seat: Seat,
        /// Which.
        token: u8,
        /// The progress.
        progress: u8,
    },
    /// A seat or token slot not in play holds data.
    #[error("a slot not in play holds a token ({0})")]
    UnusedSlot(Seat),
    /// The seat to act does not play, or has finished.
    #[error("{0} is to act but does not play or has finished")]
    Current(Seat),
    /// A counter is out of range.
    #[error("the {0} counter is out of range")]
    Counter(&'static str),
    /// A pending roll is not a die value.
    #[error("the pending roll {0} is not a die value")]
    PendingRoll(u8),
    /// A choice is pending but the roll allows no move.
    #[error("a choice for the roll of {0} is pending but no move is possible")]
    NoPendingMove(u8),
    /// The ranking lists a seat not in play, a seat that has not finished,
    /// misses one that has, or does not fit the phase.
    #[error("the ranking is inconsistent: {0}")]
    Ranking(&'static str),
    /// Two tokens share a square they could not share.
    #[error("two tokens share {at}, which these rules forbid")]
    Sharing {
        /// Where.
        at: Place,
    },
    /// The state has seen more actions than the limit allows, or is still
    /// in play at the limit.
    #[error("{actions} actions do not fit the action limit {limit}")]
    PastLimit {
        /// Actions in the state.
        actions: u32,
        /// The limit.
        limit: u32,
    },
}
