import { backOffDelay, waitOrWake } from "./back-off";
import { ApiRequestError, isUnreachable } from "./api-client";

/**
 * How long a change is retried through server failures before the player is told it was not
 * saved (and can tap again). A lost connection is not a failure of the change: it is retried
 * for as long as the phone is offline, the mark shown as still saving.
 */
export const RETRY_FOR_MS = 60_000;

/**
 * Patchy Wi-Fi at a holiday table must not lose a mark. A request whose effect is the
 * same however often it arrives (e.g. "set isMarked to true") is retried when the network
 * or the server failed, with back-off: through a lost connection until it is back, through
 * server errors for up to `RETRY_FOR_MS`. A refusal (4xx) is an answer and is not retried,
 * except "too many of your calls at once" (a 429 with a Retry-After of a second or two,
 * docs/api.md): a burst of marks sent together after a reconnect is spread out that way, and
 * is waited out. A wait is cut short when the browser is back (online, visible, focused),
 * like the live socket's. A change that waited long may find the square changed by someone
 * else meanwhile; the server says so (MARK_SUPERSEDED, basedOnVersion) and the caller shows it.
 */
export async function retryIdempotent<T>(request: () => Promise<T>): Promise<T> {
  const startedAt = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await request();
    } catch (error) {
      const busy = isBusy(error);
      const transient = busy || isUnreachable(error);
      const offline = error instanceof ApiRequestError && error.status === 0;
      if (!transient || (!offline && Date.now() - startedAt >= RETRY_FOR_MS)) throw error;
      // Told to come back in a moment: then, with a little jitter so a burst does not return at once.
      await waitOrWake(busy ? (error.retryAfterSeconds + Math.random() / 2) * 1000 : backOffDelay(attempt));
    }
  }
}

/** The longest Retry-After that means "busy, come back in a moment" rather than a limit spent. */
const BUSY_SECONDS = 2;

const isBusy = (error: unknown): error is ApiRequestError & { retryAfterSeconds: number } =>
  error instanceof ApiRequestError &&
  error.status === 429 &&
  error.retryAfterSeconds !== null &&
  error.retryAfterSeconds <= BUSY_SECONDS;
