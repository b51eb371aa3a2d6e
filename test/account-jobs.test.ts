import { createScheduledController, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Game } from "../shared/api-types";
import worker from "../workers/app";
import type { GameRoom } from "../durable-objects/game-room";
import { expectRefusal, gameInPlay, gameInSetup, joinGame, newPerson, send, type Person } from "./support/api-client";
import { registeredPerson } from "./support/registered-person";
import { connectMember } from "./support/game-socket";
import { d1Index, deliveryWaitingOn, failingD1, gatedD1, giveRoomD1, roomOf } from "./support/room-d1";
import { everythingTheRoomHolds } from "./support/room-contents";
import { testEnv } from "./support/test-env";

/**
 * An account's deletion or merge is a durable job (docs/decisions/027-room-and-index.md): it
 * reaches every room the person is in, even one whose index in D1 lags behind, leaves nothing of
 * them there, and finishes by itself when it was cut short.
 */

/** The game's room failing every account change (restarting, say), or back to answering them. */
async function roomFailsAccountChanges(room: ReturnType<typeof roomOf>, failing: boolean) {
  await runInDurableObject(room, (instance: GameRoom) => {
    if (failing) Object.assign(instance, { runAccountChange: () => Promise.reject(new Error("the room is restarting")) });
    else Reflect.deleteProperty(instance, "runAccountChange");
  });
}

const myGames = async (person: Person) => (await send<{ data: Game[] }>(person, "GET", "/games")).body.data.map((game) => game.code);

async function runSchedule(at: number) {
  const controller = createScheduledController({ scheduledTime: at, cron: "* * * * *" });
  await worker.scheduled(controller, testEnv);
}

describe("an account's deletion", () => {
  it("reaches a game whose index in D1 lags behind its room, and leaves nothing of the person there", async () => {
    const { creator, code } = await gameInPlay({ players: 1 });
    const room = roomOf(code);
    // D1 is out of reach for the room: Aunt May's membership never reaches D1's index.
    await giveRoomD1(room, failingD1());
    const may = await newPerson();
    await joinGame(may, code, "Aunt May");
    const mayCode = (await send<{ data: Game }>(may, "GET", `/games/${code}`)).body.data.players.find((player) => player.isMe)!.code;
    const socket = await connectMember(may, code);
    socket.send(JSON.stringify({ type: "mark", id: "m1", entryId: 1, isMarked: true }));
    await socket.nextMatching((message) => (message as unknown as { event?: string }).event === "mark-answer");
    expect(await myGames(may)).toEqual([]);

    // She deletes her data: D1 knew of no game of hers, so her job lists none.
    expect((await send(may, "DELETE", "/user")).status).toBe(200);
    expect(await everythingTheRoomHolds(code)).toContain("Aunt May");

    // D1 is back: the room's delivery finds her account gone, learns why, and runs her deletion.
    await giveRoomD1(room, testEnv.DB);
    await room.writeIndexNow();
    const held = await everythingTheRoomHolds(code);
    expect(held).not.toContain("Aunt May");
    expect(held).not.toContain(may.uid);
    // Her player's code is kept only as a departed one, which refuses a socket ticket of hers.
    expect(held.replaceAll(`{"player_code":"${mayCode}"`, "")).not.toContain(`"${mayCode}"`);
    expect((await d1Index(code)).players.map((player) => player.name)).toEqual(["Creator", "Player 1"]);
    void creator;
  });

  it("removes the person's players, account copy, index rows and kept answers from every room they are in", async () => {
    const { code } = await gameInSetup({ players: 1, entries: 24 });
    const ben = await newPerson();
    await joinGame(ben, code, "Bartholomew");
    await roomOf(code).writeIndexNow();
    expect(await everythingTheRoomHolds(code)).toContain("Bartholomew");
    expect((await send(ben, "DELETE", "/user")).status).toBe(200);
    const held = await everythingTheRoomHolds(code);
    expect(held).not.toContain("Bartholomew");
    expect(held).not.toContain(ben.uid);
  });
});

