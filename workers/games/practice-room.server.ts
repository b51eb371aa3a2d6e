import { and, asc, eq, isNotNull, ne, sql } from "drizzle-orm";
import { LIMITS, PRACTICE_GAME_CODE } from "../../shared/constants";
import type { Database } from "../db/database.server";
import { entries, games, players, type GameRow } from "../db/schema";
import { clearedMark, entriesOfGameQuery } from "./entry-queries.server";
import type { GameEvent } from "./game-events";
import { playersQuery } from "./game-queries.server";
import { changedGameView } from "./game-view.server";
import { bumpVersionIf } from "./guarded-commit.server";
import { oneAwayFromRow, oneAwayQuery } from "./one-away-queries.server";

/** How many players a full practice game lets go to admit newcomers: the oldest 10% of the cap. */
export const PRACTICE_ROOM_MADE = Math.ceil(LIMITS.playersPerGame / 10);

/** Whether a newcomer finds the practice game full (then it makes room before the join). */
export function practiceGameIsFull(playerCount: number): boolean {
  return playerCount >= LIMITS.playersPerGame;
}

/**
 * A full practice game makes room for the next visitor (docs/decisions/008): the
 * longest-standing players leave it, never the house player who wrote the entries (the
 * game owner's) nor the current winner. Marks they made are cleared, so no entry points
 * at a player who is gone. One batch guarded on the version read with the game, so a
 * change since (a join, a mark, a bingo) refuses it and the caller's `commitWithRetry`
 * reads again. Returns the change to publish: the game with its players now, and the
 * entries whose marks were cleared (null if nobody could leave).
 */
export async function makeRoomInPracticeGame(
  db: Database,
  game: Pick<GameRow, "id" | "version" | "userId" | "winnerId">,
): Promise<GameEvent | null> {
  const [leaving, marked] = await db.batch([
    db
      .select({ id: players.id, code: players.code })
      .from(players)
      .where(
        and(
          eq(players.gameId, game.id),
          ne(players.userId, game.userId),
          game.winnerId === null ? undefined : ne(players.id, game.winnerId),
        ),
      )
      .orderBy(asc(players.id))
      .limit(PRACTICE_ROOM_MADE),
    db
      .select({ id: entries.id, markedBy: entries.markedBy })
      .from(entries)
      .where(and(eq(entries.gameId, game.id), isNotNull(entries.markedBy))),
  ]);
  const leavingIds = new Set(leaving.map((player) => player.id));
  if (leavingIds.size === 0) return null; // only the host and the winner: the join is refused as full
  const cleared = new Set(marked.filter((entry) => leavingIds.has(entry.markedBy!)).map((entry) => entry.id));
  // One JSON parameter for the ids: D1 limits bound parameters per statement.
  const leavingJson = JSON.stringify([...leavingIds]);
  const isLeaving = (column: typeof players.id | typeof entries.markedBy) =>
    sql`${column} IN (SELECT value FROM json_each(${leavingJson}))`;
  // Every change bumps the version: the same version means the same players, marks and winner.
  const unchanged = sql`${games.version} = ${game.version}`;

  const [[bumped], , , [after], everyone, rows, oneAway] = await db.batch([
    bumpVersionIf(db, game.id, unchanged),
    // Before the players go: entries.marked_by references them.
    db
      .update(entries)
      .set(clearedMark(game.id))
      .where(and(eq(entries.gameId, game.id), isLeaving(entries.markedBy))),
    // Their socket tickets go with them (ON DELETE CASCADE).
    db.delete(players).where(and(eq(players.gameId, game.id), isLeaving(players.id))),
    db.select().from(games).where(eq(games.id, game.id)),
    playersQuery(db, PRACTICE_GAME_CODE),
    entriesOfGameQuery(db, PRACTICE_GAME_CODE),
    // Cleared marks can leave someone one away, or no longer.
    oneAwayQuery(db, game.id),
  ]);
  const touched = rows.filter(({ entry }) => cleared.has(entry.id));
  return {
    type: "players-removed",
    ...changedGameView(bumped!.version, after!, everyone, touched),
    departed: leaving.map((player) => player.code),
    oneAwayPlayerIds: oneAwayFromRow(oneAway),
  };
}

