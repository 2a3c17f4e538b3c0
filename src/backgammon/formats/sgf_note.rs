//! Analysis written into GNU Backgammon's SGF as gnubg 1.07 writes its own (`A` for a checker play's candidates, `DA` for a cube decision, `C` for a comment), so that gnubg loads an analysed file with its analysis.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write;

use crate::backgammon::{BackgammonAction, Play};

/// One note on a decision of an SGF file: an analysis in the properties
/// GNU Backgammon 1.07 writes (and reads back) for its own analysis, or a
/// comment. Chances are, in order, the decider's win, win a gammon (or
/// backgammon), win a backgammon, lose a gammon (or backgammon), lose a
/// backgammon.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum SgfNote {
    /// A checker play: the candidate plays ranked, each with the mover's
    /// chances after it and its equity (`A[played][play E ver 3 ...]...`).
    Plays {
        /// The index in `plays` of the play made.
        played: usize,
        /// The candidates: the play, its five chances, its equity.
        plays: Vec<(Play, [f32; 5], f32)>,
        /// The plies of the evaluation.
        plies: u8,
    },
    /// A cube decision (`DA[E ver 3 ...]`): the doubler's chances and
    /// cubeless equity, and its cubeful equities after no double and
    /// after double, take.
    Cube {
        /// The doubler's five chances.
        chances: [f32; 5],
        /// The doubler's cubeless equity.
        cubeless: f32,
        /// Its cubeful equity without a double.
        no_double: f32,
        /// Its cubeful equity after double, take.
        double_take: f32,
        /// The plies of the evaluation.
        plies: u8,
    },
    /// A comment (`C[...]`), shown beside the move.
    Comment(String),
}

impl SgfNote {
    /// The note as SGF properties; `black` is the decider (whose points
    /// the play's letters count from).
    pub(super) fn write(&self, out: &mut String, black: bool) {
        match self {
            SgfNote::Plays {
                played,
                plays,
                plies,
            } => {
                let _ = write!(out, "A[{played}]");
                for (play, c, equity) in plays {
                    out.push('[');
                    for a in play.actions() {
                        if let BackgammonAction::Move { from, die } = a {
                            out.push(super::sgf::letter(from, black));
                            out.push(super::sgf::letter(from.saturating_sub(die), black));
                        }
                    }
                    let _ = write!(
                        out,
                        " E ver 3 {:.6} {:.6} {:.6} {:.6} {:.6} {equity:.6} {plies} 0 1 0.000000 1]",
                        c[0], c[1], c[2], c[3], c[4]
                    );
                }
            }
            SgfNote::Cube {
                chances: c,
                cubeless,
                no_double,
                double_take,
                plies,
            } => {
                let _ = write!(out, "DA[E ver 3 {plies} 1 0.000000 1");
                for cubeful in [no_double, double_take] {
                    let _ = write!(
                        out,
                        " {:.6} {:.6} {:.6} {:.6} {:.6} {cubeless:.6} {cubeful:.6}",
                        c[0], c[1], c[2], c[3], c[4]
                    );
                }
                out.push(']');
            }
            SgfNote::Comment(text) => {
                let _ = write!(out, "C[{}]", super::sgf::escape(text));
            }
        }
    }
}

/// The notes of `notes` as properties, `black` the decider: the
/// comments joined into one `C` at the end (a property appears once a
/// node).
pub(super) fn properties(notes: &[SgfNote], black: bool) -> String {
    let mut out = String::new();
    let mut comments = Vec::new();
    for n in notes {
        match n {
            SgfNote::Comment(text) => comments.push(text.as_str()),
            _ => n.write(&mut out, black),
        }
    }
    if !comments.is_empty() {
        SgfNote::Comment(comments.join("\n")).write(&mut out, black);
    }
    out
}
