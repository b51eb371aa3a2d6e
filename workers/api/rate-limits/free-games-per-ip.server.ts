import { and, eq, lt, sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { serverNow } from "../../clock.server";
import type { Database } from "../../db/database.server";
import { freeGameAddressDays, games, users } from "../../db/schema";
import type { ApiEnv } from "../api-env";
import { clientAddress } from "./client-address";
import { FREE_GAMES_PER_IP_PER_DAY } from "./limits";
import { rateLimitedResponse } from "./rate-limit";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /games by an anonymous account that has made no game yet: its game is free, and a
 * private window is a new anonymous account. So free games are counted per client address
 * and UTC day, and past FREE_GAMES_PER_IP_PER_DAY the call answers 429 until midnight UTC.
 * Counted only once the game is made (a refused or failed creation costs nothing); two
 * creations at the same instant may both pass the check, which the per-minute limits bound.
 */
export const freeGamesPerIp = createMiddleware<ApiEnv>(async (c, next) => {
  const { uid, isAnonymous } = c.var.auth;
  const db = c.var.db;
  if (!isAnonymous || (await hasMadeAGame(db, uid))) return next();

  const now = serverNow(c.env);
  const day = Math.floor(now / DAY_MS);
  const addressHash = await hashAddress(clientAddress(c.req.raw));
  if ((await freeGamesMade(db, addressHash, day)) >= FREE_GAMES_PER_IP_PER_DAY) {
    return rateLimitedResponse(Math.ceil(((day + 1) * DAY_MS - now) / 1000));
  }
  await next();
  if (c.res.status === 201) await countFreeGame(db, addressHash, day);
});

async function hasMadeAGame(db: Database, firebaseUid: string): Promise<boolean> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .innerJoin(users, eq(users.id, games.userId))
    .where(eq(users.firebaseUid, firebaseUid))
    .limit(1);
  return row !== undefined;
}

async function freeGamesMade(db: Database, addressHash: string, day: number): Promise<number> {
  const [row] = await db
    .select({ games: freeGameAddressDays.games })
    .from(freeGameAddressDays)
    .where(and(eq(freeGameAddressDays.addressHash, addressHash), eq(freeGameAddressDays.day, day)));
  return row?.games ?? 0;
}

async function countFreeGame(db: Database, addressHash: string, day: number): Promise<void> {
  await db.batch([
    db
      .insert(freeGameAddressDays)
      .values({ addressHash, day, games: 1 })
      .onConflictDoUpdate({
        target: [freeGameAddressDays.addressHash, freeGameAddressDays.day],
        set: { games: sql`${freeGameAddressDays.games} + 1` },
      }),
    // Yesterday's counts are of no use today: the table holds one day of addresses at most.
    db.delete(freeGameAddressDays).where(lt(freeGameAddressDays.day, day)),
  ]);
}

/** No address is stored as such: a SHA-256 of it is enough to count. */
export async function hashAddress(address: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`bingo-free-games:${address}`));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}
