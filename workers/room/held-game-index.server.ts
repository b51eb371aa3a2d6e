/**
 * D1 keeps what spans games (docs/decisions/020): for a game its room holds, the game's row and
 * its players' memberships, which My Games, the join link's preview and the account's own
 * changes read. The room writes them behind its changes: this is that write, one D1 batch of
 * idempotent statements carrying the game as the room has it now, so writing twice, late or
 * after a failure still ends with D1 as the room is.
 *
 * Only memberships that changed since the last write that D1 took travel (the room remembers
 * what it wrote, in `room_index_rows`): a party of 500 arriving one by one is 500 small writes,
 * not 500 writes of everyone.
 */

type Row = Record<string, unknown>;

export interface IndexWrite {
  game: Row;
  /** Memberships new or changed since D1 last took a write, each with its row's text as remembered. */
  players: Array<{ row: Row; text: string }>;
}

/** What D1's index lacks of the game, as the room holds it now; null when the room has no game. */
export function pendingIndexWrite(sql: SqlStorage): IndexWrite | null {
  sql.exec("CREATE TABLE IF NOT EXISTS room_index_rows (user_id INTEGER PRIMARY KEY, row TEXT NOT NULL)");
  const [game] = sql
    .exec(
      `SELECT id, name, description, status, winner_id, version, started_at, won_at, join_locked, round,
              past_rounds, host_change, board_size FROM games`,
    )
    .toArray();
  if (!game) return null;
  const written = new Map(
    sql.exec<{ user_id: number; row: string }>("SELECT user_id, row FROM room_index_rows").toArray().map((each) => [each.user_id, each.row]),
  );
  const players = sql
    .exec("SELECT code, user_id, screen_name, role, created_at, removed_at FROM players ORDER BY id")
    .toArray()
    .map((row) => ({ row, text: JSON.stringify(row) }))
    .filter(({ row, text }) => written.get(row.user_id as number) !== text);
  return { game, players };
}

/** Remembers what D1 took, so the next write carries only what changed after it. */
export function indexWritten(sql: SqlStorage, { players }: IndexWrite): void {
  for (const { row, text } of players) {
    sql.exec("INSERT OR REPLACE INTO room_index_rows (user_id, row) VALUES (?, ?)", row.user_id, text);
  }
}

export async function writeIndex(d1: D1Database, { game, players }: IndexWrite): Promise<void> {
  const gameId = game.id as number;
  const rows = JSON.stringify(players.map(({ row }) => row));
  await d1.batch([
    d1
      .prepare(
        `UPDATE games SET name = ?2, description = ?3, status = ?4, winner_id = ?5, version = max(version, ?6),
           started_at = ?7, won_at = ?8, join_locked = ?9, round = ?10, past_rounds = ?11, host_change = ?12,
           board_size = ?13
         WHERE id = ?1`,
      )
      .bind(
        gameId,
        game.name,
        game.description,
        game.status,
        game.winner_id,
        game.version,
        game.started_at,
        game.won_at,
        game.join_locked,
        game.round,
        game.past_rounds,
        game.host_change,
        game.board_size,
      ),
    // Names move between players (a rejoin under another name, a merge): the changed players'
    // names in D1 step aside first, so that no name is briefly two players' within the batch.
    d1
      .prepare(
        `UPDATE players SET screen_name = char(1) || code
         WHERE game_id = ?1 AND user_id IN (SELECT value ->> 'user_id' FROM json_each(?2))`,
      )
      .bind(gameId, rows),
    // A membership is one account in one game: D1's row is found by that pair, whatever id it
    // has. An account deleted meanwhile has no membership left to write.
    d1
      .prepare(
        `INSERT INTO players (code, game_id, user_id, screen_name, role, created_at, removed_at)
         SELECT value ->> 'code', ?1, value ->> 'user_id', value ->> 'screen_name', value ->> 'role',
                value ->> 'created_at', value ->> 'removed_at'
         FROM json_each(?2) WHERE EXISTS (SELECT 1 FROM users WHERE id = value ->> 'user_id')
         ON CONFLICT (game_id, user_id) DO UPDATE SET code = excluded.code, screen_name = excluded.screen_name,
           role = excluded.role, removed_at = excluded.removed_at`,
      )
      .bind(gameId, rows),
  ]);
}
