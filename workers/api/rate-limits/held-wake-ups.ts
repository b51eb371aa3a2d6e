import type { Pace } from "./limits";

/**
 * Held callers of one key wake a pace's spacing apart instead of together (early-refusal.ts).
 * Callers refused by a pace are held until their refusal ends, and all of those held in one
 * slot would wake at the next one's first instant: bench:abuse's trace saw a joins flood let in
 * two pairs at the first instant of every second, and every slow honest mark of the game sent
 * beside them (docs/decisions/012, 035). Spaced, the room takes a network's joins one at a time,
 * a venue's held guests among them.
 *
 * Per isolate, like the refused keys, and bounded the same way.
 */
const MAX_KEYS = 10_000;

export class HeldWakeUps {
  /** key → its next free wake-up. */
  readonly #next = new Map<string, number>();

  constructor(private readonly maxKeys = MAX_KEYS) {}

  /**
   * A wake-up for a caller of `key` whose refusal by `pace` ends at `endsAt`: the first free one
   * from then on, the pace's spacing after the one before; null (and none taken) when that is
   * past the slot starting at `endsAt`, whose calls are all spoken for by then.
   */
  take(key: string, endsAt: number, pace: Pace, nowMs: number): number | null {
    const wakeAt = Math.max(endsAt, this.#next.get(key) ?? 0);
    if (wakeAt >= endsAt + pace.slotMs) return null;
    this.#next.delete(key);
    if (this.#next.size >= this.maxKeys) this.#makeRoom(nowMs);
    this.#next.set(key, wakeAt + pace.spacingMs);
    return wakeAt;
  }

  #makeRoom(nowMs: number): void {
    for (const [key, wakeAt] of this.#next) if (wakeAt <= nowMs) this.#next.delete(key);
    if (this.#next.size >= this.maxKeys) this.#next.delete(this.#next.keys().next().value!);
  }
}
