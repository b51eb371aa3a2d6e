import { describe, expect, it } from "vitest";
import type { RealtimePayloadMessage } from "../shared/realtime-messages";
import { gameInPlay, listEntries, mark, readGame, send } from "./support/api-client";
import { callWorker } from "./support/call-worker";
import { APP_ORIGIN, socketTicket } from "./support/game-socket";
import { TestSocket, onlineCodes } from "./support/room-socket";
import type { Person } from "./support/api-client";

// A socket that reconnects gets the whole game in its first message, so the
// client reads nothing of its own. It says which version it holds (`?have=`); the room sends the
// whole game only when the game is at another one.

/** A member's socket, opened with `have` as the URL's version (none when undefined). */
async function connectHaving(person: Person, code: string, have?: string): Promise<TestSocket> {
  const ticket = await socketTicket(person, code);
  const query = `ticket=${encodeURIComponent(ticket)}${have === undefined ? "" : `&have=${encodeURIComponent(have)}`}`;
  const response = await callWorker(`/api/v1/games/${code}/socket?${query}`, {
    headers: { Upgrade: "websocket", Origin: APP_ORIGIN },
  });
  expect(response.status).toBe(101);
  return new TestSocket(response.webSocket!);
}

const isPresence = (message: { data: object }) => onlineCodes(message as RealtimePayloadMessage) !== undefined;

describe("a socket's first message", () => {
  it("to a client that holds an older version: the whole game as that player reads it, then presence at the same version", async () => {
    const { creator, players, code, entries } = await gameInPlay({ players: 1 });
    const [bob] = players as [Person];
    const old = (await readGame(bob, code)).version;
    // While Bob is away, the creator marks a square.
    await mark(creator, entries[0]!.id);
    const socket = await connectHaving(bob, code, String(old));

    const first = (await socket.next()) as RealtimePayloadMessage;
    const game = await readGame(bob, code);
    expect(first.event).toBe("player-ws-payload");
    expect(first.version).toBe(game.version);
    expect(first.version).toBeGreaterThan(old);
    expect(first.data.whole).toBe(true);
    // Exactly what Bob's own reads answer: his board included, and every entry.
    expect(first.data.games).toEqual([game]);
    expect(first.data.entries).toEqual(await listEntries(bob, code));
    expect(first.data.entries!.find((entry) => entry.id === entries[0]!.id)?.isMarked).toBe(true);

    const second = (await socket.next()) as RealtimePayloadMessage;
    expect(isPresence(second)).toBe(true);
    expect(second.version).toBe(game.version);
    socket.close();
  });

  it("is the whole game for each player's own view: another player's board is never in it", async () => {
    const { creator, players, code } = await gameInPlay({ players: 1 });
    const [bob] = players as [Person];
    const socket = await connectHaving(bob, code, "0");
    const first = (await socket.next()) as RealtimePayloadMessage;
    const bobsView = await readGame(bob, code);
    const creatorsView = await readGame(creator, code);
    expect(first.data.games).toEqual([bobsView]);
    expect(first.data.games).not.toEqual([creatorsView]);
    socket.close();
  });

  it("to a client at the game's version, or one that says none or nonsense: presence alone, as before", async () => {
    const { creator, code } = await gameInPlay({ players: 0 });
    const version = (await readGame(creator, code)).version;
    for (const have of [String(version), undefined, "abc", "-1", "1e3", "9".repeat(16)]) {
      const socket = await connectHaving(creator, code, have);
      const first = (await socket.next()) as RealtimePayloadMessage;
      expect(isPresence(first), `have=${have}`).toBe(true);
      expect(first.data.whole).toBeUndefined();
      expect(first.version).toBe(version);
      socket.close();
    }
  });

  it("never reaches a player who has left: their ticket is refused before anything is sent", async () => {
    const { creator, players, code } = await gameInPlay({ players: 1 });
    const [bob] = players as [Person];
    const ticket = await socketTicket(bob, code);
    const bobsCode = (await readGame(bob, code)).players.find((player) => player.isMe)!.code;
    expect((await send(creator, "DELETE", `/games/${code}/players/${bobsCode}`)).status).toBe(200);
    const response = await callWorker(`/api/v1/games/${code}/socket?ticket=${encodeURIComponent(ticket)}&have=0`, {
      headers: { Upgrade: "websocket", Origin: APP_ORIGIN },
    });
    expect(response.status).toBe(401);
  });
});
