//! Properties of the card race on random rule sets (`racegame::testing::slide_game`), random games and arbitrary states: legal equals accepted, chance is the pile counted, every state reached validates and round-trips through the notation, games end, and nothing panics (proptest, modest case counts).

mod common;
use common::{check_any_state, walk};
use proptest::prelude::*;
use racegame::encode::Encode;
use racegame::notation::parse_position;
use racegame::play::{random_playout, replay};
use racegame::slide::{Card, Phase, Place, SlideAction, SlideGame, SlideState};
use racegame::{Dice, Outcome, RaceGame, Seat};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

fn any_game() -> impl Strategy<Value = SlideGame> {
    any::<u64>().prop_filter_map("rules refused", |seed| {
        let mut dice = Dice::seeded(seed);
        racegame::testing::slide_game(|n| dice.below(n))
    })
}

/// Every action the encoding can name, and every draw.
fn candidates(g: &SlideGame) -> Vec<SlideAction> {
    let mut v: Vec<SlideAction> = (0..g.num_actions())
        .filter_map(|i| g.action_at(i))
        .collect();
    v.extend(Card::ALL.map(SlideAction::Draw));
    v.push(SlideAction::Forward { pawn: 7, steps: 3 });
    v.push(SlideAction::Sorry {
        pawn: 0,
        seat: 9,
        target: 0,
    });
    v
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn legal_is_accepted_and_every_state_reached_validates(
        g in any_game(), seed in any::<u64>(), steps in 0usize..600
    ) {
        let all = candidates(&g);
        walk(&g, seed, steps, |s, _| {
            assert_eq!(g.validate(s), Ok(()), "{s}");
            assert!(check_any_state(&g, s, &all), "reached but invalid");
            let text = s.to_string();
            assert_eq!(&parse_position(&g, &text).unwrap(), s, "{text}");
        });
    }

    #[test]
    fn chance_is_the_pile_counted_and_the_legal_draws(
        g in any_game(), seed in any::<u64>(), steps in 0usize..400
    ) {
        walk(&g, seed, steps, |s, legal| {
            let outcomes = g.chance_outcomes(s);
            if s.phase != Phase::AwaitingDraw {
                assert!(outcomes.is_empty());
                return;
            }
            let left: u32 = s.pile.iter().map(|&n| u32::from(n)).sum();
            let listed: Vec<SlideAction> = outcomes.iter().map(|&(a, _)| a).collect();
            assert_eq!(listed, legal);
            let mut total = 0u64;
            for (a, p) in outcomes {
                let SlideAction::Draw(c) = a else { panic!("{a:?}") };
                let n = u32::from(s.pile[c.index()]);
                assert_eq!(u64::from(p.numerator) * u64::from(left), u64::from(p.denominator) * u64::from(n));
                total += u64::from(n);
            }
            assert_eq!(total, u64::from(left));
        });
    }

    #[test]
    fn actions_encode_and_decode(g in any_game(), seed in any::<u64>(), steps in 0usize..300) {
        walk(&g, seed, steps, |s, legal| {
            for a in legal {
                match g.action_index(a) {
                    None => assert!(g.is_throw(a)),
                    Some(i) => assert_eq!(g.action_at(i), Some(*a)),
                }
            }
            let mut obs = vec![f32::NAN; g.observation_len()];
            g.observe(s, s.turn, &mut obs).unwrap();
            assert!(obs.iter().all(|x| x.is_finite()));
        });
    }

    #[test]
    fn every_game_ends_and_replays(g in any_game(), seed in any::<u64>()) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let playout = random_playout(&g, &mut rng, 1_000_000).unwrap();
        let played = playout.actions.len();
        prop_assert!(matches!(g.outcome(&playout.state), Some(Outcome::Winner(_))), "no end after {played} actions");
        prop_assert_eq!(replay(&g, &playout.actions).unwrap().0, playout.state);
    }

    #[test]
    fn any_state_is_refused_or_played_without_panic(
        g in any_game(),
        places in proptest::collection::vec((0u8..4, 0u8..250), 16),
        pile in proptest::array::uniform11(0u8..7),
        turn in 0u8..5, phase in 0u8..3, card in 0usize..12, split in proptest::option::of((0u8..5, 0u8..8)),
    ) {
        let mut s: SlideState = g.initial_state();
        for (i, (kind, n)) in places.into_iter().enumerate() {
            s.pawns[i / 4][i % 4] = match kind {
                0 => Place::Start,
                1 => Place::Track(n),
                2 => Place::Safety(n % 14),
                _ => Place::Home,
            };
        }
        s.pile = pile;
        s.turn = Seat(turn);
        s.phase = [Phase::AwaitingDraw, Phase::AwaitingMove, Phase::Over][usize::from(phase)];
        s.card = Card::ALL.get(card).copied();
        s.split = split;
        let _ = g.validate(&s);
        let _ = g.to_act(&s);
        let _ = g.chance(&s);
        check_any_state(&g, &s, &candidates(&g));
    }
}
