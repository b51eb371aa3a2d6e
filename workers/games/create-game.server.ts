import { and, eq, lt, sql } from "drizzle-orm";
import type { Game } from "../../shared/api-types";
import type { CreateGameInput, PlayAgainInput } from "../../shared/api-schemas";
import { generateGameCode } from "../../shared/game-code";
import { refusal } from "../../shared/refusal";
import type { Database } from "../db/database.server";
import { freeGameAddressDays, gameCreations, games, gamesPlayedAgain, players, users } from "../db/schema";
import { ensureUserQuery, userIdOf } from "../users/users.server";
import { membershipQuery, type Membership } from "./game-queries.server";
import { gameView, publicPlayer } from "./game-view.server";
import { commitWithRetry, isUserGuardRefusal, requireForUid } from "./guarded-commit.server";
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

/** A game made by playing a finished one again (docs/decisions/031): linked to it in the same commit. */
export interface PlayedAgainFrom {
  gameCode: string;
  seed: PlayAgainInput["seed"];
}

/** The address has made its free games for the day: the API answers 429 until midnight UTC. */
export class FreeGamesSpent extends Error {}

/**
 * POST /games: a new game in SETUP whose creator is its first player (role CREATOR).
 * Paywall (DESIGN.md): someone who has created a game needs a current pass for another.
 *
 * One round trip to D1 (docs/decisions/034): one batch makes the user on first sight, checks
 * the paywall and the address's free games as it writes (a guard that rolls the batch back
 * when they refuse), writes the game, its creator and the free game's count, and reads the
 * result. Only a refused creation reads again, to say which rule refused it; a refused or
 * failed creation counts nothing.
 *
 * A creation sent again with the key of one that went through (its answer lost on patchy
 * Wi-Fi) fails the batch on that key, or on the paywall the first game now stands behind: it
 * is answered the game the first made, which the failure alone reads.
 */
export async function createGame(
  db: Database,
  firebaseUid: string,
  input: CreateGameInput,
  now = Date.now(),
  freeGames?: FreeGameAllowance,
  playedAgainFrom?: PlayedAgainFrom,
): Promise<Game> {
  const userId = userIdOf(firebaseUid);
  const isFree = sql`NOT EXISTS (SELECT 1 FROM ${games} WHERE ${games.userId} = ${userId})`;
  const addressDay = and(
    eq(freeGameAddressDays.addressHash, freeGames?.addressHash ?? ""),
    eq(freeGameAddressDays.day, freeGames?.day ?? -1),
  );
  const countedToday = sql`coalesce((SELECT ${freeGameAddressDays.games} FROM ${freeGameAddressDays} WHERE ${addressDay}), 0)`;
  // The paywall and the address's free games, checked at the instant of the write: of two
  // creations sent at once without a pass, only the first gets through.
  const mayCreate = sql`(${isFree} OR coalesce(${users.paidUntil} > ${now}, 0))
    AND NOT (${isFree} AND ${freeGames ? sql`${countedToday} >= ${freeGames.perDay}` : sql`0`})`;

  // A game or player code that clashes with an existing one fails its unique index: retry.
  return commitWithRetry(async () => {
    if (playedAgainFrom) {
      // Played again once: a second game from the same one would split the family's record.
      const playedAgain = await db
        .select({ nextCode: gamesPlayedAgain.nextCode })
        .from(gamesPlayedAgain)
        .where(eq(gamesPlayedAgain.gameCode, playedAgainFrom.gameCode));
      if (playedAgain.length > 0) throw refusal("alreadyPlayedAgain");
    }
    const code = generateGameCode();
    let written;
    try {
      written = await db.batch([
        ensureUserQuery(db, firebaseUid),
        requireForUid(db, firebaseUid, mayCreate),
        // The free game is counted with the game, before it (it is free while they have none).
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
              .where(freeGames ? isFree : sql`0`),
          )
          .onConflictDoUpdate({
            target: [freeGameAddressDays.addressHash, freeGameAddressDays.day],
            set: { games: sql`${freeGameAddressDays.games} + 1` },
          }),
        // Version 1: creation is the game's first committed change.
        db.insert(games).values({
          code,
          name: input.gameName,
          boardSize: input.boardSize,
          pattern: input.pattern,
          places: input.places,
          description: input.description,
          userId,
          version: 1,
        }),
        db.insert(players).values({
          code: newPlayerCode(),
          gameId: sql`(SELECT ${games.id} FROM ${games} WHERE ${games.code} = ${code})`,
          userId,
          screenName: input.screenName,
          role: "CREATOR",
        }),
        membershipQuery(db, code, firebaseUid),
        // Past days' counts go.
        db.delete(freeGameAddressDays).where(lt(freeGameAddressDays.day, freeGames ? freeGames.day : -1)),
        // The link to the game played again, if it is one; its key refuses a second at once (a retry finds it).
        db
          .insert(gamesPlayedAgain)
          .select(
            db
              .select({
                gameCode: sql`${playedAgainFrom?.gameCode ?? ""}`.as("game_code"),
                nextCode: sql`${code}`.as("next_code"),
                seed: sql`${playedAgainFrom?.seed ?? "all"}`.as("seed"),
                createdAt: sql`${now}`.as("created_at"),
              })
              .from(sql`(SELECT 1)`)
              .where(sql`${playedAgainFrom ? 1 : 0}`),
          ),
        // The creation's key, if sent; keys older than a day go (a repeat comes within minutes).
        db
          .insert(gameCreations)
          .select(
            db
              .select({
                userId: sql`${userId}`.as("user_id"),
                creationKey: sql`${input.creationKey ?? ""}`.as("creation_key"),
                gameId: sql`(SELECT ${games.id} FROM ${games} WHERE ${games.code} = ${code})`.as("game_id"),
                createdAt: sql`${now}`.as("created_at"),
              })
              .from(sql`(SELECT 1)`)
              .where(sql`${input.creationKey ? 1 : 0}`),
          ),
        db.delete(gameCreations).where(lt(gameCreations.createdAt, now - CREATION_KEYS_KEPT_MS)),
      ]);
    } catch (error) {
      const madeBefore = input.creationKey ? await gameOfCreation(db, firebaseUid, input.creationKey) : null;
      if (madeBefore) return gameView(madeBefore.game, [publicPlayer(madeBefore.player, madeBefore.game)], madeBefore.player);
      if (isUserGuardRefusal(error)) await refuseCreation(db, firebaseUid, now, freeGames);
      throw error;
    }
    const [row] = written[5];
    return gameView(row!.game, [publicPlayer(row!.player, row!.game)], row!.player);
  });
}

