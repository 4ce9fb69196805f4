//! The catalogues are complete: every file parses, every language has
//! every message English has and no other, a translation asks only for the
//! values English is given, every id the code asks for exists, and every
//! message is asked for somewhere.

use super::catalogue::{FILES, has};
use super::*;
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A language's messages: each id with the variables its text uses.
type Messages = BTreeMap<String, BTreeSet<String>>;

/// The messages of `language`, and the ids its messages refer to.
fn messages(language: Language) -> (Messages, BTreeSet<String>) {
    let mut found = Messages::new();
    let mut references = BTreeSet::new();
    for &(_, area, text) in FILES.iter().filter(|(tag, _, _)| *tag == language.tag()) {
        let resource = fluent_syntax::parser::parse(text)
            .unwrap_or_else(|(_, errors)| panic!("{}/{area}.ftl does not parse: {errors:?}", language.tag()));
        for entry in &resource.body {
            let ast::Entry::Message(message) = entry else { continue };
            let mut vars = BTreeSet::new();
            if let Some(pattern) = &message.value {
                walk_pattern(pattern, &mut vars, &mut references);
            }
            for attribute in &message.attributes {
                walk_pattern(&attribute.value, &mut vars, &mut references);
            }
            let id = message.id.name.to_owned();
            assert!(found.insert(id.clone(), vars).is_none(), "{}: `{id}` is given twice", language.tag());
        }
    }
    (found, references)
}

fn walk_pattern(pattern: &ast::Pattern<&str>, vars: &mut BTreeSet<String>, refs: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            walk_expression(expression, vars, refs);
        }
    }
}

fn walk_expression(
    expression: &ast::Expression<&str>,
    vars: &mut BTreeSet<String>,
    refs: &mut BTreeSet<String>,
) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            walk_inline(selector, vars, refs);
            for variant in variants {
                walk_pattern(&variant.value, vars, refs);
            }
        }
        ast::Expression::Inline(inline) => walk_inline(inline, vars, refs),
    }
}

fn walk_inline(
    inline: &ast::InlineExpression<&str>,
    vars: &mut BTreeSet<String>,
    refs: &mut BTreeSet<String>,
) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_owned());
        }
        ast::InlineExpression::MessageReference { id, .. } => {
            refs.insert(id.name.to_owned());
        }
        ast::InlineExpression::Placeable { expression } => walk_expression(expression, vars, refs),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                walk_inline(argument, vars, refs);
            }
        }
        _ => {}
    }
}

/// Every id the code asks for: the literal of each `t!("…"` and
/// `id!("…"` in `src/` (but this file, whose examples are not asks).
fn ids_in_code() -> BTreeMap<String, String> {
    let mut ids = BTreeMap::new();
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut folders = vec![src];
    while let Some(folder) = folders.pop() {
        let entries = std::fs::read_dir(&folder).unwrap_or_else(|e| panic!("{}: {e}", folder.display()));
        for entry in entries {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") && !path.ends_with("i18n/tests.rs") {
                let text =
                    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
                for id in ids_in(&text) {
                    ids.entry(id).or_insert_with(|| path.display().to_string());
                }
            }
        }
    }
    ids
}

/// The ids asked for in one file's text (comments, which show the
/// macros as examples, left out).
fn ids_in(text: &str) -> Vec<String> {
    let code: Vec<&str> = text.lines().filter(|line| !line.trim_start().starts_with("//")).collect();
    let code = code.join("\n");
    let mut ids = Vec::new();
    for marker in ["t!(", "id!("] {
        for (at, _) in code.match_indices(marker) {
            // `t!(` inside a longer name (`set!(`) is not the macro.
            let before = code[..at].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            // The id may stand on the next line.
            let Some(rest) = code[at + marker.len()..].trim_start().strip_prefix('"') else { continue };
            let id: String = rest.chars().take_while(|&c| c != '"').collect();
            ids.push(id);
        }
    }
    ids
}

#[test]
fn every_language_has_every_message_english_has_and_no_other() {
    let (english, _) = messages(Language::English);
    assert!(!english.is_empty());
    for language in Language::ALL {
        let (theirs, _) = messages(language);
        for id in english.keys() {
            assert!(theirs.contains_key(id), "{} lacks `{id}`", language.tag());
        }
        for (id, vars) in &theirs {
            let Some(wanted) = english.get(id) else {
                panic!("{} has `{id}`, which English lacks", language.tag())
            };
            let unknown: Vec<&String> = vars.difference(wanted).collect();
            assert!(
                unknown.is_empty(),
                "{} `{id}` asks for {unknown:?}, which it is not given",
                language.tag()
            );
        }
    }
}

