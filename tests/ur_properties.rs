//! Properties of the Ur engine on random rule sets (pieces, path, dice, every flag, limits), random games and arbitrary states (proptest, modest case counts).

mod common;
#[path = "common/ur_model.rs"]
mod ur_model;
use common::{check_any_state, walk};
use proptest::prelude::*;
use racegame::play::{random_playout, replay};
use racegame::record::Presets;
use racegame::ur::{Phase, UrAction, UrDice, UrEvent, UrGame, UrPath, UrRules, UrState};
use racegame::{Dice, Outcome, RaceGame, Seat, ToAct};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use ur_model::{check_ur_story, legal_by_the_book, odds_by_the_book};

/// A rule set from a strategy's draws: 1 to 7 pieces, either path, either
/// dice, every flag, and sometimes an action limit.
fn rules(pieces: u8, masters: bool, three_dice: bool, flags: u8, limit: Option<u32>) -> UrRules {
    let mut r = UrRules::finkel();
    r.pieces = pieces;
    r.path = if masters {
        UrPath::Masters
    } else {
        UrPath::Bell
    };
    r.dice = if three_dice {
        UrDice::ThreeBinaryZeroIsFour
    } else {
        UrDice::FourBinary
    };
    r.safe_rosettes = flags & 1 != 0;
    r.rosettes_throw_again = flags & 2 != 0;
    r.captures_throw_again = flags & 4 != 0;
    r.action_limit = limit;
    r
}

fn any_rules() -> impl Strategy<Value = UrRules> {
    (
        1u8..=7,
        any::<bool>(),
        any::<bool>(),
        0u8..8,
        prop_oneof![Just(None), (1u32..400).prop_map(Some)],
    )
        .prop_map(|(p, m, t, f, l)| rules(p, m, t, f, l))
}

