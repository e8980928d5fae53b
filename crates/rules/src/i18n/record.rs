//! The game record's words in every language: what opening, copying, saving and restoring a
//! game say, and why a game record, position or share link was refused (the record reader's
//! errors say their English in `Display`, for the CLI, and the page says them here). The
//! players and the result as a record file names them stay English, as other programs read
//! those files.

use super::game::score;
use super::names::color;
use super::{texts, Lang};
use crate::engine::record::{
    GgfError, ImportError, LinkError, MoveError, MoveProblem, PositionError, SetupError,
};
use crate::engine::{Color, Ending, Outcome};

texts! {
    OPENED_FROM_LINK { "Game opened from the link.", "リンクから対局を開きました。", "Partie ouverte depuis le lien." }
    OPENED { "Game opened.", "対局を開きました。", "Partie ouverte." }
    PLAYING_FROM_SETUP {
        "Playing from the set-up position.",
        "配置した局面から対局します。",
        "La partie part de la position préparée.",
    }
    RESTORED_LINE { "Your previous game is back.", "前の対局に戻しました。", "Votre partie précédente est rétablie." }
    RESTORE_LABEL { "Restore your previous game", "前の対局に戻す", "Rétablir la partie précédente" }
    RESTORE_NOTE {
        "Your game is kept until you play on in this one.",
        "この対局で次の手を打つまで、前の対局は残っています。",
        "Votre partie est gardée tant que vous ne jouez pas dans celle-ci.",
    }
    TRANSCRIPT_COPIED {
        "Transcript copied to the clipboard.",
        "棋譜をクリップボードにコピーしました。",
        "Transcription copiée dans le presse-papiers.",
    }
    LINK_COPIED {
        "Link copied to the clipboard.",
        "リンクをクリップボードにコピーしました。",
        "Lien copié dans le presse-papiers.",
    }
    COPY_BY_HAND {
        "This browser did not let the game copy it. The text is selected below: copy it with \
         Ctrl+C (⌘C on a Mac), or press and hold it on a phone.",
        "このブラウザではコピーできませんでした。下のテキストが選択されているので、Ctrl+C\
         （Mac では ⌘C）でコピーするか、スマートフォンでは長押ししてください。",
        "Ce navigateur n’a pas permis la copie. Le texte est sélectionné ci-dessous : \
         copiez-le avec Ctrl+C (⌘C sur Mac), ou appuyez longuement dessus sur un téléphone.",
    }
    SAVE_FAILED {
        "This browser did not save the file.",
        "このブラウザではファイルを保存できませんでした。",
        "Ce navigateur n’a pas enregistré le fichier.",
    }
}

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
        Copied::Transcript => TRANSCRIPT_COPIED,
        Copied::Link => LINK_COPIED,
    }
    .get(lang)
}

/// The confirmation after a file was saved.
pub fn saved_file_line(name: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Saved {name}."),
        Lang::Ja => format!("{name} を保存しました。"),
        Lang::Fr => format!("{name} enregistré."),
    }
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

/// A result as a game record gives it, by colour (in English, as records are): "Black
/// wins 36–28", "Draw 32–32", "White resigned: Black wins", "Draw agreed at 30–30".
pub fn result_text(outcome: &Outcome) -> String {
    let score = score(outcome);
    let name = |side: Color| color(side, Lang::En);
    match (outcome.ending, outcome.winner) {
        (Ending::Resigned(loser), _) => {
            format!("{} resigned: {} wins", name(loser), name(loser.opponent()))
        }
        (Ending::Time(loser), _) => {
            format!(
                "{} lost on time: {} wins",
                name(loser),
                name(loser.opponent())
            )
        }
        (Ending::DrawAgreed, _) => format!("Draw agreed at {score}"),
        (_, Some(winner)) => format!("{} wins {score}", name(winner)),
        (_, None) => format!("Draw {score}"),
    }
}

/// The sentence the player reads for `error`.
pub fn import_error(error: &ImportError, lang: Lang) -> String {
    match error {
        ImportError::Empty => match lang {
            Lang::En => error.to_string(),
            Lang::Ja => "開く対局がありません。テキストが空です。".into(),
            Lang::Fr => "Aucune partie à ouvrir : le texte est vide.".into(),
        },
        ImportError::Move(e) => move_error(e, lang),
        ImportError::Position(e) => position_error(e, lang),
        ImportError::Setup(e) => setup_error(*e, lang),
        ImportError::MisplacedPosition => match lang {
            Lang::En => error.to_string(),
            Lang::Ja => "開始局面は一つだけで、最初の手より前に書きます。".into(),
            Lang::Fr => {
                "Une partie a une seule position de départ, donnée avant son premier coup.".into()
            }
        },
        ImportError::Link(e) => link_error(e, lang),
        ImportError::Ggf(e) => ggf_error(e, lang),
    }
}

