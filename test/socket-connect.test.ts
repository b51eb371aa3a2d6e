import { listDurableObjectIds, runInDurableObject } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { createGame, expectRefusal, gameInSetup, newPerson, ownPlayerCode, send } from "./support/api-client";
import { callWorker } from "./support/call-worker";
import { APP_ORIGIN, openSocket, socketTicket } from "./support/game-socket";
import { TestSocket, onlineCodes } from "./support/room-socket";
import { testEnv } from "./support/test-env";

async function roomExists(code: string) {
  const target = testEnv.GAME_ROOM.idFromName(code).toString();
  return (await listDurableObjectIds(testEnv.GAME_ROOM)).some((id) => id.toString() === target);
}

function roomOf(code: string) {
  return testEnv.GAME_ROOM.get(testEnv.GAME_ROOM.idFromName(code));
}

/**
 * Refused by the Worker: the room (which exists once it has minted a ticket) holds no socket,
 * and tests that go on show the ticket was not used up.
 */
async function expectRefusedBeforeRoom(response: Response, status: number, code: string, gameCode: string) {
  expect(response.status).toBe(status);
  expect(((await response.json()) as { code: string }).code).toBe(code);
  if (!(await roomExists(gameCode))) return;
  expect(await runInDurableObject(roomOf(gameCode), (_room, state) => state.getWebSockets().length)).toBe(0);
}

