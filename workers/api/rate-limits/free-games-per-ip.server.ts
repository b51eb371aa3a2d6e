import type { Context } from "hono";
import type { FreeGameAllowance } from "../../games/create-game.server";
import type { ApiEnv } from "../api-env";
import { hashAddress } from "./address-hash.server";
import { clientAddress } from "./client-address";
import { FREE_GAMES_PER_IP_PER_DAY } from "./limits";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /games by an anonymous account: its first game is free, and a private window is a new
 * anonymous account. So free games are counted per client address and UTC day, and past
 * FREE_GAMES_PER_IP_PER_DAY the call answers 429 until midnight UTC. The creation itself checks
 * and counts them as it writes (create-game.server.ts), in its one D1 round trip; only games that
 * were made count, and of two creations at the same instant past the limit neither gets through.
 * The address is stored only as a salted hash (address-hash.server.ts).
 * Undefined for a registered account.
 */
export async function freeGameAllowance(c: Context<ApiEnv>, now: number): Promise<FreeGameAllowance | undefined> {
  if (!c.var.auth.isAnonymous) return undefined;
  return {
    addressHash: await hashAddress(clientAddress(c.req.raw), c.env.ADDRESS_HASH_SALT),
    day: Math.floor(now / DAY_MS),
    perDay: FREE_GAMES_PER_IP_PER_DAY,
  };
}

/** Seconds until the next UTC day, when an address's free games are counted afresh. */
export const secondsToNextDay = (now: number) => Math.ceil((Math.floor(now / DAY_MS + 1) * DAY_MS - now) / 1000);
