//! Every sentence the game shows or announces, in one place and in every language: the
//! status line, results in the player's terms, move announcements, refusals, confirmation
//! questions and what the game record's actions (open, copy, save, restore) say.

use super::{lone_computer, Confirm, Refusal, Session, Source, Turn};
use crate::engine::record::ImportError;
use crate::engine::search::analysis::PlayerSummary;
use crate::engine::search::Level;
use crate::engine::{Color, Ending, Game, Outcome};
use crate::i18n::names::{color, level as level_name};
use crate::i18n::record::import_error;
use crate::i18n::{Lang, Noun, Plural, Text};
use crate::settings::shortcuts::Action;
use crate::settings::words::{action_with_key, player};
use crate::settings::Players;
use std::fmt;

/// The status line: whose move it is (and whether play is paused), a forced pass, or how
/// the game ended.
pub fn status_line(session: &Session, lang: Lang) -> String {
    let game = session.game();
    let name = |side: Color| color(side, lang);
    match session.turn() {
        // An opened game was not played by these players: its result is told by colour.
        Turn::Over(outcome) => outcome_line(
            &outcome,
            lone_computer(&session.playing()).filter(|_| !session.saved().imported),
            lang,
        ),
        Turn::Held(side) => {
            let resume = action_with_key(Action::ResumePlay, lang);
            match lang {
                Lang::En => format!(
                    "{} to move — paused. {resume} lets the computer move.",
                    name(side)
                ),
                Lang::Ja => format!(
                    "{}の番 — 一時停止中。「{resume}」でコンピュータが打ちます。",
                    name(side)
                ),
                Lang::Fr => format!(
                    "À {} de jouer — en pause. « {resume} » laisse jouer l’ordinateur.",
                    name(side)
                ),
            }
        }
        Turn::Person(side) | Turn::Computer(side) if game.just_passed() => {
            let passer = name(side.opponent());
            match lang {
                Lang::En => format!("{passer} has no legal move — {} plays again", name(side)),
                Lang::Ja => format!("{passer}は打てる手がなくパス — 続けて{}の番", name(side)),
                Lang::Fr => format!(
                    "{passer} n’a aucun coup légal et passe — {} rejoue",
                    name(side)
                ),
            }
        }
        Turn::Person(side) | Turn::Computer(side) => to_move(side, lang),
    }
}

/// "Black to move".
fn to_move(side: Color, lang: Lang) -> String {
    let name = color(side, lang);
    match lang {
        Lang::En => format!("{name} to move"),
        Lang::Ja => format!("{name}の番"),
        Lang::Fr => format!("À {name} de jouer"),
    }
}

