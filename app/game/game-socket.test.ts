import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Entry, Game } from "../../shared/api-types";
import { clearReadCache } from "../api/api-client";
import { FakeWebSocket } from "./fake-web-socket.test-support";
import { GameSocket, type SocketStatus } from "./game-socket.client";
import { forgetAllGames, gameStore } from "./game-store";
import { GIVE_UP_AFTER_MS } from "./reconnect-delay";
import { CLOSE_LEFT_GAME } from "../../shared/realtime-messages";

// The network is the boundary: a session token, a fake API behind fetch, a fake WebSocket.
vi.mock("../auth/session.client", () => ({ idToken: async () => "test-token" }));

const CODE = "ABCD2345";
const GAME_READ = `GET /api/v1/games/${CODE}`;
const ENTRIES_READ = `GET /api/v1/entries?game=${CODE}`;
const TICKET = `POST /api/v1/games/${CODE}/socket-ticket`;

const game = (version: number): Game => ({
  id: 1, code: CODE, name: "Dinner", description: "", status: "PLAY", userId: 1, winnerId: null, version, players: [],
});
const entry = (id: number): Entry => ({
  id, gameId: 1, playerId: 1, text: `Entry ${id}`, displayOrder: id, isMarked: false,
  markedBy: null, markedAt: null, playerName: "Ann", gameCode: CODE,
});
const payload = (version: number, entries: Entry[]) => ({ event: "game-ws-payload", version, data: { entries } });

/** The API: tickets t1, t2, … (or refusals), and the game at `server.version` with no entries. */
function fakeApi() {
  const server = { calls: [] as string[], tickets: 0, refuseTickets: false, version: 5 };
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    server.calls.push(`${init.method} ${url}`);
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
    if (url.endsWith("/socket-ticket")) {
      return server.refuseTickets ? new Response(null, { status: 401 }) : json({ data: { ticket: `t${++server.tickets}` } });
    }
    if (url.endsWith(`/games/${CODE}`)) return json({ data: game(server.version) });
    return url.includes("/entries?game=") ? json({ data: [] }) : new Response(null, { status: 404 });
  });
  return server;
}

