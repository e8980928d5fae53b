//! The game database's words: the explorer's panel, loading WTHOR files and what came of it,
//! clearing them, each next move's figures, and the Help's topic.

use super::ui::GAMES;
use super::{texts, Lang, Plural};
use crate::engine::database::{Tally, WthorError};

texts! {
    EXPLORER { "Opening explorer", "定石エクスプローラー", "Explorateur d’ouvertures" }
    EXPLORER_MENU { "Opening explorer…", "定石エクスプローラー…", "Explorateur d’ouvertures…" }
    SOURCE { "Games from", "対象の対局", "Parties de" }
    SOURCE_DATABASE { "The database (WTHOR files)", "データベース（WTHORファイル）", "La base (fichiers WTHOR)" }
    SOURCE_LIBRARY { "My finished games (Library)", "自分の終えた対局（棋譜庫）", "Mes parties finies (bibliothèque)" }
    IMPORT {
        "Load WTHOR files (.wtb, .jou, .trn)",
        "WTHORファイルを読み込む（.wtb・.jou・.trn）",
        "Charger des fichiers WTHOR (.wtb, .jou, .trn)",
    }
    LOADING { "Reading the games…", "対局を読み込んでいます…", "Lecture des parties…" }
    CLEAR { "Clear the database", "データベースを空にする", "Vider la base" }
    CLEAR_ASK {
        "Delete every WTHOR file stored in this browser?",
        "このブラウザに保存したWTHORファイルをすべて削除しますか？",
        "Supprimer tous les fichiers WTHOR gardés dans ce navigateur ?",
    }
    CLEAR_CONFIRM { "Delete them all", "すべて削除", "Tout supprimer" }
    CLEARED { "The database is empty.", "データベースを空にしました。", "La base est vide." }
    EMPTY {
        "Load WTHOR files to see which moves were played here.",
        "WTHORファイルを読み込むと、この局面で打たれた手が表示されます。",
        "Chargez des fichiers WTHOR pour voir les coups joués ici.",
    }
    LIBRARY_NONE {
        "No finished game in the Library yet.",
        "棋譜庫にはまだ終えた対局がありません。",
        "Aucune partie finie dans la bibliothèque pour l’instant.",
    }
    NONE_REACHED {
        "No game reached this position.",
        "この局面になった対局はありません。",
        "Aucune partie n’a atteint cette position.",
    }
    UNSTORED {
        "The database cannot be stored in this browser (private mode, full or blocked storage).",
        "このブラウザではデータベースを保存できません（プライベートモード、保存領域がいっぱい、またはブロック）。",
        "La base ne peut pas être gardée dans ce navigateur (navigation privée, stockage plein ou bloqué).",
    }
    SOURCE_BOOK { "The opening book", "定石ブック", "Le livre d’ouvertures" }
    BOOK_NONE {
        "The book does not know this position.",
        "この局面は定石ブックにありません。",
        "Le livre ne connaît pas cette position.",
    }
    BOOK_LOADING { "Loading the book…", "定石ブックを読み込んでいます…", "Chargement du livre…" }
    BOOK_VALUE { "Book value (discs)", "ブックの評価（石）", "Valeur du livre (pions)" }
    OPENED_FROM_DATABASE {
        "Game opened from the database, to replay: it counts nowhere.",
        "データベースの対局を再生用に開きました。成績には数えません。",
        "Partie ouverte depuis la base, pour la rejouer : elle ne compte nulle part.",
    }
    SEARCH { "Search the games", "対局を検索", "Chercher des parties" }
    SEARCH_PLAYER { "Player (either colour)", "選手（黒白どちらでも）", "Joueur (l’une ou l’autre couleur)" }
    SEARCH_TOURNAMENT { "Tournament", "大会", "Tournoi" }
    SEARCH_FROM { "From year", "開始年", "De l’année" }
    SEARCH_TO { "To year", "終了年", "À l’année" }
    SEARCH_THROUGH {
        "Only games through this position",
        "この局面を通った対局だけ",
        "Seulement les parties passées par cette position",
    }
    SEARCH_GO { "Search", "検索", "Chercher" }
    RESULTS { "Games found", "見つかった対局", "Parties trouvées" }
    MOVE { "Move", "手", "Coup" }
    GAMES_HEADING { "Games", "局数", "Parties" }
    BLACK_WINS { "Black wins", "黒勝ち", "Noir gagne" }
    DRAWS { "Draws", "引き分け", "Nulles" }
    WHITE_WINS { "White wins", "白勝ち", "Blanc gagne" }
    AVERAGE { "Black’s discs (average)", "黒の石数（平均）", "Pions de Noir (moyenne)" }
    HELP {
        "The opening explorer (in the menu) shows, for the position on the board, how many games reached it and, for each move played next, how many games played it, how they ended and Black’s average final disc count. It counts games that reached the position in any move order and turned any of the board’s eight ways. Its source is either a database of tournament games or your own finished games from the Library. The French federation (FFO) publishes its WTHOR archive as free files: download the .wtb files of the years you want, with WTHOR.JOU (players) and WTHOR.TRN (tournaments), and load them with the explorer’s file button, or drop them on the explorer. They stay in this browser, nowhere else; loading a file again replaces it. A game whose moves break the rules is skipped and counted. Choosing a move in the list plays it, as a click on the board would. The opening book can be the source too: its moves with their values in discs; where the book knows the position, every row carries the book’s value, and pointing at a row (or focusing it) shows the move’s line, the book’s best play after it; elsewhere, while hints are on, the line is the engine’s, as on the board’s hints. “Search the games” finds the loaded games by player (either colour), tournament, years, or only those through the position on the board, twenty a page; choosing one opens it on the board to replay, read-only: it counts nowhere (no rating, statistics or Library), and your game in progress is offered back.",
        "定石エクスプローラー（メニュー）は、盤上の局面について、その局面になった対局の数と、次に打たれた手ごとの局数・結果・黒の最終石数の平均を示します。手順が違っても、盤を8通りのどの向きに回しても、同じ局面になった対局を数えます。対象は大会の対局のデータベースか、棋譜庫にある自分の終えた対局です。フランス・オセロ連盟（FFO）はWTHORアーカイブを無料のファイルとして公開しています。欲しい年の.wtbファイルと、WTHOR.JOU（選手）、WTHOR.TRN（大会）をダウンロードし、エクスプローラーのファイルボタンで読み込むか、エクスプローラーにドロップしてください。ファイルはこのブラウザの中にだけ保存され、同じファイルを読み込み直すと置き換わります。ルールに反する手を含む対局は数えて除きます。一覧の手を選ぶと、盤をクリックしたときと同じようにその手を打ちます。定石ブックを対象にすることもできます。ブックの手とその評価（石数）を示します。ブックにある局面では各行にブックの評価が付き、行を指す（またはフォーカスする）とその手の手順（ブックの最善の続き）が表示されます。それ以外の局面では、ヒントを表示している間、盤上のヒントと同じくエンジンの手順が表示されます。「対局を検索」では、読み込んだ対局を選手（黒白どちらでも）、大会、年、または盤上の局面を通った対局で探し、20局ずつ表示します。選んだ対局は盤上で再生用に開き、何にも数えません（レーティング・成績・棋譜庫は変わりません）。進行中の対局は元に戻せます。",
        "L’explorateur d’ouvertures (dans le menu) montre, pour la position sur le plateau, combien de parties l’ont atteinte et, pour chaque coup joué ensuite, combien de parties l’ont joué, comment elles ont fini et le nombre moyen de pions de Noir à la fin. Il compte les parties qui ont atteint la position dans n’importe quel ordre de coups et le plateau tourné de n’importe laquelle de ses huit façons. Sa source est une base de parties de tournoi ou vos propres parties finies de la bibliothèque. La Fédération française d’othello (FFO) publie son archive WTHOR en fichiers libres : téléchargez les fichiers .wtb des années voulues, avec WTHOR.JOU (joueurs) et WTHOR.TRN (tournois), puis chargez-les avec le bouton de fichier de l’explorateur, ou déposez-les sur l’explorateur. Ils restent dans ce navigateur, nulle part ailleurs ; charger un fichier à nouveau le remplace. Une partie dont les coups enfreignent les règles est écartée et comptée. Choisir un coup dans la liste le joue, comme un clic sur le plateau. Le livre d’ouvertures peut aussi être la source : ses coups avec leur valeur en pions ; là où le livre connaît la position, chaque ligne porte la valeur du livre, et pointer une ligne (ou la sélectionner au clavier) montre la suite du coup, le meilleur jeu du livre après lui ; ailleurs, quand les conseils sont affichés, la suite est celle du moteur, comme sur les conseils du plateau. « Chercher des parties » trouve les parties chargées par joueur (l’une ou l’autre couleur), tournoi, années, ou seulement celles passées par la position du plateau, vingt par page ; en choisir une l’ouvre sur le plateau pour la rejouer, en lecture seule : elle ne compte nulle part (ni classement, ni statistiques, ni bibliothèque), et votre partie en cours vous est proposée de nouveau.",
    }
}

