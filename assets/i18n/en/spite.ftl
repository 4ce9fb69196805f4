# Spite & Malice: its name, its view's words, its ladder's lines and the
# engine's refusals.

spite-title = Spite & Malice

## The ladder: what to expect of each level's bot

spite-rung-newcomer = Plays its payoff card first, then any card that fits; often forgets its side piles.
spite-rung-beginner = Plays its payoff card when it fits, else any card that fits.
spite-rung-casual = Plans a chain of cards up to its payoff card and builds its side piles; sometimes overlooks them.
spite-rung-club = Searches its whole turn, but guesses little at the cards it cannot see.
spite-rung-expert = Searches its whole turn over many guesses at the hidden cards, then plays its best plans out to the end: the strongest.

## The table's words

spite-player = Player { $number }
spite-seated-wrong = Spite & Malice is played by { $players } players, not { $seats }
spite-match-over = The match is over: { $name } won it. Start a new match.
spite-option-refill = Refill the hand when it empties during a turn
spite-option-refill-tip = A player whose hand becomes empty while playing draws 5 more and goes on (the usual rule).
spite-option-four-colour = Four-colour deck (clubs green, diamonds blue)
spite-option-four-colour-tip = Every suit in its own ink: spades black, hearts red, diamonds blue, clubs green. The suit signs stay as they are.
spite-status-covered = — the cards are covered until the next player is ready.
spite-status-play = — drag a card onto a pile, or click it and then the pile; a hand card on a side pile ends the turn.
spite-over-won = Game over: { $name ->
    [You] you win and score
   *[other] { $name } wins and scores
} { $points }.
spite-over-drawn = Game over: drawn, the stock ran out.
spite-over = Game over.
spite-variant-refill = The hand is refilled when it empties
spite-variant-no-refill = No refill when the hand empties
spite-variant-refill-on = refill on
spite-variant-refill-off = refill off
spite-review-waits = Between two people the review waits for the end of the game: it would show one player the other's hand.

## What undo would hide again (after "cannot go back: …")

spite-reveal-payoff = a payoff card was turned up
spite-reveal-refilled = cards were drawn to refill an empty hand
spite-reveal-shuffled = a completed pile was shuffled into the stock
spite-reveal-next-drew = the next player has drawn cards
spite-reveal-turn-passed = the turn has passed to the other player

## The piles, as a screen reader and the tests name them

spite-place-payoff = payoff
spite-place-their-payoff = their payoff
spite-place-side = side { $pile }
spite-place-their-side = their side { $pile }
spite-place-hand = hand { $card }
spite-place-their-hand = their hand
spite-place-hand-down = hand (face down)
spite-place-stock = stock
spite-place-centre = centre { $pile }

## On the table

spite-badge-payoff = Payoff · { $count }
spite-badge-stock = Stock · { $count }
spite-hand-empty = Hand empty
spite-centre-needs = needs { $rank }
spite-centre-complete = complete
spite-centre-king = K as { $rank } · { $needs }
spite-card-wild = WILD
spite-plate = { $who } · { $held } { $held ->
    [one] card
   *[other] cards
} in hand
spite-refuse-elsewhere = Cards go onto the centre piles; a hand card placed on one of your side piles ends your turn.
spite-empty-hand = Your hand is empty and the stock cannot refill it: play on, or end your turn.
spite-end-turn = End turn

## The match panel

spite-panel-game = Game { $game } of the match · first to { $target } points
spite-panel-bot = { $level } bot
spite-panel-human = Human
# Non-breaking spaces: a narrow panel never parts a number from its word.
spite-panel-counts = payoff { $payoff } · { $points } points · { $wins } { $wins ->
    [one] win
   *[other] wins
}
spite-panel-stock = Stock: { $count } cards

## The hot-seat cover

spite-cover-pass = Pass to { $name ->
    [You] you
   *[other] { $name }
}
spite-cover-only = Only { $name ->
    [You] you
   *[other] { $name }
} should see the screen now; then press Ready (or Enter).
spite-cover-ready = Ready
spite-cover-ready-tip = Show { $name ->
    [You] your
   *[other] { $name }'s
} hand (Enter or Space)

## The end of a game

