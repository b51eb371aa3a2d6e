import { eq, getTableName, sql, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { WinPattern } from "../../shared/win-patterns";
import type { Database } from "../db/database.server";
import { entries, games, players } from "../db/schema";
import { rememberBoards, type DealtBoards } from "./dealt-boards-cache.server";
import { oneAwayFromIndex, oneAwayIndex } from "./one-away-index.server";

/**
 * Who is one away, from every dealt board and the marks, read in the batch of
 * the change itself: the list is exactly as of the version it goes out with. Only the ids
 * of the players leave the server, never a board.
 *
 * One row, not a row per board (docs/decisions/017-one-away-in-one-row.md): SQLite packs
 * the boards and the marked ids into two JSON texts, and the rule runs in JS: the client's
 * rule from shared/one-away.ts, as bit masks over an index of the boards
 * (one-away-index.server.ts). Measured on 500 boards, a row per board spent most of
 * its time in the D1 driver's per-row mapping, and working the rule out in SQL (json_each
 * over every board, per line or as a bit mask) cost more than the whole JS path.
 *
 * `known`: boards this isolate already holds (dealt-boards-cache.server.ts). When the game
 * and its boards version still match, SQLite skips the boards (CASE evaluates only the
 * branch it takes) and answers null for them.
 */
export function oneAwayQuery(db: Database, gameId: number | SQL, known?: DealtBoards) {
  const stillKnown = known
    ? sql`${column(games, games.id)} = ${known.gameId} AND ${column(games, games.boardsVersion)} = ${known.boardsVersion}`
    : sql`0`;
  return db
    .select({
      gameId: games.id,
      boardsVersion: games.boardsVersion,
      // One away from the round's pattern (shared/win-patterns.ts), not always from a line.
      pattern: games.pattern,
      // [[player id, [24 entry ids]], …], '[]' with no board dealt. Glued as text: each board
      // is stored as JSON already, and json_array() would parse every one of them again. At
      // the cap of 500 players it is about 100 KB, far from D1's 2 MB for a value.
      // A player the host removed is out of the game: their board no longer counts.
      boards: sql<string | null>`CASE WHEN ${stillKnown} THEN NULL ELSE (
        SELECT '[' || coalesce(group_concat('[' || ${column(players, players.id)} || ',' || ${column(players, players.boardEntries)} || ']'), '') || ']'
        FROM ${players}
        WHERE ${column(players, players.gameId)} = ${column(games, games.id)}
          AND ${column(players, players.boardEntries)} IS NOT NULL AND ${column(players, players.removedAt)} IS NULL
      ) END`.as("boards"),
      marked: sql<string>`(SELECT json_group_array(${column(entries, entries.id)}) FROM ${entries}
        WHERE ${column(entries, entries.gameId)} = ${column(games, games.id)} AND ${column(entries, entries.isMarked)})`.as("marked"),
    })
    .from(games)
    .where(eq(games.id, gameId));
}

/**
 * `"table"."column"`: drizzle leaves the table out of a one-table select, and these
 * correlated subqueries read two tables with columns of the same names.
 */
function column(table: SQLiteTable, of: AnySQLiteColumn) {
  return sql`${sql.identifier(getTableName(table))}.${sql.identifier(of.name)}`;
}

type OneAwayRow = { gameId: number; boardsVersion: number; pattern: WinPattern; boards: string | null; marked: string };

/** The ids of the players one away, in player id order, from the row of `oneAwayQuery(…, known)`. */
export function oneAwayFromRow(rows: ReadonlyArray<OneAwayRow>, known?: DealtBoards): number[] {
  const [row] = rows;
  if (!row) return [];
  const dealt = row.boards === null && known ? known : dealtBoards(row);
  return oneAwayFromIndex(dealt.index, JSON.parse(row.marked) as number[], row.pattern);
}

function dealtBoards({ gameId, boardsVersion, boards }: OneAwayRow): DealtBoards {
  const parsed = (JSON.parse(boards ?? "[]") as Array<[number, number[]]>)
    .map(([id, boardEntries]) => ({ id, boardEntries }))
    .sort((a, b) => a.id - b.id);
  const dealt = { gameId, boardsVersion, index: oneAwayIndex(parsed) };
  rememberBoards(dealt);
  return dealt;
}
