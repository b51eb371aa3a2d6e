import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/database.server";
import { games, players } from "../db/schema";

/**
 * An account's player leaves games that go on (the account is deleted, or merged into an
 * account the host removed from the game): in each game of `scope` (a subquery of game ids)
 * left with no host among those who stay, the earliest-joined player who stays becomes host,
 * and every screen is told why (hostChange "host-left"); a game the account owned goes to its
 * host. Those who stay are the game's other players, never a removed one: a removed player is
 * no player of the game (docs/api.md), so they are never handed the role or the game.
 *
 * Statements for the caller's batch, in this order, before the leaving player's row goes.
 */
export function hostRoleLeavesWith(db: Database, leavingUserId: number, scope: SQL, now: number) {
  const staysIn = (gameId: SQL | typeof games.id) =>
    sql`SELECT o.id FROM players o WHERE o.game_id = ${gameId} AND o.user_id <> ${leavingUserId} AND o.removed_at IS NULL`;
  /** Games of the scope where nobody who stays holds the role. */
  const leftWithoutHost = sql`(SELECT g.id FROM games g WHERE g.id IN ${scope} AND NOT EXISTS
    (${staysIn(sql`g.id`)} AND o.role = 'CREATOR'))`;
  const firstWhoStays = (gameId: SQL | typeof games.id) => sql`(${staysIn(gameId)} ORDER BY o.id LIMIT 1)`;
  return [
    // Told first, while those games have no host who stays, then given one.
    db
      .update(games)
      .set({
        hostChange: sql`json_object('reason', 'host-left', 'fromPlayerId', NULL,
          'toPlayerId', ${firstWhoStays(games.id)}, 'at', ${now})`,
      })
      .where(sql`${games.id} IN ${leftWithoutHost} AND ${firstWhoStays(games.id)} IS NOT NULL`),
    db
      .update(players)
      .set({ role: "CREATOR" })
      .where(sql`${players.id} IN (SELECT ${firstWhoStays(sql`g.id`)} FROM games g WHERE g.id IN ${leftWithoutHost})`),
    // Who owns a game the account created: its host now (who may have had it lent, or just got it).
    db
      .update(games)
      .set({
        userId: sql`coalesce((SELECT h.user_id FROM players h WHERE h.game_id = ${games.id} AND h.role = 'CREATOR'
          AND h.user_id <> ${leavingUserId} AND h.removed_at IS NULL ORDER BY h.id LIMIT 1), ${games.userId})`,
      })
      .where(sql`${games.userId} = ${leavingUserId} AND ${games.id} IN ${scope}`),
  ];
}
