# Spite & Malice: its name, its view's words, its ladder's lines and the
# engine's refusals.

spite-title = Spite & Malice

## The ladder: what to expect of each level's bot

spite-rung-newcomer = Plays its payoff card first, then any card that fits; often forgets its side piles.
spite-rung-beginner = Plays its payoff card when it fits, else any card that fits.
spite-rung-casual = Plans a chain of cards up to its payoff card and builds its side piles; sometimes overlooks them.
spite-rung-club = Searches its whole turn, but guesses little at the cards it cannot see.
spite-rung-expert = Searches its whole turn over many guesses at the hidden cards: the strongest.
