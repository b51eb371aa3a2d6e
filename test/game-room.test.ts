import { evictDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ROOM_TICKET_HEADER, type RoomConnection } from "../shared/room-wire";
import type { RealtimeMessage } from "../shared/realtime-messages";
import { gameInPlay, readGame } from "./support/api-client";
import { sql, versionOf } from "./support/db-snapshot";
import { TestSocket, onlineCodes } from "./support/room-socket";
import { testEnv } from "./support/test-env";

let roomCounter = 0;
function freshRoom() {
  roomCounter += 1;
  const gameCode = `ROOM${String(roomCounter).padStart(4, "2")}`;
  return { gameCode, stub: testEnv.GAME_ROOM.get(testEnv.GAME_ROOM.idFromName(gameCode)) };
}

async function connect(
  stub: DurableObjectStub<import("../durable-objects/game-room").GameRoom>,
  connection: RoomConnection,
): Promise<TestSocket> {
  const ticket = (await stub.mintTicket(connection))!;
  const response = await stub.fetch("https://room.internal/connect", {
    headers: { Upgrade: "websocket", [ROOM_TICKET_HEADER]: ticket },
  });
  expect(response.status).toBe(101);
  return new TestSocket(response.webSocket!);
}

const entryAdded = (version: number, text: string): RealtimeMessage => ({
  event: "game-ws-payload",
  version,
  data: {
    entries: [
      {
        id: version,
        gameId: 1,
        playerId: 1,
        text,
        displayOrder: version,
        isMarked: false,
        markedBy: null,
        markedAt: null,
        playerName: "Ann",
        editedBy: null,
        editedByName: null,
        origin: "TYPED",
        gameCode: "X",
      },
    ],
  },
});

