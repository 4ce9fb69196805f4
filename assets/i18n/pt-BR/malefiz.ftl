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

## Cores, casas iniciais e tabuleiros

malefiz-colour-red = Vermelho
malefiz-colour-green = Verde
malefiz-colour-yellow = Amarelo
malefiz-colour-blue = Azul
malefiz-house-of = Casa inicial do { $colour }
malefiz-forest = Floresta
malefiz-village = Vila
malefiz-board-classic = Tabuleiro clássico
malefiz-board-fast = Tabuleiro rápido
malefiz-board-named = Tabuleiro “{ $name }”
malefiz-variant-title = { $board } · { $colours } cores
malefiz-variant-classic = tabuleiro clássico, { $players } jogadores
malefiz-variant-fast = tabuleiro rápido, { $players } jogadores
malefiz-variant-named = tabuleiro “{ $name }”, { $players } jogadores

## À mesa

malefiz-roll-the-die = Jogar o dado
malefiz-pass-the-turn = Passar a vez
malefiz-status-roll = — jogue o dado (clique nele ou aperte Espaço).
malefiz-status-lost-turn = — você tirou { $roll } e nenhum peão pode andar: a vez está perdida.
malefiz-status-place = — tirou { $roll }: clique numa casa para a barreira (Esc para escolher de novo).
malefiz-status-move = — tirou { $roll }: escolha um peão e depois para onde ele vai.
malefiz-game-over-won = Fim de jogo: { $colour } vence.
malefiz-game-over = Fim de jogo.
malefiz-result-reached = { $colour } chegou ao objetivo em { $turns ->
    [one] uma jogada
   *[other] { $turns } jogadas
}
# Non-breaking spaces: a narrow panel breaks the counts only after the comma.
malefiz-pieces-out-home = { $out } em jogo, { $home } em casa
malefiz-hint-roll = Dica: jogue o dado.
malefiz-hint-why-goal = Dica: este lance chega à meta e vence a partida.
malefiz-hint-why-hits = Dica: este lance manda um peão de outra cor de volta para casa.
malefiz-hint-why-forest = Dica: este lance manda um peão de outra cor para a floresta.
malefiz-hint-why-barricade = Dica: este lance põe a barreira que toma no caminho do peão adversário mais perto da meta.
malefiz-cannot-now = Esse lance não pode ser feito agora.
malefiz-seated-count = Malefiz é jogado por 2 a { $colours } jogadores, não { $seats }

## O dado

malefiz-roll = Jogar
malefiz-rolling = Rolando…
malefiz-rolled = { $colour } tirou { $face }
malefiz-no-roll-yet = Ninguém jogou ainda
malefiz-die-shows = Dado: { $rolled }
malefiz-die-no-roll = Dado: ninguém jogou ainda

## Opções e a janela de novo jogo

malefiz-option-board = Tabuleiro do Malefiz
malefiz-choice-classic = Clássico
malefiz-choice-fast = Rápido
malefiz-setup-board = Tabuleiro:
malefiz-open-map = Abrir mapa…
malefiz-open-map-tip = Jogar num mapa de tabuleiro seu
malefiz-open-map-title = Abrir um mapa de tabuleiro do Malefiz
malefiz-map-filter = Mapa do Malefiz
malefiz-colours-in-play = Cores em jogo (2 a 4):
malefiz-seat-name = Nome
malefiz-rolls-first = Joga primeiro:
malefiz-first-in-play = Primeira cor em jogo
malefiz-map-unusable = O mapa { $name } não pode ser usado: { $error }
malefiz-map-unreadable = Não foi possível ler { $path }: { $error }
malefiz-map-invalid = { $path } não é um mapa de tabuleiro utilizável: { $error }

## Por que um mapa de tabuleiro não pode ser usado

