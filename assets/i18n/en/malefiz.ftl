# Malefiz: its name, its view's words, its ladder's lines and the engine's
# refusals.

malefiz-title = Malefiz

## The ladder: what to expect of each level's bot

malefiz-rung-newcomer = Races its pieces forward, often not the best one; drops barricades anywhere.
malefiz-rung-beginner = Half the time races like Casual, otherwise like Newcomer.
malefiz-rung-casual = Races the piece that gains most, hits when it can, blocks the leader.
malefiz-rung-club = Mostly weighs its moves like Expert; now and then just races.
malefiz-rung-expert = Weighs every move: the race, barricades, the risk of being hit.
malefiz-rung-master = Also looks at the replies and its own next turn over the dice: the strongest.

## Colours, houses and boards

malefiz-colour-red = Red
malefiz-colour-green = Green
malefiz-colour-yellow = Yellow
malefiz-colour-blue = Blue
malefiz-house-of = { $colour } house
malefiz-forest = Forest
malefiz-village = Village
malefiz-board-classic = Classic board
malefiz-board-fast = Fast board
malefiz-board-named = Board “{ $name }”
malefiz-variant-title = { $board } · { $colours } colours
malefiz-variant-classic = classic board, { $players } players
malefiz-variant-fast = fast board, { $players } players
malefiz-variant-named = { $name } board, { $players } players

## The table

malefiz-roll-the-die = Roll the die
malefiz-pass-the-turn = Pass the turn
malefiz-status-roll = — roll the die (click it, or press Space).
malefiz-status-lost-turn = — you rolled { $roll } and no piece can move: the turn is lost.
malefiz-status-place = — rolled { $roll }: click a space for the barricade (Escape to choose again).
malefiz-status-move = — rolled { $roll }: pick a piece, then where it goes.
malefiz-game-over-won = Game over: { $colour } wins.
malefiz-game-over = Game over.
malefiz-result-reached = { $colour } reached the goal in { $turns ->
    [one] one turn
   *[other] { $turns } turns
}
# Non-breaking spaces: a narrow panel breaks the counts only after the comma.
malefiz-pieces-out-home = { $out } out, { $home } home
malefiz-hint-roll = Hint: roll the die.
malefiz-hint-why-goal = Hint: this move reaches the goal and wins the game.
malefiz-hint-why-hits = Hint: this move sends another colour's pawn back home.
malefiz-hint-why-forest = Hint: this move sends another colour's pawn to the forest.
malefiz-hint-why-barricade = Hint: this move puts the barricade it takes in the way of the other colours' pawn nearest the goal.
malefiz-cannot-now = That move cannot be made now.
malefiz-seated-count = Malefiz is played by 2 to { $colours } players, not { $seats }

## The die

malefiz-roll = Roll
malefiz-rolling = Rolling…
malefiz-rolled = { $colour } rolled { $face }
malefiz-no-roll-yet = No roll yet
malefiz-die-shows = Die: { $rolled }
malefiz-die-no-roll = Die: no roll yet

## Options and the new-game dialog

malefiz-option-board = Malefiz board
malefiz-choice-classic = Classic
malefiz-choice-fast = Fast
malefiz-setup-board = Board:
malefiz-open-map = Open map…
malefiz-open-map-tip = Play on a board map of your own
malefiz-open-map-title = Open a Malefiz board map
malefiz-map-filter = Malefiz map
malefiz-colours-in-play = Colours in play (2 to 4):
malefiz-seat-name = Name
malefiz-rolls-first = Rolls first:
malefiz-first-in-play = First colour in play
malefiz-map-unusable = The map { $name } cannot be used: { $error }
malefiz-map-unreadable = Could not read { $path }: { $error }
malefiz-map-invalid = { $path } is not a usable board map: { $error }

## Why a board map cannot be used

malefiz-map-at = line { $line }, column { $column }: { $problem }
malefiz-map-bad-name = `{ $name }` cannot name a board: use 1–{ $max } letters, digits, `-` or `_`, starting with a letter
malefiz-map-no-rows = the map has no grid rows: write rows of `.`, `o`, `B`, `r`, `G` above a last line of house digits
malefiz-map-digit-in-grid = `{ $found }` is not a grid character; house digits belong on the last line only
malefiz-map-unknown-char = `{ $found }` is not a grid character (`.` no space, `o` space, `B` barricade, `r` resting space, `G` goal)
malefiz-map-too-wide = a board has at most { $max } columns (a–z)
malefiz-map-too-many-rows = the map has { $rows } rows; at most { $max } are allowed
malefiz-map-too-many-spaces = the map has more than { $max } spaces, the most supported
malefiz-map-barricade-on-bottom-row = a barricade cannot start on the bottom row, where none may ever stand
malefiz-map-no-goal = the map has no goal `G`
malefiz-map-two-goals = a second goal; the map already has one at { $first }
malefiz-map-bad-house-char = the last line marks the houses with digits 1–4 under bottom-row spaces and `.` elsewhere; `{ $found }` is neither
malefiz-map-house-not-under-space = the { $colour } house (digit { $digit }) is not under a bottom-row space
malefiz-map-house-on-goal = the { $colour } house cannot enter on the goal
malefiz-map-house-twice = the { $colour } house (digit { $digit }) is marked twice
malefiz-map-too-few-houses = the map has { $found } house(s); it needs at least 2, marked 1–4 on the last line
malefiz-map-goal-unreachable = the goal cannot be reached from the { $colour } house's entry space { $entry }
malefiz-map-goal-unreachable-from-forest = the goal cannot be reached from the forest exit { $exit }
malefiz-map-bad-comment = `# { $key }:` { $problem }
malefiz-map-comment-twice = `# { $key }:` is given twice
malefiz-map-village-without-forest = a village needs a forest for the pieces hit there: add `# forest: SQUARE` (its exit space)
malefiz-map-forest-without-village = a forest needs a village, or no piece can ever get there: add `# village: rows A-B`

