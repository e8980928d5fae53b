//! The names the game gives things in every language: the sides, the players, the starting
//! positions, the levels and the openings (the actions' are in [`super::actions`]).

use super::{texts, Lang, Text};
use crate::engine::search::Level;
use crate::engine::Color;

/// A side's name: "Black", "黒", "Noir". Sentences lower-case it with `to_ascii_lowercase`,
/// which is exact for these names (tests/i18n.rs checks) and keeps the Unicode case tables,
/// about 10 KB gzip, out of the app.
pub const fn color(side: Color, lang: Lang) -> &'static str {
    match side {
        Color::Black => Text {
            en: "Black",
            ja: "黒",
            fr: "Noir",
        },
        Color::White => Text {
            en: "White",
            ja: "白",
            fr: "Blanc",
        },
    }
    .get(lang)
}

texts! {
    HUMAN { "Human", "人間", "Humain" }
    COMPUTER { "Computer", "コンピュータ", "Ordinateur" }
    STANDARD_POSITION { "Standard position", "通常の初期配置", "Position standard" }
    BALANCED_OPENING { "A balanced opening", "互角の序盤", "Une ouverture équilibrée" }
    THEME_CLASSIC { "Classic green", "クラシック（緑）", "Vert classique" }
    THEME_WOOD { "Wood", "木目", "Bois" }
    THEME_CONTRAST { "High contrast", "ハイコントラスト", "Contraste élevé" }
    MARKERS_DOTS { "Dots", "点", "Points" }
    MARKERS_SHAPES { "Shapes (colour-blind safe)", "形（色覚に配慮）", "Formes (daltonisme)" }
}

/// A difficulty level's name.
pub const fn level(level: Level, lang: Lang) -> &'static str {
    match level {
        Level::Beginner => Text {
            en: "Beginner",
            ja: "初級",
            fr: "Débutant",
        },
        Level::Intermediate => Text {
            en: "Intermediate",
            ja: "中級",
            fr: "Intermédiaire",
        },
        Level::Advanced => Text {
            en: "Advanced",
            ja: "上級",
            fr: "Avancé",
        },
        Level::Expert => Text {
            en: "Expert",
            ja: "最上級",
            fr: "Expert",
        },
    }
    .get(lang)
}

/// Opening names with a common name of their own in Japanese or French; every other
/// opening keeps its English (mostly a player's or a place's) name.
const OPENINGS: &[(&str, &str, &str)] = &[
    ("Tiger", "虎", "Tigre"),
    ("Rabbit", "兎", "Lapin"),
    ("Cow", "牛", "Vache"),
    ("Cat", "猫", "Chat"),
    ("Horse", "馬", "Cheval"),
    ("Swallow", "燕", "Hirondelle"),
    ("Raccoon Dog", "狸", "Chien viverrin"),
    ("Snake / Peasant", "蛇", "Serpent / Paysan"),
    (
        "Buffalo / Kenichi Variation",
        "バッファロー",
        "Buffle / variante Kenichi",
    ),
    ("Rose", "ローズ", "Rose"),
    ("Heath / Tobidashi", "飛び出し", "Heath / Tobidashi"),
    (
        "Perpendicular Opening",
        "縦取り",
        "Ouverture perpendiculaire",
    ),
    ("Diagonal Opening", "斜め取り", "Ouverture diagonale"),
    ("Parallel Opening", "並び取り", "Ouverture parallèle"),
    ("Chimney", "煙突", "Cheminée"),
    ("Lightning Bolt", "稲妻", "Éclair"),
    ("Rocket", "ロケット", "Fusée"),
    ("Sailboat", "ヨット", "Voilier"),
    ("Mainline Tiger", "虎（本線）", "Tigre (ligne principale)"),
    (
        "Aircraft / Feldborg",
        "飛行機 / フェルボーグ",
        "Avion / Feldborg",
    ),
    (
        "Pyramid / Checkerboarding Peasant",
        "ピラミッド",
        "Pyramide / Paysan en damier",
    ),
    ("X-square Opening", "X打ち", "Ouverture en case X"),
];

/// An opening's name in `lang`: its own name in that language where one is common, else
/// the English one.
pub fn opening(english: &'static str, lang: Lang) -> &'static str {
    match OPENINGS.iter().find(|(en, _, _)| *en == english) {
        Some((_, ja, _)) if lang == Lang::Ja => ja,
        Some((_, _, fr)) if lang == Lang::Fr => fr,
        _ => english,
    }
}
