import type { RealtimeMessage } from "../shared/realtime-messages";
import { PresenceCache } from "./presence-cache";
import { sendText } from "./send-text";
import { socketPlayerCode } from "./socket-attachment";

/**
 * Presence is a snapshot, so a burst of arrivals or departures (a room filling up, every
 * socket reconnecting after a deploy) needs only its last list sent. Broadcasting each
 * change instead costs N messages of N names per change: N³ bytes for a room of N.
 */
const PRESENCE_BURST_MS = 50;

/**
 * Who is online in one room, and telling them. Always recomputed from the room's sockets,
 * so eviction and hibernation lose nothing; kept in memory are only the message (rebuilt when
 * sockets come or go) and what each socket was last told, so a burst's broadcast skips those
 * already told.
 */
export class Presence {
  private readonly cache = new PresenceCache();
  private readonly sent = new WeakMap<WebSocket, string>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly ctx: DurableObjectState,
    private readonly gameCode: string,
    /** The game's version to stamp on presence (clients use it to spot a missed change). */
    private readonly currentVersion: () => Promise<number>,
  ) {}

  /** The player codes connected now; sockets that are closing or closed are not online. */
  online(): string[] {
    const codes = new Set<string>();
    for (const socket of this.ctx.getWebSockets()) {
      if (socket.readyState !== WebSocket.OPEN) continue;
      const playerCode = socketPlayerCode(socket);
      if (playerCode) codes.add(playerCode);
    }
    return [...codes].sort();
  }

  /** Tells these sockets at once (a newcomer, or a socket that asked). */
  async tell(sockets: WebSocket[], version?: number): Promise<void> {
    this.send(sockets, this.text(version ?? (await this.currentVersion())));
  }

  /**
   * A socket came or went: one broadcast at the end of the burst. A timer, not an alarm: it
   * keeps the room awake only that long, and if the room is evicted meanwhile, clients still
   * have a list that the next change (or a `presence` request) corrects.
   */
  changed(): void {
    this.cache.invalidate();
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      void this.currentVersion().then((version) => {
        const text = this.text(version);
        this.send(this.ctx.getWebSockets().filter((socket) => this.sent.get(socket) !== text), text);
      });
    }, PRESENCE_BURST_MS);
  }

  private text(version: number): string {
    return this.cache.text(version, () => this.online(), (players) => {
      const message: RealtimeMessage = {
        event: "game-ws-payload",
        version,
        data: { onlinePlayers: [{ gameCode: this.gameCode, players }] },
      };
      return JSON.stringify(message);
    });
  }

  private send(sockets: WebSocket[], text: string) {
    for (const socket of sockets) this.sent.set(socket, text);
    sendText(sockets, text);
  }
}
