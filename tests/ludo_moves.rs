//! Move counts pinned by data, as chess engines pin theirs with perft files: for a fixed set of Ludo positions under every preset and a few random rule sets, the legal choices after every throw and every position the throw's choices lead to.
//!
//! `tests/fixtures/ludo_moves.txt` was written by the engine as it stood
//! before its move generator was rewritten (three judges of a move and a
//! verdict kept with the state), so the rewrite is held to the old
//! engine's answers, refusals and stories by data rather than by its own
//! code. Each `game`
//! line names a rule set and gives the game (rules, seats, first seat) as
//! JSON; each `position` line a state as JSON; then one line per throw of
//! the dice (for a state awaiting one) or one `choice` line (for a state
//! awaiting a choice):
//!
//! ```text
//! throw 6 : e m0 m2 ; 3 9f0c..
//! ```
//!
//! the legal choices right after the throw, in the order `legal_actions`
//! lists them (`-` when the throw passes), then how many positions every
//! sequence of legal choices of that throw ends in (the next throw, or the
//! end of the game) and an FNV-1a-64 digest of the throw's story: its
//! events, then at each choice the error of every action left out of the
//! list and the events of each listed one, and the JSON of the positions
//! the sequences end in, in the order the choices are listed.
//!
//! `write_the_move_counts` (ignored) wrote the file; running it again
//! rewrites the file from the engine of the day, which is only right for
//! adding positions, never for making a changed engine pass.
#![cfg(feature = "serde")]

mod common;

use racegame::ludo::{LudoEvent, LudoGame, LudoRules, LudoState, YARD};
use racegame::record::Presets;
use racegame::{Dice, RaceGame, Seat, ToAct};

const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/ludo_moves.txt");

