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

## Nomes: lados, lugares, quadrantes, peças

malice-side-south = Sul
malice-side-north = Norte
malice-seat-south-l = Sul-L
malice-seat-north-l = Norte-L
malice-seat-south-r = Sul-R
malice-seat-north-r = Norte-R
malice-quadrant-l-south = L-Sul
malice-quadrant-l-north = L-Norte
malice-quadrant-r-south = R-Sul
malice-quadrant-r-north = R-Norte
# O tamanho depois de "peça": "A peça pequena em Lb2 …"
malice-size-small = pequena
malice-size-medium = média
malice-size-large = grande
# O tamanho como nome de um tipo de peça, para escolher.
malice-size-small-title = Pequena
malice-size-medium-title = Média
malice-size-large-title = Grande
# Uma peça na lista das que um lugar capturou.
malice-taken-small = pequena
malice-taken-medium = média
malice-taken-large = grande
malice-movement-small = uma casa em qualquer direção, como o rei no xadrez
malice-movement-medium = com o salto do cavalo, por cima de quaisquer peças
malice-movement-large = quantas casas quiser em linha reta, como a dama no xadrez, até a primeira casa ocupada

## Por que uma partida terminou, como as recusas dizem

malice-end-quadrant-empty = um quadrante está vazio
malice-end-passes = todos os jogadores passaram em sequência
malice-end-quiet-limit = o limite de lances sem captura foi atingido

## Por que o motor recusa um lance

malice-refusal-malformed = Isto não está escrito como um lance: { $problem } ({ $examples }).
malice-refusal-game-over = A partida acabou: { $reason }.
malice-refusal-pass-with-moves = Só se pode passar quando nenhuma peça pode se mover.
malice-refusal-other-board = Uma peça só se move dentro do próprio tabuleiro, e { $from } e { $to } estão em tabuleiros diferentes.
malice-refusal-no-piece = Não há peça em { $square }.
malice-refusal-not-your-side-south = A peça em { $square } não é do { $mover }: o { $mover } só move as peças das fileiras 1–4 dos dois tabuleiros.
malice-refusal-not-your-side-north = A peça em { $square } não é do { $mover }: o { $mover } só move as peças das fileiras 5–8 dos dois tabuleiros.
malice-refusal-not-your-quadrant = A peça em { $square } não é do { $mover }: o { $mover } só move as peças do quadrante { $quadrant }.
malice-refusal-stands-still = A peça em { $square } precisa sair da sua casa.
malice-refusal-out-of-reach = A peça { $size } em { $from } não alcança { $to }: ela se move { $movement }.
malice-refusal-blocked = A peça grande em { $from } para na primeira casa ocupada, { $blocker }, antes de { $to }.
malice-refusal-blocked-somewhere = A peça grande em { $from } para na primeira casa ocupada antes de { $to }.
malice-refusal-capture-on-own-side = { $to } fica no próprio lado do { $side }: só se pode capturar nos quadrantes do adversário.
malice-refusal-capture-not-marked = Há uma peça em { $to }, então o lance é uma captura, que se escreve { $written }.
malice-refusal-nothing-to-capture = { $to } está vazia, então o lance não é uma captura e se escreve { $written }.
malice-refusal-wrong-landing = A linha do registro não corresponde ao lance: ele é `{ $actual }`.
malice-refusal-not-now = Esse lance não pode ser feito agora.

## O que há de errado num texto que não é um lance

malice-notation-examples = escreva os lances como Lb2-c3, Lb2xc7 ou pass
malice-notation-empty = o texto está vazio
malice-notation-extra-destination = há caracteres a mais depois da casa de destino
malice-notation-extra-rank = há caracteres a mais depois da fileira
malice-notation-destination-off = a casa de destino fica fora do tabuleiro
malice-notation-off = a casa fica fora do tabuleiro
malice-notation-no-file = falta a coluna (a–d)
malice-notation-no-rank = falta a fileira (1–8)
malice-notation-not-file = `{ $text }` não é uma coluna (a–d)
malice-notation-not-rank = `{ $text }` não é uma fileira (1–8)
malice-notation-not-board = `{ $text }` não é um tabuleiro (L ou R)
malice-notation-no-destination = falta a casa de destino depois de { $from }
malice-notation-separator = `{ $text }` depois de { $from } deveria ser `-` (lance) ou `x` (captura)

