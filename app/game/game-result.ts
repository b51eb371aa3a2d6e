import type { Entry, Game } from "../../shared/api-types";
import { BOARD_SIZE } from "../../shared/constants";
import { prophetTally } from "../../shared/prophets";

/** One square of the winning line: an entry, or the free centre. */
export type LineSquare = { entry: Entry } | { free: true };

/** The free centre sits in the middle of every line that crosses it (row, column, diagonal). */
const CENTRE_INDEX = Math.floor(BOARD_SIZE / 2);

/**
 * The winning line as five squares, from the game's `winningEntryIds` (4 ids when the line
 * crosses the free centre, which then goes back in its place).
 */
export function winningSquares(winningEntryIds: readonly number[], entriesById: ReadonlyMap<number, Entry>): LineSquare[] {
  const squares: LineSquare[] = winningEntryIds.flatMap((id) => {
    const entry = entriesById.get(id);
    return entry ? [{ entry }] : [];
  });
  if (squares.length === BOARD_SIZE - 1) squares.splice(CENTRE_INDEX, 0, { free: true });
  return squares;
}

/** The round's marks in the order they were made (ties, same millisecond, by entry). */
export function marksInOrder(entries: readonly Entry[]): Entry[] {
  return entries
    .filter((entry) => entry.isMarked)
    .sort((a, b) => (a.markedAt ?? 0) - (b.markedAt ?? 0) || a.id - b.id);
}

/** Everything the result view shows, from what every player of the game already holds. */
export function gameResult(game: Game, entries: readonly Entry[]) {
  const entriesById = new Map(entries.map((entry) => [entry.id, entry]));
  return {
    winner: game.players.find((player) => player.id === game.winnerId) ?? null,
    line: winningSquares(game.winningEntryIds ?? [], entriesById),
    marks: marksInOrder(entries),
    prophets: prophetTally(entries, game.players),
  };
}
