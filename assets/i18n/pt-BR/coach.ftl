# O treinador: ratings contra a escada, o jogo equilibrado, exercícios.

people-set-aside = O arquivo com os ratings dos jogadores não pôde ser lido ({ $why }); ele foi posto de lado, e os ratings recomeçam.
people-not-written = Os ratings dos jogadores não puderam ser gravados: { $error }.

coach-rating = Elo { $elo } ± { $margin }
coach-even-mark = cerca de 50% para { $names }
coach-next-mark = tente em seguida, { $names }
coach-even-line = { $name } ({ $rating }): um jogo equilibrado é contra { $level }.
coach-rating-line = { $name }: { $rating }.
coach-next-line = { $name } venceu as últimas três partidas contra { $beaten }: tente { $level } em seguida.

players-title = Ratings dos jogadores
players-none = Ainda sem ratings: o rating de uma pessoa começa com a primeira partida terminada contra um bot ou contra outra pessoa.
players-ladder-line = { $game }: { $rating } na escada, de { $games ->
    [one] uma partida
   *[other] { $games } partidas
}.
players-ladder-tip = O rating está na escala Elo dos próprios bots: o Elo medido de cada nível é fixo, e o rating é a força que melhor explica estes resultados. O intervalo contém a força verdadeira 95 vezes em 100.
players-even = Jogo equilibrado: { $level }.
players-graph-x = partidas
players-graph-y = Elo
players-graph-line = rating
players-graph-later = O gráfico do rating aparece depois da segunda partida.
players-graph-said = O rating de { $name } em { $game } partida a partida: { $games } partidas, de { $first } a { $last }.
players-graph-band = intervalo de 95%
players-games = { $count ->
    [one] A partida de onde ele vem
   *[other] As { $count } partidas de onde ele vem
}
players-against = { $result } contra { $level }
players-won = venceu
players-drawn = empatou
players-lost = perdeu
players-people-line = { $game } contra pessoas: { $rating } entre as pessoas daqui; { $won } vitórias, { $drawn } empates, { $lost } derrotas.
players-people-tip = Partidas entre pessoas contam à parte da escada dos bots: 0 é a média das pessoas que jogaram entre si aqui.
players-rename = Renomear…
players-rename-tip = Dar outro nome a este registro: o nome no lugar que deve contar para ele.
players-new-name = Novo nome:
players-rename-empty = Um nome não pode ficar vazio.
players-rename-taken = Já existe um registro chamado { $name }.
players-rename-gone = Não existe mais um registro chamado { $name }.
players-delete = Excluir…
players-delete-tip = Esquecer os ratings e as partidas desta pessoa.
players-delete-title = Excluir o registro de { $name }?
players-delete-body = Os ratings de { $name }, as partidas de onde vêm, as partidas contra outras pessoas e os exercícios são esquecidos. As estatísticas acima mantêm a contagem.
players-delete-yes = Excluir

exercises-set-aside = O arquivo de exercícios não pôde ser lido ({ $why }); ele foi posto de lado, e a prática recomeça.
exercises-not-written = Os exercícios não puderam ser gravados: { $error }.
settings-exercises = Fazer exercícios das minhas partidas terminadas
settings-exercises-tip = Cada partida terminada que uma pessoa joga aqui é analisada em segundo plano (usando os dois núcleos por um tempo), e cada erro ou erro grave dela vira um exercício em Jogo › Praticar.

practice-title = Praticar
practice-empty = Ainda não há exercícios. Analise uma partida terminada (Jogo › Analisar partida): cada erro (?) ou erro grave (??) de uma pessoa neste computador vira um exercício. As configurações podem fazê-los de toda partida terminada.
practice-counts = { $total ->
    [one] Um exercício
   *[other] { $total } exercícios
}: { $due } para agora, { $solved } resolvidos na última tentativa.
practice-start = Praticar o próximo
practice-start-tip = O próximo exercício na ordem: os pendentes primeiro, os mais errados primeiro.
practice-head-game = Jogo
practice-head-player = Pessoa
practice-head-move = De
practice-head-missed = Errados
practice-head-due = Próxima vez
practice-row-move = { $date }, lance { $number } ({ $played })
practice-due-now = agora
practice-try = Tentar
practice-try-tip = Montar este exercício na mesa do seu jogo; a partida de lá é posta de lado e volta quando a prática termina.
practice-made = { $count ->
    [one] Um exercício feito dos seus erros: Jogo › Praticar.
   *[other] { $count } exercícios feitos dos seus erros: Jogo › Praticar.
}
practice-none-left = Nenhum outro exercício está pendente agora: a prática termina, e sua partida está de volta.
practice-cannot = Este exercício não pode ser montado: { $why }
practice-not-online = não durante uma partida com amigos em outros computadores.
practice-position-gone = a partida dele não chega mais a essa posição com uma pessoa na vez.
practice-no-hint = Sem dicas na prática: encontre o lance você mesmo.
practice-no-review = Não durante a prática: termine a prática para analisar sua partida.

practice-task = Prática. Vez de { $seat }, da sua partida de { $date }: no lance { $move_number } você jogou { $played } ({ $mark }). Encontre um lance melhor.
practice-asking = Jogue sua resposta no tabuleiro.
practice-judging = Pesando sua resposta…
practice-solved-best = Bem encontrado: { $answer } é tão bom quanto o melhor lance.
practice-solved = Bem encontrado: { $answer } perde no máximo { $loss } em relação ao melhor lance.
practice-missed = Desta vez não: { $answer } perde { $loss } em relação ao melhor lance.
practice-line = Melhor sequência: { $line }
practice-margin = Uma resposta a até { $margin } pontos de chance de vitória do melhor lance é aceita.
practice-in-its-game = A partida do exercício, no lance de onde ele vem: percorra os lances na lista.
practice-try-again = Tentar de novo
practice-try-again-tip = A posição de novo (só a primeira resposta conta no calendário).
practice-see-game = Ver na partida
practice-see-game-tip = A partida inteira de onde vem este exercício, no seu lance.
practice-back = Voltar ao exercício
practice-back-tip = A posição do exercício de novo.
practice-next = Próximo exercício
practice-next-tip = O próximo exercício pendente agora, na ordem da prática.
practice-end = Terminar a prática
practice-end-tip = Sua partida volta à mesa como você a deixou.
action-practice = Praticar…
action-practice-does = Exercícios feitos dos seus próprios erros
