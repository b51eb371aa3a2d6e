import type { Entry, Game } from "../../shared/api-types";
import { apiRequest } from "../api/api-client";
import { retryIdempotent } from "../api/retry-idempotent";
import { gameStore } from "./game-store";

/** SPEC §7's calls for games and entries; results go into the game's store. */

const codePath = (code: string) => encodeURIComponent(code.trim().toUpperCase());

/**
 * Reads the game, then its entries (e.g. on open, after a reconnect or a gap). In this
 * order on purpose: the entries are then at least as new as the game's version, so the
 * snapshot never claims a version whose changes it lacks. Newer changes it happens to
 * include are re-sent as events and re-applied harmlessly.
 */
export async function syncGame(code: string, options: { force?: boolean } = {}) {
  const game = await apiRequest<Game>(`games/${codePath(code)}`, options);
  const entries = await apiRequest<Entry[]>(`entries?game=${codePath(code)}`, options);
  gameStore(game.data.code).applySnapshot(game.data, entries.data);
  return game.data;
}

export async function listGames() {
  return apiRequest<Game[]>("games?perPage=100", { force: true });
}

export async function createGame(input: { screenName: string; gameName: string; description: string }) {
  return (await apiRequest<Game>("games", { method: "POST", body: input })).data;
}

export async function joinGame(input: { screenName: string; code: string }) {
  return (await apiRequest<Game>("games/join", { method: "POST", body: input })).data;
}

export async function addEntry(gameCode: string, text: string) {
  const { data, version } = await apiRequest<Entry>("entries", { method: "POST", body: { gameCode, text } });
  gameStore(gameCode).upsertEntries([data], version ?? 0);
  return data;
}

/** Marks are absolute ("marked: yes"), so a retry after a dropped connection is safe. */
export async function setEntryMarked(gameCode: string, entryId: number, isMarked: boolean) {
  const { data, version } = await retryIdempotent(() =>
    apiRequest<Entry>(`entries/${entryId}`, { method: "PUT", body: { isMarked } }),
  );
  gameStore(gameCode).upsertEntries([data], version ?? 0);
  return data;
}

export async function deleteEntry(gameCode: string, entryId: number) {
  const { version } = await apiRequest<unknown>(`entries/${entryId}`, { method: "DELETE" });
  gameStore(gameCode).removeEntries([entryId], version ?? 0);
}

export async function startGame(code: string) {
  const { data } = await apiRequest<Game>(`games/${codePath(code)}/start-game`, { method: "PUT" });
  gameStore(data.code).upsertGame(data, data.version);
  return data;
}

export async function callBingo(code: string) {
  const { data } = await apiRequest<Game>(`games/${codePath(code)}/call-bingo`, { method: "PUT" });
  gameStore(data.code).upsertGame(data, data.version);
  return data;
}
