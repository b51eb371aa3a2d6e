import { SILENT_SOCKET_LIMIT_MS } from "../shared/realtime-messages";

/**
 * How often a room with sockets looks for silent ones. An alarm, not a timer: it wakes a
 * hibernated room, and only while someone is connected. With the limit, a vanished phone
 * leaves the Players list within SILENT_SOCKET_LIMIT_MS + SWEEP_EVERY_MS.
 */
export const SWEEP_EVERY_MS = 30_000;

/**
 * The last sign of life of a socket: its last heartbeat, which the runtime answers (and
 * timestamps) without waking the room, or any message or connect the room itself saw.
 */
export function lastSignOfLife(ctx: DurableObjectState, socket: WebSocket, seenAt: number): number {
  const heartbeat = ctx.getWebSocketAutoResponseTimestamp(socket)?.getTime() ?? 0;
  return Math.max(heartbeat, seenAt);
}

export function isSilent(lastSeen: number, now: number): boolean {
  return now - lastSeen > SILENT_SOCKET_LIMIT_MS;
}
