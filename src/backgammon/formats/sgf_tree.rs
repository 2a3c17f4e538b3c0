//! SGF's syntax: game trees of nodes of properties, read along each tree's main line (the first variation), nesting bounded.

use alloc::string::String;
use alloc::vec::Vec;

use super::mat::MatFileError;

/// The deepest nesting of game trees read.
const MAX_DEPTH: usize = 64;

/// One node: its properties, each with its values, in order.
#[derive(Debug, Default)]
pub(super) struct Node {
    pub(super) props: Vec<(String, Vec<String>)>,
}

fn syntax(what: &'static str) -> MatFileError {
    MatFileError::Syntax { line: 0, what }
}

/// Each top-level game tree's main line of nodes.
pub(super) fn read_trees(text: &str) -> Result<Vec<Vec<Node>>, MatFileError> {
    let mut trees: Vec<Vec<Node>> = Vec::new();
    // For each open tree: whether it is on the main line, and whether a
    // subtree has been opened in it.
    let mut open: Vec<(bool, bool)> = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((_, c)) = chars.next() {
        match c {
            '(' => {
                let main = match open.last_mut() {
                    None => {
                        trees.push(Vec::new());
                        true
                    }
                    Some((main, child)) => {
                        let first = !*child;
                        *child = true;
                        *main && first
                    }
                };
                open.push((main, false));
                if open.len() > MAX_DEPTH {
                    return Err(syntax("game trees nested at most 64 deep"));
                }
            }
            ')' => {
                open.pop()
                    .ok_or(syntax("a \")\" that closes a game tree"))?;
            }
            ';' => {
                let (main, _) = *open.last().ok_or(syntax("a node inside a game tree"))?;
                let node = read_node(&mut chars)?;
                if main && let Some(tree) = trees.last_mut() {
                    tree.push(node);
                }
            }
            c if c.is_whitespace() => {}
            _ => return Err(syntax("\"(\", \";\" or \")\"")),
        }
    }
    if !open.is_empty() {
        return Err(syntax("every game tree closed with \")\""));
    }
    Ok(trees)
}

type Chars<'t> = core::iter::Peekable<core::str::CharIndices<'t>>;

/// The properties after a `;`, up to the next `;`, `(` or `)`.
fn read_node(chars: &mut Chars<'_>) -> Result<Node, MatFileError> {
    let mut node = Node::default();
    loop {
        while chars.peek().is_some_and(|(_, c)| c.is_whitespace()) {
            chars.next();
        }
        let mut id = String::new();
        while let Some(&(_, c)) = chars.peek() {
            if !c.is_ascii_alphabetic() {
                break;
            }
            id.push(c);
            chars.next();
        }
        if id.is_empty() {
            return match chars.peek() {
                None | Some((_, ';' | '(' | ')')) => Ok(node),
                _ => Err(syntax("a property: capital letters and [values]")),
            };
        }
        let mut values = Vec::new();
        loop {
            while chars.peek().is_some_and(|(_, c)| c.is_whitespace()) {
                chars.next();
            }
            if chars.peek().is_none_or(|&(_, c)| c != '[') {
                break;
            }
            chars.next();
            values.push(read_value(chars)?);
        }
        if values.is_empty() {
            return Err(syntax("a property's value in [brackets]"));
        }
        node.props.push((id, values));
    }
}

/// A value up to its unescaped `]`.
fn read_value(chars: &mut Chars<'_>) -> Result<String, MatFileError> {
    let mut value = String::new();
    loop {
        match chars.next() {
            None => return Err(syntax("a value closed with \"]\"")),
            Some((_, ']')) => return Ok(value),
            Some((_, '\\')) => {
                if let Some((_, c)) = chars.next() {
                    value.push(c);
                }
            }
            Some((_, c)) => value.push(c),
        }
    }
}
