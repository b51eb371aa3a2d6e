import type { Messages } from "./messages";

/** What the server says in words, in French (see ./en.ts). */
export const messages: Messages = {
  refusals: {
    // Parties et entrées
    gameNotFound: "Aucune partie avec ce code, ou tu ne l'as pas rejointe.",
    entryNotFound: "Cette entrée n'existe dans aucune de tes parties.",
    paymentRequired: "Tu as déjà créé une partie. Un pass te permet d'en créer autant que tu veux pendant 90 jours.",
    onlyCreatorCanStart: "Seule la personne qui a créé la partie peut la lancer.",
    unmarkNotAllowed: "Seule la personne qui a créé la partie ou celle qui a coché cette case peut la décocher",
    deleteNotAllowed: "Seule la personne qui a créé la partie ou celle qui a ajouté cette entrée peut la supprimer.",
    editNotAllowed: "Seule la personne qui a créé la partie ou celle qui a ajouté cette entrée peut la modifier.",
    editOnlyInSetup: "Les entrées ne peuvent être modifiées qu'avant le début de la partie.",
    gameNotInSetup: "La partie est en cours : les entrées ne peuvent changer qu'avant le début ou entre deux manches.",
    gameNotInPlay: "Les entrées ne peuvent être cochées que pendant la partie.",
    gameAlreadyStarted: "La partie a déjà commencé.",
    notEnoughEntries: "Il manque {missing} entrées pour lancer une partie",
    tooManyEntries: "Une partie peut avoir au maximum {limit} entrées.",
    entryIdsUsedUp: "Cette partie ne peut plus accepter d'entrées : crée une nouvelle partie pour en ajouter.",
    duplicateEntry: "Cette partie a déjà cette entrée.",
    gameFull: "Cette partie a déjà {limit} joueurs.",
    bingoAlreadyCalled: "Quelqu'un a déjà crié Bingo dans cette partie.",
    noBingo: "Ta grille n'a pas encore de ligne complète.",
    onlyCreatorCanStartRound: "Seule la personne qui a créé la partie peut lancer une nouvelle manche.",
    roundNotOver: "Une nouvelle manche ne peut commencer qu'une fois le Bingo de cette manche crié.",
    roundAlreadyPlayed: "Cette manche est finie depuis longtemps : la partie en est à la manche {round}.",
    noMoreRounds: "Cette partie est terminée : il n'y a plus de manches.",
    concurrentUpdate: "La partie a changé pendant l'enregistrement. Réessaie.",
    onlyHost: "Seul l'hôte peut faire ça.",
    alreadyHost: "Cette personne est déjà l'hôte.",
    hostNotAway: "Tu ne peux prendre le relais que si l'hôte est hors ligne depuis {minutes} minutes.",
    notLongestPresent: "Seule la personne présente depuis le plus longtemps peut devenir l'hôte.",
    gameLocked: "Cette partie est verrouillée : l'hôte ne laisse entrer personne de nouveau.",
    gameEnded: "Cette partie est terminée.",
    markSuperseded: "Quelqu'un d'autre a changé cette case après que tu l'as touchée : tu vois donc son changement.",
    onlyOwnerEnds: "Seule la personne qui a créé cette partie peut y mettre fin tant qu'elle joue.",

    // Retirer quelqu'un
    onlyCreatorCanRemove: "Seule la personne qui a créé la partie peut retirer quelqu'un.",
    cannotRemoveYourself: "Tu ne peux pas te retirer de ta propre partie.",
    cannotRemoveOwner: "Personne ne peut retirer la personne qui a créé cette partie.",
    playerNotFound: "Personne dans cette partie n'a ce code.",
    removedFromGame: "L'hôte t'a fait quitter cette partie.",

    // Paiements
    paymentsNotConfigured: "Les paiements ne sont pas configurés sur ce serveur.",
    paymentsMisconfigured: "Les paiements sont indisponibles, car le serveur est mal configuré.",
    paymentsUnavailable: "Impossible de joindre le service de paiement. Réessaie.",
    paymentNotFound: "Tu n'as aucun paiement avec cet identifiant.",
    paymentNotSucceeded: "Le paiement n'a pas abouti (statut : {status}).",
    paymentNotForPass: "Ce paiement n'est pas un pass à $5.",
    receiptEmailAlreadySet: "Le reçu de ce paiement est déjà envoyé à une autre adresse.",
    paymentAlreadyConfirmed: "Ce paiement est déjà confirmé : l'adresse de son reçu ne peut plus changer.",
    invalidWebhookSignature: "La signature ne correspond pas au contenu, ou l'événement est trop ancien.",
    webhookTooLarge: "L'événement est trop volumineux.",

    // Requêtes et connexion
    unauthenticated: "Un Firebase ID token valide est requis sous la forme 'Authorization: Bearer <token>'.",
    authMisconfigured: "La connexion est indisponible, car le serveur est mal configuré.",
    authUnavailable: "Impossible de vérifier la connexion pour le moment. Réessaie.",
    storeUnavailable: "Les données des parties sont injoignables pour le moment. Réessaie dans quelques secondes.",
    accountChangeUnderWay: "Ta modification est en cours et se terminera toute seule dans un instant.",
    malformedJson: "Le corps de la requête doit être du JSON valide.",
    bodyTooLarge: "Le corps de la requête ne doit pas dépasser {maxBytes} octets.",

    // La connexion de jeu
    socketMethod: "Ouvre la connexion de jeu avec GET.",
    socketUpgrade: "Connecte-toi avec un WebSocket.",
    socketOrigin: "Ce site n'a pas le droit d'ouvrir des connexions de jeu.",
    socketTicket: "Le ticket de connexion est manquant, expiré ou déjà utilisé.",
    roomFull: "Cette partie a trop de connexions en ce moment : nouvel essai dans un instant.",

    // Le compte
    mergeTokenInvalid: "La session invité à transférer a expiré ou n'est pas valide.",
    mergeSourceNotAnonymous: "Seules les parties d'une session invité peuvent être transférées vers un compte.",
    mergeTokenOlderThanAccount: "Cette session invité est plus ancienne que le compte : reconnecte-toi en tant qu'invité sur cet appareil pour transférer ses parties.",
    recentSignInRequired: "Pour ta sécurité, cette action demande une connexion de moins de {minutes} minutes : confirme ton mot de passe.",

    // Patterns and places (docs/decisions/029-patterns-and-places.md)
    patternNotComplete: "Ta grille n'a pas encore complété la figure de cette manche.",
    alreadyPlaced: "Tu as déjà gagné une place dans cette manche : les suivantes sont pour les autres.",
    // Paper seats
    seatNotFound: "Ce carton n'existe pas dans cette partie, ou son lien est faux.",
    seatClaimed: "Quelqu'un joue déjà ce carton sur son téléphone.",
    seatPlaced: "Ce carton a déjà gagné une place dans cette manche.",
    voteOpen: "La table vote encore sur une marque : les pronostics pourront être supprimés une fois le vote terminé.",
    tooManySeats: "Une manche peut avoir au plus {limit} cartons imprimés.",
    // Played again next year (docs/decisions/031)
    gameNotFinished: "Seule une partie terminée peut être rejouée.",
    alreadyPlayedAgain: "Cette partie a déjà été rejouée : vois Mes parties.",

    // Associer la télé
    tvCodeNotFound: "Aucune télé n'affiche ce code en ce moment. Vérifie le code sur la télé ; au bout de dix minutes, elle en affiche un nouveau.",
  },
  busy: {
    fewSeconds: "Il y a beaucoup d'activité en ce moment. Attends quelques secondes et réessaie.",
    minute: "Il y a beaucoup d'activité en ce moment. Attends une minute et réessaie.",
    freeGamesToday: "Trop de parties gratuites ont été créées depuis ce réseau aujourd'hui. Réessaie demain.",
  },
  validation: {
    required: "{label} : ce champ est obligatoire.",
    notText: "{label} doit être du texte.",
    tooLong: "{label} doit contenir au maximum {max} caractères.",
    brokenCharacters: "{label} contient des caractères invalides.",
    controlCharacters: "{label} contient des caractères de contrôle.",
    hiddenCharacters: "{label} contient des caractères invisibles ou de sens d'écriture ; saisis le texte sans eux.",
    gameCodeForm: "{label} doit faire 8 caractères : des lettres sauf I et O, et des chiffres de 2 à 9.",
    notEmail: "{label} doit être une adresse e-mail.",
    notObject: "Le corps de la requête doit être un objet JSON.",
  },
  labels: {
    screenName: "Pseudo",
    gameName: "Nom de la partie",
    description: "Description",
    gameCode: "Code de la partie",
    entry: "Entrée",
    playerCode: "Code joueur",
    email: "E-mail",
    password: "Mot de passe",
    newPassword: "Nouveau mot de passe",
    currentPassword: "Mot de passe actuel",
    // Paper seats
    seatName: "Nom du carton",
  },
  formAlerts: {
    createGame: "Merci de remplir tous les champs obligatoires",
    joinGame: "Merci de remplir tous les champs",
  },
};
