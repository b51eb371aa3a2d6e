import type { ViewerSnapshot } from "../../shared/api-types";
import { isApiErrorBody } from "../../shared/api-error";
import { VIEWER_KEY_HEADER } from "../../shared/viewer-key";
import { ApiRequestError } from "../api/api-client";
import { gameStore } from "../game/game-store";

/**
 * The TV view's read (docs/decisions/018-tv-view.md): the game as everyone in it sees it,
 * with the viewer key instead of a sign-in, so no Firebase on the TV at all. Into the game's
 * store, as a player's read goes into theirs: the same versioned store the socket updates.
 */
export async function readGameAsViewer(code: string, key: string): Promise<ViewerSnapshot> {
  let response: Response;
  try {
    response = await fetch(`/api/v1/games/${encodeURIComponent(code)}/tv`, {
      headers: { Accept: "application/json", [VIEWER_KEY_HEADER]: key },
    });
  } catch {
    throw new ApiRequestError(0, null);
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const retryAfter = Number(response.headers.get("Retry-After") ?? Number.NaN);
    throw new ApiRequestError(response.status, isApiErrorBody(json) ? json : null, Number.isFinite(retryAfter) ? retryAfter : null);
  }
  const { game, entries, onlinePlayerCodes } = (json as { data: ViewerSnapshot }).data;
  const store = gameStore(game.code);
  store.applySnapshot(game, entries);
  store.setOnline(onlinePlayerCodes);
  return { game, entries, onlinePlayerCodes };
}