/// "12 games found, 1–20 shown".
pub fn found(total: u64, first: u64, last: u64, lang: Lang) -> String {
    let count = lang.count(total, &GAMES);
    if total == 0 {
        return match lang {
            Lang::En => "No game matches.".to_string(),
            Lang::Ja => "該当する対局はありません。".to_string(),
            Lang::Fr => "Aucune partie ne correspond.".to_string(),
        };
    }
    let (first, last) = (lang.integer(first as i64), lang.integer(last as i64));
    match lang {
        Lang::En => format!("{count} found, {first}–{last} shown."),
        Lang::Ja => format!("{count}が見つかりました（{first}〜{last}を表示）。"),
        Lang::Fr => match lang.plural(total) {
            Plural::One => format!("{count} trouvée, {first}–{last} affichée."),
            Plural::Other => format!("{count} trouvées, {first}–{last} affichées."),
        },
    }
}

/// A player or tournament the names' files do not name: "#12".
pub fn unnamed(n: u16) -> String {
    format!("#{n}")
}

/// A found game read aloud: "Open Tamenori – Murakami, 1997, Paris Open, 36–28".
pub fn game_label(
    black: &str,
    white: &str,
    year: u16,
    tournament: &str,
    score: &str,
    lang: Lang,
) -> String {
    match lang {
        Lang::En => {
            format!("Open {black} (Black) – {white} (White), {year}, {tournament}, {score}")
        }
        Lang::Ja => format!("{black}（黒）対{white}（白）、{year}年、{tournament}、{score}を開く"),
        Lang::Fr => {
            format!("Ouvrir {black} (Noir) – {white} (Blanc), {year}, {tournament}, {score}")
        }
    }
}

