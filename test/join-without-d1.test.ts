import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Game } from "../shared/api-types";
import { generateGameCode } from "../shared/game-code";
import { isPayloadMessage } from "../shared/realtime-messages";
import { createGame, gameInSetup, joinGame, newPerson, readGame, send, type Person } from "./support/api-client";
import { callWorker } from "./support/call-worker";
import { countingD1, countingRooms } from "./support/counting-bindings";
import { connectMember } from "./support/game-socket";
import { failingD1, giveRoomD1, roomOf } from "./support/room-d1";
import { registeredPerson } from "./support/registered-person";
import { testEnv } from "./support/test-env";
import type { GameRoom } from "../durable-objects/game-room";

/**
 * A join is one call to the game's room and none to D1 (docs/decisions/034-join-without-d1.md):
 * the room admits the newcomer, and its outbox gives D1 the account and the membership behind
 * the answer, whatever D1 is doing meanwhile.
 */

/** A D1 binding that is down: every call fails as an unreachable D1 does. */
function d1Down(): D1Database {
  const fail = () => Promise.reject(new Error("D1_ERROR: Network connection lost."));
  const statement = { bind: () => statement, first: fail, all: fail, run: fail, raw: fail };
  return { prepare: () => statement, batch: fail, exec: fail, dump: fail, withSession: () => d1Down() } as unknown as D1Database;
}

const myGames = async (person: Person) => (await send<{ data: Game[] }>(person, "GET", "/games")).body.data.map((game) => game.code);

/** What the game's room holds of a person: their account copy's id, and their players' names. */
function roomCopyOf(code: string, uid: string) {
  return runInDurableObject(roomOf(code), (_room, state) => {
    const [copy] = state.storage.sql.exec<{ id: number }>("SELECT id FROM users WHERE firebase_uid = ?", uid).toArray();
    const players = state.storage.sql
      .exec<{ name: string }>("SELECT p.screen_name AS name FROM players p JOIN users u ON u.id = p.user_id WHERE u.firebase_uid = ?", uid)
      .toArray()
      .map((row) => row.name);
    return { id: copy?.id ?? null, players };
  });
}

/** D1's account row of a person, and the games D1's index lists them in (D1 itself, not the rooms). */
async function d1Of(uid: string) {
  const user = await testEnv.DB.prepare("SELECT id FROM users WHERE firebase_uid = ?").bind(uid).first<{ id: number }>();
  const { results } = await testEnv.DB.prepare(
    "SELECT g.code AS code FROM players p JOIN games g ON g.id = p.game_id JOIN users u ON u.id = p.user_id WHERE u.firebase_uid = ?",
  )
    .bind(uid)
    .all<{ code: string }>();
  return { userId: user?.id ?? null, games: results.map((row) => row.code) };
}

describe("a join without D1 on its way", () => {
  it("calls the game's room once and D1 not at all before it answers", async () => {
    const { code } = await gameInSetup({ players: 0, entries: 24 });
    const newcomer = await newPerson();
    const { d1, trips: d1Calls } = countingD1();
    const { rooms, calls: roomCalls, answered } = countingRooms();
    let atAnswer: { d1: string[]; rooms: string[] } | null = null;
    const response = await callWorker("/api/v1/games/join", {
      method: "POST",
      token: newcomer.token,
      body: { code, screenName: "Grandpa" },
      env: { DB: d1, GAME_ROOM: rooms },
      onAnswer: () => {
        atAnswer = { d1: [...d1Calls], rooms: [...answered] };
      },
    });
    expect(response.status).toBe(200);
    const joined = await response.json<{ data: Game }>();
    expect(joined.data.players.map((player) => player.screenName)).toEqual(["Creator", "Grandpa"]);
    expect(atAnswer).toEqual({ d1: [], rooms: ["runChange"] });
    // Behind the answer, not awaited by it: the room is asked to write D1's index, which then lists the game.
    expect(roomCalls).toEqual(["runChange", "writeIndexNow"]);
    expect(d1Calls).toEqual([]);
    expect(await myGames(newcomer)).toEqual([code]);
  });

  it("answers while D1 is down, and the account and membership reach D1 once it is back", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 24 });
    const room = roomOf(code);
    await giveRoomD1(room, failingD1());
    const grandpa = await newPerson();
    const watcher = await connectMember(creator, code);

    const response = await callWorker("/api/v1/games/join", {
      method: "POST",
      token: grandpa.token,
      body: { code, screenName: "Grandpa" },
      env: { DB: d1Down() },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    // Everyone in the game sees the newcomer at once; D1 has nothing of him yet.
    const seen = await watcher.nextMatching((message) => isPayloadMessage(message) && Boolean(message.data.players));
    expect(seen).toMatchObject({ data: { players: [{ screenName: "Grandpa" }] } });
    expect(await d1Of(grandpa.uid)).toEqual({ userId: null, games: [] });
    expect((await roomCopyOf(code, grandpa.uid)).id).toBeLessThan(0);
    // He plays on meanwhile: the room knows him.
    expect((await readGame(grandpa, code)).players.find((player) => player.isMe)?.screenName).toBe("Grandpa");

    await giveRoomD1(room, testEnv.DB);
    await room.writeIndexNow();
    const inD1 = await d1Of(grandpa.uid);
    expect(inD1).toEqual({ userId: expect.any(Number), games: [code] });
    // The room's copy now carries D1's id, so every later write is under the account's one id.
    expect(await roomCopyOf(code, grandpa.uid)).toEqual({ id: inD1.userId, players: ["Grandpa"] });
    expect(await myGames(grandpa)).toEqual([code]);
    watcher.close();
  });

  it("gives an account that joins two games while D1 is down one user row, both games in My Games", async () => {
    const first = await gameInSetup({ players: 0, entries: 1 });
    const second = await gameInSetup({ players: 0, entries: 1 });
    for (const { code } of [first, second]) await giveRoomD1(roomOf(code), failingD1());
    const aunt = await newPerson();
    await joinGame(aunt, first.code, "Aunt May");
    await joinGame(aunt, second.code, "Aunt May");

    for (const { code } of [second, first]) {
      await giveRoomD1(roomOf(code), testEnv.DB);
      await roomOf(code).writeIndexNow();
    }
    expect((await testEnv.DB.prepare("SELECT id FROM users WHERE firebase_uid = ?").bind(aunt.uid).all()).results).toHaveLength(1);
    expect((await myGames(aunt)).sort()).toEqual([first.code, second.code].sort());
    expect((await roomCopyOf(first.code, aunt.uid)).id).toBe((await roomCopyOf(second.code, aunt.uid)).id);
  });

  it("answers a made-up code 404 from the room alone, which stores nothing", async () => {
    const stranger = await newPerson();
    const code = generateGameCode();
    const { rooms, calls } = countingRooms();
    const response = await callWorker("/api/v1/games/join", {
      method: "POST",
      token: stranger.token,
      body: { code, screenName: "Mallory" },
      env: { GAME_ROOM: rooms },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: "GAME_NOT_FOUND", errors: expect.any(Object) });
    expect(calls).toEqual(["runChange"]);
    const stored = await runInDurableObject(roomOf(code), async (_room, state) => ({
      tables: state.storage.sql
        .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE name NOT LIKE '\\_cf\\_%' ESCAPE '\\'")
        .toArray()
        .map((row) => row.name),
      keys: [...(await state.storage.list()).keys()],
      alarm: await state.storage.getAlarm(),
    }));
    expect(stored).toEqual({ tables: [], keys: [], alarm: null });
    expect(await d1Of(stranger.uid)).toEqual({ userId: null, games: [] });
  });
});

