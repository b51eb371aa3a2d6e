import { and, eq, lt, sql } from "drizzle-orm";
import type { Game } from "../../shared/api-types";
import type { CreateGameInput } from "../../shared/api-schemas";
import { generateGameCode } from "../../shared/game-code";
import { refusal } from "../../shared/refusal";
import type { Database } from "../db/database.server";
import { freeGameAddressDays, games, players, users } from "../db/schema";
import { ensureUserQuery, userIdOf } from "../users/users.server";
import { membershipQuery } from "./game-queries.server";
import { gameView, publicPlayer } from "./game-view.server";
import { commitWithRetry, requireForUser } from "./guarded-commit.server";
import { newPlayerCode } from "./player-code.server";

/**
 * An anonymous account's first game is free, and a private window is a new anonymous account:
 * so free games are counted per client address and UTC day (the API's rate limits pass this
 * in, workers/api/rate-limits/free-games-per-ip.server.ts). Absent for registered accounts.
 */
export interface FreeGameAllowance {
  /** A hash of the client's address: no address is stored as such. */
  addressHash: string;
  /** Days since the epoch, UTC. */
  day: number;
  perDay: number;
}

/** The address has made its free games for the day: the API answers 429 until midnight UTC. */
export class FreeGamesSpent extends Error {}

/**
 * POST /games: a new game in SETUP whose creator is its first player (role CREATOR).
 * Paywall (DESIGN.md): someone who has created a game needs a current pass for another.
 *
 * Two round trips to D1, wherever it is: one batch reads what the rules need (the
 * user, made on first sight; whether they have made a game; the address's free games today),
 * one batch writes, with the paywall checked again at commit, and counts a free game in the
 * same commit, so a refused or failed creation counts nothing.
 */
export async function createGame(
  db: Database,
  firebaseUid: string,
  input: CreateGameInput,
  now = Date.now(),
  freeGames?: FreeGameAllowance,
): Promise<Game> {
  const userId = userIdOf(firebaseUid);
  // The paywall again at commit time: of two creations sent at once without a pass, only
  // the first gets through.
  const mayCreate = sql`(NOT EXISTS (SELECT 1 FROM games WHERE user_id = ${userId})
    OR coalesce(${users.paidUntil} > ${now}, 0))`;
  const addressDay = and(
    eq(freeGameAddressDays.addressHash, freeGames?.addressHash ?? ""),
    eq(freeGameAddressDays.day, freeGames?.day ?? -1),
  );

  // A game or player code that clashes with an existing one fails its unique index: retry.
  return commitWithRetry(async () => {
    const [, [user], madeOne, [addressToday]] = await db.batch([
      ensureUserQuery(db, firebaseUid),
      db.select({ id: users.id, paidUntil: users.paidUntil }).from(users).where(eq(users.firebaseUid, firebaseUid)),
      db.select({ id: games.id }).from(games).where(eq(games.userId, userId)).limit(1),
      db.select({ games: freeGameAddressDays.games }).from(freeGameAddressDays).where(addressDay),
    ]);
    const paid = user!.paidUntil !== null && user!.paidUntil > now;
    const isFree = madeOne.length === 0;
    if (!isFree && !paid) throw refusal("paymentRequired");
    const counted = isFree && freeGames !== undefined;
    if (counted && (addressToday?.games ?? 0) >= freeGames.perDay) throw new FreeGamesSpent();

    const code = generateGameCode();
    const [, , , [created]] = await db.batch([
      requireForUser(db, user!.id, mayCreate),
      // Version 1: creation is the game's first committed change.
      db.insert(games).values({
        code,
        name: input.gameName,
        boardSize: input.boardSize,
        pattern: input.pattern,
        places: input.places,
        description: input.description,
        userId: user!.id,
        version: 1,
      }),
      db.insert(players).values({
        code: newPlayerCode(),
        gameId: sql`(SELECT ${games.id} FROM ${games} WHERE ${games.code} = ${code})`,
        userId: user!.id,
        screenName: input.screenName,
        role: "CREATOR",
      }),
      membershipQuery(db, code, firebaseUid),
      // The free game is counted with the game; past days' counts go (nothing when not free).
      db
        .insert(freeGameAddressDays)
        .select(
          db
            .select({
              addressHash: sql`${freeGames?.addressHash ?? ""}`.as("address_hash"),
              day: sql`${freeGames?.day ?? -1}`.as("day"),
              games: sql`1`.as("games"),
            })
            .from(sql`(SELECT 1)`)
            .where(sql`${counted ? 1 : 0}`),
        )
        .onConflictDoUpdate({
          target: [freeGameAddressDays.addressHash, freeGameAddressDays.day],
          set: { games: sql`${freeGameAddressDays.games} + 1` },
        }),
      db.delete(freeGameAddressDays).where(lt(freeGameAddressDays.day, counted ? freeGames.day : -1)),
    ]);
    return gameView(created!.game, [publicPlayer(created!.player, created!.game)], created!.player);
  });
}
