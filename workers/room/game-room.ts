import { GameRoom as SocketRoom } from "../../durable-objects/game-room";
import { Refusal, refusal } from "../../shared/refusal";
import type { UserRow } from "../db/schema";
import type { Database } from "../db/database.server";
import { RefusedAfterChanges, type GameChange, type GameEvent } from "../games/game-events";
import type { GameNotice } from "../games/departures.server";
import {
  accountChanges,
  gameChanges,
  gameReads,
  refusalOutcome,
  unknownGameRefusal,
  type AccountChangeName,
  type GameChangeName,
  type GameReadName,
  type RoomOutcome,
} from "../games/game-commands.server";
import { takeOverChance, takeOverHost, readHostSeat } from "../games/host-role.server";
import { roomDeliveries } from "../realtime/room-deliveries.server";
import { indexWritten, pendingIndexWrite, writeIndex } from "./held-game-index.server";
import { readGameFromD1, writeGameIntoRoom } from "./held-game-load.server";
import { migrateRoomSchema, roomDatabase } from "./room-database.server";
import { hasTable } from "../../durable-objects/room-table";
import { SlidingWindow } from "./sliding-window";
import { MarkAnswers } from "./mark-answers";
import { markEntry } from "../games/mark-entry.server";
import type { Entry } from "../../shared/api-types";
import type { MarkAnswer, RealtimePayloadMessage } from "../../shared/realtime-messages";
import { readGame } from "../games/read-games.server";
import { listEntries } from "../games/list-entries.server";
import type { SocketMark } from "../../durable-objects/client-message";
import { MARKS_PER_PERSON } from "../../shared/socket-limits";
import { RATE_LIMITED } from "../../shared/rate-limited";
import { codeNumbersEntries } from "../../shared/entry-ids";

/** Changes of entries alone, which D1's index does not keep. */
const ENTRY_EVENTS = new Set<GameEvent["type"]>(["entry-added", "entry-edited", "entry-changed", "entry-removed"]);

/** The alarm that writes the game's row and memberships to D1's index. */
const INDEX_ALARM = "index";
/** When the alarm writes the index if nobody asked for it sooner (the Worker does, after its answer). */
const INDEX_SAFETY_NET_MS = 2_000;
/** After a failed write to the index, the next try waits this long, doubling up to a minute. */
const INDEX_RETRY_MS = 1_000;
const INDEX_RETRY_MAX_MS = 60_000;

/**
 * A game's room that holds the game (docs/decisions/020): its sockets, as the room below, and
 * the live game in its own SQLite storage, where every use case of the game runs one at a time
 * (each only awaits its synchronous storage, so nothing else of the room runs in between: the
 * room's order is the version order). A change is delivered to the sockets from here, at once,
 * and written behind to D1's index by alarm. The game comes in from D1 on its room's first use.
 */
export class GameRoom extends SocketRoom {
  private database: Database | undefined;
  /** Each player's marks over sockets: as many as `PUT /entries/{id}` allows a person. */
  private readonly markBudget = new SlidingWindow(MARKS_PER_PERSON.limit, MARKS_PER_PERSON.periodSeconds * 1000);
  private indexFailures = 0;
  private markAnswersKept: MarkAnswers | undefined;

  /** The room's game database, its tables brought up to date on first use after a start. */
  private get db(): Database {
    if (!this.database) {
      migrateRoomSchema(this.ctx.storage);
      this.database = roomDatabase(this.ctx.storage);
    }
    return this.database;
  }

  private get markAnswers(): MarkAnswers {
    this.db;
    return (this.markAnswersKept ??= new MarkAnswers(this.ctx.storage.sql));
  }

  /** Read without making a table: a room that holds no game writes nothing (docs/decisions/025). */
  private gameDeleted(): boolean {
    const sql = this.ctx.storage.sql;
    return hasTable(sql, "room_facts") && sql.exec("SELECT 1 FROM room_facts WHERE fact = 'game-deleted'").toArray().length > 0;
  }

  private holdsGame(): boolean {
    const sql = this.ctx.storage.sql;
    return hasTable(sql, "games") && sql.exec("SELECT 1 FROM games LIMIT 1").toArray().length > 0;
  }

  /**
   * Brings the game in from D1 the first time (nothing else of the room runs meanwhile).
   * A code D1 does not know leaves the room as it was, without a table or a row written:
   * its use cases then refuse as for any unknown game, and a game created later comes in on
   * its next use.
   */
  async holdGame(): Promise<boolean> {
    if (this.holdsGame()) return true;
    const code = this.ctx.id.name ?? "";
    // The practice game (and old codes that number no entries) stay on D1: never brought in.
    if (this.gameDeleted() || !codeNumbersEntries(code)) return false;
    return this.ctx.blockConcurrencyWhile(async () => {
      if (this.holdsGame()) return true;
      const rows = await readGameFromD1(this.env.DB, code);
      if (!rows) return false;
      // Its tables first: only now, for a game D1 has.
      this.db;
      writeGameIntoRoom(this.ctx.storage, code, rows);
      return true;
    });
  }

