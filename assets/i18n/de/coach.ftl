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
players-delete-body = Die Wertungen von { $name }, die Spiele, aus denen sie stammen, und die Spiele gegen andere Personen werden vergessen. Die Statistik oben behält ihre Zählung.
players-delete-yes = Löschen
