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
players-graph-later = The graph of the rating appears after the second game.
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
players-delete-body = { $name }'s ratings, the games they came from, their games against other people and their exercises are forgotten. The statistics above keep their counts.
players-delete-yes = Delete

exercises-set-aside = The exercises file could not be read ({ $why }); it was kept aside, and practice starts again.
exercises-not-written = The exercises could not be written: { $error }.
settings-exercises = Make exercises from my finished games
settings-exercises-tip = Each finished game a person plays here is reviewed in the background (using both cores for a while), and every mistake or blunder of theirs becomes an exercise in Game › Practice.

practice-title = Practice
practice-empty = No exercises yet. Review a finished game (Game › Review game): each mistake (?) or blunder (??) of a person at this computer becomes an exercise. Settings can make them from every finished game.
practice-counts = { $total ->
    [one] One exercise
   *[other] { $total } exercises
}: { $due } due now, { $solved } solved at their last try.
practice-start = Practise the next one
practice-start-tip = The next exercise in order: those due first, the ones missed most often first.
practice-head-game = Game
practice-head-player = Player
practice-head-move = From
practice-head-missed = Missed
practice-head-due = Next due
practice-row-move = { $date }, move { $number } ({ $played })
practice-due-now = now
practice-try = Try
practice-try-tip = Set out this exercise at its game's table; the game there is put aside and comes back when practice ends.
practice-made = { $count ->
    [one] One exercise made from your mistakes: Game › Practice.
   *[other] { $count } exercises made from your mistakes: Game › Practice.
}
practice-none-left = No other exercise is due now: practice ends, and your game is back.
practice-cannot = This exercise cannot be set out: { $why }
practice-not-online = not during a game with friends on other computers.
practice-position-gone = its game no longer reaches that position with a person to move.
practice-no-hint = No hints in practice: find the move yourself.
practice-no-review = Not during practice: end practice to review your game.

practice-task = Practice. { $seat } to move, from your game of { $date }: at move { $move_number } you played { $played } ({ $mark }). Find a better move.
practice-asking = Play your answer on the board.
practice-judging = Weighing your answer…
practice-solved-best = Well found: { $answer } is as good as the best move.
practice-solved = Well found: { $answer } gives away { $loss } at most against the best move.
practice-missed = Not this time: { $answer } gives away { $loss } against the best move.
practice-line = Best line: { $line }
practice-margin = An answer within { $margin } points of winning chance of the best move is accepted.
practice-in-its-game = The exercise's own game, at the move it comes from: step through its moves in the log.
practice-try-again = Try again
practice-try-again-tip = The position again (only the first answer counts in the schedule).
practice-see-game = See it in its game
practice-see-game-tip = The whole game this exercise comes from, at its move.
practice-back = Back to the exercise
practice-back-tip = The exercise's position again.
practice-next = Next exercise
practice-next-tip = The next exercise due now, in practice's order.
practice-end = End practice
practice-end-tip = Your game comes back to the table as you left it.
action-practice = Practice…
action-practice-does = Exercises made from your own mistakes
