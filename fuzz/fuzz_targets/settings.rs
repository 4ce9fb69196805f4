//! Settings files: any text given to `Settings::from_ron` (what
//! `Settings::load` reads a file with). Nothing may panic; settings that
//! read are already in range, and write and read back unchanged.
#![no_main]

use libfuzzer_sys::fuzz_target;
use malice_table::store::Settings;
use malice_table_fuzz::text;

fuzz_target!(|data: &[u8]| {
    let Some(text) = text(data) else { return };
    let Ok(settings) = Settings::from_ron(text) else { return };
    assert_eq!(settings.clone().sanitised(), settings, "read settings are in range");
    let written = settings.to_ron().unwrap_or_else(|e| panic!("settings that read do not write: {e}"));
    let back = Settings::from_ron(&written)
        .unwrap_or_else(|e| panic!("written settings do not read: {e}\n{written}"));
    assert_eq!(back, settings, "settings read back as other settings:\n{written}");
});
