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
