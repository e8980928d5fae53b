//! The page's own words: titles, labels, dialogs and notices, each in every language.

use super::names::color;
use super::{texts, Lang, Noun, Text};
use crate::engine::search::analysis::Class;
use crate::engine::{Color, Square};

texts! {
    TITLE { "Reversi", "リバーシ", "Reversi" }
    LANGUAGE { "Language", "言語", "Langue" }
    REVIEWING { "Reviewing the game…", "対局を検討しています…", "Analyse de la partie…" }
    NEW_GAME_STARTED { "New game.", "新しい対局です。", "Nouvelle partie." }
    PLAY_RESUMED { "Play resumed", "対局を再開しました", "Partie reprise" }
    HINTS_ON { "Hints on", "ヒントを表示", "Indices affichés" }
    HINTS_OFF { "Hints off", "ヒントを非表示", "Indices masqués" }
    LINK_OPENING { "Opening the link…", "リンクを開いています…", "Ouverture du lien…" }
    PART_UNAVAILABLE {
        "Part of the game could not be loaded. Check the connection and try again; the game itself goes on.",
        "ゲームの一部を読み込めませんでした。接続を確かめてもう一度お試しください。対局はそのまま続けられます。",
        "Une partie du jeu n’a pas pu être chargée. Vérifiez la connexion et réessayez ; la partie continue.",
    }
    UPDATE_AVAILABLE { "A new version is available — reload", "新しいバージョンがあります — 再読み込み", "Une nouvelle version est disponible — recharger" }
    STORAGE_UNAVAILABLE {
        "This browser does not allow saving, so changes last for this visit only.",
        "このブラウザでは保存できないため、変更はこの訪問の間だけ有効です。",
        "Ce navigateur ne permet pas d’enregistrer : les changements ne durent que le temps de cette visite.",
    }
    STORAGE_REFUSED {
        "The browser's storage is full or blocked, so progress will not be kept after this visit. Play goes on.",
        "ブラウザの保存領域がいっぱいか使えないため、この訪問のあとは進行が保存されません。対局はそのまま続けられます。",
        "Le stockage du navigateur est plein ou bloqué : la progression ne sera pas conservée après cette visite. La partie continue.",
    }
    STORAGE_UNREADABLE {
        "The browser's storage could not be read, so what it holds is left as it is and progress will not be kept after this visit. Play goes on.",
        "ブラウザの保存領域を読み込めなかったため、保存されている内容はそのままにし、この訪問のあとは進行が保存されません。対局はそのまま続けられます。",
        "Le stockage du navigateur n’a pas pu être lu : son contenu est laissé tel quel et la progression ne sera pas conservée après cette visite. La partie continue.",
    }
    OTHER_TAB_GAME {
        "Another tab has saved its game. It stays saved until you change the game here: reload this page to carry on with it instead.",
        "別のタブが対局を保存しました。ここで対局を動かすまで、その対局は保存されたままです。そちらを続けるには、このページを再読み込みしてください。",
        "Un autre onglet a enregistré sa partie. Elle reste enregistrée tant que vous ne modifiez pas la partie ici : rechargez cette page pour la continuer.",
    }
    AI_UNAVAILABLE {
        "The computer cannot play right now, so hints are off too. Your game is kept, and two people can still play it on this board.",
        "いまはコンピューターが打てないため、ヒントも使えません。対局はそのまま残っていて、この盤で2人で続けて遊べます。",
        "L’ordinateur ne peut pas jouer pour le moment, les indices sont donc désactivés aussi. Votre partie est conservée et deux personnes peuvent la continuer sur ce plateau.",
    }
    AI_RETRY { "Retry", "再試行", "Réessayer" }
    START_NEW_GAME { "Start a new game", "新しい対局を始める", "Commencer une nouvelle partie" }
    ACTIONS { "Actions", "操作", "Actions" }
    GROUP_GAME { "Game", "対局", "Partie" }
    GROUP_MOVE { "Move", "手", "Coups" }
    GROUP_ANALYSIS { "Analysis", "分析", "Analyse" }
    GROUP_SETTINGS { "Settings and help", "設定とヘルプ", "Réglages et aide" }
    MORE_ACTIONS { "More actions", "その他の操作", "Autres actions" }
    MORE_SHORT { "More", "その他", "Plus" }
    PANELS { "Panels", "パネル", "Panneaux" }
    PANEL_GAME { "Game", "対局", "Partie" }
    PANEL_ANALYSIS { "Analysis", "分析", "Analyse" }
    PANEL_RECORD { "Record", "記録", "Notation" }
    ANALYSIS_EMPTY {
        "Turn on Hints or the evaluation graph (in Options), or review the game, to see the analysis here.",
        "ヒントか評価グラフ（設定）をオンにするか、対局を検討すると、ここに分析が表示されます。",
        "Activez les indices ou le graphique d’évaluation (dans les Options), ou analysez la partie, pour voir l’analyse ici.",
    }
    DISMISS { "Dismiss", "閉じる", "Fermer" }
    CANCEL { "Cancel", "キャンセル", "Annuler" }
    CLOSE { "Close", "閉じる", "Fermer" }
    OK { "OK", "OK", "OK" }
    DRAW_OFFERED { "Draw offered", "引き分けの提案", "Nulle proposée" }
    DECLINE { "Decline", "断る", "Refuser" }
    ACCEPT_DRAW { "Accept draw", "引き分けを受ける", "Accepter la nulle" }
    EVALUATING { "Evaluating…", "評価中…", "Évaluation…" }
    CANCEL_REVIEW { "Cancel review", "検討を中止", "Arrêter l’analyse" }
    REVIEW_CANCELLED { "Review cancelled", "検討を中止しました", "Analyse arrêtée" }
    REVIEW_MOVED_ON { "Review done, but the game has moved on.", "検討が終わりましたが、対局はその後進んでいます。", "Analyse terminée, mais la partie a avancé entre-temps." }
    STATS_NOTE {
        "Every finished game counts as Black vs White. Computer vs User counts only games with exactly one computer player, as set when the game ended.",
        "終わった対局はすべて「黒 対 白」に数えます。「コンピューター 対 あなた」には、対局が終わったときにコンピューターがちょうど一人だった対局だけを数えます。",
        "Chaque partie terminée compte dans Noir contre Blanc. Ordinateur contre joueur ne compte que les parties avec un seul joueur ordinateur, tel que réglé à la fin de la partie.",
    }
    WINS { "Wins", "勝ち", "Victoires" }
    LOSSES { "Losses", "負け", "Défaites" }
    DRAWS { "Draws", "引き分け", "Nulles" }
    TOTAL_SCORE { "Total score", "合計石数", "Score total" }
    RESET { "Reset", "リセット", "Réinitialiser" }
    BLACK_VS_WHITE { "Black vs White", "黒 対 白", "Noir contre Blanc" }
    COMPUTER_VS_USER { "Computer vs User", "コンピューター 対 あなた", "Ordinateur contre joueur" }
    USER { "User", "あなた", "Joueur" }
    DISPLAY { "Display", "表示", "Affichage" }
    SHOW_VALID_MOVES { "Show valid moves", "打てる場所を表示", "Montrer les coups possibles" }
    PREVIEW_MOVES { "Preview moves", "返る石を予告", "Prévisualiser les coups" }
    ANIMATE_MOVES { "Animate moves", "石を返すアニメーション", "Animer les coups" }
    SHOW_HINTS { "Show hints", "ヒントを表示", "Afficher les indices" }
    BOARD_COLOUR { "Board colour", "盤の色", "Couleur du plateau" }
    VALID_MOVE_COLOUR { "Valid move colour", "打てる場所の色", "Couleur des coups possibles" }
    ACTIVE_SQUARE_COLOUR { "Active square colour", "選択中のマスの色", "Couleur de la case active" }
    MOVE_INDICATOR_COLOUR { "Move indicator colour", "着手マークの色", "Couleur de l’indicateur de coup" }
    // Sound and the board's look (issue 43, item 7).
    SOUND { "Sound", "効果音", "Son" }
    BOARD_STYLE { "Board style", "盤のデザイン", "Style du plateau" }
    MARKERS { "Move markers", "マークの形", "Marqueurs" }
    PLAYERS { "Players", "対局者", "Joueurs" }
    FIRST_MOVE { "First move", "先手", "Premier coup" }
    BLACK_PLAYER { "Black player", "黒の対局者", "Joueur noir" }
    WHITE_PLAYER { "White player", "白の対局者", "Joueur blanc" }
    DIFFICULTY { "Difficulty", "強さ", "Difficulté" }
    RESTORE_DEFAULTS { "Restore defaults", "初期設定に戻す", "Valeurs par défaut" }
    ABOUT_TITLE { "About Reversi", "リバーシについて", "À propos de Reversi" }
    ABOUT_INTRO { "Reversi, the game of outflanking discs, for the browser.", "石をはさんで返すゲーム、リバーシのブラウザ版です。", "Reversi, le jeu où l’on encadre les pions adverses, dans le navigateur." }
    VERSION { "Version", "バージョン", "Version" }
    LICENCE { "Licence", "ライセンス", "Licence" }
    LICENCE_TEXT { "MIT License: free to use, copy, change and share, with no warranty.", "MIT ライセンス：無保証で、自由に使用・複製・改変・共有できます。", "Licence MIT : libre d’utiliser, copier, modifier et partager, sans garantie." }
    MADE_WITH { "Made with", "使用技術", "Réalisé avec" }
    MADE_WITH_TEXT {
        "Rust compiled to WebAssembly, with the Leptos framework. The computer thinks in a background worker, so the page stays responsive.",
        "Rust を WebAssembly にコンパイルし、Leptos フレームワークで作っています。コンピューターは裏で考えるので、ページは固まりません。",
        "Rust compilé en WebAssembly, avec le framework Leptos. L’ordinateur réfléchit en arrière-plan : la page reste réactive.",
    }
    OPEN_GAME { "Open game", "対局を開く", "Ouvrir une partie" }
    OPEN { "Open", "開く", "Ouvrir" }
    PASTE_A_GAME {
        "Paste a game: its moves (f5d6c3… or 1. f5 d6 2. c3), a share link or a saved game record.",
        "対局を貼り付けてください：手順（f5d6c3… や 1. f5 d6 2. c3）、共有リンク、保存した棋譜のどれでも開けます。",
        "Collez une partie : ses coups (f5d6c3… ou 1. f5 d6 2. c3), un lien de partage ou un fichier de partie enregistré.",
    }
    OR_OPEN_FILE { "Or open a saved file:", "保存したファイルを開く：", "Ou ouvrez un fichier enregistré\u{a0}:" }
    SAVE_PICTURE { "Save picture", "画像を保存", "Enregistrer l’image" }
    SAVE { "Save", "保存", "Enregistrer" }
    PICTURE_PREVIEW { "The picture as it will be saved", "保存される画像", "L’image telle qu’elle sera enregistrée" }
    NUMBER_DISCS { "Number each disc with the move that placed it", "石に手順の番号を付ける", "Numéroter chaque pion avec le coup qui l’a posé" }
    FORMAT { "Format", "形式", "Format" }
    PNG_IMAGE { "PNG image", "PNG 画像", "Image PNG" }
    SVG_DRAWING { "SVG drawing", "SVG 図", "Dessin SVG" }
    SET_UP_POSITION { "Set up position", "局面を配置", "Préparer une position" }
    BLACK_DISC { "Black disc", "黒石", "Pion noir" }
    WHITE_DISC { "White disc", "白石", "Pion blanc" }
    REMOVE { "Remove", "取り除く", "Retirer" }
    TOOL { "Tool", "道具", "Outil" }
    CLEAR_BOARD { "Clear board", "盤を空にする", "Vider le plateau" }
    START_POSITION { "Start position", "初期配置", "Position de départ" }
    SIDE_TO_MOVE { "Side to move", "手番", "Camp au trait" }
    POSITION_STRING {
        "Position string (64 squares a1 to h8: X black, O white, - empty; then X or O to move)",
        "局面の文字列（a1 から h8 の64マス：X が黒、O が白、- が空き。最後に手番の X か O）",
        "Chaîne de position (64 cases de a1 à h8 : X noir, O blanc, - vide ; puis X ou O au trait)",
    }
    USE_POSITION { "Use position", "この局面を使う", "Utiliser la position" }
    PLAY_FROM_HERE { "Play from here", "ここから対局", "Jouer d’ici" }
    SETUP_BOARD_LABEL { "Board to set up: arrow keys move, Enter or Space uses the tool", "配置する盤：矢印キーで移動、Enter かスペースで道具を使います", "Plateau à préparer : les flèches déplacent, Entrée ou Espace utilise l’outil" }
    EMPTY { "empty", "空き", "vide" }
    BLACK_TO_MOVE { "Black", "黒", "Noir" }
    WHITE_TO_MOVE { "White", "白", "Blanc" }
    COPY_TRANSCRIPT { "Copy transcript", "棋譜をコピー", "Copier la transcription" }
    COPY_LINK { "Copy link", "リンクをコピー", "Copier le lien" }
    DOWNLOAD_GAME { "Download game", "対局を保存", "Télécharger la partie" }
    START_FROM { "Start from", "開始局面", "Départ" }
    CLOCK { "Clock", "持ち時間", "Pendule" }
    CORES { "Cores the computer may use", "コンピューターが使うコア数", "Cœurs que l’ordinateur peut utiliser" }
    NEW_BALANCED_GAME {
        "New game from a balanced opening.",
        "互角の序盤から新しい対局です。",
        "Nouvelle partie depuis une ouverture équilibrée.",
    }
    PLAY_SWAPPED { "Play again, colours swapped", "色を替えてもう一度", "Rejouer en changeant de couleur" }
    DOWNLOAD_GGF { "Download GGF", "GGF で保存", "Télécharger en GGF" }
    GGF_GAME { "Game of the file", "ファイル内の対局", "Partie du fichier" }
    OPEN_GAME_MENU { "Open game…", "対局を開く…", "Ouvrir une partie…" }
    SET_UP_POSITION_MENU { "Set up position…", "局面を配置…", "Préparer une position…" }
    SAVE_PICTURE_MENU { "Save picture…", "画像を保存…", "Enregistrer l’image…" }
    PREVIOUS_GAME { "Previous game", "前の対局", "Partie précédente" }
    MOVES { "Moves", "棋譜", "Coups" }
    OPENING { "Opening:", "定石：", "Ouverture\u{a0}:" }
    GAME_RECORD { "Game record", "棋譜", "Transcription de la partie" }
    MOVES_LIST_LABEL { "Moves: arrow keys step through the game", "棋譜：矢印キーで対局をたどれます", "Coups : les flèches parcourent la partie" }
    BEST_MOVE { "the best move", "最善手", "le meilleur coup" }
    EVAL_GRAPH_LABEL { "Evaluation graph: arrow keys step through the game", "評価グラフ：矢印キーで対局をたどれます", "Graphique d’évaluation : les flèches parcourent la partie" }
    EVAL_CAPTION { "Evaluation by move, from Black's point of view", "各手の評価（黒から見た値）", "Évaluation coup par coup, du point de vue de Noir" }
    POSITION { "Position", "局面", "Position" }
    VALUE { "Value", "評価値", "Valeur" }
    START { "Start", "開始", "Début" }
    PASS { "pass", "パス", "passe" }
    NO_MOVES_YET { "No moves yet.", "まだ手がありません。", "Aucun coup pour l’instant." }
    NOT_KNOWN { "not known", "不明", "inconnue" }
    BOARD_LABEL {
        "Board: arrow keys move, Enter plays; or type a column letter then a row digit",
        "盤：矢印キーで移動、Enter で打ちます。列の文字と行の数字を続けて入力しても打てます",
        "Plateau : les flèches déplacent, Entrée joue ; ou tapez la lettre de colonne puis le chiffre de rangée",
    }
    EMPTY_LEGAL { "empty, legal move", "空き、打てる場所", "vide, coup possible" }
    LAST_MOVE { "last move", "直前の手", "dernier coup" }
    EXACT { "exact", "確定", "exact" }
    ESTIMATE { "estimate", "推定", "estimation" }
    BEST { "best", "最善", "meilleur" }
    // The phone player (issue 28): the stepper under the board, the evaluation graph option.
    STEPPER_LABEL { "Step through the game", "対局をたどる", "Parcourir la partie" }
    STEP_FIRST { "Go to the start", "最初へ", "Aller au début" }
    STEP_BACK { "Previous move", "1手戻る", "Coup précédent" }
    STEP_FORWARD { "Next move", "1手進む", "Coup suivant" }
    STEP_LAST { "Go to the last move", "最後の手へ", "Aller au dernier coup" }
    SHOW_GRAPH { "Show evaluation graph", "評価グラフを表示", "Afficher le graphique d’évaluation" }
    // The opening book's values, marked as such on hints and in the review.
    BOOK { "book", "定石", "bibliothèque" }
    LEGEND_BOOK { "slanted: book", "斜体：定石", "penché : bibliothèque" }
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

/// What is said while the step through history shows move `ply`: "Showing move 12."
pub fn showing_move(ply: usize, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Showing move {ply}."),
        Lang::Ja => format!("{ply}手目を表示しています。"),
        Lang::Fr => format!("Coup {ply} affiché."),
    }
}

