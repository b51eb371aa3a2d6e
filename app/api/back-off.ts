/**
 * Waiting between tries, shared by the live socket and the retried requests (DESIGN.md,
 * Realtime): how long, and a wait the browser can cut short.
 */

/**
 * Exponential back-off with full jitter: 0.5 s, 1 s, 2 s … up to 15 s, each drawn at
 * random below its cap so a table full of phones does not reconnect in lockstep.
 */
export function backOffDelay(attempt: number, random: () => number = Math.random): number {
  const cap = Math.min(15_000, 500 * 2 ** attempt);
  return Math.round(cap / 2 + random() * (cap / 2));
}

/** Window events after which a connection is worth trying at once. */
const WAKE_EVENTS = ["online", "pageshow", "focus"] as const;

/**
 * Calls `listener` whenever the browser says it is back: online again, the tab visible
 * again, the page restored from the back-forward cache, or the window focused. Returns
 * the function that stops listening.
 */
export function onBrowserWake(listener: () => void): () => void {
  const onVisibility = () => globalThis.document?.visibilityState === "visible" && listener();
  for (const type of WAKE_EVENTS) globalThis.addEventListener?.(type, listener);
  globalThis.document?.addEventListener("visibilitychange", onVisibility);
  return () => {
    for (const type of WAKE_EVENTS) globalThis.removeEventListener?.(type, listener);
    globalThis.document?.removeEventListener("visibilitychange", onVisibility);
  };
}

/**
 * Waits `delayMs`, or less if the browser wakes (see `onBrowserWake`): a phone taken out
 * of a pocket catches up at once instead of waiting out a back-off of up to 15 s. An
 * aborted `signal` ends the wait too (the caller checks why it woke).
 */
export function waitOrWake(delayMs: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      stopListening();
      signal?.removeEventListener("abort", wake);
      resolve();
    };
    const timer = setTimeout(wake, delayMs);
    const stopListening = onBrowserWake(wake);
    signal?.addEventListener("abort", wake);
  });
}
