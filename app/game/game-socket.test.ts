import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearReadCache } from "../api/api-client";
import { FakeWebSocket } from "./fake-web-socket.test-support";
import { CODE, ENTRIES_READ, GAME_READ, TICKET, entry, fakeApi, game, payload, presence } from "./game-socket.test-support";
import { GameSocket, type SocketStatus } from "./game-socket.client";
import { forgetAllGames, gameStore } from "./game-store";
import { CLOSE_LEFT_GAME, PING_MESSAGE } from "../../shared/realtime-messages";

// The network is the boundary: a session token, a fake API behind fetch, a fake WebSocket,
// and the browser's wake-up events.
const session = vi.hoisted(() => ({ asks: 0, idToken: async (): Promise<string | null> => "test-token" }));
vi.mock("../auth/session.client", () => ({
  idToken: () => {
    session.asks += 1;
    return session.idToken();
  },
}));

/** Lets pending promises (fetches, the resync) finish without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** Firebase's errors when a token cannot be refreshed: offline, or refused for good. */
const offlineToken = async (): Promise<string> => {
  throw Object.assign(new Error("offline"), { code: "auth/network-request-failed" });
};
const revokedToken = async (): Promise<string> => {
  throw Object.assign(new Error("revoked"), { code: "auth/user-token-expired" });
};

