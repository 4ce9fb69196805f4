# Play online: hosting and joining a table over the network.

action-play-online = Play online…
action-play-online-does = Host a table for friends on other computers, or join one with a code

online-title = Play online
online-host-heading = Host a table
online-host-how = Choose the game and the seat your friend plays; the table then shows a short code to send them.
online-host-button = Host a game…
online-join-heading = Join a table
online-join-how = Type or paste the code the host sent you (groups of five, any case).
online-join-button = Join
online-connecting = Connecting…
online-local-only = Only this home network
online-local-only-does = Look for the other computer on this network only, without the internet’s relays (a home network without internet)
online-reach-heading = Where is your friend?
online-reach-internet = Anywhere on the internet
online-reach-internet-does = Direct connections where they get through, the internet’s relays where they do not
online-reach-machine = On this computer (a second window)
online-reach-machine-does = Only windows of Malice Table on this computer can join: nothing goes over the network
online-code-local = Only computers on this home network can join with it.
online-code-machine = Only windows on this computer can join with it.
online-guide-title = Host a game
online-guide-intro = Your friend plays from their own computer, at the same table as you. It takes three steps:
online-guide-game = 1. Choose the game
online-guide-where = 2. Choose where your friend is
online-guide-seats-heading = 3. Choose the seats
online-guide-seats = Next, the new-game dialog opens with the second seat set to “Friend online”: that is your friend’s seat. Change it, or set more seats to “Friend online” for more friends, then press Start.
online-guide-send-heading = Then send the code
online-guide-send = The table shows a code in groups of five at the right. Send it to your friend (or read it out): they choose Play online…, type it under “Join a table” and press Join. The game begins when every friend has come.
online-guide-replaces = The { $game } game under way will be replaced by this one.
online-guide-next = Choose the seats…
online-guide-cancel = Cancel

online-waiting-friends = Waiting for your friends to join…
online-waiting-start = Waiting for the game to begin…
online-panel-title = Online
online-opening = Opening the table…
online-send-code = Send this code to your friend: they choose Play online…, type it under “Join a table” and press Join.
online-copy-code = Copy code
online-no-relay = This computer has no internet: only friends on its own network can join.
online-seat-connected = connected
online-seat-waiting = waiting to join
online-seat-away = connection lost, waiting for them to come back
online-seat-lent = a bot here plays this seat for now
online-lend = Let a bot play
online-lend-does = A bot on this computer plays the seat until you give it back, so the game goes on while your friend is away
online-give-back = Give the seat back
online-give-back-does = Your friend plays the seat again from their computer
online-you-lent = The host has a bot playing your seat for now.
online-reconnect = Reconnect
online-reconnect-does = Drop the connection to the host and make it again
refusal-lent = A bot at the host plays your seat until the host gives it back.
online-guest-of = Playing at a table hosted with { $host }
online-reconnecting = Connection lost, reconnecting…
online-back = Connected again.
online-over = The online game has ended.
online-link-gone = The network stopped unexpectedly.
online-not-connected = Not connected to the host.
online-move-sent = Your move is on its way to the host.
online-not-your-turn = It is not your turn.
online-refused = The host refused: { $why }
online-no-random = This computer gave no random numbers for the seed: { $why }
online-host-left = The host closed the connection: { $why }
online-host-odd = The host sent something this table cannot follow: { $what }
online-host-unfair = The host’s game does not check out: { $what }

online-error-start = The network could not start: { $why }
online-error-code = That is not a join code: { $why }
online-error-no-answer = The host did not answer within { $seconds } seconds. Is the table still open, and is this computer online (or on the host’s network)?
online-error-connect = The host could not be reached: { $why }

code-error-letter = group { $group } has “{ $letter }”, which no join code has (only the digits and the letters A to Z without I, L, O and U).
code-error-length = it has { $given } letters and digits, where a join code has { $needed }: one is missing or extra.
code-error-typo = group { $group } has a typo: compare it with the code the host sent.
code-error-typos = it has typos in more than one place: compare it with the code the host sent.
code-error-old = it is a code of an older version, and it is damaged: ask the host for the code again.
code-error-version = it is of version { $version }, which this version cannot read.
code-error-id = it names no valid host.
code-error-address = it holds an address this version cannot read.

refusal-version-newer = The host runs { $app }, a newer version (protocol { $host }; this one speaks { $guest }). Update Malice Table to play together.
refusal-version-older = The host runs { $app }, an older version (protocol { $host }; this one speaks { $guest }). The host needs to update Malice Table.
refusal-undecodable = A message could not be read: { $why }
refusal-no-seat = Every seat for a friend at this table is taken.
refusal-unknown-seat = This table has no such seat to take back.
refusal-no-hello = The host did not know this computer yet.
refusal-second-hello = This computer already has a seat.
refusal-share-not-now = The seed is already made.
refusal-not-started = The game has not begun: a friend has yet to come.
refusal-over = The game is over.
refusal-not-your-turn = It is not your seat’s turn.
refusal-stale = The move came after the table had changed.
refusal-illegal = “{ $mv }” is not legal here: { $reason }

seat-remote = Friend online
seat-remote-does = A friend who plays this seat from another computer
seat-friend-name = Friend
seat-host-name = Host
seat-who-plays-remote = { $seat } is played by a friend on another computer
status-remote = Waiting for { $seat } on another computer…

online-undo-sent = You asked the others to let you take back your last move.
online-undo-asked = { $name } asks to take back their last move.
online-undo-asked-move = { $name } asks to take back their move { $mv }.
online-undo-asked-moves = { $name } asks to take back their move { $mv } and { $after ->
        [one] the move after it
       *[other] the { $after } moves after it
    }.
online-hints-on = Hints are allowed at this table: everyone hears when one is used.
online-hints-off = Hints are off at this table: the host did not allow them.
online-hints-off-here = Hints are off at this table: you did not allow them when hosting it.
online-hint-used = { $name } used a hint.
online-guide-hints = Allow hints at this table
online-guide-hints-does = Against people, hints are off unless everyone may use them: your friend sees this before playing, and each side hears when the other uses one
refusal-hints-off = Hints are off at this table: the host did not allow them when opening it.
online-undo-allow = Allow
online-undo-allow-does = Take the moves back, as asked
online-undo-decline = Decline
online-undo-decline-does = Play on from here
online-undo-waiting = Waiting for an answer to your take-back…
online-undo-declined = The take-back was not made: it was declined, a move was played meanwhile, or someone left.
online-undone = Moves taken back, as everyone agreed.
refusal-nothing-to-undo = There is no move of yours that can be taken back.
refusal-undo-pending = A take-back is already waiting for its answers.
refusal-no-undo-asked = Nobody asked for a take-back.
refusal-away = Every friend is away, so nobody can agree to a take-back.
online-seat-not-kept = The seat could not be kept for a rejoin after a restart ({ $path }): { $error }

online-lan-heading = Tables on this network
online-lan-none = None heard yet: a table hosted on this network appears here.
online-lan-cannot = This computer cannot listen for tables here ({ $why }); paste a code instead.
online-lan-no-answer = the network thread did not answer
online-lan-table = { $game } at { $host }’s table
online-lan-table-does = Join this table