malefiz-map-at = linha { $line }, coluna { $column }: { $problem }
malefiz-map-bad-name = `{ $name }` não serve como nome de tabuleiro: use de 1 a { $max } letras, dígitos, `-` ou `_`, começando com uma letra
malefiz-map-no-rows = o mapa não tem linhas de grade: escreva linhas de `.`, `o`, `B`, `r`, `G` acima de uma última linha com os dígitos das casas iniciais
malefiz-map-digit-in-grid = `{ $found }` não é um caractere da grade; os dígitos das casas iniciais ficam só na última linha
malefiz-map-unknown-char = `{ $found }` não é um caractere da grade (`.` sem casa, `o` casa, `B` barreira, `r` casa de descanso, `G` meta)
malefiz-map-too-wide = um tabuleiro tem no máximo { $max } colunas (a–z)
malefiz-map-too-many-rows = o mapa tem { $rows } linhas; o máximo permitido é { $max }
malefiz-map-too-many-spaces = o mapa tem mais de { $max } casas, o máximo suportado
malefiz-map-barricade-on-bottom-row = uma barreira não pode começar na fileira de baixo, onde nenhuma pode ficar
malefiz-map-no-goal = o mapa não tem meta `G`
malefiz-map-two-goals = uma segunda meta; o mapa já tem uma em { $first }
malefiz-map-bad-house-char = a última linha marca as casas iniciais com os dígitos 1–4 sob casas da fileira de baixo e com `.` no resto; `{ $found }` não é nenhum dos dois
malefiz-map-house-not-under-space = a casa inicial do { $colour } (dígito { $digit }) não está sob uma casa da fileira de baixo
malefiz-map-house-on-goal = a casa inicial do { $colour } não pode dar entrada na meta
malefiz-map-house-twice = a casa inicial do { $colour } (dígito { $digit }) está marcada duas vezes
malefiz-map-too-few-houses = { $found ->
        [one] o mapa tem { $found } casa inicial
       *[other] o mapa tem { $found } casas iniciais
    }; precisa de pelo menos 2, marcadas com 1–4 na última linha
malefiz-map-goal-unreachable = a meta não pode ser alcançada a partir da casa de entrada { $entry } da casa inicial do { $colour }
malefiz-map-goal-unreachable-from-forest = a meta não pode ser alcançada a partir da saída da floresta { $exit }
malefiz-map-bad-comment = `# { $key }:` { $problem }
malefiz-map-comment-twice = `# { $key }:` aparece duas vezes
malefiz-map-village-without-forest = uma vila precisa de uma floresta para os peões capturados lá: acrescente `# forest: CASA` (a saída dela)
malefiz-map-forest-without-village = uma floresta precisa de uma vila, senão nenhum peão chega lá: acrescente `# village: rows A-B`

## Por que o motor recusa um lance

malefiz-piece-from-house = Um peão da casa inicial
malefiz-piece-from-forest = Um peão da floresta
malefiz-piece-on = O peão em { $square }
malefiz-illegal-malformed = Isto não está escrito como um lance: { $problem } ({ $examples }).
malefiz-illegal-game-over = O jogo acabou: { $winner } venceu.
malefiz-illegal-must-roll = { $colour } precisa jogar o dado primeiro.
malefiz-illegal-already-rolled = { $colour } já tirou { $roll } no dado.
malefiz-illegal-pass-with-moves = { $colour } pode andar com { $roll }; só se perde a vez quando nenhum lance é possível.
malefiz-illegal-house-empty = { $colour } não tem nenhum peão na casa inicial.
malefiz-illegal-no-house = { $colour } não tem casa inicial neste tabuleiro.
malefiz-illegal-no-forest = Este tabuleiro não tem floresta.
malefiz-illegal-forest-empty = { $colour } não tem nenhum peão na floresta.
malefiz-illegal-not-a-space = Não existe a casa { $square } neste tabuleiro.
malefiz-illegal-no-piece = Não há nenhum peão em { $square }.
malefiz-illegal-not-your-piece = O peão em { $square } é do { $owner }, não do { $mover }.
malefiz-illegal-own-piece-there = Um lance não pode terminar num peão da própria cor, e há um peão do { $colour } em { $to }.
malefiz-illegal-resting-space-taken = A casa de descanso { $square } já está ocupada, e um peão ali não pode ser capturado.
malefiz-illegal-unreachable = { $from } não chega a { $to } com exatamente { $roll ->
        [one] um passo
       *[other] { $roll } passos
    }: um caminho não pode passar duas vezes pela mesma casa, nem passar por cima de uma barreira ou da meta.
