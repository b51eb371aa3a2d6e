/**
 * Bindings only Worker tests set (never in wrangler.toml): a fixed "now" in epoch
 * milliseconds, so a test can stand on day 90 of a pass without waiting 90 days.
 */
export interface TestClockBinding {
  TEST_NOW_MS?: string;
}

/**
 * The time the Worker's rules run at: the pass window, the paywall and the age of Stripe
 * webhooks. Honoured only off production, so a stray setting can never move a live clock.
 */
export function serverNow(env: Env & TestClockBinding): number {
  if (env.ENVIRONMENT !== "production" && env.TEST_NOW_MS) {
    const fixed = Number(env.TEST_NOW_MS);
    if (Number.isSafeInteger(fixed)) return fixed;
  }
  return Date.now();
}
