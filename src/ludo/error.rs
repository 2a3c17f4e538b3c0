//! Why the Ludo engine refuses a rule set, a table, an action or a state.

use core::fmt;

use super::event::Place;
use crate::game::Seat;

/// Why a [`LudoRules`](super::LudoRules) cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum LudoRulesError {
    /// Too few or too many colours.
    #[error("a board has 2 to {max} colours, not {0}", max = super::MAX_SEATS)]
    Colours(u8),
    /// Place points for more places than a board has colours.
    #[error("place points name {places} places; a game has at most {max}", max = super::MAX_SEATS)]
    PlacePoints {
        /// Places named.
        places: usize,
    },
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
    /// The goal fields cannot hold every token: fields times the tokens
    /// one field may hold (1 when own tokens may not share, else the square
    /// capacity) is less than the tokens per player.
    #[error(
        "{tokens} tokens cannot all fit in {fields} goal fields holding {per_field} token(s) each"
    )]
    GoalTooSmall {
        /// Goal fields.
        fields: u8,
        /// Tokens one goal field may hold.
        per_field: u8,
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
    /// More tokens begin on the start square
    /// ([`LudoRules::out_at_start`](super::LudoRules::out_at_start)) than a
    /// player has or than the square holds of one colour.
    #[error(
        "{out} tokens of each player cannot begin on the start square: a player has {tokens}, and the square holds {room} of one colour"
    )]
    OutAtStart {
        /// Tokens asked to begin out.
        out: u8,
        /// Tokens a player has.
        tokens: u8,
        /// Tokens of one colour the start square holds.
        room: u8,
    },
    /// Partners ([`LudoRules::partners`](super::LudoRules::partners)) sit
    /// opposite, which takes an even number of colours.
    #[error("partners sit opposite: a board of {0} colours has no opposite pairs")]
    PartnersOddColours(u8),
    /// A partnership game ends at the first partnership's win
    /// ([`GameEnd::FirstFinisher`](super::GameEnd::FirstFinisher)).
    #[error(
        "a partnership game ends at the first partnership's win: the end must be the first finisher"
    )]
    PartnersEnd,
}

/// Why [`LudoGame`](super::LudoGame) refused a table: the rules or the seats.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
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
    /// A refusal every engine shares ([`TurnError`](crate::TurnError)):
    /// the game is over, a throw is awaited, the action came from a seat
    /// whose turn it is not, or a seat sent a throw.
    #[error(transparent)]
    Turn(#[from] crate::game::TurnError),
    /// A choice for the pending roll is awaited, not another roll.
    #[error("a move for the roll of {roll} is awaited, not another roll")]
    ChoiceAwaited {
        /// The pending roll.
        roll: u8,
    },
    /// The throw has the wrong number of dice for these rules
    /// ([`LudoRules::dice`](super::LudoRules::dice)).
    #[error("these rules throw {expected} dice, not {got}")]
    WrongDiceCount {
        /// Dice per throw under these rules.
        expected: u8,
        /// Dice in the action.
        got: u8,
    },
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
    /// [`LudoGame::play`](super::LudoGame::play) was given the moves of
    /// another position (other tokens, seat or pending roll).
    #[error("these moves were found for another position")]
    StaleMoves,
    /// [`LudoGame::play`](super::LudoGame::play) was given an index past
    /// the last choice.
    #[error("choice {index} does not exist: there are {choices}")]
    NoSuchChoice {
        /// The index asked for.
        index: usize,
        /// How many choices there are.
        choices: usize,
    },
    /// The state does not belong to this game (its reason is part of the
    /// message, so it is not repeated as a source).
    #[error("invalid state: {0}")]
    InvalidState(LudoStateError),
}

impl From<LudoStateError> for LudoError {
    fn from(e: LudoStateError) -> Self {
        LudoError::InvalidState(e)
    }
}

