//! How many workers the computer may use: the device's logical cores by default, within the
//! pool's bounds (the page itself does little while the computer thinks).

/// The most workers a pool has: more add little on a phone or laptop and cost memory.
pub const MAX_CORES: usize = 8;

/// The pool's size by default on a device reporting `device` logical cores.
pub fn default_cores(device: usize) -> usize {
    device.clamp(1, MAX_CORES)
}

/// The sizes the Cores option offers on a device reporting `device` logical cores.
pub fn choices(device: usize) -> std::ops::RangeInclusive<usize> {
    1..=device.max(1)
}

/// The logical cores the browser reports (1 when it reports none).
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub fn device_cores() -> usize {
    web_sys::window()
        .map(|w| w.navigator().hardware_concurrency() as usize)
        .unwrap_or(1)
        .max(1)
}

/// The pool's size for the Cores option `chosen` (`None`: the device's default).
pub fn pool_size(chosen: Option<u8>, device: usize) -> usize {
    chosen
        .map_or_else(|| default_cores(device), usize::from)
        .max(1)
}

/// Keeps the pool's size on the Cores option: set now, before any worker starts, and again
/// whenever the option changes.
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub fn follow_option(ai: super::Ai, options: leptos::prelude::RwSignal<crate::settings::Options>) {
    use leptos::prelude::*;
    let size = move || pool_size(options.with(|o| o.cores), device_cores());
    ai.set_cores(size());
    Effect::new(move |_| ai.set_cores(size()));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_is_the_device_within_one_to_eight() {
        assert_eq!(default_cores(0), 1);
        assert_eq!(default_cores(1), 1);
        assert_eq!(default_cores(4), 4);
        assert_eq!(default_cores(16), MAX_CORES);
        assert_eq!(choices(2).collect::<Vec<_>>(), vec![1, 2]);
        assert_eq!(choices(0).collect::<Vec<_>>(), vec![1]);
        assert_eq!(pool_size(None, 12), 8);
        assert_eq!(pool_size(Some(3), 12), 3);
        assert_eq!(
            pool_size(Some(12), 12),
            12,
            "a chosen count is the player's to make"
        );
    }
}