/// How a finished game ended, with the score: in the person's terms ("you win", "the
/// computer wins") when `computer` names the computer's side against one person, else by
/// colour.
pub fn outcome_line(outcome: &Outcome, computer: Option<Color>, lang: Lang) -> String {
    let score = format!("{}–{}", outcome.black, outcome.white);
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
            let score = by_winner(winner);
            match (computer, lang) {
                (Some(_), Lang::En) => format!("You resigned — the computer wins {score}"),
                (Some(_), Lang::Ja) => format!("あなたの投了 — コンピュータの勝ち {score}"),
                (Some(_), Lang::Fr) => {
                    format!("Vous avez abandonné — l’ordinateur gagne {score}")
                }
                (None, Lang::En) => format!(
                    "{} resigned — {} wins {}",
                    name(loser),
                    name(winner),
                    outcome_score(outcome)
                ),
                (None, Lang::Ja) => format!(
                    "{}の投了 — {}の勝ち {}",
                    name(loser),
                    name(winner),
                    outcome_score(outcome)
                ),
                (None, Lang::Fr) => format!(
                    "{} abandonne — {} gagne {}",
                    name(loser),
                    name(winner),
                    outcome_score(outcome)
                ),
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
                (false, Lang::Ja) => format!("終局：コンピュータの勝ち {score}"),
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

/// The score Black–White.
fn outcome_score(outcome: &Outcome) -> String {
    format!("{}–{}", outcome.black, outcome.white)
}

/// The line under the status while the computer searches its move.
pub const THINKING: Text = Text {
    en: "The computer is thinking…",
    ja: "コンピュータが考えています…",
    fr: "L’ordinateur réfléchit…",
};

/// The same line while the AI's worker is still loading (seconds on a slow phone).
pub const GETTING_READY: Text = Text {
    en: "The computer is getting ready…",
    ja: "コンピュータの準備中です…",
    fr: "L’ordinateur se prépare…",
};

/// A remark in brackets after a name: "Computer (Beginner)", "コンピュータ（初級）".
fn bracketed(name: &str, remark: &str, lang: Lang) -> String {
    match lang {
        Lang::Ja => format!("{name}（{remark}）"),
        Lang::En | Lang::Fr => format!("{name} ({remark})"),
    }
}

/// Who plays each side: "Black: Human · White: Computer (Beginner)".
pub fn lineup_line(players: &Players, level: Level, lang: Lang) -> String {
    let side = |c: Color| lang.labelled(color(c, lang), player(players.player(c), lang));
    let line = format!("{} · {}", side(Color::Black), side(Color::White));
    if players.is_computer(Color::Black) || players.is_computer(Color::White) {
        match lang {
            Lang::Ja => format!("{line}（{}）", level_name(level, lang)),
            Lang::En | Lang::Fr => format!("{line} ({})", level_name(level, lang)),
        }
    } else {
        line
    }
}

/// The short indicator between the scores (the status line says whose move it is, and the
/// score box of the side to move is highlighted): the number of the move to play.
pub fn turn_label(session: &Session, lang: Lang) -> String {
    let number = session
        .game()
        .played()
        .iter()
        .filter(|m| m.square().is_some())
        .count()
        + 1;
    match (session.turn(), lang) {
        (Turn::Person(_) | Turn::Computer(_), Lang::En) => format!("Move {number}"),
        (Turn::Person(_) | Turn::Computer(_), Lang::Ja) => format!("{number}手目"),
        (Turn::Person(_) | Turn::Computer(_), Lang::Fr) => format!("Coup {number}"),
        (Turn::Held(_), _) => PAUSED.get(lang).to_string(),
        (Turn::Over(_), _) => GAME_OVER.get(lang).to_string(),
    }
}

/// The turn indicator while play is paused.
const PAUSED: Text = Text {
    en: "Paused",
    ja: "一時停止",
    fr: "En pause",
};

/// The turn indicator once the game has ended.
const GAME_OVER: Text = Text {
    en: "Game over",
    ja: "終局",
    fr: "Terminée",
};

/// What a screen reader hears after a move: who played where, then the status line.
pub fn move_announcement(session: &Session, lang: Lang) -> String {
    let status = status_line(session, lang);
    let game = session.game();
    match (game.last_square(), last_mover(game)) {
        (Some(sq), Some(mover)) => {
            let mover = color(mover, lang);
            match lang {
                Lang::En => format!("{mover} played {sq}. {status}"),
                Lang::Ja => format!("{mover}が {sq} に打ちました。{status}"),
                Lang::Fr => format!("{mover} a joué {sq}. {status}"),
            }
        }
        _ => status,
    }
}

/// The side that placed the last disc before the cursor.
fn last_mover(game: &Game) -> Option<Color> {
    let played = game.played();
    let last = played.iter().rposition(|m| m.square().is_some())?;
    // Moves alternate strictly (passes are recorded), so parity gives the mover.
    Some(if last % 2 == 0 {
        game.first()
    } else {
        game.first().opponent()
    })
}

/// What a step through the history says: "Move taken back. Black to move."
pub fn step_line(action: Action, session: &Session, lang: Lang) -> String {
    let what = match action {
        Action::Undo => Text {
            en: "Move taken back",
            ja: "一手戻しました",
            fr: "Coup annulé",
        },
        Action::UndoAll => Text {
            en: "All moves taken back",
            ja: "最初まで戻しました",
            fr: "Tous les coups annulés",
        },
        Action::Redo => Text {
            en: "Move replayed",
            ja: "一手進めました",
            fr: "Coup rejoué",
        },
        _ => Text {
            en: "All moves replayed",
            ja: "最後まで進めました",
            fr: "Tous les coups rejoués",
        },
    };
    with_status(&sentence(what.get(lang), lang), session, lang)
}

/// `text` ended as a sentence: with a full stop, or "。" in Japanese.
fn sentence(text: &str, lang: Lang) -> String {
    match lang {
        Lang::Ja => format!("{text}。"),
        Lang::En | Lang::Fr => format!("{text}."),
    }
}

/// The status line as a sentence, ending in a full stop.
fn status_sentence(session: &Session, lang: Lang) -> String {
    let status = status_line(session, lang);
    match session.turn() {
        // The paused status already says how to go on, in a sentence of its own.
        Turn::Held(_) => status,
        _ => sentence(&status, lang),
    }
}

/// What is said when a game replaces the one in progress: where it came from.
pub fn opened_line(source: Source, lang: Lang) -> &'static str {
    match source {
        Source::Link => Text {
            en: "Game opened from the link.",
            ja: "リンクから対局を開きました。",
            fr: "Partie ouverte depuis le lien.",
        },
        Source::Text => Text {
            en: "Game opened.",
            ja: "対局を開きました。",
            fr: "Partie ouverte.",
        },
        Source::Setup => Text {
            en: "Playing from the set-up position.",
            ja: "配置した局面から対局します。",
            fr: "La partie part de la position préparée.",
        },
    }
    .get(lang)
}

/// Why a share link in the address was not opened (the reader's reason is a sentence).
pub fn link_refused_line(error: &ImportError, lang: Lang) -> String {
    let error = import_error(error, lang);
    match lang {
        Lang::En => format!("This link could not be opened. {error} Your game is as it was."),
        Lang::Ja => format!("このリンクは開けませんでした。{error}対局はそのままです。"),
        Lang::Fr => {
            format!("Ce lien n’a pas pu être ouvert. {error} Votre partie n’a pas changé.")
        }
    }
}

/// What is said when the game a link or import replaced is put back.
pub const RESTORED_LINE: Text = Text {
    en: "Your previous game is back.",
    ja: "前の対局に戻しました。",
    fr: "Votre partie précédente est rétablie.",
};

/// `line` followed by the status line, for screen readers, who do not see the board change.
pub fn with_status(line: &str, session: &Session, lang: Lang) -> String {
    let status = status_sentence(session, lang);
    match lang {
        Lang::Ja => format!("{line}{status}"),
        Lang::En | Lang::Fr => format!("{line} {status}"),
    }
}

/// The offer to undo an opened link or import.
pub const RESTORE_LABEL: Text = Text {
    en: "Restore your previous game",
    ja: "前の対局に戻す",
    fr: "Rétablir la partie précédente",
};

/// What the offer says about it.
pub const RESTORE_NOTE: Text = Text {
    en: "Your game is kept until you play on in this one.",
    ja: "この対局で次の手を打つまで、前の対局は残っています。",
    fr: "Votre partie est gardée tant que vous ne jouez pas dans celle-ci.",
};

/// What went to the clipboard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Copied {
    /// The game's transcript.
    Transcript,
    /// A share link.
    Link,
}

