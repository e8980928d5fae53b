//! The page's own words: titles, labels, dialogs and notices, each in every language.

use super::{texts, Noun, Text};

texts! {
    TITLE { "Reversi", "リバーシ", "Reversi" }
    LANGUAGE { "Language", "言語", "Langue" }
}

/// Games, counted: "1 game", "2 parties", "3局".
pub const GAMES: Noun = Noun {
    one: Text {
        en: "game",
        ja: "局",
        fr: "partie",
    },
    other: Text {
        en: "games",
        ja: "局",
        fr: "parties",
    },
};
