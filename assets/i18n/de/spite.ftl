# Spite & Malice: sein Name, die Wörter seiner Ansicht, die Zeilen seiner
# Spielstärken und die Begründungen der Engine für abgelehnte Züge.

spite-title = Spite & Malice

## Die Spielstärken: was vom Bot jeder Stufe zu erwarten ist

spite-rung-newcomer = Spielt zuerst die oberste Karte seines Hauptstapels, dann irgendeine passende Karte; vergisst oft seine Ablagestapel.
spite-rung-beginner = Spielt die Karte seines Hauptstapels, wenn sie passt, sonst irgendeine passende Karte.
spite-rung-casual = Plant eine Kartenfolge bis zur Karte seines Hauptstapels und baut seine Ablagestapel auf; übersieht sie manchmal.
spite-rung-club = Rechnet seinen ganzen Zug durch, rät aber kaum, welche Karten er nicht sieht.
spite-rung-expert = Rechnet seinen ganzen Zug mit vielen Annahmen über die verdeckten Karten durch und spielt seine besten Pläne bis zum Ende aus: der stärkste.

## Die Wörter des Tisches

spite-player = Spieler { $number }
spite-seated-wrong = Spite & Malice spielen { $players } Spieler, nicht { $seats }
spite-match-over = Das Match ist vorbei: { $name ->
    [Du] Du hast
   *[other] { $name } hat
} es gewonnen. Beginne ein neues Match.
spite-option-refill = Leere Hand während des Zuges wieder auffüllen
spite-option-refill-tip = Wer beim Ausspielen alle Handkarten los wird, zieht 5 neue und spielt weiter (die übliche Regel).
spite-option-four-colour = Vierfarbiges Blatt (Kreuz grün, Karo blau)
spite-option-four-colour-tip = Jede Farbe in eigener Tinte: Pik schwarz, Herz rot, Karo blau, Kreuz grün. Die Farbzeichen bleiben, wie sie sind.
spite-status-covered = — die Karten sind verdeckt, bis der nächste Spieler bereit ist.
spite-status-play = — zieh eine Karte auf einen Stapel oder klick sie und dann den Stapel an; eine Handkarte auf einem Ablagestapel beendet den Zug.
spite-over-won = Partie vorbei: { $name ->
    [Du] Du gewinnst und bekommst
   *[other] { $name } gewinnt und bekommt
} { $points } { $points ->
    [one] Punkt
   *[other] Punkte
}.
spite-over-drawn = Partie vorbei: unentschieden, der Nachziehstapel ist aufgebraucht.
spite-over = Partie vorbei.
spite-variant-refill = Die leere Hand wird aufgefüllt
spite-variant-no-refill = Die leere Hand wird nicht aufgefüllt
spite-variant-refill-on = Auffüllen an
spite-variant-refill-off = Auffüllen aus
spite-review-waits = Spielen zwei Menschen, wartet die Analyse bis zum Ende der Partie: sie würde dem einen die Hand des anderen zeigen.

## Was ein Zurücknehmen wieder verbergen müsste

spite-reveal-payoff = eine Karte des Hauptstapels wurde aufgedeckt
spite-reveal-refilled = eine leere Hand wurde mit Karten aufgefüllt
spite-reveal-shuffled = ein fertiger Stapel wurde in den Nachziehstapel gemischt
spite-reveal-next-drew = der nächste Spieler hat Karten gezogen
spite-reveal-turn-passed = der andere Spieler ist an der Reihe

## Die Stapel, wie ein Bildschirmleser sie nennt

spite-place-payoff = Hauptstapel
spite-place-their-payoff = gegnerischer Hauptstapel
spite-place-side = Ablagestapel { $pile }
spite-place-their-side = gegnerischer Ablagestapel { $pile }
spite-place-hand = Hand { $card }
spite-place-their-hand = gegnerische Hand
spite-place-hand-down = Hand (verdeckt)
spite-place-stock = Nachziehstapel
spite-place-centre = Mittelstapel { $pile }