/// A score's accessible name: "Black has 12 discs".
pub fn disc_count(side: Color, count: u32, lang: Lang) -> String {
    let name = color(side, lang);
    match lang {
        Lang::En => format!("{name} has {}", lang.count(u64::from(count), &DISCS)),
        Lang::Ja => format!("{name}の石は{}", lang.count(u64::from(count), &DISCS)),
        Lang::Fr => format!("{name} a {}", lang.count(u64::from(count), &DISCS)),
    }
}

/// Discs, counted.
pub const DISCS: Noun = Noun {
    one: Text {
        en: "disc",
        ja: "個",
        fr: "pion",
    },
    other: Text {
        en: "discs",
        ja: "個",
        fr: "pions",
    },
};

/// The question put to the side offered a draw by `by`.
pub fn draw_question(by: Color, lang: Lang) -> String {
    let (by, to) = (color(by, lang), color(by.opponent(), lang));
    match lang {
        Lang::En => format!(
            "{by} offers a draw. {to}, do you accept? If you decline, {by} must still move."
        ),
        Lang::Ja => format!(
            "{by}が引き分けを提案しています。{to}は受けますか？断ると、{by}がそのまま打ちます。"
        ),
        Lang::Fr => format!(
            "{by} propose la nulle. {to}, acceptez-vous ? En cas de refus, {by} doit jouer."
        ),
    }
}

