import {
  CLOSE_GOING_AWAY,
  CLOSE_LEFT_GAME,
  CLOSE_MESSAGE_TOO_BIG,
  CLOSE_POLICY_VIOLATION,
  MAX_CLIENT_MESSAGE_BYTES,
  PING_MESSAGE,
  PONG_MESSAGE,
  CLIENT_VERSION_PARAM,
} from "../shared/realtime-messages";
import { clientMessage, type SocketMark, type TableTalkMessage } from "./client-message";
import {
  ROOM_TICKET_HEADER,
  type RoomConnection,
  type RoomDelivery,
  type RoomPresenceReport,
} from "../shared/room-wire";
import { Absences } from "./absences";
import { FloodGuard } from "./flood-guard";
import { KnownVersion } from "./known-version";
import { Presence } from "./presence";
import type { RoomAlarms } from "./room-alarms";
import { sendText } from "./send-text";
import { SWEEP_EVERY_MS, isSilent, lastSignOfLife } from "./silent-sockets";
import { MAX_VIEWER_SOCKETS } from "../shared/socket-limits";
import {
  VIEWER_SOCKET_TAG,
  markSeen,
  readAttachment,
  type SocketAttachment,
  type ViewerAttachment,
} from "./socket-attachment";
import { closeOldestBeyondCap, roomFullRefusal } from "./socket-caps";
import { RoomTickets } from "./socket-tickets";
import { ViewerKey } from "./viewer-key";

/** What the sockets ask of the game their room holds. */
export interface RoomSocketsGame {
  /** What a newcomer's socket hears before presence: the whole game, to a client at another version. */
  welcome(socket: WebSocket, playerCode: string, clientVersion: number | null): Promise<void>;
  /** A player's mark sent over their socket, answered on it. */
  markFromSocket(socket: WebSocket, playerCode: string, mark: SocketMark): Promise<void>;
  /** The game's version in its record, for presence after the room woke knowing none. */
  storedVersion(): Promise<number>;
  /** A question, vote or reaction over a player's socket (table-talk.ts). */
  tableTalk(socket: WebSocket, attachment: SocketAttachment, message: TableTalkMessage): Promise<void>;
  /** What a newly opened socket hears of the table after presence: the votes still open. */
  tableWelcome(socket: WebSocket): Promise<void>;
}

/** The alarm of the silent-socket sweep and the room's version heartbeat. */
export const SWEEP_ALARM = "sweep";

/**
 * The game room's sockets and presence (DESIGN.md, Realtime; durable-objects/game-room.ts
 * composes it). It mints and uses up its sockets' tickets itself (RoomTickets), so a socket
 * opens without D1. Everything it knows about its sockets lives in the sockets themselves (tags
 * and attachments), so it survives eviction and hibernation with presence intact; what its
 * hooks share is in FloodGuard, Presence, KnownVersion and the silent-socket sweep. It also
 * keeps the game's viewer key and holds the TV views' sockets (docs/decisions/018-tv-view.md).
 */
export class RoomSockets {
  private readonly floodGuard = new FloodGuard();
  readonly version: KnownVersion;
  private readonly presence: Presence;
  private readonly absences: Absences;
  private readonly viewerKey: ViewerKey;
  private readonly tickets: RoomTickets;

  constructor(
    private readonly ctx: DurableObjectState,
    private readonly alarms: RoomAlarms,
    private readonly game: RoomSocketsGame,
  ) {
    // The Worker addresses rooms by game code (workers/realtime/game-rooms.server.ts).
    const gameCode = ctx.id.name ?? "";
    this.version = new KnownVersion(() => this.game.storedVersion());
    this.presence = new Presence(ctx, gameCode, () => this.version.current());
    this.absences = new Absences(ctx);
    this.viewerKey = new ViewerKey(ctx.storage);
    this.tickets = new RoomTickets(ctx.storage.sql);
    // Heartbeats are answered by the runtime without waking the room.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING_MESSAGE, PONG_MESSAGE));
  }

  /**
   * A member's socket, or a TV view's, with the ticket this room minted for them (its form,
   * game and time checked by the Worker), used up here: 401 and nothing written for any other.
   */
  async connect(request: Request): Promise<Response> {
    const ticket = request.headers.get(ROOM_TICKET_HEADER);
    if (request.headers.get("Upgrade") !== "websocket" || ticket === null) {
      return new Response("Expected an authorised WebSocket upgrade", { status: 426 });
    }
    const holder = this.tickets.redeem(ticket);
    if (holder === "viewer") return this.acceptViewer();
    if (!holder) return new Response(null, { status: 401 });
    const { playerCode, playerId, version } = holder;
    const full = roomFullRefusal(this.ctx);
    if (full) return full;
    const known = this.version.learn(version);

    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server, [playerCode]);
    const now = Date.now();
    const attachment: SocketAttachment = { playerCode, playerId, seenAt: now, connectedAt: now };
    server.serializeAttachment(attachment);
    closeOldestBeyondCap(this.ctx.getWebSockets(playerCode), (socket, code, reason) =>
      this.dropSocket(socket, code, reason),
    );
    await this.armSweep();
    await this.absences.arrived(playerCode, now);

