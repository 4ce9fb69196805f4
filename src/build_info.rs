//! What this build is: the crate version, the git revision and the cargo
//! profile, stamped by `build.rs`.

/// The crate version from `Cargo.toml`.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The short git revision this was built from, or "unknown" outside a
/// checkout or before the first commit.
pub const GIT_REV: &str = env!("MT_GIT_REV");

/// The cargo profile the binary was built with ("debug" or "release").
pub const BUILD_PROFILE: &str = env!("MT_BUILD_PROFILE");

/// Version and revision as one static string, "0.1.0 (abc1234)", for places
/// that need a `&'static str` such as clap's `#[command(version = ...)]`.
pub const LONG_VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), " (", env!("MT_GIT_REV"), ")");

/// The line for an About box or a log header: "Malice Table 0.1.0 (abc1234)".
pub fn version_line() -> String {
    format!("Malice Table {LONG_VERSION}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn version_line_names_app_version_and_revision() {
        assert_eq!(version_line(), format!("Malice Table {VERSION} ({GIT_REV})"));
    }

    #[test]
    fn version_is_the_crate_version() {
        assert_eq!(VERSION, env!("CARGO_PKG_VERSION"));
        assert_eq!(VERSION.split('.').count(), 3, "{VERSION}");
    }

    #[test]
    fn revision_is_one_trimmed_line() {
        assert!(!GIT_REV.is_empty());
        assert_eq!(GIT_REV, GIT_REV.trim());
        assert!(!GIT_REV.contains(char::is_control), "{GIT_REV:?}");
    }

    #[test]
    fn profile_is_stamped() {
        assert!(!BUILD_PROFILE.is_empty());
    }
}
