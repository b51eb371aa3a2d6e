import type { Catalogue } from "../catalogue";

export const seats: Catalogue["seats"] = {
  /** The people menu's list of the round's cards, and the host's confirmation of a card's Bingo. */
  heading: "Cartons papier",
  /** {name}: the card's name; on the TV and in the phones' notices. */
  hasBingo: "{name} a Bingo !",
  bingoBadge: "Bingo !",
  won: "gagné",
  /** A card someone claimed by its QR code: it plays as their player now. */
  claimed: "sur un téléphone",
  confirm: "Confirmer le Bingo de {name}",
  /** The print view once the game is in play (app/routes/game-print.tsx). */
  print: {
    liveIntro: "La partie est lancée : chaque carton imprimé ici est suivi en direct. La télé dit quand il manque une case à un carton ou qu'il a Bingo, et tu confirmes son Bingo d'un geste. Qui scanne le code d'un carton le joue sur son téléphone.",
    cardName: "Nom sur le carton {number}",
    /** A card left unnamed; {number}: its place among the round's cards. */
    defaultName: "Carton {number}",
    make: { one: "Créer {count} carton", other: "Créer {count} cartons" },
    printAll: { one: "Imprimer {count} carton", other: "Imprimer {count} cartons" },
    noneYet: "Pas encore de carton dans cette manche.",
    /** Beside a card's own QR code, which opens its claim link. */
    scanToPlay: "Scanne pour jouer ce carton sur un téléphone",
    /** The card's QR code's accessible name; {url}: its claim link. */
    qrLabel: "Code QR qui ouvre le carton de {name} sur un téléphone : {url}",
    claimedCard: "Joué sur un téléphone",
  },
  /** The page a card's QR code opens (app/routes/claim-seat.tsx). */
  claim: {
    title: "Jouer un carton imprimé · Bingo with friends",
    heading: "Joue ce carton sur ton téléphone",
    claiming: "Ouverture du carton…",
    failed: "Le carton n'a pas pu être ouvert.",
    again: "Réessayer",
  },
};
