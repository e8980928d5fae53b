//! The words of opening drills: the chooser, the verdict on each move, the summary, and the
//! drills' line in the statistics.

use super::names::{color, opening};
use super::ui::DISCS;
use super::{texts, Lang, Noun, Text};
use crate::engine::{Color, Square};

texts! {
    DRILL { "Opening drill", "定石練習", "Entraînement d’ouverture" }
    FIND_OPENING { "Find an opening", "定石を探す", "Chercher une ouverture" }
    OPENING_LIST { "Opening", "定石", "Ouverture" }
    NO_OPENING_FOUND { "No opening has that name.", "その名前の定石はありません。", "Aucune ouverture de ce nom." }
    YOUR_COLOUR { "Your colour", "あなたの色", "Votre couleur" }
    START_DRILL { "Start drill", "練習を始める", "Commencer" }
    START_DRILL_COUNTS_AS_LOSS {
        "Start the drill? The game in progress counts as a loss for you.",
        "定石練習を始めますか？対局中のゲームはあなたの負けになります。",
        "Commencer l’entraînement ? La partie en cours compte comme une défaite pour vous.",
    }
    START_DRILL_LOSES_GAME {
        "Start the drill? The game in progress will be lost.",
        "定石練習を始めますか？対局中のゲームは失われます。",
        "Commencer l’entraînement ? La partie en cours sera perdue.",
    }
    ON_LINE { "On the line.", "定石どおりです。", "Dans la ligne." }
    BY_BOOK { "by the book", "定石の評価", "selon la bibliothèque" }
    BY_SEARCH { "by a search", "探索の評価", "selon une recherche" }
    DRILL_AGAIN { "Drill again", "もう一度練習", "Recommencer" }
    DRILLS_COMPLETED { "Opening drills completed", "定石練習の完了数", "Entraînements d’ouverture terminés" }
    HELP {
        "Opening drill practises a named opening. Choose it (search by its name or its moves) and your colour: the computer plays the line's moves for its side, and each of your moves is judged at once. A move off the line is not played: you see the line's move and what leaving the line costs (by the opening book where it knows the position, else by a short search), and try again. When the whole line is on the board, a summary says how many of your moves were right at the first try; you may play on from there. Drills are counted apart in the statistics, and their games count as no game.",
        "定石練習では名前のある定石を練習します。定石（名前か手順で探せます）と自分の色を選ぶと、コンピューターは相手側の定石の手を打ち、あなたの手はその場で判定されます。定石から外れた手は打たれず、定石の手と、外れるとどれだけ損か（その局面が定石データにあれば定石の評価、なければ短い探索）が表示されるので、打ち直します。定石の手がすべて盤に並ぶと、何手を一度で正しく打てたかをまとめて表示し、そこから対局を続けることもできます。練習は成績で別に数え、練習の対局は対局として数えません。",
        "L’entraînement d’ouverture fait travailler une ouverture nommée. Choisissez-la (cherchez-la par son nom ou ses coups) ainsi que votre couleur : l’ordinateur joue les coups de la ligne pour son camp, et chacun de vos coups est jugé aussitôt. Un coup hors de la ligne n’est pas joué : vous voyez le coup de la ligne et ce que coûte de la quitter (selon la bibliothèque d’ouvertures si elle connaît la position, sinon selon une courte recherche), puis vous rejouez. Quand toute la ligne est sur le plateau, un bilan indique combien de vos coups étaient justes du premier coup ; vous pouvez continuer la partie. Les entraînements sont comptés à part dans les statistiques, et leurs parties ne comptent pas comme des parties.",
    }
    DRILLS_APART {
        "Drills are counted apart: their games count in neither table.",
        "練習は別に数えます。練習の対局はどちらの表にも入りません。",
        "Les entraînements sont comptés à part : leurs parties ne comptent dans aucun tableau.",
    }
}

