//! The three languages: every message exists in each (no English fallback), the Japanese
//! has no English left in it, the record reader's refusals are translated, the plural and
//! number rules, the browser-language choice and the options' language field.

#[path = "common/script.rs"]
mod script;

use reversi::actions::words::action;
use reversi::actions::SHORTCUTS;
use reversi::engine::database::{Tally, WthorError};
use reversi::engine::openings;
use reversi::engine::record::{parse_fragment, parse_game, parse_setup, ImportError};
use reversi::engine::search::Level;
use reversi::engine::{Color, Square};
use reversi::i18n::names::{color, level, opening};
use reversi::i18n::record::{self, import_error, Copied};
use reversi::i18n::{
    analysis, case, database, friend, game, help, puzzles, ui, Lang, Plural, Text,
};
use reversi::session::friend::FriendRefusal;
use reversi::session::{Confirm, Refusal};
use reversi::settings::options::OPTIONS_VERSION;
use reversi::settings::words::player;
use reversi::settings::{load, Options, Persisted, Player, StoredOptions};
use script::is_japanese;
use std::collections::HashSet;

/// Words that stay as they are in a Japanese sentence: key names, file formats and the
/// share link's own syntax.
const KEPT_IN_JAPANESE: &[&str] = &[
    "OK",
    // Technical names Japanese writes as they are.
    "QR",
    "STUN",
    "WebRTC",
    "Ctrl",
    "Mac",
    "Shift",
    "Home",
    "End",
    "moves",
    "position",
    "PNG",
    "SVG",
    "MIT",
    "Rust",
    "WebAssembly",
    "Leptos",
    "Reversi",
    "Othello",
    "GitHub",
    "GGF",
    // The French federation's game files, by their names.
    "WTHOR",
    "FFO",
    "JOU",
    "TRN",
    "wtb",
    "jou",
    "trn",
    "BO",
    "WZebra",
    "Edax",
    "Esc",
    "Tab",
    "Enter",
    "Space",
];

/// The English words left in a Japanese text, once move notation (f5), single letters
/// (keys, X and O) and the kept words are set aside.
fn english_words(text: &str) -> Vec<String> {
    // The language menu names each language in itself.
    let text = text.replace("English", "").replace("Français", "");
    // Quoted input ("「zz」") and the move as written ("2手目（zz）") are the player's own.
    let mut kept = String::new();
    let mut quoted = 0;
    for c in text.chars() {
        match c {
            '「' | '（' => quoted += 1,
            '」' | '）' => quoted -= 1,
            _ if quoted == 0 => kept.push(c),
            _ => {}
        }
    }
    kept.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() > 1 && !KEPT_IN_JAPANESE.contains(w))
        .map(str::to_string)
        .collect()
}

/// Checks one message: present in every language, the Japanese in Japanese with no English
/// word, and the French written out (the same as the English only where French uses the
/// same word, as "Options").
fn check(name: &str, text: Text, same_in_french: &[&str]) {
    for lang in Lang::ALL {
        let s = text.get(lang);
        assert!(!s.trim().is_empty(), "{name} has no {lang}");
        assert_eq!(s, s.trim(), "{name} in {lang} has stray spaces");
    }
    // "OK" is what Japanese buttons say, and keys are named as printed on them ("Esc").
    assert!(
        is_japanese(text.ja) || KEPT_IN_JAPANESE.contains(&text.ja),
        "{name} is not Japanese: {}",
        text.ja
    );
    assert!(
        english_words(text.ja).is_empty(),
        "{name} has English left in its Japanese: {}",
        text.ja
    );
    assert!(
        text.fr != text.en || same_in_french.contains(&text.en),
        "{name} is English in French: {}",
        text.fr
    );
}

#[test]
fn every_ui_message_is_in_every_language() {
    assert!(ui::ALL.len() > 1);
    for (name, text) in ui::ALL {
        check(
            name,
            *text,
            &[
                "Reversi",
                "Options",
                "Position",
                "Actions",
                "OK",
                "Version",
                "Licence",
                "Format",
                "● exact",
                "exact",
            ],
        );
    }
}

