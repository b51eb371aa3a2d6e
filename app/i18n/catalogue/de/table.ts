import type { Catalogue } from "../catalogue";

export const table: Catalogue["table"] = {
  reactions: {
    label: "Reagieren",
    shown: "Reaktionen",
    from: "{name} {emoji}",
    names: {
      "👏": "Applaus",
      "😂": "Lachen",
      "😮": "Staunen",
      "🎉": "Party",
      "🍷": "Prost",
      "❤️": "Herz",
    },
  },
  question: {
    heading: "Eine Markierung anzweifeln",
    explain: "Wurde ein Feld zu früh markiert? Bis 2 Minuten nach einer Markierung fragst du die Runde: Alle stimmen 20 Sekunden lang ab.",
    none: "Keine Markierung der letzten 2 Minuten zum Anzweifeln.",
    ask: "„{text}“ anzweifeln ({name})",
    notConnected: "Nicht verbunden: Versuch es gleich noch einmal.",
  },
  vote: {
    heading: "Markierung behalten?",
    asked: "{asker} zweifelt die Markierung von {marker} an: „{text}“",
    keep: "👍 Behalten",
    undo: "👎 Zurücknehmen",
    secondsLeft: "noch {seconds} s",
    tally: "Behalten {keep} · Zurücknehmen {undo}",
    youMarked: "Du hast markiert: Die anderen stimmen ab. Keine Stimme zählt als Behalten.",
    noVoteIsKeep: "Keine Stimme zählt als Behalten.",
    youVotedKeep: "Du hast fürs Behalten gestimmt.",
    youVotedUndo: "Du hast fürs Zurücknehmen gestimmt.",
    bingoWaits: "Das Bingo von {name} wartet auf diese Abstimmung.",
  },
  result: {
    kept: "Die Runde behält „{text}“: Behalten {keep} · Zurücknehmen {undo}.",
    undone: "Die Runde nimmt „{text}“ zurück: Behalten {keep} · Zurücknehmen {undo}.",
    bingoWithdrawn: "Das Bingo ist zurückgezogen: Die Runde geht weiter.",
  },
  refusals: {
    GAME_NOT_IN_PLAY: "Markierungen lassen sich nur während einer Runde anzweifeln.",
    MARK_NOT_FOUND: "Dieses Feld ist nicht mehr markiert.",
    OWN_MARK: "Das ist deine eigene Markierung: Tippe sie noch einmal an, um sie aufzuheben.",
    QUESTION_TOO_LATE: "Diese Markierung ist älter als 2 Minuten: Sie lässt sich nicht mehr anzweifeln.",
    QUESTION_ALREADY_OPEN: "Über diese Markierung wird schon abgestimmt.",
    QUESTIONS_USED_UP: "Du hast in dieser Runde schon 3 Markierungen angezweifelt: mehr geht nicht.",
    QUESTION_NOT_OPEN: "Diese Abstimmung ist vorbei.",
    MARKER_CANNOT_VOTE: "Du hast markiert: Die anderen stimmen ab.",
    UNKNOWN_REACTION: "Diese Reaktion gibt es bei uns nicht.",
    REACTION_TOO_SOON: "Bitte nur eine Reaktion pro Sekunde.",
  },
};
