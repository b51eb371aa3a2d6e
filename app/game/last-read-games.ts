import type { Entry, Game } from "../../shared/api-types";
import { keptTokenSubject } from "../auth/cached-id-token";
import { storedStrings } from "../components/stored-strings";

/**
 * The game as this device last held it, for the account signed in (docs/decisions/036).
 *
 * A game's screen opened again on patchy Wi-Fi (a reload, a tab the browser put away) waited
 * for its fresh read: with no answer it said "Loading…" for as long as the request hung, and
 * then that it could not load. With this copy the screen shows the board the player had, and
 * the read, or the socket once it is back, brings what changed since (load-game.client.ts).
 *
 * Kept in localStorage, three games at most, for a day, and for the account that read them
 * alone. Signing out forgets them all. A browser that refuses storage keeps nothing, as before.
 */
export interface LastRead {
  game: Game;
  entries: Entry[];
}

/** A game's store, as far as keeping it needs (game-store.ts, which forgets these on sign-out). */
interface HeldGame {
  subscribe(listener: () => void): () => void;
  getSnapshot(): { game: Game | null; entries: Entry[]; version: number };
}

const INDEX_KEY = "bingo:last-read";
const keyOf = (code: string) => `bingo:last-read:${code}`;
/** A party's game and the one or two before it. */
const KEPT_GAMES = 3;
export const LAST_READ_KEPT_MS = 24 * 60 * 60_000;
/** How often at most a game that keeps changing is written: each write is the whole game. */
export const LAST_READ_SAVE_EVERY_MS = 3_000;

/** The game `code` as this device last held it for the account signed in, if it kept it. */
export function lastReadGame(code: string, now = Date.now()): LastRead | null {
  const subject = keptTokenSubject();
  if (!subject) return null;
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(keyOf(code)) ?? "null");
    if (typeof kept !== "object" || kept === null) return null;
    const { subject: whose, savedAt, game, entries } = kept as Record<string, unknown>;
    if (whose !== subject || typeof savedAt !== "number" || now - savedAt >= LAST_READ_KEPT_MS) return null;
    if (!isGame(game, code) || !Array.isArray(entries)) return null;
    return { game, entries: entries as Entry[] };
  } catch {
    return null;
  }
}

/**
 * Keeps the game in `store` on the device while its screen is open: at most every
 * LAST_READ_SAVE_EVERY_MS while it changes, and at once when the page is hidden or left,
 * which is when a phone ends it. Returns the stop, which keeps it a last time.
 */
export function keepLastRead(code: string, store: HeldGame) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let keptVersion: number | null = null;
  const keepNow = () => {
    clearTimeout(timer);
    timer = undefined;
    const { game, entries, version } = store.getSnapshot();
    if (!game || version === keptVersion) return;
    keptVersion = version;
    write(code, { game, entries });
  };
  const keepSoon = () => {
    timer ??= setTimeout(keepNow, LAST_READ_SAVE_EVERY_MS);
  };
  const keepIfHidden = () => {
    if (document.visibilityState === "hidden") keepNow();
  };
  keepNow();
  const unsubscribe = store.subscribe(keepSoon);
  document.addEventListener("visibilitychange", keepIfHidden);
  window.addEventListener("pagehide", keepNow);
  return () => {
    unsubscribe();
    document.removeEventListener("visibilitychange", keepIfHidden);
    window.removeEventListener("pagehide", keepNow);
    keepNow();
  };
}

/** No longer the player's to see (removed, left): not kept. */
export function forgetLastRead(code: string): void {
  try {
    localStorage.removeItem(keyOf(code));
    writeIndex(readIndex().filter((known) => known !== code));
  } catch {
    // Storage refused: nothing was kept.
  }
}

/** Sign-out and account deletion: nothing of any game stays on the device. */
export function forgetLastReadGames(): void {
  try {
    for (const code of readIndex()) localStorage.removeItem(keyOf(code));
    localStorage.removeItem(INDEX_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}

function write(code: string, lastRead: LastRead): void {
  const subject = keptTokenSubject();
  if (!subject) return;
  try {
    localStorage.setItem(keyOf(code), JSON.stringify({ subject, savedAt: Date.now(), ...lastRead }));
    const codes = [...readIndex().filter((known) => known !== code), code];
    for (const older of codes.slice(0, -KEPT_GAMES)) localStorage.removeItem(keyOf(older));
    writeIndex(codes.slice(-KEPT_GAMES));
  } catch {
    // Storage refused or full: a reload waits for its read, as before.
  }
}

const readIndex = () => storedStrings(INDEX_KEY);

function writeIndex(codes: string[]): void {
  if (codes.length > 0) localStorage.setItem(INDEX_KEY, JSON.stringify(codes));
  else localStorage.removeItem(INDEX_KEY);
}

/** Enough of a game's shape to draw its screen; anything else stored there is not shown. */
function isGame(value: unknown, code: string): value is Game {
  if (typeof value !== "object" || value === null) return false;
  const game = value as Record<string, unknown>;
  return game.code === code && Number.isSafeInteger(game.version) && Array.isArray(game.players) && typeof game.status === "string";
}
