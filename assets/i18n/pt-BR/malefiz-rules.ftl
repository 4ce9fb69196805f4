# A página de regras do Malefiz (Como jogar): tópicos, texto, legendas.


## Tópicos

malefiz-rules-topic-aim = Objetivo e rodadas
malefiz-rules-topic-entering = Entrando no tabuleiro
malefiz-rules-topic-counting = Contando as casas
malefiz-rules-topic-passing = Passando por cima de peões
malefiz-rules-topic-barricades = Barreiras
malefiz-rules-topic-hitting = Capturar
malefiz-rules-topic-lost-turns = Perder a vez
malefiz-rules-topic-fast-board = O tabuleiro rápido
malefiz-rules-topic-winning = Vencer

## Passo a passo

malefiz-rules-step-taking-select = O Vermelho tirou 3. O peão em e6 pode parar em g7, onde há uma barreira (com anel vermelho).
malefiz-rules-step-taking-place = Ele para em g7 e pega a barreira. As barreiras claras mostram todas as casas onde ela pode ser colocada — e6, que acabou de ficar livre, é uma delas.
malefiz-rules-step-taking-put = O Vermelho a coloca em j9, no caminho do Amarelo: o peão amarelo em k9 agora precisa tirar exatamente 1 para passar por ela.
malefiz-rules-step-forest-select = O Vermelho tirou 4. Por e7 e f7 o peão passa pela casa de descanso g7 e para em h7, capturando o Amarelo ali.
malefiz-rules-step-forest-village = h7 fica na vila, então o peão amarelo vai para a floresta, e não para a casa inicial.
malefiz-rules-step-forest-out = O Amarelo tira 2. O peão na floresta sai em i5 (um passo) e segue para h5 ou j5, ou para na barreira em i6 (dois).

## Objetivo e rodadas

malefiz-rules-aim = De dois a quatro jogadores apostam corrida com seus peões tabuleiro acima. Vence quem primeiro levar um peão até a meta, lá no alto. Barreiras atrapalham o caminho, e quem para numa delas a recoloca onde ela mais prejudicar os outros.
malefiz-rules-aim-turn = Uma jogada
malefiz-rules-aim-turn-roll = Jogue o dado e ande com um dos seus peões exatamente esse número de casas.
malefiz-rules-aim-turn-next = Depois joga a próxima cor, sempre na ordem vermelho, verde, amarelo, azul, pulando as cores que ninguém joga.
malefiz-rules-aim-six = Um 6 é só um 6: não dá direito a jogar de novo.
malefiz-rules-aim-first = Se a janela de nova partida não disser quem começa, começa a primeira cor em jogo (as regras impressas deixam o jogador mais novo começar).
malefiz-rules-aim-options = Opções
malefiz-rules-option-board-classic = Tabuleiro: as novas partidas são jogadas no tabuleiro clássico. A janela de nova partida pode escolher o outro, ou um mapa seu.
malefiz-rules-option-board-fast = Tabuleiro: as novas partidas são jogadas no tabuleiro rápido. A janela de nova partida pode escolher o outro, ou um mapa seu.
malefiz-rules-option-board-where = Arquivo › Configurações… › Tabuleiro do Malefiz
malefiz-rules-option-pieces-classic = Peões por cor: 5 no tabuleiro clássico. Eles vêm com o tabuleiro: cinco no clássico, quatro no rápido; um mapa seu pode definir o número.
malefiz-rules-option-pieces-fast = Peões por cor: 4 no tabuleiro rápido. Eles vêm com o tabuleiro: cinco no clássico, quatro no rápido; um mapa seu pode definir o número.
malefiz-rules-option-pieces-where = escolha do tabuleiro
malefiz-rules-start-classic = O início no tabuleiro clássico com quatro cores: cada peão espera na sua casa inicial, embaixo do tabuleiro, as barreiras estão nas casas com anel vermelho, e a meta fica lá no alto.
malefiz-rules-start-fast = O início no tabuleiro rápido com quatro cores: cada peão espera na sua casa inicial, embaixo do tabuleiro, as barreiras estão nas casas com anel vermelho, e a meta fica lá no alto.
malefiz-rules-option-colours = Cores em jogo: quaisquer duas, três ou quatro.
malefiz-rules-option-colours-where = Nova partida
malefiz-rules-option-first = Quem joga primeiro.
malefiz-rules-option-first-where = Nova partida, Joga primeiro

