//! The analysis's words in every language: the evaluation readout, the hints' values and
//! each player's review summary.

use super::names::color;
use super::ui::EXACT;
use super::{texts, Lang, Noun, Plural, Text};
use crate::engine::search::analysis::PlayerSummary;
use crate::engine::Color;

texts! {
    EVEN { "Even", "互角", "Égalité" }
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
