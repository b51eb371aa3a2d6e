import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { RoomAlarms } from "../durable-objects/room-alarms";
import { roomOf } from "./support/room-d1";

describe("a room's named alarms", () => {
  it("keep the earliest due time, and asking for a later one writes nothing", async () => {
    await runInDurableObject(roomOf("ALARMS01"), (_room, state) => {
      const sql = state.storage.sql;
      const alarms = new RoomAlarms(state.storage);
      const exec = sql.exec.bind(sql);
      let rowsWritten = 0;
      sql.exec = ((query: string, ...bindings: unknown[]) => {
        const cursor = exec(query, ...bindings);
        const rows = cursor.toArray();
        rowsWritten += cursor.rowsWritten;
        return { toArray: () => rows, one: () => rows[0] } as unknown as ReturnType<typeof exec>;
      }) as typeof sql.exec;
      const dueAt = () => exec<{ due_at: number }>("SELECT due_at FROM room_alarms WHERE name = 'index'").one().due_at;
      try {
        alarms.schedule("index", 1_000);
        expect(dueAt()).toBe(1_000);
        // Every change of a busy room asks again for a later time: no write for its commit to wait on.
        rowsWritten = 0;
        alarms.schedule("index", 5_000);
        expect(rowsWritten).toBe(0);
        expect(dueAt()).toBe(1_000);
        alarms.schedule("index", 500);
        expect(rowsWritten).toBe(1);
        expect(dueAt()).toBe(500);
      } finally {
        sql.exec = exec;
      }
    });
  });
});
