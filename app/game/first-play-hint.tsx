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
 * The first-play hint (issue #18.5): shown above the board until the player's first mark,
 * because "tap once to select, tap again to mark" is not what first-timers expect.
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

export function FirstPlayHint() {
  return (
    <p className="notice board-hint">
      Tap a square once to select it, then tap it again to mark it.
    </p>
  );
}
