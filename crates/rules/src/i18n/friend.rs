//! The words of games against a friend on another page: the dialog that starts one, the
//! link to send, the list of friend games, what a friend's link brought, and why a link or
//! an action is refused.

use super::names::color;
use super::{texts, Lang};
use crate::engine::Color;

texts! {
    PLAY_FRIEND { "Play a friend", "友達と対局", "Jouer contre un ami" }
    PLAY_FRIEND_MENU { "Play a friend…", "友達と対局…", "Jouer contre un ami…" }
    BY_LINK { "By link", "リンクで", "Par lien" }
    BY_LINK_ABOUT {
        "Each of you moves on your own page and sends the other a link after each move, by any messenger or mail: no account, no server.",
        "それぞれ自分のページで打ち、一手ごとにリンクを相手に送ります（メッセージやメールなど何でも）。アカウントもサーバーも不要です。",
        "Chacun joue sur sa propre page et envoie à l’autre un lien après chaque coup, par messagerie ou courriel : ni compte ni serveur.",
    }
    YOUR_NAME { "Your name", "あなたの名前", "Votre nom" }
    FRIENDS_NAME { "Your friend’s name (optional)", "友達の名前（省略可）", "Le nom de votre ami (facultatif)" }
    YOUR_COLOUR { "You play", "あなたの色", "Vous jouez" }
    DAYS_PER_MOVE { "Time per move", "一手の持ち時間", "Temps par coup" }
    NO_LIMIT { "No limit", "無制限", "Sans limite" }
    START { "Start the game", "対局を始める", "Commencer la partie" }
    FRIENDS_FILTER { "Friends", "友達", "Amis" }
    SEND_LINK { "Send this link to your friend:", "このリンクを友達に送ってください：", "Envoyez ce lien à votre ami :" }
    LINK_TEXT { "Game link", "対局リンク", "Lien de la partie" }
    SHARE { "Share…", "共有…", "Partager…" }
    COPY_LINK { "Copy link", "リンクをコピー", "Copier le lien" }
    FRIEND_GAMES { "Games with friends", "友達との対局", "Parties avec des amis" }
    YOUR_MOVE { "your move", "あなたの番", "à vous" }
    THEIR_MOVE { "their move", "相手の番", "à l’ami" }
    FINISHED { "finished", "終局", "terminée" }
    ACCEPT_DRAW { "Accept the draw", "引き分けに応じる", "Accepter la nulle" }
    DECLINE_DRAW { "Decline", "断る", "Refuser" }
    CLAIM_TIME { "Claim the win on time", "時間切れで勝ちを申告", "Réclamer la victoire au temps" }
    DRAW_OFFERED { "You offer a draw: send the link.", "引き分けを提案しました。リンクを送ってください。", "Vous proposez la nulle : envoyez le lien." }
    DECLINED_SENT { "Draw declined: send the link.", "引き分けを断りました。リンクを送ってください。", "Nulle refusée : envoyez le lien." }
    THEY_DECLINED { "Your friend declined the draw.", "友達は引き分けを断りました。", "Votre ami a refusé la nulle." }
    NOTHING_NEW { "This link holds nothing new: the game is as you have it.", "このリンクに新しい手はありません。対局はそのままです。", "Ce lien n’apporte rien de nouveau : la partie est telle que vous l’avez." }
    OPENED_FRIEND { "A game with a friend", "友達との対局", "Une partie avec un ami" }
    FRIEND_TO_MOVE {
        "It is your friend’s move: it comes in their link.",
        "友達の番です。相手の手はリンクで届きます。",
        "C’est à votre ami de jouer : son coup arrivera dans son lien.",
    }
    SENT_TO_FRIEND {
        "Moves sent to a friend cannot be taken back.",
        "友達に送った手は取り消せません。",
        "Les coups envoyés à un ami ne se reprennent pas.",
    }
    NO_OFFER { "There is no draw offer to answer.", "答える引き分けの提案はありません。", "Il n’y a pas de proposition de nulle à laquelle répondre." }
    ALREADY_OFFERED { "A draw is already offered.", "引き分けはすでに提案されています。", "Une nulle est déjà proposée." }
    NO_HELP {
        "No hints, evaluation or review while a game with a friend goes on: that would be the computer playing.",
        "友達との対局中はヒント・評価・検討を使えません。コンピューターが打つのと同じになるからです。",
        "Ni indices, ni évaluation, ni analyse pendant une partie avec un ami : ce serait l’ordinateur qui joue.",
    }
    REFUSED {
        "Your friend declined your draw offer: you may offer again after the next move.",
        "友達は引き分けの提案を断りました。次の手の後にもう一度提案できます。",
        "Votre ami a refusé votre nulle : vous pourrez la proposer à nouveau après le prochain coup.",
    }
    NOT_LEGAL { "That is not a legal move.", "そこには打てません。", "Ce coup n’est pas légal." }
    NOT_LATE { "Your friend’s move is not late.", "友達の手はまだ期限内です。", "Le coup de votre ami n’est pas en retard." }
    CONFLICT_MOVES {
        "This link does not fit your game: its moves differ from yours. Nothing was changed.",
        "このリンクはあなたの対局と合いません。手順が違います。何も変更していません。",
        "Ce lien ne correspond pas à votre partie : ses coups diffèrent des vôtres. Rien n’a été changé.",
    }
    CONFLICT_COLOUR {
        "This link plays a move for your colour that you did not play. Nothing was changed.",
        "このリンクには、あなたが打っていないあなたの色の手があります。何も変更していません。",
        "Ce lien joue pour votre couleur un coup que vous n’avez pas joué. Rien n’a été changé.",
    }
    CONFLICT_ENDING {
        "This link ends the game in a way your friend cannot. Nothing was changed.",
        "このリンクは、友達にはできない方法で対局を終わらせています。何も変更していません。",
        "Ce lien termine la partie d’une façon que votre ami ne peut pas. Rien n’a été changé.",
    }
    LINK_CUT {
        "This friend link is cut short: ask for it again, whole.",
        "この友達リンクは途中で切れています。全体をもう一度送ってもらってください。",
        "Ce lien d’ami est coupé : demandez-le à nouveau, en entier.",
    }
    LINK_ALTERED {
        "This friend link was changed after it was made, so it cannot be trusted.",
        "この友達リンクは作られた後に変更されているため、使えません。",
        "Ce lien d’ami a été modifié après sa création : il n’est pas fiable.",
    }
    LINK_NEWER {
        "This friend link comes from a newer version of the game: reload the page to update.",
        "この友達リンクは新しい版のゲームで作られています。ページを再読み込みして更新してください。",
        "Ce lien d’ami vient d’une version plus récente du jeu : rechargez la page pour la mettre à jour.",
    }
    LINK_BROKEN {
        "This friend link cannot be read: a part of it is missing or broken.",
        "この友達リンクは読めません。一部が欠けているか壊れています。",
        "Ce lien d’ami est illisible : une partie manque ou est abîmée.",
    }
    LINK_BAD_MOVE {
        "This friend link holds a move the rules do not allow.",
        "この友達リンクにはルール上打てない手があります。",
        "Ce lien d’ami contient un coup que les règles interdisent.",
    }
    HELP {
        "Play a friend (in the menu) starts a game with someone on another device. Give your name, your friend’s if you like, your colour and, if you wish, a time per move in days. After each of your moves the page shows a link: send it with Share or Copy link, by any messenger or mail. Your friend opens it and their page shows the game with their colour to play; after their move, their page shows a link for you, and opening it moves the game on here. The computer never plays in a friend game, each side moves only its own colour, and moves sent cannot be taken back; hints, the evaluation and the review wait until the game is over. You may offer a draw or resign at any time; the offer travels in the next link and your friend accepts or declines it on their page. With a time per move, a side whose move is late may be claimed a loss. Every link holds the whole game and is checked against the rules and against your copy of the game: an older link changes nothing, and one that does not fit is refused with the reason. Games with friends are listed in the Game panel, whose turn it is in each; finished ones also go to the Library (filter “Friends”). They change neither your rating nor your statistics.",
        "「友達と対局」（メニュー）で、別の端末の相手と対局できます。自分の名前、よければ友達の名前、自分の色、必要なら一手の持ち時間（日数）を選びます。自分が打つたびにリンクが表示されるので、「共有」か「リンクをコピー」でメッセージやメールなどで送ります。友達がそれを開くと、友達のページに友達の番の対局が表示され、友達が打つとあなたへのリンクが表示されます。それを開くとこちらの対局が進みます。友達との対局ではコンピューターは打たず、それぞれ自分の色だけを打ち、送った手は取り消せません。ヒント・評価・検討は終局まで使えません。引き分けの提案や投了はいつでもでき、提案は次のリンクで届き、友達が自分のページで応じるか断ります。持ち時間を決めた場合、期限を過ぎた側の負けを申告できます。リンクには対局全体が入っていて、ルールとあなたの手元の対局の両方で確かめます。古いリンクでは何も変わらず、合わないリンクは理由を示して断ります。友達との対局は「対局」パネルに、どちらの番かとともに一覧されます。終わった対局はライブラリ（絞り込み「友達」）にも入ります。レーティングにも成績にも影響しません。",
        "Jouer contre un ami (dans le menu) lance une partie avec quelqu’un sur un autre appareil. Donnez votre nom, celui de votre ami si vous voulez, votre couleur et, si vous le souhaitez, un temps par coup en jours. Après chacun de vos coups, la page affiche un lien : envoyez-le avec Partager ou Copier le lien, par messagerie ou courriel. Votre ami l’ouvre et sa page montre la partie, à sa couleur de jouer ; après son coup, sa page affiche un lien pour vous, et l’ouvrir fait avancer la partie ici. L’ordinateur ne joue jamais dans une partie entre amis, chacun ne joue que sa couleur, et les coups envoyés ne se reprennent pas ; les indices, l’évaluation et l’analyse attendent la fin de la partie. Vous pouvez proposer la nulle ou abandonner à tout moment ; la proposition voyage dans le lien suivant et votre ami l’accepte ou la refuse sur sa page. Avec un temps par coup, on peut réclamer la victoire contre un camp en retard. Chaque lien contient toute la partie et est vérifié selon les règles et selon votre copie de la partie : un lien plus ancien ne change rien, et un lien qui ne correspond pas est refusé avec la raison. Les parties avec des amis sont listées dans le panneau Partie, avec à qui de jouer ; les parties finies vont aussi à la bibliothèque (filtre « Amis »). Elles ne changent ni votre classement ni vos statistiques.",
    }
}

