# The rules page of malefiz (How to play): topics, text, captions.


## Topics

malefiz-rules-topic-aim = Aim and turns
malefiz-rules-topic-entering = Entering the board
malefiz-rules-topic-counting = Counting
malefiz-rules-topic-passing = Passing pieces
malefiz-rules-topic-barricades = Barricades
malefiz-rules-topic-hitting = Hitting
malefiz-rules-topic-lost-turns = Lost turns
malefiz-rules-topic-fast-board = The fast board
malefiz-rules-topic-winning = Winning

## Step by step

malefiz-rules-step-taking-select = Red rolled a 3. The piece on e6 can stop on g7, where a barricade stands (ringed in red).
malefiz-rules-step-taking-place = It stops on g7 and lifts the barricade. The faint barricades show every space it may go to — e6, just left, is one of them.
malefiz-rules-step-taking-put = Red puts it on j9, in Yellow's way: Yellow's piece on k9 now needs exactly a 1 to pass it.
malefiz-rules-step-forest-select = Red rolled a 4. By e7 and f7 the piece passes the resting space g7 and stops on h7, hitting Yellow there.
malefiz-rules-step-forest-village = h7 is in the village, so Yellow's piece goes to the forest, not home.
malefiz-rules-step-forest-out = Yellow rolls a 2. The piece in the forest comes out onto i5 (one step), then goes on to h5 or j5, or stops on the barricade on i6 (two).

## Aim and turns

malefiz-rules-aim = Two to four players race their pieces up the board. Whoever first brings one piece onto the goal at the top wins. Barricades stand in the way, and whoever stops on one puts it back wherever it hurts the others most.
malefiz-rules-aim-turn = A turn
malefiz-rules-aim-turn-roll = Roll the die, then move one of your pieces exactly that many spaces.
malefiz-rules-aim-turn-next = Then the next colour plays, always in the order red, green, yellow, blue, leaving out colours nobody plays.
malefiz-rules-aim-six = A 6 is just a 6: it does not give another roll.
malefiz-rules-aim-first = Unless the new-game dialog says who rolls first, the first colour in play begins (the printed rules let the youngest player start).
malefiz-rules-aim-options = Options
malefiz-rules-option-board-classic = Board: new games are played on the classic board. The new-game dialog can pick the other one, or a map of your own.
malefiz-rules-option-board-fast = Board: new games are played on the fast board. The new-game dialog can pick the other one, or a map of your own.
malefiz-rules-option-board-where = File › Settings… › Malefiz board
malefiz-rules-option-pieces-classic = Pieces per colour: 5 on the classic board. They come with the board: five on the classic board, four on the fast one; a map of your own may set its number.
malefiz-rules-option-pieces-fast = Pieces per colour: 4 on the fast board. They come with the board: five on the classic board, four on the fast one; a map of your own may set its number.
malefiz-rules-option-pieces-where = the board you choose
malefiz-rules-start-classic = The start on the classic board with four colours: every piece waits in its house under the board, the barricades on their red-ringed spaces, the goal at the top.
malefiz-rules-start-fast = The start on the fast board with four colours: every piece waits in its house under the board, the barricades on their red-ringed spaces, the goal at the top.
malefiz-rules-option-colours = Colours in play: any two, three or four.
malefiz-rules-option-colours-where = the New game dialog
malefiz-rules-option-first = Who rolls first.
malefiz-rules-option-first-where = the New game dialog, Rolls first

## Entering the board

malefiz-rules-entering = Every piece starts in its colour's house, under the board. Any roll can bring one out — no 6 is needed.
malefiz-rules-entering-first-step = A piece coming out steps first onto its colour's entry space on the bottom row. That step already counts as one.
malefiz-rules-entering-count = So with a 1 it stops on the entry space; with a 4 it goes on three spaces more.
malefiz-rules-entering-not-forced = Coming out is never forced: you may move a piece that is already out instead.
malefiz-rules-entering-try = Red's entry space is c1, and one red piece is already out on c5. Choose what the die shows, then click Red's house or the piece on c5 to see where it can go; click a marked space to play.

## Counting

malefiz-rules-counting = A piece moves exactly as many spaces as the die shows: never fewer, never more.
malefiz-rules-counting-lines = It follows the lines, up, sideways or down, and at a crossing it may turn whichever way you like.
malefiz-rules-counting-twice = It may not step on the same space twice in one move, so it cannot go out and come back.
malefiz-rules-counting-barricade = It may not walk through a barricade; it can only stop on one (see Barricades).
malefiz-rules-counting-way = The way it went does not matter: only the space where it stops.
malefiz-rules-counting-own = A move may not end on a space where one of your own pieces stands (the printed rules only speak of hitting other pieces).
malefiz-rules-counting-try = The piece on g5 stands at a crossing. Try each face of the die: dots mark where it can stop, red rings where stopping takes a barricade.

## Passing pieces