#[test]
fn every_game_database_message_is_in_every_language() {
    assert!(database::ALL.len() > 20);
    for (name, text) in database::ALL {
        check(name, *text, &[]);
    }
    let tally = Tally {
        games: 3,
        black_wins: 2,
        draws: 0,
        white_wins: 1,
        black_discs: 100,
    };
    let cut = WthorError::CutShort {
        expected: 356,
        len: 100,
    };
    for lang in [Lang::Ja, Lang::Fr] {
        let en = Lang::En;
        assert_ne!(database::kept(3, lang), database::kept(3, en));
        assert_ne!(database::reached(3, lang), database::reached(3, en));
        assert_ne!(
            database::games_read("a.wtb", 3, 1, lang),
            database::games_read("a.wtb", 3, 1, en)
        );
        assert_ne!(
            database::names_read("a.jou", 3, lang),
            database::names_read("a.jou", 3, en)
        );
        assert_ne!(database::not_wthor("a", lang), database::not_wthor("a", en));
        assert_ne!(
            database::refused("a", &cut, lang),
            database::refused("a", &cut, en)
        );
        assert_ne!(
            database::refused("a", &WthorError::BoardSize(6), lang),
            database::refused("a", &WthorError::BoardSize(6), en)
        );
        assert_ne!(
            database::row_label("f5", &tally, lang),
            database::row_label("f5", &tally, en)
        );
        assert!(database::refused("a.wtb", &cut, lang).contains("a.wtb"));
    }
    assert_eq!(database::average(&tally, Lang::Fr), "33,3");
    assert_eq!(database::average(&Tally::default(), Lang::En), "");
}

#[test]
fn every_friend_game_message_is_in_every_language() {
    assert!(friend::ALL.len() > 30);
    for (name, text) in friend::ALL {
        check(name, *text, &[]);
    }
    for lang in [Lang::Ja, Lang::Fr] {
        assert_ne!(
            friend::waiting_for("Bob", Color::White, lang),
            friend::waiting_for("Bob", Color::White, Lang::En)
        );
        assert_ne!(
            friend::friend_moved("", 2, lang),
            friend::friend_moved("", 2, Lang::En)
        );
        assert_ne!(
            friend::offers_draw("", lang),
            friend::offers_draw("", Lang::En)
        );
        assert_ne!(friend::move_by("x", lang), friend::move_by("x", Lang::En));
        assert_ne!(friend::days(3, lang), friend::days(3, Lang::En));
        assert_ne!(
            friend::invited("Ann", Color::White, lang),
            friend::invited("Ann", Color::White, Lang::En)
        );
    }
}

#[test]
fn every_live_game_message_is_in_every_language() {
    assert!(reversi::i18n::live::ALL.len() > 25);
    for (name, text) in reversi::i18n::live::ALL {
        check(name, *text, &[]);
    }
    for lang in [Lang::Ja, Lang::Fr] {
        let bad = reversi::i18n::live::bad_ice("x", lang);
        assert_ne!(bad, reversi::i18n::live::bad_ice("x", Lang::En));
        assert!(bad.contains('x'));
    }
}

#[test]
fn every_puzzles_message_is_in_every_language() {
    assert!(puzzles::ALL.len() > 10);
    for (name, text) in puzzles::ALL {
        check(name, *text, &["Solution", "Expert"]);
    }
}

#[test]
fn puzzle_verdicts_name_the_loss_and_the_best_move() {
    use reversi::engine::puzzles::Verdict;
    let best = ["c3".to_string(), "d3".to_string()];
    assert_eq!(
        puzzles::verdict_line(Verdict::Good, 4, &best, Lang::En),
        "Good: the same result, but 4 discs fewer. Best: c3 or d3."
    );
    assert_eq!(
        puzzles::verdict_line(Verdict::Wrong, 1, &best[..1], Lang::Fr),
        "Faux : un moins bon résultat, 1 pion sous le meilleur. Meilleur : c3."
    );
    assert!(puzzles::verdict_line(Verdict::Wrong, 6, &best, Lang::Ja).contains("6個"));
    assert_eq!(
        puzzles::verdict_line(Verdict::Best, 0, &best, Lang::Ja),
        "最善手です！"
    );
}

