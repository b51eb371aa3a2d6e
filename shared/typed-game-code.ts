/*
 * Apart from game-code.ts, which every page loads: only the form's schema (loaded when a form
 * is sent) and the join page's loader on the server need this.
 */

/**
 * A code as a person types it or reads it off a card or a message: spaces and dashes between
 * its groups ("ABCD 2345", "abcd-2345") are not part of it. The join form and join links send
 * the canonical form; the API itself takes only that (and `normalizeGameCode`'s leniency).
 */
export function normalizeTypedGameCode(input: string): string {
  return input.replace(/[\s\-\u2010-\u2015\u2212]/gu, "").toUpperCase();
}
