# Malice: sein Name, die Wörter seiner Ansicht, die Zeilen seiner
# Spielstärken und die Begründungen der Engine für abgelehnte Züge.

malice-title = Malice

## Die Spielstärken: was vom Bot jeder Stufe zu erwarten ist

malice-rung-newcomer = Meist wie Anfänger; bei einem von fünf Zügen schlägt er nur, was er kann, und deckt, was er sieht.
malice-rung-beginner = Schaut einen Zug voraus und rechnet die Schlagfolgen zu Ende.
malice-rung-casual = Die Hälfte seiner Züge schaut zwei Züge voraus, die anderen spielt er wie Anfänger.
malice-rung-club = Schaut zwei Züge voraus, mit etwas Zufall.
malice-rung-expert = Drei von fünf Zügen schauen drei Züge voraus, die anderen spielt er wie Vereinsspieler.
malice-rung-master = Schaut drei Züge voraus und verfolgt Schlagfolgen weiter als Vereinsspieler.
malice-rung-champion = Rechnet so tief, wie seine Zeit erlaubt: der stärkste.

## Namen: Seiten, Plätze, Quadranten, Figuren

malice-side-south = Süd
malice-side-north = Nord
malice-seat-south-l = Süd-L
malice-seat-north-l = Nord-L
malice-seat-south-r = Süd-R
malice-seat-north-r = Nord-R
malice-quadrant-l-south = L-Süd
malice-quadrant-l-north = L-Nord
malice-quadrant-r-south = R-Süd
malice-quadrant-r-north = R-Nord
# Die Größe vor „Figur“: „Die kleine Figur auf Lb2 …“
malice-size-small = kleine
malice-size-medium = mittlere
malice-size-large = große
# Die Größe als Name einer Figurenart, zur Auswahl.
malice-size-small-title = Klein
malice-size-medium-title = Mittel
malice-size-large-title = Groß
# Eine Figur in der Liste dessen, was ein Platz geschlagen hat.
malice-taken-small = eine kleine
malice-taken-medium = eine mittlere
malice-taken-large = eine große
malice-movement-small = ein Feld in jede Richtung, wie der König im Schach
malice-movement-medium = mit einem Rösselsprung, über alle Figuren hinweg
malice-movement-large = beliebig weit in gerader Linie, wie die Dame im Schach, bis zum ersten besetzten Feld

## Warum ein Spiel endete, wie es die Ablehnungen sagen

malice-end-quadrant-empty = ein Quadrant ist leer
malice-end-passes = alle Spieler haben nacheinander gepasst
malice-end-quiet-limit = das Zuglimit ohne Schlagen ist erreicht

## Warum die Engine einen Zug ablehnt

malice-refusal-malformed = Das ist nicht wie ein Zug geschrieben: { $problem } ({ $examples }).
malice-refusal-game-over = Das Spiel ist vorbei: { $reason }.
malice-refusal-pass-with-moves = Passen darf nur, wer mit keiner Figur ziehen kann.
malice-refusal-other-board = Eine Figur zieht nur auf ihrem eigenen Brett, und { $from } und { $to } liegen auf verschiedenen Brettern.
malice-refusal-no-piece = Auf { $square } steht keine Figur.
malice-refusal-not-your-side-south = Die Figur auf { $square } gehört nicht zu { $mover }: { $mover } zieht nur die Figuren auf den Reihen 1–4 beider Bretter.
malice-refusal-not-your-side-north = Die Figur auf { $square } gehört nicht zu { $mover }: { $mover } zieht nur die Figuren auf den Reihen 5–8 beider Bretter.
malice-refusal-not-your-quadrant = Die Figur auf { $square } gehört nicht zu { $mover }: { $mover } zieht nur die Figuren im Quadranten { $quadrant }.
malice-refusal-stands-still = Die Figur auf { $square } muss ihr Feld verlassen.
malice-refusal-out-of-reach = Die { $size } Figur auf { $from } erreicht { $to } nicht: Sie zieht { $movement }.
malice-refusal-blocked = Der Weg der großen Figur auf { $from } nach { $to } endet am ersten besetzten Feld, { $blocker }.
malice-refusal-blocked-somewhere = Der Weg der großen Figur auf { $from } nach { $to } endet vorher am ersten besetzten Feld.
malice-refusal-capture-on-own-side = { $to } liegt auf der eigenen Seite von { $side }: Schlagen darf man nur in den Quadranten des Gegners.
malice-refusal-capture-not-marked = Auf { $to } steht eine Figur, also ist der Zug ein Schlagzug, geschrieben { $written }.
malice-refusal-nothing-to-capture = { $to } ist leer, also ist der Zug kein Schlagzug, geschrieben { $written }.
malice-refusal-wrong-landing = Die Zeile im Zugprotokoll passt nicht zum Zug: Er lautet `{ $actual }`.
malice-refusal-not-now = Dieser Zug ist jetzt nicht möglich.

## Was an einem Text falsch ist, der kein Zug ist

