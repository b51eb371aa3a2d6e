import type { ViewerSnapshot } from "../../shared/api-types";
import { isApiErrorBody } from "../../shared/api-error";
import { VIEWER_KEY_HEADER } from "../../shared/viewer-key";
import { ApiRequestError } from "../api/api-client";
import { gameStore } from "../game/game-store";

/**
 * The TV view's calls (docs/decisions/018-tv-view.md), with the viewer key in a header instead
 * of a sign-in, so no Firebase on the TV at all. The read goes into the game's store, as a
 * player's read goes into theirs: the same versioned store the socket updates.
 */
export async function readGameAsViewer(code: string, key: string): Promise<ViewerSnapshot> {
  const { game, entries, onlinePlayerCodes } = await viewerCall<ViewerSnapshot>(code, "tv", key, "GET");
  const store = gameStore(game.code);
  store.applySnapshot(game, entries);
  store.setOnline(onlinePlayerCodes);
  return { game, entries, onlinePlayerCodes };
}

/** A one-time ticket for the TV's socket: the key goes in a header, never in the socket's URL. */
export async function viewerSocketTicket(code: string, key: string): Promise<string> {
  return (await viewerCall<{ ticket: string }>(code, "tv/socket-ticket", key, "POST")).ticket;
}

/** A call of the TV view's with its key, answered with its data or thrown as an ApiRequestError. */
function viewerCall<T>(code: string, path: string, key: string, method: "GET" | "POST"): Promise<T> {
  return tvCall<T>(`games/${encodeURIComponent(code)}/${path}`, method, { [VIEWER_KEY_HEADER]: key });
}

/**
 * A TV's call to the API (under /api/v1), with no token: its credential, if any, in a header.
 * Answered with its data, or thrown as an ApiRequestError.
 */
export async function tvCall<T>(path: string, method: "GET" | "POST", headers: Record<string, string> = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/v1/${path}`, { method, headers: { Accept: "application/json", ...headers } });
  } catch {
    throw new ApiRequestError(0, null);
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const retryAfter = Number(response.headers.get("Retry-After") ?? Number.NaN);
    throw new ApiRequestError(response.status, isApiErrorBody(json) ? json : null, Number.isFinite(retryAfter) ? retryAfter : null);
  }
  return (json as { data: T }).data;
}