## Na mesa

malice-seated-count = Malice se joga com 2 ou 4 jogadores, não com { $count }
malice-pass = Passar
malice-pass-offer = Nenhuma peça pode se mover: você precisa passar.
malice-status-prompt = — clique numa peça e depois no destino (ou arraste a peça).
malice-game-over = Fim de partida.
malice-game-over-draw = Fim de partida: empate.
malice-game-over-win = Fim de partida: { $side } vence.
malice-variant-title-two = Dois jogadores
malice-variant-title-four = Quatro jogadores em duas equipes
# As linhas das estatísticas (guardadas em inglês como "2 players", "4 players").
malice-variant-two = 2 jogadores
malice-variant-four = 4 jogadores
malice-result-because-quadrant = A partida terminou porque um quadrante ficou vazio.
malice-result-because-passes = A partida terminou porque ninguém conseguia se mover.
malice-result-because-quiet-limit = A partida terminou porque o limite de lances sem captura foi atingido.
malice-score = Sul { $south } – { $north } Norte

## Configurações e a janela de nova partida

malice-option-quiet-limit = Malice: limite de lances sem captura
malice-option-quiet-limit-unit = meios-lances sem captura (0 = desligado)
malice-option-dual-shapes = Formas nas casas gêmeas
malice-option-dual-shapes-tip = Cada casa mostra num canto a forma da sua cor. Uma casa e sua gêmea têm a mesma cor e a mesma forma, e assim se reconhecem sem precisar distinguir cores.
malice-dialog-players = Jogadores:
malice-dialog-four-teams = 4 (duas equipes)
malice-dialog-quiet-limit = Limite de lances sem captura:
malice-dialog-plies-suffix = {" "}meios-lances
malice-dialog-quiet-limit-tip = A partida termina depois de tantos meios-lances seguidos sem captura; 0 desliga o limite.

## O painel lateral

malice-points = { $count ->
    [one] { $count } pt
   *[other] { $count } pts
}
malice-taken-nothing = { $name } não capturou nada
malice-taken = { $name } capturou { $count ->
    [one] { $count } peça
   *[other] { $count } peças
}: { $pieces } ({ $points })
malice-seat-colour-tip = { $name }: lances marcados nesta cor.
malice-team = Equipe { $side }: { $points }
malice-team-tip = { $first } e { $second } jogam juntos: cada um move as peças do próprio quadrante, e a equipe soma o que os dois capturam.
malice-no-captures = nenhuma captura ainda
malice-quiet-plies = Meios-lances sem captura: { $plies } de { $limit }
malice-quiet-plies-tip = A partida termina depois de tantos meios-lances seguidos sem captura.
malice-quiet-plies-no-limit = Meios-lances sem captura: { $plies } (sem limite)

## The move log

# A step whose piece stays where it landed (its dual square was taken).
malice-log-stays = { $mv } (fica)

## A folha para imprimir

malice-print-key = Rótulo pequeno: a casa gêmea (mesma cor, mesmo símbolo no canto, outro tabuleiro). Uma peça que chega aqui salta para lá, se estiver vazia.

## What a screen reader hears (ui/malice/speech.rs)
malice-speak-piece = peça { $size } do { $side }
malice-speak-empty = vazia
malice-speak-dual = casa gêmea { $square }
malice-speak-move = { $side } moveu a peça { $size } de { $from } para { $to }
malice-speak-captures = capturando a peça { $size } do { $owner }
malice-speak-jumps = e ela saltou para { $square }
malice-speak-stays = e ela ficou ali, pois a casa gêmea está ocupada
malice-speak-sentence = { $words }.
malice-speak-pass = { $side } passou.
malice-speak-to-move = { $side } joga agora.
malice-speak-piece-on = peça { $size } em { $square }
malice-speak-no-pieces = nenhuma peça
malice-speak-side = { $side }, { $points } pontos: { $pieces }.

malice-lesson-takes = O lance melhor captura uma peça; o lance jogado não captura nenhuma.
malice-lesson-leaves = O lance jogado deixa uma peça que o próximo jogador pode capturar; o lance melhor não deixa nenhuma.
