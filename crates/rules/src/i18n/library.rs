//! The Library view's words: its menu entry, filters, rows, actions and notices.

use super::ui::GAMES;
use super::{texts, Lang, Plural};

texts! {
    LIBRARY { "Library", "棋譜庫", "Bibliothèque" }
    LIBRARY_NOTE {
        "Every game finished on this device, newest first. Kept in this browser only.",
        "この端末で終えた対局を新しい順に並べています。このブラウザの中にだけ保存されます。",
        "Chaque partie terminée sur cet appareil, de la plus récente à la plus ancienne. Gardées dans ce navigateur seulement.",
    }
    LIBRARY_REFUSED {
        "The library of games cannot be saved in this browser (private mode, full or blocked storage), so finished games are not kept. Play goes on.",
        "このブラウザでは棋譜庫に保存できない（プライベートモード、保存領域がいっぱい、またはブロック）ため、終えた対局は残りません。対局はそのまま続けられます。",
        "La bibliothèque ne peut pas être enregistrée dans ce navigateur (navigation privée, stockage plein ou bloqué) : les parties terminées ne sont pas gardées. La partie continue.",
    }
    LIBRARY_UNREADABLE {
        "The library could not be read in this browser.",
        "このブラウザでは棋譜庫を読み込めませんでした。",
        "La bibliothèque n’a pas pu être lue dans ce navigateur.",
    }
    LIBRARY_LOADING { "Reading the library…", "棋譜庫を読み込んでいます…", "Lecture de la bibliothèque…" }
    LIBRARY_EMPTY {
        "No games yet: finished games appear here.",
        "まだ対局がありません。終えた対局がここに並びます。",
        "Aucune partie pour l’instant : les parties terminées apparaissent ici.",
    }
    FILTER_RESULT { "Result", "結果", "Résultat" }
    FILTER_LEVEL { "Level", "レベル", "Niveau" }
    FILTER_OPENING { "Opening", "定石", "Ouverture" }
    FILTER_COLOUR { "Colour", "手番の色", "Couleur" }
    FILTER_ANY { "Any", "すべて", "Tous" }
    SEARCH { "Search openings or moves", "定石名・手順を検索", "Chercher ouverture ou coups" }
    WIN { "Win", "勝ち", "Victoire" }
    LOSS { "Loss", "負け", "Défaite" }
    DRAW { "Draw", "引き分け", "Nulle" }
    RESIGNED { "resigned", "投了", "abandon" }
    DRAW_AGREED { "draw agreed", "合意の引き分け", "nulle acceptée" }
    ON_TIME { "on time", "時間切れ", "au temps" }
    YOU { "You", "あなた", "Vous" }
    VERSUS { "vs", "対", "contre" }
    OPEN_GAME { "Open", "開く", "Ouvrir" }
    SHARE { "Copy link", "リンクをコピー", "Copier le lien" }
    DELETE { "Delete", "削除", "Supprimer" }
    DELETE_ASK { "Delete this game?", "この対局を削除しますか？", "Supprimer cette partie ?" }
    KEEP { "Keep", "残す", "Garder" }
    EXPORT { "Export shown games (GGF)", "表示中の対局を書き出す（GGF）", "Exporter les parties affichées (GGF)" }
    IMPORT { "Import a GGF file", "GGFファイルを読み込む", "Importer un fichier GGF" }
    PREVIOUS_PAGE { "Previous", "前へ", "Précédent" }
    NEXT_PAGE { "Next", "次へ", "Suivant" }
    OPENED_FROM_LIBRARY { "Game opened from the library.", "棋譜庫から対局を開きました。", "Partie ouverte depuis la bibliothèque." }
    IMPORT_REFUSED { "That file is not a GGF file of games:", "対局のGGFファイルではありません：", "Ce fichier n’est pas un fichier GGF de parties :" }
    TIME_USED { "Time", "消費時間", "Temps" }
}

/// "12 games shown of 40".
pub fn shown(shown: u64, total: u64, lang: Lang) -> String {
    let games = lang.count(shown, &GAMES);
    let total = lang.integer(total as i64);
    match lang {
        Lang::En => format!("{games} shown of {total}"),
        Lang::Ja => format!("{total}局中{games}を表示"),
        Lang::Fr => match lang.plural(shown) {
            Plural::One => format!("{games} affichée sur {total}"),
            Plural::Other => format!("{games} affichées sur {total}"),
        },
    }
}

/// "Page 2 of 40".
pub fn page(number: usize, pages: usize, lang: Lang) -> String {
    let (n, of) = (lang.integer(number as i64), lang.integer(pages as i64));
    match lang {
        Lang::En => format!("Page {n} of {of}"),
        Lang::Ja => format!("{n} / {of} ページ"),
        Lang::Fr => format!("Page {n} sur {of}"),
    }
}

/// What an import did: "3 games added; 1 already in the library; 2 unfinished left out."
pub fn imported(added: u64, kept: u64, unfinished: u64, lang: Lang) -> String {
    let new = lang.count(added, &GAMES);
    let (kept, unfinished) = (lang.integer(kept as i64), lang.integer(unfinished as i64));
    match lang {
        Lang::En => {
            format!("{new} added; {kept} already in the library; {unfinished} unfinished left out.")
        }
        Lang::Ja => format!("{new}を追加しました。{kept}局はすでにあり、未終局の{unfinished}局は除きました。"),
        Lang::Fr => format!(
            "Ajoutées : {new} ; déjà dans la bibliothèque : {kept} ; inachevées laissées de côté : {unfinished}."
        ),
    }
}
