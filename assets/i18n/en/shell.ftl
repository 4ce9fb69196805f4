# The window's own words: menus, toolbar, dialogs, notices, the status
# line, the side panel, settings, statistics, the review, the file dialog,
# printing and How to play's frame. Each game's words are in its own file.

## Lists

# A list of words: "Malice, Malefiz and Spite & Malice".
list-and = { $items } and { $last }

## Menus and actions

menu-file = File
menu-edit = Edit
menu-game = Game
menu-view = View
menu-help = Help

action-hint = Hint
action-hint-does = Show the strongest bot's suggestion
action-undo = Undo
action-undo-does = Take back a move
action-redo = Redo
action-redo-does = Replay a move
action-new-game = New game…
action-new-game-does = Start a new game
action-save = Save…
action-save-does = Save the game
action-open = Open…
action-open-does = Open a saved game
action-panel-hide = Hide side panel
action-panel-show = Show side panel
action-panel-does = Show or hide the side panel
action-coordinates-hide = Hide coordinates
action-coordinates-show = Show coordinates
action-coordinates-does = Name the board's columns and rows along its edges, as moves and the log name its places
coordinates-none = Spite & Malice is played with cards: its table has no coordinates
action-sound-mute = Mute sounds
action-sound-unmute = Turn sounds on
action-sound-does = Mute the table's sounds, or turn them back on
action-zoom-in = Zoom in
action-zoom-in-does = Draw everything larger: boards, pieces and words
action-zoom-out = Zoom out
action-zoom-out-does = Draw everything smaller
# The View menu's item, with the window's zoom now: "Actual size (150%)".
action-actual-size = Actual size ({ $zoom })
action-actual-size-does = Draw everything at its actual size
zoom-largest = Already at the largest zoom ({ $zoom }).
zoom-smallest = Already at the smallest zoom ({ $zoom }).
zoom-actual = Already at the actual size.
action-how-to-play = How to play
action-how-to-play-does = How to play: the rules of the game shown
action-quit = Quit
action-quit-does = Quit (the game in progress is kept)
action-settings = Settings…
action-settings-does = Change how the table plays and looks
action-statistics = Statistics…
action-statistics-does = Games played, won and lost
action-export = Export printable boards…
action-export-does = Write the boards as PNG files to print
action-review = Review game
action-review-does = Judge every move of the game
action-keys = Keyboard controls
action-keys-does = The keys of the boards and of the app
action-about = About Malice Table
action-about-does = The version of Malice Table
action-log-folder = Open the log folder
action-log-folder-does = The folder of the log and the crash reports, in the file manager
# A toolbar tooltip: what the button does, then its keys.
action-tip-with-keys = { $does } ({ $keys })

button-hint = Hint
button-undo = Undo
button-redo = Redo
button-new-game = New game
button-save = Save
button-open = Open
button-settings = Settings
button-panel = Panel
toolbar-more = More
toolbar-more-does = The toolbar's buttons that do not fit the window
button-cancel = Cancel
button-ok = OK
button-start = Start
button-resume = Resume

redo-nothing = Nothing to redo.
undo-possible = Take back your last move
undo-ask = Ask the others to let you take back your last move
undo-refused = Can't undo further: { $reason }.
undo-nothing = Nothing to undo.
save-refused = This game cannot be saved: { $why }.
save-setup-position = this game began from a set-up position, which saves do not hold
save-unwritable = its setup cannot be written as a save ({ $error })

## Keys

key-ctrl = Ctrl
key-alt = Alt
key-shift = Shift
key-arrows = Arrow keys
key-enter = Enter
key-escape = Escape
key-space = Space
key-enter-or-space = Enter or Space
key-tab = Tab
key-page-up-down = Page Up / Page Down
# Between two shortcuts of one action: "Ctrl+Shift+Z or Ctrl+Y".
keys-or = { " " }or{ " " }

keys-title = Keyboard controls
keys-cursor = Move the board cursor (the first press shows it)
keys-pick = Pick the piece or card under the cursor; play or place there
keys-drop = Drop the selection; back out of placing a barricade
keys-roll = Roll the die (Malefiz); make the move offered above the board (Pass, End turn)
keys-ready = Ready: show the next hand (Spite & Malice, two people)
keys-result-away = Put the result card away (Show result brings it back)
keys-dialog-default = In a dialog: its default button (Start, OK, New game)
keys-dialog-next = In a dialog: the next button or field
keys-close = Close the dialog or window on top
keys-help-topics = In How to play: the previous or next topic

