import type { Catalogue } from "../catalogue";

export const common: Catalogue["common"] = {
  home: "Startseite",
  cancel: "Abbrechen",
  somethingWentWrong: "Da ist etwas schiefgelaufen. Bitte versuch es noch einmal.",
  noConnection: "Keine Verbindung. Prüf dein Netz und versuch es noch einmal.",
  editedBy: "bearbeitet von {name}",
  header: {
    homeLabel: "Bingo with friends – Startseite",
    mainMenu: "Hauptmenü",
    mainNav: "Hauptnavigation",
    menu: {
      games: "Spiele",
      joinGame: "Spiel beitreten",
      howToPlay: "So wird gespielt",
      about: "Über die App",
      changePassword: "Passwort ändern",
      register: "Registrieren",
      deleteAccount: "Mein Konto und meine Daten löschen",
      logout: "Abmelden",
    },
  },
  logoLabel: "Logo von Bingo with friends",
  appearance: {
    label: "Darstellung",
    system: "System",
    light: "Hell",
    dark: "Dunkel",
  },
  sound: {
    on: "Spielgeräusche: an",
    off: "Spielgeräusche: aus",
  },
  form: {
    checkForm: "Bitte prüf das Formular.",
    screenName: "Wie möchtest du heißen?",
    problems: {
      screenName: "Bitte gib den Namen ein, unter dem du mitspielen möchtest.",
      gameName: "Bitte gib deinem Spiel einen Namen.",
      code: "Bitte gib den Spielcode aus deiner Einladung ein.",
      codeLength: {
        one: "Ein Spielcode hat 8 Buchstaben und Ziffern; hier ist es {count}.",
        other: "Ein Spielcode hat 8 Buchstaben und Ziffern; hier sind es {count}.",
      },
    },
  },
  chunkLoadError: {
    title: "Laden fehlgeschlagen · Bingo with friends",
    heading: "Die App konnte nicht geladen werden",
    text: "Ein Teil der App ist nicht angekommen. Prüf deine Verbindung und lade die Seite dann neu.",
    reload: "Neu laden",
  },
  appError: {
    title: "Unerwarteter Anwendungsfehler! · Bingo with friends",
    heading: "Unerwarteter Anwendungsfehler!",
    unknownError: "Unbekannter Fehler",
    unreachableHeading: "Diese Seite konnte nicht geladen werden",
    tryAgain: "Noch einmal versuchen",
  },
  loading: "Wird geladen…",

  // Patterns and places (docs/decisions/029-patterns-and-places.md)
  winning: {
    patterns: { line: "Reihe", corners: "Vier Ecken", x: "X", blackout: "Volle Karte" },
    patternHints: {
      line: "Eine Zeile, Spalte oder Diagonale",
      corners: "Die vier Eckfelder",
      x: "Beide Diagonalen",
      blackout: "Jedes Feld",
    },
    pattern: "So gewinnt man",
    places: "Gewinner pro Runde",
    placesChoice: { single: "1 Gewinner", double: "2 Gewinner", triple: "3 Gewinner" },
    toWin: "Zum Gewinnen: {pattern}",
    placeNames: { first: "1.", second: "2.", third: "3." },
    podium: "Siegertreppchen",
    podiumPlace: "{place} Platz: {name}",
    playingOn: "Die Runde geht weiter um den {place} Platz.",
    youPlaced: "Du hast den {place} Platz! Die anderen spielen weiter.",
    winningSquares: "Die Gewinnerfelder",
    roundSummary: "Runde {round} · Runde {lastRound}: {podium}",
  },
};
