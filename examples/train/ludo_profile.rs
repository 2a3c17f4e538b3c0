//! Where a Ludo player loses against the solved two-seat game: each
//! decision sorted by the kind of its best move and of the move played.

use std::collections::BTreeMap;

use racegame::learn::{LudoTask, NetPolicy, Weights};
use racegame::ludo::{LudoAction, LudoEvent, LudoGame, LudoState, Place};
use racegame::play::Policy;
use racegame::solve::Table;
use racegame::{Dice, RaceGame, ToAct};

/// The kinds of move, by the first that applies.
const KINDS: [&str; 10] = [
    "capture",
    "token home",
    "enter",
    "into column",
    "to safe",
    "leave a safe",
    "escape reach",
    "into reach",
    "in reach, stays",
    "out of reach",
];

/// Whether an opposing token stands 1 to 6 track squares behind `sq` in
/// `state` (the mover `me`'s opponents).
fn in_reach(game: &LudoGame, state: &LudoState, me: racegame::Seat, sq: u8) -> bool {
    let g = &game.rules().geometry;
    let len = u16::from(g.track_len).max(1);
    game.seats_in_play().filter(|&s| s != me).any(|s| {
        state.tokens(s).iter().any(|&p| {
            g.track_square(s.0, p).is_some_and(|t| {
                let d = (u16::from(sq) + len - u16::from(t)) % len;
                (1..=6).contains(&d)
            })
        })
    })
}

/// The kind of `action` in `state` (an index of [`KINDS`]).
fn kind(game: &LudoGame, state: &LudoState, action: LudoAction) -> usize {
    let Ok((next, events)) = game.apply(state, action) else {
        return 9;
    };
    let me = state.current();
    let has = |f: &dyn Fn(&LudoEvent) -> bool| events.iter().any(f);
    if has(&|e| matches!(e, LudoEvent::Captured { .. })) {
        return 0;
    }
    if has(&|e| matches!(e, LudoEvent::TokenHome { .. })) {
        return 1;
    }
    if has(&|e| matches!(e, LudoEvent::Entered { .. })) {
        return 2;
    }
    let g = &game.rules().geometry;
    let safe = |p: &Place| match p {
        Place::Track(sq) => game.rules().is_safe(*sq),
        _ => false,
    };
    for e in &events {
        if let LudoEvent::Moved { from, to, .. } = e {
            if matches!(to, Place::Home(_)) && matches!(from, Place::Track(_)) {
                return 3;
            }
            if safe(to) {
                return 4;
            }
            if safe(from) {
                return 5;
            }
            if let (Place::Track(a), Place::Track(b)) = (from, to) {
                let before = in_reach(game, state, me, *a);
                let after = in_reach(game, &next, me, *b);
                return match (before, after) {
                    (true, false) => 6,
                    (false, true) => 7,
                    (true, true) => 8,
                    (false, false) => 9,
                };
            }
        }
    }
    let _ = g;
    9
}

/// The tally of one kind of best move.
#[derive(Default)]
struct Tally {
    decisions: u64,
    best: u64,
    lost: f64,
}