describe("an account's deletion while a write to D1's index is on its way", () => {
  it("leaves nothing of the person in the room when that write lands afterwards", async () => {
    const { code } = await gameInSetup({ players: 0, entries: 24 });
    const cousin = await newPerson();
    await joinGame(cousin, code, "Cousin Sam");
    const room = roomOf(code);
    await room.writeIndexNow();
    expect(await myGames(cousin)).toEqual([code]);

    // A rename whose write to the index fails, then waits on D1 on a slow line when sent again.
    await giveRoomD1(room, failingD1());
    await joinGame(cousin, code, "Cousin Samuel");
    const slow = gatedD1();
    await deliveryWaitingOn(room, slow);

    // Meanwhile the cousin deletes their data; then the rename's write lands.
    expect((await send(cousin, "DELETE", "/user")).status).toBe(200);
    await giveRoomD1(room, testEnv.DB);
    await runInDurableObject(room, () => slow.releaseOne());
    await room.writeIndexNow();

    const held = await everythingTheRoomHolds(code);
    expect(held).not.toContain("Cousin Sam");
    expect(held).not.toContain(cousin.uid);
  });
});

describe("an account's merge", () => {
  it("cut short by a room that does not answer, finishes by itself on the Worker's schedule, no tab needed", async () => {
    const { code } = await gameInSetup({ players: 1, entries: 24 });
    const guest = await newPerson();
    await joinGame(guest, code, "Guest Gran");
    const account = await registeredPerson();

    // The game's room fails the merge: the job stays, and the caller is told it is under way.
    const room = roomOf(code);
    await roomFailsAccountChanges(room, true);
    const first = await send(account, "POST", "/user/merge", { anonymousToken: guest.token });
    expectRefusal(first, 503, "ACCOUNT_CHANGE_UNDER_WAY");
    expect(await myGames(account)).toEqual([]);

    // The tab is gone. The room is back; a minute later the Worker's schedule takes the job up.
    await roomFailsAccountChanges(room, false);
    await runSchedule(Date.now() + 2 * 60_000);
    await runDurableObjectAlarm(room);
    expect(await myGames(account)).toEqual([code]);
    const me = (await send<{ data: Game }>(account, "GET", `/games/${code}`)).body.data.players.find((player) => player.isMe);
    expect(me?.screenName).toBe("Guest Gran");
    const guestRows = await testEnv.DB.prepare("SELECT count(*) AS n FROM users WHERE firebase_uid = ?").bind(guest.uid).first<{ n: number }>();
    expect(guestRows?.n).toBe(0);
    expect(await everythingTheRoomHolds(code)).not.toContain(guest.uid);
  });

  it("still open when the account is deleted, is finished first: the guest's games go with the account, and nothing comes back", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 24 });
    const guest = await newPerson();
    await joinGame(guest, code, "Guest Gran");
    const account = await registeredPerson();
    const room = roomOf(code);
    await roomFailsAccountChanges(room, true);
    expectRefusal(await send(account, "POST", "/user/merge", { anonymousToken: guest.token }), 503, "ACCOUNT_CHANGE_UNDER_WAY");
    await roomFailsAccountChanges(room, false);

    // The person deletes the account before the schedule took the merge up.
    const deleted = await send(account, "DELETE", "/user");
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    await runSchedule(Date.now() + 2 * 60_000);
    await runDurableObjectAlarm(room);

    for (const uid of [account.uid, guest.uid]) {
      const rows = await testEnv.DB.prepare("SELECT count(*) AS n FROM users WHERE firebase_uid = ?").bind(uid).first<{ n: number }>();
      expect(rows?.n, uid).toBe(0);
      expect(await everythingTheRoomHolds(code)).not.toContain(uid);
    }
    const game = (await send<{ data: Game }>(creator, "GET", `/games/${code}`)).body.data;
    expect(game.players.map((player) => player.screenName)).toEqual(["Creator"]);
  });
});
