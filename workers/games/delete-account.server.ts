import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/database.server";
import { entries, games, passPayments, players, users } from "../db/schema";
import { departureNotices, playersOfUserQuery, type GameNotice } from "./departures.server";

export interface DeletionResult {
  /** Games the user left that go on (some handed to another player). */
  gamesLeft: number;
  /** Games nobody else was in: deleted with their entries. */
  gamesDeleted: number;
}

/**
 * DELETE /user (docs/api.md, "Delete my account and data"), in one D1 batch:
 * - a game nobody else is in is deleted with its entries;
 * - a game they created goes on: the earliest-joined remaining player becomes its creator;
 * - their players leave every game; entries they wrote stay, by "someone" (author null),
 *   and marks they made stay, by nobody (only the creator may unmark them);
 * - their pass and its payment records go, then the user row.
 * Set-based statements, so a game joined between our read and the batch goes too. Calling
 * it again finds no user: nothing to do.
 */
export async function deleteAccount(
  db: Database,
  firebaseUid: string,
): Promise<{ data: DeletionResult; notices: GameNotice[] }> {
  const [user] = await db.select().from(users).where(eq(users.firebaseUid, firebaseUid));
  if (!user) return { data: { gamesLeft: 0, gamesDeleted: 0 }, notices: [] };
  const U = user.id;
  const [mine, withOthers] = await db.batch([
    playersOfUserQuery(db, U),
    db
      .selectDistinct({ gameId: players.gameId })
      .from(players)
      .where(sql`${players.gameId} IN (SELECT game_id FROM players WHERE user_id = ${U}) AND ${players.userId} <> ${U}`),
  ]);
  const goOn = new Set(withOthers.map((row) => row.gameId));
  const myPlayerIds = sql`(SELECT id FROM players WHERE user_id = ${U})`;
  const someoneElseIn = (gameId: unknown) =>
    sql`EXISTS (SELECT 1 FROM players o WHERE o.game_id = ${gameId} AND o.user_id <> ${U})`;

  await db.batch([
    // Entries, players and socket tickets of these games go with them (ON DELETE CASCADE).
    db
      .delete(games)
      .where(sql`${games.id} IN (SELECT game_id FROM players WHERE user_id = ${U}) AND NOT ${someoneElseIn(games.id)}`),
    db
      .update(games)
      .set({ version: sql`${games.version} + 1` })
      .where(sql`${games.id} IN (SELECT game_id FROM players WHERE user_id = ${U})`),
    db
      .update(players)
      .set({ role: "CREATOR" })
      .where(
        sql`${players.id} IN (SELECT min(o.id) FROM players o JOIN games g ON g.id = o.game_id
          WHERE g.user_id = ${U} AND o.user_id <> ${U} GROUP BY o.game_id)`,
      ),
    db
      .update(games)
      .set({
        userId: sql`(SELECT o.user_id FROM players o WHERE o.game_id = ${games.id}
          AND o.role = 'CREATOR' AND o.user_id <> ${U} ORDER BY o.id LIMIT 1)`,
      })
      .where(eq(games.userId, U)),
    db.update(entries).set({ playerId: null }).where(sql`${entries.playerId} IN ${myPlayerIds}`),
    db.update(entries).set({ markedBy: null }).where(sql`${entries.markedBy} IN ${myPlayerIds}`),
    db.delete(players).where(eq(players.userId, U)),
    db.delete(passPayments).where(eq(passPayments.userId, U)),
    db.delete(users).where(eq(users.id, U)),
  ]);

  const left = mine.filter((player) => goOn.has(player.gameId));
  const notices = await departureNotices(
    db,
    left.map((player) => ({ gameCode: player.gameCode, playerCode: player.playerCode })),
  );
  return { data: { gamesLeft: left.length, gamesDeleted: mine.length - left.length }, notices };
}