/// Why one written move was refused.
fn move_error(error: &MoveError, lang: Lang) -> String {
    let MoveError {
        number,
        text,
        problem,
    } = error;
    if lang == Lang::En {
        return error.to_string();
    }
    let why = match (problem, lang) {
        (MoveProblem::NotAMove, Lang::Ja) => {
            format!(
                "「{text}」は手ではありません（f5 のようなマスか、パスなら「pass」と書きます）。"
            )
        }
        (MoveProblem::NotAMove, _) => {
            format!("« {text} » n’est pas un coup (écrivez une case comme f5, ou « pass »).")
        }
        (MoveProblem::OffBoard, Lang::Ja) => {
            format!("{text} は盤の外です（列は a–h、行は 1–8）。")
        }
        (MoveProblem::OffBoard, _) => {
            format!("{text} est hors du plateau (colonnes a–h, rangées 1–8).")
        }
        (MoveProblem::CutShort, Lang::Ja) => {
            "手が途中で切れています（マスは列 a–h と行 1–8 で書きます）。".to_string()
        }
        (MoveProblem::CutShort, _) => {
            "le coup est incomplet (une case s’écrit colonne a–h puis rangée 1–8).".to_string()
        }
        (MoveProblem::Occupied(square), Lang::Ja) => {
            format!("{square} にはすでに石があります。")
        }
        (MoveProblem::Occupied(square), _) => format!("{square} est déjà occupée."),
        (MoveProblem::Illegal { square, side }, Lang::Ja) => {
            format!(
                "{square} は{}の打てる手ではありません。",
                color(*side, lang)
            )
        }
        (MoveProblem::Illegal { square, side }, _) => format!(
            "{square} n’est pas un coup légal pour {}.",
            color(*side, lang).to_ascii_lowercase()
        ),
        (MoveProblem::PassRefused(side), Lang::Ja) => {
            format!(
                "{}には打てる手があるので、パスできません。",
                color(*side, lang)
            )
        }
        (MoveProblem::PassRefused(side), _) => format!(
            "{} a un coup légal et ne peut pas passer.",
            color(*side, lang)
        ),
        (MoveProblem::GameOver, Lang::Ja) => "対局はすでに終わっています。".to_string(),
        (MoveProblem::GameOver, _) => "la partie est déjà terminée.".to_string(),
        (MoveProblem::NotTheirTurn(side), Lang::Ja) => format!(
            "{}の手番で、{}の手番ではありません。",
            color(side.opponent(), lang),
            color(*side, lang)
        ),
        (MoveProblem::NotTheirTurn(side), _) => format!(
            "c’est à {} de jouer, pas à {}.",
            color(side.opponent(), lang).to_ascii_lowercase(),
            color(*side, lang).to_ascii_lowercase()
        ),
    };
    match lang {
        Lang::Ja => format!("{number}手目（{text}）：{why}"),
        _ => format!("Coup {number} ({text}) : {why}"),
    }
}

/// Why a position string was refused.
fn position_error(error: &PositionError, lang: Lang) -> String {
    match (error, lang) {
        (_, Lang::En) => error.to_string(),
        (PositionError::Length { found }, Lang::Ja) => format!(
            "局面は64マス（a1 から h8 まで行ごと）のあとに手番の X か O を続けた65文字です。\
             この局面は{found}文字です。"
        ),
        (PositionError::Length { found }, _) => format!(
            "Une position compte 64 cases (de a1 à h8, rangée par rangée) suivies de X ou O \
             pour le camp au trait, soit 65 caractères ; celle-ci en a {found}."
        ),
        (PositionError::Square { square, found }, Lang::Ja) => format!(
            "局面のマス {square} が「{found}」です。マスは X（黒）、O（白）、-（空き）のどれかです。"
        ),
        (PositionError::Square { square, found }, _) => format!(
            "La case {square} de la position vaut « {found} » : une case est X (noir), \
             O (blanc) ou - (vide)."
        ),
        (PositionError::Side { found }, Lang::Ja) => {
            format!("手番が「{found}」です。X（黒）か O（白）でなければなりません。")
        }
        (PositionError::Side { found }, _) => format!(
            "Le camp au trait est « {found} » : ce doit être X (noir) ou O (blanc)."
        ),
    }
}

