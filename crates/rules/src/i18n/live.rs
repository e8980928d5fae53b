//! The words of a live game with a friend: the two links that connect the pages, the
//! connection's state, what a message from the friend's page did or why it was refused, the
//! ICE servers in Options, and Help's paragraph.

use super::texts;

texts! {
    LIVE { "Live", "ライブ", "En direct" }
    LIVE_ABOUT {
        "Both pages stay open and moves go across at once, directly between the two browsers: you send your friend an invitation link, they send you back a reply link, and the game connects. No account, no server of ours.",
        "両方のページを開いたまま、手がすぐに相手のブラウザへ直接届きます。招待リンクを友達に送り、友達から返信リンクを受け取ると接続されます。アカウントも私たちのサーバーも不要です。",
        "Les deux pages restent ouvertes et les coups passent aussitôt, directement d’un navigateur à l’autre : vous envoyez à votre ami un lien d’invitation, il vous renvoie un lien de réponse, et la partie se connecte. Ni compte ni serveur de notre part.",
    }
    LIVE_START { "Create the invitation", "招待を作る", "Créer l’invitation" }
    PREPARING { "Preparing the link…", "リンクを準備しています…", "Préparation du lien…" }
    OFFERING {
        "Send this invitation to your friend, then open the reply they send back, or paste it below.",
        "この招待を友達に送り、返ってきた返信を開くか、下に貼り付けてください。",
        "Envoyez cette invitation à votre ami, puis ouvrez la réponse qu’il vous renvoie, ou collez-la ci-dessous.",
    }
    ANSWERING {
        "Send this reply to your friend: the game connects when they open it.",
        "この返信を友達に送ってください。友達が開くと接続されます。",
        "Envoyez cette réponse à votre ami : la partie se connecte quand il l’ouvre.",
    }
    CONNECTING { "Connecting…", "接続しています…", "Connexion…" }
    CONNECTED { "Connected: moves go across as you play.", "接続しました。打った手はすぐに届きます。", "Connecté : les coups passent à mesure que vous jouez." }
    DISCONNECTED {
        "Disconnected. The game is kept: connect again with new links to go on from the same move.",
        "接続が切れました。対局は保存されています。新しいリンクで再接続すると同じ手から続けられます。",
        "Déconnecté. La partie est gardée : reconnectez-vous avec de nouveaux liens pour reprendre au même coup.",
    }
    FAILED {
        "No connection could be made in 20 seconds. There is no relay server, so some networks cannot connect directly: play by link instead, or try again.",
        "20秒以内に接続できませんでした。中継サーバーがないため、直接つながらないネットワークもあります。リンクで対局するか、もう一度試してください。",
        "Aucune connexion n’a pu s’établir en 20 secondes. Il n’y a pas de serveur relais, et certains réseaux ne se connectent pas directement : jouez par lien, ou réessayez.",
    }
    STATUS { "Connection", "接続", "Connexion" }
    INVITATION { "Invitation link", "招待リンク", "Lien d’invitation" }
    REPLY { "Reply link", "返信リンク", "Lien de réponse" }
    QR_CODE { "The same link as a QR code", "同じリンクのQRコード", "Le même lien en code QR" }
    PASTE_REPLY { "Your friend’s reply link", "友達からの返信リンク", "Le lien de réponse de votre ami" }
    CONNECT { "Connect", "接続", "Connecter" }
    CONNECT_LIVE { "Connect live", "ライブで接続", "Connecter en direct" }
    HANG_UP { "Disconnect", "切断", "Déconnecter" }
    USE_LINK { "Play by link instead", "リンクで対局する", "Jouer par lien" }
    REPLY_HANDED {
        "The reply went to the page waiting for it in this browser: you may close this tab.",
        "返信はこのブラウザで待っているページに渡しました。このタブは閉じてかまいません。",
        "La réponse est passée à la page qui l’attend dans ce navigateur : vous pouvez fermer cet onglet.",
    }
    NOT_A_REPLY {
        "This is not the reply to the invitation shown here: it belongs to another game or is broken.",
        "これはここに表示されている招待への返信ではありません。別の対局のものか、壊れています。",
        "Ce n’est pas la réponse à l’invitation affichée ici : elle appartient à une autre partie ou est abîmée.",
    }
    LIVE_LINK_BROKEN {
        "This live link cannot be read: it was cut short or changed in the messenger.",
        "このライブリンクは読めません。途中で切れたか、変更されています。",
        "Ce lien en direct est illisible : il a été coupé ou modifié dans la messagerie.",
    }
    LIVE_LINK_NEWER {
        "This live link comes from a newer version of the game: reload the page to update.",
        "このライブリンクは新しい版のゲームで作られています。ページを再読み込みして更新してください。",
        "Ce lien en direct vient d’une version plus récente du jeu : rechargez la page pour la mettre à jour.",
    }
    NO_WEBRTC {
        "This browser cannot make direct connections (WebRTC): play by link instead.",
        "このブラウザは直接接続（WebRTC）ができません。リンクで対局してください。",
        "Ce navigateur ne peut pas se connecter directement (WebRTC) : jouez par lien.",
    }
    MESSAGE_REFUSED {
        "Your friend’s page sent something the rules of this game do not allow; it was refused and nothing was changed.",
        "友達のページからルール上受け付けられないものが届きました。拒否し、何も変更していません。",
        "La page de votre ami a envoyé quelque chose que les règles de la partie n’autorisent pas ; c’est refusé et rien n’a changé.",
    }
    CLOSED_FOR_BAD_MESSAGES {
        "Your friend’s page kept sending what this game cannot take, so the connection was closed. The game is kept.",
        "友達のページから受け付けられないものが続いたため、接続を閉じました。対局は保存されています。",
        "La page de votre ami envoyait sans cesse ce que la partie ne peut accepter : la connexion a été fermée. La partie est gardée.",
    }
    NEWER_PAGE {
        "Your friend’s page is a newer version of the game: reload the page to update.",
        "友達のページは新しい版のゲームです。ページを再読み込みして更新してください。",
        "La page de votre ami est une version plus récente du jeu : rechargez la page pour la mettre à jour.",
    }
    CLOCK { "Clock (minutes per side)", "持ち時間（各自の分）", "Pendule (minutes par joueur)" }
    NO_CLOCK { "No clock", "持ち時間なし", "Sans pendule" }
    CLOCKS { "Clocks", "持ち時間", "Pendules" }
    ASK_UNDO { "Ask to take back", "待ったを頼む", "Demander à reprendre" }
    ACCEPT_UNDO { "Allow take-back", "待ったを認める", "Accepter la reprise" }
    DECLINE_UNDO { "Refuse take-back", "待ったを断る", "Refuser la reprise" }
    UNDO_ASKED_SENT {
        "You asked to take back your last move; waiting for the answer.",
        "直前の手の待ったを頼みました。返事を待っています。",
        "Vous avez demandé à reprendre votre dernier coup ; en attente de la réponse.",
    }
    UNDONE { "The move was taken back on both boards.", "両方の盤で手を戻しました。", "Le coup est repris sur les deux plateaux." }
    UNDO_DECLINED { "Your friend refused the take-back.", "友達は待ったを断りました。", "Votre ami a refusé la reprise." }
    UNDO_REFUSED_SENT { "You refused the take-back.", "待ったを断りました。", "Vous avez refusé la reprise." }
    NOTHING_TO_UNDO {
        "There is no move of yours to take back.",
        "戻せるあなたの手はありません。",
        "Vous n’avez aucun coup à reprendre.",
    }
    REQUEST_PENDING {
        "Another request or offer is waiting for its answer.",
        "別の依頼か提案が返事を待っています。",
        "Une autre demande ou proposition attend sa réponse.",
    }
    PEER_OLDER {
        "Your friend’s page is an older version of the game: it must be reloaded for this.",
        "友達のページは古い版のゲームです。これには再読み込みが必要です。",
        "La page de votre ami est une version plus ancienne du jeu : elle doit être rechargée pour cela.",
    }
    REMATCH { "Rematch, colours swapped", "色を替えて再戦", "Revanche, couleurs inversées" }
    ACCEPT_REMATCH { "Play the rematch", "再戦する", "Jouer la revanche" }
    DECLINE_REMATCH { "No rematch", "再戦しない", "Pas de revanche" }
    REMATCH_SENT {
        "You proposed a rematch with colours swapped; waiting for the answer.",
        "色を替えての再戦を提案しました。返事を待っています。",
        "Vous avez proposé une revanche en inversant les couleurs ; en attente de la réponse.",
    }
    REMATCH_DECLINED { "Your friend declined the rematch.", "友達は再戦を断りました。", "Votre ami a refusé la revanche." }
    REMATCH_STARTED {
        "The rematch has begun, colours swapped.",
        "色を替えて再戦が始まりました。",
        "La revanche a commencé, couleurs inversées.",
    }
    ICE_SERVERS { "Servers for live games (STUN)", "ライブ対局のサーバー（STUN）", "Serveurs des parties en direct (STUN)" }
    ICE_SERVERS_ABOUT {
        "One address per line. They only help two browsers find each other; no move passes through them. Leave the list empty to play live on the same network only.",
        "1行に1つのアドレス。2つのブラウザが互いを見つける手助けをするだけで、手は通りません。空にすると同じネットワーク内でのみライブ対局できます。",
        "Une adresse par ligne. Ils aident seulement les deux navigateurs à se trouver ; aucun coup n’y passe. Laissez la liste vide pour jouer en direct sur le même réseau seulement.",
    }
    HELP {
        "Live: both pages stay open and each move is on the other board within a second. Choose Play a friend, then Live: your page shows an invitation link and its QR code. Send it to your friend; their page shows a reply link and QR code for you. Open the reply (in another tab of the same browser it is handed to the waiting page) or paste it under the invitation, and both pages say Connected. Moves, resignation and draw offers go across; each is checked by the rules on the receiving page, and anything that does not fit is refused. The connection is direct between the two browsers: a STUN server (Options, Servers for live games) only helps them find each other, and with an empty list only pages on the same network connect. There is no relay, so some networks cannot connect: after 20 seconds the page says so and offers to play by link. If the connection drops, both pages say Disconnected within 10 seconds; the game is kept, and Connect live makes new links that resume it at the same move. The host may choose a clock of minutes per side: both pages show both clocks, each move says how much time its player has left (a page never takes a claim of more time than it measured), and when a clock reaches zero that player loses on time on both pages. Ask to take back sends your friend a request to take back your last move (and their reply to it, if they have replied); when they allow it, both boards go back to the same move. One request or offer waits at a time. When the game is over, Rematch proposes a new game with colours swapped over the same connection; the finished game stays in the Library.",
        "ライブ：両方のページを開いたまま、打った手は1秒以内に相手の盤に表示されます。「友達と対局」から「ライブ」を選ぶと、招待リンクとQRコードが表示されます。友達に送ると、友達のページにあなた宛ての返信リンクとQRコードが表示されます。返信を開く（同じブラウザの別タブなら待っているページに渡されます）か、招待の下に貼り付けると、両方のページが「接続しました」と表示します。手、投了、引き分けの提案が届き、受け取ったページでルールに照らして確かめ、合わないものは拒否します。接続は2つのブラウザの間で直接行われます。STUNサーバー（オプションの「ライブ対局のサーバー」）は互いを見つける手助けだけをし、リストが空なら同じネットワーク内のページだけが接続できます。中継はないため、接続できないネットワークもあります。20秒たっても接続できなければそう表示し、リンクでの対局を勧めます。接続が切れると、両方のページが10秒以内に「接続が切れました」と表示します。対局は保存され、「ライブで接続」で新しいリンクを作ると同じ手から再開できます。招待する側は各自の持ち時間（分）を選べます。両方のページに両者の持ち時間が表示され、手ごとに残り時間が伝わります（自分で測った以上の残り時間は受け付けません）。持ち時間がなくなると、両方のページでその人の時間切れ負けになります。「待ったを頼む」を押すと、直前の自分の手（相手がもう打っていればその手も）を戻す依頼が届き、相手が認めると両方の盤が同じ手まで戻ります。依頼や提案は一度に一つだけです。対局が終わったら「色を替えて再戦」で同じ接続のまま色を入れ替えた新しい対局を提案できます。終わった対局はライブラリに残ります。",
        "En direct : les deux pages restent ouvertes et chaque coup apparaît sur l’autre plateau en moins d’une seconde. Choisissez Jouer contre un ami, puis En direct : votre page affiche un lien d’invitation et son code QR. Envoyez-le à votre ami ; sa page affiche un lien de réponse et un code QR pour vous. Ouvrez la réponse (dans un autre onglet du même navigateur, elle est passée à la page qui attend) ou collez-la sous l’invitation, et les deux pages indiquent Connecté. Les coups, l’abandon et les propositions de nulle passent ; chacun est vérifié selon les règles par la page qui le reçoit, et ce qui ne convient pas est refusé. La connexion est directe entre les deux navigateurs : un serveur STUN (Options, Serveurs des parties en direct) les aide seulement à se trouver, et avec une liste vide seules les pages d’un même réseau se connectent. Il n’y a pas de relais, et certains réseaux ne se connectent donc pas : au bout de 20 secondes la page le dit et propose de jouer par lien. Si la connexion tombe, les deux pages indiquent Déconnecté en moins de 10 secondes ; la partie est gardée, et Connecter en direct crée de nouveaux liens qui la reprennent au même coup. Celui qui invite peut choisir une pendule de quelques minutes par joueur : les deux pages affichent les deux pendules, chaque coup indique le temps restant à son joueur (une page n’accepte jamais plus de temps qu’elle n’en a mesuré), et quand une pendule arrive à zéro, ce joueur perd au temps sur les deux pages. Demander à reprendre envoie à votre ami une demande de reprise de votre dernier coup (et de sa réponse s’il a déjà joué) ; s’il l’accepte, les deux plateaux reviennent au même coup. Une seule demande ou proposition attend à la fois. Une fois la partie finie, Revanche propose une nouvelle partie sur la même connexion en inversant les couleurs ; la partie finie reste dans la Bibliothèque.",
    }
}

