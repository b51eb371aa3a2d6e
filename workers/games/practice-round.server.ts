import { and, eq, isNotNull, sql } from "drizzle-orm";
import { PRACTICE_GAME_CODE } from "../../shared/constants";
import { dealBoard } from "../../shared/deal-board";
import type { Database } from "../db/database.server";
import { entries, games, players, type GameRow } from "../db/schema";
import { clearedMark } from "./entry-queries.server";
import type { GameEvent } from "./game-events";
import { playersQuery } from "./game-queries.server";
import { gameView } from "./game-view.server";
import { bumpVersionIf } from "./guarded-commit.server";
import { writeBoards } from "./write-boards.server";

/**
 * A won practice game goes back to PLAY for the next visitor (docs/decisions/008): every
 * mark cleared, no winner, every player dealt a new board, in one guarded batch. Runs
 * inside the caller's `commitWithRetry`.
 */
export async function startNewPracticeRound(
  db: Database,
  game: Pick<GameRow, "id" | "version">,
  now: number,
): Promise<GameEvent> {
  const [entryIds, dealt] = await db.batch([
    db.select({ id: entries.id }).from(entries).where(eq(entries.gameId, game.id)),
    // The house player who wrote the entries never plays: only boards already dealt are.
    db
      .select({ id: players.id, code: players.code })
      .from(players)
      .where(and(eq(players.gameId, game.id), isNotNull(players.boardEntries))),
  ]);
  const pool = entryIds.map((entry) => entry.id);
  const boards = new Map(dealt.map((player) => [player.id, dealBoard(pool)]));
  // Dealt for exactly these players: a join since the read changes the version, and the
  // round is then dealt again (or was already started by someone else).
  const stillWon = sql`${games.status} = 'BINGO' AND ${games.version} = ${game.version}`;
  const [[bumped], , , [restarted], everyone] = await db.batch([
    bumpVersionIf(db, game.id, stillWon),
    writeBoards(db, game.id, boards),
    db
      .update(entries)
      .set(clearedMark(game.id))
      .where(eq(entries.gameId, game.id)),
    db
      .update(games)
      .set({ status: "PLAY", winnerId: null, winners: [], wonAt: null, startedAt: now })
      .where(eq(games.id, game.id))
      .returning(),
    playersQuery(db, PRACTICE_GAME_CODE),
  ]);
  // The entries are as every client holds them, their marks cleared (room-deliveries.server.ts).
  return {
    type: "round-started",
    version: bumped!.version,
    game: gameView(restarted!, everyone, null),
    boards: dealt.map((player) => ({ playerCode: player.code, boardEntries: boards.get(player.id)! })),
  };
}
