//! One game of the Library view: its result and score, players and level, opening, date and
//! (when a clock kept it) the time each side used, with Open, Copy link and Delete (which
//! asks first, in the row itself, so the list stays in view).

use crate::engine::search::Level;
use crate::engine::{Color, Ending};
use crate::i18n::library as words;
use crate::i18n::{names, Lang};
use crate::settings::library::{LibraryGame, Verdict};
use crate::settings::Player;
use crate::ui::files::local_minute;
use crate::ui::language::tr;
use leptos::prelude::*;

/// A level's name in `lang` from its stored id; an id this release does not know shows as it is.
pub fn level_name(id: &str, lang: Lang) -> String {
    id.parse::<Level>().map_or_else(
        |_| id.to_string(),
        |level| names::level(level, lang).to_string(),
    )
}

/// `3:07`: minutes and seconds.
fn clock_text(ms: u64) -> String {
    let seconds = ms / 1000;
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// "Win 40–24, resigned", from the game's side.
fn result_text(game: &LibraryGame, lang: Lang) -> String {
    let outcome = game.outcome();
    let side = game.side();
    let verdict = match game.verdict() {
        Verdict::Win => words::WIN,
        Verdict::Loss => words::LOSS,
        Verdict::Draw => words::DRAW,
    };
    let mut text = format!(
        "{} {}–{}",
        verdict.get(lang),
        outcome.score(side),
        outcome.score(side.opponent())
    );
    let how = match outcome.ending {
        Ending::Resigned(_) => Some(words::RESIGNED),
        Ending::DrawAgreed => Some(words::DRAW_AGREED),
        Ending::Time(_) => Some(words::ON_TIME),
        Ending::Normal => None,
    };
    if let Some(how) = how {
        text.push_str(&format!(" ({})", how.get(lang)));
    }
    text
}

/// "You (Black) vs Computer (White) · Beginner"; a game imported from another program's file
/// shows the names it gave ("alice (Black) vs bob (White)").
fn players_text(game: &LibraryGame, lang: Lang) -> String {
    let one_person = (game.black == Player::Human) != (game.white == Player::Human);
    let who = |player: Player, named: &Option<String>, side: Color| {
        let name = match (named, player) {
            (Some(named), _) => named.as_str(),
            (None, Player::Human) if one_person => words::YOU.get(lang),
            (None, Player::Human) => names::HUMAN.get(lang),
            (None, Player::Computer) => names::COMPUTER.get(lang),
        };
        format!("{name} ({})", names::color(side, lang))
    };
    let mut text = format!(
        "{} {} {}",
        who(game.black, &game.names[0], Color::Black),
        words::VERSUS.get(lang),
        who(game.white, &game.names[1], Color::White)
    );
    if let Some(level) = &game.level {
        text.push_str(&format!(" · {}", level_name(level, lang)));
    }
    text
}

/// A button that takes focus as it appears.
fn keep_focus() -> NodeRef<leptos::html::Button> {
    let button = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(b) = button.get() {
            let _ = web_sys::HtmlElement::focus(&b);
        }
    });
    button
}

/// One row; `asking` holds the key of the row whose deletion is being asked.
pub fn row(
    game: &LibraryGame,
    lang: Lang,
    asking: RwSignal<Option<String>>,
    on_open: Callback<String>,
    on_share: Callback<String>,
    on_delete: Callback<String>,
) -> impl IntoView {
    let key = game.key();
    let result = result_text(game, lang);
    let players = players_text(game, lang);
    let opening = game.opening_in(lang).unwrap_or_default();
    let time = game.time_ms.map(|[black, white]| {
        lang.labelled(
            words::TIME_USED.get(lang),
            &format!("{} – {}", clock_text(black), clock_text(white)),
        )
    });
    let summary = format!("{result}, {players}");
    let is_asked = {
        let key = key.clone();
        move || asking.with(|a| a.as_ref() == Some(&key))
    };
    let (k1, k2, k3, k4) = (key.clone(), key.clone(), key.clone(), key.clone());
    view! {
        <li class="library-game" data-testid="library-game" data-result=game.verdict().name()>
            <div class="library-game-text">
                <span class="library-result">{result}</span>
                <span class="library-players">{players}</span>
                <span class="library-opening" hidden=opening.is_empty()>{opening}</span>
                <span class="library-date">
                    <time>{local_minute(game.date_ms)}</time>
                    {time.map(|t| view! { <span class="library-time">" · "{t}</span> })}
                </span>
            </div>
            <Show
                when=is_asked
                fallback=move || {
                    let (k1, k2, k3) = (k1.clone(), k2.clone(), k3.clone());
                    view! {
                        <div class="library-game-actions">
                            <button
                                type="button"
                                data-testid="library-open"
                                aria-label=format!("{}: {summary}", words::OPEN_GAME.get(lang))
                                on:click=move |_| on_open.run(k1.clone())
                            >
                                {words::OPEN_GAME.get(lang)}
                            </button>
                            <button
                                type="button"
                                data-testid="library-share"
                                on:click=move |_| on_share.run(k2.clone())
                            >
                                {words::SHARE.get(lang)}
                            </button>
                            <button
                                type="button"
                                data-testid="library-delete"
                                on:click=move |_| asking.set(Some(k3.clone()))
                            >
                                {words::DELETE.get(lang)}
                            </button>
                        </div>
                    }
                }
            >
                <div class="library-game-actions" role="group" aria-label=tr(words::DELETE_ASK)>
                    <span class="library-ask">{words::DELETE_ASK.get(lang)}</span>
                    // Takes the focus of the Delete button it replaced.
                    <button type="button" data-autofocus="" node_ref=keep_focus() on:click=move |_| asking.set(None)>
                        {words::KEEP.get(lang)}
                    </button>
                    <button
                        type="button"
                        class="danger"
                        data-testid="library-delete-confirm"
                        on:click={
                            let k4 = k4.clone();
                            move |_| on_delete.run(k4.clone())
                        }
                    >
                        {words::DELETE.get(lang)}
                    </button>
                </div>
            </Show>
        </li>
    }
}
