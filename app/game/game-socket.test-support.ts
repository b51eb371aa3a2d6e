import { afterEach, beforeEach, vi } from "vitest";
import type { Entry, Game } from "../../shared/api-types";
import { clearReadCache } from "../api/api-client";
import { FakeWebSocket } from "./fake-web-socket.test-support";
import { GameSocket, type SocketStatus } from "./game-socket.client";
import { forgetAllGames, gameStore } from "./game-store";

/** GameSocket's unit tests' server side: the game, its messages, and a fake API behind fetch. */

export const CODE = "ABCD2345";
/** The screen's one read of the game and its entries. */
export const GAME_READ = `GET /api/v1/games/${CODE}?with=entries`;
export const TICKET = `POST /api/v1/games/${CODE}/socket-ticket`;
/** A `ticketStatus`: the ticket's request is sent and never answered. */
export const TICKET_UNANSWERED = -1;

export const game = (version: number): Game => ({
  id: 1, code: CODE, name: "Dinner", description: "", status: "PLAY", winnerId: null, version, locked: false, boardSize: 5, round: 1, pastRounds: [], pattern: "line", places: 1, winners: [], players: [],
});
export const entry = (id: number): Entry => ({
  id, gameId: 1, playerId: 1, text: `Entry ${id}`, displayOrder: id, isMarked: false,
  markedBy: null, markedAt: null, playerName: "Ann", editedBy: null, editedByName: null, origin: "TYPED", gameCode: CODE,
});
export const payload = (version: number, entries: Entry[]) => ({ event: "game-ws-payload", version, data: { entries } });
/** The room's presence, as it tells a newcomer at once: no change, the game's version. */
export const presence = (version: number) => ({
  event: "game-ws-payload",
  version,
  data: { onlinePlayers: [{ gameCode: CODE, players: [] }] },
});

/**
 * The API: tickets t1, t2, … (or answers of `ticketStatus`; 0: no network; TICKET_UNANSWERED:
 * a request patchy Wi-Fi never answers, until the page gives it up), the game at
 * `server.version` with no entries, and marks (`PUT /entries/{id}`) answered with the entry as
 * asked, one version on, or with `markRefusal` (a 409).
 */
export function fakeApi() {
  const server = {
    calls: [] as string[],
    tickets: 0,
    ticketStatus: 200,
    gameStatus: 200,
    version: 5,
    markRefusal: null as { code: string; errors: Record<string, string[]> } | null,
  };
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    server.calls.push(`${init.method} ${url}`);
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
    if (url.endsWith("/socket-ticket")) {
      if (server.ticketStatus === 0) throw new TypeError("Failed to fetch");
      if (server.ticketStatus === TICKET_UNANSWERED) {
        return new Promise<Response>((_, reject) =>
          init.signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError"))),
        );
      }
      if (server.ticketStatus !== 200) return new Response(null, { status: server.ticketStatus });
      return json({ data: { ticket: `t${++server.tickets}` } });
    }
    if (url.endsWith(`/games/${CODE}?with=entries`)) {
      if (server.gameStatus !== 200) return new Response(null, { status: server.gameStatus });
      return json({ data: game(server.version), entries: [] });
    }
    const mark = /\/entries\/(\d+)$/.exec(url);
    if (mark && init.method === "PUT") {
      if (server.markRefusal) return new Response(JSON.stringify(server.markRefusal), { status: 409 });
      const { isMarked } = JSON.parse(String(init.body)) as { isMarked: boolean };
      server.version += 1;
      return json({ data: { ...entry(Number(mark[1])), isMarked }, version: server.version });
    }
    return new Response(null, { status: 404 });
  });
  return server;
}

/**
 * The page around one GameSocket of `CODE`, made afresh before each test of the calling file and
 * put back after it: fake timers, the page's wake-up events (`browser`: online, focus…; `tab`:
 * visibility, hidden to start with), the fake API and WebSocket, and the socket itself with every
 * status it reported. Read its fields inside tests: each test gets new ones.
 */
export function gameSocketPage() {
  const page = {} as {
    server: ReturnType<typeof fakeApi>;
    statuses: SocketStatus[];
    live: GameSocket;
    browser: EventTarget;
    tab: EventTarget & { visibilityState: DocumentVisibilityState };
  };
  beforeEach(() => {
    vi.useFakeTimers();
    const browser = new EventTarget();
    const tab = Object.assign(new EventTarget(), { visibilityState: "hidden" as DocumentVisibilityState });
    vi.stubGlobal("addEventListener", browser.addEventListener.bind(browser));
    vi.stubGlobal("removeEventListener", browser.removeEventListener.bind(browser));
    vi.stubGlobal("document", tab);
    forgetAllGames();
    clearReadCache();
    FakeWebSocket.reset();
    vi.stubGlobal("WebSocket", FakeWebSocket);
    vi.stubGlobal("window", { location: { protocol: "https:", host: "bingo.test" } });
    const statuses: SocketStatus[] = [];
    Object.assign(page, { server: fakeApi(), statuses, live: new GameSocket(CODE, (status) => statuses.push(status)), browser, tab });
  });
  afterEach(() => {
    page.live.stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return page;
}

/** Lets pending promises (fetches, the resync) finish without moving the clock. */
export const settle = () => vi.advanceTimersByTimeAsync(0);

/**
 * The screen's read of the game at version 5 (with `entries`), then its socket's first open;
 * forgets the calls that took. The open socket.
 */
export async function connected(page: ReturnType<typeof gameSocketPage>, entries: Entry[] = []) {
  gameStore(CODE).applySnapshot(game(5), entries);
  page.live.start();
  await settle();
  FakeWebSocket.last().open();
  await settle();
  page.server.calls.length = 0;
  return FakeWebSocket.last();
}
