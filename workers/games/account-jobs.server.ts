import { and, asc, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../db/database.server";
import { accountJobs, type AccountJobRow, type UserRow } from "../db/schema";

/**
 * An account's deletion or merge as a durable job in D1 (docs/decisions/027-room-and-index.md):
 * opened once with the games it reaches, each game's room confirmed one by one, then finished once
 * D1 has the change too. Every step is idempotent, so a job taken up again after a cut (a lost
 * tab, a room or D1 that failed) simply goes on from the games still pending.
 */

export type AccountJobKind = AccountJobRow["kind"];

export interface AccountJobStart {
  kind: AccountJobKind;
  source: Pick<UserRow, "id" | "firebaseUid">;
  target?: Pick<UserRow, "id" | "firebaseUid">;
  args: unknown[];
  /** The games whose rooms hold them, as D1's memberships list them now. */
  gameCodes: string[];
}

/** The unfinished job of this kind for this account, else a new one. */
export async function openAccountJob(db: Database, start: AccountJobStart): Promise<AccountJobRow> {
  const [open] = await db
    .select()
    .from(accountJobs)
    .where(and(eq(accountJobs.kind, start.kind), eq(accountJobs.sourceUid, start.source.firebaseUid), isNull(accountJobs.finishedAt)))
    .orderBy(asc(accountJobs.id))
    .limit(1);
  if (open) return open;
  const [made] = await db
    .insert(accountJobs)
    .values({
      kind: start.kind,
      sourceUid: start.source.firebaseUid,
      sourceUserId: start.source.id,
      targetUid: start.target?.firebaseUid ?? null,
      targetUserId: start.target?.id ?? null,
      args: start.args,
      pendingGames: start.gameCodes,
    })
    .returning();
  return made!;
}

/** A game's room has the change: the job no longer waits on it. */
export async function roomConfirmed(db: Database, jobId: number, code: string): Promise<void> {
  await db
    .update(accountJobs)
    .set({ pendingGames: sql`(SELECT json_group_array(value) FROM json_each(${accountJobs.pendingGames}) WHERE value <> ${code})` })
    .where(eq(accountJobs.id, jobId));
}

export async function finishAccountJob(db: Database, jobId: number, now: number): Promise<void> {
  await db.update(accountJobs).set({ finishedAt: now }).where(eq(accountJobs.id, jobId));
}

/** Merges into this account not finished yet: its deletion finishes them first. */
export function unfinishedMergesInto(db: Database, targetUid: string): Promise<AccountJobRow[]> {
  return db
    .select()
    .from(accountJobs)
    .where(and(eq(accountJobs.kind, "mergeUsers"), eq(accountJobs.targetUid, targetUid), isNull(accountJobs.finishedAt)))
    .orderBy(asc(accountJobs.id));
}

/** Jobs opened before `openedBefore` and not finished: cut short, to be taken up again. */
export function unfinishedAccountJobs(db: Database, openedBefore: number, limit: number): Promise<AccountJobRow[]> {
  return db
    .select()
    .from(accountJobs)
    .where(and(isNull(accountJobs.finishedAt), lt(accountJobs.createdAt, openedBefore)))
    .orderBy(asc(accountJobs.id))
    .limit(limit);
}

/**
 * What became of accounts D1 no longer has, by their D1 ids: the newest job of each. A room
 * holding a membership of one of them runs that change itself.
 */
export async function jobsOfAccountsGone(db: Database, userIds: number[]): Promise<AccountJobRow[]> {
  if (userIds.length === 0) return [];
  const rows = await db.select().from(accountJobs).where(inArray(accountJobs.sourceUserId, userIds)).orderBy(desc(accountJobs.id));
  const newest = new Map<number, AccountJobRow>();
  for (const row of rows) if (!newest.has(row.sourceUserId)) newest.set(row.sourceUserId, row);
  return [...newest.values()];
}

/** The D1 rows a room needs to run a job's change with D1's ids: a merge's target account. */
export function accountsOfJob(job: AccountJobRow): Array<Pick<UserRow, "id" | "firebaseUid">> {
  return job.targetUid !== null && job.targetUserId !== null ? [{ id: job.targetUserId, firebaseUid: job.targetUid }] : [];
}

/** Jobs by their ids: those a room found took an account away after it joined (docs/decisions/034). */
export function accountJobsById(db: Database, ids: number[]): Promise<AccountJobRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(accountJobs).where(inArray(accountJobs.id, ids)).orderBy(asc(accountJobs.id));
}
