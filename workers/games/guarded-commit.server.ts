import { refusal } from "../../shared/refusal";
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import { PRACTICE_GAME_CODE } from "../../shared/constants";
import { ENTRY_CHANGE_STATUSES } from "../../shared/entry-changes";
import type { Database } from "../db/database.server";
import { games, users } from "../db/schema";

/**
 * D1 has no interactive transactions: a batch is atomic but cannot branch on what it
 * reads. So a multi-statement change of a game starts with this statement: it bumps the
 * game's version if `rule` still holds at that instant, and otherwise sets the version to
 * NULL, which the column's NOT NULL constraint refuses, and D1 rolls the whole batch back.
 * Checking the rule and writing are then one atomic step, whatever happened since the
 * handler read the game.
 */
export function bumpVersionIf(db: Database, gameId: number | SQL, rule: SQL) {
  return db
    .update(games)
    .set({ version: sql`CASE WHEN ${rule} THEN ${games.version} + 1 END` })
    .where(eq(games.id, gameId))
    .returning({ version: games.version });
}

/** `entriesMayChange` (shared/entry-changes.ts) as a rule on the game row, for `bumpVersionIf`. */
export const entriesMayChangeSql = () =>
  sql`${inArray(games.status, [...ENTRY_CHANGE_STATUSES])} AND ${games.code} <> ${PRACTICE_GAME_CODE}`;

/** The same guard for a change that has no game yet (creating one): it touches the user's row. */
export function requireForUid(db: Database, firebaseUid: string, rule: SQL) {
  return db
    .update(users)
    .set({ firebaseUid: sql`CASE WHEN ${rule} THEN ${users.firebaseUid} END` })
    .where(eq(users.firebaseUid, firebaseUid));
}

/** A batch `requireForUid` rolled back: its rule refused (or the data moved under it). */
export function isUserGuardRefusal(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause.message.includes("NOT NULL constraint failed: users.firebase_uid")) return true;
  }
  return false;
}

/**
 * A batch refused by one of the guards above, by a unique index, or by a join that found
 * every name it offered taken (first-free-name.server.ts): the data moved under us. Other
 * constraint failures are bugs and stay errors.
 */
export function isConflict(error: unknown): boolean {
  const refusals =
    /NOT NULL constraint failed: (games\.version|users\.firebase_uid|players\.screen_name)|UNIQUE constraint failed/;
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (refusals.test(cause.message)) return true;
  }
  return false;
}

/**
 * What the room's trigger `entries_stay_in_their_game` raises when a game has given every entry
 * id of its range (durable-objects/migrations/room-0002_entry_id_range.sql): a refusal, not a fault.
 */
const ENTRY_IDS_USED_UP = "ENTRY_IDS_USED_UP";

function usedUpEntryIds(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause.message.includes(ENTRY_IDS_USED_UP)) return true;
  }
  return false;
}

const ATTEMPTS = 5;
/** The longest pause before the second attempt; it doubles for each attempt after. */
const FIRST_PAUSE_MS = 16;

/**
 * Runs `attempt` (read, check the rules, write) until its write commits. An attempt whose
 * write lost a race runs again on fresh data, where the rules usually give the caller the
 * real reason (e.g. 409 duplicate entry); after a few lost races the caller gets a 409.
 *
 * Before running again it pauses a random while (full jitter, doubling per attempt): the
 * callers that lost one race to each other would otherwise read the same data again at the
 * same instant and race again, each round a read and a write for all of them. Fifty joins
 * under one name at once (a party at one link, or a script) then lost four races in five;
 * spread out, they see each other's writes (bench:abuse, docs/decisions/012).
 */
export async function commitWithRetry<T>(attempt: () => Promise<T>): Promise<T> {
  for (let attemptNumber = 1; ; attemptNumber += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (usedUpEntryIds(error)) throw refusal("entryIdsUsedUp");
      if (!isConflict(error)) throw error;
      if (attemptNumber === ATTEMPTS) throw refusal("concurrentUpdate");
      await pause(Math.random() * FIRST_PAUSE_MS * 2 ** (attemptNumber - 1));
    }
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
