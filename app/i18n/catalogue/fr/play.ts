import type { Catalogue } from "../catalogue";

export const play: Catalogue["play"] = {
  words: {
    someone: "quelqu'un",
    someoneAtStart: "Quelqu'un",
    you: "toi",
    theHost: "l'hôte",
    theHostAtStart: "L'hôte",
    free: "LIBRE",
    copied: "Copié",
    seeTheBoard: "Voir la grille",
    myGames: "Mes parties",
    prophets: "Prophètes",
  },

  game: {
    documentTitle: "Partie · Bingo with friends",
    boardBeingDealt: "Ta grille est en cours de distribution…",
    callBingo: "Crier Bingo",
    callBingoFailed: "Impossible de crier Bingo. Réessaie.",
    firstPlayHint: "Un appui choisit, un autre coche.",
  },

  roundSummary: "Manche {round} · Manche {lastRound} gagnée par {winner}",

  roundOver: {
    youWonRound: "Tu as gagné cette manche. La manche est terminée.",
    playerWonRound: "{name} a gagné cette manche. La manche est terminée.",
    youWonGame: "Tu as gagné. La partie est terminée.",
    playerWonGame: "{name} a gagné. La partie est terminée.",
    endedWithoutWinner: "{host} a terminé la partie avant que quelqu'un crie Bingo.",
    endedInRound: "{host} a terminé la partie à la manche {round}, avant que quelqu'un y crie Bingo.",
    squaresClosed: "On ne peut plus cocher de cases.",
  },

  board: {
    label: "Ta grille de bingo",
    freeSquareLabel: "Case libre",
    saving: "{text}, enregistrement",
    oneAwayLegend: {
      line: "Plus qu'une case : une case étoilée complète une ligne.",
      corners: "Plus qu'une case : une case étoilée complète les quatre coins.",
      x: "Plus qu'une case : une case étoilée complète le X.",
      blackout: "Plus qu'une case : la case étoilée remplit le carton.",
    },
  },

  squareDetail: {
    by: "par {name}",
    markedBy: "coché par {name}",
    markedByAt: "coché par {name} à {time}",
    tapAgainToMark: "Touche-la encore pour la cocher.",
    tapAgainToUnmark: "Touche-la encore pour la décocher.",
    nothingSelected: "Touche une case pour la lire en entier ; touche-la encore pour la cocher.",
  },

  notices: {
    yourPredictionCameTrue: "Ton pronostic s'est réalisé : {entry}",
    playerPredictionCameTrue: "Le pronostic de {name} s'est réalisé : {entry}",
    manyCameTrue: { one: "{count} pronostic s'est réalisé", other: "{count} pronostics se sont réalisés" },
    markedIt: "Coché par {name}.",
    youOneAway: "Plus qu'une case pour toi",
    playerOneAway: "Plus qu'une case pour {name}",
    manyOneAway: "Plus qu'une case pour {names}",
    manyWithYouOneAway: "Plus qu'une case pour {names}",
    youInList: "toi",
    more: { one: "{count} autre", other: "{count} autres" },
    listComma: ", ",
    listAnd: " et ",
  },

  unmarked: "Décoché : {text}",

  connection: {
    reconnecting: "Reconnexion…",
    sessionTimedOut: "session expirée, recharge la page pour continuer",
  },

  marks: {
    changedMeanwhile: "« {entry} » a été modifié par quelqu'un d'autre entre-temps : la grille affiche son changement.",
    notMarked: "« {entry} » n'a pas été coché : {reason}",
    roundEndedFirst: "« {entry} » n'a pas changé : la manche s'est terminée avant que ton geste n'arrive.",
    notUnmarked: "« {entry} » n'a pas été décoché : {reason}",
    somethingWentWrong: "Un problème est survenu. Réessaie.",
  },

  winner: {
    bingo: "Bingo !",
    youWon: "Tu as gagné !",
    playerWon: "{name} a gagné !",
    gameAndRound: "{game}, manche {round}",
    seeTheResult: "Voir le résultat",
  },

  nextRound: {
    waitingFor: "En attente que {name} lance une nouvelle manche",
    theGameCreator: "l'hôte",
    playAnother: "Jouer une autre manche",
    prepare: "Préparer la manche suivante",
    sectionLabel: "Avant la manche {round}",
    addPredictions: "Ajoute des pronostics pour la prochaine manche, ou supprime ceux qui se sont déjà réalisés.",
    entriesFor: "Entrées pour la manche {round}",
  },

  waitingPredictions: {
    title: "Tes pronostics pour la prochaine manche",
    note: "Ils sont arrivés trop tard pour cette manche : ils seront ajoutés dès qu'elle sera finie.",
    endedTitle: "Pronostics non ajoutés",
    endedNote: "La partie s'est terminée avant leur arrivée.",
    remove: "Retirer",
    removeLabel: "Retirer « {entry} »",
  },

  people: {
    menuLabel: {
      one: "Inviter : voir les joueurs et inviter, {count} joueur",
      other: "Inviter : voir les joueurs et inviter, {count} joueurs",
    },
    invite: "Inviter",
    loading: "Chargement…",
    gameCode: "Code de la partie {code}",
    copiedToClipboard: "Copié dans le presse-papiers",
    copyShareLink: "Copier / partager le lien",
    shareTitle: "Rejoins ma partie de Bingo",
    shareText: "Code de la partie {code}",
    players: "Joueurs",
    online: "(en ligne)",
    offline: "(hors ligne)",
    host: "hôte",
    createdIt: "l'a créée",
    oneAway: "plus qu'une case",
    remove: "Retirer {name}",
    removeQuestion: "Retirer {name} de la partie ? Cette personne ne pourra plus la rejoindre.",
    removeConfirm: "Retirer",
    locked: "La partie est verrouillée : personne ne peut plus la rejoindre.",
    prophetCount: { one: "pronostic réalisé", other: "pronostics réalisés" },
  },

  host: {
    makeHost: "Nommer hôte",
    makeHostLabel: "Nommer hôte : {name}",
    makeHostQuestion:
      "Nommer {name} hôte ? Cette personne pourra lancer et terminer la partie, et retirer n'importe quel pronostic ou case cochée ; toi, non.",
    takeBack: "Reprendre le rôle d'hôte",
    printCards: "Imprimer des grilles",
    lockJoining: "Verrouiller la partie",
    unlockJoining: "Déverrouiller la partie",
    endGame: "Terminer la partie",
    endGameQuestion: "Terminer la partie pour tout le monde ? Plus personne ne pourra cocher ni crier Bingo.",
    tvView: "Vue TV",
    tvShareTitle: "Vue TV de notre partie de Bingo",
    copyTvLink: "Copier le lien TV",
    copyLinkByHand: "Copie ce lien à la main : {link}",
  },

  hostChange: {
    tookOverToYou: "Tu es maintenant l'hôte : {from} était hors ligne depuis quelques minutes.",
    tookOverFromYou: "{to} est maintenant l'hôte : tu étais hors ligne depuis quelques minutes.",
    tookOver: "{to} est maintenant l'hôte : {from} était hors ligne depuis quelques minutes.",
    handedOverToYou: "{from} t'a confié le rôle d'hôte.",
    handedOverByYou: "Tu as confié le rôle d'hôte à {to}.",
    handedOver: "{from} a confié le rôle d'hôte à {to}.",
    ownerBackYou: "Tu as créé cette partie et tu es de nouveau l'hôte.",
    ownerBack: "{to} a créé cette partie et est de nouveau l'hôte.",
    hostLeftYou: "Tu es maintenant l'hôte : l'hôte précédent a quitté la partie.",
    hostLeft: "{to} est maintenant l'hôte : l'hôte précédent a quitté la partie.",
    ok: "OK",
  },

  noLongerPlaying: {
    headerTitle: "Partie",
    status: "Tu ne joues plus dans cette partie.",
    practiceFull:
      "La partie d'entraînement était pleine : les joueurs présents depuis le plus longtemps ont laissé la place aux nouveaux.",
    joinAgain: "Rejoindre à nouveau",
    myGames: "Mes parties",
  },

  registerNudge: {
    text: "Garde cette partie sur tous tes appareils : {link}",
    link: "inscris-toi",
    dismiss: "Fermer",
  },

  entries: "Entrées",

  share: {
    share: "Partager",
    iWon: "Bingo ! J'ai gagné !",
    manual: "Le partage n'a pas marché ici. Copie ce texte :",
  },

  qrLabel: "QR code du lien pour rejoindre {url}",

  result: {
    documentTitle: "Résultat · Bingo with friends",
    youWon: "Bingo ! Tu as gagné !",
    playerWon: "Bingo ! {name} a gagné !",
    winningLine: "La ligne gagnante",
    noWinner: "Pas de gagnant : {host} a terminé la partie avant que quelqu'un crie Bingo.",
    noWinnerInRound: "Pas de gagnant à la manche {round} : {host} a terminé la partie avant que quelqu'un y crie Bingo.",
    noPredictions: "Aucun pronostic ne s'est réalisé.",
    prophetLine: { one: "{name} : {count} pronostic réalisé", other: "{name} : {count} pronostics réalisés" },
    marksInOrder: "Cases cochées dans l'ordre",
  },
  takeOver: {
    offer: "{name} est hors ligne depuis quelques minutes. Tu es là depuis le plus longtemps : tu peux devenir l'hôte.",
    button: "Devenir l'hôte",
  },
  /** Starter ideas' credit: an idea picked from the packs is nobody's own prophecy (docs/decisions/026). */
  starterIdea: {
    credit: "idée pour démarrer",
    pickedBy: "une idée pour démarrer, choisie par {name}",
    cameTrue: "Une idée pour démarrer s'est réalisée : {entry}",
    resultLine: { one: "{count} idée pour démarrer réalisée", other: "{count} idées pour démarrer réalisées" },
  },
  /** Pairing a TV by the code its page shows (app/game/tv-pair-form.tsx, app/routes/tv-pair.tsx). */
  tvPairing: {
    label: "Code affiché sur la télé",
    submit: "Afficher la partie sur cette télé",
    paired: "C'est fait : la télé affiche la partie.",
    empty: "Saisis le code affiché sur la télé.",
    hint: "Sur la télé, ouvre {address} : elle affiche le code à saisir ici.",
  },
};
