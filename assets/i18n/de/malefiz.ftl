# Malefiz: sein Name, die Wörter seiner Ansicht, die Zeilen seiner
# Spielstärken und die Begründungen der Engine für abgelehnte Züge.

malefiz-title = Malefiz

## Die Spielstärken: was vom Bot jeder Stufe zu erwarten ist

malefiz-rung-newcomer = Zieht seine Figuren einfach nach vorn, oft nicht die beste; setzt Sperrsteine irgendwohin.
malefiz-rung-beginner = Spielt die Hälfte der Zeit wie Gelegenheitsspieler, sonst wie Neuling.
malefiz-rung-casual = Zieht die Figur, die am meisten gewinnt, schlägt, wenn er kann, und sperrt den Führenden.
malefiz-rung-club = Wägt seine Züge meist wie Experte ab; ab und zu zieht er einfach nach vorn.
malefiz-rung-expert = Wägt jeden Zug ab: das Wettrennen, die Sperrsteine, die Gefahr, geschlagen zu werden.
malefiz-rung-master = Bedenkt auch die Antworten und seinen eigenen nächsten Wurf: der stärkste.

## Farben, Häuser und Spielpläne

malefiz-colour-red = Rot
malefiz-colour-green = Grün
malefiz-colour-yellow = Gelb
malefiz-colour-blue = Blau
malefiz-house-of = Haus von { $colour }
malefiz-forest = Wald
malefiz-village = Dorf
malefiz-board-classic = Klassischer Spielplan
malefiz-board-fast = Schneller Spielplan
malefiz-board-named = Spielplan „{ $name }“
malefiz-variant-title = { $board } · { $colours } Farben
malefiz-variant-classic = klassischer Spielplan, { $players } Spieler
malefiz-variant-fast = schneller Spielplan, { $players } Spieler
malefiz-variant-named = Spielplan „{ $name }“, { $players } Spieler

## Am Tisch

malefiz-roll-the-die = Würfeln
malefiz-pass-the-turn = Aussetzen
malefiz-status-roll = – würfle (klick auf den Würfel oder drück die Leertaste).
malefiz-status-lost-turn = – du hast eine { $roll } gewürfelt und keine Figur kann ziehen: du musst aussetzen.
malefiz-status-place = – { $roll } gewürfelt: klick auf ein Feld für den Sperrstein (Escape, um neu zu wählen).
malefiz-status-move = – { $roll } gewürfelt: wähl eine Figur, dann ihr Zielfeld.
malefiz-game-over-won = Spiel vorbei: { $colour } gewinnt.
malefiz-game-over = Spiel vorbei.
malefiz-result-reached = { $colour } hat das Ziel in { $turns ->
    [one] einem Zug
   *[other] { $turns } Zügen
} erreicht
# Non-breaking spaces: a narrow panel breaks the counts only after the comma.
malefiz-pieces-out-home = { $out } draußen, { $home } im Haus
malefiz-hint-roll = Tipp: würfle.
malefiz-hint-why-goal = Tipp: Dieser Zug erreicht das Ziel und gewinnt das Spiel.
malefiz-hint-why-hits = Tipp: Dieser Zug schickt eine Figur einer anderen Farbe nach Hause.
malefiz-hint-why-forest = Tipp: Dieser Zug schickt eine Figur einer anderen Farbe in den Wald.
malefiz-hint-why-barricade = Tipp: Dieser Zug setzt den genommenen Sperrstein der gegnerischen Figur in den Weg, die dem Ziel am nächsten ist.
malefiz-cannot-now = Dieser Zug ist jetzt nicht möglich.
malefiz-seated-count = Malefiz wird von 2 bis { $colours } Spielern gespielt, nicht von { $seats }

## Der Würfel

malefiz-roll = Würfeln
malefiz-rolling = Würfelt…
malefiz-rolled = { $colour } hat eine { $face } gewürfelt
malefiz-no-roll-yet = Noch nicht gewürfelt
malefiz-die-shows = Würfel: { $rolled }
malefiz-die-no-roll = Würfel: noch nicht gewürfelt

## Optionen und der Dialog für ein neues Spiel

malefiz-option-board = Malefiz-Spielplan
malefiz-choice-classic = Klassisch
malefiz-choice-fast = Schnell
malefiz-setup-board = Spielplan:
malefiz-open-map = Plan öffnen…
malefiz-open-map-tip = Auf einem eigenen Spielplan spielen
malefiz-open-map-title = Einen Malefiz-Spielplan öffnen
malefiz-map-filter = Malefiz-Spielplan
malefiz-colours-in-play = Farben im Spiel (2 bis 4):
malefiz-seat-name = Name
malefiz-rolls-first = Beginnt:
malefiz-first-in-play = Erste Farbe im Spiel
malefiz-map-unusable = Der Spielplan { $name } kann nicht benutzt werden: { $error }
malefiz-map-unreadable = { $path } konnte nicht gelesen werden: { $error }
malefiz-map-invalid = { $path } ist kein brauchbarer Spielplan: { $error }

## Warum ein Spielplan nicht benutzt werden kann

