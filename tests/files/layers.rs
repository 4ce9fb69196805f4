//! The table of layers in `docs/ARCHITECTURE.md` held against the source:
//! every `crate::<module>` a shipping file of `src/<layer>` names is one
//! its row allows, and only the window and the command line name egui.
//! Test code (`tests.rs`, `*_tests.rs`, `tests/` folders and the
//! `#[cfg(test)] mod` at a file's end) is left out: a test may reach for
//! whatever it checks against.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// A layer that may use every other.
const EVERYTHING: &str = "*";

/// Each layer (a folder or file under `src/`) and the layers it may use,
/// as the table says them.
const MAY_USE: &[(&str, &[&str])] = &[
    ("core", &[]),
    ("i18n", &[]),
    ("build_info", &[]),
    ("sound", &[]),
    ("print", &["core", "i18n"]),
    ("games", &["core", "i18n", "print"]),
    ("store", &["games", "core", "i18n"]),
    ("net", &["games", "core"]),
    ("arena", &["games", "core", "store", "print", "build_info"]),
    ("coach", &["arena", "games", "core", "store"]),
    ("export", &["games", "print", "i18n"]),
    ("desktop", &["store"]),
    ("report", &["store", "i18n", "build_info"]),
    (
        "ui",
        &[
            "core",
            "i18n",
            "build_info",
            "sound",
            "print",
            "games",
            "store",
            "net",
            "arena",
            "coach",
            "export",
            "report",
        ],
    ),
    // The command line may use everything, the window included.
    ("cli", &[EVERYTHING]),
];

/// The layers that may name egui (or eframe, which carries it).
const WINDOWED: &[&str] = &["ui", "cli"];

/// The macros the crate exports at its root, and the layer each is from.
const ROOT_MACROS: &[(&str, &str)] = &[("t", "i18n"), ("id", "i18n")];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file under `dir` that is not test code.
fn shipping_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if path.is_dir() {
            if name != "tests" {
                shipping_files(&path, out);
            }
        } else if name.ends_with(".rs") && name != "tests.rs" && !name.ends_with("_tests.rs") {
            out.push(path);
        }
    }
}

/// The file's code: comments' lines left out, and the test module at its
/// end cut off.
fn code(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let end = (0..lines.len())
        .find(|&i| {
            let line = lines[i].trim();
            line.starts_with("#[cfg(test)]")
                && (line.contains("mod ")
                    || lines.get(i + 1).is_some_and(|next| next.trim().starts_with("mod ")))
        })
        .unwrap_or(lines.len());
    lines[..end].iter().filter(|l| !l.trim_start().starts_with("//")).copied().collect::<Vec<_>>().join("\n")
}

/// The first segment of every `crate::` path in `code`, with a brace
/// group's (`crate::{id, t}`) each counted.
fn crate_modules(code: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for (at, _) in code.match_indices("crate::") {
        let rest = &code[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let inside = &group[..group.find('}').unwrap_or(group.len())];
            for item in inside.split(',') {
                found.insert(first_segment(item.trim()));
            }
        } else {
            found.insert(first_segment(rest));
        }
    }
    found.retain(|m| !m.is_empty());
    found
}

fn first_segment(path: &str) -> String {
    path.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect()
}

/// The layer `path` (under `src/`) belongs to: its first folder, or its
/// file's name.
fn layer_of(path: &Path) -> String {
    let relative = path.strip_prefix(src()).expect("under src/");
    let first = relative.components().next().expect("a file").as_os_str().to_string_lossy();
    first.trim_end_matches(".rs").to_owned()
}

/// Each layer's files' uses of other layers: (layer, used) → the files.
fn uses() -> BTreeMap<(String, String), Vec<String>> {
    let mut files = Vec::new();
    shipping_files(&src(), &mut files);
    assert!(files.len() > 100, "the source was found: {} files", files.len());
    let mut uses: BTreeMap<(String, String), Vec<String>> = BTreeMap::new();
    for file in files {
        let layer = layer_of(&file);
        if layer == "lib" || layer == "main" {
            continue;
        }
        let text = fs::read_to_string(&file).expect("a source file reads");
        for module in crate_modules(&code(&text)) {
            let used =
                ROOT_MACROS.iter().find(|(name, _)| *name == module).map_or(module, |(_, l)| l.to_string());
            if used != layer {
                let shown = file.strip_prefix(src()).unwrap_or(&file).display().to_string();
                uses.entry((layer.clone(), used)).or_default().push(shown);
            }
        }
    }
    uses
}

#[test]
fn every_layer_uses_only_what_its_row_allows() {
    let uses = uses();
    let mut wrong = Vec::new();
    for ((layer, used), files) in &uses {
        match MAY_USE.iter().find(|(name, _)| name == layer) {
            Some((_, allowed)) if allowed.contains(&EVERYTHING) || allowed.contains(&used.as_str()) => {}
            Some(_) => wrong.push(format!("{layer} -> {used}: {}", files.join(", "))),
            None => wrong.push(format!("{layer} has no row in the table (it uses {used})")),
        }
    }
    assert!(wrong.is_empty(), "imports the table does not allow:\n{}", wrong.join("\n"));
    // The table is read as it should be: the games do reach print's pen.
    assert!(uses.contains_key(&("games".to_owned(), "print".to_owned())), "{uses:?}");
}

#[test]
fn only_the_window_and_the_command_line_name_egui() {
    let mut files = Vec::new();
    shipping_files(&src(), &mut files);
    let named: Vec<String> = files
        .iter()
        .filter(|file| !WINDOWED.contains(&layer_of(file).as_str()))
        .filter(|file| {
            let text = fs::read_to_string(file).expect("a source file reads");
            let code = code(&text);
            code.contains("egui") || code.contains("eframe")
        })
        .map(|file| file.display().to_string())
        .collect();
    assert!(named.is_empty(), "egui below the window: {named:?}");
}

#[test]
fn a_brace_group_and_a_macro_count_as_their_layers() {
    let code = code("use crate::{id, t};\n// crate::ui in a comment\nuse crate::games::GameKind;\n");
    let found: Vec<String> = crate_modules(&code).into_iter().collect();
    assert_eq!(found, ["games", "id", "t"]);
    let test_module = "use crate::core::Rng;\n#[cfg(test)]\nmod tests {\n    use crate::ui::App;\n}\n";
    assert_eq!(crate_modules(&self::code(test_module)).into_iter().collect::<Vec<_>>(), ["core"]);
}
