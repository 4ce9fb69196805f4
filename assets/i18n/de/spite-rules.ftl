# Die Seite „So wird gespielt“ von Spite & Malice: Themen, Texte, Bildunterschriften.

## Themen

spite-rules-topic-table = Der Tisch
spite-rules-topic-building = Die Mittelstapel aufbauen
spite-rules-topic-kings = Könige sind Joker
spite-rules-topic-sides = Ablagestapel und Zugende
spite-rules-topic-refill = Die Hand auffüllen
spite-rules-topic-winning = Gewinnen und das Match
spite-rules-settings = Datei › Einstellungen… › Spite & Malice

## Der Tisch

spite-rules-table-intro = Spite & Malice ist ein Wettrennen zu zweit: Wer zuerst seinen Hauptstapel los ist, gewinnt. Es zählen nur die Ränge, nie die Farben: Ass (1), 2 bis 10, Bube (11), Dame (12). Der König ist Joker.
spite-rules-table-decks = Zwei gewöhnliche Blätter zu 52 Karten werden zusammengemischt: 104 Karten, ohne die Jokerkarten.
spite-rules-table-rows = Deine Karten liegen am unteren Rand des Tisches, die deines Gegners am oberen:
spite-rules-table-payoff = Hauptstapel (ganz links): der Stapel, den du als Erster leer spielen willst. 20 Karten, verdeckt bis auf die oberste; die Zahl darunter sagt, wie viele noch übrig sind.
spite-rules-table-sides = Vier Ablagestapel (daneben): anfangs leer. Sie liegen aufgefächert, damit jeder jede Karte sieht.
spite-rules-table-hand = Hand (rechts): bis zu fünf Karten, die nur du siehst; von der Hand deines Gegners siehst du die Rückseiten.
spite-rules-table-between = Zwischen den beiden Reihen:
spite-rules-table-stock = Der Nachziehstapel (links): die Karten, die nicht ausgeteilt wurden, verdeckt, zu Beginn 54. Von ihm ziehst du.
spite-rules-table-centre = Drei Mittelstapel: Ihr baut beide darauf, vom Ass bis zur Dame. Zu Beginn sind sie leer.
spite-rules-table-turn = Ein Zug in Kürze: Zieh, bis du fünf Karten hast; leg so viele Karten auf die Mittelstapel, wie du willst; dann leg eine Handkarte auf einen deiner Ablagestapel, damit ist der Zug beendet.
spite-rules-table-hidden = Niemand kennt die Reihenfolge des Nachziehstapels oder die Karten unter der obersten des Hauptstapels; alles andere auf dem Tisch ist offen.
spite-rules-table-shows = Der Tisch zeigt außerdem, wie viele Karten dein Gegner auf der Hand hat, und den Stand des Matches.
spite-rules-table-cover = Teilen sich zwei Menschen einen Bildschirm, verdeckt ein Bildschirm „Weitergeben an …“ beide Hände, sobald der andere an die Reihe kommt.

## Die Mittelstapel aufbauen

spite-rules-building-intro = Jede Karte, die du ausspielst, kommt auf einen der drei Mittelstapel, die beiden Spielern gehören.
spite-rules-building-ace = Ein leerer Mittelstapel nimmt nur ein Ass (oder einen König, der für ein Ass steht).
spite-rules-building-climb = Dann steigt jeder Stapel um einen Rang: eine 2 auf das Ass, eine 3 auf die 2 und so weiter bis zur Dame. Farben spielen keine Rolle.
spite-rules-building-queen = Ein Stapel, der seine Dame erreicht, ist sofort fertig: Seine zwölf Karten kommen zurück in den Nachziehstapel, und sein Platz ist frei für ein neues Ass.
spite-rules-building-places = In deinem Zug darfst du so viele Karten spielen, wie du willst, in beliebiger Reihenfolge, von drei Stellen: der obersten Karte deines Hauptstapels, der obersten Karte jedes deiner Ablagestapel und aus deiner Hand.
spite-rules-building-shuffle = Die Karten eines fertigen Stapels kommen in den Nachziehstapel, und der ganze Nachziehstapel wird gemischt.
spite-rules-building-try = Zieh eine Karte auf einen Mittelstapel oder klick sie und dann den Stapel an; die Stapel, auf die sie passt, leuchten auf. Q♥ macht Mittelstapel 1 voll (sieh, wie der Nachziehstapel wächst), 4♣ und dann 5♦ von deinem Hauptstapel kommen auf Mittelstapel 2, A♦ eröffnet Mittelstapel 3. 7♠ passt nirgends: Der Tisch sagt, warum.