malefiz-map-at = Zeile { $line }, Spalte { $column }: { $problem }
malefiz-map-bad-name = `{ $name }` taugt nicht als Name eines Spielplans: 1 bis { $max } Buchstaben, Ziffern, `-` oder `_`, am Anfang ein Buchstabe
malefiz-map-no-rows = der Spielplan hat keine Rasterzeilen: Schreib Zeilen aus `.`, `o`, `B`, `r`, `G` über eine letzte Zeile mit den Ziffern der Häuser
malefiz-map-digit-in-grid = `{ $found }` gehört nicht ins Raster; die Ziffern der Häuser stehen nur in der letzten Zeile
malefiz-map-unknown-char = `{ $found }` gehört nicht ins Raster (`.` kein Feld, `o` Feld, `B` Sperrstein, `r` Rastplatz, `G` Zielfeld)
malefiz-map-too-wide = ein Spielplan hat höchstens { $max } Spalten (a–z)
malefiz-map-too-many-rows = der Spielplan hat { $rows } Zeilen; höchstens { $max } sind erlaubt
malefiz-map-too-many-spaces = der Spielplan hat mehr als { $max } Felder, mehr geht nicht
malefiz-map-barricade-on-bottom-row = ein Sperrstein kann nicht in der untersten Reihe beginnen, dort darf nie einer stehen
malefiz-map-no-goal = der Spielplan hat kein Zielfeld `G`
malefiz-map-two-goals = ein zweites Zielfeld; der Spielplan hat schon eines auf { $first }
malefiz-map-bad-house-char = die letzte Zeile markiert die Häuser mit den Ziffern 1–4 unter Feldern der untersten Reihe und sonst mit `.`; `{ $found }` ist keins von beidem
malefiz-map-house-not-under-space = das Haus von { $colour } (Ziffer { $digit }) steht nicht unter einem Feld der untersten Reihe
malefiz-map-house-on-goal = das Haus von { $colour } kann nicht auf das Zielfeld führen
malefiz-map-house-twice = das Haus von { $colour } (Ziffer { $digit }) ist zweimal markiert
malefiz-map-too-few-houses = { $found ->
        [one] der Spielplan hat { $found } Haus
       *[other] der Spielplan hat { $found } Häuser
    }; er braucht mindestens 2, markiert mit 1–4 in der letzten Zeile
malefiz-map-goal-unreachable = das Zielfeld ist vom Startfeld { $entry } des Hauses von { $colour } aus nicht zu erreichen
malefiz-map-goal-unreachable-from-forest = das Zielfeld ist vom Waldausgang { $exit } aus nicht zu erreichen
malefiz-map-bad-comment = `# { $key }:` { $problem }
malefiz-map-comment-twice = `# { $key }:` steht zweimal da
malefiz-map-village-without-forest = ein Dorf braucht einen Wald für die Figuren, die dort geschlagen werden: Füg `# forest: FELD` hinzu (sein Ausgang)
malefiz-map-forest-without-village = ein Wald braucht ein Dorf, sonst kommt nie eine Figur hinein: Füg `# village: rows A-B` hinzu

## Warum die Engine einen Zug ablehnt

malefiz-piece-from-house = Eine Figur aus dem Haus
malefiz-piece-from-forest = Eine Figur aus dem Wald
malefiz-piece-on = Die Figur auf { $square }
malefiz-illegal-malformed = So wird kein Zug geschrieben: { $problem } ({ $examples }).
malefiz-illegal-game-over = Das Spiel ist vorbei: { $winner } hat gewonnen.
malefiz-illegal-must-roll = { $colour } muss zuerst würfeln.
malefiz-illegal-already-rolled = { $colour } hat schon eine { $roll } gewürfelt.
malefiz-illegal-pass-with-moves = { $colour } kann mit der { $roll } ziehen; aussetzen muss man nur, wenn kein Zug möglich ist.
malefiz-illegal-house-empty = { $colour } hat keine Figur mehr im Haus.
malefiz-illegal-no-house = { $colour } hat auf diesem Spielplan kein Haus.
malefiz-illegal-no-forest = Dieser Spielplan hat keinen Wald.
malefiz-illegal-forest-empty = { $colour } hat keine Figur im Wald.
malefiz-illegal-not-a-space = Auf diesem Spielplan gibt es kein Feld { $square }.
malefiz-illegal-no-piece = Auf { $square } steht keine Figur.
malefiz-illegal-not-your-piece = Die Figur auf { $square } gehört { $owner }, nicht { $mover }.
malefiz-illegal-own-piece-there = Ein Zug darf nicht auf einer eigenen Figur enden, und auf { $to } steht schon eine Figur von { $colour }.
malefiz-illegal-resting-space-taken = Auf dem Rastplatz { $square } steht schon eine Figur, und dort kann sie nicht geschlagen werden.
malefiz-illegal-unreachable = { $from } kann { $to } nicht mit genau { $roll ->
        [one] einem Schritt
       *[other] { $roll } Schritten
    } erreichen: Kein Weg darf ein Feld zweimal betreten, über einen Sperrstein oder über das Zielfeld hinaus führen.