/// A book value in half discs as discs, signed: "+2", "−1.5".
pub fn book_value(half_discs: i32, lang: Lang) -> String {
    let places = u32::from(half_discs % 2 != 0);
    let n = lang.decimal(f64::from(half_discs) / 2.0, places);
    if half_discs > 0 {
        format!("+{n}")
    } else {
        n
    }
}

/// A book move's row read aloud: "f5: book value +2 discs".
pub fn book_label(square: &str, value: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{square}: book value {value} discs"),
        Lang::Ja => format!("{square}：ブックの評価{value}石"),
        Lang::Fr => format!("{square} : valeur du livre {value} pions"),
    }
}

/// "1,234 games in the database".
pub fn kept(games: u64, lang: Lang) -> String {
    let count = lang.count(games, &GAMES);
    match lang {
        Lang::En => format!("{count} in the database"),
        Lang::Ja => format!("データベースに{count}"),
        Lang::Fr => format!("{count} dans la base"),
    }
}

/// "12 games reached this position".
pub fn reached(games: u64, lang: Lang) -> String {
    let count = lang.count(games, &GAMES);
    match lang {
        Lang::En => format!("{count} reached this position"),
        Lang::Ja => format!("この局面になった対局：{count}"),
        Lang::Fr => match lang.plural(games) {
            Plural::One => format!("{count} a atteint cette position"),
            Plural::Other => format!("{count} ont atteint cette position"),
        },
    }
}

/// What loading a games file did: "WTH_2001.wtb: 3 games read, 1 against the rules skipped."
pub fn games_read(name: &str, games: u64, skipped: u64, lang: Lang) -> String {
    let count = lang.count(games, &GAMES);
    let skipped = lang.integer(skipped as i64);
    match lang {
        Lang::En => format!("{name}: {count} read, {skipped} against the rules skipped."),
        Lang::Ja => format!("{name}：{count}を読み込み、ルールに反する{skipped}局を除きました。"),
        Lang::Fr => format!("{name} : {count} lues, {skipped} contraires aux règles écartées."),
    }
}