/// A line of the ICE servers' list that is not a server's address.
pub fn bad_ice(line: &str, lang: super::Lang) -> String {
    match lang {
        super::Lang::En => format!("“{line}” is not a STUN or TURN address, like stun:stun.example.org:3478 (at most 8)."),
        super::Lang::Ja => format!("「{line}」はSTUNまたはTURNのアドレスではありません（例：stun:stun.example.org:3478、最大8個）。"),
        super::Lang::Fr => format!("« {line} » n’est pas une adresse STUN ou TURN, comme stun:stun.example.org:3478 (8 au plus)."),
    }
}

/// A clock's choice when a live game starts: "5 minutes".
pub fn minutes(n: u8, lang: super::Lang) -> String {
    match lang {
        super::Lang::En if n == 1 => "1 minute".to_string(),
        super::Lang::En => format!("{n} minutes"),
        super::Lang::Ja => format!("{n}分"),
        super::Lang::Fr if n == 1 => "1 minute".to_string(),
        super::Lang::Fr => format!("{n} minutes"),
    }
}

/// The friend's undo request: "Bob asks to take back their last move."
pub fn undo_asked(name: &str, lang: super::Lang) -> String {
    let who = super::friend::display_name(name, lang);
    match lang {
        super::Lang::En => format!("{who} asks to take back their last move."),
        super::Lang::Ja => format!("{who}が直前の手の待ったを頼んでいます。"),
        super::Lang::Fr => format!("{who} demande à reprendre son dernier coup."),
    }
}