malefiz-illegal-no-barricade-to-take = Não há barreira em { $to } para pegar e recolocar, então o lance se escreve { $from }-{ $to }.
malefiz-illegal-placement-missing = O lance pega a barreira em { $to }, então precisa dizer onde ela vai ficar, como { $from }-{ $to }/CASA.
malefiz-illegal-barricade-on-bottom-row = Não se pode colocar uma barreira na fileira de baixo ({ $square }).
malefiz-illegal-barricade-on-goal = Não se pode colocar uma barreira na meta.
malefiz-illegal-barricade-on-resting-space = Não se pode colocar uma barreira na casa de descanso { $square }.
malefiz-illegal-barricade-under-mover = O peão que anda termina em { $square }, então a barreira não pode ir para lá.
malefiz-illegal-barricade-on-piece = Não se pode colocar uma barreira em { $square }, onde há um peão.
malefiz-illegal-barricade-on-barricade = Não se pode colocar uma barreira em { $square }, onde já há outra barreira.

## Por que uma partida não pode ser montada

malefiz-setup-too-few = O Malefiz precisa de 2 a 4 cores, mas { $found ->
        [one] só foi escolhida uma
       *[other] foram escolhidas { $found }
    }
malefiz-setup-repeated = { $colour } foi escolhido duas vezes
malefiz-setup-no-house = o tabuleiro “{ $board }” não tem casa inicial para o { $colour }
malefiz-setup-first-not-in-play = { $colour } não pode começar: { $colour } não está em jogo
malefiz-roll-out-of-range = Um dado mostra de 1 a { $faces }, não { $face }.
malefiz-roll-game-over = A partida acabou: ninguém mais rola o dado.

## Os lances jogados nos tabuleiros da página de regras

malefiz-log-rolls = { $colour } tira { $roll }
malefiz-log-pass = { $colour } { $roll }: passa
malefiz-log-takes = { $head } pega a barreira → { $place }
malefiz-log-hits = { $head } captura { $colour }
malefiz-log-hits-forest = { $head } captura { $colour } → floresta
malefiz-log-wins = { $head } chega à meta e vence

## Os tabuleiros para imprimir

malefiz-print-title-classic = Malefiz · tabuleiro clássico
malefiz-print-title-fast = Malefiz · tabuleiro rápido
malefiz-print-key-goal = meta
malefiz-print-key-barricade = barreira no início
malefiz-print-key-resting = casa de descanso: aqui ninguém é capturado
malefiz-print-key-village = vila: um peão capturado aqui vai para a floresta

## What a screen reader hears (ui/malefiz/speech.rs)
malefiz-speak-from-house = a casa
malefiz-speak-from-forest = a floresta
malefiz-speak-pawn = peão do { $colour }
malefiz-speak-barricade = barricada
malefiz-speak-barricade-in-hand = sua barreira tomada, a ser posta
malefiz-speak-empty = vazia
malefiz-speak-goal = a meta
malefiz-speak-resting = uma casa de descanso, aqui nenhum peão é capturado
malefiz-speak-village = na vila
malefiz-speak-entry = onde { $colour } entra
malefiz-speak-waiting = { $count ->
    [one] um peão esperando
   *[other] { $count } peões esperando
}
malefiz-speak-in-forest = { $count ->
    [one] um peão na floresta
   *[other] { $count } peões na floresta
}
malefiz-speak-rolls = { $colour } tirou { $roll }.
malefiz-speak-pass = { $colour } não pode mover com { $roll } e perde a vez.
malefiz-speak-move = { $colour } moveu um peão de { $from } para { $to }
malefiz-speak-hits = mandando o peão do { $colour } de volta para casa
malefiz-speak-hits-forest = mandando o peão do { $colour } para a floresta
malefiz-speak-barricade-to = e pôs a barricada em { $square }
malefiz-speak-reaches-goal = chegando à meta
malefiz-speak-sentence = { $words }.
malefiz-speak-to-move-rolled = { $colour } tirou { $roll } e joga agora.
malefiz-speak-to-roll = { $colour } joga o dado agora.
malefiz-speak-colour = { $colour }: { $house } na casa, { $forest } na floresta, no tabuleiro: { $board }.
malefiz-speak-none = nenhum
malefiz-speak-barricades = Barricadas em { $squares }.

malefiz-lesson-hits = O lance melhor manda um peão de outra cor de volta para casa; o lance jogado não.
malefiz-lesson-barricade = O lance melhor põe sua barreira onde ela bloqueia mais: no caminho do peão mais perto da meta.