/// What is wrong with a [`LudoState`](super::LudoState): corrupt,
/// hand-edited, or from another game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum LudoStateError {
    /// Fewer than two seats in play.
    #[error("a table has 2 to {max} seats, not {0}", max = super::MAX_SEATS)]
    SeatCount(usize),
    /// A seat that is no colour of any board.
    #[error("{0} is not a seat of any board (seats are 0 to {max})", max = super::MAX_SEATS - 1)]
    SeatOffBoard(Seat),
    /// A seat listed twice.
    #[error("{0} is listed twice")]
    DuplicateSeat(Seat),
    /// The seats in play differ from the game's.
    #[error("the state's seats ({}) are not the game's ({})", SeatList(*state), SeatList(*game))]
    SeatsDiffer {
        /// The state's seats, bit `c` for seat `c`.
        state: u8,
        /// The game's seats, bit `c` for seat `c`.
        game: u8,
    },
    /// Tokens per player out of range or different from the rules.
    #[error("{0} tokens per player does not fit these rules")]
    Tokens(usize),
    /// Seats with different numbers of tokens.
    #[error("{seat} has {tokens} tokens but the first seat has {first}")]
    UnevenTokens {
        /// The seat.
        seat: Seat,
        /// Its tokens.
        tokens: usize,
        /// The first seat's tokens.
        first: usize,
    },
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
    /// A counter of the turn is out of range, or contradicts the phase.
    #[error("{0} does not fit the rules or the phase")]
    Counter(TurnField),
    /// The game has ended but a field of the last turn was not cleared.
    #[error("the game is over but {0} is left from the last turn")]
    LeftOver(TurnField),
    /// A pending roll is not a die value.
    #[error("the pending roll {0} is not a die value")]
    PendingRoll(u8),
    /// A choice is pending but the roll allows no move.
    #[error("a choice for the roll of {0} is pending but no move is possible")]
    NoPendingMove(u8),
    /// The ranking lists a seat not in play, a seat that has not finished,
    /// misses one that has, or does not fit the phase.
    #[error("the ranking is inconsistent: {0}")]
    Ranking(RankingError),
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
    /// The game ended as blocked, but a seat can still move.
    #[error("the game is marked blocked but {0} can still move")]
    NotBlocked(Seat),
}

/// A field of the turn in a [`LudoState`](super::LudoState), with its value,
/// as named by [`LudoStateError::Counter`] and [`LudoStateError::LeftOver`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TurnField {
    /// Sixes (or doubles) in a row this turn.
    Sixes(u8),
    /// Tries spent from the yard this turn.
    Tries(u8),
    /// The token moved last this turn.
    LastMoved(u8),
    /// The pending dice of a two-dice throw (0 for a die used).
    PendingDice([u8; 2]),
}

impl fmt::Display for TurnField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TurnField::Sixes(n) => write!(f, "a count of {n} sixes in a row"),
            TurnField::Tries(n) => write!(f, "a count of {n} tries"),
            TurnField::LastMoved(t) => write!(f, "token {t} as the token moved last"),
            TurnField::PendingDice([a, b]) => write!(f, "the pending dice [{a}, {b}]"),
        }
    }
}

/// How a ranking contradicts the tokens or the phase
/// ([`LudoStateError::Ranking`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum RankingError {
    /// A ranked seat does not play.
    NotInPlay(Seat),
    /// A ranked seat has not brought every token home.
    NotHome(Seat),
    /// A seat has every token home but is not ranked.
    Unranked(Seat),
    /// The ranking's length does not fit the end of the game.
    Length {
        /// Seats ranked.
        ranked: usize,
        /// Seats the end of the game ranks.
        expected: usize,
    },
    /// A seat finished, but the game stops at the first finisher and goes on.
    FinishedButGoesOn(Seat),
    /// One seat is left unranked, but the game goes on.
    OneLeft,
    /// Both partners of a team are home (under
    /// [`Partners::AllHome`](super::Partners::AllHome)), but the game goes
    /// on.
    TeamHomeButGoesOn,
    /// The game is over, but no team is all home, more than one is, or
    /// the last seat ranked did not complete its team (under
    /// [`Partners::AllHome`](super::Partners::AllHome)).
    NoTeamHome,
}

impl fmt::Display for RankingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RankingError::NotInPlay(s) => write!(f, "{s} is ranked but does not play"),
            RankingError::NotHome(s) => {
                write!(f, "{s} is ranked but has not brought every token home")
            }
            RankingError::Unranked(s) => write!(f, "{s} has every token home but is not ranked"),
            RankingError::Length { ranked, expected } => write!(
                f,
                "{ranked} seats are ranked where the end of the game ranks {expected}"
            ),
            RankingError::FinishedButGoesOn(s) => {
                write!(f, "{s} finished first but the game goes on")
            }
            RankingError::OneLeft => write!(f, "one seat is left but the game goes on"),
            RankingError::TeamHomeButGoesOn => {
                write!(f, "a partnership is all home but the game goes on")
            }
            RankingError::NoTeamHome => write!(
                f,
                "the game is over but no partnership was completed by the last seat ranked"
            ),
        }
    }
}

/// Seats given as a bit mask, written as a list ("seats 0, 2").
struct SeatList(u8);

impl fmt::Display for SeatList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("seats")?;
        let mut sep = " ";
        for c in 0..8u8 {
            if self.0 & (1 << c) != 0 {
                write!(f, "{sep}{c}")?;
                sep = ", ";
            }
        }
        if sep == " " {
            f.write_str(" none")?;
        }
        Ok(())
    }
}
