//! The Goose boards the crate ships: the user's two rule books and the two classics.
//!
//! Each function returns a validated [`Board`]; [`GooseGame`](super::GooseGame)
//! has a shortcut per preset that also sets the number of players. To play a
//! printing that differs, take the board's [`spec`](Board::spec), change it,
//! and build a new board.

use alloc::string::String;
use alloc::vec::Vec;

use super::board::{
    Board, BoardSpec, Collision, Effect, FirstThrowJump, Overshoot, RepeatRule, SpecialSquare,
};

/// The geese of the classic board, also the doubling squares of Vermifuge Lune.
pub const GEESE: [u8; 13] = [5, 9, 14, 18, 23, 27, 32, 36, 41, 45, 50, 54, 59];

/// The railway's stations: every ninth square before the goal.
pub const STATIONS: [u8; 6] = [9, 18, 27, 36, 45, 54];

fn square(square: u8, effect: Effect, fine: bool) -> SpecialSquare {
    SpecialSquare {
        square,
        effect,
        fine,
    }
}

fn build(spec: BoardSpec) -> Board {
    // The presets are fixed data that the tests check (`presets_are_valid`);
    // library code does not panic, so an impossible failure falls back to
    // the unchecked board rather than aborting.
    Board::new(spec.clone()).unwrap_or_else(|_| Board::unchecked(spec))
}

/// The goose-style hazards shared by the railway journey and the classic
/// goose: bridge 6 to 12, inn 19, well 31, maze 42, prison 52, death 58,
/// each costing the fine.
fn goose_hazards() -> Vec<SpecialSquare> {
    Vec::from([
        square(6, Effect::Jump(12), true),
        square(19, Effect::MissTurns(2), true),
        square(31, Effect::Hold, true),
        square(42, Effect::Jump(30), true),
        square(52, Effect::Hold, true),
        square(58, Effect::BackToStart, true),
    ])
}

/// The shape the three 63-square boards share: two dice, 2 to 6 players,
/// exact 63 with a bounce, and two first-throw jumps for a 9.
fn board_of_63(
    name: &str,
    start: u8,
    collision: Collision,
    squares: Vec<SpecialSquare>,
    nines: [([u8; 2], u8); 2],
) -> Board {
    build(BoardSpec {
        name: String::from(name),
        goal: 63,
        start,
        dice: 2,
        min_seats: 2,
        max_seats: 6,
        overshoot: Overshoot::Bounce,
        collision,
        repeat: RepeatRule::SameTotal,
        squares,
        first_throw: nines
            .iter()
            .map(|&(dice, to)| FirstThrowJump { dice, to })
            .collect(),
    })
}

/// "Perjalanan Kereta dalam Ruangan", the indoor railway journey (the
/// user's Indonesian rule book; specification `rules/railway.md`).
///
/// 63 squares, start area 0 off the board, two dice, 2 to 6 players.
/// Stations 9, 18, 27, 36, 45, 54 repeat the move. First throw: 6 and 3 to
/// 26, 5 and 4 to 53. Square 6 (fine) to 12; 19 (fine) misses two turns;
/// 31 and 52 (fine) hold the token until another arrives; 42 (fine) back
/// to 30; 58 (fine) back to the start. Exact 63, bounce on overshoot.
/// A token caught by a newcomer pays the fine and goes to the newcomer's
/// origin. The winner takes the pot; the fine is set on the
/// [`GooseGame`](super::GooseGame) (default 1).
///
/// Readings chosen where the seed is open to more than one:
/// - **Stations repeat the same total.** The seed says to go on "adding the
///   throw" (literally "the result of the next throw") until off a station.
///   Its own next paragraph explains that a first 9 would reach 63 because
///   stations lie every ninth square, which holds only if the same total is
///   added again; this preset follows that reading, as the specification
///   does. The literal reading is one field away:
///   [`RepeatRule::FreshThrow`] in the board's spec (the player throws
///   again from the station).
/// - **"Whoever throws 6"** is the square 6, as in every Game of the Goose.
/// - **A caught token goes to the newcomer's origin** ("back to his own
///   square" read as the classic goose rule, which the Vermifuge Lune seed
///   states plainly), and pays the fine.
/// - A token sent back from 58 throws normally afterwards: the first-throw
///   jumps are spent (its 9 then rides the stations to 63).
/// - A newcomer that ends its turn on its own origin still "catches" the
///   tokens there: they pay the fine and stay.
pub fn railway() -> Board {
    let mut squares = goose_hazards();
    squares.extend(STATIONS.iter().map(|&s| square(s, Effect::Repeat, false)));
    board_of_63(
        "railway",
        0,
        Collision::SendToOrigin { fine: true },
        squares,
        [([6, 3], 26), ([5, 4], 53)],
    )
}

