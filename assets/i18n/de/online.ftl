# Online spielen: einen Tisch eröffnen und beitreten.

action-play-online = Online spielen…
action-play-online-does = Einen Tisch für Freunde an anderen Computern eröffnen oder mit einem Code beitreten

online-title = Online spielen
online-host-heading = Einen Tisch eröffnen
online-host-how = Wähle das Spiel und den Platz, den dein Freund spielt; der Tisch zeigt dann einen kurzen Code, den du ihm schickst.
online-host-button = Spiel eröffnen…
online-join-heading = Einem Tisch beitreten
online-join-how = Tippe oder füge den Code ein, den der Gastgeber dir geschickt hat (Fünfergruppen, Groß- oder Kleinschreibung egal).
online-join-button = Beitreten
online-connecting = Verbinde…
online-local-only = Nur dieses Heimnetz
online-local-only-does = Den anderen Computer nur in diesem Netz suchen, ohne die Relais im Internet (ein Heimnetz ohne Internet)
online-reach-heading = Wo ist dein Freund?
online-reach-internet = Irgendwo im Internet
online-reach-internet-does = Direkte Verbindungen, wo sie durchkommen, sonst über die Relais im Internet
online-reach-machine = Auf diesem Computer (ein zweites Fenster)
online-reach-machine-does = Nur Fenster von Malice Table auf diesem Computer können beitreten: Nichts geht über das Netz
online-code-local = Nur Computer in diesem Heimnetz können damit beitreten.
online-code-machine = Nur Fenster auf diesem Computer können damit beitreten.
online-guide-title = Ein Spiel ausrichten
online-guide-intro = Dein Freund spielt an seinem eigenen Computer, am selben Tisch wie du. Das geht in drei Schritten:
online-guide-game = 1. Wähle das Spiel
online-guide-where = 2. Wähle, wo dein Freund ist
online-guide-seats-heading = 3. Wähle die Plätze
online-guide-seats = Gleich öffnet sich der Dialog „Neues Spiel“, der zweite Platz steht auf „Freund online“: Das ist der Platz deines Freundes. Ändere ihn, oder stelle für weitere Freunde mehr Plätze auf „Freund online“, dann drücke „Starten“.
online-guide-send-heading = Dann schicke den Code
online-guide-send = Der Tisch zeigt rechts einen Code in Fünfergruppen. Schicke ihn deinem Freund (oder lies ihn vor): Er wählt „Online spielen…“, tippt ihn unter „Einem Tisch beitreten“ ein und drückt „Beitreten“. Das Spiel beginnt, sobald alle Freunde da sind.
online-guide-replaces = Das laufende Spiel { $game } wird durch dieses ersetzt.
online-guide-next = Plätze wählen…
online-guide-cancel = Abbrechen

online-waiting-friends = Warte darauf, dass deine Freunde beitreten…
online-waiting-start = Warte auf den Beginn des Spiels…
online-panel-title = Online
online-opening = Der Tisch wird eröffnet…
online-send-code = Schicke deinem Freund diesen Code: Er wählt „Online spielen…“, tippt ihn unter „Einem Tisch beitreten“ ein und drückt „Beitreten“.
online-copy-code = Code kopieren
online-no-relay = Dieser Computer hat kein Internet: Nur Freunde im selben Netz können beitreten.
online-seat-connected = verbunden
online-seat-waiting = wartet auf Beitritt
online-seat-away = Verbindung verloren, wartet auf Rückkehr
online-seat-lent = ein Bot hier spielt diesen Platz vorerst
online-lend = Einen Bot spielen lassen
online-lend-does = Ein Bot an diesem Computer spielt den Platz, bis du ihn zurückgibst, damit das Spiel weitergeht, während dein Freund weg ist
online-give-back = Platz zurückgeben
online-give-back-does = Dein Freund spielt den Platz wieder von seinem Computer aus
online-you-lent = Der Gastgeber lässt deinen Platz vorerst von einem Bot spielen.
online-reconnect = Neu verbinden
online-reconnect-does = Die Verbindung zum Gastgeber trennen und neu aufbauen
refusal-lent = Ein Bot beim Gastgeber spielt deinen Platz, bis der Gastgeber ihn zurückgibt.
online-guest-of = Am Tisch eines Gastgebers mit { $host }
online-reconnecting = Verbindung verloren, verbinde neu…
online-back = Wieder verbunden.
online-over = Das Online-Spiel ist beendet.
online-link-gone = Das Netzwerk hat unerwartet aufgehört.
online-not-connected = Nicht mit dem Gastgeber verbunden.
online-move-sent = Dein Zug ist unterwegs zum Gastgeber.
online-not-your-turn = Du bist nicht am Zug.
online-refused = Der Gastgeber hat abgelehnt: { $why }
online-no-random = Dieser Computer lieferte keine Zufallszahlen für den Startwert: { $why }
online-host-left = Der Gastgeber hat die Verbindung beendet: { $why }
online-host-odd = Der Gastgeber hat etwas geschickt, dem dieser Tisch nicht folgen kann: { $what }
online-host-unfair = Das Spiel des Gastgebers hält der Prüfung nicht stand: { $what }

online-error-start = Das Netzwerk konnte nicht starten: { $why }
online-error-code = Das ist kein Beitrittscode: { $why }
online-error-no-answer = Der Gastgeber hat nicht innerhalb von { $seconds } Sekunden geantwortet. Ist der Tisch noch offen, und ist dieser Computer online (oder im Netz des Gastgebers)?
online-error-connect = Der Gastgeber war nicht erreichbar: { $why }

