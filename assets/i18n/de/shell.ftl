# Die Wörter des Fensters selbst: Menüs, Werkzeugleiste, Dialoge, Hinweise,
# Statuszeile, Seitenleiste, Einstellungen, Statistik, Analyse, Dateidialog,
# Drucken und der Rahmen von „So wird gespielt“. Die Wörter jedes Spiels
# stehen in dessen eigener Datei.

## Aufzählungen

list-and = { $items } und { $last }

## Menüs und Aktionen

menu-file = Datei
menu-edit = Bearbeiten
menu-game = Spiel
menu-view = Ansicht
menu-help = Hilfe

action-hint = Tipp
action-hint-does = Den Vorschlag des stärksten Bots zeigen
action-undo = Rückgängig
action-undo-does = Einen Zug zurücknehmen
action-redo = Wiederholen
action-redo-does = Einen Zug wiederholen
action-new-game = Neues Spiel…
action-new-game-does = Ein neues Spiel beginnen
action-save = Speichern…
action-save-does = Das Spiel speichern
action-open = Öffnen…
action-open-does = Ein gespeichertes Spiel öffnen
action-panel-hide = Seitenleiste ausblenden
action-panel-show = Seitenleiste einblenden
action-panel-does = Die Seitenleiste ein- oder ausblenden
action-coordinates-hide = Koordinaten ausblenden
action-coordinates-show = Koordinaten einblenden
action-coordinates-does = Spalten und Reihen des Bretts an seinen Rändern benennen, so wie Züge und Protokoll seine Felder nennen
coordinates-none = Spite & Malice wird mit Karten gespielt: sein Tisch hat keine Koordinaten
action-sound-mute = Töne stummschalten
action-sound-unmute = Töne einschalten
action-sound-does = Die Töne des Tisches stummschalten oder wieder einschalten
action-zoom-in = Vergrößern
action-zoom-in-does = Alles größer zeigen: Spielpläne, Figuren und Schrift
action-zoom-out = Verkleinern
action-zoom-out-does = Alles kleiner zeigen
action-actual-size = Originalgröße ({ $zoom })
action-actual-size-does = Alles in Originalgröße zeigen
zoom-largest = Schon die größte Stufe ({ $zoom }).
zoom-smallest = Schon die kleinste Stufe ({ $zoom }).
zoom-actual = Schon in Originalgröße.
action-how-to-play = So wird gespielt
action-how-to-play-does = So wird gespielt: die Regeln des gezeigten Spiels
action-quit = Beenden
action-quit-does = Beenden (das laufende Spiel bleibt erhalten)
action-settings = Einstellungen…
action-settings-does = Einstellen, wie der Tisch spielt und aussieht
action-statistics = Statistik…
action-statistics-does = Gespielte, gewonnene und verlorene Partien
action-export = Spielpläne zum Drucken exportieren…
action-export-does = Die Spielpläne als PNG-Dateien zum Drucken schreiben
action-review = Partie analysieren
action-review-does = Jeden Zug der Partie bewerten
action-keys = Tastatursteuerung
action-keys-does = Die Tasten der Spielpläne und des Programms
action-about = Über Malice Table
action-about-does = Die Version von Malice Table
action-log-folder = Protokollordner öffnen
action-log-folder-does = Der Ordner mit dem Protokoll und den Absturzberichten, im Dateimanager
action-tip-with-keys = { $does } ({ $keys })

button-hint = Tipp
button-undo = Rückgängig
button-redo = Wiederholen
button-new-game = Neues Spiel
button-save = Speichern
button-open = Öffnen
button-settings = Einstellungen
button-panel = Leiste
toolbar-more = Mehr
toolbar-more-does = Die Knöpfe der Werkzeugleiste, die nicht ins Fenster passen
button-cancel = Abbrechen
button-ok = OK
button-start = Starten
button-resume = Weiter

