import type { Game, Seat } from "../../shared/api-types";
import { apiRequest } from "../api/api-client";
import { gameStore } from "./game-store";

/**
 * Paper seats' calls (docs/decisions/032-paper-seats.md), apart from the play screen's: only the
 * print view and a card's claim page load them.
 */

const codePath = (code: string) => encodeURIComponent(code.trim().toUpperCase());

/** The host makes the round's next cards: answered with their boards and claim tokens, kept in the game's store. */
export async function createSeats(code: string, names: string[]): Promise<Seat[]> {
  const { data } = await apiRequest<Seat[]>(`games/${codePath(code)}/seats`, { method: "POST", body: { names } });
  keepHostSeats(code, data);
  return data;
}

/**
 * The host's answer, boards and claim tokens included, merged into the seats the store holds at
 * its version: the change's message to everyone (without them) may have come first, or not yet.
 */
function keepHostSeats(code: string, made: Seat[]) {
  const store = gameStore(code);
  const { game, version } = store.getSnapshot();
  if (!game) return;
  const byId = new Map(made.map((seat) => [seat.id, seat]));
  const held = (game.seats ?? []).map((seat) => {
    const mine = byId.get(seat.id);
    return mine ? { ...seat, boardEntries: mine.boardEntries, claimToken: seat.claimedBy === null ? mine.claimToken : undefined } : seat;
  });
  const known = new Set(held.map((seat) => seat.id));
  store.setSeats([...held, ...made.filter((seat) => !known.has(seat.id))], version);
}

/** Claims a printed card by its token: the game as the claimer now reads it, the card's board theirs. */
export async function claimSeat(code: string, seatId: number, token: string): Promise<Game> {
  const path = `games/${codePath(code)}/seats/${encodeURIComponent(String(seatId))}/claim`;
  return (await apiRequest<Game>(path, { method: "POST", body: { token } })).data;
}
