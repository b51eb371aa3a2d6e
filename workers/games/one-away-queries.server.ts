import { and, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { oneAwayPlayerIds } from "../../shared/one-away";
import type { Database } from "../db/database.server";
import { entries, players } from "../db/schema";

/**
 * Who is one away (issue #15), from every dealt board and the marks, read in the batch of
 * the change itself: the list is exactly as of the version it goes out with. Only the ids
 * of the players leave the server, never a board.
 *
 * One row, not a row per board (docs/decisions/017-one-away-in-one-row.md): SQLite packs
 * the boards and the marked ids into two JSON texts, and the rule runs in JS, the client's
 * own rule from shared/one-away.ts. Measured on 500 boards, a row per board spent most of
 * its time in the D1 driver's per-row mapping, and working the rule out in SQL (json_each
 * over every board, per line or as a bit mask) cost more than the whole JS path.
 */
export function oneAwayQuery(db: Database, gameId: number | SQL) {
  return db
    .select({
      // [[player id, [24 entry ids]], …], '[]' with no board dealt (an aggregate always answers
      // one row). Glued as text: each board is stored as JSON already, and json_array() would
      // parse every one of them again. At the cap of 500 players it is about 100 KB, far from
      // D1's 2 MB for a value.
      boards: sql<string>`'[' || coalesce(group_concat('[' || ${players.id} || ',' || ${players.boardEntries} || ']'), '') || ']'`.as("boards"),
      marked: sql<string>`(SELECT json_group_array(${entries.id}) FROM ${entries}
        WHERE ${entries.gameId} = ${gameId} AND ${entries.isMarked})`.as("marked"),
    })
    .from(players)
    // A player the host removed is out of the game: their board no longer counts.
    .where(and(eq(players.gameId, gameId), isNotNull(players.boardEntries), isNull(players.removedAt)));
}

/** The ids of the players one away, in player id order, from the row of `oneAwayQuery`. */
export function oneAwayFromRow(rows: ReadonlyArray<{ boards: string; marked: string }>): number[] {
  const [row] = rows;
  if (!row) return [];
  const boards = (JSON.parse(row.boards) as Array<[number, number[]]>)
    .map(([id, boardEntries]) => ({ id, boardEntries }))
    .sort((a, b) => a.id - b.id);
  return oneAwayPlayerIds(boards, new Set(JSON.parse(row.marked) as number[]));
}
