# Der Trainer: Wertungen gegen die Leiter, das ausgeglichene Spiel, Übungen.

people-set-aside = Die Datei mit den Wertungen der Spieler ließ sich nicht lesen ({ $why }); sie wurde beiseitegelegt, und die Wertungen beginnen von vorn.
people-not-written = Die Wertungen der Spieler ließen sich nicht schreiben: { $error }.

coach-rating = Elo { $elo } ± { $margin }
coach-even-mark = etwa 50 % für { $names }
coach-next-mark = als Nächstes versuchen, { $names }
coach-even-line = { $name } ({ $rating }): Ein ausgeglichenes Spiel ist das gegen { $level }.
coach-rating-line = { $name }: { $rating }.
coach-next-line = { $name } hat die letzten drei Spiele gegen { $beaten } gewonnen: Versuch es als Nächstes mit { $level }.

players-title = Wertungen der Spieler
players-none = Noch keine Wertungen: Die Wertung einer Person beginnt mit ihrem ersten beendeten Spiel gegen einen Bot oder gegen eine andere Person.
players-ladder-line = { $game }: { $rating } auf der Leiter, aus { $games ->
    [one] einem Spiel
   *[other] { $games } Spielen
}.
players-ladder-tip = Die Wertung steht auf der Elo-Skala der Bots: Die gemessene Elo jeder Stufe ist fest, und die Wertung ist die Spielstärke, die diese Ergebnisse am besten erklärt. Das Intervall enthält die wahre Spielstärke 95 von 100 Malen.
players-even = Ausgeglichen: { $level }.
players-graph-x = Spiele
players-graph-y = Elo
players-graph-line = Wertung
players-graph-later = Der Verlauf der Wertung erscheint nach dem zweiten Spiel.
players-graph-said = Die Wertung von { $name } in { $game } Spiel für Spiel: { $games } Spiele, von { $first } bis { $last }.
players-graph-band = 95-%-Intervall
players-games = { $count ->
    [one] Das Spiel, aus dem sie stammt
   *[other] Die { $count } Spiele, aus denen sie stammt
}
players-against = { $result } gegen { $level }
players-won = gewonnen
players-drawn = unentschieden
players-lost = verloren
players-people-line = { $game } gegen Personen: { $rating } unter den Personen hier; { $won } gewonnen, { $drawn } unentschieden, { $lost } verloren.
players-people-tip = Spiele zwischen Personen zählen getrennt von der Leiter der Bots: 0 ist der Durchschnitt der Personen, die hier gegeneinander gespielt haben.
players-rename = Umbenennen …
players-rename-tip = Diesem Eintrag einen anderen Namen geben: den Namen am Platz, der zu ihm zählen soll.
players-new-name = Neuer Name:
players-rename-empty = Ein Name darf nicht leer sein.
players-rename-taken = Es gibt schon einen Eintrag namens { $name }.
players-rename-gone = Es gibt keinen Eintrag namens { $name } mehr.
players-delete = Löschen …
players-delete-tip = Die Wertungen und Spiele dieser Person vergessen.
players-delete-title = Den Eintrag von { $name } löschen?
players-delete-body = Die Wertungen von { $name }, die Spiele, aus denen sie stammen, die Spiele gegen andere Personen und die Übungen werden vergessen. Die Statistik oben behält ihre Zählung.
players-delete-yes = Löschen

exercises-set-aside = Die Datei mit den Übungen ließ sich nicht lesen ({ $why }); sie wurde beiseitegelegt, und das Üben beginnt von vorn.
exercises-not-written = Die Übungen ließen sich nicht schreiben: { $error }.
settings-exercises = Aus meinen beendeten Partien Übungen machen
settings-exercises-tip = Jede beendete Partie, die eine Person hier spielt, wird im Hintergrund analysiert (eine Weile auf beiden Kernen), und jeder ihrer Fehler oder Patzer wird eine Übung unter Spiel › Üben.

practice-title = Üben
practice-empty = Noch keine Übungen. Analysiere eine beendete Partie (Spiel › Partie analysieren): Jeder Fehler (?) oder Patzer (??) einer Person an diesem Computer wird eine Übung. In den Einstellungen lassen sie sich aus jeder beendeten Partie machen.
practice-counts = { $total ->
    [one] Eine Übung
   *[other] { $total } Übungen
}: { $due } jetzt fällig, { $solved } beim letzten Versuch gelöst.
practice-start = Die nächste üben
practice-start-tip = Die nächste Übung der Reihe nach: die fälligen zuerst, die am häufigsten verfehlten zuerst.
practice-head-game = Spiel
practice-head-player = Person
practice-head-move = Aus
practice-head-missed = Verfehlt
practice-head-due = Fällig
practice-row-move = { $date }, Zug { $number } ({ $played })
practice-due-now = jetzt
practice-try = Versuchen
practice-try-tip = Diese Übung am Tisch ihres Spiels aufbauen; die Partie dort wird beiseitegelegt und kommt zurück, wenn das Üben endet.
practice-made = { $count ->
    [one] Eine Übung aus deinen Fehlern gemacht: Spiel › Üben.
   *[other] { $count } Übungen aus deinen Fehlern gemacht: Spiel › Üben.
}
practice-none-left = Keine andere Übung ist jetzt fällig: Das Üben endet, und deine Partie ist zurück.
practice-cannot = Diese Übung lässt sich nicht aufbauen: { $why }
practice-not-online = nicht während einer Partie mit Freunden an anderen Computern.
practice-position-gone = Ihre Partie erreicht diese Stellung mit einer Person am Zug nicht mehr.
practice-no-hint = Keine Tipps beim Üben: Finde den Zug selbst.
practice-no-review = Nicht beim Üben: Beende das Üben, um deine Partie zu analysieren.

practice-task = Üben. { $seat } ist am Zug, aus deiner Partie vom { $date }: Bei Zug { $move_number } hast du { $played } gespielt ({ $mark }). Finde einen besseren Zug.
practice-asking = Spiel deine Antwort auf dem Brett.
practice-judging = Deine Antwort wird gewogen …
practice-solved-best = Gut gefunden: { $answer } ist so gut wie der beste Zug.
practice-solved = Gut gefunden: { $answer } gibt gegenüber dem besten Zug höchstens { $loss } ab.
practice-missed = Diesmal nicht: { $answer } gibt gegenüber dem besten Zug { $loss } ab.
practice-line = Beste Fortsetzung: { $line }
practice-margin = Eine Antwort, die höchstens { $margin } Punkte Gewinnchance hinter dem besten Zug liegt, gilt.
practice-in-its-game = Die Partie der Übung beim Zug, aus dem sie stammt: Geh ihre Züge in der Liste durch.
practice-try-again = Noch einmal
practice-try-again-tip = Die Stellung noch einmal (nur die erste Antwort zählt für den Plan).
practice-see-game = In ihrer Partie ansehen
practice-see-game-tip = Die ganze Partie, aus der diese Übung stammt, bei ihrem Zug.
practice-back = Zurück zur Übung
practice-back-tip = Die Stellung der Übung noch einmal.
practice-next = Nächste Übung
practice-next-tip = Die nächste jetzt fällige Übung, der Reihe nach.
practice-end = Üben beenden
practice-end-tip = Deine Partie kommt so an den Tisch zurück, wie du sie verlassen hast.
action-practice = Üben …
action-practice-does = Übungen aus deinen eigenen Fehlern
