//! The Puzzles view's words, each in every language.

use super::names::color;
use super::ui::DISCS;
use super::{texts, Lang, Text};
use crate::engine::puzzles::{Band, Verdict};
use crate::engine::Color;

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

/// The player's progress: "Solved 12 of 126 (9 at the first try)".
pub fn progress(solved: usize, first_try: usize, count: usize, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Solved {solved} of {count} ({first_try} at the first try)"),
        Lang::Ja => format!("解決 {solved}／{count}（一度目で{first_try}）"),
        Lang::Fr => format!("Résolus : {solved} sur {count} ({first_try} du premier coup)"),
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
