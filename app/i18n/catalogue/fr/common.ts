import type { Catalogue } from "../catalogue";

export const common: Catalogue["common"] = {
  home: "Accueil",
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
  },
  loading: "Chargement…",
};