malefiz-rules-passing = Pieces do not block the way. A moving piece may pass over any number of pieces, yours or anyone else's, and every one it passes counts as a step.
malefiz-rules-passing-stop = Only where it stops matters: on an opponent it hits (see Hitting), on your own piece it may not stop.
malefiz-rules-passing-try = With a 4 the piece on c5 passes the two yellow pieces and its own piece on f5 and stops on g5. With a 3 it cannot stop on f5, where its own piece stands.

## Barricades

malefiz-rules-barricades = A barricade blocks the way: no piece may pass over it. To clear it, stop on it with an exact count. Your piece takes its space, and you put the barricade back on the board at once, on any free space you like except:
malefiz-rules-barricades-bottom-row = a space on the bottom row;
malefiz-rules-barricades-occupied = a space with a piece or another barricade on it;
malefiz-rules-barricades-resting = a resting space (on the fast board).
malefiz-rules-barricades-goal = Nor on the goal (the printed rules only rule out the bottom row).
malefiz-rules-barricades-left = The space your piece has just left is free, so the barricade may go there.
malefiz-rules-barricades-nowhere = A piece may only stop on a barricade if there is somewhere to put it (this never happens on the two boards that come with the game).
malefiz-rules-barricades-steps = Step by step: a barricade taken and put back.
malefiz-rules-barricades-try = Try it: the first roll of a game is a 5. Click Red's house, then a3 or e3, then the space where the barricade goes.

## Hitting

malefiz-rules-hitting = Stop exactly on an opponent's piece and you hit it: it goes back to its house and has to come out again from the start.
malefiz-rules-hitting-passing = Passing over a piece does not hit it; only stopping on it does.
malefiz-rules-hitting-own = You never hit your own pieces: you may not stop on them.
malefiz-rules-hitting-village = On the fast board a piece hit in the village goes to the forest instead (see The fast board).
malefiz-rules-hitting-try = Red rolled a 3. Click the piece on c5, then e6, to hit Yellow's piece.

## Lost turns

malefiz-rules-lost-turns = If none of your pieces can move exactly the number rolled, your turn is lost: you pass, and the next colour rolls.
malefiz-rules-lost-turns-must = If any move is possible, you must make one, even one you would rather not.
malefiz-rules-lost-turns-try = Red's only piece is on g8, with barricades on g7 and i9. With a 1, 2 or 3 it can move; with a 4, 5 or 6 it cannot, and Red must pass.

## The fast board

malefiz-rules-fast-design = The fast board is Malice Table's own design: the printed back of the board is not public, so its resting spaces, village and forest were laid out here.
malefiz-rules-fast-smaller = It is smaller: four pieces a colour and six barricades. It has three things the classic board has not.
malefiz-rules-fast-resting = Resting spaces
malefiz-rules-fast-resting-blue = The blue spaces are resting spaces. A piece standing on one cannot be hit: nobody may stop there while it does.
malefiz-rules-fast-resting-pass = Pieces may pass over a resting space as over any other.
malefiz-rules-fast-resting-barricade = A barricade may never be put on a resting space.
malefiz-rules-fast-resting-try = Yellow rests on g7. With a 3 Red cannot stop there; with a 4 Red passes it and hits the piece on h7.
malefiz-rules-fast-village = The village and the forest
malefiz-rules-fast-village-rows = The village is rows 7 to 9. A piece hit on a village space goes to the forest, not to its house.
malefiz-rules-fast-forest-out = A piece comes out of the forest as from a house, but its first step is onto the forest's exit, i5. Any number of pieces, of any colours, may wait in the forest.
malefiz-rules-fast-forest-barricade = A barricade may even stand on i5: a piece in the forest then needs exactly a 1 to come out, taking it.

## Winning

malefiz-rules-winning = The first player to bring a piece onto the goal wins. The goal must be reached with an exact count.
malefiz-rules-winning-over = A move may not run over the goal: the goal can only be its last step.
malefiz-rules-winning-ends = The game ends there: after the winning move nobody moves again.
malefiz-rules-winning-try = The barricade in front of the goal has been moved away. With a 5 the piece on e13 reaches the goal; with a 6 it cannot, since it may not pass over it. Play the 5 to win.

## The diagrams

malefiz-rules-die-shows = The die shows:
malefiz-rules-unread = This diagram's position { $position } does not read: { $why }
malefiz-rules-played = Played: { $moves }.
malefiz-rules-won = { $colour } has won: nobody moves any more.
malefiz-rules-reset = Reset
malefiz-rules-reset-tip = Put the diagram back as it was
malefiz-rules-why-not = Why not { $from } to { $to }? { $reason }
malefiz-rules-to-roll = { $colour } is to roll the die.
malefiz-rules-reach-none = With a { $roll } no piece of { $colour } can move: the turn is lost.
malefiz-rules-reach = With a { $roll }: { $lines }. Click a framed piece to see it on the board.
malefiz-rules-can-stop = { $from } can stop on { $ends }
malefiz-rules-from-house = a piece from the house
malefiz-rules-from-forest = a piece from the forest
malefiz-rules-from-square = the piece on { $square }
malefiz-rules-stop-barricade = { $square } (taking the barricade)
malefiz-rules-stop-hit = { $square } (hitting { $colour })
malefiz-rules-stop-goal = { $square } (the goal)
