/** English: the spec's words, word for word. The other languages follow this file's keys. */
export const common = {
  /** Words several screens share. */
  home: "Home",
  /** Turns down an action that asked first (app/components/confirm-step.tsx). */
  cancel: "Cancel",
  somethingWentWrong: "Something went wrong. Please try again.",
  noConnection: "No connection. Check your network and try again.",
  /**
   * After an entry's author, when someone else changed its text (docs/api.md, Entry); `{name}`
   * is isolated from the text's direction.
   */
  editedBy: "edited by {name}",

  /** SPEC §2, header (app/components/app-header.tsx). */
  header: {
    /** The logo's link to Welcome. */
    homeLabel: "Bingo with friends home",
    /** The menu button's accessible name. */
    mainMenu: "Main menu",
    /** The accessible name of the menu's list of links. */
    mainNav: "Main",
    menu: {
      games: "Games",
      joinGame: "Join a Game",
      howToPlay: "How To Play",
      about: "About",
      changePassword: "Change Password",
      register: "Register",
      deleteAccount: "Delete my account and data",
      logout: "Logout",
    },
  },
  /** The logo's accessible name (app/components/logo.tsx). */
  logoLabel: "Bingo with friends logo",
  /** The menu's colour scheme switch (app/components/theme-choice.tsx). */
  appearance: {
    label: "Appearance",
    system: "System",
    light: "Light",
    dark: "Dark",
  },
  /** The menu's mute switch (app/components/sound-choice.tsx). */
  sound: {
    on: "Game sounds: on",
    off: "Game sounds: off",
  },

  /** Form pieces several forms share (app/forms). */
  form: {
    /** Under a form whose field the schema refused without a message of its own. */
    checkForm: "Please check the form.",
    /** The screen name's label on Create Game, Join Game and the practice join. */
    screenName: "What would you like to be called?",
    /** Said next to a field left empty or half filled, never in a pop-up. */
    problems: {
      screenName: "Please type the name you'd like to be called.",
      gameName: "Please give your game a name.",
      code: "Please type the game code from your invite.",
      /** A code of the wrong length once its spaces and dashes are dropped. */
      codeLength: {
        one: "A game code has 8 letters and digits; this one has {count}.",
        other: "A game code has 8 letters and digits; this one has {count}.",
      },
    },
  },

  /** SPEC §1: part of the app did not load (app/chunks/chunk-load-error.tsx). */
  chunkLoadError: {
    title: "Could not load · Bingo with friends",
    heading: "Could not load the app",
    text: "Part of the app did not arrive. Check your connection, then reload the page.",
    reload: "Reload",
  },
  /** The root's error screen (app/root.tsx, ErrorBoundary). */
  appError: {
    title: "Unexpected Application Error! · Bingo with friends",
    heading: "Unexpected Application Error!",
    unknownError: "Unknown error",
    /** No network, or the records out of reach for a moment: the screen reads itself again (app/api/read-again.ts). */
    unreachableHeading: "Could not load this page",
    tryAgain: "Try again",
  },
  /** While a part of the screen that comes later (the open main menu) is on its way. */
  loading: "Loading…",

  // Patterns and places (docs/decisions/029-patterns-and-places.md)
  /** What wins a round and who has won it: the create form, the next round, the play screen, the TV, the result. */
  winning: {
    /** Each pattern's short name, wherever the game shows it. */
    patterns: { line: "Line", corners: "Four corners", x: "X", blackout: "Blackout" },
    /** Under each pattern's name where the host chooses it. */
    patternHints: {
      line: "Any row, column or diagonal",
      corners: "The four corner squares",
      x: "Both diagonals",
      blackout: "Every square",
    },
    pattern: "How to win",
    places: "Winners each round",
    placesChoice: { single: "1 winner", double: "2 winners", triple: "3 winners" },
    /** Above the board and on the TV when the round is not a one-winner line. */
    toWin: "To win: {pattern}",
    placeNames: { first: "1st", second: "2nd", third: "3rd" },
    podium: "Podium",
    podiumPlace: "{place}: {name}",
    /** While places are left to win in the round. */
    playingOn: "The round goes on for {place} place.",
    youPlaced: "You took {place} place! The others play on.",
    /** The result's squares of a pattern other than a line. */
    winningSquares: "The winning squares",
    /** My Games and the play screen: a past round's places. */
    roundSummary: "Round {round} · Round {lastRound}: {podium}",
  },
};
