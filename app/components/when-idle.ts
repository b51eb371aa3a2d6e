/** How long work put off until the page is idle waits at most for it. */
const IDLE_TIMEOUT_MS = 3_000;
/** A browser without requestIdleCallback (Safari) runs the work after this. */
const WITHOUT_IDLE_MS = 1_000;

/**
 * Runs `run` once the page is idle (within IDLE_TIMEOUT_MS), so work nobody waits for yet
 * (code fetched ahead, a slow SDK's start) does not take a slow phone's first moments from
 * what it draws. Returns the cancel.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback !== "function") {
    const timer = window.setTimeout(run, WITHOUT_IDLE_MS);
    return () => window.clearTimeout(timer);
  }
  const idle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  return () => cancelIdleCallback(idle);
}
