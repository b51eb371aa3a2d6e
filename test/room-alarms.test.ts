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

  it("set the room's alarm to the earliest due time, and ask storage nothing when it already is", async () => {
    await runInDurableObject(roomOf("ALARMS02"), async (_room, state) => {
      const alarms = new RoomAlarms(state.storage);
      const storageCalls: string[] = [];
      const storage = state.storage;
      const count = <Name extends "getAlarm" | "setAlarm" | "deleteAlarm">(name: Name) => {
        const original = storage[name].bind(storage) as (...args: unknown[]) => unknown;
        Object.assign(storage, { [name]: (...args: unknown[]) => (storageCalls.push(name), original(...args)) });
      };
      count("getAlarm");
      count("setAlarm");
      count("deleteAlarm");
      const now = Date.now();
      alarms.schedule("index", now + 60_000);
      await alarms.sync();
      alarms.schedule("sweep", now + 30_000);
      await alarms.sync();
      expect(await storage.getAlarm()).toBe(now + 30_000);

      // A busy room syncs after every change: with nothing new due earlier, storage is not asked.
      storageCalls.length = 0;
      alarms.schedule("index", now + 90_000);
      await alarms.sync();
      await alarms.sync();
      expect(storageCalls).toEqual([]);

      alarms.take("sweep");
      await alarms.sync();
      expect(await storage.getAlarm()).toBe(now + 60_000);
      alarms.take("index");
      await alarms.sync();
      expect(await storage.getAlarm()).toBeNull();
    });
  });
});
