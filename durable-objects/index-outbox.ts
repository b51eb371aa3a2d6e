import type { UserRow } from "../workers/db/schema";
import { database } from "../workers/db/database.server";
import { accountJobsById, accountsOfJob, jobsOfAccountsGone, type AccountJobKind } from "../workers/games/account-jobs.server";
import { accountCopies, isAccountCopy, provisionalCopies, rekeyAccountCopy, type ProvisionalCopy } from "./account-copies";
import { writeAccounts } from "./account-rows";
import { indexDrift, newestOutboxRow, pendingDelivery, readIndexOf, recordDelivery, writeToIndex } from "./index-rows";
import type { RoomAlarms } from "./room-alarms";

/** The alarm that delivers the outbox to D1's index. */
export const INDEX_ALARM = "index";
/** The alarm that compares the game with D1's index, and repairs D1 where they differ. */
export const RECONCILE_ALARM = "reconcile";
/** When the alarm delivers if nobody asked sooner (the Worker does, after its answer). */
export const INDEX_SAFETY_NET_MS = 2_000;
/**
 * After a failed delivery the next waits the safety net plus a random while up to this, doubling
 * per failure up to the cap (full jitter, so rooms that failed together do not retry together).
 * The cap keeps My Games within seconds of D1's return, however long it was gone: a room cannot
 * tell D1 is back but by trying.
 */
const INDEX_RETRY_MS = 1_000;
const INDEX_RETRY_MAX_MS = 6_000;
/** Failures in a row after which each failure is logged as an alert: D1 has refused this game for a while. */
const INDEX_ALERT_AFTER = 5;
/** How long after a delivery the room checks D1's index against its game. */
const RECONCILE_AFTER_MS = 10 * 60_000;
/** A room fact: the next delivery writes every membership and removes D1's others (a repair). */
const FULL_WRITE_NEXT = "index-full-write-next";

/** What the outbox asks of the game its room holds. */
export interface OutboxGame {
  holdsGame(): boolean;
  /** An account's deletion or merge, run here for an account D1 no longer has. */
  runAccountChange(kind: AccountJobKind, args: unknown[], users: Array<Pick<UserRow, "id" | "firebaseUid">>): Promise<void>;
}

/**
 * The room's side of D1's index (docs/decisions/027-room-and-index.md): the outbox rows its
 * changes leave (index-rows.ts) delivered to D1 one delivery at a time, the alarm kept until D1
 * confirms, retried with jitter, repaired when D1 refuses, and compared with D1 now and then.
 */
export class IndexOutbox {
  private failures = 0;
  /** The delivery in flight: one at a time, so an older write never lands after a newer one. */
  private running: Promise<void> | null = null;

  constructor(
    private readonly ctx: DurableObjectState,
    /** Read at each use: the room's bindings as they are now (a test or a benchmark may give it another D1). */
    private readonly env: () => Env,
    private readonly alarms: RoomAlarms,
    private readonly game: OutboxGame,
  ) {}

  private get code(): string {
    return this.ctx.id.name ?? "";
  }

  /** Whether a committed change still waits to reach D1. */
  pending(): boolean {
    return newestOutboxRow(this.ctx.storage.sql) > 0;
  }

  /**
   * A room that stopped between a commit and its delivery (evicted, crashed, redeployed) finds
   * the outbox rows on its next use: their alarm is set again if it was lost.
   */
  async resume(): Promise<void> {
    if (!this.pending() || this.alarms.isScheduled(INDEX_ALARM)) return;
    this.alarms.schedule(INDEX_ALARM, Date.now());
    await this.alarms.sync();
  }

