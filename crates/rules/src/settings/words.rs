//! Which of i18n's words names each player, starting position, board style and marker set
//! of the settings: the words themselves are in [`crate::i18n::names`].

use crate::i18n::names::{
    BALANCED_OPENING, CLOCK_1, CLOCK_10_5, CLOCK_15_10, CLOCK_3_2, CLOCK_5, CLOCK_NONE, COMPUTER,
    HUMAN, MARKERS_DOTS, MARKERS_SHAPES, STANDARD_POSITION, THEME_CLASSIC, THEME_CONTRAST,
    THEME_WOOD,
};
use crate::i18n::Lang;
use crate::settings::{ClockChoice, Markers, Player, Start, Theme};

/// Who plays a side: "Human", "Computer".
pub const fn player(who: Player, lang: Lang) -> &'static str {
    match who {
        Player::Human => HUMAN,
        Player::Computer => COMPUTER,
    }
    .get(lang)
}

/// Where new games start: "Standard position", "A balanced opening".
pub const fn start(start: Start, lang: Lang) -> &'static str {
    match start {
        Start::Standard => STANDARD_POSITION,
        Start::Balanced => BALANCED_OPENING,
    }
    .get(lang)
}

/// A board style: "Classic green", "Wood", "High contrast".
pub const fn theme(theme: Theme, lang: Lang) -> &'static str {
    match theme {
        Theme::Classic => THEME_CLASSIC,
        Theme::Wood => THEME_WOOD,
        Theme::Contrast => THEME_CONTRAST,
    }
    .get(lang)
}

/// A marker set: "Dots", "Shapes (colour-blind safe)".
pub const fn markers(markers: Markers, lang: Lang) -> &'static str {
    match markers {
        Markers::Dots => MARKERS_DOTS,
        Markers::Shapes => MARKERS_SHAPES,
    }
    .get(lang)
}

/// A clock choice: "None", "3 min + 2 s".
pub const fn clock(clock: ClockChoice, lang: Lang) -> &'static str {
    match clock {
        ClockChoice::None => CLOCK_NONE,
        ClockChoice::OneMinute => CLOCK_1,
        ClockChoice::ThreePlusTwo => CLOCK_3_2,
        ClockChoice::FiveMinutes => CLOCK_5,
        ClockChoice::TenPlusFive => CLOCK_10_5,
        ClockChoice::FifteenPlusTen => CLOCK_15_10,
    }
    .get(lang)
}
