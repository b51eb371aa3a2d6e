import { eq } from "drizzle-orm";
import { winningLine } from "../../shared/winning-lines";
import type { Database } from "../db/database.server";
import { games, players, type GameRow } from "../db/schema";
import { entryIdsQuery } from "./game-queries.server";
import { keptForResultOf, keptForResultQuery, markedWithKept } from "./round-marks.server";

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

/**
 * A game's read of its round as it stands (GET /games/{code}, the TV's): its kept predictions
 * (taken out of the pool since the round was won, round-marks.server.ts) and its winning line,
 * read in the same batch as the game.
 */
export function roundResultQueries(db: Database, code: string) {
  return [keptForResultQuery(db, code), ...winningLineQueries(db, code)] as const;
}

type RoundResultRows = [Awaited<ReturnType<typeof keptForResultQuery>>, ...WinningLineRows];

/**
 * The round's winning line, the entry ids its boards have marked, and the view's `keptForResult`.
 * A prediction taken out since the round was won still counts as marked: it completed its lines.
 */
export function roundResultOf(game: Pick<GameRow, "status" | "winnerId" | "pattern" | "code">, [kept, winner, marked]: RoundResultRows) {
  const roundMarked = markedWithKept(marked, kept);
  return {
    winningEntryIds: winningLineOf(game, [winner, roundMarked]),
    marked: new Set(roundMarked.map((entry) => entry.id)),
    kept: keptForResultOf(kept, game.code),
  };
}
