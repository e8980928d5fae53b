//! What script a translation is written in, for the tests of the words.

/// Whether `text` holds Japanese script.
pub fn is_japanese(text: &str) -> bool {
    text.chars()
        .any(|c| matches!(c, '\u{3040}'..='\u{30ff}' | '\u{4e00}'..='\u{9fff}'))
}
