//! `reversi-cli`: perft counts, game records, solving and play from the command line.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    use reversi::cli::{run, Failure, USAGE};
    match run(&args, &mut std::io::stdin(), &mut std::io::stdout()) {
        Ok(()) => {}
        Err(Failure::Usage(message)) => {
            eprintln!("reversi-cli: {message}");
            eprintln!("{USAGE}");
            std::process::exit(2);
        }
        Err(Failure::Input(message)) => {
            eprintln!("reversi-cli: {message}");
            std::process::exit(1);
        }
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}
