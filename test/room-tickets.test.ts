import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { RoomTickets } from "../durable-objects/socket-tickets";
import { SOCKET_TICKET_LIFETIME_MS } from "../shared/socket-ticket";
import { testEnv } from "./support/test-env";

let roomCounter = 0;
/** The ticket store of a fresh room (durable-objects/socket-tickets.ts), and a way to count its rows. */
async function inFreshRoom<T>(use: (tickets: RoomTickets, rows: (table: string) => number) => T): Promise<T> {
  roomCounter += 1;
  const stub = testEnv.GAME_ROOM.getByName(`TKTS${String(roomCounter).padStart(4, "2")}`);
  return runInDurableObject(stub, (_room, state) => {
    const rows = (table: string) => state.storage.sql.exec<{ n: number }>(`SELECT count(*) AS n FROM ${table}`).one().n;
    return use(new RoomTickets(state.storage.sql), rows);
  });
}

const holder = { playerCode: "P1", playerId: 1, version: 3 };
const NOW = 1_800_000_000_000;

describe("a room's socket tickets", () => {
  it("open once, for whom they were minted, within their minute", async () => {
    await inFreshRoom((tickets) => {
      const ticket = tickets.mint("GAME2345", holder, NOW)!;
      expect(tickets.redeem(ticket, NOW + 1000)).toEqual(holder);
      expect(tickets.redeem(ticket, NOW + 2000)).toBeNull();
      const late = tickets.mint("GAME2345", holder, NOW)!;
      expect(tickets.redeem(late, NOW + SOCKET_TICKET_LIFETIME_MS)).toBeNull();
    });
  });

  it("refuse a player who departed, before and after, and forget departures once no ticket can matter", async () => {
    await inFreshRoom((tickets, rows) => {
      const before = tickets.mint("GAME2345", holder, NOW)!;
      tickets.departed(holder.playerCode, NOW + 1000);
      expect(tickets.redeem(before, NOW + 2000)).toBeNull();
      expect(tickets.mint("GAME2345", holder, NOW + 2000)).toBeNull();
      expect(rows("departed_players")).toBe(1);

      // Minutes later D1 refuses them before any mint is asked; the room keeps nothing of them.
      tickets.mint("GAME2345", { ...holder, playerCode: "P2" }, NOW + 6 * SOCKET_TICKET_LIFETIME_MS);
      expect(rows("departed_players")).toBe(0);
      expect(rows("socket_tickets")).toBe(1);
    });
  });
});
