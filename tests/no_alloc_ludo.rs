//! A Ludo random playout allocates nothing once its buffers are warm: every preset, several seeded games, counted by a global allocator that wraps the system's.
#![allow(unsafe_code)] // `GlobalAlloc` is an unsafe trait; only this test implements it.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use racegame::dice::uniform_below;
use racegame::ludo::{LudoAction, LudoEvent, LudoGame};
use racegame::playout::{Tally, UniformPlayout};
use racegame::record::Presets;
use racegame::{Discard, RaceGame, ToAct};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

/// The system allocator, counting the allocations made on the thread
/// that asked for counting (the test harness runs other tests on other
/// threads, and they allocate).
struct Counting;

thread_local! {
    static COUNTING: Cell<bool> = const { Cell::new(false) };
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

fn note_allocation() {
    // `try_with`: the thread-local may already be gone while a thread exits.
    let counting = COUNTING.try_with(Cell::get).unwrap_or(false);
    if counting {
        let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
    }
}

// SAFETY: every call is passed to `System` unchanged; counting touches only
// const-initialized thread-locals, which never allocate.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        note_allocation();
        // SAFETY: the caller upholds `GlobalAlloc::alloc`'s contract.
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        note_allocation();
        // SAFETY: as for `alloc`.
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        note_allocation();
        // SAFETY: the caller upholds `GlobalAlloc::realloc`'s contract.
        unsafe { System.realloc(ptr, layout, new_size) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller upholds `GlobalAlloc::dealloc`'s contract.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Allocations made on this thread while `f` runs.
fn allocations_during(f: impl FnOnce()) -> u64 {
    ALLOCATIONS.with(|n| n.set(0));
    COUNTING.with(|c| c.set(true));
    f();
    COUNTING.with(|c| c.set(false));
    ALLOCATIONS.with(Cell::get)
}

/// One random game (uniform among the legal actions), with the caller's
/// buffers for the legal actions and, when `events` is given, the events.
fn playout(
    game: &LudoGame,
    seed: u64,
    legal: &mut Vec<LudoAction>,
    mut events: Option<&mut Vec<LudoEvent>>,
) -> u32 {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut state = game.initial_state();
    let mut actions = 0;
    loop {
        let action = match game.to_act(&state) {
            ToAct::Nobody => break,
            ToAct::Chance(_) => game.chance(&state).unwrap().sample(&mut rng),
            ToAct::Player(_) => {
                game.legal_actions(&state, legal);
                let n = u32::try_from(legal.len()).expect("few legal actions");
                legal[uniform_below(&mut rng, n) as usize]
            }
        };
        state = match events.as_deref_mut() {
            Some(events) => {
                events.clear();
                game.apply_into(&state, action, events)
            }
            None => game.apply_into(&state, action, &mut Discard),
        }
        .expect("a legal action is accepted");
        actions += 1;
    }
    assert!(game.outcome(&state).is_some());
    actions
}

fn presets() -> Vec<(&'static str, LudoGame)> {
    LudoGame::every_preset(4).unwrap()
}

#[test]
fn a_random_playout_allocates_nothing_after_warm_up() {
    for (name, game) in presets() {
        // Warm-up: the buffers grow to the largest list a game needs.
        let mut legal = Vec::with_capacity(8);
        let mut events = Vec::with_capacity(64);
        playout(&game, 0, &mut legal, Some(&mut events));
        let mut actions = 0;
        let n = allocations_during(|| {
            for seed in 1..=20 {
                actions += playout(&game, seed, &mut legal, None);
                actions += playout(&game, seed, &mut legal, Some(&mut events));
            }
        });
        assert!(actions > 1_000, "{name}: {actions} actions");
        assert_eq!(n, 0, "{name}: {n} allocations in {actions} actions");
    }
}

#[test]
fn play_uniform_allocates_nothing_after_warm_up() {
    for (name, game) in presets() {
        // Parchís plays through the general loop, which lists the legal
        // actions in `legal`: warm it up first.
        let mut legal = Vec::with_capacity(8);
        let mut tally = Tally::default();
        let play = |seed: u64, legal: &mut Vec<LudoAction>, tally: &mut Tally| {
            let mut state = game.initial_state();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            game.play_uniform(&mut state, &mut rng, None, u32::MAX, legal, tally)
                .expect("the game's own actions are accepted");
            assert!(game.is_over(&state));
        };
        play(0, &mut legal, &mut tally);
        let n = allocations_during(|| {
            for seed in 1..=20 {
                play(seed, &mut legal, &mut tally);
            }
        });
        assert!(tally.actions > 1_000, "{name}: {tally:?}");
        assert_eq!(n, 0, "{name}: {n} allocations in {} actions", tally.actions);
    }
}

#[test]
fn the_counter_sees_an_allocation() {
    // Guards the test above against a counter that counts nothing.
    let n = allocations_during(|| {
        std::hint::black_box(Vec::<u8>::with_capacity(16));
    });
    assert_eq!(n, 1);
}
