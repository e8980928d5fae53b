//! The game's sentences in every language: whose move it is, passes and pauses, results,
//! move announcements, steps through the history, draws, refusals and confirmation
//! questions. `session::text` chooses which one the session's state calls for.

use super::names::color;
use super::{texts, Lang};
use crate::engine::{Color, Ending, Outcome, Square};

texts! {
    THINKING { "The computer is thinking…", "コンピューターが考えています…", "L’ordinateur réfléchit…" }
    GETTING_READY { "The computer is getting ready…", "コンピューターの準備中です…", "L’ordinateur se prépare…" }
    PAUSED { "Paused", "一時停止", "En pause" }
    GAME_OVER { "Game over", "終局", "Terminée" }
    MOVE_TAKEN_BACK { "Move taken back", "一手戻しました", "Coup annulé" }
    ALL_MOVES_TAKEN_BACK { "All moves taken back", "最初まで戻しました", "Tous les coups annulés" }
    MOVE_REPLAYED { "Move replayed", "一手進めました", "Coup rejoué" }
    ALL_MOVES_REPLAYED { "All moves replayed", "最後まで進めました", "Tous les coups rejoués" }
    GAME_IS_OVER {
        "The game is over — start a new game",
        "対局は終わりました — 新しい対局を始めてください",
        "La partie est terminée — commencez-en une nouvelle",
    }
    WAIT_FOR_COMPUTER { "Wait for the computer's move", "コンピューターの手を待ってください", "Attendez le coup de l’ordinateur" }
    NOT_COMPUTERS_TURN { "It is not the computer's turn", "コンピューターの番ではありません", "Ce n’est pas au tour de l’ordinateur" }
    NOTHING_TO_UNDO { "There is no move to take back", "戻す手がありません", "Aucun coup à annuler" }
    NOTHING_TO_REDO { "There is no move to replay", "進める手がありません", "Aucun coup à rejouer" }
    NOT_PAUSED { "Play is not paused", "一時停止していません", "La partie n’est pas en pause" }
    NO_MISTAKE_AFTER { "No marked move further on (review the game first)", "この先に印の付いた手はありません（先に対局を検討してください）", "Aucun coup signalé plus loin (analysez d’abord la partie)" }
    NO_MISTAKE_BEFORE { "No marked move before this one", "これより前に印の付いた手はありません", "Aucun coup signalé avant celui-ci" }
    NOTHING_TO_REVIEW { "There is no move to review yet", "検討する手がまだありません", "Il n’y a pas encore de coup à analyser" }
    DRAW_ON_COMPUTERS_TURN {
        "A draw can be offered only on a person's own turn.",
        "引き分けの提案は、人間が自分の番のときだけできます。",
        "La nulle ne se propose qu’au tour d’un joueur humain.",
    }
    LOST_ON_TIME {
        "A loss on time cannot be taken back",
        "時間切れ負けは取り消せません",
        "Une défaite au temps ne peut pas être annulée",
    }
    STALE_OFFER {
        "The game has moved on since the draw offer",
        "引き分けの提案のあと、対局が進みました",
        "La partie a avancé depuis la proposition de nulle",
    }
    RESIGN_TO_COMPUTER {
        "Resign this game? The computer wins 64–0.",
        "この対局を投了しますか？コンピューターの64–0の勝ちになります。",
        "Abandonner cette partie ? L’ordinateur gagne 64–0.",
    }
    NEW_GAME_COUNTS_AS_LOSS {
        "Start a new game? The game in progress counts as a loss for you.",
        "新しい対局を始めますか？対局中のゲームはあなたの負けになります。",
        "Commencer une nouvelle partie ? La partie en cours compte comme une défaite pour vous.",
    }
    NEW_GAME_LOSES_GAME {
        "Start a new game? The game in progress will be lost.",
        "新しい対局を始めますか？対局中のゲームは失われます。",
        "Commencer une nouvelle partie ? La partie en cours sera perdue.",
    }
    TAKE_BACK_COUNTED_END {
        "This game is over. Take a move back and play on? Its result leaves the statistics.",
        "この対局は終わっています。一手戻して続けますか？結果は成績から外されます。",
        "Cette partie est terminée. Annuler un coup et reprendre ? Son résultat sort des statistiques.",
    }
    TAKE_BACK_END {
        "This game is over. Take a move back and play on?",
        "この対局は終わっています。一手戻して続けますか？",
        "Cette partie est terminée. Annuler un coup et reprendre ?",
    }
    PLAY_ON { "Play on", "対局を続ける", "Continuer la partie" }
}

