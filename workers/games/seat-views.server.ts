import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Seat } from "../../shared/api-types";
import { completingPositions } from "../../shared/one-away";
import type { WinPattern } from "../../shared/win-patterns";
import { fullLine } from "../../shared/winning-lines";
import type { Database } from "../db/database.server";
import { games, seats, type GameRow, type SeatRow } from "../db/schema";

/**
 * Paper seats as the API shows them (docs/decisions/032-paper-seats.md). A seat is followed like
 * a phone: its one away and its Bingo come from its board and the game's marks, by the same
 * rules as a player's (shared/one-away.ts, shared/winning-lines.ts) and the round's pattern
 * (shared/win-patterns.ts), so a seat follows whatever the round counts. A claimed seat is its player's board now, followed as that player.
 */

/** The seats of the game's round being played (or just won), in the order they were printed. */
export function seatsQuery(db: Database, gameId: number | SQL) {
  return db
    .select()
    .from(seats)
    .where(and(eq(seats.gameId, gameId), eq(seats.round, sql`(SELECT ${games.round} FROM ${games} WHERE ${games.id} = ${seats.gameId})`)))
    .orderBy(asc(seats.id));
}

/** Each seat as everyone sees it; the host also gets each card's board and, until claimed, its claim token. */
export function seatViews(rows: readonly SeatRow[], marked: ReadonlySet<number>, forHost: boolean, pattern: WinPattern): Seat[] {
  return rows.map((row) => {
    const followed = row.claimedBy === null;
    const hasBingo = followed && fullLine(row.boardEntries, marked, pattern) !== null;
    const seat: Seat = {
      id: row.id,
      name: row.name,
      oneAway: followed && !hasBingo && completingPositions(row.boardEntries, marked, pattern).length > 0,
      hasBingo,
      won: row.wonAt !== null,
      claimedBy: row.claimedBy,
    };
    if (!forHost) return seat;
    seat.boardEntries = row.boardEntries;
    if (followed) seat.claimToken = row.claimToken;
    return seat;
  });
}

/**
 * A won round's line when a seat took its first place (the winner is then no player): the first
 * full line of the seat's card, as a player's win shows the first of theirs. Null otherwise.
 */
export function seatWinningLine(
  game: Pick<GameRow, "status" | "winnerId" | "pattern" | "winners">,
  rows: readonly SeatRow[],
  marked: ReadonlySet<number>,
) {
  if (game.winnerId !== null || (game.status !== "BINGO" && game.status !== "COMPLETE")) return null;
  const firstSeat = game.winners[0]?.seatId;
  // A round a card won before cards took places has no placing: its one won card is the winner.
  const winner = firstSeat === undefined ? rows.find((row) => row.wonAt !== null) : rows.find((row) => row.id === firstSeat);
  return winner ? fullLine(winner.boardEntries, marked, game.pattern) : null;
}

/** The game's seats for a read, on the game's shape only when it printed cards (the field is absent otherwise). */
export function withSeats<G extends { winningEntryIds?: number[] }>(
  game: G,
  row: Pick<GameRow, "status" | "winnerId" | "pattern" | "winners">,
  rows: readonly SeatRow[],
  marked: ReadonlySet<number>,
  forHost: boolean,
): G & { seats?: Seat[] } {
  if (rows.length === 0) return game;
  const line = seatWinningLine(row, rows, marked);
  return { ...game, ...(line ? { winningEntryIds: line } : {}), seats: seatViews(rows, marked, forHost, row.pattern) };
}

/**
 * The round's paper seats for a change of one entry's mark, as of its version: read from the
 * one-away row the change reads anyway (its marked entries and pattern). None when the game
 * printed no cards (the message then carries no `seats`).
 */
export function seatsOfMarkChange(rows: readonly SeatRow[], round: { marked: string; pattern: WinPattern } | undefined): Seat[] | undefined {
  if (rows.length === 0 || !round) return undefined;
  return seatViews(rows, new Set(JSON.parse(round.marked) as number[]), false, round.pattern);
}
