//! The words of the player's rating: its part of the Statistics dialog, the chart's text
//! alternative, and the level suggested in Options.

use super::{texts, Lang};

texts! {
    YOUR_RATING { "Your rating", "あなたのレーティング", "Votre cote" }
    RATING { "Rating", "レーティング", "Cote" }
    RATED_GAMES { "Rated games", "レーティング対象の対局", "Parties classées" }
    NO_RATED_GAME {
        "No rated game yet: finish a game against the computer.",
        "レーティング対象の対局はまだありません。コンピューターとの対局を最後まで打ってください。",
        "Aucune partie classée pour l’instant : terminez une partie contre l’ordinateur.",
    }
    RATING_NOTE {
        "Each game against the computer that ends moves your rating by the Elo rule against the level's rating, by up to 40 points in your first 20 games and 20 after; resigning or starting over counts as a loss. Drills, puzzles and games opened or set up are not rated. Reset keeps the rating.",
        "コンピューターとの対局が終わるたびに、レベルのレーティングを相手としてイロレーティングの計算でレーティングが動きます（最初の20局は最大40点、その後は最大20点）。投了や途中で新しい対局を始めると負けになります。定石練習、問題、開いた対局や配置した局面からの対局は対象外です。リセットしてもレーティングは残ります。",
        "Chaque partie terminée contre l’ordinateur fait évoluer votre cote selon la règle Elo face à la cote du niveau : de 40 points au plus pendant vos 20 premières parties, de 20 ensuite ; abandonner ou recommencer compte comme une défaite. Les entraînements, les problèmes et les parties ouvertes ou composées ne sont pas classés. Réinitialiser conserve la cote.",
    }
    CHOOSE_LEVEL { "Choose this level", "このレベルにする", "Choisir ce niveau" }
}

/// The chart's text alternative: the rating's course over `games` games from `start`, its
/// lowest and highest, then the latest games (number and rating after it) listed.
pub fn chart_summary(
    start: i32,
    games: usize,
    (lowest, highest): (i32, i32),
    latest: &[(usize, i32)],
    lang: Lang,
) -> String {
    let n = |r: i32| lang.integer(r.into());
    let now = latest.last().map_or(start, |&(_, r)| r);
    let list = |game: &str, sep: &str| {
        latest
            .iter()
            .map(|&(i, r)| format!("{game}{}{sep}{}", n(i as i32), n(r)))
            .collect::<Vec<_>>()
    };
    match lang {
        Lang::En => format!(
            "Your rating over {} games, from {} to {} (lowest {}, highest {}). After game {}.",
            n(games as i32),
            n(start),
            n(now),
            n(lowest),
            n(highest),
            list("", ": ").join(", game "),
        ),
        Lang::Ja => format!(
            "{}局でのレーティングの推移：{}から{}（最低{}、最高{}）。各対局後：{}。",
            n(games as i32),
            n(start),
            n(now),
            n(lowest),
            n(highest),
            list("第", "局 ").join("、"),
        ),
        Lang::Fr => format!(
            "Votre cote sur {} parties, de {} à {} (au plus bas {}, au plus haut {}). Après la partie {}.",
            n(games as i32),
            n(start),
            n(now),
            n(lowest),
            n(highest),
            list("", "\u{a0}: ").join(", partie "),
        ),
    }
}

/// The level suggested for the player's rating: "Your level: Intermediate (rating 620)".
pub fn your_level(level: &str, rating: i32, lang: Lang) -> String {
    let r = lang.integer(rating.into());
    match lang {
        Lang::En => format!("Your level: {level} (rating {r})"),
        Lang::Ja => format!("あなたのレベル：{level}（レーティング {r}）"),
        Lang::Fr => format!("Votre niveau\u{a0}: {level} (cote {r})"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_is_in_every_language() {
        let japanese = |s: &str| s.chars().any(|c| ('\u{3040}'..='\u{9fff}').contains(&c));
        for (name, text) in ALL {
            assert!(japanese(text.ja), "{name}");
            assert_ne!(text.en, text.fr, "{name}");
        }
        let [en, ja, fr] =
            Lang::ALL.map(|l| chart_summary(0, 3, (-20, 40), &[(2, 40), (3, 25)], l));
        assert_eq!(
            en,
            "Your rating over 3 games, from 0 to 25 (lowest −20, highest 40). After game 2: 40, game 3: 25."
        );
        assert_eq!(
            ja,
            "3局でのレーティングの推移：0から25（最低−20、最高40）。各対局後：第2局 40、第3局 25。"
        );
        assert!(
            fr.contains("Après la partie 2\u{a0}: 40, partie 3\u{a0}: 25."),
            "{fr}"
        );
        let [en, ja, fr] = Lang::ALL.map(|l| your_level("X", 1234, l));
        assert_eq!(en, "Your level: X (rating 1,234)");
        assert!(japanese(&ja) && fr.starts_with("Votre niveau"), "{ja} {fr}");
    }
}