/// The confirmation after `what` went to the clipboard.
pub fn copied_line(what: Copied, lang: Lang) -> &'static str {
    match what {
        Copied::Transcript => Text {
            en: "Transcript copied to the clipboard.",
            ja: "棋譜をクリップボードにコピーしました。",
            fr: "Transcription copiée dans le presse-papiers.",
        },
        Copied::Link => Text {
            en: "Link copied to the clipboard.",
            ja: "リンクをクリップボードにコピーしました。",
            fr: "Lien copié dans le presse-papiers.",
        },
    }
    .get(lang)
}

/// Shown with the text to copy when the browser refused the clipboard.
pub const COPY_BY_HAND: Text = Text {
    en: "This browser did not let the game copy it. The text is selected below: copy it with \
         Ctrl+C (⌘C on a Mac), or press and hold it on a phone.",
    ja: "このブラウザではコピーできませんでした。下のテキストが選択されているので、Ctrl+C\
         （Mac では ⌘C）でコピーするか、スマートフォンでは長押ししてください。",
    fr: "Ce navigateur n’a pas permis la copie. Le texte est sélectionné ci-dessous : \
         copiez-le avec Ctrl+C (⌘C sur Mac), ou appuyez longuement dessus sur un téléphone.",
};

/// The confirmation after a file was saved.
pub fn saved_file_line(name: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Saved {name}."),
        Lang::Ja => format!("{name} を保存しました。"),
        Lang::Fr => format!("{name} enregistré."),
    }
}