  /** Delivers the outbox, one delivery at a time: a second ask waits for the one in flight, then goes on. */
  deliver(): Promise<void> {
    this.running ??= this.deliverAll().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * After a failed delivery, its alarm again. The one set before the write may be gone: an alarm
   * that fired while the write was in flight took its due time and only waited for this delivery.
   */
  private async tryAgainLater(): Promise<void> {
    this.alarms.schedule(INDEX_ALARM, Date.now() + this.retryWait(this.failures));
    await this.alarms.sync();
  }

  private async deliverAll(): Promise<void> {
    const sql = this.ctx.storage.sql;
    // Accounts given to D1 in this delivery: one who joins again meanwhile waits for the next.
    const accountsTried = new Set<string>();
    for (;;) {
      const newcomers = provisionalCopies(sql).filter((copy) => !accountsTried.has(copy.firebaseUid));
      if (newcomers.length > 0) {
        for (const copy of newcomers) accountsTried.add(copy.firebaseUid);
        this.alarms.schedule(INDEX_ALARM, Date.now() + this.retryWait(this.failures + 1));
        await this.alarms.sync();
        try {
          await this.deliverAccounts(newcomers);
        } catch (error) {
          this.failures += 1;
          const log = this.failures >= INDEX_ALERT_AFTER ? console.error : console.warn;
          log(`room ${this.code}: D1 did not take the newcomers' accounts (${this.failures} in a row):`, reasonOf(error));
          return this.tryAgainLater();
        }
        continue;
      }
      const full = sql.exec("SELECT 1 FROM room_facts WHERE fact = ?", FULL_WRITE_NEXT).toArray().length > 0;
      const delivery = pendingDelivery(sql, this.code, full);
      if (!delivery) break;
      // The alarm stays set while D1 has not confirmed: a room stopped mid-delivery tries again.
      this.alarms.schedule(INDEX_ALARM, Date.now() + this.retryWait(this.failures + 1));
      await this.alarms.sync();
      let outcome;
      try {
        outcome = await writeToIndex(this.env().DB, delivery, Date.now());
      } catch (error) {
        this.failures += 1;
        // A refusal is not tried again the same way: the next delivery rewrites the whole game,
        // which removes what can stand in its way (stale rows, names and codes held in D1).
        sql.exec("INSERT OR IGNORE INTO room_facts (fact) VALUES (?)", FULL_WRITE_NEXT);
        const log = this.failures >= INDEX_ALERT_AFTER ? console.error : console.warn;
        log(`room ${this.code}: D1's index refused a write (${this.failures} in a row${full ? ", a full write" : ""}):`, reasonOf(error));
        return this.tryAgainLater();
      }
      this.failures = 0;
      this.ctx.storage.transactionSync(() => {
        recordDelivery(sql, delivery, outcome);
        // Only a full write does what a full write was asked for: one asked while this partial
        // one was on its way (a repair) still follows it.
        if (full) sql.exec("DELETE FROM room_facts WHERE fact = ?", FULL_WRITE_NEXT);
        if (outcome.gameWasMissing && delivery.game) {
          console.warn(`room ${this.code}: D1 had lost the game; writing all of it again`);
          this.repairInFull();
        }
      });
      if (outcome.accountsMissing.size > 0) await this.repairMissingAccounts([...outcome.accountsMissing]);
      if (outcome.tombstoned && delivery.game) console.error(`room ${this.code}: D1 holds this game as deleted, but the room still has it`);
    }
    // A newcomer who joined again while their account went to D1 keeps the alarm set for them.
    if (provisionalCopies(sql).length > 0) this.alarms.schedule(INDEX_ALARM, Date.now() + INDEX_SAFETY_NET_MS);
    else this.alarms.take(INDEX_ALARM);
    if (this.game.holdsGame() && !this.alarms.isScheduled(RECONCILE_ALARM)) {
      this.alarms.schedule(RECONCILE_ALARM, Date.now() + RECONCILE_AFTER_MS);
    }
    await this.alarms.sync();
  }

  /**
   * Newcomers' accounts to D1 before any membership of theirs (account-rows.ts): each copy moves
   * to the id D1 gives it, and one whose account was deleted or merged away since the join gets
   * that job's change here, as the job could not list this game (docs/decisions/034).
   */
  private async deliverAccounts(copies: ProvisionalCopy[]): Promise<void> {
    const outcomes = await writeAccounts(this.env().DB, copies);
    for (const { copy, d1Id, jobId } of outcomes) {
      // A copy that went meanwhile (its account's job ran here) may have left its id to another newcomer.
      if (!isAccountCopy(this.ctx.storage.sql, copy)) continue;
      if (jobId === null && d1Id !== null) rekeyAccountCopy(this.ctx.storage, copy, d1Id);
      else if (jobId === null) console.error(`room ${this.code}: D1 made no account for copy ${copy.id}`);
    }
    const jobIds = outcomes.flatMap((outcome) => (outcome.jobId === null ? [] : [outcome.jobId]));
    for (const job of await accountJobsById(database(this.env().DB), jobIds)) {
      console.warn(`room ${this.code}: an account that joined is gone since (${job.kind}); running it here too`);
      await this.game.runAccountChange(job.kind, job.args, accountsOfJob(job));
    }
  }

  /** The next delivery writes the whole game, removing D1's other rows of it. */
  private repairInFull(): void {
    const sql = this.ctx.storage.sql;
    sql.exec("INSERT OR IGNORE INTO room_facts (fact) VALUES (?)", FULL_WRITE_NEXT);
    sql.exec("INSERT INTO index_outbox (what) VALUES ('repair')");
  }

  /**
   * Memberships D1 refused because it has no such account: each is repaired here, and the next
   * delivery carries the result. An account D1 knows under another id (a copy kept from before
   * joins ran in one transaction) moves to that id; an account deleted or merged away while D1's
   * index lagged behind the room gets the same change here that its job ran elsewhere.
   */
  private async repairMissingAccounts(userIds: number[]): Promise<void> {
    const copies = accountCopies(this.ctx.storage.sql, userIds);
    const { results } = await this.env().DB.prepare("SELECT id, firebase_uid AS uid FROM users WHERE firebase_uid IN (SELECT value FROM json_each(?))")
      .bind(JSON.stringify(copies.map((copy) => copy.firebaseUid)))
      .all<{ id: number; uid: string }>();
    const idInD1 = new Map(results.map((row) => [row.uid, row.id]));
    for (const copy of copies) {
      const current = idInD1.get(copy.firebaseUid);
      if (current !== undefined && current !== copy.id) {
        console.warn(`room ${this.code}: account copy ${copy.id} is ${current} in D1; moving it`);
        rekeyAccountCopy(this.ctx.storage, copy, current);
      }
    }
    const gone = copies.filter((copy) => !idInD1.has(copy.firebaseUid)).map((copy) => copy.id);
    const jobs = await jobsOfAccountsGone(database(this.env().DB), gone);
    for (const job of jobs) {
      console.warn(`room ${this.code}: account ${job.sourceUserId} is gone from D1 (${job.kind}); running it here too`);
      await this.game.runAccountChange(job.kind, job.args, accountsOfJob(job));
    }
    const unexplained = gone.filter((id) => !jobs.some((job) => job.sourceUserId === id));
    if (unexplained.length > 0) console.error(`room ${this.code}: D1 has no account ${unexplained.join(", ")} and no job says why`);
  }

  /** The wait before the n-th try after failures: full jitter, so rooms failing together do not retry together. */
  private retryWait(failures: number): number {
    return Math.round(Math.random() * Math.min(INDEX_RETRY_MS * 2 ** (failures - 1), INDEX_RETRY_MAX_MS)) + INDEX_SAFETY_NET_MS;
  }

  /**
   * Now and then, D1's index read and compared with the game: whatever differs (a row D1 lost,
   * a membership of someone no longer in the game) is logged and written again in full.
   */
  async reconcile(): Promise<void> {
    if (!this.game.holdsGame()) return;
    const sql = this.ctx.storage.sql;
    const [game] = sql.exec<{ id: number }>("SELECT id FROM games").toArray();
    let drift;
    try {
      drift = indexDrift(sql, await readIndexOf(this.env().DB, game!.id));
    } catch (error) {
      console.warn(`room ${this.code}: could not read D1's index to compare:`, reasonOf(error));
      this.alarms.schedule(RECONCILE_ALARM, Date.now() + this.retryWait(3));
      return;
    }
    if (drift.length === 0) return;
    console.warn(`room ${this.code}: D1's index differs from the game (${drift.join("; ")}); repairing`);
    this.ctx.storage.transactionSync(() => this.repairInFull());
    await this.deliver();
  }
}

/** What a refused write says, without its stack: for the log. */
function reasonOf(error: unknown): string {
  const reasons: string[] = [];
  for (let cause = error; cause instanceof Error; cause = cause.cause) reasons.push(cause.message);
  return reasons.join(": ") || String(error);
}
