//! The Ludo notation: [`LudoAction`] and [`LudoState`] as short text, read back exactly.
//!
//! The grammars are documented on the types: [`LudoAction`] and [`LudoState`], section "Notation".

use core::fmt;
use core::str::FromStr;

use super::action::LudoAction;
use super::error::LudoStateError;
use super::rules::MAX_SEATS;
use super::state::{LudoState, NONE, Phase};
use super::{MAX_TOKENS, YARD};
use crate::game::{Ranking, Seat};
use crate::notation::{Cursor, NotationError, PositionError, end_of_position, read_roll};

/// The letters of the colours, seat by seat (`R`ed, `G`reen, `Y`ellow,
/// `B`lue, `P`urple, `O`range).
const LETTERS: [u8; MAX_SEATS] = *b"RGYBPO";
const COLOUR: &str = "a colour: R, G, Y, B, P or O";
const TOKEN: &str = "a token number, 0 to 3";

impl fmt::Display for LudoAction {
    /// The action in the notation (the grammar is in [`LudoAction`]'s
    /// docs, "Notation").
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LudoAction::Throw(roll) => write!(f, "{roll}"),
            LudoAction::Enter => f.write_str("e"),
            LudoAction::Move { token } => write!(f, "m{token}"),
            LudoAction::BonusMove { token } => write!(f, "b{token}"),
            LudoAction::EnterDie { die } => write!(f, "e/{die}"),
            LudoAction::MoveDie { token, die } => write!(f, "m{token}/{die}"),
            LudoAction::EnterTotal => f.write_str("e/+"),
            LudoAction::MoveSum { token } => write!(f, "m{token}/+"),
        }
    }
}

impl FromStr for LudoAction {
    type Err = NotationError;

    /// Reads an action written by `Display`:
    ///
    /// ```text
    /// action = throw | "e" | "m" token | "b" token
    ///        | "e/" die | "m" token "/" die | "e/+" | "m" token "/+"
    /// throw  = value [ "+" value ]    ; value 1 to 6
    /// token  = "0" .. "3"             ; die = "0" | "1"
    /// ```
    ///
    /// `e` enters a token, `m2` moves token 2, `b2` makes the bonus move
    /// with token 2; with two dice `e/0` and `m2/1` name the die, `e/+`
    /// and `m2/+` use both. Whether the action is legal is for the game
    /// to say ([`legal_actions`](crate::RaceGame::legal_actions)).
    ///
    /// ```
    /// use racegame::ludo::LudoAction;
    /// assert_eq!("m2/1".parse::<LudoAction>()?, LudoAction::MoveDie { token: 2, die: 1 });
    /// let err = "x".parse::<LudoAction>().unwrap_err();
    /// assert!(err.to_string().contains("expected a throw (\"6\", \"3+5\"), \"e\", \"m\" or \"b\""));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`NotationError`] saying what was expected where the text departs
    /// from the grammar.
    fn from_str(text: &str) -> Result<Self, NotationError> {
        let mut c = Cursor::new(text)?;
        let action = match c.peek() {
            Some(b'e') => {
                c.eat(b'e');
                match read_die_choice(&mut c)? {
                    None => LudoAction::Enter,
                    Some(Some(die)) => LudoAction::EnterDie { die },
                    Some(None) => LudoAction::EnterTotal,
                }
            }
            Some(b'm') => {
                c.eat(b'm');
                let token = c.digit(TOKEN, (MAX_TOKENS - 1) as u8)?;
                match read_die_choice(&mut c)? {
                    None => LudoAction::Move { token },
                    Some(Some(die)) => LudoAction::MoveDie { token, die },
                    Some(None) => LudoAction::MoveSum { token },
                }
            }
            Some(b'b') => {
                c.eat(b'b');
                LudoAction::BonusMove {
                    token: c.digit(TOKEN, (MAX_TOKENS - 1) as u8)?,
                }
            }
            Some(b'1'..=b'6') => LudoAction::Throw(read_roll(&mut c)?),
            _ => {
                return Err(c.expected("a throw (\"6\", \"3+5\"), \"e\", \"m\" or \"b\""));
            }
        };
        c.end("the end of the action")?;
        Ok(action)
    }
}

