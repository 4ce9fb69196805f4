# Spite & Malice: sein Name, die Wörter seiner Ansicht, die Zeilen seiner
# Spielstärken und die Begründungen der Engine für abgelehnte Züge.

spite-title = Spite & Malice

## Die Spielstärken: was vom Bot jeder Stufe zu erwarten ist

spite-rung-newcomer = Spielt zuerst seine Zielkarte, dann irgendeine passende Karte; vergisst oft seine Ablagestapel.
spite-rung-beginner = Spielt seine Zielkarte, wenn sie passt, sonst irgendeine passende Karte.
spite-rung-casual = Plant eine Kartenkette bis zu seiner Zielkarte und baut seine Ablagestapel auf; übersieht sie manchmal.
spite-rung-club = Durchsucht seinen ganzen Zug, rät aber wenig über die Karten, die er nicht sieht.
spite-rung-expert = Durchsucht seinen ganzen Zug über viele Annahmen zu den verdeckten Karten: der stärkste.
