import { DurableObject } from "cloudflare:workers";
import type { UserRow } from "../workers/db/schema";
import type { AccountChangeName, GameChangeName, GameReadName, RoomOutcome } from "../workers/games/game-commands.server";
import type { RoomConnection, RoomDelivery, RoomPresenceReport } from "../shared/room-wire";
import { HeldGame } from "./held-game";
import { INDEX_ALARM, IndexOutbox, RECONCILE_ALARM } from "./index-outbox";
import { RoomAlarms } from "./room-alarms";
import { RoomSockets, SWEEP_ALARM } from "./room-sockets";
import { QUESTION_ALARM, TableTalk } from "./table-talk";

/**
 * One Durable Object per game, named by the game's code (DESIGN.md, Realtime;
 * docs/decisions/020, 027). It is its lifecycle hooks and the calls the Worker makes
 * (workers/realtime/game-rooms.server.ts, the only caller); the work is its parts':
 *
 * - RoomSockets: the sockets, presence, tickets and the TV views' key (room-sockets.ts);
 * - HeldGame: the live game in the room's SQLite, where its use cases run (held-game.ts);
 * - IndexOutbox: D1's index of the game, written behind through an outbox (index-outbox.ts);
 * - the room's own schema and its additive migrations (room-schema.ts, migrations/);
 * - TableTalk: a mark questioned and the table's vote on it, and reactions (table-talk.ts);
 * - RoomAlarms: the one alarm shared by the sweep, the outbox, its comparison with D1 and the votes.
 */
export class GameRoom extends DurableObject<Env> {
  private readonly alarms: RoomAlarms;
  private readonly sockets: RoomSockets;
  private readonly game: HeldGame;
  private readonly outbox: IndexOutbox;
  private readonly talk: TableTalk;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.alarms = new RoomAlarms(ctx.storage);
    this.game = new HeldGame(ctx, () => this.env, this.alarms, {
      deliver: (deliveries) => this.sockets.deliver(deliveries),
      presenceReport: (playerCode) => this.sockets.presenceReport(playerCode),
      mintTicket: (holder) => this.sockets.mintTicket(holder),
      resumeOutbox: () => this.outbox.resume(),
    });
    this.outbox = new IndexOutbox(ctx, () => this.env, this.alarms, {
      holdsGame: () => this.game.holdsGame(),
      runAccountChange: (kind, args, users) => this.game.runAccountChange(kind, args, users),
    });
    this.talk = new TableTalk(ctx, this.alarms, {
      tablesReady: () => this.game.tablesReady(),
      undoQuestionedMark: (mark) => this.game.undoQuestionedMark(mark),
    });
    this.sockets = new RoomSockets(ctx, this.alarms, {
      welcome: (socket, playerCode, clientVersion) => this.game.welcome(socket, playerCode, clientVersion),
      markFromSocket: (socket, playerCode, mark) => this.game.markFromSocket(socket, playerCode, mark),
      storedVersion: () => this.game.storedVersion(),
      tableTalk: (socket, attachment, message) => this.talk.message(socket, attachment, message),
      tableWelcome: (socket) => this.talk.welcome(socket),
    });
  }

  /** A member's or a TV view's socket, with a ticket this room minted (docs/api.md, Realtime). */
  override fetch(request: Request): Promise<Response> {
    return this.sockets.connect(request);
  }

  /** Brings the game in from D1 if it is not here yet; false when there is no such game. */
  holdGame(): Promise<boolean> {
    return this.game.holdGame();
  }

  /** A change of the game; a join answers whether the game exists too (docs/decisions/034). */
  runChange(name: GameChangeName, args: unknown[]): Promise<RoomOutcome<unknown>> {
    return this.game.runChange(name, args);
  }

  runRead(name: GameReadName, args: unknown[]): Promise<RoomOutcome<unknown>> {
    return this.game.runRead(name, args);
  }

  runAccountChange(name: AccountChangeName, args: unknown[], users: Array<Pick<UserRow, "id" | "firebaseUid">>): Promise<void> {
    return this.game.runAccountChange(name, args, users);
  }

  takeOverHostRole(firebaseUid: string, code: string, now: number): Promise<RoomOutcome<unknown>> {
    return this.game.takeOverHostRole(firebaseUid, code, now);
  }

  takeOverChanceFor(firebaseUid: string, code: string, now: number): Promise<RoomOutcome<{ allowed: boolean; inMs: number | null }>> {
    return this.game.takeOverChanceFor(firebaseUid, code, now);
  }

  /** A socket ticket for a member of the game this room holds, checked here. */
  mintTicketFor(firebaseUid: string, code: string): Promise<RoomOutcome<string | null>> {
    return this.game.mintTicketFor(firebaseUid, code);
  }

  /** A socket ticket for a member the Worker found in D1 (the practice game). */
  mintTicket(holder: RoomConnection): Promise<string | null> {
    return this.sockets.mintTicket(holder);
  }

  /** A change committed on D1 (the practice game, accounts): its messages to the sockets. */
  deliver(deliveries: RoomDelivery[]): Promise<void> {
    return this.sockets.deliver(deliveries);
  }

  /** Right after a change's answer (and for tests and benchmarks): the outbox to D1 now. */
  async writeIndexNow(): Promise<void> {
    if (this.game.holdsGame() || this.game.gameDeleted()) await this.outbox.deliver();
  }

  viewerKeyForHost(): Promise<string> {
    return this.sockets.viewerKeyForHost();
  }

  viewerTicketFor(key: string): Promise<string | null> {
    return this.sockets.viewerTicketFor(key);
  }

  presenceForViewer(key: string): Promise<string[] | null> {
    return this.sockets.presenceForViewer(key);
  }

  presenceReport(playerCode: string): Promise<RoomPresenceReport> {
    return this.sockets.presenceReport(playerCode);
  }

  /** For tests and diagnostics: the player codes connected now. */
  onlinePlayerCodes(): Promise<string[]> {
    return this.sockets.online();
  }

  /** For tests that check a refused call minted no ticket. */
  unusedTicketCount(): Promise<number> {
    return this.sockets.unusedTicketCount();
  }

  override webSocketMessage(socket: WebSocket, message: string | ArrayBuffer): Promise<void> {
    return this.sockets.message(socket, message);
  }

  override webSocketClose(socket: WebSocket, code: number, reason: string): Promise<void> {
    return this.sockets.closed(socket, code, reason);
  }

  override webSocketError(socket: WebSocket): Promise<void> {
    return this.sockets.errored(socket);
  }

  /** Whatever is due of the room's timed work, then the alarm set for the next. */
  override async alarm(): Promise<void> {
    this.alarms.fired();
    const now = Date.now();
    for (const name of this.alarms.takeDue(now)) {
      if (name === SWEEP_ALARM) await this.sockets.sweep(now);
      else if (name === INDEX_ALARM) await this.outbox.deliver();
      else if (name === RECONCILE_ALARM) await this.outbox.reconcile();
      else if (name === QUESTION_ALARM) await this.talk.endDue(now);
    }
    await this.alarms.sync();
  }
}