/// Said when the browser would not save a file.
pub const SAVE_FAILED: Text = Text {
    en: "This browser did not save the file.",
    ja: "このブラウザではファイルを保存できませんでした。",
    fr: "Ce navigateur n’a pas enregistré le fichier.",
};

/// Who plays `side`, as a game record names them: "Human", "Computer (Expert)". Records
/// are files other programs read, so they stay in English.
pub fn player_text(players: &Players, level: Level, side: Color) -> String {
    let who = player(players.player(side), Lang::En);
    if players.is_computer(side) {
        bracketed(who, level_name(level, Lang::En), Lang::En)
    } else {
        who.to_string()
    }
}

/// A result as a game record gives it, by colour (in English, as records are): "Black
/// wins 36–28", "Draw 32–32", "White resigned: Black wins", "Draw agreed at 30–30".
pub fn result_text(outcome: &Outcome) -> String {
    let score = outcome_score(outcome);
    let name = |side: Color| color(side, Lang::En);
    match (outcome.ending, outcome.winner) {
        (Ending::Resigned(loser), _) => {
            format!("{} resigned: {} wins", name(loser), name(loser.opponent()))
        }
        (Ending::DrawAgreed, _) => format!("Draw agreed at {score}"),
        (_, Some(winner)) => format!("{} wins {score}", name(winner)),
        (_, None) => format!("Draw {score}"),
    }
}

/// The answer to a draw offer, with what happens next.
pub fn draw_answer_line(answerer: Color, accepted: bool, session: &Session, lang: Lang) -> String {
    let who = color(answerer, lang);
    if accepted {
        let status = status_line(session, lang);
        match lang {
            Lang::En => format!("{who} accepts the draw. {status}"),
            Lang::Ja => format!("{who}が引き分けを受け入れました。{status}"),
            Lang::Fr => format!("{who} accepte la nulle. {status}"),
        }
    } else {
        let next = color(answerer.opponent(), lang);
        match lang {
            Lang::En => format!("{who} declines the draw — {next} to move"),
            Lang::Ja => format!("{who}は引き分けを断りました — {next}の番"),
            Lang::Fr => format!("{who} refuse la nulle — à {next} de jouer"),
        }
    }
}

/// The line shown while the computer considers a draw offer.
pub fn draw_pending_line(by: Color, lang: Lang) -> String {
    let who = color(by, lang);
    match lang {
        Lang::En => format!("{who} offers a draw; the computer is considering it…"),
        Lang::Ja => format!("{who}が引き分けを提案しました。コンピュータが検討中です…"),
        Lang::Fr => format!("{who} propose la nulle ; l’ordinateur réfléchit…"),
    }
}

