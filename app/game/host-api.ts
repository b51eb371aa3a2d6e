import type { Game } from "../../shared/api-types";
import { GAME_ENDED, PLAYER_NOT_FOUND } from "../../shared/refusal-codes";
import { apiRequest } from "../api/api-client";
import { retryIdempotent } from "../api/retry-idempotent";
import { applyGameAnswer, changeGame, changeMadeOnce, codePath } from "./game-api";

/**
 * The host's calls, and the take-over's: only the menus and notices that make them (each
 * loaded once the page is idle) import this, so a game's screen does not carry them in its
 * first load (docs/decisions/047).
 */

/** The creator removes a player; the answer is the game without them. */
export const removePlayer = (code: string, playerCode: string) =>
  changeMadeOnce(code, `players/${encodeURIComponent(playerCode)}`, "DELETE", PLAYER_NOT_FOUND);

/**
 * After a Bingo, the creator deals the next round. The call names the round it follows, so
 * the server starts it once however often it arrives: safe to retry through a dropped
 * connection, and a second tap or tab just gets the round already started.
 */
/** `choice`: the next round's pattern and places (docs/api.md); the server checks them. */
export async function startNextRound(code: string, after: number, choice: { pattern?: string; places?: number } = {}) {
  const { data } = await retryIdempotent(() =>
    apiRequest<Game>(`games/${codePath(code)}/rounds`, { method: "POST", body: { after, ...choice } }),
  );
  return applyGameAnswer(data);
}

/** The host's calls (docs/decisions/015-host-continuity.md). */
export const handOverHost = (code: string, playerCode: string) => changeGame(code, "host", "POST", { playerCode });
export const takeOverHost = (code: string) => changeGame(code, "host/take-over", "POST");
export const setJoinLocked = (code: string, locked: boolean) => changeGame(code, "lock", "PUT", { locked });
export const endGame = (code: string) => changeMadeOnce(code, "end", "PUT", GAME_ENDED);
/** The host confirms a paper seat's Bingo (docs/decisions/032-paper-seats.md): the round is the card's. */
export const confirmSeatBingo = (code: string, seatId: number) => changeGame(code, `seats/${seatId}/bingo`, "PUT");

/**
 * The host's link to the game's TV view, `/tv/{code}/#key=…` (host only: 403 for anyone else).
 * Not kept: the room replaces the key when the host role moves or a player leaves
 * (docs/decisions/018-tv-view.md), which this page may not have seen, so each showing of the
 * link asks for it (tv-view-link.tsx).
 */
export async function tvViewPath(code: string): Promise<string> {
  return (await apiRequest<{ path: string }>(`games/${codePath(code)}/tv-link`, { method: "POST" })).data.path;
}

/** Whether the caller may take the host role over now, or in how many ms they might (null: no). */
export async function takeOverChance(code: string) {
  const path = `games/${codePath(code)}/host/take-over`;
  return (await apiRequest<{ allowed: boolean; inMs: number | null }>(path, { force: true })).data;
}
