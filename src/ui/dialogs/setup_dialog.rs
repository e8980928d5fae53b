//! The position editor: place and remove discs, clear the board or put back the start,
//! choose the side to move, or paste a position string; then play (or study) from there.
//! A position in which neither side can move, or a position string that is not 64 squares
//! and a side, is refused with the engine's own words. It starts from the position shown.

use super::dialog::Dialog;
use super::form::{buttons, refusal};
use crate::engine::record::{check_setup, position_string};
use crate::engine::{Board, Color, Game, Square};
use crate::i18n::record::import_error;
use crate::i18n::{names, ui, Text};
use crate::session::Source;
use crate::ui::keys::arrow_step;
use crate::ui::language::tr;
use crate::ui::record::open_game;
use crate::ui::state::AppState;
use leptos::ev::KeyboardEvent;
use leptos::html;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// What a tap on a square does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Brush {
    /// Puts a disc of this colour there (or takes away one already of this colour).
    Disc(Color),
    /// Empties the square.
    Remove,
}

impl Brush {
    const ALL: [(Brush, Text); 3] = [
        (Brush::Disc(Color::Black), ui::BLACK_DISC),
        (Brush::Disc(Color::White), ui::WHITE_DISC),
        (Brush::Remove, ui::REMOVE),
    ];

    /// The board after using this brush on `sq`.
    fn paint(self, board: Board, sq: Square) -> Board {
        let (mut black, mut white) = (board.black().0 & !sq.bit(), board.white().0 & !sq.bit());
        match self {
            Brush::Disc(color) if board.disc_at(sq) == Some(color) => {}
            Brush::Disc(Color::Black) => black |= sq.bit(),
            Brush::Disc(Color::White) => white |= sq.bit(),
            Brush::Remove => {}
        }
        with_side(black, white, board.side_to_move())
    }
}

/// The position of these discs with `side` to move (the masks never overlap here).
fn with_side(black: u64, white: u64, side: Color) -> Board {
    Board::from_colors(black, white, side).unwrap_or(Board::start(side))
}

/// The editor's 8×8 grid: one button per square, a roving focus moved by the arrow keys.
fn grid(board: RwSignal<Board>, brush: RwSignal<Brush>, error: RwSignal<String>) -> impl IntoView {
    let root = NodeRef::<html::Div>::new();
    let lang = AppState::get().lang;
    let focused = RwSignal::new(Square::all().next().expect("64 squares"));
    let on_key = move |sq: Square, ev: KeyboardEvent| {
        let Some(to) = arrow_step(sq, &ev.key()) else {
            return;
        };
        ev.prevent_default();
        focused.set(to);
        let selector = format!("[data-setup-square='{to}']");
        if let Some(root) = root.get_untracked() {
            if let Ok(Some(el)) = root.query_selector(&selector) {
                if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
                    let _ = el.focus();
                }
            }
        }
    };
    let squares = Square::all()
        .map(|sq| {
            let disc = Memo::new(move |_| board.with(|b| b.disc_at(sq)));
            let label = move || ui::square_label(sq, disc.get(), lang.get());
            view! {
                <button
                    type="button"
                    class="setup-square"
                    data-setup-square=sq.to_string()
                    data-setup-disc=move || disc.get().map(Color::name)
                    aria-label=label
                    tabindex=move || if focused.get() == sq { "0" } else { "-1" }
                    on:click=move |_| {
                        focused.set(sq);
                        board.update(|b| *b = brush.get_untracked().paint(*b, sq));
                        error.set(String::new());
                    }
                    on:keydown=move |ev| on_key(sq, ev)
                >
                    {move || {
                        disc.get()
                            .map(|c| {
                                view! { <span class=format!("setup-disc {}", c.name())></span> }
                            })
                    }}
                </button>
            }
        })
        .collect_view();
    // The coordinates are for the eye: each square's name already says where it is.
    let columns = ('a'..='h')
        .map(|c| view! { <span>{c.to_string()}</span> })
        .collect_view();
    let rows = (1..=8)
        .map(|r| view! { <span>{r.to_string()}</span> })
        .collect_view();
    view! {
        <div class="setup-frame">
            <div class="setup-columns" aria-hidden="true">{columns}</div>
            <div class="setup-rows" aria-hidden="true">{rows}</div>
            <div
                class="setup-board"
                role="group"
                aria-label=tr(ui::SETUP_BOARD_LABEL)
                node_ref=root
            >
                {squares}
            </div>
        </div>
    }
}

