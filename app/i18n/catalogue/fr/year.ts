import type { Catalogue } from "../catalogue";

export const year: Catalogue["year"] = {
  playAgain: {
    heading: "L'an prochain",
    button: "Rejouer l'an prochain",
    seedLegend: "Reprendre dans la partie de l'an prochain",
    seedUnfulfilled: "Les prédictions qui ne se sont pas réalisées",
    seedAll: "Toutes les prédictions",
    working: "Création de la partie de l'an prochain…",
  },
  links: {
    playedAgainAs: "Rejouée sous le nom {name}",
    playedBefore: "Jouée avant sous le nom {name}",
    joinNext: "Rejoindre {name}",
    record: "Le palmarès de la famille",
  },
  invites: {
    heading: "Rejouées",
    line: "{from} a été rejouée sous le nom {name}",
    join: "Rejoindre",
    joining: "Connexion à la partie…",
  },
  record: {
    title: "Palmarès de la famille · Bingo with friends",
    heading: "Le palmarès de la famille",
    loading: "Chargement du palmarès…",
    notFound: "Pas de palmarès pour cette partie, ou tu n'y as pas joué.",
    person: "Qui",
    cameTrue: { one: "{count} prédiction réalisée", other: "{count} prédictions réalisées" },
    bingos: { one: "{count} Bingo", other: "{count} Bingos" },
    /** A 2nd or 3rd place won that year ("2nd place"). */
    placeWon: "{place} place",
    nothing: "Rien ne s'est réalisé",
    notPlaying: "Absent",
    share: "Partager en image",
    sharing: "Création de l'image…",
    saved: "L'image est dans tes téléchargements.",
    shareTitle: "{name} : notre palmarès de famille",
    back: "Retour à la partie",
  },
};
