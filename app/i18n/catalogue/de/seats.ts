import type { Catalogue } from "../catalogue";

export const seats: Catalogue["seats"] = {
  /** The people menu's list of the round's cards, and the host's confirmation of a card's Bingo. */
  heading: "Papierkarten",
  /** {name}: the card's name; on the TV and in the phones' notices. */
  hasBingo: "{name} hat Bingo!",
  bingoBadge: "Bingo!",
  won: "gewonnen",
  /** A card someone claimed by its QR code: it plays as their player now. */
  claimed: "am Handy",
  confirm: "Bingo von {name} bestätigen",
  /** The print view once the game is in play (app/routes/game-print.tsx). */
  print: {
    liveIntro: "Das Spiel läuft: Jede hier gedruckte Karte wird live verfolgt. Der Fernseher sagt, wenn einer Karte nur noch eins fehlt oder sie Bingo hat, und du bestätigst ihr Bingo mit einem Tipp. Wer den Code einer Karte scannt, spielt sie am Handy.",
    cardName: "Name auf Karte {number}",
    /** A card left unnamed; {number}: its place among the round's cards. */
    defaultName: "Karte {number}",
    make: { one: "{count} Karte erstellen", other: "{count} Karten erstellen" },
    printAll: { one: "{count} Karte drucken", other: "{count} Karten drucken" },
    noneYet: "In dieser Runde gibt es noch keine Karten.",
    /** Beside a card's own QR code, which opens its claim link. */
    scanToPlay: "Scannen, um diese Karte am Handy zu spielen",
    /** The card's QR code's accessible name; {url}: its claim link. */
    qrLabel: "QR-Code, der die Karte von {name} am Handy öffnet: {url}",
    claimedCard: "Wird am Handy gespielt",
  },
  /** The page a card's QR code opens (app/routes/claim-seat.tsx). */
  claim: {
    title: "Gedruckte Karte spielen · Bingo with friends",
    heading: "Spiel diese Karte auf deinem Handy",
    claiming: "Karte wird geöffnet…",
    failed: "Die Karte konnte nicht geöffnet werden.",
    again: "Nochmal versuchen",
  },
};
