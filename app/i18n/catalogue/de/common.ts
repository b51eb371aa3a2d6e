import type { Catalogue } from "../catalogue";

export const common: Catalogue["common"] = {
  home: "Startseite",
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
  },
  loading: "Wird geladen…",
};
