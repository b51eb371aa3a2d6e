import { describe, expect, it } from "vitest";
import type { GameRoom } from "../durable-objects/game-room";
import { ROOM_TICKET_HEADER, type RoomConnection } from "../shared/room-wire";
import { roomFullRefusal } from "../durable-objects/socket-caps";
import {
  CLOSE_REPLACED,
  CLOSE_REPLACED_REASON,
  MAX_SOCKETS_PER_PLAYER,
  MAX_SOCKETS_PER_ROOM,
} from "../shared/socket-limits";
import { TestSocket, onlineCodes } from "./support/room-socket";
import { testEnv } from "./support/test-env";

let roomCounter = 0;
function freshRoom() {
  roomCounter += 1;
  const gameCode = `CAPS${String(roomCounter).padStart(4, "2")}`;
  return { stub: testEnv.GAME_ROOM.getByName(gameCode) };
}

async function open(stub: DurableObjectStub<GameRoom>, connection: RoomConnection) {
  const ticket = (await stub.mintTicket(connection))!;
  return stub.fetch("https://room.internal/connect", {
    headers: { Upgrade: "websocket", [ROOM_TICKET_HEADER]: ticket },
  });
}

async function connect(stub: DurableObjectStub<GameRoom>, connection: RoomConnection): Promise<TestSocket> {
  const response = await open(stub, connection);
  expect(response.status).toBe(101);
  const socket = new TestSocket(response.webSocket!);
  await socket.nextMatching((message) => onlineCodes(message)?.includes(connection.playerCode) === true);
  return socket;
}

describe("socket caps", () => {
  it(`a player's socket beyond ${MAX_SOCKETS_PER_PLAYER} closes their oldest, with a code that says why`, async () => {
    const { stub } = freshRoom();
    const ann = { playerCode: "ANN", playerId: 1, version: 0 };
    const sockets: TestSocket[] = [];
    for (let index = 0; index < MAX_SOCKETS_PER_PLAYER; index += 1) sockets.push(await connect(stub, ann));
    const bob = await connect(stub, { playerCode: "BOB", playerId: 2, version: 0 });

    const newest = await connect(stub, ann);
    expect(await sockets[0]!.closed).toEqual({ code: CLOSE_REPLACED, reason: CLOSE_REPLACED_REASON });

    // The others of Ann's, and Bob's, still get every event; Ann is online once.
    await stub.deliver([{ to: "everyone", message: { event: "game-ws-payload", version: 9, data: { game: null } } as never }]);
    for (const socket of [...sockets.slice(1), newest, bob]) {
      expect((await socket.nextMatching((message) => message.version === 9)).version).toBe(9);
    }
    expect(await stub.onlinePlayerCodes()).toEqual(["ANN", "BOB"]);
  });

  it("a loop of new sockets by one player never holds more than the cap", async () => {
    const { stub } = freshRoom();
    const ann = { playerCode: "ANN", playerId: 1, version: 0 };
    const sockets: TestSocket[] = [];
    for (let index = 0; index < 12; index += 1) sockets.push(await connect(stub, ann));
    const closed = sockets.slice(0, -MAX_SOCKETS_PER_PLAYER);
    for (const socket of closed) expect((await socket.closed).code).toBe(CLOSE_REPLACED);
    for (const socket of sockets.slice(-MAX_SOCKETS_PER_PLAYER)) {
      expect(socket.socket.readyState).toBe(WebSocket.OPEN);
    }
  });

  it("presence stays right as a player's extra sockets come and go", async () => {
    const { stub } = freshRoom();
    const ann = { playerCode: "ANN", playerId: 1, version: 0 };
    const watcher = await connect(stub, { playerCode: "BOB", playerId: 2, version: 0 });
    const first = await connect(stub, ann);
    const second = await connect(stub, ann);
    first.close();
    await first.closed;
    // Still online through the second socket: a presence request says so.
    watcher.send(JSON.stringify({ type: "presence" }));
    expect(onlineCodes(await watcher.nextMatching((message) => onlineCodes(message) !== undefined))).toEqual(["ANN", "BOB"]);
    second.close();
    await watcher.nextMatching((message) => onlineCodes(message)?.join() === "BOB");
    expect(await stub.onlinePlayerCodes()).toEqual(["BOB"]);
  });

  it(`a room with ${MAX_SOCKETS_PER_ROOM} open sockets refuses the next one, closing ones not counted`, () => {
    // The rule itself: a thousand live sockets in a test would measure the test machine.
    const room = (states: number[]) =>
      ({ getWebSockets: () => states.map((readyState) => ({ readyState })) }) as unknown as DurableObjectState;
    const full = roomFullRefusal(room(Array(MAX_SOCKETS_PER_ROOM).fill(WebSocket.OPEN)));
    expect(full?.status).toBe(503);
    expect(full?.headers.get("Retry-After")).toBe("10");
    expect(roomFullRefusal(room(Array(MAX_SOCKETS_PER_ROOM - 1).fill(WebSocket.OPEN)))).toBeNull();
    expect(roomFullRefusal(room([...Array(MAX_SOCKETS_PER_ROOM - 1).fill(WebSocket.OPEN), WebSocket.CLOSING]))).toBeNull();
  });
});