#[test]
fn every_catalogue_folder_is_a_language_with_the_same_areas_as_english() {
    let areas = |tag: &str| -> BTreeSet<&str> { FILES.iter().filter(|f| f.0 == tag).map(|f| f.1).collect() };
    let english = areas(Language::English.tag());
    assert!(english.contains("shell"), "{english:?}");
    for &(tag, area, _) in FILES {
        assert!(
            Language::ALL.iter().any(|l| l.tag() == tag),
            "assets/i18n/{tag}/{area}.ftl: no such language"
        );
    }
    for language in Language::ALL {
        assert_eq!(areas(language.tag()), english, "{}", language.tag());
    }
}

#[test]
fn every_id_the_code_asks_for_exists() {
    for (id, file) in ids_in_code() {
        assert!(has(Language::English, &id), "{file} asks for `{id}`, which the catalogues lack");
    }
}

#[test]
fn every_message_is_asked_for() {
    let asked = ids_in_code();
    let (english, references) = messages(Language::English);
    for id in english.keys() {
        assert!(
            asked.contains_key(id) || references.contains(id),
            "`{id}` is in the catalogues but nothing asks for it"
        );
    }
}

#[test]
fn the_scan_finds_ids_and_only_ids() {
    let text = r#"let a = t!("menu-quit"); let b = id!("x-y"); let c = set!("no"); t!("count", n = 1)
        // t!("a-comment")
        t!(
            "on-its-own-line",
            n = 2
        )"#;
    assert_eq!(ids_in(text), ["menu-quit", "count", "on-its-own-line", "x-y"]);
}

#[test]
fn messages_come_in_the_threads_language_with_their_values() {
    set(Language::German);
    assert_eq!(current(), Language::German);
    let german = text("menu-game", &[]);
    set(Language::Portuguese);
    let portuguese = text("menu-game", &[]);
    set(Language::English);
    assert_eq!(text("menu-game", &[]), "Game");
    assert_eq!(german, "Spiel");
    assert_eq!(portuguese, "Jogo");
    assert_eq!(text("no-such-message", &[]), "no-such-message");
}

#[test]
fn the_pseudo_language_wraps_every_message_whatever_the_language() {
    set_pseudo(true);
    set(Language::German);
    assert_eq!(text("menu-game", &[]), "⟦Game⟧");
    set_pseudo(false);
    assert_eq!(text("menu-game", &[]), "Spiel");
    set(Language::English);
}

#[test]
fn plurals_follow_each_languages_rules() {
    for (language, one, five) in [
        (Language::English, "Reviewing… 0 of 1 move", "Reviewing… 2 of 5 moves"),
        (Language::German, "Analyse… 0 von 1 Zug", "Analyse… 2 von 5 Zügen"),
        (Language::Portuguese, "Analisando… 0 de 1 lance", "Analisando… 2 de 5 lances"),
    ] {
        set(language);
        assert_eq!(crate::t!("review-progress", done = 0, total = 1), one);
        assert_eq!(crate::t!("review-progress", done = 2, total = 5), five);
    }
    set(Language::English);
}

/// The default name of the person at the screen ("You", "Du") is spoken
/// to, not of: the catalogues choose the form by the name (a Fluent
/// variant keyed by it), so "Du bist am Zug" but "Ann ist am Zug".
#[test]
fn the_person_called_by_the_default_name_is_spoken_to() {
    let said = |language, id: &str, key: &str, name: &str| {
        text_in(language, id, &[(key, Arg::from(name)), ("points", Arg::Count(3)), ("count", Arg::Count(1))])
    };
    let (en, de) = (Language::English, Language::German);
    // The variants are keyed by these very names.
    assert_eq!(text_in(en, "name-you", &[]), "You");
    assert_eq!(text_in(de, "name-you", &[]), "Du");
    for (language, id, key, name, expected) in [
        (en, "status-to-move", "seat", "You", "You to move"),
        (en, "result-wins", "name", "You", "You win"),
        (en, "result-wins", "name", "Ann", "Ann wins"),
        (en, "malice-taken-nothing", "name", "You", "You have taken nothing"),
        (en, "spite-cover-ready-tip", "name", "You", "Show your hand (Enter or Space)"),
        (en, "review-graph-line", "seat", "Bob", "Bob's winning chances"),
        (de, "status-to-move", "seat", "Du", "Du bist am Zug"),
        (de, "status-to-move", "seat", "Ann", "Ann ist am Zug"),
        (de, "status-to-move", "seat", "Süd (Du)", "Süd (Du) ist am Zug"),
        (de, "spite-banner-match-won", "name", "Du", "Du gewinnst das Match!"),
        (de, "spite-cover-pass", "name", "Du", "Weitergeben an dich"),
        (de, "malice-seat-colour-tip", "name", "Du", "Deine Züge sind in dieser Farbe markiert."),
        (de, "review-graph-line", "seat", "Du", "Deine Gewinnchancen"),
    ] {
        assert_eq!(said(language, id, key, name), expected, "{} {id} {name}", language.tag());
    }
}
