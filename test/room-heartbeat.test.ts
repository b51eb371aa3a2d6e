import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import type { GameRoom } from "../durable-objects/game-room";
import { ROOM_TICKET_HEADER, type RoomConnection } from "../shared/room-wire";
import { CLOSE_GOING_AWAY, PING_MESSAGE, SILENT_SOCKET_LIMIT_MS } from "../shared/realtime-messages";
import { TestSocket, onlineCodes } from "./support/room-socket";
import { testEnv } from "./support/test-env";

let roomCounter = 0;
function freshRoom() {
  roomCounter += 1;
  const gameCode = `BEAT${String(roomCounter).padStart(4, "2")}`;
  return { gameCode, stub: testEnv.GAME_ROOM.get(testEnv.GAME_ROOM.idFromName(gameCode)) };
}

async function connect(stub: DurableObjectStub<GameRoom>, connection: RoomConnection) {
  const ticket = (await stub.mintTicket(connection))!;
  const response = await stub.fetch("https://room.internal/connect", {
    headers: { Upgrade: "websocket", [ROOM_TICKET_HEADER]: ticket },
  });
  expect(response.status).toBe(101);
  return new TestSocket(response.webSocket!);
}

/** A socket that connected longer ago than the silence limit (the room stamps it with Date). */
async function connectLongAgo(stub: DurableObjectStub<GameRoom>, connection: RoomConnection) {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() - SILENT_SOCKET_LIMIT_MS - 10_000 });
  try {
    return await connect(stub, connection);
  } finally {
    vi.useRealTimers();
  }
}

const pendingAlarm = (stub: DurableObjectStub<GameRoom>) =>
  runInDurableObject(stub, (_room, state) => state.storage.getAlarm());

describe("a room's heartbeat sweep", () => {
  it("drops a socket that went silent (a phone that lost its network) and tells the others", async () => {
    const { gameCode, stub } = freshRoom();
    // Bob connected long ago and has not been heard from since.
    const bob = await connectLongAgo(stub, { playerCode: "BOB", playerId: 2, version: 0 });
    const ann = await connect(stub, { playerCode: "ANN", playerId: 1, version: 0 });
    await ann.nextMatching((m) => onlineCodes(m)?.length === 2);
    expect(await pendingAlarm(stub)).not.toBeNull();

    expect(await runDurableObjectAlarm(stub)).toBe(true);

    expect((await bob.closed).code).toBe(CLOSE_GOING_AWAY);
    expect(onlineCodes(await ann.nextMatching((m) => onlineCodes(m)?.length === 1))).toEqual(["ANN"]);
    expect(await stub.onlinePlayerCodes()).toEqual(["ANN"]);
    // Ann is still here, so the room keeps looking.
    expect(await pendingAlarm(stub)).not.toBeNull();
    ann.close();
  });

  it("keeps a socket whose heartbeats keep coming, however long ago it connected", async () => {
    const { gameCode, stub } = freshRoom();
    const ann = await connectLongAgo(stub, { playerCode: "ANN", playerId: 1, version: 0 });
    await ann.nextMatching((m) => onlineCodes(m)?.length === 1);
    ann.send(PING_MESSAGE);
    await ann.nextPong();

    expect(await runDurableObjectAlarm(stub)).toBe(true);

    expect(await stub.onlinePlayerCodes()).toEqual(["ANN"]);
    ann.close();
  });

  it("lets an empty room rest: no alarm once nobody is connected", async () => {
    const { gameCode, stub } = freshRoom();
    const bob = await connectLongAgo(stub, { playerCode: "BOB", playerId: 2, version: 0 });

    expect(await runDurableObjectAlarm(stub)).toBe(true);

    expect((await bob.closed).code).toBe(CLOSE_GOING_AWAY);
    expect(await pendingAlarm(stub)).toBeNull();
  });
});
