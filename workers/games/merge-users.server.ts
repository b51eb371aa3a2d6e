import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/database.server";
import { entries, games, passPayments, players, roundMarks, seats, users } from "../db/schema";
import { ensureUser } from "../users/users.server";
import { carriedAuthorsNotices, carriedQuery, carriedRows, departureNotices, playersOfUserQuery, type GameNotice } from "./departures.server";
import { hostRoleLeavesWith } from "./host-role-leaves.server";
import { claimSeededEntries } from "./play-again.server";

export interface MergeResult {
  /** How many games the anonymous account was in, now the account's. */
  games: number;
}

/**
 * POST /user/merge (docs/decisions/014-identity-merge.md): everything of the anonymous user
 * `sourceUid` becomes the account `targetUid`'s — its players, the games it created, its
 * entries and marks, its pass — in one D1 batch, then the anonymous user row is gone.
 *
 * In a game both are in, the account's player stays: the anonymous player's entries, marks
 * and win move to it (and the creator role, if the anonymous one had it), and the anonymous
 * player leaves. If the host had removed the account from that game, the removal stands: the
 * role and the game go to the earliest-joined player who stays, as when a host deletes their
 * account. Set-based statements, so whatever the anonymous user did between our read
 * and the batch is carried over too. Repeating it finds no anonymous user: nothing to do.
 * Whether the source is anonymous is the caller's check (it is a claim of its token).
 */
