//! The app's own file dialog, drawn with egui: a folder field, the
//! folder's sub-folders and files, a file name field, OK and Cancel. It is
//! modal, and while it is open no key reaches what is drawn after it.

use super::{DialogPoll, Purpose, Request};
use crate::t;
use crate::ui::words;
use eframe::egui::{self, Context, Id, Key, Ui};
use std::path::{Path, PathBuf};

/// How tall the list of sub-folders and files is, where there is room.
const LIST_HEIGHT: f32 = 260.0;
/// The least height the list is given in a small window (or at a large zoom).
const MIN_LIST_HEIGHT: f32 = 60.0;
/// The height of the dialog around its list (title, fields, buttons,
/// margins) and the window's edge around it.
const AROUND_THE_LIST: f32 = 200.0;
/// How wide the dialog is, where there is room.
const WIDTH: f32 = 520.0;
/// Room left between the dialog and the window's sides.
const SIDE_ROOM: f32 = 48.0;

/// How tall the list is in `ctx`'s window: as tall as it may be while the
/// buttons under it stay in sight.
fn list_height(ctx: &Context) -> f32 {
    (ctx.content_rect().height() - AROUND_THE_LIST).clamp(MIN_LIST_HEIGHT, LIST_HEIGHT)
}

/// A folder's sub-folders and the files the dialog offers, by name.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Listing {
    folders: Vec<String>,
    files: Vec<String>,
}

/// What the person asked for this frame.
enum Step {
    /// Show this folder.
    Go(PathBuf),
    /// Take the file clicked into the name field.
    Select(String),
    /// Take this file and confirm (a double click, or Enter on it).
    Pick(String),
    /// OK, Enter, or a double click on a file.
    Confirm,
    /// Cancel, Escape, or a click beside the dialog.
    Cancel,
}

/// The app's own file dialog.
pub struct InAppDialog {
    request: Request,
    /// The folder shown.
    folder: PathBuf,
    /// The folder field as typed.
    folder_text: String,
    /// The file name field (Open and Save).
    name: String,
    /// The folder's contents, or what the system said when they could not
    /// be read.
    listing: Result<Listing, std::io::Error>,
    /// Why the last OK did not close the dialog.
    problem: Option<String>,
    /// An existing file that one more Save replaces.
    replace: Option<PathBuf>,
    /// Whether the first field (the name, or the folder in a folder
    /// dialog) has yet to take the keyboard.
    focus_pending: bool,
}

impl InAppDialog {
    /// A dialog for `request`, showing the folder last used in `ctx` (or
    /// the home folder).
    pub fn new(ctx: &Context, request: Request) -> Self {
        let name = request.file_name.clone();
        let mut dialog = InAppDialog {
            request,
            folder: PathBuf::new(),
            folder_text: String::new(),
            name,
            listing: Ok(Listing::default()),
            problem: None,
            replace: None,
            focus_pending: true,
        };
        dialog.go(start_folder(ctx));
        dialog
    }

    /// The folder shown.
    pub fn folder(&self) -> &Path {
        &self.folder
    }

    /// Draws the dialog and says whether it is still open.
    pub fn show(&mut self, ctx: &Context) -> DialogPoll {
        let mut step = None;
        let id = Id::unique(("in-app-file-dialog", self.request.title.as_str()));
        let modal = egui::Modal::new(id).show(ctx, |ui| self.contents(ui, &mut step));
        if step.is_none() {
            if modal.should_close() {
                step = Some(Step::Cancel);
            } else if ctx.input(|i| i.key_pressed(Key::Enter)) {
                step = Some(Step::Confirm);
            }
        }
        // Keys typed here are the dialog's: nothing drawn later (a game's
        // board, a dialog underneath) may act on them too.
        ctx.input_mut(|i| i.events.retain(|e| !matches!(e, egui::Event::Key { .. })));
        let poll = match step {
            None => DialogPoll::Open,
            Some(Step::Go(folder)) => {
                self.go(folder);
                DialogPoll::Open
            }
            Some(Step::Select(name)) => {
                self.name = name;
                self.problem = None;
                DialogPoll::Open
            }
            Some(Step::Pick(name)) => {
                self.name = name;
                self.confirm()
            }
            Some(Step::Cancel) => DialogPoll::Closed,
            Some(Step::Confirm) => self.confirm(),
        };
        if let DialogPoll::Picked(path) = &poll {
            let folder = if self.request.purpose == Purpose::Folder { path.as_path() } else { &self.folder };
            remember_folder(ctx, folder);
        }
        poll
    }