/// Why a set-up position cannot start a game.
fn setup_error(error: SetupError, lang: Lang) -> String {
    match (error, lang) {
        (_, Lang::En) => error.to_string(),
        (SetupError::NoMoves, Lang::Ja) => {
            "この局面ではどちらも打てる手がないので、対局を始められません。".to_string()
        }
        (SetupError::NoMoves, _) => "Aucun camp n’a de coup légal dans cette position : \
             aucune partie ne peut en partir."
            .to_string(),
    }
}

/// Why a share link's fragment could not be read.
fn link_error(error: &LinkError, lang: Lang) -> String {
    match (error, lang) {
        (_, Lang::En) => error.to_string(),
        (LinkError::Empty, Lang::Ja) => {
            "リンクに対局が含まれていません。#moves=… か #position=… で終わるはずです。".to_string()
        }
        (LinkError::Empty, _) => "Le lien ne contient aucune partie : il devrait finir par \
             #moves=… ou #position=…."
            .to_string(),
        (LinkError::UnknownPart(part), Lang::Ja) => {
            format!("リンクの「{part}」が読めません。#moves=… か #position=… で終わるはずです。")
        }
        (LinkError::UnknownPart(part), _) => format!(
            "Le lien est incompréhensible à partir de « {part} » : il devrait finir par \
             #moves=… ou #position=…."
        ),
        (LinkError::Repeated(key), Lang::Ja) => format!("リンクに {key}= が二回あります。"),
        (LinkError::Repeated(key), _) => format!("Le lien donne {key}= deux fois."),
        (LinkError::BadEscape(text), Lang::Ja) => {
            format!("リンクが壊れています。「{text}」は正しい % エスケープではありません。")
        }
        (LinkError::BadEscape(text), _) => {
            format!("Le lien est abîmé : « {text} » n’est pas un échappement % valide.")
        }
    }
}

/// Why a GGF record was refused, and where.
fn ggf_error(error: &GgfError, lang: Lang) -> String {
    use SetupError::NoMoves;
    if lang == Lang::En {
        return error.to_string();
    }
    let why = match (error, lang) {
        (GgfError::NoGame, Lang::Ja) => {
            return "GGF の対局がありません。記録は (; で始まります。".into()
        }
        (GgfError::NoGame, _) => {
            return "Aucune partie GGF ici : un enregistrement commence par (;.".into()
        }
        (GgfError::Unclosed { property, .. }, Lang::Ja) if property == ";)" => {
            "記録が ;) で閉じられていません。".to_string()
        }
        (GgfError::Unclosed { property, .. }, _) if property == ";)" => {
            "l’enregistrement n’est pas fermé par ;).".to_string()
        }
        (GgfError::Unclosed { property, .. }, Lang::Ja) => {
            format!("プロパティ「{property}」に閉じる ] がありません。")
        }
        (GgfError::Unclosed { property, .. }, _) => {
            format!("la propriété {property} n’a pas de ] fermant.")
        }
        (GgfError::BadProperty { found, .. }, Lang::Ja) => {
            format!("「{found}」はプロパティではありません（大文字のあとに [値]）。")
        }
        (GgfError::BadProperty { found, .. }, _) => {
            format!("« {found} » n’est pas une propriété (des majuscules, puis [valeur]).")
        }
        (GgfError::NotOthello { found, .. }, Lang::Ja) => {
            format!("「GM[{found}]」はオセロの対局ではありません。")
        }
        (GgfError::NotOthello { found, .. }, _) => {
            format!("GM[{found}] n’est pas une partie d’Othello.")
        }
        (
            GgfError::BoardSize {
                property, found, ..
            },
            Lang::Ja,
        ) => {
            format!("「{property}[{found}]」は 8×8 の盤ではありません。")
        }
        (
            GgfError::BoardSize {
                property, found, ..
            },
            _,
        ) => {
            format!("{property}[{found}] n’est pas un plateau 8×8.")
        }
        (GgfError::Board { problem, .. }, Lang::Ja) => {
            format!("BO：{}", position_error(problem, lang))
        }
        (GgfError::Board { problem, .. }, _) => format!("BO : {}", position_error(problem, lang)),
        (GgfError::NoMoves { .. }, Lang::Ja) => format!("BO：{}", setup_error(NoMoves, lang)),
        (GgfError::NoMoves { .. }, _) => format!("BO : {}", setup_error(NoMoves, lang)),
        (GgfError::Move { error, .. }, _) => move_error(error, lang),
    };
    match lang {
        Lang::Ja => format!("GGF の{}局目：{why}", error.game()),
        _ => format!("Partie GGF {} : {why}", error.game()),
    }
}
