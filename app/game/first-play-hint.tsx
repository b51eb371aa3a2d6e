import { useState } from "react";

/** Remembered on this device: someone who has marked once has learnt how. */
const FIRST_MARK_KEY = "bingo.first-mark-done";

function rememberedDone(): boolean {
  try {
    return localStorage.getItem(FIRST_MARK_KEY) === "1";
  } catch {
    return false; // Storage blocked (private mode): the hint shows until the first mark.
  }
}

/**
 * The first-play hint: shown with the board until the player's first mark,
 * because "tap once to select, tap again to mark" is not what first-timers expect. It rests
 * in the notices' place under the board (GameNotices' `hint`), one line on a 360 px phone, so
 * the board does not move when it goes (the board jumped 76 px under the finger).
 * Its words: the catalogue's `play.game.firstPlayHint`.
 */
export function useFirstPlayHint(hasMarkedHere: boolean) {
  const [done, setDone] = useState(rememberedDone);
  function firstMarkMade() {
    setDone(true);
    try {
      localStorage.setItem(FIRST_MARK_KEY, "1");
    } catch {
      // Not remembered; the hint hides for this visit anyway.
    }
  }
  return { showHint: !done && !hasMarkedHere, firstMarkMade };
}