export async function mergeUsers(
  db: Database,
  sourceUid: string,
  targetUid: string,
  // A merge job opened before jobs carried their time has none: it runs at its own.
  now: number = Date.now(),
): Promise<{ data: MergeResult; notices: GameNotice[] }> {
  if (sourceUid === targetUid) return { data: { games: 0 }, notices: [] };
  const [source] = await db.select().from(users).where(eq(users.firebaseUid, sourceUid));
  if (!source) return { data: { games: 0 }, notices: [] };
  const target = await ensureUser(db, targetUid);
  // Predictions carried over for either that the batch below gives the account's player (in the
  // pool, or kept by a round's result): in a game either plays in, no player's yet
  // (claimSeededEntries, after the guest's players move).
  const claimable = (table: typeof entries | typeof roundMarks) =>
    sql`${table.seededBy} IN (${source.id}, ${target.id}) AND ${table.playerId} IS NULL
      AND ${table.gameId} IN (SELECT game_id FROM players WHERE user_id IN (${source.id}, ${target.id}))`;
  const [sourcePlayers, targetPlayers, claimedEntries, claimedKept] = await db.batch([
    playersOfUserQuery(db, source.id),
    playersOfUserQuery(db, target.id),
    carriedQuery(db, entries, claimable(entries)),
    carriedQuery(db, roundMarks, claimable(roundMarks)),
  ]);
  const claimed = carriedRows(claimedEntries, claimedKept);
  const targetGames = new Set(targetPlayers.map((player) => player.gameId));
  const departures = sourcePlayers.filter((player) => targetGames.has(player.gameId));
  // A game both are in tells everyone all its entries with the guest's departure.
  const departureGameIds = new Set(departures.map((player) => player.gameId));
  const claimedElsewhere = claimed.filter((row) => !departureGameIds.has(row.gameId));

  const S = source.id;
  const T = target.id;
  const sourcePlayerIds = sql`(SELECT id FROM players WHERE user_id = ${S})`;
  const sharedGameIds = sql`(SELECT game_id FROM players WHERE user_id = ${T})`;
  const targetPlayerIn = (gameId: unknown) =>
    sql`(SELECT q.id FROM players q WHERE q.user_id = ${T} AND q.game_id = ${gameId})`;
  /**
   * Games the host removed the account from and the guest still plays in: the removal stands, so
   * the guest's player leaves like the rest, and whatever it held (the host role, the game)
   * goes to someone who stays, never to the account's removed player.
   */
  const removedAccountsGames = sql`(SELECT game_id FROM players WHERE user_id = ${T} AND removed_at IS NOT NULL
    AND game_id IN (SELECT game_id FROM players WHERE user_id = ${S} AND removed_at IS NULL))`;
  /** A past round (`r`) whose first place was the guest's, given to the account's player. */
  const winnerMoved = sql`CASE WHEN json_extract(r.value, '$.winnerId') IN ${sourcePlayerIds}
    THEN json_set(r.value, '$.winnerId', ${targetPlayerIn(games.id)}) ELSE r.value END`;

  await db.batch([
    // Games both are in change for everyone (a player leaves): their version moves.
    db
      .update(games)
      .set({ version: sql`${games.version} + 1` })
      .where(sql`${games.id} IN ${sharedGameIds} AND ${games.id} IN (SELECT game_id FROM players WHERE user_id = ${S})`),
    db
      .update(entries)
      .set({ playerId: targetPlayerIn(entries.gameId) })
      .where(sql`${entries.playerId} IN ${sourcePlayerIds} AND ${entries.gameId} IN ${sharedGameIds}`),
    db
      .update(entries)
      .set({ markedBy: targetPlayerIn(entries.gameId) })
      .where(sql`${entries.markedBy} IN ${sourcePlayerIds} AND ${entries.gameId} IN ${sharedGameIds}`),
    // The marks kept with a round (a prediction taken out after it came true) likewise.
    db
      .update(roundMarks)
      .set({ playerId: targetPlayerIn(roundMarks.gameId) })
      .where(sql`${roundMarks.playerId} IN ${sourcePlayerIds} AND ${roundMarks.gameId} IN ${sharedGameIds}`),
    db
      .update(roundMarks)
      .set({ markedBy: targetPlayerIn(roundMarks.gameId) })
      .where(sql`${roundMarks.markedBy} IN ${sourcePlayerIds} AND ${roundMarks.gameId} IN ${sharedGameIds}`),
    db
      .update(entries)
      // An edit of what is now the account's own entry is theirs: no longer someone else's.
      .set({
        editedBy: sql`CASE WHEN ${targetPlayerIn(entries.gameId)} = ${entries.playerId} THEN NULL
          ELSE ${targetPlayerIn(entries.gameId)} END`,
      })
      .where(sql`${entries.editedBy} IN ${sourcePlayerIds} AND ${entries.gameId} IN ${sharedGameIds}`),
    db
      .update(games)
      .set({ winnerId: targetPlayerIn(games.id) })
      .where(sql`${games.winnerId} IN ${sourcePlayerIds} AND ${games.id} IN ${sharedGameIds}`),
    // The places the guest took in the round in play are the account's.
    db
      .update(games)
      .set({
        winners: sql`(SELECT json_group_array(json(CASE WHEN json_extract(w.value, '$.playerId') IN ${sourcePlayerIds}
            THEN json_set(w.value, '$.playerId', ${targetPlayerIn(games.id)}) ELSE w.value END))
          FROM json_each(${games.winners}) w)`,
      })
      .where(sql`${games.winners} <> '[]' AND ${games.id} IN ${sharedGameIds}`),
    // So are the rounds the guest won before, and the places they took in them: the family
    // record counts a person's wins by their player. The names stay as they played then.
    db
      .update(games)
      .set({
        pastRounds: sql`(SELECT json_group_array(json(CASE WHEN json_type(r.value, '$.winners') IS NULL THEN ${winnerMoved}
            ELSE json_set(${winnerMoved}, '$.winners', json((SELECT json_group_array(json(
              CASE WHEN json_extract(w.value, '$.playerId') IN ${sourcePlayerIds}
              THEN json_set(w.value, '$.playerId', ${targetPlayerIn(games.id)}) ELSE w.value END))
              FROM json_each(r.value, '$.winners') w))) END))
          FROM json_each(${games.pastRounds}) r)`,
      })
      .where(sql`${games.pastRounds} <> '[]' AND ${games.id} IN ${sharedGameIds}`),
    ...hostRoleLeavesWith(db, S, removedAccountsGames, now),
    db
      .update(players)
      .set({ role: "CREATOR" })
      .where(
        sql`${players.userId} = ${T} AND ${players.removedAt} IS NULL AND ${players.gameId} IN
          (SELECT game_id FROM players WHERE user_id = ${S} AND role = 'CREATOR')`,
      ),
    // A printed card the guest claimed in a game the account plays too is paper again: the
    // account keeps its own board, and the card is nobody's rather than a deleted player's.
    db
      .update(seats)
      .set({ claimedBy: null })
      .where(sql`${seats.claimedBy} IN ${sourcePlayerIds} AND ${seats.gameId} IN ${sharedGameIds}`),
    // Their socket tickets go with them (ON DELETE CASCADE).
    db.delete(players).where(sql`${players.userId} = ${S} AND ${players.gameId} IN ${sharedGameIds}`),
    db.update(players).set({ userId: T }).where(eq(players.userId, S)),
    db.update(games).set({ userId: T }).where(eq(games.userId, S)),
    // Predictions carried over for the guest into a game played again are the account's: its
    // player's where it plays, else its own to claim when it joins (docs/decisions/043).
    // Those games change for everyone in them: the predictions are a player's now.
    ...(claimedElsewhere.length > 0
      ? [
          db
            .update(games)
            .set({ version: sql`${games.version} + 1` })
            .where(inArray(games.id, [...new Set(claimedElsewhere.map((row) => row.gameId))])),
        ]
      : []),
    db.update(entries).set({ seededBy: T }).where(eq(entries.seededBy, S)),
    db.update(roundMarks).set({ seededBy: T }).where(eq(roundMarks.seededBy, S)),
    ...claimSeededEntries(db, T),
    // The later end of the two passes; the payments follow, so a refund still finds the pass.
    db
      .update(users)
      .set({ paidUntil: sql`(SELECT max(paid_until) FROM users WHERE id IN (${S}, ${T}))` })
      .where(eq(users.id, T)),
    // Attempt numbers count one user's intents (pass-intents): moved ones are not the account's.
    db.update(passPayments).set({ userId: T, attempt: null }).where(eq(passPayments.userId, S)),
    db.delete(users).where(eq(users.id, S)),
  ]);

  const notices = [
    ...(await departureNotices(
      db,
      departures.map((player) => ({ gameCode: player.gameCode, playerCode: player.playerCode })),
    )),
    ...(await carriedAuthorsNotices(db, claimedElsewhere)),
  ];
  return { data: { games: sourcePlayers.length }, notices };
}
