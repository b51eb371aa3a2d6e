import { beforeEach, describe, expect, it, vi } from "vitest";
import { FakeWebSocket } from "./fake-web-socket.test-support";
import {
  CODE,
  GAME_READ,
  TICKET,
  connected as connectedPage,
  entry,
  game,
  gameSocketPage,
  payload,
  presence,
  settle,
} from "./game-socket.test-support";
import { GameSocket } from "./game-socket.client";
import { gameStore } from "./game-store";
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

/** Firebase's errors when a token cannot be refreshed: offline, or refused for good. */
const offlineToken = async (): Promise<string> => {
  throw Object.assign(new Error("offline"), { code: "auth/network-request-failed" });
};
const revokedToken = async (): Promise<string> => {
  throw Object.assign(new Error("revoked"), { code: "auth/user-token-expired" });
};

describe("GameSocket", () => {
  const t = gameSocketPage();
  beforeEach(() => {
    session.idToken = async () => "test-token";
  });

  /** The tab comes back into view. */
  const showTab = () => {
    t.tab.visibilityState = "visible";
    t.tab.dispatchEvent(new Event("visibilitychange"));
  };

  const connected = () => connectedPage(t);

  it("asks for a fresh ticket for each connect and puts it in a wss: URL on an https: page, with the version the store holds", async () => {
    const first = await connected();
    expect(first.url).toBe(`wss://bingo.test/api/v1/games/${CODE}/socket?ticket=t1&have=5`);
    first.drop();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(t.server.calls).toEqual([TICKET]);
    expect(FakeWebSocket.instances.map((socket) => new URL(socket.url).searchParams.get("ticket"))).toEqual(["t1", "t2"]);
  });

  it("a store that holds no game yet says no version", async () => {
    t.live.start();
    await settle();
    expect(new URL(FakeWebSocket.last().url).searchParams.has("have")).toBe(false);
  });

  it("uses ws: on an http: page", async () => {
    vi.stubGlobal("window", { location: { protocol: "http:", host: "localhost:5173" } });
    t.live.start();
    await settle();
    expect(FakeWebSocket.last().url).toBe(`ws://localhost:5173/api/v1/games/${CODE}/socket?ticket=t1`);
  });

  it("on its first open reports 'open' and reads nothing: the screen has just read the game", async () => {
    gameStore(CODE).applySnapshot(game(5), []);
    t.live.start();
    await settle();
    expect(t.statuses).toEqual(["connecting"]);
    expect(t.server.calls).toEqual([TICKET]);
    FakeWebSocket.last().open();
    await settle();
    expect(t.statuses).toEqual(["connecting", "open"]);
    expect(t.server.calls).toEqual([TICKET]);
  });

  it("on its first open, reads the game, then its entries, when the room's welcome presence is at a newer version", async () => {
    gameStore(CODE).applySnapshot(game(4), []);
    t.live.start();
    await settle();
    const socket = FakeWebSocket.last();
    socket.open();
    socket.receive(presence(4));
    await settle();
    expect(t.server.calls).toEqual([TICKET]);

    socket.receive(presence(5)); // a change made between the screen's read and the socket
    await settle();
    expect(t.server.calls).toEqual([TICKET, GAME_READ]);
    expect(gameStore(CODE).getSnapshot().version).toBe(5);
  });

  it("applies the next version without a read, but resyncs instead of applying one that skips a version", async () => {
    const socket = await connected();
    socket.receive(payload(6, [entry(1)]));
    await settle();
    expect(t.server.calls).toEqual([]);
    expect(gameStore(CODE).getSnapshot()).toMatchObject({ version: 6, entries: [{ id: 1 }] });

    socket.receive(payload(8, [entry(2)]));
    await settle();
    expect(t.server.calls).toEqual([GAME_READ]);
    expect(gameStore(CODE).getSnapshot().entries.map((e) => e.id)).not.toContain(2);
  });

  it("after a drop reports 'reconnecting', retries after a back-off with a new ticket, and resyncs once open", async () => {
    const socket = await connected();
    socket.drop();
    expect(t.statuses.at(-1)).toBe("reconnecting");
    await vi.advanceTimersByTimeAsync(249); // the first back-off is 250–500 ms
    expect(t.server.calls).toEqual([]);
    expect(FakeWebSocket.instances).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(251);
    expect(t.server.calls).toEqual([TICKET]);
    expect(FakeWebSocket.last().url).toMatch(/ticket=t2&have=5$/);
    FakeWebSocket.last().open();
    await settle();
    expect(t.statuses.at(-1)).toBe("open");
    // The room's first message is presence, not the whole game (a room that holds connections
    // only, as the practice game's): the game is read again.
    FakeWebSocket.last().receive(presence(5));
    await settle();
    expect(t.server.calls).toEqual([TICKET, GAME_READ]);
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
    expect(t.server.calls).toEqual([TICKET]);
    expect(gameStore(CODE).getSnapshot().version).toBe(9);
    expect(gameStore(CODE).getSnapshot().entries).toEqual([marked, entry(3)]);
    // Changes after it apply as usual.
    FakeWebSocket.last().receive(payload(10, [entry(4)]));
    await settle();
    expect(gameStore(CODE).getSnapshot().version).toBe(10);
    expect(t.server.calls).toEqual([TICKET]);
  });

  it.each([
    ["the browser is back online", () => t.browser.dispatchEvent(new Event("online"))],
    ["the tab becomes visible", showTab],
    ["the page is restored from the back-forward cache", () => t.browser.dispatchEvent(new Event("pageshow"))],
    ["the window gets the focus", () => t.browser.dispatchEvent(new Event("focus"))],
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
    t.tab.dispatchEvent(new Event("visibilitychange")); // still hidden
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
    expect(t.statuses.at(-1)).toBe("open");
    expect(t.server.calls).toEqual([TICKET, GAME_READ]);
  });

  it("when the page wakes, an open socket that answers the ping is kept", async () => {
    const socket = await connected();
    t.browser.dispatchEvent(new Event("focus"));
    socket.receive({ type: "pong" });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(socket.closeCalls).toEqual([]);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(t.statuses.at(-1)).toBe("open");
  });

  it("when the room says we left the game, reports 'left' and never reconnects", async () => {
    const socket = await connected();
    socket.drop(CLOSE_LEFT_GAME);
    expect(t.statuses.at(-1)).toBe("left");
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(t.server.calls).toEqual([]);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(t.statuses.at(-1)).toBe("left");
  });

  // Changed rule: the connection used to give up for good after 60 s of failures.
  it.each([
    ["there is no network for the ticket request", () => void (t.server.ticketStatus = 0)],
    ["the server fails the ticket request", () => void (t.server.ticketStatus = 503)],
    ["the ticket request is rate-limited", () => void (t.server.ticketStatus = 429)],
    ["its socket closes before opening", () => void (FakeWebSocket.refuse = true)],
    ["the server accepts each socket and drops it at once", () => void (FakeWebSocket.dropOnOpen = true)],
    ["the ID token cannot be refreshed offline", () => void (session.idToken = offlineToken)],
  ])("never gives up while the page is open (%s): tries at least every 15 s, quietly", async (_, failEveryAttempt) => {
    failEveryAttempt();
    t.live.start();
    await vi.advanceTimersByTimeAsync(60_000);
    const tries = () => session.asks; // every try starts with a token for its ticket
    const afterAMinute = tries();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(tries() - afterAMinute).toBeGreaterThanOrEqual(40); // 10 min at back-offs of at most 15 s
    expect(t.statuses).not.toContain("failed");
    expect(t.statuses.at(-1)).toBe("reconnecting");

    // The network comes back: connected, and the game read again.
    t.server.ticketStatus = 200;
    session.idToken = async () => "test-token";
    FakeWebSocket.refuse = false;
    FakeWebSocket.dropOnOpen = false;
    await vi.advanceTimersByTimeAsync(15_000);
    FakeWebSocket.last().open();
    FakeWebSocket.last().receive(presence(5));
    await settle();
    expect(t.statuses.at(-1)).toBe("open");
    expect(t.server.calls.slice(-1)).toEqual([GAME_READ]);
  });

  it.each([
    ["the ticket is refused: the session is not valid (signed out elsewhere)", () => void (t.server.ticketStatus = 401)],
    ["no ID token can be had for a reason other than the network", () => void (session.idToken = revokedToken)],
  ])("reports 'failed' at once and stops when %s", async (_, loseTheSession) => {
    const socket = await connected();
    loseTheSession();
    socket.drop();
    await vi.advanceTimersByTimeAsync(500);
    expect(t.statuses.at(-1)).toBe("failed");
    const calls = t.server.calls.length;
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    t.browser.dispatchEvent(new Event("online"));
    await settle();
    expect(t.server.calls).toHaveLength(calls);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(t.statuses.filter((status) => status === "failed")).toHaveLength(1);
  });

  it("reports 'left' when the ticket is refused because the game no longer has us (404)", async () => {
    const socket = await connected();
    t.server.ticketStatus = 404;
    socket.drop();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(t.statuses.at(-1)).toBe("left");
    expect(t.server.calls).toEqual([TICKET]);
  });

  it("reports 'left' when a resync finds the game no longer has us (404), though the socket is still open", async () => {
    // A full practice game let us go while our socket fell behind: the message that said so
    // skipped a version, so it was not applied; the read it set off is what tells us.
    const socket = await connected();
    t.server.gameStatus = 404;
    socket.receive(payload(8, []));
    await settle();
    expect(t.server.calls).toEqual([GAME_READ]);
    expect(t.statuses.at(-1)).toBe("left");
    expect(socket.closeCalls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(t.server.calls).toEqual([GAME_READ]);
  });

  it("keeps the socket when a resync fails for another reason, and reads again until it succeeds, with no further message", async () => {
    // The change that set off the read may be the game's last for a while: nothing else
    // would ever bring the screen up to date.
    const socket = await connected();
    t.server.gameStatus = 503;
    t.server.version = 8;
    socket.receive(payload(8, []));
    await settle();
    expect(t.statuses.at(-1)).toBe("open");
    expect(t.server.calls).toEqual([GAME_READ]);

    await vi.advanceTimersByTimeAsync(5_000);
    expect(t.server.calls.length).toBeGreaterThan(1);
    t.server.gameStatus = 200;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(gameStore(CODE).getSnapshot().version).toBe(8);
    const reads = t.server.calls.length;
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(t.server.calls).toHaveLength(reads); // done once it succeeded
    expect(socket.closeCalls).toHaveLength(0);
  });

  it("gaps noticed while a resync is on its way ask for one more read, not one each", async () => {
    const socket = await connected();
    t.server.version = 12;
    socket.receive(payload(8, []));
    socket.receive(payload(10, []));
    socket.receive(payload(12, []));
    await settle();
    expect(t.server.calls).toEqual([GAME_READ, GAME_READ]);
    expect(gameStore(CODE).getSnapshot().version).toBe(12);
  });

  it("after a connection that held 10 s, a drop starts the back-off from its shortest again", async () => {
    FakeWebSocket.refuse = true;
    t.live.start();
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
    t.live.stop();
    expect(socket.closeCalls).toEqual([{ code: 1000, reason: "Leaving the game", readyState: FakeWebSocket.OPEN }]);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(t.server.calls).toEqual([]);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it("stop() while the ticket is being fetched, or during a back-off, makes no new socket", async () => {
    t.live.start();
    t.live.stop();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(FakeWebSocket.instances).toHaveLength(0);

    t.live = new GameSocket(CODE, (status) => t.statuses.push(status));
    (await connected()).drop();
    t.live.stop();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it("stop() while connecting lets the handshake finish, then closes with 1000 without resyncing", async () => {
    t.live.start();
    await settle();
    const socket = FakeWebSocket.last();
    t.live.stop();
    expect(socket.closeCalls).toEqual([]); // aborting would leave the room with a silent socket

    socket.open();
    await settle();
    expect(socket.closeCalls).toEqual([{ code: 1000, reason: "Leaving the game", readyState: FakeWebSocket.OPEN }]);
    expect(t.statuses).not.toContain("open");
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(t.server.calls).toEqual([TICKET]);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it("ignores pongs and frames that are not JSON", async () => {
    const socket = await connected();
    const before = gameStore(CODE).getSnapshot();
    socket.receive({ type: "pong" });
    socket.receive("not json {");
    await settle();
    expect(gameStore(CODE).getSnapshot()).toBe(before);
    expect(t.server.calls).toEqual([]);
  });
});
