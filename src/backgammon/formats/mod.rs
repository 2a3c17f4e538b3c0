//! The backgammon world's exchange formats, both ways and checked against
//! the rules: GNU Backgammon's Position ID and Match ID (and the pair that
//! is a whole state), eXtreme Gammon's XGID, the FIBS `board:` line,
//! Jellyfish match files (`.mat`) and GNU Backgammon's SGF.
//! Everything here is re-exported from [`crate::backgammon`].

pub(super) mod fibs_board;
pub(super) mod gnubg;
pub(super) mod gnubg_match;
pub(super) mod mat;
mod mat_read;
mod mat_replay;
mod mat_rules;
mod mat_write;
pub(super) mod match_id;
mod sgf;
pub(super) mod sgf_note;
mod sgf_tree;
pub(super) mod xgid;

use crate::backgammon::BackgammonRules;

/// Whether `rules` play acey-deucey (a start area, checkers waiting off
/// the board to enter, or the 1-2's privileges), which none of these
/// formats can hold: a waiting checker would read as borne off, a named
/// double or a throw again as nothing.
pub(super) fn acey_deucey(rules: &BackgammonRules) -> bool {
    rules.to_enter > 0 || rules.acey_deucey.is_some()
}
