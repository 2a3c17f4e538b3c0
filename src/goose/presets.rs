//! The Goose boards the crate ships: two nineteenth-century rule books (the indoor railway journey and Vermifuge Lune) and two classics.
//!
//! Each function returns a validated [`Board`]; [`GooseGame`](super::GooseGame)
//! has a shortcut per preset that also sets the number of seats. Each
//! function's documentation is the complete rule book of its game, with the
//! reading chosen wherever the original text allows more than one. To play
//! a printing that differs, take the board's [`spec`](Board::spec), change
//! it, and build a new board.
//!
//! Words used in every rule book below:
//! - A **move** is a token travelling forward by the total of the throw. A
//!   square's effect applies when a move *ends* on it, never when a token
//!   passes over it.
//! - A **jump** places the token on another square; the square reached by
//!   a jump does nothing (no repeat, fine, hold or further jump).
//! - A **repeat** moves the token again by the same total, in the direction
//!   it was travelling, for as long as it keeps landing on repeat squares;
//!   each landing after a repeat is a landing like any other.
//! - A **bounce**: a move that would pass the goal reaches it and goes back
//!   by the excess, and keeps travelling backwards on any repeat.
//! - A token's **origin** is the square it stood on when its turn began.

use alloc::string::String;
use alloc::vec::Vec;

use super::board::{
    Board, BoardSpec, Collision, Effect, FirstThrowJump, Overshoot, RepeatRule, SpecialSquare,
};
use crate::preset::Preset;

/// Every Goose preset, by the name records and the Python bindings use: the
/// one list that everything knowing the presets reads.
pub const PRESETS: &[Preset<Board>] = &[
    Preset::new("railway", railway),
    Preset::new("vermifuge_lune", vermifuge_lune),
    Preset::new("classic_goose", classic_goose),
    Preset::new("snakes_and_ladders", snakes_and_ladders),
];

/// The names of [`PRESETS`], in order.
pub(crate) const NAMES: [&str; PRESETS.len()] = crate::preset::names(PRESETS);

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

/// "Perjalanan Kereta dalam Ruangan", the indoor railway journey: a
/// nineteenth-century Game of the Goose on a railway theme, its rule book
/// in Indonesian.
///
/// **Board and seats.** Squares 1 to 63; every token starts on square 0,
/// off the board, which any number of tokens share. 2 to 6 players, one
/// token each, turns in seat order. Two six-sided dice; a throw moves by
/// their total.
///
/// **Stakes.** Before play the players agree on a fine (a positive whole
/// amount, [`GooseGame::with_fine`](super::GooseGame::with_fine), 1 by
/// default). "Pay" below means pay the fine into the pot. Whoever reaches
/// 63 wins the game and takes the whole pot.
///
/// **First throw.** On a player's first throw of the game only: 6 and 3 (in
/// either order) jumps to 26, the "delay" signal; 5 and 4 jumps to 53, the
/// "full stop" signal. Any other first throw is an ordinary move.
///
/// **Squares.**
/// - Stations [`STATIONS`] (9, 18, 27, 36, 45, 54): repeat the move.
/// - 6: pay, jump to 12.
/// - 19: pay, miss your next two turns.
/// - 31 and 52: pay, and stay there, missing every turn, until another
///   token ends its turn on the same square; that frees you.
/// - 42: pay, jump back to 30.
/// - 58: pay, jump back to the start (square 0).
/// - 63: win.
///
/// **Overshoot.** 63 must be reached exactly: a move past it bounces (from
/// 60, a 7 reaches 63 and goes back 4 to 59).
///
/// **Collisions.** When a token ends its turn (every repeat and jump done)
/// on a square other than 0 where other tokens stand, each of them pays
/// and goes to the newcomer's origin; a token held on 31 or 52 is freed
/// this way, and the newcomer is held in its place. The newcomer's own
/// square effect comes first, then the collision. A caught token triggers
/// nothing where it lands and keeps any turns it still has to miss.
///
/// **End.** The first token on 63 wins and takes the pot. If every token is
/// held at once, nobody can ever move: the game ends blocked, with no
/// winner and the pot untaken.
///
/// Readings chosen where the original text allows more than one:
/// - **Stations repeat the same total.** The text says to go on "adding the
///   result of the next throw" until off a station; its next paragraph
///   explains that a first 9 would reach 63 because a station stands on
///   every ninth square, which holds only if the same total is added again.
///   The literal reading is one field away: [`RepeatRule::FreshThrow`] in
///   the board's spec (the player throws again from the station).
/// - **"Whoever throws 6"** is the square 6, as in every Game of the Goose;
///   a total of 6 later in the game does nothing special.
/// - **A caught token goes to the newcomer's origin** ("back to his own
///   square" read as the classic goose rule, which the Vermifuge Lune text
///   states plainly), and pays.
/// - A token sent back from 58 throws normally afterwards: the first-throw
///   jumps are spent (its 9 then rides the stations to 63).
/// - A newcomer that ends its turn on its own origin still catches the
///   tokens there: they pay and stay.
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

