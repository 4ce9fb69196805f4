# As palavras da própria janela: menus, barra de ferramentas, diálogos,
# avisos, linha de status, painel lateral, configurações, estatísticas,
# análise, diálogo de arquivos, impressão e a moldura de "Como jogar". As
# palavras de cada jogo ficam no arquivo dele.

## Listas

list-and = { $items } e { $last }

## Menus e ações

menu-file = Arquivo
menu-edit = Editar
menu-game = Jogo
menu-view = Exibir
menu-help = Ajuda

action-hint = Dica
action-hint-does = Mostrar a sugestão do bot mais forte
action-undo = Desfazer
action-undo-does = Voltar um lance
action-redo = Refazer
action-redo-does = Refazer um lance
action-new-game = Nova partida…
action-new-game-does = Começar uma nova partida
action-save = Salvar…
action-save-does = Salvar a partida
action-open = Abrir…
action-open-does = Abrir uma partida salva
action-panel-hide = Ocultar painel lateral
action-panel-show = Mostrar painel lateral
action-panel-does = Mostrar ou ocultar o painel lateral
action-coordinates-hide = Ocultar coordenadas
action-coordinates-show = Mostrar coordenadas
action-coordinates-does = Nomear as colunas e fileiras do tabuleiro em suas bordas, como os lances e o registro nomeiam as casas
coordinates-none = Spite & Malice é jogado com cartas: sua mesa não tem coordenadas
action-sound-mute = Silenciar os sons
action-sound-unmute = Ativar os sons
action-sound-does = Silenciar os sons da mesa, ou ativá-los de novo
action-zoom-in = Ampliar
action-zoom-in-does = Mostrar tudo maior: tabuleiros, peças e textos
action-zoom-out = Reduzir
action-zoom-out-does = Mostrar tudo menor
action-actual-size = Tamanho original ({ $zoom })
action-actual-size-does = Mostrar tudo no tamanho original
zoom-largest = Já está no zoom máximo ({ $zoom }).
zoom-smallest = Já está no zoom mínimo ({ $zoom }).
zoom-actual = Já está no tamanho original.
action-how-to-play = Como jogar
action-how-to-play-does = Como jogar: as regras do jogo mostrado
action-quit = Sair
action-quit-does = Sair (a partida em andamento é guardada)
action-settings = Configurações…
action-settings-does = Mudar como a mesa joga e sua aparência
action-statistics = Estatísticas…
action-statistics-does = Partidas jogadas, vencidas e perdidas
action-export = Exportar tabuleiros para imprimir…
action-export-does = Gravar os tabuleiros como arquivos PNG para imprimir
action-review = Analisar partida
action-review-does = Avaliar cada lance da partida
action-keys = Controles do teclado
action-keys-does = As teclas dos tabuleiros e do programa
action-about = Sobre o Malice Table
action-about-does = A versão do Malice Table
action-log-folder = Abrir a pasta do registro
action-log-folder-does = A pasta do registro e dos relatórios de falha, no gerenciador de arquivos
action-tip-with-keys = { $does } ({ $keys })

button-hint = Dica
button-undo = Desfazer
button-redo = Refazer
button-new-game = Nova partida
button-save = Salvar
button-open = Abrir
button-settings = Configurações
button-panel = Painel
toolbar-more = Mais
toolbar-more-does = Os botões da barra de ferramentas que não cabem na janela
button-cancel = Cancelar
button-ok = OK
button-start = Começar
button-resume = Continuar

redo-nothing = Nada para refazer.
undo-possible = Voltar o seu último lance
undo-ask = Pedir aos outros para voltar o seu último lance
undo-refused = Não dá para desfazer mais: { $reason }.
undo-nothing = Nada para desfazer.
save-refused = Esta partida não pode ser salva: { $why }.
save-setup-position = ela começou de uma posição montada, que o arquivo salvo não guarda
save-unwritable = a configuração dela não pode ser escrita num arquivo salvo ({ $error })

## Teclas

key-ctrl = Ctrl
key-alt = Alt
key-shift = Shift
key-arrows = Setas
key-enter = Enter
key-escape = Esc
key-space = Espaço
key-enter-or-space = Enter ou Espaço
key-tab = Tab
key-page-up-down = Page Up / Page Down
keys-or = { " " }ou{ " " }

