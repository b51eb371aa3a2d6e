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
import { indexDrift, newestOutboxRow, pendingDelivery, readIndexOf, recordDelivery, writeToIndex } from "./index-outbox.server";
import { numberNewEntriesFrom, readGameFromD1, writeGameIntoRoom } from "./held-game-load.server";
import { migrateRoomSchema, roomDatabase } from "./room-database.server";
import { hasTable } from "../../durable-objects/room-table";
import { SlidingWindow } from "./sliding-window";
import { accountCopies, accountCopyOf, forgetPersonBesideTheGame, rekeyAccountCopy } from "./account-copies.server";
import { accountsOfJob, jobsOfAccountsGone } from "../games/account-jobs.server";
import { database } from "../db/database.server";
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

/** The alarm that delivers the outbox to D1's index. */
const INDEX_ALARM = "index";
/** The alarm that compares the game with D1's index, and repairs D1 where they differ. */
const RECONCILE_ALARM = "reconcile";
/** When the alarm delivers if nobody asked sooner (the Worker does, after its answer). */
const INDEX_SAFETY_NET_MS = 2_000;
/**
 * After a failed delivery the next waits the safety net plus a random while up to this, doubling
 * per failure up to the cap (full jitter, so rooms that failed together do not retry together).
 * The cap keeps My Games within seconds of D1's return, however long it was gone: a room cannot
 * tell D1 is back but by trying.
 */