    fn contents(&mut self, ui: &mut Ui, step: &mut Option<Step>) {
        ui.set_width(WIDTH.min(ui.ctx().content_rect().width() - SIDE_ROOM));
        ui.heading(self.request.title.as_str());
        ui.add_space(6.0);
        self.folder_row(ui, step);
        ui.add_space(4.0);
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.set_min_height(list_height(ui.ctx()));
            self.list(ui, step);
        });
        ui.add_space(4.0);
        if self.request.purpose != Purpose::Folder {
            self.name_row(ui);
        }
        if let Some(problem) = &self.problem {
            ui.colored_label(ui.visuals().error_fg_color, problem.as_str());
        }
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            let ok = match self.request.purpose {
                Purpose::Open => t!("file-open"),
                Purpose::Save => t!("file-save"),
                Purpose::Folder => t!("file-choose-folder"),
            };
            if ui.button(ok).on_hover_text(t!("key-enter")).clicked() {
                *step = Some(Step::Confirm);
            }
            if ui.button(t!("button-cancel")).on_hover_text(t!("file-cancel-tip")).clicked() {
                *step = Some(Step::Cancel);
            }
        });
    }

    /// The folder field (Enter goes there) and the ways to move about.
    fn folder_row(&mut self, ui: &mut Ui, step: &mut Option<Step>) {
        ui.horizontal(|ui| {
            let label = ui.label(t!("file-folder"));
            let parent = self.folder.parent().map(Path::to_path_buf);
            let up = ui.add_enabled(parent.is_some(), egui::Button::new(t!("file-up")));
            if up.on_hover_text(t!("file-up-tip")).clicked()
                && let Some(parent) = parent
            {
                *step = Some(Step::Go(parent));
            }
            if let Some(home) = home_folder()
                && ui.button(t!("file-home")).on_hover_text(home.display().to_string()).clicked()
            {
                *step = Some(Step::Go(home));
            }
            let field = egui::TextEdit::singleline(&mut self.folder_text).desired_width(f32::INFINITY);
            let response = ui.add(field).labelled_by(label.id);
            // A folder dialog has no name field: the keyboard starts here.
            if self.focus_pending && self.request.purpose == Purpose::Folder {
                self.focus_pending = false;
                response.request_focus();
            }
            if response.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter)) {
                *step = Some(Step::Go(self.typed_folder()));
            }
        });
    }

    /// The sub-folders (a click goes in) and the files (a click picks, a
    /// double click confirms).
    fn list(&self, ui: &mut Ui, step: &mut Option<Step>) {
        let listing = match &self.listing {
            Ok(listing) => listing,
            Err(why) => {
                ui.colored_label(ui.visuals().error_fg_color, unreadable(&self.folder, why));
                return;
            }
        };
        if listing.folders.is_empty() && listing.files.is_empty() {
            ui.weak(match self.request.purpose {
                Purpose::Folder => t!("file-no-folders"),
                Purpose::Open | Purpose::Save => t!("file-no-files"),
            });
            return;
        }
        let rows = listing.folders.len() + listing.files.len();
        let height = ui.spacing().interact_size.y;
        egui::ScrollArea::vertical().max_height(list_height(ui.ctx())).auto_shrink([false, true]).show_rows(
            ui,
            height,
            rows,
            |ui, range| {
                for row in range {
                    if let Some(folder) = listing.folders.get(row) {
                        let entry = ui.selectable_label(false, format!("{folder}/"));
                        if entry.on_hover_text(t!("file-open-folder-tip")).clicked() {
                            *step = Some(Step::Go(self.folder.join(folder)));
                        }
                    } else if let Some(file) =
                        row.checked_sub(listing.folders.len()).and_then(|i| listing.files.get(i))
                    {
                        let entry = ui.selectable_label(*file == self.name, file.as_str());
                        let enter = ui.input(|i| i.key_pressed(Key::Enter));
                        if entry.double_clicked() || (entry.clicked() && enter) {
                            *step = Some(Step::Pick(file.clone()));
                        } else if entry.clicked() {
                            *step = Some(Step::Select(file.clone()));
                        }
                    }
                }
            },
        );
    }

    fn name_row(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            let label = ui.label(t!("file-name"));
            let field = egui::TextEdit::singleline(&mut self.name).desired_width(f32::INFINITY);
            let response = ui.add(field).labelled_by(label.id);
            if self.focus_pending {
                self.focus_pending = false;
                response.request_focus();
            }
            if response.changed() {
                self.replace = None;
            }
        });
    }

    /// The folder field as a path: `~` is the home folder, a relative path
    /// is taken from the folder shown.
    fn typed_folder(&self) -> PathBuf {
        let text = self.folder_text.trim();
        let home = home_folder();
        let typed = match (text.strip_prefix('~'), home) {
            (Some(rest), Some(home)) if rest.is_empty() || rest.starts_with('/') => {
                home.join(rest.trim_start_matches('/'))
            }
            _ => PathBuf::from(text),
        };
        self.folder.join(typed)
    }

    /// Shows `folder`, or says why it cannot be shown.
    fn go(&mut self, folder: PathBuf) {
        self.problem = None;
        self.replace = None;
        match list(&folder, &self.request) {
            Ok(listing) => {
                self.listing = Ok(listing);
                self.folder_text = folder.display().to_string();
                self.folder = folder;
            }
            Err(why) if self.folder.as_os_str().is_empty() => {
                // Nothing shown yet: show the folder anyway, with the reason.
                self.listing = Err(why);
                self.folder_text = folder.display().to_string();
                self.folder = folder;
            }
            Err(why) => {
                self.folder_text = self.folder.display().to_string();
                self.problem = Some(unreadable(&folder, &why));
            }
        }
    }

    /// OK: a folder typed but not gone to is gone to first; then the
    /// choice is checked (an existing file to open, a name to save under,
    /// asking once before replacing a file).
    fn confirm(&mut self) -> DialogPoll {
        let typed = self.typed_folder();
        if typed != self.folder {
            if !typed.is_dir() {
                self.problem = Some(t!("file-not-a-folder", path = typed.display().to_string()));
                return DialogPoll::Open;
            }
            self.go(typed);
        }
        let name = self.name.trim();
        if self.request.purpose == Purpose::Folder {
            return DialogPoll::Picked(self.folder.clone());
        }
        if name.is_empty() {
            self.problem = Some(match self.request.purpose {
                Purpose::Save => t!("file-type-name"),
                Purpose::Open | Purpose::Folder => t!("file-choose"),
            });
            return DialogPoll::Open;
        }
        let path = self.folder.join(name);
        if path.is_dir() {
            self.name.clear();
            self.go(path);
            return DialogPoll::Open;
        }
        match self.request.purpose {
            Purpose::Save => self.confirm_save(with_extension(path, &self.request.extensions)),
            Purpose::Open | Purpose::Folder if path.is_file() => DialogPoll::Picked(path),
            Purpose::Open | Purpose::Folder => {
                self.problem =
                    Some(t!("file-missing", name = name, folder = self.folder.display().to_string()));
                DialogPoll::Open
            }
        }
    }

    /// Saves to `path`, asking once first if a file is there already.
    fn confirm_save(&mut self, path: PathBuf) -> DialogPoll {
        if path.exists() && self.replace.as_ref() != Some(&path) {
            let name = path.file_name().map_or_else(String::new, |n| n.to_string_lossy().into_owned());
            self.problem = Some(t!("file-exists", name = name));
            self.replace = Some(path);
            return DialogPoll::Open;
        }
        DialogPoll::Picked(path)
    }
}

