//! `reversi-cli`: perft counts, board display and (later) solving and play from the command line.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match reversi::cli::run(&args, &mut std::io::stdout()) {
        Ok(()) => {}
        Err(message) => {
            eprintln!("reversi-cli: {message}");
            eprintln!("{}", reversi::cli::USAGE);
            std::process::exit(2);
        }
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}
