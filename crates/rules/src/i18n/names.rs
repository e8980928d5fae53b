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
    COMPUTER { "Computer", "コンピューター", "Ordinateur" }
    STANDARD_POSITION { "Standard position", "通常の初期配置", "Position standard" }
    BALANCED_OPENING { "A balanced opening", "互角の序盤", "Une ouverture équilibrée" }
    THEME_CLASSIC { "Classic green", "クラシック（緑）", "Vert classique" }
    THEME_WOOD { "Wood", "木目", "Bois" }
    THEME_CONTRAST { "High contrast", "ハイコントラスト", "Contraste élevé" }
    MARKERS_DOTS { "Dots", "点", "Points" }
    MARKERS_SHAPES { "Shapes (colour-blind safe)", "形（色覚に配慮）", "Formes (daltonisme)" }
    // French sets a unit off its number with a no-break space.
    CLOCK_NONE { "None", "なし", "Aucune" }
    CLOCK_1 { "1 min", "1分", "1\u{a0}min" }
    CLOCK_3_2 { "3 min + 2 s", "3分 + 2秒", "3\u{a0}min + 2\u{a0}s" }
    CLOCK_5 { "5 min", "5分", "5\u{a0}min" }
    CLOCK_10_5 { "10 min + 5 s", "10分 + 5秒", "10\u{a0}min + 5\u{a0}s" }
    CLOCK_15_10 { "15 min + 10 s", "15分 + 10秒", "15\u{a0}min + 10\u{a0}s" }
}

/// A difficulty level's short name (the ladder's rungs, weakest first).
pub const fn level(level: Level, lang: Lang) -> &'static str {
    match level {
        Level::Starter => Text {
            en: "Starter",
            ja: "はじめて",
            fr: "Premiers pas",
        },
        Level::Novice => Text {
            en: "Novice",
            ja: "入門",
            fr: "Novice",
        },
        Level::Beginner => Text {
            en: "Beginner",
            ja: "初級",
            fr: "Débutant",
        },
        Level::Casual => Text {
            en: "Casual",
            ja: "カジュアル",
            fr: "Occasionnel",
        },
        Level::Amateur => Text {
            en: "Amateur",
            ja: "アマチュア",
            fr: "Amateur",
        },
        Level::Apprentice => Text {
            en: "Apprentice",
            ja: "見習い",
            fr: "Apprenti",
        },
        Level::Club => Text {
            en: "Club",
            ja: "クラブ",
            fr: "Club",
        },
        Level::Intermediate => Text {
            en: "Intermediate",
            ja: "中級",
            fr: "Intermédiaire",
        },
        Level::Skilled => Text {
            en: "Skilled",
            ja: "熟練",
            fr: "Confirmé",
        },
        Level::Veteran => Text {
            en: "Veteran",
            ja: "ベテラン",
            fr: "Vétéran",
        },
        Level::Advanced => Text {
            en: "Advanced",
            ja: "上級",
            fr: "Avancé",
        },
        Level::Adept => Text {
            en: "Adept",
            ja: "有段者",
            fr: "Aguerri",
        },
        Level::Strong => Text {
            en: "Strong",
            ja: "強豪",
            fr: "Fort",
        },
        Level::Elite => Text {
            en: "Elite",
            ja: "エリート",
            fr: "Élite",
        },
        Level::Master => Text {
            en: "Master",
            ja: "名人",
            fr: "Maître",
        },
        Level::Champion => Text {
            en: "Champion",
            ja: "達人",
            fr: "Champion",
        },
        Level::Expert => Text {
            en: "Expert",
            ja: "最上級",
            fr: "Expert",
        },
    }
    .get(lang)
}

/// A level as the Options list offers it: its name and its rating, "Club (600)".
pub fn level_with_rating(level: Level, lang: Lang) -> String {
    format!("{} ({})", self::level(level, lang), level.rating())
}

