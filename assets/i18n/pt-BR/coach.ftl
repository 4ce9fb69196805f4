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
players-delete-body = Os ratings de { $name }, as partidas de onde vêm e as partidas contra outras pessoas são esquecidos. As estatísticas acima mantêm a contagem.
players-delete-yes = Excluir
