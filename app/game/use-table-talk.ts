import { useEffect, useState, useSyncExternalStore } from "react";
import type { Game } from "../../shared/api-types";
import { tableStore, type TableState } from "./table-talk-store";

/** The table's talk of this game (table-talk-store.ts), as a screen renders it. */
export function useTableTalk(code: string): TableState {
  const store = tableStore(code);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** The page's clock, moving every `everyMs` while `running`: a vote's seconds, a mark's 2 minutes. */
export function useNow(everyMs: number, running = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, running]);
  return now;
}

/** A player's screen name by id, for what the table says ("someone" for a player gone). */
export function nameOf(game: Game, playerId: number, someone: string): string {
  return game.players.find((player) => player.id === playerId)?.screenName ?? someone;
}