/// Every opening's name in Japanese, and in French where French players have one of their own
/// (else the English, mostly a player's or a place's, name).
///
/// Japanese names are those of Japanese joseki lists where one is in use: the animal names
/// (虎, 兎, 牛, 猫, 蛇, 狸, 燕, 馬) and 縦取り / 斜め取り / 並び取り of the Japanese Othello
/// books; 花形 (Rose-Bill), 爲則, コンポス, ノーカン, カン, 丸岡流, コウモリ, ヨット and 飛行機 as
/// in bassy84.net's joseki trees (虎, 兎 and 牛 pages); 大量取り for the Chimney (the page
/// "コウモリ定石って7手目じゃない?" of tawasi64waka's Othello history on geocities.jp); コブラ for the Lysons (see
/// openings.txt). Openings named after players are written as Japanese lists write them: a
/// Japanese player's surname in kanji (谷田, 村上, 井上, …), any other name in katakana.
const OPENINGS: &[(&str, &str, &str)] = &[
    (
        "Perpendicular Opening",
        "縦取り",
        "Ouverture perpendiculaire",
    ),
    ("Diagonal Opening", "斜め取り", "Ouverture diagonale"),
    ("Parallel Opening", "並び取り", "Ouverture parallèle"),
    ("Tiger", "虎", "Tigre"),
    ("Mainline Tiger", "虎（本線）", "Tigre (ligne principale)"),
    ("Leader's Tiger", "リーダーズ・タイガー", "Leader's Tiger"),
    ("Aubrey / Tanaka", "オーブリー / 田中", "Aubrey / Tanaka"),
    (
        "Aubrey (Feldborg Continuation)",
        "オーブリー（フェルボーグ継続）",
        "Aubrey (Feldborg Continuation)",
    ),
    ("Rose-Bill", "花形（ローズビル）", "Rose-Bill"),
    (
        "Central Rose-Bill / Dead Draw",
        "中央花形 / デッドドロー",
        "Central Rose-Bill / Dead Draw",
    ),
    ("Tamenori", "爲則", "Tamenori"),
    ("Ishii", "石井", "Ishii"),
    ("Brightwell", "ブライトウェル", "Brightwell"),
    ("Stephenson", "ステファンソン", "Stephenson"),
    ("Kung", "カン", "Kung"),
    ("Comp'Oth", "コンポス", "Comp'Oth"),
    ("Lightning Bolt", "ライトニングボルト", "Éclair"),
    ("F.A.T. Draw", "F.A.T.ドロー", "F.A.T. Draw"),
    ("No-Kung", "ノーカン", "No-Kung"),
    (
        "No-Kung (Continuation)",
        "ノーカン（継続）",
        "No-Kung (Continuation)",
    ),
    ("Cat", "猫", "Chat"),
    ("Berner", "ベルナー", "Berner"),
    ("Sakaguchi", "坂口", "Sakaguchi"),
    ("Italian", "イタリアン", "Italian"),
    (
        "Ganglion / No-Cat",
        "ガングリオン / ノーキャット",
        "Ganglion / No-Cat",
    ),
    ("Bent Ganglion", "ベント・ガングリオン", "Bent Ganglion"),
    ("Swallow", "燕", "Hirondelle"),
    (
        "No-Cat (Continuation)",
        "ノーキャット（継続）",
        "No-Cat (Continuation)",
    ),
    ("Horse", "馬", "Cheval"),
    ("Rabbit", "兎", "Lapin"),
    ("Ralle", "ラレ", "Ralle"),
    ("Rose", "ローズ", "Rose"),
    (
        "Greenberg / Dawg",
        "グリーンバーグ / ドーグ",
        "Greenberg / Dawg",
    ),
    ("Rose-Birth", "ローズバース", "Rose-Birth"),
    (
        "Rose-Birdie / Rose-Tamenori",
        "ローズバーディー / 爲則ローズ",
        "Rose-Birdie / Rose-Tamenori",
    ),
    (
        "Rose-Tamenori-Kling",
        "爲則ローズ・クリング",
        "Rose-Tamenori-Kling",
    ),
    ("Brightstein", "ブライトシュタイン", "Brightstein"),
    ("Flat", "フラットローズ", "Flat"),
    ("Rotating Flat", "ローテーション・フラット", "Rotating Flat"),
    (
        "Rotating Flat (Kling Continuation)",
        "ローテーション・フラット（クリング継続）",
        "Rotating Flat (Kling Continuation)",
    ),
    ("Murakami Variation", "村上流", "Murakami Variation"),
    ("Bhagat", "バガット", "Bhagat"),
    ("Inoue", "井上", "Inoue"),
    ("Iago", "イアーゴ", "Iago"),
    (
        "Shaman / Danish",
        "シャーマン / デニッシュ",
        "Shaman / Danish",
    ),
    ("Mimura", "三村", "Mimura"),
    ("Semi-Wing Variation", "セミウイング", "Semi-Wing Variation"),
    ("Wing Variation", "ウイング", "Wing Variation"),
    (
        "Buffalo / Kenichi Variation",
        "バッファロー",
        "Buffle / variante Kenichi",
    ),
    ("Hokuriku Buffalo", "北陸バッファロー", "Hokuriku Buffalo"),
    ("Tanida Buffalo", "谷田バッファロー", "Tanida Buffalo"),
    ("Maruoka Buffalo", "丸岡バッファロー", "Maruoka Buffalo"),
    ("Cow", "牛", "Vache"),
    ("Rose-v-Toth", "ローズ対トート", "Rose-v-Toth"),
    ("Landau", "ランダウ", "Landau"),
    ("Maruoka", "丸岡流", "Maruoka"),
    ("Tanida", "谷田", "Tanida"),
    ("Sailboat", "ヨット", "Voilier"),
    (
        "Aircraft / Feldborg",
        "飛行機 / フェルボーグ",
        "Avion / Feldborg",
    ),
    (
        "Cow Bat / Bat / Cambridge",
        "コウモリ",
        "Cow Bat / Bat / Cambridge",
    ),
    (
        "Bat (Kling Alternative)",
        "コウモリ（クリング別型）",
        "Bat (Kling Alternative)",
    ),
    (
        "Bat (Kling Continuation)",
        "コウモリ（クリング継続）",
        "Bat (Kling Continuation)",
    ),
    (
        "Melnikov / Bat (Piau Continuation 1)",
        "メルニコフ / コウモリ（ピオー継続1）",
        "Melnikov / Bat (Piau Continuation 1)",
    ),
    (
        "Bat (Piau Continuation 2)",
        "コウモリ（ピオー継続2）",
        "Bat (Piau Continuation 2)",
    ),
    ("Chimney", "大量取り", "Cheminée"),
    ("Rocket", "ロケット", "Fusée"),
    ("Lollipop", "ロリポップ", "Lollipop"),
    ("Hamilton", "ハミルトン", "Hamilton"),
    ("Raccoon Dog", "狸", "Chien viverrin"),
    ("Heath / Tobidashi", "飛び出し牛", "Heath / Tobidashi"),
    ("Heath-Chimney", "飛び出し牛・大量取り", "Heath-Chimney"),
    ("Iwasaki Variation", "岩崎流", "Iwasaki Variation"),
    ("Heath-Bat", "飛び出し牛・コウモリ", "Heath-Bat"),
    ("Mimura Variation II", "三村流II", "Mimura Variation II"),
    ("Snake / Peasant", "蛇", "Serpent / Paysan"),
    (
        "Pyramid / Checkerboarding Peasant",
        "ピラミッド",
        "Pyramide / Paysan en damier",
    ),
    ("Lysons", "コブラ", "Lysons"),
    ("X-square Opening", "X打ち", "Ouverture en case X"),
];

/// An opening's name in `lang` (the English one for an opening the table lacks).
pub fn opening(english: &'static str, lang: Lang) -> &'static str {
    match OPENINGS.iter().find(|(en, _, _)| *en == english) {
        Some((_, ja, _)) if lang == Lang::Ja => ja,
        Some((_, _, fr)) if lang == Lang::Fr => fr,
        _ => english,
    }
}
