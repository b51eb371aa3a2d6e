import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/database.server";
import { players } from "../db/schema";

/**
 * One statement that gives every player of a game the board dealt for them (a player not in
 * `boards` is left without one). All boards travel in one JSON parameter, looked up by player
 * id: D1 limits bound parameters per statement and statements per invocation, and a game
 * has up to 500 players.
 */
export function writeBoards(db: Database, gameId: number, boards: Map<number, number[]>) {
  const boardsJson = JSON.stringify(Object.fromEntries(boards));
  return db
    .update(players)
    .set({
      boardEntries: sql`(SELECT value FROM json_each(${boardsJson}) WHERE key = CAST(${players.id} AS TEXT))`,
    })
    .where(eq(players.gameId, gameId));
}
