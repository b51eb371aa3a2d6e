import { reconnectDelay } from "../game/reconnect-delay";
import { ApiRequestError } from "./api-client";

/**
 * Patchy Wi-Fi at a holiday table must not lose a mark. A request whose effect is the
 * same however often it arrives (e.g. "set isMarked to true") is retried when the network
 * or the server failed, with back-off; a refusal (4xx) is an answer and is not retried.
 */
export async function retryIdempotent<T>(request: () => Promise<T>, attempts = 6): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await request();
    } catch (error) {
      const transient = error instanceof ApiRequestError && (error.status === 0 || error.status >= 500);
      if (!transient || attempt + 1 >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, reconnectDelay(attempt)));
    }
  }
}
