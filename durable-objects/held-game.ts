import { Refusal, refusal } from "../shared/refusal";
import type { UserRow } from "../workers/db/schema";
import type { Database } from "../workers/db/database.server";
import { RefusedAfterChanges, type GameChange, type GameEvent } from "../workers/games/game-events";
import type { GameNotice } from "../workers/games/departures.server";
import type { SeededEntry } from "../workers/games/play-again.server";
import type { JoinAnswer } from "../workers/games/join-answer.server";
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
} from "../workers/games/game-commands.server";
import { takeOverChance, takeOverHost, readHostSeat } from "../workers/games/host-role.server";
import { markEntry } from "../workers/games/mark-entry.server";
import { undoQuestionedMark, type UndoneMark } from "../workers/games/undo-questioned-mark.server";
import { readGameWithEntries } from "../workers/games/read-games.server";
import { roomDeliveries } from "../workers/realtime/room-deliveries.server";
import type { Entry } from "../shared/api-types";
import type { MarkAnswer, RealtimePayloadMessage } from "../shared/realtime-messages";
import type { RoomConnection, RoomDelivery, RoomPresenceReport } from "../shared/room-wire";
import { MARKS_PER_PERSON } from "../shared/socket-limits";
import { rateLimitedBody } from "../shared/rate-limited";
import { codeNumbersEntries } from "../shared/entry-ids";
import type { SocketMark } from "./client-message";
import { bingoAwaitsVote } from "./mark-questions";
import { accountCopyOf, copyNewcomer, forgetEveryoneOfDeletedGame, forgetPersonBesideTheGame, seededAuthors } from "./account-copies";
import { numberNewEntriesFrom, readGameFromD1, writeGameIntoRoom } from "./held-game-load";
import { INDEX_ALARM, INDEX_SAFETY_NET_MS } from "./index-outbox";
import { newestOutboxRow } from "./index-rows";
import { MarkAnswers } from "./mark-answers";
import type { RoomAlarms } from "./room-alarms";
import { migrateRoomSchema, roomDatabase } from "./room-schema";
import { hasTable } from "./room-table";
import { SlidingWindow } from "./sliding-window";

/** What the held game asks of the rest of its room. */
export interface HeldGameRoom {
  /** A committed change's messages to the sockets. */
  deliver(deliveries: RoomDelivery[]): Promise<void>;
  /** Since when a player has been away, and who is here longest (the host take-over). */
  presenceReport(playerCode: string): Promise<RoomPresenceReport>;
  /** A one-time socket ticket for a member; null if they have left. */
  mintTicket(holder: RoomConnection): Promise<string | null>;
  /** Outbox rows a room that stopped left undelivered get their alarm again. */
  resumeOutbox(): Promise<void>;
}

/**
 * The live game its room holds (docs/decisions/020), in the room's own SQLite storage, where
 * every use case of the game runs one at a time (each only awaits its synchronous storage, so
 * nothing else of the room runs in between: the room's order is the version order). A change is
 * delivered to the sockets at once and leaves its outbox rows for D1's index (index-outbox.ts).
 * The game comes in from D1 on its room's first use. A room whose code names no game it holds
 * (the practice game, an unknown code) writes nothing here.
 */
export class HeldGame {
  private database: Database | undefined;
  /** Each player's marks over sockets: as many as `PUT /entries/{id}` allows a person. */
  private readonly markBudget = new SlidingWindow(MARKS_PER_PERSON.limit, MARKS_PER_PERSON.periodSeconds * 1000);
  /** Whatever a room holding its game checks once per start is done. */
  private awake = false;
  private markAnswersKept: MarkAnswers | undefined;
  /** The game's row was found in storage (holdsGame). */
  private held = false;

  constructor(
    private readonly ctx: DurableObjectState,
    /** Read at each use: the room's bindings as they are now (a test or a benchmark may give it another D1). */
    private readonly env: () => Env,
    private readonly alarms: RoomAlarms,
    private readonly room: HeldGameRoom,
  ) {}

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
  gameDeleted(): boolean {
    const sql = this.ctx.storage.sql;
    return hasTable(sql, "room_facts") && sql.exec("SELECT 1 FROM room_facts WHERE fact = 'game-deleted'").toArray().length > 0;
  }

