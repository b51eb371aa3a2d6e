import { listDurableObjectIds, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { entryIdFloorOf } from "../shared/entry-ids";
import { generateGameCode } from "../shared/game-code";
import { VIEWER_KEY_HEADER } from "../shared/viewer-key";
import { gameInSetup, newPerson, send, type Person } from "./support/api-client";
import { callWorker } from "./support/call-worker";
import { APP_ORIGIN } from "./support/game-socket";
import { testEnv } from "./support/test-env";

/**
 * Anyone may name any code. One that is no game's must leave nothing stored anywhere: no
 * room database, table, key or alarm (docs/decisions/025), and must be answered exactly as a
 * real game is answered to a stranger, so the answer tells nobody which codes are games.
 */

const SOME_KEY = "A".repeat(22);
/** A ticket of a ticket's form, naming `code`, not yet expired: what a forger can make. */
const forgedTicket = (code: string) => `${code}.${(Date.now() + 30_000).toString(36)}.${"A".repeat(43)}`;

/** Every call that addresses a game's room by its code, as a stranger makes it. */
function callsAbout(code: string, stranger: Person) {
  const entryId = entryIdFloorOf(code)! + 1;
  const viewer = (path: string, method = "GET") =>
    callWorker(`/api/v1/games/${code}/${path}`, { method, headers: { [VIEWER_KEY_HEADER]: SOME_KEY } });
  const asStranger = (method: string, path: string, body?: unknown) =>
    callWorker(`/api/v1${path}`, { method, token: stranger.token, body });
  return {
    socketTicket: () => asStranger("POST", `/games/${code}/socket-ticket`),
    socket: () =>
      callWorker(`/api/v1/games/${code}/socket?ticket=${encodeURIComponent(forgedTicket(code))}`, {
        headers: { Upgrade: "websocket", Origin: APP_ORIGIN },
      }),
    tvRead: () => viewer("tv"),
    tvTicket: () => viewer("tv/socket-ticket", "POST"),
    tvLink: () => asStranger("POST", `/games/${code}/tv-link`),
    read: () => asStranger("GET", `/games/${code}`),
    entries: () => asStranger("GET", `/entries?game=${code}`),
    addEntry: () => asStranger("POST", "/entries", { gameCode: code, text: "Uncle Bob asks for more wine" }),
    mark: () => asStranger("PUT", `/entries/${entryId}`, { isMarked: true }),
    edit: () => asStranger("PATCH", `/entries/${entryId}`, { text: "Another text" }),
    deleteEntry: () => asStranger("DELETE", `/entries/${entryId}`),
    start: () => asStranger("PUT", `/games/${code}/start-game`),
    bingo: () => asStranger("PUT", `/games/${code}/call-bingo`),
    lock: () => asStranger("PUT", `/games/${code}/lock`, { locked: true }),
    end: () => asStranger("PUT", `/games/${code}/end`),
    round: () => asStranger("POST", `/games/${code}/rounds`, { after: 1 }),
    handOver: () => asStranger("POST", `/games/${code}/host`, { playerCode: "ABCDEFGH" }),
    takeOver: () => asStranger("POST", `/games/${code}/host/take-over`),
    takeOverChance: () => asStranger("GET", `/games/${code}/host/take-over`),
    remove: () => asStranger("DELETE", `/games/${code}/players/ABCDEFGH`),
  };
}

async function answersTo(code: string, stranger: Person) {
  const answers: Record<string, { status: number; body: unknown }> = {};
  for (const [name, call] of Object.entries(callsAbout(code, stranger))) {
    const response = await call();
    answers[name] = { status: response.status, body: await response.json() };
  }
  return answers;
}

/** What a room's storage holds: its tables (the runtime's own aside), keys and alarm. */
function stored(code: string) {
  return runInDurableObject(testEnv.GAME_ROOM.getByName(code), async (_room, state) => ({
    tables: state.storage.sql
      .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE name NOT LIKE '\\_cf\\_%' ESCAPE '\\'")
      .toArray()
      .map((row) => row.name),
    keys: [...(await state.storage.list()).keys()],
    alarm: await state.storage.getAlarm(),
  }));
}

describe("a code that is no game's", () => {
  it("through every call that names a room, 15 of them, leaves no room storage, and is answered as a real game is to a stranger", async () => {
    const stranger = await newPerson();
    const real = await gameInSetup({ players: 1, entries: 1 });
    // The answer a stranger gets about a real game: the same words, only the code differs.
    const asToAStranger = JSON.stringify(await answersTo(real.code, stranger)).replaceAll(real.code, "<code>");

    const madeUp = Array.from({ length: 15 }, () => generateGameCode());
    for (const code of madeUp) {
      const answers = await answersTo(code, stranger);
      expect(JSON.stringify(answers).replaceAll(code, "<code>"), code).toBe(asToAStranger);
      expect(answers.read!.status).toBe(404);
      expect(answers.socket!.status).toBe(401);
      const join = await send(stranger, "POST", "/games/join", { code, screenName: "Mallory" });
      expect(join).toEqual({ status: 404, body: { code: "GAME_NOT_FOUND", errors: expect.any(Object) } });
    }
    for (const code of madeUp) expect(await stored(code), code).toEqual({ tables: [], keys: [], alarm: null });
  });

  it("of the wrong form is refused before any room is woken", async () => {
    const stranger = await newPerson();
    const before = new Set((await listDurableObjectIds(testEnv.GAME_ROOM)).map((id) => id.toString()));
    for (const code of ["ZZZZZZZ1", "ABCDEFGHI", "ABC-EFGH", "OOOOOOOO"]) {
      for (const [name, call] of Object.entries(callsAbout(code, stranger))) {
        if (name === "mark" || name === "edit" || name === "deleteEntry") continue; // no entry ids of such codes
        expect((await call()).status, `${name} ${code}`).toBeGreaterThanOrEqual(400);
      }
      expect(before.has(testEnv.GAME_ROOM.idFromName(code).toString())).toBe(false);
    }
    const after = (await listDurableObjectIds(testEnv.GAME_ROOM)).map((id) => id.toString());
    expect(after.filter((id) => !before.has(id))).toEqual([]);
  });

  it("a real game's room keeps working alongside: the practice game and a new game", async () => {
    const person = await newPerson();
    const practice = await send<{ data: { code: string } }>(person, "POST", "/games/join", { code: "testing", screenName: "Pat" });
    expect(practice.status).toBe(200);
    expect((await send(person, "POST", "/games/TESTING/socket-ticket")).status).toBe(200);
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    expect((await send(creator, "POST", `/games/${code}/socket-ticket`)).status).toBe(200);
    expect((await stored(code)).tables).toContain("games");
  });
});