/// Self-play games of `policy` judged by `table`, the loss tallied by
/// the kind of the best move (and by the pair of kinds best/played).
fn profile(
    game: &LudoGame,
    table: &Table,
    policy: &mut dyn Policy<LudoGame>,
    games: u64,
) -> Result<(), String> {
    let mut by_best: BTreeMap<usize, Tally> = BTreeMap::new();
    let mut pairs: BTreeMap<(usize, usize), (u64, f64)> = BTreeMap::new();
    let mut legal = Vec::new();
    let (mut decisions, mut lost_all) = (0u64, 0.0);
    for g in 0..games {
        let mut dice = Dice::seeded(g);
        let mut state = game.initial_state();
        while let ToAct::Player(_) | ToAct::Chance(_) = game.to_act(&state) {
            let action = if let ToAct::Player(_) = game.to_act(&state) {
                game.legal_actions(&state, &mut legal);
                let i = policy
                    .choose(game, &state, &legal, dice.rng_mut())
                    .min(legal.len() - 1);
                if legal.len() > 1 {
                    let losses = table.move_losses(game, &state).map_err(|e| e.to_string())?;
                    let b = (0..losses.len())
                        .min_by(|&x, &y| losses[x].1.total_cmp(&losses[y].1))
                        .unwrap_or(0);
                    let l = losses.get(i).map_or(0.0, |x| x.1);
                    let (kb, kp) = (kind(game, &state, legal[b]), kind(game, &state, legal[i]));
                    let t = by_best.entry(kb).or_default();
                    t.decisions += 1;
                    t.best += u64::from(l <= 1e-6);
                    t.lost += l;
                    if l > 1e-6 {
                        let p = pairs.entry((kb, kp)).or_default();
                        p.0 += 1;
                        p.1 += l;
                    }
                    decisions += 1;
                    lost_all += l;
                }
                legal[i]
            } else {
                dice.throw_for(game, &state).ok_or("no throw")?
            };
            state = game.apply(&state, action).map_err(|e| e.to_string())?.0;
        }
    }
    println!(
        "  {decisions} decisions, loss {:.5} a decision; by the kind of the best move:",
        lost_all / decisions.max(1) as f64
    );
    println!("  | best move | decisions | played best | lost (share of all) |");
    for (k, t) in &by_best {
        println!(
            "  | {} | {} | {:.1}% | {:.1}% |",
            KINDS[*k],
            t.decisions,
            100.0 * t.best as f64 / t.decisions.max(1) as f64,
            100.0 * t.lost / lost_all.max(1e-12)
        );
    }
    let mut top: Vec<_> = pairs.into_iter().collect();
    top.sort_by(|a, b| b.1.1.total_cmp(&a.1.1));
    println!("  the costliest mistakes (best / played: times, share of the loss):");
    for ((kb, kp), (n, l)) in top.iter().take(8) {
        println!(
            "    {} / {}: {n}, {:.1}%",
            KINDS[*kb],
            KINDS[*kp],
            100.0 * l / lost_all.max(1e-12)
        );
    }
    Ok(())
}

/// `judge-ludo-profile TABLE GAMES [NET]`: the two-seat two-token game of
/// the `ludo` preset's rules, solved in TABLE (as `judge-ludo-solved`
/// writes it), and the profile of the network (the shipped `ludo` one, or
/// NET) at 0 and 1 ply, and of the greedy and cautious heuristics.
pub fn run(table_file: &str, games: u64, net: Option<&str>) -> Result<(), String> {
    let mut rules = racegame::ludo::LudoRules::ludo();
    rules.tokens = 2;
    let game = LudoGame::new(rules, 2).map_err(|e| e.to_string())?;
    let bytes = std::fs::read(table_file).map_err(|e| format!("{table_file}: {e}"))?;
    let table = Table::from_bytes(&game, &bytes).map_err(|e| e.to_string())?;
    let weights = match net {
        Some(f) => {
            let b = std::fs::read(f).map_err(|e| format!("{f}: {e}"))?;
            Weights::from_bytes(&b).map_err(|e| e.to_string())?
        }
        None => racegame::learn::ludo_player("ludo", &game)
            .map_err(|e| e.to_string())?
            .weights()
            .clone(),
    };
    for plies in [0u8, 1] {
        println!("network {} at {plies} ply:", net.unwrap_or("shipped"));
        let mut p = NetPolicy::new(
            weights.clone(),
            LudoTask::of_version(weights.encoding.version),
        )
        .with_plies(plies);
        profile(&game, &table, &mut p, games)?;
    }
    println!("greedy:");
    profile(&game, &table, &mut crate::heuristics::ludo_greedy, games)?;
    println!("cautious:");
    profile(&game, &table, &mut crate::heuristics::ludo_cautious, games)
}
