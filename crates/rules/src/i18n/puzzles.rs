//! The Puzzles view's words, each in every language.

use super::names::color;
use super::ui::DISCS;
use super::{texts, Lang, Text};
use crate::engine::puzzles::{Band, Verdict};
use crate::engine::{Color, Move, Square};

texts! {
    PUZZLES { "Puzzles", "パズル", "Problèmes" }
    PRACTICE { "Practice", "練習", "Entraînement" }
    PREVIOUS { "Previous", "前へ", "Précédent" }
    NEXT { "Next", "次へ", "Suivant" }
    OF_THE_DAY { "Puzzle of the day", "今日のパズル", "Problème du jour" }
    RETRY { "Retry", "やり直す", "Recommencer" }
    SOLUTION { "Solution", "解答", "Solution" }
    BACK_TO_GAME { "Back to the game", "対局に戻る", "Retour à la partie" }
    BAND { "Difficulty", "難しさ", "Difficulté" }
    ALL_BANDS { "All", "すべて", "Tous" }
    EASY { "Easy", "やさしい", "Facile" }
    MEDIUM { "Medium", "ふつう", "Moyen" }
    HARD { "Hard", "難しい", "Difficile" }
    EXPERT { "Expert", "達人", "Expert" }
    LOADING { "Loading the puzzles…", "パズルを読み込んでいます…", "Chargement des problèmes…" }
    MISSING {
        "The puzzles could not be loaded, so they cannot be played right now. Your game is kept: go back to it and play on.",
        "パズルを読み込めなかったため、いまは遊べません。対局はそのまま残っています。戻って続けてください。",
        "Les problèmes n’ont pas pu être chargés : ils ne peuvent pas être joués pour le moment. Votre partie est conservée : revenez-y pour continuer.",
    }
    STATE_UNSOLVED { "Not solved yet", "未解決", "Pas encore résolu" }
    STATE_FAILED { "Missed so far", "まだ解けていません", "Manqué jusqu’ici" }
    STATE_SOLVED { "Solved", "解決済み", "Résolu" }
    BEST { "Best move!", "最善手です！", "Meilleur coup !" }
    PERFECT_THINKING { "Perfect play is thinking…", "完全読みで考えています…", "Le jeu parfait réfléchit…" }
    STATE_SOLVED_HINT { "Solved with a hint", "ヒントを見て解決", "Résolu avec un indice" }
    HINT { "Hint", "ヒント", "Indice" }
    HINT_REGION {
        "Hint: the best move is in the highlighted quarter of the board. Press Hint again to see it.",
        "ヒント：最善手は色の付いた4分の1の区画にあります。もう一度ヒントを押すと手が分かります。",
        "Indice : le meilleur coup est dans le quart du plateau en surbrillance. Appuyez encore sur Indice pour le voir.",
    }
    LINE_BACK { "Back", "戻る", "Reculer" }
    LINE_FORWARD { "Forward", "進む", "Avancer" }
    LINE_LABEL { "The best line", "最善の手順", "La meilleure suite" }
    LINE_WORKING { "Perfect play is working out the line…", "完全読みで手順を調べています…", "Le jeu parfait calcule la suite…" }
    LINE_HOW {
        "Step through the best line with Back and Forward (← →).",
        "「戻る」「進む」（← →）で最善の手順をたどれます。",
        "Parcourez la meilleure suite avec Reculer et Avancer (← →).",
    }
    YOUR_MOVE_ON {
        "Play on against perfect play, retry, or see the solution.",
        "完全読みを相手に続けるか、やり直すか、解答を見てください。",
        "Continuez contre le jeu parfait, recommencez ou voyez la solution.",
    }
}

/// A band's name.
pub fn band_name(band: Band) -> Text {
    match band {
        Band::Easy => EASY,
        Band::Medium => MEDIUM,
        Band::Hard => HARD,
        Band::Expert => EXPERT,
    }
}

/// The view's title: "Puzzle 12 of 126".
pub fn title(number: usize, count: usize, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Puzzle {number} of {count}"),
        Lang::Ja => format!("パズル {number}／{count}"),
        Lang::Fr => format!("Problème {number} sur {count}"),
    }
}

/// The task: "Black to move: find the best move."
pub fn task(side: Color, lang: Lang) -> String {
    let side = color(side, lang);
    match lang {
        Lang::En => format!("{side} to move: find the best move."),
        Lang::Ja => format!("{side}の番です。最善手を見つけてください。"),
        Lang::Fr => format!("{side} joue : trouvez le meilleur coup."),
    }
}

/// A first move judged: "Best move!", or how far it falls short and which move was best.
pub fn verdict_line(verdict: Verdict, loss: i32, best: &[String], lang: Lang) -> String {
    let discs = lang.count(loss.unsigned_abs().into(), &DISCS);
    let best = best.join(match lang {
        Lang::Ja => "・",
        Lang::En => " or ",
        Lang::Fr => " ou ",
    });
    match (verdict, lang) {
        (Verdict::Best, _) => BEST.get(lang).to_string(),
        (Verdict::Good, Lang::En) => {
            format!("Good: the same result, but {discs} fewer. Best: {best}.")
        }
        (Verdict::Good, Lang::Ja) => {
            format!("惜しい：結果は同じですが、石が{discs}少なくなります。最善手は{best}。")
        }
        (Verdict::Good, Lang::Fr) => {
            format!("Bien : même résultat, mais {discs} de moins. Meilleur : {best}.")
        }
        (Verdict::Wrong, Lang::En) => {
            format!("Wrong: a worse result, {discs} below the best. Best: {best}.")
        }
        (Verdict::Wrong, Lang::Ja) => {
            format!("不正解：結果が悪くなり、最善より石が{discs}少なくなります。最善手は{best}。")
        }
        (Verdict::Wrong, Lang::Fr) => {
            format!("Faux : un moins bon résultat, {discs} sous le meilleur. Meilleur : {best}.")
        }
    }
}

