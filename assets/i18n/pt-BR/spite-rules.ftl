# A página "Como jogar" de Spite & Malice: tópicos, textos, legendas.

## Tópicos

spite-rules-topic-table = A mesa
spite-rules-topic-building = Montando as pilhas centrais
spite-rules-topic-kings = O rei é curinga
spite-rules-topic-sides = Pilhas de descarte e o fim da vez
spite-rules-topic-refill = Completando a mão
spite-rules-topic-winning = A vitória e a disputa
spite-rules-settings = Arquivo › Configurações… › Spite & Malice

## A mesa

spite-rules-table-intro = Spite & Malice é uma corrida para dois jogadores: vence quem primeiro se livrar do seu monte. Só os valores contam, nunca os naipes: ás (1), 2 a 10, valete (11), dama (12). O rei é curinga.
spite-rules-table-decks = Dois baralhos comuns de 52 cartas são embaralhados juntos: 104 cartas, sem os curingas do baralho.
spite-rules-table-rows = Suas cartas ficam na parte de baixo da mesa, as do adversário na parte de cima:
spite-rules-table-payoff = Monte (na ponta esquerda): 20 cartas viradas para baixo, menos a de cima; o número embaixo dele diz quantas ainda restam.
spite-rules-table-sides = Quatro pilhas de descarte (ao lado): vazias no começo. Ficam abertas em leque para que todos vejam todas as cartas.
spite-rules-table-hand = Mão (à direita): até cinco cartas que só você vê; da mão do adversário você vê o verso.
spite-rules-table-between = Entre as duas fileiras:
spite-rules-table-stock = O baralho de compra (à esquerda): as cartas que não foram distribuídas, viradas para baixo, 54 no começo. É dele que você compra.
spite-rules-table-centre = Três pilhas centrais: os dois jogadores montam nelas, do ás até a dama. Começam vazias.
spite-rules-table-turn = Uma vez, em resumo: compre até ficar com cinco cartas; jogue quantas cartas quiser nas pilhas centrais; depois coloque uma carta da mão numa das suas pilhas de descarte, o que encerra a vez.
spite-rules-table-hidden = Ninguém vê a ordem do baralho de compra nem as cartas do monte abaixo da de cima; todo o resto da mesa está à vista.
spite-rules-table-shows = A mesa também mostra quantas cartas o adversário tem na mão e o placar da disputa.
spite-rules-table-cover = Quando duas pessoas dividem uma tela, uma tela "Passe para …" esconde as duas mãos sempre que a vez muda de jogador.

## Montando as pilhas centrais

spite-rules-building-intro = Toda carta que você joga vai para uma das três pilhas centrais, que são dos dois jogadores.
spite-rules-building-ace = Uma pilha central vazia só aceita um ás (ou um rei valendo ás).
spite-rules-building-climb = Depois cada pilha sobe um valor por vez: um 2 sobre o ás, um 3 sobre o 2, e assim por diante até a dama. Naipes e cores não importam.
spite-rules-building-queen = Uma pilha que chega à dama está completa na hora: suas doze cartas voltam para o baralho de compra e o lugar fica livre para um novo ás.
spite-rules-building-places = Na sua vez você pode jogar quantas cartas quiser, na ordem que quiser, de três lugares: a carta de cima do seu monte, a carta de cima de qualquer das suas pilhas de descarte e a sua mão.
spite-rules-building-shuffle = As cartas de uma pilha completa vão para o baralho de compra, e o baralho de compra inteiro é embaralhado.
spite-rules-building-try = arraste uma carta para uma pilha central, ou clique nela e depois na pilha; as pilhas em que ela serve se acendem. Q♥ completa a pilha central 1 (veja o baralho de compra crescer), 4♣ e depois a carta do seu monte, 5♦, vão na pilha central 2, e A♦ abre a pilha central 3. 7♠ não serve em lugar nenhum: a mesa diz por quê.