/// A position's value from Black's view, as the evaluation readout says it: "Black +4",
/// "White +2", "Even", each with "exact" when proven.
pub fn evaluation_line(black_score: i32, exact: bool, lang: Lang) -> String {
    let who = match black_score.signum() {
        1 => format!("{} +{black_score}", color(Color::Black, lang)),
        -1 => format!("{} +{}", color(Color::White, lang), -black_score),
        _ => Text {
            en: "Even",
            ja: "互角",
            fr: "Égalité",
        }
        .get(lang)
        .to_string(),
    };
    if exact {
        let exact = Text {
            en: "exact",
            ja: "確定",
            fr: "exact",
        };
        bracketed(&who, exact.get(lang), lang)
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

impl Refusal {
    /// Why the move or action was refused, in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let fixed = |text: Text| text.get(lang).to_string();
        match self {
            Refusal::GameOver => fixed(Text {
                en: "The game is over — start a new game",
                ja: "対局は終わりました — 新しい対局を始めてください",
                fr: "La partie est terminée — commencez-en une nouvelle",
            }),
            Refusal::ComputerToMove => fixed(Text {
                en: "Wait for the computer's move",
                ja: "コンピュータの手を待ってください",
                fr: "Attendez le coup de l’ordinateur",
            }),
            Refusal::Held(side) => {
                let resume = action_with_key(Action::ResumePlay, lang);
                let side = color(*side, lang);
                match lang {
                    Lang::En => format!(
                        "Play is paused on the computer's turn ({}). Choose {resume} to let it move, or undo further.",
                        side.to_ascii_lowercase()
                    ),
                    Lang::Ja => format!(
                        "コンピュータ（{side}）の番で一時停止しています。「{resume}」で打たせるか、さらに戻してください。"
                    ),
                    Lang::Fr => format!(
                        "La partie est en pause au tour de l’ordinateur ({}). Choisissez « {resume} » pour le laisser jouer, ou annulez encore.",
                        side.to_ascii_lowercase()
                    ),
                }
            }
            Refusal::NotComputersTurn => fixed(Text {
                en: "It is not the computer's turn",
                ja: "コンピュータの番ではありません",
                fr: "Ce n’est pas au tour de l’ordinateur",
            }),
            Refusal::Illegal { square, side } => {
                let side = color(*side, lang);
                match lang {
                    Lang::En => format!("{square} is not a legal move for {side}"),
                    Lang::Ja => format!("{square} は{side}の打てる手ではありません"),
                    Lang::Fr => format!(
                        "{square} n’est pas un coup légal pour {}",
                        side.to_ascii_lowercase()
                    ),
                }
            }
            Refusal::NothingToUndo => fixed(Text {
                en: "There is no move to take back",
                ja: "戻す手がありません",
                fr: "Aucun coup à annuler",
            }),
            Refusal::NothingToRedo => fixed(Text {
                en: "There is no move to replay",
                ja: "進める手がありません",
                fr: "Aucun coup à rejouer",
            }),
            Refusal::NotHeld => fixed(Text {
                en: "Play is not paused",
                ja: "一時停止していません",
                fr: "La partie n’est pas en pause",
            }),
            Refusal::NothingToReview => fixed(Text {
                en: "There is no move to review yet",
                ja: "検討する手がまだありません",
                fr: "Il n’y a pas encore de coup à analyser",
            }),
            Refusal::DrawOnComputersTurn => fixed(Text {
                en: "A draw can be offered only on a person's own turn.",
                ja: "引き分けの提案は、人間が自分の番のときだけできます。",
                fr: "La nulle ne se propose qu’au tour d’un joueur humain.",
            }),
            Refusal::StaleOffer => fixed(Text {
                en: "The game has moved on since the draw offer",
                ja: "引き分けの提案のあと、対局が進みました",
                fr: "La partie a avancé depuis la proposition de nulle",
            }),
        }
    }
}

impl fmt::Display for Refusal {
    /// The English sentence, for logs and the tests.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl Confirm {
    /// The question the confirmation dialog asks.
    pub fn question(&self, lang: Lang) -> String {
        match self {
            Confirm::Resign {
                against_computer: true,
                ..
            } => Text {
                en: "Resign this game? The computer wins 64–0.",
                ja: "この対局を投了しますか？コンピュータの64–0の勝ちになります。",
                fr: "Abandonner cette partie ? L’ordinateur gagne 64–0.",
            }
            .get(lang)
            .to_string(),
            Confirm::Resign { loser, .. } => {
                let (loser, winner) = (color(*loser, lang), color(loser.opponent(), lang));
                match lang {
                    Lang::En => format!("Resign for {loser}? {winner} wins 64–0."),
                    Lang::Ja => format!("{loser}が投了しますか？{winner}の64–0の勝ちになります。"),
                    Lang::Fr => format!("Abandonner pour {loser} ? {winner} gagne 64–0."),
                }
            }
            Confirm::NewGame {
                counts_as_loss: true,
            } => Text {
                en: "Start a new game? The game in progress counts as a loss for you.",
                ja: "新しい対局を始めますか？対局中のゲームはあなたの負けになります。",
                fr: "Commencer une nouvelle partie ? La partie en cours compte comme une défaite pour vous.",
            }
            .get(lang)
            .to_string(),
            Confirm::NewGame { .. } => Text {
                en: "Start a new game? The game in progress will be lost.",
                ja: "新しい対局を始めますか？対局中のゲームは失われます。",
                fr: "Commencer une nouvelle partie ? La partie en cours sera perdue.",
            }
            .get(lang)
            .to_string(),
        }
    }

    /// The confirming button's label.
    pub fn confirm_label(&self, lang: Lang) -> &'static str {
        self.confirm_text().get(lang)
    }

    /// The confirming button's label in every language (the dialog's title too).
    pub fn confirm_text(&self) -> Text {
        let action = match self {
            Confirm::Resign { .. } => Action::Resign,
            Confirm::NewGame { .. } => Action::NewGame,
        };
        crate::settings::words::action(action).label
    }
}