describe("an account that leaves while its join waits for D1", () => {
  it("deleted meanwhile: the room deletes it from the game too, and D1 gets nothing of it", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 24 });
    const room = roomOf(code);
    await giveRoomD1(room, failingD1());
    const leaver = await newPerson();
    await joinGame(leaver, code, "Leaver");
    // The deletion's job lists the games from D1, which does not have this one yet.
    const deleted = await send<{ data: { gamesLeft: number } }>(leaver, "DELETE", "/user");
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);

    await giveRoomD1(room, testEnv.DB);
    await room.writeIndexNow();
    expect(await d1Of(leaver.uid)).toEqual({ userId: null, games: [] });
    expect(await roomCopyOf(code, leaver.uid)).toEqual({ id: null, players: [] });
    expect((await readGame(creator, code)).players.map((player) => player.screenName)).toEqual(["Creator"]);
    expect((await send(leaver, "GET", `/games/${code}`)).status).toBe(404);
  });

  it("merged into an account meanwhile: the room moves the membership to that account", async () => {
    const { code } = await gameInSetup({ players: 0, entries: 24 });
    const room = roomOf(code);
    await giveRoomD1(room, failingD1());
    const guest = await newPerson();
    const account = await registeredPerson();
    await joinGame(guest, code, "Guesty");
    const merged = await send(account, "POST", "/user/merge", { anonymousToken: guest.token });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);

    await giveRoomD1(room, testEnv.DB);
    await room.writeIndexNow();
    expect(await d1Of(guest.uid)).toEqual({ userId: null, games: [] });
    expect(await myGames(account)).toEqual([code]);
    expect((await readGame(account, code)).players.find((player) => player.isMe)?.screenName).toBe("Guesty");
  });

  it("deleted before the join (a token kept from before): the join starts afresh, as a first sign-in does", async () => {
    const host = await newPerson();
    const game = await createGame(host);
    const person = await newPerson();
    await joinGame(person, game.code, "Before");
    expect((await send(person, "DELETE", "/user")).status).toBe(200);

    const later = await gameInSetup({ players: 0, entries: 1 });
    await joinGame(person, later.code, "Afresh");
    expect(await d1Of(person.uid)).toEqual({ userId: expect.any(Number), games: [later.code] });
    expect(await myGames(person)).toEqual([later.code]);
  });

  it("a newcomer given the provisional id of one who left while D1 was asked keeps their own account", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 1 });
    const room = roomOf(code);
    const first = await newPerson();
    const second = await newPerson();
    await giveRoomD1(room, failingD1());
    await joinGame(first, code, "First");
    // While D1 is asked for First's account, First's deletion runs in the room, and Second
    // joins and is given the provisional id First had.
    await runInDurableObject(room, (instance: GameRoom) => {
      let asked = false;
      const d1 = {
        prepare: (query: string) => testEnv.DB.prepare(query),
        batch: async (statements: D1PreparedStatement[]) => {
          if (!asked) {
            asked = true;
            await instance.runAccountChange("deleteAccount", [first.uid, Date.now()], []);
            await instance.runChange("joinGame", [second.uid, { code, screenName: "Second" }, Date.now()]);
          }
          return testEnv.DB.batch(statements);
        },
      };
      Object.assign(instance, { env: { ...(instance as unknown as { env: Env }).env, DB: d1 } });
    });
    await room.writeIndexNow();

    const secondInD1 = await d1Of(second.uid);
    expect(secondInD1).toEqual({ userId: expect.any(Number), games: [code] });
    expect(await roomCopyOf(code, second.uid)).toEqual({ id: secondInD1.userId, players: ["Second"] });
    expect(await roomCopyOf(code, first.uid)).toEqual({ id: null, players: [] });
    expect((await readGame(creator, code)).players.map((player) => player.screenName)).toEqual(["Creator", "Second"]);
  });
});
