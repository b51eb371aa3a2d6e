import { and, eq, sql } from "drizzle-orm";
import { fullLine } from "../../shared/winning-lines";
import type { Database } from "../db/database.server";
import { entries, games, players } from "../db/schema";
import { clearedMark, entryColumns, entryLabelsQuery } from "./entry-queries.server";
import type { GameChange, GameEvent } from "./game-events";
import { entryIdsQuery, playersQuery } from "./game-queries.server";
import { entryView, gameView } from "./game-view.server";
import { bumpVersionIf } from "./guarded-commit.server";
import { oneAwayFromRow, oneAwayQuery } from "./one-away-queries.server";

export interface UndoneMark {
  undone: boolean;
  bingoWithdrawn: boolean;
}

/**
 * The table voted a questioned mark down (docs/decisions/030): it is undone as an unmark
 * undoes it (a new version, the entry's mark cleared, who is one away again), unless it is no
 * longer that mark (unmarked meanwhile, or marked again later, or a new round). A Bingo that
 * rested on it, the winner's board no longer holding a full line without it, is withdrawn: no
 * winner, the round back in play, in the same version, so no client sees one without the other.
 * Run by the room when a vote ends, never by a request.
 */
export async function undoQuestionedMark(
  db: Database,
  code: string,
  { entryId, markedAt, round }: { entryId: number; markedAt: number; round: number },
): Promise<GameChange<UndoneMark>> {
  const unchanged: GameChange<UndoneMark> = { gameCode: code, data: { undone: false, bingoWithdrawn: false }, events: [] };
  const [game] = await db.select().from(games).where(eq(games.code, code));
  if (!game || game.round !== round || (game.status !== "PLAY" && game.status !== "BINGO")) return unchanged;
  const [entry] = await db
    .select({ isMarked: entries.isMarked, markedAt: entries.markedAt })
    .from(entries)
    .where(and(eq(entries.id, entryId), eq(entries.gameId, game.id)));
  if (!entry?.isMarked || entry.markedAt !== markedAt) return unchanged;

  const withdraw = game.status === "BINGO" && game.winnerId !== null && !(await winnerKeepsALine(db, code, game.winnerId, entryId));
  const [[bumped], [changed], [labels], oneAway, [after], everyone] = await db.batch([
    bumpVersionIf(db, game.id, sql`1`),
    db.update(entries).set(clearedMark(game.id)).where(eq(entries.id, entryId)).returning(entryColumns),
    entryLabelsQuery(db, entryId),
    oneAwayQuery(db, game.id),
    withdraw
      ? db.update(games).set({ status: "PLAY", winnerId: null, wonAt: null }).where(eq(games.id, game.id)).returning()
      : db.select().from(games).where(eq(games.id, game.id)),
    playersQuery(db, code),
  ]);
  const version = bumped!.version;
  const entryChanged = entryView(changed!, labels!.authorName, code);
  const events: GameEvent[] = [{ type: "entry-changed", version, entry: entryChanged, oneAwayPlayerIds: oneAwayFromRow(oneAway) }];
  if (withdraw) events.push({ type: "game-changed", version, game: gameView(after!, everyone, null) });
  return { gameCode: code, data: { undone: true, bingoWithdrawn: withdraw }, version, events };
}

/** Whether the winner's board still has a full line once this entry is unmarked. */
async function winnerKeepsALine(db: Database, code: string, winnerId: number, entryId: number): Promise<boolean> {
  const [winner] = await db.select({ boardEntries: players.boardEntries }).from(players).where(eq(players.id, winnerId));
  const marked = new Set((await entryIdsQuery(db, code, { markedOnly: true })).map((row) => row.id));
  marked.delete(entryId);
  return fullLine(winner?.boardEntries ?? [], marked) !== null;
}
