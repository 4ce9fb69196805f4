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
