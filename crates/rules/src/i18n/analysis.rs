//! The analysis's words in every language: the evaluation readout, the hints' values and
//! each player's review summary.

use super::names::color;
use super::ui::EXACT;
use super::{texts, Lang, Noun, Plural, Text};
use crate::engine::search::analysis::{Class, MoveReview, PlayerSummary};
use crate::engine::{Color, Square};

texts! {
    EVEN { "Even", "互角", "Égalité" }
    LEGEND_HINTS { "Hints: the number on each move is the final disc difference for the side to move if both sides then play perfectly (+4: win by 4); boxed, exact (solved); plain, estimated by a search; the line above is the best of them.", "ヒント：各手の数字は、その後を双方が最善に打ったときの手番側の最終石差（+4：4石勝ち）。枠付きは確定値（完全読み）、枠なしは探索による推定値。上の行はその最善の値。", "Conseils : le nombre sur chaque coup est l'écart final de pions pour le camp au trait si les deux camps jouent ensuite parfaitement (+4 : gain de 4) ; encadré, exact (résolu) ; sinon, estimé par une recherche ; la ligne au-dessus en donne le meilleur." }
    LEGEND_DOTS { "Graph: ● exact value, ○ estimate; under it, each side's marked moves on its own row.", "グラフ：● 確定値、○ 推定値。下の段に、黒と白それぞれの印の付いた手。", "Graphique : ● valeur exacte, ○ estimation ; dessous, les coups signalés de chaque camp sur sa ligne." }
    LEGEND_INACCURACY { "?! ◇ inaccuracy: 2–3 discs lost", "?! ◇ 疑問手：2～3石の損", "?! ◇ imprécision : 2 à 3 pions perdus" }
    LEGEND_MISTAKE { "? ◆ mistake: 4–7 discs lost", "? ◆ 悪手：4～7石の損", "? ◆ erreur : 4 à 7 pions perdus" }
    LEGEND_BLUNDER { "?? ▲ blunder: 8 discs or more", "?? ▲ 大悪手：8石以上の損", "?? ▲ gaffe : 8 pions ou plus" }
    LEGEND_BOARD_BEST { "★ solid frame on the board: the best move", "★ 盤上の実線の枠：最善手", "★ cadre plein sur le plateau : le meilleur coup" }
    LEGEND_BOARD_PLAYED { "dashed frame: the move played", "破線の枠：実際に打った手", "cadre en tirets : le coup joué" }
    REVIEWED_MOVE { "Reviewed move", "検討した手", "Coup analysé" }
    MOVE_COLUMN { "Move", "手", "Coup" }
    LANE_BLACK { "B", "黒", "N" }
    LANE_WHITE { "W", "白", "B" }
    MISTAKE_STEPS { "Step through the marked moves", "印の付いた手をたどる", "Parcourir les coups signalés" }
    OWN_MOVES_ONLY { "My moves only", "自分の手だけ", "Mes coups seulement" }
}

/// A position's value from Black's view, as the evaluation readout says it: "Black +4",
/// "White +2", "Even", each with "exact" when proven.
pub fn evaluation_line(black_score: i32, exact: bool, lang: Lang) -> String {
    let who = match black_score.signum() {
        1 => format!("{} +{black_score}", color(Color::Black, lang)),
        -1 => format!("{} +{}", color(Color::White, lang), -black_score),
        _ => EVEN.get(lang).to_string(),
    };
    if exact {
        lang.bracketed(&who, EXACT.get(lang))
    } else {
        who
    }
}

/// A move's principal line, read after its value: "line f4 e3 f6 e6 f3".
pub fn line_part(line: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("line {line}"),
        Lang::Ja => format!("手順 {line}"),
        Lang::Fr => format!("suite {line}"),
    }
}

/// A hint's value as the board shows it: "+4", "−2", "0" (a true minus sign).
pub fn hint_label(score: i32) -> String {
    match score.signum() {
        1 => format!("+{score}"),
        -1 => format!("−{}", -score),
        _ => "0".to_string(),
    }
}

/// Blunders, counted.
const BLUNDERS: Noun = Noun {
    one: Text {
        en: "blunder",
        ja: "大悪手",
        fr: "gaffe",
    },
    other: Text {
        en: "blunders",
        ja: "大悪手",
        fr: "gaffes",
    },
};

/// Mistakes, counted.
const MISTAKES: Noun = Noun {
    one: Text {
        en: "mistake",
        ja: "悪手",
        fr: "erreur",
    },
    other: Text {
        en: "mistakes",
        ja: "悪手",
        fr: "erreurs",
    },
};

/// Inaccuracies, counted.
const INACCURACIES: Noun = Noun {
    one: Text {
        en: "inaccuracy",
        ja: "疑問手",
        fr: "imprécision",
    },
    other: Text {
        en: "inaccuracies",
        ja: "疑問手",
        fr: "imprécisions",
    },
};

