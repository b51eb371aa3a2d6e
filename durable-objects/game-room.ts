import { DurableObject } from "cloudflare:workers";
import {
  CLOSE_GOING_AWAY,
  CLOSE_LEFT_GAME,
  CLOSE_MESSAGE_TOO_BIG,
  CLOSE_POLICY_VIOLATION,
  MAX_CLIENT_MESSAGE_BYTES,
  PING_MESSAGE,
  PONG_MESSAGE,
  clientMessage,
  type RealtimeMessage,
} from "../shared/realtime-messages";
import { database } from "../workers/db/database.server";
import { gameVersionQuery } from "../workers/games/game-queries.server";
import { FloodGuard } from "./flood-guard";
import { PresenceCache } from "./presence-cache";
import { ROOM_CONNECTION_HEADER, type RoomConnection, type RoomDelivery } from "./room-delivery";
import { SWEEP_EVERY_MS, isSilent, lastSignOfLife } from "./silent-sockets";
import { closeOldestBeyondCap, roomFullRefusal } from "./socket-caps";

/** Small on purpose: attachments are kept in memory for every hibernated socket. */
interface SocketAttachment {
  playerCode: string;
  playerId: number;
  gameCode: string;
  /** When the room last heard from it (connect, or a message it handled itself). */
  seenAt: number;
  /** When it was accepted: the oldest of a player's sockets goes first (socket-caps.ts). */
  connectedAt: number;
}

/**
 * Presence is a snapshot, so a burst of arrivals or departures (a room filling up, every
 * socket reconnecting after a deploy) needs only its last list sent. Broadcasting each
 * change instead costs N messages of N names per change: N³ bytes for a room of N.
 */
const PRESENCE_BURST_MS = 50;

/**
 * One room per game code (DESIGN.md, Realtime). It holds connections, not truth: D1 is
 * the record, the Worker calls `deliver` after each committed change, and the room fans
 * it out. Everything it knows about its sockets lives in the sockets themselves (tags
 * and attachments), so it survives eviction and hibernation with presence intact.
 */
