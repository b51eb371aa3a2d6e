import type { Catalogue } from "../catalogue";

export const start: Catalogue["start"] = {
  home: {
    title: "Start · Bingo with friends",
    description: "Mach ein Bingo aus dem, was bei eurem Treffen passieren wird, und spiel es mit Familie und Freunden.",
    navLabel: "Loslegen",
    createGame: "Spiel erstellen",
    joinGame: "Spiel beitreten",
    myGames: "Meine Spiele",
    loginOrRegister: "anmelden oder registrieren",
    credit: "Von {studio} gemacht, um Familienfeste aufzulockern.",
  },
  create: {
    title: "Spiel erstellen · Bingo with friends",
    heading: "Spiel erstellen",
    gameName: "Spielname",
    gameNamePlaceholder: "Weihnachten bei Oma",
    description: "Beschreibung (optional)",
    submit: "weiter",
    submitting: "Wird erstellt…",
    boardSize: "Kartengröße",
    boardSizeOption: "{size} × {size}",
    boardSizeNeeds: "{count} Vorhersagen",
  },
  join: {
    title: "Spiel beitreten · Bingo with friends",
    inviteTitle: "Mach mit bei {name} auf Bingo",
    description: "Schreib deine Vorhersagen, hol dir eine Karte und ruf als Erstes Bingo.",
    heading: "Spiel beitreten",
    gameCode: "Spielcode",
    submit: "weiter",
    submitting: "Beitreten…",
    waitNote: "Gerade treten sehr viele gleichzeitig bei. Neuer Versuch in {seconds} s…",
  },
  invite: {
    unknownCode: "Kein Spiel hat diesen Code. Prüf den Link oder den Code mit der Person, die dich eingeladen hat.",
    unavailable: "Wir können die Angaben zu diesem Spiel gerade nicht zeigen. Du kannst trotzdem mitspielen.",
    joining: "Du trittst {name} bei · {players}",
    players: { one: "{count} Spieler", other: "{count} Spieler" },
    over: "Dieses Spiel ist schon vorbei. Du kannst trotzdem beitreten und sehen, wie es ausgegangen ist.",
    locked: "Das Beitreten ist gesperrt: Die Spielleitung lässt gerade niemanden Neues herein. Bitte sie, es wieder freizugeben.",
  },
  myGames: {
    title: "Spielen · Bingo with friends",
    heading: "Meine Spiele",
    loading: "Deine Spiele werden geladen…",
    status: {
      setup: "Vorhersagen sammeln",
      play: "Läuft",
      bingo: "Bingo!",
      complete: "Beendet",
    },
    empty: "Keine Spiele gefunden.",
    createGame: "Ein Spiel erstellen",
    joinGame: "Eingeladen? Tritt einem Spiel bei",
  },
  about: {
    title: "Über uns · Bingo with friends",
    heading: "Über uns",
    story:
      "Bingo with friends wurde von {studio} gemacht, um Familienfeste aufzulockern: Die Vorhersagen, die alle über den Tag machen, werden zu einem Spiel, das der ganze Tisch zusammen spielt.",
    pricing:
      "Spiel anonym oder registriere dich kostenlos, um auf mehreren Geräten zu spielen. Für mehr als ein Spiel brauchst du einen Pass für 5 $, der 90 Tage gilt; Spiele, die du erstellt hast, bleiben für immer spielbar.",
    howToPlay: "So wird gespielt",
  },
  howTo: {
    title: "So wird gespielt · Bingo with friends",
    heading: "So wird gespielt",
    create: {
      lead: "Erstell ein Spiel.",
      text: "{lead} Gib ihm einen Namen und schreib Vorhersagen dazu, was passieren wird: „Onkel Bob will noch mehr Wein“.",
    },
    invite: {
      lead: "Lade deine Freunde ein.",
      text: "{lead} Tippe oben auf das Personen-Symbol, um den Link zu teilen oder den Spielcode vorzulesen. Alle schreiben ihre eigenen Vorhersagen dazu.",
    },
    start: {
      lead: "Starte das Spiel,",
      text: "{lead} sobald es genug Vorhersagen sind: 24 für eine 5×5-Karte, 16 für 4×4, 8 für 3×3 (die Größe wählt, wer das Spiel erstellt). Alle bekommen ihre eigene Karte; 5×5- und 3×3-Karten haben ein freies Feld in der Mitte.",
    },
    tap: {
      select: "Einmal tippen",
      mark: "zweimal tippen",
      text: "{select} wählt ein Feld aus, {mark} markiert es, wenn es passiert (oder nimmt die Markierung zurück).",
    },
    win: {
      lead: "Wer als Erstes eine Reihe voll hat",
      text: "{lead} (waagerecht, senkrecht oder diagonal: 5 Felder auf einer 5×5-Karte, 4 auf 4×4, 3 auf 3×3) und Bingo ruft, gewinnt!",
    },
    createGame: "Spiel erstellen",
  },
  router: {
    title: "Bingo with friends",
    loading: "Anmeldung wird geladen…",
  },
  gameLayout: {
    title: "Spiel · Bingo with friends",
    notFoundTitle: "Spiel nicht gefunden · Bingo with friends",
    setupHeading: "Spiel vorbereiten",
    gameHeading: "Spiel",
    printHeading: "Karten drucken",
    loading: "Spiel wird geladen…",
  },
  gameError: {
    notFoundHeading: "Spiel nicht gefunden",
    failedHeading: "Etwas ist schiefgelaufen",
    notFound: "Dieses Spiel gibt es nicht, oder du bist ihm noch nicht beigetreten.",
    failed: "Das Spiel konnte nicht geladen werden.",
    joinGame: "Einem Spiel beitreten",
    myGames: "Meine Spiele",
    tryAgain: "Noch einmal versuchen",
  },
};
