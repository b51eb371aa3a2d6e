import { nameSkeleton } from "./name-skeleton";

/**
 * DESIGN.md: a screen name already used in the game gets " (2)", " (3)", …, the smallest
 * number still free. Names are compared as the game shows them to people: "Ann", "ANN",
 * "Ａｎｎ" and "Аnn" (a Cyrillic А) are the same name (nameSkeleton).
 */
export function uniqueScreenName(wanted: string, taken: ReadonlySet<string>): string {
  return freeScreenNames(wanted, taken, 1)[0]!;
}

/**
 * The first `count` names `wanted` may take in a game where `taken` are used, in the order
 * DESIGN.md gives them: the name itself if free, then " (2)", " (3)", … skipping those taken.
 * The server lets the write pick the first still free at that instant, so people joining at
 * once under one name get the next numbers instead of racing for the same one.
 */
export function freeScreenNames(wanted: string, taken: ReadonlySet<string>, count: number): string[] {
  const takenKeys = new Set([...taken].map(nameSkeleton));
  const free: string[] = [];
  if (!takenKeys.has(nameSkeleton(wanted))) free.push(wanted);
  for (let suffix = 2; free.length < count; suffix += 1) {
    const candidate = `${wanted} (${suffix})`;
    if (!takenKeys.has(nameSkeleton(candidate))) free.push(candidate);
  }
  return free;
}
