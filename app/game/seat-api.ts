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
  gameStore(code).keepHostSeats(data);
  return data;
}

/** Claims a printed card by its token: the game as the claimer now reads it, the card's board theirs. */
export async function claimSeat(code: string, seatId: number, token: string): Promise<Game> {
  const path = `games/${codePath(code)}/seats/${encodeURIComponent(String(seatId))}/claim`;
  return (await apiRequest<Game>(path, { method: "POST", body: { token } })).data;
}
