import type { Catalogue } from "../catalogue";

export const seats: Catalogue["seats"] = {
  /** The people menu's list of the round's cards, and the host's confirmation of a card's Bingo. */
  heading: "Cartelas de papel",
  /** {name}: the card's name; on the TV and in the phones' notices. */
  hasBingo: "{name} fez Bingo!",
  bingoBadge: "Bingo!",
  won: "venceu",
  /** A card someone claimed by its QR code: it plays as their player now. */
  claimed: "no celular",
  confirm: "Confirmar o Bingo de {name}",
  /** The print view once the game is in play (app/routes/game-print.tsx). */
  print: {
    liveIntro: "O jogo começou: cada cartela impressa aqui é acompanhada ao vivo. A TV avisa quando falta uma para uma cartela ou quando ela faz Bingo, e você confirma o Bingo com um toque. Quem escanear o código de uma cartela joga com ela no celular.",
    cardName: "Nome na cartela {number}",
    /** A card left unnamed; {number}: its place among the round's cards. */
    defaultName: "Cartela {number}",
    make: { one: "Criar {count} cartela", other: "Criar {count} cartelas" },
    printAll: { one: "Imprimir {count} cartela", other: "Imprimir {count} cartelas" },
    noneYet: "Ainda não há cartelas nesta rodada.",
    /** Beside a card's own QR code, which opens its claim link. */
    scanToPlay: "Escaneie para jogar esta cartela no celular",
    /** The card's QR code's accessible name; {url}: its claim link. */
    qrLabel: "Código QR que abre a cartela de {name} no celular: {url}",
    claimedCard: "Jogada no celular",
  },
  /** The page a card's QR code opens (app/routes/claim-seat.tsx). */
  claim: {
    title: "Jogar uma cartela impressa · Bingo with friends",
    heading: "Jogue esta cartela no seu celular",
    claiming: "Abrindo a cartela…",
    failed: "Não foi possível abrir a cartela.",
    again: "Tentar de novo",
  },
};
