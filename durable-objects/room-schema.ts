import { drizzle } from "drizzle-orm/durable-sqlite";
import type { Database, PreparedBatches } from "../workers/db/database.server";
import * as schema from "../workers/db/schema";

/**
 * The room's own migrations, as text (docs/decisions/027-room-and-index.md). They begin with D1's
 * migrations as they stood when rooms began to hold games, frozen under the names live rooms
 * recorded them by, so the same tables give the rules' queries the same columns in either database
 * (docs/decisions/020). After those, steps of the room's own, additive only
 * (test/room-migrations.test.ts): D1's later migrations rebuild tables with foreign keys deferred,
 * which in a room holding a live game would null its marks or cascade its rows away.
 */
export const ROOM_MIGRATIONS = import.meta.glob<string>("./migrations/*.sql", { query: "?raw", import: "default", eager: true });

/** The frozen copies' only PRAGMA deferred foreign keys for a table rebuild, which only a new, empty room ever runs. */
export const statementsOf = (migration: string) =>
  migration
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0 && !/^PRAGMA\b/i.test(statement.replace(/^(--.*\n)+/, "").trim()));

/**
 * Brings the room's tables to the newest migration; each migration is applied once, in order.
 * `only` picks some of them (a test's room as it stood before a step, say).
 */
export function migrateRoomSchema(storage: DurableObjectStorage, only: (name: string) => boolean = () => true): void {
  const sql = storage.sql;
  sql.exec("CREATE TABLE IF NOT EXISTS room_migrations (name TEXT PRIMARY KEY)");
  // What the room knows of its game beyond its rows: that it was deleted, say.
  sql.exec("CREATE TABLE IF NOT EXISTS room_facts (fact TEXT PRIMARY KEY)");
  // The room's answers to marks sent over sockets, by the client's id (a retry gets the same).
  sql.exec(`CREATE TABLE IF NOT EXISTS socket_marks (
    player_code TEXT NOT NULL, id TEXT NOT NULL, answer TEXT NOT NULL, answered_at INTEGER NOT NULL,
    PRIMARY KEY (player_code, id))`);
  // Old answers are forgotten by their time (mark-answers.ts): without it, a scan of them all.
  sql.exec("CREATE INDEX IF NOT EXISTS socket_marks_answered_at ON socket_marks (answered_at)");
  const applied = new Set(sql.exec<{ name: string }>("SELECT name FROM room_migrations").toArray().map((row) => row.name));
  for (const path of Object.keys(ROOM_MIGRATIONS).sort()) {
    const name = path.slice(path.lastIndexOf("/") + 1);
    if (applied.has(name) || !only(name)) continue;
    storage.transactionSync(() => {
      for (const statement of statementsOf(ROOM_MIGRATIONS[path]!)) sql.exec(statement);
      sql.exec("INSERT INTO room_migrations (name) VALUES (?)", name);
    });
  }
}

interface PreparedBatchItem {
  _prepare(): { execute(): { sync(): unknown } };
}

interface PreparedQuery {
  execute(values: Record<string, unknown>): { sync(): unknown };
}

/**
 * The room's game database: drizzle over its SQLite, typed as the D1 one so the rules run on
 * either. D1's `batch` (one atomic round trip) is here one synchronous transaction; every
 * other query is synchronous too, so a rule that only awaits the database runs start to end
 * with nothing else of the room in between: the room's order is the version order.
 */
export function roomDatabase(storage: DurableObjectStorage): Database {
  const db = drizzle(storage, { schema });
  const batch = async (queries: readonly PreparedBatchItem[]) =>
    storage.transactionSync(() => queries.map((query) => query._prepare().execute().sync()));
  // A hot path's queries, built once for each shape (batchOf in database.server.ts): this
  // database lives as long as the room, and its SQLite caches the statements by their text.
  const prepared = new Map<string, PreparedQuery[]>();
  const preparedBatch: PreparedBatches["preparedBatch"] = (shape, build, values) => {
    let queries = prepared.get(shape);
    if (!queries) {
      queries = (build() as Array<{ prepare(): PreparedQuery }>).map((query) => query.prepare());
      prepared.set(shape, queries);
    }
    const made = queries;
    return storage.transactionSync(() => made.map((query) => query.execute(values).sync()));
  };
  return Object.assign(db, { batch, preparedBatch }) as unknown as Database;
}
