import type { Catalogue } from "../catalogue";

export const play: Catalogue["play"] = {
  words: {
    someone: "jemand",
    someoneAtStart: "Jemand",
    you: "dir",
    theHost: "die Spielleitung",
    theHostAtStart: "Die Spielleitung",
    free: "FREI",
    copied: "Kopiert",
    seeTheBoard: "Zur Karte",
    myGames: "Meine Spiele",
    prophets: "Propheten",
  },

  game: {
    documentTitle: "Spiel · Bingo with friends",
    boardBeingDealt: "Deine Karte wird ausgeteilt…",
    callBingo: "Bingo rufen",
    callBingoFailed: "Bingo konnte nicht gerufen werden. Versuch es noch einmal.",
    firstPlayHint: "Tippen wählt, nochmal markiert.",
  },

  roundSummary: "Runde {round} · Runde {lastRound} hat {winner} gewonnen",

  roundOver: {
    youWonRound: "Du hast diese Runde gewonnen. Die Runde ist vorbei.",
    playerWonRound: "{name} hat diese Runde gewonnen. Die Runde ist vorbei.",
    youWonGame: "Du hast gewonnen. Das Spiel ist zu Ende.",
    playerWonGame: "{name} hat gewonnen. Das Spiel ist zu Ende.",
    endedWithoutWinner: "{host} hat das Spiel beendet, bevor jemand Bingo gerufen hat.",
    endedInRound: "{host} hat das Spiel in Runde {round} beendet, bevor jemand darin Bingo gerufen hat.",
    squaresClosed: "Felder können nicht mehr markiert werden.",
  },

  board: {
    label: "Deine Bingokarte",
    freeSquareLabel: "Feld frei",
    saving: "{text}, wird gespeichert",
    oneAwayLegend: {
      line: "Fehlt nur noch eins: Ein Feld mit Stern macht eine Reihe voll.",
      corners: "Fehlt nur noch eins: Ein Feld mit Stern macht die vier Ecken voll.",
      x: "Fehlt nur noch eins: Ein Feld mit Stern macht das X voll.",
      blackout: "Fehlt nur noch eins: Das Feld mit Stern macht die Karte voll.",
    },
  },

  squareDetail: {
    by: "von {name}",
    markedBy: "markiert von {name}",
    markedByAt: "markiert von {name} um {time}",
    tapAgainToMark: "Tipp nochmal drauf, um es zu markieren.",
    tapAgainToUnmark: "Tipp nochmal drauf, um die Markierung aufzuheben.",
    nothingSelected: "Tipp auf ein Feld, um es ganz zu lesen; tipp nochmal, um es zu markieren.",
  },

  notices: {
    yourPredictionCameTrue: "Deine Vorhersage ist eingetroffen: {entry}",
    playerPredictionCameTrue: "Die Vorhersage von {name} ist eingetroffen: {entry}",
    manyCameTrue: { one: "{count} Vorhersage ist eingetroffen", other: "{count} Vorhersagen sind eingetroffen" },
    markedIt: "{name} hat sie markiert.",
    youOneAway: "Dir fehlt nur noch eins",
    playerOneAway: "{name} fehlt nur noch eins",
    manyOneAway: "{names} fehlt nur noch eins",
    manyWithYouOneAway: "{names} fehlt nur noch eins",
    youInList: "Dir",
    more: { one: "{count} weiteren", other: "{count} weiteren" },
    listComma: ", ",
    listAnd: " und ",
  },

  unmarked: "Markierung aufgehoben: {text}",

  connection: {
    reconnecting: "Verbindung wird wiederhergestellt…",
    sessionTimedOut: "Sitzung abgelaufen, lade die Seite neu, um weiterzuspielen",
  },

  marks: {
    changedMeanwhile: "„{entry}“ wurde inzwischen von jemand anderem geändert: Die Karte zeigt diese Änderung.",
    notMarked: "„{entry}“ wurde nicht markiert: {reason}",
    roundEndedFirst: "„{entry}“ wurde nicht geändert: Die Runde war vorbei, bevor dein Tippen ankam.",
    notUnmarked: "Die Markierung von „{entry}“ wurde nicht aufgehoben: {reason}",
    somethingWentWrong: "Etwas ist schiefgelaufen. Versuch es noch einmal.",
  },

  winner: {
    bingo: "Bingo!",
    youWon: "Du hast gewonnen!",
    playerWon: "{name} hat gewonnen!",
    gameAndRound: "{game}, Runde {round}",
    seeTheResult: "Zum Ergebnis",
  },

  nextRound: {
    waitingFor: "Warten, bis {name} eine neue Runde startet",
    theGameCreator: "die Spielleitung",
    playAnother: "Noch eine Runde spielen",
    prepare: "Nächste Runde vorbereiten",
    sectionLabel: "Vor Runde {round}",
    addPredictions: "Füg Vorhersagen für die nächste Runde hinzu oder lösch die, die schon eingetroffen sind.",
    entriesFor: "Einträge für Runde {round}",
  },

  waitingPredictions: {
    title: "Deine Vorhersagen für die nächste Runde",
    note: "Sie kamen zu spät für diese Runde: Sie werden hinzugefügt, sobald sie vorbei ist.",
    endedTitle: "Nicht hinzugefügte Vorhersagen",
    endedNote: "Das Spiel war zu Ende, bevor sie ankamen.",
    remove: "Entfernen",
    removeLabel: "„{entry}“ entfernen",
  },

  people: {
    menuLabel: {
      one: "Einladen: Spieler sehen und einladen, {count} Spieler",
      other: "Einladen: Spieler sehen und einladen, {count} Spieler",
    },
    invite: "Einladen",
    loading: "Wird geladen…",
    gameCode: "Spielcode {code}",
    copiedToClipboard: "In die Zwischenablage kopiert",
    copyShareLink: "Link kopieren / teilen",
    shareTitle: "Mach mit bei meinem Bingo-Spiel",
    shareText: "Spielcode {code}",
    players: "Spieler",
    online: "(online)",
    offline: "(offline)",
    host: "Spielleitung",
    createdIt: "hat es erstellt",
    oneAway: "fehlt nur noch eins",
    remove: "{name} entfernen",
    removeQuestion: "{name} aus dem Spiel entfernen? Die Person kann danach nicht wieder beitreten.",
    removeConfirm: "Entfernen",
    locked: "Beitreten ist gesperrt: Niemand Neues kann dazukommen.",
    prophetCount: { one: "Vorhersage eingetroffen", other: "Vorhersagen eingetroffen" },
  },

  host: {
    makeHost: "Spielleitung übergeben",
    makeHostLabel: "Spielleitung übergeben: {name}",
    makeHostQuestion:
      "{name} die Spielleitung übergeben? Dann kann diese Person das Spiel starten und beenden und jeden Eintrag und jede Markierung entfernen – du nicht mehr.",
    takeBack: "Spielleitung zurückholen",
    printCards: "Karten drucken",
    lockJoining: "Beitreten sperren",
    unlockJoining: "Beitreten erlauben",
    endGame: "Spiel beenden",
    endGameQuestion: "Das Spiel für alle beenden? Danach kann niemand mehr markieren oder Bingo rufen.",
    tvView: "TV-Ansicht",
    tvShareTitle: "TV-Ansicht unseres Bingo-Spiels",
    copyTvLink: "TV-Link kopieren",
    copyLinkByHand: "Kopier diesen Link von Hand: {link}",
  },

  hostChange: {
    tookOverToYou: "Du hast jetzt die Spielleitung: {from} war ein paar Minuten offline.",
    tookOverFromYou: "{to} hat jetzt die Spielleitung: Du warst ein paar Minuten offline.",
    tookOver: "{to} hat jetzt die Spielleitung: {from} war ein paar Minuten offline.",
    handedOverToYou: "{from} hat dir die Spielleitung übergeben.",
    handedOverByYou: "Du hast {to} die Spielleitung übergeben.",
    handedOver: "{from} hat {to} die Spielleitung übergeben.",
    ownerBackYou: "Du hast dieses Spiel erstellt und hast wieder die Spielleitung.",
    ownerBack: "{to} hat dieses Spiel erstellt und wieder die Spielleitung.",
    hostLeftYou: "Du hast jetzt die Spielleitung: Die bisherige Spielleitung hat das Spiel verlassen.",
    hostLeft: "{to} hat jetzt die Spielleitung: Die bisherige Spielleitung hat das Spiel verlassen.",
    ok: "OK",
  },

  noLongerPlaying: {
    headerTitle: "Spiel",
    status: "Du spielst in diesem Spiel nicht mehr mit.",
    practiceFull: "Das Übungsspiel war voll, deshalb haben die Spieler, die am längsten dabei waren, Platz für Neue gemacht.",
    joinAgain: "Wieder mitspielen",
    myGames: "Meine Spiele",
  },

  registerNudge: {
    text: "Behalte dieses Spiel auf all deinen Geräten – {link}",
    link: "registrieren",
    dismiss: "Schließen",
  },

  entries: "Einträge",

  share: {
    share: "Teilen",
    iWon: "Bingo! Ich habe gewonnen!",
    manual: "Teilen hat hier nicht geklappt. Kopier diesen Text:",
  },

  qrLabel: "QR-Code des Einladungslinks {url}",

  result: {
    documentTitle: "Ergebnis · Bingo with friends",
    youWon: "Bingo! Du hast gewonnen!",
    playerWon: "Bingo! {name} hat gewonnen!",
    winningLine: "Die Gewinnerreihe",
    noWinner: "Kein Gewinner: {host} hat das Spiel beendet, bevor jemand Bingo gerufen hat.",
    noWinnerInRound: "Kein Gewinner in Runde {round}: {host} hat das Spiel beendet, bevor jemand darin Bingo gerufen hat.",
    noPredictions: "Keine Vorhersage ist eingetroffen.",
    prophetLine: { one: "{name}: {count} Vorhersage eingetroffen", other: "{name}: {count} Vorhersagen eingetroffen" },
    marksInOrder: "Markierungen der Reihe nach",
  },
  takeOver: {
    offer: "{name} ist seit ein paar Minuten offline. Du bist am längsten hier: Du kannst die Spielleitung übernehmen.",
    button: "Spielleitung übernehmen",
  },
  /** Starter ideas' credit: an idea picked from the packs is nobody's own prophecy (docs/decisions/026). */
  starterIdea: {
    credit: "Idee zum Start",
    pickedBy: "eine Idee zum Start, ausgewählt von {name}",
    cameTrue: "Eine Idee zum Start ist eingetroffen: {entry}",
    resultLine: { one: "{count} Idee zum Start eingetroffen", other: "{count} Ideen zum Start eingetroffen" },
  },
  /** Pairing a TV by the code its page shows (app/game/tv-pair-form.tsx, app/routes/tv-pair.tsx). */
  tvPairing: {
    label: "Code auf dem Fernseher",
    submit: "Spiel auf diesem Fernseher zeigen",
    paired: "Fertig: Der Fernseher zeigt jetzt das Spiel.",
    empty: "Gib den Code ein, den der Fernseher zeigt.",
    hint: "Öffne auf dem Fernseher {address}: Dort steht der Code, den du hier eingibst.",
  },
};