/// `folder`'s sub-folders and the files `request` offers, sorted, without
/// hidden ones (a leading dot) or names that are not text.
fn list(folder: &Path, request: &Request) -> Result<Listing, std::io::Error> {
    let entries = std::fs::read_dir(folder)?;
    let mut listing = Listing::default();
    for entry in entries.flatten() {
        let Ok(name) = entry.file_name().into_string() else { continue };
        if name.starts_with('.') {
            continue;
        }
        if entry.path().is_dir() {
            listing.folders.push(name);
        } else if request.purpose != Purpose::Folder && offered(&name, &request.extensions) {
            listing.files.push(name);
        }
    }
    for names in [&mut listing.folders, &mut listing.files] {
        names.sort_by_key(|n| n.to_lowercase());
    }
    Ok(listing)
}

/// That `folder` cannot be read, and what the system said.
fn unreadable(folder: &Path, why: &std::io::Error) -> String {
    t!("file-unreadable-folder", folder = folder.display().to_string(), error = words::io_error(why))
}

/// Whether a file named `name` has one of `extensions` (any, if none).
fn offered(name: &str, extensions: &[String]) -> bool {
    extensions.is_empty()
        || Path::new(name)
            .extension()
            .is_some_and(|e| extensions.iter().any(|x| e.eq_ignore_ascii_case(x.as_str())))
}