/// Days per move, as the clock's choice reads: "3 days".
pub fn days(n: u8, lang: Lang) -> String {
    match (lang, n) {
        (Lang::En, 1) => "1 day".to_string(),
        (Lang::En, n) => format!("{n} days"),
        (Lang::Ja, n) => format!("{n}日"),
        (Lang::Fr, 1) => "1 jour".to_string(),
        (Lang::Fr, n) => format!("{n} jours"),
    }
}

/// Whose turn it is in a friend game, the friend named: "Waiting for Bob (White)".
pub fn waiting_for(name: &str, side: Color, lang: Lang) -> String {
    let side = color(side, lang);
    match (lang, name.is_empty()) {
        (Lang::En, true) => format!("Waiting for your friend ({side}) to move"),
        (Lang::En, false) => format!("Waiting for {name} ({side}) to move"),
        (Lang::Ja, true) => format!("友達（{side}）の手を待っています"),
        (Lang::Ja, false) => format!("{name}（{side}）の手を待っています"),
        (Lang::Fr, true) => format!("En attente du coup de votre ami ({side})"),
        (Lang::Fr, false) => format!("En attente du coup de {name} ({side})"),
    }
}

/// What a friend's link brought: "Bob played 1 move."
pub fn friend_moved(name: &str, moves: usize, lang: Lang) -> String {
    let who = display_name(name, lang);
    match lang {
        Lang::En if moves == 1 => format!("{who} played a move."),
        Lang::En => format!("{who} played {moves} moves."),
        Lang::Ja => format!("{who}が{moves}手打ちました。"),
        Lang::Fr if moves == 1 => format!("{who} a joué un coup."),
        Lang::Fr => format!("{who} a joué {moves} coups."),
    }
}

