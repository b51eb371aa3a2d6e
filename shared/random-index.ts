/**
 * A uniformly random integer in [0, bound) from the platform's cryptographic source
 * (Web Crypto, in browsers, Workers and Node alike). Boards and codes must not be
 * predictable from earlier ones, which Math.random does not promise.
 */
export function randomIndex(bound: number): number {
  if (!Number.isSafeInteger(bound) || bound < 1 || bound > 2 ** 32) {
    throw new RangeError(`randomIndex needs a whole bound in 1..2^32, got ${bound}`);
  }
  // Rejection sampling: drop the top values that would make `value % bound` favour small results.
  const limit = 2 ** 32 - (2 ** 32 % bound);
  const word = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(word);
    if (word[0]! < limit) return word[0]! % bound;
  }
}
