import { count, eq, inArray, sql } from "drizzle-orm";
import { PRACTICE_GAME_CODE } from "../../shared/constants";
import { PRACTICE_GAME } from "../../shared/practice-entries";
import { normalizeEntryText } from "../../shared/typed-text";
import { RESERVED_UID_PREFIX } from "../auth/firebase-id-token.server";
import type { Database } from "../db/database.server";
import { entries, games, players, users } from "../db/schema";
import type { GameEvent } from "./game-events";
import { gameIdByCode, membershipQuery } from "./game-queries.server";
import { commitWithRetry } from "./guarded-commit.server";
import { newPlayerCode } from "./player-code.server";
import { startNewPracticeRound } from "./practice-round.server";
import { makeRoomInPracticeGame, practiceGameIsFull } from "./practice-room.server";

/**
 * The shared practice game behind SPEC §2's test-style join screen (docs/decisions/008).
 * It owns no creator player and is owned by a system user, so it never counts toward
 * anyone's creation paywall, and nobody can start it or change its entries.
 */

/** No ID token can carry this uid (workers/auth refuses the prefix). */
export const PRACTICE_OWNER_UID = `${RESERVED_UID_PREFIX}practice-game`;

/**
 * Called before a join with the practice code: creates the game on first use, makes room
 * for a newcomer once it is full, and starts a new round once someone has won. Returns
 * the changes to publish, in the order they committed.
 */
export async function preparePracticeGame(db: Database, firebaseUid: string, now: number): Promise<GameEvent[]> {
  // Outside the attempt: a change that committed is published even if a later step retries.
  const events: GameEvent[] = [];
  await commitWithRetry(async () => {
    const [found, membership, [counted]] = await db.batch([
      db.select().from(games).where(eq(games.code, PRACTICE_GAME_CODE)),
      membershipQuery(db, PRACTICE_GAME_CODE, firebaseUid),
      db
        .select({ players: count() })
        .from(players)
        .where(inArray(players.gameId, gameIdByCode(db, PRACTICE_GAME_CODE))),
    ]);
    const [game] = found;
    if (!game) return createPracticeGame(db, now);
    let { version } = game;
    // A player coming back keeps their place; only a newcomer needs one.
    if (membership.length === 0 && practiceGameIsFull(counted!.players)) {
      const room = await makeRoomInPracticeGame(db, game);
      if (room) {
        events.push(room);
        version = room.version;
      }
    }
    if (game.status === "BINGO") events.push(await startNewPracticeRound(db, { id: game.id, version }, now));
  });
  return events;
}

/**
 * One batch of insert-or-ignore statements keyed by unique indexes: of two first joins at
 * once, the second batch finds every row there and changes nothing. So no guard is needed,
 * and nobody ever sees the game without its entries.
 */
async function createPracticeGame(db: Database, now: number) {
  const ownerId = sql`(SELECT ${users.id} FROM ${users} WHERE ${users.firebaseUid} = ${PRACTICE_OWNER_UID})`;
  const gameId = sql`(SELECT ${games.id} FROM ${games} WHERE ${games.code} = ${PRACTICE_GAME_CODE})`;
  const hostId = sql`(SELECT ${players.id} FROM ${players}
    WHERE ${players.gameId} = ${gameId} AND ${players.userId} = ${ownerId})`;
  // All entries in one JSON parameter: D1 limits bound parameters per statement.
  const seeds = JSON.stringify(PRACTICE_GAME.entries.map((text) => [text, normalizeEntryText(text)]));
  await db.batch([
    db.insert(users).values({ firebaseUid: PRACTICE_OWNER_UID }).onConflictDoNothing(),
    db
      .insert(games)
      .values({
        code: PRACTICE_GAME_CODE,
        name: PRACTICE_GAME.name,
        description: PRACTICE_GAME.description,
        // In PLAY from the start: a joiner is dealt a board at once.
        status: "PLAY",
        userId: ownerId,
        version: 1,
        startedAt: now,
      })
      .onConflictDoNothing({ target: games.code }),
    // The entries' author; role PLAYER, so the game has no creator.
    db
      .insert(players)
      .values({
        code: newPlayerCode(),
        gameId,
        userId: ownerId,
        screenName: PRACTICE_GAME.hostName,
      })
      .onConflictDoNothing({ target: [players.gameId, players.userId] }),
    // Columns in the table's order (drizzle lists them all); SQLite needs the WHERE before
    // an upsert clause on INSERT … SELECT.
    db
      .insert(entries)
      .select(
        sql`SELECT NULL, ${gameId}, ${hostId}, json_extract(value, '$[0]'), json_extract(value, '$[1]'),
          key + 1, 0, NULL, NULL, NULL, NULL, ${now}, NULL, NULL, NULL, 'TYPED' FROM json_each(${seeds}) WHERE true`,
      )
      .onConflictDoNothing({ target: [entries.gameId, entries.normalizedText] }),
  ]);
}
