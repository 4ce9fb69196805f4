# The rules page of spite (How to play): topics, text, captions.

## Topics

spite-rules-topic-table = The table
spite-rules-topic-building = Building the centre piles
spite-rules-topic-kings = Kings are wild
spite-rules-topic-sides = Side piles and ending your turn
spite-rules-topic-refill = Refilling your hand
spite-rules-topic-winning = Winning and the match
spite-rules-settings = File › Settings… › Spite & Malice

## The table

spite-rules-table-intro = Spite & Malice is a race for two players: the first to get rid of their payoff pile wins. Only ranks count, never suits: Ace (1), 2 to 10, Jack (11), Queen (12). Kings are wild.
spite-rules-table-decks = Two ordinary 52-card decks are shuffled together: 104 cards, no jokers.
spite-rules-table-rows = Your cards lie along the bottom of the table, your opponent's along the top:
spite-rules-table-payoff = Payoff pile (far left): 20 cards, face down except the top one; the count under it says how many are left.
spite-rules-table-sides = Four side piles (beside it): empty at first. They fan out so everyone sees every card.
spite-rules-table-hand = Hand (right): up to five cards only you can see; your opponent's hand shows backs.
spite-rules-table-between = Between the two rows:
spite-rules-table-stock = The stock (left): the cards nobody was dealt, face down, 54 at the start. You draw from it.
spite-rules-table-centre = Three centre piles: both of you build on them, from an Ace up to a Queen. They start empty.
spite-rules-table-turn = A turn, in short: draw until you hold five cards; play as many cards as you like onto the centre piles; then put one card from your hand onto one of your side piles, which ends the turn.
spite-rules-table-hidden = Nobody sees the order of the stock or the payoff cards under the top ones; everything else on the table is open.
spite-rules-table-shows = The table also shows how many cards your opponent holds, and the match score.
spite-rules-table-cover = When two people share one screen, a "Pass to …" screen hides both hands whenever the turn changes hands.

## Building the centre piles

spite-rules-building-intro = Every card you play goes onto one of the three centre piles, which both players share.
spite-rules-building-ace = An empty centre pile takes only an Ace (or a King standing for one).
spite-rules-building-climb = Then each pile climbs one rank at a time: a 2 on the Ace, a 3 on the 2, and so on up to the Queen. Suits and colours do not matter.
spite-rules-building-queen = A pile that reaches its Queen is finished at once: its twelve cards go back into the stock, and its place is free for a new Ace.
spite-rules-building-places = In your turn you may play as many cards as you like, in any order, from three places: the top of your payoff pile, the top of any of your side piles, and your hand.
spite-rules-building-shuffle = A finished pile's cards are added to the stock and the whole stock is shuffled.
spite-rules-building-try = drag a card onto a centre pile, or click it and then the pile; the piles it fits light up. Q♥ finishes centre 1 (watch the stock grow), 4♣ and then your payoff card 5♦ go on centre 2, A♦ opens centre 3. 7♠ fits nowhere: the table says why.

## Kings are wild

spite-rules-kings-intro = A King can go on any centre pile as whatever rank that pile needs next: on an empty pile it is an Ace, on a 6 it is a 7. Once down it counts as that rank, and the pile carries on from it. The label under the pile shows both, for example "K as 7 · needs 8".
spite-rules-kings-from = A King can be played from your hand, your payoff pile or a side pile, like any other card; it is most useful when nothing else fits.
spite-rules-kings-ten = A King on a 10 stands for a Jack. (The usual rules text gives the example that it "becomes a Queen", which goes against its own rule; Malice Table follows the rule.)
spite-rules-kings-start = Centre 1 needs a 7, centre 2 a Jack, and centre 3 is empty. You hold three Kings.
spite-rules-kings-step-1 = K♦ goes on the 6 of centre 1 and stands for the 7: the pile now needs an 8.
spite-rules-kings-step-2 = 8♣ follows the King as if it were a real 7.
spite-rules-kings-step-3 = Your payoff card 9♥ goes on next, and the payoff pile turns up its next card.
spite-rules-kings-step-4 = K♠ on the 10 of centre 2 stands for a Jack (the house rule above): the pile needs a Queen.
spite-rules-kings-step-5 = K♥ on the empty centre 3 stands for an Ace: the pile now needs a 2.

## Side piles and ending your turn

