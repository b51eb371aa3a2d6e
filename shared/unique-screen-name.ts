/**
 * DESIGN.md: a screen name already used in the game gets " (2)", " (3)", …,
 * the smallest number still free.
 */
export function uniqueScreenName(wanted: string, taken: ReadonlySet<string>): string {
  if (!taken.has(wanted)) return wanted;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${wanted} (${suffix})`;
    if (!taken.has(candidate)) return candidate;
  }
}
