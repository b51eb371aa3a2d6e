import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Game } from "../shared/api-types";
import { isPayloadMessage } from "../shared/realtime-messages";
import { expectRefusal, gameInPlay, gameInSetup, joinGame, listEntries, newPerson, send } from "./support/api-client";
import { connectMember } from "./support/game-socket";
import {
  d1Index,
  deliveryWaitingOn,
  failingD1,
  giveRoomD1,
  gatedD1,
  hangingD1,
  heldD1,
  landOnD1,
  recordingD1,
  roomOf,
  staleMembershipInD1,
} from "./support/room-d1";
import { testEnv } from "./support/test-env";
import type { GameRoom } from "../durable-objects/game-room";

/**
 * Nothing is lost between a game's room and D1's index (docs/decisions/027-room-and-index.md):
 * the room's outbox survives a room stopped mid-write, writes landing out of order leave the
 * newest, and whatever D1 lost is written again.
 */

const myGames = async (person: Awaited<ReturnType<typeof newPerson>>) =>
  (await send<{ data: Game[] }>(person, "GET", "/games")).body.data.map((game) => game.code);

describe("the room's index in D1", () => {
  it("lists a game in My Games for a player whose first join was refused while it was locked", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 24 });
    await send(creator, "PUT", `/games/${code}/lock`, { locked: true });
    const grandpa = await newPerson();
    expectRefusal(await send(grandpa, "POST", "/games/join", { code, screenName: "Grandpa" }), 409, "GAME_LOCKED");
    // The refusal left nothing of Grandpa in the room.
    const copies = await runInDurableObject(roomOf(code), (_instance, state) =>
      state.storage.sql.exec("SELECT count(*) AS n FROM users WHERE firebase_uid = ?", grandpa.uid).toArray(),
    );
    expect(copies).toEqual([{ n: 0 }]);

    await send(creator, "PUT", `/games/${code}/lock`, { locked: false });
    await joinGame(grandpa, code, "Grandpa");
    expect(await myGames(grandpa)).toEqual([code]);
    expect((await d1Index(code)).players).toEqual([
      { name: "Creator", role: "CREATOR", removed: 0 },
      { name: "Grandpa", role: "PLAYER", removed: 0 },
    ]);
  });

  it("delivers a change after the room stopped while its write to D1 was in flight", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 24 });
    const room = roomOf(code);
    // D1 fails the join's own write, so the change waits in the room's outbox.
    await giveRoomD1(room, failingD1());
    const cousin = await newPerson();
    await joinGame(cousin, code, "Cousin Sam");
    expect(await myGames(cousin)).toEqual([]);

    // The next try hangs, and the room stops while waiting on it.
    await giveRoomD1(room, hangingD1());
    await runInDurableObject(room, (instance: GameRoom) => {
      void instance.writeIndexNow();
    });
    await evictDurableObject(room);

    // The room's alarm, set before the write, delivers it with D1 back.
    expect(await runInDurableObject(room, (_instance, state) => state.storage.getAlarm())).not.toBeNull();
    expect(await runDurableObjectAlarm(room)).toBe(true);
    expect(await myGames(cousin)).toEqual([code]);
    expect((await d1Index(code)).players.map((player) => player.name)).toEqual(["Cousin Sam", "Creator"]);
    void creator;
  });

  it("keeps its alarm when a delivery the alarm found in flight then fails: D1 is tried again", async () => {
    const { code } = await gameInSetup({ players: 0, entries: 24 });
    const room = roomOf(code);
    await giveRoomD1(room, failingD1());
    const cousin = await newPerson();
    await joinGame(cousin, code, "Cousin Sam");

    // A slow D1: the next delivery waits on it, and the room's alarm fires meanwhile.
    const slow = heldD1();
    await deliveryWaitingOn(room, slow);
    const alarmRan = runDurableObjectAlarm(room);
    // The alarm has taken its due time and waits on the delivery in flight; then D1 gives up on it.
    const indexAlarms = () =>
      runInDurableObject(room, (_instance, state) => state.storage.sql.exec("SELECT 1 FROM room_alarms WHERE name = 'index'").toArray().length);
    await expect.poll(indexAlarms).toBe(0);
    // Inside the room: the write's promise is the room's to settle.
    await runInDurableObject(room, () => slow.failAll());
    expect(await alarmRan).toBe(true);

    // The outbox is still waiting, and so is its own alarm (not only the reconciliation's, minutes
    // away): the next firing delivers it.
    expect(await indexAlarms()).toBe(1);
    expect(await runInDurableObject(room, (_instance, state) => state.storage.getAlarm())).not.toBeNull();
    await giveRoomD1(room, testEnv.DB);
    expect(await runDurableObjectAlarm(room)).toBe(true);
    expect(await myGames(cousin)).toEqual([code]);
  });

  it("keeps a repair's full write asked for while a partial one was on its way: that one does not take its place", async () => {
    const { code } = await gameInSetup({ players: 0, entries: 24 });
    const cousin = await newPerson();
    await joinGame(cousin, code, "Cousin Sam");
    const room = roomOf(code);
    await room.writeIndexNow();
    await giveRoomD1(room, failingD1());
    await joinGame(cousin, code, "Cousin Samuel");

    // (The failed write asked for a full one next: this one is to be an ordinary write.)
    await runInDurableObject(room, (_instance, state) => {
      state.storage.sql.exec("DELETE FROM room_facts WHERE fact = 'index-full-write-next'");
    });
    // The rename's write waits on a slow D1; meanwhile the room decides D1 needs the whole game.
    const slow = gatedD1();
    await deliveryWaitingOn(room, slow);
    const fullWriteAsked = () =>
      runInDurableObject(room, (_instance, state) =>
        state.storage.sql.exec("SELECT 1 FROM room_facts WHERE fact = 'index-full-write-next'").toArray().length,
      );
    await staleMembershipInD1(code, "Stale Stan", "STALE234");
    await runInDurableObject(room, (_instance, state) => {
      state.storage.sql.exec("INSERT OR IGNORE INTO room_facts (fact) VALUES ('index-full-write-next')");
    });
    await giveRoomD1(room, testEnv.DB);
    await runInDurableObject(room, () => slow.releaseOne());
    await room.writeIndexNow();
    // The partial write landed and did not count as the full one, which followed it.
    await expect.poll(fullWriteAsked).toBe(0);
    expect((await d1Index(code)).players.map((player) => player.name)).toEqual(["Cousin Samuel", "Creator"]);
  });

  it("keeps the newest of two writes that land in D1 out of order", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 24 });
    const room = roomOf(code);
    const ben = await newPerson();
    // Ben's account reaches D1 with his join; then D1 answers too late for the rest.
    await joinGame(ben, code, "Ben");
    const { d1, batches } = recordingD1();
    await giveRoomD1(room, d1);
    await joinGame(ben, code, "Benjamin");
    const older = batches.length;
    await joinGame(ben, code, "Ben Jr");
    await send(creator, "PUT", `/games/${code}/lock`, { locked: true });
    expect(batches.length).toBeGreaterThan(older);

    // The newest write lands first, then an older one that was delayed on the way.
    await landOnD1(batches.at(-1)!);
    await landOnD1(batches[older - 1]!);
    expect(await d1Index(code)).toMatchObject({
      game: { join_locked: 1 },
      players: [
        { name: "Ben Jr", role: "PLAYER" },
        { name: "Creator", role: "CREATOR" },
      ],
    });
  });

  it("writes to D1 only the memberships that changed since D1 took them, and all of them once D1 lost the game", async () => {
    const { code, players } = await gameInSetup({ players: 3, entries: 24 });
    const room = roomOf(code);
    await room.writeIndexNow();
    const { d1, batches } = recordingD1();
    await giveRoomD1(room, d1);
    await joinGame(players[1]!, code, "Cousin Sam");
    await room.writeIndexNow();

    // The memberships a write carries: the JSON rows bound to its players' upsert.
    const written = (batch: (typeof batches)[number]) => {
      const upsert = batch.statements.find((statement) => statement.sql.includes("INSERT INTO players"))!;
      return (JSON.parse(upsert.params.at(-1) as string) as Array<{ screen_name: string }>).map((row) => row.screen_name);
    };
    // The rename's write carries the renamed player alone, not the game's other members. (D1's
    // refusal of it makes the next try a write of everyone, which removes what stood in its way.)
    expect(written(batches[0]!)).toEqual(["Cousin Sam"]);

    // D1 answers again, and a write of everyone (a repair) still carries every member.
    await giveRoomD1(room, testEnv.DB);
    await room.writeIndexNow();
    expect((await d1Index(code)).players.map((player) => player.name)).toEqual(["Cousin Sam", "Creator", "Player 1", "Player 3"]);
    await testEnv.DB.prepare("DELETE FROM games WHERE code = ?").bind(code).run();
    expect(await runDurableObjectAlarm(room)).toBe(true);
    expect((await d1Index(code)).players.map((player) => player.name)).toEqual(["Cousin Sam", "Creator", "Player 1", "Player 3"]);
  });

  it("writes the game again when D1 lost it while its room still holds it", async () => {
    const { code, players } = await gameInPlay({ players: 2 });
    const room = roomOf(code);
    await room.writeIndexNow();
    await testEnv.DB.prepare("DELETE FROM games WHERE code = ?").bind(code).run();
    expect(await myGames(players[0]!)).toEqual([]);

    // The room's periodic comparison finds the difference and repairs D1.
    expect(await runDurableObjectAlarm(room)).toBe(true);
    expect(await myGames(players[0]!)).toEqual([code]);
    expect(await d1Index(code)).toMatchObject({
      game: { status: "PLAY" },
      players: [
        { name: "Creator", role: "CREATOR" },
        { name: "Player 1", role: "PLAYER" },
        { name: "Player 2", role: "PLAYER" },
      ],
    });
  });

  it("answers a mark of a prediction whose author deleted their data, to the marker and every socket", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 23 });
    const may = await newPerson();
    const ben = await newPerson();
    await joinGame(may, code, "Aunt May");
    await joinGame(ben, code, "Ben");
    const { body } = await send<{ data: { id: number } }>(may, "POST", "/entries", { gameCode: code, text: "Uncle Bob asks for more wine" });
    const maysEntry = body.data.id;
    await send(creator, "PUT", `/games/${code}/start-game`);
    expect((await send(may, "DELETE", "/user")).status).toBe(200);

    const watcher = await connectMember(creator, code);
    const marked = await send<{ data: { playerName: string; isMarked: boolean } }>(ben, "PUT", `/entries/${maysEntry}`, { isMarked: true });
    expect(marked.status).toBe(200);
    expect(marked.body.data).toMatchObject({ isMarked: true, playerName: "someone" });
    const heard = await watcher.nextMatching(
      (message) => isPayloadMessage(message) && message.data.entries?.some((entry) => entry.id === maysEntry) === true,
    );
    expect(JSON.stringify(heard)).not.toContain("Aunt May");
    watcher.close();
    const entry = (await listEntries(ben, code)).find((each) => each.id === maysEntry);
    expect(entry).toMatchObject({ isMarked: true, playerName: "someone" });
  });
});
