import type { ProvisionalCopy } from "./account-copies";

/**
 * D1's side of the accounts a room met first (docs/decisions/034-join-without-d1.md): a join
 * makes the newcomer's copy in the room under a provisional id, and the room's outbox gives D1
 * the user row before it writes any membership of it, in one batch:
 *
 * - the user row, made if D1 has none (an upsert by Firebase uid: a retry, or a second room
 *   doing the same for the same person, makes no second row), made at the join's moment, not
 *   the delivery's (a merge compares a guest token's age with the account's);
 * - unless the account was deleted or merged away *after* the room made its copy: a job of
 *   that account's opened since then (`account_jobs`, migration 0015) means the person left
 *   after joining, and the room runs that job's change itself instead (the job listed the
 *   games from D1's memberships, which did not have this one yet). A job opened before the
 *   join is of an account gone before it: the join starts afresh, as a first sign-in does.
 */

/** What D1 said of one copy: the account's id there, or the job that took it away since the join. */
export interface AccountOutcome {
  copy: ProvisionalCopy;
  d1Id: number | null;
  jobId: number | null;
}

export async function writeAccounts(d1: D1Database, copies: ProvisionalCopy[]): Promise<AccountOutcome[]> {
  const accounts = JSON.stringify(copies.map((copy) => ({ id: copy.id, uid: copy.firebaseUid, since: copy.since })));
  const leftSince = `SELECT max(j.id) FROM account_jobs j WHERE j.source_uid = value ->> 'uid' AND j.created_at >= value ->> 'since'`;
  const [, found] = await d1.batch([
    d1
      .prepare(
        `INSERT INTO users (firebase_uid, created_at) SELECT value ->> 'uid', value ->> 'since' FROM json_each(?1)
         WHERE (${leftSince}) IS NULL
         ON CONFLICT (firebase_uid) DO NOTHING`,
      )
      .bind(accounts),
    d1
      .prepare(
        `SELECT value ->> 'id' AS id, (SELECT u.id FROM users u WHERE u.firebase_uid = value ->> 'uid') AS d1_id,
                (${leftSince}) AS job_id
         FROM json_each(?1)`,
      )
      .bind(accounts),
  ]);
  const byId = new Map(copies.map((copy) => [copy.id, copy]));
  return (found!.results as Array<{ id: number; d1_id: number | null; job_id: number | null }>).map((row) => ({
    copy: byId.get(Number(row.id))!,
    d1Id: row.d1_id === null ? null : Number(row.d1_id),
    jobId: row.job_id === null ? null : Number(row.job_id),
  }));
}
