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
export function serverNow(env: Env & TestClockBinding): number {
  if (env.TEST_NOW_MS && isDevelopmentWorker(env)) {
    const fixed = Number(env.TEST_NOW_MS);
    if (Number.isSafeInteger(fixed)) return fixed;
  }
  return Date.now();
}