/// The Vermifuge Lune game (the user's Malay rule book; specification
/// `rules/vermifuge-lune.md`).
///
/// 63 squares, every token starts on square 1, two dice, 2 to 6 players,
/// no fines. Doubling squares ([`GEESE`]) repeat the move. First throw: 6
/// and 3 to 16, 4 and 5 to 20. 12, 19, 25 and 58 back to 5; 34 back to 22;
/// 35 on to 56; 47 back to 29. Exact 63, bounce on overshoot. A caught
/// token goes to the square the newcomer has just left.
///
/// Readings chosen:
/// - **The doubling squares are the classic geese.** The seed names the
///   boxes of Vermifuge Lune and bottles of Moon Syrup but not their
///   squares; the geese are the layout that fits its clues (the child sent
///   to square 5 takes its medicine there; every ninth square doubles, so a
///   first 9 "could go to 63 at once"). Change them in the
///   [`spec`](Board::spec) to match a printed board.
/// - **Players**: the seed gives no count; 2 to 6 as in the other goose
///   games.
/// - A token sent to 5 by a jump does not double: jumps trigger nothing.
pub fn vermifuge_lune() -> Board {
    let mut squares: Vec<SpecialSquare> = GEESE
        .iter()
        .map(|&s| square(s, Effect::Repeat, false))
        .collect();
    for (from, to) in [
        (12, 5),
        (19, 5),
        (25, 5),
        (34, 22),
        (35, 56),
        (47, 29),
        (58, 5),
    ] {
        squares.push(square(from, Effect::Jump(to), false));
    }
    board_of_63(
        "vermifuge_lune",
        1,
        Collision::SendToOrigin { fine: false },
        squares,
        [([6, 3], 16), ([4, 5], 20)],
    )
}

/// The classic Game of the Goose (`rules/variants.md`).
///
/// The railway journey with geese ([`GEESE`]) instead of stations: first
/// throw 6 and 3 to 26, 5 and 4 to 53; bridge 6 to 12; inn 19 misses two
/// turns; well 31 and prison 52 hold until another token arrives; maze 42
/// back to 30; death 58 back to the start; every special square but a goose
/// costs the fine. Exact 63, bounce. A caught token goes to the newcomer's
/// origin without paying (the fine is for squares; set
/// [`Collision::SendToOrigin`]`{ fine: true }` for the railway's custom).
///
/// Sources differ on the inn (one turn or two) and the well (held, or two
/// missed turns): this preset takes two turns and held; both are one
/// [`BoardSpec::set`] away.
pub fn classic_goose() -> Board {
    let mut squares = goose_hazards();
    squares.extend(GEESE.iter().map(|&s| square(s, Effect::Repeat, false)));
    board_of_63(
        "classic_goose",
        0,
        Collision::SendToOrigin { fine: false },
        squares,
        [([6, 3], 26), ([5, 4], 53)],
    )
}

/// The ladders of the Milton Bradley board, `(from, to)`.
pub const LADDERS: [(u8, u8); 9] = [
    (1, 38),
    (4, 14),
    (9, 31),
    (21, 42),
    (28, 84),
    (36, 44),
    (51, 67),
    (71, 91),
    (80, 100),
];

/// The chutes of the Milton Bradley board, `(from, to)`.
pub const CHUTES: [(u8, u8); 10] = [
    (16, 6),
    (47, 26),
    (49, 11),
    (56, 53),
    (62, 19),
    (64, 60),
    (87, 24),
    (93, 73),
    (95, 75),
    (98, 78),
];

/// Snakes and Ladders (Chutes and Ladders) on the Milton Bradley board
/// (`rules/variants.md`).
///
/// 100 squares, start 0 off the board, one die, 1 to 6 players, tokens
/// share squares freely. [`LADDERS`] and [`CHUTES`] are jumps. Exact 100:
/// a throw that would pass it leaves the token where it is. Some printings
/// start the chute to 26 on 48 instead of 47; edit the spec for those.
pub fn snakes_and_ladders() -> Board {
    let squares = LADDERS
        .iter()
        .chain(CHUTES.iter())
        .map(|&(from, to)| square(from, Effect::Jump(to), false))
        .collect();
    build(BoardSpec {
        name: String::from("snakes_and_ladders"),
        goal: 100,
        start: 0,
        dice: 1,
        min_seats: 1,
        max_seats: 6,
        overshoot: Overshoot::StayPut,
        collision: Collision::None,
        repeat: RepeatRule::SameTotal,
        squares,
        first_throw: Vec::new(),
    })
}
