# Jogar online: abrir uma mesa e entrar nela.

action-play-online = Jogar online…
action-play-online-does = Abrir uma mesa para amigos em outros computadores, ou entrar em uma com um código

online-title = Jogar online
online-host-heading = Abrir uma mesa
online-host-how = Comece um novo jogo e escolha “Amigo online” para cada lugar que um amigo vai jogar de outro computador. A mesa mostra então um código: envie-o a eles.
online-host-button = Abrir um jogo…
online-join-heading = Entrar em uma mesa
online-join-how = Cole o código que o anfitrião enviou.
online-join-button = Entrar
online-connecting = Conectando…
online-local-only = Só esta rede doméstica
online-local-only-does = Procurar o outro computador só nesta rede, sem os retransmissores da internet (uma rede doméstica sem internet)

online-waiting-friends = Aguardando seus amigos entrarem…
online-waiting-start = Aguardando o jogo começar…
online-panel-title = Online
online-opening = Abrindo a mesa…
online-send-code = Envie este código aos seus amigos:
online-copy-code = Copiar código
online-no-relay = Este computador está sem internet: só amigos na mesma rede podem entrar.
online-seat-connected = conectado
online-seat-waiting = aguardando entrar
online-seat-away = conexão perdida, aguardando a volta
online-seat-lent = um bot aqui joga este lugar por enquanto
online-lend = Deixar um bot jogar
online-lend-does = Um bot neste computador joga o lugar até você devolvê-lo, para o jogo seguir enquanto seu amigo está fora
online-give-back = Devolver o lugar
online-give-back-does = Seu amigo volta a jogar o lugar do computador dele
online-you-lent = O anfitrião pôs um bot para jogar o seu lugar por enquanto.
online-reconnect = Reconectar
online-reconnect-does = Desfazer a conexão com o anfitrião e refazê-la
refusal-lent = Um bot do anfitrião joga o seu lugar até o anfitrião devolvê-lo.
online-guest-of = Jogando em uma mesa aberta com { $host }
online-reconnecting = Conexão perdida, reconectando…
online-back = Conectado de novo.
online-over = O jogo online terminou.
online-link-gone = A rede parou inesperadamente.
online-not-connected = Sem conexão com o anfitrião.
online-move-sent = Sua jogada está a caminho do anfitrião.
online-not-your-turn = Não é a sua vez.
online-refused = O anfitrião recusou: { $why }
online-no-random = Este computador não forneceu números aleatórios para a semente: { $why }
online-host-left = O anfitrião fechou a conexão: { $why }
online-host-odd = O anfitrião enviou algo que esta mesa não consegue seguir: { $what }
online-host-unfair = O jogo do anfitrião não confere: { $what }

online-error-start = A rede não pôde iniciar: { $why }
online-error-code = Isso não é um código de entrada: { $why }
online-error-no-answer = O anfitrião não respondeu em { $seconds } segundos. A mesa ainda está aberta, e este computador está online (ou na rede do anfitrião)?
online-error-connect = Não foi possível alcançar o anfitrião: { $why }

code-error-letter = o grupo { $group } tem “{ $letter }”, que nenhum código de entrada tem (só os dígitos e as letras de A a Z sem I, L, O e U).
code-error-length = ele tem { $given } letras e dígitos, e um código de entrada tem { $needed }: falta um ou sobra um.
code-error-typo = o grupo { $group } tem um erro de digitação: compare-o com o código que o anfitrião enviou.
code-error-typos = ele tem erros de digitação em mais de um lugar: compare-o com o código que o anfitrião enviou.
code-error-old = é um código de uma versão mais antiga, e está danificado: peça o código de novo ao anfitrião.
code-error-version = ele é da versão { $version }, que esta versão não lê.
code-error-id = ele não indica um anfitrião válido.
code-error-address = ele contém um endereço que esta versão não lê.

refusal-version-newer = O anfitrião usa { $app }, uma versão mais nova (protocolo { $host }; esta fala { $guest }). Atualize o Malice Table para jogarem juntos.
refusal-version-older = O anfitrião usa { $app }, uma versão mais antiga (protocolo { $host }; esta fala { $guest }). O anfitrião precisa atualizar o Malice Table.
refusal-undecodable = Uma mensagem não pôde ser lida: { $why }
refusal-no-seat = Todos os lugares para amigos nesta mesa estão ocupados.
refusal-unknown-seat = Esta mesa não tem esse lugar para retomar.
refusal-no-hello = O anfitrião ainda não conhecia este computador.
refusal-second-hello = Este computador já tem um lugar.
refusal-share-not-now = A semente já foi feita.
refusal-not-started = O jogo não começou: falta um amigo chegar.
refusal-over = O jogo acabou.
refusal-not-your-turn = Não é a vez do seu lugar.
refusal-stale = A jogada chegou depois de a mesa mudar.
refusal-illegal = “{ $mv }” não é permitido aqui: { $reason }

seat-remote = Amigo online
seat-remote-does = Um amigo que joga este lugar de outro computador
seat-friend-name = Amigo
seat-host-name = Anfitrião
seat-who-plays-remote = { $seat } é jogado por um amigo em outro computador
status-remote = Aguardando { $seat } no outro computador…

online-undo-sent = Você pediu aos outros para voltar o seu último lance.
online-undo-asked = { $name } pede para voltar o último lance.
online-undo-allow = Permitir
online-undo-allow-does = Voltar os lances, como pedido
online-undo-decline = Recusar
online-undo-decline-does = Continuar a partir daqui
online-undo-waiting = Aguardando a resposta ao pedido para voltar o lance…
online-undo-declined = O lance não foi voltado: o pedido foi recusado, alguém jogou nesse meio-tempo ou alguém saiu.
online-undone = Lances voltados, como todos concordaram.
refusal-nothing-to-undo = Não há lance seu que possa ser voltado.
refusal-undo-pending = Um pedido para voltar um lance já aguarda resposta.
refusal-no-undo-asked = Ninguém pediu para voltar um lance.
refusal-away = Todos os amigos estão ausentes, então ninguém pode concordar em voltar um lance.
online-seat-not-kept = Não foi possível guardar o lugar para voltar depois de reiniciar ({ $path }): { $error }

online-lan-heading = Mesas nesta rede
online-lan-none = Nenhuma encontrada ainda: uma mesa aberta nesta rede aparece aqui.
online-lan-cannot = Este computador não consegue procurar mesas aqui ({ $why }); cole um código.
online-lan-table = { $game } na mesa de { $host }
online-lan-table-does = Entrar nesta mesa
