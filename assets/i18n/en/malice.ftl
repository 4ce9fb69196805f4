# Malice: its name, its view's words, its ladder's lines and the engine's
# refusals.

malice-title = Malice

## The ladder: what to expect of each level's bot

malice-rung-newcomer = Mostly like Beginner; one move in five it only takes what it can and guards what it sees.
malice-rung-beginner = Looks one move ahead and follows the captures through.
malice-rung-casual = Half its moves look two moves ahead, the others like Beginner.
malice-rung-club = Looks two moves ahead, with a little randomness.
malice-rung-expert = Three moves in five look three moves ahead, the others like Club player.
malice-rung-master = Looks three moves ahead and follows captures further than Club player.
malice-rung-champion = Searches as deep as its time allows: the strongest.

## Names: sides, seats, quadrants, pieces

malice-side-south = South
malice-side-north = North
malice-seat-south-l = South-L
malice-seat-north-l = North-L
malice-seat-south-r = South-R
malice-seat-north-r = North-R
malice-quadrant-l-south = L-South
malice-quadrant-l-north = L-North
malice-quadrant-r-south = R-South
malice-quadrant-r-north = R-North
# A size before "piece": "The small piece on Lb2 …"
malice-size-small = small
malice-size-medium = medium
malice-size-large = large
# A size as the name of a kind of piece, to choose from.
malice-size-small-title = Small
malice-size-medium-title = Medium
malice-size-large-title = Large
# One piece in the list of those a seat has taken.
malice-taken-small = small
malice-taken-medium = medium
malice-taken-large = large
malice-movement-small = one square in any direction, like a chess king
malice-movement-medium = by a knight's jump, over any pieces
malice-movement-large = any distance in a straight line, like a chess queen, up to the first occupied square

## Why a game ended, as the refusals say it

malice-end-quadrant-empty = a quadrant is empty
malice-end-passes = every player passed in a row
malice-end-quiet-limit = the quiet-move limit was reached

## The engine's refusals

malice-refusal-malformed = This is not written like a move: { $problem } ({ $examples }).
malice-refusal-game-over = The game is over: { $reason }.
malice-refusal-pass-with-moves = A player may pass only when none of their pieces can move.
malice-refusal-other-board = A piece moves only within its own board, and { $from } and { $to } are on different boards.
malice-refusal-no-piece = There is no piece on { $square }.
malice-refusal-not-your-side-south = The piece on { $square } is not { $mover }'s: { $mover } moves only the pieces on ranks 1–4 of both boards.
malice-refusal-not-your-side-north = The piece on { $square } is not { $mover }'s: { $mover } moves only the pieces on ranks 5–8 of both boards.
malice-refusal-not-your-quadrant = The piece on { $square } is not { $mover }'s: { $mover } moves only the pieces in the { $quadrant } quadrant.
malice-refusal-stands-still = The piece on { $square } must leave its square.
malice-refusal-out-of-reach = The { $size } piece on { $from } cannot reach { $to }: it moves { $movement }.
malice-refusal-blocked = The large piece on { $from } stops at the first occupied square, { $blocker }, before { $to }.
malice-refusal-blocked-somewhere = The large piece on { $from } stops at the first occupied square before { $to }.
malice-refusal-capture-on-own-side = { $to } is on { $side }'s own side: a capture is only allowed in the opponent's quadrants.
malice-refusal-capture-not-marked = { $to } holds a piece, so the move is a capture, written { $written }.
malice-refusal-nothing-to-capture = { $to } is empty, so the move is no capture, written { $written }.
malice-refusal-wrong-landing = The log line does not match the move: it is `{ $actual }`.
malice-refusal-not-now = That move cannot be made now.

## What is wrong with text that is not a move