malice-notation-examples = Züge schreibt man wie Lb2-c3, Lb2xc7 oder pass
malice-notation-empty = der Text ist leer
malice-notation-extra-destination = nach dem Zielfeld stehen noch weitere Zeichen
malice-notation-extra-rank = nach der Reihe stehen noch weitere Zeichen
malice-notation-destination-off = das Zielfeld liegt außerhalb des Bretts
malice-notation-off = das Feld liegt außerhalb des Bretts
malice-notation-no-file = die Linie (a–d) fehlt
malice-notation-no-rank = die Reihe (1–8) fehlt
malice-notation-not-file = `{ $text }` ist keine Linie (a–d)
malice-notation-not-rank = `{ $text }` ist keine Reihe (1–8)
malice-notation-not-board = `{ $text }` ist kein Brett (L oder R)
malice-notation-no-destination = nach { $from } fehlt das Zielfeld
malice-notation-separator = `{ $text }` nach { $from } sollte `-` (Zug) oder `x` (Schlagen) sein

## Am Tisch

malice-seated-count = Malice spielt man zu zweit oder zu viert, nicht mit { $count } Spielern
malice-pass = Passen
malice-pass-offer = Keine Figur kann ziehen: Du musst passen.
malice-status-prompt = — klick eine Figur an, dann ihr Ziel (oder zieh sie hin).
malice-game-over = Spiel vorbei.
malice-game-over-draw = Spiel vorbei: unentschieden.
malice-game-over-win = Spiel vorbei: { $side } gewinnt.
malice-variant-title-two = Zwei Spieler
malice-variant-title-four = Vier Spieler in zwei Teams
# Die Zeilen der Statistik (auf Englisch gespeichert als „2 players“, „4 players“).
malice-variant-two = 2 Spieler
malice-variant-four = 4 Spieler
malice-result-because-quadrant = Das Spiel ist zu Ende, weil ein Quadrant leer ist.
malice-result-because-passes = Das Spiel ist zu Ende, weil niemand mehr ziehen konnte.
malice-result-because-quiet-limit = Das Spiel ist zu Ende, weil das Zuglimit ohne Schlagen erreicht wurde.
malice-score = Süd { $south } – { $north } Nord

## Einstellungen und der Dialog „Neues Spiel“

malice-option-quiet-limit = Malice: Zuglimit ohne Schlagen
malice-option-quiet-limit-unit = Halbzüge ohne Schlagen (0 = aus)
malice-option-dual-shapes = Formen auf den Zwillingsfeldern
malice-option-dual-shapes-tip = Jedes Feld zeigt in einer Ecke die Form seiner Farbe. Ein Feld und sein Zwillingsfeld teilen Farbe und Form, so findet man sie, ohne Farben unterscheiden zu müssen.
malice-dialog-players = Spieler:
malice-dialog-four-teams = 4 (zwei Teams)
malice-dialog-quiet-limit = Zuglimit ohne Schlagen:
malice-dialog-plies-suffix = {" "}Halbzüge
malice-dialog-quiet-limit-tip = Das Spiel endet nach so vielen Halbzügen in Folge ohne Schlagen; 0 schaltet das Limit ab.

## Die Seitenleiste

malice-points = { $count ->
    [one] { $count } Punkt
   *[other] { $count } Punkte
}
malice-taken-nothing = { $name ->
    [Du] Du hast
   *[other] { $name } hat
} nichts geschlagen
malice-taken = { $name ->
    [Du] Du hast
   *[other] { $name } hat
} { $count ->
    [one] { $count } Figur
   *[other] { $count } Figuren
} geschlagen: { $pieces } ({ $points })
malice-seat-colour-tip = { $name ->
    [Du] Deine Züge sind
   *[other] Die Züge von { $name } sind
} in dieser Farbe markiert.
malice-team = Team { $side }: { $points }
malice-team-tip = { $first } und { $second } spielen zusammen: Jeder zieht in seinem eigenen Quadranten, und das Team bekommt die Punkte für alles, was beide schlagen.
malice-no-captures = noch nichts geschlagen
malice-quiet-plies = Halbzüge ohne Schlagen: { $plies } von { $limit }
malice-quiet-plies-tip = Das Spiel endet nach so vielen Halbzügen in Folge ohne Schlagen.
malice-quiet-plies-no-limit = Halbzüge ohne Schlagen: { $plies } (kein Limit)

## The move log

# A step whose piece stays where it landed (its dual square was taken).
malice-log-stays = { $mv } (bleibt)

## Der Druckbogen

malice-print-key = Kleine Beschriftung: das Zwillingsfeld (gleiche Farbe, gleiches Eckzeichen, anderes Brett). Eine Figur, die hier ankommt, springt dorthin, wenn es frei ist.

## What a screen reader hears (ui/malice/speech.rs)
malice-speak-piece = { $size } Figur von { $side }
malice-speak-empty = leer
malice-speak-dual = Zwillingsfeld { $square }
malice-speak-move = { $side } zog die { $size } Figur von { $from } nach { $to }
malice-speak-captures = schlug die { $size } Figur von { $owner }
malice-speak-jumps = und sie sprang nach { $square }
malice-speak-stays = und sie blieb dort, weil ihr Zwillingsfeld besetzt ist
malice-speak-sentence = { $words }.
malice-speak-pass = { $side } passte.
malice-speak-to-move = { $side } ist am Zug.
malice-speak-piece-on = { $size } Figur auf { $square }
malice-speak-no-pieces = keine Figuren
malice-speak-side = { $side }, { $points } Punkte: { $pieces }.

malice-lesson-takes = Der bessere Zug schlägt eine Figur; der gespielte schlägt keine.
malice-lesson-leaves = Der gespielte Zug lässt eine Figur stehen, die der nächste Spieler schlagen kann; der bessere lässt keine stehen.
