import { testEnv } from "./test-env";

/**
 * Every row a request by these people about these games could have written: users,
 * their games and players, and the games' entries. Tests take one before and after a
 * refused request and expect them equal.
 */
export async function snapshot(scope: { uids?: string[]; codes?: string[] }) {
  const uids = JSON.stringify(scope.uids ?? []);
  const codes = JSON.stringify(scope.codes ?? []);
  const inScope = `(SELECT id FROM games WHERE code IN (SELECT value FROM json_each(?2))
    OR user_id IN (SELECT id FROM users WHERE firebase_uid IN (SELECT value FROM json_each(?1)))
    OR id IN (SELECT game_id FROM players WHERE user_id IN
      (SELECT id FROM users WHERE firebase_uid IN (SELECT value FROM json_each(?1)))))`;
  const query = (sql: string) => testEnv.DB.prepare(sql).bind(uids, codes);
  const [users, games, players, entries] = await testEnv.DB.batch([
    query(
      "SELECT * FROM users WHERE firebase_uid IN (SELECT value FROM json_each(?1)) AND ?2 IS NOT NULL ORDER BY id",
    ),
    query(`SELECT * FROM games WHERE id IN ${inScope} ORDER BY id`),
    query(`SELECT * FROM players WHERE game_id IN ${inScope} ORDER BY id`),
    query(`SELECT * FROM entries WHERE game_id IN ${inScope} ORDER BY id`),
  ]);
  return {
    users: users!.results,
    games: games!.results,
    players: players!.results,
    entries: entries!.results,
  };
}

/** The game's current version, straight from D1. */
export async function versionOf(code: string): Promise<number> {
  const row = await testEnv.DB.prepare("SELECT version FROM games WHERE code = ?")
    .bind(code)
    .first<{ version: number }>();
  return row!.version;
}

export async function sql<T = Record<string, unknown>>(
  statement: string,
  ...values: unknown[]
): Promise<T[]> {
  const { results } = await testEnv.DB.prepare(statement)
    .bind(...values)
    .all<T>();
  return results;
}
