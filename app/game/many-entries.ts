import { LIMITS } from "../../shared/constants";
import { fill } from "../../shared/i18n/fill";
import { comparableText } from "../../shared/typed-text";
import type { Catalogue } from "../i18n/catalogue/catalogue";

/** A prediction of a pasted list or a starter pack that will not be added, and why. */
export interface RefusedLine {
  /** 1-based line of the pasted list (0 for a starter idea). */
  line: number;
  text: string;
  reason: string;
}

/** Why a prediction of the list is not sent, in the page's words. */
export interface RefusalReasons {
  /** Already further up the list. */
  listedTwice: string;
  /** Already in the pool. */
  duplicateEntry: string;
  /** No room left in the pool. */
  poolFull: string;
}

/** The reasons `entriesToAdd` gives, from the page's catalogue. */
export const refusalReasons = (t: Pick<Catalogue, "setup" | "messages">): RefusalReasons => ({
  listedTwice: t.setup.addMany.listedTwice,
  duplicateEntry: t.messages.refusals.duplicateEntry,
  poolFull: fill(t.setup.addMany.poolFull, { limit: LIMITS.entriesPerGame }),
});

/**
 * The predictions of a pasted list (one per line) or of chosen starter
 * ideas that can go into the pool, and the ones that cannot, each with its reason. Blank
 * lines are skipped; each line is checked as the server will (`check`: the entry schema's
 * message, or null), and against the pool and the list itself as people read text
 * (`comparableText`), so the server is not asked for what it would refuse. What the pool
 * still has room for is the last check: the rest is said, not sent (`reasons`: the words).
 */
export function entriesToAdd(
  texts: readonly string[],
  poolTexts: readonly string[],
  check: (text: string) => string | null,
  reasons: RefusalReasons,
  firstLine = 1,
): { toAdd: string[]; refused: RefusedLine[] } {
  const taken = new Set(poolTexts.map(comparableText));
  const toAdd: string[] = [];
  const refused: RefusedLine[] = [];
  texts.forEach((raw, index) => {
    const text = raw.trim();
    const line = firstLine === 0 ? 0 : firstLine + index;
    if (text === "") return;
    const problem = check(text);
    if (problem) return void refused.push({ line, text, reason: problem });
    const key = comparableText(text);
    if (taken.has(key)) {
      const reason = toAdd.some((added) => comparableText(added) === key) ? reasons.listedTwice : reasons.duplicateEntry;
      return void refused.push({ line, text, reason });
    }
    if (poolTexts.length + toAdd.length >= LIMITS.entriesPerGame) {
      return void refused.push({ line, text, reason: reasons.poolFull });
    }
    taken.add(key);
    toAdd.push(text);
  });
  return { toAdd, refused };
}

/**
 * A list's own marker before a line: a bullet ("- ", "• ", "* ") or a number or letter
 * ("1. ", "2) ", "a. "), as notes apps and chats write lists. Only with a space after it:
 * "3 people arrive late" and "-5 degrees outside" keep their start.
 */
const LIST_MARKER = /^\s*(?:[-–—•◦‣▪●·*+]|\d{1,3}[.)]|[a-zA-Z][.)])\s+/u;

/** The lines of a pasted list: one prediction each, whatever the line endings, without the list's markers. */
export const pastedLines = (pasted: string) => pasted.split(/\r\n|\r|\n/).map((line) => line.replace(LIST_MARKER, ""));

/**
 * Adds `texts` one after another (the server counts a person's calls at once, and the pool's
 * order follows the list), reporting progress. Stops at the first refusal that would refuse
 * the rest too (a spent rate limit, a game that has started, no connection), leaving those
 * unsent; a refusal of one prediction (someone added it meanwhile) is said and the rest go on.
 */
export async function addInTurn(
  texts: readonly string[],
  add: (text: string) => Promise<unknown>,
  onProgress: (added: number) => void,
  refusesOneOnly: (error: unknown) => boolean,
  reasonOf: (error: unknown) => string,
): Promise<{ added: string[]; refused: RefusedLine[]; unsent: string[]; stoppedBy: string | null }> {
  const added: string[] = [];
  const refused: RefusedLine[] = [];
  for (const [index, text] of texts.entries()) {
    try {
      await add(text);
      added.push(text);
      onProgress(added.length);
    } catch (error) {
      if (!refusesOneOnly(error)) return { added, refused, unsent: texts.slice(index), stoppedBy: reasonOf(error) };
      refused.push({ line: 0, text, reason: reasonOf(error) });
    }
  }
  return { added, refused, unsent: [], stoppedBy: null };
}
