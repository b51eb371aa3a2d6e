import { describe, expect, it } from "vitest";
import { PING_MESSAGE } from "../shared/realtime-messages";
import { addEntries, gameInSetup, joinGame, listEntries, newPerson, readGame, send } from "./support/api-client";
import { connectMember } from "./support/game-socket";
import type { TestSocket } from "./support/room-socket";

/**
 * Joining a game again is free to repeat (the invite link opened twice), so what it sends the
 * others must be what changed and no more: nothing for the same name, the player alone for a
 * new one. Ten rejoins a minute under two names used to send every socket all of the player's
 * entries each time.
 */

/** What the socket has been sent since `from` (the count of frames it had then), pongs aside, once it has all arrived. */
async function sentSince(socket: TestSocket, from: number): Promise<string[]> {
  // A pong comes after every frame sent before it on the same socket.
  socket.send(PING_MESSAGE);
  await socket.nextPong();
  return socket.received.slice(from).filter((frame) => !frame.includes('"pong"'));
}

describe("joining a game again", () => {
  it("under the same name sends the others nothing; a new name sends the player alone, whatever they wrote", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    const bob = await newPerson();
    await joinGame(bob, code, "Bob");
    // Bob wrote 50 long predictions: each rename used to send all of them to every socket.
    await addEntries(bob, code, 50, `A prediction long enough to cost something when it is sent to everyone again and again,`);
    const watcher = await connectMember(creator, code);

    const before = watcher.received.length;
    for (let attempt = 0; attempt < 3; attempt += 1) await joinGame(bob, code, "Bob");
    expect(await sentSince(watcher, before)).toEqual([]);

    const renamedAt = watcher.received.length;
    const renamed = await joinGame(bob, code, "Robert");
    const frames = await sentSince(watcher, renamedAt);
    expect(frames).toHaveLength(1);
    expect(JSON.parse(frames[0]!)).toEqual({
      event: "game-ws-payload",
      version: renamed.version,
      data: { players: [expect.objectContaining({ screenName: "Robert" })] },
    });
    expect(new TextEncoder().encode(frames[0]!).byteLength).toBeLessThan(300);

    // Everyone's read still credits the entries to the new name.
    expect((await listEntries(creator, code)).every((entry) => entry.playerName === "Robert")).toBe(true);
    watcher.close();
  });

  it("under the name a taken name was given a number for keeps it, and sends nothing", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    const [first, second, third] = [await newPerson(), await newPerson(), await newPerson()];
    await joinGame(first, code, "Ann");
    await joinGame(second, code, "Ann");
    await joinGame(third, code, "Ann");
    // "Ann (2)" leaves: her number is free again.
    expect((await send(second, "DELETE", "/user")).status).toBe(200);
    const watcher = await connectMember(creator, code);
    const before = watcher.received.length;
    // "Ann (3)" joining again as "Ann": the same name, whichever number it got.
    await joinGame(third, code, "Ann");
    expect(await sentSince(watcher, before)).toEqual([]);
    expect((await readGame(creator, code)).players.map((player) => player.screenName)).toEqual(["Creator", "Ann", "Ann (3)"]);
    watcher.close();
  });
});
