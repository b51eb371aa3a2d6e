/**
 * Keys this isolate has refused, until the Retry-After it gave them has passed. A flood
 * goes on sending after its 429: answering those calls from memory, without asking the
 * binding again, keeps a refused call as cheap as a call can be (bench:abuse).
 * It never refuses longer than promised: the 429 said "retry after the rule's period", and
 * a call after that is counted by the binding as usual. Bounded: when full, the refusals
 * that have run out go first, then the oldest.
 */
const MAX_KEYS = 10_000;

export class RefusedKeys {
  readonly #until = new Map<string, number>();

  constructor(private readonly maxKeys = MAX_KEYS) {}

  isRefused(key: string, nowMs: number): boolean {
    return this.refusedUntil(key, nowMs) !== null;
  }

  /** When the refusal of `key` ends (ms since the epoch), or null when it is not refused. */
  refusedUntil(key: string, nowMs: number): number | null {
    const until = this.#until.get(key);
    if (until === undefined) return null;
    if (until > nowMs) return until;
    this.#until.delete(key);
    return null;
  }

  refuse(key: string, nowMs: number, forMs: number): void {
    this.#until.delete(key);
    if (this.#until.size >= this.maxKeys) this.#makeRoom(nowMs);
    this.#until.set(key, nowMs + forMs);
  }

  #makeRoom(nowMs: number): void {
    for (const [key, until] of this.#until) if (until <= nowMs) this.#until.delete(key);
    if (this.#until.size >= this.maxKeys) this.#until.delete(this.#until.keys().next().value!);
  }
}
