import type { Entry, Game } from "../../shared/api-types";
import { boardShape, type BoardSize } from "../../shared/board-shape";
import { prophetTally, starterIdeasCameTrue } from "../../shared/prophets";
import { DEFAULT_WIN_PATTERN, type WinPattern } from "../../shared/win-patterns";
import { winnerName } from "./paper-seats";
import { roundEntries } from "./round-entries";

/** One square of the winning line: an entry, or the free centre. */
export type LineSquare = { entry: Entry } | { free: true };

/**
 * The winning line as a board's side of squares (five on 5×5), from the game's
 * `winningEntryIds`: one fewer when the line crosses an odd board's free centre, which then
 * goes back in its place, the middle of every line that crosses it.
 */
export function winningSquares(
  winningEntryIds: readonly number[],
  entriesById: ReadonlyMap<number, Entry>,
  size: BoardSize = 5,
  pattern: WinPattern = DEFAULT_WIN_PATTERN,
): LineSquare[] {
  const squares: LineSquare[] = winningEntryIds.flatMap((id) => {
    const entry = entriesById.get(id);
    return entry ? [{ entry }] : [];
  });
  // Only a line is a side of squares; another pattern's squares are listed as they are.
  // Whether the line crosses the centre is its own length's to say, not how many of its entries
  // the pool still holds: the host may take a came-true prediction out before the next round, and a
  // line of five that lost one must not gain a free square in its middle.
  const line = pattern === DEFAULT_WIN_PATTERN;
  if (line && boardShape(size).centre !== null && winningEntryIds.length === size - 1) {
    const middle = Math.floor(size / 2);
    const before = winningEntryIds.slice(0, middle).filter((id) => entriesById.has(id)).length;
    squares.splice(before, 0, { free: true });
  }
  return squares;
}

/** The round's marks in the order they were made (ties, same millisecond, by entry). */
export function marksInOrder(entries: readonly Entry[]): Entry[] {
  return entries
    .filter((entry) => entry.isMarked)
    .sort((a, b) => (a.markedAt ?? 0) - (b.markedAt ?? 0) || a.id - b.id);
}

/**
 * Who won: the winning player, or a paper seat the host confirmed (docs/decisions/032), which is
 * no player (`id` null).
 */
function winnerOf(game: Game): { id: number | null; screenName: string } | null {
  const player = game.players.find((each) => each.id === game.winnerId);
  if (player) return player;
  const name = winnerName(game);
  return name === null ? null : { id: null, screenName: name };
}

/** Everything the result view shows, from what every player of the game already holds. */
export function gameResult(game: Game, poolEntries: readonly Entry[]) {
  const entries = roundEntries(game, poolEntries);
  const entriesById = new Map(entries.map((entry) => [entry.id, entry]));
  return {
    winner: winnerOf(game),
    line: winningSquares(game.winningEntryIds ?? [], entriesById, game.boardSize, game.pattern),
    marks: marksInOrder(entries),
    prophets: prophetTally(entries, game.players),
    starterIdeas: starterIdeasCameTrue(entries),
  };
}