/// Said when a chosen file is not text.
pub fn unreadable_file(name: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{name} could not be read as text."),
        Lang::Ja => format!("{name} はテキストとして読めませんでした。"),
        Lang::Fr => format!("{name} n’a pas pu être lu comme du texte."),
    }
}

/// A square's accessible name with what is on it: "f5, black", "f5、黒", "f5, noir".
pub fn square_label(sq: Square, disc: Option<Color>, lang: Lang) -> String {
    let what = match disc {
        Some(c) if lang == Lang::Ja => color(c, lang).to_string(),
        Some(c) => color(c, lang).to_ascii_lowercase(),
        None => EMPTY.get(lang).to_string(),
    };
    list(&[&sq.to_string(), &what], lang)
}

/// Parts of a spoken description joined as the language lists them: "a, b" or "a、b".
pub fn list(parts: &[&str], lang: Lang) -> String {
    let comma = match lang {
        Lang::Ja => "、",
        Lang::En | Lang::Fr => ", ",
    };
    parts.join(comma)
}

/// A hint's value as a screen reader hears it: "worth +4 discs".
pub fn worth(value: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("worth {value} discs"),
        Lang::Ja => format!("評価 {value} 石"),
        Lang::Fr => format!("vaut {value} pions"),
    }
}

/// What is said when a review ends, with both players' summaries.
pub fn review_done(black: &str, white: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Review done. {black}. {white}."),
        Lang::Ja => format!("検討が終わりました。{black}。{white}。"),
        Lang::Fr => format!("Analyse terminée. {black}. {white}."),
    }
}

