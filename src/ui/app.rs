//! The root component: restores the saved state, provides it to every component, starts
//! the computer player, and lays out the page.

use super::actions::{choose, run};
use super::board::Board;
use super::chunks::later;
use super::computer::drive_computer;
use super::database::{self, ExplorerShown};
use super::dialogs::DialogLayer;
use super::friend;
use super::hotkeys;
use super::language::{self, tr};
use super::menu::Menu;
use super::page_parts;
use super::persistence::{keep_saved, restore};
use super::puzzles;
use super::record::share_link;
use super::scores::Scores;
use super::state::AppState;
use super::status::StatusBar;
use super::stepper::Stepper;
use super::theme::apply_look;
use crate::actions::Action;
use crate::engine::Game;
use crate::i18n::ui;
use crate::session::Session;
use crate::storage::Store;
use leptos::prelude::*;

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    // The static start board that index.html shows until the app runs gives way to it.
    if let Some(boot) = document().get_element_by_id("boot") {
        boot.remove();
    }
    let store = Store::open();
    let restored = restore(&store);
    let session = Session::restore(restored.game, restored.players);
    let state = AppState::new(
        session,
        restored.options,
        restored.stats,
        language::detect(),
    );
    provide_context(state);
    state.follow_level();
    let storage_notices = RwSignal::new(restored.notices);
    let kept = restored.kept;
    language::follow(state.lang);
    keep_saved(store.clone(), state, storage_notices);
    drive_computer(state);

    Effect::new(move |_| state.options.with(apply_look));
    puzzles::provide(kept.puzzles.clone(), restored.puzzle_notice);
    friend::provide(kept.friends.clone());
    database::provide();
    let explorer = ExplorerShown::get();
    // A link in the address at start: the board waits for the link's game rather than show
    // the saved one first (the code that reads links comes with the features' chunk).
    let linking = RwSignal::new(share_link::in_address());
    page_parts::start_features(state, store.clone(), kept, linking, storage_notices);

    let on_action = Callback::new(move |action| run(state, action));
    let on_square = Callback::new(move |square| choose(state, square));
    // The game's keys wait while the Puzzles view has the board, or a link's game is coming.
    let dialog_open = Signal::derive(move || {
        state.open.with(Option::is_some) || state.away.get() || linking.get()
    });
    hotkeys::listen(dialog_open, on_action, on_square);

    let game = Memo::new(move |_| state.session.with(|s| s.game().clone()));
    let playable = Memo::new(move |_| state.session.with(Session::person_to_move));
    let display = Memo::new(move |_| state.options.with(|o| o.display));
    let ai = move || {
        if state.thinking.get() {
            "thinking"
        } else {
            "idle"
        }
    };
    let marks = Memo::new(move |_| {
        let board = game.with(Game::board);
        state
            .analysis
            .hints
            .with(|h| h.as_ref().map(|h| h.marks(&board)).unwrap_or_default())
    });

    view! {
        <main class="app" data-ai=ai>
            {later(state, page_parts::update_banner)}
            <header class="title">
                <h1>{tr(ui::TITLE)}</h1>
            </header>
            <div class="notices">
                {later(state, move || page_parts::notices(storage_notices))}
            </div>
            <Show
                when=move || !linking.get()
                fallback=|| view! { <p class="status" data-testid="link-opening">{tr(ui::LINK_OPENING)}</p> }
            >
            <Show when=move || !state.away.get() fallback=move || later(state, page_parts::puzzle_view)>
                <section class="play">
                    <Scores />
                    <div class="board-wrap">
                        <Board
                            game=game
                            playable=playable
                            show_legal=Signal::derive(move || display.get().show_valid_moves)
                            preview=Signal::derive(move || display.get().preview_moves)
                            animate=Signal::derive(move || display.get().animate_moves)
                            on_choose=on_square
                            marks=marks
                            markers=Signal::derive(move || state.options.with(|o| o.markers))
                            choice=Signal::derive(move || {
                                state.session.with(|s| s.reviewed_choice().cloned())
                            })
                        />
                    </div>
                </section>
                // Beside the board (under it on a phone), what a player needs with it first:
                // the actions, the stepper, the status and what a drill or a review says;
                // the opening explorer once opened; then the panels, one at a time.
                <aside class="side">
                    {later(state, page_parts::restore_offer)}
                    <Menu
                        enabled=Callback::new(move |action| state.session.with(|s| s.enabled(action)))
                        on_action=on_action
                        pressed=Callback::new(move |action| {
                            (action == Action::ToggleHints)
                                .then(|| state.options.with(|o| o.display.show_hints))
                        })
                    />
                    <Stepper />
                    <StatusBar />
                    {later(state, page_parts::drill_panel)}
                    {later(state, page_parts::review_choice)}
                    {move || explorer.asked.get().then(|| later(state, page_parts::explorer_panel))}
                    {later(state, page_parts::side_panels)}
                </aside>
            </Show>
            </Show>
            <DialogLayer />
        </main>
    }
}
