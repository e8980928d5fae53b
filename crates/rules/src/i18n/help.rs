//! The Help's words in every language: the rules, playing, shortcuts, the game record, the
//! options, hints and review, and the strategy guide with its diagrams' captions.

use super::{texts, Lang};

texts! {
    CONTENTS { "Contents", "目次", "Sommaire" }
    RULES { "The rules", "ルール", "Les règles" }
    PLAYING { "How to play", "遊び方", "Comment jouer" }
    ACTIONS { "Menus and shortcuts", "メニューとショートカット", "Menus et raccourcis" }
    RECORD { "Game record", "棋譜", "Transcription de la partie" }
    OPTIONS { "Options", "設定", "Options" }
    ANALYSIS { "Hints and review", "ヒントと検討", "Indices et analyse" }
    STRATEGY { "Strategy guide", "戦略ガイド", "Guide de stratégie" }

    RULES_BOARD {
        "Two players, Black and White, share an 8×8 board. Columns are lettered a to h from the left and rows numbered 1 to 8 from the top, so the top-left square is a1. The game starts with two discs of each colour in the centre.",
        "黒と白の二人が8×8の盤で対戦します。列は左から a〜h、行は上から 1〜8 で表すので、左上のマスは a1 です。対局は中央に黒と白の石を2個ずつ置いて始めます。",
        "Deux joueurs, Noir et Blanc, se partagent un plateau de 8×8 cases. Les colonnes sont notées de a à h depuis la gauche et les rangées de 1 à 8 depuis le haut : la case en haut à gauche est a1. La partie commence avec deux pions de chaque couleur au centre.",
    }
    RULES_MOVE {
        "Players take turns placing one disc of their colour. A move must trap at least one straight, unbroken line of the opponent's discs between the new disc and another disc of the mover's colour, horizontally, vertically or diagonally. Every trapped disc, in every direction at once, turns over to the mover's colour. Discs that are not directly trapped by the new disc stay as they are.",
        "二人は交互に自分の色の石を1個ずつ打ちます。打った石と自分の色の石で、相手の石の途切れない列を縦・横・斜めのどれかで1列以上はさまなければなりません。はさんだ石は、すべての方向で同時に自分の色に裏返ります。打った石で直接はさんでいない石はそのままです。",
        "Les joueurs posent à tour de rôle un pion de leur couleur. Un coup doit encadrer au moins une ligne continue de pions adverses entre le nouveau pion et un autre pion de sa couleur, horizontalement, verticalement ou en diagonale. Tous les pions encadrés, dans toutes les directions à la fois, sont retournés. Les pions qui ne sont pas directement encadrés par le nouveau pion restent tels quels.",
    }
    RULES_PASS {
        "If you have no legal move you must pass, and your opponent moves again; you may never pass while you have a move. When neither side can move, usually because the board is full, the game ends and the player with more discs wins. Equal counts make a draw.",
        "打てる場所がなければパスし、相手が続けて打ちます。打てる場所があるときはパスできません。どちらも打てなくなると（ふつうは盤が埋まったとき）対局は終わり、石の多いほうの勝ちです。同数なら引き分けです。",
        "Si vous n’avez aucun coup légal, vous devez passer et votre adversaire rejoue ; vous ne pouvez jamais passer si vous avez un coup. Quand aucun des deux ne peut jouer, en général parce que le plateau est plein, la partie se termine et le joueur qui a le plus de pions gagne. À égalité, la partie est nulle.",
    }
    RULES_STATS {
        "Each game's result counts once in the statistics. Taking back moves past the end of a game (a resignation, an agreed draw or the last move) takes its result back too, and the game's next end counts instead. Starting a new game in the middle of a game against the computer counts as a loss for you, so the app asks first.",
        "各対局の結果は成績に一度だけ数えます。対局の終わり（投了、合意の引き分け、最後の手）より前に手を戻すと結果も取り消され、次に対局が終わったときの結果を数えます。コンピューターとの対局の途中で新しい対局を始めるとあなたの負けになるので、先に確認します。",
        "Le résultat de chaque partie compte une fois dans les statistiques. Annuler des coups au-delà de la fin d’une partie (abandon, nulle convenue ou dernier coup) annule aussi son résultat, et c’est la fin suivante qui compte. Commencer une nouvelle partie en pleine partie contre l’ordinateur compte comme une défaite pour vous : le jeu demande donc confirmation.",
    }
    PLAYING_POINTER {
        "With a mouse or a touch screen, click or tap a square. Squares where you may move are highlighted when Show valid moves is on; with Preview moves on, pointing at a square shows which discs would flip. A tap on a square that is not a legal move does nothing except explain why.",
        "マウスやタッチ画面では、マスをクリックまたはタップします。「打てる場所を表示」がオンなら打てるマスが強調され、「返る石を予告」がオンならマスを指したときに返る石が見えます。打てないマスをタップしても、理由が表示されるだけです。",
        "À la souris ou sur écran tactile, cliquez ou touchez une case. Les cases jouables sont mises en évidence si « Montrer les coups possibles » est activé ; avec « Prévisualiser les coups », pointer une case montre les pions qui seraient retournés. Toucher une case qui n’est pas un coup légal ne fait rien, sauf expliquer pourquoi.",
    }
    PLAYING_KEYBOARD {
        "With a keyboard, type a column letter and then a row number: f then 5 plays f5. You can also move around the board with the arrow keys and play the focused square with Enter or Space. Every move is announced for screen readers.",
        "キーボードでは列の文字、続けて行の数字を入力します。f のあと 5 で f5 に打ちます。矢印キーで盤上を移動し、Enter かスペースで選んだマスに打つこともできます。すべての手はスクリーンリーダーで読み上げられます。",
        "Au clavier, tapez une lettre de colonne puis un chiffre de rangée : f puis 5 joue f5. Vous pouvez aussi vous déplacer sur le plateau avec les flèches et jouer la case sélectionnée avec Entrée ou Espace. Chaque coup est annoncé aux lecteurs d’écran.",
    }
    PLAYING_UNDO {
        "Undo and redo walk through the game, stepping over passes. When you undo or redo against the computer and land on its turn, it waits: choose Resume play to let it move, or simply play a move of your own on your turn. Your options, statistics and the game in progress are saved in this browser, so a reload carries on where you were. If the browser refuses to save (its storage is full, or blocked as in some private windows), play goes on and a notice says that progress will not be kept. One game is saved at a time: when another tab saves its game, this tab says so and leaves it saved until you change the game here (reload to carry on with the other tab's game).",
        "戻す・進めるで対局をたどれます（パスは飛ばします）。コンピューターとの対局で戻したり進めたりしてコンピューターの番に止まると、コンピューターは待ちます。「対局を再開」で打たせるか、自分の番で自分の手を打ってください。設定、成績、対局中のゲームはこのブラウザに保存されるので、再読み込みしても続きから遊べます。ブラウザが保存を拒んだとき（保存領域がいっぱいのときや、プライベートウィンドウなどで保存が禁止されているとき）も対局は続けられますが、進行は保存されないとお知らせが出ます。保存される対局は1つだけです。別のタブが対局を保存すると、このタブはそのことを知らせ、ここで対局を動かすまでその対局を上書きしません（別のタブの対局を続けるには再読み込みしてください）。",
        "Annuler et rejouer parcourent la partie en sautant les passes. Si, contre l’ordinateur, vous vous arrêtez sur son tour, il attend : choisissez « Reprendre la partie » pour le laisser jouer, ou jouez simplement votre coup à votre tour. Vos options, vos statistiques et la partie en cours sont enregistrées dans ce navigateur : après un rechargement, vous reprenez où vous en étiez. Si le navigateur refuse d’enregistrer (stockage plein, ou bloqué comme dans certaines fenêtres privées), la partie continue et un avis indique que la progression ne sera pas conservée. Une seule partie est enregistrée à la fois : quand un autre onglet enregistre la sienne, cet onglet le signale et la laisse enregistrée jusqu’à ce que vous modifiiez la partie ici (rechargez pour reprendre la partie de l’autre onglet).",
    }
    SHORTCUTS_NOTE {
        "Shortcuts are single keys, so they never clash with the browser's own. They do nothing while a dialog is open; Escape closes the dialog.",
        "ショートカットは1つのキーなので、ブラウザのショートカットとぶつかりません。ダイアログを開いている間は働かず、Esc でダイアログを閉じます。",
        "Les raccourcis sont des touches seules, pour ne jamais entrer en conflit avec ceux du navigateur. Ils sont inactifs quand une fenêtre est ouverte ; Échap la ferme.",
    }
    ACTION { "Action", "操作", "Action" }
    KEYS { "Keys", "キー", "Touches" }
    WHAT_IT_DOES { "What it does", "内容", "Effet" }
    KEYS_OR { "or", "または", "ou" }
    PLAY_A_MOVE { "Play a move", "手を打つ", "Jouer un coup" }
    THEN { "then", "のあと", "puis" }
    PLAY_A_MOVE_TEXT { "Type the square's column and row.", "マスの列と行を入力します。", "Tapez la colonne puis la rangée de la case." }
    CLOSE_A_DIALOG { "Close a dialog", "ダイアログを閉じる", "Fermer une fenêtre" }
    ESCAPE { "Escape", "Esc", "Échap" }
    CLOSE_A_DIALOG_TEXT { "Same as Cancel or Close.", "「キャンセル」や「閉じる」と同じです。", "Comme Annuler ou Fermer." }
    RECORD_INTRO {
        "The Moves panel lists the game in standard notation, with the name of the opening while the game follows a known one (the name holds for any of the four symmetric ways to begin it: d3, c4 and e6 start the same Tiger as f5). Choose a move to see its position. The buttons under the list work on the game up to the move shown:",
        "「棋譜」欄は対局を標準の記法で並べ、知られた定石をたどっている間はその名前も表示します（名前は対称な4通りの始め方のどれでも同じです。d3、c4、e6 で始めても f5 と同じ虎です）。手を選ぶとその局面が見られます。下のボタンは、表示中の手までの対局に働きます。",
        "Le panneau Coups liste la partie en notation standard, avec le nom de l’ouverture tant que la partie en suit une connue (le nom vaut pour les quatre débuts symétriques : d3, c4 et e6 commencent le même Tigre que f5). Choisissez un coup pour voir sa position. Les boutons sous la liste agissent sur la partie jusqu’au coup affiché :",
    }
    COPY_TRANSCRIPT_TEXT {
        "Copies the moves as one line, such as f5d6c3d3c4. A game from a set-up position starts with that position.",
        "手順を f5d6c3d3c4 のように1行でコピーします。配置した局面からの対局は、その局面から始まります。",
        "Copie les coups sur une ligne, comme f5d6c3d3c4. Une partie partie d’une position préparée commence par cette position.",
    }
    COPY_LINK_TEXT {
        "Copies a link to this page that opens the game at this move wherever the app is hosted, even offline. The game travels in the link itself (after #moves= or #position=); nothing is sent anywhere.",
        "この手の局面で対局を開く、このページへのリンクをコピーします。アプリがどこに置かれていても、オフラインでも開けます。対局はリンクそのもの（#moves= や #position= の後ろ）に入っていて、どこにも送信されません。",
        "Copie un lien vers cette page qui ouvre la partie à ce coup, où que l’application soit hébergée, même hors ligne. La partie voyage dans le lien lui-même (après #moves= ou #position=) ; rien n’est envoyé nulle part.",
    }
    DOWNLOAD_GAME_TEXT {
        "Saves a small text file with the players, the result, the date, the start position if it was set up, and the numbered moves.",
        "対局者、結果、日付、配置した場合は開始局面、番号付きの手順を書いた小さなテキストファイルを保存します。",
        "Enregistre un petit fichier texte avec les joueurs, le résultat, la date, la position de départ si elle a été préparée, et les coups numérotés.",
    }
    OPEN_GAME_TEXT {
        "Paste a game in any common form: f5d6c3, F5 D6 C3, 1. f5 d6 2. c3, with or without passes written as pass, a share link, or a downloaded file. Every move is checked; if one cannot be played, the message names it and says why, and your game stays as it was.",
        "よく使われる形式ならどれでも貼り付けられます：f5d6c3、F5 D6 C3、1. f5 d6 2. c3（パスを「pass」と書いても書かなくても可）、共有リンク、保存したファイル。すべての手を確認し、打てない手があればその手と理由を示し、今の対局はそのまま残ります。",
        "Collez une partie sous n’importe quelle forme courante : f5d6c3, F5 D6 C3, 1. f5 d6 2. c3, avec ou sans passes écrites « pass », un lien de partage ou un fichier téléchargé. Chaque coup est vérifié ; si l’un ne peut pas être joué, le message le nomme et dit pourquoi, et votre partie reste telle quelle.",
    }
    SET_UP_TEXT {
        "Choose a tool and tap squares to place black or white discs (tap a disc again to take it away), clear the board or start from the opening position, choose who moves, or paste a position string: 64 characters for a1 to h8 (X black, O white, - empty) and then X or O for the side to move. Play from here starts a game from that position, saved and counted like any other; a position where neither side can move is refused.",
        "道具を選んでマスをタップし、黒石や白石を置きます（もう一度タップすると取り除けます）。盤を空にしたり初期配置から始めたり、手番を選んだりできます。局面の文字列も貼り付けられます：a1 から h8 までの64文字（X が黒、O が白、- が空き）に、手番を表す X か O を続けます。「ここから対局」でその局面から対局を始め、ほかの対局と同じく保存され成績に数えます。どちらも打てない局面は受け付けません。",
        "Choisissez un outil et touchez des cases pour poser des pions noirs ou blancs (touchez à nouveau un pion pour le retirer), videz le plateau ou partez de la position initiale, choisissez qui joue, ou collez une chaîne de position : 64 caractères de a1 à h8 (X noir, O blanc, - vide) puis X ou O pour le camp au trait. « Jouer d’ici » lance une partie depuis cette position, enregistrée et comptée comme les autres ; une position où aucun camp ne peut jouer est refusée.",
    }
    SAVE_PICTURE_TEXT {
        "Saves the board as a PNG image or an SVG drawing with its coordinates, optionally with each disc numbered by the move that placed it, as in printed game diagrams.",
        "盤を座標付きの PNG 画像か SVG 図として保存します。印刷された棋譜図のように、石に手順の番号を付けることもできます。",
        "Enregistre le plateau en image PNG ou en dessin SVG avec ses coordonnées, et si vous le souhaitez chaque pion numéroté par le coup qui l’a posé, comme dans les diagrammes imprimés.",
    }
    RECORD_RESTORE {
        "Opening a link, a pasted game or a set-up position replaces the game you were playing, so a button offers it back (Restore your previous game) until you play on. A game opened from a link or text was not played here, so its result is not counted in your statistics; once you play a move in it, it counts like any game.",
        "リンク、貼り付けた対局、配置した局面を開くと今の対局と入れ替わるので、続けて打つまでは「前の対局に戻す」ボタンで元に戻せます。リンクやテキストから開いた対局はここで打たれたものではないので、その結果は成績に数えません。その対局で一手打てば、ほかの対局と同じく数えます。",
        "Ouvrir un lien, une partie collée ou une position préparée remplace la partie en cours ; un bouton la propose donc en retour (Rétablir la partie précédente) tant que vous ne jouez pas. Une partie ouverte depuis un lien ou un texte n’a pas été jouée ici : son résultat ne compte pas dans vos statistiques, jusqu’à ce que vous y jouiez un coup.",
    }
    OPTIONS_INTRO {
        "Changes apply when you press OK. Cancel forgets them, and Restore defaults puts every option back to how it started (press OK to keep that). The language changes at once.",
        "変更は OK を押すと反映されます。「キャンセル」で取り消し、「初期設定に戻す」ですべての設定を最初の状態に戻します（残すには OK を押します）。言語はすぐに切り替わります。",
        "Les changements s’appliquent quand vous appuyez sur OK. Annuler les oublie, et « Valeurs par défaut » remet toutes les options à leur état initial (appuyez sur OK pour le garder). La langue change immédiatement.",
    }
    SHOW_VALID_MOVES_TEXT {
        "Highlights the squares the player to move may choose, in the valid move colour.",
        "手番の対局者が打てるマスを「打てる場所の色」で強調します。",
        "Met en évidence, dans la couleur des coups possibles, les cases que le joueur au trait peut choisir.",
    }
    PREVIEW_MOVES_TEXT {
        "While you point at or focus a legal square, shows the discs that move would flip.",
        "打てるマスを指したり選んだりしている間、その手で返る石を表示します。",
        "Quand vous pointez ou sélectionnez une case jouable, montre les pions que ce coup retournerait.",
    }
    ANIMATE_MOVES_TEXT {
        "Turns flipped discs over one by one and circles the disc just played in the move indicator colour.",
        "返る石を1個ずつ裏返し、打ったばかりの石を「着手マークの色」の円で囲みます。",
        "Retourne les pions un par un et entoure le pion qui vient d’être joué dans la couleur de l’indicateur de coup.",
    }
    COLOURS { "Colours", "色", "Couleurs" }
    COLOURS_TEXT {
        "Pick the board colour, the valid move highlight, the active square (the legal square under the pointer or focus) and the move indicator.",
        "盤の色、打てる場所の強調、選択中のマス（ポインタやフォーカスのある打てるマス）、着手マークの色を選べます。",
        "Choisissez la couleur du plateau, de la mise en évidence des coups possibles, de la case active (la case jouable sous le pointeur ou sélectionnée) et de l’indicateur de coup.",
    }
    FIRST_MOVE_TEXT { "Which colour starts a new game.", "新しい対局でどちらの色が先に打つか。", "La couleur qui commence une nouvelle partie." }
    PLAYERS_TERM { "Black player and White player", "黒の対局者と白の対局者", "Joueur noir et joueur blanc" }
    PLAYERS_TEXT {
        "Human or Computer for each side: play the computer, another person at the same screen, or watch the computer play itself. A change takes effect at once, even mid-game, and a game is counted in the statistics with the players set when it ends.",
        "それぞれの色を人間かコンピューターにします。コンピューターと対戦したり、同じ画面でほかの人と対戦したり、コンピューター同士の対局を見たりできます。変更は対局の途中でもすぐに反映され、成績には対局が終わったときの対局者で数えます。",
        "Humain ou Ordinateur pour chaque camp : jouez contre l’ordinateur, contre une autre personne sur le même écran, ou regardez l’ordinateur jouer contre lui-même. Un changement prend effet immédiatement, même en cours de partie, et une partie compte dans les statistiques avec les joueurs réglés à sa fin.",
    }
    DIFFICULTY_TEXT {
        "Seventeen levels, from Starter to Expert, each with its rating: each level wins about two games in three against the one below it. The lower levels look only a move or two ahead and sometimes choose a slightly worse move, as a person would; the higher ones search deeper and count the ending exactly. Expert searches deepest and is very hard to beat.",
        "はじめてから最上級まで17段階あり、それぞれにレーティングがあります。どのレベルも一つ下のレベルに3局に2局ほど勝ちます。下のレベルは1〜2手先までしか読まず、人間のように少し悪い手を選ぶこともあります。上のレベルほど深く読み、終盤を正確に数えます。最上級はいちばん深く読み、勝つのはとても難しいです。",
        "Dix-sept niveaux, de Premiers pas à Expert, chacun avec son classement : chaque niveau gagne environ deux parties sur trois contre celui du dessous. Les niveaux du bas ne voient qu’un ou deux coups à l’avance et choisissent parfois un coup un peu moins bon, comme une personne ; les plus forts calculent plus loin et comptent la finale exactement. Expert calcule le plus profondément et se bat très difficilement.",
    }
    LANGUAGE_TEXT {
        "English, 日本語 or Français. At first the game speaks your browser's language if it knows it, else English.",
        "English、日本語、Français から選べます。最初はブラウザの言語に合わせ、対応していなければ英語で表示します。",
        "English, 日本語 ou Français. Au départ, le jeu parle la langue de votre navigateur s’il la connaît, sinon l’anglais.",
    }
    HINTS_TEXT {
        "Hints (the ! key, or the Show hints option) show on your turn what each legal move is worth: the final disc difference you can expect if both sides then play perfectly, for example +4 or −2. Values in a box are proven by the exact solver (near the end of the game); the others are estimates of a deep search, refined as it goes; each is the mean of the search's last two depths, since a search that stops on your move and one that stops on your opponent's lean opposite ways, so the number settles instead of swinging. The best move, or moves, carry a ring. In the opening, slanted values come from the game's opening book, built from searches far deeper than a hint can afford (the computer plays from it at once). Pointing at a hint (or focusing its square) shows the move's line, the best play after it as the search or the book sees it, and a screen reader reads it with the square. Hints are never shown on the computer's turn.",
        "ヒント（! キー、または「ヒントを表示」）は、自分の番に打てる手それぞれの価値を示します。両者がその後最善を尽くしたときに見込める最終的な石差で、たとえば +4 や −2 です。枠の付いた値は完全読み（終盤）で確定したもので、ほかは深い探索による推定で、読み進むにつれて精度が上がります。推定値は探索の直前2つの深さの平均です。自分の手で読み終えた探索と相手の手で読み終えた探索は逆向きに偏るため、平均を取ると値が大きく揺れずに落ち着きます。最善手には輪が付きます。序盤で斜体の値は、ヒントよりはるかに深い探索で作ったこのゲームの定石データによるものです（コンピューターはそこから即座に打ちます）。ヒントを指す（またはマスにフォーカスする）と、その手の手順（探索または定石データによるその後の最善の進行）が表示され、スクリーンリーダーはマスと一緒に読み上げます。コンピューターの番にはヒントは出ません。",
        "Les indices (touche !, ou l’option « Afficher les indices ») montrent à votre tour ce que vaut chaque coup légal : l’écart final de pions attendu si les deux camps jouent ensuite parfaitement, par exemple +4 ou −2. Les valeurs encadrées sont prouvées par le calcul exact (en fin de partie) ; les autres sont des estimations d’une recherche profonde, affinées au fil du calcul ; chacune est la moyenne des deux dernières profondeurs, car une recherche qui s’arrête sur votre coup et une qui s’arrête sur celui de l’adversaire penchent en sens inverse : le nombre se stabilise au lieu d’osciller. Le ou les meilleurs coups portent un anneau. En ouverture, les valeurs penchées viennent de la bibliothèque d’ouvertures du jeu, bâtie par des recherches bien plus profondes qu’un indice ne peut se le permettre (l’ordinateur y joue sans attendre). Pointer un indice (ou sélectionner sa case au clavier) montre la suite du coup, le meilleur jeu après lui selon la recherche ou la bibliothèque, qu’un lecteur d’écran lit avec la case. Les indices ne s’affichent jamais au tour de l’ordinateur.",
    }
    GRAPH_TEXT {
        "The analysis beside the board says who is ahead and by how much (\"exact\" when proven), and its graph shows the value of every position of the game from Black's point of view: above the line Black is ahead. Filled points are exact. Choose a point, or use the arrow keys on the graph, to see that position.",
        "盤の横の分析は、どちらが何石優勢かを示します（確定した値には「確定」と付きます）。グラフは対局のすべての局面の評価を黒から見て示し、線より上なら黒が優勢です。塗りつぶした点は確定値です。点を選ぶか、グラフ上で矢印キーを使うと、その局面が見られます。",
        "L’analyse à côté du plateau dit qui mène et de combien (« exact » quand c’est prouvé), et son graphique montre la valeur de chaque position de la partie du point de vue de Noir : au-dessus de la ligne, Noir mène. Les points pleins sont exacts. Choisissez un point, ou utilisez les flèches sur le graphique, pour voir cette position.",
    }

    CORNERS { "Corners and stable discs", "隅と確定石", "Coins et pions stables" }
    CORNERS_TEXT {
        "A disc in a corner can never be flipped: no line runs past it. Discs of the same colour that grow out from such a corner along the edges, and then inwards, become just as safe. Stable discs are the only ones sure to count at the end, which is why corners are worth so much.",
        "隅の石は決して返されません。隅の先に続く列がないからです。隅から辺に沿って、さらに内側へと広がる同じ色の石も、同じように安全になります。最後に確実に数えられるのは確定石だけなので、隅には大きな価値があります。",
        "Un pion dans un coin ne peut jamais être retourné : aucune ligne ne passe au-delà. Les pions de même couleur qui s’étendent depuis ce coin le long des bords, puis vers l’intérieur, deviennent tout aussi sûrs. Seuls les pions stables sont certains de compter à la fin : c’est pourquoi les coins valent si cher.",
    }
    X_AND_C { "X-squares and C-squares", "X打ちとC打ち", "Cases X et cases C" }
    X_AND_C_TEXT {
        "The squares touching an empty corner are dangerous. A disc on an X-square (the diagonal neighbour) very often lets the opponent into the corner; a disc on a C-square (the edge neighbour) can do the same. Leave them alone while the corner is empty, unless you have worked out that it is safe.",
        "空いている隅に接するマスは危険です。X（隅の斜め隣）に打つと、相手に隅を取られることがとても多く、C（辺に沿った隣）に打っても同じことが起こりえます。隅が空いている間は、安全だと読み切れない限り打たないようにしましょう。",
        "Les cases qui touchent un coin vide sont dangereuses. Un pion sur une case X (la voisine en diagonale) ouvre très souvent le coin à l’adversaire ; un pion sur une case C (la voisine sur le bord) peut faire de même. Évitez-les tant que le coin est vide, sauf si vous avez calculé que c’est sans risque.",
    }
    MOBILITY { "Mobility", "着手可能数", "Mobilité" }
    MOBILITY_TEXT {
        "Having many moves to choose from, and leaving your opponent few, matters more than the disc count in the opening and middle game. A player with one move left must play it, however bad it is. Running out of moves entirely means passing, so your opponent plays twice in a row.",
        "序盤と中盤では、石の数よりも、自分の打てる場所を多く、相手の打てる場所を少なくすることが大切です。打てる場所が一つしかなければ、どんなに悪い手でも打つしかありません。打てる場所がなくなればパスで、相手が2回続けて打ちます。",
        "En ouverture et en milieu de partie, avoir beaucoup de coups possibles et en laisser peu à l’adversaire compte plus que le nombre de pions. Un joueur qui n’a plus qu’un coup doit le jouer, si mauvais soit-il. S’il n’en a plus du tout, il passe et l’adversaire joue deux fois de suite.",
    }
    FRONTIER { "Frontier discs", "壁（外側の石）", "Pions frontières" }
    FRONTIER_TEXT {
        "A frontier disc is one next to an empty square, in any of the eight directions. Frontier discs give your opponent things to flip, so they create moves for them. Keep your own frontier short and your discs tucked inside; it is often right to have fewer discs than your opponent until late in the game.",
        "8方向のどれかで空きマスに接する石を外側の石（壁）と呼びます。壁は相手に返す石を与え、相手の打てる場所を増やします。自分の壁は少なくし、石を内側にまとめましょう。終盤までは相手より石が少ないほうがよいこともよくあります。",
        "Un pion frontière touche une case vide dans l’une des huit directions. Les pions frontières donnent à l’adversaire des pions à retourner, donc des coups. Gardez votre frontière courte et vos pions à l’intérieur ; il est souvent juste d’avoir moins de pions que l’adversaire jusqu’à la fin de la partie.",
    }
    WEDGES { "Wedges", "割り込み", "Pions coincés" }
    WEDGES_TEXT {
        "When your opponent has two discs on an edge with a single empty square between them, a disc you place in that gap is wedged: nothing on the edge can flip it, and it often lets you reach a corner. Gaps of one (or any odd number) on your own edges invite wedges; even gaps are safer.",
        "相手が辺に空きマスを一つはさんで2個の石を置いているとき、その隙間に打った石は割り込みになります。辺の上ではもう返されず、隅に手が届くこともよくあります。自分の辺に1マス（または奇数マス）の隙間があると割り込まれやすく、偶数の隙間のほうが安全です。",
        "Quand l’adversaire a deux pions sur un bord séparés par une seule case vide, un pion posé dans cet espace est coincé : rien sur le bord ne peut le retourner, et il ouvre souvent l’accès à un coin. Des trous d’une case (ou d’un nombre impair) sur vos propres bords invitent ces coups ; les trous pairs sont plus sûrs.",
    }
    PARITY { "Parity", "偶数理論", "Parité" }
    PARITY_TEXT {
        "Near the end the empty squares split into separate regions. Whoever plays the last move in a region usually gains from it. So, other things being equal, move into regions with an odd number of empties and leave the even ones alone. Never give away a corner or an edge just for parity, though.",
        "終盤になると空きマスはいくつかの領域に分かれます。ある領域で最後に打つ側がたいてい得をします。ほかの条件が同じなら、空きが奇数の領域に打ち、偶数の領域は残しましょう。ただし、偶数理論のためだけに隅や辺を渡してはいけません。",
        "En fin de partie, les cases vides se répartissent en régions séparées. Celui qui joue le dernier coup d’une région en tire généralement profit. À égalité par ailleurs, jouez donc dans les régions au nombre impair de cases vides et laissez les paires. Mais ne cédez jamais un coin ou un bord pour la seule parité.",
    }

    START_CAPTION {
        "The start: two discs each in the centre. Black may open at d3, c4, f5 or e6.",
        "初期配置：中央に2個ずつ。黒の初手は d3、c4、f5、e6 のどれかです。",
        "Le départ : deux pions chacun au centre. Noir peut ouvrir en d3, c4, f5 ou e6.",
    }
    STABLE_CAPTION {
        "Black's ten discs in the top-left triangle grow from the a1 corner and can never be flipped.",
        "左上の三角形にある黒の10個の石は a1 の隅から広がっていて、決して返されません。",
        "Les dix pions noirs du triangle en haut à gauche partent du coin a1 et ne peuvent jamais être retournés.",
    }
    X_AND_C_CAPTION {
        "X-squares touch a corner diagonally; C-squares touch it along an edge.",
        "X は隅に斜めに、C は辺に沿って隅に接するマスです。",
        "Les cases X touchent un coin en diagonale ; les cases C le touchent le long d’un bord.",
    }
    MOBILITY_BEFORE_CAPTION {
        "White has eleven discs to Black's eight, yet its only legal move is b2, an X-square.",
        "白は11個で黒は8個ですが、白が打てるのは X の b2 だけです。",
        "Blanc a onze pions contre huit à Noir, mais son seul coup légal est b2, une case X.",
    }
    MOBILITY_AFTER_CAPTION {
        "After b2, Black can take the a1 corner along the long diagonal.",
        "b2 のあと、黒は長い対角線に沿って a1 の隅を取れます。",
        "Après b2, Noir peut prendre le coin a1 par la grande diagonale.",
    }
    FRONTIER_CAPTION {
        "White has 22 discs, 20 of them beside an empty square; Black has 9, only 6 on the frontier. White is left with three moves: a3, a6 and the X-square b7.",
        "白は22個でそのうち20個が空きマスに接し、黒は9個で壁は6個だけです。白に残る手は a3、a6、X の b7 の三つです。",
        "Blanc a 22 pions, dont 20 à côté d’une case vide ; Noir en a 9, dont 6 seulement en frontière. Il reste à Blanc trois coups : a3, a6 et la case X b7.",
    }
    WEDGE_CAPTION {
        "Black wedges in at d1 between White's edge discs. White can never flip it back, and Black threatens the h1 corner.",
        "黒は白の辺の石の間の d1 に割り込みます。白はこれを返せず、黒は h1 の隅をねらえます。",
        "Noir se coince en d1 entre les pions de bord de Blanc. Blanc ne pourra jamais le retourner, et Noir menace le coin h1.",
    }
    PARITY_CAPTION {
        "Four empty regions remain: three squares top left, two top right, three bottom left and one bottom right. White, to move, wants the last move in each.",
        "空きの領域が四つ残っています：左上に3マス、右上に2マス、左下に3マス、右下に1マス。手番の白は、それぞれで最後に打ちたいところです。",
        "Il reste quatre régions vides : trois cases en haut à gauche, deux en haut à droite, trois en bas à gauche et une en bas à droite. Blanc, au trait, veut jouer le dernier coup de chacune.",
    }
}