#[test]
fn the_whole_help_is_in_every_language() {
    assert!(help::ALL.len() > 40);
    for (name, text) in help::ALL {
        check(name, *text, &["Options", "Action", "Parité"]);
    }
    for lang in [Lang::Ja, Lang::Fr] {
        let classes = help::classes(2, 4, 8, lang);
        let review = help::review(14, 6, lang);
        assert_ne!(classes, help::classes(2, 4, 8, Lang::En));
        assert_ne!(review, help::review(14, 6, Lang::En));
        if lang == Lang::Ja {
            assert!(english_words(&classes).is_empty(), "{classes}");
            assert!(english_words(&review).is_empty(), "{review}");
        }
    }
}

#[test]
fn every_name_is_in_every_language() {
    for side in [Color::Black, Color::White] {
        check(
            "colour",
            Text {
                en: color(side, Lang::En),
                ja: color(side, Lang::Ja),
                fr: color(side, Lang::Fr),
            },
            &[],
        );
    }
    for who in Player::ALL {
        check(
            "player",
            Text {
                en: player(who, Lang::En),
                ja: player(who, Lang::Ja),
                fr: player(who, Lang::Fr),
            },
            &[],
        );
    }
    for l in Level::ALL {
        check(
            "level",
            Text {
                en: level(l, Lang::En),
                ja: level(l, Lang::Ja),
                fr: level(l, Lang::Fr),
            },
            // French writes these as English does.
            &["Novice", "Amateur", "Club", "Champion", "Expert"],
        );
    }
    for shortcut in SHORTCUTS {
        let words = action(shortcut.action);
        check("action label", words.label, &["Options"]);
        check("short label", words.short, &["Options", "Stats"]);
        check("action description", words.description, &[]);
        // The phone toolbar shows the short label under a symbol in a narrow cell.
        for lang in Lang::ALL {
            let short = words.short.get(lang);
            let width: usize = short
                .chars()
                .map(|c| if c.is_ascii() { 1 } else { 2 })
                .sum();
            assert!(
                width <= 8,
                "short label {short} is too wide for the phone toolbar"
            );
        }
    }
}

#[test]
fn every_opening_has_a_japanese_name_and_common_ones_a_french_one() {
    assert_eq!(opening("Tiger", Lang::Ja), "虎");
    assert_eq!(opening("Tiger", Lang::Fr), "Tigre");
    assert_eq!(opening("Tiger", Lang::En), "Tiger");
    assert_eq!(opening("Brightwell", Lang::Fr), "Brightwell");
    // Latin letters stay only in names Japanese lists write so (X打ち, F.A.T.ドロー, 三村流II).
    let latin = |name: &str| {
        name.replace("F.A.T.", "")
            .replace("II", "")
            .replace('X', "")
            .chars()
            .any(|c| c.is_ascii_alphabetic())
    };
    for o in openings::all() {
        let ja = opening(&o.name, Lang::Ja);
        assert!(!latin(ja), "{}: {ja}", o.name);
    }
}

