//! An eframe storage held in memory, for the tests of what a window keeps
//! between launches.

use std::collections::HashMap;

/// An eframe storage in memory (the window state a launch saves and the
/// next one reads).
#[derive(Default)]
pub struct Memory(HashMap<String, String>);

impl eframe::Storage for Memory {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_owned(), value);
    }
    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }
    fn flush(&mut self) {}
}
