import { eq } from "drizzle-orm";
import { winningLine } from "../../shared/winning-lines";
import type { Database } from "../db/database.server";
import { games, players, type GameRow } from "../db/schema";
import { entryIdsQuery } from "./game-queries.server";

/**
 * The winning line (or the squares of the round's pattern) of a game's result, read in the same batch as the game so it
 * matches the status and marks that go out with it. The winner's board is read only to find
 * the line: `gameView` sends the line, never the board.
 */
export function winningLineQueries(db: Database, code: string) {
  return [
    db
      .select({ boardEntries: players.boardEntries })
      .from(players)
      .innerJoin(games, eq(games.winnerId, players.id))
      .where(eq(games.code, code)),
    entryIdsQuery(db, code, { markedOnly: true }),
  ] as const;
}

type WinningLineRows = [Array<{ boardEntries: number[] | null }>, Array<{ id: number }>];

export function winningLineOf(game: Pick<GameRow, "status" | "winnerId" | "pattern">, [winner, marked]: WinningLineRows) {
  return winningLine(game, winner[0]?.boardEntries ?? null, new Set(marked.map((entry) => entry.id)));
}
