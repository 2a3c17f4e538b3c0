//! Backgammon positions in the formats the library reads and writes, one enum for `convert`, `perft` and the UBGI engine.
//!
//! Each format carries more or less of the rules: an XGID its match
//! length, Crawford, Jacoby and beaver flags; a GNU Backgammon Match ID
//! its match length and Jacoby rule; a FIBS board line its match length;
//! the crate's notation none. What a format does not carry comes from the
//! [`Defaults`]. A new format (a match file's position, say) is one more
//! [`Format`] variant with its arm in [`read()`] and [`write()`].

use racegame::backgammon::{
    BackgammonGame, BackgammonRules, BackgammonState, CubeRules, FIBS_UNLIMITED, FibsBoard,
    MatchId, Xgid,
};
use racegame::notation::parse_position;

/// A position format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// eXtreme Gammon's XGID (`XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10`).
    Xgid,
    /// GNU Backgammon's Position ID and Match ID (`4HPwATDgc/ABMA:cAkAAAAAAAAA`).
    Gnubg,
    /// The FIBS client protocol's board line (`board:You:opponent:...`).
    Fibs,
    /// The crate's one-line notation of a backgammon state.
    Notation,
}

impl Format {
    /// The format a text is written in, by its look: `XGID=`, `board:`,
    /// two IDs around a colon, else the crate's notation.
    pub fn detect(text: &str) -> Format {
        let text = text.trim();
        if text.starts_with("XGID=") {
            Format::Xgid
        } else if text.starts_with("board:") {
            Format::Fibs
        } else if text.len() == 27 && text.as_bytes().get(14) == Some(&b':') {
            Format::Gnubg
        } else {
            Format::Notation
        }
    }
}

/// The rules a format does not carry.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Defaults {
    /// The checkers, layout and board (backgammon, nackgammon, hypergammon).
    pub base: BackgammonRules,
    /// The Jacoby rule in money play.
    pub jacoby: bool,
    /// Beavers in money play.
    pub beavers: bool,
}

impl Default for Defaults {
    fn default() -> Self {
        Defaults {
            base: BackgammonRules::backgammon(),
            jacoby: true,
            beavers: true,
        }
    }
}

impl Defaults {
    /// Money play under these defaults.
    pub fn money(&self) -> BackgammonRules {
        self.base.with_cube(
            CubeRules::money()
                .with_jacoby(self.jacoby)
                .with_beavers(self.beavers),
        )
    }

    fn game(rules: BackgammonRules) -> Result<BackgammonGame, String> {
        BackgammonGame::new(rules).map_err(|e| e.to_string())
    }
}

/// The game and state of `text` in `format`, the rules completed from
/// `defaults`; the notation is read in `notation_game`.
///
/// # Errors
///
/// The library's message for a malformed text or a state the rules
/// refuse.
pub fn read(
    format: Format,
    text: &str,
    defaults: &Defaults,
    notation_game: &BackgammonGame,
) -> Result<(BackgammonGame, BackgammonState), String> {
    let text = text.trim();
    let e = |e: &dyn std::fmt::Display| e.to_string();
    match format {
        Format::Xgid => {
            let x: Xgid = text.parse().map_err(|x| e(&x))?;
            let rules = if x.length > 0 {
                defaults.base.with_match(x.length)
            } else {
                let cube = CubeRules::money()
                    .with_jacoby(x.flags & 1 != 0)
                    .with_beavers(x.flags & 2 != 0);
                defaults.base.with_cube(cube)
            };
            let game = Defaults::game(rules)?;
            let state = game.state_from_xgid(text).map_err(|x| e(&x))?;
            Ok((game, state))
        }
        Format::Gnubg => {
            let (position, id) = text
                .split_once(|c: char| c == ':' || c.is_whitespace())
                .ok_or("GNU Backgammon's IDs are written POSITIONID:MATCHID")?;
            let m: MatchId = id.trim().parse().map_err(|x| e(&x))?;
            let f = m.fields();
            let rules = if f.length > 0 {
                defaults.base.with_match(f.length)
            } else {
                let mut r = defaults.money();
                r.cube = r.cube.map(|c| c.with_jacoby(f.jacoby));
                r
            };
            let game = Defaults::game(rules)?;
            let state = game
                .state_from_gnubg(position.trim(), id.trim())
                .map_err(|x| e(&x))?;
            Ok((game, state))
        }
        Format::Fibs => {
            let b: FibsBoard = text.parse().map_err(|x| e(&x))?;
            let rules = match b.match_length {
                0 | FIBS_UNLIMITED => defaults.money(),
                n => defaults.base.with_match(n),
            };
            let game = Defaults::game(rules)?;
            let state = game.state_from_fibs_board(text).map_err(|x| e(&x))?;
            Ok((game, state))
        }
        Format::Notation => {
            let state = parse_position(notation_game, text).map_err(|x| e(&x))?;
            Ok((notation_game.clone(), state))
        }
    }
}

/// `state` of `game` written in `format`.
///
/// # Errors
///
/// The library's message where the format cannot say the state (a game
/// over, a turn half played, Fevga's board).
pub fn write(
    format: Format,
    game: &BackgammonGame,
    state: &BackgammonState,
) -> Result<String, String> {
    let e = |e: &dyn std::fmt::Display| e.to_string();
    Ok(match format {
        Format::Xgid => game.xgid(state).map_err(|x| e(&x))?.to_string(),
        Format::Gnubg => {
            let (p, m) = game.gnubg_ids(state).map_err(|x| e(&x))?;
            format!("{}:{m}", p.as_str())
        }
        Format::Fibs => game.fibs_board(state).map_err(|x| e(&x))?.to_string(),
        Format::Notation => {
            game.validate(state).map_err(|x| e(&x))?;
            state.to_string()
        }
    })
}
