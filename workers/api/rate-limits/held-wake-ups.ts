import type { Pace } from "./limits";

/**
 * Held callers of one key whose refusal ends at the same instant wake a spacing apart instead
 * of together (early-refusal.ts). A pace lets its `limit` calls through in each slot, and the
 * callers held in the slot before all wake when it ends: bench:abuse's trace saw a joins flood
 * let in two pairs at the first instant of every second, and every slow honest mark of the game
 * sent beside them (docs/decisions/012, 035). Spaced, the room takes a network's joins one at a
 * time, a venue's held guests among them, a quarter second apart.
 *
 * Per isolate, like the refused keys, and bounded the same way.
 */
const MAX_KEYS = 10_000;

export class HeldWakeUps {
  /** `${key}@${end}` → the next free wake-up after that refusal's end. */
  readonly #next = new Map<string, number>();

  constructor(private readonly maxKeys = MAX_KEYS) {}

  /**
   * A wake-up for a caller of `key` whose refusal by `pace` ends at `endsAt`: the first free
   * one from then on, the pace's spacing after the one before; null (and none taken) when it
   * would fall outside the slot that starts then, whose calls are all spoken for.
   */
  take(key: string, endsAt: number, pace: Pace, nowMs: number): number | null {
    const id = `${key}@${endsAt}`;
    const wakeAt = this.#next.get(id) ?? endsAt;
    if (wakeAt - endsAt >= pace.slotMs) return null;
    this.#next.delete(id);
    if (this.#next.size >= this.maxKeys) this.#makeRoom(nowMs);
    this.#next.set(id, wakeAt + pace.spacingMs);
    return wakeAt;
  }

  #makeRoom(nowMs: number): void {
    for (const [id, wakeAt] of this.#next) if (wakeAt <= nowMs) this.#next.delete(id);
    if (this.#next.size >= this.maxKeys) this.#next.delete(this.#next.keys().next().value!);
  }
}
