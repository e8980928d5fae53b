//! Letter case for searches that ignore it, without Unicode's whole case table: the app's
//! wasm would carry about 6 KB gzip of tables for letters no opening name holds.

/// `text` in lower case as `str::to_lowercase` writes every letter the opening names and
/// moves hold (ASCII and the accented Latin capitals); any other character stays as it is,
/// and since neither it nor its lower case occurs in a name, a search matches the same.
pub fn fold(text: &str) -> String {
    text.chars().map(fold_char).collect()
}

/// One character in lower case, for the letters of [`fold`].
fn fold_char(c: char) -> char {
    match c {
        'A'..='Z' | 'À'..='Ö' | 'Ø'..='Þ' => char::from_u32(c as u32 + 32).unwrap_or(c),
        'Œ' => 'œ',
        'Ÿ' => 'ÿ',
        // The Kelvin sign lower-cases to a plain k.
        '\u{212a}' => 'k',
        _ => c,
    }
}