/// The review's progress: "Reviewing: 12 of 40 moves".
pub fn reviewing_progress(done: usize, total: usize, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Reviewing: {done} of {total} moves"),
        Lang::Ja => format!("検討中：{total}手中{done}手"),
        Lang::Fr => format!("Analyse : {done} coups sur {total}"),
    }
}

/// A position of the game by the moves before it: "Start", "After move 12".
pub fn after_move(ply: usize, lang: Lang) -> String {
    match (ply, lang) {
        (0, _) => START.get(lang).to_string(),
        (_, Lang::En) => format!("After move {ply}"),
        (_, Lang::Ja) => format!("{ply}手目の後"),
        (_, Lang::Fr) => format!("Après le coup {ply}"),
    }
}

/// A move in the list as a screen reader hears it: "Move 12, f5: a mistake: …".
pub fn move_label(ply: usize, text: &str, note: Option<String>, lang: Lang) -> String {
    let head = match lang {
        Lang::En => format!("Move {ply}, {text}"),
        Lang::Ja => format!("{ply}手目、{text}"),
        Lang::Fr => format!("Coup {ply}, {text}"),
    };
    match note {
        Some(note) => lang.labelled(&head, &note),
        None => head,
    }
}

/// What the review says of a move: "a mistake: 6 discs lost, best c3" (`loss` in discs,
/// `best` the best moves).
pub fn review_note(class: Class, loss: i32, best: &[String], lang: Lang) -> String {
    let discs = lang.count(loss.unsigned_abs().into(), &DISCS);
    if class == Class::Best {
        return match (loss, lang) {
            (0, _) => BEST_MOVE.get(lang).to_string(),
            (_, Lang::En) => format!("about as good as the best ({discs})"),
            (_, Lang::Ja) => format!("最善手とほぼ同じ（{loss}石差）"),
            (_, Lang::Fr) => format!("presque aussi bon que le meilleur ({discs})"),
        };
    }
    let name = match (class, lang) {
        (Class::Inaccuracy, Lang::En) => "an inaccuracy",
        (Class::Mistake, Lang::En) => "a mistake",
        (_, Lang::En) => "a blunder",
        (Class::Inaccuracy, Lang::Ja) => "疑問手",
        (Class::Mistake, Lang::Ja) => "悪手",
        (_, Lang::Ja) => "大悪手",
        (Class::Inaccuracy, Lang::Fr) => "une imprécision",
        (Class::Mistake, Lang::Fr) => "une erreur",
        (_, Lang::Fr) => "une gaffe",
    };
    match lang {
        Lang::En => format!("{name}: {loss} discs lost, best {}", best.join(" or ")),
        Lang::Ja => format!("{name}：{loss}石の損、最善は {}", best.join(" か ")),
        Lang::Fr => {
            let lost = match lang.plural(loss.unsigned_abs().into()) {
                super::Plural::One => "perdu",
                super::Plural::Other => "perdus",
            };
            format!(
                "{name}\u{a0}: {discs} {lost}, meilleur {}",
                best.join(" ou ")
            )
        }
    }
}

