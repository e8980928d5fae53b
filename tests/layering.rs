//! The layering, read from the source: no circle of imports anywhere (however long, and at
//! any depth: a file importing from inside a folder whose other files import it back is one),
//! and no top-level module importing from a higher layer. The engine (`crates/engine`) and the
//! rules, settings, actions and words (`crates/rules`) are crates of their own, so Cargo already
//! keeps web crates out of them and them from reaching up; this test keeps what Cargo cannot
//! say: the order of the modules inside each crate, and no circles across the crates' folders.

#[path = "common/sources.rs"]
mod sources;

use sources::rust_files;
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// `src/ui/app.rs` -> `crate::ui::app`; binaries are other crates.
fn module_of(src: &Path, file: &Path) -> Option<String> {
    let rel = file.strip_prefix(src).ok()?;
    let parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    match parts.as_slice() {
        [only] if only == "lib" => return Some("crate".into()),
        [first, ..] if first == "main" || first == "bin" => return None,
        _ => {}
    }
    let mut path = vec!["crate".to_string()];
    path.extend(parts.into_iter().filter(|p| p != "mod"));
    Some(path.join("::"))
}

/// A file's own code: its `#[cfg(test)]` tail excluded.
fn own_code(text: &str) -> &str {
    text.split("#[cfg(test)]").next().unwrap_or("")
}

/// The `use` declarations of a file's own code, each as the list of paths it names:
/// `use a::{b, c::d};` gives `a::b` and `a::c::d`.
fn used_paths(text: &str) -> Vec<String> {
    let code = own_code(text);
    let mut paths = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("use ") {
        let before = &rest[..at];
        let starts_statement = before.trim_end().is_empty()
            || before
                .trim_end_matches([' ', '\t'])
                .ends_with(['\n', ';', '{', '}'])
            || before.trim_end().ends_with("pub")
            || before.trim_end().ends_with(')');
        let tail = &rest[at + 4..];
        let Some(end) = tail.find(';') else { break };
        if starts_statement && !before.ends_with(|c: char| c.is_alphanumeric() || c == '_') {
            // `x as y` keeps only `x`, marked with `@` so that removing spaces cannot merge them.
            let tree = tail[..end].split_whitespace().collect::<Vec<_>>().join(" ");
            expand("", &tree.replace(" as ", "@").replace(' ', ""), &mut paths);
            rest = &tail[end..];
        } else {
            rest = tail;
        }
    }
    paths
}

/// The paths a file's own code names inline, outside comments: `super::book::hints(board)`
/// gives `super::book::hints`. A module reached only this way is imported all the same.
fn inline_paths(text: &str) -> Vec<String> {
    let mut paths = Vec::new();
    for line in own_code(text).lines() {
        let line = line.split("//").next().unwrap_or("");
        let bytes = line.as_bytes();
        for start in ["crate::", "super::", "self::"]
            .iter()
            .flat_map(|p| line.match_indices(p).map(|(at, _)| at))
        {
            let before = start.checked_sub(1).map(|i| bytes[i]);
            if before.is_some_and(|b| b.is_ascii_alphanumeric() || b"_:$".contains(&b)) {
                continue;
            }
            let rest = &line[start..];
            let end = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == ':'))
                .unwrap_or(rest.len());
            let path = rest[..end].trim_end_matches(':');
            // `super::{a, b}` names no module of its own here: its use tree is read above.
            if path.contains("::") {
                paths.push(path.to_string());
            }
        }
    }
    paths
}

/// Expands one use tree (`a::{b,c::{d,e}}`) under `prefix`.
fn expand(prefix: &str, tree: &str, out: &mut Vec<String>) {
    let join = |p: &str| {
        let p = p.split('@').next().unwrap_or(p);
        match (prefix.is_empty(), p) {
            (true, _) => p.to_string(),
            (false, "self") => prefix.trim_end_matches("::").to_string(),
            (false, _) => format!("{prefix}{p}"),
        }
    };
    match tree.find('{') {
        None => out.push(join(tree)),
        Some(open) => {
            let head = &tree[..open];
            let inner = &tree[open + 1..tree.len() - 1];
            let mut depth = 0;
            let mut start = 0;
            let prefix = format!("{prefix}{head}");
            for (i, c) in inner.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        expand(&prefix, &inner[start..i], out);
                        start = i + 1;
                    }
                    _ => {}
                }
            }
            if start < inner.len() {
                expand(&prefix, &inner[start..], out);
            }
        }
    }
}

