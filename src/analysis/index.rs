//! [`StateIndex`]: numbers distinct states in order of discovery, with a small open-addressing hash table.
//!
//! The crate is `no_std` with no hashing dependency, and `BTreeMap` would
//! need `Ord`, which states do not promise. So this is a plain
//! linear-probing table of indices into the state list, hashed with FNV-1a
//! through [`core::hash::Hash`]. Half full at most, it doubles as it grows.

use alloc::vec;
use alloc::vec::Vec;
use core::hash::{Hash, Hasher};

/// Marks an empty slot.
const EMPTY: u32 = u32::MAX;

/// Most states an index numbers: the chain keeps the top bit of a state
/// number for its outcome classes.
pub(crate) const MAX_STATES: usize = (1 << 31) - 1;

/// FNV-1a, 64 bits: small, fast on short keys, good enough for a table
/// whose keys are not chosen by an adversary.
struct Fnv(u64);

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        // Fold the high bits in: the table uses the low ones.
        self.0 ^ (self.0 >> 29)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

fn hash_of<S: Hash>(state: &S) -> u64 {
    let mut h = Fnv(0xcbf2_9ce4_8422_2325);
    state.hash(&mut h);
    h.finish()
}

/// Distinct states, numbered from 0 in the order they were first seen.
pub(crate) struct StateIndex<S> {
    states: Vec<S>,
    slots: Vec<u32>,
}

impl<S: Hash + Eq> StateIndex<S> {
    /// An empty index.
    pub(crate) fn new() -> Self {
        StateIndex {
            states: Vec::new(),
            slots: vec![EMPTY; 64],
        }
    }

    /// How many states are indexed.
    pub(crate) fn len(&self) -> usize {
        self.states.len()
    }

    /// The state numbered `i`.
    pub(crate) fn get(&self, i: usize) -> Option<&S> {
        self.states.get(i)
    }

    /// The number of `state`, if it is indexed.
    pub(crate) fn find(&self, state: &S) -> Option<u32> {
        let mask = self.slots.len() - 1;
        let mut at = (hash_of(state) as usize) & mask;
        loop {
            let slot = *self.slots.get(at)?;
            if slot == EMPTY {
                return None;
            }
            if self.states.get(slot as usize) == Some(state) {
                return Some(slot);
            }
            at = (at + 1) & mask;
        }
    }

    /// Bytes on the heap: the states and the slots.
    pub(crate) fn heap_bytes(&self) -> usize {
        self.states.capacity() * core::mem::size_of::<S>()
            + self.slots.capacity() * core::mem::size_of::<u32>()
    }

    /// The number of `state`, adding it if it is new; `None` when it is new
    /// and the index already holds `limit` states (or [`MAX_STATES`]).
    pub(crate) fn insert(&mut self, state: S, limit: usize) -> Option<(u32, bool)> {
        let mask = self.slots.len() - 1;
        let mut at = (hash_of(&state) as usize) & mask;
        loop {
            let slot = self.slots[at];
            if slot == EMPTY {
                break;
            }
            if self.states.get(slot as usize) == Some(&state) {
                return Some((slot, false));
            }
            at = (at + 1) & mask;
        }
        let n = self.states.len();
        if n >= limit || n >= MAX_STATES {
            return None;
        }
        self.slots[at] = n as u32;
        self.states.push(state);
        if 2 * self.states.len() > self.slots.len() {
            self.grow();
        }
        Some((n as u32, true))
    }

    /// Doubles the table and places every index again.
    fn grow(&mut self) {
        let mut slots = vec![EMPTY; 2 * self.slots.len()];
        let mask = slots.len() - 1;
        for (i, s) in self.states.iter().enumerate() {
            let mut at = (hash_of(s) as usize) & mask;
            while slots[at] != EMPTY {
                at = (at + 1) & mask;
            }
            slots[at] = i as u32;
        }
        self.slots = slots;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_states_in_order_and_finds_them_again() {
        let mut index = StateIndex::new();
        for i in 0..1000u32 {
            assert_eq!(index.insert(i * 7, usize::MAX), Some((i, true)));
        }
        for i in 0..1000u32 {
            assert_eq!(index.insert(i * 7, usize::MAX), Some((i, false)));
        }
        assert_eq!(index.len(), 1000);
        assert_eq!(index.get(3), Some(&21));
        assert_eq!(index.insert(1, 1000), None);
        assert_eq!(index.insert(7, 1000), Some((1, false)));
    }
}
