/** English: the spec's words, word for word. The other languages follow this file's keys. */
export const setup = {
  /** SPEC §2, Game setup (app/routes/game-setup.tsx). The hint before 24 entries is `messages.refusals.notEnoughEntries`. */
  screen: {
    title: "Setup Game · Bingo with friends",
    startGame: "start game",
    /** {host}: the host's screen name. */
    waitingForHost: "Waiting for {host} to start",
    keepAdding: "Or keep adding entries for more variety!",
    /** {printCards}: the link, whose text is `printCardsLink`. */
    withoutPhone: "Someone playing without a phone? {printCards} for them.",
    printCardsLink: "Print cards",
  },
  /** SPEC §2: add one prediction (app/game/add-entry-form.tsx), in setup and between rounds. */
  addEntry: {
    label: "Add a prediction",
    submit: "Add Entry",
    /** The field's example; {name}: another player's screen name, or `placeholderName`. */
    placeholder: "{name} asks for more wine",
    placeholderName: "Uncle Bob",
    /** Predictions added and not yet saved, listed under the form (app/game/unsaved-predictions.ts). */
    onTheirWay: "Predictions being saved",
    saving: "Saving…",
    /** A try got no answer: the phone is offline, or its Wi-Fi is patchy. */
    waiting: "Not saved yet",
    /** Under the list while one is not saved yet. */
    waitingNote: "Sent again as soon as you are back online.",
    /** {entry}: the prediction as typed; {reason}: why the game refused it (its own words). */
    notAdded: '"{entry}" was not added: {reason}',
  },
  /** Starter ideas and a pasted list (app/game/add-many-entries.tsx). */
  addMany: {
    /** When the entry's own check gives no message. */
    cannotAdd: "This prediction cannot be added.",
    /** {done}: the one being sent now, {total}: how many go. */
    adding: "Adding {done} of {total}…",
    added: { one: "{count} prediction added.", other: "{count} predictions added." },
    /** {reason}: why the server refused (its own words). */
    restNotSent: "The rest were not sent: {reason}",
    notAdded: { one: "{count} was not added:", other: "{count} were not added:" },
    /** Before a refused line of a pasted list; {line}: its number. */
    line: "Line {line}: ",
    listedTwice: "It is in the list twice; it is added once.",
    /** {limit}: the most entries a game may have. */
    poolFull: "The pool holds at most {limit} predictions.",
  },
  starterIdeas: {
    heading: "Starter ideas",
    loading: "Loading ideas…",
    /** The aria-label of the themes' buttons. */
    themesLabel: "Themes",
    /** The themes' names (app/game/starter-ideas/starter-pack.ts), as their buttons show them. */
    themes: {
      holidays: "Holidays",
      wedding: "Wedding",
      birthday: "Birthday",
      "baby-shower": "Baby shower",
      "office-party": "Office party",
      "game-night": "Game night",
      "road-trip": "Road trip",
    },
    /** After an idea already in the pool. */
    inPool: "(in the pool)",
    chooseAll: "Choose all",
    chooseNone: "Choose none",
    addIdeas: { one: "Add {count} idea", other: "Add {count} ideas" },
  },
  pasteList: {
    heading: "Paste a list",
    label: "Predictions, one per line",
    submit: "Add these",
  },
  /** The pool of entries (app/game/entry-pool.tsx), in setup and between rounds. */
  pool: {
    heading: "Entries",
    /** Between rounds, after a marked entry: who marked it, when that player has gone. */
    someone: "someone",
    /** SPEC §2. */
    confirmDelete: "Are you sure you want to delete this entry?",
    /** {text}: the entry. */
    deleteLabel: "Delete entry: {text}",
    editLabel: "Edit entry: {text}",
    /** The one button of a row the reader may change, which opens Edit and Delete. */
    moreLabel: "Edit or delete: {text}",
    delete: "Delete",
    edit: "Edit",
    editField: "Edit the prediction",
    save: "Save",
    cancel: "Cancel",
  },
  /** Paper cards (app/routes/game-print.tsx). */
  print: {
    title: "Print cards · Bingo with friends",
    heading: "Print cards",
    intro:
      "For anyone playing without a phone: they cross off each prediction as it comes true and call Bingo out loud. Every card is different; two fit on an A4 or Letter page.",
    howMany: "How many cards?",
    deal: "Deal",
    print: { one: "Print {count} card", other: "Print {count} cards" },
    /** {number}: this card's, {total}: how many are dealt. */
    cardNumber: "Card {number} of {total}",
    /** The line at the top of a card for its player's name, written by hand. */
    playerName: "Name",
    squaresLabel: "Squares, row by row",
    /** The free centre square. */
    free: "FREE",
    /** A card's foot: how its round is won (docs/decisions/029). */
    howToPlay: {
      line: "Cross off a prediction when it comes true. A whole row, column or diagonal: call Bingo!",
      corners: "Cross off a prediction when it comes true. All four corners: call Bingo!",
      x: "Cross off a prediction when it comes true. Both diagonals, an X: call Bingo!",
      blackout: "Cross off a prediction when it comes true. Every square: call Bingo!",
    },
    /** {link}: the join link; {code}: the game code. */
    join: "Join on a phone: {link} (code {code})",
  },
};
