import { ROOM_CONNECTION_HEADER, type RoomConnection, type RoomPresenceReport } from "../../shared/room-wire";
import type { GameEvent } from "../games/game-events";
import { roomDeliveries } from "./room-deliveries.server";

/**
 * The only module that touches `env.GAME_ROOM`: the Worker's two ways into a game's room
 * (docs/architecture.md, Realtime). The room is addressed by the game's code, which is
 * also how it knows its own code (`ctx.id.name`).
 */

/**
 * Sends a game's committed events to its room, which fans them out to its sockets. Called
 * once per request, after the change has committed to D1.
 *
 * It never throws: the change is already committed, so a failed broadcast must not turn
 * the caller's success into an error. Clients see the version gap and resync.
 */
export async function publish(env: Env, gameCode: string, events: GameEvent[]): Promise<void> {
  if (events.length === 0) return;
  try {
    await env.GAME_ROOM.getByName(gameCode).deliver(events.flatMap((event) => roomDeliveries(event)));
  } catch (error) {
    console.error("realtime publish failed:", error);
  }
}

/** What the room knows of this player's absence and of who is here longest (docs/decisions/015). */
export function presenceReport(env: Env, gameCode: string, playerCode: string): Promise<RoomPresenceReport> {
  return env.GAME_ROOM.getByName(gameCode).presenceReport(playerCode);
}

/** Hands an upgrade request the Worker has authorised (ticket, membership, Origin) to the room. */
export function connect(
  env: Env,
  gameCode: string,
  request: Request,
  connection: RoomConnection,
): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.set(ROOM_CONNECTION_HEADER, JSON.stringify(connection));
  return env.GAME_ROOM.getByName(gameCode).fetch(new Request(request, { headers }));
}
