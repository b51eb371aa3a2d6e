import { describe, expect, it } from "vitest";
import type { GameRoom } from "../durable-objects/game-room";
import { ROOM_TICKET_HEADER, type RoomConnection } from "../shared/room-wire";
import { roomFullRefusal } from "../durable-objects/socket-caps";
import {
  CLOSE_REPLACED,
  CLOSE_REPLACED_REASON,
  MAX_SOCKETS_PER_PLAYER,
  MAX_SOCKETS_PER_ROOM,
  MAX_VIEWER_SOCKETS,
} from "../shared/socket-limits";
import { TestSocket, onlineCodes } from "./support/room-socket";
import { testEnv } from "./support/test-env";

let roomCounter = 0;
function freshRoom() {
  roomCounter += 1;
  const gameCode = `CAPS${String(roomCounter).padStart(4, "2")}`;
  return { stub: testEnv.GAME_ROOM.getByName(gameCode) };
}

function open(stub: DurableObjectStub<GameRoom>, ticket: string) {
  return stub.fetch("https://room.internal/connect", {
    headers: { Upgrade: "websocket", [ROOM_TICKET_HEADER]: ticket },
  });
}

async function connect(stub: DurableObjectStub<GameRoom>, connection: RoomConnection): Promise<TestSocket> {
  const response = await open(stub, (await stub.mintTicket(connection))!);
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

  it(`caps members at ${MAX_SOCKETS_PER_ROOM} and TV views at ${MAX_VIEWER_SOCKETS} apart: neither takes the other's room`, async () => {
    const { stub } = freshRoom();
    const key = await stub.viewerKeyForHost();
    const viewer = async () => open(stub, (await stub.viewerTicketFor(key))!);
    const tvs: TestSocket[] = [];
    for (let index = 0; index < MAX_VIEWER_SOCKETS; index += 1) {
      const response = await viewer();
      expect(response.status).toBe(101);
      tvs.push(new TestSocket(response.webSocket!));
    }

    // Every member's socket still fits beside the TVs.
    const member = async (index: number) =>
      open(stub, (await stub.mintTicket({ playerCode: `M${String(index).padStart(7, "2")}`, playerId: index, version: 0 }))!);
    const statuses = new Map<number, number>();
    for (let index = 0; index < MAX_SOCKETS_PER_ROOM; index += 1) {
      const response = await member(index);
      response.webSocket?.accept();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 101: MAX_SOCKETS_PER_ROOM });

    // One more member is refused; one more TV is not, and replaces the oldest TV.
    const refused = await member(MAX_SOCKETS_PER_ROOM);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("Retry-After")).toBe("10");
    expect(await refused.json()).toEqual({ code: "ROOM_FULL", errors: { socket: ["This game has too many connections right now: trying again in a moment."] } });
    expect((await viewer()).status).toBe(101);
    expect((await tvs[0]!.closed).code).toBe(CLOSE_REPLACED);
  });

  it(`past ${MAX_SOCKETS_PER_ROOM} members, closing sockets are not counted`, () => {
    // The rule itself, with sockets in each state.
    const room = (states: number[]) =>
      ({ getWebSockets: (tag?: string) => (tag ? [] : states.map((readyState) => ({ readyState }))) }) as unknown as DurableObjectState;
    expect(roomFullRefusal(room(Array(MAX_SOCKETS_PER_ROOM).fill(WebSocket.OPEN)))?.status).toBe(503);
    expect(roomFullRefusal(room([...Array(MAX_SOCKETS_PER_ROOM - 1).fill(WebSocket.OPEN), WebSocket.CLOSING]))).toBeNull();
  });
});
