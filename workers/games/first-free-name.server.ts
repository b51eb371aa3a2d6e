import { sql, type SQL } from "drizzle-orm";
import { players } from "../db/schema";

/** How many names a join offers its write: D1 binds at most 100 values in one statement. */
export const NAMES_OFFERED = 30;

/**
 * For a new player's insert: the first of `names` (in order) that no player of the game
 * has at the instant the write runs. A D1 batch runs alone, so people joining at once under
 * one name take the next numbers one after the other, instead of all writing the number they
 * read as free and all but one losing the race (and reading and writing again). If every
 * name offered is taken by then, it is NULL: the NOT NULL constraint makes that a lost race,
 * which runs again on fresh data (isConflict). A player renamed (`exceptPlayerId`) does not
 * stand in the way of their own new name.
 */
export function firstFreeName(gameId: number, names: readonly string[], exceptPlayerId?: number): SQL {
  const offered = sql.join(
    names.map((name, order) => sql`(${order}, ${name})`),
    sql`, `,
  );
  return sql`(SELECT column2 FROM (VALUES ${offered})
    WHERE column2 NOT IN (SELECT ${players.screenName} FROM ${players} WHERE ${players.gameId} = ${gameId}
      AND ${players.id} <> ${exceptPlayerId ?? 0})
    ORDER BY column1 LIMIT 1)`;
}
