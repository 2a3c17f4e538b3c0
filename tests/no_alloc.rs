//! Proof that the Goose hot path never touches the heap, and that a state stays small.
//!
//! A counting global allocator wraps the system one. After a warm-up (the
//! reused vectors reach their capacity), random playouts of every preset,
//! with events into a reused `Vec` or into `Discard` and legal actions into
//! a reused `Vec`, must not allocate once.
//!
//! Implementing `GlobalAlloc` takes `unsafe impl`; the library forbids
//! unsafe code, and this test file is outside it.
#![allow(unsafe_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use racegame::goose::{GooseGame, GooseState};
use racegame::record::Presets;
use racegame::{Dice, Discard, RaceGame, ToAct};

/// The system allocator, counting every allocation and reallocation made
/// by the calling thread (the test harness allocates on its own threads
/// while tests run; those must not count).
struct Counting;

thread_local! {
    // Const-initialized and without a destructor: touching it never
    // allocates, so the allocator may use it.
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

fn count() {
    let _ = ALLOCATIONS.try_with(|c| c.set(c.get() + 1));
}

fn allocations() -> usize {
    ALLOCATIONS.with(Cell::get)
}

// SAFETY: every call is forwarded unchanged to `System`, which upholds the
// `GlobalAlloc` contract; counting touches only a thread-local `Cell`.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count();
        // SAFETY: forwarded with the caller's guarantees.
        unsafe { System.alloc(layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        count();
        // SAFETY: forwarded with the caller's guarantees.
        unsafe { System.alloc_zeroed(layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count();
        // SAFETY: forwarded with the caller's guarantees.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded with the caller's guarantees.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// Every preset at 4 seats and at 6, and Snakes and Ladders alone.
fn presets() -> Vec<(&'static str, GooseGame)> {
    let mut games = GooseGame::every_preset(4).unwrap();
    games.extend(GooseGame::every_preset(6).unwrap());
    games.push((
        "snakes_and_ladders 1p",
        GooseGame::snakes_and_ladders(1).unwrap(),
    ));
    games
}

/// Plays `games` seeded games every way a simulation would: events into
/// the reused `events` (or nowhere), legal actions into the reused `legal`,
/// by `apply_into` and by `apply_mut`. Returns the throws made.
fn play(
    game: &GooseGame,
    seed: u64,
    games: u64,
    events: &mut Vec<<GooseGame as RaceGame>::Event>,
    legal: &mut Vec<<GooseGame as RaceGame>::Action>,
) -> u64 {
    let mut throws = 0;
    for g in 0..games {
        let mut dice = Dice::seeded(seed ^ g);
        let mut state = game.initial_state();
        let mut in_place = state;
        while let ToAct::Chance(_) = game.to_act(&state) {
            game.legal_actions(&state, legal);
            let action = dice.throw_for(game, &state).unwrap();
            events.clear();
            state = game.apply_into(&state, action, events).unwrap();
            game.apply_mut(&mut in_place, action, &mut Discard).unwrap();
            assert_eq!(state, in_place);
            let _ = game.apply_into(&state, action, &mut Discard);
            throws += 1;
        }
    }
    throws
}

#[test]
fn random_playouts_of_every_preset_allocate_nothing_after_warm_up() {
    for (name, game) in presets() {
        let mut events = Vec::new();
        let mut legal = Vec::new();
        // Warm-up: the vectors grow to the largest throw and list.
        play(&game, 1, 200, &mut events, &mut legal);
        let before = allocations();
        let throws = play(&game, 2, 2_000, &mut events, &mut legal);
        let after = allocations();
        assert!(throws > 10_000, "{name}: only {throws} throws");
        assert_eq!(
            after - before,
            0,
            "{name}: {} allocations in {throws} throws",
            after - before
        );
    }
}

#[test]
fn a_goose_state_fits_in_a_cache_line() {
    assert!(
        std::mem::size_of::<GooseState>() <= 64,
        "GooseState is {} bytes",
        std::mem::size_of::<GooseState>()
    );
}

#[test]
fn the_counter_sees_an_allocation() {
    let before = allocations();
    let v = std::hint::black_box(vec![1u8; 10]);
    assert!(
        allocations() > before,
        "the counting allocator is not in use"
    );
    drop(v);
}