struct Crate {
    /// Each module's imports: the modules it uses, and the outside crates it names.
    uses: BTreeMap<String, (BTreeSet<String>, BTreeSet<String>)>,
}

fn read_crate() -> Crate {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut sources = BTreeMap::new();
    // The workspace is read as one crate, each crate as the top-level module it is to the
    // others: the app's crate re-exports the engine as `engine` and the rules' crate's modules
    // as its own; training and the CLI are read as `train` and `cli`. A crate's own `crate::`
    // paths take its module's place and other crates' names become those modules, so that a
    // circle through them or an import from a layer above is still found. The rules' crate's
    // root only re-exports, so it is not read.
    for (src, prefix, with_root) in [
        ("src", "crate", true),
        ("crates/rules/src", "crate", false),
        ("crates/engine/src", "crate::engine", true),
        ("crates/train/src", "crate::train", true),
        ("crates/cli/src", "crate::cli", true),
    ] {
        let src = root.join(src);
        let mut files = Vec::new();
        rust_files(&src, &mut files);
        for file in files {
            let (Some(module), Ok(text)) = (module_of(&src, &file), fs::read_to_string(&file))
            else {
                continue;
            };
            if module == "crate" && !with_root {
                continue;
            }
            let text = text
                .replace("crate::engine::", "reversi_engine::")
                .replace("crate::", &format!("{prefix}::"))
                .replace("reversi_engine::", "crate::engine::")
                .replace("reversi_train::", "crate::train::");
            sources.insert(module.replacen("crate", prefix, 1), text);
        }
    }
    crate_of(&sources)
}

/// The imports of the modules whose sources are `sources`, keyed by module path.
fn crate_of(sources: &BTreeMap<String, String>) -> Crate {
    let modules: BTreeSet<&str> = sources.keys().map(String::as_str).collect();
    let mut uses = BTreeMap::new();
    for (module, text) in sources {
        let mut internal = BTreeSet::new();
        let mut external = BTreeSet::new();
        for path in used_paths(text).into_iter().chain(inline_paths(text)) {
            let mut segments: Vec<&str> = path.split("::").collect();
            let mut base: Vec<&str> = module.split("::").collect();
            let absolute = match segments[0] {
                "crate" => segments.join("::"),
                "self" => {
                    segments.remove(0);
                    base.extend(segments);
                    base.join("::")
                }
                "super" => {
                    while segments.first() == Some(&"super") {
                        segments.remove(0);
                        base.pop();
                    }
                    base.extend(segments);
                    base.join("::")
                }
                first if modules.contains(format!("{module}::{first}").as_str()) => {
                    format!("{module}::{path}")
                }
                first => {
                    external.insert(first.to_string());
                    continue;
                }
            };
            // The longest prefix that is a module is what this path imports from.
            let parts: Vec<&str> = absolute.split("::").collect();
            let target = (1..=parts.len())
                .rev()
                .map(|n| parts[..n].join("::"))
                .find(|m| modules.contains(m.as_str()))
                .expect("every crate path starts at the crate root");
            if target != *module {
                internal.insert(target);
            }
        }
        uses.insert(module.clone(), (internal, external));
    }
    Crate { uses }
}

#[test]
fn the_use_parser_reads_nested_trees() {
    let text = "use a::b;\npub use c::{d, e::{f, g as h}, self};\nfn x() { let fuse = 1; }\n\
                #[cfg(test)]\nmod tests { use z::y; }";
    assert_eq!(
        used_paths(text),
        ["a::b", "c::d", "c::e::f", "c::e::g", "c"]
    );
}

