/** Paper seats (docs/decisions/032-paper-seats.md): printed cards the app follows like phones. */
export const seats = {
  /** The people menu's list of the round's cards, and the host's confirmation of a card's Bingo. */
  heading: "Paper cards",
  /** {name}: the card's name; on the TV and in the phones' notices. */
  hasBingo: "{name} has Bingo!",
  bingoBadge: "Bingo!",
  won: "won",
  /** A card someone claimed by its QR code: it plays as their player now. */
  claimed: "on a phone",
  confirm: "Confirm {name}'s Bingo",
  /** The print view once the game is in play (app/routes/game-print.tsx). */
  print: {
    liveIntro: "The game is on: every card printed here is followed live. The TV says when a card is one away or has Bingo, and you confirm its Bingo with one tap. Whoever scans a card's code plays it on a phone.",
    cardName: "Name on card {number}",
    /** A card left unnamed; {number}: its place among the round's cards. */
    defaultName: "Card {number}",
    make: { one: "Make {count} card", other: "Make {count} cards" },
    printAll: { one: "Print {count} card", other: "Print {count} cards" },
    noneYet: "No cards made yet this round.",
    /** Beside a card's own QR code, which opens its claim link. */
    scanToPlay: "Scan to play this card on a phone",
    /** The card's QR code's accessible name; {url}: its claim link. */
    qrLabel: "QR code that opens {name}'s card on a phone: {url}",
    claimedCard: "Played on a phone",
  },
  /** The page a card's QR code opens (app/routes/claim-seat.tsx). */
  claim: {
    title: "Play a printed card · Bingo with friends",
    heading: "Play this card on your phone",
    claiming: "Opening the card…",
    failed: "The card could not be opened.",
    again: "Try again",
  },
};
