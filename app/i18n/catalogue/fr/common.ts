import type { Catalogue } from "../catalogue";

export const common: Catalogue["common"] = {
  home: "Accueil",
  cancel: "Annuler",
  somethingWentWrong: "Un problème est survenu. Réessaie.",
  noConnection: "Pas de connexion. Vérifie ton réseau et réessaie.",
  editedBy: "modifié par {name}",
  header: {
    homeLabel: "Accueil de Bingo with friends",
    mainMenu: "Menu principal",
    mainNav: "Principale",
    menu: {
      games: "Parties",
      joinGame: "Rejoindre une partie",
      howToPlay: "Comment jouer",
      about: "À propos",
      changePassword: "Changer de mot de passe",
      register: "S'inscrire",
      deleteAccount: "Supprimer mon compte et mes données",
      logout: "Se déconnecter",
    },
  },
  logoLabel: "Logo de Bingo with friends",
  appearance: {
    label: "Apparence",
    system: "Système",
    light: "Clair",
    dark: "Sombre",
  },
  sound: {
    on: "Sons du jeu : activés",
    off: "Sons du jeu : désactivés",
  },
  form: {
    checkForm: "Vérifie le formulaire.",
    screenName: "Comment veux-tu qu'on t'appelle ?",
    problems: {
      screenName: "Écris le nom sous lequel tu veux jouer.",
      gameName: "Donne un nom à ta partie.",
      code: "Écris le code de la partie reçu dans ton invitation.",
      codeLength: {
        one: "Un code de partie compte 8 lettres et chiffres ; celui-ci en a {count}.",
        other: "Un code de partie compte 8 lettres et chiffres ; celui-ci en a {count}.",
      },
    },
  },
  chunkLoadError: {
    title: "Chargement impossible · Bingo with friends",
    heading: "Impossible de charger l'app",
    text: "Une partie de l'app n'est pas arrivée. Vérifie ta connexion, puis recharge la page.",
    reload: "Recharger",
  },
  appError: {
    title: "Erreur inattendue de l'application ! · Bingo with friends",
    heading: "Erreur inattendue de l'application !",
    unknownError: "Erreur inconnue",
    unreachableHeading: "Impossible de charger cette page",
    tryAgain: "Réessayer",
  },
  loading: "Chargement…",

  // Patterns and places (docs/decisions/029-patterns-and-places.md)
  winning: {
    patterns: { line: "Ligne", corners: "Quatre coins", x: "X", blackout: "Carton plein" },
    patternHints: {
      line: "Une ligne, une colonne ou une diagonale",
      corners: "Les quatre cases des coins",
      x: "Les deux diagonales",
      blackout: "Toutes les cases",
    },
    pattern: "Comment gagner",
    places: "Gagnants par manche",
    placesChoice: { single: "1 gagnant", double: "2 gagnants", triple: "3 gagnants" },
    toWin: "Pour gagner : {pattern}",
    placeNames: { first: "1re", second: "2e", third: "3e" },
    podium: "Podium",
    podiumPlace: "{place} : {name}",
    playingOn: "La manche continue pour la {place} place.",
    youPlaced: "Tu prends la {place} place ! Les autres continuent.",
    winningSquares: "Les cases gagnantes",
    roundSummary: "Manche {round} · Manche {lastRound} : {podium}",
  },
};
