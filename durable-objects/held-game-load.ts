import { entryIdFloorOf, lastEntryIdOf } from "../shared/entry-ids";

/**
 * A game comes into its room once (docs/decisions/020): on its room's first command the room
 * finds no game in its storage and copies the game's rows from D1 (one batch), and from then on
 * its storage is the record. Ids are kept as they were, so every id a client holds still names
 * the same player and entry; new entries are numbered from the game's own range
 * (shared/entry-ids.ts).
 */
const TABLES_OF_A_GAME = [
  // Users first, then the game, its players and what points at them: the foreign keys' order.
  ["users", `SELECT * FROM users WHERE id = (SELECT user_id FROM games WHERE code = ?1)
     OR id IN (SELECT user_id FROM players WHERE game_id = (SELECT id FROM games WHERE code = ?1))`],
  ["games", "SELECT * FROM games WHERE code = ?1"],
  ["players", "SELECT * FROM players WHERE game_id = (SELECT id FROM games WHERE code = ?1) ORDER BY id"],
  ["entries", "SELECT * FROM entries WHERE game_id = (SELECT id FROM games WHERE code = ?1) ORDER BY id"],
  ["round_marks", "SELECT * FROM round_marks WHERE game_id = (SELECT id FROM games WHERE code = ?1)"],
] as const;

type Row = Record<string, unknown>;

/** Reads the game with this code and everything of it from D1; null when D1 has no such game. */
export async function readGameFromD1(d1: D1Database, code: string): Promise<Map<string, Row[]> | null> {
  const results = await d1.batch(TABLES_OF_A_GAME.map(([, query]) => d1.prepare(query).bind(code)));
  const rows = new Map<string, Row[]>(TABLES_OF_A_GAME.map(([table], index) => [table, results[index]!.results as Row[]]));
  return rows.get("games")!.length === 0 ? null : rows;
}

/** Writes a game read by readGameFromD1 into the room's storage, in one transaction. */
export function writeGameIntoRoom(storage: DurableObjectStorage, code: string, rows: Map<string, Row[]>): void {
  const sql = storage.sql;
  storage.transactionSync(() => {
    for (const [table] of TABLES_OF_A_GAME) {
      for (const row of rows.get(table)!) {
        const columns = Object.keys(row);
        const values = columns.map((column) => row[column]);
        sql.exec(
          `INSERT OR REPLACE INTO ${table} (${columns.map((column) => `"${column}"`).join(", ")})
           VALUES (${columns.map(() => "?").join(", ")})`,
          ...values,
        );
      }
    }
    // The players' triggers counted the copy as deals: the game's count is D1's.
    const [game] = rows.get("games")!;
    sql.exec("UPDATE games SET boards_version = ? WHERE code = ?", game!.boards_version, code);
    numberNewEntriesFrom(storage, code);
  });
}

/**
 * New entries of this game take ids from its own range (shared/entry-ids.ts), whatever the copy
 * held, and none past its end (the room's trigger `entries_stay_in_their_game` refuses them).
 */
export function numberNewEntriesFrom(storage: DurableObjectStorage, code: string): void {
  const floor = entryIdFloorOf(code);
  if (floor === null) return;
  const sql = storage.sql;
  if (sql.exec("SELECT 1 FROM entry_id_range").toArray().length === 0) {
    sql.exec("INSERT INTO entry_id_range (last_id) VALUES (?)", lastEntryIdOf(code));
  }
  const [current] = sql.exec<{ seq: number }>("SELECT seq FROM sqlite_sequence WHERE name = 'entries'").toArray();
  if (current && current.seq >= floor) return;
  if (current) sql.exec("UPDATE sqlite_sequence SET seq = ? WHERE name = 'entries'", floor);
  else sql.exec("INSERT INTO sqlite_sequence (name, seq) VALUES ('entries', ?)", floor);
}
