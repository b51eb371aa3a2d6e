import type { Catalogue } from "../catalogue";

export const year: Catalogue["year"] = {
  playAgain: {
    heading: "Nächstes Jahr",
    button: "Nächstes Jahr nochmal spielen",
    seedLegend: "Ins Spiel des nächsten Jahres mitnehmen",
    seedUnfulfilled: "Die Vorhersagen, die nicht eingetreten sind",
    seedAll: "Alle Vorhersagen",
    working: "Das Spiel fürs nächste Jahr wird erstellt…",
  },
  links: {
    playedAgainAs: "Nochmal gespielt als {name}",
    playedBefore: "Vorher gespielt als {name}",
    joinNext: "{name} beitreten",
    record: "Die Familienchronik",
  },
  invites: {
    heading: "Nochmal gespielt",
    line: "{from} wurde nochmal gespielt als {name}",
    join: "Beitreten",
    joining: "Beitreten…",
  },
  record: {
    title: "Familienchronik · Bingo with friends",
    heading: "Die Familienchronik",
    loading: "Die Chronik wird geladen…",
    notFound: "Keine Chronik für dieses Spiel, oder du hast nicht mitgespielt.",
    person: "Wer",
    cameTrue: { one: "{count} Vorhersage eingetreten", other: "{count} Vorhersagen eingetreten" },
    bingos: { one: "{count} Bingo", other: "{count} Bingos" },
    /** A 2nd or 3rd place won that year ("2nd place"). */
    placeWon: "{place} Platz",
    nothing: "Nichts eingetreten",
    notPlaying: "Nicht dabei",
    share: "Als Bild teilen",
    sharing: "Das Bild wird erstellt…",
    saved: "Das Bild liegt in deinen Downloads.",
    shareTitle: "{name}: unsere Familienchronik",
    back: "Zurück zum Spiel",
  },
};
