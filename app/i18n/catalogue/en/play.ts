/** English: the spec's words, word for word. The other languages follow this file's keys. */
export const play = {
  /** Words several parts of the play screens share; "AtStart" is the form that opens a sentence. */
  words: {
    someone: "someone",
    someoneAtStart: "Someone",
    /** The reader, inside a sentence ("marked by you"). */
    you: "you",
    /** Who ended a game, or a host change's player, when the game no longer names them. */
    theHost: "the host",
    theHostAtStart: "The host",
    /** The centre square. */
    free: "FREE",
    copied: "Copied",
    seeTheBoard: "See the board",
    myGames: "My Games",
    prophets: "Prophets",
  },

  /** The live game screen (app/routes/game.tsx). */
  game: {
    documentTitle: "Game · Bingo with friends",
    boardBeingDealt: "Your board is being dealt…",
    /** SPEC §2's button, word for word. */
    callBingo: "Call Bingo",
    callBingoFailed: "Could not call Bingo. Please try again.",
    /** Shown above the board until the first mark, on one line of a 360 px phone: keep it as short in every language. */
    firstPlayHint: "Tap once to select, again to mark.",
  },

  /** The line over the board from the second round on: "Round 2 · Round 1 won by Ben". */
  roundSummary: "Round {round} · Round {lastRound} won by {winner}",

  /** What the screen says once a round is over. */
  roundOver: {
    youWonRound: "You won this round. The round is over.",
    playerWonRound: "{name} won this round. The round is over.",
    youWonGame: "You won. This game has ended.",
    playerWonGame: "{name} won. This game has ended.",
    /** `{host}`: the host's name, or `words.theHostAtStart`. */
    endedWithoutWinner: "{host} ended the game before anyone called Bingo.",
    /** From round 2 on: earlier rounds had their winners. */
    endedInRound: "{host} ended the game in round {round}, before anyone called Bingo in it.",
    /** What a tap on a square says once the round is over. */
    squaresClosed: "Squares can't be marked any more.",
  },

  board: {
    label: "Your bingo board",
    freeSquareLabel: "Free square",
    /** A square's name while its mark is on its way to the server. */
    saving: "{text}, saving",
    /** After a ★. */
    oneAwayLegend: {
      line: "One away: a starred square completes a line.",
      corners: "One away: a starred square completes the four corners.",
      x: "One away: a starred square completes the X.",
      blackout: "One away: the starred square completes the card.",
    },
  },

  /** The selected square in full, under the board. */
  squareDetail: {
    /** Who wrote it; `{name}` is isolated from the text's direction. */
    by: "by {name}",
    markedBy: "marked by {name}",
    /** `{time}`: the time of day it was marked. */
    markedByAt: "marked by {name} at {time}",
    tapAgainToMark: "Tap it again to mark it.",
    tapAgainToUnmark: "Tap it again to unmark it.",
    nothingSelected: "Tap a square to read it in full; tap it again to mark it.",
  },

  /** The short notices above the board. */
  notices: {
    yourPredictionCameTrue: "Your prediction came true: {entry}",
    playerPredictionCameTrue: "{name}'s prediction came true: {entry}",
    /** A burst of marks at once (after a reconnect), in one notice. */
    manyCameTrue: { one: "{count} prediction came true", other: "{count} predictions came true" },
    /** Said to screen readers only, after a notice. */
    markedIt: "{name} marked it.",
    youOneAway: "You are one away",
    playerOneAway: "{name} is one away",
    /** `{names}`: a list ("Ben, Ann and 2 more"). */
    manyOneAway: "{names} are one away",
    /** The same with the reader first in the list ("You and Ann"). */
    manyWithYouOneAway: "{names} are one away",
    /** The reader, first in such a list. */
    youInList: "You",
    /** Beyond three names. */
    more: { one: "{count} more", other: "{count} more" },
    listComma: ", ",
    listAnd: " and ",
  },

  /** Screen readers only: someone else unmarked an entry. */
  unmarked: "Unmarked: {text}",

  connection: {
    reconnecting: "Reconnecting…",
    /** SPEC §8's alert, word for word. */
    sessionTimedOut: "session timed out, refresh the page to continue",
  },

  /** A mark the server refused, or that someone else's change overtook. */
  marks: {
    changedMeanwhile: '"{entry}" was changed by someone else meanwhile: the board shows their change.',
    notMarked: '"{entry}" was not marked: {reason}',
    /** A mark kept through a lost connection or a reload, whose round ended before it was sent. */
    roundEndedFirst: '"{entry}" was not changed: its round ended before your tap reached the game.',
    notUnmarked: '"{entry}" was not unmarked: {reason}',
    somethingWentWrong: "Something went wrong. Please try again.",
  },

  /** The winner dialog, for everyone at once. */
  winner: {
    /** SPEC §2, word for word. */
    bingo: "Bingo!",
    youWon: "You won!",
    playerWon: "{name} won!",
    /** Under the winner's trophy from the second round on. */
    gameAndRound: "{game}, round {round}",
    seeTheResult: "See the result",
  },

  /** After a Bingo: the next round. */
  nextRound: {
    waitingFor: "Waiting for {name} to start another round",
    theGameCreator: "the game creator",
    playAnother: "Play another round",
    /** The creator's button in the winner dialog: to the pool first, where what came true can be taken out. */
    prepare: "Prepare the next round",
    sectionLabel: "Before round {round}",
    addPredictions: "Add predictions for the next round, or delete ones that already came true.",
    entriesFor: "Entries for round {round}",
  },

  /** Predictions that reached the game after its round started, kept on this phone (app/game/waiting-predictions.tsx, decision 039). */
  waitingPredictions: {
    title: "Your predictions for the next round",
    note: "They came too late for this round: they are added as soon as it is over.",
    /** Once the game has ended, nothing can add them. */
    endedTitle: "Predictions not added",
    endedNote: "The game ended before they reached it.",
    remove: "Remove",
    /** {entry}: the prediction. */
    removeLabel: 'Remove "{entry}"',
  },

  /** The people menu and its panel. */
  people: {
    /** The menu button's accessible name (its visible text is `invite` and the count). */
    menuLabel: {
      one: "Invite: Players and invite, {count} player",
      other: "Invite: Players and invite, {count} players",
    },
    invite: "Invite",
    loading: "Loading…",
    /** `{code}` is shown in bold. */
    gameCode: "Game code {code}",
    copiedToClipboard: "Copied to Clipboard",
    copyShareLink: "Copy / Share Link",
    shareTitle: "Join my Bingo game",
    shareText: "Game code {code}",
    /** Followed by how many play. */
    players: "Players",
    online: "(online)",
    offline: "(offline)",
    host: "host",
    createdIt: "created it",
    oneAway: "one away",
    remove: "Remove {name}",
    removeQuestion: "Remove {name} from the game? They will not be able to join it again.",
    /** The button that confirms the removal. */
    removeConfirm: "Remove",
    locked: "Joining is locked: nobody new can join.",
    /** Screen readers only, after a prophet's count (the count itself is shown before it). */
    prophetCount: { one: "prediction came true", other: "predictions came true" },
  },

  /** The host's controls. */
  host: {
    makeHost: "Make host",
    /** The button's accessible name: starts with its visible words, for speech input. */
    makeHostLabel: "Make host: {name}",
    makeHostQuestion:
      "Make {name} the host? They will be able to start and end the game and remove any entry or mark, and you will not.",
    takeBack: "Take back the host role",
    printCards: "Print cards",
    lockJoining: "Lock joining",
    unlockJoining: "Unlock joining",
    endGame: "End game",
    endGameQuestion: "End this game for everyone? Nobody can mark or call Bingo after that.",
    tvView: "TV view",
    tvShareTitle: "TV view of our Bingo game",
    copyTvLink: "Copy TV link",
    copyLinkByHand: "Copy this link by hand: {link}",
  },

  /**
   * When the host role moves, and why. `{to}`/`{from}`: a player's name, or
   * `words.theHostAtStart` / `words.theHost` when the game no longer names them.
   */
  hostChange: {
    tookOverToYou: "You are now the host: {from} was offline for a few minutes.",
    tookOverFromYou: "{to} is now the host: you were offline for a few minutes.",
    tookOver: "{to} is now the host: {from} was offline for a few minutes.",
    handedOverToYou: "{from} made you the host.",
    handedOverByYou: "You made {to} the host.",
    handedOver: "{from} made {to} the host.",
    ownerBackYou: "You created this game and are the host again.",
    ownerBack: "{to} created this game and is the host again.",
    hostLeftYou: "You are now the host: the host left the game.",
    hostLeft: "{to} is now the host: the host left the game.",
    ok: "OK",
  },

  /** The screen of someone who is no longer a player in the game. */
  noLongerPlaying: {
    headerTitle: "Game",
    status: "You are no longer a player in this game.",
    practiceFull: "The practice game was full, so its longest-standing players made room for newcomers.",
    joinAgain: "Join again",
    myGames: "My games",
  },

  /** A guest's nudge to register. `{link}` is the link, whose words are `link`. */
  registerNudge: {
    text: "Keep this game on all your devices — {link}",
    link: "register",
    dismiss: "Dismiss",
  },

  /** The round's entries under the board; followed by how many. */
  entries: "Entries",

  share: {
    share: "Share",
    /** The first line of a shared result, sent by its winner. */
    iWon: "Bingo! I won!",
    manual: "Sharing did not work here. Copy this text:",
  },

  /** The QR code's accessible name. */
  qrLabel: "QR code of the join link {url}",

  /** The result page (app/routes/game-result.tsx). */
  result: {
    documentTitle: "Result · Bingo with friends",
    youWon: "Bingo! You won!",
    playerWon: "Bingo! {name} won!",
    winningLine: "The winning line",
    /** `{host}`: the host's name, or `words.theHostAtStart`. */
    noWinner: "No winner: {host} ended the game before anyone called Bingo.",
    /** From round 2 on. */
    noWinnerInRound: "No winner in round {round}: {host} ended the game before anyone called Bingo in it.",
    noPredictions: "No predictions came true.",
    prophetLine: { one: "{name}: {count} prediction came true", other: "{name}: {count} predictions came true" },
    marksInOrder: "Marks in order",
  },
  /** The offer to the player here longest when the host is away (app/game/take-over-offer.tsx). */
  takeOver: {
    offer: "{name} has been offline for a few minutes. You have been here longest: you can take over as host.",
    button: "Take over as host",
  },
  /** Starter ideas' credit: an idea picked from the packs is nobody's own prophecy (docs/decisions/026). */
  starterIdea: {
    /** On a marked square, where its author's name would be. */
    credit: "starter idea",
    /** Where its author is shown (the square's detail, the pool); {name}: who picked it. */
    pickedBy: "a starter idea, picked by {name}",
    /** The notice when one is marked. */
    cameTrue: "A starter idea came true: {entry}",
    /** The result, after the prophets. */
    resultLine: { one: "{count} starter idea came true", other: "{count} starter ideas came true" },
  },
  /** Pairing a TV by the code its page shows (app/game/tv-pair-form.tsx, app/routes/tv-pair.tsx). */
  tvPairing: {
    label: "Code shown on the TV",
    submit: "Show the game on that TV",
    paired: "Done: the TV shows the game now.",
    empty: "Type the code the TV shows.",
    /** {address}: the TV page without a game, e.g. https://…/tv/ */
    hint: "On the TV, open {address}: it shows the code to type here.",
  },
};