## About, notices, files

about-title = About Malice Table
about-games = { $games }, with built-in bots.
no-home-folder = No home folder was found: settings and games will not be kept.
autosaves-elsewhere = Another Malice Table window is open and keeps the autosaves. The games in this window are not autosaved: use File › Save… to keep them.
crash-title = The table closed unexpectedly
crash-games-back = Malice Table closed unexpectedly last time. Your games are back, as they were at their last move.
crash-report-at = A report of what happened is in { $report }.
crash-copy = Copy report
crash-open-folder = Open folder
crash-copied = The report is on the clipboard: paste it into a bug report.
folder-not-opened = The folder { $folder } could not be opened: { $error }
folder-no-opener = The folder { $folder } could not be opened: { $opener }, which opens folders in the file manager, is not installed. Open the folder in your file manager.
data-folder-unlocked = The data folder { $folder } cannot be locked ({ $error }); games will not be autosaved.
autosave-set-aside = The { $game } game from last time could not be restored: { $why }. It was kept as { $kept }; a new game was started.
autosave-left = The { $game } game from last time could not be restored: { $why }. It was left in place; a new game was started.
autosave-failed = The game could not be autosaved to { $path }: { $error }.
settings-not-written = The settings could not be written: { $error }.
stats-not-written = The statistics could not be written: { $error }.
settings-set-aside = The settings file { $file } could not be read ({ $why }); it was kept as { $kept }, and the default settings are used.
settings-not-set-aside = The settings file { $file } could not be read ({ $why }); it could not be kept aside ({ $error }), and the default settings are used.
stats-set-aside = The statistics file could not be read ({ $why }); counting starts again.

file-filter = Malice Table save
save-dialog-title = Save the game
open-dialog-title = Open a saved game
status-saved = Saved to { $path }
status-opened = Opened { $path }
status-sound-muted = Sounds muted
status-sound-on = Sounds on
status-zoom = Zoom: { $zoom }
save-failed = The game could not be saved to { $path }: { $error }.
open-cannot = { $path } cannot be opened: { $why }.
open-unreadable = { $path } could not be read: { $error }.
open-not-text = { $path } cannot be opened: it is not a Malice Table save (it is not text).
load-not-a-save = it is not a Malice Table save ({ $detail })
load-truncated = the save is cut short ({ $detail })
load-unknown-format = the save has format version { $found }, and this version of Malice Table reads version { $reads }
load-wrong-game = it is a { $found } save, not { $expected }
load-bad-setup = the game's setup cannot be used: { $detail }
load-illegal-move = move { $number } `{ $text }` is not legal here: { $reason }

## The file dialog

file-open = Open
file-save = Save
file-choose-folder = Choose this folder
file-cancel-tip = Escape: nothing is changed
file-folder = Folder
file-up = Up
file-up-tip = The folder this one is in
file-home = Home
file-no-folders = No sub-folders here.
file-no-files = No sub-folders or matching files here.
file-open-folder-tip = Open this folder
file-name = File name
file-not-a-folder = { $path } is not a folder.
file-type-name = Type a name for the file.
file-choose = Choose a file, or type its name.
file-missing = There is no file { $name } in { $folder }.
file-exists = { $name } already exists: press Save again to replace it.
file-unreadable-folder = { $folder } cannot be read: { $error }.
file-dialog-unavailable = No file dialog can be shown: { $why }. Install a desktop portal with a file chooser (for example xdg-desktop-portal-gtk) or zenity, or unset { $variable } (it is set to "native") so that the app's own file dialog is used.
file-native-no-libdbus = libdbus (libdbus-1.so.3), which the file dialog talks to the desktop portal through, is not installed, and zenity is not installed
file-native-no-session-bus = no session D-Bus was found ({ $error }), and zenity is not installed
file-native-bus-unreachable = the session D-Bus cannot be reached ({ $error }), and zenity is not installed
file-native-no-file-chooser = the desktop portal offers no file chooser ({ $error }), and zenity is not installed

## Settings

