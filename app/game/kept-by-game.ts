/**
 * What a page must not lose when it ends before the game answered it (a tab the phone put
 * away, a reload on patchy Wi-Fi): lists kept on this device by game code, under one
 * localStorage key each. Marks not yet answered (unanswered-marks.ts) and predictions not yet
 * saved (unsaved-predictions.ts) are kept this way, each for an evening's game.
 *
 * A browser that refuses storage (private mode, full) keeps them as long as their page.
 */
export interface KeptByGame<T> {
  /** What is kept for this game, past `keptForMs` forgotten. */
  of(code: string, now?: number): T[];
  /** `item` kept for this game, after what is kept there and does not `replaces` it. */
  keep(code: string, item: T, replaces?: (kept: T) => boolean): void;
  /** Every item of this game for which `gone` holds, forgotten. */
  forget(code: string, gone: (kept: T) => boolean): void;
}

export function keptByGame<T>(
  key: string,
  isValid: (value: unknown) => value is T,
  keptAt: (item: T) => number,
  keptForMs: number,
): KeptByGame<T> {
  /** What this device kept, by game code; anything else a page may have written there is dropped. */
  function read(): Record<string, T[]> {
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(key) ?? "{}");
      if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return {};
      const games: Record<string, T[]> = {};
      for (const [code, items] of Object.entries(stored)) {
        const valid = Array.isArray(items) ? items.filter(isValid) : [];
        if (valid.length > 0) games[code] = valid;
      }
      return games;
    } catch {
      return {};
    }
  }

  function write(code: string, items: T[]): void {
    const { [code]: _old, ...others } = read();
    const games = items.length > 0 ? { ...others, [code]: items } : others;
    try {
      if (Object.keys(games).length === 0) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(games));
    } catch {
      // Storage refused: kept as long as the page, as when there was no storage at all.
    }
  }

  return {
    of(code, now = Date.now()) {
      const kept = read()[code] ?? [];
      const fresh = kept.filter((item) => now - keptAt(item) < keptForMs);
      if (fresh.length < kept.length) write(code, fresh);
      return fresh;
    },
    keep(code, item, replaces = () => false) {
      write(code, [...(read()[code] ?? []).filter((kept) => !replaces(kept)), item]);
    },
    forget(code, gone) {
      const kept = read()[code];
      if (!kept?.some(gone)) return;
      write(code, kept.filter((item) => !gone(item)));
    },
  };
}
