//! Games built from fuzz bytes: presets, custom Goose boards and Ur rule
//! sets whose every field the fuzzer may change, and Ludo rule sets drawn
//! by the crate's own generator (`racegame::testing`). Numbers are shaped
//! into the ranges a rule set accepts most of the time (so that most inputs
//! give a game to play); `rules_from_json` covers raw, unshaped data.

use arbitrary::{Arbitrary, Unstructured};
use racegame::Seat;
use racegame::goose::{
    self, Board, BoardSpec, Collision, Effect, FirstThrowJump, GooseGame, RepeatRule,
};
use racegame::ludo::LudoGame;

use racegame::backgammon::{
    BackgammonGame, BackgammonRules, BackgammonState, Contact, CubeRules, DiceLeft, Direction,
    Layout, MatchRules, MotherRule, Opening,
};
use racegame::preset::Preset;
use racegame::ur::{UrDice, UrGame, UrPath, UrRules};

use crate::api::GOOSE_MAX_SEATS;

/// The preset at `which`, wrapped round the family's one list.
fn pick<R>(presets: &'static [Preset<R>], which: u8) -> &'static Preset<R> {
    &presets[usize::from(which) % presets.len()]
}

/// One of the preset games (`goose::presets::PRESETS`), by number, for
/// `players`.
pub fn goose_preset(which: u8, players: usize) -> Option<GooseGame> {
    GooseGame::new(pick(goose::presets::PRESETS, which).rules(), players).ok()
}

/// One of the preset games (`ludo::presets::PRESETS`), by number, for
/// `players`.
pub fn ludo_preset(which: u8, players: usize) -> Option<LudoGame> {
    LudoGame::new(
        pick(racegame::ludo::presets::PRESETS, which).rules(),
        players,
    )
    .ok()
}

/// One of the Ur presets (`ur::presets::PRESETS`), by number.
pub fn ur_preset(which: u8) -> UrGame {
    let rules = pick(racegame::ur::presets::PRESETS, which).rules();
    UrGame::new(rules).expect("a preset's rules are valid")
}

/// A preset board's spec, by number, or `None` (one number more than the
/// presets) for a board of the fuzzer's own.
fn goose_preset_spec(which: u8) -> Option<BoardSpec> {
    let presets = goose::presets::PRESETS;
    let preset = presets.get(usize::from(which) % (presets.len() + 1))?;
    Some(preset.rules().spec().clone())
}

/// A square's effect, as the fuzzer picks it.
#[derive(Arbitrary, Debug, Clone, Copy)]
pub enum EffectInput {
    None,
    Repeat,
    Jump(u8),
    MissTurns(u8),
    Hold,
    BackToStart,
    Win,
}

/// A special square: where (shaped onto the board), what, and a fine.
#[derive(Arbitrary, Debug, Clone, Copy)]
pub struct SquareInput {
    square: u8,
    effect: EffectInput,
    fine: bool,
}

/// A Goose board and table: a preset board (or a bare one) with any field
/// replaced.
#[derive(Arbitrary, Debug, Clone)]
pub struct GooseInput {
    base: u8,
    start: Option<u8>,
    goal: Option<u8>,
    two_dice: Option<bool>,
    players_range: Option<(u8, u8)>,
    overshoot: Option<u8>,
    collision: Option<u8>,
    fresh_repeat: Option<bool>,
    clear_squares: bool,
    squares: Vec<SquareInput>,
    first_throw: Option<Vec<(u8, u8, u8)>>,
    players: u8,
    fine: Option<u32>,
    action_limit: Option<u32>,
}

impl GooseInput {
    /// The game, or `None` when the board or table is refused.
    pub fn game(&self) -> Option<GooseGame> {
        let spec = self.spec();
        let board = Board::new(spec).ok()?;
        let (min, max) = (board.spec().min_seats, board.spec().max_seats);
        let span = max.saturating_sub(min).saturating_add(1);
        let players = usize::from(min.saturating_add(self.players % span.max(1)));
        let mut game = GooseGame::new(board, players).ok()?;
        if let Some(fine) = self.fine {
            game = game.with_fine(fine.max(1)).ok()?;
        }
        game.with_action_limit(self.action_limit).ok()
    }

    fn spec(&self) -> BoardSpec {
        let mut spec = goose_preset_spec(self.base).unwrap_or_else(|| BoardSpec::new(63));
        if let Some(start) = self.start {
            spec.start = start % 8;
        }
        if let Some(goal) = self.goal {
            spec.goal = spec.start.saturating_add(1 + goal % 120);
        }
        if let Some(two) = self.two_dice {
            spec.dice = 1 + u8::from(two);
        }
        if let Some((a, b)) = self.players_range {
            let max = 1 + b % GOOSE_MAX_SEATS as u8;
            spec.max_seats = max;
            spec.min_seats = 1 + a % max;
        }
        spec.overshoot = match self.overshoot.map(|o| o % 3) {
            None => spec.overshoot,
            Some(0) => goose::Overshoot::Bounce,
            Some(1) => goose::Overshoot::StayPut,
            Some(_) => goose::Overshoot::FinishAnyway,
        };
        spec.collision = match self.collision.map(|c| c % 3) {
            None => spec.collision,
            Some(0) => Collision::None,
            Some(1) => Collision::SendToOrigin { fine: false },
            Some(_) => Collision::SendToOrigin { fine: true },
        };
        if let Some(fresh) = self.fresh_repeat {
            spec.repeat = if fresh {
                RepeatRule::FreshThrow
            } else {
                RepeatRule::SameTotal
            };
        }
        self.squares_onto(&mut spec);
        self.first_throw_onto(&mut spec);
        spec
    }

    fn squares_onto(&self, spec: &mut BoardSpec) {
        let (start, goal) = (spec.start, spec.goal);
        let on_board = |s: u8| s > start && s < goal;
        if self.clear_squares {
            spec.squares.clear();
        }
        spec.squares.retain(|s| {
            on_board(s.square) && !matches!(s.effect, Effect::Jump(to) if to < start || to > goal)
        });
        let inner = goal.saturating_sub(start).saturating_sub(1);
        if inner == 0 {
            spec.squares.clear();
            return;
        }
        let span = u16::from(goal - start) + 1;
        for s in self.squares.iter().take(40) {
            let square = start + 1 + s.square % inner;
            let effect = match s.effect {
                EffectInput::None => Effect::None,
                EffectInput::Repeat => Effect::Repeat,
                EffectInput::Jump(to) => {
                    let to = start + (u16::from(to) % span) as u8;
                    if to == square {
                        continue;
                    }
                    Effect::Jump(to)
                }
                EffectInput::MissTurns(n) => Effect::MissTurns(n),
                EffectInput::Hold => Effect::Hold,
                EffectInput::BackToStart => Effect::BackToStart,
                EffectInput::Win => Effect::Win,
            };
            spec.set(square, effect, s.fine);
        }
    }

    fn first_throw_onto(&self, spec: &mut BoardSpec) {
        let (start, goal) = (spec.start, spec.goal);
        let span = u16::from(goal.saturating_sub(start)) + 1;
        let Some(jumps) = &self.first_throw else {
            spec.first_throw
                .retain(|j| j.to >= start && j.to <= goal && (spec.dice == 2 || j.dice[1] == 0));
            return;
        };
        spec.first_throw.clear();
        for &(a, b, to) in jumps.iter().take(8) {
            let dice = [1 + a % 6, if spec.dice == 2 { 1 + b % 6 } else { 0 }];
            let duplicate = spec
                .first_throw
                .iter()
                .any(|j| j.dice == dice || (j.dice[0] == dice[1] && j.dice[1] == dice[0]));
            if !duplicate {
                let to = start + (u16::from(to) % span) as u8;
                spec.first_throw
                    .push(FirstThrowJump::two(dice[0], dice[1], to));
            }
        }
    }
}

/// A Ludo game from the fuzzer's bytes, drawn by the crate's one generator
/// of random rule sets (`racegame::testing::ludo_game`: a preset's board,
/// a long track or a small random one, every option), or `None` when the
/// rules or the table are refused.
pub fn ludo_game(u: &mut Unstructured<'_>) -> Option<LudoGame> {
    racegame::testing::ludo_game(|n| u.choose_index(n).unwrap_or(0))
}

/// Replaces `$field` of `$rules` by `$f(value)` when the input gives one.
macro_rules! set {
    ($rules:ident, $input:ident, $($field:ident => $f:expr),* $(,)?) => {
        $(if let Some(v) = $input.$field.clone() {
            $rules.$field = ($f)(v);
        })*
    };
}

/// An Ur rule set (a preset's, with any field replaced) and who starts.
#[derive(Arbitrary, Debug, Clone)]
pub struct UrInput {
    base: u8,
    pieces: Option<u8>,
    masters_path: Option<bool>,
    three_dice: Option<bool>,
    safe_rosettes: Option<bool>,
    rosettes_throw_again: Option<bool>,
    captures_throw_again: Option<bool>,
    action_limit: Option<Option<u32>>,
    dark_first: bool,
}

impl UrInput {
    /// The rules, which may not validate (pieces 0 to 8, a limit of 0).
    pub fn rules(&self) -> UrRules {
        let mut rules = *ur_preset(self.base).rules();
        let s = self;
        set!(rules, s,
            pieces => |p: u8| p % 9,
            safe_rosettes => |b| b,
            rosettes_throw_again => |b| b,
            captures_throw_again => |b| b,
            action_limit => |l: Option<u32>| l.map(|n| n % 2000),
        );
        if let Some(m) = self.masters_path {
            rules.path = if m { UrPath::Masters } else { UrPath::Bell };
        }
        if let Some(t) = self.three_dice {
            rules.dice = if t {
                UrDice::ThreeBinaryZeroIsFour
            } else {
                UrDice::FourBinary
            };
        }
        rules
    }

    /// The game, or `None` when the rules are refused.
    pub fn game(&self) -> Option<UrGame> {
        let game = UrGame::new(self.rules()).ok()?;
        game.with_first(Seat(u8::from(self.dark_first))).ok()
    }
}

/// One of the backgammon presets (`backgammon::presets::PRESETS`), by
/// number, or after them hypergammon with 1 to 5 checkers.
pub fn backgammon_preset(which: u8) -> BackgammonGame {
    let presets = racegame::backgammon::presets::PRESETS;
    let n = usize::from(which) % (presets.len() + 5);
    let rules = match presets.get(n) {
        Some(preset) => Ok(preset.rules()),
        None => BackgammonRules::hypergammon_with((n - presets.len() + 1) as u8),
    };
    rules
        .ok()
        .and_then(|r| BackgammonGame::new(r).ok())
        .unwrap_or_else(BackgammonGame::hypergammon)
}

/// A backgammon rule set (a preset's, with any field replaced): the
/// layout as (point, count) pairs, the checkers their total.
#[derive(Arbitrary, Debug, Clone)]
pub struct BackgammonInput {
    base: u8,
    layout: Option<Vec<(u8, u8)>>,
    same_direction: Option<bool>,
    contact: Option<u8>,
    opening: Option<u8>,
    gammons: Option<bool>,
    backgammons: Option<bool>,
    mother: Option<u8>,
    runner_first: Option<bool>,
    starting_table_open: Option<bool>,
    no_trapping_prime: Option<bool>,
    action_limit: Option<Option<u32>>,
    black_first: bool,
    /// The cube: none, or the Jacoby rule, beavers and a cap (13 and more
    /// are refused).
    cube: Option<Option<(bool, bool, Option<u8>)>>,
    /// Match play: none, or a length (0 and past 255 are refused) and the
    /// Crawford rule.
    match_play: Option<Option<(u16, bool)>>,
}

impl BackgammonInput {
    /// The rules, which may not validate.
    pub fn rules(&self) -> BackgammonRules {
        let mut rules = *backgammon_preset(self.base).rules();
        let s = self;
        if let Some(points) = &self.layout {
            let pairs: Vec<(u8, u8)> = points
                .iter()
                .take(8)
                .map(|&(p, n)| (1 + p % 24, 1 + n % 5))
                .collect();
            rules.start = Layout::new(&pairs);
            rules.checkers = rules.start.checkers().min(255) as u8;
        }
        set!(rules, s,
            gammons => |b| b,
            backgammons => |b| b,
            runner_first => |b| b,
            starting_table_open => |b| b,
            no_trapping_prime => |b| b,
            action_limit => |l: Option<u32>| l.map(|n| n % 3000),
        );
        if let Some(same) = self.same_direction {
            rules.direction = if same {
                Direction::Same
            } else {
                Direction::Opposite
            };
        }
        if let Some(c) = self.contact {
            rules.contact = [Contact::Hit, Contact::Pin, Contact::Block][usize::from(c % 3)];
        }
        if let Some(o) = self.opening {
            rules.opening =
                [Opening::PlayBoth, Opening::RollAgain, Opening::None][usize::from(o % 3)];
        }
        if let Some(m) = self.mother {
            rules.mother =
                [MotherRule::Off, MotherRule::Wins, MotherRule::WinsOrDraws][usize::from(m % 3)];
        }
        if let Some(cube) = self.cube {
            rules.cube = cube.map(|(jacoby, beavers, cap)| {
                CubeRules::money()
                    .with_jacoby(jacoby)
                    .with_beavers(beavers)
                    .with_max_doublings(cap.map(|k| k % 14))
            });
        }
        if let Some(m) = self.match_play {
            rules.match_play =
                m.map(|(length, crawford)| MatchRules::to(length % 300).with_crawford(crawford));
        }
        rules
    }

    /// The game, or `None` when the rules are refused.
    pub fn game(&self) -> Option<BackgammonGame> {
        let game = BackgammonGame::new(self.rules()).ok()?;
        game.with_first(Seat(u8::from(self.black_first))).ok()
    }
}

/// A position of `game` from bytes: each side's checkers dropped one by one
/// on a point, the bar or off (a point the other side holds sends it off),
/// a side to play and, perhaps, dice left. `None` when the rules refuse it.
pub fn backgammon_position(game: &BackgammonGame, bytes: &[u8]) -> Option<BackgammonState> {
    let n = game.rules().checkers;
    let dir = game.rules().direction;
    let mut sides = [[0u8; 26]; 2];
    let mut it = bytes.iter().copied();
    for side in 0..2 {
        for _ in 0..n {
            let p = it.next().unwrap_or(0) % 26;
            let shared = (1..=24).contains(&p) && sides[1 - side][usize::from(dir.other(p))] > 0;
            sides[side][usize::from(if shared { 0 } else { p })] += 1;
        }
    }
    let points = |s: &[u8; 26]| {
        (1..=24u8)
            .map(|p| (p, s[usize::from(p)]))
            .collect::<Vec<_>>()
    };
    let seat = Seat(it.next().unwrap_or(0) & 1);
    let mut s = racegame::RaceGame::initial_state(game)
        .with_side(Seat(0), &points(&sides[0]), sides[0][25], sides[0][0])
        .with_side(Seat(1), &points(&sides[1]), sides[1][25], sides[1][0])
        .with_turn(seat);
    if let Some(d) = it.next().filter(|d| d & 0x80 != 0) {
        let (a, b) = (1 + d % 6, 1 + (d >> 3) % 6);
        let dice = if a == b {
            DiceLeft::new(&[a; 4])
        } else {
            DiceLeft::new(&[a, b])
        };
        s = s.with_dice(seat, dice?);
    }
    racegame::RaceGame::validate(game, &s).ok().map(|_| s)
}

/// One of the card race presets (`slide::presets::PRESETS`), by number,
/// for `players` (2 to 4; other counts refused).
pub fn slide_preset(which: u8, players: usize) -> Option<racegame::slide::SlideGame> {
    let rules = pick(racegame::slide::presets::PRESETS, which).rules();
    racegame::slide::SlideGame::new(rules, players).ok()
}

/// A card race from the fuzzer's bytes, drawn by the crate's one generator
/// of random rule sets (`racegame::testing::slide_game`: any track, slides,
/// safety zone and deck), or `None` when the rules are refused.
pub fn slide_game(u: &mut Unstructured<'_>) -> Option<racegame::slide::SlideGame> {
    racegame::testing::slide_game(|n| u.choose_index(n).unwrap_or(0))
}
