//! The browser app's entry point: it only mounts the UI.

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(reversi::ui::app::App);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {}