/// The Vermifuge Lune game, a nineteenth-century advertising Game of the
/// Goose, its rule book in Malay: a newborn must reach square 63 at fifteen, a big
/// strong child thanks to Vermifuge Lune, a worm medicine.
///
/// **Board and seats.** Squares 1 to 63; every token starts on square 1
/// (the newborn), which any number of tokens share. 2 to 6 players, one
/// token each, turns in seat order. Two six-sided dice; a throw moves by
/// their total. No fines, no pot, no held tokens, no missed turns.
///
/// **First throw.** On a player's first throw of the game only: 6 and 3 (in
/// either order) jumps to 16, to play with dolls; 4 and 5 jumps to 20, to
/// play house. Any other first throw is an ordinary move.
///
/// **Squares.**
/// - Doubling squares [`GEESE`] (5, 9, 14, 18, 23, 27, 32, 36, 41, 45,
///   50, 54, 59), a box of Vermifuge Lune or a bottle of Moon Syrup:
///   repeat the move.
/// - 12 (ill in bed), 19 (a roundworm), 25 (a nightmare), 58 (pinworms):
///   jump back to 5 to take the medicine.
/// - 34 (the dunce's cap): jump back to 22.
/// - 35 (first in class, an aeroplane trip): jump on to 56.
/// - 47 (no bath): jump back to 29.
/// - 63: win.
///
/// **Overshoot.** 63 must be reached exactly: a move past it bounces (from
/// 60, a 12 reaches 63, goes back 9 to 54, a doubling square, and on
/// backwards 12 to 42).
///
/// **Collisions.** When a token ends its turn on a square other than 1
/// where other tokens stand, each of them goes to the square the newcomer
/// has just left (its origin). Nobody pays; a caught token triggers
/// nothing where it lands.
///
/// **End.** The first token on 63 wins.
///
/// Readings chosen:
/// - **The doubling squares are the classic geese.** The text names the
///   boxes and bottles but not their squares; the geese are the layout that
///   fits its clues (the child sent to square 5 takes its medicine there;
///   every ninth square doubles, so a first 9 "could go to 63 at once").
///   Change them in the [`spec`](Board::spec) to match a printed board.
/// - **Seats**: the text gives no count; 2 to 6 as in the other goose
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

/// The classic Game of the Goose on 63 squares, as commonly published for
/// play today (the layout and rules follow Mike Knauer's *Game of Goose*
/// notes for period games classes, with the traditional stakes added).
///
/// **Board and seats.** Squares 1 to 63; every token starts on square 0,
/// off the board, which any number of tokens share. 2 to 6 players, one
/// token each, turns in seat order. Two six-sided dice; a throw moves by
/// their total.
///
/// **Stakes.** The players agree on a fine
/// ([`GooseGame::with_fine`](super::GooseGame::with_fine), 1 by default);
/// every special square but a goose costs it ("pay" below), into a pot
/// that the winner takes.
///
/// **First throw.** On a player's first throw of the game only: 6 and 3 (in
/// either order) jumps to 26; 5 and 4 jumps to 53 (otherwise a first 9
/// would ride the geese straight to 63).
///
/// **Squares.**
/// - Geese [`GEESE`] (5, 9, 14, 18, 23, 27, 32, 36, 41, 45, 50, 54, 59):
///   repeat the move.
/// - 6, the bridge: pay, jump to 12.
/// - 19, the inn: pay, miss your next two turns.
/// - 31, the well, and 52, the prison: pay, and stay there, missing every
///   turn, until another token ends its turn on the same square; that
///   frees you.
/// - 42, the maze: pay, jump back to 30.
/// - 58, death: pay, jump back to the start (square 0).
/// - 63: win.
///
/// **Overshoot.** 63 must be reached exactly: a move past it bounces, and a
/// goose reached on the way back repeats backwards.
///
/// **Collisions.** When a token ends its turn on a square other than 0
/// where other tokens stand, each of them goes to the newcomer's origin
/// without paying (the fine is for squares; set
/// [`Collision::SendToOrigin`]`{ fine: true }` for the railway's custom).
/// A token held in the well or the prison is freed this way and the
/// newcomer is held in its place.
///
/// **End.** The first token on 63 wins and takes the pot. If every token is
/// held at once the game ends blocked, with no winner.
///
/// Readings chosen: published rules differ on the inn (one turn or two)
/// and the well (held, or two missed turns); this preset takes two turns
/// and held. Both are one [`BoardSpec::set`] away.
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

/// Snakes and Ladders on Milton Bradley's *Chutes and Ladders* board, the
/// layout analysed by S. C. Althoen, L. King and K. Schilling, "How long is
/// a game of Snakes and Ladders?", *The Mathematical Gazette* 77 (1993).
///
/// **Board and seats.** Squares 1 to 100; every token starts on square 0,
/// off the board. 1 to 6 players, one token each, turns in seat order. One
/// six-sided die (the spinner); a throw moves by its value. No fines, no
/// first-throw rule.
///
/// **Squares.** A move ending at the foot of a ladder climbs it; a move
/// ending at the top of a chute slides down it. Both are jumps, so the
/// square reached does nothing more.
/// - Ladders [`LADDERS`]: 1 to 38, 4 to 14, 9 to 31, 21 to 42, 28 to 84,
///   36 to 44, 51 to 67, 71 to 91, 80 to 100.
/// - Chutes [`CHUTES`]: 16 to 6, 47 to 26, 49 to 11, 56 to 53, 62 to 19,
///   64 to 60, 87 to 24, 93 to 73, 95 to 75, 98 to 78.
///
/// **Overshoot.** 100 must be reached exactly: a throw that would pass it
/// leaves the token where it is.
///
/// **Collisions.** None: any number of tokens share a square.
///
/// **End.** The first token on 100 (by a move, or up the ladder from 80)
/// wins.
///
/// Readings chosen: some printings start the chute to 26 on 48 instead of
/// 47; edit the spec for those.
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
