# Die Regelseite von Malice (So wird gespielt): Themen, Text, Bildunterschriften.

malice-rules-quiet-limit-where = Datei › Einstellungen… › Malice: Zuglimit ohne Schlagen, oder im Dialog „Neues Spiel“
malice-rules-topic-boards = Bretter und Zwillingsfelder
malice-rules-topic-turns = Figuren und Züge
malice-rules-topic-moving = Wie die Figuren ziehen
malice-rules-topic-teleporting = Teleportieren
malice-rules-topic-capturing = Schlagen
malice-rules-topic-ending = Das Ende des Spiels
malice-rules-topic-four = Vier Spieler in Teams
malice-rules-handover-0 = die Anfangsstellung; Süd zieht zuerst.
malice-rules-handover-1 = Süd spielt Lb2-b3. Die kleine Figur kommt auf Lb3 an und springt auf ihr Zwillingsfeld Rc6, auf der Seite von Nord: Jetzt ist sie eine Figur von Nord.
malice-rules-handover-2 = Nord zieht sie weiter, Rc6-c5. Sie springt auf Lb4, das Zwillingsfeld von Rc5, und gehört wieder Süd.
malice-rules-last-piece-0 = Süd liegt mit 2–3 zurück. Die mittlere Figur von Nord auf Lb6 ist die letzte Figur in L-Nord.
malice-rules-last-piece-1 = Die große Figur von Süd schlägt sie (2 Punkte) und teleportiert nach Hause, auf Rc3. L-Nord ist leer, also ist das Spiel vorbei: Süd gewinnt 4–3.
malice-rules-legend = Auf dem Brett: Ein Punkt markiert ein Feld, auf das die Figur ziehen und von dem aus sie teleportieren kann; ein kleines Quadrat eines, auf dem sie bliebe (das Zwillingsfeld ist besetzt); ein roter Ring einen Schlagzug. Die Balken neben den Brettern markieren die Quadranten des Spielers am Zug.
malice-rules-boards-two = Malice wird auf zwei Brettern mit 4 × 8 Feldern gespielt, die nebeneinander liegen. Von Süd aus gesehen ist das linke Brett L und das rechte Brett R.
malice-rules-boards-names = Die Linien a bis d laufen von Süds linker zu Süds rechter Hand; die Reihen 1 bis 8 zählen von Süd weg. Ein Feld heißt nach Brett, Linie und Reihe: La1 ist die Ecke des linken Bretts an Süds linker Hand, Rd8 die ferne Ecke des rechten Bretts.
malice-rules-boards-sides = Die dicke Linie quer über die Mitte teilt jedes Brett in zwei Hälften. Die Reihen 1–4 sind Süds Seite des Tisches, die Reihen 5–8 die von Nord. So entstehen vier Quadranten: L-Süd, L-Nord, R-Süd und R-Nord.
malice-rules-dual-heading = Zwillingsfelder
malice-rules-dual = Jedes Feld hat einen Partner auf dem anderen Brett, sein Zwillingsfeld. Dreh den ganzen Tisch um eine halbe Drehung um seine Mitte, und jedes Feld landet auf seinem Zwillingsfeld: La1 und Rd8 sind Zwillinge, ebenso Lc2 und Rb7. Ein Feld und sein Zwillingsfeld liegen immer auf verschiedenen Brettern und auf verschiedenen Seiten des Tisches.
malice-rules-dual-colour = Ein Feld und sein Zwillingsfeld haben dieselbe Farbe, aber andere Felder auch: An der Farbe allein erkennst du nicht, welches das Zwillingsfeld ist.
malice-rules-shapes-on = Jede Farbe hat außerdem ihre eigene Form, in der Ecke ihrer Felder gezeichnet; so teilen ein Feld und sein Zwillingsfeld auch die Form, und du musst die Farben nicht unterscheiden. Die Formen sind an.
malice-rules-shapes-off = Jede Farbe kann außerdem ihre eigene Form in der Ecke ihrer Felder zeigen, damit ein Feld und sein Zwillingsfeld auch die Form teilen. Die Formen sind jetzt aus.
malice-rules-shapes-where = Datei › Einstellungen… › Formen auf den Zwillingsfeldern
malice-rules-dual-house = Der Text des Autors beschreibt die Zwillingsfelder nur ungenau. Malice Table liest sie als diese halbe Drehung, die einzige Paarung, die zu den Farben auf dem Brett des Autors passt.
malice-rules-dual-try = fahr mit der Maus über ein beliebiges Feld des Bretts unten: Sein Zwillingsfeld leuchtet mit einem dickeren Rahmen auf.
malice-rules-pieces = Es gibt 24 Figuren, acht von jeder Größe. Sie haben keine Farbe: Eine Figur bringt dem Punkte, der sie schlägt, eine kleine 1, eine mittlere 2 und eine große 3. Zu Beginn stehen in jedem Quadranten zwei von jeder Größe.
malice-rules-pieces-house = Der Text des Autors nennt zwei verschiedene Figurenzahlen; das Spiel folgt dem Startdiagramm des Autors: acht von jeder Größe, sechs in jedem Quadranten.
malice-rules-pieces-control = Niemandem gehört eine Figur. Die Seite des Tisches, auf der sie steht, entscheidet, wer sie zieht: Süd zieht jede Figur auf den Reihen 1–4 beider Bretter, Nord jede Figur auf den Reihen 5–8. Eine Figur, die ihren Zug auf der anderen Seite beendet, gehört von da an dem Gegner. Auf dem Tisch steht jede Figur auf einem Sockel in der Farbe dessen, der sie zieht; wechselt sie die Seite, wechselt der Sockel die Farbe.
malice-rules-turn = Wenn du am Zug bist, ziehst du genau eine deiner Figuren, immer auf dem Brett, auf dem sie steht. Dann ist der andere Spieler am Zug.
malice-rules-turn-house = Süd zieht zuerst.
malice-rules-turn-try = klick eine Figur von Süd an, um zu sehen, wohin sie ziehen kann, dann eines ihrer Ziele. Spiel für beide Seiten weiter; „Zurücksetzen“ stellt die Anfangsstellung wieder her.
malice-rules-small-heading = Klein (1 Punkt)
malice-rules-small = Ein Feld in eine der acht Richtungen, wie der König im Schach.
malice-rules-medium-heading = Mittel (2 Punkte)
malice-rules-medium = Ein Rösselsprung wie im Schach: zwei Felder in eine Richtung und ein Feld zur Seite. Figuren dazwischen spielen keine Rolle.
malice-rules-large-heading = Groß (3 Punkte)
malice-rules-large = Wie die Dame im Schach: beliebig weit in gerader Linie, entlang einer Linie, einer Reihe oder einer Diagonale. Sie kann keine Figur überspringen: Die erste Figur auf ihrem Weg ist das Äußerste, was sie erreicht.
malice-rules-targets = Eine Figur darf ihren Zug auf einem leeren Feld beenden oder auf einer Figur auf der Seite des Gegners, die sie dann schlägt (siehe Schlagen). Auf einer Figur der eigenen Seite darf sie nie enden.
malice-rules-moving-try = wähle eine Figur; sie ist schon ausgewählt und ihre Ziele sind markiert. Klick ein Ziel an, um den Zug zu spielen, und sieh zu, wie die Figur teleportiert (nächstes Thema).
malice-rules-piece-choice = Figur:
malice-rules-teleport = Sobald eine Figur angekommen ist (und, falls es einer war, ihren Schlagzug gemacht hat), springt sie sofort auf das Zwillingsfeld des Feldes, auf dem sie angekommen ist.
malice-rules-teleport-blocked = Es gibt eine Ausnahme: Ist das Zwillingsfeld besetzt, ist der Sprung blockiert, und die Figur bleibt, wo sie angekommen ist.
malice-rules-teleport-hands = Ein ruhiger Zug auf deiner eigenen Seite übergibt die Figur also meist deinem Gegner, denn ihr Zwillingsfeld liegt auf seiner Seite; und ein Zug auf die Seite des Gegners bringt die Figur meist zu dir zurück, auf das andere Brett.
malice-rules-log-teleport = Das Zugprotokoll schreibt einen Teleport mit einem Pfeil,
malice-rules-log-blocked = , und einen blockierten als
malice-rules-log-hover = . Fahr mit der Maus über ein Ziel, um eine blasse Kopie der Figur dort zu sehen, wo sie landen wird.
malice-rules-teleport-try = Die kleine Figur von Süd auf Lb2 ist ausgewählt. Lb3 ist mit einem kleinen Quadrat markiert, nicht mit einem Punkt: Sein Zwillingsfeld Rc6 ist besetzt, also bleibt ein Zug dorthin auf Lb3. Spiel ihn, dann setz zurück und probier einen Punkt.
malice-rules-handover-heading = Eine Figur wechselt die Seite
malice-rules-capture = Du schlägst, indem du einen Zug auf einer Figur in einem der Quadranten deines Gegners beendest. Anders kann man nicht schlagen: Jede Figur auf deiner eigenen Seite ist eine deiner Figuren.
malice-rules-capture-house = Ein Zug darf überhaupt nicht auf einer Figur der eigenen Seite enden: Der Autor erlaubt das Schlagen nur in den Quadranten des Gegners.
malice-rules-capture-after = Die geschlagene Figur verlässt das Spiel endgültig, und du bekommst ihre Punkte. Dann teleportiert deine Figur wie gewohnt: Nach einem Schlagzug auf der Seite des Gegners kommt sie normalerweise nach Hause, auf deine Seite des anderen Bretts. Ist dieses Zwillingsfeld besetzt, bleibt sie, wo sie geschlagen hat, auf der Seite des Gegners, und gehört nun ihm.
malice-rules-capture-try = Die große Figur von Süd auf Lc2 ist ausgewählt. Der rote Ring auf Lc6 ist ein Schlagzug gegen die mittlere Figur von Nord, 2 Punkte wert. Die eigene kleine Figur von Süd auf Lb3 versperrt die Diagonale und kann nicht geschlagen werden.
malice-rules-end = Schau nach jedem Zug auf die vier Quadranten: Sobald einer von ihnen leer ist, ist das Spiel vorbei. Dann entscheiden die Punkte: Wer mehr Punkte geschlagen hat, gewinnt. Einen Quadranten zu leeren, gewinnt für sich allein noch nicht.
malice-rules-end-house = Bei gleich vielen Punkten endet das Spiel unentschieden.
malice-rules-passing-heading = Passen, und Spiele, die nirgends hinführen
malice-rules-passing-house = Wer mit keiner Figur ziehen kann, passt. Haben beide Spieler direkt nacheinander gepasst, ist das Spiel vorbei.
malice-rules-quiet-house = Das Zuglimit ohne Schlagen: Das Spiel endet auch, sobald eine bestimmte Zahl von Halbzügen in Folge (ein Halbzug ist der Zug eines Spielers; Passen zählt mit) ohne Schlagen vergangen ist. Ohne das Limit könnten zwei vorsichtige Spieler ihre Figuren ewig hin und her schieben.
malice-rules-four-house = Das Spiel zu viert ist eine eigene Erweiterung von Malice Table; wähle im Dialog „Neues Spiel“ 4 Spieler.
malice-rules-four-teams = Zwei Teams spielen: Süd, mit den Plätzen Süd-L und Süd-R, gegen Nord, mit Nord-L und Nord-R.
malice-rules-four-seats = Jeder Platz zieht nur die Figuren in seinem eigenen Quadranten: Süd-L die in L-Süd, Nord-L die in L-Nord, Süd-R die in R-Süd und Nord-R die in R-Nord. Gezogen wird reihum: Süd-L, Nord-L, Süd-R, Nord-R.
malice-rules-four-capture = Du darfst nur in den beiden Quadranten des anderen Teams schlagen. Ein Team hat die Punkte aus allem, was seine beiden Plätze geschlagen haben, und das Team mit mehr Punkten gewinnt; bei gleich vielen Punkten endet es unentschieden. Alles andere ist wie im Spiel zu zweit.
malice-rules-four-teleport = Durch das Teleportieren wandern Figuren um den Tisch: Ein Schlagzug von Süd-L in L-Nord landet meist in R-Süd, wo die Figur nun Süd-R gehört, dem Partner.
malice-rules-four-house-passes = Passen beendet das Spiel zu viert erst nach vier Pässen in Folge, wenn also jeder Platz einmal gepasst hat.
malice-rules-four-try = Süd-L ist am Zug, und nur L-Süd ist als sein Quadrant markiert. Schlag die mittlere Figur auf Lc6 und sieh, wo die große Figur landet; dann spiel für jeden Platz weiter.
malice-rules-quiet-off = Im Moment gibt es kein Zuglimit ohne Schlagen (0 = aus).
malice-rules-quiet-now = Das Zuglimit ohne Schlagen liegt jetzt bei { $limit ->
    [one] { $limit } Halbzug
   *[other] { $limit } Halbzügen
}.
malice-rules-quiet-try-off = { $quiet ->
    [one] { $quiet } Halbzug ist
   *[other] { $quiet } Halbzüge in Folge sind
} ohne Schlagen vergangen. Ohne Limit geht das Spiel weiter: Spiel einen Zug und sieh selbst.
malice-rules-quiet-try-on = { $quiet ->
    [one] { $quiet } Halbzug ist
   *[other] { $quiet } Halbzüge in Folge sind
} ohne Schlagen vergangen, einer weniger als das Limit. Spiel irgendeinen Zug: Hier kann nichts geschlagen werden, also endet das Spiel, und bei gleich vielen Punkten unentschieden.
malice-rules-reset = Zurücksetzen
malice-rules-diagram-unread = Die Stellung dieses Diagramms lässt sich nicht lesen: { $why }
malice-rules-to-move = { $seat } ist am Zug · { $score }
malice-rules-over-draw = Spiel vorbei, { $reason }: unentschieden, { $score }
malice-rules-over-win = Spiel vorbei, { $reason }: { $side } gewinnt, { $score }
malice-rules-diagram-no-position = das Diagramm hat keine Stellung
