import { eq } from "drizzle-orm";
import type { UserDetails } from "../../shared/api-types";
import type { Database } from "../db/database.server";
import { games, users, type UserRow } from "../db/schema";

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
