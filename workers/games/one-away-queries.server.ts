import { and, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import { oneAwayPlayerIds } from "../../shared/one-away";
import type { Database } from "../db/database.server";
import { entries, players } from "../db/schema";

/**
 * Who is one away (issue #15), from every dealt board and the marks, read in the batch of
 * the change itself: the list is exactly as of the version it goes out with. Only the ids
 * of the players leave the server, never a board.
 */
export function oneAwayQueries(db: Database, gameId: number | SQL) {
  return [
    db
      .select({ id: players.id, boardEntries: players.boardEntries })
      .from(players)
      // A player the host removed is out of the game: their board no longer counts.
      .where(and(eq(players.gameId, gameId), isNotNull(players.boardEntries), isNull(players.removedAt))),
    db
      .select({ id: entries.id })
      .from(entries)
      .where(and(eq(entries.gameId, gameId), eq(entries.isMarked, true))),
  ] as const;
}

export function oneAwayFromRows(
  boards: Array<{ id: number; boardEntries: number[] | null }>,
  marked: Array<{ id: number }>,
): number[] {
  return oneAwayPlayerIds(boards, new Set(marked.map((entry) => entry.id)));
}
