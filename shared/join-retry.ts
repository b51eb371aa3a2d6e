/**
 * How the web app waits out a refused join by itself (app/game/game-api.ts), stated once so
 * bench:venue joins exactly as a phone does. Many people on one network joining in the same
 * seconds (docs/api.md: 2 joins of one address at once, 4 a second into one game) are told
 * to come back in a second: each waits that out, plus up to a second so they do not all come
 * back at the same instant, and sends the join again, for as long as a crowd of a hundred
 * takes to get in at that pace; then the refusal is shown. A join refused because the games'
 * records cannot be reached for a moment (503 STORE_UNAVAILABLE, with Retry-After) is waited
 * out the same way: a join is safe to send again (joining twice is a rejoin).
 */

/** The longest Retry-After a join waits out by itself: seconds, never the minute's limits. */
export const SHORT_WAIT_SECONDS = 10;
/**
 * How often a join is sent again after such a wait before the refusal is shown: 80 guests
 * arriving within 10 s get in at 4 a second within 20 s, each waiting 1–2 s at a time.
 */
export const JOIN_RETRIES = 15;

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
  if ((status !== 429 && status !== 503) || retryAfterSeconds === null || retryAfterSeconds > SHORT_WAIT_SECONDS) return null;
  if (retry >= JOIN_RETRIES) return null;
  return (retryAfterSeconds + random) * 1000;
}
