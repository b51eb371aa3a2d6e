import type { Catalogue } from "../catalogue";

export const tv: Catalogue["tv"] = {
  page: {
    title: "TV-Ansicht · Bingo with friends",
    connecting: "Verbindung zum Spiel wird hergestellt…",
    noGame: "Kein Spiel zum Anzeigen",
    notATvLink:
      "Dieser Link öffnet keine TV-Ansicht eines Spiels. Frag die Spielleitung noch einmal danach: Einladen, dann TV-Ansicht.",
    linkRevoked:
      "Dieser TV-Link öffnet das Spiel nicht mehr. Frag die Spielleitung noch einmal danach: Einladen, dann TV-Ansicht.",
    notLoaded: "Das Spiel konnte nicht geladen werden. Lade die Seite neu, um es noch einmal zu versuchen.",
    reconnecting: "Verbindung wird wiederhergestellt…",
  },
  standing: {
    setupStage: "Vorhersagen sammeln",
    readyWaitingFor: "Alles bereit: Warten, bis {host} startet",
    readyWaitingForHost: "Alles bereit: Warten, bis die Spielleitung startet",
    roundStage: "Runde {round}",
    marksSoFar: "Eingetreten: {marked} von {total} Vorhersagen",
    lastRoundWonBy: "Runde {round} hat {name} gewonnen",
    lastRoundWonBySomeone: "Runde {round} hat jemand gewonnen",
    bingoStage: "Bingo!",
    wonRound: "{name} hat Runde {round} gewonnen",
    someoneWonRound: "Jemand hat Runde {round} gewonnen",
    overStage: "Spiel vorbei",
    won: "{name} hat gewonnen",
    endedBy: "{host} hat das Spiel beendet, bevor jemand Bingo gerufen hat.",
    endedByHost: "Die Spielleitung hat das Spiel beendet, bevor jemand Bingo gerufen hat.",
  },
  oneAway: {
    one: "{name} fehlt nur noch eins!",
    several: "{names} fehlt nur noch eins!",
    names: "{first} und {last}",
    separator: ", ",
    more: { one: "{count} weiteren", other: "{count} weiteren" },
  },
  someone: "jemand",
  join: {
    scan: "Zum Mitspielen scannen",
    locked: "Beitreten ist gesperrt",
    gameCode: "Spielcode",
  },
  here: {
    heading: "Wer ist da",
    count: "{here} von {total}",
    host: "Spielleitung",
    oneAway: "fehlt nur noch eins",
    away: "(nicht da)",
    more: { one: "und {count} weitere", other: "und {count} weitere" },
  },
  pool: {
    heading: "Vorhersagen",
    headingSome: "Vorhersagen: {shown} von {total} angezeigt, alle markierten darunter",
    empty: "Noch keine Vorhersagen: Scann den Code und schreib die erste!",
    markedBy: "markiert von",
    addedBy: "von {name}",
  },
  celebration: {
    bingo: "Bingo!",
    wins: "{name} gewinnt Runde {round}!",
    lineLabel: "Die Gewinnerreihe",
  },
  /** The TV's own page before a game is paired with it (app/routes/tv-pair.tsx). */
  pairing: {
    title: "Fernseher · Bingo with friends",
    heading: "Ein Spiel auf diesem Fernseher zeigen",
    codeLabel: "Fernseher-Code",
    steps: "Spielleitung: Öffne das Spiel auf deinem Handy, tippe auf Einladen und gib diesen Code unter „Code auf dem Fernseher“ ein.",
    changes: "Der Code wechselt alle 10 Minuten.",
    gettingCode: "Code wird geholt…",
    tryAgain: "Noch einmal versuchen",
    opening: "Gekoppelt: Das Spiel wird geöffnet…",
  },
};