spite-rules-sides-intro = When you have played all you want, you end your turn by putting one card from your hand onto one of your four side piles. Then it is your opponent's turn.
spite-rules-sides-any = Any hand card may go onto any of your side piles, whatever lies there already.
spite-rules-sides-only-hand = Only hand cards go onto side piles: never your payoff card, and never a card from another side pile.
spite-rules-sides-top = From a side pile you may play only its top card, and only onto a centre pile.
spite-rules-sides-empty-hand = If your hand is empty when you have finished playing, your turn ends without a card going to a side pile (the End turn button).
spite-rules-sides-undo = Once your turn has passed, Undo cannot take it back.
spite-rules-sides-try = play 4♠ from side pile 2 and then 5♥ from side pile 1 onto the centre. Drag 5♥ onto another side pile, or your payoff card onto a side pile, to see them refused. End the turn by dropping a hand card on a side pile.

## Refilling your hand

spite-rules-refill-intro = At the start of every turn you draw from the stock until you hold five cards.
spite-rules-refill-drawn = If the stock cannot bring your hand up to five at the start of your turn, the game ends drawn and nobody scores.
spite-rules-refill-on = on
spite-rules-refill-off = off
spite-rules-refill-default = the default
spite-rules-refill-default-is-on = the default is on
spite-rules-refill-option = Refill during the turn: when you play your last hand card, you draw five new cards and play on. Now: { $now } ({ $default }). A change applies from your next new game.
spite-rules-refill-takes = This refill takes whatever the stock still has, even fewer than five cards, and never draws the game. With it off, an emptied hand stays empty until your next turn: you may still play from your payoff and side piles, then end the turn without a card for a side pile.
spite-rules-refill-again = While your hand is empty, the refill is tried again after every card you play, so a finished centre pile that fills an empty stock refills your hand at once.
spite-rules-refill-try = this table plays with your setting (refill { $now }). Play 6♠, your last hand card, onto centre 1 and see what happens.

## Winning and the match

spite-rules-winning-intro = You win the game the moment the last card of your payoff pile goes onto a centre pile. You score one point for every card still in your opponent's payoff pile.
spite-rules-winning-match = Games are played in a match: the points add up from game to game, and the first player with { $target } points or more wins the match.
spite-rules-winning-drawn = A game is drawn, with no points, when the stock cannot fill a hand to five at the start of a turn.
spite-rules-winning-first = The first game of a match is started by the player whose payoff top card ranks higher (Ace lowest, King highest); on equal ranks, player 1.
spite-rules-winning-later = Every later game is started by the loser of the game before; after a drawn game, by the player who did not start it.
spite-rules-winning-try = you have two payoff cards left, 7♣ on top of 8♠, and your opponent has 13. Play 6♦ from your hand onto centre 1, then both payoff cards.

## The tables you play on

spite-rules-you = You
spite-rules-your-opponent = Your opponent
spite-rules-not-set-up = This table could not be set up: { $why }
spite-rules-reset = Reset
spite-rules-reset-tip = Put every card back where this table started
spite-rules-this-card = This card
spite-rules-fits-nowhere = { $card } fits no centre pile now.
spite-rules-fits-nowhere-side = { $card } fits no centre pile now; it can end your turn on any side pile.
spite-rules-can-go = { $card } can go to { $piles }.
spite-rules-can-go-side = { $card } can go to { $piles }, or end your turn on any side pile.
spite-rules-or = { $first } or { $second }
spite-rules-your-hand = your hand
spite-rules-your-payoff = your payoff pile
spite-rules-side-pile = side pile { $pile }
spite-rules-a-card = a card
spite-rules-standing = { $play }, standing for { $rank }
spite-rules-play-onto = { $card } from { $place } onto centre { $pile }
spite-rules-discard = { $card } from your hand onto side pile { $pile }
spite-rules-end-turn = end turn
spite-rules-ended-empty = You ended your turn with an empty hand.
spite-rules-played = You played { $play }.
spite-rules-won = { $done } Your payoff pile is empty: you win the game and score { $points } { $points ->
    [one] point
   *[other] points
}, one for each card left in your opponent's payoff pile.
spite-rules-drawn = { $done } The stock could not fill the next hand to five cards: the game is drawn.
spite-rules-turn-over = { $done } Your turn is over: your opponent draws up to five cards and plays.
spite-rules-queen = { $done } Centre { $pile } reached the Queen: its 12 cards went into the stock, which now holds { $stock } cards.
spite-rules-next-payoff = { $done } Your next payoff card, { $card }, is turned up.
spite-rules-hand-ran-out = { $done } Your hand ran out, so you drew { $count } new cards.
spite-rules-hand-empty = { $done } Your hand is empty: play on from your payoff and side piles, or end your turn.