## O rei é curinga

spite-rules-kings-intro = Um rei pode ir em qualquer pilha central valendo o que essa pilha pede em seguida: numa pilha vazia vale ás, sobre um 6 vale 7. Uma vez na mesa, ele conta como esse valor e a pilha continua a partir dele. A etiqueta embaixo da pilha mostra as duas coisas, por exemplo "K vale 7 · pede 8".
spite-rules-kings-from = Um rei pode ser jogado da mão, do monte ou de uma pilha de descarte, como qualquer outra carta; ele é mais útil quando nada mais serve.
spite-rules-kings-ten = Um rei sobre um 10 vale valete. (O texto comum das regras dá o exemplo de que ele "vira dama", o que contradiz a própria regra; o Malice Table segue a regra.)
spite-rules-kings-start = A pilha central 1 pede um 7, a pilha central 2 um valete, e a pilha central 3 está vazia. Você tem três reis na mão.
spite-rules-kings-step-1 = K♦ vai sobre o 6 da pilha central 1 e vale 7: agora a pilha pede um 8.
spite-rules-kings-step-2 = 8♣ vem depois do rei como se ele fosse um 7 de verdade.
spite-rules-kings-step-3 = Em seguida vai a carta do seu monte, 9♥, e o monte vira a próxima carta.
spite-rules-kings-step-4 = K♠ sobre o 10 da pilha central 2 vale valete (a regra da casa acima): a pilha pede uma dama.
spite-rules-kings-step-5 = K♥ na pilha central 3 vazia vale ás: agora a pilha pede um 2.

## Pilhas de descarte e o fim da vez

spite-rules-sides-intro = Quando já jogou tudo o que queria, você encerra a vez colocando uma carta da mão numa das suas quatro pilhas de descarte. Aí é a vez do adversário.
spite-rules-sides-any = Qualquer carta da mão pode ir para qualquer uma das suas pilhas de descarte, não importa o que já esteja lá.
spite-rules-sides-only-hand = Só cartas da mão vão para as pilhas de descarte: nunca a carta do monte, e nunca uma carta de outra pilha de descarte.
spite-rules-sides-top = De uma pilha de descarte você só pode jogar a carta de cima, e só numa pilha central.
spite-rules-sides-empty-hand = Se a sua mão estiver vazia quando terminar de jogar, a vez acaba sem nenhuma carta ir para o descarte (o botão Encerrar a vez).
spite-rules-sides-undo = Depois que a sua vez passou, Desfazer não consegue voltar atrás.
spite-rules-sides-try = jogue o 4♠ da pilha de descarte 2 e depois o 5♥ da pilha de descarte 1 no centro. Arraste o 5♥ para outra pilha de descarte, ou a carta do seu monte para uma pilha de descarte, para ver a recusa. Encerre a vez soltando uma carta da mão numa pilha de descarte.

## Completando a mão

spite-rules-refill-intro = No começo de cada vez você compra do baralho de compra até ficar com cinco cartas.
spite-rules-refill-drawn = Se o baralho de compra não consegue completar sua mão até cinco no começo da sua vez, a partida termina empatada e ninguém marca pontos.
spite-rules-refill-on = ligado
spite-rules-refill-off = desligado
spite-rules-refill-default = o padrão
spite-rules-refill-default-is-on = o padrão é ligado
spite-rules-refill-option = Completar durante a vez: quando você joga a última carta da mão, compra cinco cartas novas e continua jogando. Agora: { $now } ({ $default }). Uma mudança vale a partir da sua próxima partida nova.
spite-rules-refill-takes = Essa compra leva o que o baralho de compra ainda tiver, mesmo menos de cinco cartas, e nunca empata a partida. Com ela desligada, uma mão que esvaziou fica vazia até a sua próxima vez: você ainda pode jogar do monte e das pilhas de descarte e depois encerrar a vez sem carta para o descarte.
spite-rules-refill-again = Enquanto sua mão está vazia, a compra é tentada de novo depois de cada carta jogada; assim, uma pilha central completa que reabastece um baralho de compra vazio completa sua mão na hora.
spite-rules-refill-try = esta mesa joga com a sua configuração (completar { $now }). Jogue o 6♠, a última carta da sua mão, na pilha central 1 e veja o que acontece.

