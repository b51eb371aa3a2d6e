import { evictDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { GameStore } from "../app/game/game-store";
import { applyRealtimeMessage } from "../app/game/realtime-protocol";
import { isPayloadMessage, type RealtimeMessage } from "../shared/realtime-messages";
import { gameInPlay, gameInSetup, listEntries, mark, readGame, send, startGame } from "./support/api-client";
import { connectMember } from "./support/game-socket";
import { onlineCodes, type TestSocket } from "./support/room-socket";
import { testEnv } from "./support/test-env";

/** Applies a socket's messages to the web app's own store, with the browser's own code. */
function applyTo(store: GameStore, message: RealtimeMessage) {
  expect(applyRealtimeMessage(store, message)).toBe("applied");
}

async function nextWithEntries(socket: TestSocket) {
  return socket.nextMatching((message) => isPayloadMessage(message) && Boolean(message.data.entries));
}

describe("realtime broadcasts", () => {
  it("deals each player their own board and never anyone else's", async () => {
    const { creator, players, code } = await gameInSetup({ players: 2, entries: 30 });
    const people = [creator, ...players];
    const sockets = await Promise.all(people.map((person) => connectMember(person, code)));
    await startGame(creator, code);

    for (const [index, socket] of sockets.entries()) {
      const own = await readGame(people[index]!, code);
      const myPlayer = own.players.find((player) => player.boardEntries)!;
      // One message: the game's own fields with this player's board (docs/decisions/033-room-deltas.md).
      const started = await socket.nextMatching((m) => m.event === "player-ws-payload");
      expect(started.version).toBe(own.version);
      const data = isPayloadMessage(started) ? started.data : {};
      expect(data.ownPlayer).toMatchObject({ id: myPlayer.id, isMe: true, boardEntries: myPlayer.boardEntries });
      expect(data.game?.status).toBe("PLAY");
      expect(data.players).toBeUndefined();
      // Nothing else was queued: no second player's board.
      expect(socket.pending().filter((m) => m.event === "player-ws-payload")).toEqual([]);
    }
  });

  it("brings three clients to D1's state after two conflicting marks at once", async () => {
    const { creator, players, code, entries } = await gameInPlay({ players: 2, entries: 24 });
    const people = [creator, ...players];
    const sockets = await Promise.all(people.map((person) => connectMember(person, code)));
    const stores = people.map(() => new GameStore());
    for (const [index, person] of people.entries()) {
      stores[index]!.applySnapshot(await readGame(person, code), await listEntries(person, code));
    }

    const target = entries[0]!;
    await mark(creator, target.id, true);
    // The creator unmarks while a player marks again: both commit, in some order.
    const replies = await Promise.all([
      send(creator, "PUT", `/entries/${target.id}`, { isMarked: false }),
      send(players[0]!, "PUT", `/entries/${target.id}`, { isMarked: true }),
    ]);
    const committed = replies.filter((reply) => reply.status === 200).length;
    const finalGame = await readGame(creator, code);
    const truth = (await listEntries(creator, code)).find((entry) => entry.id === target.id)!;

    for (const [index, socket] of sockets.entries()) {
      // One message per committed change: the first mark, then the two racing ones.
      for (let received = 0; received < 1 + committed; received += 1) {
        applyTo(stores[index]!, await nextWithEntries(socket));
      }
      const seen = stores[index]!.getSnapshot();
      expect(seen.version).toBe(finalGame.version);
      expect(seen.entries.find((entry) => entry.id === target.id)).toEqual(truth);
    }
  });

  it("after the room is evicted mid-game, presence is rebuilt and the next mark reaches everyone", async () => {
    const { creator, players, code, entries } = await gameInPlay({ players: 2, entries: 24 });
    const people = [creator, ...players];
    const sockets: TestSocket[] = [];
    for (const person of people) sockets.push(await connectMember(person, code));
    const room = testEnv.GAME_ROOM.get(testEnv.GAME_ROOM.idFromName(code));
    const before = await room.onlinePlayerCodes();
    expect(before).toHaveLength(3);

    await evictDurableObject(room);

    expect(await room.onlinePlayerCodes()).toEqual(before);
    const marked = await mark(players[1]!, entries[5]!.id, true);
    for (const socket of sockets) {
      const message = await nextWithEntries(socket);
      expect(isPayloadMessage(message) && message.data.entries![0]).toEqual(marked);
    }
  });

  it("tells everyone who comes online and who goes offline", async () => {
    const { creator, players, code } = await gameInSetup({ players: 1, entries: 0 });
    const creatorSocket = await connectMember(creator, code);
    const playerSocket = await connectMember(players[0]!, code);
    expect(onlineCodes(await creatorSocket.nextMatching((m) => onlineCodes(m)?.length === 2))).toHaveLength(2);

    playerSocket.close();
    expect(onlineCodes(await creatorSocket.nextMatching((m) => onlineCodes(m)?.length === 1))).toHaveLength(1);
  });
});
