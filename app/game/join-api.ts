import { joinRetryDelayMs } from "../../shared/join-retry";
import type { Game } from "../../shared/api-types";
import { ApiRequestError, apiRequest } from "../api/api-client";
import { READ_TIMEOUT_MS } from "../api/request-timeouts";
import { joinAnswered } from "./game-api";
import { setJoinRetryAt } from "./join-wait";

/**
 * A join the app sends itself: from Join Game's form, a join page's press the head start did not
 * answer with the board, a game played again. Apart from the game's calls (game-api.ts): a game's
 * screen never joins, so its first load does not carry the join's waits (docs/decisions/047).
 */

/**
 * The join's answer carries the game and its entries, as the game's screen would read
 * them (docs/api.md): on a slow phone that saves two round trips before the board shows.
 * `refused`: the answer a join of these values already got (the guest's head start sent it):
 * a refusal to come back in a moment is waited out before this one is sent.
 */
export async function joinGame(input: { screenName: string; code: string }, refused?: JoinRefusal | null) {
  return joinAnswered(await joinWaitingOutShortRefusals(input, refused));
}

/** A join's refusal as its status and Retry-After (seconds). */
export interface JoinRefusal {
  status: number;
  retryAfterSeconds: number | null;
}

/** A join refused for a few seconds is waited out and sent again (shared/join-retry.ts). */
async function joinWaitingOutShortRefusals(input: { screenName: string; code: string }, refused?: JoinRefusal | null) {
  const waitedOut = refused ? joinRetryDelayMs(refused.status, refused.retryAfterSeconds, 0) : null;
  if (waitedOut !== null) {
    setJoinRetryAt(Date.now() + waitedOut);
    await new Promise((resolve) => setTimeout(resolve, waitedOut));
  }
  for (let retry = waitedOut === null ? 0 : 1; ; retry += 1) {
    try {
      // Bounded, as a read is: a join is safe to send again (joining twice is a rejoin), and a
      // request patchy Wi-Fi never answers then says "No connection" instead of spinning on.
      const answer = await apiRequest<Game>("games/join", { method: "POST", body: input, timeoutMs: READ_TIMEOUT_MS });
      setJoinRetryAt(null);
      return answer;
    } catch (error) {
      const delayMs = error instanceof ApiRequestError ? joinRetryDelayMs(error.status, error.retryAfterSeconds, retry) : null;
      if (delayMs === null) {
        setJoinRetryAt(null);
        throw error;
      }
      setJoinRetryAt(Date.now() + delayMs);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
