/**
 * The calls of each caller this isolate is running now. A rate limit counts calls per
 * window, so a burst within the window all runs at once: 30 marks sent together by one
 * member were 30 marks' work on the one thread, and every other player's mark waited behind
 * them (bench:abuse). Capping each caller's calls in flight spreads the same
 * budget out, so nobody else waits behind more than a couple of one caller's calls.
 *
 * Counted, never awaited: a call over the cap is held by a timer and looks once more
 * (in-flight-cap.ts), never queued behind the caller's others, since a call waiting on a
 * promise of another request hangs if that request is cancelled (workerd). For the same
 * reason a call whose end this never heard of (its client went away and workerd dropped
 * it) stops counting after STALE_AFTER_MS, so no caller is ever locked out by a lost call.
 */
const STALE_AFTER_MS = 30_000;
/** Bounded: a flood of distinct keys forgets the oldest callers first. */
const MAX_CALLERS = 10_000;

export class CallsInFlight {
  /** Per caller, the start times of their calls still running. */
  readonly #running = new Map<string, number[]>();

  constructor(
    private readonly maxPerCaller: number,
    private readonly maxCallers = MAX_CALLERS,
  ) {}

  /** Whether `key` has as many calls running as the cap allows (nothing counted). */
  isFull(key: string, nowMs: number): boolean {
    const running = this.#running.get(key);
    return running !== undefined && running.filter((startedAt) => nowMs - startedAt < STALE_AFTER_MS).length >= this.maxPerCaller;
  }

  /** Counts a call of `key` starting at `nowMs`: its `done`, or null if the caller is at the cap. */
  start(key: string, nowMs: number): (() => void) | null {
    const running = (this.#running.get(key) ?? []).filter((startedAt) => nowMs - startedAt < STALE_AFTER_MS);
    if (running.length >= this.maxPerCaller) {
      this.#running.set(key, running);
      return null;
    }
    running.push(nowMs);
    this.#running.delete(key); // most recent last, for the bound
    if (this.#running.size >= this.maxCallers) this.#running.delete(this.#running.keys().next().value!);
    this.#running.set(key, running);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      const now = this.#running.get(key);
      if (!now) return;
      const index = now.indexOf(nowMs);
      if (index !== -1) now.splice(index, 1);
      if (now.length === 0) this.#running.delete(key);
    };
  }
}
