import type { Context } from "hono";
import type { GameNotice } from "../games/departures.server";
import { RefusedAfterChanges, type GameChange } from "../games/game-events";
import { publish } from "../realtime/game-rooms.server";
import type { ApiEnv } from "./api-env";

/**
 * The one way a handler that changed a game answers: the change has committed, so its
 * events go to the game's room (awaited, never failing the request), then the caller gets
 * its data (and, for entries, the version it produced). A request refused after earlier
 * steps of it committed still publishes those steps, then answers with the refusal.
 */
export async function publishAndAnswer<T>(
  c: Context<ApiEnv>,
  pending: Promise<GameChange<T>>,
  status: 200 | 201 = 200,
): Promise<Response> {
  const { data, version } = await publishChange(c, pending);
  return c.json(version === undefined ? { data } : { data, version }, status);
}

/** The publishing half, for a handler that answers with more than the change's data. */
export async function publishChange<T>(c: Context<ApiEnv>, pending: Promise<GameChange<T>>): Promise<GameChange<T>> {
  let change: GameChange<T>;
  try {
    change = await pending;
  } catch (error) {
    if (!(error instanceof RefusedAfterChanges)) throw error;
    await publish(c.env, error.gameCode, error.events);
    throw error.cause;
  }
  await publish(c.env, change.gameCode, change.events);
  return change;
}

/** The same for a change that spanned several games (an account merged or deleted): each room hears its part. */
export async function publishAllAndAnswer<T>(
  c: Context<ApiEnv>,
  pending: Promise<{ data: T; notices: GameNotice[] }>,
): Promise<Response> {
  const { data, notices } = await pending;
  await Promise.all(notices.map((notice) => publish(c.env, notice.gameCode, notice.events)));
  return c.json({ data });
}
