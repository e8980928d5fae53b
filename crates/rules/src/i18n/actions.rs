//! The actions' words in every language: each action's button label, short phone label and
//! help description, which `settings::words` gives each action of the shortcut table.

use super::Text;

/// An action's button label, short phone label and help description.
pub struct ActionText {
    /// The button label, also its accessible name.
    pub label: Text,
    /// A one-word label shown under the symbol where the full label does not fit.
    pub short: Text,
    /// What it does, for the help.
    pub description: Text,
}

/// “New game”.
pub const NEW_GAME: ActionText = ActionText {
    label: Text { en: "New game", ja: "新規対局", fr: "Nouvelle partie" },
    short: Text { en: "New", ja: "新規", fr: "Nouvelle" },
    description: Text {
        en: "Start a new game with the current options. In the middle of a game against the computer it asks first, and the game you leave counts as a loss.",
        ja: "今の設定で新しい対局を始めます。コンピューターとの対局の途中では確認があり、やめた対局は負けとして数えます。",
        fr: "Commencer une nouvelle partie avec les options actuelles. En pleine partie contre l’ordinateur, le jeu demande d’abord confirmation, et la partie quittée compte comme une défaite.",
    },
};

/// “Resign”.
pub const RESIGN: ActionText = ActionText {
    label: Text { en: "Resign", ja: "投了", fr: "Abandonner" },
    short: Text { en: "Resign", ja: "投了", fr: "Abandon" },
    description: Text {
        en: "Give up, after a question; the opponent wins 64–0. Against the computer it is always you who resigns.",
        ja: "確認のあと投了します。相手の64–0の勝ちです。コンピューターとの対局では、投了するのは常にあなたです。",
        fr: "Abandonner, après confirmation ; l’adversaire gagne 64–0. Contre l’ordinateur, c’est toujours vous qui abandonnez.",
    },
};

/// “Offer draw”.
pub const OFFER_DRAW: ActionText = ActionText {
    label: Text { en: "Offer draw", ja: "引き分け提案", fr: "Proposer nulle" },
    short: Text { en: "Draw", ja: "引分", fr: "Nulle" },
    description: Text {
        en: "Propose a draw. A person answers yes or no. The computer searches the position at its level and agrees only if it is not ahead; in the opening, only if it is clearly behind.",
        ja: "引き分けを提案します。人間の相手ははい・いいえで答えます。コンピューターは自分のレベルで局面を読み、自分が優勢でないときだけ受け入れます。序盤では、はっきり劣勢のときだけです。",
        fr: "Proposer la nulle. Une personne répond oui ou non. L’ordinateur analyse la position à son niveau et n’accepte que s’il n’est pas en avance ; dans l’ouverture, seulement s’il est nettement derrière.",
    },
};

/// “Undo move”.
pub const UNDO: ActionText = ActionText {
    label: Text {
        en: "Undo move",
        ja: "一手戻す",
        fr: "Annuler le coup",
    },
    short: Text {
        en: "Undo",
        ja: "戻す",
        fr: "Annuler",
    },
    description: Text {
        en: "Take back the last move.",
        ja: "最後の一手を戻します。",
        fr: "Reprendre le dernier coup.",
    },
};

/// “Redo move”.
pub const REDO: ActionText = ActionText {
    label: Text {
        en: "Redo move",
        ja: "一手進める",
        fr: "Rejouer le coup",
    },
    short: Text {
        en: "Redo",
        ja: "進める",
        fr: "Rejouer",
    },
    description: Text {
        en: "Replay the move you took back.",
        ja: "戻した手をもう一度打ちます。",
        fr: "Rejouer le coup repris.",
    },
};

/// “Undo all moves”.
pub const UNDO_ALL: ActionText = ActionText {
    label: Text {
        en: "Undo all moves",
        ja: "初手まで戻す",
        fr: "Tout annuler",
    },
    short: Text {
        en: "Start",
        ja: "最初",
        fr: "Début",
    },
    description: Text {
        en: "Go back to the start of the game.",
        ja: "対局の最初まで戻ります。",
        fr: "Revenir au début de la partie.",
    },
};

/// “Redo all moves”.
pub const REDO_ALL: ActionText = ActionText {
    label: Text {
        en: "Redo all moves",
        ja: "最後まで進む",
        fr: "Tout rejouer",
    },
    short: Text {
        en: "End",
        ja: "最後",
        fr: "Fin",
    },
    description: Text {
        en: "Replay every move taken back.",
        ja: "戻した手をすべて打ち直します。",
        fr: "Rejouer tous les coups repris.",
    },
};

