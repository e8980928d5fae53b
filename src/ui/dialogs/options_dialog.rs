//! The Options dialog: edits a draft copy of the options and the session's players, so only
//! OK changes anything.

use super::dialog::Dialog;
use crate::actions::words::action as action_words;
use crate::actions::Action;
use crate::engine::search::Level;
use crate::engine::Color;
use crate::i18n::{names, ui, Lang, Text};
use crate::settings::friends::{parse_ice, Friends};
use crate::settings::words;
use crate::settings::{ClockChoice, Markers, Options, Player, Rgb, Start, StoredOptions, Theme};
use crate::ui::ai::cores as ai_cores;
use crate::ui::friend::FriendList;
use crate::ui::language::tr;
use crate::ui::state::AppState;
use leptos::prelude::*;

/// What the dialog edits: the options and who plays.
type Draft = StoredOptions;
/// Reads one option from the draft.
type Getter<T> = fn(&Draft) -> T;
/// Writes one option into the draft.
type Setter<T> = fn(&mut Draft, T);

/// A labelled checkbox bound to one option of the draft, with its test hook if it has one.
fn checkbox(
    draft: RwSignal<Draft>,
    label: Text,
    get: Getter<bool>,
    set: Setter<bool>,
    hook: Option<&'static str>,
) -> impl IntoView {
    view! {
        <label class="option-check">
            <input
                type="checkbox"
                data-testid=hook
                prop:checked=move || draft.with(get)
                on:change=move |e| draft.update(|o| set(o, event_target_checked(&e)))
            />
            {tr(label)}
        </label>
    }
}

/// A labelled colour picker bound to one colour of the draft.
fn colour(
    draft: RwSignal<Draft>,
    label: Text,
    get: Getter<Rgb>,
    set: Setter<Rgb>,
) -> impl IntoView {
    view! {
        <label class="option-colour">
            <span>{tr(label)}</span>
            <input
                type="color"
                prop:value=move || draft.with(get).to_string()
                on:input=move |e| {
                    if let Ok(c) = event_target_value(&e).parse::<Rgb>() {
                        draft.update(|o| set(o, c));
                    }
                }
            />
        </label>
    }
}