settings-title = Settings
settings-language = Language
settings-animation = Animation
animation-off = Off
animation-normal = Normal
animation-slow = Slow
settings-pace = Bots play
settings-pace-tip = How long each bot move waits after the last move has been shown
pace-instant = Instant
pace-fast = Fast
pace-normal = Normal
pace-slow = Slow
settings-theme = Theme
settings-zoom = Zoom
theme-dark = Dark
theme-light = Light
settings-sound = Sound volume
settings-sound-mute = Mute
settings-sound-missing = No sound device was found; sounds are off.
sound-thread-stopped = the sound thread stopped
settings-your-name = Your name
settings-opponent = New games against
settings-opponent-bots = Bots
settings-opponent-person = Another person
settings-second-name = Second person's name
settings-game-bots = { $game } bots
settings-help = Help
settings-legal-targets = Show legal targets
settings-coordinates = Show the board's coordinates
settings-confirm-new-game = Ask before a new game replaces one in progress
settings-group-table = Table
settings-group-bots = Bots
settings-group-access = Sounds and access
settings-group-language = Language
settings-group-online = Online
settings-online-name = Friends on other computers see you as
settings-online-no-name = “{ $host }” or “{ $friend }”: type your name under { $table }
settings-footer = Changes apply at once and are kept. Player names and levels are used by the next new game.

## Levels and seats

level-newcomer = Newcomer
level-beginner = Beginner
level-casual = Casual
level-club = Club player
level-expert = Expert
level-master = Master
level-champion = Champion
level-old-easy = Easy
level-old-medium = Medium
level-old-hard = Hard
# What to expect of a level, and its measured strength.
level-line-with-elo = { $line } (Elo { $elo })

name-you = You
name-friend = Friend
name-player-n = Player { $n }
name-bot = { $level } bot
name-bot-n = { $level } bot { $n }
seat-human = Human
seat-bot-level = Bot ({ $level })
seat-who-plays = Who plays { $seat }
seat-who-plays-bot = Who plays { $seat }. { $level }

## Statistics

stats-title = Statistics
stats-none = No finished games yet. Games between bots only are not counted.
stats-head-game = Game
stats-head-variant = Board / variant
stats-head-opponent = Opponent
stats-head-played = Played
stats-head-won = Won
stats-head-lost = Lost
stats-head-drawn = Drawn
stats-head-matches = Matches
stats-matches = { $played } played, { $won } won, { $lost } lost
stats-opponent-human = Human
stats-opponent-bot = { $level } bot
stats-levels = The bots' levels
stats-reset-button = Reset statistics…
stats-reset-title = Reset the statistics?
stats-reset-body = Every count goes back to zero. This cannot be undone.
stats-reset-yes = Reset

## The game screen

new-game-title = New { $game } game
new-game-cancel-tip = Close without starting (Escape)
new-game-confirm-title = Start a new game?
new-game-confirm-body = The game in progress will be replaced.
new-game-confirm-yes = New game
new-game-confirm-no = Keep playing
panel-moves = Moves
log-start-position = Start position
status-to-move = { $seat } to move
status-bots-paused = { $seat } to move. Bots are paused.
status-thinking = { $seat } is thinking…
status-moving = { $seat } is moving…
viewing-past = Viewing the position after move { $ply } — the game is paused here.
return-to-present = Return to present
# A refusal of a move, with the game's reason.
move-refused = `{ $mv }` is not legal here: { $reason }
result-close = Close the result
result-close-tip = Close, to study the final position (Escape)
result-show = Show result
result-show-tip = Bring back the result card
result-new-game = Start a new game
result-new-game-tip = Choose the seats and options of a new game
result-you-won = You won
result-you-lost = You lost
result-wins = { $name ->
    [You] You win
   *[other] { $name } wins
}
result-draw = A draw
result-rematch = Rematch
result-rematch-tip = The same seats and options, a new deal of the chances
result-try-next = Try { $level } next
result-try-next-tip = The coach's suggestion after your straight wins: a rematch one level up
result-try-even = Play { $level }: an even game
result-try-even-tip = The coach's suggestion from your rating: a rematch you win about half the time
hint-played = played { $chance }
hint-best = best { $chance }
hint-played-best = played = best { $chance }

## The review

review-tip-short = Weigh every move with the engine
review-tip = Weigh every move with the engine: marks, accuracy and a graph
review-running = A review is running.
review-nothing = There is nothing to review yet: no move has been played.
review-progress = Reviewing… { $done } of { $total ->
        [one] { $total } move
       *[other] { $total } moves
    }
