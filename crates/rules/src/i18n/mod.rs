//! The player's language and every word the game shows in it: English, Japanese and French.
//!
//! The tables are typed Rust: each message is a [`Text`] (or a function matching on [`Lang`])
//! whose three fields are all required, so a message missing a language does not compile and
//! nothing falls back to English at run time. Every translated word of the crate is here
//! (tests/i18n_home.rs keeps it so), one module per part of the page: [`game`] the status
//! line, results, announcements, refusals and confirmations; [`names`] the sides, players,
//! starts, levels and openings; [`actions`] the actions' labels and descriptions;
//! [`record`] the game record's actions and the reader's refusals; [`analysis`] the
//! evaluation and review summaries; [`drill`], [`puzzles`] and [`help`] their views; [`ui`]
//! the rest of the page. Sentences take plain values and engine types, as this layer sits
//! below the settings and the session: `session::text` and `settings::words` choose the
//! words for their own types. Pure Rust, so the tables are tested natively.

pub mod actions;
pub mod analysis;
pub mod case;
pub mod database;
pub mod drill;
pub mod friend;
pub mod game;
pub mod help;
pub mod library;
pub mod live;
pub mod names;
pub mod puzzles;
pub mod rating;
pub mod record;
pub mod ui;

use std::fmt;
use std::str::FromStr;

/// A language the game speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English, the language of a browser that asks for none of the others.
    #[default]
    En,
    /// Japanese.
    Ja,
    /// French.
    Fr,
}

impl Lang {
    /// Every language, in the order Options lists them.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Ja, Lang::Fr];

