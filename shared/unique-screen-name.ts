import { comparableText } from "./typed-text";

/**
 * DESIGN.md: a screen name already used in the game gets " (2)", " (3)", …, the smallest
 * number still free. Names are compared as the game shows them to people: "Ann", "ANN" and
 * "Ａｎｎ" are the same name (comparableText).
 */
export function uniqueScreenName(wanted: string, taken: ReadonlySet<string>): string {
  const takenKeys = new Set([...taken].map(comparableText));
  if (!takenKeys.has(comparableText(wanted))) return wanted;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${wanted} (${suffix})`;
    if (!takenKeys.has(comparableText(candidate))) return candidate;
  }
}