review-heading = Review
review-summary = { $seat }: { $marks } · accuracy { $accuracy }
review-summary-luck = { $seat }: { $marks } · accuracy { $accuracy } · luck { $luck }
review-graph-axis = { $seat } %
review-graph-line = { $seat ->
    [You] Your
   *[other] { $seat }'s
} winning chances
review-move = Move { $ply }: { $played }
review-move-chances = Chances for { $seat }: { $chance } after this move; { $best_chance } after the best move, { $best }
review-move-chances-best = Chances for { $seat }: { $chance } after this move, as good as the best
review-move-forced = Move { $ply }: { $played } — no choice to judge
mark-inaccuracy = inaccuracy
mark-mistake = mistake
mark-blunder = blunder
review-explanation =
    Each move is weighed by the engine against the best move it finds at that moment, both judged the same way, in winning chances (a win 100%, a draw 50%).
    ?! inaccuracy: the move gave away at least { $inaccuracy } points of winning chance
    ? mistake: at least { $mistake }
    ?? blunder: at least { $blunder }
    Accuracy: 100% minus the average of what the player's judged moves gave away.
    Forced moves, lone moves and rolls are not judged.

## Printing

export-title = Export printable boards
export-about = Every board on a page of its own, as PNG files that print at true size.
export-paper = Paper
paper-a4 = A4
paper-letter = Letter
export-resolution = Resolution
export-language = Language
export-dpi-suffix = { " " }dpi
export-folder-hint = created if missing
export-choose = Choose a folder and export…
export-choose-title = Export printable boards into
export-button = Export
export-choosing = Choosing a folder…
export-writing = Writing the boards into { $folder }…
export-written = Written:
export-failed = Nothing written: { $why }
export-stopped = writing the boards stopped unexpectedly
export-cannot-start = cannot start writing the boards: { $error }
export-bad-dpi = the resolution must be { $min } to { $max } dpi, not { $dpi }
export-no-folder = no folder given: name the folder to write the boards into
export-not-a-folder = { $path } is not a folder: give a folder to write the boards into
export-create-folder = cannot create the folder { $path }: { $error }
export-write = cannot write { $path }: { $error }
export-too-large = a page of { $width } × { $height } pixels does not fit in memory: choose a lower resolution
export-font = the built-in font cannot be read ({ $detail })
export-encode = cannot encode the page as PNG: { $detail }

## What the system said about a file

io-not-found = it does not exist
io-permission-denied = permission denied
io-already-exists = something of that name is already there
io-storage-full = the disk is full
io-quota-exceeded = the disk quota is used up
io-read-only = the disk is read-only
io-is-a-folder = it is a folder
io-not-a-folder = part of the path is not a folder
io-too-large = the file is too large
io-invalid-name = the name is not allowed here
io-busy = it is in use by another program

## How to play

help-title = How to play
help-previous = ◀ Previous
help-next = Next ▶
help-topic-of = Topic { $topic } of { $count } · Page Up and Page Down turn the topics
help-house-rule = House rule
help-house-rule-tip = The original rules are silent or unclear here; this is Malice Table's decision.
help-try-it = Try it:
help-option = Option
help-option-where = (change it in { $place })
help-not-allowed = Not allowed:
help-played = Played:
help-step-back = ◀ Back
help-step-next = Next step ▶
help-step-of = Step { $step } of { $count }: { $caption }
help-sequence-refused = This sequence stops at move { $number }: { $why }
help-sequence-unarranged = This sequence stops at action { $number }: { $why }
help-sequence-past-the-end = Step { $step } of this sequence has no position.

welcome-title = Welcome to Malice Table
welcome-games = Games for the same table: { $games }. Play against the bots or with people at the same screen.
welcome-rules = New to { $game }? The rules are in the app, with live boards to try: Help › How to play, or F1, at any time.
welcome-show = Show me how to play { $game }
welcome-not-now = Not now

## What a screen reader hears (ui/screen/speech.rs, ui/widgets/place_speech.rs)
speech-new-game = New game. { $seat } to move.
speech-taken-back = { $count ->
    [one] One move taken back.
   *[other] { $count } moves taken back.
} { $seat } to move.
speech-no-moves = No moves have been played yet.
place-selected = selected
place-movable = can move
place-target = a target
place-capture = a capture
place-last-move = last move
action-read-position = Read the position aloud
action-read-position-does = Say the position to a screen reader
action-read-moves = Read the last moves aloud
action-read-moves-does = Say the last five moves to a screen reader