/// “Resume play”.
pub const RESUME_PLAY: ActionText = ActionText {
    label: Text { en: "Resume play", ja: "対局を再開", fr: "Reprendre la partie" },
    short: Text { en: "Resume", ja: "再開", fr: "Suite" },
    description: Text {
        en: "Let the computer move when undo or redo stopped on its turn.",
        ja: "戻す・進めるでコンピューターの番に止まったとき、コンピューターに打たせます。",
        fr: "Laisser jouer l’ordinateur quand une annulation ou une reprise s’est arrêtée à son tour.",
    },
};

/// “Hints”.
pub const TOGGLE_HINTS: ActionText = ActionText {
    label: Text { en: "Hints", ja: "ヒント", fr: "Indices" },
    short: Text { en: "Hints", ja: "ヒント", fr: "Indices" },
    description: Text {
        en: "Show or hide the value of every legal move in discs on your turn, and how the game stands.",
        ja: "自分の番に、打てる手それぞれの評価（石数）と形勢を表示・非表示にします。",
        fr: "Afficher ou masquer la valeur en pions de chaque coup possible à votre tour, et l’état de la partie.",
    },
};

/// “Review game”.
pub const REVIEW: ActionText = ActionText {
    label: Text {
        en: "Review game",
        ja: "対局を検討",
        fr: "Analyser la partie",
    },
    short: Text {
        en: "Review",
        ja: "検討",
        fr: "Analyse",
    },
    description: Text {
        en: "Judge every move of the game against the best one, and mark the mistakes.",
        ja: "対局のすべての手を最善手と比べ、悪手に印を付けます。",
        fr: "Comparer chaque coup de la partie au meilleur coup et signaler les erreurs.",
    },
};

/// “Next mistake”.
pub const NEXT_MISTAKE: ActionText = ActionText {
    label: Text {
        en: "Next mistake",
        ja: "次の悪手",
        fr: "Erreur suivante",
    },
    short: Text {
        en: "Next",
        ja: "次",
        fr: "Suiv.",
    },
    description: Text {
        en: "After a review, show the position where the next marked move (?!, ? or ??) was chosen, with the best move marked.",
        ja: "検討のあと、次に印の付いた手（?!・?・??）を選んだ局面を、最善手に印を付けて表示します。",
        fr: "Après une analyse, afficher la position où le coup signalé suivant (?!, ? ou ??) a été choisi, avec le meilleur coup marqué.",
    },
};

/// “Previous mistake”.
pub const PREVIOUS_MISTAKE: ActionText = ActionText {
    label: Text {
        en: "Previous mistake",
        ja: "前の悪手",
        fr: "Erreur précédente",
    },
    short: Text {
        en: "Prev",
        ja: "前",
        fr: "Préc.",
    },
    description: Text {
        en: "After a review, show the position where the marked move before this one was chosen.",
        ja: "検討のあと、ひとつ前に印の付いた手を選んだ局面を表示します。",
        fr: "Après une analyse, afficher la position où le coup signalé précédent a été choisi.",
    },
};

/// “Options”.
pub const OPTIONS: ActionText = ActionText {
    label: Text {
        en: "Options",
        ja: "設定",
        fr: "Options",
    },
    short: Text {
        en: "Options",
        ja: "設定",
        fr: "Options",
    },
    description: Text {
        en: "Change the display, colours, players and difficulty.",
        ja: "表示、色、対局者、強さを変更します。",
        fr: "Modifier l’affichage, les couleurs, les joueurs et la difficulté.",
    },
};

/// “Statistics”.
pub const STATISTICS: ActionText = ActionText {
    label: Text {
        en: "Statistics",
        ja: "成績",
        fr: "Statistiques",
    },
    short: Text {
        en: "Stats",
        ja: "成績",
        fr: "Stats",
    },
    description: Text {
        en: "See wins, losses, draws and total scores.",
        ja: "勝ち・負け・引き分けと合計の石数を見ます。",
        fr: "Voir les victoires, défaites, nulles et le total des scores.",
    },
};

/// “Help”.
pub const HELP: ActionText = ActionText {
    label: Text {
        en: "Help",
        ja: "ヘルプ",
        fr: "Aide",
    },
    short: Text {
        en: "Help",
        ja: "ヘルプ",
        fr: "Aide",
    },
    description: Text {
        en: "Read the rules, controls and strategy tips.",
        ja: "ルール、操作方法、戦略のヒントを読みます。",
        fr: "Lire les règles, les commandes et des conseils de stratégie.",
    },
};

/// “About”.
pub const ABOUT: ActionText = ActionText {
    label: Text {
        en: "About",
        ja: "アプリ情報",
        fr: "À propos",
    },
    short: Text {
        en: "About",
        ja: "情報",
        fr: "Infos",
    },
    description: Text {
        en: "Show the version and licence.",
        ja: "バージョンとライセンスを表示します。",
        fr: "Afficher la version et la licence.",
    },
};

/// An action's label with its key, as a sentence or tooltip names it: "Resume play (P)".
pub fn with_key(label: &str, key: &str) -> String {
    format!("{label} ({key})")
}