redo-nothing = Nichts zu wiederholen.
undo-possible = Deinen letzten Zug zurücknehmen
undo-ask = Die anderen bitten, deinen letzten Zug zurücknehmen zu dürfen
undo-refused = Weiter zurück geht es nicht: { $reason }.
undo-nothing = Nichts rückgängig zu machen.
save-refused = Dieses Spiel lässt sich nicht speichern: { $why }.
save-setup-position = Es begann in einer aufgebauten Stellung, die ein Spielstand nicht festhält
save-unwritable = Sein Aufbau lässt sich nicht als Spielstand schreiben ({ $error })

## Tasten

key-ctrl = Strg
key-alt = Alt
key-shift = Umschalt
key-arrows = Pfeiltasten
key-enter = Eingabe
key-escape = Esc
key-space = Leertaste
key-enter-or-space = Eingabe oder Leertaste
key-tab = Tab
key-page-up-down = Bild auf / Bild ab
keys-or = { " " }oder{ " " }

keys-title = Tastatursteuerung
keys-cursor = Den Cursor auf dem Spielplan bewegen (der erste Druck zeigt ihn)
keys-pick = Die Figur oder Karte unter dem Cursor wählen; dorthin ziehen oder setzen
keys-drop = Die Auswahl aufheben; das Setzen eines Sperrsteins abbrechen
keys-roll = Würfeln (Malefiz); den angebotenen Zug machen (Passen, Zug beenden)
keys-ready = Bereit: das nächste Blatt zeigen (Spite & Malice, zwei Personen)
keys-result-away = Die Ergebniskarte wegklappen („Ergebnis zeigen“ holt sie zurück)
keys-dialog-default = In einem Dialog: seine Standard-Schaltfläche (Starten, OK, Neues Spiel)
keys-dialog-next = In einem Dialog: die nächste Schaltfläche oder das nächste Feld
keys-close = Den obersten Dialog oder das oberste Fenster schließen
keys-help-topics = In „So wird gespielt“: das vorige oder nächste Thema

## Über, Hinweise, Dateien

about-title = Über Malice Table
about-games = { $games }, mit eingebauten Bots.
no-home-folder = Es wurde kein Benutzerordner gefunden: Einstellungen und Spiele werden nicht aufbewahrt.
autosaves-elsewhere = Ein anderes Malice-Table-Fenster ist geöffnet und führt die automatischen Spielstände. Die Spiele in diesem Fenster werden nicht automatisch gespeichert: Mit Datei › Speichern… bewahrst du sie auf.
crash-title = Der Spieltisch wurde unerwartet beendet
crash-games-back = Malice Table wurde beim letzten Mal unerwartet beendet. Deine Spiele sind wieder da, so wie nach ihrem letzten Zug.
crash-report-at = Ein Bericht über das Geschehene liegt in { $report }.
crash-copy = Bericht kopieren
crash-open-folder = Ordner öffnen
crash-copied = Der Bericht ist in der Zwischenablage: Füge ihn in eine Fehlermeldung ein.
folder-not-opened = Der Ordner { $folder } konnte nicht geöffnet werden: { $error }
folder-no-opener = Der Ordner { $folder } konnte nicht geöffnet werden: { $opener }, das Ordner im Dateimanager öffnet, ist nicht installiert. Öffne den Ordner in deinem Dateimanager.
data-folder-unlocked = Der Datenordner { $folder } lässt sich nicht sperren ({ $error }); Spiele werden nicht automatisch gespeichert.
autosave-set-aside = Das { $game }-Spiel vom letzten Mal ließ sich nicht wiederherstellen: { $why }. Es wurde als { $kept } aufbewahrt; ein neues Spiel wurde begonnen.
autosave-left = Das { $game }-Spiel vom letzten Mal ließ sich nicht wiederherstellen: { $why }. Es blieb, wo es war; ein neues Spiel wurde begonnen.
autosave-failed = Das Spiel ließ sich nicht automatisch in { $path } speichern: { $error }.
settings-not-written = Die Einstellungen ließen sich nicht schreiben: { $error }.
stats-not-written = Die Statistik ließ sich nicht schreiben: { $error }.
settings-set-aside = Die Einstellungsdatei { $file } ließ sich nicht lesen ({ $why }); sie wurde als { $kept } aufbewahrt, und es gelten die Standardeinstellungen.
settings-not-set-aside = Die Einstellungsdatei { $file } ließ sich nicht lesen ({ $why }); sie ließ sich nicht beiseitelegen ({ $error }), und es gelten die Standardeinstellungen.
stats-set-aside = Die Statistikdatei ließ sich nicht lesen ({ $why }); die Zählung beginnt von vorn.

