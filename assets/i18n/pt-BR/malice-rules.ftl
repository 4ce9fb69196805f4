# A página de regras de Malice (Como jogar): tópicos, texto, legendas.

malice-rules-quiet-limit-where = Arquivo › Configurações… › Malice: limite de lances sem captura, ou a janela de nova partida
malice-rules-topic-boards = Tabuleiros e casas gêmeas
malice-rules-topic-turns = Peças e vez de jogar
malice-rules-topic-moving = Como as peças se movem
malice-rules-topic-teleporting = Teletransporte
malice-rules-topic-capturing = Captura
malice-rules-topic-ending = Fim da partida
malice-rules-topic-four = Quatro jogadores em equipes
malice-rules-handover-0 = a posição inicial; o Sul joga primeiro.
malice-rules-handover-1 = O Sul joga Lb2-b3. A peça pequena chega em Lb3 e salta para a sua casa gêmea, Rc6, no lado do Norte: agora ela é uma peça do Norte.
malice-rules-handover-2 = O Norte a leva adiante, Rc6-c5. Ela salta para Lb4, a casa gêmea de Rc5, e volta a ser do Sul.
malice-rules-last-piece-0 = O Sul está atrás, 2–3. A peça média do Norte em Lb6 é a última peça em L-Norte.
malice-rules-last-piece-1 = A peça grande do Sul a captura (2 pontos) e se teletransporta de volta para casa, em Rc3. L-Norte ficou vazio, então a partida acabou: o Sul vence por 4–3.
malice-rules-legend = No tabuleiro: um ponto marca uma casa para onde a peça pode ir e de onde se teletransporta; um quadradinho, uma casa onde ela ficaria (a casa gêmea está ocupada); um anel vermelho, uma captura. As barras ao lado dos tabuleiros marcam os quadrantes do jogador da vez.
malice-rules-boards-two = Malice se joga em dois tabuleiros de 4 × 8 casas, lado a lado. Vistos pelo Sul, o da esquerda é o tabuleiro L e o da direita, o tabuleiro R.
malice-rules-boards-names = As colunas de a a d vão da esquerda para a direita do Sul; as fileiras de 1 a 8 contam a partir do Sul. Uma casa se chama pelo tabuleiro, pela coluna e pela fileira: La1 é o canto do tabuleiro da esquerda junto à mão esquerda do Sul, Rd8 o canto oposto do tabuleiro da direita.
malice-rules-boards-sides = A linha grossa no meio corta cada tabuleiro em dois. As fileiras 1–4 são o lado do Sul na mesa, as fileiras 5–8, o do Norte. Isso dá quatro quadrantes: L-Sul, L-Norte, R-Sul e R-Norte.
malice-rules-dual-heading = Casas gêmeas
malice-rules-dual = Cada casa tem uma parceira no outro tabuleiro, a sua casa gêmea. Gire a mesa inteira meia volta em torno do centro e cada casa cai sobre a sua gêmea: La1 e Rd8 são gêmeas, e Lc2 e Rb7 também. Uma casa e a sua gêmea estão sempre em tabuleiros diferentes e em lados diferentes da mesa.
malice-rules-dual-colour = Uma casa e a sua gêmea têm a mesma cor, mas outras casas também: só pela cor você não sabe qual é a gêmea.
malice-rules-shapes-on = Cada cor também tem sua própria forma, desenhada no canto das suas casas; assim uma casa e sua gêmea têm também a mesma forma, e você não precisa distinguir as cores. As formas estão ligadas.
malice-rules-shapes-off = Cada cor também pode mostrar sua própria forma no canto das suas casas, para que uma casa e sua gêmea tenham também a mesma forma. As formas estão desligadas agora.
malice-rules-shapes-where = Arquivo › Configurações… › Formas nas casas gêmeas
malice-rules-dual-house = O texto do autor descreve as casas gêmeas só por alto. O Malice Table as entende como essa meia volta, o único emparelhamento que combina com as cores do tabuleiro do autor.
malice-rules-dual-try = passe o mouse sobre qualquer casa do tabuleiro abaixo: a casa gêmea se acende com uma moldura mais grossa.
malice-rules-pieces = São 24 peças, oito de cada tamanho. Elas não têm cor: uma peça vale pontos para quem a captura, a pequena 1, a média 2 e a grande 3. No início, cada quadrante tem duas de cada tamanho.
malice-rules-pieces-house = O texto do autor dá duas contagens diferentes de peças; o jogo segue o diagrama inicial do autor: oito de cada tamanho, seis em cada quadrante.
malice-rules-pieces-control = Nenhuma peça tem dono. O lado da mesa em que a peça está decide quem a move: o Sul move toda peça nas fileiras 1–4 dos dois tabuleiros, o Norte toda peça nas fileiras 5–8. Uma peça que termina o lance do outro lado passa a ser do adversário. Na mesa, cada peça fica sobre uma base da cor de quem a move, e a base muda de cor quando a peça passa para o outro lado.
malice-rules-turn = Na sua vez, você move exatamente uma das suas peças, sempre no tabuleiro em que ela está. Depois é a vez do outro jogador.
malice-rules-turn-house = O Sul joga primeiro.
malice-rules-turn-try = clique numa peça do Sul para ver para onde ela pode ir e depois num dos destinos. Continue jogando pelos dois lados; Recomeçar volta à posição inicial.
malice-rules-small-heading = Pequena (1 ponto)
malice-rules-small = Uma casa em qualquer das oito direções, como o rei no xadrez.
malice-rules-medium-heading = Média (2 pontos)
malice-rules-medium = O salto do cavalo, como no xadrez: duas casas numa direção e uma para o lado. As peças no meio do caminho não importam.
malice-rules-large-heading = Grande (3 pontos)
malice-rules-large = Como a dama no xadrez: quantas casas quiser em linha reta, por uma coluna, uma fileira ou uma diagonal. Ela não pode passar por cima de uma peça: a primeira peça no caminho é o mais longe que ela chega.
malice-rules-targets = Uma peça pode terminar o lance numa casa vazia ou sobre uma peça do lado do adversário, capturando-a (veja Captura). Ela nunca pode terminar sobre uma peça do próprio lado.
malice-rules-moving-try = escolha uma peça; ela já está selecionada e os destinos estão marcados. Clique num destino para jogar o lance e veja a peça se teletransportar (próximo tópico).
malice-rules-piece-choice = Peça:
malice-rules-teleport = Assim que uma peça chega (e faz a sua captura, se houver), ela salta na hora para a casa gêmea da casa onde chegou.
malice-rules-teleport-blocked = Há uma exceção: quando a casa gêmea está ocupada, o salto é bloqueado e a peça fica onde chegou.
malice-rules-teleport-hands = Por isso, um lance tranquilo no seu próprio lado costuma entregar a peça ao adversário, porque a casa gêmea fica do lado dele; e um lance para o lado do adversário costuma trazer a peça de volta para o seu, no outro tabuleiro.
malice-rules-log-teleport = O registro de lances escreve um teletransporte com uma seta,
malice-rules-log-blocked = , e um bloqueado como
malice-rules-log-hover = . Passe o mouse sobre um destino para ver uma cópia clarinha da peça onde ela vai parar.
malice-rules-teleport-try = A peça pequena do Sul em Lb2 está selecionada. Lb3 está marcada com um quadradinho, não com um ponto: a casa gêmea dela, Rc6, está ocupada, então um lance para lá fica em Lb3. Jogue-o, depois clique em Recomeçar e experimente um ponto.
malice-rules-handover-heading = Uma peça muda de mãos
malice-rules-capture = Você captura terminando um lance sobre uma peça num dos quadrantes do adversário. Não há outro jeito de capturar: toda peça do seu próprio lado é uma das suas.
malice-rules-capture-house = Um lance não pode terminar de jeito nenhum sobre uma peça do seu próprio lado: o autor só permite capturas nos quadrantes do adversário.
malice-rules-capture-after = A peça capturada sai da partida de vez e você marca os pontos dela. Depois a sua peça se teletransporta como sempre: após uma captura no lado do adversário, ela normalmente volta para casa, para o seu lado do outro tabuleiro. Se aquela casa gêmea estiver ocupada, ela fica onde capturou, no lado do adversário, e passa a ser dele.
malice-rules-capture-try = A peça grande do Sul em Lc2 está selecionada. O anel vermelho em Lc6 é a captura da peça média do Norte, que vale 2. A própria peça pequena do Sul em Lb3 bloqueia a diagonal e não pode ser capturada.
malice-rules-end = Depois de cada lance, olhe os quatro quadrantes: no momento em que um deles fica vazio, a partida acaba. Aí os pontos decidem: quem capturou mais pontos vence. Esvaziar um quadrante não dá a vitória por si só.
malice-rules-end-house = Pontos iguais são empate.
malice-rules-passing-heading = Passar, e partidas que não saem do lugar
malice-rules-passing-house = Um jogador que não consegue mover nenhuma peça passa. Quando os dois jogadores passam um logo depois do outro, a partida acaba.
malice-rules-quiet-house = O limite de lances sem captura: a partida também acaba quando um certo número de meios-lances seguidos (um meio-lance é a vez de um jogador; passar também conta) se passa sem nenhuma captura. Sem ele, dois jogadores cautelosos poderiam ficar mexendo as peças para sempre.
malice-rules-four-house = A partida a quatro é uma extensão própria do Malice Table; escolha 4 jogadores na janela de nova partida.
malice-rules-four-teams = Jogam duas equipes: o Sul, formado pelos lugares Sul-L e Sul-R, contra o Norte, formado por Norte-L e Norte-R.
malice-rules-four-seats = Cada lugar move só as peças do próprio quadrante: Sul-L as de L-Sul, Norte-L as de L-Norte, Sul-R as de R-Sul e Norte-R as de R-Norte. A vez passa na ordem Sul-L, Norte-L, Sul-R, Norte-R.
malice-rules-four-capture = Você só pode capturar nos dois quadrantes da outra equipe. Os pontos de uma equipe são o que os seus dois lugares capturaram, e a equipe com mais pontos vence; pontos iguais são empate. Todo o resto é como na partida a dois.
malice-rules-four-teleport = O teletransporte faz as peças rodarem pela mesa: uma captura de Sul-L em L-Norte costuma cair em R-Sul, onde a peça passa a ser de Sul-R, o parceiro.
malice-rules-four-house-passes = Passar só encerra a partida a quatro depois de quatro passes seguidos, quando todos os lugares já passaram uma vez.
malice-rules-four-try = É a vez de Sul-L, e só L-Sul está marcado como seu. Capture a peça média em Lc6 e veja onde a peça grande vai parar; depois continue jogando por todos os lugares.
malice-rules-quiet-off = No momento não há limite de lances sem captura (0 = desligado).
malice-rules-quiet-now = O limite de lances sem captura agora é de { $limit ->
    [one] { $limit } meio-lance
   *[other] { $limit } meios-lances
}.
malice-rules-quiet-try-off = { $quiet ->
    [one] { $quiet } meio-lance se passou
   *[other] { $quiet } meios-lances seguidos se passaram
} sem captura. Com o limite desligado, a partida continua: jogue um lance e veja.
malice-rules-quiet-try-on = { $quiet ->
    [one] { $quiet } meio-lance se passou
   *[other] { $quiet } meios-lances seguidos se passaram
} sem captura, um a menos que o limite. Jogue qualquer lance: aqui não há nada para capturar, então a partida acaba e, com pontos iguais, é empate.
malice-rules-reset = Recomeçar
malice-rules-diagram-unread = Não foi possível ler a posição deste diagrama: { $why }
malice-rules-to-move = Vez de { $seat } · { $score }
malice-rules-over-draw = Fim de partida, { $reason }: empate, { $score }
malice-rules-over-win = Fim de partida, { $reason }: { $side } vence, { $score }
malice-rules-diagram-no-position = o diagrama não tem posição
