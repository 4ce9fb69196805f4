# Malefiz: o nome, as palavras da sua tela, as linhas dos níveis e os
# motivos do motor para recusar um lance.

malefiz-title = Malefiz

## Os níveis: o que esperar do bot de cada um

malefiz-rung-newcomer = Corre com os peões para a frente, muitas vezes não com o melhor; larga barreiras em qualquer lugar.
malefiz-rung-beginner = Metade das vezes corre como Casual, senão como Novato.
malefiz-rung-casual = Move o peão que mais avança, captura quando pode e bloqueia quem está na frente.
malefiz-rung-club = Quase sempre pesa os lances como Experiente; de vez em quando só corre.
malefiz-rung-expert = Pesa cada lance: a corrida, as barreiras, o risco de ser capturado.
malefiz-rung-master = Também olha as respostas e a própria próxima vez, dado a dado: o mais forte.