file-filter = Malice-Table-Spielstand
save-dialog-title = Spiel speichern
open-dialog-title = Gespeichertes Spiel öffnen
status-saved = Gespeichert in { $path }
status-opened = Geöffnet: { $path }
status-sound-muted = Töne stumm
status-sound-on = Töne an
status-zoom = Zoom: { $zoom }
save-failed = Das Spiel ließ sich nicht in { $path } speichern: { $error }.
open-cannot = { $path } lässt sich nicht öffnen: { $why }.
open-unreadable = { $path } ließ sich nicht lesen: { $error }.
open-not-text = { $path } lässt sich nicht öffnen: Es ist kein Malice-Table-Spielstand (es ist kein Text).
load-not-a-save = Es ist kein Malice-Table-Spielstand ({ $detail })
load-truncated = Der Spielstand bricht vorzeitig ab ({ $detail })
load-unknown-format = Der Spielstand hat die Formatversion { $found }, und diese Version von Malice Table liest Version { $reads }
load-wrong-game = Es ist ein { $found }-Spielstand, kein { $expected }-Spielstand
load-bad-setup = Der Aufbau des Spiels ist nicht spielbar: { $detail }
load-illegal-move = Zug { $number } `{ $text }` ist hier nicht erlaubt: { $reason }

## Der Dateidialog

file-open = Öffnen
file-save = Speichern
file-choose-folder = Diesen Ordner wählen
file-cancel-tip = Esc: Es wird nichts geändert
file-folder = Ordner
file-up = Nach oben
file-up-tip = Der Ordner, in dem dieser liegt
file-home = Persönlicher Ordner
file-no-folders = Hier gibt es keine Unterordner.
file-no-files = Hier gibt es keine Unterordner und keine passenden Dateien.
file-open-folder-tip = Diesen Ordner öffnen
file-name = Dateiname
file-not-a-folder = { $path } ist kein Ordner.
file-type-name = Gib einen Namen für die Datei ein.
file-choose = Wähle eine Datei oder gib ihren Namen ein.
file-missing = In { $folder } gibt es keine Datei { $name }.
file-exists = { $name } gibt es schon: Klicke noch einmal auf Speichern, um sie zu ersetzen.
file-unreadable-folder = { $folder } lässt sich nicht lesen: { $error }.
file-dialog-unavailable = Es kann kein Dateidialog gezeigt werden: { $why }. Installiere ein Desktop-Portal mit Dateiauswahl (zum Beispiel xdg-desktop-portal-gtk) oder zenity, oder entferne { $variable } (es steht auf „native“), damit der programmeigene Dateidialog benutzt wird.
file-native-no-libdbus = libdbus (libdbus-1.so.3), über das der Dateidialog mit dem Desktop-Portal spricht, ist nicht installiert, und zenity ist nicht installiert
file-native-no-session-bus = es wurde kein Sitzungs-D-Bus gefunden ({ $error }), und zenity ist nicht installiert
file-native-bus-unreachable = der Sitzungs-D-Bus ist nicht erreichbar ({ $error }), und zenity ist nicht installiert
file-native-no-file-chooser = das Desktop-Portal bietet keine Dateiauswahl an ({ $error }), und zenity ist nicht installiert

## Einstellungen

