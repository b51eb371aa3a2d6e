import {
  CLOSE_REPLACED,
  CLOSE_REPLACED_REASON,
  MAX_SOCKETS_PER_PLAYER,
  MAX_SOCKETS_PER_ROOM,
} from "../shared/socket-limits";
import { refusal } from "../shared/refusal";
import { VIEWER_SOCKET_TAG, readAttachment } from "./socket-attachment";

/**
 * The room's answer to a member's socket when its members already hold MAX_SOCKETS_PER_ROOM
 * open sockets: refused before any socket is accepted, so nobody else's delivery gets slower.
 * The client retries with its back-off, as after any failed connection. TV views' sockets are
 * not counted: they have their own cap (MAX_VIEWER_SOCKETS, which replaces the oldest and
 * never refuses), so the TVs never take the members' room, nor a full room the TV's.
 */
export function roomFullRefusal(ctx: DurableObjectState): Response | null {
  const open = (sockets: WebSocket[]) => sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length;
  const members = open(ctx.getWebSockets()) - open(ctx.getWebSockets(VIEWER_SOCKET_TAG));
  if (members < MAX_SOCKETS_PER_ROOM) return null;
  return Response.json(refusal("roomFull").toBody(), { status: 503, headers: { "Retry-After": "10" } });
}

/**
 * After a player's new socket is accepted: closes their oldest open sockets beyond
 * MAX_SOCKETS_PER_PLAYER with CLOSE_REPLACED, through `drop` (which also updates presence).
 * Minting tickets in a loop thus never adds up to more than a few sockets per player. The
 * room's viewer sockets are held to their own `cap` the same way (MAX_VIEWER_SOCKETS).
 */
export function closeOldestBeyondCap(
  playerSockets: WebSocket[],
  drop: (socket: WebSocket, code: number, reason: string) => void,
  cap = MAX_SOCKETS_PER_PLAYER,
): void {
  const open = playerSockets
    .filter((socket) => socket.readyState === WebSocket.OPEN)
    .map((socket) => ({ socket, at: connectedAt(socket) }))
    .sort((a, b) => a.at - b.at);
  for (const { socket } of open.slice(0, Math.max(0, open.length - cap))) {
    drop(socket, CLOSE_REPLACED, CLOSE_REPLACED_REASON);
  }
}

function connectedAt(socket: WebSocket): number {
  const attachment = readAttachment(socket);
  // Sockets accepted before connectedAt existed: their first sign of life stands in.
  return attachment?.connectedAt ?? attachment?.seenAt ?? 0;
}
