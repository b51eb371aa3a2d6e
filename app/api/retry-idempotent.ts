import { backOffDelay, waitOrWake } from "./back-off";
import { ApiRequestError } from "./api-client";

/**
 * How long a change is retried before the player is told it was not saved (and can tap
 * again): past a minute, a mark that lands late would surprise more than it helps.
 */
export const RETRY_FOR_MS = 60_000;

/**
 * Patchy Wi-Fi at a holiday table must not lose a mark. A request whose effect is the
 * same however often it arrives (e.g. "set isMarked to true") is retried when the network
 * or the server failed, with back-off, for up to `RETRY_FOR_MS`; a refusal (4xx) is an
 * answer and is not retried. A wait is cut short when the browser is back (online,
 * visible, focused), like the live socket's.
 */
export async function retryIdempotent<T>(request: () => Promise<T>): Promise<T> {
  const startedAt = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await request();
    } catch (error) {
      const transient = error instanceof ApiRequestError && (error.status === 0 || error.status >= 500);
      if (!transient || Date.now() - startedAt >= RETRY_FOR_MS) throw error;
      await waitOrWake(backOffDelay(attempt));
    }
  }
}
