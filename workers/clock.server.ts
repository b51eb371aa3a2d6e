import { isDevelopmentWorker } from "../shared/development-worker";

/**
 * Bindings only Worker tests set (never in wrangler.toml): a fixed "now" in epoch
 * milliseconds, so a test can stand on day 90 of a pass without waiting 90 days.
 */
export interface TestClockBinding {
  TEST_NOW_MS?: string;
}

/**
 * The time the Worker's rules run at: the pass window, the paywall and the age of Stripe
 * webhooks. Honoured only by a development Worker (shared/development-worker.ts), so a stray
 * setting can never move a live clock.
 */
export function serverNow(env: Env & TestClockBinding, request?: Request): number {
  if (!isDevelopmentWorker(env)) return Date.now();
  if (env.TEST_NOW_MS) {
    const fixed = Number(env.TEST_NOW_MS);
    if (Number.isSafeInteger(fixed)) return fixed;
  }
  // A browser test's one call as if later (the host away for minutes), where the caller
  // passes its request: the end-to-end tests run the real build and cannot set bindings.
  const ahead = Number(request?.headers.get(TEST_CLOCK_AHEAD_HEADER) ?? Number.NaN);
  if (Number.isSafeInteger(ahead) && ahead > 0) return Date.now() + ahead;
  return Date.now();
}

/** Honoured by a development Worker only, on the calls that pass their request to serverNow. */
export const TEST_CLOCK_AHEAD_HEADER = "X-Test-Clock-Ahead-Ms";
