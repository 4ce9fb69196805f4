//! Every word the window shows comes from the catalogues. With the
//! pseudo-language on, each message is wrapped in ⟦…⟧: a walk through every
//! tab, menu, window, dialog, notice, the new-game dialogs, a review and
//! every topic of How to play finds any visible text with a word outside the
//! brackets, which is a word that bypassed the catalogues. Notation (squares,
//! moves, cards), numbers and names the person typed are not words to
//! translate.

use eframe::egui::{self, Key};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use malice_table::games::GameKind;
use malice_table::i18n::{self, Language, PSEUDO_CLOSE, PSEUDO_OPEN};
use malice_table::ui::App;

use crate::harness::{WINDOW, harness};
use crate::ui_accessibility::ann_and_bob;

/// The names of the seats the walk plays with (the accessibility audit's
/// table): typed by a person, so shown as they are.
const NAMES: [&str; 2] = ["Ann", "Bob"];

/// The text outside the pseudo-language's brackets (nested brackets, a
/// message inside a message, count as one).
fn outside_brackets(text: &str) -> String {
    let mut depth = 0usize;
    let mut outside = String::new();
    for c in text.chars() {
        match c {
            PSEUDO_OPEN => depth += 1,
            PSEUDO_CLOSE => depth = depth.saturating_sub(1),
            c if depth == 0 => outside.push(c),
            _ => {}
        }
    }
    outside
}

/// Whether `token` is a word to translate: letters, no digits (squares,
/// moves and cards have digits or are a rank's letter), and not a name
/// the person typed.
fn is_a_word(token: &str) -> bool {
    let letters = token.chars().filter(|c| c.is_alphabetic()).count();
    // Each language is listed in its own name, whatever the language.
    let own_name =
        Language::ALL.iter().any(|l| l.own_name().split(' ').any(|w| w.trim_matches(['(', ')']) == token));
    letters >= 2 && !token.chars().any(|c| c.is_ascii_digit()) && !NAMES.contains(&token) && !own_name
}

/// The words shown outside the catalogues' brackets, each with the text it
/// stands in.
fn leaks(h: &Harness<'static, App>) -> Vec<String> {
    let mut found = Vec::new();
    for node in h.root().children_recursive() {
        let node = node.accesskit_node();
        // A wrapped label's rows repeat its text in pieces; egui's own
        // names for the handles that resize a window or a panel, and for a
        // window's close button, are heard, not shown, and egui's to give.
        let egui_own = node.label().is_some_and(|l| l.starts_with("Resize ") || l == "Close window");
        if node.is_hidden() || node.role() == egui::accesskit::Role::TextRun || egui_own {
            continue;
        }
        // What a person typed in a field is theirs.
        let typed = matches!(node.role(), egui::accesskit::Role::TextInput);
        let texts = [node.label(), if typed { None } else { node.value() }];
        for text in texts.into_iter().flatten() {
            // The product's own name, in the About box's version line.
            let outside = outside_brackets(&text).replace("Malice Table", "");
            let words: Vec<&str> = outside
                .split(|c: char| !(c.is_alphanumeric() || c == '\''))
                .filter(|t| is_a_word(t))
                .collect();
            if !words.is_empty() {
                found.push(format!("{words:?} in {text:?}"));
            }
        }
    }
    found.sort();
    found.dedup();
    found
}

/// Asserts that nothing shown bypassed the catalogues, saying where.
fn check(h: &Harness<'static, App>, place: &str) {
    let leaks = leaks(h);
    assert!(leaks.is_empty(), "{place}: words outside the catalogues:\n{}", leaks.join("\n"));
}

fn click(h: &mut Harness<'static, App>, label: &str) {
    h.get_all_by_label(label).next().unwrap_or_else(|| panic!("no control named {label:?}")).click();
    h.run_steps(6);
}

/// The drop-down list labelled `label`.
fn combo<'h>(h: &'h Harness<'static, App>, label: &'h str) -> Option<egui_kittest::Node<'h>> {
    h.get_all_by_label(label).find(|n| n.accesskit_node().role() == egui::accesskit::Role::ComboBox)
}