## Könige sind Joker

spite-rules-kings-intro = Ein König darf auf jeden Mittelstapel und gilt als der Rang, den dieser Stapel als Nächstes braucht: auf einem leeren Stapel als Ass, auf einer 6 als 7. Einmal gelegt, zählt er als dieser Rang, und der Stapel geht von ihm aus weiter. Die Beschriftung unter dem Stapel zeigt beides, zum Beispiel „K als 7 · braucht 8“.
spite-rules-kings-from = Einen König spielst du wie jede andere Karte aus der Hand, vom Hauptstapel oder von einem Ablagestapel; am nützlichsten ist er, wenn sonst nichts passt.
spite-rules-kings-ten = Ein König auf einer 10 steht für einen Buben. (Die übliche Regelbeschreibung sagt als Beispiel, er „wird zur Dame“, was ihrer eigenen Regel widerspricht; Malice Table folgt der Regel.)
spite-rules-kings-start = Mittelstapel 1 braucht eine 7, Mittelstapel 2 einen Buben, und Mittelstapel 3 ist leer. Du hast drei Könige auf der Hand.
spite-rules-kings-step-1 = K♦ kommt auf die 6 von Mittelstapel 1 und steht für die 7: Der Stapel braucht jetzt eine 8.
spite-rules-kings-step-2 = 8♣ folgt auf den König, als wäre er eine echte 7.
spite-rules-kings-step-3 = Als Nächstes kommt 9♥ von deinem Hauptstapel dazu, und der Hauptstapel deckt seine nächste Karte auf.
spite-rules-kings-step-4 = K♠ auf der 10 von Mittelstapel 2 steht für einen Buben (die Hausregel oben): Der Stapel braucht eine Dame.
spite-rules-kings-step-5 = K♥ auf dem leeren Mittelstapel 3 steht für ein Ass: Der Stapel braucht jetzt eine 2.

## Ablagestapel und Zugende

spite-rules-sides-intro = Wenn du alles gespielt hast, was du willst, beendest du deinen Zug, indem du eine Handkarte auf einen deiner vier Ablagestapel legst. Dann ist dein Gegner an der Reihe.
spite-rules-sides-any = Jede Handkarte darf auf jeden deiner Ablagestapel, egal was dort schon liegt.
spite-rules-sides-only-hand = Auf die Ablagestapel kommen nur Handkarten: nie die Karte deines Hauptstapels und nie eine Karte von einem anderen Ablagestapel.
spite-rules-sides-top = Von einem Ablagestapel darfst du nur die oberste Karte spielen, und nur auf einen Mittelstapel.
spite-rules-sides-empty-hand = Ist deine Hand leer, wenn du fertig gespielt hast, endet dein Zug, ohne dass eine Karte auf einen Ablagestapel kommt (die Schaltfläche „Zug beenden“).
spite-rules-sides-undo = Ist dein Zug vorbei, kann „Rückgängig“ ihn nicht mehr zurücknehmen.
spite-rules-sides-try = Spiel 4♠ von Ablagestapel 2 und dann 5♥ von Ablagestapel 1 in die Mitte. Zieh 5♥ auf einen anderen Ablagestapel oder die Karte deines Hauptstapels auf einen Ablagestapel, um zu sehen, wie das abgelehnt wird. Beende den Zug, indem du eine Handkarte auf einen Ablagestapel legst.

## Die Hand auffüllen

spite-rules-refill-intro = Zu Beginn jedes Zuges ziehst du vom Nachziehstapel, bis du fünf Karten hast.
spite-rules-refill-drawn = Kann der Nachziehstapel deine Hand zu Beginn deines Zuges nicht auf fünf bringen, endet die Partie unentschieden, und niemand bekommt Punkte.
spite-rules-refill-on = an
spite-rules-refill-off = aus
spite-rules-refill-default = die Voreinstellung
spite-rules-refill-default-is-on = voreingestellt ist an
spite-rules-refill-option = Auffüllen während des Zuges: Spielst du deine letzte Handkarte, ziehst du fünf neue Karten und spielst weiter. Jetzt: { $now } ({ $default }). Eine Änderung gilt ab deiner nächsten neuen Partie.
spite-rules-refill-takes = Dieses Auffüllen nimmt, was der Nachziehstapel noch hat, auch weniger als fünf Karten, und macht die Partie nie unentschieden. Ist es aus, bleibt eine geleerte Hand bis zu deinem nächsten Zug leer: Du darfst noch von deinem Hauptstapel und deinen Ablagestapeln spielen und dann den Zug ohne Karte für einen Ablagestapel beenden.
spite-rules-refill-again = Solange deine Hand leer ist, wird nach jeder gespielten Karte erneut aufgefüllt; ein fertiger Mittelstapel, der einen leeren Nachziehstapel füllt, füllt also sofort deine Hand.
spite-rules-refill-try = Dieser Tisch spielt mit deiner Einstellung (Auffüllen { $now }). Spiel 6♠, deine letzte Handkarte, auf Mittelstapel 1 und sieh, was passiert.