code-error-letter = Gruppe { $group } enthält „{ $letter }“, das in keinem Beitrittscode vorkommt (nur Ziffern und die Buchstaben A bis Z ohne I, L, O und U).
code-error-length = Er hat { $given } Buchstaben und Ziffern, ein Beitrittscode aber { $needed }: eines fehlt oder ist zu viel.
code-error-typo = Gruppe { $group } enthält einen Tippfehler: Vergleiche sie mit dem Code, den der Gastgeber geschickt hat.
code-error-typos = Er enthält Tippfehler an mehr als einer Stelle: Vergleiche ihn mit dem Code, den der Gastgeber geschickt hat.
code-error-old = Es ist ein Code einer älteren Version, und er ist beschädigt: Bitte den Gastgeber um den Code.
code-error-version = Er hat Version { $version }, die diese Version nicht lesen kann.
code-error-id = Er nennt keinen gültigen Gastgeber.
code-error-address = Er enthält eine Adresse, die diese Version nicht lesen kann.

refusal-version-newer = Der Gastgeber nutzt { $app }, eine neuere Version (Protokoll { $host }; diese spricht { $guest }). Aktualisiere Malice Table, um gemeinsam zu spielen.
refusal-version-older = Der Gastgeber nutzt { $app }, eine ältere Version (Protokoll { $host }; diese spricht { $guest }). Der Gastgeber muss Malice Table aktualisieren.
refusal-undecodable = Eine Nachricht war nicht lesbar: { $why }
refusal-no-seat = Alle Plätze für Freunde an diesem Tisch sind vergeben.
refusal-unknown-seat = Diesen Platz gibt es an diesem Tisch nicht.
refusal-no-hello = Der Gastgeber kannte diesen Computer noch nicht.
refusal-second-hello = Dieser Computer hat schon einen Platz.
refusal-share-not-now = Der Startwert steht schon fest.
refusal-not-started = Das Spiel hat noch nicht begonnen: Ein Freund fehlt noch.
refusal-over = Das Spiel ist vorbei.
refusal-not-your-turn = Dein Platz ist nicht am Zug.
refusal-stale = Der Zug kam, nachdem sich der Tisch geändert hatte.
refusal-illegal = „{ $mv }“ ist hier nicht erlaubt: { $reason }

seat-remote = Freund online
seat-remote-does = Ein Freund, der diesen Platz von einem anderen Computer aus spielt
seat-friend-name = Freund
seat-host-name = Gastgeber
seat-who-plays-remote = { $seat } spielt ein Freund an einem anderen Computer
status-remote = Warte auf { $seat } am anderen Computer…

online-undo-sent = Du hast die anderen gebeten, deinen letzten Zug zurücknehmen zu dürfen.
online-undo-asked = { $name } möchte den letzten Zug zurücknehmen.
online-undo-asked-move = { $name } möchte den eigenen Zug { $mv } zurücknehmen.
online-undo-asked-moves = { $name } möchte den eigenen Zug { $mv } zurücknehmen und { $after ->
        [one] den Zug danach
       *[other] die { $after } Züge danach
    }.
online-hints-on = Tipps sind an diesem Tisch erlaubt: Alle erfahren, wenn einer genutzt wird.
online-hints-off = Tipps sind an diesem Tisch aus: Der Gastgeber hat sie nicht erlaubt.
online-hints-off-here = Tipps sind an diesem Tisch aus: Du hast sie beim Ausrichten nicht erlaubt.
online-hint-used = { $name } hat einen Tipp genutzt.
online-guide-hints = Tipps an diesem Tisch erlauben
online-guide-hints-does = Gegen Menschen sind Tipps aus, außer alle dürfen sie nutzen: Dein Freund sieht das vor dem Spiel, und jede Seite erfährt, wenn die andere einen nutzt
refusal-hints-off = Tipps sind an diesem Tisch aus: Der Gastgeber hat sie beim Öffnen nicht erlaubt.
online-undo-allow = Erlauben
online-undo-allow-does = Die Züge zurücknehmen, wie gewünscht
online-undo-decline = Ablehnen
online-undo-decline-does = Von hier aus weiterspielen
online-undo-waiting = Warte auf die Antwort zur Zugrücknahme …
online-undo-declined = Die Zugrücknahme fand nicht statt: Sie wurde abgelehnt, inzwischen wurde gezogen, oder jemand ist gegangen.
online-undone = Züge zurückgenommen, wie alle zugestimmt haben.
refusal-nothing-to-undo = Es gibt keinen Zug von dir, der zurückgenommen werden kann.
refusal-undo-pending = Eine Zugrücknahme wartet schon auf Antwort.
refusal-no-undo-asked = Niemand hat um eine Zugrücknahme gebeten.
refusal-away = Alle Freunde sind weg, also kann niemand einer Zugrücknahme zustimmen.
online-seat-not-kept = Der Platz konnte nicht für eine Rückkehr nach einem Neustart gemerkt werden ({ $path }): { $error }

online-lan-heading = Tische in diesem Netzwerk
online-lan-none = Noch keiner gefunden: Ein Tisch in diesem Netzwerk erscheint hier.
online-lan-cannot = Dieser Computer kann hier nicht nach Tischen suchen ({ $why }); füge stattdessen einen Code ein.
online-lan-no-answer = der Netzwerk-Thread hat nicht geantwortet
online-lan-table = { $game } am Tisch von { $host }
online-lan-table-does = An diesem Tisch mitspielen