/// "Black to move".
pub fn to_move(side: Color, lang: Lang) -> String {
    let name = color(side, lang);
    match lang {
        Lang::En => format!("{name} to move"),
        Lang::Ja => format!("{name}の番"),
        Lang::Fr => format!("À {name} de jouer"),
    }
}

/// Play paused on the computer's turn: "Black to move — paused. Resume play (P) lets the
/// computer move." (`resume`: the action that goes on, with its key).
pub fn paused(side: Color, resume: &str, lang: Lang) -> String {
    let name = color(side, lang);
    match lang {
        Lang::En => format!("{name} to move — paused. {resume} lets the computer move."),
        Lang::Ja => format!("{name}の番 — 一時停止中。「{resume}」でコンピューターが打ちます。"),
        Lang::Fr => {
            format!("À {name} de jouer — en pause. « {resume} » laisse jouer l’ordinateur.")
        }
    }
}

/// A forced pass: "White has no legal move — Black plays again" (`side` plays again).
pub fn passed(side: Color, lang: Lang) -> String {
    let (passer, side) = (color(side.opponent(), lang), color(side, lang));
    match lang {
        Lang::En => format!("{passer} has no legal move — {side} plays again"),
        Lang::Ja => format!("{passer}は打てる手がなくパス — 続けて{side}の番"),
        Lang::Fr => format!("{passer} n’a aucun coup légal et passe — {side} rejoue"),
    }
}

/// A clock as a screen reader reads it: "Black's clock: 2:59".
pub fn clock_label(side: Color, time: &str, lang: Lang) -> String {
    let side = color(side, lang);
    match lang {
        Lang::En => format!("{side}'s clock: {time}"),
        Lang::Ja => format!("{side}の持ち時間 {time}"),
        Lang::Fr => format!("Pendule de {side}\u{a0}: {time}"),
    }
}

/// The score Black–White: "36–28".
pub fn score(outcome: &Outcome) -> String {
    format!("{}–{}", outcome.black, outcome.white)
}

