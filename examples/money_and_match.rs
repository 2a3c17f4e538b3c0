//! Two bots play backgammon with the doubling cube: a money game, then a
//! match to five points, told decision by decision, with the score.
//!
//! The bots differ only at the cube. Both go by the race: a side doubles
//! when its pip count leads by a share of its own count and the side
//! doubled passes when the doubler leads by more than another share.
//! "Careful" follows Walter Trice's 8-9-12 rule of thumb for races (double
//! a lead of 8%, redouble 9%, pass a lead of more than 12%); "Bold"
//! doubles a lead of 4% and passes only past 20%. Their checker play is the
//! same plain plan: among the whole plays of the roll
//! ([`BackgammonGame::plays`]) the one that leaves the fewest of their own
//! blots, hitting when it can, applied at once with
//! [`BackgammonGame::apply_play`].
//!
//! The dice come from one seed, so a run is the same every time. Run with
//! `cargo run --example money_and_match` (optional: a seed, `-- 7`).

use racegame::backgammon::{
    BackgammonAction, BackgammonEvent, BackgammonGame, BackgammonRules, BackgammonState, Phase,
    Play,
};
use racegame::{Dice, RaceGame, Seat, ToAct};

/// A bot's cube style: the leads, in hundredths of its own pip count, at
/// which it doubles, redoubles a cube it owns, and passes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bot {
    /// Its name.
    pub name: &'static str,
    /// Lead to double a cube in the middle.
    pub double: u32,
    /// Lead to redouble a cube it owns.
    pub redouble: u32,
    /// The doubler's lead past which it passes.
    pub pass: u32,
}

/// The two bots: seat 0 (White) and seat 1 (Black).
pub const BOTS: [Bot; 2] = [
    Bot {
        name: "Careful",
        double: 8,
        redouble: 9,
        pass: 12,
    },
    Bot {
        name: "Bold",
        double: 4,
        redouble: 4,
        pass: 20,
    },
];

impl Bot {
    /// Its cube action in `state`, or `None` where no cube decision is due.
    pub fn cube_action(&self, state: &BackgammonState) -> Option<BackgammonAction> {
        // In both cube phases the side to play is the one doubling.
        let doubler = state.turn();
        let (mine, theirs) = (
            state.pip_count(doubler),
            state.pip_count(Seat(1 - doubler.0)),
        );
        let lead = theirs.saturating_sub(mine) * 100;
        match state.phase() {
            Phase::AwaitingCube => {
                let need = if state.cube_owner().is_some() {
                    self.redouble
                } else {
                    self.double
                };
                Some(if lead > 0 && lead >= need * mine {
                    BackgammonAction::Double
                } else {
                    BackgammonAction::Roll
                })
            }
            Phase::Doubled if lead > self.pass * mine => Some(BackgammonAction::Pass),
            Phase::Doubled => Some(BackgammonAction::Take),
            _ => None,
        }
    }

    /// Its play among `plays`: the fewest blots left, less four a hit.
    pub fn choose<'a>(&self, seat: Seat, plays: &'a [Play]) -> Option<&'a Play> {
        plays.iter().min_by_key(|p| {
            let blots = p.state().points(seat).filter(|&(_, n)| n == 1).count() as i32;
            let hits = p.steps().iter().filter(|s| s.hit).count() as i32;
            blots - 4 * hits
        })
    }
}

/// What happened in a run: the story, told line by line, and the counts
/// and scores the tests check.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// The story.
    pub lines: Vec<String>,
    /// Doubles offered, takes, passes.
    pub cube: [u32; 3],
    /// Whole plays applied.
    pub plays: u32,
    /// Each game's end: the winner, the points it scored (cube included).
    pub games: Vec<(Seat, u32)>,
    /// Whether the game being told is a match.
    pub in_match: bool,
}

/// Plays `state` on to its end (a match: to the match's end) with `BOTS`
/// and the dice, telling it into `report`.
///
/// # Errors
///
/// An action the engine refuses (none: every action is one it offered).
pub fn play_out(
    game: &BackgammonGame,
    mut state: BackgammonState,
    dice: &mut Dice,
    report: &mut Report,
) -> Result<BackgammonState, Box<dyn std::error::Error>> {
    loop {
        let events = match game.to_act(&state) {
            ToAct::Nobody => return Ok(state),
            ToAct::Chance(_) => {
                let throw = dice.throw_for(game, &state).ok_or("a throw is due")?;
                let (next, events) = game.apply(&state, throw)?;
                state = next;
                events
            }
            ToAct::Player(seat) => {
                let bot = BOTS[usize::from(seat.0)];
                if let Some(action) = bot.cube_action(&state) {
                    let (next, events) = game.apply(&state, action)?;
                    state = next;
                    events
                } else {
                    let plays = game.plays(&state);
                    let play = bot.choose(seat, &plays).ok_or("a move is awaited")?;
                    let (next, events) = game.apply_play(&state, play)?;
                    report.plays += 1;
                    report.lines.push(format!("  {} plays {play}", bot.name));
                    state = next;
                    events
                }
            }
        };
        for event in events {
            tell(&event, report);
        }
    }
}