/// One player's review in a line: "Black: 1 blunder, 2 mistakes, 3 inaccuracies; 1.4 discs
/// lost a move on average."
pub fn review_summary_line(side: Color, summary: &PlayerSummary, lang: Lang) -> String {
    let name = color(side, lang);
    let average = summary.average_loss();
    let loss = lang.decimal(average, 1);
    let counts = |n: u32, noun: &Noun| match lang {
        // Japanese names the class first: "大悪手1".
        Lang::Ja => format!("{}{n}", noun.other.get(lang)),
        Lang::En | Lang::Fr => lang.count(u64::from(n), noun),
    };
    let (blunders, mistakes, inaccuracies) = (
        counts(summary.blunders, &BLUNDERS),
        counts(summary.mistakes, &MISTAKES),
        counts(summary.inaccuracies, &INACCURACIES),
    );
    match lang {
        Lang::En => format!(
            "{name}: {blunders}, {mistakes}, {inaccuracies}; {loss} discs lost a move on average"
        ),
        Lang::Ja => {
            format!("{name}：{blunders}、{mistakes}、{inaccuracies}。1手あたり平均{loss}石の損")
        }
        Lang::Fr => {
            // French counts 0 to 1.9 as one: "1,4 pion perdu", "2,5 pions perdus".
            let discs = match lang.plural(average.trunc() as u64) {
                Plural::One => "pion perdu",
                Plural::Other => "pions perdus",
            };
            format!(
                "{name}\u{a0}: {blunders}, {mistakes}, {inaccuracies} ; {loss} {discs} par coup en moyenne"
            )
        }
    }
}

/// The reviewed move chosen in the position shown, as the panel heads it: "Move 13, White:
/// mistake ?" (`number` counts the discs placed, this one included).
pub fn choice_heading(number: usize, side: Color, class: Class, lang: Lang) -> String {
    let name = color(side, lang);
    let class = format!("{} {}", super::ui::class_name(class, lang), class.glyph());
    let class = class.trim_end();
    match lang {
        Lang::En => format!("Move {number}, {name}: {class}"),
        Lang::Ja => format!("{number}手目（{name}）：{class}"),
        Lang::Fr => format!("Coup {number}, {name}\u{a0}: {class}"),
    }
}

/// The move played and the best one with their values, from the mover's view: "Played d3:
/// −4 · Best c5: +2" (every best move, when several tie).
pub fn choice_values(
    played: Square,
    played_score: i32,
    best: &[Square],
    best_score: i32,
    lang: Lang,
) -> String {
    let best = best
        .iter()
        .map(Square::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    let (played_score, best_score) = (hint_label(played_score), hint_label(best_score));
    match lang {
        Lang::En => format!("Played {played}: {played_score} · Best {best}: {best_score}"),
        Lang::Ja => format!("打った手 {played}：{played_score} · 最善 {best}：{best_score}"),
        Lang::Fr => {
            format!("Joué {played}\u{a0}: {played_score} · Meilleur {best}\u{a0}: {best_score}")
        }
    }
}

/// What a screen reader hears of the best move's square: "best move, +2".
pub fn best_move_part(score: i32, lang: Lang) -> String {
    let score = hint_label(score);
    match lang {
        Lang::En => format!("best move, {score}"),
        Lang::Ja => format!("最善手、{score}"),
        Lang::Fr => format!("meilleur coup, {score}"),
    }
}

/// What a screen reader hears of the played move's square: "move played, −4, mistake".
pub fn played_move_part(score: i32, class: Class, lang: Lang) -> String {
    let score = hint_label(score);
    let class = super::ui::class_name(class, lang);
    match lang {
        Lang::En => format!("move played, {score}, {class}"),
        Lang::Ja => format!("打った手、{score}、{class}"),
        Lang::Fr => format!("coup joué, {score}, {class}"),
    }
}

/// A reviewed move as the graph's table and mark name it: "Black b8: blunder ??, 34 discs
/// lost, best a3".
pub fn graph_mark_label(side: Color, note: &str, played: Square, lang: Lang) -> String {
    lang.labelled(&format!("{} {played}", color(side, lang)), note)
}

/// The reviewed move in view, said when a step lands on it: "Move 13, White: mistake ?.
/// Played d3: −4 · Best c5: +2."
pub fn choice_line(number: usize, c: &MoveReview, lang: Lang) -> String {
    let heading = choice_heading(number, c.color, c.class, lang);
    let values = choice_values(c.played, c.played_score, &c.best, c.best_score, lang);
    lang.sentences(&lang.sentence(&heading), &lang.sentence(&values))
}