/// After `e` or `m<token>`: nothing (`None`), `/0` or `/1` (`Some(Some)`),
/// or `/+` (`Some(None)`).
fn read_die_choice(c: &mut Cursor<'_>) -> Result<Option<Option<u8>>, NotationError> {
    if !c.eat(b'/') {
        return Ok(None);
    }
    if c.eat(b'+') {
        return Ok(Some(None));
    }
    Ok(Some(Some(c.digit("a die, 0 or 1, or \"+\" for both", 1)?)))
}

fn letter(seat: Seat) -> char {
    LETTERS.get(seat.index()).map_or('?', |&b| char::from(b))
}

impl fmt::Display for LudoState {
    /// The position in one line (the grammar is in [`LudoState`]'s docs,
    /// "Notation").
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ludo")?;
        for seat in self.seats_in_play() {
            write!(f, " {}:", letter(seat))?;
            for (i, &p) in self.tokens(seat).iter().enumerate() {
                let sep = if i == 0 { "" } else { "," };
                if p == YARD {
                    write!(f, "{sep}y")?;
                } else {
                    write!(f, "{sep}{p}")?;
                }
            }
        }
        write!(f, " t={} p=", letter(self.current()))?;
        write_phase(self.phase, f)?;
        write_counters(self, f)?;
        f.write_str(";")
    }
}

fn write_phase(phase: Phase, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match phase {
        Phase::AwaitingThrow => f.write_str("throw"),
        Phase::AwaitingChoice(roll) => write!(f, "choice:{roll}"),
        Phase::AwaitingDice => f.write_str("dice"),
        Phase::AwaitingBonus(distance) => write!(f, "bonus:{distance}"),
        Phase::Over => f.write_str("over"),
        Phase::Truncated => f.write_str("truncated"),
        Phase::Blocked => f.write_str("blocked"),
    }
}

fn write_counters(s: &LudoState, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    if s.dice != [0, 0] {
        write!(f, " d={},{}", s.dice[0], s.dice[1])?;
    }
    if s.sixes != 0 {
        write!(f, " s={}", s.sixes)?;
    }
    if s.tries != 0 {
        write!(f, " r={}", s.tries)?;
    }
    if s.last_moved != NONE {
        write!(f, " l={}", s.last_moved)?;
    }
    for (i, &seat) in s.ranking.as_slice().iter().enumerate() {
        let key = if i == 0 { " k=" } else { "," };
        write!(f, "{key}{}", letter(seat))?;
    }
    if s.actions != 0 {
        write!(f, " n={}", s.actions)?;
    }
    Ok(())
}

impl FromStr for LudoState {
    type Err = PositionError<LudoStateError>;

    /// Reads a position written by `Display`:
    ///
    /// ```text
    /// position = "ludo" 2*6( " " colour ":" progress *( "," progress ) )
    ///            " t=" colour " p=" phase
    ///            [ " d=" number "," number ] [ " s=" number ] [ " r=" number ]
    ///            [ " l=" token ] [ " k=" colour *( "," colour ) ] [ " n=" number ]
    ///            ";"
    /// colour   = "R" | "G" | "Y" | "B" | "P" | "O"
    /// progress = "y" | number
    /// phase    = "throw" | "choice:" number | "dice" | "bonus:" number
    ///          | "over" | "truncated" | "blocked"
    /// ```
    ///
    /// (`d`: the unused dice of a two-dice throw, 0 for a used one; `s`:
    /// sixes this turn; `r`: tries with every token in the yard; `l`: the
    /// token moved last; `k`: the ranking so far; `n`: actions played; `;`
    /// ends every position, so a text cut short is refused.)
    /// Seats come in colour order, each with the same number of tokens.
    /// The shape is checked here;
    /// [`parse_position`](crate::notation::parse_position) also checks the
    /// state against the rules.
    ///
    /// # Errors
    ///
    /// [`PositionError::Notation`] for text not in the notation,
    /// [`PositionError::State`] for a state of no game (uneven token
    /// counts, a seat to play that is not at the table, ...).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut c = Cursor::new(text)?;
        c.expect_str("ludo", "\"ludo\"")?;
        let mut s = LudoState::new(0, 0, 0);
        read_seats(&mut c, &mut s)?;
        s.current = read_colour(&mut c)?.0;
        c.expect_str(" p=", "\" p=\" and the phase")?;
        s.phase = read_phase(&mut c)?;
        read_counters(&mut c, &mut s)?;
        end_of_position(
            &mut c,
            "the next field in order (d, s, r, l, k, n), or \";\" to end the position",
        )?;
        s.check_shape().map_err(PositionError::State)?;
        Ok(s)
    }
}

