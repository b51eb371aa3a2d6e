import { GIVE_UP_AFTER_MS, reconnectDelay } from "../game/reconnect-delay";
import { ApiRequestError } from "./api-client";

/**
 * Patchy Wi-Fi at a holiday table must not lose a mark. A request whose effect is the
 * same however often it arrives (e.g. "set isMarked to true") is retried when the network
 * or the server failed, with back-off, for as long as the live connection itself keeps
 * trying (a minute); a refusal (4xx) is an answer and is not retried. While the phone is
 * offline, the next attempt goes as soon as the browser says it is back online.
 */
export async function retryIdempotent<T>(request: () => Promise<T>, giveUpAfterMs = GIVE_UP_AFTER_MS): Promise<T> {
  const startedAt = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await request();
    } catch (error) {
      const transient = error instanceof ApiRequestError && (error.status === 0 || error.status >= 500);
      if (!transient || Date.now() - startedAt >= giveUpAfterMs) throw error;
      await backOffUntilOnline(reconnectDelay(attempt));
    }
  }
}

/** Waits `delayMs`, or less if the browser comes back online first. */
function backOffUntilOnline(delayMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      globalThis.removeEventListener?.("online", done);
      resolve();
    };
    const timer = setTimeout(done, delayMs);
    globalThis.addEventListener?.("online", done);
  });
}
