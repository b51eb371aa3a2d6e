/**
 * D1 keeps what spans games (docs/decisions/020): for a game its room holds, the game's row and
 * its players' memberships, which My Games, the join link's preview and the account's own
 * changes read. The room writes them behind its changes: this is that write, one D1 batch of
 * idempotent statements carrying the game as the room has it now, so writing twice, late or
 * after a failure still ends with D1 as the room is.
 */

type Row = Record<string, unknown>;

/** The game's row and its players' memberships, as the room holds them now. */
export function indexRowsOf(sql: SqlStorage): { game: Row; players: Row[] } | null {
  const [game] = sql
    .exec(
      `SELECT id, name, description, status, winner_id, version, started_at, won_at, join_locked, round,
              past_rounds, host_change, board_size FROM games`,
    )
    .toArray();
  if (!game) return null;
  const players = sql
    .exec("SELECT code, user_id, screen_name, role, created_at, removed_at FROM players ORDER BY id")
    .toArray();
  return { game, players };
}

export async function writeIndex(d1: D1Database, { game, players }: { game: Row; players: Row[] }): Promise<void> {
  const gameId = game.id as number;
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
    // Names move between players (a rejoin under another name, a merge): the game's names in D1
    // step aside first, so that no name is briefly two players' within the batch.
    d1.prepare("UPDATE players SET screen_name = char(1) || code WHERE game_id = ?").bind(gameId),
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
      .bind(gameId, JSON.stringify(players)),
    // What the room no longer has (a player let go for good) is no membership either.
    d1
      .prepare(
        `DELETE FROM players WHERE game_id = ?1 AND screen_name = char(1) || code`,
      )
      .bind(gameId),
  ]);
}
