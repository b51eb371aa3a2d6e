/**
 * Every message the server refuses a request with, stated once (docs/api.md). They are
 * shown to people (SPEC §8: '{code}: {errors}'), so they say what to do, not how we work;
 * a screen that says the same thing before asking the server uses the same text.
 */
export const REFUSAL_MESSAGES = {
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
  notEnoughEntries: (missing: number) => `${missing} more entries needed to start a game`,
  tooManyEntries: (limit: number) => `A game can have at most ${limit} entries.`,
  duplicateEntry: "This game already has that entry.",
  gameFull: (limit: number) => `This game already has ${limit} players.`,
  bingoAlreadyCalled: "Someone has already called Bingo in this game.",
  noBingo: "Your board has no full line yet.",
  onlyCreatorCanStartRound: "Only the game creator can start another round.",
  roundNotOver: "Another round can start only once this round's Bingo is called.",
  roundAlreadyPlayed: (round: number) => `That round is long over: the game is on round ${round}.`,
  noMoreRounds: "This game has ended: no more rounds.",
  concurrentUpdate: "The game changed while saving. Please try again.",
  onlyHost: "Only the host can do that.",
  alreadyHost: "That player is already the host.",
  hostNotAway: (minutes: number) => `You can take over only when the host has been offline for ${minutes} minutes.`,
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
  paymentNotSucceeded: (status: string) => `The payment has not succeeded (its status is ${status}).`,
  paymentNotForPass: "This payment is not a $5 pass.",
  receiptEmailAlreadySet: "This payment's receipt already goes to another address.",
  paymentAlreadyConfirmed: "This payment is already confirmed: its receipt's address can no longer change.",
  invalidWebhookSignature: "The signature does not match the body, or the event is too old.",
  webhookTooLarge: "The event is too large.",

  // Requests and sign-in
  unauthenticated: "A valid Firebase ID token is required as 'Authorization: Bearer <token>'.",
  authMisconfigured: "Sign-in is unavailable because the server is misconfigured.",
  authUnavailable: "Sign-in could not be checked right now. Please try again.",
  malformedJson: "The request body must be valid JSON.",
  bodyTooLarge: (maxBytes: number) => `The request body must be at most ${maxBytes} bytes.`,

  // The game connection
  socketMethod: "Open the game connection with GET.",
  socketUpgrade: "Connect with a WebSocket.",
  socketOrigin: "This site may not open game connections.",
  socketTicket: "The connection ticket is missing, expired or already used.",

  // The account (docs/decisions/014-identity-merge.md)
  mergeTokenInvalid: "The guest session to carry over has expired or is not valid.",
  mergeSourceNotAnonymous: "Only a guest session's games can be carried over to an account.",
  mergeTokenOlderThanAccount: "This guest session is older than the account: sign in as the guest again on this device to carry its games over.",
  recentSignInRequired: (minutes: number) =>
    `For your security, this needs a sign-in within the last ${minutes} minutes: please confirm your password.`,
} as const;