## Auf dem Tisch

spite-badge-payoff = Noch { $count }
spite-badge-stock = Talon · { $count }
spite-hand-empty = Hand leer
spite-centre-needs = braucht { $rank }
spite-centre-complete = voll
spite-centre-king = K als { $rank } · { $needs }
spite-card-wild = JOKER
spite-plate = { $who } · { $held } { $held ->
    [one] Karte
   *[other] Karten
} auf der Hand
spite-refuse-elsewhere = Karten kommen auf die Mittelstapel; eine Handkarte auf einem deiner Ablagestapel beendet deinen Zug.
spite-empty-hand = Deine Hand ist leer und der Nachziehstapel kann sie nicht auffüllen: spiel weiter oder beende deinen Zug.
spite-end-turn = Zug beenden

## Die Match-Leiste

spite-panel-game = Partie { $game } des Matches · Ziel: { $target } Punkte
spite-panel-bot = { $level }-Bot
spite-panel-human = Mensch
# Non-breaking spaces: a narrow panel never parts a number from its word.
spite-panel-counts = Hauptstapel { $payoff } · { $points } { $points ->
    [one] Punkt
   *[other] Punkte
} · { $wins } { $wins ->
    [one] Sieg
   *[other] Siege
}
spite-panel-stock = Nachziehstapel: { $count } { $count ->
    [one] Karte
   *[other] Karten
}

## Der Sichtschutz zwischen zwei Menschen an einem Bildschirm

spite-cover-pass = Weitergeben an { $name ->
    [Du] dich
   *[other] { $name }
}
spite-cover-only = Jetzt { $name ->
    [Du] solltest nur du
   *[other] sollte nur { $name }
} auf den Bildschirm schauen; dann Bereit drücken (oder Eingabe).
spite-cover-ready = Bereit
spite-cover-ready-tip = { $name ->
    [Du] Deine Hand
   *[other] Die Hand von { $name }
} zeigen (Eingabe oder Leertaste)

## Das Ende einer Partie

spite-banner-won-detail = +{ $points } { $points ->
    [one] Punkt
   *[other] Punkte
} — die Karten, die noch in { $loser ->
    [Du] deinem Hauptstapel
   *[other] { $loser }s Hauptstapel
} liegen
spite-banner-drawn-detail = Der Nachziehstapel ist aufgebraucht: keine Punkte.
spite-banner-score = Match: { $first } { $score1 } – { $score2 } { $second } · Ziel: { $target }
spite-banner-match-won = { $name ->
    [Du] Du gewinnst
   *[other] { $name } gewinnt
} das Match!
spite-next-game = Nächste Partie
spite-new-match = Neues Match

## Der Dialog für ein neues Spiel

spite-dialog-next = Die nächste Partie dieses Matches geben ({ $first } { $score1 } – { $score2 } { $second })
spite-dialog-new = Ein neues Match beginnen (Punkte wieder auf 0)

## Die Begründungen der Engine (Karten und Ränge in der Notation des Spiels)

spite-illegal-malformed = So wird kein Zug geschrieben: { $problem } ({ $examples }).
spite-illegal-game-over = Die Partie ist vorbei.
spite-illegal-not-your-turn = Du bist nicht am Zug.
spite-illegal-not-in-hand = { $card } hast du nicht auf der Hand.
spite-illegal-payoff-empty = Dein Hauptstapel ist leer.
spite-illegal-no-side-pile = Es gibt nur { $count } Ablagestapel.
spite-illegal-side-pile-empty = Ablagestapel { $pile } ist leer.
spite-illegal-no-centre-pile = Es gibt nur { $count } Mittelstapel.
spite-illegal-wrong-rank = Mittelstapel { $pile } braucht { $rank } (oder einen König), nicht { $card }.
spite-illegal-complete = Mittelstapel { $pile } ist voll und nimmt keine Karten mehr.
spite-illegal-payoff-to-side = Die Karte des Hauptstapels darf nicht auf einen Ablagestapel: dorthin kommen nur Handkarten.
spite-illegal-side-to-side = Eine Karte von einem Ablagestapel darf nicht auf einen anderen Ablagestapel: dorthin kommen nur Handkarten.
spite-illegal-must-discard = Du hast noch Karten auf der Hand: beende den Zug, indem du eine auf einen Ablagestapel legst.
spite-illegal-payoff-top = Oben auf deinem Hauptstapel liegt { $top }, nicht { $named }.
spite-illegal-side-top = Oben auf Ablagestapel { $pile } liegt { $top }, nicht { $named }.
spite-illegal-king-stands = { $card } stünde dort für { $actual }, nicht für { $claimed }.

