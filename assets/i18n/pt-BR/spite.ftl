# Spite & Malice: o nome, as palavras da sua tela, as linhas dos níveis e
# os motivos do motor para recusar um lance.

spite-title = Spite & Malice

## Os níveis: o que esperar do bot de cada um

spite-rung-newcomer = Joga primeiro a carta do monte, depois qualquer carta que sirva; muitas vezes esquece as pilhas de descarte.
spite-rung-beginner = Joga a carta do monte quando ela serve, senão qualquer carta que sirva.
spite-rung-casual = Planeja uma sequência de cartas até a carta do monte e monta as pilhas de descarte; às vezes se esquece delas.
spite-rung-club = Calcula a jogada inteira, mas quase não tenta adivinhar as cartas que não vê.
spite-rung-expert = Calcula a jogada inteira com muitos palpites sobre as cartas escondidas e joga seus melhores planos até o fim: o mais forte.

## As palavras da mesa

spite-player = Jogador { $number }
spite-seated-wrong = Spite & Malice se joga com { $players } jogadores, não { $seats }
spite-match-over = A disputa acabou: { $name } venceu. Comece uma nova disputa.
spite-option-refill = Completar a mão quando ela esvazia durante a vez
spite-option-refill-tip = Quem fica sem cartas na mão enquanto joga compra mais 5 e continua (a regra comum).
spite-option-four-colour = Baralho de quatro cores (paus verde, ouros azul)
spite-option-four-colour-tip = Cada naipe com sua própria cor: espadas preto, copas vermelho, ouros azul, paus verde. Os símbolos dos naipes continuam os mesmos.
spite-status-covered = — as cartas ficam cobertas até o próximo jogador estar pronto.
spite-status-play = — arraste uma carta para uma pilha, ou clique nela e depois na pilha; uma carta da mão numa pilha de descarte encerra a vez.
spite-over-won = Fim da partida: { $name } vence e marca { $points } { $points ->
    [0] pontos
    [one] ponto
   *[other] pontos
}.
spite-over-drawn = Fim da partida: empate, o baralho de compra acabou.
spite-over = Fim da partida.
spite-variant-refill = A mão é completada quando esvazia
spite-variant-no-refill = A mão não é completada quando esvazia
spite-variant-refill-on = completar mão ligado
spite-variant-refill-off = completar mão desligado
spite-review-waits = Entre duas pessoas, a análise espera o fim da partida: ela mostraria a um jogador a mão do outro.

## O que desfazer teria de esconder de novo

spite-reveal-payoff = uma carta do monte foi virada
spite-reveal-refilled = cartas foram compradas para completar uma mão vazia
spite-reveal-shuffled = uma pilha completa foi embaralhada no baralho de compra
spite-reveal-next-drew = o próximo jogador já comprou cartas
spite-reveal-turn-passed = a vez passou para o outro jogador

## As pilhas, como um leitor de tela as nomeia

spite-place-payoff = monte
spite-place-their-payoff = monte do adversário
spite-place-side = descarte { $pile }
spite-place-their-side = descarte { $pile } do adversário
spite-place-hand = mão { $card }
spite-place-their-hand = mão do adversário
spite-place-hand-down = mão (virada para baixo)
spite-place-stock = baralho de compra
spite-place-centre = pilha central { $pile }

## Na mesa

spite-badge-payoff = Monte · { $count }
spite-badge-stock = Compra · { $count }
spite-hand-empty = Mão vazia
spite-centre-needs = pede { $rank }
spite-centre-complete = completa
spite-centre-king = K vale { $rank } · { $needs }
spite-card-wild = CURINGA
spite-plate = { $who } · { $held } { $held ->
    [0] cartas
    [one] carta
   *[other] cartas
} na mão
spite-refuse-elsewhere = As cartas vão para as pilhas centrais; uma carta da mão numa das suas pilhas de descarte encerra a sua vez.
spite-empty-hand = Sua mão está vazia e o baralho de compra não consegue completá-la: continue jogando ou encerre a vez.
spite-end-turn = Encerrar a vez

## O painel da disputa

spite-panel-game = Partida { $game } da disputa · vence quem chegar a { $target } pontos
spite-panel-bot = Bot { $level }
spite-panel-human = Humano
# Non-breaking spaces: a narrow panel never parts a number from its word.
spite-panel-counts = monte { $payoff } · { $points } { $points ->
    [0] pontos
    [one] ponto
   *[other] pontos
} · { $wins } { $wins ->
    [0] vitórias
    [one] vitória
   *[other] vitórias
}
spite-panel-stock = Baralho de compra: { $count } { $count ->
    [0] cartas
    [one] carta
   *[other] cartas
}

## A tela que cobre as cartas entre duas pessoas

spite-cover-pass = Passe para { $name }
spite-cover-only = Agora só { $name } deve olhar a tela; depois aperte Pronto (ou Enter).
spite-cover-ready = Pronto
spite-cover-ready-tip = Mostrar as cartas para { $name } (Enter ou Espaço)

## O fim de uma partida

