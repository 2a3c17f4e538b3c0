//! The full use of the dice, shared by the test files' reference rule books (long nardy, tavla, acey-deucey): each book says which single moves of one die its board allows; this module finds the plays of a throw from them.
//!
//! The rule, common to every game on the backgammon board these books
//! describe: a throw plays as many of its dice as it can (a double four
//! times); when only one die of two can be played, the larger must be if
//! it can.

/// A board of a reference rule book, as its side to move sees it.
pub trait RuleBook: Sized {
    /// Whether the side to move has finished (no move after).
    fn finished(&self) -> bool;

    /// Every single move of `die` the rule book allows: the point it
    /// starts from (the book's own numbers) and the board after.
    fn moves_of(&self, die: usize) -> Vec<(usize, Self)>;
}

/// Every maximal sequence of moves of `dice` from `board`, as
/// `(from, die)` steps (each die value tried once at each step).
pub fn sequences<B: RuleBook>(
    board: &B,
    dice: &[usize],
    path: &mut Vec<(usize, usize)>,
    out: &mut Vec<Vec<(usize, usize)>>,
) {
    let mut moved = false;
    if !board.finished() {
        for (k, &die) in dice.iter().enumerate() {
            if dice[..k].contains(&die) {
                continue;
            }
            let mut rest = dice.to_vec();
            rest.remove(k);
            for (from, next) in board.moves_of(die) {
                moved = true;
                path.push((from, die));
                sequences(&next, &rest, path, out);
                path.pop();
            }
        }
    }
    if !moved {
        out.push(path.clone());
    }
}

/// The legal plays of a throw of `a`-`b` from `board`: the most dice;
/// with one die of two, the larger where possible. Sorted, without
/// repeats.
pub fn legal_plays<B: RuleBook>(board: &B, a: usize, b: usize) -> Vec<Vec<(usize, usize)>> {
    let dice: Vec<usize> = if a == b { vec![a; 4] } else { vec![a, b] };
    let mut all = Vec::new();
    sequences(board, &dice, &mut Vec::new(), &mut all);
    let most = all.iter().map(Vec::len).max().unwrap_or(0);
    all.retain(|p| p.len() == most);
    if most == 1 && a != b && all.iter().any(|p| p[0].1 == a.max(b)) {
        all.retain(|p| p[0].1 == a.max(b));
    }
    all.sort();
    all.dedup();
    all
}
