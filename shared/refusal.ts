import type { ApiErrorBody } from "./api-error";
import { messages } from "./i18n/en";
import { DUPLICATE_ENTRY, ENTRY_NOT_FOUND, GAME_ALREADY_STARTED, GAME_ENDED, PLAYER_NOT_FOUND, GAME_NOT_IN_SETUP, MARK_SUPERSEDED, RECENT_SIGN_IN_REQUIRED, UNAUTHENTICATED } from "./refusal-codes";
import { fillOnly } from "./i18n/fill";

const REFUSAL_MESSAGES = messages.refusals;

/**
 * What kind of "no" a refusal is. The domain says which rule was broken, never how HTTP
 * spells it: the API maps each kind to its status in one table (workers/api/refusal-status.ts).
 */
export type RefusalKind =
  | "malformed"
  | "unauthenticated"
  | "payment-required"
  | "forbidden"
  | "not-found"
  | "method-not-allowed"
  | "conflict"
  | "too-large"
  | "invalid"
  | "upgrade-required"
  | "too-many-requests"
  | "unavailable";

/**
 * A request the server will not carry out, with the one documented error shape
 * `{ code, errors: { field: [message] } }` (docs/api.md). Thrown by rules anywhere; nothing
 * has been written when it is.
 */
export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly code: string,
    readonly errors: Record<string, string[]>,
  ) {
    super(code);
  }

  toBody(): ApiErrorBody {
    return { code: this.code, errors: this.errors };
  }

  /** The same refusal about another field of the request (the one that named the game, say). */
  inField(field: string): Refusal {
    return new Refusal(this.kind, this.code, { [field]: Object.values(this.errors).flat() });
  }
}

type RefusalName = keyof typeof REFUSAL_MESSAGES;

/**
 * Every refusal the server makes by name: its kind, its code (docs/api.md) and the field
 * its message is about. The message of each is REFUSAL_MESSAGES' entry of the same name.
 */
