//! Service worker registration and the hand-over to a new version (release builds only).
//!
//! Debug builds never register: a cache-first worker would serve stale files while developing.
//! A new version is never activated behind the page's back: its worker waits until the user
//! accepts the update, then takes over and the page reloads, restoring the saved game.

use std::cell::Cell;
use std::rc::Rc;

use leptos::prelude::document;
use leptos::task::spawn_local;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    ServiceWorker, ServiceWorkerContainer, ServiceWorkerRegistration, ServiceWorkerState,
};

/// How often an open page asks the server for a new version, besides when it becomes visible.
const UPDATE_CHECK_MS: i32 = 60 * 60 * 1000;

/// Registers `./sw.js` (relative, so the scope is wherever the app is hosted) and calls
/// `on_update` with the new worker whenever a new version is installed and waiting.
pub fn register(on_update: impl Fn(ServiceWorker) + 'static) {
    let Some(container) = container() else {
        return;
    };
    if cfg!(debug_assertions) {
        return;
    }
    reload_on_takeover(&container);
    let on_update: Rc<dyn Fn(ServiceWorker)> = Rc::new(on_update);
    spawn_local(async move {
        match JsFuture::from(container.register("./sw.js")).await {
            // Some embedders (test browsers blocking service workers) resolve with nothing.
            Ok(registration) if registration.is_object() => {
                watch(&container, registration.unchecked_into(), on_update)
            }
            Ok(_) => leptos::logging::warn!("service worker registration gave no registration"),
            Err(error) => leptos::logging::warn!("service worker not registered: {error:?}"),
        }
    });
}

/// Tells the waiting worker to take over; the page reloads once it has.
pub fn apply_update(waiting: &ServiceWorker) {
    let message = js_sys::Object::new();
    // Setting a property on a fresh plain object cannot fail.
    let _ = js_sys::Reflect::set(&message, &"type".into(), &"SKIP_WAITING".into());
    if let Err(error) = waiting.post_message(&message) {
        leptos::logging::warn!("update not applied: {error:?}");
    }
}

/// The page's service worker container, if the browser has one (not in private modes of some
/// browsers, nor on plain http other than localhost).
fn container() -> Option<ServiceWorkerContainer> {
    let navigator = web_sys::window()?.navigator();
    js_sys::Reflect::has(&navigator, &"serviceWorker".into())
        .unwrap_or(false)
        .then(|| navigator.service_worker())
}

/// Reloads when a new worker takes over a page that already had one: its files are then of
/// another build, and the old build's cache is gone. The first install also takes control,
/// but the page was loaded from the network by then, so it keeps running.
fn reload_on_takeover(container: &ServiceWorkerContainer) {
    let controlled = Cell::new(container.controller().is_some());
    let on_change = Closure::<dyn Fn()>::new(move || {
        if controlled.replace(true) {
            // Reload only fails for a document being unloaded already.
            let _ = web_sys::window().map(|w| w.location().reload());
        }
    });
    container.set_oncontrollerchange(Some(on_change.as_ref().unchecked_ref()));
    on_change.forget();
}

/// Reports a waiting worker now and whenever one finishes installing, and checks for updates
/// when the page becomes visible and every hour.
fn watch(
    container: &ServiceWorkerContainer,
    registration: ServiceWorkerRegistration,
    on_update: Rc<dyn Fn(ServiceWorker)>,
) {
    // Without a controller this is the first install, not an update.
    let is_update = {
        let container = container.clone();
        move || container.controller().is_some()
    };
    if let Some(waiting) = registration.waiting() {
        if is_update() {
            on_update(waiting);
        }
    }

    let follow = {
        let is_update = is_update.clone();
        move |worker: ServiceWorker| {
            let on_update = on_update.clone();
            let is_update = is_update.clone();
            let watched = worker.clone();
            let on_state = Closure::<dyn Fn()>::new(move || {
                if watched.state() == ServiceWorkerState::Installed && is_update() {
                    on_update(watched.clone());
                }
            });
            worker.set_onstatechange(Some(on_state.as_ref().unchecked_ref()));
            on_state.forget();
        }
    };
    if let Some(installing) = registration.installing() {
        follow(installing);
    }
    let on_found = {
        let registration = registration.clone();
        Closure::<dyn Fn()>::new(move || {
            if let Some(installing) = registration.installing() {
                follow(installing);
            }
        })
    };
    registration.set_onupdatefound(Some(on_found.as_ref().unchecked_ref()));
    on_found.forget();

    let check = Closure::<dyn Fn()>::new(move || {
        if document().hidden() {
            return;
        }
        if let Ok(checked) = registration.update() {
            // A failed check (offline, server down) is retried at the next occasion; awaiting
            // it keeps the rejection from being reported as an uncaught error.
            spawn_local(async move {
                let _ = JsFuture::from(checked).await;
            });
        }
    });
    let _ = document()
        .add_event_listener_with_callback("visibilitychange", check.as_ref().unchecked_ref());
    let _ = web_sys::window().map(|w| {
        w.set_interval_with_callback_and_timeout_and_arguments_0(
            check.as_ref().unchecked_ref(),
            UPDATE_CHECK_MS,
        )
    });
    check.forget();
}
