import { describe, expect, it } from "vitest";
import type { Game } from "../shared/api-types";
import { WINNING_LINES } from "../shared/winning-lines";
import { boardOf, gameInPlay, newPerson, type Person } from "./support/api-client";
import { callWorker } from "./support/call-worker";
import { d1Index, failingD1, giveRoomD1, roomOf } from "./support/room-d1";
import { testEnv } from "./support/test-env";
import { lookUpInvite } from "../workers/api/rate-limits/join-preview";
import { RATE_LIMITS } from "../workers/api/rate-limits/limits";

/**
 * D1 switched off (docs/decisions/027-room-and-index.md): a game its room holds plays on, and
 * what needs D1 answers a clear 503 with Retry-After, never a 500.
 */

/** A D1 binding that is down: every call fails as an unreachable D1 does. */
function d1Down(): D1Database {
  const fail = () => Promise.reject(new Error("D1_ERROR: Network connection lost."));
  const statement = { bind: () => statement, first: fail, all: fail, run: fail, raw: fail };
  return { prepare: () => statement, batch: fail, exec: fail, dump: fail, withSession: () => d1Down() } as unknown as D1Database;
}

async function sendWithoutD1<T>(person: Person, method: string, path: string, body?: unknown) {
  const response = await callWorker(`/api/v1${path}`, { method, token: person.token, body, env: { DB: d1Down() } });
  return { status: response.status, retryAfter: response.headers.get("Retry-After"), body: (await response.json()) as T };
}

describe("with D1 down", () => {
  it("marks, Bingo and the host's controls answer as usual, and D1 catches up once back", async () => {
    const { creator, players, code } = await gameInPlay({ players: 1 });
    await giveRoomD1(roomOf(code), failingD1());
    const [player] = players as [Person];
    const board = await boardOf(player, code);
    for (const position of WINNING_LINES[0]!) {
      const marked = await sendWithoutD1(player, "PUT", `/entries/${board[position]}`, { isMarked: true });
      expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    }
    const bingo = await sendWithoutD1<{ data: Game }>(player, "PUT", `/games/${code}/call-bingo`);
    expect(bingo.status, JSON.stringify(bingo.body)).toBe(200);
    const locked = await sendWithoutD1(creator, "PUT", `/games/${code}/lock`, { locked: true });
    expect(locked.status, JSON.stringify(locked.body)).toBe(200);
    expect((await d1Index(code)).game).toMatchObject({ status: "PLAY", join_locked: 0 });

    await giveRoomD1(roomOf(code), testEnv.DB);
    await roomOf(code).writeIndexNow();
    expect((await d1Index(code)).game).toMatchObject({ status: "BINGO", join_locked: 1 });
  });

  it("what needs D1 answers 503 with Retry-After, in the documented shape", async () => {
    const newcomer: Person = await newPerson();
    const { creator, code } = await gameInPlay({ players: 1 });
    // Most of these read D1 through drizzle, which wraps the outage in an error of its own:
    // they answered a bare 500 INTERNAL_ERROR before.
    for (const [person, method, path, body] of [
      [newcomer, "POST", "/games", { screenName: "Ann", gameName: "Christmas", description: "" }],
      [newcomer, "GET", "/games", undefined],
      [newcomer, "GET", "/user/load-details", undefined],
      [newcomer, "POST", "/intent", undefined],
      [newcomer, "DELETE", "/user", undefined],
      [creator, "GET", `/games/${code}/record`, undefined],
      [creator, "GET", `/games/${code}/played-again`, undefined],
    ] as const) {
      const answer = await sendWithoutD1<{ code: string; errors: object }>(person, method, path, body);
      expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(503);
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(answer.body).toEqual({ code: "STORE_UNAVAILABLE", errors: expect.any(Object) });
      expect(JSON.stringify(answer.body)).not.toContain("D1");
    }
  });
});

describe("a join link with D1 down", () => {
  it("is looked up as unavailable, counting nothing against the address, and the join it offers gets in through the game's room", async () => {
    const { code } = await gameInPlay({ players: 1 });
    const request = new Request(`https://bingo.test/join/${code}/`, { headers: { "CF-Connecting-IP": "2001:db8:d1:d0::1" } });
    // Before, a plain-text 503 page: the guest had no form, though the room takes the join without D1.
    for (let look = 0; look < RATE_LIMITS.joinPreviewPerIp.limit + 2; look += 1) {
      expect(await lookUpInvite(request, { ...testEnv, DB: d1Down() }, code)).toBe("unavailable");
    }
    expect(await lookUpInvite(request, testEnv, code)).toMatchObject({ playerCount: 2 });

    const guest = await newPerson();
    const joined = await sendWithoutD1<{ data: Game }>(guest, "POST", "/games/join", { code, screenName: "Guest" });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.data.players.map((player) => player.screenName)).toContain("Guest");
  });
});