spite-banner-won-detail = +{ $points } { $points ->
    [0] pontos
    [one] ponto
   *[other] pontos
} — as cartas que sobraram no monte ({ $loser })
spite-banner-drawn-detail = O baralho de compra acabou: ninguém marca pontos.
spite-banner-score = Disputa: { $first } { $score1 } – { $score2 } { $second } · vence quem chegar a { $target }
spite-banner-match-won = { $name } vence a disputa!
spite-next-game = Próxima partida
spite-new-match = Nova disputa

## O diálogo de novo jogo

spite-dialog-next = Dar as cartas da próxima partida desta disputa ({ $first } { $score1 } – { $score2 } { $second })
spite-dialog-new = Começar uma nova disputa (placar zerado)

## Os motivos do motor (cartas e valores na notação do jogo)

spite-illegal-malformed = Isto não está escrito como um lance: { $problem } ({ $examples }).
spite-illegal-game-over = A partida acabou.
spite-illegal-not-your-turn = Não é a sua vez.
spite-illegal-not-in-hand = { $card } não está na sua mão.
spite-illegal-payoff-empty = Seu monte está vazio.
spite-illegal-no-side-pile = Só existem { $count } pilhas de descarte.
spite-illegal-side-pile-empty = A pilha de descarte { $pile } está vazia.
spite-illegal-no-centre-pile = Só existem { $count } pilhas centrais.
spite-illegal-wrong-rank = A pilha central { $pile } pede { $rank } (ou um rei), não { $card }.
spite-illegal-complete = A pilha central { $pile } está completa e não aceita mais cartas.
spite-illegal-payoff-to-side = A carta do monte não pode ir para uma pilha de descarte: só cartas da mão vão para o descarte.
spite-illegal-side-to-side = Uma carta de uma pilha de descarte não pode ir para outra pilha de descarte: só cartas da mão vão para o descarte.
spite-illegal-must-discard = Você ainda tem cartas na mão: encerre a vez colocando uma numa pilha de descarte.
spite-illegal-payoff-top = A carta de cima do seu monte é { $top }, não { $named }.
spite-illegal-side-top = A carta de cima da pilha de descarte { $pile } é { $top }, não { $named }.
spite-illegal-king-stands = { $card } valeria { $actual } ali, não { $claimed }.

## The move log

# A King on a centre pile, and the rank it stands for.
spite-log-as = (como { $rank })
spite-log-ends-turn = (encerra a vez)
spite-log-end-turn = encerrar a vez

## O tapete para imprimir

spite-print-payoff = Monte
spite-print-payoff-cards = { $count } cartas
spite-print-payoff-top = a de cima aberta
spite-print-side = Descarte { $pile }
spite-print-side-any = qualquer carta
spite-print-fanned = em leque
spite-print-stock = Compra
spite-print-stock-down = virado para baixo
spite-print-centre = Centro { $pile }
spite-print-centre-up = do ás até a dama
spite-print-hand = mão: complete { $count } cartas a cada vez
spite-print-note-build = Construa as pilhas centrais do ás até a dama.
spite-print-note-kings = O rei é curinga. Uma pilha completa volta para a compra.
spite-print-note-end = Termine a vez com uma carta da mão numa pilha de descarte.

## What a screen reader hears (ui/spite/speech.rs)
spite-speak-ace = ás
spite-speak-jack = valete
spite-speak-queen = dama
spite-speak-king = rei
spite-speak-spades = espadas
spite-speak-hearts = copas
spite-speak-diamonds = ouros
spite-speak-clubs = paus
spite-speak-card = { $rank } de { $suit }
spite-speak-empty = vazia
spite-speak-top = no topo { $card }
spite-speak-cards = { $count ->
    [one] uma carta
   *[other] { $count } cartas
}
spite-speak-under = embaixo { $cards }
spite-speak-king-as = no topo { $card }, valendo { $rank }
spite-speak-needs = precisa de { $rank }
spite-speak-complete = completa
spite-speak-from-hand = da mão
spite-speak-from-payoff = do monte
spite-speak-from-side = do descarte { $pile }
spite-speak-play = { $name } jogou { $card } { $from } na pilha central { $pile }
spite-speak-payoff-empty = esvaziando o monte
spite-speak-as = valendo { $rank }
spite-speak-sentence = { $words }.
spite-speak-discard = { $name } descartou { $card } no descarte { $pile } e encerrou a vez.
spite-speak-end-turn = { $name } encerrou a vez.
spite-speak-centre-line = Pilha central { $pile }: { $words }.
spite-speak-seat-line = { $name }: monte { $payoff }; descartes: { $sides }.
spite-speak-side-line = { $pile }: { $words }
spite-speak-hand-line = Sua mão: { $cards }.
spite-speak-hand-down = A mão de baixo está virada: { $count } cartas.
spite-speak-stock-line = Baralho de compra: { $count } cartas.

spite-lesson-payoff = O lance melhor joga a carta de cima do seu monte: cada uma jogada aproxima você da vitória.
spite-lesson-gives = O lance jogado deixa o outro jogador pôr a carta de cima do monte dele numa pilha central: uma carta de que ele precisava. O lance melhor não.
