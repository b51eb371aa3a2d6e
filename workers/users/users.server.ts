import { eq, sql } from "drizzle-orm";
import type { UserDetails } from "../../shared/api-types";
import type { Database } from "../db/database.server";
import { games, passPayments, players, users, type UserRow } from "../db/schema";

/**
 * The caller's user row, created on first sight. One upsert statement, so two
 * first calls at once still make exactly one row.
 */
export async function ensureUser(db: Database, firebaseUid: string): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ firebaseUid })
    .onConflictDoUpdate({ target: users.firebaseUid, set: { firebaseUid } })
    .returning();
  return row!;
}

/**
 * ensureUser as a statement, for a batch that then refers to the row by `userIdOf`: one
 * round trip fewer for a change that may be a new user's first (a join).
 */
export function ensureUserQuery(db: Database, firebaseUid: string) {
  return db.insert(users).values({ firebaseUid }).onConflictDoNothing({ target: users.firebaseUid });
}

/** The id of the user row of `firebaseUid`, as a value for a statement of the same batch. */
export const userIdOf = (firebaseUid: string) =>
  sql<number>`(SELECT ${users.id} FROM ${users} WHERE ${users.firebaseUid} = ${firebaseUid})`;

export async function userDetails(
  db: Database,
  user: UserRow,
  now = Date.now(),
): Promise<UserDetails> {
  const created = await db
    .select({ id: games.id })
    .from(games)
    .where(eq(games.userId, user.id))
    .limit(1);
  return {
    id: user.id,
    paid: user.paidUntil !== null && user.paidUntil > now,
    hasCreated: created.length > 0,
    paidUntil: user.paidUntil,
  };
}