/// One refusal of each kind. The match has no wildcard, so a variant added to `Refusal` does not
/// compile until it has an arm there, and the arms' numbers must all be met by the list.
fn every_refusal() -> Vec<Refusal> {
    let f5 = "f5".parse::<Square>().unwrap();
    let all = vec![
        Refusal::GameOver,
        Refusal::ComputerToMove,
        Refusal::Held(Color::White),
        Refusal::NotComputersTurn,
        Refusal::Illegal {
            square: f5,
            side: Color::Black,
        },
        Refusal::NothingToUndo,
        Refusal::NothingToRedo,
        Refusal::NotHeld,
        Refusal::NothingToReview,
        Refusal::NoMistakeAfter,
        Refusal::NoMistakeBefore,
        Refusal::DrawOnComputersTurn,
        Refusal::StaleOffer,
        Refusal::LostOnTime,
        Refusal::FriendToMove,
        Refusal::SentToFriend,
        Refusal::Friend(FriendRefusal::Over),
        Refusal::Friend(FriendRefusal::TheirMove),
        Refusal::Friend(FriendRefusal::Illegal),
        Refusal::Friend(FriendRefusal::NoOffer),
        Refusal::Friend(FriendRefusal::Offered),
        Refusal::Friend(FriendRefusal::NotLate),
        Refusal::Friend(FriendRefusal::NoHelp),
        Refusal::Friend(FriendRefusal::Refused),
    ];
    let kind = |r: &Refusal| match r {
        Refusal::GameOver => 0,
        Refusal::ComputerToMove => 1,
        Refusal::Held(_) => 2,
        Refusal::NotComputersTurn => 3,
        Refusal::Illegal { .. } => 4,
        Refusal::NothingToUndo => 5,
        Refusal::NothingToRedo => 6,
        Refusal::NotHeld => 7,
        Refusal::NothingToReview => 8,
        Refusal::DrawOnComputersTurn => 9,
        Refusal::StaleOffer => 10,
        Refusal::NoMistakeAfter => 11,
        Refusal::NoMistakeBefore => 12,
        Refusal::LostOnTime => 13,
        Refusal::FriendToMove => 14,
        Refusal::SentToFriend => 15,
        Refusal::Friend(FriendRefusal::Over) => 16,
        Refusal::Friend(FriendRefusal::TheirMove) => 17,
        Refusal::Friend(FriendRefusal::Illegal) => 18,
        Refusal::Friend(FriendRefusal::NoOffer) => 19,
        Refusal::Friend(FriendRefusal::Offered) => 20,
        Refusal::Friend(FriendRefusal::NotLate) => 21,
        Refusal::Friend(FriendRefusal::NoHelp) => 22,
        Refusal::Friend(FriendRefusal::Refused) => 23,
    };
    assert_eq!(kinds(all.iter().map(kind)), (0..=23).collect::<Vec<_>>());
    all
}

/// Each question in each of its forms, checked against an exhaustive match as `every_refusal`.
fn every_confirm() -> Vec<Confirm> {
    let all = vec![
        Confirm::Resign {
            loser: Color::Black,
            against_computer: true,
        },
        Confirm::Resign {
            loser: Color::Black,
            against_computer: false,
        },
        Confirm::NewGame {
            counts_as_loss: true,
        },
        Confirm::NewGame {
            counts_as_loss: false,
        },
        Confirm::TakeBackEnd { counted: true },
        Confirm::TakeBackEnd { counted: false },
        Confirm::StartDrill {
            counts_as_loss: true,
        },
        Confirm::StartDrill {
            counts_as_loss: false,
        },
    ];
    let kind = |c: &Confirm| match c {
        Confirm::Resign {
            against_computer: true,
            ..
        } => 0,
        Confirm::Resign {
            against_computer: false,
            ..
        } => 1,
        Confirm::NewGame {
            counts_as_loss: true,
        } => 2,
        Confirm::NewGame {
            counts_as_loss: false,
        } => 3,
        Confirm::TakeBackEnd { counted: true } => 4,
        Confirm::TakeBackEnd { counted: false } => 5,
        Confirm::StartDrill {
            counts_as_loss: true,
        } => 6,
        Confirm::StartDrill {
            counts_as_loss: false,
        } => 7,
    };
    assert_eq!(kinds(all.iter().map(kind)), (0..=7).collect::<Vec<_>>());
    all
}