keys-title = Controles do teclado
keys-cursor = Mover o cursor no tabuleiro (o primeiro toque o mostra)
keys-pick = Pegar a peça ou carta sob o cursor; jogar ou colocar ali
keys-drop = Soltar a seleção; desistir de colocar uma barreira
keys-roll = Jogar o dado (Malefiz); fazer o lance oferecido (Passar, Encerrar a vez)
keys-ready = Pronto: mostrar a próxima mão (Spite & Malice, duas pessoas)
keys-result-away = Guardar o cartão de resultado ("Mostrar resultado" o traz de volta)
keys-dialog-default = Num diálogo: o botão principal (Começar, OK, Nova partida)
keys-dialog-next = Num diálogo: o próximo botão ou campo
keys-close = Fechar o diálogo ou a janela da frente
keys-help-topics = Em "Como jogar": o tópico anterior ou o seguinte

## Sobre, avisos, arquivos

about-title = Sobre o Malice Table
about-games = { $games }, com bots embutidos.
no-home-folder = Nenhuma pasta pessoal foi encontrada: as configurações e as partidas não serão guardadas.
autosaves-elsewhere = Outra janela do Malice Table está aberta e guarda os salvamentos automáticos. As partidas desta janela não são salvas automaticamente: use Arquivo › Salvar… para guardá-las.
crash-title = A mesa fechou inesperadamente
crash-games-back = O Malice Table fechou inesperadamente da última vez. Suas partidas estão de volta, como estavam no último lance.
crash-report-at = Um relatório do que aconteceu está em { $report }.
crash-copy = Copiar relatório
crash-open-folder = Abrir pasta
crash-copied = O relatório está na área de transferência: cole-o num relato de erro.
folder-not-opened = Não foi possível abrir a pasta { $folder }: { $error }
folder-no-opener = Não foi possível abrir a pasta { $folder }: o { $opener }, que abre pastas no gerenciador de arquivos, não está instalado. Abra a pasta no seu gerenciador de arquivos.
data-folder-unlocked = A pasta de dados { $folder } não pode ser bloqueada ({ $error }); as partidas não serão salvas automaticamente.
autosave-set-aside = A partida de { $game } da última vez não pôde ser restaurada: { $why }. Ela foi guardada como { $kept }; uma nova partida foi começada.
autosave-left = A partida de { $game } da última vez não pôde ser restaurada: { $why }. Ela ficou onde estava; uma nova partida foi começada.
autosave-failed = A partida não pôde ser salva automaticamente em { $path }: { $error }.
settings-not-written = As configurações não puderam ser gravadas: { $error }.
stats-not-written = As estatísticas não puderam ser gravadas: { $error }.
settings-set-aside = O arquivo de configurações { $file } não pôde ser lido ({ $why }); ele foi guardado como { $kept }, e as configurações padrão estão valendo.
settings-not-set-aside = O arquivo de configurações { $file } não pôde ser lido ({ $why }); ele não pôde ser posto de lado ({ $error }), e as configurações padrão estão valendo.
stats-set-aside = O arquivo de estatísticas não pôde ser lido ({ $why }); a contagem recomeça.

file-filter = Partida salva do Malice Table
save-dialog-title = Salvar a partida
open-dialog-title = Abrir uma partida salva
status-saved = Salva em { $path }
status-opened = Aberto: { $path }
status-sound-muted = Sons silenciados
status-sound-on = Sons ativados
status-zoom = Zoom: { $zoom }
save-failed = A partida não pôde ser salva em { $path }: { $error }.
open-cannot = { $path } não pode ser aberto: { $why }.
open-unreadable = { $path } não pôde ser lido: { $error }.
open-not-text = { $path } não pode ser aberto: não é uma partida salva do Malice Table (não é texto).
load-not-a-save = não é uma partida salva do Malice Table ({ $detail })
load-truncated = a partida salva está incompleta ({ $detail })
load-unknown-format = a partida salva tem a versão de formato { $found }, e esta versão do Malice Table lê a versão { $reads }
load-wrong-game = é uma partida salva de { $found }, não de { $expected }
load-bad-setup = a preparação da partida não pode ser usada: { $detail }
load-illegal-move = o lance { $number } `{ $text }` não é permitido aqui: { $reason }