spite-banner-won-detail = +{ $points } { $points ->
    [one] point
   *[other] points
} — the cards left in { $loser ->
    [You] your
   *[other] { $loser }'s
} payoff pile
spite-banner-drawn-detail = The stock ran out: no points.
spite-banner-score = Match: { $first } { $score1 } – { $score2 } { $second } · first to { $target }
spite-banner-match-won = { $name ->
    [You] You win
   *[other] { $name } wins
} the match!
spite-next-game = Next game
spite-new-match = New match

## The new-game dialog

spite-dialog-next = Deal the next game of this match ({ $first } { $score1 } – { $score2 } { $second })
spite-dialog-new = Start a new match (scores back to 0)

## The engine's refusals (cards and ranks in the game's notation)

spite-illegal-malformed = This is not written like a move: { $problem } ({ $examples }).
spite-illegal-game-over = The game is over.
spite-illegal-not-your-turn = It is not your turn.
spite-illegal-not-in-hand = { $card } is not in your hand.
spite-illegal-payoff-empty = Your payoff pile is empty.
spite-illegal-no-side-pile = There are only { $count } side piles.
spite-illegal-side-pile-empty = Side pile { $pile } is empty.
spite-illegal-no-centre-pile = There are only { $count } centre piles.
spite-illegal-wrong-rank = Centre { $pile } needs { $rank } (or a King), not { $card }.
spite-illegal-complete = Centre { $pile } is complete and takes no more cards.
spite-illegal-payoff-to-side = The payoff card cannot go to a side pile: only hand cards go to side piles.
spite-illegal-side-to-side = A card from a side pile cannot go to another side pile: only hand cards go to side piles.
spite-illegal-must-discard = You still hold cards: end the turn by placing one on a side pile.
spite-illegal-payoff-top = Your payoff top is { $top }, not { $named }.
spite-illegal-side-top = The top of side pile { $pile } is { $top }, not { $named }.
spite-illegal-king-stands = { $card } would stand for { $actual } there, not { $claimed }.

## The move log

# A King on a centre pile, and the rank it stands for.
spite-log-as = (as { $rank })
spite-log-ends-turn = (ends turn)
spite-log-end-turn = end turn

## The printed mat

spite-print-payoff = Payoff
spite-print-payoff-cards = { $count } cards
spite-print-payoff-top = top card face up
spite-print-side = Side { $pile }
spite-print-side-any = any card
spite-print-fanned = fanned
spite-print-stock = Stock
spite-print-stock-down = face down
spite-print-centre = Centre { $pile }
spite-print-centre-up = Ace up to Queen
spite-print-hand = hand: draw up to { $count } cards each turn
spite-print-note-build = Build the centre piles up from Ace to Queen.
spite-print-note-kings = Kings are wild. A finished pile goes into the stock.
spite-print-note-end = End your turn with a hand card on a side pile.

## What a screen reader hears (ui/spite/speech.rs)
spite-speak-ace = ace
spite-speak-jack = jack
spite-speak-queen = queen
spite-speak-king = king
spite-speak-spades = spades
spite-speak-hearts = hearts
spite-speak-diamonds = diamonds
spite-speak-clubs = clubs
spite-speak-card = { $rank } of { $suit }
spite-speak-empty = empty
spite-speak-top = top { $card }
spite-speak-cards = { $count ->
    [one] one card
   *[other] { $count } cards
}
spite-speak-under = under it { $cards }
spite-speak-king-as = top { $card } standing for { $rank }
spite-speak-needs = needs { $rank }
spite-speak-complete = complete
spite-speak-from-hand = the hand
spite-speak-from-payoff = the payoff pile
spite-speak-from-side = side pile { $pile }
spite-speak-play = { $name } played the { $card } from { $from } to centre pile { $pile }
spite-speak-payoff-empty = emptying the payoff pile
spite-speak-as = standing for { $rank }
spite-speak-sentence = { $words }.
spite-speak-discard = { $name } discarded the { $card } to side pile { $pile }, ending the turn.
spite-speak-end-turn = { $name } ended the turn.
spite-speak-centre-line = Centre pile { $pile }: { $words }.
spite-speak-seat-line = { $name }: payoff { $payoff }; side piles: { $sides }.
spite-speak-side-line = { $pile }: { $words }
spite-speak-hand-line = Your hand: { $cards }.
spite-speak-hand-down = The hand at the bottom is face down: { $count } cards.
spite-speak-stock-line = Stock: { $count } cards.

spite-lesson-payoff = The better move plays your payoff card: each one played brings you nearer the win.
spite-lesson-gives = The move played lets the other player put their payoff card on a centre pile: a card they needed. The better move does not.