/// Moves, counted: "1 move", "5 coups", "5手".
pub const MOVES: Noun = Noun {
    one: Text {
        en: "move",
        ja: "手",
        fr: "coup",
    },
    other: Text {
        en: "moves",
        ja: "手",
        fr: "coups",
    },
};

/// An opening in the chooser: "Tiger (5 moves)".
pub fn opening_choice(english: &'static str, moves: usize, lang: Lang) -> String {
    let name = opening(english, lang);
    let count = lang.count(moves as u64, &MOVES);
    match lang {
        Lang::Ja => format!("{name}（{count}）"),
        Lang::En | Lang::Fr => format!("{name} ({count})"),
    }
}

/// The drill under way: "Drill: Tiger, as White".
pub fn heading(english: &'static str, person: Color, lang: Lang) -> String {
    let (name, side) = (opening(english, lang), color(person, lang));
    match lang {
        Lang::En => format!("Drill: {name}, as {side}"),
        Lang::Ja => format!("練習：{name}（{side}番）"),
        Lang::Fr => format!("Entraînement : {name}, avec {side}"),
    }
}

/// A move that left the line: "Off the line: you chose c4; the line plays e6."
pub fn off_line(played: Square, line: Square, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Off the line: you chose {played}; the line plays {line}."),
        Lang::Ja => format!("定石から外れました：{played}ではなく、定石は{line}です。"),
        Lang::Fr => format!("Hors de la ligne : vous avez choisi {played} ; la ligne joue {line}."),
    }
}

/// What leaving the line costs: "Leaving it costs 3 discs, by the book."
pub fn cost(discs: i32, book: bool, lang: Lang) -> String {
    let how = if book { BY_BOOK } else { BY_SEARCH }.get(lang);
    if discs <= 0 {
        return match lang {
            Lang::En => format!("Leaving it costs nothing here, {how}."),
            Lang::Ja => format!("ここでは外れても損はありません（{how}）。"),
            Lang::Fr => format!("La quitter ne coûte rien ici, {how}."),
        };
    }
    let lost = lang.count(discs.unsigned_abs().into(), &DISCS);
    match lang {
        Lang::En => format!("Leaving it costs {lost}, {how}."),
        Lang::Ja => format!("外れると{lost}の損です（{how}）。"),
        Lang::Fr => format!("La quitter coûte {lost}, {how}."),
    }
}

/// The summary's first line: "Drill complete: 3 of your 4 moves on the line at the first try."
pub fn summary(first_try: usize, moves: usize, lang: Lang) -> String {
    let all = lang.count(moves as u64, &MOVES);
    match lang {
        Lang::En => {
            format!("Drill complete: {first_try} of your {all} on the line at the first try.")
        }
        Lang::Ja => format!("練習完了：あなたの{all}のうち{first_try}手が一度で定石どおりでした。"),
        Lang::Fr => format!(
            "Entraînement terminé : {first_try} de vos {all} dans la ligne du premier coup."
        ),
    }
}

/// One miss in the summary: "Move 5: c4 for e6, cost 3 discs" (`ply`: discs before it).
pub fn miss(ply: usize, played: Square, line: Square, lost: Option<i32>, lang: Lang) -> String {
    let number = ply + 1;
    let lost = lost.map(|d| lang.count(d.max(0).unsigned_abs().into(), &DISCS));
    match (lang, lost) {
        (Lang::En, Some(l)) => format!("Move {number}: {played} for {line}, cost {l}"),
        (Lang::En, None) => format!("Move {number}: {played} for {line}"),
        (Lang::Ja, Some(l)) => format!("{number}手目：{line}ではなく{played}（{l}損）"),
        (Lang::Ja, None) => format!("{number}手目：{line}ではなく{played}"),
        (Lang::Fr, Some(l)) => format!("Coup {number} : {played} pour {line}, coût {l}"),
        (Lang::Fr, None) => format!("Coup {number} : {played} pour {line}"),
    }
}
