import { GAME_CODE_ALPHABET } from "./constants";
import { normalizeTypedGameCode } from "./typed-game-code";

/**
 * Pairing a TV with a game without typing its long link (docs/decisions/026, docs/api.md *The
 * TV view*): the TV shows a short code, the host types it in the game's TV panel, and the TV,
 * which alone holds the pairing's secret, then receives the game's TV link.
 */

/** Six characters of the game codes' alphabet (no 0/O, 1/I): about a billion codes. */
export const TV_CODE_LENGTH = 6;
/** A code shown on a TV is good for ten minutes; then the TV asks for a new one. */
export const TV_CODE_LIFETIME_MS = 10 * 60_000;
/** How often a TV asks whether it has been paired. */
export const TV_PAIRING_POLL_MS = 2_000;
/** The header of a TV's ask, with the secret it was given with its code (never in a URL). */
export const TV_PAIRING_SECRET_HEADER = "X-Pairing-Secret";

/** A code as the host types it: spaces, dashes and case do not matter. */
export const normalizeTvCode = (typed: string): string => normalizeTypedGameCode(typed);

export function isTvCodeForm(code: string | null | undefined): code is string {
  return typeof code === "string" && code.length === TV_CODE_LENGTH && [...code].every((char) => GAME_CODE_ALPHABET.includes(char));
}

/** 128 random bits, base64url: the TV's proof that a pairing is its own. */
export const isTvPairingSecretForm = (secret: string | null | undefined): secret is string =>
  typeof secret === "string" && /^[A-Za-z0-9_-]{22}$/.test(secret);

/** A TV's pairing as it waits, or once the host has paired it: then the game's TV link. */
export type TvPairing = { status: "WAITING"; code: string; expiresAt: number } | { status: "PAIRED"; path: string };