/// How a finished game ended, with the score: in the person's terms ("you win", "the
/// computer wins") when `computer` names the computer's side against one person, else by
/// colour.
pub fn outcome_line(outcome: &Outcome, computer: Option<Color>, lang: Lang) -> String {
    let score = score(outcome);
    let by_winner = |winner: Color| {
        format!(
            "{}–{}",
            outcome.score(winner),
            outcome.score(winner.opponent())
        )
    };
    let name = |side: Color| color(side, lang);
    let person_wins = |winner: Color| computer.is_some_and(|c| c != winner);
    match (outcome.ending, outcome.winner) {
        (Ending::Resigned(loser), Some(winner)) => {
            let by_winner = by_winner(winner);
            let (loser, winner) = (name(loser), name(winner));
            match (computer, lang) {
                (Some(_), Lang::En) => format!("You resigned — the computer wins {by_winner}"),
                (Some(_), Lang::Ja) => format!("あなたの投了 — コンピューターの勝ち {by_winner}"),
                (Some(_), Lang::Fr) => {
                    format!("Vous avez abandonné — l’ordinateur gagne {by_winner}")
                }
                (None, Lang::En) => format!("{loser} resigned — {winner} wins {score}"),
                (None, Lang::Ja) => format!("{loser}の投了 — {winner}の勝ち {score}"),
                (None, Lang::Fr) => format!("{loser} abandonne — {winner} gagne {score}"),
            }
        }
        (Ending::Time(loser), Some(winner)) => {
            let by_winner = by_winner(winner);
            let computer_fell = computer == Some(loser);
            let (loser, winner) = (name(loser), name(winner));
            match (computer, computer_fell, lang) {
                (Some(_), false, Lang::En) => {
                    format!("Your time ran out — the computer wins {by_winner}")
                }
                (Some(_), false, Lang::Ja) => {
                    format!("あなたの時間切れ — コンピューターの勝ち {by_winner}")
                }
                (Some(_), false, Lang::Fr) => {
                    format!("Votre temps est écoulé — l’ordinateur gagne {by_winner}")
                }
                (Some(_), true, Lang::En) => {
                    format!("The computer's time ran out — you win {by_winner}")
                }
                (Some(_), true, Lang::Ja) => {
                    format!("コンピューターの時間切れ — あなたの勝ち {by_winner}")
                }
                (Some(_), true, Lang::Fr) => {
                    format!("Le temps de l’ordinateur est écoulé — vous gagnez {by_winner}")
                }
                (None, _, Lang::En) => format!("{loser}'s time ran out — {winner} wins {score}"),
                (None, _, Lang::Ja) => format!("{loser}の時間切れ — {winner}の勝ち {score}"),
                (None, _, Lang::Fr) => {
                    format!("Temps écoulé pour {loser} — {winner} gagne {score}")
                }
            }
        }
        (Ending::DrawAgreed, _) => match lang {
            Lang::En => format!("Game over: draw agreed at {score}"),
            Lang::Ja => format!("終局：{score} で合意の引き分け"),
            Lang::Fr => format!("Partie terminée : nulle convenue à {score}"),
        },
        (_, Some(winner)) if computer.is_some() => {
            let score = by_winner(winner);
            match (person_wins(winner), lang) {
                (true, Lang::En) => format!("Game over: you win {score}"),
                (true, Lang::Ja) => format!("終局：あなたの勝ち {score}"),
                (true, Lang::Fr) => format!("Partie terminée : vous gagnez {score}"),
                (false, Lang::En) => format!("Game over: the computer wins {score}"),
                (false, Lang::Ja) => format!("終局：コンピューターの勝ち {score}"),
                (false, Lang::Fr) => format!("Partie terminée : l’ordinateur gagne {score}"),
            }
        }
        (_, Some(winner)) => match lang {
            Lang::En => format!("Game over: {} wins {score}", name(winner)),
            Lang::Ja => format!("終局：{}の勝ち {score}", name(winner)),
            Lang::Fr => format!("Partie terminée : {} gagne {score}", name(winner)),
        },
        (_, None) => match lang {
            Lang::En => format!("Game over: a draw, {score}"),
            Lang::Ja => format!("終局：引き分け {score}"),
            Lang::Fr => format!("Partie terminée : nulle, {score}"),
        },
    }
}

/// Who plays each side, by the players' names and, when a computer plays, its level's:
/// "Black: Human · White: Computer (Beginner)".
pub fn lineup(black: &str, white: &str, level: Option<&str>, lang: Lang) -> String {
    let line = format!(
        "{} · {}",
        lang.labelled(color(Color::Black, lang), black),
        lang.labelled(color(Color::White, lang), white)
    );
    match level {
        Some(level) => lang.bracketed(&line, level),
        None => line,
    }
}

/// The turn indicator between the scores: the number of the move to play, "Move 3".
pub fn move_number(number: usize, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Move {number}"),
        Lang::Ja => format!("{number}手目"),
        Lang::Fr => format!("Coup {number}"),
    }
}