## A vitória e a disputa

spite-rules-winning-intro = Você vence a partida no momento em que a última carta do seu monte vai para uma pilha central. Você marca um ponto para cada carta que ainda está no monte do adversário.
spite-rules-winning-match = As partidas fazem parte de uma disputa: os pontos se somam de partida em partida, e o primeiro jogador a chegar a { $target } pontos ou mais vence a disputa.
spite-rules-winning-drawn = Uma partida termina empatada, sem pontos, quando o baralho de compra não consegue completar uma mão até cinco no começo de uma vez.
spite-rules-winning-first = A primeira partida de uma disputa começa com o jogador cuja carta de cima do monte é mais alta (ás a mais baixa, rei a mais alta); em caso de empate, o jogador 1.
spite-rules-winning-later = Cada partida seguinte começa com quem perdeu a anterior; depois de um empate, com o jogador que não começou a anterior.
spite-rules-winning-try = restam duas cartas no seu monte, 7♣ sobre 8♠, e o adversário tem 13. Jogue o 6♦ da sua mão na pilha central 1 e depois as duas cartas do monte.

## As mesas para experimentar

spite-rules-you = Você
spite-rules-your-opponent = Seu adversário
spite-rules-not-set-up = Não foi possível montar esta mesa: { $why }
spite-rules-reset = Recomeçar
spite-rules-reset-tip = Colocar cada carta de volta onde esta mesa começou
spite-rules-this-card = Esta carta
spite-rules-fits-nowhere = { $card } não serve em nenhuma pilha central agora.
spite-rules-fits-nowhere-side = { $card } não serve em nenhuma pilha central agora; ela pode encerrar sua vez em qualquer pilha de descarte.
spite-rules-can-go = { $card } pode ir para { $piles }.
spite-rules-can-go-side = { $card } pode ir para { $piles }, ou encerrar sua vez em qualquer pilha de descarte.
spite-rules-or = { $first } ou { $second }
spite-rules-your-hand = sua mão
spite-rules-your-payoff = seu monte
spite-rules-side-pile = pilha de descarte { $pile }
spite-rules-a-card = uma carta
spite-rules-standing = { $play }, valendo { $rank }
spite-rules-play-onto = { $card } de { $place } para a pilha central { $pile }
spite-rules-discard = { $card } da sua mão para a pilha de descarte { $pile }
spite-rules-end-turn = encerrar a vez
spite-rules-ended-empty = Você encerrou a vez com a mão vazia.
spite-rules-played = Você jogou { $play }.
spite-rules-won = { $done } Seu monte está vazio: você vence a partida e marca { $points } { $points ->
    [0] pontos
    [one] ponto
   *[other] pontos
}, um para cada carta que sobrou no monte do adversário.
spite-rules-drawn = { $done } O baralho de compra não conseguiu completar a próxima mão até cinco cartas: a partida terminou empatada.
spite-rules-turn-over = { $done } Sua vez acabou: o adversário compra até ficar com cinco cartas e joga.
spite-rules-queen = { $done } A pilha central { $pile } chegou à dama: suas 12 cartas foram para o baralho de compra, que agora tem { $stock } cartas.
spite-rules-next-payoff = { $done } A próxima carta do seu monte, { $card }, é virada.
spite-rules-hand-ran-out = { $done } Sua mão acabou, então você comprou { $count } cartas novas.
spite-rules-hand-empty = { $done } Sua mão está vazia: continue jogando do monte e das pilhas de descarte, ou encerre a vez.