#[test]
fn the_inline_reader_finds_paths_in_code_but_not_in_comments() {
    let text = "/// See [`crate::ui::app`].\nfn f(b: &Board) -> Hints {\n    \
                let x = super::book::hints(b); // crate::session::text\n    \
                crate::engine::Board::start(x); Self::new(); pub(super) fn g() {}\n    \
                let y = $crate::z::w; use super::{a, b};\n}\n\
                #[cfg(test)]\nmod tests { fn t() { crate::ui::app(); } }";
    assert_eq!(
        inline_paths(text),
        ["super::book::hints", "crate::engine::Board::start"]
    );
}

#[test]
fn a_circle_through_an_inline_path_is_found() {
    let sources = |inline: &str| {
        BTreeMap::from([
            ("crate::engine".to_string(), "pub mod analysis;".to_string()),
            (
                "crate::engine::analysis".to_string(),
                "pub mod book;\npub mod hints;".to_string(),
            ),
            (
                "crate::engine::analysis::book".to_string(),
                "use super::hints::Hints;\npub fn hints() -> Hints { Hints }".to_string(),
            ),
            (
                "crate::engine::analysis::hints".to_string(),
                format!("pub struct Hints;\npub fn hints() -> Hints {{ {inline} }}"),
            ),
        ])
    };
    let planted = crate_of(&sources("super::book::hints()"));
    assert_eq!(
        circles(&planted),
        [
            "crate::engine::analysis::book -> crate::engine::analysis::hints -> \
          crate::engine::analysis::book"
        ]
    );
    assert!(circles(&crate_of(&sources("Hints"))).is_empty());
}

/// Crates that exist only in the browser build.
const WEB_CRATES: [&str; 7] = [
    "leptos",
    "web-sys",
    "js-sys",
    "wasm-bindgen",
    "wasm-bindgen-futures",
    "gloo-timers",
    "idb",
];

/// The crates a manifest depends on, as written: `name = ...` keys and `[...dependencies.name]`
/// tables, under any target.
fn dependencies(manifest: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    let mut in_dependencies = false;
    for line in manifest.lines().map(str::trim) {
        if let Some(table) = line.strip_prefix('[') {
            let table = table.trim_end_matches(']');
            in_dependencies = table.ends_with("dependencies");
            if let Some((_, name)) = table.split_once("dependencies.") {
                names.insert(name.trim_matches('"').to_string());
            }
        } else if let (true, Some((key, _))) = (in_dependencies, line.split_once('=')) {
            names.insert(key.trim().to_string());
        }
    }
    names
}

#[test]
fn the_pure_crates_depend_on_no_web_crate() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let planted = "[target.'cfg(target_arch = \"wasm32\")'.dependencies]\nweb-sys = \"0.3\"\n\
                   [dependencies.leptos]\nversion = \"0.8\"";
    assert_eq!(
        dependencies(planted),
        BTreeSet::from(["web-sys".into(), "leptos".into()])
    );
    for krate in ["crates/engine", "crates/rules"] {
        let manifest = fs::read_to_string(root.join(krate).join("Cargo.toml")).unwrap();
        let names = dependencies(&manifest);
        assert!(
            names.contains("serde") || names.contains("reversi-engine"),
            "{krate}: {names:?}"
        );
        let web: Vec<_> = WEB_CRATES.iter().filter(|w| names.contains(**w)).collect();
        assert!(web.is_empty(), "{krate} depends on web crates: {web:?}");
    }
}

/// The top-level modules from the lowest to the highest: each imports only from its own
/// layer and those before it.
const LAYERS: [&str; 10] = [
    "engine", "i18n", "actions", "settings", "session", "protocol", "storage", "ui", "train", "cli",
];

/// The layer of `module`'s top-level module, if listed: `crate::engine::search` -> engine's.
fn layer(module: &str) -> Option<usize> {
    let top = module.split("::").nth(1)?;
    LAYERS.iter().position(|l| *l == top)
}

