import { refusal } from "../../shared/refusal";
import { and, asc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { alias, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { DEPARTED_AUTHOR_NAME } from "../../shared/constants";
import type { Database } from "../db/database.server";
import { entries, games, players, users } from "../db/schema";
import { gameIdByCode } from "./game-queries.server";

/**
 * Whoever last changed the text when it was not its author, by name: "someone" once they
 * deleted their account; null when its author wrote it as it reads. Read in the same statement
 * as the entry, so it may also follow a write's RETURNING.
 */
const editorName = sql<string | null>`CASE WHEN ${entries.editedBy} IS NULL THEN NULL ELSE coalesce(
  (SELECT editor.screen_name FROM players editor WHERE editor.id = ${entries.editedBy}), ${DEPARTED_AUTHOR_NAME}) END`;

/** The columns an Entry is made of (everything but the duplicate key and the creation time). */
export const entryColumns = {
  id: entries.id,
  gameId: entries.gameId,
  playerId: entries.playerId,
  text: entries.text,
  displayOrder: entries.displayOrder,
  isMarked: entries.isMarked,
  markedBy: entries.markedBy,
  markedAt: entries.markedAt,
  markChangedVersion: entries.markChangedVersion,
  markChangedBy: entries.markChangedBy,
  editedBy: entries.editedBy,
  editedByName: editorName,
  origin: entries.origin,
};

/**
 * The game version an entry's mark changed at, for a write in a batch that has already
 * bumped the game's version (guarded-commit.server.ts): the version this change produced.
 */
export const versionOfThisChange = (gameId: number | SQL | AnySQLiteColumn) => sql`(SELECT version FROM games WHERE id = ${gameId})`;

/** An entry's mark cleared by the server (a new round, a player let go): nobody's change, which a mark tapped before it cannot undo. */
export const clearedMark = (gameId: number) => ({
  isMarked: false,
  markedBy: null,
  markedAt: null,
  markChangedVersion: versionOfThisChange(gameId),
  markChangedBy: null,
});

const author = alias(players, "author");
/**
 * An entry outlives an author who deleted their account (docs/api.md): it is then "someone"'s.
 * One carried over from last year is its author's, by the name they wrote it under, until they
 * join (docs/decisions/031).
 */
const authorName = sql<string>`coalesce(${author.screenName}, ${entries.seededName}, ${DEPARTED_AUTHOR_NAME})`;

/**
 * An entry's author's name and its game's code, for the view of an entry just changed. The
 * author is a left join: an entry whose author left is still an entry, and a change of it that
 * has committed must be answered, never refused for want of a name.
 */
export function entryLabelsQuery(db: Database, entryId: number) {
  return db
    .select({ authorName, gameCode: games.code })
    .from(entries)
    .innerJoin(games, eq(games.id, entries.gameId))
    .leftJoin(author, eq(author.id, entries.playerId))
    .where(eq(entries.id, entryId));
}
const caller = alias(players, "caller");

/**
 * An entry with what the rules need to judge a change of it: its game's code and status,
 * its author's name, and the caller's player in that game. No row if the entry does not
 * exist or the caller is not in its game.
 */
export function entryForMemberQuery(db: Database, entryId: number, firebaseUid: string) {
  return db
    .select({
      entry: entryColumns,
      gameCode: games.code,
      gameStatus: games.status,
      authorName,
      callerPlayerId: caller.id,
      callerRole: caller.role,
    })
    .from(entries)
    .innerJoin(games, eq(games.id, entries.gameId))
    .leftJoin(author, eq(author.id, entries.playerId))
    .innerJoin(caller, and(eq(caller.gameId, entries.gameId), isNull(caller.removedAt)))
    .innerJoin(users, and(eq(users.id, caller.userId), eq(users.firebaseUid, firebaseUid)))
    .where(eq(entries.id, entryId));
}

export type EntryForMember = Awaited<ReturnType<typeof entryForMemberQuery>>[number];

export function requireEntryForMember(rows: EntryForMember[]): EntryForMember {
  const [row] = rows;
  if (!row) throw refusal("entryNotFound");
  return row;
}

/** Entries of the game with this code, with their author's name, in display order. */
export function entriesOfGameQuery(db: Database, code: string) {
  return db
    .select({ entry: entryColumns, authorName })
    .from(entries)
    .leftJoin(author, eq(author.id, entries.playerId))
    .where(inArray(entries.gameId, gameIdByCode(db, code)))
    .orderBy(asc(entries.displayOrder), asc(entries.id));
}