  /**
   * Asked on every use, a mark's too: once the game is here it is kept in memory, as only an
   * account's change (runAccountChange) can delete it, and that asks storage again.
   */
  holdsGame(): boolean {
    if (this.held) return true;
    const sql = this.ctx.storage.sql;
    this.held = hasTable(sql, "games") && sql.exec("SELECT 1 FROM games LIMIT 1").toArray().length > 0;
    return this.held;
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
        // Once per start: rooms that held their game before the entry id range was kept learn it
        // now, and outbox rows a room that stopped left undelivered get their alarm again (while
        // it runs, the room's own alarm bookkeeping keeps them scheduled).
        numberNewEntriesFrom(this.ctx.storage, this.ctx.id.name ?? "");
        await this.room.resumeOutbox();
        this.awake = true;
      }
      return true;
    }
    const code = this.ctx.id.name ?? "";
    // The practice game (and old codes that number no entries) stay on D1: never brought in.
    if (this.gameDeleted() || !codeNumbersEntries(code)) return false;
    return this.ctx.blockConcurrencyWhile(async () => {
      if (this.holdsGame()) return true;
      const rows = await readGameFromD1(this.env().DB, code);
      if (!rows) return false;
      // Its tables first: only now, for a game D1 has.
      this.db;
      writeGameIntoRoom(this.ctx.storage, code, rows);
      return true;
    });
  }

  /**
   * One change of the game by name: its events to the sockets, its write to D1's index
   * scheduled. A join of someone the room has no copy of makes one here, with no call to D1
   * (docs/decisions/034): the outbox gives D1 the account behind the answer.
   */
  async runChange(name: GameChangeName, args: unknown[]): Promise<RoomOutcome<unknown>> {
    if (!(await this.holdGame())) return refusalOutcome(unknownGameRefusal(name));
    const change = gameChanges[name] as unknown as (db: Database, ...rest: unknown[]) => Promise<GameChange<unknown>>;
    // A card's claim joins a newcomer under the card's name, as a join does.
    const newcomer = name === "joinGame" || name === "claimSeat" ? (args[0] as string) : null;
    return this.changing(
      async () => {
        const made = await change(this.db, ...args);
        // A Bingo the table may still withdraw puts the round back in play with the boards as
        // they were: none of their predictions may go until the vote is over (decision 030).
        if (name === "deleteEntry" && bingoAwaitsVote(this.ctx.storage.sql)) throw refusal("voteOpen");
        // The newcomer's socket ticket rides on the join's answer, kept in the join's own commit:
        // their phone goes live with one round trip fewer, no ticket asked for (docs/decisions/045).
        if (name === "joinGame") return { ...made, data: await this.withSocketTicket(made.data as JoinAnswer) };
        return made;
      },
      () => {
        if (newcomer) copyNewcomer(this.ctx.storage.sql, newcomer, Date.now());
        // Last year's authors, under their D1 ids: their joins here then claim their entries.
        if (name === "seedEntries") for (const author of seededAuthors(args[2] as SeededEntry[])) this.rememberUser(author);
      },
    );
  }

  private async withSocketTicket(answer: JoinAnswer): Promise<JoinAnswer> {
    const me = answer.game.players.find((player) => player.isMe);
    if (!me) return answer;
    return { ...answer, socketTicket: await this.room.mintTicket({ playerCode: me.code, playerId: me.id, version: answer.game.version }) };
  }

  /**
   * An account's change (a merge, a deletion) in this game, before D1 has it. `users` are the accounts' D1 rows, so the room's copies carry D1's ids. A game
   * this deletes is gone for good: the room never brings it in again.
   */
  async runAccountChange(name: AccountChangeName, args: unknown[], users: Array<Pick<UserRow, "id" | "firebaseUid">>): Promise<void> {
    if (!(await this.holdGame())) return;
    const change = accountChanges[name] as unknown as (db: Database, ...rest: unknown[]) => Promise<{ notices: GameNotice[] }>;
    const sql = this.ctx.storage.sql;
    // It may delete the game: whether it is still here is asked of storage again.
    this.held = false;
    const outcome = await this.changing(
      async () => {
        // Both changes name the account that goes first: the one deleted, or the guest merged away.
        const leaving = accountCopyOf(sql, args[0] as string);
        const { notices } = await change(this.db, ...args);
        if (leaving) forgetPersonBesideTheGame(sql, leaving.id, name === "deleteAccount");
        if (!this.holdsGame()) {
          sql.exec("INSERT OR IGNORE INTO room_facts (fact) VALUES ('game-deleted')");
          forgetEveryoneOfDeletedGame(sql);
        }
        return { data: null, events: notices.flatMap((notice) => notice.events) };
      },
      () => {
        for (const user of users) this.rememberUser(user);
      },
    );
    if (!outcome.ok) throw new Error(`an account's change was refused in its room: ${outcome.refusal.code}`);
  }

  /**
   * A mark over a player's socket (docs/api.md, Realtime): the same use case as
   * `PUT /entries/{id}`, for the socket's player, answered to that socket. Each mark id is
   * answered once: a retry of it (after a lost answer) gets the same answer and changes nothing.
   */
  async markFromSocket(socket: WebSocket, playerCode: string, mark: SocketMark): Promise<void> {
    socket.send(JSON.stringify(await this.answerMark(playerCode, mark)));
  }

  private async answerMark(playerCode: string, { id, entryId, isMarked, basedOnVersion }: SocketMark): Promise<MarkAnswer> {
    if (!(await this.holdGame())) return { event: "mark-answer", id, overHttp: true };
    const answered = this.markAnswers.recall(playerCode, id);
    if (answered) return answered;
    // Not remembered: the same mark may be sent again once the budget allows.
    if (!this.markBudget.allow(playerCode)) return { event: "mark-answer", id, refusal: rateLimitedBody(MARKS_PER_PERSON.periodSeconds) };
    const callerUid = this.firebaseUidOf(playerCode);
    if (!callerUid) return { event: "mark-answer", id, refusal: refusal("entryNotFound").toBody() };
    const done = (made: { data: unknown; version?: number }): MarkAnswer => ({ event: "mark-answer", id, version: made.version!, entry: made.data as Entry });
    // The answer is remembered in the change's own transaction: one commit per mark, whose
    // confirmation the broadcast and the answer both wait for (the output gate), not two.
    const outcome = await this.changing(
      () => markEntry(this.db, callerUid, entryId, isMarked, basedOnVersion),
      undefined,
      (made) => this.markAnswers.remember(playerCode, id, done(made)),
    );
    if (outcome.ok) return done({ data: outcome.value, version: outcome.version });
    const refused: MarkAnswer = { event: "mark-answer", id, refusal: { code: outcome.refusal.code, errors: outcome.refusal.errors } };
    this.markAnswers.remember(playerCode, id, refused);
    return refused;
  }

  /**
   * The whole game first, as this player reads it (`GET /games/{code}` and its entries), to a
   * client that holds another version: its reconnect then needs no read of its own.
   * A client that holds this version hears presence alone, as before.
   */
  async welcome(socket: WebSocket, playerCode: string, clientVersion: number | null): Promise<void> {
    if (clientVersion === null || !this.holdsGame()) return;
    const version = await this.storedVersion();
    if (clientVersion === version) return;
    const uid = this.firebaseUidOf(playerCode);
    if (!uid) return;
    const code = this.ctx.id.name ?? "";
    try {
      const { game, entries } = await readGameWithEntries(this.db, uid, code);
      const message: RealtimePayloadMessage = { event: "player-ws-payload", version: game.version, data: { games: [game], entries, whole: true } };
      socket.send(JSON.stringify(message));
    } catch (error) {
      // Not a member after all: presence follows, and the client's own read says so.
      if (!(error instanceof Refusal)) throw error;
    }
  }

  /** The room's tables up to date, for the table's talk (table-talk.ts); false where the room holds no game. */
  async tablesReady(): Promise<boolean> {
    if (!(await this.holdGame())) return false;
    this.db;
    return true;
  }

  /** A questioned mark the table voted down, undone as every change of the room is (docs/decisions/030). */
  async undoQuestionedMark(mark: { entryId: number; markedAt: number; round: number }): Promise<UndoneMark> {
    const outcome = await this.changing(() => undoQuestionedMark(this.db, this.ctx.id.name ?? "", mark));
    return outcome.ok ? (outcome.value as UndoneMark) : { undone: false, bingoWithdrawn: false };
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

  /** A read of the game by name. */
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

  /** The host take-over, with this room's own presence for the host (docs/decisions/015). */
  async takeOverHostRole(firebaseUid: string, code: string, now: number): Promise<RoomOutcome<unknown>> {
    if (!(await this.holdGame())) return refusalOutcome(unknownGameRefusal("takeOver"));
    return this.changing(() => takeOverHost(this.db, firebaseUid, code, (hostCode) => this.room.presenceReport(hostCode), now));
  }

  /** Whether the caller may take the host role over now, or in how long. */
  async takeOverChanceFor(firebaseUid: string, code: string, now: number): Promise<RoomOutcome<{ allowed: boolean; inMs: number | null }>> {
    if (!(await this.holdGame())) return refusalOutcome(unknownGameRefusal("takeOver"));
    try {
      const { me, host } = await readHostSeat(this.db, firebaseUid, code);
      if (!host || host.id === me.id) return { ok: true, value: { allowed: false, inMs: null } };
      const away = me.isOwner ? null : await this.room.presenceReport(host.code);
      const { allowed, inMs } = takeOverChance(me, away, now);
      return { ok: true, value: { allowed, inMs } };
    } catch (error) {
      if (error instanceof Refusal) return refusalOutcome(error);
      throw error;
    }
  }

  /** A socket ticket for a member, checked here; null for anyone the room knows has left. */
  async mintTicketFor(firebaseUid: string, code: string): Promise<RoomOutcome<string | null>> {
    const member = await this.runRead("membership", [firebaseUid, code]);
    if (!member.ok) return member;
    return { ok: true, value: await this.room.mintTicket(member.value as Awaited<ReturnType<typeof gameReads.membership>>) };
  }

  /**
   * The game's version in its record: the room's storage, or D1's column for a game the room
   * does not hold (the practice game), for presence after the room woke knowing none.
   */
  async storedVersion(): Promise<number> {
    if (!this.holdsGame()) {
      const row = await this.env().DB.prepare("SELECT version FROM games WHERE code = ?")
        .bind(this.ctx.id.name ?? "")
        .first<{ version: number }>();
      return row?.version ?? 0;
    }
    const [row] = this.ctx.storage.sql.exec<{ version: number }>("SELECT version FROM games").toArray();
    return row?.version ?? 0;
  }

  /**
   * A change of the game, in one transaction of the room's storage with everything it writes:
   * the accounts' copies it needs (`copies`), its rows, its outbox rows and the alarm that
   * delivers them. A refusal thrown anywhere in it rolls all of that back, so a refused request
   * leaves no row and no version behind. Once committed, its events go to the sockets.
   */
  private async changing(
    run: () => Promise<{ data: unknown; version?: number; events: GameEvent[] }>,
    copies: () => void = () => {},
    /** Written with the change, in its transaction, once it is made. */
    alongside: (made: { data: unknown; version?: number }) => void = () => {},
  ): Promise<RoomOutcome<unknown>> {
    let change;
    /** Read once, in the change's transaction: whether D1's index has something to take. */
    let indexPending = false;
    // The room's tables brought up to date before the change, never inside it: a refused change
    // rolls back all it ran, a first use's migration too, which would then not run again.
    this.db;
    try {
      change = await this.ctx.storage.transaction(async () => {
        copies();
        const made = await run();
        alongside(made);
        indexPending = newestOutboxRow(this.ctx.storage.sql) > 0;
        if (indexPending) this.alarms.schedule(INDEX_ALARM, Date.now() + INDEX_SAFETY_NET_MS);
        return made;
      });
    } catch (error) {
      // Whatever a refused change had written is rolled back with it: nothing of it to deliver.
      const cause = error instanceof RefusedAfterChanges ? error.cause : error;
      if (cause instanceof Refusal) return refusalOutcome(cause);
      throw cause;
    }
    if (change.events.length > 0) await this.room.deliver(change.events.flatMap((event) => roomDeliveries(event)));
    // A delivery to D1 may have taken the rows meanwhile: then the Worker's ask finds nothing to write.
    if (indexPending) await this.alarms.sync();
    return { ok: true, value: change.data, version: change.version, indexPending };
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
