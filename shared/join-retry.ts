/**
 * How the web app waits out a refused join by itself (app/game/game-api.ts), stated once so
 * bench:venue joins exactly as a phone does. Many people on one network joining in the same
 * seconds (docs/api.md: 2 joins of one address at once, 40 of one game in 10 s) are told to
 * come back within seconds: each waits that out, plus up to a second so they do not all come
 * back at the same instant, and sends the join again, a few times; then the refusal is shown.
 */

/** The longest Retry-After a join waits out by itself: seconds, never the minute's limits. */
export const SHORT_WAIT_SECONDS = 10;
/** How often a join is sent again after such a wait before the refusal is shown. */
export const JOIN_RETRIES = 6;

/**
 * The wait in ms before sending again a join refused with `status` and `retryAfterSeconds`
 * on its `retry`-th retry (0 for the first refusal); null when the refusal is to be shown.
 */
export function joinRetryDelayMs(
  status: number,
  retryAfterSeconds: number | null,
  retry: number,
  random: number = Math.random(),
): number | null {
  if (status !== 429 || retryAfterSeconds === null || retryAfterSeconds > SHORT_WAIT_SECONDS) return null;
  if (retry >= JOIN_RETRIES) return null;
  return (retryAfterSeconds + random) * 1000;
}
