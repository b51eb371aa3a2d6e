import type { Catalogue } from "../catalogue";

export const seats: Catalogue["seats"] = {
  /** The people menu's list of the round's cards, and the host's confirmation of a card's Bingo. */
  heading: "Cartones de papel",
  /** {name}: the card's name; on the TV and in the phones' notices. */
  hasBingo: "¡{name} tiene Bingo!",
  bingoBadge: "¡Bingo!",
  won: "ganó",
  /** A card someone claimed by its QR code: it plays as their player now. */
  claimed: "en un móvil",
  confirm: "Confirmar el Bingo de {name}",
  /** The print view once the game is in play (app/routes/game-print.tsx). */
  print: {
    liveIntro: "La partida está en marcha: cada cartón que imprimas aquí se sigue en directo. La tele avisa cuando a un cartón le falta uno o tiene Bingo, y tú confirmas su Bingo con un toque. Quien escanee el código de un cartón lo juega en su móvil.",
    cardName: "Nombre en el cartón {number}",
    /** A card left unnamed; {number}: its place among the round's cards. */
    defaultName: "Cartón {number}",
    make: { one: "Crear {count} cartón", other: "Crear {count} cartones" },
    printAll: { one: "Imprimir {count} cartón", other: "Imprimir {count} cartones" },
    noneYet: "Todavía no hay cartones en esta ronda.",
    /** Beside a card's own QR code, which opens its claim link. */
    scanToPlay: "Escanea para jugar este cartón en un móvil",
    /** The card's QR code's accessible name; {url}: its claim link. */
    qrLabel: "Código QR que abre el cartón de {name} en un móvil: {url}",
    claimedCard: "Se juega en un móvil",
  },
  /** The page a card's QR code opens (app/routes/claim-seat.tsx). */
  claim: {
    title: "Jugar un cartón impreso · Bingo with friends",
    heading: "Juega este cartón en tu móvil",
    claiming: "Abriendo el cartón…",
    failed: "No se pudo abrir el cartón.",
    again: "Reintentar",
  },
};