settings-title = Einstellungen
settings-language = Sprache
settings-animation = Animation
animation-off = Aus
animation-normal = Normal
animation-slow = Langsam
settings-pace = Bots spielen
settings-pace-tip = Wie lange jeder Zug eines Bots wartet, nachdem der letzte Zug gezeigt wurde
pace-instant = Sofort
pace-fast = Schnell
pace-normal = Normal
pace-slow = Langsam
settings-theme = Erscheinungsbild
settings-zoom = Zoom
theme-dark = Dunkel
theme-light = Hell
settings-sound = Lautstärke der Töne
settings-sound-mute = Stumm
settings-sound-missing = Es wurde kein Audiogerät gefunden; die Töne sind aus.
sound-thread-stopped = der Ton-Thread wurde beendet
settings-your-name = Dein Name
settings-opponent = Neue Spiele gegen
settings-opponent-bots = Bots
settings-opponent-person = Eine andere Person
settings-second-name = Name der zweiten Person
settings-game-bots = { $game }-Bots
settings-help = Hilfe
settings-legal-targets = Erlaubte Ziele zeigen
settings-coordinates = Koordinaten des Bretts zeigen
settings-confirm-new-game = Fragen, bevor ein neues Spiel ein laufendes ersetzt
settings-group-table = Tisch
settings-group-bots = Bots
settings-group-access = Töne und Zugänglichkeit
settings-group-language = Sprache
settings-group-online = Online
settings-online-name = Freunde an anderen Computern sehen dich als
settings-online-no-name = „{ $host }“ oder „{ $friend }“: Gib deinen Namen unter { $table } ein
settings-footer = Änderungen gelten sofort und bleiben erhalten. Namen und Spielstärken gelten ab dem nächsten neuen Spiel.

## Spielstärken und Plätze

level-newcomer = Neuling
level-beginner = Anfänger
level-casual = Gelegenheitsspieler
level-club = Vereinsspieler
level-expert = Experte
level-master = Meister
level-champion = Champion
level-old-easy = Leicht
level-old-medium = Mittel
level-old-hard = Schwer
level-line-with-elo = { $line } (Elo { $elo })

name-you = Du
name-friend = Freund
name-player-n = Spieler { $n }
name-bot = { $level }-Bot
name-bot-n = { $level }-Bot { $n }
seat-human = Mensch
seat-bot-level = Bot ({ $level })
seat-who-plays = Wer { $seat } spielt
seat-who-plays-bot = Wer { $seat } spielt. { $level }

## Statistik

stats-title = Statistik
stats-none = Noch keine beendeten Partien. Partien nur zwischen Bots werden nicht gezählt.
stats-head-game = Spiel
stats-head-variant = Spielplan / Variante
stats-head-opponent = Gegner
stats-head-played = Gespielt
stats-head-won = Gewonnen
stats-head-lost = Verloren
stats-head-drawn = Unentschieden
stats-head-matches = Matches
stats-matches = { $played } gespielt, { $won } gewonnen, { $lost } verloren
stats-opponent-human = Mensch
stats-opponent-bot = { $level }-Bot
stats-levels = Die Spielstärken der Bots
stats-reset-button = Statistik zurücksetzen…
stats-reset-title = Statistik zurücksetzen?
stats-reset-body = Alle Zähler gehen auf null zurück. Das lässt sich nicht rückgängig machen.
stats-reset-yes = Zurücksetzen

## Der Spieltisch