const INDEX_RETRY_MS = 1_000;
const INDEX_RETRY_MAX_MS = 6_000;
/** Failures in a row after which each failure is logged as an alert: D1 has refused this game for minutes. */
const INDEX_ALERT_AFTER = 5;
/** How long after a delivery the room checks D1's index against its game. */
const RECONCILE_AFTER_MS = 10 * 60_000;
/** A room fact: the next delivery writes every membership and removes D1's others (a repair). */
const FULL_WRITE_NEXT = "index-full-write-next";

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
  /** The delivery in flight: one at a time, so an older write never lands after a newer one. */
  private indexRun: Promise<void> | null = null;
  /** Whatever a room holding its game checks once per start is done. */
  private awake = false;
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
    if (this.holdsGame()) {
      if (!this.awake) {
        // Once per start: rooms that held their game before the entry id range was kept learn it now.
        numberNewEntriesFrom(this.ctx.storage, this.ctx.id.name ?? "");
        this.awake = true;
      }
      await this.resumeOutbox();
      return true;
    }
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
    const change = gameChanges[name] as unknown as (db: Database, ...rest: unknown[]) => Promise<GameChange<unknown>>;
    return this.changing(() => change(this.db, ...args), user ? [user] : []);
  }

  /**
   * RPC from the Worker: an account's change (a merge, a deletion) in this game, before D1
   * has it. `users` are the accounts' D1 rows, so the room's copies carry D1's ids. A game
   * this deletes is gone for good: the room never brings it in again.
   */
  async runAccountChange(name: AccountChangeName, args: unknown[], users: Array<Pick<UserRow, "id" | "firebaseUid">>): Promise<void> {
    if (!(await this.holdGame())) return;
    const change = accountChanges[name] as unknown as (db: Database, ...rest: unknown[]) => Promise<{ notices: GameNotice[] }>;
    const sql = this.ctx.storage.sql;
    const outcome = await this.changing(async () => {
      // Both changes name the account that goes first: the one deleted, or the guest merged away.
      const leaving = accountCopyOf(sql, args[0] as string);
      const { notices } = await change(this.db, ...args);
      if (leaving) forgetPersonBesideTheGame(sql, leaving.id, name === "deleteAccount");
      if (!this.holdsGame()) sql.exec("INSERT OR IGNORE INTO room_facts (fact) VALUES ('game-deleted')");
      return { data: null, events: notices.flatMap((notice) => notice.events) };
    }, users);
    if (!outcome.ok) throw new Error(`an account's change was refused in its room: ${outcome.refusal.code}`);
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

  /**
   * RPC from the Worker right after a change's answer (and from tests and benchmarks): delivers
   * the outbox to D1 now. The alarm stays set until D1 has taken it.
   */
  async writeIndexNow(): Promise<void> {
    if (this.holdsGame() || this.gameDeleted()) await this.deliverIndex();
  }

  protected override async storedVersion(): Promise<number> {
    if (!this.holdsGame()) return super.storedVersion();
    const [row] = this.ctx.storage.sql.exec<{ version: number }>("SELECT version FROM games").toArray();
    return row?.version ?? 0;
  }

  protected override async onAlarm(name: string, now: number): Promise<void> {
    if (name === INDEX_ALARM) return this.deliverIndex();
    if (name === RECONCILE_ALARM) return this.reconcile();
    return super.onAlarm(name, now);
  }

  /**
   * A change of the game, in one transaction of the room's storage with everything it writes:
   * the accounts' copies it needs, its rows, its outbox rows and the alarm that delivers them.
   * A refusal thrown anywhere in it rolls all of that back, so a refused request leaves no row
   * and no version behind. Once committed, its events go to the sockets.
   */
  private async changing(
    run: () => Promise<{ data: unknown; version?: number; events: GameEvent[] }>,
    users: Array<Pick<UserRow, "id" | "firebaseUid">> = [],
  ): Promise<RoomOutcome<unknown>> {
    let change;
    try {
      change = await this.ctx.storage.transaction(async () => {
        for (const user of users) this.rememberUser(user);
        const made = await run();
        if (newestOutboxRow(this.ctx.storage.sql) > 0) this.alarms.schedule(INDEX_ALARM, Date.now() + INDEX_SAFETY_NET_MS);
        return made;
      });
    } catch (error) {
      // Whatever a refused change had written is rolled back with it: nothing of it to deliver.
      const cause = error instanceof RefusedAfterChanges ? error.cause : error;
      if (cause instanceof Refusal) return refusalOutcome(cause);
      throw cause;
    }
    if (change.events.length > 0) await this.deliver(change.events.flatMap((event) => roomDeliveries(event)));
    const indexPending = newestOutboxRow(this.ctx.storage.sql) > 0;
    if (indexPending) await this.alarms.sync();
    return { ok: true, value: change.data, version: change.version, indexPending };
  }

  /**
   * A room that stopped between a commit and its delivery (evicted, crashed, redeployed) finds
   * the outbox rows on its next use: their alarm is set again if it was lost.
   */
  private async resumeOutbox(): Promise<void> {
    if (newestOutboxRow(this.ctx.storage.sql) === 0 || this.alarms.isScheduled(INDEX_ALARM)) return;
    this.alarms.schedule(INDEX_ALARM, Date.now());
    await this.alarms.sync();
  }

  /** Delivers the outbox, one delivery at a time: a second ask waits for the one in flight, then goes on. */
  private deliverIndex(): Promise<void> {
    this.indexRun ??= this.deliverOutbox().finally(() => {
      this.indexRun = null;
    });
    return this.indexRun;
  }

  private async deliverOutbox(): Promise<void> {
    const sql = this.ctx.storage.sql;
    const code = this.ctx.id.name ?? "";
    for (;;) {
      const full = sql.exec("SELECT 1 FROM room_facts WHERE fact = ?", FULL_WRITE_NEXT).toArray().length > 0;
      const delivery = pendingDelivery(sql, code, full);
      if (!delivery) break;
      // The alarm stays set while D1 has not confirmed: a room stopped mid-delivery tries again.
      this.alarms.schedule(INDEX_ALARM, Date.now() + this.retryWait(this.indexFailures + 1));
      await this.alarms.sync();
      let outcome;
      try {
        outcome = await writeToIndex(this.env.DB, delivery, Date.now());
      } catch (error) {
        this.indexFailures += 1;
        // A refusal is not tried again the same way: the next delivery rewrites the whole game,
        // which removes what can stand in its way (stale rows, names and codes held in D1).
        sql.exec("INSERT OR IGNORE INTO room_facts (fact) VALUES (?)", FULL_WRITE_NEXT);
        const log = this.indexFailures >= INDEX_ALERT_AFTER ? console.error : console.warn;
        log(`room ${code}: D1's index refused a write (${this.indexFailures} in a row${full ? ", a full write" : ""}):`, reasonOf(error));
        return;
      }
      this.indexFailures = 0;
      this.ctx.storage.transactionSync(() => {
        recordDelivery(sql, delivery, outcome);
        sql.exec("DELETE FROM room_facts WHERE fact = ?", FULL_WRITE_NEXT);
        if (outcome.gameWasMissing && delivery.game) {
          console.warn(`room ${code}: D1 had lost the game; writing all of it again`);
          sql.exec("INSERT OR IGNORE INTO room_facts (fact) VALUES (?)", FULL_WRITE_NEXT);
          sql.exec("INSERT INTO index_outbox (what) VALUES ('repair')");
        }
      });
      if (outcome.accountsMissing.size > 0) await this.repairMissingAccounts([...outcome.accountsMissing]);
      if (outcome.tombstoned && delivery.game) console.error(`room ${code}: D1 holds this game as deleted, but the room still has it`);
    }
    this.alarms.take(INDEX_ALARM);
    if (this.holdsGame() && !this.alarms.isScheduled(RECONCILE_ALARM)) this.alarms.schedule(RECONCILE_ALARM, Date.now() + RECONCILE_AFTER_MS);
    await this.alarms.sync();
  }

  /**
   * Memberships D1 refused because it has no such account: each is repaired here, and the next
   * delivery carries the result. An account D1 knows under another id (a copy kept from before
   * joins ran in one transaction) moves to that id; an account deleted or merged away while D1's
   * index lagged behind the room gets the same change here that its job ran elsewhere.
   */
  private async repairMissingAccounts(userIds: number[]): Promise<void> {
    const code = this.ctx.id.name ?? "";
    const copies = accountCopies(this.ctx.storage.sql, userIds);
    const { results } = await this.env.DB.prepare("SELECT id, firebase_uid AS uid FROM users WHERE firebase_uid IN (SELECT value FROM json_each(?))")
      .bind(JSON.stringify(copies.map((copy) => copy.firebaseUid)))
      .all<{ id: number; uid: string }>();
    const idInD1 = new Map(results.map((row) => [row.uid, row.id]));
    for (const copy of copies) {
      const current = idInD1.get(copy.firebaseUid);
      if (current !== undefined && current !== copy.id) {
        console.warn(`room ${code}: account copy ${copy.id} is ${current} in D1; moving it`);
        rekeyAccountCopy(this.ctx.storage, copy, current);
      }
    }
    const gone = copies.filter((copy) => !idInD1.has(copy.firebaseUid)).map((copy) => copy.id);
    const jobs = await jobsOfAccountsGone(database(this.env.DB), gone);
    for (const job of jobs) {
      console.warn(`room ${code}: account ${job.sourceUserId} is gone from D1 (${job.kind}); running it here too`);
      await this.runAccountChange(job.kind, job.args, accountsOfJob(job));
    }
    const unexplained = gone.filter((id) => !jobs.some((job) => job.sourceUserId === id));
    if (unexplained.length > 0) console.error(`room ${code}: D1 has no account ${unexplained.join(", ")} and no job says why`);
  }

  /** The wait before the n-th try after failures: full jitter, so rooms failing together do not retry together. */
  private retryWait(failures: number): number {
    return Math.round(Math.random() * Math.min(INDEX_RETRY_MS * 2 ** (failures - 1), INDEX_RETRY_MAX_MS)) + INDEX_SAFETY_NET_MS;
  }

  /**
   * Now and then, D1's index read and compared with the game: whatever differs (a row D1 lost,
   * a membership of someone no longer in the game) is logged and written again in full.
   */
  private async reconcile(): Promise<void> {
    if (!this.holdsGame()) return;
    const sql = this.ctx.storage.sql;
    const [game] = sql.exec<{ id: number }>("SELECT id FROM games").toArray();
    let drift;
    try {
      drift = indexDrift(sql, await readIndexOf(this.env.DB, game!.id));
    } catch (error) {
      console.warn(`room ${this.ctx.id.name}: could not read D1's index to compare:`, reasonOf(error));
      this.alarms.schedule(RECONCILE_ALARM, Date.now() + this.retryWait(3));
      return;
    }
    if (drift.length === 0) return;
    console.warn(`room ${this.ctx.id.name}: D1's index differs from the game (${drift.join("; ")}); repairing`);
    this.ctx.storage.transactionSync(() => {
      sql.exec("INSERT OR IGNORE INTO room_facts (fact) VALUES (?)", FULL_WRITE_NEXT);
      sql.exec("INSERT INTO index_outbox (what) VALUES ('repair')");
    });
    await this.deliverIndex();
  }

  /**
   * The room's copy of an account, with D1's id. A copy of the same account under another id
   * (kept from before the account was made again in D1) takes the new id if nothing of the
   * game points at it yet.
   */
  private rememberUser({ id, firebaseUid }: Pick<UserRow, "id" | "firebaseUid">) {
    this.ctx.storage.sql.exec(
      `INSERT INTO users (id, firebase_uid) VALUES (?1, ?2)
       ON CONFLICT (firebase_uid) DO UPDATE SET id = excluded.id
       WHERE users.id <> excluded.id AND NOT EXISTS (SELECT 1 FROM players WHERE user_id = users.id)
         AND NOT EXISTS (SELECT 1 FROM games WHERE user_id = users.id)`,
      id,
      firebaseUid,
    );
  }
}

/** What a refused write says, without its stack: for the log. */
function reasonOf(error: unknown): string {
  const reasons: string[] = [];
  for (let cause = error; cause instanceof Error; cause = cause.cause) reasons.push(cause.message);
  return reasons.join(": ") || String(error);
}
