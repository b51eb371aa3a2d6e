/**
 * ID tokens this isolate has already verified, until they expire. A client sends the same
 * token with every call for up to an hour, and a flood sends one token thousands of times:
 * checking its signature and claims once is enough, since a verified token stays valid until
 * its `exp` (we do not check revocation, DESIGN.md Auth) and the key is the whole token, so a
 * token that differs by one byte is verified afresh. Bounded, least recently used first out,
 * so a flood of distinct tokens costs memory for at most MAX_TOKENS of them.
 */
const MAX_TOKENS = 1_000;

export class VerifiedTokens<Verified> {
  readonly #entries = new Map<string, { verified: Verified; validUntilMs: number }>();

  constructor(private readonly maxTokens = MAX_TOKENS) {}

  /** What `key` verified to, if it was verified and is still within its validity. */
  get(key: string, nowMs: number): Verified | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.validUntilMs <= nowMs) return undefined;
    this.#entries.set(key, entry); // most recently used last
    return entry.verified;
  }

  remember(key: string, verified: Verified, validUntilMs: number): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxTokens) {
      this.#entries.delete(this.#entries.keys().next().value!);
    }
    this.#entries.set(key, { verified, validUntilMs });
  }
}