## Entrando no tabuleiro

malefiz-rules-entering = Todo peão começa na casa inicial da sua cor, embaixo do tabuleiro. Qualquer número tirado no dado pode trazer um para fora — não é preciso tirar 6.
malefiz-rules-entering-first-step = Um peão que sai pisa primeiro na casa de entrada da sua cor, na fileira de baixo. Esse passo já conta como um.
malefiz-rules-entering-count = Então, com 1 ele para na casa de entrada; com 4 ele anda mais três casas.
malefiz-rules-entering-not-forced = Sair nunca é obrigatório: você pode andar com um peão que já está fora.
malefiz-rules-entering-try = A casa de entrada do Vermelho é c1, e um peão vermelho já está fora, em c5. Escolha o que o dado mostra e clique na casa inicial do Vermelho ou no peão em c5 para ver aonde ele pode ir; clique numa casa marcada para jogar.

## Contando as casas

malefiz-rules-counting = Um peão anda exatamente o número de casas que o dado mostra: nem menos, nem mais.
malefiz-rules-counting-lines = Ele segue as linhas, para cima, para o lado ou para baixo, e num cruzamento pode virar para onde você quiser.
malefiz-rules-counting-twice = Ele não pode pisar duas vezes na mesma casa num lance, então não pode ir e voltar.
malefiz-rules-counting-barricade = Ele não pode atravessar uma barreira; só pode parar numa (veja Barreiras).
malefiz-rules-counting-way = O caminho que ele fez não importa: só a casa onde ele para.
malefiz-rules-counting-own = Um lance não pode terminar numa casa onde esteja um peão seu (as regras impressas só falam de capturar peões dos outros).
malefiz-rules-counting-try = O peão em g5 está num cruzamento. Experimente cada face do dado: os pontos mostram onde ele pode parar, os anéis vermelhos onde parar significa pegar uma barreira.

## Passando por cima de peões

malefiz-rules-passing = Peões não bloqueiam o caminho. Um peão que anda pode passar por cima de quantos peões quiser, seus ou de qualquer outro, e cada um conta como um passo.
malefiz-rules-passing-stop = Só importa onde ele para: um adversário ali é capturado (veja Capturar); num peão seu ele não pode parar.
malefiz-rules-passing-try = Com 4 o peão em c5 passa pelos dois peões amarelos e pelo próprio peão em f5 e para em g5. Com 3 ele não pode parar em f5, onde está o seu próprio peão.

## Barreiras

malefiz-rules-barricades = Uma barreira bloqueia o caminho: nenhum peão pode passar por cima dela. Para tirá-la do caminho, pare nela com a conta exata. O seu peão fica no lugar dela, e você recoloca a barreira no tabuleiro na hora, em qualquer casa livre que quiser, menos:
malefiz-rules-barricades-bottom-row = uma casa da fileira de baixo;
malefiz-rules-barricades-occupied = uma casa com um peão ou outra barreira;
malefiz-rules-barricades-resting = uma casa de descanso (no tabuleiro rápido).
malefiz-rules-barricades-goal = Nem na meta (as regras impressas só proíbem a fileira de baixo).
malefiz-rules-barricades-left = A casa que o seu peão acabou de deixar está livre, então a barreira pode ir para lá.
malefiz-rules-barricades-nowhere = Um peão só pode parar numa barreira se houver onde colocá-la (isso nunca acontece nos dois tabuleiros que vêm com o jogo).
malefiz-rules-barricades-steps = Passo a passo: uma barreira pega e recolocada.
malefiz-rules-barricades-try = Experimente: o primeiro lance de dado da partida é um 5. Clique na casa inicial do Vermelho, depois em a3 ou e3, e então na casa para onde vai a barreira.

## Capturar

malefiz-rules-hitting = Pare exatamente no peão de um adversário e você o captura: ele volta para a casa inicial e precisa sair de novo desde o começo.
malefiz-rules-hitting-passing = Passar por cima de um peão não o captura; só parar nele.
malefiz-rules-hitting-own = Você nunca captura os seus próprios peões: não pode parar neles.
malefiz-rules-hitting-village = No tabuleiro rápido, um peão capturado na vila vai para a floresta (veja O tabuleiro rápido).
malefiz-rules-hitting-try = O Vermelho tirou 3. Clique no peão em c5 e depois em e6 para capturar o peão amarelo.