/// The player's progress: "Solved 12 of 126 (9 at the first try, 2 with a hint)".
pub fn progress(
    solved: usize,
    first_try: usize,
    with_hint: usize,
    count: usize,
    lang: Lang,
) -> String {
    match lang {
        Lang::En => format!(
            "Solved {solved} of {count} ({first_try} at the first try, {with_hint} with a hint)"
        ),
        Lang::Ja => format!("解決 {solved}／{count}（一度目で{first_try}、ヒントで{with_hint}）"),
        Lang::Fr => format!(
            "Résolus : {solved} sur {count} ({first_try} du premier coup, {with_hint} avec un indice)"
        ),
    }
}

/// How a game ends for `side` with a final disc difference of `value`: "Black wins by 8 discs".
pub fn result(side: Color, value: i8, lang: Lang) -> String {
    let name = color(side, lang);
    let discs = lang.count(u64::from(value.unsigned_abs()), &DISCS);
    match (value.signum(), lang) {
        (1, Lang::En) => format!("{name} wins by {discs}"),
        (1, Lang::Ja) => format!("{name}が{discs}差で勝ち"),
        (1, Lang::Fr) => format!("{name} gagne de {discs}"),
        (-1, Lang::En) => format!("{name} loses by {discs}"),
        (-1, Lang::Ja) => format!("{name}が{discs}差で負け"),
        (-1, Lang::Fr) => format!("{name} perd de {discs}"),
        (_, Lang::En) => format!("{name} draws"),
        (_, Lang::Ja) => format!("{name}は引き分け"),
        (_, Lang::Fr) => format!("{name} fait match nul"),
    }
}

/// The solution's answer: "f2: Black wins by 8 discs".
pub fn answer(square: Square, side: Color, value: i8, lang: Lang) -> String {
    let result = result(side, value, lang);
    match lang {
        Lang::En => format!("{square}: {result}."),
        Lang::Ja => format!("{square}：{result}。"),
        Lang::Fr => format!("{square} : {result}."),
    }
}

/// The second hint: "Hint: play f2 (Black wins by 8 discs)."
pub fn hint_move(square: Square, side: Color, value: i8, lang: Lang) -> String {
    let result = result(side, value, lang);
    match lang {
        Lang::En => format!("Hint: play {square} ({result})."),
        Lang::Ja => format!("ヒント：{square}に打ちます（{result}）。"),
        Lang::Fr => format!("Indice : jouez {square} ({result})."),
    }
}

/// How perfect play refutes a first move: "e2? White answers g1 and Black loses by 4 discs."
/// `reply` is `None` while perfect play thinks or when the game ended.
pub fn refutation(
    played: Square,
    side: Color,
    reply: Option<Move>,
    value: i8,
    lang: Lang,
) -> String {
    let result = result(side, value, lang);
    let other = color(side.opponent(), lang);
    match (reply, lang) {
        (Some(Move::Place(sq)), Lang::En) => {
            format!("{played}? {other} answers {sq} and {result}.")
        }
        (Some(Move::Place(sq)), Lang::Ja) => {
            format!("{played}？ {other}が{sq}と応じ、{result}になります。")
        }
        (Some(Move::Place(sq)), Lang::Fr) => {
            format!("{played} ? {other} répond {sq} et {result}.")
        }
        (Some(Move::Pass), Lang::En) => format!("{played}? {other} must pass and {result}."),
        (Some(Move::Pass), Lang::Ja) => {
            format!("{played}？ {other}はパスするしかなく、{result}になります。")
        }
        (Some(Move::Pass), Lang::Fr) => {
            format!("{played} ? {other} doit passer et {result}.")
        }
        (None, Lang::En) => format!("{played}? With best play, {result}."),
        (None, Lang::Ja) => format!("{played}？ 最善を尽くすと{result}になります。"),
        (None, Lang::Fr) => format!("{played} ? Avec le meilleur jeu, {result}."),
    }
}

/// Where the solution stands on the line: "Move 3 of 18".
pub fn line_at(shown: usize, known: usize, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Move {shown} of {known}"),
        Lang::Ja => format!("{shown}手目／{known}"),
        Lang::Fr => format!("Coup {shown} sur {known}"),
    }
}

/// A link to a puzzle that does not exist: "There is no puzzle 300: they are numbered 1 to 126."
pub fn no_such_puzzle(number: usize, count: usize, lang: Lang) -> String {
    match lang {
        Lang::En => format!("There is no puzzle {number}: they are numbered 1 to {count}."),
        Lang::Ja => format!("パズル {number} はありません。番号は1から{count}までです。"),
        Lang::Fr => format!("Il n’y a pas de problème {number} : ils vont de 1 à {count}."),
    }
}