/// `path` with the first of `extensions` added unless it has one of them.
fn with_extension(path: PathBuf, extensions: &[String]) -> PathBuf {
    match extensions.first() {
        Some(first) if !offered(&path.to_string_lossy(), extensions) => {
            let mut name = path.into_os_string();
            name.push(".");
            name.push(first);
            PathBuf::from(name)
        }
        _ => path,
    }
}

fn home_folder() -> Option<PathBuf> {
    directories::BaseDirs::new().map(|d| d.home_dir().to_path_buf())
}

fn last_folder_id() -> Id {
    Id::unique("malice-table-file-dialog-last-folder")
}

/// Makes `folder` where the next dialog in `ctx` starts.
pub(super) fn remember_folder(ctx: &Context, folder: &Path) {
    ctx.data_mut(|d| d.insert_temp(last_folder_id(), folder.to_path_buf()));
}

/// The folder last chosen in `ctx` if it is still there, else the home
/// folder, else the working folder, else the root.
fn start_folder(ctx: &Context) -> PathBuf {
    ctx.data(|d| d.get_temp::<PathBuf>(last_folder_id()))
        .filter(|f| f.is_dir())
        .or_else(home_folder)
        .or_else(|| std::env::current_dir().ok())
        .unwrap_or_else(|| PathBuf::from(std::path::MAIN_SEPARATOR_STR))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scratch::Scratch;

    /// An empty folder of the test's own with one sub-folder, `sub`.
    fn scratch(name: &str) -> Scratch {
        let dir = Scratch::new(&format!("in-app-{name}"));
        std::fs::create_dir_all(dir.join("sub")).expect("a scratch folder");
        dir
    }

    fn dialog(purpose: Purpose, folder: &Path) -> InAppDialog {
        dialog_for(purpose, folder, &["ron"])
    }

    fn dialog_for(purpose: Purpose, folder: &Path, extensions: &[&str]) -> InAppDialog {
        let request = Request {
            purpose,
            title: "Test".into(),
            filter_name: "Saves".into(),
            extensions: extensions.iter().map(|e| (*e).to_owned()).collect(),
            file_name: String::new(),
        };
        let mut dialog = InAppDialog::new(&Context::default(), request);
        dialog.go(folder.to_path_buf());
        dialog
    }

    #[test]
    fn lists_folders_then_matching_files_without_hidden_ones() {
        let dir = scratch("list");
        for file in ["b.ron", "A.RON", "notes.txt", ".hidden.ron"] {
            std::fs::write(dir.join(file), "").expect("a file");
        }
        let d = dialog(Purpose::Open, &dir);
        assert_eq!(
            d.listing.as_ref().ok(),
            Some(&Listing { folders: vec!["sub".into()], files: vec!["A.RON".into(), "b.ron".into()] })
        );
    }

    #[test]
    fn saves_get_their_own_extension_and_old_ron_saves_still_show() {
        use crate::store::save::EXTENSIONS;
        let dir = scratch("saves");
        for file in ["new.malicetable", "old.ron", "notes.txt"] {
            std::fs::write(dir.join(file), "").expect("a file");
        }
        let listed = dialog_for(Purpose::Open, &dir, &EXTENSIONS).listing;
        let files = vec!["new.malicetable".to_owned(), "old.ron".to_owned()];
        assert_eq!(listed.as_ref().ok(), Some(&Listing { folders: vec!["sub".into()], files }));
        let mut d = dialog_for(Purpose::Save, &dir, &EXTENSIONS);
        d.name = "game".into();
        assert_eq!(d.confirm(), DialogPoll::Picked(dir.join("game.malicetable")), "the new one by default");
        d.name = "kept.ron".into();
        assert_eq!(d.confirm(), DialogPoll::Picked(dir.join("kept.ron")), "an old name asked for stays");
    }

    #[test]
    fn save_adds_the_extension_and_asks_before_replacing() {
        let dir = scratch("save");
        let mut d = dialog(Purpose::Save, &dir);
        d.name = "game".into();
        assert_eq!(d.confirm(), DialogPoll::Picked(dir.join("game.ron")));
        std::fs::write(dir.join("game.ron"), "").expect("a file");
        assert_eq!(d.confirm(), DialogPoll::Open, "asks first");
        assert!(d.problem.as_deref().is_some_and(|p| p.contains("already exists")));
        assert_eq!(d.confirm(), DialogPoll::Picked(dir.join("game.ron")), "the second Save replaces");
    }

    #[test]
    fn open_wants_an_existing_file_and_a_folder_name_goes_in() {
        let dir = scratch("open");
        let mut d = dialog(Purpose::Open, &dir);
        d.name = "missing.ron".into();
        assert_eq!(d.confirm(), DialogPoll::Open);
        d.name = "sub".into();
        assert_eq!(d.confirm(), DialogPoll::Open);
        assert_eq!(d.folder(), dir.join("sub"));
    }

    #[test]
    fn a_folder_that_cannot_be_read_is_named_with_what_the_system_said() {
        let dir = scratch("unreadable");
        let mut d = dialog(Purpose::Open, &dir);
        let gone = dir.join("gone");
        d.go(gone.clone());
        assert_eq!(d.folder(), &*dir, "the folder shown stays");
        let said = d.problem.clone().unwrap_or_default();
        assert!(said.contains(&gone.display().to_string()) && said.contains("does not exist"), "{said}");
    }

    #[test]
    fn a_typed_folder_is_gone_to_before_choosing() {
        let dir = scratch("folder");
        let mut d = dialog(Purpose::Folder, &dir);
        d.folder_text = "sub".into();
        assert_eq!(d.confirm(), DialogPoll::Picked(dir.join("sub")));
        d.folder_text = dir.join("nowhere").display().to_string();
        assert_eq!(d.confirm(), DialogPoll::Open);
        assert!(d.problem.as_deref().is_some_and(|p| p.contains("is not a folder")));
    }
}
