import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { gameInPlay, mark } from "./support/api-client";
import { roomOf } from "./support/room-d1";

// A mark is the hot path of a game: at 500 players every statement the room runs for it comes
// before any socket hears it (docs/decisions/033-room-deltas.md). A warm room runs the rules'
// one batch (version, entry, its labels, who is one away, the paper seats) and one look at the
// outbox, no more.
const STATEMENTS_PER_MARK = 6;

/** Counts the SQL statements the room runs while `during` runs. */
async function statementsDuring(code: string, during: () => Promise<unknown>): Promise<number> {
  const room = roomOf(code);
  let count = 0;
  const restore = await runInDurableObject(room, (_instance, state) => {
    const sql = state.storage.sql;
    const exec = sql.exec.bind(sql);
    sql.exec = ((query: string, ...bindings: unknown[]) => {
      count += 1;
      return exec(query, ...bindings);
    }) as typeof sql.exec;
    return () => {
      sql.exec = exec;
    };
  });
  await during();
  await runInDurableObject(room, () => restore());
  return count;
}

describe("a mark in a room that holds its game", () => {
  it(`runs at most ${STATEMENTS_PER_MARK} SQL statements`, async () => {
    const { creator, code, entries } = await gameInPlay({ players: 1, entries: 24 });
    // The room's first use of this start has run: what is measured is the steady state.
    await mark(creator, entries[0]!.id, true);
    for (const isMarked of [false, true]) {
      expect(await statementsDuring(code, () => mark(creator, entries[0]!.id, isMarked))).toBeLessThanOrEqual(STATEMENTS_PER_MARK);
    }
  });
});
