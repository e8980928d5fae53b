//! Typed move entry: a column letter then a row digit, as the classic game allows.

use crate::engine::Square;

/// Remembers a typed column letter until the row digit arrives.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KeyEntry {
    column: Option<u8>,
}

impl KeyEntry {
    /// Feeds one key (as `KeyboardEvent.key` names it); returns the square once a letter
    /// `a`–`h` is followed by a digit `1`–`8`. Any other key forgets a pending letter.
    pub fn key(&mut self, key: &str) -> Option<Square> {
        let mut chars = key.chars();
        let (Some(c), None) = (chars.next(), chars.next()) else {
            self.column = None;
            return None;
        };
        let c = c.to_ascii_lowercase();
        match (self.column, c) {
            (_, 'a'..='h') => {
                self.column = Some(c as u8 - b'a');
                None
            }
            (Some(col), '1'..='8') => {
                self.column = None;
                Square::from_coords(col, c as u8 - b'1')
            }
            _ => {
                self.column = None;
                None
            }
        }
    }

    /// The column letter typed so far, if any.
    pub fn pending(&self) -> Option<char> {
        self.column.map(|c| (b'a' + c) as char)
    }
}

/// The square a navigation key moves the board focus to; `None` at an edge or for other keys.
pub fn arrow_step(from: Square, key: &str) -> Option<Square> {
    let (col, row) = (from.col() as i8, from.row() as i8);
    let (c, r) = match key {
        "ArrowLeft" => (col - 1, row),
        "ArrowRight" => (col + 1, row),
        "ArrowUp" => (col, row - 1),
        "ArrowDown" => (col, row + 1),
        "Home" => (0, row),
        "End" => (7, row),
        _ => return None,
    };
    if (0..8).contains(&c) && (0..8).contains(&r) {
        Square::from_coords(c as u8, r as u8)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse::<Square>().unwrap()
    }

    #[test]
    fn arrows_move_one_square_and_stop_at_the_edges() {
        assert_eq!(arrow_step(sq("a1"), "ArrowLeft"), None);
        assert_eq!(arrow_step(sq("a1"), "ArrowUp"), None);
        assert_eq!(arrow_step(sq("h8"), "ArrowRight"), None);
        assert_eq!(arrow_step(sq("h8"), "ArrowDown"), None);
        assert_eq!(arrow_step(sq("a1"), "ArrowRight"), Some(sq("b1")));
        assert_eq!(arrow_step(sq("d4"), "ArrowDown"), Some(sq("d5")));
        assert_eq!(arrow_step(sq("d4"), "ArrowUp"), Some(sq("d3")));
        assert_eq!(arrow_step(sq("d4"), "ArrowLeft"), Some(sq("c4")));
        assert_eq!(arrow_step(sq("c6"), "Home"), Some(sq("a6")));
        assert_eq!(arrow_step(sq("c6"), "End"), Some(sq("h6")));
        assert_eq!(arrow_step(sq("c6"), "x"), None);
    }

    fn feed(keys: &[&str]) -> Vec<Option<String>> {
        let mut entry = KeyEntry::default();
        keys.iter()
            .map(|k| entry.key(k).map(|sq| sq.to_string()))
            .collect()
    }

    #[test]
    fn letter_then_digit_names_a_square() {
        assert_eq!(feed(&["f", "5"]), vec![None, Some("f5".into())]);
        assert_eq!(feed(&["A", "1"]), vec![None, Some("a1".into())]);
        assert_eq!(feed(&["h", "8"]), vec![None, Some("h8".into())]);
    }

    #[test]
    fn a_later_letter_replaces_the_earlier_one() {
        assert_eq!(feed(&["c", "d", "3"]), vec![None, None, Some("d3".into())]);
    }

    #[test]
    fn other_keys_cancel_a_pending_letter() {
        assert_eq!(feed(&["f", "9", "5"]), vec![None, None, None]);
        assert_eq!(feed(&["f", "Shift", "5"]), vec![None, None, None]);
        assert_eq!(feed(&["i", "5"]), vec![None, None]);
        assert_eq!(feed(&["5"]), vec![None]);
    }

    #[test]
    fn pending_shows_the_typed_letter() {
        let mut entry = KeyEntry::default();
        assert_eq!(entry.pending(), None);
        entry.key("E");
        assert_eq!(entry.pending(), Some('e'));
        entry.key("4");
        assert_eq!(entry.pending(), None);
    }
}
