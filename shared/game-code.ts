import { codeNumbersEntries } from "./entry-ids";
import { GAME_CODE_ALPHABET, GAME_CODE_LENGTH, PRACTICE_GAME_CODE } from "./constants";

/**
 * Codes are typed on phones and read aloud, so input is forgiving:
 * surrounding spaces and letter case do not matter.
 */
export function normalizeGameCode(input: string): string {
  return input.trim().toUpperCase();
}

export function isWellFormedGameCode(code: string): boolean {
  if (code.length !== GAME_CODE_LENGTH) return false;
  for (const char of code) {
    if (!GAME_CODE_ALPHABET.includes(char)) return false;
  }
  return true;
}

/** A code the API looks up: a generated one, or the practice game's (normalized first). */
export function isAcceptedGameCode(code: string): boolean {
  return code === PRACTICE_GAME_CODE || isWellFormedGameCode(code);
}

/**
 * A uniformly random code from a cryptographic source (codes are the only key to a game),
 * among those that can number their entries (shared/entry-ids.ts): all but 1 in 8192.
 */
export function generateGameCode(): string {
  for (;;) {
    const code = randomCode();
    if (codeNumbersEntries(code)) return code;
  }
}

function randomCode(): string {
  const alphabetSize = GAME_CODE_ALPHABET.length;
  // Rejection sampling keeps every character equally likely (256 is a multiple of 32 today,
  // but the alphabet may change).
  const limit = 256 - (256 % alphabetSize);
  let code = "";
  while (code.length < GAME_CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(GAME_CODE_LENGTH * 2))) {
      if (byte >= limit) continue;
      code += GAME_CODE_ALPHABET[byte % alphabetSize];
      if (code.length === GAME_CODE_LENGTH) break;
    }
  }
  return code;
}
