import type { Entry } from "../../shared/api-types";
import { ENTRY_NOT_FOUND } from "../../shared/refusal-codes";
import { ApiRequestError, apiRequest } from "../api/api-client";
import { READ_TIMEOUT_MS } from "../api/request-timeouts";
import { applyOwnChange, syncGame } from "./game-api";

/**
 * Changes to a prediction already in the pool: only the pool's screens (setup, between rounds)
 * make them, so a game's screen does not carry them in its first load (docs/decisions/047).
 */

/** A new text for an entry, before the start (its author or the creator). */
export async function editEntry(gameCode: string, entryId: number, text: string) {
  const { data, version = 0 } = await apiRequest<Entry>(`entries/${entryId}`, { method: "PATCH", body: { text } });
  applyOwnChange(gameCode, version, (store) => store.upsertEntries([data], version));
  return data;
}

/**
 * A prediction taken out of the pool. Bounded as a read is, and safe to send again: sent again
 * after its answer was lost, it finds the prediction gone, which is what was asked. The pool is
 * then read afresh rather than a refusal shown beside a prediction that is no longer there.
 */
export async function deleteEntry(gameCode: string, entryId: number) {
  try {
    const { version = 0 } = await apiRequest<unknown>(`entries/${entryId}`, { method: "DELETE", timeoutMs: READ_TIMEOUT_MS });
    applyOwnChange(gameCode, version, (store) => store.removeEntries([entryId], version));
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.body?.code === ENTRY_NOT_FOUND)) throw error;
    await syncGame(gameCode, { force: true });
  }
}
