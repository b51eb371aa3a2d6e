import { LIMITS } from "./constants";
import { cutBetweenCharacters } from "./graphemes";

/** A year as a word of its own: 1900 to 2099, not part of a longer number. */
const YEAR = /(?<!\d)(19|20)\d{2}(?!\d)/g;

/**
 * The name of a game played again (docs/decisions/031): the last four-digit year in the name
 * moves on by one ("Christmas 2026" → "Christmas 2027"); a name without one gets the year
 * after the game's own year appended ("Christmas", played in 2026 → "Christmas 2027"), its words shortened if the
 * two would pass the name's length limit.
 */
export function nextYearName(name: string, playedInYear: number): string {
  const years = [...name.matchAll(YEAR)];
  const last = years.at(-1);
  if (last) {
    const next = String(Number(last[0]) + 1);
    return name.slice(0, last.index) + next + name.slice(last.index + last[0].length);
  }
  const suffix = ` ${playedInYear + 1}`;
  return cutBetweenCharacters(name, LIMITS.gameName.max - suffix.length).trimEnd() + suffix;
}

/** The year a game is for: the last year in its name, else the year it was made in (UTC). */
export function yearOfGame(name: string, createdAt: number): number {
  const last = [...name.matchAll(YEAR)].at(-1);
  return last ? Number(last[0]) : new Date(createdAt).getUTCFullYear();
}