/// How the review classes moves, with its thresholds in discs.
pub fn classes(inaccuracy: i32, mistake: i32, blunder: i32, lang: Lang) -> String {
    let (i1, m0, m1, b0) = (inaccuracy, mistake - 1, mistake, blunder - 1);
    match lang {
        Lang::En => format!(
            "Each move is classed by the discs it lost: best (0 or 1: exact values come in steps of two, so a one-disc gap is only the estimate's rounding), an inaccuracy ({i1}–{m0}), a mistake ({m1}–{b0}) or a blunder ({blunder} or more, about what a corner given away costs). The move list marks them ?!, ? and ??, and the graph circles them."
        ),
        Lang::Ja => format!(
            "各手は失った石数で分類します：最善（0か1。確定値は2ずつ変わるので、1石の差は推定の丸めにすぎません）、疑問手（{i1}〜{m0}）、悪手（{m1}〜{b0}）、大悪手（{blunder}以上。隅を一つ渡すのと同じくらいの損）。棋譜ではそれぞれ ?!、?、?? と印を付け、グラフでは丸で囲みます。"
        ),
        Lang::Fr => format!(
            "Chaque coup est classé selon les pions perdus : meilleur (0 ou 1 : les valeurs exactes vont de deux en deux, un écart d’un pion n’est donc qu’un arrondi de l’estimation), imprécision ({i1}–{m0}), erreur ({m1}–{b0}) ou gaffe ({blunder} ou plus, à peu près le prix d’un coin cédé). La liste des coups les marque ?!, ? et ??, et le graphique les entoure."
        ),
    }
}