/// Every action anyone could try, legal or not.
fn candidates() -> Vec<UrAction> {
    let mut v: Vec<UrAction> = (0..=6).map(UrAction::Throw).collect();
    v.push(UrAction::Enter);
    v.extend((0..=18).map(|from| UrAction::Move { from }));
    v.push(UrAction::Move { from: 255 });
    v
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn pieces_are_conserved_and_every_reached_state_is_valid(
        r in any_rules(), seed in any::<u64>(), steps in 0usize..600
    ) {
        let g = UrGame::new(r).unwrap();
        walk(&g, seed, steps, |s, _| {
            g.validate(s).unwrap();
            for seat in [Seat(0), Seat(1)] {
                let n = s.waiting(seat) + s.on_board(seat) + s.borne_off(seat);
                assert_eq!(n, r.pieces);
            }
            #[cfg(feature = "serde")]
            {
                let json = serde_json::to_string(s).unwrap();
                let back: UrState = serde_json::from_str(&json).unwrap();
                assert_eq!(&back, s);
            }
        });
    }

    #[test]
    fn the_legal_list_equals_the_accepted_actions(
        r in any_rules(), seed in any::<u64>(), steps in 0usize..600
    ) {
        let g = UrGame::new(r).unwrap();
        let s = walk(&g, seed, steps, |_, _| {});
        let mut legal = Vec::new();
        g.legal_actions(&s, &mut legal);
        for &a in &legal {
            prop_assert!(g.apply(&s, a).is_ok(), "{a:?} listed but refused");
        }
        for a in candidates() {
            if legal.contains(&a) {
                continue;
            }
            let mut after = s;
            let mut events: Vec<UrEvent> = Vec::new();
            prop_assert!(g.apply_mut(&mut after, a, &mut events).is_err(), "{a:?} not listed but accepted");
            prop_assert!(events.is_empty());
            prop_assert_eq!(after, s);
        }
        match g.to_act(&s) {
            ToAct::Nobody => prop_assert!(legal.is_empty()),
            // A move is awaited only when one exists.
            ToAct::Player(_) => prop_assert!(!legal.is_empty()),
            ToAct::Chance(_) => {}
        }
    }

    #[test]
    fn chance_outcomes_sum_to_one_and_are_the_legal_throws(
        r in any_rules(), seed in any::<u64>(), steps in 0usize..300
    ) {
        let g = UrGame::new(r).unwrap();
        let s = walk(&g, seed, steps, |_, _| {});
        let outcomes = g.chance_outcomes(&s);
        let mut legal = Vec::new();
        g.legal_actions(&s, &mut legal);
        if let ToAct::Chance(_) = g.to_act(&s) {
            let total: u32 = outcomes.iter().map(|(_, p)| p.numerator * (16 / p.denominator)).sum();
            prop_assert_eq!(total, 16);
            let listed: Vec<UrAction> = outcomes.iter().map(|&(a, _)| a).collect();
            prop_assert_eq!(listed, legal);
            for (a, _) in outcomes {
                let UrAction::Throw(v) = a else { panic!("{a:?}") };
                prop_assert!(r.dice.can_show(v));
            }
        } else {
            prop_assert!(outcomes.is_empty());
        }
    }

    #[test]
    fn replay_reproduces_the_final_state_and_events(r in any_rules(), seed in any::<u64>()) {
        let g = UrGame::new(r).unwrap();
        let mut dice = Dice::seeded(seed);
        let (mut s, mut events, mut actions, mut legal) = (g.initial_state(), Vec::new(), Vec::new(), Vec::new());
        while !g.is_over(&s) && actions.len() < 20_000 {
            let a = match g.to_act(&s) {
                ToAct::Player(_) => {
                    g.legal_actions(&s, &mut legal);
                    legal[dice.below(legal.len())]
                }
                _ => dice.throw_for(&g, &s).unwrap(),
            };
            s = g.apply_into(&s, a, &mut events).unwrap();
            actions.push(a);
        }
        let (again, again_events) = replay(&g, &actions).unwrap();
        prop_assert_eq!(again, s);
        prop_assert_eq!(again_events, events);
    }

    #[test]
    fn every_random_game_ends_with_a_winner_or_at_its_limit(r in any_rules(), seed in any::<u64>()) {
        let g = UrGame::new(r).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let p = random_playout(&g, &mut rng, 200_000).unwrap();
        match g.outcome(&p.state) {
            Some(Outcome::Winner(w)) => {
                prop_assert_eq!(p.state.borne_off(w), r.pieces);
                prop_assert!(p.state.borne_off(Seat(1 - w.0)) < r.pieces);
            }
            Some(Outcome::Truncated) => {
                prop_assert_eq!(Some(p.state.actions()), r.action_limit);
            }
            other => prop_assert!(false, "{other:?} after {} actions", p.actions.len()),
        }
    }

    #[test]
    fn refused_rule_sets_say_why(pieces in 0u8..=255, limit in prop_oneof![Just(None), (0u32..3).prop_map(Some)]) {
        let mut r = UrRules::finkel();
        r.pieces = pieces;
        r.action_limit = limit;
        let ok = (1..=7).contains(&pieces) && limit != Some(0);
        match UrGame::new(r) {
            Ok(_) => prop_assert!(ok),
            Err(e) => prop_assert!(!ok && !e.to_string().is_empty()),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn any_state_keeps_the_promises(
        r in any_rules(),
        squares in proptest::array::uniform2(proptest::collection::vec(0u8..20, 0..9)),
        waiting in proptest::array::uniform2(0u8..10),
        off in proptest::array::uniform2(0u8..10),
        current in 0u8..3,
        throws in proptest::collection::vec(0u8..5, 0..3),
        actions in any::<u32>(),
    ) {
        let g = UrGame::new(r).unwrap();
        let mut s = g.initial_state().with_actions(actions);
        for seat in 0..2 {
            s = s.with_pieces(Seat(seat), waiting[usize::from(seat)], &squares[usize::from(seat)], off[usize::from(seat)]);
        }
        let mut s = s.with_current(Seat(current));
        for &t in &throws {
            if let Ok((next, _)) = g.apply(&s, UrAction::Throw(t)) {
                s = next;
            }
        }
        check_any_state(&g, &s, &candidates());
        for a in candidates() {
            if let Ok((next, _)) = g.apply(&s, a) {
                check_any_state(&g, &next, &candidates());
            }
        }
    }

    #[cfg(feature = "serde")]
    #[test]
    fn any_deserialized_state_keeps_the_promises(
        r in any_rules(),
        squares in proptest::array::uniform2(proptest::collection::vec(any::<u8>(), 0..9)),
        waiting in proptest::array::uniform2(any::<u8>()),
        off in proptest::array::uniform2(any::<u8>()),
        current in 0u8..4,
        phase in 0u8..4,
        pending in 0u8..7,
        actions in any::<u32>(),
    ) {
        let phase = match phase {
            0 => serde_json::json!("awaiting_throw"),
            1 => serde_json::json!({"awaiting_move": pending}),
            2 => serde_json::json!("over"),
            _ => serde_json::json!("truncated"),
        };
        let side = |i: usize| serde_json::json!({
            "waiting": waiting[i], "squares": squares[i], "borne_off": off[i],
        });
        let json = serde_json::json!({
            "light": side(0), "dark": side(1), "current": current,
            "phase": phase, "actions": actions,
        });
        let g = UrGame::new(r).unwrap();
        if let Ok(s) = serde_json::from_value::<UrState>(json) {
            let back: UrState = serde_json::from_value(serde_json::to_value(s).unwrap()).unwrap();
            prop_assert_eq!(back, s);
            check_any_state(&g, &s, &candidates());
            if let Phase::AwaitingMove(v) = s.phase() {
                prop_assert!((1..=4).contains(&v));
            }
        }
    }
}

#[test]
fn random_playout_plays_every_preset_to_a_winner() {
    for (name, g) in UrGame::every_preset(2).unwrap() {
        for seed in 0..20 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let p = random_playout(&g, &mut rng, 100_000).unwrap();
            assert!(
                matches!(g.outcome(&p.state), Some(Outcome::Winner(_))),
                "{name} {seed}"
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// The dense numbering of random rule sets: any number and any key
    /// are answered without a panic; a number that names a key names a
    /// position whose key and number come back; every state a random game
    /// reaches where a player throws has a number.
    #[test]
    fn the_dense_numbering_answers_any_number_or_key_and_round_trips(
        r in any_rules(), rank in any::<u64>(), key in any::<u64>(), seed in any::<u64>()
    ) {
        use racegame::solve::SolveKey;
        let game = UrGame::new(r).unwrap();
        let total: Option<u64> = game.dense_stages().map(|s| s.iter().sum());
        prop_assert_eq!(total.is_some(), r.action_limit.is_none());
        for rank in [rank, rank % total.unwrap_or(1).max(1)] {
            if let Some(k) = game.key_of_rank(rank) {
                prop_assert_eq!(game.rank_of_key(k), Some(rank));
                let state = game.state_of_key(k).unwrap();
                prop_assert_eq!(game.solve_key(&state), Some(k));
            }
        }
        if let Some(n) = game.rank_of_key(key) {
            prop_assert_eq!(game.key_of_rank(n), Some(key));
        }
        walk(&game, seed, 300, |s, _| {
            if let (Some(total), ToAct::Chance(_)) = (total, game.to_act(s)) {
                let k = game.solve_key(s).unwrap();
                let n = game.rank_of_key(k).unwrap();
                assert!(n < total);
            }
        });
    }
}

/// Plays `game` from `s` for at most `steps` actions with random choices
/// from `d`: the dice's odds, every legal list and every action's result
/// are the rule book's.
fn follows_the_rule_book(game: &UrGame, mut s: UrState, steps: usize, d: &mut Dice) {
    let mut legal = Vec::new();
    for _ in 0..steps {
        game.legal_actions(&s, &mut legal);
        let action = match game.to_act(&s) {
            ToAct::Nobody => return,
            ToAct::Chance(_) => {
                let odds: Vec<(u8, u32)> = game
                    .chance_outcomes(&s)
                    .iter()
                    .map(|&(a, p)| match a {
                        UrAction::Throw(v) => (v, p.numerator * 16 / p.denominator),
                        _ => panic!("{a:?} thrown"),
                    })
                    .collect();
                let mut sorted = odds.clone();
                sorted.sort();
                assert_eq!(sorted, odds_by_the_book(game.rules().dice));
                d.throw_for(game, &s).unwrap()
            }
            ToAct::Player(_) => {
                assert_eq!(legal, legal_by_the_book(game, &s), "{s:?}");
                legal[d.below(legal.len())]
            }
        };
        let mut events = Vec::new();
        let after = game.apply_into(&s, action, &mut events).unwrap();
        check_ur_story(game, &s, action, &after, &events);
        s = after;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// The rule book, move by move, on random rule sets: random games, and
    /// every throw of random positions (pieces anywhere) that validate.
    #[test]
    fn random_games_follow_the_rule_book(
        r in any_rules(),
        seed in any::<u64>(),
        squares in proptest::array::uniform2(proptest::collection::vec(1u8..=16, 0..7)),
        waiting in proptest::array::uniform2(0u8..8),
    ) {
        let g = UrGame::new(r).unwrap();
        let mut d = Dice::seeded(seed);
        follows_the_rule_book(&g, g.initial_state(), 600, &mut d);
        let mut s = g.initial_state();
        for seat in 0..2 {
            let i = usize::from(seat);
            let on = squares[i].len() as u8;
            let off = r.pieces.saturating_sub(on + waiting[i].min(r.pieces));
            s = s.with_pieces(Seat(seat), waiting[i].min(r.pieces), &squares[i], off);
        }
        if g.validate(&s).is_ok() {
            for throw in 0..=4 {
                if let Ok((after, events)) = g.apply(&s, UrAction::Throw(throw)) {
                    check_ur_story(&g, &s, UrAction::Throw(throw), &after, &events);
                    follows_the_rule_book(&g, after, 4, &mut d);
                }
            }
        }
    }
}
