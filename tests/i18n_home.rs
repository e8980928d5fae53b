//! Every translated word lives under `crates/rules/src/i18n/`: no Japanese or French text anywhere else in
//! the source, and the game's tables and sentences there speak all three languages.

#[path = "common/script.rs"]
mod script;
#[path = "common/sources.rs"]
mod sources;

use reversi::engine::record::parse_fragment;
use reversi::engine::search::Level;
use reversi::engine::{Color, Ending, Outcome, Square};
use reversi::i18n::{analysis, game, names, record, Lang, Text};
use script::is_japanese;
use sources::rust_files;
use std::fs;
use std::path::Path;

/// Whether `c` belongs to a translation: Japanese script (kana and the common kanji), or
/// the French typography the translations use (the curly apostrophe, the guillemets).
fn translated(c: char) -> bool {
    matches!(c, '\u{3040}'..='\u{30ff}' | '\u{4e00}'..='\u{9fff}' | '’' | '«' | '»')
}

/// The lines of `file` that hold translated text, as "file:line".
fn translated_lines(file: &Path) -> Vec<String> {
    let text = fs::read_to_string(file).expect("a readable source file");
    text.lines()
        .enumerate()
        .filter(|(_, line)| line.chars().any(translated))
        .map(|(number, _)| format!("{}:{}", file.display(), number + 1))
        .collect()
}

#[test]
fn no_translated_text_lives_outside_i18n() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let i18n = root.join("crates/rules/src/i18n");
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    for krate in fs::read_dir(root.join("crates")).expect("the workspace's crates") {
        rust_files(
            &krate.expect("a crate's folder").path().join("src"),
            &mut files,
        );
    }
    let (inside, outside): (Vec<_>, Vec<_>) = files.iter().partition(|f| f.starts_with(&i18n));
    // The search finds the translations where they belong, so it would find them elsewhere.
    assert!(inside.iter().flat_map(|f| translated_lines(f)).count() > 100);
    let stray: Vec<String> = outside.iter().flat_map(|f| translated_lines(f)).collect();
    assert!(
        stray.is_empty(),
        "translated text outside crates/rules/src/i18n:\n{}",
        stray.join("\n")
    );
}

/// `text` in every language: each present, the Japanese in Japanese and the French not the
/// English.
fn assert_translated(name: &str, en: &str, ja: &str, fr: &str) {
    assert!(!en.trim().is_empty(), "{name} has no English");
    assert!(is_japanese(ja), "{name} is not Japanese: {ja}");
    assert_ne!(fr, en, "{name} is English in French");
}

#[test]
fn the_game_tables_are_in_every_language() {
    for table in [game::ALL, record::ALL, analysis::ALL, names::ALL] {
        assert!(!table.is_empty());
        for (name, text) in table {
            let Text { en, ja, fr } = *text;
            assert_translated(name, en, ja, fr);
        }
    }
}

/// One sentence in each language.
fn each(name: &str, sentence: impl Fn(Lang) -> String) {
    let [en, ja, fr] = Lang::ALL.map(sentence);
    assert_translated(name, &en, &ja, &fr);
}

#[test]
fn the_game_sentences_are_in_every_language() {
    let f5: Square = "f5".parse().unwrap();
    let won = Outcome {
        black: 40,
        white: 24,
        winner: Some(Color::Black),
        ending: Ending::Normal,
    };
    let resigned = Outcome {
        black: 0,
        white: 64,
        winner: Some(Color::White),
        ending: Ending::Resigned(Color::Black),
    };
    let drawn = Outcome {
        black: 32,
        white: 32,
        winner: None,
        ending: Ending::DrawAgreed,
    };
    each("to move", |l| game::to_move(Color::Black, l));
    each("paused", |l| game::paused(Color::White, "P", l));
    each("passed", |l| game::passed(Color::White, l));
    let timed_out = Outcome {
        black: 64,
        white: 0,
        winner: Some(Color::Black),
        ending: Ending::Time(Color::White),
    };
    each("clock", |l| game::clock_label(Color::White, "0:09.3", l));
    for outcome in [won, resigned, drawn, timed_out] {
        for computer in [None, Some(Color::White), Some(Color::Black)] {
            each("outcome", |l| game::outcome_line(&outcome, computer, l));
        }
    }
    each("lineup", |l| {
        let (human, computer) = (names::HUMAN.get(l), names::COMPUTER.get(l));
        game::lineup(human, computer, Some(names::level(Level::Beginner, l)), l)
    });
    each("move number", |l| game::move_number(3, l));
    each("played", |l| {
        game::played(Color::Black, f5, 1, [4, 1], "", l)
    });
    each("draw accepted", |l| {
        game::draw_accepted(Color::White, "", l)
    });
    each("draw declined", |l| game::draw_declined(Color::White, l));
    each("paused refusal", |l| {
        game::paused_refusal(Color::White, "P", l)
    });
    each("illegal", |l| game::illegal(f5, Color::Black, l));
    each("resign for", |l| game::resign_for(Color::Black, l));
    let error = parse_fragment("foo=bar").unwrap_err();
    each("link refused", |l| record::link_refused_line(&error, l));
    each("saved file", |l| record::saved_file_line("game.txt", l));
}

#[test]
fn japanese_spells_each_term_one_way() {
    // "Computer" is コンピューター everywhere (the player met コンピュータ beside it).
    let mut files = Vec::new();
    rust_files(Path::new("src"), &mut files);
    for file in files {
        let text = fs::read_to_string(&file).expect("a readable source");
        for (at, _) in text.match_indices("コンピュータ") {
            let rest = &text[at + "コンピュータ".len()..];
            assert!(
                rest.starts_with('ー'),
                "{}: コンピュータ without ー",
                file.display()
            );
        }
    }
}
