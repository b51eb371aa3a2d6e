/**
 * What the room keeps on each socket. Small on purpose: attachments are kept in memory for
 * every hibernated socket. The game's code is the room's own name, so it is not repeated here.
 */
export interface SocketAttachment {
  playerCode: string;
  playerId: number;
  /** When the room last heard from it (connect, or a message it handled itself). */
  seenAt: number;
  /** When it was accepted: the oldest of a player's sockets goes first (socket-caps.ts). */
  connectedAt?: number;
}

/**
 * A viewer's socket (a TV view, docs/decisions/018-tv-view.md): no player behind it, so it is
 * in nobody's presence or absence; it hears what everyone hears.
 */
export interface ViewerAttachment {
  viewer: true;
  seenAt: number;
  connectedAt: number;
}

/**
 * The tag of every viewer socket, so the room finds them as it finds a player's by code.
 * Player codes are 8 capitals and digits (the game code's alphabet), so never this.
 */
export const VIEWER_SOCKET_TAG = "viewer";

export function readAttachment(socket: WebSocket): SocketAttachment | ViewerAttachment | null {
  return socket.deserializeAttachment() as SocketAttachment | ViewerAttachment | null;
}

/** A player's attachment; null for a viewer's socket (or one without any). */
export function readPlayerAttachment(socket: WebSocket): SocketAttachment | null {
  const attachment = readAttachment(socket);
  return attachment && !("viewer" in attachment) ? attachment : null;
}

export function socketPlayerCode(socket: WebSocket): string | undefined {
  return readPlayerAttachment(socket)?.playerCode;
}

/**
 * How fresh a socket's `seenAt` is kept. Silence is judged in minutes (SILENT_SOCKET_LIMIT_MS),
 * so a socket heard from again within this is not written again: a mark is then no attachment
 * serialised, only the one read.
 */
export const SEEN_AT_RESOLUTION_MS = 5_000;

/** Notes that the socket was just heard from. */
export function markSeen(socket: WebSocket, attachment: SocketAttachment | ViewerAttachment, now = Date.now()): void {
  if (now - attachment.seenAt < SEEN_AT_RESOLUTION_MS) return;
  socket.serializeAttachment({ ...attachment, seenAt: now });
}