/// A labelled drop-down over `choices`, shown by `title`, stored by `name`; `testid` marks
/// the drop-down for tests where one is named.
#[allow(clippy::too_many_arguments)]
fn select<T: Copy + PartialEq + Send + Sync + 'static, S: IntoView + 'static>(
    testid: Option<&'static str>,
    draft: RwSignal<Draft>,
    label: Text,
    choices: &'static [T],
    name: fn(T) -> &'static str,
    title: fn(T, Lang) -> S,
    get: Getter<T>,
    set: Setter<T>,
) -> impl IntoView {
    let lang = AppState::get().lang;
    view! {
        <label class="option-select">
            <span>{tr(label)}</span>
            <select data-testid=testid on:change=move |e| {
                let value = event_target_value(&e);
                if let Some(choice) = choices.iter().copied().find(|c| name(*c) == value) {
                    draft.update(|o| set(o, choice));
                }
            }>
                {choices
                    .iter()
                    .copied()
                    .map(|choice| {
                        view! {
                            <option
                                value=name(choice)
                                prop:selected=move || draft.with(get) == choice
                            >
                                {move || title(choice, lang.get())}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </label>
    }
}

const SIDES: [Color; 2] = [Color::Black, Color::White];

/// The Cores menu: 1 to the device's count, the device's default selected until one is
/// chosen.
fn cores(draft: RwSignal<Draft>) -> impl IntoView {
    let device = ai_cores::device_cores();
    let shown = move || ai_cores::pool_size(draft.with(|d| d.options.cores), device);
    view! {
        <label class="option-select">
            <span>{tr(ui::CORES)}</span>
            <select
                data-testid="option-cores"
                on:change=move |e| {
                    if let Ok(n) = event_target_value(&e).parse::<u8>() {
                        draft.update(|d| d.options.cores = Some(n));
                    }
                }
            >
                {ai_cores::choices(device)
                    .map(|n| {
                        view! {
                            <option value=n.to_string() prop:selected=move || shown() == n>
                                {n.to_string()}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </label>
    }
}

/// The language menu, each language named in itself. Unlike the other options it applies
/// at once (the dialog itself turns to the new language), and the draft follows so that OK
/// keeps it.
fn language(options: RwSignal<Options>, draft: RwSignal<Draft>) -> impl IntoView {
    let lang = AppState::get().lang;
    view! {
        <label class="option-select">
            // The fieldset's legend shows the word; a second one beside the menu would repeat it.
            <select
                data-testid="option-language"
                aria-label=tr(ui::LANGUAGE)
                on:change=move |e| {
                    if let Ok(chosen) = event_target_value(&e).parse::<Lang>() {
                        options.update(|o| o.language = Some(chosen));
                        draft.update(|d| d.options.language = Some(chosen));
                    }
                }
            >
                {Lang::ALL
                    .into_iter()
                    .map(|choice| {
                        view! {
                            <option value=choice.code() lang=choice.code() prop:selected=move || lang.get() == choice>
                                {choice.native_name()}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </label>
    }
}

/// The Options dialog. OK stores the draft in `options` and closes; Cancel and Escape
/// close without touching `options`; Restore defaults resets only the draft.
#[component]
pub fn OptionsDialog(
    /// The options in effect.
    options: RwSignal<Options>,
    /// Closes the dialog (the caller hides it).
    on_close: Callback<()>,
) -> impl IntoView {
    let state = AppState::get();
    let list = FriendList::get();
    // The live game's servers are kept with the friend games, one per line here.
    let ice = RwSignal::new(list.friends.with_untracked(|f| f.ice.join("\n")));
    let ice_problem = RwSignal::new(None::<String>);
    let draft = RwSignal::new(StoredOptions {
        options: options.get_untracked(),
        players: state.session.with_untracked(|s| *s.players()),
    });
    // OK submits the form, and the form's submit applies the draft: a click that closed the
    // dialog itself would remove the form before its default submission, which the browser
    // reports as "Form submission canceled because the form is not connected".
    let ok = move |e: leptos::ev::SubmitEvent| {
        e.prevent_default();
        let servers = match parse_ice(&ice.get_untracked()) {
            Ok(servers) => servers,
            Err(line) => {
                ice_problem.set(Some(crate::i18n::live::bad_ice(&line, state.lang_now())));
                return;
            }
        };
        if list.friends.with_untracked(|f| f.ice != servers) {
            list.friends.update(|f| f.ice = servers);
        }
        let chosen = draft.get_untracked();
        options.set(chosen.options);
        let _ = state.change(|s, _| {
            s.set_players(chosen.players);
            Ok(())
        });
        on_close.run(());
    };
    view! {
        <Dialog title=action_words(Action::Options).label id="options" on_close=on_close>
            <form class="options-form" on:submit=ok>
                <fieldset>
                    <legend>{tr(ui::DISPLAY)}</legend>
                    {checkbox(draft, ui::SHOW_VALID_MOVES, |d| d.options.display.show_valid_moves, |d, v| d.options.display.show_valid_moves = v, None)}
                    {checkbox(draft, ui::PREVIEW_MOVES, |d| d.options.display.preview_moves, |d, v| d.options.display.preview_moves = v, None)}
                    {checkbox(draft, ui::ANIMATE_MOVES, |d| d.options.display.animate_moves, |d, v| d.options.display.animate_moves = v, None)}
                    {checkbox(draft, ui::SHOW_HINTS, |d| d.options.display.show_hints, |d, v| d.options.display.show_hints = v, None)}
                    {checkbox(draft, ui::SHOW_GRAPH, |d| d.options.display.show_graph, |d, v| d.options.display.show_graph = v, Some("option-graph"))}
                    {checkbox(draft, ui::SOUND, |d| d.options.sound, |d, v| d.options.sound = v, Some("option-sound"))}
                    {select(Some("option-theme"), draft, ui::BOARD_STYLE, &Theme::ALL, Theme::name, words::theme, |d| d.options.theme, |d, v| d.options.theme = v)}
                    {select(Some("option-markers"), draft, ui::MARKERS, &Markers::ALL, Markers::name, words::markers, |d| d.options.markers, |d, v| d.options.markers = v)}
                    {colour(draft, ui::BOARD_COLOUR, |d| d.options.colors.board, |d, v| d.options.colors.board = v)}
                    {colour(draft, ui::VALID_MOVE_COLOUR, |d| d.options.colors.valid_move, |d, v| d.options.colors.valid_move = v)}
                    {colour(draft, ui::ACTIVE_SQUARE_COLOUR, |d| d.options.colors.active_square, |d, v| d.options.colors.active_square = v)}
                    {colour(draft, ui::MOVE_INDICATOR_COLOUR, |d| d.options.colors.move_indicator, |d, v| d.options.colors.move_indicator = v)}
                </fieldset>
                <fieldset>
                    <legend>{tr(ui::PLAYERS)}</legend>
                    {select(None, draft, ui::FIRST_MOVE, &SIDES, Color::name, names::color, |d| d.players.first, |d, v| d.players.first = v)}
                    {select(None, draft, ui::BLACK_PLAYER, &Player::ALL, Player::name, words::player, |d| d.players.black, |d, v| d.players.black = v)}
                    {select(None, draft, ui::WHITE_PLAYER, &Player::ALL, Player::name, words::player, |d| d.players.white, |d, v| d.players.white = v)}
                    {select(Some("option-start"), draft, ui::START_FROM, &Start::ALL, Start::name, words::start, |d| d.options.start, |d, v| d.options.start = v)}
                </fieldset>
                <fieldset>
                    <legend>{tr(names::COMPUTER)}</legend>
                    {select(Some("option-level"), draft, ui::DIFFICULTY, &Level::ALL, Level::name, names::level_with_rating, |d| d.options.level, |d, v| d.options.level = v)}
                    <super::your_level::YourLevel draft=draft />
                    {cores(draft)}
                    {select(Some("option-clock"), draft, ui::CLOCK, &ClockChoice::ALL, ClockChoice::name, words::clock, |d| d.options.clock, |d, v| d.options.clock = v)}
                </fieldset>
                <fieldset>
                    <legend>{tr(ui::LANGUAGE)}</legend>
                    {language(options, draft)}
                </fieldset>
                <fieldset>
                    <legend>{tr(crate::i18n::live::ICE_SERVERS)}</legend>
                    <p class="option-note" id="option-ice-about">{tr(crate::i18n::live::ICE_SERVERS_ABOUT)}</p>
                    <textarea
                        class="option-ice"
                        data-testid="option-ice-servers"
                        aria-label=tr(crate::i18n::live::ICE_SERVERS)
                        aria-describedby="option-ice-about"
                        rows="2"
                        spellcheck="false"
                        autocomplete="off"
                        prop:value=move || ice.get()
                        on:input=move |e| {
                            ice_problem.set(None);
                            ice.set(event_target_value(&e));
                        }
                    ></textarea>
                    {move || ice_problem.get().map(|line| view! {
                        <p class="option-problem" role="alert" data-testid="option-ice-problem">{line}</p>
                    })}
                </fieldset>
                <div class="dialog-buttons">
                    <button type="button" on:click=move |_| {
                        draft.set(StoredOptions::default());
                        ice.set(Friends::default().ice.join("\n"));
                    }>
                        {tr(ui::RESTORE_DEFAULTS)}
                    </button>
                    <button type="button" on:click=move |_| on_close.run(())>{tr(ui::CANCEL)}</button>
                    <button type="submit" class="primary">{tr(ui::OK)}</button>
                </div>
            </form>
        </Dialog>
    }
}
