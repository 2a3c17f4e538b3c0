//! From the fuzzer's bytes, a Ludo rule set of any geometry and options, a
//! seed and a stretch length: `UniformPlayout::play_uniform` (Ludo's fast loop
//! where the rules allow it) and the general loop `play::uniform_playout`
//! play the same game, stretch by stretch, with one generator or two, and
//! refuse nothing.
#![no_main]

use arbitrary::{Arbitrary, Unstructured};
use libfuzzer_sys::fuzz_target;
use racegame::RaceGame;
use racegame::play::uniform_playout;
use racegame::playout::{Tally, UniformPlayout};
use racegame_fuzz::build::ludo_game;
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};

/// Actions per game at most, in all.
const MAX_ACTIONS: u32 = 20_000;

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let game = ludo_game(&mut u);
    let (Some(game), Ok(seed), Ok(stretch), Ok(two)) = (
        game,
        u64::arbitrary(&mut u),
        u16::arbitrary(&mut u),
        bool::arbitrary(&mut u),
    ) else {
        return;
    };
    let stretch = u32::from(stretch % 512) + 1;
    let new = || {
        (
            game.initial_state(),
            ChaCha8Rng::seed_from_u64(seed),
            ChaCha8Rng::seed_from_u64(!seed),
            Tally::default(),
        )
    };
    let (mut general, mut fast) = (new(), new());
    let mut legal = Vec::new();
    while general.3.actions < MAX_ACTIONS && !game.is_over(&general.0) {
        let hand: Option<&mut dyn Rng> = if two { Some(&mut general.2) } else { None };
        let a = uniform_playout(
            &game,
            &mut general.0,
            &mut general.1,
            hand,
            stretch,
            &mut legal,
            &mut general.3,
        );
        let hand: Option<&mut dyn Rng> = if two { Some(&mut fast.2) } else { None };
        let b = game.play_uniform(
            &mut fast.0,
            &mut fast.1,
            hand,
            stretch,
            &mut legal,
            &mut fast.3,
        );
        assert!(a.is_ok() && b.is_ok(), "{a:?} {b:?}");
        assert_eq!(general.0, fast.0);
        assert_eq!(general.3, fast.3);
    }
    assert_eq!(general.1.next_u64(), fast.1.next_u64());
    assert_eq!(general.2.next_u64(), fast.2.next_u64());
});