/** Lets pending promises (fetches, the resync) finish without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe("GameSocket", () => {
  let server: ReturnType<typeof fakeApi>;
  let statuses: SocketStatus[];
  let live: GameSocket;

  beforeEach(() => {
    vi.useFakeTimers();
    forgetAllGames();
    clearReadCache();
    FakeWebSocket.reset();
    vi.stubGlobal("WebSocket", FakeWebSocket);
    vi.stubGlobal("window", { location: { protocol: "https:", host: "bingo.test" } });
    server = fakeApi();
    statuses = [];
    live = new GameSocket(CODE, (status) => statuses.push(status));
  });
  afterEach(() => {
    live.stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** Starts and opens the first socket, then forgets the calls that took. */
  async function connected() {
    live.start();
    await settle();
    FakeWebSocket.last().open();
    await settle();
    server.calls.length = 0;
    return FakeWebSocket.last();
  }

  it("asks for a fresh ticket for each connect and puts it in a wss: URL on an https: page", async () => {
    const first = await connected();
    expect(first.url).toBe(`wss://bingo.test/api/v1/games/${CODE}/socket?ticket=t1`);
    first.drop();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(server.calls).toEqual([TICKET]);
    expect(FakeWebSocket.instances.map((socket) => socket.url.split("ticket=")[1])).toEqual(["t1", "t2"]);
  });

  it("uses ws: on an http: page", async () => {
    vi.stubGlobal("window", { location: { protocol: "http:", host: "localhost:5173" } });
    live.start();
    await settle();
    expect(FakeWebSocket.last().url).toBe(`ws://localhost:5173/api/v1/games/${CODE}/socket?ticket=t1`);
  });

  it("on open reports 'open' and reads the game, then its entries", async () => {
    live.start();
    await settle();
    expect(statuses).toEqual(["connecting"]);
    expect(server.calls).toEqual([TICKET]);
    FakeWebSocket.last().open();
    await settle();
    expect(statuses).toEqual(["connecting", "open"]);
    expect(server.calls).toEqual([TICKET, GAME_READ, ENTRIES_READ]);
    expect(gameStore(CODE).getSnapshot().version).toBe(5);
  });

  it("applies the next version without a read, but resyncs instead of applying one that skips a version", async () => {
    const socket = await connected();
    socket.receive(payload(6, [entry(1)]));
    await settle();
    expect(server.calls).toEqual([]);
    expect(gameStore(CODE).getSnapshot()).toMatchObject({ version: 6, entries: [{ id: 1 }] });

    socket.receive(payload(8, [entry(2)]));
    await settle();
    expect(server.calls).toEqual([GAME_READ, ENTRIES_READ]);
    expect(gameStore(CODE).getSnapshot().entries.map((e) => e.id)).not.toContain(2);
  });

  it("after a drop reports 'reconnecting', retries after a back-off with a new ticket, and resyncs once open", async () => {
    const socket = await connected();
    socket.drop();
    expect(statuses.at(-1)).toBe("reconnecting");
    await vi.advanceTimersByTimeAsync(249); // the first back-off is 250–500 ms
    expect(server.calls).toEqual([]);
    expect(FakeWebSocket.instances).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(251);
    expect(server.calls).toEqual([TICKET]);
    expect(FakeWebSocket.last().url).toMatch(/ticket=t2$/);
    FakeWebSocket.last().open();
    await settle();
    expect(statuses.at(-1)).toBe("open");
    expect(server.calls).toEqual([TICKET, GAME_READ, ENTRIES_READ]);
  });

  it("when the browser is back online, reconnects at once instead of waiting out the back-off", async () => {
    const browser = new EventTarget();
    vi.stubGlobal("addEventListener", browser.addEventListener.bind(browser));
    vi.stubGlobal("removeEventListener", browser.removeEventListener.bind(browser));
    vi.spyOn(Math, "random").mockReturnValue(1); // back-offs at their longest
    const socket = await connected();
    socket.drop();
    await vi.advanceTimersByTimeAsync(500); // the first try fails at once: no network
    FakeWebSocket.last().drop();
    expect(FakeWebSocket.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(900); // the next back-off is 1 s
    expect(FakeWebSocket.instances).toHaveLength(2);

    browser.dispatchEvent(new Event("online"));
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(3);
    // The back-off that was cut short does not connect a second time.
    await vi.advanceTimersByTimeAsync(200);
    expect(FakeWebSocket.instances).toHaveLength(3);
    vi.restoreAllMocks();
  });

  it("when the room says we left the game, reports 'left' and never reconnects", async () => {
    const socket = await connected();
    socket.drop(CLOSE_LEFT_GAME);
    expect(statuses.at(-1)).toBe("left");
    await vi.advanceTimersByTimeAsync(GIVE_UP_AFTER_MS * 2);
    expect(server.calls).toEqual([]);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(statuses.at(-1)).toBe("left");
  });

  it.each([
    ["its ticket request is refused", () => void (server.refuseTickets = true)],
    ["its socket closes before opening", () => void (FakeWebSocket.refuse = true)],
    ["the server accepts each socket and drops it at once", () => void (FakeWebSocket.dropOnOpen = true)],
  ])("fails for good only after 60 s of attempts that all fail (%s), then stops trying", async (_, failEveryAttempt) => {
    failEveryAttempt();
    live.start();
    await vi.advanceTimersByTimeAsync(GIVE_UP_AFTER_MS - 1);
    expect(statuses).not.toContain("failed");
    expect(server.calls.filter((call) => call === TICKET).length).toBeGreaterThan(5);

    await vi.advanceTimersByTimeAsync(16_000); // at most the longest back-off (15 s), then one more failure
    expect(statuses.at(-1)).toBe("failed");
    const attempts = server.calls.length;
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(server.calls).toHaveLength(attempts);
    expect(statuses.filter((status) => status === "failed")).toHaveLength(1);
  });

  it("after a connection that held 10 s, a drop starts the back-off from its shortest again", async () => {
    FakeWebSocket.refuse = true;
    live.start();
    await vi.advanceTimersByTimeAsync(20_000); // several failed attempts: the back-off has grown
    FakeWebSocket.refuse = false;
    await vi.advanceTimersByTimeAsync(15_000);
    FakeWebSocket.last().open();
    await vi.advanceTimersByTimeAsync(10_000);
    const before = FakeWebSocket.instances.length;

    FakeWebSocket.last().drop();
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeWebSocket.instances).toHaveLength(before + 1);
  });

  it("stop() closes an open socket with 1000 and never reconnects", async () => {
    const socket = await connected();
    live.stop();
    expect(socket.closeCalls).toEqual([{ code: 1000, reason: "Leaving the game", readyState: FakeWebSocket.OPEN }]);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(server.calls).toEqual([]);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it("stop() while the ticket is being fetched, or during a back-off, makes no new socket", async () => {
    live.start();
    live.stop();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(FakeWebSocket.instances).toHaveLength(0);

    live = new GameSocket(CODE, (status) => statuses.push(status));
    (await connected()).drop();
    live.stop();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it("stop() while connecting lets the handshake finish, then closes with 1000 without resyncing", async () => {
    live.start();
    await settle();
    const socket = FakeWebSocket.last();
    live.stop();
    expect(socket.closeCalls).toEqual([]); // aborting would leave the room with a silent socket

    socket.open();
    await settle();
    expect(socket.closeCalls).toEqual([{ code: 1000, reason: "Leaving the game", readyState: FakeWebSocket.OPEN }]);
    expect(statuses).not.toContain("open");
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(server.calls).toEqual([TICKET]);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it("ignores pongs and frames that are not JSON", async () => {
    const socket = await connected();
    const before = gameStore(CODE).getSnapshot();
    socket.receive({ type: "pong" });
    socket.receive("not json {");
    await settle();
    expect(gameStore(CODE).getSnapshot()).toBe(before);
    expect(server.calls).toEqual([]);
  });
});