export class GameRoom extends DurableObject<Env> {
  private readonly floodGuard = new FloodGuard();
  private readonly presenceCache = new PresenceCache();
  /**
   * The game's version as the room last heard it: from a delivery, or from the Worker with a
   * connection. Unknown after the room wakes from eviction until then, and read from D1 (the
   * record) if presence needs it first. Kept in memory only: a storage write on every
   * delivery cost each mark a durable commit for a value that D1 already holds.
   */
  private knownVersion: number | undefined;
  /** The presence each socket was last sent: a burst's broadcast skips those already told. */
  private readonly presenceSent = new WeakMap<WebSocket, string>();
  private presenceTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Heartbeats are answered by the runtime without waking the room.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING_MESSAGE, PONG_MESSAGE));
  }

  /** A socket the Worker has already authorised (ticket, membership, Origin). */
  override async fetch(request: Request): Promise<Response> {
    const header = request.headers.get(ROOM_CONNECTION_HEADER);
    if (request.headers.get("Upgrade") !== "websocket" || !header) {
      return new Response("Expected an authorised WebSocket upgrade", { status: 426 });
    }
    const connection = JSON.parse(header) as RoomConnection;
    const full = roomFullRefusal(this.ctx);
    if (full) return full;
    const version = this.learnVersion(connection.version);

    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server, [connection.playerCode]);
    const attachment: SocketAttachment = {
      playerCode: connection.playerCode,
      playerId: connection.playerId,
      gameCode: connection.gameCode,
      seenAt: Date.now(),
      connectedAt: Date.now(),
    };
    server.serializeAttachment(attachment);
    this.presenceCache.invalidate();
    closeOldestBeyondCap(this.ctx.getWebSockets(connection.playerCode), (socket, code, reason) =>
      this.dropSocket(socket, code, reason),
    );
    await this.armSweep();

    // The newcomer learns at once who is online and the current version; the others
    // when the burst of arrivals is over.
    this.tellPresence([server], this.presenceText(connection.gameCode, version));
    this.schedulePresence(connection.gameCode);
    return new Response(null, { status: 101, webSocket: client });
  }

  /** RPC from the Worker after a change committed: send each message to its audience. */
  async deliver(deliveries: RoomDelivery[]): Promise<void> {
    // Known before anything is sent, so no presence sent meanwhile can carry an older version.
    const versions = deliveries.map((delivery) => ("message" in delivery ? delivery.message.version : 0));
    this.learnVersion(Math.max(0, ...versions));
    for (const delivery of deliveries) {
      if ("departed" in delivery) {
        for (const socket of this.ctx.getWebSockets(delivery.departed.playerCode)) {
          this.dropSocket(socket, CLOSE_LEFT_GAME, "No longer a player in this game");
        }
        continue;
      }
      const { to, message } = delivery;
      const sockets = to === "everyone" ? this.ctx.getWebSockets() : this.ctx.getWebSockets(to.playerCode);
      this.sendTo(sockets, message);
    }
  }

  /** For tests and diagnostics: the player codes connected now. */
  async onlinePlayerCodes(): Promise<string[]> {
    return this.presence();
  }

  override async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const size = typeof message === "string" ? new TextEncoder().encode(message).byteLength : message.byteLength;
    if (size > MAX_CLIENT_MESSAGE_BYTES) {
      return this.dropSocket(socket, CLOSE_MESSAGE_TOO_BIG, "Message too big: 4 KiB at most");
    }
    if (!this.floodGuard.allow(socket)) {
      return this.dropSocket(socket, CLOSE_POLICY_VIOLATION, "Too many messages");
    }
    const parsed = typeof message === "string" ? safeJson(message) : undefined;
    const control = clientMessage.safeParse(parsed);
    if (!control.success) {
      return this.dropSocket(socket, CLOSE_POLICY_VIOLATION, "Only ping and presence messages are accepted");
    }
    const attachment = socket.deserializeAttachment() as SocketAttachment;
    socket.serializeAttachment({ ...attachment, seenAt: Date.now() });
    if (control.data.type === "ping") socket.send(PONG_MESSAGE);
    else {
      const version = await this.currentVersion(attachment.gameCode);
      this.tellPresence([socket], this.presenceText(attachment.gameCode, version));
    }
  }

  /**
   * Drops sockets that stopped sending heartbeats: a phone that lost its network never
   * says goodbye. Re-armed while anyone is connected; an empty room rests.
   */
  override async alarm(): Promise<void> {
    const now = Date.now();
    let connected = 0;
    for (const socket of this.ctx.getWebSockets()) {
      const attachment = socket.deserializeAttachment() as SocketAttachment | null;
      if (!attachment || socket.readyState !== WebSocket.OPEN) continue;
      if (isSilent(lastSignOfLife(this.ctx, socket, attachment.seenAt), now)) {
        this.dropSocket(socket, CLOSE_GOING_AWAY, "No heartbeat: reconnect");
      } else {
        connected += 1;
      }
    }
    if (connected > 0) await this.ctx.storage.setAlarm(now + SWEEP_EVERY_MS);
  }

  override async webSocketClose(socket: WebSocket, code: number, reason: string): Promise<void> {
    // Reciprocate the peer's close frame, then tell the others who is left.
    try {
      socket.close(code === 1005 ? 1000 : code, reason);
    } catch {
      // Already closed.
    }
    this.presenceAfterLeaving(socket);
  }

  override async webSocketError(socket: WebSocket): Promise<void> {
    this.presenceAfterLeaving(socket);
  }

  private async armSweep() {
    if ((await this.ctx.storage.getAlarm()) === null) {
      await this.ctx.storage.setAlarm(Date.now() + SWEEP_EVERY_MS);
    }
  }

  private dropSocket(socket: WebSocket, code: number, reason: string) {
    socket.close(code, reason);
    this.presenceAfterLeaving(socket);
  }

  private presenceAfterLeaving(socket: WebSocket) {
    this.presenceCache.invalidate();
    const attachment = socket.deserializeAttachment() as SocketAttachment | null;
    if (attachment) this.schedulePresence(attachment.gameCode);
  }

  /**
   * One presence broadcast at the end of a burst. A timer, not an alarm: it keeps the room
   * awake only that long, and if the room is evicted meanwhile, clients still have a
   * list that the next change (or a `presence` request) corrects.
   */
  private schedulePresence(gameCode: string) {
    this.presenceTimer ??= setTimeout(() => {
      this.presenceTimer = undefined;
      void this.currentVersion(gameCode).then((version) => {
        const text = this.presenceText(gameCode, version);
        this.tellPresence(this.ctx.getWebSockets().filter((socket) => this.presenceSent.get(socket) !== text), text);
      });
    }, PRESENCE_BURST_MS);
  }

  /** Sockets that are closing or closed are no longer online. */
  private presence(): string[] {
    const codes = new Set<string>();
    for (const socket of this.ctx.getWebSockets()) {
      if (socket.readyState !== WebSocket.OPEN) continue;
      const attachment = socket.deserializeAttachment() as SocketAttachment | null;
      if (attachment) codes.add(attachment.playerCode);
    }
    return [...codes].sort();
  }

  private presenceText(gameCode: string, version: number): string {
    return this.presenceCache.text(version, () => this.presence(), (players) => {
      const message: RealtimeMessage = {
        event: "game-ws-payload",
        version,
        data: { onlinePlayers: [{ gameCode, players }] },
      };
      return JSON.stringify(message);
    });
  }

  private tellPresence(sockets: WebSocket[], text: string) {
    for (const socket of sockets) this.presenceSent.set(socket, text);
    this.sendText(sockets, text);
  }

  private sendTo(sockets: WebSocket[], message: RealtimeMessage) {
    this.sendText(sockets, JSON.stringify(message));
  }

  private sendText(sockets: WebSocket[], text: string) {
    for (const socket of sockets) {
      try {
        socket.send(text);
      } catch {
        // A socket that is closing misses nothing it needs: it resyncs when it reconnects.
      }
    }
  }

  private async currentVersion(gameCode: string): Promise<number> {
    if (this.knownVersion !== undefined) return this.knownVersion;
    try {
      const [game] = await gameVersionQuery(database(this.env.DB), gameCode);
      // Learned after the await: a delivery may have brought a newer version meanwhile.
      return this.learnVersion(game?.version ?? 0);
    } catch (error) {
      // Presence still goes out: clients take its list whatever its version, and an older
      // version never moves them back. The next presence asks D1 again.
      console.error("room: reading the game's version failed:", error);
      return this.knownVersion ?? 0;
    }
  }

  /** Versions only move forward, whatever order the Worker's calls arrive in. */
  private learnVersion(version: number): number {
    this.knownVersion = Math.max(this.knownVersion ?? 0, version);
    return this.knownVersion;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
