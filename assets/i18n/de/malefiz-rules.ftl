# Die Regelseite von Malefiz (So wird gespielt): Themen, Text, Bildunterschriften.


## Themen

malefiz-rules-topic-aim = Ziel und Spielablauf
malefiz-rules-topic-entering = Figuren einsetzen
malefiz-rules-topic-counting = Zählen
malefiz-rules-topic-passing = Über Figuren ziehen
malefiz-rules-topic-barricades = Sperrsteine
malefiz-rules-topic-hitting = Schlagen
malefiz-rules-topic-lost-turns = Aussetzen
malefiz-rules-topic-fast-board = Der schnelle Spielplan
malefiz-rules-topic-winning = Gewinnen

## Schritt für Schritt

malefiz-rules-step-taking-select = Rot hat eine 3 gewürfelt. Die Figur auf e6 kann auf g7 landen, wo ein Sperrstein steht (rot umrandet).
malefiz-rules-step-taking-place = Sie landet auf g7 und nimmt den Sperrstein auf. Die blassen Sperrsteine zeigen jedes Feld, auf das er gesetzt werden darf – auch e6, das gerade frei geworden ist.
malefiz-rules-step-taking-put = Rot setzt ihn auf j9, Gelb in den Weg: Gelbs Figur auf k9 braucht jetzt genau eine 1, um an ihm vorbeizukommen.
malefiz-rules-step-forest-select = Rot hat eine 4 gewürfelt. Über e7 und f7 zieht die Figur am Rastplatz g7 vorbei und landet auf h7, wo sie Gelb schlägt.
malefiz-rules-step-forest-village = h7 liegt im Dorf, also kommt Gelbs Figur in den Wald, nicht ins Haus.
malefiz-rules-step-forest-out = Gelb würfelt eine 2. Die Figur im Wald kommt auf i5 heraus (ein Schritt) und zieht weiter nach h5 oder j5 oder landet auf dem Sperrstein auf i6 (zwei).

## Ziel und Spielablauf

malefiz-rules-aim = Zwei bis vier Spieler ziehen mit ihren Figuren um die Wette den Spielplan hinauf. Wer als Erster eine Figur auf das Zielfeld ganz oben bringt, gewinnt. Sperrsteine stehen im Weg, und wer auf einem landet, setzt ihn dorthin um, wo er den anderen am meisten schadet.
malefiz-rules-aim-turn = Ein Zug
malefiz-rules-aim-turn-roll = Würfle, dann zieh eine deiner Figuren um genau so viele Felder.
malefiz-rules-aim-turn-next = Dann ist die nächste Farbe dran, immer in der Reihenfolge Rot, Grün, Gelb, Blau; Farben, die niemand spielt, werden übersprungen.
malefiz-rules-aim-six = Eine 6 ist einfach eine 6: Man darf nicht noch einmal würfeln.
malefiz-rules-aim-first = Wenn der Dialog für ein neues Spiel nicht festlegt, wer anfängt, beginnt die erste Farbe im Spiel (die gedruckten Regeln lassen den jüngsten Spieler anfangen).
malefiz-rules-aim-options = Optionen
malefiz-rules-option-board-classic = Spielplan: Neue Spiele werden auf dem klassischen Spielplan gespielt. Im Dialog für ein neues Spiel lässt sich der andere wählen oder ein eigener Plan.
malefiz-rules-option-board-fast = Spielplan: Neue Spiele werden auf dem schnellen Spielplan gespielt. Im Dialog für ein neues Spiel lässt sich der andere wählen oder ein eigener Plan.
malefiz-rules-option-board-where = Datei › Einstellungen… › Malefiz-Spielplan
malefiz-rules-option-pieces-classic = Figuren je Farbe: 5 auf dem klassischen Spielplan. Sie hängen vom Spielplan ab: fünf auf dem klassischen, vier auf dem schnellen; ein eigener Plan kann die Zahl selbst festlegen.
malefiz-rules-option-pieces-fast = Figuren je Farbe: 4 auf dem schnellen Spielplan. Sie hängen vom Spielplan ab: fünf auf dem klassischen, vier auf dem schnellen; ein eigener Plan kann die Zahl selbst festlegen.
malefiz-rules-option-pieces-where = der Wahl des Spielplans
malefiz-rules-start-classic = Der Anfang auf dem klassischen Spielplan mit vier Farben: Jede Figur wartet in ihrem Haus unter dem Spielplan, die Sperrsteine stehen auf ihren rot umrandeten Feldern, das Zielfeld liegt ganz oben.
malefiz-rules-start-fast = Der Anfang auf dem schnellen Spielplan mit vier Farben: Jede Figur wartet in ihrem Haus unter dem Spielplan, die Sperrsteine stehen auf ihren rot umrandeten Feldern, das Zielfeld liegt ganz oben.
malefiz-rules-option-colours = Farben im Spiel: zwei, drei oder vier beliebige.
malefiz-rules-option-colours-where = Neues Spiel
malefiz-rules-option-first = Wer anfängt.
malefiz-rules-option-first-where = Neues Spiel, Beginnt

## Figuren einsetzen

