/**
 * Exponential back-off with full jitter: 0.5 s, 1 s, 2 s … up to 15 s, each drawn at
 * random below its cap so a table full of phones does not reconnect in lockstep.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const cap = Math.min(15_000, 500 * 2 ** attempt);
  return Math.round(cap / 2 + random() * (cap / 2));
}

/** SPEC's 'session timed out' appears only after reconnecting has failed for this long. */
export const GIVE_UP_AFTER_MS = 60_000;
