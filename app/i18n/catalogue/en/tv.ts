/** English: the spec's words, word for word. The other languages follow this file's keys. */
export const tv = {
  /** The page around the TV view (app/routes/tv.tsx). "Invite" and "TV view" are the play screen's buttons. */
  page: {
    title: "TV view · Bingo with friends",
    connecting: "Connecting to the game…",
    noGame: "No game to show",
    notATvLink: "This link does not open a game's TV view. Ask the host for it again: Invite, then TV view.",
    linkRevoked: "This TV link no longer opens the game. Ask the host for it again: Invite, then TV view.",
    notLoaded: "The game could not be loaded. Reload the page to try again.",
    reconnecting: "Reconnecting…",
  },
  /** The line under the game's name (app/tv/tv-texts.ts). The count before the start is `messages.refusals.notEnoughEntries`. */
  standing: {
    setupStage: "Adding predictions",
    /** {host}: the host's screen name. */
    readyWaitingFor: "Ready: waiting for {host} to start",
    readyWaitingForHost: "Ready: waiting for the host to start",
    roundStage: "Round {round}",
    /** {marked}: how many came true, {total}: of how many. */
    marksSoFar: "{marked} of {total} predictions came true",
    /** After the marks, when a round was won before; {name}: its winner. */
    lastRoundWonBy: "Round {round} won by {name}",
    lastRoundWonBySomeone: "Round {round} won by someone",
    bingoStage: "Bingo!",
    wonRound: "{name} won round {round}",
    someoneWonRound: "Someone won round {round}",
    overStage: "Game over",
    won: "{name} won",
    /** A game the host ended with no winner; {host}: the host's screen name. */
    endedBy: "{host} ended the game before anyone called Bingo.",
    endedByHost: "The host ended the game before anyone called Bingo.",
  },
  /** Who is one away while a round is played. */
  oneAway: {
    one: "{name} is one away!",
    /** {names}: two or more names, as `names` joins them. */
    several: "{names} are one away!",
    /** {first}: every name but the last, joined by `separator`. */
    names: "{first} and {last}",
    separator: ", ",
    /** In place of the names after the third, when there are more than four. */
    more: { one: "{count} more", other: "{count} more" },
  },
  /** Who marked a square, for a player who has gone. */
  someone: "someone",
  join: {
    scan: "Scan to join",
    locked: "Joining is locked",
    gameCode: "Game code",
  },
  here: {
    heading: "Who is here",
    /** {here}: players online now, {total}: in the game. */
    count: "{here} of {total}",
    host: "host",
    oneAway: "one away",
    /** For screen readers, after a player not here now. */
    away: "(away)",
    /** The players not listed. */
    more: { one: "and {count} more", other: "and {count} more" },
  },
  pool: {
    heading: "Predictions",
    /** For screen readers, when the pool is larger than the screen; {shown} of {total}. */
    headingSome: "Predictions: {shown} of {total} shown, every marked one among them",
    empty: "No predictions yet: scan the code and add the first!",
    /** For screen readers, before who marked a square. */
    markedBy: "marked by",
    /** Before the start, who added a square; {name}: its author. */
    addedBy: "by {name}",
  },
  celebration: {
    bingo: "Bingo!",
    /** {name}: the winner. */
    wins: "{name} wins round {round}!",
    lineLabel: "The winning line",
  },
  /** The TV's own page before a game is paired with it (app/routes/tv-pair.tsx). */
  pairing: {
    title: "TV · Bingo with friends",
    heading: "Show a game on this TV",
    codeLabel: "TV code",
    /** The play screen's words: "Invite" opens the menu, the field is `play.tvPairing.label`. */
    steps: "Host: on your phone, open the game, tap Invite, and type this code in “Code shown on the TV”.",
    changes: "The code changes every 10 minutes.",
    gettingCode: "Getting a code…",
    tryAgain: "Try again",
    opening: "Paired: opening the game…",
  },
};