## O diálogo de arquivos

file-open = Abrir
file-save = Salvar
file-choose-folder = Escolher esta pasta
file-cancel-tip = Esc: nada é alterado
file-folder = Pasta
file-up = Acima
file-up-tip = A pasta em que esta está
file-home = Pasta pessoal
file-no-folders = Não há subpastas aqui.
file-no-files = Não há subpastas nem arquivos correspondentes aqui.
file-open-folder-tip = Abrir esta pasta
file-name = Nome do arquivo
file-not-a-folder = { $path } não é uma pasta.
file-type-name = Digite um nome para o arquivo.
file-choose = Escolha um arquivo ou digite o nome dele.
file-missing = Não há nenhum arquivo { $name } em { $folder }.
file-exists = { $name } já existe: clique em Salvar de novo para substituí-lo.
file-unreadable-folder = { $folder } não pode ser lida: { $error }.
file-dialog-unavailable = Nenhum diálogo de arquivos pode ser mostrado: { $why }. Instale um portal de desktop com seletor de arquivos (por exemplo, xdg-desktop-portal-gtk) ou o zenity, ou remova { $variable } (está definido como "native") para usar o diálogo de arquivos do próprio programa.
file-native-no-libdbus = a libdbus (libdbus-1.so.3), pela qual o diálogo de arquivos fala com o portal de desktop, não está instalada, e o zenity não está instalado
file-native-no-session-bus = nenhum D-Bus de sessão foi encontrado ({ $error }), e o zenity não está instalado
file-native-bus-unreachable = o D-Bus de sessão não pode ser alcançado ({ $error }), e o zenity não está instalado
file-native-no-file-chooser = o portal de desktop não oferece seletor de arquivos ({ $error }), e o zenity não está instalado

## Configurações

settings-title = Configurações
settings-language = Idioma
settings-animation = Animação
animation-off = Desligada
animation-normal = Normal
animation-slow = Lenta
settings-pace = Os bots jogam
settings-pace-tip = Quanto tempo cada lance de bot espera depois que o último lance foi mostrado
pace-instant = Na hora
pace-fast = Rápido
pace-normal = Normal
pace-slow = Devagar
settings-theme = Tema
settings-zoom = Zoom
theme-dark = Escuro
theme-light = Claro
settings-sound = Volume dos sons
settings-sound-mute = Silenciar
settings-sound-missing = Nenhum dispositivo de som foi encontrado; os sons estão desligados.
sound-thread-stopped = a thread de som parou
settings-your-name = Seu nome
settings-opponent = Novas partidas contra
settings-opponent-bots = Bots
settings-opponent-person = Outra pessoa
settings-second-name = Nome da segunda pessoa
settings-game-bots = Bots de { $game }
settings-help = Ajuda
settings-legal-targets = Mostrar destinos permitidos
settings-coordinates = Mostrar as coordenadas do tabuleiro
settings-confirm-new-game = Perguntar antes que uma nova partida substitua uma em andamento
settings-group-table = Mesa
settings-group-bots = Bots
settings-group-access = Sons e acessibilidade
settings-group-language = Idioma
settings-group-online = On-line
settings-online-name = Amigos em outros computadores veem você como
settings-online-no-name = “{ $host }” ou “{ $friend }”: digite seu nome em { $table }
settings-footer = As mudanças valem na hora e ficam guardadas. Nomes e níveis valem a partir da próxima partida.

## Níveis e lugares

level-newcomer = Novato
level-beginner = Iniciante
level-casual = Casual
level-club = Jogador de clube
level-expert = Experiente
level-master = Mestre
level-champion = Campeão
level-old-easy = Fácil
level-old-medium = Médio
level-old-hard = Difícil
level-line-with-elo = { $line } (Elo { $elo })

name-you = Você
name-friend = Amigo
name-player-n = Jogador { $n }
name-bot = Bot { $level }
name-bot-n = Bot { $level } { $n }
seat-human = Humano
seat-bot-level = Bot ({ $level })
seat-who-plays = Quem joga com { $seat }
seat-who-plays-bot = Quem joga com { $seat }. { $level }

