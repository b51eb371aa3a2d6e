import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/database.server";
import { entries, roundMarks } from "../db/schema";

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
        })
        .from(entries)
        .where(and(which, eq(entries.isMarked, true))),
    )
    .onConflictDoNothing();
}
