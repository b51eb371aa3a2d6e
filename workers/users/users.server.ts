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
 * ensureUser, saying whether this call made the row: a join then refused by the game's room
 * takes a row it made back (forgetUnusedUser), so a refusal changes nothing. One round trip.
 */
export async function ensureUserNoting(db: Database, firebaseUid: string): Promise<{ row: UserRow; made: boolean }> {
  const [made, found] = await db.batch([
    db.insert(users).values({ firebaseUid }).onConflictDoNothing({ target: users.firebaseUid }).returning(),
    db.select().from(users).where(eq(users.firebaseUid, firebaseUid)),
  ]);
  return { row: (made[0] ?? found[0])!, made: made.length > 0 };
}

/** Deletes a user row made for a call that was refused, unless anything has come to refer to it meanwhile. */
export async function forgetUnusedUser(db: Database, userId: number): Promise<void> {
  await db.run(sql`DELETE FROM ${users} WHERE ${users.id} = ${userId}
    AND NOT EXISTS (SELECT 1 FROM ${players} WHERE ${players.userId} = ${userId})
    AND NOT EXISTS (SELECT 1 FROM ${games} WHERE ${games.userId} = ${userId})
    AND NOT EXISTS (SELECT 1 FROM ${passPayments} WHERE ${passPayments.userId} = ${userId})`);
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