/// Picks `choice` in the drop-down list labelled `label`.
fn choose(h: &mut Harness<'static, App>, label: &str, choice: &str) {
    combo(h, label).unwrap_or_else(|| panic!("no list labelled {label:?}")).click();
    h.run_steps(4);
    click(h, choice);
}

/// Plays the first legal move of `kind`'s tab by the clicks its view names
/// for it; false when there is none.
fn play_a_move(h: &mut Harness<'static, App>, kind: GameKind) -> bool {
    let Some(clicks) = h.state().tab_screen(kind).and_then(|tab| tab.legal_clicks().into_iter().next())
    else {
        return false;
    };
    for label in clicks {
        click(h, &label);
    }
    true
}

/// A harness speaking the pseudo-language, its first frames drawn.
fn pseudo_harness() -> Harness<'static, App> {
    i18n::set_pseudo(true);
    let mut h = harness(ann_and_bob(), WINDOW);
    h.run_steps(6);
    h
}

/// `words` as the pseudo-language shows them.
fn wrapped(words: &str) -> String {
    format!("{PSEUDO_OPEN}{words}{PSEUDO_CLOSE}")
}

/// Opens the menu titled `menu`, checks it, and closes it.
fn menu(h: &mut Harness<'static, App>, menu: &str) {
    click(h, &wrapped(menu));
    check(h, &format!("the {menu} menu"));
    h.key_press(Key::Escape);
    h.run_steps(4);
}

#[test]
fn the_pseudo_language_finds_a_word_outside_the_catalogues() {
    assert_eq!(outside_brackets("⟦Move ⟦South⟧ to⟧ Lb2-b3"), " Lb2-b3");
    assert!(!is_a_word("Lb2-b3") && !is_a_word("K") && !is_a_word("Ann") && !is_a_word("12"));
    assert!(is_a_word("Start"));
}

#[test]
fn every_tab_window_dialog_and_notice_speaks_from_the_catalogues() {
    let mut h = pseudo_harness();
    for kind in GameKind::ALL {
        h.state_mut().tab = kind;
        h.run_steps(6);
        check(&h, kind.title());
        h.state_mut().tab_mut(kind).open_new_game();
        h.run_steps(6);
        check(&h, &format!("{}: the new game dialog", kind.title()));
        h.key_press(Key::Escape);
        h.run_steps(6);
    }
    for name in ["File", "Edit", "Game", "View", "Help"] {
        menu(&mut h, name);
    }
    // Each of the app's windows, opened from its menu as a person would.
    for (name, item) in [
        ("File", "Settings…"),
        ("File", "Statistics…"),
        ("File", "Export printable boards…"),
        ("Help", "Keyboard controls"),
        ("Help", "About Malice Table"),
    ] {
        click(&mut h, &wrapped(name));
        click(&mut h, &wrapped(item));
        check(&h, item);
        if item == "Settings…" {
            // Every group of the settings, each shown on its own.
            for group in ["Table", "Bots", "Sounds and access", "Language", "Online"] {
                click(&mut h, &wrapped(group));
                check(&h, &format!("the settings' group {group}"));
            }
        }
        h.key_press(Key::Escape);
        h.run_steps(6);
    }
    h.state_mut().notices.push(i18n::text("no-home-folder", &[]));
    h.run_steps(6);
    check(&h, "a notice");
    i18n::set_pseudo(false);
}

#[test]
fn every_topic_of_how_to_play_speaks_from_the_catalogues() {
    let mut h = pseudo_harness();
    for kind in GameKind::ALL {
        h.state_mut().help.open(kind);
        let topics = malice_table::ui::help::page(kind).topics();
        for (index, topic) in topics.iter().enumerate() {
            h.state_mut().help.go_to(index);
            h.run_steps(6);
            check(&h, &format!("How to play {}: {topic}", kind.title()));
        }
    }
    i18n::set_pseudo(false);
}

