//! [`SolveError`]: why a solve, a look-up or the reading of a table failed.

use alloc::string::String;

use crate::analysis::OptionsError;

/// Why [`solve`](super::solve), a question to a [`Table`](super::Table),
/// or [`Table::from_bytes`](super::Table::from_bytes) failed.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum SolveError {
    /// The options were refused before anything was computed.
    #[error(transparent)]
    Options(#[from] OptionsError),
    /// The solver plays two-player games only.
    #[error("the solver plays two-player games, not {seats}-player ones")]
    Seats {
        /// Seats in the game given.
        seats: usize,
    },
    /// A game of partners ([`RaceGame::teams`](crate::RaceGame::teams))
    /// whose seats do not make two teams: the solver plays two sides.
    #[error("the solver plays two sides, not {teams} teams")]
    Sides {
        /// Teams in the game given.
        teams: usize,
    },
    /// More positions than [`SolveOptions::max_states`](super::SolveOptions::max_states).
    #[error(
        "more than {limit} positions: stopped after storing {reached} ({explored} of them explored)"
    )]
    TooManyStates {
        /// The limit in force.
        limit: usize,
        /// Positions stored when the solve stopped.
        reached: usize,
        /// Positions whose throws had all been followed by then.
        explored: usize,
    },
    /// The table would take more than [`SolveOptions::max_memory`](super::SolveOptions::max_memory).
    #[error(
        "the table would need more than {limit} bytes: stopped after storing {reached} positions \
         ({explored} of them explored)"
    )]
    TooMuchMemory {
        /// The limit in force, in bytes.
        limit: u64,
        /// Positions stored when the solve stopped.
        reached: usize,
        /// Positions whose throws had all been followed by then.
        explored: usize,
    },
    /// The game's [`SolveKey`](super::SolveKey) gave no key for a position
    /// where chance is to act, or no position for a key it gave.
    #[error("a position cannot be keyed by these rules' SolveKey")]
    Unkeyable,
    /// The key of the position read back from a key is another key: the
    /// game's [`SolveKey`](super::SolveKey) is inconsistent.
    #[error("key {key:#x} reads back as a position with key {found:#x}")]
    KeyMismatch {
        /// The key.
        key: u64,
        /// The key of the position read back.
        found: u64,
    },
    /// A position where chance is to act is not in the table (the position
    /// is not reachable in the game the table was solved for).
    #[error("the position with key {key:#x} is not in the table")]
    NotInTable {
        /// Its key.
        key: u64,
    },
    /// The position asked about is not one the game accepts
    /// ([`validate`](crate::RaceGame::validate) refuses it): the game's
    /// reason.
    #[error("the position is not one of this game: {0}")]
    InvalidState(String),
    /// A table was solved for another objective than the one it is read
    /// for ([`Table::from_bytes_as`](super::Table::from_bytes_as)).
    #[error("the table's values are the {found:?}, not the {expected:?}")]
    WrongObjective {
        /// The objective asked for.
        expected: super::Objective,
        /// The objective in the table.
        found: super::Objective,
    },
    /// A stored key is no position of the game the table is read for: the
    /// table was made for another game (and relabelled), or damaged.
    #[error("entry {entry} holds key {key:#x}, which is no position of this game")]
    NotAPosition {
        /// The entry.
        entry: u64,
        /// Its key.
        key: u64,
    },
    /// A stored value is not what the game's equations give from the
    /// others: the values were rewritten, or are of another game.
    #[error(
        "the value of key {key:#x} is {stored}, but its throws and moves give {computed} from the other values"
    )]
    Inconsistent {
        /// The position's key.
        key: u64,
        /// The value in the table.
        stored: f64,
        /// The value its successors give.
        computed: f64,
    },
    /// The game is over in the position asked about: nobody is to move.
    #[error("the game is over: nobody is to move")]
    GameOver,
    /// The game refused an action it offered itself.
    #[error("the game refused an action it offered: {0}")]
    Game(String),
    /// A player was to act but had no legal action.
    #[error("a player was to act but had no legal action")]
    NoLegalAction,
    /// Nobody was to act but the game gave no outcome.
    #[error("nobody was to act but the game gave no outcome")]
    NoOutcome,
    /// Solving for the expected payoff, the solver met an end whose two
    /// payoffs do not add up to 0: the game is not zero-sum, and a value
    /// for one side would not say the other's.
    #[error(
        "the payoffs at an end are {seat} and {other}, which do not add up to 0: expected payoffs are solved for zero-sum games only"
    )]
    NotZeroSum {
        /// The payoff of the side the end was valued for.
        seat: i64,
        /// The other side's payoff.
        other: i64,
    },
    /// More choices in a row than [`SolveOptions::max_choices`](super::SolveOptions::max_choices).
    #[error("more than {limit} choices in a row without a throw")]
    ChoiceLoop {
        /// The limit in force.
        limit: usize,
    },
    /// Value iteration did not reach the tolerance within
    /// [`SolveOptions::max_sweeps`](super::SolveOptions::max_sweeps).
    #[error("no convergence after {sweeps} sweeps: the last changed a value by {residual}")]
    NotConverged {
        /// Sweeps made.
        sweeps: usize,
        /// The largest change in the last sweep.
        residual: f64,
    },
    /// A table was solved for other rules (its rules digest differs).
    #[error("the table is for rules with digest {found:016x}, not {expected:016x}")]
    WrongRules {
        /// The digest of the game asked about.
        expected: u64,
        /// The digest in the table.
        found: u64,
    },
    /// The bytes do not begin with the table's magic bytes.
    #[error("not a racegame solution table")]
    Magic,
    /// The table's format version is not one this crate reads.
    #[error("table format version {found} is not supported (this crate reads version {supported})")]
    Version {
        /// The version in the file.
        found: u32,
        /// The version this crate reads.
        supported: u32,
    },
    /// The bytes end before a table's header and checksum could.
    #[error("the bytes end after {found}: a table is at least {least} bytes long")]
    TooShort {
        /// The length found.
        found: u64,
        /// The length of a table of no entries: its header and checksum.
        least: u64,
    },
    /// The file's length does not match its header.
    #[error("a table of this header is {expected} bytes long, not {found}")]
    Length {
        /// The length the header implies.
        expected: u64,
        /// The length found.
        found: u64,
    },
    /// The checksum does not match the contents.
    #[error("checksum {found:016x} does not match the contents ({computed:016x})")]
    Checksum {
        /// The checksum in the file.
        found: u64,
        /// The checksum of the contents.
        computed: u64,
    },
    /// A field of the header or an entry holds an impossible value (a
    /// value outside 0..=1, a key listed twice).
    #[error("the table's {field} holds an impossible value (entry {entry})")]
    Corrupt {
        /// The field at fault.
        field: &'static str,
        /// The entry, or 0 for the header.
        entry: u64,
    },
    /// [`solve_dense`](super::solve_dense) was asked of a game without a
    /// dense numbering ([`SolveKey::dense_stages`](super::SolveKey::dense_stages)
    /// gave `None`).
    #[error("the game has no dense numbering of its positions")]
    NoNumbering,
    /// A position led to one of a stage not yet solved: the game's dense
    /// numbering breaks its own promise of stage order.
    #[error("position {rank} leads past the end of its stage ({stage_end})")]
    StageOrder {
        /// The number of the position reached.
        rank: u64,
        /// The first number past the stage being solved.
        stage_end: u64,
    },
    /// Between two throws, the other player chose: a dense solve needs
    /// every choice between two throws to be the thrower's.
    #[error("a player other than the thrower chose before the next throw")]
    OtherPlayersChoice,
    /// A cube its rules cannot reach (a value that is not a power of two
    /// from 2, one past the cap, or a cube in the middle at another value)
    /// or a cap past what a cubeful solve takes.
    #[error("cube: {0}")]
    Cube(&'static str),
}
