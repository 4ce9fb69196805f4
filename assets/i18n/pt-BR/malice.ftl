# Malice: o nome, as palavras da sua tela, as linhas dos níveis e os
# motivos do motor para recusar um lance.

malice-title = Malice

## Os níveis: o que esperar do bot de cada um

malice-rung-newcomer = Quase sempre como Iniciante; em um lance de cada cinco, só captura o que pode e protege o que vê.
malice-rung-beginner = Olha um lance à frente e segue as capturas até o fim.
malice-rung-casual = Metade dos lances olha dois lances à frente, os outros como Iniciante.
malice-rung-club = Olha dois lances à frente, com um pouco de acaso.
malice-rung-expert = Três lances em cinco olham três lances à frente, os outros como Jogador de clube.
malice-rung-master = Olha três lances à frente e segue as capturas mais longe que Jogador de clube.
malice-rung-champion = Calcula tão fundo quanto o tempo permite: o mais forte.