## Estatísticas

stats-title = Estatísticas
stats-none = Nenhuma partida terminada ainda. Partidas só entre bots não contam.
stats-head-game = Jogo
stats-head-variant = Tabuleiro / variante
stats-head-opponent = Adversário
stats-head-played = Jogadas
stats-head-won = Vencidas
stats-head-lost = Perdidas
stats-head-drawn = Empatadas
stats-head-matches = Disputas
stats-matches = { $played } jogadas, { $won } vencidas, { $lost } perdidas
stats-opponent-human = Humano
stats-opponent-bot = Bot { $level }
stats-levels = Os níveis dos bots
stats-reset-button = Zerar estatísticas…
stats-reset-title = Zerar as estatísticas?
stats-reset-body = Todas as contagens voltam a zero. Isso não pode ser desfeito.
stats-reset-yes = Zerar

## A mesa de jogo

new-game-title = Nova partida de { $game }
new-game-cancel-tip = Fechar sem começar (Esc)
new-game-confirm-title = Começar uma nova partida?
new-game-confirm-body = A partida em andamento será substituída.
new-game-confirm-yes = Nova partida
new-game-confirm-no = Continuar jogando
panel-moves = Lances
log-start-position = Posição inicial
status-to-move = { $seat } joga agora
status-bots-paused = { $seat } joga agora. Os bots estão em pausa.
status-thinking = { $seat } está pensando…
status-moving = { $seat } está jogando…
viewing-past = Vendo a posição depois do lance { $ply } — a partida está parada aqui.
return-to-present = Voltar ao presente
move-refused = `{ $mv }` não é permitido aqui: { $reason }
result-close = Fechar o resultado
result-close-tip = Fechar, para estudar a posição final (Esc)
result-show = Mostrar resultado
result-show-tip = Trazer de volta o cartão de resultado
result-new-game = Começar uma nova partida
result-new-game-tip = Escolher os lugares e as opções de uma nova partida
result-you-won = Você venceu
result-you-lost = Você perdeu
result-wins = { $name } vence
result-draw = Empate
result-rematch = Revanche
result-rematch-tip = Os mesmos lugares e opções, uma nova sorte
result-try-next = Tente { $level } agora
result-try-next-tip = A sugestão do treinador depois das suas vitórias seguidas: uma revanche um nível acima
result-try-even = Jogue { $level }: uma partida equilibrada
result-try-even-tip = A sugestão do treinador pelo seu rating: uma revanche que você vence cerca de metade das vezes
hint-played = jogado { $chance }
hint-best = melhor { $chance }
hint-played-best = jogado = melhor { $chance }

## A análise

review-tip-short = Avaliar cada lance com o motor
review-tip = Avaliar cada lance com o motor: marcas, precisão e um gráfico
review-running = Uma análise está em andamento.
review-nothing = Ainda não há nada para analisar: nenhum lance foi jogado.
review-progress = Analisando… { $done } de { $total ->
        [one] { $total } lance
       *[other] { $total } lances
    }
review-heading = Análise
review-summary = { $seat }: { $marks } · precisão { $accuracy }
review-summary-luck = { $seat }: { $marks } · precisão { $accuracy } · sorte { $luck }
review-graph-axis = { $seat } %
review-graph-line = Chances de vitória: { $seat }
review-move = Lance { $ply }: { $played }
review-move-chances = Chances de { $seat }: { $chance } após este lance; { $best_chance } após o melhor lance, { $best }
review-move-chances-best = Chances de { $seat }: { $chance } após este lance, tão bom quanto o melhor
review-move-forced = Lance { $ply }: { $played } — sem escolha a avaliar
mark-inaccuracy = imprecisão
mark-mistake = erro
mark-blunder = erro grave
review-explanation =
    Cada lance é medido pelo motor contra o melhor lance que ele encontra naquele momento, os dois avaliados do mesmo jeito, em chances de vitória (uma vitória 100%, um empate 50%).
    ?! imprecisão: o lance entregou pelo menos { $inaccuracy } pontos de chance de vitória
    ? erro: pelo menos { $mistake }
    ?? erro grave: pelo menos { $blunder }
    Precisão: 100% menos a média do que os lances avaliados do jogador entregaram.
    Lances forçados, lances únicos e jogadas de dado não são avaliados.