  /**
   * RPC from the Worker: runs one change of the game by name, delivers its events to the
   * sockets and schedules its write to D1's index. `user` is the caller's D1 user row, for a
   * join: the room's copy of it gives the new player the account's one id.
   */
  async runChange(name: GameChangeName, args: unknown[], user?: Pick<UserRow, "id" | "firebaseUid">): Promise<RoomOutcome<unknown>> {
    if (!(await this.holdGame())) return refusalOutcome(unknownGameRefusal(name));
    if (user) this.rememberUser(user);
    const change = gameChanges[name] as unknown as (db: Database, ...rest: unknown[]) => Promise<GameChange<unknown>>;
    return this.changing(() => change(this.db, ...args));
  }

  /**
   * RPC from the Worker: an account's change (a merge, a deletion) in this game, before D1
   * has it. `users` are the accounts' D1 rows, so the room's copies carry D1's ids. A game
   * this deletes is gone for good: the room never brings it in again.
   */
  async runAccountChange(name: AccountChangeName, args: unknown[], users: Array<Pick<UserRow, "id" | "firebaseUid">>): Promise<void> {
    if (!(await this.holdGame())) return;
    for (const user of users) this.rememberUser(user);
    const change = accountChanges[name] as unknown as (db: Database, ...rest: unknown[]) => Promise<{ notices: GameNotice[] }>;
    const { notices } = await change(this.db, ...args);
    await this.changed(notices.flatMap((notice) => notice.events));
    if (!this.holdsGame()) this.ctx.storage.sql.exec("INSERT OR IGNORE INTO room_facts (fact) VALUES ('game-deleted')");
  }

  /**
   * A mark over a player's socket (docs/api.md, Realtime): the same use case as
   * `PUT /entries/{id}`, for the socket's player, answered to that socket. Each mark id is
   * answered once: a retry of it (after a lost answer) gets the same answer and changes nothing.
   */
  protected override async markFromSocket(socket: WebSocket, playerCode: string, mark: SocketMark): Promise<void> {
    socket.send(JSON.stringify(await this.answerMark(playerCode, mark)));
  }

  private async answerMark(playerCode: string, { id, entryId, isMarked, basedOnVersion }: SocketMark): Promise<MarkAnswer> {
    if (!(await this.holdGame())) return { event: "mark-answer", id, overHttp: true };
    const answered = this.markAnswers.recall(playerCode, id);
    if (answered) return answered;
    // Not remembered: the same mark may be sent again once the budget allows.
    if (!this.markBudget.allow(playerCode)) return { event: "mark-answer", id, refusal: { code: RATE_LIMITED, errors: {} } };
    const callerUid = this.firebaseUidOf(playerCode);
    if (!callerUid) return { event: "mark-answer", id, refusal: refusal("entryNotFound").toBody() };
    const outcome = await this.changing(() => markEntry(this.db, callerUid, entryId, isMarked, basedOnVersion));
    const answer: MarkAnswer = outcome.ok
      ? { event: "mark-answer", id, version: outcome.version!, entry: outcome.value as Entry }
      : { event: "mark-answer", id, refusal: { code: outcome.refusal.code, errors: outcome.refusal.errors } };
    this.markAnswers.remember(playerCode, id, answer);
    return answer;
  }

  /**
   * The whole game first, as this player reads it (`GET /games/{code}` and its entries), to a
   * client that holds another version: its reconnect then needs no read of its own (issue #27).
   * A client that holds this version hears presence alone, as before.
   */
  protected override async welcome(socket: WebSocket, playerCode: string, clientVersion: number | null): Promise<void> {
    if (clientVersion === null || !this.holdsGame()) return;
    const version = await this.storedVersion();
    if (clientVersion === version) return;
    const uid = this.firebaseUidOf(playerCode);
    if (!uid) return;
    const code = this.ctx.id.name ?? "";
    try {
      const game = await readGame(this.db, uid, code);
      const entries = await listEntries(this.db, uid, code);
      const message: RealtimePayloadMessage = { event: "player-ws-payload", version: game.version, data: { games: [game], entries, whole: true } };
      socket.send(JSON.stringify(message));
    } catch (error) {
      // Not a member after all: presence follows, and the client's own read says so.
      if (!(error instanceof Refusal)) throw error;
    }
  }

  /** The account of a player still in the game, by its code. */
  private firebaseUidOf(playerCode: string): string | null {
    const [player] = this.ctx.storage.sql
      .exec<{ uid: string }>(
        "SELECT u.firebase_uid AS uid FROM players p JOIN users u ON u.id = p.user_id WHERE p.code = ? AND p.removed_at IS NULL",
        playerCode,
      )
      .toArray();
    return player?.uid ?? null;
  }