/// The friend's rematch: "Bob proposes a rematch with colours swapped."
pub fn rematch_asked(name: &str, lang: super::Lang) -> String {
    let who = super::friend::display_name(name, lang);
    match lang {
        super::Lang::En => format!("{who} proposes a rematch with colours swapped."),
        super::Lang::Ja => format!("{who}が色を替えての再戦を提案しています。"),
        super::Lang::Fr => format!("{who} propose une revanche en inversant les couleurs."),
    }
}

/// A side's clock, for its label: "Black's clock".
pub fn clock_of(side: crate::engine::Color, lang: super::Lang) -> String {
    let colour = super::names::color(side, lang);
    match lang {
        super::Lang::En => format!("{colour}’s clock"),
        super::Lang::Ja => format!("{colour}の持ち時間"),
        super::Lang::Fr => format!("Pendule : {colour}"),
    }
}

/// A flag fell: "White’s time ran out: Black wins."
pub fn flag_fell(side: crate::engine::Color, lang: super::Lang) -> String {
    let loser = super::names::color(side, lang);
    let winner = super::names::color(side.opponent(), lang);
    match lang {
        super::Lang::En => format!("{loser}’s time ran out: {winner} wins."),
        super::Lang::Ja => format!("{loser}の時間切れです。{winner}の勝ちです。"),
        super::Lang::Fr => format!("Temps écoulé pour {loser} : {winner} gagne."),
    }
}