malice-notation-examples = write moves like Lb2-c3, Lb2xc7 or pass
malice-notation-empty = it is empty
malice-notation-extra-destination = it has extra characters after the destination
malice-notation-extra-rank = it has extra characters after the rank
malice-notation-destination-off = the destination is off the board
malice-notation-off = it is off the board
malice-notation-no-file = the file (a–d) is missing
malice-notation-no-rank = the rank (1–8) is missing
malice-notation-not-file = `{ $text }` is not a file (a–d)
malice-notation-not-rank = `{ $text }` is not a rank (1–8)
malice-notation-not-board = `{ $text }` is not a board (L or R)
malice-notation-no-destination = the destination after { $from } is missing
malice-notation-separator = `{ $text }` after { $from } should be `-` (move) or `x` (capture)

## The table

malice-seated-count = Malice is played by 2 or 4 players, not { $count }
malice-pass = Pass
malice-pass-offer = No piece can move: you must pass.
malice-status-prompt = — click a piece, then a target (or drag it).
malice-game-over = Game over.
malice-game-over-draw = Game over: a draw.
malice-game-over-win = Game over: { $side } wins.
malice-variant-title-two = Two players
malice-variant-title-four = Four players in two teams
# The statistics' rows (kept in English as "2 players", "4 players").
malice-variant-two = 2 players
malice-variant-four = 4 players
malice-result-because-quadrant = The game ended because a quadrant is empty.
malice-result-because-passes = The game ended because no one could move.
malice-result-because-quiet-limit = The game ended because the quiet-move limit was reached.
malice-score = South { $south } – { $north } North

## Settings and the new-game dialog

malice-option-quiet-limit = Malice quiet-move limit
malice-option-quiet-limit-unit = plies without a capture (0 = off)
malice-option-dual-shapes = Shapes on dual squares
malice-option-dual-shapes-tip = Each square shows its colour's shape in a corner. A square and its dual share colour and shape, so they match without telling colours apart.
malice-dialog-players = Players:
malice-dialog-four-teams = 4 (two teams)
malice-dialog-quiet-limit = Quiet-move limit:
malice-dialog-plies-suffix = {" "}plies
malice-dialog-quiet-limit-tip = The game ends after this many plies in a row without a capture; 0 turns the limit off.

## The side panel

malice-points = { $count ->
    [one] 1 pt
   *[other] { $count } pts
}
malice-taken-nothing = { $name ->
    [You] You have
   *[other] { $name } has
} taken nothing
malice-taken = { $name ->
    [You] You have
   *[other] { $name } has
} taken { $count ->
    [one] 1 piece
   *[other] { $count } pieces
}: { $pieces } ({ $points })
malice-seat-colour-tip = { $name ->
    [You] Your
   *[other] { $name }'s
} moves are marked in this colour.
malice-team = Team { $side }: { $points }
malice-team-tip = { $first } and { $second } play together: each moves its own quadrant, and the team scores what both capture.
malice-no-captures = no captures yet
malice-quiet-plies = Quiet plies: { $plies } of { $limit }
malice-quiet-plies-tip = The game ends after this many plies in a row without a capture.
malice-quiet-plies-no-limit = Quiet plies: { $plies } (no limit)

## The move log

# A step whose piece stays where it landed (its dual square was taken).
malice-log-stays = { $mv } (stays)

## The printed sheet

malice-print-key = Small label: the square's dual (same colour, same corner shape, other board). A piece that lands here jumps there if it is empty.

## What a screen reader hears (ui/malice/speech.rs)
malice-speak-piece = { $side }'s { $size } piece
malice-speak-empty = empty
malice-speak-dual = dual { $square }
malice-speak-move = { $side } moved the { $size } piece from { $from } to { $to }
malice-speak-captures = capturing { $owner }'s { $size } piece
malice-speak-jumps = and it jumped to { $square }
malice-speak-stays = and it stayed there, its dual being taken
malice-speak-sentence = { $words }.
malice-speak-pass = { $side } passed.
malice-speak-to-move = { $side } to move.
malice-speak-piece-on = { $size } piece on { $square }
malice-speak-no-pieces = no pieces
malice-speak-side = { $side }, { $points } points: { $pieces }.

malice-lesson-takes = The better move takes a piece; the move played takes none.
malice-lesson-leaves = The move played leaves a piece that the next player can take; the better move leaves none.
