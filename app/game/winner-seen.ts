/**
 * Whether this device has already shown a round's winner dialog: it opens once
 * per round, not again on every reload or on coming back from the result. Kept in
 * localStorage; a browser that refuses storage just shows the dialog again.
 */
const keyOf = (code: string, round: number) => `bingo:winner-shown:${code}:${round}`;

export function winnerShownBefore(code: string, round: number): boolean {
  try {
    return localStorage.getItem(keyOf(code, round)) !== null;
  } catch {
    return false;
  }
}

export function rememberWinnerShown(code: string, round: number): void {
  try {
    localStorage.setItem(keyOf(code, round), "1");
  } catch {
    // Storage refused (private mode, full): the dialog may show again, nothing worse.
  }
}

/** A round's Bingo was withdrawn (docs/decisions/030): its next winner's dialog opens again. */
export function forgetWinnerShown(code: string, round: number): void {
  try {
    localStorage.removeItem(keyOf(code, round));
  } catch {
    // Storage refused: nothing was remembered.
  }
}