/// The distinct kinds, in order.
fn kinds(kinds: impl Iterator<Item = usize>) -> Vec<usize> {
    let mut kinds: Vec<usize> = kinds.collect();
    kinds.sort_unstable();
    kinds.dedup();
    kinds
}

/// Messages built by `session::text`, each in every language.
fn session_messages(lang: Lang) -> Vec<String> {
    let mut out = vec![
        game::THINKING.get(lang).to_string(),
        game::GETTING_READY.get(lang).to_string(),
        record::RESTORE_LABEL.get(lang).to_string(),
        record::RESTORE_NOTE.get(lang).to_string(),
        record::COPY_BY_HAND.get(lang).to_string(),
        record::SAVE_FAILED.get(lang).to_string(),
        record::RESTORED_LINE.get(lang).to_string(),
        record::copied_line(Copied::Link, lang).to_string(),
        record::copied_line(Copied::Transcript, lang).to_string(),
        game::draw_pending_line(Color::Black, lang),
        analysis::evaluation_line(4, true, lang),
        analysis::evaluation_line(0, false, lang),
    ];
    for refusal in every_refusal() {
        out.push(refusal.text(lang));
    }
    for confirm in every_confirm() {
        out.push(confirm.question(lang));
        out.push(confirm.confirm_label(lang).to_string());
    }
    out
}

#[test]
fn session_sentences_are_translated() {
    let (en, ja, fr) = (
        session_messages(Lang::En),
        session_messages(Lang::Ja),
        session_messages(Lang::Fr),
    );
    for ((en, ja), fr) in en.iter().zip(&ja).zip(&fr) {
        assert!(is_japanese(ja), "not Japanese: {ja}");
        assert!(english_words(ja).is_empty(), "English in: {ja}");
        assert_ne!(en, fr, "not French: {fr}");
    }
}

/// One refusal of each kind the record reader gives, from real input.
fn refusals() -> Vec<ImportError> {
    vec![
        parse_game("").unwrap_err(),
        parse_game("f5 zz").unwrap_err(),
        parse_game("f5 i9").unwrap_err(),
        parse_game("f5 d6 c").unwrap_err(),
        parse_game("f5 f5").unwrap_err(),
        parse_game("f5 a1").unwrap_err(),
        parse_game("f5 pass").unwrap_err(),
        parse_setup("XO").unwrap_err(),
        parse_setup(&format!("{}Z", "-".repeat(64))).unwrap_err(),
        parse_setup(&format!("{}X", "-".repeat(64))).unwrap_err(),
        parse_fragment("").unwrap_err(),
        parse_fragment("foo=bar").unwrap_err(),
        parse_fragment("moves=f5&moves=f5").unwrap_err(),
        parse_fragment("moves=%zz").unwrap_err(),
        parse_game("(;GM[Othello]B[f5]").unwrap_err(),
        parse_game("(;GM[Othello]PB[ali").unwrap_err(),
        parse_game("(;GM[Chess];)").unwrap_err(),
        parse_game("(;TY[10];)").unwrap_err(),
        parse_game("(;b[f5];)").unwrap_err(),
        parse_game(&format!("(;BO[8 {}Z *];)", "-".repeat(63))).unwrap_err(),
        parse_game(&format!("(;BO[8 {} *];)", "-".repeat(64))).unwrap_err(),
        parse_game("(;B[f5]B[d6];)").unwrap_err(),
        parse_game("(;B[f5];)(;B[a1];)").unwrap_err(),
    ]
}

#[test]
fn the_record_readers_refusals_are_translated() {
    let errors = refusals();
    let mut kinds: Vec<String> = errors
        .iter()
        .map(|e| format!("{e:?}").chars().take(12).collect())
        .collect();
    kinds.dedup();
    assert!(
        kinds.len() >= 5,
        "the inputs give varied refusals: {errors:?}"
    );
    for error in &errors {
        // English is the reader's own sentence, which the CLI prints.
        assert_eq!(import_error(error, Lang::En), error.to_string());
        let ja = import_error(error, Lang::Ja);
        assert!(is_japanese(&ja), "not Japanese: {ja}");
        assert!(english_words(&ja).is_empty(), "English in: {ja}");
        let fr = import_error(error, Lang::Fr);
        assert_ne!(fr, error.to_string());
        assert!(
            !fr.contains(" is ") && !fr.contains(" the "),
            "English in French: {fr}"
        );
    }
}

