mod pairs;

use super::*;
use crate::core::Glyph;
use crate::games::spite::Suit;
use eframe::egui::Theme;
use pairs::{Cue, Pair, pairs, stand_out};
use std::collections::BTreeMap;

/// Every vision the pairs are judged under: typical, then the three.
const VISIONS: [Option<Deficiency>; 4] =
    [None, Some(Deficiency::Protanopia), Some(Deficiency::Deuteranopia), Some(Deficiency::Tritanopia)];

#[test]
fn ciede2000_agrees_with_sharma_wu_and_dalals_test_data() {
    // Pairs from Sharma, Wu & Dalal (2005), table 1, with their ΔE00.
    let data = [
        ([50.0, 2.6772, -79.7751], [50.0, 0.0, -82.7485], 2.0425),
        ([50.0, 3.1571, -77.2803], [50.0, 0.0, -82.7485], 2.8615),
        ([50.0, 0.0, 0.0], [50.0, -1.0, 2.0], 2.3669),
        ([50.0, 2.49, -0.001], [50.0, -2.49, 0.0009], 7.1792),
        ([50.0, 2.49, -0.001], [50.0, -2.49, 0.0011], 7.2195),
        ([50.0, -0.001, 2.49], [50.0, 0.0011, -2.49], 4.7461),
        ([50.0, 2.5, 0.0], [73.0, 25.0, -18.0], 27.1492),
        ([50.0, 2.5, 0.0], [56.0, -27.0, -3.0], 31.9030),
        ([50.0, 2.5, 0.0], [50.0, 3.1736, 0.5854], 1.0),
        ([60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644),
    ];
    for (a, b, expected) in data {
        let got = ciede2000(a, b);
        assert!((got - expected).abs() < 1e-4, "{a:?} {b:?}: {got} for {expected}");
        assert!((ciede2000(b, a) - expected).abs() < 1e-4, "the same both ways");
    }
}

#[test]
fn lab_of_white_black_and_srgb_red() {
    let close = |x: [f64; 3], y: [f64; 3]| x.iter().zip(y).all(|(a, b)| (a - b).abs() < 0.05);
    assert!(close(lab(Color32::WHITE), [100.0, 0.0, 0.0]));
    assert!(close(lab(Color32::BLACK), [0.0, 0.0, 0.0]));
    assert!(close(lab(Color32::from_rgb(255, 0, 0)), [53.24, 80.09, 67.20]), "{:?}", lab(Color32::RED));
}

#[test]
fn the_simulations_keep_greys_and_lose_what_each_deficiency_loses() {
    for d in Deficiency::ALL {
        for grey in [0, 60, 128, 200, 255] {
            let c = Color32::from_gray(grey);
            assert!(delta_e(simulate(Some(d), c), c) < 1.0, "{d:?} keeps grey {grey}");
        }
    }
    let (red, green, blue) =
        (Color32::from_rgb(200, 30, 30), Color32::from_rgb(30, 150, 30), Color32::from_rgb(30, 30, 220));
    let seen = |d, a, b| delta_e(simulate(d, a), simulate(d, b));
    for d in [Deficiency::Protanopia, Deficiency::Deuteranopia] {
        assert!(seen(Some(d), red, green) < seen(None, red, green) / 2.0, "{d:?} merges red and green");
    }
    let cyan = Color32::from_rgb(30, 160, 200);
    assert!(
        seen(Some(Deficiency::Tritanopia), cyan, green) < seen(None, cyan, green) / 2.0,
        "tritanopes merge cyan and green"
    );
    assert!(seen(Some(Deficiency::Tritanopia), red, green) > CLEAR_DIFFERENCE, "but not red and green");
    assert!(seen(Some(Deficiency::Deuteranopia), blue, red) > CLEAR_DIFFERENCE);
}

/// Whether `pair` is told apart under `vision`: by its colours, or by its
/// cue; `Err` says why not.
fn told_apart(pair: &Pair, vision: Option<Deficiency>) -> Result<(), String> {
    let difference = pair.difference(vision);
    if difference >= CLEAR_DIFFERENCE {
        return Ok(());
    }
    let seen = vision.map_or("typical vision", Deficiency::name);
    match &pair.cue {
        None => Err(format!("{} ({seen}): ΔE00 {difference:.1} and no other cue", pair.what)),
        Some(cue) => cue
            .holds(pair, vision)
            .map_err(|why| format!("{} ({seen}): ΔE00 {difference:.1}, {why}", pair.what)),
    }
}

/// The report: for each group of pairs, the worst ΔE00 under each vision
/// (and its pair), and whether the group leans on a cue.
fn report(theme: Theme, pairs: &[Pair]) -> String {
    let mut groups: BTreeMap<&str, Vec<&Pair>> = BTreeMap::new();
    for pair in pairs {
        groups.entry(pair.group).or_default().push(pair);
    }
    let mut out =
        format!("\n{theme:?} theme: worst ΔE00 (CIEDE2000) per group; clear at {CLEAR_DIFFERENCE}\n");
    out += &format!(
        "{:<36} {:>8} {:>8} {:>8} {:>8}  cue used\n",
        "group", "typical", "protan", "deutan", "tritan"
    );
    for (group, members) in groups {
        let mut line = format!("{group:<36}");
        let mut leans = Vec::new();
        for vision in VISIONS {
            let worst = members.iter().map(|p| (p.difference(vision), *p)).min_by(|a, b| a.0.total_cmp(&b.0));
            let Some((de, pair)) = worst else { continue };
            line += &format!(" {de:>8.1}");
            if de < CLEAR_DIFFERENCE {
                leans.push(format!("{}: {}", vision.map_or("typical", Deficiency::name), pair.what));
            }
        }
        let cue = members.iter().find_map(|p| p.cue.as_ref()).map_or("none".to_owned(), cue_name);
        let leaning =
            if leans.is_empty() { String::new() } else { format!(" (needed: worst {})", leans.join("; ")) };
        out += &format!("{line}  {cue}{leaning}\n");
    }
    out
}

fn cue_name(cue: &Cue) -> String {
    match cue {
        Cue::Glyphs { .. } => "glyph per colour".to_owned(),
        Cue::SuitSigns(..) => "suit signs".to_owned(),
        Cue::Halo(_) => "halo / dark edge".to_owned(),
        Cue::OwnQuadrants { .. } => "own quadrants".to_owned(),
    }
}

#[test]
fn every_pair_that_must_be_told_apart_is_told_apart_under_every_deficiency() {
    let mut failures = Vec::new();
    let mut table = String::new();
    for theme in [Theme::Dark, Theme::Light] {
        let pairs = pairs(theme);
        assert!(pairs.len() > 150, "{} pairs only", pairs.len());
        for pair in &pairs {
            for vision in VISIONS {
                if let Err(why) = told_apart(pair, vision) {
                    failures.push(format!("{theme:?}: {why}"));
                }
            }
        }
        table += &report(theme, &pairs);
    }
    // The table for the note: `cargo test --lib colour_vision -- --nocapture`.
    println!("{table}");
    assert!(failures.is_empty(), "pairs not told apart:\n{}", failures.join("\n"));
}

#[test]
fn the_cues_the_pairs_lean_on_are_there() {
    let pairs = pairs(Theme::Dark);
    let find = |group: &str| pairs.iter().filter(|p| p.group == group).collect::<Vec<_>>();
    // Malice's ten colours make 45 pairs, all with a glyph each, on by default.
    let duals = find("Malice dual colours");
    assert_eq!(duals.len(), 45);
    assert!(duals.iter().all(|p| matches!(p.cue, Some(Cue::Glyphs { shown: true, .. }))));
    assert_eq!(find("Malefiz players").len(), 6);
    assert_eq!(find("Malice seats (4 players)").len(), 6);
    assert_eq!(find("Spite suits (four colours)").len(), 6);
}

#[test]
fn the_test_fails_when_a_cue_goes_or_two_colours_become_alike() {
    let red = Color32::from_rgb(0xD2, 0x32, 0x2D);
    let green = Color32::from_rgb(0x2E, 0x8B, 0x3E);
    let pair = |cue| Pair { group: "test", what: "red / green".into(), a: red, b: green, cue };
    let deutan = Some(Deficiency::Deuteranopia);
    assert!(told_apart(&pair(None), deutan).is_err(), "Malefiz's red and green, without their glyphs");
    let glyphs = |a, b, shown| Some(Cue::Glyphs { a, b, shown });
    assert!(told_apart(&pair(glyphs(Glyph::Triangle, Glyph::Diamond, true)), deutan).is_ok());
    assert!(
        told_apart(&pair(glyphs(Glyph::Triangle, Glyph::Triangle, true)), deutan).is_err(),
        "one glyph for both"
    );
    assert!(
        told_apart(&pair(glyphs(Glyph::Triangle, Glyph::Diamond, false)), deutan).is_err(),
        "off by default"
    );
    // Two seat colours made alike fail even with typical vision.
    let alike = Pair { a: red, b: Color32::from_rgb(0xD4, 0x34, 0x30), ..pair(None) };
    assert!(told_apart(&alike, None).is_err());
    // A yellow mark on a yellow square stands out only by its dark edge.
    let (yellow, square) = (Color32::from_rgb(255, 196, 40), Color32::from_rgb(0xEE, 0xCB, 0x3F));
    let mark = |halo| Pair {
        group: "test",
        what: "yellow on yellow".into(),
        a: yellow,
        b: square,
        cue: Some(Cue::Halo(halo)),
    };
    assert!(told_apart(&mark(crate::ui::widgets::move_mark::EDGE), None).is_ok());
    assert!(told_apart(&mark(Color32::TRANSPARENT), None).is_err(), "without the edge");
    assert!(stand_out(yellow, square, Color32::TRANSPARENT, None) < 1.5);
    // Hearts and diamonds share an ink and are told apart by their signs.
    let signs =
        |a, b| Pair { group: "test", what: "suits".into(), a: red, b: red, cue: Some(Cue::SuitSigns(a, b)) };
    assert!(told_apart(&signs(Suit::Hearts, Suit::Diamonds), None).is_ok());
    assert!(told_apart(&signs(Suit::Hearts, Suit::Hearts), None).is_err());
}
