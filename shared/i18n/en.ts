/**
 * What the server says in words, in English: every message it refuses a request with
 * (`refusals`, docs/api.md) and every message of a payload it cannot accept (`validation`).
 * They are shown to people (SPEC §8: '{code}: {errors}'), so they say what to do, not how we
 * work; a screen that says the same thing before asking the server uses the same text.
 * `{name}` marks what is filled in. The other languages follow this file's keys.
 */
export const messages = {
  refusals: {
    // Games and entries
    gameNotFound: "No game with this code, or you have not joined it.",
    entryNotFound: "No such entry in a game you have joined.",
    paymentRequired: "You have already created a game. A pass allows unlimited games for 90 days.",
    onlyCreatorCanStart: "Only the game creator can start the game.",
    /** SPEC §4's alert, word for word. */
    unmarkNotAllowed: "Only the game creator or the person who marked this item can unmark it",
    deleteNotAllowed: "Only the game creator or the person who added this entry can delete it.",
    editNotAllowed: "Only the game creator or the person who added this entry can edit it.",
    editOnlyInSetup: "Entries can be edited only before the game starts.",
    gameNotInSetup: "The game is being played: entries can change only before it starts or between rounds.",
    gameNotInPlay: "Entries can be marked only while the game is being played.",
    gameAlreadyStarted: "The game has already started.",
    /** SPEC §4's setup hint, word for word. */
    notEnoughEntries: "{missing} more entries needed to start a game",
    tooManyEntries: "A game can have at most {limit} entries.",
    entryIdsUsedUp: "This game has used up its room for entries: start a new game to add more.",
    duplicateEntry: "This game already has that entry.",
    gameFull: "This game already has {limit} players.",
    bingoAlreadyCalled: "Someone has already called Bingo in this game.",
    noBingo: "Your board has no full line yet.",
    onlyCreatorCanStartRound: "Only the game creator can start another round.",
    roundNotOver: "Another round can start only once this round's Bingo is called.",
    roundAlreadyPlayed: "That round is long over: the game is on round {round}.",
    noMoreRounds: "This game has ended: no more rounds.",
    concurrentUpdate: "The game changed while saving. Please try again.",
    onlyHost: "Only the host can do that.",
    alreadyHost: "That player is already the host.",
    hostNotAway: "You can take over only when the host has been offline for {minutes} minutes.",
    notLongestPresent: "Only the player who has been here longest can take over as host.",
    gameLocked: "This game is locked: the host is not letting anyone new join.",
    gameEnded: "This game has ended.",
    markSuperseded: "Someone else changed this square after you tapped it, so it shows their change.",
    onlyOwnerEnds: "Only the person who created this game can end it while they are playing.",

    // Removing a player
    onlyCreatorCanRemove: "Only the game creator can remove a player.",
    cannotRemoveYourself: "You cannot remove yourself from your own game.",
    cannotRemoveOwner: "Nobody can remove the person who created this game.",
    playerNotFound: "No player of this game has that code.",
    /** Also what the removed player's screen says (app/game/no-longer-playing.tsx). */
    removedFromGame: "The host removed you from this game.",

    // Payments
    paymentsNotConfigured: "Payments are not configured on this server.",
    paymentsMisconfigured: "Payments are unavailable because the server is misconfigured.",
    paymentsUnavailable: "The payment provider could not be reached. Please try again.",
    paymentNotFound: "No payment of yours has this id.",
    paymentNotSucceeded: "The payment has not succeeded (its status is {status}).",
    paymentNotForPass: "This payment is not a $5 pass.",
    receiptEmailAlreadySet: "This payment's receipt already goes to another address.",
    paymentAlreadyConfirmed: "This payment is already confirmed: its receipt's address can no longer change.",
    invalidWebhookSignature: "The signature does not match the body, or the event is too old.",
    webhookTooLarge: "The event is too large.",

    // Requests and sign-in
    unauthenticated: "A valid Firebase ID token is required as 'Authorization: Bearer <token>'.",
    authMisconfigured: "Sign-in is unavailable because the server is misconfigured.",
    authUnavailable: "Sign-in could not be checked right now. Please try again.",
    storeUnavailable: "We can't reach the games' records just now. Try again in a few seconds.",
    accountChangeUnderWay: "Your change is under way and will finish by itself in a moment.",
    malformedJson: "The request body must be valid JSON.",
    bodyTooLarge: "The request body must be at most {maxBytes} bytes.",

    // The game connection
    socketMethod: "Open the game connection with GET.",
    socketUpgrade: "Connect with a WebSocket.",
    socketOrigin: "This site may not open game connections.",
    socketTicket: "The connection ticket is missing, expired or already used.",
    roomFull: "This game has too many connections right now: trying again in a moment.",

    // The account (docs/decisions/014-identity-merge.md)
    mergeTokenInvalid: "The guest session to carry over has expired or is not valid.",
    mergeSourceNotAnonymous: "Only a guest session's games can be carried over to an account.",
    mergeTokenOlderThanAccount: "This guest session is older than the account: sign in as the guest again on this device to carry its games over.",
    recentSignInRequired: "For your security, this needs a sign-in within the last {minutes} minutes: please confirm your password.",

    // Patterns and places (docs/decisions/029-patterns-and-places.md)
    patternNotComplete: "Your board has not completed this round's pattern yet.",
    alreadyPlaced: "You have already won a place in this round: the next places are for the others.",
    // Paper seats
    seatNotFound: "No such card in this game, or its link is wrong.",
    seatClaimed: "Someone has already claimed this card on their phone.",
    seatPlaced: "This card has already won a place in this round.",
    voteOpen: "The table is still voting on a mark: predictions can be deleted once the vote is over.",
    tooManySeats: "A round can have at most {limit} printed cards.",
    // Played again next year (docs/decisions/031)
    gameNotFinished: "Only a finished game can be played again.",
    alreadyPlayedAgain: "This game was played again already: see My Games.",

    // TV pairing
    tvCodeNotFound: "No TV shows this code now. Check the code on the TV; after ten minutes it shows a new one.",
  },
  /** Past an abuse limit (shared/rate-limited.ts): shown as they are, without the code. */
  busy: {
    fewSeconds: "Lots going on right now. Please wait a few seconds and try again.",
    minute: "Lots going on right now. Please wait a minute and try again.",
    freeGamesToday: "Too many free games have been made from this network today. Please try again tomorrow.",
  },
  /** The checks of what people type (shared/api-schemas.ts); `{label}` is one of `labels`. */
  validation: {
    required: "{label} is required.",
    notText: "{label} must be text.",
    tooLong: "{label} must be at most {max} characters.",
    brokenCharacters: "{label} contains broken characters.",
    controlCharacters: "{label} contains control characters.",
    hiddenCharacters: "{label} contains invisible or text-direction characters; please type it without them.",
    gameCodeForm: "{label} must be 8 characters: letters without I and O, digits 2 to 9.",
    notEmail: "{label} must be an email address.",
    notObject: "The request body must be a JSON object.",
  },
  labels: {
    screenName: "Screen name",
    gameName: "Game name",
    description: "Description",
    gameCode: "Game code",
    entry: "Entry",
    playerCode: "Player code",
    email: "Email",
    password: "Password",
    newPassword: "New password",
    currentPassword: "Current password",
    // Paper seats
    seatName: "Card name",
  },
  /** SPEC §5: the alerts of forms whose fields are not filled in; nothing is sent then. */
  formAlerts: {
    createGame: "Please fill in all required fields",
    joinGame: "Please fill in all fields",
  },
} as const;