/// The name of `seat`'s bot.
fn name(seat: Seat) -> &'static str {
    BOTS[usize::from(seat.0.min(1))].name
}

/// Tells the cube's events and the games' ends; counts them.
fn tell(event: &BackgammonEvent, report: &mut Report) {
    let line = match *event {
        BackgammonEvent::Passed { seat, dice } => {
            format!("  {} cannot move {}-{}", name(seat), dice[0], dice[1])
        }
        BackgammonEvent::Doubled { seat, value } => {
            report.cube[0] += 1;
            format!("  {} doubles to {value}", name(seat))
        }
        BackgammonEvent::Taken { seat, value } => {
            report.cube[1] += 1;
            format!(
                "  {} takes: the cube is at {value}, {}'s",
                name(seat),
                name(seat)
            )
        }
        BackgammonEvent::Dropped { seat, value } => {
            report.cube[2] += 1;
            format!("  {} passes, losing {value}", name(seat))
        }
        BackgammonEvent::GameEnded {
            result: Some(r),
            score,
        } => {
            report.games.push((r.winner, r.total()));
            format!(
                "{} wins a game ({:?}) for {}: {} {}, {} {}",
                name(r.winner),
                r.win,
                r.total(),
                BOTS[0].name,
                score[0],
                BOTS[1].name,
                score[1]
            )
        }
        // In a match `GameEnded` told the last game: this is the match's end.
        BackgammonEvent::GameOver {
            result: Some(r), ..
        } if report.in_match => format!("{} wins the match", name(r.winner)),
        BackgammonEvent::GameOver {
            result: Some(r), ..
        } => {
            report.games.push((r.winner, r.total()));
            format!(
                "{} wins ({:?}) for {} points",
                name(r.winner),
                r.win,
                r.total()
            )
        }
        _ => return,
    };
    report.lines.push(line);
}

/// A money game and a match to `length` points from `seed`'s dice: the
/// money game's final state, the match's, and the report of both.
///
/// # Errors
///
/// As [`play_out`], and rules the engine refuses (none).
pub fn run(
    seed: u64,
    length: u16,
) -> Result<(BackgammonState, BackgammonState, Report), Box<dyn std::error::Error>> {
    let mut dice = Dice::seeded(seed);
    let mut report = Report::default();
    let money = BackgammonGame::backgammon_money();
    report
        .lines
        .push("A money game (the Jacoby rule, beavers allowed; the bots never beaver):".into());
    let over = play_out(&money, money.initial_state(), &mut dice, &mut report)?;
    let white = money
        .payoff(&over, Seat(0))
        .ok_or("the money game is over")?;
    report.lines.push(format!(
        "Money: {} {white:+}, {} {:+}",
        BOTS[0].name, BOTS[1].name, -white
    ));
    let game = BackgammonGame::new(BackgammonRules::backgammon().with_match(length))?;
    report.in_match = true;
    report.lines.push(format!(
        "\nA match to {length} (the Crawford rule; no Jacoby rule, no beavers):"
    ));
    let end = play_out(&game, game.initial_state(), &mut dice, &mut report)?;
    let [w, b] = end.score();
    report
        .lines
        .push(format!("Match: {} {w}, {} {b}", BOTS[0].name, BOTS[1].name));
    Ok((over, end, report))
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let seed: u64 = std::env::args()
        .nth(1)
        .map(|s| s.parse())
        .transpose()?
        .unwrap_or(2026);
    println!(
        "Seed {seed}. {} (White) against {} (Black).\n",
        BOTS[0].name, BOTS[1].name
    );
    let (_, _, report) = run(seed, 5)?;
    for line in &report.lines {
        println!("{line}");
    }
    let [doubles, takes, passes] = report.cube;
    println!(
        "\n{doubles} doubles, {takes} takes, {passes} passes; {} whole plays applied.",
        report.plays
    );
    Ok(())
}
