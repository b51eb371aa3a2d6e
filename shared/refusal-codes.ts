/**
 * The refusal codes a client branches on (docs/api.md), apart from the table of every
 * refusal (refusal.ts), which uses these: a phone that needs a code does not load every
 * refusal's English words with it.
 */
export const DUPLICATE_ENTRY = "DUPLICATE_ENTRY";
export const MARK_SUPERSEDED = "MARK_SUPERSEDED";
export const RECENT_SIGN_IN_REQUIRED = "RECENT_SIGN_IN_REQUIRED";
export const UNAUTHENTICATED = "UNAUTHENTICATED";
/** Adding a prediction while a round is played or once the game has ended: the app keeps it for the next round (decision 039). */
export const GAME_NOT_IN_SETUP = "GAME_NOT_IN_SETUP";
/**
 * A host's change sent again after its answer was lost finds it done (the game started, or
 * ended, the player gone): the app reads the game instead of showing the refusal.
 */
export const GAME_ALREADY_STARTED = "GAME_ALREADY_STARTED";
export const GAME_ENDED = "GAME_ENDED";
export const PLAYER_NOT_FOUND = "PLAYER_NOT_FOUND";
/** A prediction's delete sent again after its answer was lost finds it gone: the app reads the pool afresh. */
export const ENTRY_NOT_FOUND = "ENTRY_NOT_FOUND";
