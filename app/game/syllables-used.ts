import { LANGUAGES, type Language } from "../../shared/languages";

/**
 * Which languages' syllables (square-syllables.ts) this device's boards have used, so a play
 * screen opened again (a reload on patchy Wi-Fi, a return later) fetches them beside the game
 * instead of after its board is drawn. Kept in localStorage; a browser that refuses storage
 * just fetches them after the board, as on a first visit.
 */
const KEY = "bingo:syllables-used";

export function syllablesUsed(): Language[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(stored) ? LANGUAGES.filter((language) => stored.includes(language)) : [];
  } catch {
    return [];
  }
}

export function rememberSyllablesUsed(language: Language): void {
  const used = syllablesUsed();
  if (used.includes(language)) return;
  try {
    localStorage.setItem(KEY, JSON.stringify([...used, language]));
  } catch {
    // Storage refused (private mode, full): the next visit fetches them after its board.
  }
}