/// What a screen reader hears after a move: who played where, how many discs it turned
/// (`flipped`), the count after it (`discs`: Black's, White's), then `status`.
pub fn played(
    mover: Color,
    square: Square,
    flipped: u32,
    discs: [u32; 2],
    status: &str,
    lang: Lang,
) -> String {
    let name = color(mover, lang);
    let [black, white] = discs;
    let (b, w) = (color(Color::Black, lang), color(Color::White, lang));
    match lang {
        Lang::En => {
            let discs = if flipped == 1 { "disc" } else { "discs" };
            format!("{name} played {square}, turning {flipped} {discs}: {b} {black}, {w} {white}. {status}")
        }
        Lang::Ja => format!(
            "{name}が {square} に打ち、{flipped}石を返しました。{b} {black}、{w} {white}。{status}"
        ),
        Lang::Fr => {
            let discs = if flipped <= 1 { "pion" } else { "pions" };
            format!("{name} a joué {square} et retourne {flipped} {discs}\u{a0}: {b} {black}, {w} {white}. {status}")
        }
    }
}

/// A draw offer accepted by `who`, then what happens next (`status`).
pub fn draw_accepted(who: Color, status: &str, lang: Lang) -> String {
    let who = color(who, lang);
    match lang {
        Lang::En => format!("{who} accepts the draw. {status}"),
        Lang::Ja => format!("{who}が引き分けを受け入れました。{status}"),
        Lang::Fr => format!("{who} accepte la nulle. {status}"),
    }
}

/// A draw offer declined by `who`, whose opponent moves next.
pub fn draw_declined(who: Color, lang: Lang) -> String {
    let next = color(who.opponent(), lang);
    let who = color(who, lang);
    match lang {
        Lang::En => format!("{who} declines the draw — {next} to move"),
        Lang::Ja => format!("{who}は引き分けを断りました — {next}の番"),
        Lang::Fr => format!("{who} refuse la nulle — à {next} de jouer"),
    }
}

/// The line shown while the computer considers a draw offer.
pub fn draw_pending_line(by: Color, lang: Lang) -> String {
    let who = color(by, lang);
    match lang {
        Lang::En => format!("{who} offers a draw; the computer is considering it…"),
        Lang::Ja => format!("{who}が引き分けを提案しました。コンピューターが検討中です…"),
        Lang::Fr => format!("{who} propose la nulle ; l’ordinateur réfléchit…"),
    }
}

/// A move refused because play is paused on the computer's turn (`side`), with the action
/// that goes on (`resume`, with its key).
pub fn paused_refusal(side: Color, resume: &str, lang: Lang) -> String {
    let side = color(side, lang);
    match lang {
        Lang::En => format!(
            "Play is paused on the computer's turn ({}). Choose {resume} to let it move, or undo further.",
            side.to_ascii_lowercase()
        ),
        Lang::Ja => format!(
            "コンピューター（{side}）の番で一時停止しています。「{resume}」で打たせるか、さらに戻してください。"
        ),
        Lang::Fr => format!(
            "La partie est en pause au tour de l’ordinateur ({}). Choisissez « {resume} » pour le laisser jouer, ou annulez encore.",
            side.to_ascii_lowercase()
        ),
    }
}

/// A move refused as illegal: "f5 is not a legal move for Black".
pub fn illegal(square: Square, side: Color, lang: Lang) -> String {
    let side = color(side, lang);
    match lang {
        Lang::En => format!("{square} is not a legal move for {side}"),
        Lang::Ja => format!("{square} は{side}の打てる手ではありません"),
        Lang::Fr => format!(
            "{square} n’est pas un coup légal pour {}",
            side.to_ascii_lowercase()
        ),
    }
}

/// The question before `loser` resigns a game between people: "Resign for Black? White
/// wins 64–0."
pub fn resign_for(loser: Color, lang: Lang) -> String {
    let (loser, winner) = (color(loser, lang), color(loser.opponent(), lang));
    match lang {
        Lang::En => format!("Resign for {loser}? {winner} wins 64–0."),
        Lang::Ja => format!("{loser}が投了しますか？{winner}の64–0の勝ちになります。"),
        Lang::Fr => format!("Abandonner pour {loser} ? {winner} gagne 64–0."),
    }
}
