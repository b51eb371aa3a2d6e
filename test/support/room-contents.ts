import { runInDurableObject } from "cloudflare:test";
import { roomOf } from "./room-d1";

/** Every text the room's SQLite holds, every table (the alarms' times aside), as one string to search. */
export async function everythingTheRoomHolds(code: string): Promise<string> {
  return runInDurableObject(roomOf(code), (_instance, state) => {
    const sql = state.storage.sql;
    const tables = sql
      .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '_cf_%'")
      .toArray()
      .map(({ name }) => name);
    return JSON.stringify(Object.fromEntries(tables.map((table) => [table, sql.exec(`SELECT * FROM "${table}"`).toArray()])));
  });
}