#[test]
fn a_game_played_and_reviewed_speaks_from_the_catalogues() {
    let mut h = pseudo_harness();
    // Two moves each way (each by the clicks its squares take), then the
    // review of them.
    for _ in 0..4 {
        assert!(play_a_move(&mut h, GameKind::Malice), "a legal move");
    }
    assert_eq!(h.state().tab_screen(GameKind::Malice).expect("the tab").plies(), 4);
    check(&h, "a game under way");
    let ctx = h.ctx.clone();
    h.state_mut().tab_mut(GameKind::Malice).review(&ctx);
    for _ in 0..200 {
        h.run_steps(2);
        if h.query_all_by_label_contains("?!").next().is_some() {
            break;
        }
    }
    check(&h, "the review");
    i18n::set_pseudo(false);
}

#[test]
fn every_window_speaks_each_language() {
    for language in Language::ALL {
        let mut h = harness(ann_and_bob(), WINDOW);
        h.state_mut().settings.language = Some(language);
        h.run_steps(6);
        click(&mut h, &i18n::text_in(language, "menu-file", &[]));
        click(&mut h, &i18n::text_in(language, "action-settings", &[]));
        click(&mut h, &i18n::text_in(language, "settings-group-language", &[]));
        let label = i18n::text_in(language, "settings-language", &[]);
        assert!(combo(&h, &label).is_some(), "{}: the language's row", language.tag());
    }
}

#[test]
fn a_language_chosen_in_the_settings_shows_at_once_and_is_kept() {
    let mut h = harness(ann_and_bob(), WINDOW);
    h.run_steps(6);
    click(&mut h, "File");
    click(&mut h, "Settings…");
    click(&mut h, "Language");
    choose(&mut h, "Language", "Deutsch");
    assert_eq!(h.state().settings.language, Some(Language::German));
    // The settings' default names follow the language.
    assert_eq!(h.state().settings.player_name, "Du");
    assert_eq!(h.state().settings.second_player_name, "Freund");
    // The menus, the window's title and the game at the table.
    h.get_by_label("Datei");
    assert!(combo(&h, "Sprache").is_some(), "the settings window speaks German");
    assert!(h.query_by_label("File").is_none());
    assert_eq!(h.state().tab_screen(GameKind::Malice).expect("the tab").plies(), 0);
    choose(&mut h, "Sprache", "Português (Brasil)");
    h.get_by_label("Arquivo");
    assert_eq!(h.state().settings.language, Some(Language::Portuguese));
    assert_eq!(h.state().settings.player_name, "Você");
}

#[test]
fn every_game_under_way_speaks_from_the_catalogues() {
    let mut h = pseudo_harness();
    for kind in GameKind::ALL {
        h.state_mut().tab = kind;
        h.run_steps(6);
        // A few moves by the clicks the view names for them (a bot, where
        // one sits, answers in the same frames).
        for _ in 0..4 {
            if !play_a_move(&mut h, kind) {
                break;
            }
            check(&h, &format!("{} under way", kind.title()));
        }
        assert!(h.state().tab_screen(kind).is_some_and(|t| t.plies() > 0), "{kind:?}: moves were played");
    }
    i18n::set_pseudo(false);
}

/// The new-game dialog's seats offer each level of the game's ladder with
/// what to expect of it (its rung's line and Elo), as the settings window
/// says them: the screen gives the rows those lines.
#[test]
fn the_new_game_dialogs_levels_say_what_to_expect_of_each() {
    let mut h = harness(ann_and_bob(), WINDOW);
    h.state_mut().tab_mut(GameKind::Malice).open_new_game();
    h.run_steps(6);
    h.get_all_by_label_contains("Who plays ").next().expect("a seat's list").click();
    h.run_steps(4);
    for level in GameKind::Malice.ladder().levels() {
        let line = malice_table::ui::registry::describe_level(GameKind::Malice, level);
        assert!(!line.is_empty(), "{level:?} has a line");
        h.get_by_label(&line);
    }
}