malefiz-rules-entering = Jede Figur beginnt im Haus ihrer Farbe unter dem Spielplan. Mit jeder Augenzahl kann eine herauskommen – eine 6 braucht man dafür nicht.
malefiz-rules-entering-first-step = Eine Figur, die herauskommt, zieht zuerst auf das Startfeld ihrer Farbe in der untersten Reihe. Dieser Schritt zählt schon als einer.
malefiz-rules-entering-count = Mit einer 1 bleibt sie also auf dem Startfeld stehen; mit einer 4 zieht sie noch drei Felder weiter.
malefiz-rules-entering-not-forced = Herauskommen muss man nie: Du darfst stattdessen eine Figur ziehen, die schon draußen ist.
malefiz-rules-entering-try = Das Startfeld von Rot ist c1, und eine rote Figur steht schon auf c5. Wähl die Augenzahl, dann klick auf das Haus von Rot oder auf die Figur auf c5, um zu sehen, wohin sie ziehen kann; klick auf ein markiertes Feld, um zu ziehen.

## Zählen

malefiz-rules-counting = Eine Figur zieht genau so viele Felder, wie der Würfel zeigt: nie weniger, nie mehr.
malefiz-rules-counting-lines = Sie folgt den Linien, nach oben, zur Seite oder nach unten, und an einer Kreuzung darf sie abbiegen, wohin du willst.
malefiz-rules-counting-twice = In einem Zug darf sie kein Feld zweimal betreten, also nicht hin- und wieder zurückziehen.
malefiz-rules-counting-barricade = Über einen Sperrstein darf sie nicht hinwegziehen; sie kann nur auf ihm landen (siehe Sperrsteine).
malefiz-rules-counting-way = Welchen Weg sie genommen hat, ist egal: Es zählt nur das Feld, auf dem sie landet.
malefiz-rules-counting-own = Ein Zug darf nicht auf einem Feld enden, auf dem eine deiner eigenen Figuren steht (die gedruckten Regeln sprechen nur vom Schlagen fremder Figuren).
malefiz-rules-counting-try = Die Figur auf g5 steht an einer Kreuzung. Probier jede Augenzahl aus: Punkte zeigen, wo sie landen kann, rote Ringe, wo sie dabei einen Sperrstein nimmt.

## Über Figuren ziehen

malefiz-rules-passing = Figuren versperren den Weg nicht. Eine ziehende Figur darf über beliebig viele Figuren hinwegziehen, eigene wie fremde, und jede zählt als ein Schritt.
malefiz-rules-passing-stop = Es zählt nur, wo sie landet: Eine gegnerische Figur dort wird geschlagen (siehe Schlagen), auf einer eigenen darf sie nicht landen.
malefiz-rules-passing-try = Mit einer 4 zieht die Figur auf c5 über die beiden gelben Figuren und die eigene auf f5 hinweg und landet auf g5. Mit einer 3 kann sie nicht auf f5 landen, wo ihre eigene Figur steht.

## Sperrsteine

malefiz-rules-barricades = Ein Sperrstein versperrt den Weg: Keine Figur darf über ihn hinwegziehen. Um ihn aus dem Weg zu räumen, musst du mit genauer Augenzahl auf ihm landen. Deine Figur nimmt seinen Platz ein, und du setzt den Sperrstein sofort wieder auf den Spielplan, auf ein beliebiges freies Feld, außer:
malefiz-rules-barricades-bottom-row = auf ein Feld der untersten Reihe;
malefiz-rules-barricades-occupied = auf ein Feld, auf dem eine Figur oder schon ein Sperrstein steht;
malefiz-rules-barricades-resting = auf einen Rastplatz (auf dem schnellen Spielplan).
malefiz-rules-barricades-goal = Auch nicht auf das Zielfeld (die gedruckten Regeln verbieten nur die unterste Reihe).
malefiz-rules-barricades-left = Das Feld, das deine Figur gerade verlassen hat, ist frei, also darf der Sperrstein dorthin.
malefiz-rules-barricades-nowhere = Eine Figur darf nur auf einem Sperrstein landen, wenn er irgendwo hingesetzt werden kann (auf den beiden Spielplänen, die zum Spiel gehören, kommt das nie vor).
malefiz-rules-barricades-steps = Schritt für Schritt: ein Sperrstein wird genommen und neu gesetzt.
malefiz-rules-barricades-try = Probier es aus: Der erste Wurf des Spiels ist eine 5. Klick auf das Haus von Rot, dann auf a3 oder e3, dann auf das Feld, auf das der Sperrstein kommt.

## Schlagen

malefiz-rules-hitting = Landest du genau auf einer gegnerischen Figur, schlägst du sie: Sie muss zurück in ihr Haus und wieder ganz von vorn anfangen.
malefiz-rules-hitting-passing = Wer über eine Figur hinwegzieht, schlägt sie nicht; nur wer auf ihr landet.
malefiz-rules-hitting-own = Eigene Figuren schlägst du nie: Auf ihnen darfst du nicht landen.
malefiz-rules-hitting-village = Auf dem schnellen Spielplan kommt eine Figur, die im Dorf geschlagen wird, stattdessen in den Wald (siehe Der schnelle Spielplan).
malefiz-rules-hitting-try = Rot hat eine 3 gewürfelt. Klick auf die Figur auf c5, dann auf e6, um die Figur von Gelb zu schlagen.

