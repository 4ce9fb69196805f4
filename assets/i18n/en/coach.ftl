# The coach: ratings against the ladder, the even game, practice.

people-set-aside = The players' ratings file could not be read ({ $why }); it was kept aside, and ratings start again.
people-not-written = The players' ratings could not be written: { $error }.

coach-rating = Elo { $elo } ± { $margin }
coach-even-mark = about 50% for { $names }
coach-next-mark = try next, { $names }
coach-even-line = { $name } ({ $rating }): an even game is against { $level }.
coach-rating-line = { $name }: { $rating }.
coach-next-line = { $name } won the last three games against { $beaten }: try { $level } next.

players-title = Players' ratings
players-none = No ratings yet: a person's rating begins with their first finished game against a bot, or against another person.
players-ladder-line = { $game }: { $rating } on the ladder, from { $games ->
    [one] one game
   *[other] { $games } games
}.
players-ladder-tip = The rating is on the bots' own Elo scale: each level's measured Elo is fixed, and the rating is the strength that best explains these results. The interval holds the true strength 95 times in 100.
players-even = An even game: { $level }.
players-graph-x = games
players-graph-y = Elo
players-graph-line = rating
players-graph-said = The rating of { $name } in { $game } game by game: { $games } games, from { $first } to { $last }.
players-graph-band = 95% interval
players-games = { $count ->
    [one] The game it came from
   *[other] The { $count } games it came from
}
players-against = { $result } against { $level }
players-won = won
players-drawn = drew
players-lost = lost
players-people-line = { $game } against people: { $rating } among the people here; { $won } won, { $drawn } drawn, { $lost } lost.
players-people-tip = Games between people count apart from the bots' ladder: 0 is the average of the people who played each other here.
players-rename = Rename…
players-rename-tip = Give this record another name: the name at the seat that should count toward it.
players-new-name = New name:
players-rename-empty = A name cannot be empty.
players-rename-taken = There is already a record named { $name }.
players-rename-gone = There is no record named { $name } any more.
players-delete = Delete…
players-delete-tip = Forget this person's ratings and games.
players-delete-title = Delete { $name }'s record?
players-delete-body = { $name }'s ratings, the games they came from and their games against other people are forgotten. The statistics above keep their counts.
players-delete-yes = Delete
