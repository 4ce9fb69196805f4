# Jogar online: abrir uma mesa e entrar nela.

action-play-online = Jogar online…
action-play-online-does = Abrir uma mesa para amigos em outros computadores, ou entrar em uma com um código

online-title = Jogar online
online-host-heading = Abrir uma mesa
online-host-how = Escolha o jogo e o lugar do seu amigo; a mesa mostra então um código curto para enviar a ele.
online-host-button = Abrir um jogo…
online-join-heading = Entrar em uma mesa
online-join-how = Digite ou cole o código que o anfitrião enviou (grupos de cinco, maiúsculas ou minúsculas).
online-join-button = Entrar
online-connecting = Conectando…
online-local-only = Só esta rede doméstica
online-local-only-does = Procurar o outro computador só nesta rede, sem os retransmissores da internet (uma rede doméstica sem internet)
online-reach-heading = Onde está seu amigo?
online-reach-internet = Em qualquer lugar da internet
online-reach-internet-does = Conexões diretas quando passam, e os retransmissores da internet quando não
online-reach-machine = Neste computador (uma segunda janela)
online-reach-machine-does = Só janelas do Malice Table neste computador podem entrar: nada passa pela rede
online-code-local = Só computadores desta rede doméstica podem entrar com ele.
online-code-machine = Só janelas deste computador podem entrar com ele.
online-guide-title = Hospedar um jogo
online-guide-intro = Seu amigo joga do computador dele, na mesma mesa que você. São três passos:
online-guide-game = 1. Escolha o jogo
online-guide-where = 2. Escolha onde seu amigo está
online-guide-seats-heading = 3. Escolha os lugares
online-guide-seats = Em seguida abre a janela de nova partida com o segundo lugar em “Amigo online”: esse é o lugar do seu amigo. Mude-o, ou ponha mais lugares em “Amigo online” para mais amigos, e aperte “Começar”.
online-guide-send-heading = Depois envie o código
online-guide-send = A mesa mostra à direita um código em grupos de cinco. Envie-o ao seu amigo (ou leia-o em voz alta): ele escolhe “Jogar online…”, digita-o em “Entrar em uma mesa” e aperta “Entrar”. O jogo começa quando todos os amigos chegarem.
online-guide-replaces = O jogo de { $game } em andamento será substituído por este.
online-guide-next = Escolher os lugares…
online-guide-cancel = Cancelar

online-waiting-friends = Aguardando seus amigos entrarem…
online-waiting-start = Aguardando o jogo começar…
online-panel-title = Online
online-opening = Abrindo a mesa…
online-send-code = Envie este código ao seu amigo: ele escolhe “Jogar online…”, digita-o em “Entrar em uma mesa” e aperta “Entrar”.
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
online-undo-asked-move = { $name } pede para desfazer a própria jogada { $mv }.
online-undo-asked-moves = { $name } pede para desfazer a própria jogada { $mv } e { $after ->
        [one] a jogada seguinte
       *[other] as { $after } jogadas seguintes
    }.
online-hints-on = Dicas são permitidas nesta mesa: todos ficam sabendo quando uma é usada.
online-hints-off = Dicas estão desligadas nesta mesa: o anfitrião não as permitiu.
online-hints-off-here = Dicas estão desligadas nesta mesa: você não as permitiu ao hospedá-la.
online-hint-used = { $name } usou uma dica.
online-guide-hints = Permitir dicas nesta mesa
online-guide-hints-does = Contra pessoas, as dicas ficam desligadas a menos que todos possam usá-las: seu amigo vê isso antes de jogar, e cada lado fica sabendo quando o outro usa uma
refusal-hints-off = Dicas estão desligadas nesta mesa: o anfitrião não as permitiu ao abri-la.
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
online-lan-no-answer = a thread de rede não respondeu
online-lan-table = { $game } na mesa de { $host }
online-lan-table-does = Entrar nesta mesa
