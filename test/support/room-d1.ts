import { runInDurableObject } from "cloudflare:test";
import { expect } from "vitest";
import { testEnv } from "./test-env";

/**
 * D1 as a game's room sees it, swapped in tests: failing, hanging, or recording what the room
 * sends without running it. The room's own storage is untouched; a new instance of the room
 * (after an eviction or an abort) has the real D1 again.
 */

type Room = DurableObjectStub<import("../../durable-objects/game-room").GameRoom>;

export const roomOf = (code: string): Room => testEnv.GAME_ROOM.getByName(code);

export async function giveRoomD1(room: Room, d1: unknown): Promise<void> {
  await runInDurableObject(room, (instance) => {
    const current = (instance as unknown as { env: Env }).env;
    Object.assign(instance, { env: { ...current, DB: d1 } });
  });
}

/** A D1 whose every batch fails at once, as when it is unreachable. */
export function failingD1() {
  const statement = { bind: () => statement };
  return { prepare: () => statement, batch: () => Promise.reject(new Error("D1 is unreachable")) };
}

/** A D1 whose batches never answer: a room stopped while waiting on one lost the write in flight. */
export function hangingD1() {
  const statement = { bind: () => statement };
  return { prepare: () => statement, batch: () => new Promise<never>(() => {}) };
}

/** A D1 whose batches wait until the test fails them: a slow D1 that then gives up. */
export function heldD1() {
  const statement = { bind: () => statement };
  const waiting: Array<(error: Error) => void> = [];
  const d1 = { prepare: () => statement, batch: () => new Promise<never>((_resolve, reject) => waiting.push(reject)) };
  return {
    d1,
    /** How many batches are waiting now. */
    held: () => waiting.length,
    failAll: () => {
      for (const reject of waiting.splice(0)) reject(new Error("D1 gave up"));
    },
  };
}

/**
 * D1 on a slow line: each batch waits until the test lets it through, then runs on the real D1.
 * `release` must run inside the room (runInDurableObject): the batch's promise is the room's.
 */
export function gatedD1() {
  const waiting: Array<() => Promise<void>> = [];
  const prepare = (sql: string) => {
    const statement = { sql, params: [] as unknown[], bind: (...params: unknown[]) => ({ ...statement, params }) };
    return statement;
  };
  const d1 = {
    prepare,
    batch: (statements: Array<{ sql: string; params: unknown[] }>) =>
      new Promise((resolve, reject) => {
        waiting.push(() =>
          testEnv.DB.batch(statements.map(({ sql, params }) => testEnv.DB.prepare(sql).bind(...params))).then(resolve, reject),
        );
      }),
  };
  return {
    d1,
    held: () => waiting.length,
    /** The oldest batch waiting, through to D1 now. */
    releaseOne: () => waiting.shift()!(),
  };
}

/** The room's next delivery to D1's index, sent to `slow` and not awaited: resolves once it waits there. */
export async function deliveryWaitingOn(room: Room, slow: { d1: unknown; held(): number }): Promise<void> {
  await giveRoomD1(room, slow.d1);
  await runInDurableObject(room, (instance: import("../../durable-objects/game-room").GameRoom) => {
    void instance.writeIndexNow();
  });
  await expect.poll(() => slow.held()).toBe(1);
}

export interface RecordedBatch {
  statements: Array<{ sql: string; params: unknown[] }>;
}

/** A D1 that keeps each batch the room sends, refuses it, and can run it later on the real D1. */
export function recordingD1() {
  const batches: RecordedBatch[] = [];
  const prepare = (sql: string) => {
    const statement = { sql, params: [] as unknown[], bind: (...params: unknown[]) => ({ ...statement, params }) };
    return statement;
  };
  const d1 = {
    prepare,
    batch: (statements: Array<{ sql: string; params: unknown[] }>) => {
      batches.push({ statements: statements.map(({ sql, params }) => ({ sql, params })) });
      return Promise.reject(new Error("D1 answered too late"));
    },
  };
  return { d1, batches };
}

/** Runs a recorded batch on the real D1, as if it had landed now. */
export async function landOnD1({ statements }: RecordedBatch): Promise<void> {
  await testEnv.DB.batch(statements.map(({ sql, params }) => testEnv.DB.prepare(sql).bind(...params)));
}

/** What D1's index says of a game: its row, and its members by name. */
export async function d1Index(code: string) {
  const game = await testEnv.DB.prepare("SELECT status, version, round, join_locked FROM games WHERE code = ?").bind(code).first();
  const { results } = await testEnv.DB.prepare(
    "SELECT screen_name AS name, role, removed_at IS NOT NULL AS removed FROM players WHERE game_id = (SELECT id FROM games WHERE code = ?) ORDER BY name",
  )
    .bind(code)
    .all();
  return { game, players: results };
}

/**
 * A membership D1 has and the game's room does not (a stale row), of a new account: only a full
 * write of the game takes it away.
 */
export async function staleMembershipInD1(code: string, screenName: string, playerCode: string): Promise<void> {
  const uid = `stale-${playerCode}-${code}`;
  await testEnv.DB.prepare("INSERT INTO users (firebase_uid) VALUES (?)").bind(uid).run();
  await testEnv.DB.prepare(
    `INSERT INTO players (code, game_id, user_id, screen_name, role)
     SELECT ?, id, (SELECT id FROM users WHERE firebase_uid = ?), ?, 'PLAYER' FROM games WHERE code = ?`,
  )
    .bind(playerCode, uid, screenName, code)
    .run();
}
