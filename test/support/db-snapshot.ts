import { listDurableObjectIds, runInDurableObject } from "cloudflare:test";
import { testEnv } from "./test-env";

/**
 * Reading and setting up a game's record in tests. A game's record is its room's storage, and
 * D1 holds only the index its room writes behind (docs/decisions/020); the practice game's
 * record is D1. These helpers read and write where the record is.
 */

type Row = Record<string, unknown>;

async function rooms() {
  return (await listDurableObjectIds(testEnv.GAME_ROOM)).map((id) => testEnv.GAME_ROOM.get(id));
}

/** Rows from every room's storage that holds a game (rooms without one have no game tables yet). */
async function inEveryRoom(statement: string, values: unknown[], { namedOnly = false } = {}): Promise<Row[]> {
  const rows: Row[] = [];
  const allRooms = await rooms();
  if (namedOnly) {
    // The room whose game's code or id the statement names, if one is: else all of them.
    const named = await Promise.all(
      allRooms.map((room) =>
        runInDurableObject(room, (_instance, state) => {
          const hasGames = state.storage.sql.exec("SELECT 1 FROM sqlite_master WHERE name = 'games'").toArray().length > 0;
          const game = hasGames ? state.storage.sql.exec<{ id: number; code: string }>("SELECT id, code FROM games").toArray()[0] : undefined;
          return game !== undefined && (values.includes(game.id) || values.includes(game.code));
        }),
      ),
    );
    if (named.some(Boolean)) return inRooms(allRooms.filter((_room, index) => named[index]), statement, values);
  }
  return inRooms(allRooms, statement, values);
}

async function inRooms(
  chosen: DurableObjectStub<import("../../durable-objects/game-room").GameRoom>[],
  statement: string,
  values: unknown[],
): Promise<Row[]> {
  return (await statementsInRooms(chosen, [statement], values)).map(([rows]) => rows!).flat();
}

/**
 * Each statement in each room, one visit per room and all rooms at once: a test that made
 * hundreds of games (the fuzz tests) reads every one of them before and after each call.
 * The result: per room, per statement, its rows.
 */
async function statementsInRooms(
  chosen: DurableObjectStub<import("../../durable-objects/game-room").GameRoom>[],
  statements: string[],
  values: unknown[],
): Promise<Row[][][]> {
  return Promise.all(
    chosen.map((room) =>
      runInDurableObject(room, (_instance, state) => {
        const hasGames = state.storage.sql.exec("SELECT 1 FROM sqlite_master WHERE name = 'games'").toArray().length > 0;
        return statements.map((statement) => {
          if (!hasGames) return [];
          try {
            return state.storage.sql.exec(statement, ...values).toArray();
          } catch (error) {
            // A write naming another room's game: that room has no such game to write to.
            if (error instanceof Error && /FOREIGN KEY/.test(error.message)) return [];
            throw error;
          }
        });
      }),
    ),
  );
}

/** Every room's pending write to D1's index, done now: D1 then reads as the rooms are. */
export async function settleIndex(): Promise<void> {
  await Promise.all((await rooms()).map((room) => room.writeIndexNow()));
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
  const [users, games, players, entries] = await testEnv.DB.batch<Row>([
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
  // The games in scope as their rooms hold them, in place of D1's index of them (a room's users
  // are copies of D1's, so the scope reads the same there).
  const tables = ["games", "players", "entries"];
  const perRoom = await statementsInRooms(
    await rooms(),
    tables.map((table) => `SELECT * FROM ${table} WHERE ${table === "games" ? "id" : "game_id"} IN ${inScope} ORDER BY id`),
    [uids, codes],
  );
  const [heldGames, heldPlayers, heldEntries] = tables.map((_table, index) => perRoom.flatMap((rows) => rows[index]!));
  const held = new Set(heldGames!.map((game) => game.id));
  const notHeld = (rows: Row[], key: string) => rows.filter((row) => !held.has(row[key]));
  return {
    users: fromD1.users,
    games: [...heldGames!, ...notHeld(fromD1.games, "id")],
    players: [...heldPlayers!, ...notHeld(fromD1.players, "game_id")],
    entries: [...heldEntries!, ...notHeld(fromD1.entries, "game_id")],
  };
}

/** The game's current version, from its record. */
export async function versionOf(code: string): Promise<number> {
  const [row] = await inEveryRoom("SELECT version FROM games WHERE code = ?", [code], { namedOnly: true });
  if (row) return row.version as number;
  const inD1 = await testEnv.DB.prepare("SELECT version FROM games WHERE code = ?")
    .bind(code)
    .first<{ version: number }>();
  return inD1!.version;
}

/** Tables that only D1 has: what spans games. */
const ONLY_IN_D1 = /\b(pass_payments|stripe_events|free_game_address_days)\b/i;
/** A game's tables, whose record is its room when the rooms hold their games. */
const GAME_TABLES = /\b(games|players|entries|round_marks)\b/i;

/**
 * A statement on the records: a read of a game's tables reads the room whose game it names (or
 * every room, or D1 for the practice game), and a write goes to D1 and to every room (only the
 * room with the rows changes).
 */
export async function sql<T = Record<string, unknown>>(
  statement: string,
  ...values: unknown[]
): Promise<T[]> {
  const inD1 = async () => (await testEnv.DB.prepare(statement).bind(...values).all<T>()).results;
  if (ONLY_IN_D1.test(statement)) return inD1();
  const isRead = /^\s*(SELECT|WITH)\b/i.test(statement) && !/\b(INSERT|UPDATE|DELETE)\b/i.test(statement);
  if (isRead) {
    if (!GAME_TABLES.test(statement)) return inD1();
    // The practice game stays in D1: a read no room answers is D1's.
    const rows = (await inEveryRoom(statement, values, { namedOnly: true })) as T[];
    return rows.length > 0 ? rows : inD1();
  }
  await settleIndex();
  const results = await inD1();
  if (GAME_TABLES.test(statement)) {
    // The rooms' copies of D1's users first, with D1's ids: a statement may refer to new ones.
    const { results: users } = await testEnv.DB.prepare("SELECT id, firebase_uid, paid_until, created_at FROM users").all<Row>();
    await inEveryRoom(
      `INSERT OR IGNORE INTO users (id, firebase_uid, paid_until, created_at)
       SELECT value ->> 'id', value ->> 'firebase_uid', value ->> 'paid_until', value ->> 'created_at' FROM json_each(?)`,
      [JSON.stringify(users)],
    );
    await inEveryRoom(statement, values);
  }
  return results;
}

/** A statement on one game's record only: its room's storage when the room holds it, else D1 (the practice game). */
export async function sqlInGame<T = Record<string, unknown>>(
  code: string,
  statement: string,
  ...values: unknown[]
): Promise<T[]> {
  const room = testEnv.GAME_ROOM.getByName(code);
  const held = await runInDurableObject(room, (_instance, state) => {
    const hasGames = state.storage.sql.exec("SELECT 1 FROM sqlite_master WHERE name = 'games'").toArray().length > 0;
    return hasGames && state.storage.sql.exec("SELECT 1 FROM games").toArray().length > 0;
  });
  if (held) {
    return runInDurableObject(room, (_instance, state) => state.storage.sql.exec(statement, ...values).toArray() as T[]);
  }
  return (await testEnv.DB.prepare(statement).bind(...values).all<T>()).results;
}