## The move log

# A King on a centre pile, and the rank it stands for.
spite-log-as = (als { $rank })
spite-log-ends-turn = (beendet den Zug)
spite-log-end-turn = Zug beenden

## Die gedruckte Spielmatte

spite-print-payoff = Hauptstapel
spite-print-payoff-cards = { $count } Karten
spite-print-payoff-top = oberste Karte offen
spite-print-side = Ablage { $pile }
spite-print-side-any = jede Karte
spite-print-fanned = aufgefächert
spite-print-stock = Nachziehstapel
spite-print-stock-down = verdeckt
spite-print-centre = Mitte { $pile }
spite-print-centre-up = vom Ass bis zur Dame
spite-print-hand = Hand: jeden Zug auf { $count } Karten auffüllen
spite-print-note-build = Die Mittelstapel vom Ass aufwärts bis zur Dame bauen.
spite-print-note-kings = Könige sind Joker. Ein voller Stapel kommt in den Nachziehstapel.
spite-print-note-end = Den Zug mit einer Handkarte auf einem Ablagestapel beenden.

## What a screen reader hears (ui/spite/speech.rs)
spite-speak-ace = Ass
spite-speak-jack = Bube
spite-speak-queen = Dame
spite-speak-king = König
spite-speak-spades = Pik
spite-speak-hearts = Herz
spite-speak-diamonds = Karo
spite-speak-clubs = Kreuz
spite-speak-card = { $suit } { $rank }
spite-speak-empty = leer
spite-speak-top = oben { $card }
spite-speak-cards = { $count ->
    [one] eine Karte
   *[other] { $count } Karten
}
spite-speak-under = darunter { $cards }
spite-speak-king-as = oben { $card }, steht für { $rank }
spite-speak-needs = braucht { $rank }
spite-speak-complete = vollständig
spite-speak-from-hand = der Hand
spite-speak-from-payoff = dem Hauptstapel
spite-speak-from-side = Ablagestapel { $pile }
spite-speak-play = { $name } spielte { $card } von { $from } auf Mittelstapel { $pile }
spite-speak-payoff-empty = und leerte den Hauptstapel
spite-speak-as = als { $rank }
spite-speak-sentence = { $words }.
spite-speak-discard = { $name } legte { $card } auf Ablagestapel { $pile } ab und beendete den Zug.
spite-speak-end-turn = { $name } beendete den Zug.
spite-speak-centre-line = Mittelstapel { $pile }: { $words }.
spite-speak-seat-line = { $name }: Hauptstapel { $payoff }; Ablagestapel: { $sides }.
spite-speak-side-line = { $pile }: { $words }
spite-speak-hand-line = Deine Hand: { $cards }.
spite-speak-hand-down = Die Hand unten liegt verdeckt: { $count } Karten.
spite-speak-stock-line = Nachziehstapel: { $count } Karten.

spite-lesson-payoff = Der bessere Zug spielt die oberste Karte deines Hauptstapels: Jede gespielte bringt dich dem Sieg näher.
spite-lesson-gives = Der gespielte Zug lässt den anderen Spieler die oberste Karte seines Hauptstapels auf einen Mittelstapel legen: eine Karte, die er brauchte. Der bessere Zug nicht.