#[test]
fn side_names_lower_case_the_same_in_ascii_and_in_unicode() {
    for lang in Lang::ALL {
        for side in [Color::Black, Color::White] {
            let name = color(side, lang);
            assert_eq!(name.to_ascii_lowercase(), name.to_lowercase(), "{name}");
        }
    }
    for key in SHORTCUTS.iter().flat_map(|s| s.keys) {
        assert_eq!(
            key.key.to_ascii_uppercase(),
            key.key.to_uppercase(),
            "{}",
            key.key
        );
    }
}

#[test]
fn opening_searches_fold_case_as_unicode_does() {
    let names: Vec<&str> = openings::all()
        .iter()
        .flat_map(|o| Lang::ALL.map(|lang| opening(&o.name, lang)))
        .collect();
    for name in &names {
        assert_eq!(case::fold(name), name.to_lowercase(), "{name}");
    }
    // What a folded name or a move list can hold: a folded query with anything else matches
    // nothing, however that character is folded.
    let held: HashSet<char> = names
        .iter()
        .flat_map(|n| n.to_lowercase().chars().collect::<Vec<_>>())
        .chain("abcdefgh12345678".chars())
        .collect();
    let matchable = |s: &str| s.chars().all(|c| held.contains(&c));
    for c in (0..=0x10ffff).filter_map(char::from_u32) {
        let (ours, unicode) = (case::fold(&c.to_string()), c.to_lowercase().to_string());
        assert!(
            ours == unicode || !(matchable(&ours) || matchable(&unicode)),
            "{c:?} folds to {ours:?}, Unicode to {unicode:?}"
        );
    }
}

#[test]
fn plural_rules_follow_each_language() {
    use Plural::{One, Other};
    assert_eq!([0, 1, 2].map(|n| Lang::En.plural(n)), [Other, One, Other]);
    // French treats zero as singular.
    assert_eq!([0, 1, 2].map(|n| Lang::Fr.plural(n)), [One, One, Other]);
    // Japanese has one form.
    assert_eq!([0, 1, 2].map(|n| Lang::Ja.plural(n)), [Other, Other, Other]);
    let games = |lang: Lang, n| lang.count(n, &ui::GAMES);
    assert_eq!(games(Lang::Fr, 0), "0 partie");
    assert_eq!(games(Lang::Fr, 1), "1 partie");
    assert_eq!(games(Lang::Fr, 2), "2 parties");
    assert_eq!(games(Lang::En, 1), "1 game");
    assert_eq!(games(Lang::En, 0), "0 games");
    assert_eq!(games(Lang::Ja, 2), "2局");
}

#[test]
fn numbers_are_written_per_language() {
    assert_eq!(Lang::En.integer(12345), "12,345");
    assert_eq!(Lang::Ja.integer(1234567), "1,234,567");
    assert_eq!(Lang::Fr.integer(12345), "12\u{202f}345");
    assert_eq!(Lang::Fr.integer(999), "999");
    assert_eq!(Lang::En.integer(-1000), "−1,000");
    assert_eq!(Lang::En.decimal(1.44, 1), "1.4");
    assert_eq!(Lang::Fr.decimal(1.44, 1), "1,4");
    assert_eq!(Lang::En.decimal(-2.25, 2), "-2.25");
    assert_eq!(Lang::En.decimal(3.6, 0), "4");
    // As Rust's float formatting writes them (sevenths are never halfway between decimals).
    for n in -200..2000 {
        let x = f64::from(n) / 7.0;
        assert_eq!(Lang::En.decimal(x, 1), format!("{x:.1}"), "{n}/7");
        assert_eq!(Lang::Ja.decimal(x, 2), format!("{x:.2}"), "{n}/7");
    }
    assert_eq!(Lang::Fr.percent(75), "75\u{202f}%");
    assert_eq!(Lang::Ja.percent(75), "75%");
}

