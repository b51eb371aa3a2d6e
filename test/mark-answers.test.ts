import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { MarkAnswer } from "../shared/realtime-messages";
import { MARK_ANSWERS_KEPT_MS, MarkAnswers } from "../durable-objects/mark-answers";
import { migrateRoomSchema } from "../durable-objects/room-schema";
import { testEnv } from "./support/test-env";

/** The room's answers to socket marks, which make a retried mark id change nothing (docs/api.md). */
/** An answer told apart by its refusal's code (the room keeps any answer as it is). */
const answer = (id: string, code: number): MarkAnswer => ({ event: "mark-answer", id, refusal: { code: `CODE_${code}`, errors: {} } });

/** A fresh room's storage, its tables made, and the rows each statement run on it read. */
function inFreshRoom<T>(test: (sql: SqlStorage, rowsRead: () => number) => T): Promise<T> {
  const room = testEnv.GAME_ROOM.getByName(`answers-${crypto.randomUUID()}`);
  return runInDurableObject(room, (_instance, state) => {
    migrateRoomSchema(state.storage);
    const cursors: SqlStorageCursor<Record<string, SqlStorageValue>>[] = [];
    const counted = {
      exec: (query: string, ...bindings: unknown[]) => {
        const cursor = state.storage.sql.exec(query, ...bindings);
        cursors.push(cursor);
        return cursor;
      },
    } as unknown as SqlStorage;
    return test(counted, () => cursors.reduce((sum, cursor) => sum + cursor.rowsRead, 0));
  });
}

describe("the room's answers to marks over sockets", () => {
  it("gives a player's retried mark the same answer, and tells players' ids apart", async () => {
    await inFreshRoom((sql) => {
      const answers = new MarkAnswers(sql);
      answers.remember("PLAYER01", "tap-1", answer("tap-1", 7), 1_000);
      expect(answers.recall("PLAYER01", "tap-1")).toEqual(answer("tap-1", 7));
      expect(answers.recall("PLAYER02", "tap-1")).toBeUndefined();
      // A room that restarts still knows it: the answer is in its storage, not its memory.
      expect(new MarkAnswers(sql).recall("PLAYER01", "tap-1")).toEqual(answer("tap-1", 7));
    });
  });

  it("forgets an answer once it is older than ten minutes, and keeps the younger ones", async () => {
    await inFreshRoom((sql) => {
      const answers = new MarkAnswers(sql);
      const start = 1_000_000;
      answers.remember("PLAYER01", "old", answer("old", 1), start);
      answers.remember("PLAYER01", "young", answer("young", 2), start + MARK_ANSWERS_KEPT_MS - 30_000);
      answers.remember("PLAYER01", "later", answer("later", 3), start + MARK_ANSWERS_KEPT_MS + 60_000);
      expect(answers.recall("PLAYER01", "old")).toBeUndefined();
      expect(answers.recall("PLAYER01", "young")).toEqual(answer("young", 2));
      expect(answers.recall("PLAYER01", "later")).toEqual(answer("later", 3));
    });
  });

  it("reads a handful of rows for a mark, however many answers the last ten minutes left", async () => {
    await inFreshRoom((sql, rowsRead) => {
      const now = 5_000_000;
      // A busy game's last ten minutes: 500 players, a mark every ten seconds each.
      sql.exec(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 30000)
         INSERT INTO socket_marks (player_code, id, answer, answered_at)
         SELECT printf('P%07d', i % 500), 'tap-' || i, '{}', ? - (i * 20) FROM n`,
        now,
      );
      const before = rowsRead();
      const answers = new MarkAnswers(sql);
      expect(answers.recall("PLAYER01", "tap-new")).toBeUndefined();
      answers.remember("PLAYER01", "tap-new", answer("tap-new", 9), now);
      answers.remember("PLAYER01", "tap-next", answer("tap-next", 10), now + 1_000);
      expect(rowsRead() - before).toBeLessThan(20);
    });
  });
});