  /** RPC from the Worker: a read of the game by name. */
  async runRead(name: GameReadName, args: unknown[]): Promise<RoomOutcome<unknown>> {
    if (!(await this.holdGame())) return refusalOutcome(unknownGameRefusal(name));
    const read = gameReads[name] as unknown as (db: Database, ...rest: unknown[]) => Promise<unknown>;
    try {
      return { ok: true, value: await read(this.db, ...args) };
    } catch (error) {
      if (error instanceof Refusal) return refusalOutcome(error);
      throw error;
    }
  }

  /** RPC: the host take-over, with this room's own presence for the host (docs/decisions/015). */
  async takeOverHostRole(firebaseUid: string, code: string, now: number): Promise<RoomOutcome<unknown>> {
    if (!(await this.holdGame())) return refusalOutcome(unknownGameRefusal("takeOver"));
    return this.changing(() => takeOverHost(this.db, firebaseUid, code, (hostCode) => this.presenceReport(hostCode), now));
  }

  /** RPC: whether the caller may take the host role over now, or in how long. */
  async takeOverChanceFor(firebaseUid: string, code: string, now: number): Promise<RoomOutcome<{ allowed: boolean; inMs: number | null }>> {
    if (!(await this.holdGame())) return refusalOutcome(unknownGameRefusal("takeOver"));
    try {
      const { me, host } = await readHostSeat(this.db, firebaseUid, code);
      if (!host || host.id === me.id) return { ok: true, value: { allowed: false, inMs: null } };
      const away = me.isOwner ? null : await this.presenceReport(host.code);
      const { allowed, inMs } = takeOverChance(me, away, now);
      return { ok: true, value: { allowed, inMs } };
    } catch (error) {
      if (error instanceof Refusal) return refusalOutcome(error);
      throw error;
    }
  }

  /** RPC: a socket ticket for a member, checked here; null for anyone the room knows has left. */
  async mintTicketFor(firebaseUid: string, code: string): Promise<RoomOutcome<string | null>> {
    const member = await this.runRead("membership", [firebaseUid, code]);
    if (!member.ok) return member;
    return { ok: true, value: await this.mintTicket(member.value as Awaited<ReturnType<typeof gameReads.membership>>) };
  }

  /** RPC, for tests and the benchmark: writes the index now if a write is pending. */
  async writeIndexNow(): Promise<void> {
    if (this.alarms.take(INDEX_ALARM)) await this.onAlarm(INDEX_ALARM, Date.now());
  }

  protected override async storedVersion(): Promise<number> {
    if (!this.holdsGame()) return super.storedVersion();
    const [row] = this.ctx.storage.sql.exec<{ version: number }>("SELECT version FROM games").toArray();
    return row?.version ?? 0;
  }

  protected override async onAlarm(name: string, now: number): Promise<void> {
    if (name !== INDEX_ALARM) return super.onAlarm(name, now);
    const pending = pendingIndexWrite(this.ctx.storage.sql);
    if (!pending) return;
    try {
      await writeIndex(this.env.DB, pending);
      indexWritten(this.ctx.storage.sql, pending);
      this.indexFailures = 0;
    } catch (error) {
      // Never lost: the room keeps the game, and tries again later with what it holds then.
      console.error("room: writing the game to D1's index failed:", error);
      this.indexFailures += 1;
      const wait = Math.min(INDEX_RETRY_MS * 2 ** (this.indexFailures - 1), INDEX_RETRY_MAX_MS);
      this.alarms.schedule(INDEX_ALARM, now + wait);
      await this.alarms.sync();
    }
  }

  private async changing(run: () => Promise<{ data: unknown; version?: number; events: GameEvent[] }>): Promise<RoomOutcome<unknown>> {
    try {
      const change = await run();
      const indexPending = await this.changed(change.events);
      return { ok: true, value: change.data, version: change.version, indexPending };
    } catch (error) {
      let cause = error;
      if (error instanceof RefusedAfterChanges) {
        await this.changed(error.events);
        cause = error.cause;
      }
      if (cause instanceof Refusal) return refusalOutcome(cause);
      throw cause;
    }
  }

  /**
   * A committed change: its events to the sockets now, and D1's index behind, if the change
   * moved anything it keeps (marks and entries do not). True when an index write is pending.
   */
  private async changed(events: GameEvent[]): Promise<boolean> {
    const movesIndex = events.some((event) => !ENTRY_EVENTS.has(event.type));
    // The Worker asks for the write right after its answer; the alarm is the write's safety net.
    if (movesIndex) this.alarms.schedule(INDEX_ALARM, Date.now() + INDEX_SAFETY_NET_MS);
    if (events.length > 0) await this.deliver(events.flatMap((event) => roomDeliveries(event)));
    if (movesIndex) await this.alarms.sync();
    return movesIndex;
  }

  private rememberUser({ id, firebaseUid }: Pick<UserRow, "id" | "firebaseUid">) {
    this.ctx.storage.sql.exec("INSERT OR IGNORE INTO users (id, firebase_uid) VALUES (?, ?)", id, firebaseUid);
  }
}
