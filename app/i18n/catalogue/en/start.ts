/** English: the spec's words, word for word. The other languages follow this file's keys. */
export const start = {
  /** SPEC §2, Welcome (app/routes/home.tsx). */
  home: {
    title: "Home · Bingo with friends",
    description: "Make a bingo game of what will happen at your gathering, and play it with family and friends.",
    /** The aria-label of the welcome screen's buttons. */
    navLabel: "Start",
    createGame: "Create Game",
    joinGame: "Join Game",
    myGames: "My Games",
    loginOrRegister: "login or register",
    /** {studio}: the studio's name (app/studio.ts). */
    credit: "Made by {studio} to lighten up holiday gatherings.",
  },
  /** SPEC §2, Create Game (app/routes/create.tsx). */
  create: {
    title: "Create Game · Bingo with friends",
    heading: "Create Game",
    gameName: "Game Name",
    gameNamePlaceholder: "Christmas at Grandma's",
    description: "Description (optional)",
    submit: "proceed",
    submitting: "Creating…",
    /** The creator picks the board; each size says how many predictions it needs to start. */
    boardSize: "Board size",
    boardSizeOption: "{size} × {size}",
    boardSizeNeeds: "{count} predictions",
  },
  /** SPEC §2, Join Game (app/routes/join.tsx). */
  join: {
    title: "Join Game · Bingo with friends",
    /** The title of a join link's page, as link previews in chat apps show it. */
    inviteTitle: "Join {name} on Bingo",
    description: "Add your predictions, get a board, and shout Bingo first.",
    heading: "Join Game",
    gameCode: "Game Code",
    submit: "next",
    submitting: "Joining…",
    /** Under the join's button while it waits to try again (app/game/join-wait.tsx). */
    waitNote: "Lots of people are joining right now. Trying again in {seconds} s…",
  },
  /** Above the join form of an invite link (app/components/invite-summary.tsx). */
  invite: {
    unknownCode: "No game has this code. Check the link or the code with whoever invited you.",
    /** The games' records out of reach (D1 down): the join still works (decision 040). */
    unavailable: "We can't show this game's details just now. You can still join it.",
    /** {name} is the game's name (emphasised), {players} its `players` count. */
    joining: "You're joining {name} · {players}",
    players: { one: "{count} player", other: "{count} players" },
    over: "This game is already over. You can still join to see how it ended.",
    /** Before anyone types a name: a locked game takes nobody new. */
    locked: "Joining this game is locked: the host lets nobody new in for now. Ask them to unlock it.",
  },
  /** SPEC §2, Games list (app/routes/my-games.tsx). */
  myGames: {
    title: "Play · Bingo with friends",
    heading: "My Games",
    loading: "Loading your games…",
    status: {
      setup: "Adding entries",
      play: "Playing",
      bingo: "Bingo!",
      complete: "Ended",
    },
    empty: "No games found.",
    createGame: "Create a Game",
    joinGame: "Have an invite? Join a game",
  },
  /** SPEC §2, About (app/routes/about.tsx). */
  about: {
    title: "About Us · Bingo with friends",
    heading: "About Us",
    /** {studio}: the studio's name (app/studio.ts). */
    story:
      "Bingo with friends was made by {studio} to lighten up holiday gatherings: the predictions everyone makes about the day become a game the whole table plays together.",
    pricing:
      "Play anonymously, or register for free to play from several devices. Creating more than one game takes a $5 pass that lasts 90 days; games you have created stay playable forever.",
    howToPlay: "How To Play",
  },
  /** SPEC §2, How To Play (app/routes/how-to.tsx): each step's {places} are shown in bold. */
  howTo: {
    title: "How To Play · Bingo with friends",
    heading: "How To Play",
    create: {
      lead: "Create a game.",
      text: '{lead} Give it a name, then add predictions of what will happen: "Uncle Bob asks for more wine".',
    },
    invite: {
      lead: "Invite your friends.",
      text: "{lead} Tap the people icon at the top to share the link or read out the game code. Everyone adds their own predictions.",
    },
    start: {
      lead: "Start the game",
      text: "{lead} once there are enough predictions: 24 for a 5×5 board, 16 for 4×4, 8 for 3×3 (whoever creates the game picks the size). Everyone gets their own board; 5×5 and 3×3 boards have a free centre.",
    },
    tap: {
      select: "Tap once to select",
      mark: "tap twice to mark or unmark",
      text: "{select} a square, {mark} it when it happens.",
    },
    win: {
      lead: "The first to complete a line",
      text: "{lead} (across, down or diagonally: 5 squares on a 5×5 board, 4 on 4×4, 3 on 3×3) who declares Bingo wins!",
    },
    createGame: "Create Game",
  },
  /** SPEC §2, Auth loading fallback (app/routes/router.tsx). */
  router: {
    title: "Bingo with friends",
    loading: "Loading Auth...",
  },
  /** One game's frame while it loads (app/routes/game-layout.tsx). */
  gameLayout: {
    title: "Game · Bingo with friends",
    notFoundTitle: "Game not found · Bingo with friends",
    setupHeading: "Setup Game",
    gameHeading: "Game",
    printHeading: "Print cards",
    loading: "Loading the game…",
  },
  /** A game screen that cannot load (app/game/game-error-boundary.tsx). */
  gameError: {
    notFoundHeading: "Game not found",
    failedHeading: "Something went wrong",
    notFound: "This game does not exist, or you have not joined it yet.",
    failed: "The game could not be loaded.",
    joinGame: "Join a Game",
    myGames: "My Games",
    /** A game that could not be loaded for want of a network or a server: read it again. */
    tryAgain: "Try again",
  },
};
