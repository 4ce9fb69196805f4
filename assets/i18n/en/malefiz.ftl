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
