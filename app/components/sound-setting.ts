/**
 * Whether the game may make sounds on this device: on unless muted in the main
 * menu, remembered in localStorage. Storage refused: sounds stay on, as for anyone new.
 */
const STORAGE_KEY = "bingo-sound";

export function soundOn(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) !== "off";
  } catch {
    return true;
  }
}

export function setSoundOn(on: boolean): void {
  try {
    if (on) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, "off");
  } catch {
    // Not remembered: the choice holds until the page is left.
  }
  muted = !on;
}

/** The choice made on this page, for a browser that would not store it. */
let muted: boolean | null = null;

/** Whether a sound may play now. */
export function soundAllowed(): boolean {
  return muted === null ? soundOn() : !muted;
}