/// A friend's first link: "Alice invites you to a game: you play White."
pub fn invited(name: &str, me: Color, lang: Lang) -> String {
    let who = display_name(name, lang);
    let side = color(me, lang);
    match lang {
        Lang::En => format!("{who} invites you to a game: you play {side}."),
        Lang::Ja => format!("{who}から対局の招待です。あなたは{side}です。"),
        Lang::Fr => format!("{who} vous invite à une partie : vous jouez {side}."),
    }
}

/// The friend's draw offer: "Bob offers a draw."
pub fn offers_draw(name: &str, lang: Lang) -> String {
    let who = display_name(name, lang);
    match lang {
        Lang::En => format!("{who} offers a draw."),
        Lang::Ja => format!("{who}が引き分けを提案しています。"),
        Lang::Fr => format!("{who} propose la nulle."),
    }
}

/// A friend's name, or "Your friend" when they gave none.
pub fn display_name(name: &str, lang: Lang) -> String {
    if name.is_empty() {
        match lang {
            Lang::En => "Your friend",
            Lang::Ja => "友達",
            Lang::Fr => "Votre ami",
        }
        .to_string()
    } else {
        name.to_string()
    }
}

/// By when the move now due is to be played: "Move by 2026-12-10 14:00".
pub fn move_by(when: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Move by {when}"),
        Lang::Ja => format!("{when}までに着手"),
        Lang::Fr => format!("Jouer avant le {when}"),
    }
}
