import { GAME_CODE_ALPHABET, GAME_CODE_LENGTH } from "./constants";

/**
 * Entry ids that name their game (docs/decisions/020): a game held by its room numbers its new
 * entries `code × 8192 + n`, the code read as a number in base 32. `PUT /entries/{id}` then
 * finds the entry's room from the id alone, with no database between the tap and the room.
 * Entries made before (D1's own numbering) stay below ENCODED_FLOOR: no code at or above the
 * floor's is ever generated below it, and D1 never numbered a trillion entries.
 */
export const ENTRY_SLOTS_PER_GAME = 8192;
/** The smallest code value a new game may have, so every encoded id is at least 2^40. */
const SMALLEST_CODE_VALUE = 2 ** 27;
export const ENCODED_ENTRY_FLOOR = SMALLEST_CODE_VALUE * ENTRY_SLOTS_PER_GAME;

const BASE = GAME_CODE_ALPHABET.length;

/** The code read as a number in base 32; -1 for anything but a generated code's form. */
function codeValue(code: string): number {
  if (code.length !== GAME_CODE_LENGTH) return -1;
  let value = 0;
  for (const char of code) {
    const digit = GAME_CODE_ALPHABET.indexOf(char);
    if (digit < 0) return -1;
    value = value * BASE + digit;
  }
  return value;
}

/** Whether a code may name a new game: its entries' ids must stay above the old ones (1 code in 8192 may not). */
export function codeNumbersEntries(code: string): boolean {
  return codeValue(code) >= SMALLEST_CODE_VALUE;
}

/** The id just below this game's first encoded entry id; null for a code that numbers none (the practice game). */
export function entryIdFloorOf(code: string): number | null {
  return codeNumbersEntries(code) ? codeValue(code) * ENTRY_SLOTS_PER_GAME : null;
}

/** The last id this game may give an entry: one more would name the next code's game. */
export function lastEntryIdOf(code: string): number | null {
  const floor = entryIdFloorOf(code);
  return floor === null ? null : floor + ENTRY_SLOTS_PER_GAME - 1;
}

/** The game an encoded entry id belongs to; null for an id D1 numbered (or no id at all). */
export function gameCodeOfEntryId(id: number): string | null {
  if (!Number.isSafeInteger(id) || id < ENCODED_ENTRY_FLOOR) return null;
  let value = Math.floor(id / ENTRY_SLOTS_PER_GAME);
  let code = "";
  for (let place = 0; place < GAME_CODE_LENGTH; place += 1) {
    code = GAME_CODE_ALPHABET[value % BASE] + code;
    value = Math.floor(value / BASE);
  }
  return value === 0 ? code : null;
}