new-game-title = Neues Spiel: { $game }
new-game-cancel-tip = Schließen, ohne zu starten (Esc)
new-game-confirm-title = Ein neues Spiel beginnen?
new-game-confirm-body = Das laufende Spiel wird ersetzt.
new-game-confirm-yes = Neues Spiel
new-game-confirm-no = Weiterspielen
panel-moves = Züge
log-start-position = Ausgangsstellung
status-to-move = { $seat ->
    [Du] Du bist
   *[other] { $seat } ist
} am Zug
status-bots-paused = { $seat ->
    [Du] Du bist
   *[other] { $seat } ist
} am Zug. Die Bots pausieren.
status-thinking = { $seat } denkt nach…
status-moving = { $seat } zieht…
viewing-past = Du siehst die Stellung nach Zug { $ply } — das Spiel ruht hier.
return-to-present = Zurück zur Gegenwart
move-refused = `{ $mv }` ist hier nicht erlaubt: { $reason }
result-close = Ergebnis schließen
result-close-tip = Schließen, um die Schlussstellung zu betrachten (Esc)
result-show = Ergebnis zeigen
result-show-tip = Die Ergebniskarte zurückholen
result-new-game = Ein neues Spiel beginnen
result-new-game-tip = Plätze und Optionen eines neuen Spiels wählen
result-you-won = Du hast gewonnen
result-you-lost = Du hast verloren
result-wins = { $name ->
    [Du] Du gewinnst
   *[other] { $name } gewinnt
}
result-draw = Unentschieden
result-rematch = Revanche
result-rematch-tip = Dieselben Plätze und Optionen, neu gemischtes Glück
result-try-next = Als Nächstes: { $level }
result-try-next-tip = Der Vorschlag des Trainers nach deinen Siegen in Folge: eine Revanche eine Stufe höher
result-try-even = { $level } spielen: ein ausgeglichenes Spiel
result-try-even-tip = Der Vorschlag des Trainers nach deiner Wertung: eine Revanche, die du etwa jedes zweite Mal gewinnst
hint-played = gespielt { $chance }
hint-best = bester { $chance }
hint-played-best = gespielt = bester { $chance }

## Die Analyse

review-tip-short = Jeden Zug von der Engine bewerten lassen
review-tip = Jeden Zug von der Engine bewerten lassen: Markierungen, Genauigkeit und ein Verlauf
review-running = Eine Analyse läuft gerade.
review-nothing = Es gibt noch nichts zu analysieren: Es wurde noch kein Zug gespielt.
review-progress = Analyse… { $done } von { $total ->
        [one] { $total } Zug
       *[other] { $total } Zügen
    }
review-heading = Analyse
review-summary = { $seat }: { $marks } · Genauigkeit { $accuracy }
review-summary-luck = { $seat }: { $marks } · Genauigkeit { $accuracy } · Glück { $luck }
review-graph-axis = { $seat } %
review-graph-line = { $seat ->
    [Du] Deine Gewinnchancen
   *[other] Gewinnchancen von { $seat }
}
review-move = Zug { $ply }: { $played }
review-move-chances = Chancen für { $seat }: { $chance } nach diesem Zug; { $best_chance } nach dem besten Zug, { $best }
review-move-chances-best = Chancen für { $seat }: { $chance } nach diesem Zug, so gut wie der beste
review-move-forced = Zug { $ply }: { $played } — keine Wahl zu bewerten
mark-inaccuracy = Ungenauigkeit
mark-mistake = Fehler
mark-blunder = grober Fehler
review-explanation =
    Jeder Zug wird von der Engine am besten Zug gemessen, den sie in diesem Augenblick findet; beide werden gleich bewertet, in Gewinnchancen (ein Sieg 100 %, ein Unentschieden 50 %).
    ?! Ungenauigkeit: Der Zug hat mindestens { $inaccuracy } Punkte Gewinnchance verschenkt
    ? Fehler: mindestens { $mistake }
    ?? grober Fehler: mindestens { $blunder }
    Genauigkeit: 100 % abzüglich dessen, was die bewerteten Züge des Spielers im Schnitt verschenkt haben.
    Erzwungene Züge, einzige Züge und Würfe werden nicht bewertet.

## Drucken