/// How the review works, with its exact endgame and search depth.
pub fn review(exact_empties: u32, depth: u32, lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "Review game (V) judges every disc placed against the best move of its position: exactly in the last {exact_empties} empties, by a {depth}-ply search before that. A bar shows its progress and Cancel stops it. The review is saved with the game; playing a different move after an undo starts a new line, and the review is dropped."
        ),
        Lang::Ja => format!(
            "「対局を検討」（V）は、打たれたすべての石をその局面の最善手と比べます。残り{exact_empties}マスからは完全読みで、それより前は{depth}手読みで判定します。進み具合はバーで表示され、「キャンセル」で中止できます。検討結果は対局と一緒に保存されます。戻したあとに別の手を打つと新しい手順になり、検討結果は消えます。"
        ),
        Lang::Fr => format!(
            "Analyser la partie (V) compare chaque pion posé au meilleur coup de sa position : exactement dans les {exact_empties} dernières cases vides, par une recherche à {depth} demi-coups avant. Une barre montre la progression et Annuler l’arrête. L’analyse est enregistrée avec la partie ; jouer un autre coup après une annulation ouvre une nouvelle ligne, et l’analyse est abandonnée."
        ),
    }
}

/// Resigning and offering a draw, with the computer's rule: it accepts in the first `moves`
/// moves only when behind by `deficit` discs or more.
pub fn draw_rule(moves: u32, deficit: i32, lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "You may also resign, which gives your opponent the win by 64 to 0, or offer a draw. Another person can accept or decline; if they decline, you still have to move. The computer searches the position at its level and accepts only when it is not ahead; in the first {moves} moves, when even positions are still open, only when it is behind by {deficit} discs or more."
        ),
        Lang::Ja => format!(
            "投了することもでき、その場合は相手の64対0の勝ちです。引き分けを提案することもできます。人間の相手は受けるか断るかを選び、断られたらそのまま打たなければなりません。コンピューターは自分のレベルで局面を読み、優勢でないときだけ受けます。互角の局面がまだ多い最初の{moves}手では、{deficit}石以上劣勢のときだけ受けます。"
        ),
        Lang::Fr => format!(
            "Vous pouvez aussi abandonner, ce qui donne la victoire à l’adversaire par 64 à 0, ou proposer la nulle. Une autre personne peut accepter ou refuser ; en cas de refus, vous devez toujours jouer. L’ordinateur analyse la position à son niveau et n’accepte que s’il n’est pas en avance ; dans les {moves} premiers coups, où tout reste ouvert, seulement s’il est derrière de {deficit} pions ou plus."
        ),
    }
}