/// The import graph inside each folder, keyed by the folder: its nodes are the folder's own
/// file and its children (each standing for everything under it), with an edge wherever a
/// module under one imports from a module under another. A circle in any of these graphs is
/// a circle of imports, however long and at whatever depth.
fn folder_graphs(c: &Crate) -> BTreeMap<String, BTreeMap<String, BTreeSet<String>>> {
    let mut graphs: BTreeMap<String, BTreeMap<String, BTreeSet<String>>> = BTreeMap::new();
    for (from, (targets, _)) in &c.uses {
        let a: Vec<&str> = from.split("::").collect();
        for to in targets {
            let b: Vec<&str> = to.split("::").collect();
            let common = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
            let folder = a[..common].join("::");
            let node = |p: &[&str]| {
                if p.len() > common {
                    p[..=common].join("::")
                } else {
                    folder.clone()
                }
            };
            let (x, y) = (node(&a), node(&b));
            if x != y {
                graphs
                    .entry(folder.clone())
                    .or_default()
                    .entry(x)
                    .or_default()
                    .insert(y);
            }
        }
    }
    graphs
}

/// A circle in `graph`, as the path that closes it, if there is one.
fn a_circle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    /// Depth first; `on_path` holds the nodes being visited, `done` those fully explored.
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        on_path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        on_path.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(at) = on_path.iter().position(|n| n == next) {
                let mut circle = on_path[at..].to_vec();
                circle.push(next.clone());
                return Some(circle);
            }
            if !done.contains(next) {
                if let Some(circle) = visit(next, graph, on_path, done) {
                    return Some(circle);
                }
            }
        }
        on_path.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    graph.keys().find_map(|start| {
        if done.contains(start) {
            return None;
        }
        visit(start, graph, &mut Vec::new(), &mut done)
    })
}

/// Every import circle in the crate, one line each.
fn circles(c: &Crate) -> Vec<String> {
    folder_graphs(c)
        .values()
        .filter_map(a_circle)
        .map(|circle| circle.join(" -> "))
        .collect()
}

#[test]
fn the_circle_finder_sees_long_circles_and_circles_through_a_folder() {
    let uses = |edges: &[(&str, &str)]| {
        let mut uses: BTreeMap<String, (BTreeSet<String>, BTreeSet<String>)> = BTreeMap::new();
        for (from, to) in edges {
            uses.entry(from.to_string())
                .or_default()
                .0
                .insert(to.to_string());
            uses.entry(to.to_string()).or_default();
        }
        Crate { uses }
    };
    let three = uses(&[
        ("crate::ui::a", "crate::ui::b"),
        ("crate::ui::b", "crate::ui::c"),
        ("crate::ui::c", "crate::ui::a"),
    ]);
    assert_eq!(
        circles(&three),
        ["crate::ui::a -> crate::ui::b -> crate::ui::c -> crate::ui::a"]
    );
    // A file importing from inside a folder whose other file imports it back.
    let through = uses(&[
        ("crate::ui::state", "crate::ui::analysis::data"),
        ("crate::ui::analysis", "crate::ui::state"),
    ]);
    assert_eq!(
        circles(&through),
        ["crate::ui::analysis -> crate::ui::state -> crate::ui::analysis"]
    );
    // A child importing its parent's own code while the parent imports the child.
    let upward = uses(&[
        ("crate::session", "crate::session::draw"),
        ("crate::session::draw", "crate::session"),
    ]);
    assert_eq!(circles(&upward).len(), 1);
    let chain = uses(&[
        ("crate::ui::a", "crate::ui::b"),
        ("crate::ui::b", "crate::ui::c::d"),
        ("crate::ui::a", "crate::ui::c"),
    ]);
    assert!(circles(&chain).is_empty());
}

#[test]
fn no_import_circle_anywhere() {
    let c = read_crate();
    assert!(c.uses.len() > 50, "the crate's modules were found");
    let found = circles(&c);
    assert!(found.is_empty(), "import circles: {found:#?}");
}

#[test]
fn no_module_imports_from_a_higher_layer() {
    let c = read_crate();
    let mut found = Vec::new();
    for (module, (targets, _)) in &c.uses {
        if module == "crate" {
            continue;
        }
        let Some(own) = layer(module) else {
            found.push(format!("{module} is in no layer"));
            continue;
        };
        for target in targets {
            if layer(target).is_some_and(|l| l > own) {
                found.push(format!("{module} uses {target}"));
            }
        }
    }
    assert!(found.is_empty(), "imports from a higher layer: {found:#?}");
}
