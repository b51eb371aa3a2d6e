import type { Language } from "../../shared/languages";
import { storedStrings } from "../components/stored-strings";

/**
 * Which languages' syllables (square-syllables.ts) this device's boards have used, so a play
 * screen opened again (a reload on patchy Wi-Fi, a return later) fetches them beside the game
 * instead of after its board is drawn. Kept in localStorage; a browser that refuses storage
 * just fetches them after the board, as on a first visit.
 */
const KEY = "bingo:syllables-used";

/**
 * As stored: what a page may have written there is only checked by the syllables file, which
 * loads patterns for its own languages alone (importing the languages' list here would pull it,
 * and every page's language switch with it, into the play screen's file).
 */
export const syllablesUsed = (): string[] => storedStrings(KEY);

export function rememberSyllablesUsed(language: Language): void {
  const used = syllablesUsed();
  if (used.includes(language)) return;
  try {
    localStorage.setItem(KEY, JSON.stringify([...used, language]));
  } catch {
    // Storage refused (private mode, full): the next visit fetches them after its board.
  }
}