    // The others hear who is online when the burst of arrivals is over; the newcomer at once,
    // with the current version, after the whole game if its client holds an older one.
    this.presence.changed();
    await this.game.welcome(server, playerCode, clientVersionOf(request));
    await this.presence.tell([server], known);
    await this.game.tableWelcome(server);
    return new Response(null, { status: 101, webSocket: client });
  }

  /**
   * A one-time ticket for a member's socket (with the game's version then), or null if that
   * player has left the game.
   */
  async mintTicket(holder: RoomConnection): Promise<string | null> {
    return this.tickets.mint(this.ctx.id.name ?? "", holder);
  }

  /** Unused, unexpired tickets: for tests that check a refused call minted none. */
  async unusedTicketCount(): Promise<number> {
    return this.tickets.unusedCount();
  }

  /** After a change committed: each message to its audience. */
  async deliver(deliveries: RoomDelivery[]): Promise<void> {
    // Known before anything is sent, so no presence sent meanwhile can carry an older version.
    const versions = deliveries.map((delivery) => ("message" in delivery ? delivery.message.version : 0));
    this.version.learn(Math.max(0, ...versions));
    for (const delivery of deliveries) {
      if ("viewerKeyReplaced" in delivery) {
        await this.replaceViewerKey();
        continue;
      }
      if ("departed" in delivery) {
        this.tickets.departed(delivery.departed.playerCode);
        for (const socket of this.ctx.getWebSockets(delivery.departed.playerCode)) {
          this.dropSocket(socket, CLOSE_LEFT_GAME, "No longer a player in this game");
        }
        continue;
      }
      const { to, message } = delivery;
      const tag = to === "everyone" ? undefined : to === "viewers" ? VIEWER_SOCKET_TAG : to.playerCode;
      const sockets = this.ctx.getWebSockets(tag);
      sendText(sockets, JSON.stringify(message));
    }
  }

  /**
   * A TV view's socket (docs/decisions/018-tv-view.md), with a ticket minted for whoever
   * brought the game's viewer key. It is nobody's: in no presence, no absence, under no
   * player's cap; it hears what everyone hears and nothing addressed to one player, since
   * those go to sockets tagged with that player's code. Viewers have their own cap, so a full
   * room of players never locks the TV out, nor the TVs a player.
   */
  private async acceptViewer(): Promise<Response> {
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server, [VIEWER_SOCKET_TAG]);
    const now = Date.now();
    const attachment: ViewerAttachment = { viewer: true, seenAt: now, connectedAt: now };
    server.serializeAttachment(attachment);
    closeOldestBeyondCap(
      this.ctx.getWebSockets(VIEWER_SOCKET_TAG),
      (socket, code, reason) => this.dropSocket(socket, code, reason),
      MAX_VIEWER_SOCKETS,
    );
    await this.armSweep();
    // Who is here did not change; the viewer hears it at once, with the version the room knows.
    await this.presence.tell([server]);
    await this.game.tableWelcome(server);
    return new Response(null, { status: 101, webSocket: client });
  }

  /** For the game's host only: the viewer key, minted on the first ask. */
  async viewerKeyForHost(): Promise<string> {
    return this.viewerKey.keyOrMint();
  }

  /**
   * A one-time ticket for a TV view's socket, for a caller with the viewer
   * key; null for any other key, and nothing written. So the key never rides in a socket's
   * URL, which servers log.
   */
  async viewerTicketFor(key: string): Promise<string | null> {
    if (!(await this.viewerKey.matches(key))) return null;
    return this.tickets.mintForViewer(this.ctx.id.name ?? "");
  }

  /**
   * The key goes (the host's next ask mints another), with its unused tickets, and its TV
   * views are told so by their sockets' close: whoever had the link may be who just left.
   */
  private async replaceViewerKey(): Promise<void> {
    if (!(await this.viewerKey.forget())) return;
    this.tickets.dropViewerTickets();
    for (const socket of this.ctx.getWebSockets(VIEWER_SOCKET_TAG)) {
      this.dropSocket(socket, CLOSE_LEFT_GAME, VIEWER_KEY_REPLACED_REASON);
    }
  }

  /** Who is online, for a caller with the viewer key; null for every other key. */
  async presenceForViewer(key: string): Promise<string[] | null> {
    if (!(await this.viewerKey.matches(key))) return null;
    return this.presence.online();
  }

  /** Since when this player has been away, and who is here longest (the host take-over). */
  async presenceReport(playerCode: string): Promise<RoomPresenceReport> {
    return this.absences.report(playerCode);
  }

  /** The player codes connected now. */
  async online(): Promise<string[]> {
    return this.presence.online();
  }

  async message(socket: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (byteSizeOver(message, MAX_CLIENT_MESSAGE_BYTES)) {
      return this.dropSocket(socket, CLOSE_MESSAGE_TOO_BIG, "Message too big: 4 KiB at most");
    }
    if (!this.floodGuard.allow(socket)) {
      return this.dropSocket(socket, CLOSE_POLICY_VIOLATION, "Too many messages");
    }
    const control = clientMessage.safeParse(typeof message === "string" ? safeJson(message) : undefined);
    if (!control.success) {
      return this.dropSocket(socket, CLOSE_POLICY_VIOLATION, "Only ping, presence, mark, question, vote and react messages are accepted");
    }
    const attachment = readAttachment(socket);
    // A TV view only listens: its heartbeat is all it may say.
    if (attachment && "viewer" in attachment && control.data.type !== "ping") {
      return this.dropSocket(socket, CLOSE_POLICY_VIOLATION, "A viewer may only send ping messages");
    }
    if (attachment) markSeen(socket, attachment);
    if (control.data.type === "ping") socket.send(PONG_MESSAGE);
    else if (control.data.type === "mark") await this.game.markFromSocket(socket, (attachment as SocketAttachment).playerCode, control.data);
    else if (control.data.type === "presence") await this.presence.tell([socket]);
    else await this.game.tableTalk(socket, attachment as SocketAttachment, control.data);
  }

  /**
   * Drops sockets that stopped sending heartbeats: a phone that lost its network never
   * says goodbye. Then the room's own heartbeat: every socket left hears presence with the
   * game's version read from its record, so a client that missed the last change (or whose change
   * never reached this room) resyncs within a sweep (docs/decisions/005). Pings stay with
   * the runtime's auto-response: this alarm is the only time a quiet room wakes. Re-armed
   * while anyone is connected; an empty room rests.
   */
  async sweep(now: number): Promise<void> {
    const alive: WebSocket[] = [];
    for (const socket of this.ctx.getWebSockets()) {
      const attachment = readAttachment(socket);
      if (!attachment || socket.readyState !== WebSocket.OPEN) continue;
      if (isSilent(lastSignOfLife(this.ctx, socket, attachment.seenAt), now)) {
        this.dropSocket(socket, CLOSE_GOING_AWAY, "No heartbeat: reconnect");
      } else {
        alive.push(socket);
      }
    }
    if (alive.length === 0) return;
    this.alarms.schedule(SWEEP_ALARM, now + SWEEP_EVERY_MS);
    await this.presence.tell(alive, await this.version.readFromRecord());
  }

  async closed(socket: WebSocket, code: number, reason: string): Promise<void> {
    // Reciprocate the peer's close frame, then tell the others who is left.
    try {
      socket.close(code === 1005 ? 1000 : code, reason);
    } catch {
      // Already closed.
    }
    this.presence.changed();
    await this.absences.departed(socket);
  }

  async errored(socket: WebSocket): Promise<void> {
    this.presence.changed();
    await this.absences.departed(socket);
  }

  private async armSweep() {
    if (this.alarms.isScheduled(SWEEP_ALARM)) return;
    this.alarms.schedule(SWEEP_ALARM, Date.now() + SWEEP_EVERY_MS);
    await this.alarms.sync();
  }

  private dropSocket(socket: WebSocket, code: number, reason: string) {
    socket.close(code, reason);
    this.presence.changed();
    void this.absences.departed(socket);
  }
}

/** Why a TV view's socket closes when its key is replaced (docs/api.md, Realtime). */
const VIEWER_KEY_REPLACED_REASON = "This TV link no longer opens the game";

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The version of the game the connecting client holds (`?have=`, docs/api.md: Realtime), or
 * null when it says none or nothing readable: such a client reads the game itself, as before.
 */
function clientVersionOf(request: Request): number | null {
  const have = new URL(request.url).searchParams.get(CLIENT_VERSION_PARAM);
  return have !== null && /^\d{1,15}$/.test(have) ? Number(have) : null;
}

/**
 * Whether a message is larger than `limit` bytes. A text of at most a third of the limit in UTF-16
 * units cannot be (a unit is at most 3 UTF-8 bytes), so a mark's few dozen characters are not
 * encoded just to be measured.
 */
function byteSizeOver(message: string | ArrayBuffer, limit: number): boolean {
  if (typeof message !== "string") return message.byteLength > limit;
  return message.length * 3 > limit && new TextEncoder().encode(message).byteLength > limit;
}