## The engine's refusals

malefiz-piece-from-house = A piece from the house
malefiz-piece-from-forest = A piece from the forest
malefiz-piece-on = The piece on { $square }
malefiz-illegal-malformed = This is not written like a move: { $problem } ({ $examples }).
malefiz-illegal-game-over = The game is over: { $winner } has won.
malefiz-illegal-must-roll = { $colour } must roll the die first.
malefiz-illegal-already-rolled = { $colour } has already rolled a { $roll }.
malefiz-illegal-pass-with-moves = { $colour } can move with a { $roll }; a turn is lost only when no move is possible.
malefiz-illegal-house-empty = { $colour } has no piece in the house.
malefiz-illegal-no-house = { $colour } has no house on this board.
malefiz-illegal-no-forest = This board has no forest.
malefiz-illegal-forest-empty = { $colour } has no piece in the forest.
malefiz-illegal-not-a-space = There is no space { $square } on this board.
malefiz-illegal-no-piece = There is no piece on { $square }.
malefiz-illegal-not-your-piece = The piece on { $square } is { $owner }'s, not { $mover }'s.
malefiz-illegal-own-piece-there = A move may not end on the mover's own piece, and a { $colour } piece stands on { $to }.
malefiz-illegal-resting-space-taken = The resting space { $square } has a piece on it, and a piece there cannot be hit.
malefiz-illegal-unreachable = { $from } cannot reach { $to } in exactly { $roll } steps: a path may not visit a space twice, pass over a barricade or pass over the goal.
malefiz-illegal-no-barricade-to-take = There is no barricade on { $to } to take and place, so the move is written { $from }-{ $to }.
malefiz-illegal-placement-missing = The move takes the barricade on { $to }, so it must say where the barricade goes, like { $from }-{ $to }/SQUARE.
malefiz-illegal-barricade-on-bottom-row = A barricade may not be placed on the bottom row ({ $square }).
malefiz-illegal-barricade-on-goal = A barricade may not be placed on the goal.
malefiz-illegal-barricade-on-resting-space = A barricade may not be placed on the resting space { $square }.
malefiz-illegal-barricade-under-mover = The moving piece ends on { $square }, so the barricade cannot go there.
malefiz-illegal-barricade-on-piece = A barricade may not be placed on { $square }, where a piece stands.
malefiz-illegal-barricade-on-barricade = A barricade may not be placed on { $square }, where another barricade stands.

## Why a game cannot be set up

malefiz-setup-too-few = Malefiz needs 2 to 4 colours, but { $found } were chosen
malefiz-setup-repeated = { $colour } was chosen twice
malefiz-setup-no-house = the { $board } board has no house for { $colour }
malefiz-setup-first-not-in-play = { $colour } cannot begin: { $colour } is not in play
malefiz-roll-out-of-range = A die shows 1 to { $faces }, not { $face }.
malefiz-roll-game-over = The game is over: nobody rolls.

## The moves played on the rules page's boards

malefiz-log-rolls = { $colour } rolls { $roll }
malefiz-log-pass = { $colour } { $roll }: pass
malefiz-log-takes = { $head } takes barricade → { $place }
malefiz-log-hits = { $head } hits { $colour }
malefiz-log-hits-forest = { $head } hits { $colour } → forest
malefiz-log-wins = { $head } reaches the goal and wins

## The printed boards

malefiz-print-title-classic = Malefiz · classic board
malefiz-print-title-fast = Malefiz · fast board
malefiz-print-key-goal = goal
malefiz-print-key-barricade = barricade at the start
malefiz-print-key-resting = resting space: no hitting here
malefiz-print-key-village = village: a piece hit here goes to the forest

## What a screen reader hears (ui/malefiz/speech.rs)
malefiz-speak-from-house = the house
malefiz-speak-from-forest = the forest
malefiz-speak-pawn = { $colour } pawn
malefiz-speak-barricade = barricade
malefiz-speak-barricade-in-hand = its barricade taken, to be placed
malefiz-speak-empty = empty
malefiz-speak-goal = the goal
malefiz-speak-resting = a resting space, pawns here cannot be hit
malefiz-speak-village = in the village
malefiz-speak-entry = where { $colour } enters
malefiz-speak-waiting = { $count ->
    [one] one pawn waiting
   *[other] { $count } pawns waiting
}
malefiz-speak-in-forest = { $count ->
    [one] one pawn in the forest
   *[other] { $count } pawns in the forest
}
malefiz-speak-rolls = { $colour } rolled { $roll }.
malefiz-speak-pass = { $colour } cannot move with a { $roll } and loses the turn.
malefiz-speak-move = { $colour } moved a pawn from { $from } to { $to }
malefiz-speak-hits = hitting { $colour }'s pawn back to its house
malefiz-speak-hits-forest = hitting { $colour }'s pawn into the forest
malefiz-speak-barricade-to = and put the barricade on { $square }
malefiz-speak-reaches-goal = reaching the goal
malefiz-speak-sentence = { $words }.
malefiz-speak-to-move-rolled = { $colour } rolled { $roll } and is to move.
malefiz-speak-to-roll = { $colour } is to roll.
malefiz-speak-colour = { $colour }: { $house } in the house, { $forest } in the forest, on the board: { $board }.
malefiz-speak-none = none
malefiz-speak-barricades = Barricades on { $squares }.

malefiz-lesson-hits = The better move sends another colour's pawn back home; the move played does not.
malefiz-lesson-barricade = The better move puts its barricade where it blocks more: in the way of the pawn nearest the goal.
