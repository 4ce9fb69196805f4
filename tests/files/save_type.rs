//! Saves as the desktop knows them: their own extension and type, the
//! type's package (glob, magic, comments), the desktop entry and metainfo
//! naming it, the .deb installing it, and a save handed to the program
//! alone (a double-click) opening at the table or saying why not.

use malice_table::desktop::{MIME_FILE, SAVE_MIME_TYPE};
use malice_table::games::GameKind;
use malice_table::store::save::{EXTENSION, SaveFile};
use malice_table::ui::App;
use std::path::Path;

use crate::scratch::Scratch;

/// A file of the checkout, as text.
fn shipped(path: &str) -> String {
    let full = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{}: {e}", full.display()))
}

fn mime_package() -> String {
    shipped(&format!("packaging/linux/{MIME_FILE}"))
}

/// The value of every `attribute="…"` in `xml`, in order.
fn attributes(xml: &str, attribute: &str) -> Vec<String> {
    let key = format!("{attribute}=\"");
    xml.split(&key)
        .skip(1)
        .filter_map(|rest| rest.split_once('"'))
        .map(|(value, _)| value.to_owned())
        .collect()
}

/// The magic's rules: each a first string at offset 0 and a second one
/// (the spec's `\n` and `\r` escapes undone) starting in a range.
fn magic(xml: &str) -> Vec<(String, String, std::ops::RangeInclusive<usize>)> {
    let unescape = |v: &String| v.replace("\\r", "\r").replace("\\n", "\n");
    let values: Vec<String> = attributes(xml, "value").iter().map(unescape).collect();
    let offsets = attributes(xml, "offset");
    assert_eq!(values.len(), offsets.len());
    let rules: Vec<_> = values
        .chunks(2)
        .zip(offsets.chunks(2))
        .map(|(value, offset)| {
            let [first, second] = value else { panic!("two strings a rule: {values:?}") };
            let (from, to) = offset.get(1).and_then(|o| o.split_once(':')).expect("a range for the second");
            (first.clone(), second.clone(), from.parse().expect("a number")..=to.parse().expect("a number"))
        })
        .collect();
    assert!(!rules.is_empty(), "the package has magic");
    rules
}

/// Whether `text` begins as one of the magic's rules says a save does.
fn magic_matches(xml: &str, text: &str) -> bool {
    magic(xml).into_iter().any(|(first, second, starts)| {
        text.starts_with(&first)
            && starts.into_iter().any(|at| text.get(at..).is_some_and(|t| t.starts_with(&second)))
    })
}

#[test]
fn saves_have_a_type_of_their_own_that_claims_no_other_ron_file() {
    let xml = mime_package();
    assert_eq!(attributes(&xml, "type").first().map(String::as_str), Some(SAVE_MIME_TYPE));
    assert_eq!(attributes(&xml, "pattern"), [format!("*.{EXTENSION}")], "one glob, and no *.ron");
    for comment in [
        "<comment>Malice Table saved game</comment>",
        "<comment xml:lang=\"de\">Malice-Table-Spielstand</comment>",
        "<comment xml:lang=\"pt_BR\">Partida salva do Malice Table</comment>",
    ] {
        assert!(xml.contains(comment), "{comment}");
    }
    assert!(xml.contains("<icon name=\"malice-table\"/>"), "the app's icon for its saves");
}

#[test]
fn the_magic_knows_every_save_the_table_writes_and_no_other_ron_file() {
    let xml = mime_package();
    let dir = Scratch::new("save-type-magic");
    let mut app = App::default();
    for kind in GameKind::ALL {
        app.tab = kind;
        app.save_to(&dir.join(kind.file_stem()));
        let path = dir.join(format!("{}.{EXTENSION}", kind.file_stem()));
        let text = std::fs::read_to_string(&path).expect("written with the new extension");
        assert!(magic_matches(&xml, &text), "{kind:?}: {text}");
        // ron writes \r\n line ends on Windows: such a save copied here is known too.
        assert!(magic_matches(&xml, &text.replace('\n', "\r\n")), "{kind:?} written on Windows");
    }
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus/save");
    for entry in std::fs::read_dir(&corpus).expect("the seed saves") {
        let path = entry.expect("an entry").path();
        let text = std::fs::read_to_string(&path).expect("text");
        if SaveFile::parse(&text).is_ok() {
            assert!(magic_matches(&xml, &text), "{}", path.display());
        }
    }
    let settings = "(\n    format: 1,\n    language: Some(\"de\"),\n)\n";
    assert!(!magic_matches(&xml, settings), "a RON file that is no save");
}

#[test]
fn the_desktop_entry_and_metainfo_name_the_type_and_the_deb_installs_it() {
    let entry = shipped("icons/malice-table.desktop");
    assert!(entry.lines().any(|l| l == format!("MimeType={SAVE_MIME_TYPE};")), "{entry}");
    assert!(entry.lines().any(|l| l == "Exec=malice-table %f"), "the file double-clicked is handed on");
    let metainfo = shipped("packaging/linux/org.malicetable.MaliceTable.metainfo.xml");
    assert!(metainfo.contains(&format!("<mediatype>{SAVE_MIME_TYPE}</mediatype>")), "{metainfo}");
    let manifest = shipped("Cargo.toml");
    let asset = format!("[\"packaging/linux/{MIME_FILE}\", \"usr/share/mime/packages/\", \"644\"]");
    assert!(manifest.contains(&asset), "the .deb installs {MIME_FILE}");
}

#[test]
fn a_save_handed_to_the_program_alone_opens_at_the_table() {
    let dir = Scratch::new("save-type-open");
    let mut first = App::default();
    first.tab = GameKind::Malefiz;
    first.save_to(&dir.join("race"));
    let path = dir.join(format!("race.{EXTENSION}"));
    let argv = ["malice-table".into(), path.clone().into_os_string()];
    let open = malice_table::cli::save_to_open(argv).expect("a save to open");
    let mut app = App::default();
    app.open_path(&open);
    assert!(app.notices.is_empty(), "{:?}", app.notices);
    assert_eq!(app.tab, GameKind::Malefiz);
}

#[test]
fn a_save_that_cannot_be_opened_says_why_and_the_table_stays() {
    let dir = Scratch::new("save-type-missing");
    let missing = dir.join(format!("gone.{EXTENSION}"));
    let argv = ["malice-table".into(), missing.clone().into_os_string()];
    let open = malice_table::cli::save_to_open(argv).expect("named alone, it is a save to open");
    let mut app = App::default();
    app.open_path(&open);
    assert_eq!(app.tab, GameKind::Malice, "the table as it was");
    let [notice] = app.notices.as_slice() else { panic!("one notice: {:?}", app.notices) };
    assert!(notice.contains(&format!("{} could not be read", missing.display())), "{notice}");
}