describe("GameRoom", () => {
  it("tells a newcomer and everyone else who is online, with the game version", async () => {
    const { gameCode, stub } = freshRoom();
    const ann = await connect(stub, { playerCode: "ANN", playerId: 1, version: 7 });
    const hello = await ann.next();
    expect(hello).toEqual({
      event: "game-ws-payload",
      version: 7,
      data: { onlinePlayers: [{ gameCode, players: ["ANN"] }] },
    });

    const bob = await connect(stub, { playerCode: "BOB", playerId: 2, version: 7 });
    expect(onlineCodes(await bob.next())).toEqual(["ANN", "BOB"]);
    expect(onlineCodes(await ann.next())).toEqual(["ANN", "BOB"]);
  });

  it("tells the others of a burst of arrivals in fewer messages than arrivals", async () => {
    const { gameCode, stub } = freshRoom();
    const first = await connect(stub, { playerCode: "P00", playerId: 1, version: 0 });
    await first.next();
    const codes = Array.from({ length: 9 }, (_, index) => `P${String(index + 1).padStart(2, "0")}`);
    await Promise.all(codes.map((playerCode, index) => connect(stub, { playerCode, playerId: index + 2, version: 0 })));

    let updates = 0;
    let latest: string[] | undefined;
    while (latest?.length !== 10) {
      latest = onlineCodes(await first.next());
      updates += 1;
    }
    expect(latest).toEqual(["P00", ...codes]);
    // Broadcasting each arrival on its own would take nine messages of growing lists.
    expect(updates).toBeLessThan(codes.length);
  });

  it("sends a game event to every socket and a player event only to that player", async () => {
    const { gameCode, stub } = freshRoom();
    const ann = await connect(stub, { playerCode: "ANN", playerId: 1, version: 0 });
    const bob = await connect(stub, { playerCode: "BOB", playerId: 2, version: 0 });
    await ann.nextMatching((m) => onlineCodes(m)?.length === 2);
    await bob.nextMatching((m) => onlineCodes(m)?.length === 2);

    const board: RealtimeMessage = {
      event: "player-ws-payload",
      version: 1,
      data: { players: [{ id: 2, code: "BOB", gameId: 1, screenName: "Bob", role: "PLAYER", boardEntries: [1, 2, 3] }] },
    };
    await stub.deliver([
      { to: { playerCode: "BOB" }, message: board },
      { to: "everyone", message: entryAdded(2, "Uncle Bob asks for more wine") },
    ]);

    expect(await bob.next()).toEqual(board);
    expect((await bob.next()).version).toBe(2);
    // Ann gets the game event and never Bob's board.
    const annMessage = await ann.next();
    expect(annMessage.version).toBe(2);
    expect(ann.pending()).toEqual([]);
  });

  it("updates presence when someone leaves, and reciprocates their close", async () => {
    const { gameCode, stub } = freshRoom();
    const ann = await connect(stub, { playerCode: "ANN", playerId: 1, version: 0 });
    const bob = await connect(stub, { playerCode: "BOB", playerId: 2, version: 0 });
    await ann.nextMatching((m) => onlineCodes(m)?.length === 2);

    bob.close();
    expect((await bob.closed).code).toBe(1000);
    expect(onlineCodes(await ann.nextMatching((m) => onlineCodes(m)?.length === 1))).toEqual(["ANN"]);
    expect(await stub.onlinePlayerCodes()).toEqual(["ANN"]);
  });

  it("keeps presence and delivers to every socket after being evicted", async () => {
    const { gameCode, stub } = freshRoom();
    const ann = await connect(stub, { playerCode: "ANN", playerId: 1, version: 3 });
    const bob = await connect(stub, { playerCode: "BOB", playerId: 2, version: 3 });
    await ann.nextMatching((m) => onlineCodes(m)?.length === 2);
    await bob.nextMatching((m) => onlineCodes(m)?.length === 2);

    await evictDurableObject(stub);

    expect(await stub.onlinePlayerCodes()).toEqual(["ANN", "BOB"]);
    await stub.deliver([{ to: "everyone", message: entryAdded(4, "Grandpa falls asleep") }]);
    expect((await ann.next()).version).toBe(4);
    expect((await bob.next()).version).toBe(4);
  });

  it("after being evicted, tells presence with the game's version from D1, not a memo of its own", async () => {
    const { creator, code } = await gameInPlay();
    const stub = testEnv.GAME_ROOM.get(testEnv.GAME_ROOM.idFromName(code));
    const connectedAt = await versionOf(code);
    // A player of the game: a room that holds its game opens sockets for its players only.
    const me = (await readGame(creator, code)).players.find((player) => player.isMe)!;
    const ann = await connect(stub, { playerCode: me.code, playerId: me.id, version: connectedAt });
    expect((await ann.nextMatching((m) => onlineCodes(m)?.length === 1)).version).toBe(connectedAt);

    await evictDurableObject(stub);
    // Changes the room never heard of (say their delivery failed): only D1 knows this version.
    await sql("UPDATE games SET version = version + 5 WHERE code = ?", code);
    ann.send(JSON.stringify({ type: "presence" }));
    const presence = await ann.nextMatching((m) => onlineCodes(m) !== undefined);
    expect(onlineCodes(presence)).toEqual([me.code]);
    expect(presence.version).toBe(connectedAt + 5);
  });

  describe("refuses abuse from one socket and keeps the rest of the room", () => {
    const cases: Array<[string, (socket: TestSocket) => void, number]> = [
      ["a message that is not JSON", (s) => s.send("hello?"), 1008],
      ["a message of an unknown type", (s) => s.send(JSON.stringify({ type: "bingo", entryId: 1 })), 1008],
      ["a mark without its id", (s) => s.send(JSON.stringify({ type: "mark", entryId: 1, isMarked: true })), 1008],
      ["a message with extra fields", (s) => s.send(JSON.stringify({ type: "presence", evil: true })), 1008],
      ["a message over 4 KiB", (s) => s.send(JSON.stringify({ type: "presence", pad: "x".repeat(5000) })), 1009],
      [
        "a flood of messages",
        (s) => {
          for (let i = 0; i < 40; i += 1) s.send(JSON.stringify({ type: "presence" }));
        },
        1008,
      ],
    ];

    it.each(cases)("%s", async (_name, abuse, expectedCode) => {
      const { gameCode, stub } = freshRoom();
      const good = await connect(stub, { playerCode: "GOOD", playerId: 1, version: 0 });
      const bad = await connect(stub, { playerCode: "BAD", playerId: 2, version: 0 });
      await good.nextMatching((m) => onlineCodes(m)?.length === 2);

      abuse(bad);
      const closed = await bad.closed;
      expect(closed.code).toBe(expectedCode);
      expect(closed.reason.length).toBeGreaterThan(0);

      expect(onlineCodes(await good.nextMatching((m) => onlineCodes(m)?.length === 1))).toEqual(["GOOD"]);
      await stub.deliver([{ to: "everyone", message: entryAdded(1, "Still here") }]);
      expect((await good.nextMatching((m) => m.version === 1 && "entries" in m.data)).version).toBe(1);
    });
  });

  it("answers a presence request with the current list", async () => {
    const { gameCode, stub } = freshRoom();
    const ann = await connect(stub, { playerCode: "ANN", playerId: 1, version: 0 });
    await ann.next();
    ann.send(JSON.stringify({ type: "presence" }));
    expect(onlineCodes(await ann.next())).toEqual(["ANN"]);
  });
});