## Impressão

export-title = Exportar tabuleiros para imprimir
export-about = Cada tabuleiro numa página própria, como arquivos PNG que imprimem em tamanho real.
export-paper = Papel
paper-a4 = A4
paper-letter = Carta (EUA)
export-resolution = Resolução
export-language = Idioma
export-dpi-suffix = { " " }dpi
export-folder-hint = criada se não existir
export-choose = Escolher uma pasta e exportar…
export-choose-title = Exportar os tabuleiros para
export-button = Exportar
export-choosing = Escolhendo uma pasta…
export-writing = Gravando os tabuleiros em { $folder }…
export-written = Gravados:
export-failed = Nada foi gravado: { $why }
export-stopped = a gravação dos tabuleiros parou inesperadamente
export-cannot-start = não foi possível começar a gravar os tabuleiros: { $error }
export-bad-dpi = a resolução deve ser de { $min } a { $max } dpi, não { $dpi }
export-no-folder = nenhuma pasta indicada: diga em que pasta gravar os tabuleiros
export-not-a-folder = { $path } não é uma pasta: indique uma pasta para gravar os tabuleiros
export-create-folder = não foi possível criar a pasta { $path }: { $error }
export-write = não foi possível gravar { $path }: { $error }
export-too-large = uma página de { $width } × { $height } pixels não cabe na memória: escolha uma resolução menor
export-font = não foi possível ler a fonte embutida ({ $detail })
export-encode = não foi possível gravar a página como PNG: { $detail }

## O que o sistema disse sobre um arquivo

io-not-found = ele não existe
io-permission-denied = permissão negada
io-already-exists = já existe algo com esse nome
io-storage-full = o disco está cheio
io-quota-exceeded = a cota de disco acabou
io-read-only = o disco é somente leitura
io-is-a-folder = é uma pasta
io-not-a-folder = parte do caminho não é uma pasta
io-too-large = o arquivo é grande demais
io-invalid-name = esse nome não é permitido aqui
io-busy = outro programa está usando

## Como jogar

help-title = Como jogar
help-previous = ◀ Anterior
help-next = Próximo ▶
help-topic-of = Tópico { $topic } de { $count } · Page Up e Page Down passam os tópicos
help-house-rule = Regra da casa
help-house-rule-tip = As regras originais são omissas ou pouco claras aqui; esta é a decisão do Malice Table.
help-try-it = Experimente:
help-option = Opção
help-option-where = (mude em { $place })
help-not-allowed = Não permitido:
help-played = Jogado:
help-step-back = ◀ Voltar
help-step-next = Próximo passo ▶
help-step-of = Passo { $step } de { $count }: { $caption }
help-sequence-refused = Esta sequência para no lance { $number }: { $why }
help-sequence-unarranged = Esta sequência para na ação { $number }: { $why }
help-sequence-past-the-end = O passo { $step } desta sequência não tem posição.

welcome-title = Bem-vindo ao Malice Table
welcome-games = Jogos para a mesma mesa: { $games }. Jogue contra os bots ou com outras pessoas na mesma tela.
welcome-rules = Novo em { $game }? As regras estão no programa, com tabuleiros vivos para experimentar: Ajuda › Como jogar, ou F1, a qualquer momento.
welcome-show = Mostre-me como jogar { $game }
welcome-not-now = Agora não

## What a screen reader hears (ui/screen/speech.rs, ui/widgets/place_speech.rs)
speech-new-game = Nova partida. { $seat } joga agora.
speech-taken-back = { $count ->
    [one] Um lance desfeito.
   *[other] { $count } lances desfeitos.
} { $seat } joga agora.
speech-no-moves = Nenhum lance foi jogado ainda.
place-selected = selecionada
place-movable = pode mover
place-target = um destino
place-capture = uma captura
place-last-move = último lance
action-read-position = Ler a posição em voz alta
action-read-position-does = Dizer a posição a um leitor de tela
action-read-moves = Ler os últimos lances em voz alta
action-read-moves-does = Dizer os últimos cinco lances a um leitor de tela