/** How long a creation's key is kept: far longer than a phone retries a creation for. */
const CREATION_KEYS_KEPT_MS = 24 * 60 * 60 * 1000;

/** The game a creation sent before with this key made, as its creator's membership; null if none. */
async function gameOfCreation(db: Database, firebaseUid: string, creationKey: string): Promise<Membership | null> {
  const [made] = await db
    .select({ code: games.code })
    .from(gameCreations)
    .innerJoin(games, eq(games.id, gameCreations.gameId))
    .where(and(eq(gameCreations.userId, userIdOf(firebaseUid)), eq(gameCreations.creationKey, creationKey)));
  if (!made) return null;
  const [membership] = await membershipQuery(db, made.code, firebaseUid);
  return membership ?? null;
}

/**
 * Which rule refused a creation, read after the guard rolled it back: the paywall, or the
 * address's free games. Neither (a pass bought meanwhile) returns, and the creation runs again.
 */
async function refuseCreation(db: Database, firebaseUid: string, now: number, freeGames?: FreeGameAllowance): Promise<void> {
  const userId = userIdOf(firebaseUid);
  const [[user], madeOne, [addressToday]] = await db.batch([
    db.select({ paidUntil: users.paidUntil }).from(users).where(eq(users.firebaseUid, firebaseUid)),
    db.select({ id: games.id }).from(games).where(eq(games.userId, userId)).limit(1),
    db
      .select({ games: freeGameAddressDays.games })
      .from(freeGameAddressDays)
      .where(and(eq(freeGameAddressDays.addressHash, freeGames?.addressHash ?? ""), eq(freeGameAddressDays.day, freeGames?.day ?? -1))),
  ]);
  const paid = user?.paidUntil != null && user.paidUntil > now;
  const isFree = madeOne.length === 0;
  if (!isFree && !paid) throw refusal("paymentRequired");
  if (isFree && freeGames && (addressToday?.games ?? 0) >= freeGames.perDay) throw new FreeGamesSpent();
}
