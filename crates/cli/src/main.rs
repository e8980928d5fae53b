//! `reversi-cli`: perft counts, game records, solving and play from the command line.

fn main() {
    use clap::Parser;
    use reversi_cli::{execute, Cli, Failure};
    // clap prints `--help` and refuses a bad command line itself (exit status 2).
    let cli = Cli::parse();
    match execute(cli, &mut std::io::stdin(), &mut std::io::stdout()) {
        Ok(()) => {}
        Err(Failure::Usage(message)) => {
            eprintln!("reversi-cli: {message}");
            eprintln!("For more information, try '--help'.");
            std::process::exit(2);
        }
        Err(Failure::Input(message)) => {
            eprintln!("reversi-cli: {message}");
            std::process::exit(1);
        }
    }
}