## Perder a vez

malefiz-rules-lost-turns = Se nenhum dos seus peões puder andar exatamente o número tirado, você perde a vez: passa, e a próxima cor joga o dado.
malefiz-rules-lost-turns-must = Se algum lance for possível, você precisa fazer um, mesmo que preferisse não fazer.
malefiz-rules-lost-turns-try = O único peão do Vermelho está em g8, com barreiras em g7 e i9. Com 1, 2 ou 3 ele pode andar; com 4, 5 ou 6 não, e o Vermelho precisa passar a vez.

## O tabuleiro rápido

malefiz-rules-fast-design = O tabuleiro rápido é criação do próprio Malice Table: o verso impresso do tabuleiro não é público, então as casas de descanso, a vila e a floresta foram desenhadas aqui.
malefiz-rules-fast-smaller = Ele é menor: quatro peões por cor e seis barreiras. Tem três coisas que o tabuleiro clássico não tem.
malefiz-rules-fast-resting = Casas de descanso
malefiz-rules-fast-resting-blue = As casas azuis são casas de descanso. Um peão parado numa delas não pode ser capturado: ninguém pode parar ali enquanto ele estiver lá.
malefiz-rules-fast-resting-pass = Os peões podem passar por uma casa de descanso como por qualquer outra.
malefiz-rules-fast-resting-barricade = Uma barreira nunca pode ser colocada numa casa de descanso.
malefiz-rules-fast-resting-try = O Amarelo descansa em g7. Com 3 o Vermelho não pode parar ali; com 4 o Vermelho passa por ele e captura o peão em h7.
malefiz-rules-fast-village = A vila e a floresta
malefiz-rules-fast-village-rows = A vila são as fileiras 7 a 9. Um peão capturado numa casa da vila vai para a floresta, e não para a casa inicial.
malefiz-rules-fast-forest-out = Um peão sai da floresta como de uma casa inicial, mas o primeiro passo é para a saída da floresta, i5. Qualquer número de peões, de qualquer cor, pode esperar na floresta.
malefiz-rules-fast-forest-barricade = Pode até haver uma barreira em i5: um peão na floresta precisa então tirar exatamente 1 para sair, pegando a barreira.

## Vencer

malefiz-rules-winning = Vence o primeiro jogador a levar um peão até a meta. A meta precisa ser alcançada com a conta exata.
malefiz-rules-winning-over = Um lance não pode passar da meta: a meta só pode ser o último passo.
malefiz-rules-winning-ends = A partida termina ali: depois do lance da vitória ninguém joga mais.
malefiz-rules-winning-try = A barreira na frente da meta foi tirada. Com 5 o peão em e13 chega à meta; com 6 não, porque não pode passar dela. Jogue o 5 para vencer.

## Os tabuleiros desta página

malefiz-rules-die-shows = O dado mostra:
malefiz-rules-unread = A posição { $position } deste diagrama não pode ser lida: { $why }
malefiz-rules-played = Jogado: { $moves }.
malefiz-rules-won = { $colour } venceu: ninguém joga mais.
malefiz-rules-reset = Recomeçar
malefiz-rules-reset-tip = Deixar o tabuleiro como estava
malefiz-rules-why-not = Por que não de { $from } para { $to }? { $reason }
malefiz-rules-to-roll = { $colour } deve jogar o dado.
malefiz-rules-reach-none = Com { $roll } nenhum peão do { $colour } pode andar: a vez está perdida.
malefiz-rules-reach = Com { $roll }: { $lines }. Clique num peão emoldurado para ver no tabuleiro.
malefiz-rules-can-stop = { $from } pode parar em { $ends }
malefiz-rules-from-house = um peão da casa inicial
malefiz-rules-from-forest = um peão da floresta
malefiz-rules-from-square = o peão em { $square }
malefiz-rules-stop-barricade = { $square } (pegando a barreira)
malefiz-rules-stop-hit = { $square } (capturando o { $colour })
malefiz-rules-stop-goal = { $square } (a meta)
