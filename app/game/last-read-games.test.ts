import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMemoryStorage, stubRefusingStorage } from "../fake-storage.test-support";
import type { Entry, Game } from "../../shared/api-types";
import type { GameState } from "./game-store";
import { LAST_READ_KEPT_MS, LAST_READ_SAVE_EVERY_MS, forgetLastRead, forgetLastReadGames, keepLastRead, lastReadGame } from "./last-read-games";

const NOW = 1_800_000_000_000;

/** The kept ID token of account `uid` (cached-id-token.ts): only its subject matters here. */
function signInAs(uid: string | null) {
  if (uid === null) {
    items.delete("bingo:id-token");
    return;
  }
  const claims = btoa(JSON.stringify({ sub: uid, exp: NOW / 1000 + 3600 })).replace(/=+$/, "");
  items.set("bingo:id-token", JSON.stringify({ token: `header.${claims}.signature`, expiresAt: NOW + 3_600_000 }));
}

const game = (code: string, version: number) => ({ code, version, status: "PLAY", players: [] }) as unknown as Game;
const entries = [{ id: 1, text: "Uncle Bob asks for more wine" }] as Entry[];

/** A game's store as the screen holds it: its state, and a way to change it. */
function storeOf(code: string) {
  let state: GameState = { game: game(code, 1), entries, onlinePlayerCodes: [], version: 1 };
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    changeTo(version: number) {
      state = { ...state, game: game(code, version), version };
      for (const listener of listeners) listener();
    },
  };
}

let items: Map<string, string>;
const events = new EventTarget();

describe("the game as this device last held it", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    items = stubMemoryStorage();
    vi.stubGlobal("document", Object.assign(events, { visibilityState: "visible" }));
    vi.stubGlobal("window", events);
    signInAs("alice");
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("is kept while its screen is open, at most every few seconds while it changes, and at once when the page is left", () => {
    const store = storeOf("ABCD2345");
    const stop = keepLastRead("ABCD2345", store);
    expect(lastReadGame("ABCD2345")).toEqual({ game: game("ABCD2345", 1), entries });

    store.changeTo(2);
    store.changeTo(3);
    expect(lastReadGame("ABCD2345")?.game.version).toBe(1);
    vi.advanceTimersByTime(LAST_READ_SAVE_EVERY_MS);
    expect(lastReadGame("ABCD2345")?.game.version).toBe(3);

    store.changeTo(4);
    events.dispatchEvent(new Event("pagehide"));
    expect(lastReadGame("ABCD2345")?.game.version).toBe(4);
    store.changeTo(5);
    stop();
    expect(lastReadGame("ABCD2345")?.game.version).toBe(5);
  });

  it("is shown to the account that read it alone, for a day, and forgotten on sign-out", () => {
    keepLastRead("ABCD2345", storeOf("ABCD2345"))();
    signInAs("bob");
    expect(lastReadGame("ABCD2345")).toBeNull();
    signInAs(null);
    expect(lastReadGame("ABCD2345")).toBeNull();

    signInAs("alice");
    expect(lastReadGame("ABCD2345", NOW + LAST_READ_KEPT_MS - 1)).not.toBeNull();
    expect(lastReadGame("ABCD2345", NOW + LAST_READ_KEPT_MS)).toBeNull();
    forgetLastReadGames();
    expect(lastReadGame("ABCD2345")).toBeNull();
    expect(items.size).toBe(1); // the token alone
  });

  it("keeps three games, the latest, and none a player is no longer in", () => {
    for (const code of ["AAAA2222", "BBBB3333", "CCCC4444", "DDDD5555"]) keepLastRead(code, storeOf(code))();
    expect(lastReadGame("AAAA2222")).toBeNull();
    expect(["BBBB3333", "CCCC4444", "DDDD5555"].map((code) => lastReadGame(code)?.game.code)).toEqual(["BBBB3333", "CCCC4444", "DDDD5555"]);
    forgetLastRead("CCCC4444");
    expect(lastReadGame("CCCC4444")).toBeNull();
    expect(lastReadGame("DDDD5555")).not.toBeNull();
  });

  it("shows nothing for what else is stored there, or a browser that refuses storage", () => {
    items.set("bingo:last-read:ABCD2345", JSON.stringify({ subject: "alice", savedAt: NOW, game: { code: "OTHER234", version: 1, players: [], status: "PLAY" }, entries: [] }));
    expect(lastReadGame("ABCD2345")).toBeNull();
    items.set("bingo:last-read:ABCD2345", "{not json");
    expect(lastReadGame("ABCD2345")).toBeNull();

    stubRefusingStorage();
    expect(() => keepLastRead("ABCD2345", storeOf("ABCD2345"))()).not.toThrow();
    expect(lastReadGame("ABCD2345")).toBeNull();
  });
});