#[test]
fn review_summaries_count_in_each_language() {
    use reversi::engine::search::analysis::PlayerSummary;
    let summary = PlayerSummary {
        moves: 10,
        inaccuracies: 0,
        mistakes: 1,
        blunders: 2,
        total_loss: 14,
    };
    assert_eq!(
        analysis::review_summary_line(Color::Black, &summary, Lang::En),
        "Black: 2 blunders, 1 mistake, 0 inaccuracies; 1.4 discs lost a move on average"
    );
    assert_eq!(
        analysis::review_summary_line(Color::Black, &summary, Lang::Fr),
        "Noir\u{a0}: 2 gaffes, 1 erreur, 0 imprécision ; 1,4 pion perdu par coup en moyenne"
    );
    assert_eq!(
        analysis::review_summary_line(Color::White, &summary, Lang::Ja),
        "白：大悪手2、悪手1、疑問手0。1手あたり平均1.4石の損"
    );
}

#[test]
fn the_language_follows_the_first_browser_language_spoken() {
    assert_eq!(Lang::detect(["ja-JP", "en-US"]), Lang::Ja);
    assert_eq!(Lang::detect(["de-DE", "fr-CA", "ja"]), Lang::Fr);
    assert_eq!(Lang::detect(["de-DE", "de"]), Lang::En);
    assert_eq!(Lang::detect([]), Lang::En);
    assert_eq!(Lang::detect(["EN-gb"]), Lang::En);
    // A tag that only starts like a code is another language.
    assert_eq!(Lang::from_tag("jam"), None);
}

#[test]
fn each_language_is_named_in_itself() {
    let names: Vec<_> = Lang::ALL
        .iter()
        .map(|l| (l.code(), l.native_name()))
        .collect();
    assert_eq!(
        names,
        [("en", "English"), ("ja", "日本語"), ("fr", "Français")]
    );
    for lang in Lang::ALL {
        assert_eq!(lang.code().parse::<Lang>(), Ok(lang));
    }
    assert!("de".parse::<Lang>().is_err());
}

#[test]
fn options_keep_the_chosen_language() {
    let options = StoredOptions {
        options: Options {
            language: Some(Lang::Ja),
            ..Options::default()
        },
        ..StoredOptions::default()
    };
    let loaded = load::<StoredOptions>(Some(&options.to_json()));
    assert_eq!(loaded.value, options);
    assert!(loaded.intact);
    // Never chosen: written as null and read back as following the browser.
    let default = load::<StoredOptions>(Some(&StoredOptions::default().to_json()));
    assert_eq!(default.value.options.language, None);
    assert!(default.notice.is_none());
}

#[test]
fn version_3_options_migrate_to_following_the_browser() {
    let v3 = r##"{"version":3,"display":{"show_valid_moves":false,"preview_moves":true,
        "animate_moves":true,"show_hints":true},"colors":{"board":"#1e7b3c",
        "valid_move":"#66bb6a","active_square":"#ffd54f","move_indicator":"#e53935"},
        "players":{"first_move":"black","black":"human","white":"computer"},"level":"expert"}"##;
    let loaded = load::<StoredOptions>(Some(v3));
    assert!(loaded.notice.is_none(), "{:?}", loaded.notice);
    assert_eq!(loaded.value.options.language, None);
    // The rest of the options come through the migration as they were.
    assert!(!loaded.value.options.display.show_valid_moves);
    assert!(loaded.value.options.display.show_hints);
    assert_eq!(loaded.value.options.level, Level::Expert);
    let rewritten: serde_json::Value = serde_json::from_str(&loaded.value.to_json()).unwrap();
    assert_eq!(rewritten["version"], OPTIONS_VERSION);
    assert_eq!(rewritten["language"], serde_json::Value::Null);
}