fn read_colour(c: &mut Cursor<'_>) -> Result<Seat, NotationError> {
    let found = c.peek().and_then(|b| LETTERS.iter().position(|&l| l == b));
    match found {
        Some(i) => {
            c.eat(LETTERS[i]);
            Ok(Seat(i as u8))
        }
        None => Err(c.expected(COLOUR)),
    }
}

fn read_seats(c: &mut Cursor<'_>, s: &mut LudoState) -> Result<(), PositionError<LudoStateError>> {
    let mut first_count = None;
    while c.eat(b' ') {
        if c.eat_str("t=") {
            return Ok(());
        }
        let seat = read_colour(c)?;
        if s.plays(seat) || s.in_play >> seat.0 != 0 {
            return Err(c.expected("the seats in colour order, each once").into());
        }
        c.expect(b':', "\":\" and the seat's tokens")?;
        let count = read_tokens(c, s, seat)?;
        if *first_count.get_or_insert(count) != count {
            return Err(PositionError::State(LudoStateError::UnevenTokens {
                seat,
                tokens: count,
                first: first_count.unwrap_or(count),
            }));
        }
        s.in_play |= 1 << seat.0;
        s.token_count = count as u8;
    }
    Err(c
        .expected("\" \" and a seat, or \" t=\" and the seat to play")
        .into())
}

fn read_tokens(c: &mut Cursor<'_>, s: &mut LudoState, seat: Seat) -> Result<usize, NotationError> {
    let mut count = 0;
    loop {
        if count >= MAX_TOKENS {
            return Err(c.expected("at most 4 tokens"));
        }
        let p = if c.eat(b'y') {
            YARD
        } else {
            c.small("\"y\" (the yard) or a token's progress, 0 to 254", YARD - 1)?
        };
        s.tokens[seat.index()][count] = p;
        count += 1;
        if !c.eat(b',') {
            return Ok(count);
        }
    }
}

fn read_phase(c: &mut Cursor<'_>) -> Result<Phase, NotationError> {
    Ok(if c.eat_str("throw") {
        Phase::AwaitingThrow
    } else if c.eat_str("choice:") {
        Phase::AwaitingChoice(c.small("the roll to use", u8::MAX)?)
    } else if c.eat_str("dice") {
        Phase::AwaitingDice
    } else if c.eat_str("bonus:") {
        Phase::AwaitingBonus(c.small("the bonus distance", u8::MAX)?)
    } else if c.eat_str("over") {
        Phase::Over
    } else if c.eat_str("truncated") {
        Phase::Truncated
    } else if c.eat_str("blocked") {
        Phase::Blocked
    } else {
        return Err(c.expected(
            "a phase: throw, choice:<roll>, dice, bonus:<distance>, over, truncated or blocked",
        ));
    })
}

fn read_counters(c: &mut Cursor<'_>, s: &mut LudoState) -> Result<(), NotationError> {
    if c.eat_str(" d=") {
        s.dice[0] = c.small("a die's value, 0 (used) to 6", 6)?;
        c.expect(b',', "\",\" and the second die")?;
        s.dice[1] = c.small("a die's value, 0 (used) to 6", 6)?;
        if s.dice == [0, 0] {
            return Err(c.expected("a die not yet used (\"d=0,0\" is left out)"));
        }
    }
    if c.eat_str(" s=") {
        s.sixes = c.nonzero("the sixes rolled this turn", 255)? as u8;
    }
    if c.eat_str(" r=") {
        s.tries = c.nonzero("the tries used", 255)? as u8;
    }
    if c.eat_str(" l=") {
        s.last_moved = c.digit(TOKEN, (MAX_TOKENS - 1) as u8)?;
    }
    if c.eat_str(" k=") {
        s.ranking = read_ranking(c)?;
    }
    if c.eat_str(" n=") {
        s.actions = c.nonzero("the actions played", u32::MAX)?;
    }
    Ok(())
}

fn read_ranking(c: &mut Cursor<'_>) -> Result<Ranking, NotationError> {
    let mut ranking = Ranking::new();
    loop {
        let seat = read_colour(c)?;
        if !ranking.push(seat) {
            return Err(c.expected("each colour ranked once"));
        }
        if !c.eat(b',') {
            return Ok(ranking);
        }
    }
}
