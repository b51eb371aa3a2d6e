import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/database.server";
import { entries, games, passPayments, players, roundMarks, seats, users } from "../db/schema";
import { carriedAuthorsNotices, carriedQuery, carriedRows, departureNotices, playersOfUserQuery, type GameNotice } from "./departures.server";
import { hostRoleLeavesWith } from "./host-role-leaves.server";

export interface DeletionResult {
  /** Games the user left that go on (some handed to another player). */
  gamesLeft: number;
  /** Games nobody else was in: deleted with their entries. */
  gamesDeleted: number;
}

/**
 * DELETE /user (docs/api.md, "Delete my account and data"), in one D1 batch:
 * - a game nobody else (not removed) is in is deleted with its entries;
 * - a game they hosted goes on with exactly one host: the earliest-joined remaining player,
 *   and every screen is told why (hostChange "host-left"); one they only created keeps its
 *   host, who becomes its owner too (no game with two hosts);
 * - their name goes from earlier rounds' winners too (the round says "someone");
 * - their players leave every game; entries they wrote stay, by "someone" (author null),
 *   and marks they made stay, by nobody (only the creator may unmark them); so do their
 *   predictions carried over into a game played again that they never joined (its room is
 *   told: docs/decisions/043);
 * - their pass and its payment records go, then the user row.
 * Set-based statements, so a game joined between our read and the batch goes too. Calling
 * it again finds no user: nothing to do.
 */
export async function deleteAccount(
  db: Database,
  firebaseUid: string,
  now: number,
): Promise<{ data: DeletionResult; notices: GameNotice[] }> {
  const [user] = await db.select().from(users).where(eq(users.firebaseUid, firebaseUid));
  if (!user) return { data: { gamesLeft: 0, gamesDeleted: 0 }, notices: [] };
  const U = user.id;
  const [mine, withOthers, carried, carriedKept] = await db.batch([
    playersOfUserQuery(db, U),
    db
      .selectDistinct({ gameId: players.gameId })
      .from(players)
      .where(
        sql`${players.gameId} IN (SELECT game_id FROM players WHERE user_id = ${U}) AND ${players.userId} <> ${U}
          AND ${players.removedAt} IS NULL`,
      ),
    // Their predictions carried over into games played again that they never joined, and those
    // a round's result kept after they came true and were taken out.
    carriedQuery(db, entries, eq(entries.seededBy, U)),
    carriedQuery(db, roundMarks, eq(roundMarks.seededBy, U)),
  ]);
  const goOn = new Set(withOthers.map((row) => row.gameId));
  const myPlayerIds = sql`(SELECT id FROM players WHERE user_id = ${U})`;
  const someoneElseIn = (gameId: unknown) =>
    sql`EXISTS (SELECT 1 FROM players o WHERE o.game_id = ${gameId} AND o.user_id <> ${U} AND o.removed_at IS NULL)`;
  const gamesOfTheirs = sql`(SELECT game_id FROM players WHERE user_id = ${U})`;
  const firstPlaceForgotten = sql`CASE WHEN json_extract(r.value, '$.winnerId') IN ${myPlayerIds}
    THEN json_set(r.value, '$.winnerId', NULL, '$.winnerName', NULL) ELSE r.value END`;

  await db.batch([
    // Entries, players and socket tickets of these games go with them (ON DELETE CASCADE).
    db.delete(games).where(sql`${games.id} IN ${gamesOfTheirs} AND NOT ${someoneElseIn(games.id)}`),
    db
      .update(games)
      .set({ version: sql`${games.version} + 1` })
      .where(sql`${games.id} IN ${gamesOfTheirs}`),
    // A game left without a host goes to the earliest-joined player who stays (never a removed one).
    ...hostRoleLeavesWith(db, U, gamesOfTheirs, now),
    // Their name leaves the rounds they won and the places they took: the round stays, won by "someone".
    db
      .update(games)
      .set({
        pastRounds: sql`(SELECT json_group_array(json(CASE WHEN json_type(r.value, '$.winners') IS NULL THEN ${firstPlaceForgotten}
            ELSE json_set(${firstPlaceForgotten}, '$.winners', json((SELECT json_group_array(json(
              CASE WHEN json_extract(w.value, '$.playerId') IN ${myPlayerIds}
              THEN json_set(w.value, '$.playerId', NULL, '$.name', NULL) ELSE w.value END))
              FROM json_each(r.value, '$.winners') w))) END))
          FROM json_each(${games.pastRounds}) r)`,
      })
      .where(sql`${games.id} IN ${gamesOfTheirs} AND ${games.pastRounds} <> '[]'`),
    // A game that holds their carried-over predictions changes for everyone in it: their name goes.
    db
      .update(games)
      .set({ version: sql`${games.version} + 1` })
      .where(
        sql`${games.id} IN (SELECT game_id FROM entries WHERE seeded_by = ${U} UNION SELECT game_id FROM round_marks WHERE seeded_by = ${U})
          AND ${games.id} NOT IN ${gamesOfTheirs}`,
      ),
    db.update(entries).set({ seededBy: null, seededName: null }).where(eq(entries.seededBy, U)),
    db.update(roundMarks).set({ seededBy: null, seededName: null }).where(eq(roundMarks.seededBy, U)),
    db.update(entries).set({ playerId: null }).where(sql`${entries.playerId} IN ${myPlayerIds}`),
    db.update(entries).set({ markedBy: null }).where(sql`${entries.markedBy} IN ${myPlayerIds}`),
    // So do the marks kept with a round: who wrote and who marked a prediction taken out.
    db.update(roundMarks).set({ playerId: null }).where(sql`${roundMarks.playerId} IN ${myPlayerIds}`),
    db.update(roundMarks).set({ markedBy: null }).where(sql`${roundMarks.markedBy} IN ${myPlayerIds}`),
    // A printed card they had claimed is paper again, Grandma's and not a deleted player's.
    db.update(seats).set({ claimedBy: null }).where(sql`${seats.claimedBy} IN ${myPlayerIds}`),
    db.delete(players).where(eq(players.userId, U)),
    db.delete(passPayments).where(eq(passPayments.userId, U)),
    db.delete(users).where(eq(users.id, U)),
  ]);

  const left = mine.filter((player) => goOn.has(player.gameId));
  const leftCodes = new Set(left.map((player) => player.gameCode));
  const notices = [
    ...(await departureNotices(
      db,
      left.map((player) => ({ gameCode: player.gameCode, playerCode: player.playerCode })),
    )),
    // A game they play in has told everyone its entries with the departure.
    ...(await carriedAuthorsNotices(db, carriedRows(carried, carriedKept).filter((row) => !leftCodes.has(row.gameCode)))),
  ];
  return { data: { gamesLeft: left.length, gamesDeleted: mine.length - left.length }, notices };
}