/// FNV-1a, 64 bits.
fn fnv(hash: u64, bytes: &[u8]) -> u64 {
    bytes.iter().fold(hash, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

const FNV_START: u64 = 0xcbf2_9ce4_8422_2325;

/// The legal choices in `s` in notation, `-` for none.
fn legal_text(game: &LudoGame, s: &LudoState) -> String {
    let mut legal = Vec::new();
    game.legal_actions(s, &mut legal);
    if legal.is_empty() {
        return "-".into();
    }
    let words: Vec<String> = legal.iter().map(ToString::to_string).collect();
    words.join(" ")
}

/// The story of every sequence of legal choices from `s`: each choice's
/// events, the error of every action the list leaves out (any action
/// anyone could try), and the positions the sequences end in (a throw
/// awaited, or the game over), in the order of the legal lists; how many
/// positions, and a digest of it all.
fn leaves(game: &LudoGame, s: &LudoState, count: &mut u64, digest: &mut u64) {
    if let ToAct::Player(_) = game.to_act(s) {
        let mut legal = Vec::new();
        game.legal_actions(s, &mut legal);
        assert!(!legal.is_empty(), "a choice awaited with none legal: {s:?}");
        for action in racegame::testing::ludo_actions() {
            if !legal.contains(&action) {
                let refused = game.apply(s, action).unwrap_err();
                *digest = fnv(*digest, format!("x {action} {refused:?}\n").as_bytes());
            }
        }
        for action in legal {
            let (next, events) = game
                .apply(s, action)
                .unwrap_or_else(|e| panic!("{action} listed but refused ({e}) in {s:?}"));
            *digest = fnv(*digest, format!("{action} {}\n", told(&events)).as_bytes());
            leaves(game, &next, count, digest);
        }
        return;
    }
    *count += 1;
    let json = serde_json::to_string(s).unwrap();
    *digest = fnv(fnv(*digest, json.as_bytes()), b"\n");
}

/// The story of `events` as the data file digests it: their `Debug`
/// text as the old engine wrote it, whose captures did not say where the
/// token went (always its yard); a capture sending it elsewhere says so.
fn told(events: &[LudoEvent]) -> String {
    format!("{events:?}").replace(", to: Yard", "")
}

/// The lines of `s`: one per throw when a throw is awaited, one `choice`
/// line when a choice is.
fn position_lines(game: &LudoGame, s: &LudoState) -> Vec<String> {
    let subtree = |s: &LudoState, told: u64| {
        let (mut count, mut digest) = (0, told);
        leaves(game, s, &mut count, &mut digest);
        format!("{} ; {count} {digest:016x}", legal_text(game, s))
    };
    match game.to_act(s) {
        ToAct::Chance(_) => {
            let chance = game.chance(s).expect("a throw awaited");
            chance
                .outcomes()
                .iter()
                .map(|&(throw, _)| {
                    let (after, events) = game.apply(s, throw).unwrap();
                    let told = fnv(FNV_START, told(&events).as_bytes());
                    format!("throw {throw} : {}", subtree(&after, told))
                })
                .collect()
        }
        ToAct::Player(_) => vec![format!("choice : {}", subtree(s, FNV_START))],
        ToAct::Nobody => Vec::new(),
    }
}

/// The rule sets pinned: every preset, some with another table size, and
/// random rule sets of the tests' generator (seed and what it was picked
/// for).
fn rule_sets() -> Vec<(String, LudoGame)> {
    let mut sets: Vec<(String, LudoGame)> = LudoGame::every_preset(4)
        .unwrap()
        .into_iter()
        .map(|(name, game)| (format!("{name} 4"), game))
        .collect();
    sets.push(("ludo 2".into(), LudoGame::ludo(2).unwrap()));
    type Want = fn(&LudoRules) -> bool;
    let wants: [(&str, Want); 8] = [
        ("no passing blocks", |r| {
            r.blocks == racegame::ludo::Blocks::NoPassing && r.dice == 1
        }),
        ("landing blocks", |r| {
            r.blocks == racegame::ludo::Blocks::NoLanding && r.square_capacity.is_some()
        }),
        ("capacity one", |r| r.square_capacity == Some(1)),
        ("two dice", |r| r.dice == 2 && r.sum_move),
        ("two dice, blocks", |r| {
            r.dice == 2 && r.blocks != racegame::ludo::Blocks::None
        }),
        ("goal fields", |r| {
            r.geometry.goal == racegame::ludo::Goal::GoalFields && !r.share_own
        }),
        ("a long track, blocks", |r| {
            r.geometry.track_len > 128 && r.blocks != racegame::ludo::Blocks::None
        }),
        ("six colours, capacity", |r| {
            r.geometry.colours == 6 && r.square_capacity.is_some()
        }),
    ];
    let mut taken = Vec::new();
    for (what, want) in wants {
        let found = (0u64..10_000)
            .filter(|seed| !taken.contains(seed))
            .find_map(|seed| {
                let mut d = Dice::seeded(seed);
                let rules = racegame::testing::ludo_rules(|n| d.below(n));
                let players = 2 + d.below(usize::from(rules.geometry.colours.max(2)) - 1);
                let game = LudoGame::new(rules.clone(), players).ok()?;
                // Long enough for tokens to meet on the track.
                let long =
                    u64::from(rules.action_limit.unwrap_or(u32::MAX)) > 600 && rules.tokens > 1;
                (want(&rules) && long).then_some((seed, game))
            });
        let (seed, game) = found.unwrap_or_else(|| panic!("no random rule set for {what}"));
        taken.push(seed);
        sets.push((format!("random seed {seed}: {what}"), game));
    }
    sets
}

/// States reached in seeded random games (every phase), and scattered
/// positions that validate, for `game`.
fn positions(game: &LudoGame) -> Vec<LudoState> {
    let mut out = Vec::new();
    for seed in 0..60u64 {
        let (mut k, mut taken) = (0u64, 0);
        common::walk(game, seed, 3_000, |s, _| {
            k += 1;
            if k % (13 + seed) == 0 && !game.is_over(s) && taken < 8 && out.len() < 24 {
                out.push(*s);
                taken += 1;
            }
        });
    }
    let mut d = Dice::seeded(99);
    let mut scattered = 0;
    for _ in 0..50_000 {
        if scattered == 12 {
            break;
        }
        let s = scatter(game, &mut d);
        if game.validate(&s).is_ok() {
            out.push(s);
            scattered += 1;
        }
    }
    out
}

/// A position with every token put anywhere on its path, often two of a
/// seat together, some on start squares.
fn scatter(game: &LudoGame, d: &mut Dice) -> LudoState {
    let last = game.rules().geometry.last_progress();
    let tokens = game.rules().tokens;
    let seats: Vec<Seat> = game.seats_in_play().collect();
    let mut s = game
        .initial_state()
        .with_current(seats[d.below(seats.len())]);
    for &seat in &seats {
        for token in 0..tokens {
            let p = match d.below(5) {
                0 => YARD,
                1 => 0,
                2 => last.saturating_sub(d.below(8) as u8),
                _ => d.below(usize::from(last) + 1) as u8,
            };
            s = s.with_token(seat, token, p);
        }
        if tokens > 1 && d.below(2) == 0 {
            let a = d.below(usize::from(tokens)) as u8;
            let b = d.below(usize::from(tokens)) as u8;
            if let Some(p) = s.progress(seat, a) {
                s = s.with_token(seat, b, p);
            }
        }
    }
    s
}

fn render() -> String {
    let mut out = String::from(
        "# Ludo move counts: see tests/ludo_moves.rs for the format.\n\
         # Written by the engine before its move generator was rewritten.\n",
    );
    for (name, game) in rule_sets() {
        out.push_str(&format!(
            "game {name} : {}\n",
            serde_json::to_string(&game).unwrap()
        ));
        for s in positions(&game) {
            out.push_str(&format!(
                "position {}\n",
                serde_json::to_string(&s).unwrap()
            ));
            for line in position_lines(&game, &s) {
                out.push_str(&line);
                out.push('\n');
            }
        }
    }
    out
}

/// Writes the data file from the engine of the day (see the module docs).
#[test]
#[ignore]
fn write_the_move_counts() {
    std::fs::write(FILE, render()).unwrap();
}

/// Every position of the data file: the legal choices after every throw,
/// and every position the choices lead to, as the file says.
#[test]
fn the_legal_moves_of_every_roll_are_those_in_the_data_file() {
    let text = std::fs::read_to_string(FILE).unwrap();
    let (mut game, mut state): (Option<LudoGame>, Option<LudoState>) = (None, None);
    let mut expected: Vec<&str> = Vec::new();
    let (mut games, mut positions) = (0, 0);
    let mut check = |game: &Option<LudoGame>, state: &Option<LudoState>, expected: &[&str]| {
        if let (Some(game), Some(s)) = (game, state) {
            assert_eq!(game.validate(s), Ok(()), "{s:?}");
            let actual = position_lines(game, s);
            assert_eq!(actual, expected, "position {s}");
            positions += 1;
        }
    };
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        if let Some(rest) = line.strip_prefix("game ") {
            check(&game, &state, &expected);
            let (_, json) = rest.split_once(" : ").unwrap();
            game = Some(serde_json::from_str(json).unwrap());
            state = None;
            expected.clear();
            games += 1;
        } else if let Some(json) = line.strip_prefix("position ") {
            check(&game, &state, &expected);
            state = Some(serde_json::from_str(json).unwrap());
            expected.clear();
        } else {
            expected.push(line);
        }
    }
    check(&game, &state, &expected);
    assert_eq!(games, 14);
    assert!(positions >= 400, "{positions} positions");
}