export-title = Spielpläne zum Drucken exportieren
export-about = Jeder Spielplan auf einer eigenen Seite, als PNG-Dateien, die in Originalgröße drucken.
export-paper = Papier
paper-a4 = A4
paper-letter = Letter (US)
export-resolution = Auflösung
export-language = Sprache
export-dpi-suffix = { " " }dpi
export-folder-hint = wird angelegt, falls er fehlt
export-choose = Ordner wählen und exportieren…
export-choose-title = Spielpläne exportieren nach
export-button = Exportieren
export-choosing = Ordner wird gewählt…
export-writing = Die Spielpläne werden nach { $folder } geschrieben…
export-written = Geschrieben:
export-failed = Nichts geschrieben: { $why }
export-stopped = Das Schreiben der Spielpläne brach unerwartet ab
export-cannot-start = Das Schreiben der Spielpläne lässt sich nicht starten: { $error }
export-bad-dpi = die Auflösung muss zwischen { $min } und { $max } dpi liegen, nicht { $dpi }
export-no-folder = kein Ordner angegeben: Nenne den Ordner, in den die Spielpläne geschrieben werden
export-not-a-folder = { $path } ist kein Ordner: Gib einen Ordner für die Spielpläne an
export-create-folder = der Ordner { $path } lässt sich nicht anlegen: { $error }
export-write = { $path } lässt sich nicht schreiben: { $error }
export-too-large = eine Seite von { $width } × { $height } Pixeln passt nicht in den Speicher: Wähl eine geringere Auflösung
export-font = die eingebaute Schrift lässt sich nicht lesen ({ $detail })
export-encode = die Seite lässt sich nicht als PNG speichern: { $detail }

## Was das System über eine Datei sagte

io-not-found = sie existiert nicht
io-permission-denied = keine Berechtigung
io-already-exists = dort gibt es schon etwas mit diesem Namen
io-storage-full = der Datenträger ist voll
io-quota-exceeded = das Speicherkontingent ist aufgebraucht
io-read-only = der Datenträger ist schreibgeschützt
io-is-a-folder = das ist ein Ordner
io-not-a-folder = ein Teil des Pfads ist kein Ordner
io-too-large = die Datei ist zu groß
io-invalid-name = dieser Name ist hier nicht erlaubt
io-busy = ein anderes Programm verwendet sie gerade

## So wird gespielt

help-title = So wird gespielt
help-previous = ◀ Zurück
help-next = Weiter ▶
help-topic-of = Thema { $topic } von { $count } · Bild auf und Bild ab blättern durch die Themen
help-house-rule = Hausregel
help-house-rule-tip = Die Originalregeln schweigen hier oder sind unklar; das ist die Entscheidung von Malice Table.
help-try-it = Probier es aus:
help-option = Option
help-option-where = (änderbar unter { $place })
help-not-allowed = Nicht erlaubt:
help-played = Gespielt:
help-step-back = ◀ Zurück
help-step-next = Nächster Schritt ▶
help-step-of = Schritt { $step } von { $count }: { $caption }
help-sequence-refused = Diese Abfolge bricht bei Zug { $number } ab: { $why }
help-sequence-unarranged = Diese Abfolge bricht bei Aktion { $number } ab: { $why }
help-sequence-past-the-end = Schritt { $step } dieser Abfolge hat keine Stellung.

welcome-title = Willkommen bei Malice Table
welcome-games = Spiele für denselben Tisch: { $games }. Spiel gegen die Bots oder mit anderen am selben Bildschirm.
welcome-rules = Neu bei { $game }? Die Regeln stehen im Programm, mit lebendigen Spielplänen zum Ausprobieren: Hilfe › So wird gespielt, oder F1, jederzeit.
welcome-show = Zeig mir, wie man { $game } spielt
welcome-not-now = Jetzt nicht

## What a screen reader hears (ui/screen/speech.rs, ui/widgets/place_speech.rs)
speech-new-game = Neues Spiel. { $seat } ist am Zug.
speech-taken-back = { $count ->
    [one] Ein Zug zurückgenommen.
   *[other] { $count } Züge zurückgenommen.
} { $seat } ist am Zug.
speech-no-moves = Noch wurde kein Zug gespielt.
place-selected = ausgewählt
place-movable = kann ziehen
place-target = ein Ziel
place-capture = ein Schlagzug
place-last-move = letzter Zug
action-read-position = Stellung vorlesen
action-read-position-does = Die Stellung einem Bildschirmleser sagen
action-read-moves = Letzte Züge vorlesen
action-read-moves-does = Die letzten fünf Züge einem Bildschirmleser sagen
