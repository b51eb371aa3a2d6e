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

export function readAttachment(socket: WebSocket): SocketAttachment | null {
  return socket.deserializeAttachment() as SocketAttachment | null;
}

export function socketPlayerCode(socket: WebSocket): string | undefined {
  return readAttachment(socket)?.playerCode;
}

/** Notes that the socket was just heard from. */
export function markSeen(socket: WebSocket, attachment: SocketAttachment, now = Date.now()): void {
  socket.serializeAttachment({ ...attachment, seenAt: now });
}