describe("GameSocket", () => {
  let server: ReturnType<typeof fakeApi>;
  let statuses: SocketStatus[];
  let live: GameSocket;
  let browser: EventTarget;
  let tab: EventTarget & { visibilityState: DocumentVisibilityState };

  beforeEach(() => {
    vi.useFakeTimers();
    session.idToken = async () => "test-token";
    browser = new EventTarget();
    tab = Object.assign(new EventTarget(), { visibilityState: "hidden" as DocumentVisibilityState });
    vi.stubGlobal("addEventListener", browser.addEventListener.bind(browser));
    vi.stubGlobal("removeEventListener", browser.removeEventListener.bind(browser));
    vi.stubGlobal("document", tab);
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
    vi.restoreAllMocks();
  });

  /** The tab comes back into view. */
  const showTab = () => {
    tab.visibilityState = "visible";
    tab.dispatchEvent(new Event("visibilitychange"));
  };

  /** The screen's read of the game at version 5, then its first socket open; forgets the calls that took. */
  async function connected() {
    gameStore(CODE).applySnapshot(game(5), []);
    live.start();
    await settle();
    FakeWebSocket.last().open();
    await settle();
    server.calls.length = 0;
    return FakeWebSocket.last();
  }

  it("asks for a fresh ticket for each connect and puts it in a wss: URL on an https: page, with the version the store holds", async () => {
    const first = await connected();
    expect(first.url).toBe(`wss://bingo.test/api/v1/games/${CODE}/socket?ticket=t1&have=5`);
    first.drop();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(server.calls).toEqual([TICKET]);
    expect(FakeWebSocket.instances.map((socket) => new URL(socket.url).searchParams.get("ticket"))).toEqual(["t1", "t2"]);
  });

  it("a store that holds no game yet says no version", async () => {
    live.start();
    await settle();
    expect(new URL(FakeWebSocket.last().url).searchParams.has("have")).toBe(false);
  });

  it("uses ws: on an http: page", async () => {
    vi.stubGlobal("window", { location: { protocol: "http:", host: "localhost:5173" } });
    live.start();
    await settle();
    expect(FakeWebSocket.last().url).toBe(`ws://localhost:5173/api/v1/games/${CODE}/socket?ticket=t1`);
  });

  it("on its first open reports 'open' and reads nothing: the screen has just read the game", async () => {
    gameStore(CODE).applySnapshot(game(5), []);
    live.start();
    await settle();
    expect(statuses).toEqual(["connecting"]);
    expect(server.calls).toEqual([TICKET]);
    FakeWebSocket.last().open();
    await settle();
    expect(statuses).toEqual(["connecting", "open"]);
    expect(server.calls).toEqual([TICKET]);
  });

  it("on its first open, reads the game, then its entries, when the room's welcome presence is at a newer version", async () => {
    gameStore(CODE).applySnapshot(game(4), []);
    live.start();
    await settle();
    const socket = FakeWebSocket.last();
    socket.open();
    socket.receive(presence(4));
    await settle();
    expect(server.calls).toEqual([TICKET]);

    socket.receive(presence(5)); // a change made between the screen's read and the socket
    await settle();
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
    expect(FakeWebSocket.last().url).toMatch(/ticket=t2&have=5$/);
    FakeWebSocket.last().open();
    await settle();
    expect(statuses.at(-1)).toBe("open");
    // The room's first message is presence, not the whole game (a room that holds connections
    // only, as the practice game's): the game is read again.
    FakeWebSocket.last().receive(presence(5));
    await settle();
    expect(server.calls).toEqual([TICKET, GAME_READ, ENTRIES_READ]);
  });

  it("after a drop, a reopen whose first message is the whole game catches up from it, with no read", async () => {
    const socket = await connected();
    gameStore(CODE).applySnapshot(game(5), [entry(1), entry(2)]);
    socket.drop();
    await vi.advanceTimersByTimeAsync(500);
    FakeWebSocket.last().open();
    await settle();
    // Meanwhile entry 2 was deleted, entry 1 marked and entry 3 added: version 9.
    const marked = { ...entry(1), isMarked: true, markedBy: 1 };
    FakeWebSocket.last().receive({ event: "player-ws-payload", version: 9, data: { games: [game(9)], entries: [marked, entry(3)], whole: true } });
    FakeWebSocket.last().receive(presence(9));
    await settle();
    expect(server.calls).toEqual([TICKET]);
    expect(gameStore(CODE).getSnapshot().version).toBe(9);
    expect(gameStore(CODE).getSnapshot().entries).toEqual([marked, entry(3)]);
    // Changes after it apply as usual.
    FakeWebSocket.last().receive(payload(10, [entry(4)]));
    await settle();
    expect(gameStore(CODE).getSnapshot().version).toBe(10);
    expect(server.calls).toEqual([TICKET]);
  });

  it.each([
    ["the browser is back online", () => browser.dispatchEvent(new Event("online"))],
    ["the tab becomes visible", showTab],
    ["the page is restored from the back-forward cache", () => browser.dispatchEvent(new Event("pageshow"))],
    ["the window gets the focus", () => browser.dispatchEvent(new Event("focus"))],
  ])("when %s, reconnects at once instead of waiting out the back-off", async (_, wake) => {
    vi.spyOn(Math, "random").mockReturnValue(1); // back-offs at their longest
    const socket = await connected();
    socket.drop();
    await vi.advanceTimersByTimeAsync(500); // the first try fails at once: no network
    FakeWebSocket.last().drop();
    expect(FakeWebSocket.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(900); // the next back-off is 1 s
    expect(FakeWebSocket.instances).toHaveLength(2);

    wake();
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(3);
    // The back-off that was cut short does not connect a second time.
    await vi.advanceTimersByTimeAsync(200);
    expect(FakeWebSocket.instances).toHaveLength(3);
  });

  it("a hidden tab does not count as back: the back-off runs its course", async () => {
    vi.spyOn(Math, "random").mockReturnValue(1);
    (await connected()).drop();
    tab.dispatchEvent(new Event("visibilitychange")); // still hidden
    await vi.advanceTimersByTimeAsync(499);
    expect(FakeWebSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it("when the page wakes, an open socket that does not answer a ping within 5 s is replaced, and the game read again", async () => {
    const socket = await connected();
    showTab();
    expect(socket.sent).toEqual([PING_MESSAGE]);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1 + 500); // dead: a new connection after the first back-off
    expect(socket.closeCalls).toHaveLength(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.last().open();
    FakeWebSocket.last().receive(presence(5));
    await settle();
    expect(statuses.at(-1)).toBe("open");
    expect(server.calls).toEqual([TICKET, GAME_READ, ENTRIES_READ]);
  });

  it("when the page wakes, an open socket that answers the ping is kept", async () => {
    const socket = await connected();
    browser.dispatchEvent(new Event("focus"));
    socket.receive({ type: "pong" });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(socket.closeCalls).toEqual([]);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(statuses.at(-1)).toBe("open");
  });

  it("when the room says we left the game, reports 'left' and never reconnects", async () => {
    const socket = await connected();
    socket.drop(CLOSE_LEFT_GAME);
    expect(statuses.at(-1)).toBe("left");
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(server.calls).toEqual([]);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(statuses.at(-1)).toBe("left");
  });

  // Changed rule (issue 18): the connection used to give up for good after 60 s of failures.
  it.each([
    ["there is no network for the ticket request", () => void (server.ticketStatus = 0)],
    ["the server fails the ticket request", () => void (server.ticketStatus = 503)],
    ["the ticket request is rate-limited", () => void (server.ticketStatus = 429)],
    ["its socket closes before opening", () => void (FakeWebSocket.refuse = true)],
    ["the server accepts each socket and drops it at once", () => void (FakeWebSocket.dropOnOpen = true)],
    ["the ID token cannot be refreshed offline", () => void (session.idToken = offlineToken)],
  ])("never gives up while the page is open (%s): tries at least every 15 s, quietly", async (_, failEveryAttempt) => {
    failEveryAttempt();
    live.start();
    await vi.advanceTimersByTimeAsync(60_000);
    const tries = () => session.asks; // every try starts with a token for its ticket
    const afterAMinute = tries();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(tries() - afterAMinute).toBeGreaterThanOrEqual(40); // 10 min at back-offs of at most 15 s
    expect(statuses).not.toContain("failed");
    expect(statuses.at(-1)).toBe("reconnecting");

    // The network comes back: connected, and the game read again.
    server.ticketStatus = 200;
    session.idToken = async () => "test-token";
    FakeWebSocket.refuse = false;
    FakeWebSocket.dropOnOpen = false;
    await vi.advanceTimersByTimeAsync(15_000);
    FakeWebSocket.last().open();
    FakeWebSocket.last().receive(presence(5));
    await settle();
    expect(statuses.at(-1)).toBe("open");
    expect(server.calls.slice(-2)).toEqual([GAME_READ, ENTRIES_READ]);
  });

  it.each([
    ["the ticket is refused: the session is not valid (signed out elsewhere)", () => void (server.ticketStatus = 401)],
    ["no ID token can be had for a reason other than the network", () => void (session.idToken = revokedToken)],
  ])("reports 'failed' at once and stops when %s", async (_, loseTheSession) => {
    const socket = await connected();
    loseTheSession();
    socket.drop();
    await vi.advanceTimersByTimeAsync(500);
    expect(statuses.at(-1)).toBe("failed");
    const calls = server.calls.length;
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    browser.dispatchEvent(new Event("online"));
    await settle();
    expect(server.calls).toHaveLength(calls);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(statuses.filter((status) => status === "failed")).toHaveLength(1);
  });

  it("reports 'left' when the ticket is refused because the game no longer has us (404)", async () => {
    const socket = await connected();
    server.ticketStatus = 404;
    socket.drop();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(statuses.at(-1)).toBe("left");
    expect(server.calls).toEqual([TICKET]);
  });

  it("reports 'left' when a resync finds the game no longer has us (404), though the socket is still open", async () => {
    // A full practice game let us go while our socket fell behind: the message that said so
    // skipped a version, so it was not applied; the read it set off is what tells us.
    const socket = await connected();
    server.gameStatus = 404;
    socket.receive(payload(8, []));
    await settle();
    expect(server.calls).toEqual([GAME_READ]);
    expect(statuses.at(-1)).toBe("left");
    expect(socket.closeCalls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(server.calls).toEqual([GAME_READ]);
  });

  it("keeps the socket when a resync fails for another reason, and reads again until it succeeds, with no further message", async () => {
    // The change that set off the read may be the game's last for a while: nothing else
    // would ever bring the screen up to date.
    const socket = await connected();
    server.gameStatus = 503;
    server.version = 8;
    socket.receive(payload(8, []));
    await settle();
    expect(statuses.at(-1)).toBe("open");
    expect(server.calls).toEqual([GAME_READ]);

    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.calls.length).toBeGreaterThan(1);
    server.gameStatus = 200;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(gameStore(CODE).getSnapshot().version).toBe(8);
    const reads = server.calls.length;
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(server.calls).toHaveLength(reads); // done once it succeeded
    expect(socket.closeCalls).toHaveLength(0);
  });

  it("gaps noticed while a resync is on its way ask for one more read, not one each", async () => {
    const socket = await connected();
    server.version = 12;
    socket.receive(payload(8, []));
    socket.receive(payload(10, []));
    socket.receive(payload(12, []));
    await settle();
    expect(server.calls).toEqual([GAME_READ, ENTRIES_READ, GAME_READ, ENTRIES_READ]);
    expect(gameStore(CODE).getSnapshot().version).toBe(12);
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