/// A set of radio buttons under a legend.
fn radios<T: Copy + PartialEq + Send + Sync + 'static>(
    legend: Text,
    name: &'static str,
    choices: &[(T, Text)],
    value: Signal<T>,
    on_choose: impl Fn(T) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let items = choices
        .iter()
        .map(|&(choice, label)| {
            view! {
                <label class="setup-choice">
                    <input
                        type="radio"
                        name=name
                        prop:checked=move || value.get() == choice
                        on:change=move |_| on_choose(choice)
                    />
                    {tr(label)}
                </label>
            }
        })
        .collect_view();
    view! {
        <fieldset class="setup-choices">
            <legend>{tr(legend)}</legend>
            {items}
        </fieldset>
    }
}

/// The editor, starting from the position shown on the board.
#[component]
pub fn SetupDialog(
    /// Closes the dialog.
    on_close: Callback<()>,
) -> impl IntoView {
    let state = AppState::get();
    let board = RwSignal::new(state.session.with_untracked(|s| s.game().board()));
    let brush = RwSignal::new(Brush::Disc(Color::Black));
    let error = RwSignal::new(String::new());
    let text = RwSignal::new(String::new());
    // The field always shows the board being edited.
    Effect::new(move |_| text.set(position_string(&board.get())));

    let set_side = move |side: Color| {
        board.update(|b| *b = with_side(b.black().0, b.white().0, side));
        error.set(String::new());
    };
    let use_text = move |()| match text.get_untracked().parse::<Board>() {
        Ok(read) => {
            board.set(read);
            error.set(String::new());
        }
        Err(why) => error.set(import_error(&why.into(), state.lang_now())),
    };
    let play = move |e: leptos::ev::SubmitEvent| {
        e.prevent_default();
        let start = board.get_untracked();
        match check_setup(&start) {
            Ok(()) => {
                on_close.run(());
                open_game(state, Game::from_board(start), Source::Setup);
            }
            Err(why) => error.set(import_error(&why.into(), state.lang_now())),
        }
    };
    let counts = move || {
        board.with(|b| {
            let lang = state.lang.get();
            let side = |c: Color| format!("{} {}", names::color(c, lang), b.count(c));
            format!("{} · {}", side(Color::Black), side(Color::White))
        })
    };
    let sides = [
        (Color::Black, ui::BLACK_TO_MOVE),
        (Color::White, ui::WHITE_TO_MOVE),
    ];

    view! {
        <Dialog title=ui::SET_UP_POSITION id="setup" on_close=on_close>
            <form class="record-form setup-form" on:submit=play>
                {radios(
                    ui::TOOL,
                    "setup-brush",
                    &Brush::ALL,
                    brush.into(),
                    move |b| brush.set(b),
                )}
                {grid(board, brush, error)}
                <p class="setup-counts" data-testid="setup-counts">{counts}</p>
                <div class="setup-actions">
                    <button
                        type="button"
                        on:click=move |_| board.update(|b| *b = with_side(0, 0, b.side_to_move()))
                    >
                        {tr(ui::CLEAR_BOARD)}
                    </button>
                    <button
                        type="button"
                        on:click=move |_| board.update(|b| *b = Board::start(b.side_to_move()))
                    >
                        {tr(ui::START_POSITION)}
                    </button>
                </div>
                {radios(
                    ui::SIDE_TO_MOVE,
                    "setup-side",
                    &sides,
                    Signal::derive(move || board.with(Board::side_to_move)),
                    set_side,
                )}
                <label class="setup-text" for="setup-position">
                    {tr(ui::POSITION_STRING)}
                </label>
                <div class="setup-text-row">
                    <input
                        id="setup-position"
                        type="text"
                        spellcheck="false"
                        autocomplete="off"
                        prop:value=move || text.get()
                        on:input=move |e| text.set(event_target_value(&e))
                        on:keydown=move |e: KeyboardEvent| {
                            // Enter takes the string, rather than submitting the form.
                            if e.key() == "Enter" {
                                e.prevent_default();
                                use_text(());
                            }
                        }
                    />
                    <button type="button" on:click=move |_| use_text(())>
                        {tr(ui::USE_POSITION)}
                    </button>
                </div>
                {refusal(error, "setup-error")}
                {buttons(ui::PLAY_FROM_HERE, on_close)}
            </form>
        </Dialog>
    }
}
