import type { Catalogue } from "../catalogue";

export const start: Catalogue["start"] = {
  home: {
    title: "Accueil · Bingo with friends",
    description: "Fais un bingo de tout ce qui va se passer à ta fête, et joue-le avec ta famille et tes amis.",
    navLabel: "Commencer",
    createGame: "Créer une partie",
    joinGame: "Rejoindre une partie",
    myGames: "Mes parties",
    loginOrRegister: "connecte-toi ou inscris-toi",
    credit: "Créé par {studio} pour égayer les fêtes en famille.",
  },
  create: {
    title: "Créer une partie · Bingo with friends",
    heading: "Créer une partie",
    gameName: "Nom de la partie",
    gameNamePlaceholder: "Noël chez Mamie",
    description: "Description (facultatif)",
    submit: "continuer",
    submitting: "Création…",
    boardSize: "Taille de la grille",
    boardSizeOption: "{size} × {size}",
    boardSizeNeeds: "{count} pronostics",
  },
  join: {
    title: "Rejoindre une partie · Bingo with friends",
    inviteTitle: "Rejoins {name} sur Bingo",
    description: "Ajoute tes pronostics, reçois ta grille et sois le premier à crier Bingo.",
    heading: "Rejoindre une partie",
    gameCode: "Code de la partie",
    submit: "suivant",
    submitting: "Connexion…",
    waitNote: "Beaucoup de monde rejoint la partie en ce moment. Nouvel essai dans {seconds} s…",
  },
  invite: {
    unknownCode: "Aucune partie n'a ce code. Vérifie le lien ou le code avec la personne qui t'a invité.",
    unavailable: "Nous ne pouvons pas afficher les détails de cette partie pour le moment. Tu peux quand même la rejoindre.",
    joining: "Tu rejoins {name} · {players}",
    players: { one: "{count} joueur", other: "{count} joueurs" },
    over: "Cette partie est déjà terminée. Tu peux quand même la rejoindre pour voir comment elle s'est finie.",
    locked: "Rejoindre cette partie est verrouillé : l'hôte ne laisse entrer personne de nouveau pour l'instant. Demande-lui de la déverrouiller.",
  },
  myGames: {
    title: "Jouer · Bingo with friends",
    heading: "Mes parties",
    loading: "Chargement de tes parties…",
    status: {
      setup: "Ajout des pronostics",
      play: "En cours",
      bingo: "Bingo !",
      complete: "Terminée",
    },
    empty: "Aucune partie trouvée.",
    createGame: "Créer une partie",
    joinGame: "Une invitation ? Rejoins une partie",
  },
  about: {
    title: "À propos · Bingo with friends",
    heading: "À propos",
    story:
      "Bingo with friends a été créé par {studio} pour égayer les fêtes en famille : les pronostics que chacun fait sur la journée deviennent un jeu auquel toute la tablée joue ensemble.",
    pricing:
      "Joue anonymement, ou inscris-toi gratuitement pour jouer depuis plusieurs appareils. Créer plus d'une partie demande un pass à 5 $ valable 90 jours ; les parties que tu as créées restent jouables pour toujours.",
    howToPlay: "Comment jouer",
  },
  howTo: {
    title: "Comment jouer · Bingo with friends",
    heading: "Comment jouer",
    create: {
      lead: "Crée une partie.",
      text: "{lead} Donne-lui un nom, puis ajoute des pronostics sur ce qui va se passer : « Tonton Bob redemande du vin ».",
    },
    invite: {
      lead: "Invite tes amis.",
      text: "{lead} Touche l'icône des personnes en haut pour partager le lien ou lire le code de la partie à voix haute. Chacun ajoute ses propres pronostics.",
    },
    start: {
      lead: "Lance la partie",
      text: "{lead} dès qu'il y a assez de pronostics : 24 pour une grille 5×5, 16 pour 4×4, 8 pour 3×3 (celui qui crée la partie choisit la taille). Chacun reçoit sa propre grille ; les grilles 5×5 et 3×3 ont une case libre au centre.",
    },
    tap: {
      select: "Touche une fois pour sélectionner",
      mark: "touche deux fois pour cocher ou décocher",
      text: "{select} une case, {mark} quand ça arrive.",
    },
    win: {
      lead: "Le premier à compléter une ligne",
      text: "{lead} (en ligne, en colonne ou en diagonale : 5 cases sur une grille 5×5, 4 sur 4×4, 3 sur 3×3) qui annonce Bingo gagne !",
    },
    createGame: "Créer une partie",
  },
  router: {
    title: "Bingo with friends",
    loading: "Chargement de la connexion…",
  },
  gameLayout: {
    title: "Partie · Bingo with friends",
    notFoundTitle: "Partie introuvable · Bingo with friends",
    setupHeading: "Préparer la partie",
    gameHeading: "Partie",
    printHeading: "Imprimer les cartes",
    loading: "Chargement de la partie…",
  },
  gameError: {
    notFoundHeading: "Partie introuvable",
    failedHeading: "Un problème est survenu",
    notFound: "Cette partie n'existe pas, ou tu ne l'as pas encore rejointe.",
    failed: "La partie n'a pas pu être chargée.",
    joinGame: "Rejoindre une partie",
    myGames: "Mes parties",
    tryAgain: "Réessayer",
  },
};
