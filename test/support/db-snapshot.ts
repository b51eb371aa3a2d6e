import { listDurableObjectIds, runInDurableObject } from "cloudflare:test";
import { testEnv } from "./test-env";

/**
 * Reading and setting up a game's record in tests. With ROOM_HOLDS_GAMES on (the worker-room
 * project, docs/decisions/020), a game's record is its room's storage and D1 holds only the
 * index written behind; these helpers read and write where the record is.
 */
const roomsHoldGames = testEnv.ROOM_HOLDS_GAMES === "yes";

type Row = Record<string, unknown>;

async function rooms() {
  return (await listDurableObjectIds(testEnv.GAME_ROOM)).map((id) => testEnv.GAME_ROOM.get(id));
}

/** Rows from every room's storage that holds a game (rooms without one have no game tables yet). */
async function inEveryRoom(statement: string, values: unknown[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const room of await rooms()) {
    rows.push(
      ...(await runInDurableObject(room, (_instance, state) => {
        const hasGames = state.storage.sql.exec("SELECT 1 FROM sqlite_master WHERE name = 'games'").toArray().length > 0;
        return hasGames ? state.storage.sql.exec(statement, ...values).toArray() : [];
      })),
    );
  }
  return rows;
}

/** Every room's pending write to D1's index, done now: D1 then reads as the rooms are. */
export async function settleIndex(): Promise<void> {
  if (!roomsHoldGames) return;
  for (const room of await rooms()) await room.writeIndexNow();
}

/**
 * Every row a request by these people about these games could have written: users,
 * their games and players, and the games' entries. Tests take one before and after a
 * refused request and expect them equal.
 */
export async function snapshot(scope: { uids?: string[]; codes?: string[] }) {
  await settleIndex();
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
  const fromD1 = {
    users: users!.results,
    games: games!.results,
    players: players!.results,
    entries: entries!.results,
  };
  if (!roomsHoldGames) return fromD1;
  // The games in scope, as their rooms hold them (a room's users are copies of D1's).
  const roomRows = (table: string) =>
    inEveryRoom(`SELECT * FROM ${table} WHERE ${table === "games" ? "id" : "game_id"} IN ${inScope} ORDER BY id`, [uids, codes]);
  return { ...fromD1, rooms: { games: await roomRows("games"), players: await roomRows("players"), entries: await roomRows("entries") } };
}

/** The game's current version, from its record. */
export async function versionOf(code: string): Promise<number> {
  if (roomsHoldGames) {
    const [row] = await inEveryRoom("SELECT version FROM games WHERE code = ?", [code]);
    if (row) return row.version as number;
  }
  const row = await testEnv.DB.prepare("SELECT version FROM games WHERE code = ?")
    .bind(code)
    .first<{ version: number }>();
  return row!.version;
}

/** Tables that only D1 has: what spans games. */
const ONLY_IN_D1 = /\b(pass_payments|stripe_events|free_game_address_days)\b/i;
/** A game's tables, whose record is its room when the rooms hold their games. */
const GAME_TABLES = /\b(games|players|entries|round_marks)\b/i;

/**
 * A statement on the records. With the rooms holding their games, a read of a game's tables
 * reads the rooms, and a write goes to D1 and to every room (only the room with the rows changes).
 */
export async function sql<T = Record<string, unknown>>(
  statement: string,
  ...values: unknown[]
): Promise<T[]> {
  const inD1 = async () => (await testEnv.DB.prepare(statement).bind(...values).all<T>()).results;
  if (!roomsHoldGames || ONLY_IN_D1.test(statement)) return inD1();
  const isRead = /^\s*(SELECT|WITH)\b/i.test(statement);
  if (isRead) return GAME_TABLES.test(statement) ? ((await inEveryRoom(statement, values)) as T[]) : inD1();
  await settleIndex();
  const results = await inD1();
  await inEveryRoom(statement, values);
  return results;
}