/// Where the stepper stands, in moves played: "30 of 60 moves", or "Start" before the first disc.
/// It counts moves played, not the move to play that the turn indicator names ("Move 31"), so the
/// two never show one phrase with two numbers.
pub fn stepper_position(ply: usize, last: usize, lang: Lang) -> String {
    match (ply, lang) {
        (0, _) => START.get(lang).to_string(),
        (_, Lang::En) => format!("{ply} of {last} moves"),
        (_, Lang::Ja) => format!("{ply}／{last}手"),
        (_, Lang::Fr) => format!("{ply} coups sur {last}"),
    }
}

/// The review's class of the move chosen in the position shown, numbered as the review's panel
/// numbers it (the disc it places): "move 47: blunder".
pub fn stepper_choice(number: usize, class: Class, lang: Lang) -> String {
    let class = class_name(class, lang);
    match lang {
        Lang::En => format!("move {number}: {class}"),
        Lang::Ja => format!("{number}手目：{class}"),
        Lang::Fr => format!("coup {number}\u{a0}: {class}"),
    }
}

/// A review class in a word, as the stepper shows it beside the move: "blunder".
pub fn class_name(class: Class, lang: Lang) -> &'static str {
    match (class, lang) {
        (Class::Best, Lang::En) => "best",
        (Class::Inaccuracy, Lang::En) => "inaccuracy",
        (Class::Mistake, Lang::En) => "mistake",
        (Class::Blunder, Lang::En) => "blunder",
        (Class::Best, Lang::Ja) => "最善",
        (Class::Inaccuracy, Lang::Ja) => "疑問手",
        (Class::Mistake, Lang::Ja) => "悪手",
        (Class::Blunder, Lang::Ja) => "大悪手",
        (Class::Best, Lang::Fr) => "meilleur",
        (Class::Inaccuracy, Lang::Fr) => "imprécision",
        (Class::Mistake, Lang::Fr) => "erreur",
        (Class::Blunder, Lang::Fr) => "gaffe",
    }
}