const REFUSALS = {
  gameNotFound: ["not-found", "GAME_NOT_FOUND", "code"],
  entryNotFound: ["not-found", ENTRY_NOT_FOUND, "entry"],
  paymentRequired: ["payment-required", "PAYMENT_REQUIRED", "user"],
  onlyCreatorCanStart: ["forbidden", "NOT_GAME_CREATOR", "game"],
  unmarkNotAllowed: ["forbidden", "UNMARK_NOT_ALLOWED", "isMarked"],
  deleteNotAllowed: ["forbidden", "DELETE_NOT_ALLOWED", "entry"],
  editNotAllowed: ["forbidden", "EDIT_NOT_ALLOWED", "entry"],
  editOnlyInSetup: ["conflict", GAME_NOT_IN_SETUP, "game"],
  gameNotInSetup: ["conflict", GAME_NOT_IN_SETUP, "game"],
  gameNotInPlay: ["conflict", "GAME_NOT_IN_PLAY", "game"],
  gameAlreadyStarted: ["conflict", GAME_ALREADY_STARTED, "game"],
  notEnoughEntries: ["conflict", "NOT_ENOUGH_ENTRIES", "entries"],
  tooManyEntries: ["conflict", "TOO_MANY_ENTRIES", "entries"],
  entryIdsUsedUp: ["conflict", "ENTRY_IDS_USED_UP", "entries"],
  duplicateEntry: ["conflict", DUPLICATE_ENTRY, "text"],
  gameFull: ["conflict", "GAME_FULL", "code"],
  bingoAlreadyCalled: ["conflict", "BINGO_ALREADY_CALLED", "game"],
  noBingo: ["conflict", "NO_BINGO", "board"],
  onlyCreatorCanStartRound: ["forbidden", "NOT_GAME_CREATOR", "game"],
  roundNotOver: ["conflict", "ROUND_NOT_OVER", "after"],
  roundAlreadyPlayed: ["conflict", "ROUND_ALREADY_PLAYED", "after"],
  noMoreRounds: ["conflict", "GAME_COMPLETE", "game"],
  concurrentUpdate: ["conflict", "CONCURRENT_UPDATE", "game"],
  onlyHost: ["forbidden", "NOT_GAME_CREATOR", "game"],
  alreadyHost: ["conflict", "ALREADY_HOST", "playerCode"],
  hostNotAway: ["forbidden", "HOST_NOT_AWAY", "game"],
  notLongestPresent: ["forbidden", "NOT_LONGEST_PRESENT", "game"],
  gameLocked: ["conflict", "GAME_LOCKED", "code"],
  gameEnded: ["conflict", GAME_ENDED, "game"],
  markSuperseded: ["conflict", MARK_SUPERSEDED, "isMarked"],
  onlyCreatorCanRemove: ["forbidden", "NOT_GAME_CREATOR", "player"],
  cannotRemoveYourself: ["forbidden", "CANNOT_REMOVE_YOURSELF", "playerCode"],
  cannotRemoveOwner: ["forbidden", "CANNOT_REMOVE_OWNER", "playerCode"],
  onlyOwnerEnds: ["forbidden", "OWNER_ENDS_GAME", "game"],
  /** Handing the host role over or removing a player: the `playerCode` of body or path. */
  playerNotFound: ["not-found", PLAYER_NOT_FOUND, "playerCode"],
  removedFromGame: ["forbidden", "REMOVED_FROM_GAME", "code"],
  paymentsNotConfigured: ["unavailable", "PAYMENTS_NOT_CONFIGURED", "payment"],
  paymentsMisconfigured: ["unavailable", "PAYMENTS_MISCONFIGURED", "payment"],
  paymentsUnavailable: ["unavailable", "PAYMENTS_UNAVAILABLE", "payment"],
  paymentNotFound: ["not-found", "PAYMENT_NOT_FOUND", "paymentIntentId"],
  paymentNotSucceeded: ["conflict", "PAYMENT_NOT_SUCCEEDED", "paymentIntentId"],
  paymentNotForPass: ["conflict", "PAYMENT_MISMATCH", "paymentIntentId"],
  receiptEmailAlreadySet: ["conflict", "RECEIPT_EMAIL_ALREADY_SET", "email"],
  paymentAlreadyConfirmed: ["conflict", "PAYMENT_ALREADY_CONFIRMED", "paymentIntentId"],
  invalidWebhookSignature: ["malformed", "INVALID_SIGNATURE", "stripe-signature"],
  webhookTooLarge: ["too-large", "PAYLOAD_TOO_LARGE", "body"],
  unauthenticated: ["unauthenticated", UNAUTHENTICATED, "authorization"],
  authMisconfigured: ["unavailable", "AUTH_MISCONFIGURED", "authorization"],
  authUnavailable: ["unavailable", "AUTH_UNAVAILABLE", "authorization"],
  storeUnavailable: ["unavailable", "STORE_UNAVAILABLE", "request"],
  accountChangeUnderWay: ["unavailable", "ACCOUNT_CHANGE_UNDER_WAY", "request"],
  malformedJson: ["malformed", "MALFORMED_JSON", "body"],
  bodyTooLarge: ["too-large", "PAYLOAD_TOO_LARGE", "body"],
  socketMethod: ["method-not-allowed", "METHOD_NOT_ALLOWED", "socket"],
  socketUpgrade: ["upgrade-required", "UPGRADE_REQUIRED", "socket"],
  socketOrigin: ["forbidden", "ORIGIN_NOT_ALLOWED", "socket"],
  socketTicket: ["unauthenticated", "INVALID_TICKET", "socket"],
  roomFull: ["unavailable", "ROOM_FULL", "socket"],
  mergeTokenInvalid: ["invalid", "INVALID_ANONYMOUS_TOKEN", "anonymousToken"],
  mergeSourceNotAnonymous: ["forbidden", "NOT_ANONYMOUS", "anonymousToken"],
  mergeTokenOlderThanAccount: ["forbidden", "ANONYMOUS_TOKEN_TOO_OLD", "anonymousToken"],
  recentSignInRequired: ["forbidden", RECENT_SIGN_IN_REQUIRED, "authorization"],
  patternNotComplete: ["conflict", "NO_BINGO", "board"],
  alreadyPlaced: ["conflict", "ALREADY_PLACED", "board"],
  // Paper seats (docs/decisions/032-paper-seats.md)
  seatNotFound: ["not-found", "SEAT_NOT_FOUND", "seat"],
  seatClaimed: ["conflict", "SEAT_CLAIMED", "seat"],
  seatPlaced: ["conflict", "ALREADY_PLACED", "seat"],
  // The table's votes (docs/decisions/030)
  voteOpen: ["conflict", "VOTE_OPEN", "entry"],
  tooManySeats: ["conflict", "TOO_MANY_SEATS", "names"],
  gameNotFinished: ["conflict", "GAME_NOT_FINISHED", "game"],
  alreadyPlayedAgain: ["conflict", "ALREADY_PLAYED_AGAIN", "game"],
  // TV pairing
  tvCodeNotFound: ["not-found", "TV_CODE_NOT_FOUND", "tvCode"],
} as const satisfies Record<RefusalName, readonly [RefusalKind, string, string]>;


/** What a message needs filled in (a count, a status), if anything: its one `{place}`. */
type Detail<Name extends RefusalName> = (typeof REFUSAL_MESSAGES)[Name] extends `${string}{${string}}${string}`
  ? [detail: string | number]
  : [];

/** The refusal of this name, e.g. `refusal("gameFull", LIMITS.playersPerGame)`, its message in English. */
export function refusal<Name extends RefusalName>(name: Name, ...detail: Detail<Name>): Refusal {
  const [kind, code, field] = REFUSALS[name];
  const message: string = REFUSAL_MESSAGES[name];
  const text = detail.length > 0 ? fillOnly(message, detail[0]!) : message;
  return new Refusal(kind, code, { [field]: [text] });
}
