import { and, eq, inArray, sql } from "drizzle-orm";
import type { Placing } from "../../shared/api-types";
import type { WinPattern } from "../../shared/win-patterns";
import { fullLine } from "../../shared/winning-lines";
import type { Database } from "../db/database.server";
import { entries, games, players, seats } from "../db/schema";
import { clearedMark, entryColumns, entryLabelsQuery } from "./entry-queries.server";
import type { GameChange, GameEvent } from "./game-events";
import { entryIdsQuery, playersQuery } from "./game-queries.server";
import { entryView, gameView } from "./game-view.server";
import { bumpVersionIf } from "./guarded-commit.server";
import { oneAwayFromRow, oneAwayQuery } from "./one-away-queries.server";
import { seatsOfMarkChange, seatsQuery } from "./seat-views.server";

export interface UndoneMark {
  undone: boolean;
  bingoWithdrawn: boolean;
}

/**
 * The table voted a questioned mark down (docs/decisions/030): it is undone as an unmark
 * undoes it (a new version, the entry's mark cleared, who is one away again), unless it is no
 * longer that mark (unmarked meanwhile, or marked again later, or a new round). A place won on
 * it, that board no longer completing the round's pattern without it, is withdrawn (the places
 * after it move up, the round back in play), in the same version, so no client sees one without
 * the other.
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

  // Every place whose board no longer completes the round's pattern without this mark goes; the
  // places after it move up. With places left to win, the round is in play again.
  const { kept, seatsWithdrawn } = await placesKept(db, code, game.winners, game.pattern, entryId);
  const withdraw = kept.length < game.winners.length;
  const withdrawal = {
    status: "PLAY" as const,
    winnerId: kept[0]?.playerId ?? null,
    winners: kept,
    wonAt: kept.length > 0 ? game.wonAt : null,
  };
  const [[bumped], [changed], [labels], oneAway, [after], everyone, , seatRows] = await db.batch([
    bumpVersionIf(db, game.id, sql`1`),
    db.update(entries).set(clearedMark(game.id)).where(eq(entries.id, entryId)).returning(entryColumns),
    entryLabelsQuery(db, entryId),
    oneAwayQuery(db, game.id),
    withdraw
      ? db.update(games).set(withdrawal).where(eq(games.id, game.id)).returning()
      : db.select().from(games).where(eq(games.id, game.id)),
    playersQuery(db, code),
    // A card whose place went is no longer won: its Bingo is the host's to confirm again once it has one.
    seatsWithdrawn.length > 0
      ? db.update(seats).set({ wonAt: null }).where(inArray(seats.id, seatsWithdrawn)).returning({ id: seats.id })
      : db.select({ id: seats.id }).from(seats).where(sql`0`),
    // Paper seats are followed like phones: theirs as of this version, as a mark's message carries them.
    seatsQuery(db, game.id),
  ]);
  const version = bumped!.version;
  const entryChanged = entryView(changed!, labels!.authorName, code);
  const event: Extract<GameEvent, { type: "entry-changed" }> = { type: "entry-changed", version, entry: entryChanged, oneAwayPlayerIds: oneAwayFromRow(oneAway) };
  const seatsNow = seatsOfMarkChange(seatRows, oneAway[0]);
  if (seatsNow) event.seats = seatsNow;
  const events: GameEvent[] = [event];
  if (withdraw) events.push({ type: "game-changed", version, game: gameView(after!, everyone, null) });
  return { gameCode: code, data: { undone: true, bingoWithdrawn: withdraw }, version, events };
}

/**
 * The round's places that still complete the pattern once this entry is unmarked, renumbered in
 * order, and the paper seats whose place goes (their card is no longer won).
 */
async function placesKept(
  db: Database,
  code: string,
  winners: Placing[],
  pattern: WinPattern,
  entryId: number,
): Promise<{ kept: Placing[]; seatsWithdrawn: number[] }> {
  if (winners.length === 0) return { kept: [], seatsWithdrawn: [] };
  const playerIds = winners.flatMap((placing) => (placing.playerId === null ? [] : [placing.playerId]));
  const seatIds = winners.flatMap((placing) => (placing.seatId === undefined ? [] : [placing.seatId]));
  const [playerBoards, seatBoards, markedRows] = await db.batch([
    db.select({ id: players.id, boardEntries: players.boardEntries }).from(players).where(inArray(players.id, playerIds)),
    db.select({ id: seats.id, boardEntries: seats.boardEntries }).from(seats).where(inArray(seats.id, seatIds)),
    entryIdsQuery(db, code, { markedOnly: true }),
  ]);
  const marked = new Set(markedRows.map((row) => row.id));
  marked.delete(entryId);
  const boardOf = (placing: Placing) =>
    (placing.seatId === undefined
      ? playerBoards.find((row) => row.id === placing.playerId)?.boardEntries
      : seatBoards.find((row) => row.id === placing.seatId)?.boardEntries) ?? [];
  const kept: Placing[] = [];
  const seatsWithdrawn: number[] = [];
  for (const placing of winners) {
    if (fullLine(boardOf(placing), marked, pattern) !== null) kept.push({ ...placing, place: kept.length + 1 });
    else if (placing.seatId !== undefined) seatsWithdrawn.push(placing.seatId);
  }
  return { kept, seatsWithdrawn };
}
