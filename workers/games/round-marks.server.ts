import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Entry } from "../../shared/api-types";
import { DEPARTED_AUTHOR_NAME } from "../../shared/constants";
import type { Database } from "../db/database.server";
import { entries, games, players, roundMarks } from "../db/schema";

/**
 * Keeps the marks of the entries matching `which`, as the round their game is on now, before
 * they leave the live columns (the next round clears them; a deleted entry takes them along).
 * Run it in the same batch, before the game's round moves on. Marking twice keeps the first.
 */
export function archiveMarks(db: Database, which: SQL) {
  return db
    .insert(roundMarks)
    .select(
      db
        .select({
          gameId: entries.gameId,
          round: sql<number>`(SELECT round FROM games WHERE games.id = ${entries.gameId})`.as("round"),
          entryId: entries.id,
          text: entries.text,
          markedBy: entries.markedBy,
          markedAt: entries.markedAt,
          playerId: entries.playerId,
          origin: entries.origin,
          seededBy: entries.seededBy,
          seededName: entries.seededName,
        })
        .from(entries)
        .where(and(which, eq(entries.isMarked, true))),
    )
    .onConflictDoNothing();
}

const keptAuthor = alias(players, "kept_author");

/**
 * The came-true predictions of the round in play or just won that were taken out of the pool
 * since (deleteEntry archives their marks first): gone from the entries, they are still that
 * round's, so its result shows them (its line, its marks, its prophets). A round that moves on
 * leaves them with its number. The author is the player the mark kept, while they are still in
 * the game's rows (an account deleted takes its players away: then nobody's), or, for one carried
 * over from last year whose author has not joined, the name they wrote it under.
 */
export function keptForResultQuery(db: Database, code: string) {
  return db
    .select({
      gameId: roundMarks.gameId,
      entryId: roundMarks.entryId,
      text: roundMarks.text,
      markedBy: roundMarks.markedBy,
      markedAt: roundMarks.markedAt,
      origin: roundMarks.origin,
      playerId: keptAuthor.id,
      authorName: sql<string>`coalesce(${keptAuthor.screenName}, ${roundMarks.seededName}, ${DEPARTED_AUTHOR_NAME})`,
    })
    .from(roundMarks)
    .innerJoin(games, and(eq(games.id, roundMarks.gameId), eq(games.round, roundMarks.round)))
    .leftJoin(keptAuthor, eq(keptAuthor.id, roundMarks.playerId))
    .where(and(eq(games.code, code), sql`NOT EXISTS (SELECT 1 FROM ${entries} WHERE ${entries.id} = ${roundMarks.entryId})`))
    .orderBy(asc(roundMarks.markedAt), asc(roundMarks.entryId));
}

type KeptRow = Awaited<ReturnType<typeof keptForResultQuery>>[number];

/** A kept mark as the entry it was when its round was won (docs/api.md, `Game.keptForResult`). */
export function keptEntryView(row: KeptRow, gameCode: string): Entry {
  return {
    id: row.entryId,
    gameId: row.gameId,
    playerId: row.playerId,
    text: row.text,
    // Out of the pool: no place in its order.
    displayOrder: -1,
    isMarked: true,
    markedBy: row.markedBy,
    markedAt: row.markedAt,
    playerName: row.authorName,
    editedBy: null,
    editedByName: null,
    // Marks kept before their origin was: a person's words, as every entry was then.
    origin: row.origin ?? "TYPED",
    gameCode,
  };
}

/** The round's marked entry ids with its kept ones: the squares its boards had marked when it was won. */
export const markedWithKept = (marked: ReadonlyArray<{ id: number }>, kept: readonly KeptRow[]) => [
  ...marked,
  ...kept.map((row) => ({ id: row.entryId })),
];

/** `keptForResult` on a game's view, when its round kept some. */
export const keptForResultOf = (kept: readonly KeptRow[], gameCode: string): { keptForResult?: Entry[] } =>
  kept.length > 0 ? { keptForResult: kept.map((row) => keptEntryView(row, gameCode)) } : {};