/// What loading a names file did: "WTHOR.JOU: 5 names read."
pub fn names_read(name: &str, names: u64, lang: Lang) -> String {
    let n = lang.integer(names as i64);
    match lang {
        Lang::En => format!("{name}: {n} names read."),
        Lang::Ja => format!("{name}：{n}件の名前を読み込みました。"),
        Lang::Fr => format!("{name} : {n} noms lus."),
    }
}

/// A file whose name is not a WTHOR file's: "notes.txt is not a WTHOR file (.wtb, .jou, .trn)."
pub fn not_wthor(name: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{name} is not a WTHOR file (.wtb, .jou or .trn); nothing changed."),
        Lang::Ja => format!(
            "{name}はWTHORファイル（.wtb・.jou・.trn）ではありません。何も変わっていません。"
        ),
        Lang::Fr => {
            format!("{name} n’est pas un fichier WTHOR (.wtb, .jou ou .trn) ; rien n’a changé.")
        }
    }
}

/// A file the import's worker stopped on (it could not load, or failed on the file), naming
/// it: "2001.wtb could not be read: the background reader stopped; nothing changed."
pub fn worker_failed(name: &str, lang: Lang) -> String {
    match lang {
        Lang::En => {
            format!("{name} could not be read: the background reader stopped; nothing changed.")
        }
        Lang::Ja => format!(
            "{name}を読み込めませんでした（バックグラウンドの読み込みが停止しました）。何も変わっていません。"
        ),
        Lang::Fr => format!(
            "{name} n’a pas pu être lu : la lecture en arrière-plan s’est arrêtée ; rien n’a changé."
        ),
    }
}

/// Why a file was refused, naming it: "2001.wtb is cut short (1,000 bytes of 1,376); nothing
/// changed."
pub fn refused(name: &str, why: &WthorError, lang: Lang) -> String {
    match why {
        WthorError::CutShort { expected, len } => {
            let (len, expected) = (lang.integer(*len as i64), lang.integer(*expected as i64));
            match lang {
                Lang::En => format!(
                    "{name} is cut short ({len} bytes of the {expected} its header announces); nothing changed."
                ),
                Lang::Ja => format!(
                    "{name}は途中で切れています（ヘッダーの{expected}バイトのうち{len}バイト）。何も変わっていません。"
                ),
                Lang::Fr => format!(
                    "{name} est tronqué ({len} octets sur les {expected} qu’annonce son en-tête) ; rien n’a changé."
                ),
            }
        }
        _ => match lang {
            Lang::En => format!("{name} is not a WTHOR file of this kind; nothing changed."),
            Lang::Ja => {
                format!("{name}はこの種類のWTHORファイルではありません。何も変わっていません。")
            }
            Lang::Fr => format!("{name} n’est pas un fichier WTHOR de ce type ; rien n’a changé."),
        },
    }
}

/// Black's average final discs, one decimal: "40.5".
pub fn average(tally: &Tally, lang: Lang) -> String {
    tally
        .average_black_discs()
        .map_or_else(String::new, |a| lang.decimal(a, 1))
}

/// A move's row read aloud: "f5: 3 games; Black won 2, 0 draws, White won 1; Black's
/// average 40.5 discs."
pub fn row_label(square: &str, tally: &Tally, lang: Lang) -> String {
    let games = lang.count(u64::from(tally.games), &GAMES);
    let (b, d, w) = (
        lang.integer(i64::from(tally.black_wins)),
        lang.integer(i64::from(tally.draws)),
        lang.integer(i64::from(tally.white_wins)),
    );
    let avg = average(tally, lang);
    match lang {
        Lang::En => format!(
            "{square}: {games}; Black won {b}, {d} draws, White won {w}; Black’s average {avg} discs."
        ),
        Lang::Ja => format!("{square}：{games}、黒勝ち{b}・引き分け{d}・白勝ち{w}、黒の平均{avg}石。"),
        Lang::Fr => format!(
            "{square} : {games} ; Noir gagne {b}, {d} nulles, Blanc gagne {w} ; moyenne de Noir {avg} pions."
        ),
    }
}
