import type { Entry } from "../../shared/api-types";
import { MOST_SQUARES } from "./pool-layout";

/**
 * The entries the TV view shows, in their order: all of them, or in a pool larger than the
 * screen can show readably, every marked one and as many others as fit, so no mark is ever
 * off the screen (docs/decisions/018-tv-view.md). `hidden`: how many are left out.
 */
export function entriesShown(entries: readonly Entry[], most = MOST_SQUARES): { shown: Entry[]; hidden: number } {
  if (entries.length <= most) return { shown: [...entries], hidden: 0 };
  const marked = new Set(entries.filter((entry) => entry.isMarked).slice(0, most).map((entry) => entry.id));
  let roomForOthers = most - marked.size;
  const shown = entries.filter((entry) => {
    if (marked.has(entry.id)) return true;
    if (entry.isMarked || roomForOthers === 0) return false;
    roomForOthers -= 1;
    return true;
  });
  return { shown, hidden: entries.length - shown.length };
}
