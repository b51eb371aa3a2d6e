import { DurableObject } from "cloudflare:workers";
import {
  CLOSE_MESSAGE_TOO_BIG,
  CLOSE_POLICY_VIOLATION,
  MAX_CLIENT_MESSAGE_BYTES,
  PING_MESSAGE,
  PONG_MESSAGE,
  clientMessage,
  type RealtimeMessage,
} from "../shared/realtime-messages";
import { FloodGuard } from "./flood-guard";
import { ROOM_CONNECTION_HEADER, type RoomConnection, type RoomDelivery } from "./room-delivery";

/** Small on purpose: attachments are kept in memory for every hibernated socket. */
interface SocketAttachment {
  playerCode: string;
  playerId: number;
  gameCode: string;
}

const VERSION_KEY = "version";

/**
 * One room per game code (DESIGN.md, Realtime). It holds connections, not truth: D1 is
 * the record, the Worker calls `deliver` after each committed change, and the room fans
 * it out. Everything it knows about its sockets lives in the sockets themselves (tags
 * and attachments), so it survives eviction and hibernation with presence intact.
 */
export class GameRoom extends DurableObject<Env> {
  private readonly floodGuard = new FloodGuard();

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
    const version = await this.rememberVersion(connection.version);

    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server, [connection.playerCode]);
    const attachment: SocketAttachment = {
      playerCode: connection.playerCode,
      playerId: connection.playerId,
      gameCode: connection.gameCode,
    };
    server.serializeAttachment(attachment);

    // Everyone (the newcomer included) learns who is online and the current version.
    this.sendPresence(connection.gameCode, version);
    return new Response(null, { status: 101, webSocket: client });
  }

  /** RPC from the Worker after a change committed: send each message to its audience. */
  async deliver(deliveries: RoomDelivery[]): Promise<void> {
    let highest = 0;
    for (const { to, message } of deliveries) {
      highest = Math.max(highest, message.version);
      const sockets = to === "everyone" ? this.ctx.getWebSockets() : this.ctx.getWebSockets(to.playerCode);
      this.sendTo(sockets, message);
    }
    await this.rememberVersion(highest);
  }

  /** For tests and diagnostics: the player codes connected now. */
  async onlinePlayerCodes(): Promise<string[]> {
    return this.presence();
  }

  override async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const size = typeof message === "string" ? new TextEncoder().encode(message).byteLength : message.byteLength;
    if (size > MAX_CLIENT_MESSAGE_BYTES) {
      return this.refuse(socket, CLOSE_MESSAGE_TOO_BIG, "Message too big: 4 KiB at most");
    }
    if (!this.floodGuard.allow(socket)) {
      return this.refuse(socket, CLOSE_POLICY_VIOLATION, "Too many messages");
    }
    const parsed = typeof message === "string" ? safeJson(message) : undefined;
    const control = clientMessage.safeParse(parsed);
    if (!control.success) {
      return this.refuse(socket, CLOSE_POLICY_VIOLATION, "Only ping and presence messages are accepted");
    }
    if (control.data.type === "ping") socket.send(PONG_MESSAGE);
    else {
      const { gameCode } = socket.deserializeAttachment() as SocketAttachment;
      this.sendTo([socket], this.presenceMessage(gameCode, await this.currentVersion()));
    }
  }

  override async webSocketClose(socket: WebSocket, code: number, reason: string): Promise<void> {
    // Reciprocate the peer's close frame, then tell the others who is left.
    try {
      socket.close(code === 1005 ? 1000 : code, reason);
    } catch {
      // Already closed.
    }
    this.sendPresenceAfterLeaving(socket);
  }

  override async webSocketError(socket: WebSocket): Promise<void> {
    this.sendPresenceAfterLeaving(socket);
  }

  private refuse(socket: WebSocket, code: number, reason: string) {
    socket.close(code, reason);
    this.sendPresenceAfterLeaving(socket);
  }

  private sendPresenceAfterLeaving(socket: WebSocket) {
    const attachment = socket.deserializeAttachment() as SocketAttachment | null;
    if (!attachment) return;
    void this.currentVersion().then((version) => this.sendPresence(attachment.gameCode, version, socket));
  }

  private presence(excluding?: WebSocket): string[] {
    const codes = new Set<string>();
    for (const socket of this.ctx.getWebSockets()) {
      if (socket === excluding || socket.readyState !== WebSocket.OPEN) continue;
      const attachment = socket.deserializeAttachment() as SocketAttachment | null;
      if (attachment) codes.add(attachment.playerCode);
    }
    return [...codes].sort();
  }

  private presenceMessage(gameCode: string, version: number, excluding?: WebSocket): RealtimeMessage {
    return {
      event: "game-ws-payload",
      version,
      data: { onlinePlayers: [{ gameCode, players: this.presence(excluding) }] },
    };
  }

  private sendPresence(gameCode: string, version: number, excluding?: WebSocket) {
    const sockets = this.ctx.getWebSockets().filter((socket) => socket !== excluding);
    this.sendTo(sockets, this.presenceMessage(gameCode, version, excluding));
  }

  private sendTo(sockets: WebSocket[], message: RealtimeMessage) {
    const text = JSON.stringify(message);
    for (const socket of sockets) {
      try {
        socket.send(text);
      } catch {
        // A socket that is closing misses nothing it needs: it resyncs when it reconnects.
      }
    }
  }

  private async currentVersion(): Promise<number> {
    return (await this.ctx.storage.get<number>(VERSION_KEY)) ?? 0;
  }

  /** Versions only move forward, whatever order the Worker's calls arrive in. */
  private async rememberVersion(version: number): Promise<number> {
    const current = await this.currentVersion();
    if (version <= current) return current;
    await this.ctx.storage.put(VERSION_KEY, version);
    return version;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