describe("opening a game's socket", () => {
  it("connects a member with a fresh ticket and tells them who is online", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    const response = await openSocket(code, await socketTicket(creator, code));
    expect(response.status).toBe(101);
    const socket = new TestSocket(response.webSocket!);
    const hello = await socket.next();
    expect(hello.event).toBe("game-ws-payload");
    expect(onlineCodes(hello)).toHaveLength(1);
    // The check the refusals below rely on does see a room that was reached.
    expect(await roomExists(code)).toBe(true);
    socket.close();
  });

  it("hands a newcomer their ticket with the join's answer: it opens their socket once, and a refused join brings none", async () => {
    const { code } = await gameInSetup({ players: 0, entries: 0 });
    const newcomer = await newPerson();
    const joined = await send<{ socketTicket?: string }>(newcomer, "POST", "/games/join", { code, screenName: "Nell" });
    expect(joined.status).toBe(200);
    const ticket = joined.body.socketTicket!;
    expect(ticket).toMatch(new RegExp(`^${code}\\.`));
    const response = await openSocket(code, ticket);
    expect(response.status).toBe(101);
    const socket = new TestSocket(response.webSocket!);
    expect(onlineCodes(await socket.next())).toEqual([await ownPlayerCode(newcomer, code)]);
    socket.close();
    // One-time, as every ticket.
    expect((await openSocket(code, ticket)).status).toBe(401);

    const refused = await send<{ socketTicket?: string }>(await newPerson(), "POST", "/games/join", { code, screenName: "x".repeat(200) });
    expect(refused.status).toBe(422);
    expect(refused.body.socketTicket).toBeUndefined();
  });

  it("gives tickets to members only (404 for anyone else)", async () => {
    const { code } = await gameInSetup({ players: 0, entries: 0 });
    const stranger = await newPerson();
    const reply = await callWorker(`/api/v1/games/${code}/socket-ticket`, { method: "POST", token: stranger.token });
    expect(reply.status).toBe(404);
    const anonymous = await callWorker(`/api/v1/games/${code}/socket-ticket`, { method: "POST" });
    expect(anonymous.status).toBe(401);
  });

  describe("refuses before touching the room", () => {
    it("a missing ticket", async () => {
      const { code } = await gameInSetup({ players: 0, entries: 0 });
      await expectRefusedBeforeRoom(await openSocket(code, ""), 401, "INVALID_TICKET", code);
    });

    it("a made-up ticket", async () => {
      const { code } = await gameInSetup({ players: 0, entries: 0 });
      await expectRefusedBeforeRoom(await openSocket(code, "x".repeat(43)), 401, "INVALID_TICKET", code);
    });

    it("anything not of a ticket's form (refused before D1 is asked), a real ticket with a character changed too", async () => {
      const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
      const ticket = await socketTicket(creator, code);
      for (const notATicket of [ticket.slice(1), `${ticket}x`, `${ticket.slice(0, 42)}+`, `${ticket.slice(0, 42)} `, "x".repeat(5000)]) {
        await expectRefusedBeforeRoom(await openSocket(code, notATicket), 401, "INVALID_TICKET", code);
      }
      // None of them used it up.
      const opened = await openSocket(code, ticket);
      expect(opened.status).toBe(101);
      new TestSocket(opened.webSocket!).close();
    });

    it("a reused ticket", async () => {
      const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
      const ticket = await socketTicket(creator, code);
      const first = await openSocket(code, ticket);
      expect(first.status).toBe(101);
      const firstSocket = new TestSocket(first.webSocket!);
      const hello = await firstSocket.next();

      const second = await openSocket(code, ticket);
      expect(second.webSocket).toBeNull();
      expectRefusal({ status: second.status, body: await second.json() }, 401, "INVALID_TICKET");
      // The room still holds the first connection only.
      const sockets = await runInDurableObject(roomOf(code), (_room, state) => state.getWebSockets().length);
      expect(sockets).toBe(1);
      expect(await roomOf(code).onlinePlayerCodes()).toEqual(onlineCodes(hello));
      firstSocket.close();
    });

    it("a ticket used twice at once: only one wins", async () => {
      const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
      const ticket = await socketTicket(creator, code);
      const results = await Promise.all([openSocket(code, ticket), openSocket(code, ticket)]);
      expect(results.map((r) => r.status).sort()).toEqual([101, 401]);
      for (const result of results) if (result.webSocket) new TestSocket(result.webSocket).close();
    });

    it("an expired ticket", async () => {
      const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
      const ticket = await socketTicket(creator, code);
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
      try {
        await expectRefusedBeforeRoom(await openSocket(code, ticket), 401, "INVALID_TICKET", code);
      } finally {
        vi.useRealTimers();
      }
    });

    it("another game's ticket", async () => {
      const creator = await newPerson();
      const mine = await createGame(creator, { gameName: "Mine" });
      const other = await gameInSetup({ players: 0, entries: 0 });
      const ticketForMine = await socketTicket(creator, mine.code);
      await expectRefusedBeforeRoom(await openSocket(other.code, ticketForMine), 401, "INVALID_TICKET", other.code);
      // A refused request changes nothing: the ticket still opens its own game.
      const own = await openSocket(mine.code, ticketForMine);
      expect(own.status).toBe(101);
      new TestSocket(own.webSocket!).close();
    });

    it("an Origin that is not the app's", async () => {
      const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
      const ticket = await socketTicket(creator, code);
      const response = await openSocket(code, ticket, { Origin: "https://evil.example" });
      await expectRefusedBeforeRoom(response, 403, "ORIGIN_NOT_ALLOWED", code);
      // The refused attempt did not use the ticket up.
      expect((await openSocket(code, ticket)).status).toBe(101);
    });

    it("no Origin at all", async () => {
      const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
      const response = await callWorker(`/api/v1/games/${code}/socket?ticket=${await socketTicket(creator, code)}`, {
        headers: { Upgrade: "websocket" },
      });
      await expectRefusedBeforeRoom(response, 403, "ORIGIN_NOT_ALLOWED", code);
    });

    it("a request that is not a WebSocket upgrade", async () => {
      const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
      const response = await callWorker(`/api/v1/games/${code}/socket?ticket=${await socketTicket(creator, code)}`, {
        headers: { Origin: APP_ORIGIN },
      });
      await expectRefusedBeforeRoom(response, 426, "UPGRADE_REQUIRED", code);
    });

    it("a method other than GET", async () => {
      const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
      const ticket = await socketTicket(creator, code);
      const response = await callWorker(`/api/v1/games/${code}/socket?ticket=${ticket}`, {
        method: "POST",
        headers: { Upgrade: "websocket", Origin: APP_ORIGIN },
      });
      expect(response.headers.get("Allow")).toBe("GET");
      await expectRefusedBeforeRoom(response, 405, "METHOD_NOT_ALLOWED", code);
    });

    it("a HEAD request, which neither uses the ticket up nor reaches the room", async () => {
      const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
      const ticket = await socketTicket(creator, code);
      const head = await openSocket(code, ticket, {}, "HEAD");
      // A HEAD answer has no body: the status and header say it all.
      expect(head.status).toBe(405);
      expect(head.headers.get("Allow")).toBe("GET");
      expect(head.webSocket).toBeNull();
      expect(await roomOf(code).unusedTicketCount()).toBe(1);

      const get = await openSocket(code, ticket);
      expect(get.status).toBe(101);
      new TestSocket(get.webSocket!).close();
    });

    it("a ticket of the right form for this game that its room never minted", async () => {
      const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
      const real = await socketTicket(creator, code);
      const forged = `${real.slice(0, -43)}${"A".repeat(43)}`;
      const refused = await openSocket(code, forged);
      expectRefusal({ status: refused.status, body: await refused.json() }, 401, "INVALID_TICKET");
      // Nor may the clear part be moved on: the room keeps the expiry with the ticket.
      const [, expiry, secret] = real.split(".");
      const later = `${code}.${(parseInt(expiry!, 36) + 1000).toString(36)}.${secret}`;
      const moved = await openSocket(code, later);
      expectRefusal({ status: moved.status, body: await moved.json() }, 401, "INVALID_TICKET");
      expect(await roomOf(code).onlinePlayerCodes()).toEqual([]);
      // The real one still opens.
      const opened = await openSocket(code, real);
      expect(opened.status).toBe(101);
      new TestSocket(opened.webSocket!).close();
    });

    it("a ticket of a player who was removed after it was given (the room checks membership)", async () => {
      const { creator, players, code } = await gameInSetup({ players: 1, entries: 0 });
      const ticket = await socketTicket(players[0]!, code);
      const removed = await send(creator, "DELETE", `/games/${code}/players/${await ownPlayerCode(players[0]!, code)}`);
      expect(removed.status).toBe(200);
      const response = await openSocket(code, ticket);
      expect(response.status).toBe(401);
      expect(await roomOf(code).onlinePlayerCodes()).toEqual([]);
    });

    it("a ticket of a player whose removal committed but the room stopped before cancelling their tickets", async () => {
      const { players, code } = await gameInSetup({ players: 1, entries: 0 });
      const playerCode = await ownPlayerCode(players[0]!, code);
      const ticket = await socketTicket(players[0]!, code);
      // The removal's commit without what follows it (the tickets' cancelling): a room that stopped in between.
      await runInDurableObject(roomOf(code), (_room, state) => {
        state.storage.sql.exec("UPDATE players SET removed_at = ? WHERE code = ?", Date.now(), playerCode);
      });
      const response = await openSocket(code, ticket);
      expect(response.status).toBe(401);
      expect(await roomOf(code).onlinePlayerCodes()).toEqual([]);
    });
  });

  it("answers a refused ticket in the documented error shape", async () => {
    const { code } = await gameInSetup({ players: 0, entries: 0 });
    const response = await openSocket(code, "nope");
    expectRefusal({ status: response.status, body: await response.json() }, 401, "INVALID_TICKET");
  });
});
