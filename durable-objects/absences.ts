import type { RoomPresenceReport } from "../shared/room-wire";
import { readPlayerAttachment } from "./socket-attachment";

/** Storage keys: when the room first had a socket, and when each absent player's last socket went. */
const OPENED_KEY = "absences:opened-at";
const absentKey = (playerCode: string) => `absences:${playerCode}`;

/**
 * Since when each player has had no socket, and who has been here longest, for the host
 * take-over rule (docs/decisions/015-host-continuity.md). Kept in the room's storage, not in
 * memory: a room evicted meanwhile must not forget that the host left ten minutes ago. A
 * player never seen since the room first opened counts as absent since then.
 */
export class Absences {
  constructor(private readonly ctx: DurableObjectState) {}

  /** A socket of this player was accepted: they are here (again). */
  async arrived(playerCode: string, now = Date.now()): Promise<void> {
    if ((await this.ctx.storage.get(OPENED_KEY)) === undefined) await this.ctx.storage.put(OPENED_KEY, now);
    await this.ctx.storage.delete(absentKey(playerCode));
  }

  /** A socket closed: if it was its player's last open one, note when they left. */
  async departed(socket: WebSocket, now = Date.now()): Promise<void> {
    const playerCode = readPlayerAttachment(socket)?.playerCode;
    if (!playerCode || this.openSockets(playerCode).some((other) => other !== socket)) return;
    await this.ctx.storage.put(absentKey(playerCode), now);
  }

  async report(playerCode: string): Promise<RoomPresenceReport> {
    return { offlineSince: await this.offlineSince(playerCode), longestPresent: this.longestPresent() };
  }

  private async offlineSince(playerCode: string): Promise<number | null> {
    if (this.openSockets(playerCode).length > 0) return null;
    const left = await this.ctx.storage.get<number>(absentKey(playerCode));
    return left ?? (await this.ctx.storage.get<number>(OPENED_KEY)) ?? Date.now();
  }

  /** A player's presence started with the oldest of their open sockets (a TV view is nobody's). */
  private longestPresent(): string | null {
    let best: { code: string; since: number } | null = null;
    for (const socket of this.ctx.getWebSockets()) {
      const attachment = readPlayerAttachment(socket);
      if (!attachment || socket.readyState !== WebSocket.OPEN) continue;
      const since = attachment.connectedAt ?? attachment.seenAt;
      const earlier = !best || since < best.since || (since === best.since && attachment.playerCode < best.code);
      if (earlier) best = { code: attachment.playerCode, since };
    }
    return best?.code ?? null;
  }

  private openSockets(playerCode: string): WebSocket[] {
    return this.ctx.getWebSockets(playerCode).filter((socket) => socket.readyState === WebSocket.OPEN);
  }
}
