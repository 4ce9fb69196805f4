# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_malice_table_global_optspecs
    string join \n open= verbose h/help V/version
end

function __fish_malice_table_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_malice_table_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_malice_table_using_subcommand
    set -l cmd (__fish_malice_table_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c malice-table -n "__fish_malice_table_needs_command" -l open -d 'Open this saved game (a `.malicetable` save, or a `.ron` one written before) in the window; not with a subcommand' -r -F
complete -c malice-table -n "__fish_malice_table_needs_command" -l verbose -d 'Write more to the log than warnings and errors (as RUST_LOG=info does)'
complete -c malice-table -n "__fish_malice_table_needs_command" -s h -l help -d 'Print help'
complete -c malice-table -n "__fish_malice_table_needs_command" -s V -l version -d 'Print version'
complete -c malice-table -n "__fish_malice_table_needs_command" -a "perft" -d 'Count the legal move sequences (perft) of every length up to DEPTH'
complete -c malice-table -n "__fish_malice_table_needs_command" -a "moves" -d 'Print the legal moves of a position, sorted, on one line'
complete -c malice-table -n "__fish_malice_table_needs_command" -a "why" -d 'Say whether a piece may go from FROM to TO in a position: `legal`, or `illegal: <the rule that forbids it>`'
complete -c malice-table -n "__fish_malice_table_needs_command" -a "review" -d 'Review a saved game: each decision weighed by the engine, marked ?! (inaccuracy), ? (mistake) or ?? (blunder) by the winning chances it lost, then each player\'s numbers'
complete -c malice-table -n "__fish_malice_table_needs_command" -a "host" -d 'Host a network game played by bots: print `ticket: <CODE>` once it can be joined, play this computer\'s seats, judge the guests\' moves, and at the end print the result and write the save'
complete -c malice-table -n "__fish_malice_table_needs_command" -a "join" -d 'Join a network game with the code a host gave, and play the seat offered with a bot'
complete -c malice-table -n "__fish_malice_table_needs_command" -a "install-desktop" -d 'Put Malice Table in the desktop\'s menus (Linux: a .desktop entry and icons under $XDG_DATA_HOME, for this user, launching this binary)'
complete -c malice-table -n "__fish_malice_table_needs_command" -a "uninstall-desktop" -d 'Take out what install-desktop put in'
complete -c malice-table -n "__fish_malice_table_needs_command" -a "completions" -d 'Print the completion script of a shell for this command line'
complete -c malice-table -n "__fish_malice_table_needs_command" -a "manual" -d 'Print the manual page (roff): `malice-table manual | man -l -`'
complete -c malice-table -n "__fish_malice_table_needs_command" -a "arena" -d 'Play bot against bot: wins, draws, A\'s win rate with a 95% interval, game length, speed and time per decision'
complete -c malice-table -n "__fish_malice_table_needs_command" -a "ladder" -d 'Rate a game\'s bot levels in Elo: a round robin of each level against the next two up and of the baselines against the top and middle levels, then every rating by maximum likelihood with a 95% interval'
complete -c malice-table -n "__fish_malice_table_needs_command" -a "export-boards" -d 'Write the printable boards as PNG files: malice.png, malefiz-classic.png, malefiz-fast.png, spite-mat.png'
complete -c malice-table -n "__fish_malice_table_needs_command" -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c malice-table -n "__fish_malice_table_using_subcommand perft" -s p -l position -d 'The position string (see the game\'s rules file); the start position if left out' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand perft" -l players -d 'How many players the position is for (malice 2 or 4; malefiz 2–4)' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand perft" -l quiet-limit -d 'Malice: plies without a capture that end the game (0 turns the limit off; default: the game\'s own limit)' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand perft" -l board -d 'Malefiz: the board, `classic`, `fast` or a map file (default: the board the position names, or classic)' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand perft" -l colours -d 'Malefiz: the colours of the start position, as letters (`ry`, `rgb`, `rgyb`); only without --position' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand perft" -l divide -d 'Also print, for the last depth, the count under each first move'
complete -c malice-table -n "__fish_malice_table_using_subcommand perft" -l time -d 'Print the time and nodes per second of each depth on stderr'
complete -c malice-table -n "__fish_malice_table_using_subcommand perft" -l verbose -d 'Write more to the log than warnings and errors (as RUST_LOG=info does)'
complete -c malice-table -n "__fish_malice_table_using_subcommand perft" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c malice-table -n "__fish_malice_table_using_subcommand moves" -s p -l position -d 'The position string (see the game\'s rules file); the start position if left out' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand moves" -l players -d 'How many players the position is for (malice 2 or 4; malefiz 2–4)' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand moves" -l quiet-limit -d 'Malice: plies without a capture that end the game (0 turns the limit off; default: the game\'s own limit)' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand moves" -l board -d 'Malefiz: the board, `classic`, `fast` or a map file (default: the board the position names, or classic)' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand moves" -l colours -d 'Malefiz: the colours of the start position, as letters (`ry`, `rgb`, `rgyb`); only without --position' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand moves" -l roll -d 'The die roll, 1 to 6: malefiz needs it (the legal moves depend on it); malice is played without dice' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand moves" -l verbose -d 'Write more to the log than warnings and errors (as RUST_LOG=info does)'
complete -c malice-table -n "__fish_malice_table_using_subcommand moves" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c malice-table -n "__fish_malice_table_using_subcommand why" -s p -l position -d 'The position string (see the game\'s rules file); the start position if left out' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand why" -l players -d 'How many players the position is for (malice 2 or 4; malefiz 2–4)' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand why" -l quiet-limit -d 'Malice: plies without a capture that end the game (0 turns the limit off; default: the game\'s own limit)' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand why" -l board -d 'Malefiz: the board, `classic`, `fast` or a map file (default: the board the position names, or classic)' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand why" -l colours -d 'Malefiz: the colours of the start position, as letters (`ry`, `rgb`, `rgyb`); only without --position' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand why" -l roll -d 'The die roll, 1 to 6: malefiz needs it (the legal moves depend on it); malice is played without dice' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand why" -l from -d 'Where the piece stands: a square (Malice `Lb2`, Malefiz `a3`), or for Malefiz `h` (its house) or `f` (the forest)' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand why" -l to -d 'Where it should go: a square' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand why" -l verbose -d 'Write more to the log than warnings and errors (as RUST_LOG=info does)'
complete -c malice-table -n "__fish_malice_table_using_subcommand why" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c malice-table -n "__fish_malice_table_using_subcommand review" -l budget-ms -d 'Milliseconds each decision\'s searches may take on average (they stop at their node budgets first; without it, the review is decided by the save alone)' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand review" -l threads -d 'Worker threads (default: one per core)' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand review" -l verbose -d 'Write more to the log than warnings and errors (as RUST_LOG=info does)'
complete -c malice-table -n "__fish_malice_table_using_subcommand review" -s h -l help -d 'Print help'
complete -c malice-table -n "__fish_malice_table_using_subcommand host" -l game -d 'The game' -r -f -a "malice\t'Malice (2 or 4 players)'
malefiz\t'Malefiz (2–4 players, classic or fast board)'
spite\t'Spite & Malice (2 players)'"
complete -c malice-table -n "__fish_malice_table_using_subcommand host" -l players -d 'Players at the table (the game\'s first count if not given)' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand host" -l board -d 'The board, where a game has more than one' -r -f -a "classic\t''
fast\t''"
complete -c malice-table -n "__fish_malice_table_using_subcommand host" -l friends -d 'How many seats are for friends (the last ones); the others are this computer\'s bots' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand host" -l bot -d 'The level of the bots that play this computer\'s seats' -r -f -a "newcomer\t''
beginner\t''
casual\t''
club\t''
expert\t''
master\t''
champion\t''"
complete -c malice-table -n "__fish_malice_table_using_subcommand host" -l save -d 'Write the finished game here, under the name given (a save\'s own extension is `.malicetable`, which the desktop opens at the table)' -r -F
complete -c malice-table -n "__fish_malice_table_using_subcommand host" -l local -d 'Only direct addresses on this machine and its networks: no relays (a home network without internet, tests); host and guest both say it'
complete -c malice-table -n "__fish_malice_table_using_subcommand host" -l this-computer -d 'Only this computer: loopback, no relays (a second window or process here, and tests); host and guest both say it'
complete -c malice-table -n "__fish_malice_table_using_subcommand host" -l verbose -d 'Write more to the log than warnings and errors (as RUST_LOG=info does)'
complete -c malice-table -n "__fish_malice_table_using_subcommand host" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c malice-table -n "__fish_malice_table_using_subcommand join" -l bot -d 'The level of the bots that play this computer\'s seats' -r -f -a "newcomer\t''
beginner\t''
casual\t''
club\t''
expert\t''
master\t''
champion\t''"
complete -c malice-table -n "__fish_malice_table_using_subcommand join" -l save -d 'Write the finished game here, under the name given (a save\'s own extension is `.malicetable`, which the desktop opens at the table)' -r -F
complete -c malice-table -n "__fish_malice_table_using_subcommand join" -l local -d 'Only direct addresses on this machine and its networks: no relays (a home network without internet, tests); host and guest both say it'
complete -c malice-table -n "__fish_malice_table_using_subcommand join" -l this-computer -d 'Only this computer: loopback, no relays (a second window or process here, and tests); host and guest both say it'
complete -c malice-table -n "__fish_malice_table_using_subcommand join" -l verbose -d 'Write more to the log than warnings and errors (as RUST_LOG=info does)'
complete -c malice-table -n "__fish_malice_table_using_subcommand join" -s h -l help -d 'Print help'
complete -c malice-table -n "__fish_malice_table_using_subcommand install-desktop" -l verbose -d 'Write more to the log than warnings and errors (as RUST_LOG=info does)'
complete -c malice-table -n "__fish_malice_table_using_subcommand install-desktop" -s h -l help -d 'Print help'
complete -c malice-table -n "__fish_malice_table_using_subcommand uninstall-desktop" -l verbose -d 'Write more to the log than warnings and errors (as RUST_LOG=info does)'
complete -c malice-table -n "__fish_malice_table_using_subcommand uninstall-desktop" -s h -l help -d 'Print help'
complete -c malice-table -n "__fish_malice_table_using_subcommand completions" -l verbose -d 'Write more to the log than warnings and errors (as RUST_LOG=info does)'
complete -c malice-table -n "__fish_malice_table_using_subcommand completions" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c malice-table -n "__fish_malice_table_using_subcommand manual" -l verbose -d 'Write more to the log than warnings and errors (as RUST_LOG=info does)'
complete -c malice-table -n "__fish_malice_table_using_subcommand manual" -s h -l help -d 'Print help'
complete -c malice-table -n "__fish_malice_table_using_subcommand arena; and not __fish_seen_subcommand_from report help" -l game -d 'The game' -r -f -a "malice\t'Malice (2 or 4 players)'
malefiz\t'Malefiz (2–4 players, classic or fast board)'
spite\t'Spite & Malice (2 players)'"
complete -c malice-table -n "__fish_malice_table_using_subcommand arena; and not __fish_seen_subcommand_from report help" -l seed -d 'Decides every deal, die and bot seed' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand arena; and not __fish_seen_subcommand_from report help" -l budget-ms -d 'Milliseconds per decision: the searching bots then think by the clock (not deterministic)' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand arena; and not __fish_seen_subcommand_from report help" -l cap-ms -d 'A wall-clock cap in milliseconds on every decision that keeps the bots\' node budgets, as the app plays them (the app\'s cap is `core::BOT_THINK_LIMIT`)' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand arena; and not __fish_seen_subcommand_from report help" -l threads -d 'Games played at once (default: one per core)' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand arena; and not __fish_seen_subcommand_from report help" -l bots -d 'The two bots, A and B, by name, separated by a comma (see below)' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand arena; and not __fish_seen_subcommand_from report help" -l games -d 'How many games (at least 1); a whole number of seed groups keeps the seats balanced' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand arena; and not __fish_seen_subcommand_from report help" -l keep -d 'Adds every finished game to FILE; run the same command again to play only the games FILE does not hold yet' -r -F
complete -c malice-table -n "__fish_malice_table_using_subcommand arena; and not __fish_seen_subcommand_from report help" -l sprt -d 'Play seat-swapped pairs and stop when a sequential probability ratio test decides between H0 "A is ELO0 stronger" and H1 "A is ELO1 stronger" (logistic Elo); --games is then the cap' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand arena; and not __fish_seen_subcommand_from report help" -l alpha -d 'The SPRT\'s chance of accepting H1 when H0 holds' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand arena; and not __fish_seen_subcommand_from report help" -l beta -d 'The SPRT\'s chance of accepting H0 when H1 holds' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand arena; and not __fish_seen_subcommand_from report help" -l shard -d 'Play only shard K of N of the match\'s pairs, into the journal --keep names; `arena report` merges the shards\' journals' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand arena; and not __fish_seen_subcommand_from report help" -l players -d 'Players at the table (malice 2 or 4, malefiz 2–4, spite 2)' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand arena; and not __fish_seen_subcommand_from report help" -l board -d 'The board, where a game has more than one: malefiz classic (default), fast' -r -f -a "classic\t''
fast\t''"
complete -c malice-table -n "__fish_malice_table_using_subcommand arena; and not __fish_seen_subcommand_from report help" -l opening -d 'Random moves at the start of each seed group (default: malice 4, malefiz 0, spite 0)' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand arena; and not __fish_seen_subcommand_from report help" -l verbose -d 'Write more to the log than warnings and errors (as RUST_LOG=info does)'
complete -c malice-table -n "__fish_malice_table_using_subcommand arena; and not __fish_seen_subcommand_from report help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c malice-table -n "__fish_malice_table_using_subcommand arena; and not __fish_seen_subcommand_from report help" -f -a "report" -d 'Merge the journals of one match (each shard\'s --keep FILE, or a whole match\'s) and print the match\'s report, the SPRT included'
complete -c malice-table -n "__fish_malice_table_using_subcommand arena; and not __fish_seen_subcommand_from report help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c malice-table -n "__fish_malice_table_using_subcommand arena; and __fish_seen_subcommand_from report" -l verbose -d 'Write more to the log than warnings and errors (as RUST_LOG=info does)'
complete -c malice-table -n "__fish_malice_table_using_subcommand arena; and __fish_seen_subcommand_from report" -s h -l help -d 'Print help'
complete -c malice-table -n "__fish_malice_table_using_subcommand arena; and __fish_seen_subcommand_from help" -f -a "report" -d 'Merge the journals of one match (each shard\'s --keep FILE, or a whole match\'s) and print the match\'s report, the SPRT included'
complete -c malice-table -n "__fish_malice_table_using_subcommand arena; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c malice-table -n "__fish_malice_table_using_subcommand ladder" -l game -d 'The game' -r -f -a "malice\t'Malice (2 or 4 players)'
malefiz\t'Malefiz (2–4 players, classic or fast board)'
spite\t'Spite & Malice (2 players)'"
complete -c malice-table -n "__fish_malice_table_using_subcommand ladder" -l seed -d 'Decides every deal, die and bot seed' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand ladder" -l budget-ms -d 'Milliseconds per decision: the searching bots then think by the clock (not deterministic)' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand ladder" -l cap-ms -d 'A wall-clock cap in milliseconds on every decision that keeps the bots\' node budgets, as the app plays them (the app\'s cap is `core::BOT_THINK_LIMIT`)' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand ladder" -l threads -d 'Games played at once (default: one per core)' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand ladder" -l games -d 'Games per pairing (at least 1)' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand ladder" -l chart -d 'Also draw the ratings with their intervals as a PNG here' -r -F
complete -c malice-table -n "__fish_malice_table_using_subcommand ladder" -l levels -d 'Rate only the levels FROM..TO (names, weakest first; both rated)' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand ladder" -l baselines-ms -d 'Also rate the baselines, each thinking M milliseconds a decision (`name@M`); the levels keep their node budgets' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand ladder" -l keep -d 'Keep every finished pairing in this folder; run again with the same options, the ladder reads them back and plays only the rest' -r -F
complete -c malice-table -n "__fish_malice_table_using_subcommand ladder" -l players -d 'Players at the table (malice 2 or 4, malefiz 2–4, spite 2)' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand ladder" -l board -d 'The board, where a game has more than one: malefiz classic (default), fast' -r -f -a "classic\t''
fast\t''"
complete -c malice-table -n "__fish_malice_table_using_subcommand ladder" -l baselines -d 'Also rate the baselines, each by its usual node budget (the strong ones take many times the top level\'s time)'
complete -c malice-table -n "__fish_malice_table_using_subcommand ladder" -l verbose -d 'Write more to the log than warnings and errors (as RUST_LOG=info does)'
complete -c malice-table -n "__fish_malice_table_using_subcommand ladder" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c malice-table -n "__fish_malice_table_using_subcommand export-boards" -l out -d 'The folder to write into; it is created (with its parents) if missing' -r -F
complete -c malice-table -n "__fish_malice_table_using_subcommand export-boards" -l dpi -d 'Print resolution in dots per inch (72 to 1200)' -r
complete -c malice-table -n "__fish_malice_table_using_subcommand export-boards" -l paper -d 'The paper size' -r -f -a "a4\t'ISO A4, 210 × 297 mm'
letter\t'US Letter, 8.5 × 11 in'"
complete -c malice-table -n "__fish_malice_table_using_subcommand export-boards" -l language -d 'The language of the words printed on the sheets' -r -f -a "en\t'English'
de\t'Deutsch'
pt-BR\t'Português (Brasil)'"
complete -c malice-table -n "__fish_malice_table_using_subcommand export-boards" -l verbose -d 'Write more to the log than warnings and errors (as RUST_LOG=info does)'
complete -c malice-table -n "__fish_malice_table_using_subcommand export-boards" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c malice-table -n "__fish_malice_table_using_subcommand help; and not __fish_seen_subcommand_from perft moves why review host join install-desktop uninstall-desktop completions manual arena ladder export-boards help" -f -a "perft" -d 'Count the legal move sequences (perft) of every length up to DEPTH'
complete -c malice-table -n "__fish_malice_table_using_subcommand help; and not __fish_seen_subcommand_from perft moves why review host join install-desktop uninstall-desktop completions manual arena ladder export-boards help" -f -a "moves" -d 'Print the legal moves of a position, sorted, on one line'
complete -c malice-table -n "__fish_malice_table_using_subcommand help; and not __fish_seen_subcommand_from perft moves why review host join install-desktop uninstall-desktop completions manual arena ladder export-boards help" -f -a "why" -d 'Say whether a piece may go from FROM to TO in a position: `legal`, or `illegal: <the rule that forbids it>`'
complete -c malice-table -n "__fish_malice_table_using_subcommand help; and not __fish_seen_subcommand_from perft moves why review host join install-desktop uninstall-desktop completions manual arena ladder export-boards help" -f -a "review" -d 'Review a saved game: each decision weighed by the engine, marked ?! (inaccuracy), ? (mistake) or ?? (blunder) by the winning chances it lost, then each player\'s numbers'
complete -c malice-table -n "__fish_malice_table_using_subcommand help; and not __fish_seen_subcommand_from perft moves why review host join install-desktop uninstall-desktop completions manual arena ladder export-boards help" -f -a "host" -d 'Host a network game played by bots: print `ticket: <CODE>` once it can be joined, play this computer\'s seats, judge the guests\' moves, and at the end print the result and write the save'
complete -c malice-table -n "__fish_malice_table_using_subcommand help; and not __fish_seen_subcommand_from perft moves why review host join install-desktop uninstall-desktop completions manual arena ladder export-boards help" -f -a "join" -d 'Join a network game with the code a host gave, and play the seat offered with a bot'
complete -c malice-table -n "__fish_malice_table_using_subcommand help; and not __fish_seen_subcommand_from perft moves why review host join install-desktop uninstall-desktop completions manual arena ladder export-boards help" -f -a "install-desktop" -d 'Put Malice Table in the desktop\'s menus (Linux: a .desktop entry and icons under $XDG_DATA_HOME, for this user, launching this binary)'
complete -c malice-table -n "__fish_malice_table_using_subcommand help; and not __fish_seen_subcommand_from perft moves why review host join install-desktop uninstall-desktop completions manual arena ladder export-boards help" -f -a "uninstall-desktop" -d 'Take out what install-desktop put in'
complete -c malice-table -n "__fish_malice_table_using_subcommand help; and not __fish_seen_subcommand_from perft moves why review host join install-desktop uninstall-desktop completions manual arena ladder export-boards help" -f -a "completions" -d 'Print the completion script of a shell for this command line'
complete -c malice-table -n "__fish_malice_table_using_subcommand help; and not __fish_seen_subcommand_from perft moves why review host join install-desktop uninstall-desktop completions manual arena ladder export-boards help" -f -a "manual" -d 'Print the manual page (roff): `malice-table manual | man -l -`'
complete -c malice-table -n "__fish_malice_table_using_subcommand help; and not __fish_seen_subcommand_from perft moves why review host join install-desktop uninstall-desktop completions manual arena ladder export-boards help" -f -a "arena" -d 'Play bot against bot: wins, draws, A\'s win rate with a 95% interval, game length, speed and time per decision'
complete -c malice-table -n "__fish_malice_table_using_subcommand help; and not __fish_seen_subcommand_from perft moves why review host join install-desktop uninstall-desktop completions manual arena ladder export-boards help" -f -a "ladder" -d 'Rate a game\'s bot levels in Elo: a round robin of each level against the next two up and of the baselines against the top and middle levels, then every rating by maximum likelihood with a 95% interval'
complete -c malice-table -n "__fish_malice_table_using_subcommand help; and not __fish_seen_subcommand_from perft moves why review host join install-desktop uninstall-desktop completions manual arena ladder export-boards help" -f -a "export-boards" -d 'Write the printable boards as PNG files: malice.png, malefiz-classic.png, malefiz-fast.png, spite-mat.png'
complete -c malice-table -n "__fish_malice_table_using_subcommand help; and not __fish_seen_subcommand_from perft moves why review host join install-desktop uninstall-desktop completions manual arena ladder export-boards help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c malice-table -n "__fish_malice_table_using_subcommand help; and __fish_seen_subcommand_from arena" -f -a "report" -d 'Merge the journals of one match (each shard\'s --keep FILE, or a whole match\'s) and print the match\'s report, the SPRT included'
complete -c malice-table -n "__fish_malice_table_using_subcommand perft; and not __fish_seen_subcommand_from malice malefiz" -f -a "malice\t'Malice (docs/rules/malice.md)'
malefiz\t'Malefiz (docs/rules/malefiz.md)'"
complete -c malice-table -n "__fish_malice_table_using_subcommand moves; and not __fish_seen_subcommand_from malice malefiz" -f -a "malice\t'Malice (docs/rules/malice.md)'
malefiz\t'Malefiz (docs/rules/malefiz.md)'"
complete -c malice-table -n "__fish_malice_table_using_subcommand why; and not __fish_seen_subcommand_from malice malefiz" -f -a "malice\t'Malice (docs/rules/malice.md)'
malefiz\t'Malefiz (docs/rules/malefiz.md)'"
complete -c malice-table -n "__fish_malice_table_using_subcommand completions; and not __fish_seen_subcommand_from bash zsh fish powershell" -f -a "bash\t'Bash: source it, or put it in ~/.local/share/bash-completion/completions/malice-table'
zsh\t'Zsh: put it as _malice-table in a folder of \$fpath'
fish\t'Fish: put it in ~/.config/fish/completions/malice-table.fish'
powershell\t'PowerShell: dot-source it from \$PROFILE'"
