//! The catalogues: one Fluent bundle per language, made once from the
//! `.ftl` files compiled into the binary.

use super::{Arg, Language};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::OnceLock;

/// Every catalogue file: its language's tag, its area and its text, as
/// `build.rs` lists them from `assets/i18n/<tag>/<area>.ftl`.
pub const FILES: &[(&str, &str, &str)] = include!(concat!(env!("OUT_DIR"), "/catalogues.rs"));

/// A language's messages.
type Bundle = FluentBundle<FluentResource>;

/// Every language's bundle, in [`Language::ALL`]'s order.
fn bundles() -> &'static [Bundle] {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    BUNDLES.get_or_init(|| Language::ALL.iter().map(|&language| bundle(language)).collect())
}

/// The bundle of `language`: every file of its, parsed. A file that does
/// not parse whole keeps the messages that do (the catalogue tests fail on
/// any error).
fn bundle(language: Language) -> Bundle {
    let tag = language.tag().parse().unwrap_or_default();
    let mut bundle = Bundle::new_concurrent(vec![tag]);
    // egui draws Unicode's isolation marks as boxes.
    bundle.set_use_isolating(false);
    for &(_, _, text) in FILES.iter().filter(|(tag, _, _)| *tag == language.tag()) {
        let resource = FluentResource::try_new(text.to_owned()).unwrap_or_else(|(partial, _)| partial);
        // An id given twice keeps its first text.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// The bundle of `language`.
fn of(language: Language) -> Option<&'static Bundle> {
    let place = Language::ALL.iter().position(|&l| l == language)?;
    bundles().get(place)
}

/// The message `id` of `language` with `args`, falling back to English,
/// then to the id itself.
pub fn format(language: Language, id: &str, args: &[(&str, Arg)]) -> String {
    [language, Language::English]
        .into_iter()
        .find_map(|language| format_in(of(language)?, id, args))
        .unwrap_or_else(|| id.to_owned())
}

/// The message `id` of `bundle`, if it has it.
fn format_in(bundle: &Bundle, id: &str, args: &[(&str, Arg)]) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        let value = match value {
            Arg::Text(text) => FluentValue::from(text.as_str()),
            Arg::Count(n) => FluentValue::from(*n),
        };
        fluent_args.set(*name, value);
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    Some(text.into_owned())
}

/// Whether `language`'s catalogues have the message `id`.
#[cfg(test)]
pub fn has(language: Language, id: &str) -> bool {
    of(language).is_some_and(|bundle| bundle.has_message(id))
}
