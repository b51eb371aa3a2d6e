import { and, eq, gt, isNull, lte } from "drizzle-orm";
import { GAME_CODE_ALPHABET } from "../../shared/constants";
import { randomIndex } from "../../shared/random-index";
import { randomBase64Url } from "../../shared/random-token";
import { refusal } from "../../shared/refusal";
import { TV_CODE_LENGTH, TV_CODE_LIFETIME_MS } from "../../shared/tv-pairing";
import type { Database } from "../db/database.server";
import { tvPairings } from "../db/schema";

/**
 * A TV paired with a game by a short code instead of a long link (shared/tv-pairing.ts). The
 * TV makes a pairing and holds its secret; the game's host names the code; the TV, asking with
 * its secret, learns the game. The code alone gives nobody anything: whoever guesses one can
 * only show their own game on a stranger's TV, and guesses are counted (rate limits).
 */

/** SHA-256 of a secret, base64url. */
async function hashOf(secret: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(secret)));
  return btoa(String.fromCharCode(...digest)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

const randomTvCode = () =>
  Array.from({ length: TV_CODE_LENGTH }, () => GAME_CODE_ALPHABET[randomIndex(GAME_CODE_ALPHABET.length)]).join("");

/** A new pairing for a TV: its code, the secret only it will hold, and when the code expires. */
export async function createTvPairing(db: Database, now: number): Promise<{ code: string; secret: string; expiresAt: number }> {
  // Expired codes go as new ones come: the table holds only the last ten minutes' TVs.
  await db.delete(tvPairings).where(lte(tvPairings.expiresAt, now));
  const secret = randomBase64Url(16);
  const secretHash = await hashOf(secret);
  const expiresAt = now + TV_CODE_LIFETIME_MS;
  for (;;) {
    const code = randomTvCode();
    // A code still shown on another TV is drawn again (one in a billion a try).
    const [made] = await db.insert(tvPairings).values({ code, secretHash, expiresAt }).onConflictDoNothing().returning();
    if (made) return { code, secret, expiresAt };
  }
}

/**
 * The host's typing of a TV's code: the TV is paired with the game, once. A code that no TV
 * shows now (never made, expired, or already paired) is refused alike.
 */
export async function pairTv(db: Database, code: string, gameCode: string, now: number): Promise<void> {
  const [paired] = await db
    .update(tvPairings)
    .set({ gameCode })
    .where(and(eq(tvPairings.code, code), isNull(tvPairings.gameCode), gt(tvPairings.expiresAt, now)))
    .returning({ code: tvPairings.code });
  if (!paired) throw refusal("tvCodeNotFound");
}

/**
 * The TV's ask, with its secret: still waiting, or the game it was paired with, told once
 * (the pairing then goes). A wrong secret, an expired or an unknown code are refused alike.
 */
export async function takeTvPairing(
  db: Database,
  code: string,
  secret: string,
  now: number,
): Promise<{ gameCode: string | null; expiresAt: number }> {
  const mine = and(eq(tvPairings.code, code), eq(tvPairings.secretHash, await hashOf(secret)), gt(tvPairings.expiresAt, now));
  const [pairing] = await db.select().from(tvPairings).where(mine);
  if (!pairing) throw refusal("tvCodeNotFound");
  if (pairing.gameCode === null) return { gameCode: null, expiresAt: pairing.expiresAt };
  // Told once: a second ask (or a copy of the TV's page) learns nothing more.
  const [taken] = await db.delete(tvPairings).where(mine).returning({ gameCode: tvPairings.gameCode });
  if (!taken?.gameCode) throw refusal("tvCodeNotFound");
  return { gameCode: taken.gameCode, expiresAt: pairing.expiresAt };
}
