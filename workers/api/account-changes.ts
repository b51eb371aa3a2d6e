import type { Context } from "hono";
import { eq } from "drizzle-orm";
import { refusal } from "../../shared/refusal";
import type { Database } from "../db/database.server";
import { database } from "../db/database.server";
import { users, type AccountJobRow, type UserRow } from "../db/schema";
import {
  accountsOfJob,
  finishAccountJob,
  openAccountJob,
  roomConfirmed,
  unfinishedAccountJobs,
  unfinishedMergesInto,
  type AccountJobKind,
} from "../games/account-jobs.server";
import { gameCodesOfUser, type GameNotice } from "../games/departures.server";
import { accountChanges } from "../games/game-commands.server";
import { accountChangeInRoom, publish } from "../realtime/game-rooms.server";
import type { ApiEnv } from "./api-env";
import { roomHoldsGame } from "./game-commands";

/**
 * An account's merge or deletion reaches every game it is in (docs/decisions/020, 027): as a
 * durable job in D1 that lists the games from D1's memberships, has each game's room run the
 * change until it confirms (the room tells its sockets), then runs it on D1 for the account, its
 * pass and D1's index. A job cut short is taken up again by the person's next try or by the
 * Worker's schedule (`resumeAccountJobs`), without anything the person's tab held.
 */
export async function changeAccount<T>(
  c: Context<ApiEnv>,
  kind: AccountJobKind,
  sourceUid: string,
  args: unknown[],
  target?: Pick<UserRow, "id" | "firebaseUid">,
): Promise<{ data: T; notices: GameNotice[] }> {
  const db = c.var.db;
  // A merge into this account still under way goes first: the guest's games are then the
  // account's, and its deletion takes them too. Left open, the merge would finish afterwards and
  // make the deleted account again in D1, owning the guest's games.
  if (kind === "deleteAccount") {
    for (const merge of await unfinishedMergesInto(db, sourceUid)) {
      const { notices } = await runAccountJob(c.env, db, merge, Date.now());
      await Promise.all(notices.map((notice) => publish(c.env, notice.gameCode, notice.events)));
    }
  }
  const [source] = await db.select({ id: users.id, firebaseUid: users.firebaseUid }).from(users).where(eq(users.firebaseUid, sourceUid));
  // No such account any more: a job whose D1 step ran but was not yet marked finished goes on;
  // otherwise the change finds nothing to do.
  const gameCodes = source ? (await gameCodesOfUser(db, sourceUid)).filter(roomHoldsGame) : [];
  const job = await openAccountJob(db, { kind, source: source ?? { id: 0, firebaseUid: sourceUid }, target, args, gameCodes });
  return runAccountJob<T>(c.env, db, job, Date.now());
}

/** Runs what is left of a job: each pending room, then D1. Refused while a room cannot be reached. */
async function runAccountJob<T>(env: Env, db: Database, job: AccountJobRow, now: number): Promise<{ data: T; notices: GameNotice[] }> {
  for (const code of job.pendingGames) {
    try {
      await accountChangeInRoom(env, code, job.kind, job.args, accountsOfJob(job));
    } catch (error) {
      console.error(`account job ${job.id}: the room of ${code} did not confirm:`, error);
      throw refusal("accountChangeUnderWay");
    }
    await roomConfirmed(db, job.id, code);
  }
  const change = accountChanges[job.kind] as unknown as (db: Database, ...args: unknown[]) => Promise<{ data: T; notices: GameNotice[] }>;
  const { data, notices } = await change(db, ...job.args);
  await finishAccountJob(db, job.id, now);
  // The rooms that hold their games have told their sockets already.
  return { data, notices: notices.filter((notice) => !roomHoldsGame(notice.gameCode)) };
}

/** How long a job may be under way before the schedule takes it up: longer than any request runs. */
const JOB_TAKEN_UP_AFTER_MS = 60_000;
/** Jobs taken up per run of the schedule. */
const JOBS_PER_RUN = 20;

/** The Worker's schedule: every job cut short is taken up again, and its D1 part's notices published. */
export async function resumeAccountJobs(env: Env, now: number): Promise<number> {
  const db = database(env.DB);
  const jobs = await unfinishedAccountJobs(db, now - JOB_TAKEN_UP_AFTER_MS, JOBS_PER_RUN);
  let finished = 0;
  for (const job of jobs) {
    try {
      const { notices } = await runAccountJob(env, db, job, now);
      await Promise.all(notices.map((notice) => publish(env, notice.gameCode, notice.events)));
      finished += 1;
    } catch (error) {
      console.error(`account job ${job.id} is still under way:`, error);
    }
  }
  return finished;
}