#[test]
fn an_unknown_stored_language_falls_back_with_a_notice() {
    let mut json: serde_json::Value =
        serde_json::from_str(&StoredOptions::default().to_json()).unwrap();
    json["language"] = "de".into();
    let loaded = load::<StoredOptions>(Some(&json.to_string()));
    assert_eq!(loaded.value.options.language, None);
    let notice = loaded.notice.expect("a notice");
    assert!(notice.contains("language"), "{notice}");
}

#[test]
fn the_drills_words_are_in_every_language() {
    use reversi::i18n::drill;
    assert!(drill::ALL.len() > 5);
    for (name, text) in drill::ALL {
        check(name, *text, &[]);
    }
    let (c4, e6) = (
        "c4".parse::<Square>().unwrap(),
        "e6".parse::<Square>().unwrap(),
    );
    for lang in Lang::ALL {
        let lines = [
            drill::opening_choice("Tiger", 5, lang),
            drill::heading("Tiger", Color::White, lang),
            drill::off_line(c4, e6, lang),
            drill::cost(3, true, lang),
            drill::cost(0, false, lang),
            drill::summary(1, 2, lang),
            drill::miss(4, c4, e6, Some(3), lang),
        ];
        for line in &lines {
            assert!(!line.is_empty());
            if lang == Lang::Ja {
                assert!(is_japanese(line), "{line}");
                assert!(english_words(line).is_empty(), "{line}");
            }
        }
        assert!(lines[0].contains(opening("Tiger", lang)));
        assert!(lines[2].contains("c4") && lines[2].contains("e6"));
        assert!(lines[3].contains('3'));
        assert!(
            lines[6].contains('5'),
            "moves are numbered from 1: {}",
            lines[6]
        );
    }
    assert_ne!(
        drill::cost(3, true, Lang::En),
        drill::cost(3, false, Lang::En)
    );
    assert!(drill::cost(1, false, Lang::En).contains("1 disc,"));
    assert!(drill::cost(2, false, Lang::Fr).contains("2 pions"));
}

#[test]
fn puzzle_answers_and_refutations_name_the_moves_and_the_result() {
    use reversi::engine::{Color, Move, Square};
    let sq = |s: &str| s.parse::<Square>().unwrap();
    assert_eq!(
        puzzles::answer(sq("f2"), Color::Black, 8, Lang::En),
        "f2: Black wins by 8 discs."
    );
    assert_eq!(
        puzzles::answer(sq("f2"), Color::White, 0, Lang::Fr),
        "f2 : Blanc fait match nul."
    );
    assert!(puzzles::answer(sq("f2"), Color::Black, -2, Lang::Ja).contains("負け"));
    assert_eq!(
        puzzles::refutation(
            sq("e2"),
            Color::Black,
            Some(Move::Place(sq("g1"))),
            -4,
            Lang::En
        ),
        "e2? White answers g1 and Black loses by 4 discs."
    );
    assert_eq!(
        puzzles::refutation(sq("e2"), Color::White, Some(Move::Pass), 2, Lang::Fr),
        "e2 ? Noir doit passer et Blanc gagne de 2 pions."
    );
    for lang in [Lang::En, Lang::Ja, Lang::Fr] {
        let line = puzzles::refutation(sq("e2"), Color::Black, None, -4, lang);
        assert!(line.starts_with("e2") && line.contains('4'), "{line}");
    }
}

#[test]
fn the_librarys_words_are_in_every_language() {
    use reversi::i18n::library;
    assert!(library::ALL.len() > 20);
    for (name, text) in library::ALL {
        check(name, *text, &[]);
    }
    for lang in Lang::ALL {
        for line in [
            library::shown(1, 2_000, lang),
            library::page(2, 40, lang),
            library::imported(3, 1, 0, lang),
        ] {
            assert!(!line.is_empty() && !line.contains('{'), "{lang}: {line}");
        }
    }
}