## Aussetzen

malefiz-rules-lost-turns = Kann keine deiner Figuren genau die gewürfelte Zahl ziehen, musst du aussetzen, und die nächste Farbe würfelt.
malefiz-rules-lost-turns-must = Ist irgendein Zug möglich, musst du einen machen, auch einen, den du lieber nicht machen würdest.
malefiz-rules-lost-turns-try = Die einzige Figur von Rot steht auf g8, mit Sperrsteinen auf g7 und i9. Mit einer 1, 2 oder 3 kann sie ziehen; mit einer 4, 5 oder 6 nicht, und Rot muss aussetzen.

## Der schnelle Spielplan

malefiz-rules-fast-design = Der schnelle Spielplan ist ein eigener Entwurf von Malice Table: Die gedruckte Rückseite des Spielplans ist nicht öffentlich, darum wurden seine Rastplätze, das Dorf und der Wald hier neu angelegt.
malefiz-rules-fast-smaller = Er ist kleiner: vier Figuren je Farbe und sechs Sperrsteine. Er hat drei Dinge, die der klassische Spielplan nicht hat.
malefiz-rules-fast-resting = Rastplätze
malefiz-rules-fast-resting-blue = Die blauen Felder sind Rastplätze. Eine Figur, die auf einem steht, kann nicht geschlagen werden: Solange sie dort steht, darf niemand dort landen.
malefiz-rules-fast-resting-pass = Über einen Rastplatz darf man hinwegziehen wie über jedes andere Feld.
malefiz-rules-fast-resting-barricade = Ein Sperrstein darf nie auf einen Rastplatz gesetzt werden.
malefiz-rules-fast-resting-try = Gelb rastet auf g7. Mit einer 3 kann Rot dort nicht landen; mit einer 4 zieht Rot daran vorbei und schlägt die Figur auf h7.
malefiz-rules-fast-village = Das Dorf und der Wald
malefiz-rules-fast-village-rows = Das Dorf umfasst die Reihen 7 bis 9. Eine Figur, die auf einem Feld im Dorf geschlagen wird, kommt in den Wald, nicht in ihr Haus.
malefiz-rules-fast-forest-out = Aus dem Wald kommt eine Figur heraus wie aus einem Haus, aber ihr erster Schritt führt auf den Ausgang des Waldes, i5. Im Wald dürfen beliebig viele Figuren beliebiger Farben warten.
malefiz-rules-fast-forest-barricade = Sogar auf i5 darf ein Sperrstein stehen: Eine Figur im Wald braucht dann genau eine 1, um herauszukommen, und nimmt ihn dabei.

## Gewinnen

malefiz-rules-winning = Wer als Erster eine Figur auf das Zielfeld bringt, gewinnt. Das Zielfeld muss mit genauer Augenzahl erreicht werden.
malefiz-rules-winning-over = Ein Zug darf nicht über das Zielfeld hinausführen: Das Zielfeld kann nur sein letzter Schritt sein.
malefiz-rules-winning-ends = Dort endet das Spiel: Nach dem Gewinnzug zieht niemand mehr.
malefiz-rules-winning-try = Der Sperrstein vor dem Zielfeld wurde weggesetzt. Mit einer 5 erreicht die Figur auf e13 das Zielfeld; mit einer 6 nicht, denn sie darf nicht darüber hinausziehen. Spiel die 5, um zu gewinnen.

## Die Spielpläne auf dieser Seite

malefiz-rules-die-shows = Der Würfel zeigt:
malefiz-rules-unread = Die Stellung { $position } dieses Diagramms lässt sich nicht lesen: { $why }
malefiz-rules-played = Gespielt: { $moves }.
malefiz-rules-won = { $colour } hat gewonnen: Niemand zieht mehr.
malefiz-rules-reset = Zurücksetzen
malefiz-rules-reset-tip = Den Spielplan wieder so aufstellen, wie er war
malefiz-rules-why-not = Warum nicht von { $from } nach { $to }? { $reason }
malefiz-rules-to-roll = { $colour } muss würfeln.
malefiz-rules-reach-none = Mit einer { $roll } kann keine Figur von { $colour } ziehen: { $colour } muss aussetzen.
malefiz-rules-reach = Mit einer { $roll }: { $lines }. Klick auf eine umrahmte Figur, um es auf dem Spielplan zu sehen.
malefiz-rules-can-stop = { $from } kann landen auf { $ends }
malefiz-rules-from-house = eine Figur aus dem Haus
malefiz-rules-from-forest = eine Figur aus dem Wald
malefiz-rules-from-square = die Figur auf { $square }
malefiz-rules-stop-barricade = { $square } (nimmt den Sperrstein)
malefiz-rules-stop-hit = { $square } (schlägt { $colour })
malefiz-rules-stop-goal = { $square } (das Zielfeld)