## Gewinnen und das Match

spite-rules-winning-intro = Du gewinnst die Partie in dem Moment, in dem die letzte Karte deines Hauptstapels auf einen Mittelstapel kommt. Du bekommst einen Punkt für jede Karte, die noch im Hauptstapel deines Gegners liegt.
spite-rules-winning-match = Gespielt wird ein Match: Die Punkte werden von Partie zu Partie zusammengezählt, und wer zuerst { $target } Punkte oder mehr hat, gewinnt das Match.
spite-rules-winning-drawn = Eine Partie endet unentschieden und ohne Punkte, wenn der Nachziehstapel zu Beginn eines Zuges eine Hand nicht auf fünf Karten bringen kann.
spite-rules-winning-first = Die erste Partie eines Matches beginnt, wessen oberste Karte des Hauptstapels höher ist (Ass am niedrigsten, König am höchsten); bei gleichem Rang Spieler 1.
spite-rules-winning-later = Jede weitere Partie beginnt der Verlierer der vorigen; nach einem Unentschieden der Spieler, der sie nicht begonnen hat.
spite-rules-winning-try = Du hast noch zwei Karten im Hauptstapel, 7♣ auf 8♠, und dein Gegner hat 13. Spiel 6♦ aus deiner Hand auf Mittelstapel 1, dann beide Karten deines Hauptstapels.

## Die Tische zum Ausprobieren

spite-rules-you = Du
spite-rules-your-opponent = Dein Gegner
spite-rules-not-set-up = Dieser Tisch ließ sich nicht aufbauen: { $why }
spite-rules-reset = Zurücksetzen
spite-rules-reset-tip = Jede Karte dorthin zurücklegen, wo dieser Tisch begann
spite-rules-this-card = Diese Karte
spite-rules-fits-nowhere = { $card } passt gerade auf keinen Mittelstapel.
spite-rules-fits-nowhere-side = { $card } passt gerade auf keinen Mittelstapel; auf jedem Ablagestapel kann sie deinen Zug beenden.
spite-rules-can-go = { $card } kann auf { $piles }.
spite-rules-can-go-side = { $card } kann auf { $piles } oder deinen Zug auf jedem Ablagestapel beenden.
spite-rules-or = { $first } oder { $second }
spite-rules-your-hand = deiner Hand
spite-rules-your-payoff = deinem Hauptstapel
spite-rules-side-pile = Ablagestapel { $pile }
spite-rules-a-card = eine Karte
spite-rules-standing = { $play }, als { $rank }
spite-rules-play-onto = { $card } von { $place } auf Mittelstapel { $pile }
spite-rules-discard = { $card } aus deiner Hand auf Ablagestapel { $pile }
spite-rules-end-turn = Zug beendet
spite-rules-ended-empty = Du hast deinen Zug mit leerer Hand beendet.
spite-rules-played = Du hast gespielt: { $play }.
spite-rules-won = { $done } Dein Hauptstapel ist leer: Du gewinnst die Partie und bekommst { $points } { $points ->
    [one] Punkt
   *[other] Punkte
}, einen für jede Karte, die noch im Hauptstapel deines Gegners liegt.
spite-rules-drawn = { $done } Der Nachziehstapel konnte die nächste Hand nicht auf fünf Karten bringen: Die Partie endet unentschieden.
spite-rules-turn-over = { $done } Dein Zug ist vorbei: Dein Gegner zieht auf fünf Karten nach und spielt.
spite-rules-queen = { $done } Mittelstapel { $pile } hat die Dame erreicht: Seine 12 Karten kamen in den Nachziehstapel, der jetzt { $stock } Karten hat.
spite-rules-next-payoff = { $done } Die nächste Karte deines Hauptstapels, { $card }, wird aufgedeckt.
spite-rules-hand-ran-out = { $done } Deine Hand war leer, also hast du { $count } neue Karten gezogen.
spite-rules-hand-empty = { $done } Deine Hand ist leer: Spiel weiter von deinem Hauptstapel und deinen Ablagestapeln oder beende deinen Zug.