malefiz-illegal-no-barricade-to-take = Auf { $to } steht kein Sperrstein, der versetzt werden müsste; der Zug wird also { $from }-{ $to } geschrieben.
malefiz-illegal-placement-missing = Der Zug nimmt den Sperrstein auf { $to }, also muss er sagen, wohin der Sperrstein kommt, etwa { $from }-{ $to }/FELD.
malefiz-illegal-barricade-on-bottom-row = Ein Sperrstein darf nicht in die unterste Reihe gesetzt werden ({ $square }).
malefiz-illegal-barricade-on-goal = Ein Sperrstein darf nicht auf das Zielfeld gesetzt werden.
malefiz-illegal-barricade-on-resting-space = Ein Sperrstein darf nicht auf den Rastplatz { $square } gesetzt werden.
malefiz-illegal-barricade-under-mover = Die ziehende Figur endet auf { $square }, also kann der Sperrstein nicht dorthin.
malefiz-illegal-barricade-on-piece = Ein Sperrstein darf nicht auf { $square } gesetzt werden, dort steht eine Figur.
malefiz-illegal-barricade-on-barricade = Ein Sperrstein darf nicht auf { $square } gesetzt werden, dort steht schon ein Sperrstein.

## Warum sich ein Spiel nicht so aufstellen lässt

malefiz-setup-too-few = Malefiz braucht 2 bis 4 Farben, gewählt { $found ->
        [one] wurde aber nur eine
       *[other] wurden aber { $found }
    }
malefiz-setup-repeated = { $colour } wurde zweimal gewählt
malefiz-setup-no-house = der Spielplan „{ $board }“ hat kein Haus für { $colour }
malefiz-setup-first-not-in-play = { $colour } kann nicht beginnen: { $colour } spielt nicht mit
malefiz-roll-out-of-range = Ein Würfel zeigt 1 bis { $faces }, nicht { $face }.
malefiz-roll-game-over = Die Partie ist vorbei: Niemand würfelt mehr.

## Die Züge auf den Spielplänen der Regelseite

malefiz-log-rolls = { $colour } würfelt { $roll }
malefiz-log-pass = { $colour } { $roll }: setzt aus
malefiz-log-takes = { $head } nimmt Sperrstein → { $place }
malefiz-log-hits = { $head } schlägt { $colour }
malefiz-log-hits-forest = { $head } schlägt { $colour } → Wald
malefiz-log-wins = { $head } erreicht das Zielfeld und gewinnt

## Die Druckbögen

malefiz-print-title-classic = Malefiz · klassischer Spielplan
malefiz-print-title-fast = Malefiz · schneller Spielplan
malefiz-print-key-goal = Zielfeld
malefiz-print-key-barricade = Sperrstein zu Beginn
malefiz-print-key-resting = Rastplatz: hier wird nicht geschlagen
malefiz-print-key-village = Dorf: Wer hier geschlagen wird, kommt in den Wald

## What a screen reader hears (ui/malefiz/speech.rs)
malefiz-speak-from-house = dem Haus
malefiz-speak-from-forest = dem Wald
malefiz-speak-pawn = Figur von { $colour }
malefiz-speak-barricade = Sperrstein
malefiz-speak-barricade-in-hand = ihr Sperrstein genommen, noch zu setzen
malefiz-speak-empty = leer
malefiz-speak-goal = das Ziel
malefiz-speak-resting = ein Rastfeld, hier wird keine Figur geschlagen
malefiz-speak-village = im Dorf
malefiz-speak-entry = hier kommt { $colour } ins Spiel
malefiz-speak-waiting = { $count ->
    [one] eine Figur wartet
   *[other] { $count } Figuren warten
}
malefiz-speak-in-forest = { $count ->
    [one] eine Figur im Wald
   *[other] { $count } Figuren im Wald
}
malefiz-speak-rolls = { $colour } würfelte eine { $roll }.
malefiz-speak-pass = { $colour } kann mit einer { $roll } nicht ziehen und setzt aus.
malefiz-speak-move = { $colour } zog eine Figur von { $from } nach { $to }
malefiz-speak-hits = schlug die Figur von { $colour } zurück ins Haus
malefiz-speak-hits-forest = schlug die Figur von { $colour } in den Wald
malefiz-speak-barricade-to = und setzte den Sperrstein auf { $square }
malefiz-speak-reaches-goal = und erreichte das Ziel
malefiz-speak-sentence = { $words }.
malefiz-speak-to-move-rolled = { $colour } hat eine { $roll } gewürfelt und ist am Zug.
malefiz-speak-to-roll = { $colour } würfelt als Nächstes.
malefiz-speak-colour = { $colour }: { $house } im Haus, { $forest } im Wald, auf dem Brett: { $board }.
malefiz-speak-none = keine
malefiz-speak-barricades = Sperrsteine auf { $squares }.

malefiz-lesson-hits = Der bessere Zug schickt eine Figur einer anderen Farbe nach Hause; der gespielte nicht.
malefiz-lesson-barricade = Der bessere Zug setzt seine Sperre dorthin, wo sie mehr blockiert: in den Weg der Figur, die dem Ziel am nächsten ist.