    /// The BCP 47 code used in storage, form values and `<html lang>`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ja => "ja",
            Lang::Fr => "fr",
        }
    }

    /// The language's name in itself, as a language menu shows it.
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ja => "日本語",
            Lang::Fr => "Français",
        }
    }

    /// The language of one of the browser's language tags ("ja-JP", "fr", "en-GB"), if the
    /// game speaks it.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next().unwrap_or("");
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(primary))
    }

    /// The first of the browser's preferred languages that the game speaks, else English.
    pub fn detect<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter()
            .find_map(Lang::from_tag)
            .unwrap_or_default()
    }

    /// Which plural form a count takes: English says "1 game, 0 games", French "0 partie,
    /// 1 partie, 2 parties" (0 and 1 are singular), and Japanese has one form.
    pub const fn plural(self, n: u64) -> Plural {
        match self {
            Lang::En if n == 1 => Plural::One,
            Lang::Fr if n <= 1 => Plural::One,
            _ => Plural::Other,
        }
    }

    /// A whole number as the language writes it: "12,345" in English and Japanese,
    /// "12 345" in French (a narrow no-break space groups the thousands).
    pub fn integer(self, n: i64) -> String {
        let digits = n.unsigned_abs().to_string();
        let separator = match self {
            Lang::En | Lang::Ja => ",",
            Lang::Fr => "\u{202f}",
        };
        let mut out = String::new();
        for (i, d) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push_str(separator);
            }
            out.push(d);
        }
        if n < 0 {
            format!("−{out}")
        } else {
            out
        }
    }

    /// A number with `places` decimals: "1.4" in English and Japanese, "1,4" in French.
    /// Rounded and written with integers: Rust's float formatting would cost the app's wasm
    /// about 5 KB gzip.
    pub fn decimal(self, x: f64, places: u32) -> String {
        let scale = 10_i64.pow(places);
        let scaled = (x * scale as f64).round() as i64;
        let sign = if scaled < 0 { "-" } else { "" };
        let (whole, part) = (
            scaled.unsigned_abs() / scale as u64,
            scaled.unsigned_abs() % scale as u64,
        );
        if places == 0 {
            return format!("{sign}{whole}");
        }
        let point = match self {
            Lang::Fr => ',',
            Lang::En | Lang::Ja => '.',
        };
        format!(
            "{sign}{whole}{point}{part:0width$}",
            width = places as usize
        )
    }

    /// A percentage: "75%" in English and Japanese, "75 %" in French (a narrow no-break
    /// space before the sign).
    pub fn percent(self, n: u32) -> String {
        match self {
            Lang::Fr => format!("{n}\u{202f}%"),
            Lang::En | Lang::Ja => format!("{n}%"),
        }
    }

    /// A value after its label, with the colon the language writes: "Black: Human",
    /// "黒：人間", "Noir : Humain".
    pub fn labelled(self, label: &str, value: &str) -> String {
        match self {
            Lang::En => format!("{label}: {value}"),
            Lang::Ja => format!("{label}：{value}"),
            Lang::Fr => format!("{label}\u{a0}: {value}"),
        }
    }

    /// A remark in brackets after a name: "Computer (Beginner)", "コンピューター（初級）".
    pub fn bracketed(self, name: &str, remark: &str) -> String {
        match self {
            Lang::Ja => format!("{name}（{remark}）"),
            Lang::En | Lang::Fr => format!("{name} ({remark})"),
        }
    }

    /// `text` ended as a sentence: with a full stop, or "。" in Japanese.
    pub fn sentence(self, text: &str) -> String {
        match self {
            Lang::Ja => format!("{text}。"),
            Lang::En | Lang::Fr => format!("{text}."),
        }
    }

    /// Two sentences in a row: after a space, or straight after "。" in Japanese.
    pub fn sentences(self, first: &str, second: &str) -> String {
        match self {
            Lang::Ja => format!("{first}{second}"),
            Lang::En | Lang::Fr => format!("{first} {second}"),
        }
    }

    /// A count followed by its noun in the right form: "1 game", "2 parties", "3局".
    pub fn count(self, n: u64, noun: &Noun) -> String {
        let form = match self.plural(n) {
            Plural::One => noun.one.get(self),
            Plural::Other => noun.other.get(self),
        };
        let number = self.integer(n as i64);
        match self {
            // Japanese counters follow the number with no space: "3局", "2手".
            Lang::Ja => format!("{number}{form}"),
            Lang::En | Lang::Fr => format!("{number} {form}"),
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// Why a string is not a language code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadLang(pub String);

impl fmt::Display for BadLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "\"{}\" is not en, ja or fr", self.0)
    }
}

impl FromStr for Lang {
    type Err = BadLang;

    fn from_str(text: &str) -> Result<Lang, BadLang> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(text))
            .ok_or_else(|| BadLang(text.to_string()))
    }
}

/// A plural category, as Unicode's plural rules name them (the three languages need two).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plural {
    /// The singular form.
    One,
    /// Every other count.
    Other,
}

/// One message in every language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Text {
    /// English.
    pub en: &'static str,
    /// Japanese.
    pub ja: &'static str,
    /// French.
    pub fr: &'static str,
}

impl Text {
    /// The message in `lang`.
    pub const fn get(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Ja => self.ja,
            Lang::Fr => self.fr,
        }
    }
}

/// A counted noun's singular and plural, in every language ("game"/"games").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Noun {
    /// The form for one (and, in French, zero).
    pub one: Text,
    /// The form for other counts (in Japanese, the counter used for every count).
    pub other: Text,
}

/// Declares one [`Text`] constant per message, with its English in the doc comment, and
/// `ALL`, every message by name, for the tests that check the tables.
macro_rules! texts {
    ($($name:ident { $en:expr, $ja:expr, $fr:expr $(,)? })*) => {
        $(
            #[doc = concat!("“", $en, "”")]
            pub const $name: crate::i18n::Text = crate::i18n::Text { en: $en, ja: $ja, fr: $fr };
        )*
        /// Every message of this table by name.
        pub const ALL: &[(&str, crate::i18n::Text)] = &[$((stringify!($name), $name)),*];
    };
}
pub(crate) use texts;
