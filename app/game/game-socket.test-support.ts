import { vi } from "vitest";
import type { Entry, Game } from "../../shared/api-types";

/** GameSocket's unit tests' server side: the game, its messages, and a fake API behind fetch. */

export const CODE = "ABCD2345";
export const GAME_READ = `GET /api/v1/games/${CODE}`;
export const ENTRIES_READ = `GET /api/v1/entries?game=${CODE}`;
export const TICKET = `POST /api/v1/games/${CODE}/socket-ticket`;

export const game = (version: number): Game => ({
  id: 1, code: CODE, name: "Dinner", description: "", status: "PLAY", winnerId: null, version, locked: false, boardSize: 5, round: 1, pastRounds: [], players: [],
});
export const entry = (id: number): Entry => ({
  id, gameId: 1, playerId: 1, text: `Entry ${id}`, displayOrder: id, isMarked: false,
  markedBy: null, markedAt: null, playerName: "Ann", gameCode: CODE,
});
export const payload = (version: number, entries: Entry[]) => ({ event: "game-ws-payload", version, data: { entries } });
/** The room's presence, as it tells a newcomer at once: no change, the game's version. */
export const presence = (version: number) => ({
  event: "game-ws-payload",
  version,
  data: { onlinePlayers: [{ gameCode: CODE, players: [] }] },
});

/**
 * The API: tickets t1, t2, … (or answers of `ticketStatus`; 0: no network), the game at
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
      if (server.ticketStatus !== 200) return new Response(null, { status: server.ticketStatus });
      return json({ data: { ticket: `t${++server.tickets}` } });
    }
    if (url.endsWith(`/games/${CODE}`)) {
      if (server.gameStatus !== 200) return new Response(null, { status: server.gameStatus });
      return json({ data: game(server.version) });
    }
    const mark = /\/entries\/(\d+)$/.exec(url);
    if (mark && init.method === "PUT") {
      if (server.markRefusal) return new Response(JSON.stringify(server.markRefusal), { status: 409 });
      const { isMarked } = JSON.parse(String(init.body)) as { isMarked: boolean };
      server.version += 1;
      return json({ data: { ...entry(Number(mark[1])), isMarked }, version: server.version });
    }
    return url.includes("/entries?game=") ? json({ data: [] }) : new Response(null, { status: 404 });
  });
  return server;
}
